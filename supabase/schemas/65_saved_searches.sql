-- Saved searches with alerts. A signed-in user saves the search they are
-- looking at (a name, the listing route's query string as they saw it, and
-- the search as the search functions take it) and hears about newly
-- published listings that match it: a bell notification of type 'vehicle'
-- whose related_id is the newest matching listing, at most one per saved
-- search per hour (within the hour the unread one is brought up to date:
-- "3 new vehicles match “Diesel estates”"), and on request a daily e-mail.
--
-- A search is stored as the filter object the search functions take
-- (saved_searches.filters), validated on save by the search's own
-- where_clause, and matched against a listing by
-- listing_search.matching_saved_searches, which reads the same filter
-- specification (59_search_filters.sql), so a saved search matches exactly
-- what its page shows: tests/integration/search-differential.test.ts
-- compares them over hundreds of searches. A new filter needs nothing here.
--
-- Users read, save, rename and delete only their own searches, at most 20
-- each (PT409 with the message the page shows). Matches are private to the
-- search's owner and written only by the alert step.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  -- The listing route's query string (no leading ?), exactly as the search
  -- page wrote it: the "Open" link and the summary are built from it.
  query text not null default '' check (char_length(query) <= 2000 and query not like '?%'),
  -- The search: the filter object search_vehicles takes.
  filters jsonb not null default '{}' check (jsonb_typeof(filters) = 'object' and pg_column_size(filters) <= 4000),
  -- The route's vehicle type (the "Open" link), from the filters.
  type text generated always as (filters ->> 'type') stored check (type in ('car', 'scooter')),
  -- What the search's centre is called in the summary ("50667 Köln").
  near_label text check (char_length(near_label) between 1 and 100 and near_label = btrim(near_label)),
  -- Alert state, written by the alert step only.
  new_match_count integer not null default 0 check (new_match_count >= 0),
  alert_match_count integer not null default 0 check (alert_match_count >= 0),
  last_notified_at timestamptz,
  notification_id uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  email_digest boolean not null default false,
  digest_since timestamptz,
  last_digest_at timestamptz,
  constraint saved_searches_near_label_needs_near check (near_label is null or filters ? 'near')
);
alter table public.saved_searches enable row level security;
comment on table public.saved_searches is
  'Searches users saved (at most 20 each), as the filter object the search takes, for alerts on new listings.';
comment on column public.saved_searches.filters is
  'The search: the filter object of search_vehicles (checked by listing_search.where_clause on save).';
comment on column public.saved_searches.type is 'Vehicle type of the search; null for all types.';
comment on column public.saved_searches.near_label is 'What the centre is called in the summary ("50667 Köln"); null when unknown.';
comment on column public.saved_searches.new_match_count is
  'Matching listings published since the owner last opened the search.';
comment on column public.saved_searches.alert_match_count is
  'How many matches the current hour''s notification stands for.';
comment on column public.saved_searches.notification_id is
  'The notification of the current hour, brought up to date by further matches while unread.';
comment on column public.saved_searches.email_digest is
  'Whether the owner gets new matches of this search in the daily e-mail digest (off by default).';
comment on column public.saved_searches.digest_since is
  'When the digest was switched on: only matches from then on are mailed. Set by the database.';
comment on column public.saved_searches.last_digest_at is
  'When the search''s matches last went out in a digest. Set by the database.';

-- Clients write the search itself; the alert state is the alert step's.
-- Renaming, clearing the new-match count (opening the search) and switching
-- the digest are the only updates.
revoke all on public.saved_searches from anon;
revoke insert, update, truncate on public.saved_searches from authenticated;
grant insert (user_id, name, query, filters, near_label) on public.saved_searches to authenticated;
grant update (name, new_match_count, email_digest) on public.saved_searches to authenticated;

-- The owner's list (and every policy, which reads user_id).
create index saved_searches_user_id_created_at_idx on public.saved_searches (user_id, created_at desc);

-- Matching narrows by make and type first: a listing can only match the
-- searches with its make or none, and its type or none (both branches of
-- each `or is null` use the index).
create index saved_searches_make_type_idx on public.saved_searches ((filters ->> 'make'), (filters ->> 'type'));

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

