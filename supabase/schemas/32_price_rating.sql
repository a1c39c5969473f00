-- Comparables of a listing: one range scan per listing.
create index vehicles_price_comparables_idx on public.vehicles (type, make, model, year, mileage)
  include (price, seller_id, status, status_changed_at)
  where status in ('active', 'sold');

create index vehicles_price_rating_idx on public.vehicles (type, status, price_rating, created_at desc);

-- Clients never set a rating; the database's triggers (running as the owner) do.
create function public.protect_price_rating() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.price_rating := case when tg_op = 'UPDATE' then old.price_rating end;
  end if;
  return new;
end
$$;

comment on function public.protect_price_rating() is 'Trigger: only the database sets vehicles.price_rating.';

create trigger vehicles_protect_price_rating
  before insert or update on public.vehicles
  for each row execute function public.protect_price_rating();

-- The comparables of a listing with their prices adjusted to it (see above).
-- PL/pgSQL so the query's plan is cached per connection: Postgres 15 plans a
-- SQL function's body again on every call, which cost more than running it.
create function private.price_comparables(
  subject_id uuid,
  subject_seller uuid,
  subject_type text,
  subject_make text,
  subject_model text,
  subject_year integer,
  subject_mileage integer
)
returns table (id uuid, price integer, year integer, mileage integer, status text, adjusted_price numeric)
language plpgsql
stable
-- Planner estimates: without them a caller's plan looks expensive enough for JIT compilation.
rows 40
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select c.id, c.price, c.year, c.mileage, c.status,
         round((c.price * power(0.92::float8, c.year - subject_year)
                        * power(0.96::float8, (subject_mileage - c.mileage) / 10000.0::float8))::numeric)
    from (
      select v.id, v.price, v.year, v.mileage, v.status,
             row_number() over (partition by v.seller_id order by abs(v.mileage - subject_mileage), v.id) as per_seller
        from public.vehicles v
       where v.type = subject_type
         and v.make = subject_make
         and v.model = subject_model
         and v.year between subject_year - 2 and subject_year + 2
         and v.mileage between subject_mileage - greatest(20000, subject_mileage * 3 / 10)
                           and subject_mileage + greatest(20000, subject_mileage * 3 / 10)
         and v.status in ('active', 'sold')
         and (v.status = 'active' or v.status_changed_at > now() - interval '90 days')
         and v.id <> subject_id
         and v.seller_id <> subject_seller
    ) c
   where c.per_seller <= 3
   order by abs(c.year - subject_year) * 10000 + abs(c.mileage - subject_mileage), c.id
   limit 40;
end
$$;

revoke execute on function private.price_comparables(uuid, uuid, text, text, text, integer, integer) from public;

-- The rating of a price against those comparables.
create function private.price_rating_of(
  subject_id uuid,
  subject_seller uuid,
  subject_type text,
  subject_make text,
  subject_model text,
  subject_year integer,
  subject_mileage integer,
  subject_price integer
)
returns table (rating text, expected_price integer, comparable_count integer)
language sql
stable
rows 1
set search_path = ''
as $$
  select case
           when s.n < 5 then null
           when subject_price <= s.expected * 0.85 then 'great'
           when subject_price <= s.expected * 0.95 then 'good'
           when subject_price <= s.expected * 1.08 then 'fair'
           else 'high'
         end,
         case when s.n >= 5 then round(s.expected)::integer end,
         s.n
    from (
      select count(*)::integer as n, percentile_cont(0.5) within group (order by c.adjusted_price) as expected
        from private.price_comparables(subject_id, subject_seller, subject_type, subject_make, subject_model,
                                       subject_year, subject_mileage) c
    ) s
$$;

revoke execute on function private.price_rating_of(uuid, uuid, text, text, text, integer, integer, integer) from public;

-- Re-rates the given listings: active ones get their label, others none.
-- Writes only labels that change. Returns how many changed.
create function private.rerate_listings(listing_ids uuid[]) returns integer
language sql
set search_path = ''
as $$
  with rated as (
    select s.id,
           case when s.status = 'active' then (
             select r.rating
               from private.price_rating_of(s.id, s.seller_id, s.type, s.make, s.model, s.year, s.mileage, s.price) r
           ) end as rating
      from unnest(listing_ids) as listed(id)
      join public.vehicles s on s.id = listed.id
  ),
  changed as (
    update public.vehicles v
       set price_rating = rated.rating
      from rated
     where v.id = rated.id
       and v.price_rating is distinct from rated.rating
    returning v.id
  )
  select count(*)::integer from changed
$$;

revoke execute on function private.rerate_listings(uuid[]) from public;

