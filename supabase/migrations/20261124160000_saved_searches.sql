-- Saved searches with alerts. A signed-in user saves the search they are
-- looking at (a name, the listing route's type and query string as they saw
-- it) and hears about newly published listings that match it: a bell
-- notification of type 'vehicle' whose related_id is the newest matching
-- listing, at most one per saved search per hour (within the hour the
-- unread one is brought up to date: "3 new vehicles match “Diesel estates”").
--
-- Matching happens here, when a listing is published or edited while
-- active, with one query over saved_searches. Each saved search holds the
-- filters as normalised columns (null = no condition), derived in
-- TypeScript from the listing search's own conditions
-- (src/lib/domain/savedSearch.ts maps each `listingConditions` entry to a
-- column) and checked again below. The conditions mirror the listing
-- search's (src/lib/domain/listingQuery.ts, src/lib/data/postgrestFilters.ts);
-- tests/integration/saved-searches.test.ts checks on random listings and
-- random filters that both decide alike.
--
-- How to add a filter (say a model filter, `vehicles.model = …`):
--   1. here, in a new migration: `alter table public.saved_searches add
--      column model text check (char_length(model) between 1 and 100);`
--   2. one condition in public.saved_searches_matching() (replace the
--      function in that migration): `and (s.model is null or s.model = v.model)`;
--      a column the trigger does not list yet goes into the `update of` list
--      of saved_searches_on_vehicle_update;
--   3. one entry in SAVED_SEARCH_COLUMNS in src/lib/domain/savedSearch.ts
--      ('eq:model': 'model'), then `npm run db:types`.
--   A radius is two columns and one condition the same way (centre
--   latitude/longitude and km on the search; the distance to v.latitude,
--   v.longitude at most the radius).
--
-- Users read, save, rename and delete only their own searches, at most 20
-- each (PT409 with the message the page shows). Matches are private to the
-- search's owner and written only by the trigger.

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  -- The listing route's query string (no leading ?), exactly as the search
  -- page wrote it: the "Open" link and the summary are built from it.
  query text not null default '' check (char_length(query) <= 2000 and query not like '?%'),
  -- Match columns: null (or an empty array) puts no condition.
  type text check (type in ('car', 'scooter')),
  make text check (char_length(make) between 1 and 100),
  min_price integer check (min_price >= 0),
  max_price integer check (max_price >= 0),
  min_year integer check (min_year >= 1900),
  max_year integer check (max_year >= 1900),
  fuel_type text,
  transmission text,
  max_mileage integer check (max_mileage >= 0),
  min_engine_size integer check (min_engine_size >= 0),
  max_engine_size integer check (max_engine_size >= 0),
  color text check (color in ('Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Other')),
  features text[] not null default '{}'
    check (cardinality(features) <= 50 and array_position(features, null) is null),
  -- Words of the search term (searchWords: letters and digits), each of which
  -- must match: never empty, never a LIKE wildcard or backslash.
  words text[] not null default '{}'
    check (
      cardinality(words) <= 8
      and array_position(words, null) is null
      and array_position(words, '') is null
      and array_to_string(words, '') !~ '[%_\\[:space:]]'
    ),
  -- Alert state, written by the matching trigger only.
  new_match_count integer not null default 0 check (new_match_count >= 0),
  alert_match_count integer not null default 0 check (alert_match_count >= 0),
  last_notified_at timestamptz,
  notification_id uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint saved_searches_fuel_type_for_type check (
    (type = 'car' and fuel_type in ('Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid'))
    or (type = 'scooter' and fuel_type in ('Petrol', 'Electric', 'Hybrid'))
  ),
  constraint saved_searches_transmission_for_type check (
    (type = 'car' and transmission in ('Automatic', 'Manual', 'Semi-Automatic', 'CVT'))
    or (type = 'scooter' and transmission in ('Automatic', 'CVT'))
  ),
  constraint saved_searches_price_order check (min_price <= max_price),
  constraint saved_searches_year_order check (min_year <= max_year),
  constraint saved_searches_engine_size_order check (min_engine_size <= max_engine_size),
  constraint saved_searches_engine_size_cars_only check (
    (min_engine_size is null and max_engine_size is null) or type is not distinct from 'car'
  )
);
alter table public.saved_searches enable row level security;

comment on table public.saved_searches is
  'Searches users saved (at most 20 each), with normalised match columns, for alerts on new listings.';
comment on column public.saved_searches.type is 'Vehicle type; null for all types.';
comment on column public.saved_searches.new_match_count is
  'Matching listings published since the owner last opened the search.';
comment on column public.saved_searches.alert_match_count is
  'How many matches the current hour''s notification stands for.';
comment on column public.saved_searches.notification_id is
  'The notification of the current hour, brought up to date by further matches while unread.';

-- The owner's list (and every policy, which reads user_id).
create index saved_searches_user_id_created_at_idx on public.saved_searches (user_id, created_at desc);
-- Matching: the make (or no make) narrows 10,000 searches to the few that can
-- match; both branches of `make is null or make = v.make` use this index.
create index saved_searches_make_idx on public.saved_searches (make, type);