-- A saved search's filters are the search's: the same validation, the same
-- 400 with the filter named (22023) for a bad one.
create function public.check_saved_search_filters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform listing_search.where_clause(new.filters);
  return new;
end
$$;
comment on function public.check_saved_search_filters() is
  'Trigger: a saved search''s filters must be a valid search (listing_search.where_clause).';
revoke execute on function public.check_saved_search_filters() from public, anon, authenticated;

create trigger saved_searches_check_filters
  before insert or update of filters on public.saved_searches
  for each row execute function public.check_saved_search_filters();

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

alter table public.saved_search_matches add column digested_at timestamptz;

comment on table public.saved_search_matches is
  'Listings that matched a saved search (written by the matching trigger; read by the search''s owner).';

revoke all on public.saved_search_matches from anon;

revoke insert, update, delete, truncate on public.saved_search_matches from authenticated;

comment on column public.saved_search_matches.digested_at is
  'When the match went out in its search''s e-mail digest (or was passed over as no longer for sale); null while waiting.';

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

-- The saved searches (other than the seller's) an active listing matches:
-- every filter key of a search met by the listing, by the filter's kind,
-- as listing_search.condition decides it in a search. The listing's values
-- (facts_sql) and the options that accept them (accepts) are computed once;
-- each search is then checked with jsonb operators, no SQL written per search.
create function public.saved_searches_matching(v public.vehicles) returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  facts jsonb;
  accept jsonb;
  matched uuid[];
begin
  if v.status is distinct from 'active' then
    return '{}';
  end if;
  execute format('select %s from (select ($1).*) v', listing_search.facts_sql()) into facts using v;
  accept := listing_search.accepts(facts);
  with specs as materialized (
    select k.key, s.id, s.kind, s.min_key, s.multiple, s.match_all
      from listing_search.filter_specs() s
     cross join lateral unnest(array[s.key, s.min_key, s.max_key]) k (key)
     where k.key is not null
  )
  select coalesce(array_agg(s.id), '{}') into matched
    from public.saved_searches s
   where s.user_id <> v.seller_id
     and (s.filters ->> 'make' is null or s.filters ->> 'make' = v.make)
     and (s.filters ->> 'type' is null or s.filters ->> 'type' = v.type)
     and not exists (
       select from jsonb_each(s.filters) f
         join specs p on p.key = f.key
        where f.value <> 'null'::jsonb
          and not coalesce(case p.kind
            when 'choice' then case
              when p.match_all then (facts -> p.id) @> f.value
              when p.multiple then (accept -> p.id) ?| array(select jsonb_array_elements_text(f.value))
              else (accept -> p.id) ? (f.value ->> 0)
            end
            when 'range' then case
              when f.key = p.min_key then (facts ->> p.id)::numeric >= f.value::numeric
              else (facts ->> p.id)::numeric <= f.value::numeric
            end
            when 'flag' then (facts ->> p.id)::boolean
            when 'words' then listing_search.has_words(v, f.value ->> 0)
            when 'distance' then listing_search.is_within(v, f.value)
          end, false)
     );
  return matched;
end
$$;
comment on function public.saved_searches_matching(public.vehicles) is
  'The saved searches (other than the seller''s) an active listing matches.';
revoke execute on function public.saved_searches_matching(public.vehicles) from public, anon, authenticated;

-- The daily run starts from the opted-in searches.
create index saved_searches_email_digest_idx on public.saved_searches (user_id) where email_digest;

-- Switching the digest on starts it from now; switching it off forgets when.
create function public.saved_search_digest_since() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email_digest and not old.email_digest then
    new.digest_since := now();
  elsif not new.email_digest then
    new.digest_since := null;
  end if;
  return new;
end
$$;

comment on function public.saved_search_digest_since() is
  'Trigger: records when a saved search''s e-mail digest was switched on.';

revoke execute on function public.saved_search_digest_since() from public, anon, authenticated;

create trigger saved_searches_digest_since
  before update of email_digest on public.saved_searches
  for each row
  when (old.email_digest is distinct from new.email_digest)
  execute function public.saved_search_digest_since();

create table private.digest_secret (
  singleton boolean primary key default true check (singleton),
  secret bytea not null default extensions.gen_random_bytes(32) check (octet_length(secret) >= 32)
);

alter table private.digest_secret enable row level security;

insert into private.digest_secret default values;

comment on table private.digest_secret is
  'The key that signs digest unsubscribe links; random per project, read only by security definer functions.';

-- "{search id}.{hex HMAC-SHA256 of the id}".
create function private.digest_unsubscribe_token(search_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select search_id::text || '.'
         || encode(extensions.hmac(convert_to('digest-unsubscribe:' || search_id::text, 'UTF8'), k.secret, 'sha256'), 'hex')
    from private.digest_secret k
$$;

comment on function private.digest_unsubscribe_token(uuid) is
  'The signed token of a saved search''s digest unsubscribe link.';

revoke execute on function private.digest_unsubscribe_token(uuid) from public;

-- The unsubscribe link's action: anyone holding a valid token switches that
-- search's digest off; answers the search's name for the page to confirm.
create function public.unsubscribe_saved_search_digest(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  search_id uuid;
  search_name text;
begin
  if token is null
    or token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$'
    or private.digest_unsubscribe_token(split_part(token, '.', 1)::uuid) <> token then
    raise exception 'This unsubscribe link is not valid. Open your saved searches to change your e-mails.'
      using errcode = 'PT404';
  end if;
  search_id := split_part(token, '.', 1)::uuid;
  update public.saved_searches s
     set email_digest = false
   where s.id = search_id
  returning s.name into search_name;
  if search_name is null then
    raise exception 'This saved search no longer exists, so it sends no e-mails.' using errcode = 'PT404';
  end if;
  return jsonb_build_object('name', search_name);
end
$$;

comment on function public.unsubscribe_saved_search_digest(text) is
  'Switches off the e-mail digest of the saved search a signed unsubscribe token names; PT404 for a bad token.';

revoke execute on function public.unsubscribe_saved_search_digest(text) from public;

grant execute on function public.unsubscribe_saved_search_digest(text) to anon, authenticated, service_role;

-- One batch of digests to send: up to max_recipients users, each with their
-- due searches and up to max_matches listings per search (newest matches
-- first, only listings still for sale; `total` counts them all). Every
-- waiting match of a claimed search is marked digested, mailed or not.
-- Returns {recipients: how many users were claimed, digests: [{user_id,
-- email, claimed_at, searches: [{id, name, type, query, total,
-- unsubscribe_token, matches: [{id, title, price, year, mileage,
-- location}]}]}]}; users with nothing for sale to show get no digest.
create function public.claim_saved_search_digests(max_matches integer default 10, max_recipients integer default 50)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed_at timestamptz := clock_timestamp();
  -- Midnight UTC: a search already mailed since then waits for tomorrow.
  today timestamptz := date_trunc('day', clock_timestamp() at time zone 'UTC') at time zone 'UTC';
  claimed uuid[];
  digests jsonb;
begin
  -- The recipients' due searches, locked (another run's are skipped).
  select coalesce(array_agg(locked.id), '{}')
    into claimed
    from (
      select s.id
        from public.saved_searches s
       where s.user_id in (
               select d.user_id
                 from public.saved_searches d
                where d.email_digest
                  and (d.last_digest_at is null or d.last_digest_at < today)
                  and exists (
                    select 1
                      from public.saved_search_matches m
                     where m.saved_search_id = d.id and m.digested_at is null and m.matched_at >= d.digest_since
                  )
                group by d.user_id
                order by d.user_id
                limit greatest(max_recipients, 1)
             )
         and s.email_digest
         and (s.last_digest_at is null or s.last_digest_at < today)
         for no key update of s skip locked
    ) locked;

  with waiting as (
    select m.saved_search_id, m.vehicle_id, m.matched_at, v.title, v.price, v.year, v.mileage, v.location,
           row_number() over (partition by m.saved_search_id order by m.matched_at desc, m.vehicle_id) as rank,
           count(*) over (partition by m.saved_search_id) as total
      from public.saved_search_matches m
      join public.saved_searches s on s.id = m.saved_search_id
      join public.vehicles v on v.id = m.vehicle_id and v.status = 'active'
     where m.saved_search_id = any (claimed)
       and m.digested_at is null
       and m.matched_at >= s.digest_since
  ),
  per_search as (
    select s.user_id,
           jsonb_build_object(
             'id', s.id,
             'name', s.name,
             'type', s.type,
             'query', s.query,
             'total', max(w.total),
             'unsubscribe_token', private.digest_unsubscribe_token(s.id),
             'matches', jsonb_agg(jsonb_build_object(
                          'id', w.vehicle_id, 'title', w.title, 'price', w.price, 'year', w.year,
                          'mileage', w.mileage, 'location', w.location
                        ) order by w.rank)
           ) as search
      from waiting w
      join public.saved_searches s on s.id = w.saved_search_id
     where w.rank <= greatest(max_matches, 1)
     group by s.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', p.user_id,
           'email', u.email,
           'locale', coalesce(pr.locale, 'en'),
           'claimed_at', claimed_at,
           'searches', p.searches
         ) order by p.user_id), '[]'::jsonb)
    into digests
    from (
      select ps.user_id, jsonb_agg(ps.search order by ps.search ->> 'name', ps.search ->> 'id') as searches
        from per_search ps
       group by ps.user_id
    ) p
    join auth.users u on u.id = p.user_id
    left join public.profiles pr on pr.id = p.user_id
   where u.email is not null and u.email <> '';

  update public.saved_search_matches m
     set digested_at = claimed_at
    from public.saved_searches s
   where s.id = m.saved_search_id
     and m.saved_search_id = any (claimed)
     and m.digested_at is null
     and m.matched_at >= s.digest_since;

  update public.saved_searches s
     set last_digest_at = claimed_at
   where s.id = any (claimed)
     and s.user_id in (select (d ->> 'user_id')::uuid from jsonb_array_elements(digests) d);

  return jsonb_build_object(
    'recipients', (select count(distinct s.user_id) from public.saved_searches s where s.id = any (claimed)),
    'digests', digests
  );
