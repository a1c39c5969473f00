-- Listing search: one definition in SQL of what a search means, shared by
-- the results (search_vehicles), the facet counts (vehicle_facets) and any
-- later consumer such as saved-search matching (vehicle_matches_search).
-- Also the EU licence category each vehicle needs (licence_for, stored in
-- vehicles.licence_category) and the licence filter.
--
-- The API exposes the three public functions; their building blocks live in
-- the schema listing_search, which the API does not expose (the API roles
-- may use it, since the public functions run as the caller).
--
-- Filters are one jsonb object with the keys of the product's filter object
-- (spec §3) plus model and licence, holding what the database applies: an
-- absent or null key constrains nothing. The browser sends only the active
-- ones (src/lib/domain/searchFilters.ts):
--   type, make, model, minPrice, maxPrice, minYear, maxYear, fuelType,
--   transmission, mileageMax, engineSizeMin, engineSizeMax, color, features,
--   licence, searchTerm
-- An unknown key or a value of the wrong kind or out of range raises 22023
-- (HTTP 400) with a plain message naming the filter.
--
-- The functions run as the caller (security invoker): row-level security
-- applies, and every search reads active listings only. The WHERE clause is
-- built from the active conditions alone, literals quoted by format('%L'),
-- so the planner sees plain comparisons and uses the listing indexes.
--
-- HOW TO ADD A FILTER (distance, body type, accident-free, price rating,
-- seller reply time...):
--   1. SQL, in a new migration: `create or replace function
--      listing_search.condition` with one more `when '<key>' then` branch
--      returning its condition on alias `v` (validate the value first; quote
--      with %L). Results, counts and saved searches follow at once. If the
--      filter is a list of options with counts, also add its key to
--      listing_search.facet_keys() and, in vehicle_facets, its column to a
--      grouping set, its `miss` tag and its output entry.
--      A new sort (e.g. distance) is one `when` in listing_search.order_clause.
--   2. TypeScript: one optional field in VehicleFilters with its URL
--      parameter (src/lib/domain/filters.ts), one key in the zod schema and
--      in toSearchFilters (src/lib/domain/searchFilters.ts), one chip label
--      (src/lib/domain/filterChips.ts) and one fieldset in
--      src/islands/search/FilterFields.tsx.
-- Examples, as one branch each:
--   when 'bodyType' then ... format('v.body_type = %L', value ->> 0)
--   when 'accidentFree' then ... 'v.accident_free'
--   when 'near' then ... the places migration's bounding box and distance
--     condition on v.latitude / v.longitude, with `distance` in listing_search.order_clause

create schema listing_search;
comment on schema listing_search is 'Building blocks of the listing search functions; not exposed through the API.';
grant usage on schema listing_search to anon, authenticated, service_role;