create policy "Users can read their own saved searches"
  on public.saved_searches for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can save searches as themselves"
  on public.saved_searches for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can rename their own saved searches"
  on public.saved_searches for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own saved searches"
  on public.saved_searches for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Clients write the search itself; the alert state is the trigger's. Renaming
-- and clearing the new-match count (opening the search) are the only updates.
revoke all on public.saved_searches from anon;
revoke insert, update, truncate on public.saved_searches from authenticated;
grant insert (
  user_id, name, query, type, make, min_price, max_price, min_year, max_year, fuel_type, transmission,
  max_mileage, min_engine_size, max_engine_size, color, features, words
) on public.saved_searches to authenticated;
grant update (name, new_match_count) on public.saved_searches to authenticated;

-- At most 20 searches per user. The advisory lock makes two parallel saves
-- count one after the other.
create function public.limit_saved_searches() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('saved_searches:' || new.user_id::text));
  if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 20 then
    raise exception 'You can save up to 20 searches. Delete one to save another.'
      using errcode = 'PT409',
        detail = 'At most 20 saved searches per account.',
        hint = 'Delete a saved search first.';
  end if;
  new.created_at := now();
  return new;
end
$$;

comment on function public.limit_saved_searches() is
  'Refuses a 21st saved search of one user (SQLSTATE PT409).';
revoke execute on function public.limit_saved_searches() from public, anon, authenticated;

create trigger saved_searches_limit
  before insert on public.saved_searches
  for each row execute function public.limit_saved_searches();

-- Opening a search clears its new-match count; nothing else of the alert state
-- changes through the API (the column grant already keeps other columns out).
create function public.protect_saved_search_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
    and new.new_match_count <> old.new_match_count and new.new_match_count <> 0 then
    raise exception 'new_match_count can only be cleared' using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function public.protect_saved_search_columns() from public, anon, authenticated;

create trigger saved_searches_protect_columns
  before update on public.saved_searches
  for each row execute function public.protect_saved_search_columns();

-- Matches: which listing matched which search, once. notified_at is null
-- while the match waits for the next alert (the hour's notification was
-- already read); such a match goes away if the listing leaves the search.
create table public.saved_search_matches (
  saved_search_id uuid not null references public.saved_searches (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  matched_at timestamptz not null default now(),
  notified_at timestamptz,
  primary key (saved_search_id, vehicle_id)
);
alter table public.saved_search_matches enable row level security;

comment on table public.saved_search_matches is
  'Listings that matched a saved search (written by the matching trigger; read by the search''s owner).';

-- The trigger reads a listing's matches when the listing is edited.
create index saved_search_matches_vehicle_id_idx on public.saved_search_matches (vehicle_id);

create policy "Users can read the matches of their own saved searches"
  on public.saved_search_matches for select
  to authenticated
  using (
    exists (
      select 1
        from public.saved_searches s
       where s.id = saved_search_matches.saved_search_id
         and s.user_id = (select auth.uid())
    )
  );

revoke all on public.saved_search_matches from anon;
revoke insert, update, delete, truncate on public.saved_search_matches from authenticated;

-- The ids of the saved searches listing `v` matches, other than its seller's
-- own: the one matching query. Each line is one filter of the listing search;
-- a word matches as the search box's does (a whole word of the full-text
-- index, accents folded, or part of make, model or title).
create function public.saved_searches_matching(v public.vehicles) returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.id), '{}')
    from public.saved_searches s
   where v.status = 'active'
     and s.user_id <> v.seller_id
     and (s.make is null or s.make = v.make)
     and (s.type is null or s.type = v.type)
     and (s.min_price is null or v.price >= s.min_price)
     and (s.max_price is null or v.price <= s.max_price)
     and (s.min_year is null or v.year >= s.min_year)
     and (s.max_year is null or v.year <= s.max_year)
     and (s.fuel_type is null or s.fuel_type = v.fuel_type)
     and (s.transmission is null or s.transmission = v.transmission)
     and (s.max_mileage is null or v.mileage <= s.max_mileage)
     and (s.min_engine_size is null or v.engine_size >= s.min_engine_size)
     and (s.max_engine_size is null or v.engine_size <= s.max_engine_size)
     and (s.color is null or s.color = v.color)
     and s.features <@ v.features
     and (cardinality(s.words) = 0 or not exists (
       select 1
         from unnest(s.words) as w (word)
        where not (
          v.fts @@ websearch_to_tsquery('public.simple_unaccent'::regconfig, w.word)
          or v.make ilike '%' || w.word || '%'
          or v.model ilike '%' || w.word || '%'
          or v.title ilike '%' || w.word || '%'
        )
     ))
$$;

comment on function public.saved_searches_matching(public.vehicles) is
  'The saved searches (other than the seller''s) an active listing matches.';
revoke execute on function public.saved_searches_matching(public.vehicles) from public, anon, authenticated;