end
$$;

comment on function public.claim_saved_search_digests(integer, integer) is
  'Claims a batch of daily saved-search digests to mail and marks their matches digested. Service role only.';

revoke execute on function public.claim_saved_search_digests(integer, integer) from public, anon, authenticated;

grant execute on function public.claim_saved_search_digests(integer, integer) to service_role;

-- A digest that could not be sent goes back to waiting for the next run.
create function public.release_saved_search_digest(recipient uuid, claimed_at timestamptz) returns integer
language sql
security definer
set search_path = ''
as $$
  with searches as (
    update public.saved_searches s
       set last_digest_at = null
     where s.user_id = recipient
       and s.last_digest_at = claimed_at
    returning s.id
  ),
  released as (
    update public.saved_search_matches m
       set digested_at = null
      from public.saved_searches s
     where s.id = m.saved_search_id
       and s.user_id = recipient
       and m.digested_at = claimed_at
    returning 1
  )
  select count(*)::integer from released
$$;

comment on function public.release_saved_search_digest(uuid, timestamptz) is
  'Hands back a claimed digest that could not be mailed, so the next run sends it. Service role only.';

revoke execute on function public.release_saved_search_digest(uuid, timestamptz) from public, anon, authenticated;

grant execute on function public.release_saved_search_digest(uuid, timestamptz) to service_role;