-- The licence a vehicle needs (Directive 2006/126/EC art. 4 and 6; the same
-- rules, with their reading of missing data, are src/lib/domain/licence.ts
-- and a test runs one table of cases through both). Power is whole metric
-- horsepower: a limit within half a horsepower of it cannot be decided, nor
-- can a missing power or a combustion engine of unknown size: 'check'.
-- Ranks: 0 AM (≤ 50 cc, ≤ 4 kW), 1 A1 (≤ 125 cc, ≤ 11 kW), 2 A2 (≤ 35 kW), 3 A.
create function listing_search.licence_for(vehicle_type text, fuel_type text, engine_cc integer, power_hp integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with bounds as (
    select
      case when fuel_type = 'Electric' then 0
           when engine_cc is null then 0
           when engine_cc <= 50 then 0 when engine_cc <= 125 then 1 else 2 end as engine_low,
      case when fuel_type = 'Electric' then 0
           when engine_cc is null then 3
           when engine_cc <= 50 then 0 when engine_cc <= 125 then 1 else 2 end as engine_high,
      greatest(power_hp - 0.5, 0) * 0.73549875 as kw_low,
      (power_hp + 0.5) * 0.73549875 as kw_high
  ), ranks as (
    select
      greatest(engine_low, case when kw_low is null then 0 when kw_low <= 4 then 0 when kw_low <= 11 then 1
                                when kw_low <= 35 then 2 else 3 end) as low,
      greatest(engine_high, case when kw_high is null then 3 when kw_high <= 4 then 0 when kw_high <= 11 then 1
                                 when kw_high <= 35 then 2 else 3 end) as high
      from bounds
  )
  select case
           when vehicle_type = 'car' then 'B'
           when low = high then (array['AM', 'A1', 'A2', 'A'])[low + 1]
           else 'check'
         end
    from ranks
$$;

comment on function listing_search.licence_for(text, text, integer, integer) is
  'EU licence category (AM, A1, A2, A, B) a vehicle needs, or check when its data cannot decide; mirrors src/lib/domain/licence.ts.';

alter table public.vehicles
  add column licence_category text
    generated always as (listing_search.licence_for(type, fuel_type, engine_size, power)) stored
    constraint vehicles_licence_category_check check (licence_category in ('AM', 'A1', 'A2', 'A', 'B', 'check'));

comment on column public.vehicles.licence_category is
  'The licence the vehicle needs (licence_for), or check; what the licence filter reads.';

-- The categories a licence lets its holder ride (art. 6: A covers A2, A1 and
-- AM, A2 covers A1 and AM, any licence covers AM). A covers every
-- two-wheeler, those whose data says "check" included; a B licence does not
-- cover A1 (national extensions such as B196 are a note, not a filter).
create function listing_search.licence_covers(licence text) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case licence
           when 'AM' then array['AM']
           when 'A1' then array['AM', 'A1']
           when 'A2' then array['AM', 'A1', 'A2']
           when 'A' then array['AM', 'A1', 'A2', 'A', 'check']
           when 'B' then array['B', 'AM']
         end
$$;

comment on function listing_search.licence_covers(text) is 'Vehicle licence categories the holder of a licence may ride.';

-- The words of a search term, at most 8: runs of letters and digits after
-- NFKC normalisation; anything else separates words. Mirrors searchWords in
-- src/lib/domain/listingQuery.ts (a test compares them).
create function listing_search.words(term text) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(word order by position), '{}')
    from (
      select word, position
        from regexp_split_to_table(normalize(coalesce(term, ''), nfkc), '[^[:alnum:]]+') with ordinality as t (word, position)
       where word <> ''
       order by position
       limit 8
    ) words
$$;

comment on function listing_search.words(text) is 'Words of a search term: letters and digits, at most 8.';

-- Filters with options whose counts leave the filter itself out (see
-- vehicle_facets). Features are counted too, but within the full search,
-- since a listing must hold every feature chosen.
create function listing_search.facet_keys() returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['type', 'make', 'model', 'fuelType', 'transmission', 'color', 'licence', 'mileageMax']
$$;

