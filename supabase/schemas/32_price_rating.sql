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

-- The price model.
--
-- A listing's expected price comes from a regression on log price fitted to
-- the listings of its group, adjusting for age (years), mileage (per 10,000
-- km), power (log horsepower) and equipment (the number of listed features):
--
--   ln(price) = a + b_age * age + b_km * km/10,000 + b_power * ln(power) + b_feat * features
--
-- Groups, most specific first: the make and model ('model'); the make and
-- body type ('make_body'); the body type ('body'); and the make ('make'). A listing is
-- rated on the most specific group in which other sellers offer enough
-- evidence: at least 5 listings (for sale, or sold in the last 90 days)
-- from at least 3 other sellers; with less, in every group, it gets no
-- rating and the page says why.
--
-- The fit is closed-form least squares from sums kept per group and seller
-- (private.price_seller_sums: count, sum of y, of x, of x*y, of x*x', of y^2),
-- so a listing's expected price leaves out every listing of its own seller
-- by subtracting that seller's sums, and a seller's listings weigh at most as
-- much as 3 listings in any group (each counts 3/n when a seller has n > 3).
-- A group's adjustments (slopes) are shrunk toward fixed market-wide ones
-- per vehicle type (ridge regression: they count as much as 15 listings), so
-- a model with few listings, or with one power output, borrows the market's
-- depreciation instead of guessing it. Slopes are fitted with every listing
-- of the group; the level (intercept) without the rated listing's seller.
-- On a segment (make and body type, body type, make), the model's own
-- listings of other sellers shift the level by their mean residual, shrunk.
--
-- Upkeep: a change to a listing recomputes its seller's sums in the groups of
-- the listing's old and new version, those groups' totals and slopes, and
-- re-rates the listings that rest on them (private.rerate_after_change).
-- refresh_price_ratings() rebuilds everything; the daily job subtracts sold
-- listings whose 90 days ended (refresh_aged_price_ratings).

-- Whether a listing is evidence: for sale, or sold in the last 90 days, with a price.
create function private.price_counted(status text, status_changed_at timestamptz, price integer) returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select price > 0
     and (status = 'active' or (status = 'sold' and status_changed_at > now() - interval '90 days'))
$$;

revoke execute on function private.price_counted(text, timestamptz, integer) from public;

-- The groups of a listing, most specific first: model, make + body type, body type, make
-- (null where the body type is not stated).
create function private.price_group_keys(vehicle_type text, make text, model text, body_type text) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[
    'model|' || vehicle_type || '|' || make || '|' || model,
    'make_body|' || vehicle_type || '|' || make || '|' || body_type,
    'body|' || vehicle_type || '|' || body_type,
    'make|' || vehicle_type || '|' || make
  ]
$$;

revoke execute on function private.price_group_keys(text, text, text, text) from public;

-- A listing's features: age in years, mileage in 10,000 km, log horsepower
-- (an unstated power counts as 110 hp for a car, 10 hp for a scooter), listed features.
create function private.price_features(
  vehicle_type text, year integer, mileage integer, power integer, features text[]
) returns float8[]
language sql
stable
parallel safe
set search_path = ''
as $$
  select array[
    greatest(extract(year from current_date)::integer - year, 0)::float8,
    mileage / 10000.0::float8,
    ln(greatest(coalesce(power, case when vehicle_type = 'car' then 110 else 10 end), 1)::float8),
    coalesce(cardinality(features), 0)::float8
  ]
$$;

revoke execute on function private.price_features(text, integer, integer, integer, text[]) from public;

-- One listing's terms of the sums: 1, y, x (4), x*y (4), x*x' (16, row by row), y^2.
create function private.price_terms(y float8, x float8[]) returns float8[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[1, y, x[1], x[2], x[3], x[4], x[1] * y, x[2] * y, x[3] * y, x[4] * y,
               x[1] * x[1], x[1] * x[2], x[1] * x[3], x[1] * x[4],
               x[2] * x[1], x[2] * x[2], x[2] * x[3], x[2] * x[4],
               x[3] * x[1], x[3] * x[2], x[3] * x[3], x[3] * x[4],
               x[4] * x[1], x[4] * x[2], x[4] * x[3], x[4] * x[4], y * y]
$$;

revoke execute on function private.price_terms(float8, float8[]) from public;

-- Internals: the sums of each seller's counted listings per group.
create table private.price_seller_sums (
  group_key text not null,
  seller_id uuid not null,
  listings integer not null check (listings > 0),
  sums float8[] not null check (cardinality(sums) = 27),
  primary key (group_key, seller_id)
);

alter table private.price_seller_sums enable row level security;

comment on table private.price_seller_sums is
  'Price model internals: the regression sums of one seller''s counted listings in one group.';

-- The groups: weighted totals (a seller's listings weigh at most 3) and the fitted slopes.
create table private.price_groups (
  group_key text primary key,
  level text not null check (level in ('model', 'make_body', 'body', 'make')),
  vehicle_type text not null,
  listings integer not null,
  sellers integer not null,
  sums float8[] not null check (cardinality(sums) = 27),
  -- Per year of age, per 10,000 km, per unit of ln(power), per feature.
  slopes float8[] not null check (cardinality(slopes) = 4),
  -- Root mean square of the residuals, in log price.
  spread float8,
  updated_at timestamptz not null default now()
);

alter table private.price_groups enable row level security;

comment on table private.price_groups is
  'Price model: one regression on log price per model, make and body type, body type and vehicle type.';

-- Which group a rated listing rests on, so a change re-rates only those listings. Only a move to
-- another group is written: the expected price moves with every refit of a large group and is computed
-- when asked (price_estimates).
create table private.price_ratings (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  group_key text not null
);

-- By group, in listing order: a stale group is re-rated in batches behind a cursor.
create index price_ratings_group_key_idx on private.price_ratings (group_key, vehicle_id);

alter table private.price_ratings enable row level security;

comment on table private.price_ratings is 'Price model: the group each rated listing rests on.';

-- The group levels above the model (a make and body type, a make, a body
-- type): their listings for the price model, and their comparables nearest
-- in year and mileage first (private.price_comparables).
create index vehicles_price_segment_idx on public.vehicles (type, body_type, make, year, mileage)
  include (price, seller_id, status, status_changed_at)
  where status in ('active', 'sold');

create index vehicles_price_make_idx on public.vehicles (type, make, year, mileage)
  include (price, seller_id, status, status_changed_at)
  where status in ('active', 'sold');

create index vehicles_price_body_idx on public.vehicles (type, body_type, year, mileage)
  include (price, seller_id, status, status_changed_at)
  where status in ('active', 'sold');

-- Unrated listings of a make or a body type, to re-rate when it gains evidence.
create index vehicles_price_unrated_make_idx on public.vehicles (type, make)
  where status = 'active' and price_rating is null;

create index vehicles_price_unrated_body_idx on public.vehicles (type, body_type)
  where status = 'active' and price_rating is null;

-- Slopes by ridge regression from a group's sums, shrunk toward `prior`
-- with the weight of `strength` listings: (C + L) b = c + L prior, where C
-- and c are the centred sums and L = strength * (diag(C) / n + 0.001).
create function private.price_slopes(sums float8[], prior float8[], strength float8 default 15)
returns float8[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  n float8 := sums[1];
  a float8[];
  b float8[];
  factor float8;
  pivot integer;
  tmp float8;
  i integer;
  j integer;
  k integer;
  ridge float8;
begin
  if n is null or n < 1 then
    return prior;
  end if;
  a := array_fill(0::float8, array[16]);
  b := array_fill(0::float8, array[4]);
  for i in 1..4 loop
    for j in 1..4 loop
      a[(i - 1) * 4 + j] := sums[10 + (i - 1) * 4 + j] - sums[2 + i] * sums[2 + j] / n;
    end loop;
    b[i] := sums[6 + i] - sums[2 + i] * sums[2] / n;
  end loop;
  for i in 1..4 loop
    ridge := strength * (greatest(a[(i - 1) * 4 + i], 0) / n + 0.001);
    a[(i - 1) * 4 + i] := a[(i - 1) * 4 + i] + ridge;
    b[i] := b[i] + ridge * prior[i];
  end loop;
  -- Gaussian elimination with partial pivoting.
  for k in 1..4 loop
    pivot := k;
    for i in k + 1..4 loop
      if abs(a[(i - 1) * 4 + k]) > abs(a[(pivot - 1) * 4 + k]) then
        pivot := i;
      end if;
    end loop;
    if pivot <> k then
      for j in 1..4 loop
        tmp := a[(k - 1) * 4 + j];
        a[(k - 1) * 4 + j] := a[(pivot - 1) * 4 + j];
        a[(pivot - 1) * 4 + j] := tmp;
      end loop;
      tmp := b[k];
      b[k] := b[pivot];
      b[pivot] := tmp;
    end if;
    if abs(a[(k - 1) * 4 + k]) < 1e-12 then
      return prior;
    end if;
    for i in k + 1..4 loop
      factor := a[(i - 1) * 4 + k] / a[(k - 1) * 4 + k];
      for j in k..4 loop
        a[(i - 1) * 4 + j] := a[(i - 1) * 4 + j] - factor * a[(k - 1) * 4 + j];
      end loop;
      b[i] := b[i] - factor * b[k];
    end loop;
  end loop;
  for i in reverse 4..1 loop
    tmp := b[i];
    for j in i + 1..4 loop
      tmp := tmp - a[(i - 1) * 4 + j] * b[j];
    end loop;
    b[i] := tmp / a[(i - 1) * 4 + i];
  end loop;
  return b;
end
$$;

revoke execute on function private.price_slopes(float8[], float8[], float8) from public;

-- Root mean square residual of a group's fit with the given slopes.
create function private.price_spread(sums float8[], slopes float8[]) returns float8
language sql
immutable
set search_path = ''
as $$
  -- SSE = Syy - 2 b'Sxy + b'Sxxb over centred sums.
  select sqrt(greatest(
           (sums[27] - sums[2] * sums[2] / sums[1])
           - 2 * (select sum(slopes[i] * (sums[6 + i] - sums[2 + i] * sums[2] / sums[1])) from generate_series(1, 4) i)
           + (select sum(slopes[i] * slopes[j] * (sums[10 + (i - 1) * 4 + j] - sums[2 + i] * sums[2 + j] / sums[1]))
                from generate_series(1, 4) i cross join generate_series(1, 4) j),
           0) / greatest(sums[1] - 1, 1))
   where sums[1] > 0
$$;

revoke execute on function private.price_spread(float8[], float8[]) from public;

-- The slopes every group's fit leans on: what the seed market's cars and
-- scooters show as a whole (docs/price-rating.md). Fixed, so each group's fit
-- depends on its own listings only and a change refits just its groups.
create function private.price_default_slopes(vehicle_type text) returns float8[]
language sql
immutable
set search_path = ''
as $$
  select case when vehicle_type = 'scooter' then array[-0.10, -0.08, 0.3, 0.005]::float8[]
              else array[-0.11, -0.025, 0.6, 0.005]::float8[] end
$$;

revoke execute on function private.price_default_slopes(text) from public;

-- Recomputes the totals and slopes of the given groups from their seller rows.
create function private.refit_price_groups(group_keys text[]) returns void
language sql
set search_path = ''
as $$
  with totals as (
    select s.group_key, count(*)::integer as sellers, sum(s.listings)::integer as listings,
           array[sum(s.weight * s.sums[1]), sum(s.weight * s.sums[2]), sum(s.weight * s.sums[3]), sum(s.weight * s.sums[4]), sum(s.weight * s.sums[5]), sum(s.weight * s.sums[6]), sum(s.weight * s.sums[7]), sum(s.weight * s.sums[8]), sum(s.weight * s.sums[9]), sum(s.weight * s.sums[10]), sum(s.weight * s.sums[11]), sum(s.weight * s.sums[12]), sum(s.weight * s.sums[13]), sum(s.weight * s.sums[14]), sum(s.weight * s.sums[15]), sum(s.weight * s.sums[16]), sum(s.weight * s.sums[17]), sum(s.weight * s.sums[18]), sum(s.weight * s.sums[19]), sum(s.weight * s.sums[20]), sum(s.weight * s.sums[21]), sum(s.weight * s.sums[22]), sum(s.weight * s.sums[23]), sum(s.weight * s.sums[24]), sum(s.weight * s.sums[25]), sum(s.weight * s.sums[26]), sum(s.weight * s.sums[27])] as sums
      from (
        select ss.group_key, ss.listings, ss.sums, least(1, 3.0 / ss.listings)::float8 as weight
          from private.price_seller_sums ss
         where ss.group_key = any(group_keys)
      ) s
     group by s.group_key
  ),
  fitted as (
    select t.*, split_part(t.group_key, '|', 1) as level, split_part(t.group_key, '|', 2) as vehicle_type,
           private.price_slopes(t.sums, private.price_default_slopes(split_part(t.group_key, '|', 2))) as slopes
      from totals t
  )
  insert into private.price_groups as g (group_key, level, vehicle_type, listings, sellers, sums, slopes, spread, updated_at)
  select f.group_key, f.level, f.vehicle_type, f.listings, f.sellers, f.sums, f.slopes,
         private.price_spread(f.sums, f.slopes), now()
    from fitted f
  on conflict (group_key) do update
     set listings = excluded.listings, sellers = excluded.sellers, sums = excluded.sums,
         slopes = excluded.slopes, spread = excluded.spread, updated_at = excluded.updated_at;

  -- Groups with no evidence left.
  delete from private.price_groups g
   where g.group_key = any(group_keys)
     and not exists (select 1 from private.price_seller_sums ss where ss.group_key = g.group_key);
$$;

revoke execute on function private.refit_price_groups(text[]) from public;

-- Recomputes the sums of the given sellers in the given groups from their
-- listings, then refits those groups. Returns the groups.
create function private.recount_price_sums(pairs jsonb) returns text[]
language plpgsql
set search_path = ''
as $$
declare
  group_keys text[];
begin
  -- One recount per seller at a time: two transactions adding a seller's listings at once would each find
  -- no row to replace and both insert it. Waiting here, the second sees the first's listings and sums.
  perform pg_advisory_xact_lock(hashtextextended('price_seller_sums:' || sellers.seller_id::text, 0))
     from (select distinct p.seller_id from jsonb_to_recordset(pairs) as p(seller_id uuid) order by 1) sellers;

  delete from private.price_seller_sums ss
   using jsonb_to_recordset(pairs) as p(group_key text, seller_id uuid)
   where ss.group_key = p.group_key and ss.seller_id = p.seller_id;

  -- Each counted listing's terms once (not once per group and sum), for the listings in a requested group.
  insert into private.price_seller_sums (group_key, seller_id, listings, sums)
  with wanted as materialized (
    select distinct p.group_key, p.seller_id
      from jsonb_to_recordset(pairs) as p(group_key text, seller_id uuid)
     where p.group_key is not null
  ),
  -- Every group names its make or its body type: the sellers' listings of neither are left out by
  -- comparing columns, before any function runs on them (a dealer's stock is hundreds).
  scopes as materialized (
    select distinct
           case split_part(w.group_key, '|', 1)
             when 'make' then substring(w.group_key from '^make\|[^|]*\|(.*)$')
             when 'body' then null
             else split_part(w.group_key, '|', 3)
           end as make,
           case split_part(w.group_key, '|', 1)
             when 'body' then substring(w.group_key from '^body\|[^|]*\|(.*)$')
           end as body_type
      from wanted w
  ),
  counted as materialized (
    select v.seller_id, g.keys,
           private.price_terms(ln(v.price::float8), private.price_features(v.type, v.year, v.mileage, v.power, v.features)) as terms
      from public.vehicles v
     cross join lateral (select private.price_group_keys(v.type, v.make, v.model, v.body_type) as keys) g
     -- Arrays, not joins: the sellers' listings are found by index, not by reading every listing.
     where v.seller_id = any (array(select distinct w.seller_id from wanted w))
       and (v.make = any (array(select s.make from scopes s where s.make is not null))
            or v.body_type = any (array(select s.body_type from scopes s where s.body_type is not null)))
       and private.price_counted(v.status, v.status_changed_at, v.price)
       and exists (select 1 from wanted w where w.seller_id = v.seller_id and w.group_key = any(g.keys))
  )
  select w.group_key, l.seller_id, count(*)::integer, array[sum(l.terms[1]), sum(l.terms[2]), sum(l.terms[3]), sum(l.terms[4]), sum(l.terms[5]), sum(l.terms[6]), sum(l.terms[7]), sum(l.terms[8]), sum(l.terms[9]), sum(l.terms[10]), sum(l.terms[11]), sum(l.terms[12]), sum(l.terms[13]), sum(l.terms[14]), sum(l.terms[15]), sum(l.terms[16]), sum(l.terms[17]), sum(l.terms[18]), sum(l.terms[19]), sum(l.terms[20]), sum(l.terms[21]), sum(l.terms[22]), sum(l.terms[23]), sum(l.terms[24]), sum(l.terms[25]), sum(l.terms[26]), sum(l.terms[27])]
    from counted l
   cross join lateral unnest(l.keys) as k(group_key)
    join wanted w on w.group_key = k.group_key and w.seller_id = l.seller_id
   group by w.group_key, l.seller_id;

  select array_agg(distinct p.group_key) into group_keys
    from jsonb_to_recordset(pairs) as p(group_key text)
   where p.group_key is not null;
  perform private.refit_price_groups(coalesce(group_keys, '{}'));
  return coalesce(group_keys, '{}');
end
$$;

revoke execute on function private.recount_price_sums(jsonb) from public;

-- The expected price of each listing: on the most specific group with
-- enough evidence from other sellers (5 listings, 3 sellers), leaving out
-- the listing's own seller. With no such group: the model group's evidence
-- and no expected price. `refit` also fits the slopes without the seller's
-- listings (a strict leave-one-seller-out estimate, for the benchmark).
create function private.price_estimates(listing_ids uuid[], refit boolean default false)
returns table (
  id uuid, group_key text, level text, listings integer, sellers integer, expected_price integer,
  slopes float8[], spread float8, model_shift float8
)
language sql
stable
set search_path = ''
as $$
  select distinct on (d.id) d.id, d.group_key, d.level, d.listings, d.sellers,
         case when d.enough then round(exp(
           d.y_mean + d.slopes[1] * (d.x[1] - d.x_mean[1]) + d.slopes[2] * (d.x[2] - d.x_mean[2])
                    + d.slopes[3] * (d.x[3] - d.x_mean[3]) + d.slopes[4] * (d.x[4] - d.x_mean[4])
                    + d.model_shift))::integer end,
         d.slopes, d.spread, d.model_shift
    from (
      -- On a segment, the model's own listings (if any) shift the level: by
      -- their mean residual against the segment's fit, shrunk toward 0 as if
      -- 2 more listings had none (n / (n + 2)).
      select c.*,
             case when c.ord > 1 and c.model_n > 0 then
               (c.model_y - (c.y_mean + c.slopes[1] * (c.model_x[1] - c.x_mean[1]) + c.slopes[2] * (c.model_x[2] - c.x_mean[2])
                                      + c.slopes[3] * (c.model_x[3] - c.x_mean[3]) + c.slopes[4] * (c.model_x[4] - c.x_mean[4])))
               * c.model_n / (c.model_n + 2)
             else 0 end as model_shift
        from (
          select c0.*,
                 first_value(c0.n) over (partition by c0.id order by c0.ord) as model_n,
                 first_value(c0.y_mean) over (partition by c0.id order by c0.ord) as model_y,
                 first_value(c0.x_mean) over (partition by c0.id order by c0.ord) as model_x
            from (
      select o.*, o.listings >= 5 and o.sellers >= 3 and o.n > 0 as enough,
             o.y_sum / nullif(o.n, 0) as y_mean,
             array[o.x_sum[1] / nullif(o.n, 0), o.x_sum[2] / nullif(o.n, 0),
                   o.x_sum[3] / nullif(o.n, 0), o.x_sum[4] / nullif(o.n, 0)] as x_mean
        from (
          select s.id, k.ord, k.group_key, split_part(k.group_key, '|', 1) as level, s.x,
                 coalesce(g.listings, 0) - coalesce(own.listings, 0) as listings,
                 coalesce(g.sellers, 0) - (own.seller_id is not null)::integer as sellers,
                 coalesce(g.sums[1], 0) - coalesce(own.weight * own.sums[1], 0) as n,
                 coalesce(g.sums[2], 0) - coalesce(own.weight * own.sums[2], 0) as y_sum,
                 array[coalesce(g.sums[3], 0) - coalesce(own.weight * own.sums[3], 0),
                       coalesce(g.sums[4], 0) - coalesce(own.weight * own.sums[4], 0),
                       coalesce(g.sums[5], 0) - coalesce(own.weight * own.sums[5], 0),
                       coalesce(g.sums[6], 0) - coalesce(own.weight * own.sums[6], 0)] as x_sum,
                 case when refit then private.price_slopes(
                   (select array_agg(u.total - coalesce(own.weight * u.seller, 0) order by u.i)
                      from unnest(g.sums, own.sums) with ordinality as u(total, seller, i)),
                   private.price_default_slopes(s.type))
                 else g.slopes end as slopes,
                 g.spread
            from (
              select v.id, v.seller_id, v.type, private.price_group_keys(v.type, v.make, v.model, v.body_type) as keys,
                     private.price_features(v.type, v.year, v.mileage, v.power, v.features) as x
                from public.vehicles v
               where v.id = any(listing_ids)
            ) s
           cross join lateral unnest(s.keys[1:4]) with ordinality as k(group_key, ord)
            left join private.price_groups g on g.group_key = k.group_key
            left join lateral (
              select ss.seller_id, ss.listings, ss.sums, least(1, 3.0 / ss.listings)::float8 as weight
                from private.price_seller_sums ss
               where ss.group_key = k.group_key and ss.seller_id = s.seller_id
            ) own on true
           where k.group_key is not null
        ) o
            ) c0
        ) c
    ) d
   order by d.id, d.enough desc, d.ord
$$;

revoke execute on function private.price_estimates(uuid[], boolean) from public;

-- Re-rates the given listings: active ones get their label, others none.
-- Writes only labels that change. Returns how many changed.
create function private.rerate_listings(listing_ids uuid[]) returns integer
language sql
set search_path = ''
as $$
  with estimates as materialized (
    select * from private.price_estimates(listing_ids)
  ),
  rated as (
    select s.id, e.group_key, e.expected_price,
           case
             when s.status <> 'active' or e.expected_price is null then null
             when s.price <= e.expected_price * 0.85 then 'great'
             when s.price <= e.expected_price * 0.95 then 'good'
             when s.price <= e.expected_price * 1.08 then 'fair'
             else 'high'
           end as rating
      from public.vehicles s
      left join estimates e on e.id = s.id
     where s.id = any(listing_ids)
  ),
  forgotten as (
    delete from private.price_ratings r
     using rated
     where r.vehicle_id = rated.id and rated.rating is null
  ),
  remembered as (
    insert into private.price_ratings as r (vehicle_id, group_key)
    select rated.id, rated.group_key from rated where rated.rating is not null
    on conflict (vehicle_id) do update
       set group_key = excluded.group_key
     -- A listing staying on its group is not written again.
     where r.group_key is distinct from excluded.group_key
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

-- The listings a change of a group may re-rate, after `after_id` in id order, at most `max_rows`
-- (null: all): those resting on it and, by its level, the active listings of its model or the unrated
-- active listings of its make or body type (they may gain a rating).
create function private.price_group_listings(group_key text, after_id uuid, max_rows integer) returns uuid[]
language sql
stable
set search_path = ''
as $$
  select array(
    select u.id
      from (
        select r.vehicle_id as id
          from private.price_ratings r
         where r.group_key = price_group_listings.group_key
           and r.vehicle_id > coalesce(after_id, '00000000-0000-0000-0000-000000000000')
        union
        select v.id
          from public.vehicles v
         where split_part(price_group_listings.group_key, '|', 1) = 'model'
           and v.type = split_part(price_group_listings.group_key, '|', 2)
           and v.make = split_part(price_group_listings.group_key, '|', 3)
           and v.model = substring(price_group_listings.group_key from '^model\|[^|]*\|[^|]*\|(.*)$')
           and v.status = 'active'
           and v.id > coalesce(after_id, '00000000-0000-0000-0000-000000000000')
        union
        select v.id
          from public.vehicles v
         where split_part(price_group_listings.group_key, '|', 1) = 'make'
           and v.type = split_part(price_group_listings.group_key, '|', 2)
           and v.make = substring(price_group_listings.group_key from '^make\|[^|]*\|(.*)$')
           and v.status = 'active' and v.price_rating is null
           and v.id > coalesce(after_id, '00000000-0000-0000-0000-000000000000')
        union
        select v.id
          from public.vehicles v
         where split_part(price_group_listings.group_key, '|', 1) = 'body'
           and v.type = split_part(price_group_listings.group_key, '|', 2)
           and v.body_type = substring(price_group_listings.group_key from '^body\|[^|]*\|(.*)$')
           and v.status = 'active' and v.price_rating is null
           and v.id > coalesce(after_id, '00000000-0000-0000-0000-000000000000')
      ) u
     order by u.id
     limit max_rows
  )
$$;

revoke execute on function private.price_group_listings(text, uuid, integer) from public;

-- Groups of more than 200 listings a change refitted, whose other listings are left to
-- public.rerate_stale_price_groups (the scheduled function rerate-price-groups, every 5 minutes):
-- one listing moves the fit of hundreds by a hair, and re-rating them all in the seller's request
-- would make each write cost as much as the group is large. A pass works through a group behind a
-- cursor; a group changed again during a pass gets one more pass.
create table private.price_stale_groups (
  group_key text primary key,
  marked_at timestamptz not null default clock_timestamp(),
  pass_started_at timestamptz,
  after_id uuid
);

alter table private.price_stale_groups enable row level security;

comment on table private.price_stale_groups is
  'Price model: large groups refitted since their listings were last re-rated, with the pass under way.';

-- After listings change: recount their sellers' sums in the groups of their
-- old and new versions, refit those groups, and re-rate the changed listings
-- and, for each changed group of at most 200 listings, what may rest on it
-- (price_group_listings). Larger groups are marked stale (private.price_stale_groups)
-- and re-rated by the scheduled pass. `changes`: [{id, seller_id, type, make, model, body_type}].
-- Inside a dealer import (wheelhouse.defer_rerate names the importing seller)
-- the sums and groups are refitted at once but the listings to re-rate are
-- queued (private.price_rerate_queue) for one pass after the import's
-- writes (public.rerate_queued_prices): each chunk of an import would
-- otherwise re-rate the same models again, and the re-rating is most of an
-- import's time.
create function private.price_model_changed(changes jsonb) returns integer
language plpgsql
set search_path = ''
as $$
declare
  group_keys text[];
  now_keys text[];
  listing_ids uuid[];
  deferring uuid := nullif(current_setting('wheelhouse.defer_rerate', true), '')::uuid;
begin
  group_keys := private.recount_price_sums((
    select coalesce(jsonb_agg(jsonb_build_object('group_key', k.group_key, 'seller_id', c.seller_id)), '[]'::jsonb)
      from jsonb_to_recordset(changes) as c(id uuid, seller_id uuid, type text, make text, model text, body_type text)
     cross join lateral unnest(private.price_group_keys(c.type, c.make, c.model, c.body_type)) as k(group_key)
     where k.group_key is not null
  ));
  insert into private.price_stale_groups as s (group_key)
  select g.group_key from private.price_groups g where g.group_key = any(group_keys) and g.listings > 200
  on conflict (group_key) do update set marked_at = excluded.marked_at;
  now_keys := array(
    select k.group_key
      from unnest(group_keys) as k(group_key)
     where not exists (select 1 from private.price_groups g where g.group_key = k.group_key and g.listings > 200)
  );
  -- Each model, make and body type once: a bulk change of 500 listings names the same few thousands of times.
  listing_ids := array(
    select c.id from jsonb_to_recordset(changes) as c(id uuid)
    union
    select l.id from unnest(now_keys) as k(group_key)
     cross join lateral unnest(private.price_group_listings(k.group_key, null, null)) as l(id)
  );
  if deferring is not null then
    insert into private.price_rerate_queue (queued_by, vehicle_id)
    select deferring, q.id
      from unnest(listing_ids) as q(id)
     where exists (select 1 from public.vehicles v where v.id = q.id)
    on conflict do nothing;
    return 0;
  end if;
  return private.rerate_listings(listing_ids);
end
$$;

revoke execute on function private.price_model_changed(jsonb) from public;

-- Listings a dealer import refitted the groups of but has not re-rated yet,
-- per importing seller; drained by public.rerate_queued_prices.
create table private.price_rerate_queue (
  queued_by uuid not null references public.profiles (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  primary key (queued_by, vehicle_id)
);

create index price_rerate_queue_vehicle_id_idx on private.price_rerate_queue (vehicle_id);

alter table private.price_rerate_queue enable row level security;

comment on table private.price_rerate_queue is
  'Price model: listings to re-rate after a dealer import (per importing seller), drained by public.rerate_queued_prices.';

-- Re-rates up to `batch` listings the caller's imports queued; returns how
-- many (0: none left). The import page calls it until 0; a queue left by an
-- import that stopped is drained by the seller's next import. The seller's
-- own listings whose label changes post one revalidation for the batch (as
-- the import does); other sellers' listings post their own.
create function public.rerate_queued_prices(batch integer default 500) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid := (select auth.uid());
  ids uuid[];
begin
  if seller is null then
    raise exception 'Sign in to import your stock.' using errcode = '42501';
  end if;
  with taken as (
    delete from private.price_rerate_queue q
     where q.queued_by = seller
       and q.vehicle_id in (select t.vehicle_id from private.price_rerate_queue t
                             where t.queued_by = seller
                             order by t.vehicle_id
                             limit least(greatest(coalesce(batch, 500), 1), 2000))
    returning q.vehicle_id
  )
  select array_agg(t.vehicle_id) into ids from taken t;
  if ids is null then
    return 0;
  end if;
  perform set_config('wheelhouse.bulk_write', seller::text, true);
  perform private.rerate_listings(ids);
  perform set_config('wheelhouse.bulk_write', '', true);
  perform private.post_bulk_listing_change(seller);
  return cardinality(ids);
end
$$;

comment on function public.rerate_queued_prices(integer) is
  'Re-rates up to `batch` listings the signed-in seller''s dealer imports queued; returns how many (0 when none are left).';

revoke execute on function public.rerate_queued_prices(integer) from public, anon;

grant execute on function public.rerate_queued_prices(integer) to authenticated;

-- Re-rates the next up to `max_listings` listings of the stale groups, a group at a time behind
-- its cursor. Returns the groups finished, the listings re-rated, the labels changed, and done
-- when no group is left. A group a writer holds is skipped until the next call. Service role.
create function public.rerate_stale_price_groups(max_listings integer default 1000) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stale private.price_stale_groups;
  batch uuid[];
  size integer := least(greatest(coalesce(max_listings, 1000), 1), 5000);
  finished integer := 0;
  changed integer := 0;
  picked boolean;
begin
  -- One caller at a time; a second waits and then carries on where the first stopped.
  perform pg_advisory_xact_lock(hashtext('rerate_stale_price_groups'));
  select * into stale
    from private.price_stale_groups s
   order by s.pass_started_at nulls last, s.marked_at
   limit 1
     for update skip locked;
  picked := found;
  if picked then
    if stale.pass_started_at is null then
      stale.pass_started_at := clock_timestamp();
    end if;
    batch := private.price_group_listings(stale.group_key, stale.after_id, size);
    changed := private.rerate_listings(batch);
    if cardinality(batch) = size then
      update private.price_stale_groups s
         set pass_started_at = stale.pass_started_at, after_id = batch[size]
       where s.group_key = stale.group_key;
    elsif stale.marked_at > stale.pass_started_at then
      -- Changed again during the pass: once more from the start.
      update private.price_stale_groups s
         set pass_started_at = null, after_id = null
       where s.group_key = stale.group_key;
    else
      delete from private.price_stale_groups s where s.group_key = stale.group_key;
      finished := 1;
    end if;
  end if;
  return jsonb_build_object(
    'groups', finished,
    'listings', coalesce(cardinality(batch), 0),
    'changed', changed,
    -- A group a writer holds waits for the next run rather than keep this one calling.
    'done', not picked or not exists (select 1 from private.price_stale_groups)
  );
end
$$;

comment on function public.rerate_stale_price_groups(integer) is
  'Re-rates the next listings of the large price groups refitted since their last pass (done: none left). Service role only.';

revoke execute on function public.rerate_stale_price_groups(integer) from public, anon, authenticated;

grant execute on function public.rerate_stale_price_groups(integer) to service_role;

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
    select count(*), jsonb_agg(jsonb_build_object('id', n.id, 'seller_id', n.seller_id, 'type', n.type,
                                                  'make', n.make, 'model', n.model, 'body_type', n.body_type))
      into touched, changes
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select count(*), jsonb_agg(jsonb_build_object('id', o.id, 'seller_id', o.seller_id, 'type', o.type,
                                                  'make', o.make, 'model', o.model, 'body_type', o.body_type))
      into touched, changes
      from old_rows o;
  else
    -- Both versions of a changed row: a listing moving away changes its old groups too.
    select count(*),
           jsonb_agg(jsonb_build_object('id', n.id, 'seller_id', n.seller_id, 'type', n.type, 'make', n.make,
                                        'model', n.model, 'body_type', n.body_type))
           || jsonb_agg(jsonb_build_object('id', o.id, 'seller_id', o.seller_id, 'type', o.type, 'make', o.make,
                                           'model', o.model, 'body_type', o.body_type))
      into touched, changes
      from old_rows o
      join new_rows n on n.id = o.id
     where (o.price, o.status, o.year, o.mileage, o.make, o.model, o.type, o.body_type, o.power, o.features,
            o.seller_id)
           is distinct from (n.price, n.status, n.year, n.mileage, n.make, n.model, n.type, n.body_type, n.power,
                             n.features, n.seller_id);
  end if;
  if touched = 0 or touched > 1000 then
    return null;
  end if;
  perform private.price_model_changed(changes);
  return null;
end
$$;

comment on function private.rerate_after_change() is
  'Trigger: refits the price groups a statement changed and re-rates the listings resting on them (up to 1,000 changed listings).';

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

-- Rebuilds the model (or one type's) from every listing and re-rates all
-- listings, after a bulk load or a change of method. Service role.
create function public.refresh_price_ratings(listing_type text default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  group_keys text[];
begin
  delete from private.price_seller_sums ss
   where listing_type is null or split_part(ss.group_key, '|', 2) = listing_type;
  delete from private.price_groups g
   where listing_type is null or g.vehicle_type = listing_type;
  delete from private.price_stale_groups s
   where listing_type is null or split_part(s.group_key, '|', 2) = listing_type;
  insert into private.price_seller_sums (group_key, seller_id, listings, sums)
  select k.group_key, v.seller_id, count(*)::integer, array[sum(t.terms[1]), sum(t.terms[2]), sum(t.terms[3]), sum(t.terms[4]), sum(t.terms[5]), sum(t.terms[6]), sum(t.terms[7]), sum(t.terms[8]), sum(t.terms[9]), sum(t.terms[10]), sum(t.terms[11]), sum(t.terms[12]), sum(t.terms[13]), sum(t.terms[14]), sum(t.terms[15]), sum(t.terms[16]), sum(t.terms[17]), sum(t.terms[18]), sum(t.terms[19]), sum(t.terms[20]), sum(t.terms[21]), sum(t.terms[22]), sum(t.terms[23]), sum(t.terms[24]), sum(t.terms[25]), sum(t.terms[26]), sum(t.terms[27])]
    from public.vehicles v
   cross join lateral unnest(private.price_group_keys(v.type, v.make, v.model, v.body_type)) as k(group_key)
   cross join lateral (
     -- offset 0: computed once per listing, not once per sum.
     select private.price_terms(ln(v.price::float8), private.price_features(v.type, v.year, v.mileage, v.power, v.features)) as terms
    offset 0
   ) t
   where private.price_counted(v.status, v.status_changed_at, v.price)
     and (listing_type is null or v.type = listing_type)
     and k.group_key is not null
   group by k.group_key, v.seller_id;
  select array_agg(distinct ss.group_key) into group_keys
    from private.price_seller_sums ss
   where listing_type is null or split_part(ss.group_key, '|', 2) = listing_type;
  perform private.refit_price_groups(coalesce(group_keys, '{}'));
  return private.rerate_listings(array(
    select v.id from public.vehicles v
     where (v.status = 'active' or v.price_rating is not null)
       and (listing_type is null or v.type = listing_type)
  ));
end
$$;

comment on function public.refresh_price_ratings(text) is
  'Rebuilds the price model and re-rates all listings (or one type''s); for bulk loads. Service role only.';

revoke execute on function public.refresh_price_ratings(text) from public, anon, authenticated;

grant execute on function public.refresh_price_ratings(text) to service_role;

-- The comparables of a listing in a group: other sellers' counted listings,
-- their prices adjusted to the listing by the group's slopes, nearest first
-- (the smallest adjustment), at most `max_rows`.
--
-- A popular model holds tens of thousands of listings, so the adjustment is
-- not computed for each: the candidates are the 200 listings nearest the
-- subject in year, then in mileage (the subject's year first, then a year
-- younger, a year older, two younger…; in each year at most 25 on each side
-- of its mileage), read in order from the level's index (type, equal
-- columns, year, mileage) with no sort, and the nearest by adjustment are
-- taken from them. A group of up to 200 listings is read whole.
create function private.price_comparables(listing_id uuid, group_key text, slopes float8[], max_rows integer)
returns table (id uuid, title text, price integer, year integer, mileage integer, status text, adjusted_price integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  subject public.vehicles;
  same text := case split_part(group_key, '|', 1)
                 when 'model' then 'v.make = $1.make and v.model = $1.model'
                 when 'make_body' then 'v.body_type = $1.body_type and v.make = $1.make'
                 when 'body' then 'v.body_type = $1.body_type'
                 when 'make' then 'v.make = $1.make'
               end;
  -- One side of the subject's mileage in year y.year: %2$s the comparison, %3$s the order.
  side text := $side$
         (select v.id
            from public.vehicles v
           where v.type = $1.type and %1$s and v.status in ('active', 'sold')
             and v.year = y.year and v.mileage %2$s $1.mileage
             and v.seller_id <> $1.seller_id
             and private.price_counted(v.status, v.status_changed_at, v.price)
           order by v.mileage %3$s
           limit 25)$side$;
begin
  select * into subject from public.vehicles v where v.id = listing_id;
  if not found or same is null then
    return;
  end if;
  return query execute format($query$
    with nearest as materialized (
      select n.id
        from generate_series(0, 120) i
       cross join lateral (select $1.year + case when i %% 2 = 1 then -(i + 1) / 2 else i / 2 end as year) y
       cross join lateral (%s union all %s) n
       limit 200
    )
    select m.id, m.title, m.price, m.year, m.mileage, m.status, round(m.price * exp(a.adjustment))::integer
      from nearest n
      join public.vehicles m on m.id = n.id
     cross join lateral (select private.price_features(m.type, m.year, m.mileage, m.power, m.features) as xv) fv
     cross join lateral (
       select $2[1] * ($3[1] - fv.xv[1]) + $2[2] * ($3[2] - fv.xv[2])
            + $2[3] * ($3[3] - fv.xv[3]) + $2[4] * ($3[4] - fv.xv[4]) as adjustment
     ) a
     order by abs(a.adjustment), abs(m.year - $1.year), m.id
     limit $4
  $query$, format(side, same, '>=', 'asc'), format(side, same, '<', 'desc'))
  using subject, slopes,
        private.price_features(subject.type, subject.year, subject.mileage, subject.power, subject.features),
        max_rows;
end
$$;

revoke execute on function private.price_comparables(uuid, text, float8[], integer) from public;

-- The evidence for one active listing: rating, expected price and range,
-- the group it rests on with its adjustments, the evidence counted and the
-- nearest comparables with their adjusted prices. Null for a listing that
-- is not active (sold, draft, hidden, unknown).
create function public.price_rating_evidence(listing_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'rating', s.price_rating,
           'expectedPrice', e.expected_price,
           'rangeLow', case when e.expected_price is not null then round(e.expected_price * 0.95)::integer end,
           'rangeHigh', case when e.expected_price is not null then round(e.expected_price * 1.08)::integer end,
           'comparableCount', coalesce(e.listings, 0),
           'sellerCount', coalesce(e.sellers, 0),
           'basis', case split_part(e.group_key, '|', 1)
                      when 'make_body' then 'make_body' when 'make' then 'make' when 'body' then 'body' else 'model' end,
           'basisName', case split_part(e.group_key, '|', 1)
                          when 'make_body' then s.make || ' ' || s.body_type
                          when 'make' then s.make
                          when 'body' then s.body_type
                          else s.make || ' ' || s.model end,
           'adjustments', case when e.slopes is not null then jsonb_build_object(
             'perYear', round((exp(e.slopes[1]) - 1)::numeric, 4),
             'per10000Km', round((exp(e.slopes[2]) - 1)::numeric, 4),
             'per10PercentPower', round((exp(e.slopes[3] * ln(1.1)) - 1)::numeric, 4),
             'perFeature', round((exp(e.slopes[4]) - 1)::numeric, 4)
           ) end,
           'spread', round(e.spread::numeric, 4),
           'comparables', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', c.id, 'title', c.title, 'price', c.price, 'year', c.year, 'mileage', c.mileage,
                      'status', c.status, 'adjustedPrice', c.adjusted_price
                    ))
               from private.price_comparables(s.id, coalesce(e.group_key, (private.price_group_keys(s.type, s.make, s.model, s.body_type))[1]),
                                              coalesce(e.slopes, array[0, 0, 0, 0]::float8[]), 10) c
           ), '[]'::jsonb)
         )
    from public.vehicles s
    left join private.price_estimates(array[listing_id]) e on e.id = s.id
   where s.id = listing_id
     and s.status = 'active'
$$;

comment on function public.price_rating_evidence(uuid) is
  'An active listing''s price rating with its expected range, the group and adjustments it rests on and the nearest comparable listings; null otherwise.';

revoke execute on function public.price_rating_evidence(uuid) from public;

grant execute on function public.price_rating_evidence(uuid) to anon, authenticated, service_role;

-- The daily price-rating refresh.
--
-- Ratings are stored (vehicles.price_rating) and re-rated by triggers when a
-- listing changes. One input moves with the clock alone: a sold listing is
-- evidence for 90 days after its sale, then it drops out, and nothing is
-- written when it does. The daily scheduled function
-- (netlify/functions/refresh-price-ratings.ts, service role) calls
-- refresh_aged_price_ratings() until it answers done: each call takes the
-- next few sold listings whose 90 days ended since the last one covered, in
-- order of sale, recounts their sellers' sums in their groups, refits those
-- groups and re-rates the listings resting on them (private.price_model_changed,
-- as the triggers do). A cursor remembers how far the aging is covered, so
-- calls stay short (an API request has 8 seconds) and a run cut off, or a
-- day without a run, is caught up by the next. Rebuilding everything
-- (refresh_price_ratings()) is for bulk loads, not for the schedule:
-- docs/price-rating.md.
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
             jsonb_agg(jsonb_build_object('id', v.id, 'seller_id', v.seller_id, 'type', v.type, 'make', v.make,
                                          'model', v.model, 'body_type', v.body_type))
        into aged_count, aged
        from public.vehicles v
       where v.status = 'sold' and v.status_changed_at > covered and v.status_changed_at <= last_sale;
      changed := private.price_model_changed(aged);
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
  'Drops the next sold listings whose 90 days ended from the price model and re-rates what rested on them (done: nothing left). Service role only.';

revoke execute on function public.refresh_aged_price_ratings(integer) from public, anon, authenticated;

grant execute on function public.refresh_aged_price_ratings(integer) to service_role;