-- Saved-search alerts after commit. Until now a published or edited listing
-- found its saved searches, recorded the matches and wrote or updated one
-- notification per search inside the seller's own transaction
-- (public.alert_saved_searches, 20261124160000_saved_searches.sql). The
-- matching query is cheap (one indexed scan), but the alerts grow with the
-- number of people to alert: with 10,000 saved searches they added 12.8 ms at
-- the median to an insert on native Postgres, over the 10 ms the search
-- issue allows (docs/PERFORMANCE.md, "Saved searches").
--
-- Now the vehicles triggers only queue a Database Webhook through pg_net, as
-- the listing revalidation does (20261123110000_listing_revalidation.sql):
-- the request is sent after the transaction commits, to the site's
-- /api/saved-search-alerts with a shared secret, and that function calls
-- public.send_saved_search_alerts(listing_id) with the service role. The
-- step itself is the old trigger's, run on the listing as it is when the
-- request arrives: it brings the listing's matches up to date with what it
-- matches now (new matches recorded and alerted, waiting ones it no longer
-- matches dropped), so it can run any number of times, in any order, for
-- any number of edits, and the result is that of the last state. An alert
-- therefore reaches the bell a moment after the publication, not in the
-- same transaction.
--
-- Where to post and the secret are per environment (private.
-- saved_search_alert_webhook, set once per project, README "Deploying";
-- the local stack sets it when it serves a site); without that row nothing
-- is posted.
--
-- Nothing is lost when a delivery is: hosted pg_net sends a request once
-- (the local stack's retries, supabase/local/README.md), so the trigger also
-- marks the listing due (private.saved_search_alerts_due), the alert step
-- clears the mark, and an hourly scheduled function
-- (netlify/functions/saved-search-alerts-sweep.ts) runs the step for
-- listings still marked after five minutes: send_due_saved_search_alerts().
create table private.saved_search_alert_webhook (
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://[^[:space:]]+$'),
  secret text not null check (char_length(secret) between 32 and 200),
  updated_at timestamptz not null default now()
);

alter table private.saved_search_alert_webhook enable row level security;

comment on table private.saved_search_alert_webhook is
  'Where listing publications and edits are posted for saved-search alerts (the site''s /api/saved-search-alerts) and the shared secret; one row per environment, none = no alerts.';

create table private.saved_search_alerts_due (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  queued_at timestamptz not null default now(),
  -- Only its price rating changed (into great or good) since the last run:
  -- news to searches for a good price only.
  rating_only boolean not null default false
);

alter table private.saved_search_alerts_due enable row level security;

comment on table private.saved_search_alerts_due is
  'Listings whose saved-search alerts have not run since their last publication or edit; cleared by send_saved_search_alerts, swept hourly.';

create index saved_search_alerts_due_queued_at_idx on private.saved_search_alerts_due (queued_at);

-- The alert step for one listing, as the listing is now. Returns how many
-- saved searches newly matched it.
create function public.send_saved_search_alerts(listing_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.vehicles;
  rating_only boolean;
  matched uuid[];
  fresh uuid[];
  folded uuid[];
  due uuid[];
  alert_content text;
  alert_data jsonb;
begin
  -- One run per listing at a time: a retry, or the delivery of the next
  -- edit, waits for this one and then finds its matches recorded.
  perform pg_advisory_xact_lock(hashtext('saved_search_alerts:' || listing_id::text));
  -- Marks from changes this transaction can see; a later change marks again.
  with done as (
    delete from private.saved_search_alerts_due d where d.vehicle_id = listing_id and d.queued_at <= now()
    returning d.rating_only
  )
  select bool_and(done.rating_only) into rating_only from done;
  select * into v from public.vehicles where id = listing_id;
  if not found then
    -- Deleted since: its matches went with it.
    return 0;
  end if;
  -- Empty unless the listing is active.
  matched := public.saved_searches_matching(v);
  alert_content := 'Newest: ' || v.title || ', €' || to_char(v.price, 'FM9G999G999') || '.';
  alert_data := jsonb_build_object('title', v.title, 'price', v.price);

  -- Waiting matches the listing no longer has go; announced ones stay counted.
  with gone as (
    delete from public.saved_search_matches m
     where m.vehicle_id = v.id
       and m.notified_at is null
       and m.saved_search_id <> all (matched)
    returning m.saved_search_id
  )
  update public.saved_searches s
     set new_match_count = greatest(s.new_match_count - 1, 0)
    from gone
   where s.id = gone.saved_search_id;

  -- A listing that keeps matching counts nothing twice. One whose rating
  -- alone rose is news only to the searches for a good price: the model
  -- re-rates a model's listings whenever one of them changes.
  select coalesce(array_agg(f.id), '{}') into fresh
    from unnest(matched) as f (id)
   where not exists (
     select 1 from public.saved_search_matches m where m.vehicle_id = v.id and m.saved_search_id = f.id
   )
     and (rating_only is not true
          or exists (select 1 from public.saved_searches s where s.id = f.id and s.filters ? 'goodPrice'));
  if cardinality(fresh) = 0 then
    return 0;
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
  select f.id, v.id, case when f.id = any (folded) or f.id = any (due) then now() end
    from unnest(fresh) as f (id);

  if cardinality(folded) > 0 then
    update public.notifications n
       set title = public.saved_search_alert_title(s.alert_match_count + 1, s.name),
           content = alert_content,
           kind = 'saved_search',
           data = alert_data || jsonb_build_object('matches', s.alert_match_count + 1, 'search', s.name),
           related_id = v.id::text,
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
       and (m.notified_at is null or m.vehicle_id = v.id)
     group by m.saved_search_id
  ),
  sent as (
    insert into public.notifications (user_id, type, title, content, related_id, kind, data)
    select s.user_id, 'vehicle', public.saved_search_alert_title(w.matches, s.name), alert_content, v.id::text,
           'saved_search', alert_data || jsonb_build_object('matches', w.matches, 'search', s.name)
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
  return cardinality(fresh);
end
$$;

comment on function public.send_saved_search_alerts(uuid) is
  'Brings a listing''s saved-search matches up to date and notifies the owners of searches it newly matches (one notification per search per hour). Service role; called by /api/saved-search-alerts.';

revoke execute on function public.send_saved_search_alerts(uuid) from public, anon, authenticated;

grant execute on function public.send_saved_search_alerts(uuid) to service_role;

-- The hourly safety net: the alert step for listings whose delivery did not
-- arrive (still marked due after `waited`), oldest first, a batch per call.
create function public.send_due_saved_search_alerts(
  max_listings integer default 50,
  waited interval default interval '5 minutes'
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing uuid;
  listings integer := 0;
  new_matches integer := 0;
begin
  for listing in
    select d.vehicle_id
      from private.saved_search_alerts_due d
     where d.queued_at <= now() - waited
     order by d.queued_at
     limit greatest(max_listings, 0)
  loop
    new_matches := new_matches + public.send_saved_search_alerts(listing);
    listings := listings + 1;
  end loop;
  return jsonb_build_object(
    'listings', listings,
    'newMatches', new_matches,
    'done', not exists (select 1 from private.saved_search_alerts_due d where d.queued_at <= now() - waited)
  );
end
$$;

comment on function public.send_due_saved_search_alerts(integer, interval) is
  'Runs the saved-search alert step for listings whose webhook delivery did not arrive; {listings, newMatches, done}. Service role; hourly.';

revoke execute on function public.send_due_saved_search_alerts(integer, interval) from public, anon, authenticated;

grant execute on function public.send_due_saved_search_alerts(integer, interval) to service_role;

-- The Database Webhook: mark the listing due and queue a POST with its id and status.
create function private.enqueue_saved_search_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.saved_search_alert_webhook%rowtype;
begin
  insert into private.saved_search_alerts_due as d (vehicle_id, rating_only)
  values (new.id, tg_op = 'UPDATE'
                  and (to_jsonb(old) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at', 'price_rating'])
                      = (to_jsonb(new) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at', 'price_rating']))
    on conflict (vehicle_id) do update
      set queued_at = excluded.queued_at, rating_only = d.rating_only and excluded.rating_only;
  select * into target from private.saved_search_alert_webhook;
  -- A dealer import posts once for all its listings (private.post_bulk_listing_change).
  if not found or private.bulk_write_active(new.seller_id) then
    return null;
  end if;
  perform net.http_post(
    url := target.url,
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', jsonb_build_object('id', new.id, 'status', new.status),
      'old_record', case when tg_op = 'UPDATE' then jsonb_build_object('id', old.id, 'status', old.status) end
    ),
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;

comment on function private.enqueue_saved_search_alerts() is
  'Trigger: marks a published or search-relevant edited listing due for alerts and posts it to the saved-search alert webhook through pg_net.';

create trigger vehicles_alert_saved_searches_on_insert
  after insert on public.vehicles
  for each row
  when (new.status = 'active')
  execute function private.enqueue_saved_search_alerts();

-- Any change a search could read (a listing's values, words or place), not
-- the bookkeeping columns; of the price rating only a rise into great or
-- good (the model re-rates a model's listings whenever one of them changes,
-- and a label moving elsewhere is news to nobody).
create trigger vehicles_alert_saved_searches_on_update
  after update on public.vehicles
  for each row
  when ((new.status = 'active' or old.status = 'active')
        and ((to_jsonb(old) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at', 'price_rating'])
              is distinct from (to_jsonb(new) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at', 'price_rating'])
             or (new.price_rating in ('great', 'good') and old.price_rating is distinct from new.price_rating
                 and (old.price_rating is null or old.price_rating not in ('great', 'good')))))
  execute function private.enqueue_saved_search_alerts();