-- Raises the search's 22023 for one filter.
create function listing_search.filter_error(key text, expected text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception 'Search filter "%" must be %', left(key, 60), expected
    using errcode = '22023', hint = 'See listing_search.condition for every filter';
end
$$;

-- A whole number in [low, high], or the 22023 error naming the filter.
create function listing_search.whole_number(key text, value jsonb, low integer, high integer) returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(value) = 'number' and value::numeric = trunc(value::numeric)
     and value::numeric between low and high then
    return value::integer;
  end if;
  perform listing_search.filter_error(key, format('a whole number from %s to %s', low, high));
  return null;
end
$$;

-- One of the allowed strings, or the 22023 error naming the filter.
create function listing_search.choice(key text, value jsonb, allowed text[]) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(value) = 'string' and (value ->> 0) = any(allowed) then
    return value ->> 0;
  end if;
  perform listing_search.filter_error(key, 'one of ' || array_to_string(allowed, ', '));
  return null;
end
$$;

-- A string of 1 to max_length characters, or the 22023 error naming the filter.
create function listing_search.text_value(key text, value jsonb, max_length integer) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(value) = 'string' and char_length(value ->> 0) between 1 and max_length then
    return value ->> 0;
  end if;
  perform listing_search.filter_error(key, format('text of 1 to %s characters', max_length));
  return null;
end
$$;

-- THE search definition: the SQL condition (on alias v) one filter adds.
-- Null for a filter that constrains nothing (a term without words).
-- The closed sets repeat the vehicles table's check constraints; the
-- integration test sends every value of the generated ClosedSets.
create function listing_search.condition(key text, value jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  words text[];
  features text[];
begin
  case key
    when 'type' then
      return format('v.type = %L', listing_search.choice(key, value, array['car', 'scooter']));
    when 'make' then
      return format('v.make = %L', listing_search.text_value(key, value, 100));
    when 'model' then
      return format('v.model = %L', listing_search.text_value(key, value, 100));
    when 'minPrice' then
      return format('v.price >= %s', listing_search.whole_number(key, value, 0, 10000000));
    when 'maxPrice' then
      return format('v.price <= %s', listing_search.whole_number(key, value, 0, 10000000));
    when 'minYear' then
      return format('v.year >= %s', listing_search.whole_number(key, value, 1900, 2100));
    when 'maxYear' then
      return format('v.year <= %s', listing_search.whole_number(key, value, 1900, 2100));
    when 'mileageMax' then
      return format('v.mileage <= %s', listing_search.whole_number(key, value, 0, 2000000));
    when 'engineSizeMin' then
      return format('v.engine_size >= %s', listing_search.whole_number(key, value, 0, 10000));
    when 'engineSizeMax' then
      return format('v.engine_size <= %s', listing_search.whole_number(key, value, 0, 10000));
    when 'fuelType' then
      return format('v.fuel_type = %L', listing_search.choice(key, value,
        array['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid']));
    when 'transmission' then
      return format('v.transmission = %L', listing_search.choice(key, value,
        array['Automatic', 'Manual', 'Semi-Automatic', 'CVT']));
    when 'color' then
      return format('v.color = %L', listing_search.choice(key, value,
        array['Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Other']));
    when 'licence' then
      return format('v.licence_category = any (%L::text[])',
        listing_search.licence_covers(listing_search.choice(key, value, array['AM', 'A1', 'A2', 'A', 'B'])));
    when 'features' then
      if jsonb_typeof(value) <> 'array' or jsonb_array_length(value) not between 1 and 50 then
        perform listing_search.filter_error(key, 'a list of 1 to 50 features');
      end if;
      select array_agg(listing_search.text_value(key, item, 100)) into features from jsonb_array_elements(value) item;
      return format('v.features @> %L::text[]', features);
    when 'searchTerm' then
      words := listing_search.words(listing_search.text_value(key, value, 200));
      if cardinality(words) = 0 then
        return null;
      end if;
      -- Each word: a whole word of the full-text index (accents folded), or
      -- part of make, model or title. Words hold letters and digits only.
      return (
        select string_agg(format(
          '(v.fts @@ websearch_to_tsquery(''public.simple_unaccent'', %1$L) or v.make ilike %2$L or v.model ilike %2$L or v.title ilike %2$L)',
          word, '%' || word || '%'), ' and ')
          from unnest(words) word
      );
    else
      raise exception 'Unknown search filter "%"', left(key, 60)
        using errcode = '22023',
              hint = 'Known filters: type, make, model, minPrice, maxPrice, minYear, maxYear, fuelType, transmission, '
                  || 'mileageMax, engineSizeMin, engineSizeMax, color, features, licence, searchTerm';
  end case;
end
$$;

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

-- The WHERE clause of a search: active listings plus every filter's
-- condition, leaving out the keys in leave_out (the facet counts apply "the
-- other filters").
create function listing_search.where_clause(filters jsonb, leave_out text[] default '{}') returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
  condition text;
  conditions text[] := array['v.status = ''active'''];
begin
  if filters is null or filters = 'null'::jsonb then
    return conditions[1];
  end if;
  if jsonb_typeof(filters) <> 'object' then
    raise exception 'Search filters must be a JSON object' using errcode = '22023';
  end if;
  for entry in select e.key, e.value from jsonb_each(filters) e order by e.key loop
    continue when entry.value = 'null'::jsonb;
    condition := listing_search.condition(entry.key, entry.value);
    if condition is not null and not entry.key = any (leave_out) then
      conditions := conditions || condition;
    end if;
  end loop;
  return array_to_string(conditions, ' and ');
end
$$;

comment on function listing_search.where_clause(jsonb, text[]) is 'WHERE clause (alias v) of a listing search over active listings.';

-- ORDER BY of a sort: the chosen column, then newest, then id, so pages never overlap.
create function listing_search.order_clause(sort text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case coalesce(sort, 'newest')
    when 'newest' then return 'v.created_at desc, v.id';
    when 'price-asc' then return 'v.price, v.created_at desc, v.id';
    when 'price-desc' then return 'v.price desc, v.created_at desc, v.id';
    when 'mileage-asc' then return 'v.mileage, v.created_at desc, v.id';
    when 'year-desc' then return 'v.year desc, v.created_at desc, v.id';
    else
      raise exception 'Unknown sort "%"', left(sort, 60)
        using errcode = '22023', hint = 'Sorts: newest, price-asc, price-desc, mileage-asc, year-desc';
  end case;
end
$$;

-- One page of active listings matching the filters, with the exact total,
-- in one round trip: {"total": n, "rows": [vehicle rows without fts]}.
create function public.search_vehicles(
  filters jsonb default '{}',
  sort text default 'newest',
  page integer default 1,
  page_size integer default 24
) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  condition text := listing_search.where_clause(filters);
  ordering text := listing_search.order_clause(sort);
  total bigint;
  page_rows jsonb;
begin
  if page is null or page not between 1 and 10000 then
    raise exception 'page must be a whole number from 1 to 10000' using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size must be a whole number from 1 to 100' using errcode = '22023';
  end if;
  execute format('select count(*) from public.vehicles v where %s', condition) into total;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(v) - ''fts'' order by %2$s), ''[]'')
       from (select v.* from public.vehicles v where %1$s order by %2$s limit %3$s offset %4$s) v',
    condition, ordering, page_size, (page - 1) * page_size) into page_rows;
  return jsonb_build_object('total', total, 'rows', page_rows);
end
$$;

comment on function public.search_vehicles(jsonb, text, integer, integer) is
  'One page of active listings matching the search filters, with the exact total.';

-- Counts for every option of every facet, each with the other filters
-- applied ("Diesel (42)"), and the total with all of them ("Show 42
-- vehicles"): one round trip, one scan.
--
-- How: the scan reads the active listings that pass every filter without
-- options (price, year, engine size, words, features) and tags each row
-- with the one option filter it fails ("miss"), 'none' when it fails none;
-- a row failing two counts for no option and is dropped. A row counts for
-- facet k's options exactly when its miss is 'none' or k, so one
-- aggregation over three grouping sets (the vehicle: type, make, model,
-- licence; its specification: fuel, transmission, colour, mileage step;
-- its features) gives every count, summed from a few thousand groups. Make
-- and model are one facet here: the make counts leave the model out (a
-- new make clears the model). Features must all match, so their counts
-- are the full search's, per feature. mileage_steps are the maximum-mileage
-- choices the form offers (cumulative counts per step). Models are listed
-- for the chosen make only: every model of that make among active listings
-- (of the type), counted with the other filters, so a model is known even
-- when the other filters leave none of it.
create function public.vehicle_facets(filters jsonb default '{}', mileage_steps integer[] default '{}')
returns jsonb
language plpgsql
stable
set search_path = ''
-- The planner cannot foresee how few groups the tagged rows form (a few
-- thousand at 100k listings) and would sort them all within the default 4 MB.
set work_mem = '16MB'
as $$
declare
  option_keys text[] := listing_search.facet_keys();
  base text := listing_search.where_clause(filters, option_keys);
  cond jsonb := '{}';
  key text;
  steps integer[];
  bucket text := '0';
  make_condition text;
  models text := '''{}''::jsonb';
  coverage text;
  result jsonb;
begin
  select coalesce(array_agg(distinct s order by s), '{}') into steps
    from unnest(coalesce(mileage_steps, '{}')) s
   where s between 0 and 2000000;
  if cardinality(steps) > 20 then
    raise exception 'mileage_steps holds at most 20 values' using errcode = '22023';
  end if;
  if cardinality(steps) > 0 then
    -- How many steps lie below the mileage: the listing is under step i (from 1) when bucket < i.
    bucket := format('width_bucket(v.mileage - 1, %L::integer[])', steps);
  end if;
  -- Each option filter's condition, or true when it is not set.
  foreach key in array option_keys loop
    cond := cond || jsonb_build_object(key, coalesce(
      case when filters ? key and filters -> key <> 'null'::jsonb then listing_search.condition(key, filters -> key) end,
      'true'));
  end loop;
  if filters ? 'make' and filters -> 'make' <> 'null'::jsonb then
    make_condition := listing_search.condition('make', filters -> 'make');
    models := format($models$(
      select coalesce(jsonb_object_agg(present.model, coalesce(counted.total, 0)), '{}')
        from (select distinct v.model from public.vehicles v where v.status = 'active' and (%s) and %s) present
        left join (select g.model, sum(g.n) as total from groups g
                    where g.facet = 'vehicle' and g.miss in ('none', 'make') and %s
                    group by g.model) counted
          on counted.model = present.model)$models$,
      cond ->> 'type', make_condition, replace(make_condition, 'v.make', 'g.make'));
  end if;
  -- The categories each licence covers (A every two-wheeler, B cars and mopeds).
  select string_agg(format('(%L, %L::text[])', l, listing_search.licence_covers(l)), ', ') into coverage
    from unnest(array['AM', 'A1', 'A2', 'A', 'B']) l;

  execute format($query$
    with scanned as (
      select v.type, v.make, v.model, v.fuel_type, v.transmission, v.color, v.licence_category, v.features,
             %2$s as bucket,
             case ((not (%3$s))::int + (not ((%4$s) and (%5$s)))::int + (not (%6$s))::int + (not (%7$s))::int
                   + (not (%8$s))::int + (not (%9$s))::int + (not (%10$s))::int)
               when 0 then 'none'
               when 1 then case when not (%3$s) then 'type' when not ((%4$s) and (%5$s)) then 'make'
                                when not (%6$s) then 'fuelType' when not (%7$s) then 'transmission'
                                when not (%8$s) then 'color' when not (%9$s) then 'licence' else 'mileageMax' end
             end as miss
        from public.vehicles v
       where %1$s
      offset 0 -- computes miss once per row, not once per grouping set
    ),
    groups as (
      select case when grouping(type) = 0 then 'vehicle' when grouping(fuel_type) = 0 then 'spec' else 'features' end
               as facet,
             miss, type, make, model, licence_category, fuel_type, transmission, color, bucket, features, count(*) as n
        from scanned
       where miss is not null
       group by grouping sets ((miss, type, make, model, licence_category),
                               (miss, fuel_type, transmission, color, bucket),
                               (miss, features))
    ),
    options as (
      select o.facet, o.value, sum(g.n) as total
        from groups g
       cross join lateral (values ('type', g.type), ('make', g.make), ('fuelType', g.fuel_type),
                                  ('transmission', g.transmission), ('color', g.color)) o (facet, value)
       where o.value is not null and g.miss in ('none', o.facet)
       group by 1, 2
    )
    select jsonb_build_object(
      'total', (select coalesce(sum(n), 0) from groups where facet = 'vehicle' and miss = 'none'),
      'type', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'type'),
      'make', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'make'),
      'model', %11$s,
      'fuelType', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'fuelType'),
      'transmission', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'transmission'),
      'color', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'color'),
      'licence', (select jsonb_object_agg(l.licence, coalesce(t.total, 0))
                    from (values %12$s) l (licence, covers)
                    left join lateral (select sum(g.n) as total from groups g
                                        where g.facet = 'vehicle' and g.miss in ('none', 'licence')
                                          and g.licence_category = any (l.covers)) t on true),
      'mileageMax', (select coalesce(jsonb_object_agg(s.step::text, coalesce(t.total, 0)), '{}')
                       from unnest(%13$L::integer[]) with ordinality s (step, i)
                       left join lateral (select sum(g.n) as total from groups g
                                           where g.facet = 'spec' and g.miss in ('none', 'mileageMax')
                                             and g.bucket < s.i) t on true),
      'features', (select coalesce(jsonb_object_agg(feature, total), '{}')
                     from (select feature, sum(g.n) as total
                             from groups g, unnest(g.features) feature
                            where g.facet = 'features' and g.miss = 'none'
                            group by feature) t)
    )
  $query$,
    base, bucket,
    cond ->> 'type', cond ->> 'make', cond ->> 'model', cond ->> 'fuelType', cond ->> 'transmission',
    cond ->> 'color', cond ->> 'licence', cond ->> 'mileageMax',
    models, coverage, steps)
  into result;
  return result;
end
$$;

comment on function public.vehicle_facets(jsonb, integer[]) is
  'Per-option counts of every search facet, each with the other filters applied, and the total.';

-- Whether one listing matches a search (for saved searches: a newly
-- published listing against each saved filter object). As the caller.
create function public.vehicle_matches_search(vehicle_id uuid, filters jsonb) returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  matches boolean;
begin
  execute format('select exists (select 1 from public.vehicles v where v.id = $1 and %s)', listing_search.where_clause(filters))
    into matches using vehicle_id;
  return matches;
end
$$;

comment on function public.vehicle_matches_search(uuid, jsonb) is 'Whether an active listing matches a search''s filters.';

revoke execute on function public.search_vehicles(jsonb, text, integer, integer) from public;
revoke execute on function public.vehicle_facets(jsonb, integer[]) from public;
revoke execute on function public.vehicle_matches_search(uuid, jsonb) from public;
grant execute on function public.search_vehicles(jsonb, text, integer, integer) to anon, authenticated, service_role;
grant execute on function public.vehicle_facets(jsonb, integer[]) to anon, authenticated, service_role;
grant execute on function public.vehicle_matches_search(uuid, jsonb) to anon, authenticated, service_role;

-- The facet scan reads every facet column of the active listings of a type
-- (or of all types): an index that carries them all makes it an index-only
-- scan, like the listing counts. Model and licence are new to the indexes.
create index vehicles_search_facets_idx on public.vehicles (status, type)
  include (make, model, fuel_type, transmission, color, licence_category, mileage, price, year, engine_size, features);
-- Models of a make (the model facet and the model filter).
create index vehicles_make_model_idx on public.vehicles (make, model) include (type) where status = 'active';