-- "3 new vehicles match “Diesel estates”".
create function public.saved_search_alert_title(matches integer, search_name text) returns text
language sql
immutable
set search_path = ''
as $$
  select matches::text || ' new ' || case when matches = 1 then 'vehicle matches' else 'vehicles match' end
    || ' “' || search_name || '”'
$$;

revoke execute on function public.saved_search_alert_title(integer, text) from public, anon, authenticated;

-- After a listing is published or edited: record new matches, drop waiting
-- matches it no longer has, and alert. Per saved search, the first match in
-- an hour creates a notification; later ones in that hour update it while it
-- is unread, and wait (notified_at null) once it was read, to be counted by
-- the next hour's notification. Set-based: a handful of statements whatever
-- the number of matching searches.
create function public.alert_saved_searches() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  matched uuid[] := public.saved_searches_matching(new);
  fresh uuid[] := matched;
  folded uuid[];
  due uuid[];
  alert_content text := 'Newest: ' || new.title || ', €' || to_char(new.price, 'FM9G999G999') || '.';
begin
  if tg_op = 'UPDATE' then
    with gone as (
      delete from public.saved_search_matches m
       where m.vehicle_id = new.id
         and m.notified_at is null
         and m.saved_search_id <> all (matched)
      returning m.saved_search_id
    )
    update public.saved_searches s
       set new_match_count = greatest(s.new_match_count - 1, 0)
      from gone
     where s.id = gone.saved_search_id;
    -- An edit that keeps matching counts nothing twice.
    select coalesce(array_agg(f.id), '{}') into fresh
      from unnest(matched) as f (id)
     where not exists (
       select 1 from public.saved_search_matches m where m.vehicle_id = new.id and m.saved_search_id = f.id
     );
  end if;
  if cardinality(fresh) = 0 then
    return null;
  end if;

  -- Which searches update this hour's unread notification, and which get a
  -- new one. The row locks make parallel publications decide one after the other.
  select coalesce(array_agg(c.id) filter (where c.unread), '{}'),
         coalesce(array_agg(c.id) filter (where c.hour_over), '{}')
    into folded, due
    from (
      select s.id,
             n.id is not null as unread,
             s.last_notified_at is null or s.last_notified_at <= now() - interval '1 hour' as hour_over
        from public.saved_searches s
        left join public.notifications n
          on n.id = s.notification_id and not n.read and s.last_notified_at > now() - interval '1 hour'
       where s.id = any (fresh)
         for no key update of s
    ) c;

  insert into public.saved_search_matches (saved_search_id, vehicle_id, notified_at)
  select f.id, new.id, case when f.id = any (folded) or f.id = any (due) then now() end
    from unnest(fresh) as f (id);

  if cardinality(folded) > 0 then
    update public.notifications n
       set title = public.saved_search_alert_title(s.alert_match_count + 1, s.name),
           content = alert_content,
           related_id = new.id::text,
           created_at = now()
      from public.saved_searches s
     where s.id = any (folded)
       and n.id = s.notification_id;
  end if;

  -- New notifications count this match and those that waited; each search
  -- then points to its user's new notification (two searches of one user
  -- matching the same listing share one: see coalesce_notification).
  with waiting as (
    select m.saved_search_id as id, count(*)::integer as matches
      from public.saved_search_matches m
     where m.saved_search_id = any (due)
       and (m.notified_at is null or m.vehicle_id = new.id)
     group by m.saved_search_id
  ),
  sent as (
    insert into public.notifications (user_id, type, title, content, related_id)
    select s.user_id, 'vehicle', public.saved_search_alert_title(w.matches, s.name), alert_content, new.id::text
      from public.saved_searches s
      join waiting w on w.id = s.id
    returning id, user_id
  ),
  counted as (
    update public.saved_search_matches m
       set notified_at = now()
     where m.saved_search_id = any (due)
       and m.notified_at is null
  )
  update public.saved_searches s
     set new_match_count = s.new_match_count + 1,
         alert_match_count = case
           when s.id = any (folded) then s.alert_match_count + 1
           when w.id is not null then w.matches
           else s.alert_match_count
         end,
         last_notified_at = case when w.id is not null then now() else s.last_notified_at end,
         notification_id = case
           when w.id is not null then (select sent.id from sent where sent.user_id = s.user_id limit 1)
           else s.notification_id
         end
    from unnest(fresh) as f (id)
    left join waiting w on w.id = f.id
   where s.id = f.id;
  return null;
end
$$;

comment on function public.alert_saved_searches() is
  'Records the saved searches a published or edited listing matches and notifies their owners (one notification per search per hour).';
revoke execute on function public.alert_saved_searches() from public, anon, authenticated;

create trigger vehicles_alert_saved_searches_on_insert
  after insert on public.vehicles
  for each row
  when (new.status = 'active')
  execute function public.alert_saved_searches();

create trigger vehicles_alert_saved_searches_on_update
  after update of status, type, make, model, title, description, price, year, mileage, fuel_type,
    transmission, engine_size, color, features
  on public.vehicles
  for each row
  when (new.status = 'active' or old.status = 'active')
  execute function public.alert_saved_searches();