-- Listings whose comparables a listing of these attributes may be: the
-- mirror of price_comparables' conditions (the mileage band is the rated
-- listing's).
create function private.price_neighbours(changes jsonb) returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct ids.id), '{}')
    from (
      select v.id
        from jsonb_to_recordset(changes) as c(id uuid, type text, make text, model text, year integer, mileage integer)
        join public.vehicles v
          on v.type = c.type
         and v.make = c.make
         and v.model = c.model
         and v.year between c.year - 2 and c.year + 2
         and c.mileage between v.mileage - greatest(20000, v.mileage * 3 / 10)
                           and v.mileage + greatest(20000, v.mileage * 3 / 10)
         and v.status = 'active'
      union all
      select c.id from jsonb_to_recordset(changes) as c(id uuid)
    ) ids
$$;

revoke execute on function private.price_neighbours(jsonb) from public;

-- Statement-level: one pass over everything a statement changed.
create function private.rerate_after_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
  touched integer;
begin
  if tg_op = 'INSERT' then
    select count(*), jsonb_agg(jsonb_build_object('id', n.id, 'type', n.type, 'make', n.make, 'model', n.model,
                                                  'year', n.year, 'mileage', n.mileage))
      into touched, changes
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select count(*), jsonb_agg(jsonb_build_object('id', o.id, 'type', o.type, 'make', o.make, 'model', o.model,
                                                  'year', o.year, 'mileage', o.mileage))
      into touched, changes
      from old_rows o;
  else
    -- Both versions of a changed row: a listing moving away leaves neighbours behind.
    with moved as (
      select o.id, o.type as old_type, o.make as old_make, o.model as old_model, o.year as old_year,
             o.mileage as old_mileage, n.type, n.make, n.model, n.year, n.mileage
        from old_rows o
        join new_rows n on n.id = o.id
       where (o.price, o.status, o.year, o.mileage, o.make, o.model, o.type)
             is distinct from (n.price, n.status, n.year, n.mileage, n.make, n.model, n.type)
    )
    select count(*),
           jsonb_agg(jsonb_build_object('id', m.id, 'type', m.type, 'make', m.make, 'model', m.model,
                                        'year', m.year, 'mileage', m.mileage))
           || coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'type', m.old_type, 'make', m.old_make,
                                                    'model', m.old_model, 'year', m.old_year, 'mileage', m.old_mileage))
                       filter (where (m.old_type, m.old_make, m.old_model, m.old_year, m.old_mileage)
                                     is distinct from (m.type, m.make, m.model, m.year, m.mileage)),
                       '[]'::jsonb)
      into touched, changes
      from moved m;
  end if;
  if touched = 0 or touched > 1000 then
    return null;
  end if;
  perform private.rerate_listings(private.price_neighbours(changes));
  return null;
end
$$;

comment on function private.rerate_after_change() is
  'Trigger: re-rates the listings a statement changed and their neighbours (up to 1,000 changed listings).';

revoke execute on function private.rerate_after_change() from public;

create trigger vehicles_rerate_after_insert
  after insert on public.vehicles
  referencing new table as new_rows
  for each statement execute function private.rerate_after_change();

create trigger vehicles_rerate_after_update
  after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.rerate_after_change();

create trigger vehicles_rerate_after_delete
  after delete on public.vehicles
  referencing old table as old_rows
  for each statement execute function private.rerate_after_change();

-- Re-rates every active listing (or those of one type), after a bulk load
-- or from a schedule (sold comparables age out after 90 days). Service role.
create function public.refresh_price_ratings(listing_type text default null) returns integer
language sql
security definer
set search_path = ''
as $$
  select private.rerate_listings(array(
    select v.id from public.vehicles v
     where (v.status = 'active' or v.price_rating is not null)
       and (listing_type is null or v.type = listing_type)
  ))
$$;

comment on function public.refresh_price_ratings(text) is
  'Re-rates all listings (or one type''s); for bulk loads and schedules. Service role only.';

revoke execute on function public.refresh_price_ratings(text) from public, anon, authenticated;

grant execute on function public.refresh_price_ratings(text) to service_role;

-- The evidence for one active listing: rating, expected price and range,
-- the comparables with their adjusted prices, newest model parameters.
-- Null for a listing that is not active (sold, draft, hidden, unknown).
create function public.price_rating_evidence(listing_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'rating', r.rating,
           'expectedPrice', r.expected_price,
           'rangeLow', case when r.expected_price is not null then round(r.expected_price * 0.95)::integer end,
           'rangeHigh', case when r.expected_price is not null then round(r.expected_price * 1.08)::integer end,
           'comparableCount', r.comparable_count,
           'comparables', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', c.id, 'title', v.title, 'price', c.price, 'year', c.year, 'mileage', c.mileage,
                      'status', c.status, 'adjustedPrice', c.adjusted_price::integer
                    ) order by c.adjusted_price, c.id)
               from private.price_comparables(s.id, s.seller_id, s.type, s.make, s.model, s.year, s.mileage) c
               join public.vehicles v on v.id = c.id
           ), '[]'::jsonb)
         )
    from public.vehicles s
   cross join lateral private.price_rating_of(s.id, s.seller_id, s.type, s.make, s.model, s.year, s.mileage, s.price) r
   where s.id = listing_id
     and s.status = 'active'
