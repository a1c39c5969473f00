-- Price rating with its evidence.
--
-- Every active listing is rated great / good / fair / high (or not rated)
-- against comparable listings, by one model that lives here:
--   * comparables: other sellers' active listings, and their listings sold in
--     the last 90 days, of the same type, make and model, a year within 2 of
--     the listing's and a mileage within 30 % (at least 20,000 km) of it; at
--     most 3 per seller (the closest in mileage), so nobody can flood a set;
--     the 40 closest in age and mileage;
--   * each comparable's price is adjusted to the listing's year and mileage,
--     assuming a vehicle loses 8 % of its value per year of age and 4 % per
--     10,000 km; the expected price is the median of the adjusted prices;
--   * with fewer than 5 comparables there is no rating; otherwise the price
--     against the expected price is great up to 85 %, good up to 95 %, fair up
--     to 108 % (the expected range is 95-108 %) and high above.
--
-- Materialised, measured (docs/PERFORMANCE.md, bench/price-rating.ts): the
-- label is stored in vehicles.price_rating, so cards read it with the listing
-- and a filter or sort on it is a plain indexed column. Statement-level
-- triggers re-rate the changed listings and their neighbours (the listings
-- whose comparables they may be) after every insert, update or delete that
-- changes a price, status, year, mileage, make, model or type; a label is
-- written only when it changes. Statements changing more than 1,000 listings
-- (bulk loads) skip that: run public.refresh_price_ratings() after them. The
-- detail page's evidence (the comparables themselves) is computed on read by
-- public.price_rating_evidence(), from the same functions.
--
-- For the search ("good price or better"): the predicate is
--   price_rating in ('great', 'good')
-- and the sort, best deals first,
--   array_position(array['great', 'good', 'fair', 'high'], price_rating) nulls last
-- (vehicles_price_rating_idx serves both on active listings of a type).

alter table public.vehicles
  add column price_rating text check (price_rating in ('great', 'good', 'fair', 'high'));

comment on column public.vehicles.price_rating is
  'Price against comparable listings (great, good, fair, high); null: not rated. Set by the database.';

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

revoke execute on function private.price_comparables(uuid, uuid, text, text, text, integer, integer) from public;
revoke execute on function private.price_rating_of(uuid, uuid, text, text, text, integer, integer, integer) from public;
revoke execute on function private.rerate_listings(uuid[]) from public;
revoke execute on function private.price_neighbours(jsonb) from public;
revoke execute on function private.rerate_after_change() from public;
revoke execute on function public.refresh_price_ratings(text) from public, anon, authenticated;
grant execute on function public.refresh_price_ratings(text) to service_role;
revoke execute on function public.price_rating_evidence(uuid) from public;
grant execute on function public.price_rating_evidence(uuid) to anon, authenticated, service_role;

select public.refresh_price_ratings();