$$;

comment on function public.price_rating_evidence(uuid) is
  'An active listing''s price rating with its expected range and comparable listings; null otherwise.';

revoke execute on function public.price_rating_evidence(uuid) from public;

grant execute on function public.price_rating_evidence(uuid) to anon, authenticated, service_role;

-- The daily price-rating refresh.
--
-- Ratings are stored (vehicles.price_rating) and re-rated by triggers when a
-- listing or a neighbour changes. One input moves with the clock alone: a
-- sold listing is a comparable for 90 days after its sale, then it drops
-- out, and nothing is written when it does. The daily scheduled function
-- (netlify/functions/refresh-price-ratings.ts, service role) calls
-- refresh_aged_price_ratings() until it answers done: each call takes the
-- next few sold listings whose 90 days ended since the last one covered, in
-- order of sale, and re-rates their active neighbours (the neighbour rule the
-- triggers use, private.price_neighbours). A cursor remembers how far the
-- aging is covered, so calls stay short (an API request has 8 seconds) and a
-- run cut off, or a day without a run, is caught up by the next. Re-rating
-- everything (refresh_price_ratings(): 6 minutes at 100,000 listings) is for
-- bulk loads, not for the schedule: docs/PERFORMANCE.md, "Daily jobs".
--
-- A rating that changes is a row update like any other, so the listing
-- webhook purges that listing's page (and, through the similar and
-- comparable tags it carries, the pages that show it) with no extra step.
create table private.scheduled_job_runs (
  job text primary key check (char_length(job) between 1 and 60),
  -- How far the job has covered time: for the price ratings, every sale up to
  -- covered_until - 90 days has aged out and been followed.
  covered_until timestamptz not null
);

alter table private.scheduled_job_runs enable row level security;

comment on table private.scheduled_job_runs is
  'How far each scheduled database job has covered time, so the next call starts where the last one stopped.';

-- The sold listings whose comparable window ends in a given interval, in order.
create index vehicles_sold_status_changed_at_idx on public.vehicles (status_changed_at) where status = 'sold';

create function public.refresh_aged_price_ratings(max_listings integer default 10) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  horizon timestamptz := now() - interval '90 days';
  covered timestamptz;
  last_sale timestamptz;
  aged jsonb;
  aged_count integer := 0;
  changed integer := 0;
begin
  -- One caller at a time; a second waits and then starts where the first stopped.
  perform pg_advisory_xact_lock(hashtext('refresh_aged_price_ratings'));
  select r.covered_until - interval '90 days' into covered
    from private.scheduled_job_runs r
   where r.job = 'price-ratings';

  if covered is not null then
    -- The next sales to age out, whole timestamps at a time.
    select max(n.status_changed_at) into last_sale
      from (
        select v.status_changed_at
          from public.vehicles v
         where v.status = 'sold' and v.status_changed_at > covered and v.status_changed_at <= horizon
         order by v.status_changed_at
         limit greatest(max_listings, 1)
      ) n;
    if last_sale is not null then
      select count(*),
             jsonb_agg(jsonb_build_object('id', v.id, 'type', v.type, 'make', v.make, 'model', v.model,
                                          'year', v.year, 'mileage', v.mileage))
        into aged_count, aged
        from public.vehicles v
       where v.status = 'sold' and v.status_changed_at > covered and v.status_changed_at <= last_sale;
      changed := private.rerate_listings(private.price_neighbours(aged));
    end if;
  end if;

  -- The first call starts the cursor: ratings are current until now (the triggers keep them so).
  insert into private.scheduled_job_runs as r (job, covered_until)
  values ('price-ratings', coalesce(last_sale + interval '90 days', now()))
  on conflict (job) do update set covered_until = excluded.covered_until;
  return jsonb_build_object('aged', aged_count, 'changed', changed, 'done', last_sale is null);
end
$$;

comment on function public.refresh_aged_price_ratings(integer) is
  'Re-rates the neighbours of the next sold listings whose 90 days ended (done: nothing left). Service role only.';

revoke execute on function public.refresh_aged_price_ratings(integer) from public, anon, authenticated;

grant execute on function public.refresh_aged_price_ratings(integer) to service_role;
