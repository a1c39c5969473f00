-- Distance search in the one listing search: "near {place} within N km" as
-- the filter key `near`, nearest first as the sort `distance`, and each
-- result's distance when the search has a centre.
--
--   near: {"lat": 50.93333, "lng": 6.95, "radiusKm": 25}
--     lat from -90 to 90, lng from -180 to 180 (the browser resolves a place
--     name or postcode to its gazetteer coordinates first, through
--     find_place; "Use my location" sends the position), radiusKm one of
--     10, 25, 50, 100, 200, or null for any distance (no condition: the
--     centre then only sorts and measures).
--   sort 'distance': nearest first (listings without a place last); only
--     with `near`, since it needs the centre: search_vehicles takes the
--     order from listing_search.order_clause(sort, filters), which reads the
--     centre from the filters and leaves every other sort to
--     listing_search.order_clause(sort).
--
-- The condition is the places migration's sargable radius: a
-- latitude/longitude box as plain float8 comparisons (leakproof, so the
-- btree vehicles_near_idx serves them under row-level security on hosted
-- Supabase, native Postgres and PGlite alike; no PostGIS, no earthdistance,
-- no GiST), then the exact great-circle distance (public.distance_km) on the
-- rows in the box. The box is computed once here and written into the
-- query as literals, so the planner sees constants.
--
-- Replaced here with `create or replace`: listing_search.condition (the
-- `near` branch; every other branch unchanged), public.search_vehicles (the
-- order from the filters, the centre's single pass) and public.distance_km
-- (null for a listing without coordinates instead of 20015 km). Added:
-- listing_search.order_clause(sort, filters) beside the unchanged
-- listing_search.order_clause(sort).
--
-- The facet counts (vehicle_facets) and saved-search matching
-- (vehicle_matches_search) take their WHERE clause from
-- listing_search.condition, so they honour `near` with no change.
--
-- search_vehicles is replaced: with a centre, one scan of the listings in
-- the radius gives the exact total and the page's ids (a window count before
-- the limit), the full rows are read for that page only, and every row
-- carries distance_km. Without a centre it runs as before.
--
-- vehicles_near_idx (latitude, longitude) include (type, status) becomes
-- vehicles_near_search_idx, which also carries every column the search's
-- conditions, sorts and row-level security policies read, so the radius
-- scan with the common filters never visits the table (measured at 100k
-- listings on native Postgres 15, 50 km around Köln, cars up to €30,000:
-- 24 ms with two bitmap scans of the table for the count and the page,
-- 3–4 ms as one index-only scan; docs/PERFORMANCE.md, "Distance search").

-- A listing without a place has no distance: distance_km gave half the
-- Earth's circumference for null coordinates (least() skips nulls, so
-- asin(least(1, null)) was asin(1)). The cap now carries the nulls through;
-- still one SELECT of an expression, so Postgres inlines it as before.
create or replace function public.distance_km(
  lat1 double precision,
  lng1 double precision,
  lat2 double precision,
  lng2 double precision
) returns double precision
language sql
immutable
parallel safe
as $$
  select 2 * 6371.0088 * asin(least(1.0 + 0 * (lat1 + lng1 + lat2 + lng2), sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))
$$;

-- The radii a buyer can search within, in km (RADIUS_OPTIONS in src/lib/domain/geo.ts; a test compares them).
create function listing_search.radius_options() returns integer[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[10, 25, 50, 100, 200]
$$;

comment on function listing_search.radius_options() is 'The radii (km) of a distance search; mirrors RADIUS_OPTIONS in src/lib/domain/geo.ts.';

-- The centre and radius of a `near` value: {lat, lng, radius_km or null},
-- or the search's 22023 error naming the filter.
create function listing_search.near_centre(key text, value jsonb) returns double precision[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  radius jsonb;
begin
  -- Nested tests: a jsonb string cast to numeric would raise its own error.
  if jsonb_typeof(value) = 'object'
     and not exists (select 1 from jsonb_object_keys(value) k where k not in ('lat', 'lng', 'radiusKm'))
     and jsonb_typeof(value -> 'lat') = 'number' and jsonb_typeof(value -> 'lng') = 'number' then
    radius := coalesce(value -> 'radiusKm', 'null'::jsonb);
    if (value -> 'lat')::numeric between -90 and 90
       and (value -> 'lng')::numeric between -180 and 180
       and (radius = 'null'::jsonb
            or (jsonb_typeof(radius) = 'number' and radius::numeric = any (listing_search.radius_options()))) then
      return array[
        (value -> 'lat')::double precision,
        (value -> 'lng')::double precision,
        case when radius = 'null'::jsonb then null else radius::double precision end
      ];
    end if;
  end if;
  perform listing_search.filter_error(key, format(
    '{"lat", "lng", "radiusKm"}: lat from -90 to 90, lng from -180 to 180, radiusKm one of %s or null',
    array_to_string(listing_search.radius_options(), ', ')));
  return null;
end
$$;

comment on function listing_search.near_centre(text, jsonb) is
  'Validated centre and radius {lat, lng, radius_km|null} of a near filter.';

-- The great-circle distance from a centre to a listing (alias v), as SQL.
create function listing_search.distance_expression(centre double precision[]) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format('public.distance_km(%L::double precision, %L::double precision, v.latitude, v.longitude)',
                centre[1], centre[2])
$$;

-- THE search definition, with `near`. Every other branch is unchanged from
-- 20261124170000_search_vehicles.sql.
create or replace function listing_search.condition(key text, value jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  words text[];
  features text[];
  centre double precision[];
  box double precision[];
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
    when 'near' then
      centre := listing_search.near_centre(key, value);
      if centre[3] is null then
        return null;
      end if;
      -- The radius's box as float8 literals (index conditions on
      -- vehicles_near_idx under RLS), then the exact distance.
      box := public.geo_bounds(centre[1], centre[2], centre[3]);
      return format(
        'v.latitude >= %L::double precision and v.latitude <= %L::double precision'
          || ' and v.longitude >= %L::double precision and v.longitude <= %L::double precision'
          || ' and %s <= %L::double precision',
        box[1], box[2], box[3], box[4], listing_search.distance_expression(centre), centre[3]);
    else
      raise exception 'Unknown search filter "%"', left(key, 60)
        using errcode = '22023',
              hint = 'Known filters: type, make, model, minPrice, maxPrice, minYear, maxYear, fuelType, transmission, '
                  || 'mileageMax, engineSizeMin, engineSizeMax, color, features, licence, searchTerm, near';
  end case;
end
$$;

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

-- ORDER BY of a sort that may need the search's centre: `distance` (nearest
-- first, listings without a place last, then newest, then id) reads it
-- from the filters' near; every other sort is listing_search.order_clause(sort).
create function listing_search.order_clause(sort text, filters jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if sort is distinct from 'distance' then
    return listing_search.order_clause(sort);
  end if;
  if jsonb_typeof(filters -> 'near') is distinct from 'object' then
    raise exception 'Sorting by distance needs a place: the "near" filter'
      using errcode = '22023', hint = 'Send near {"lat", "lng", "radiusKm"} with sort distance';
  end if;
  return listing_search.distance_expression(listing_search.near_centre('near', filters -> 'near'))
    || ' nulls last, v.created_at desc, v.id';
end
$$;

comment on function listing_search.order_clause(text, jsonb) is
  'ORDER BY of a sort (alias v); distance reads its centre from the filters'' near.';

-- One page of active listings matching the filters, with the exact total:
-- {"total": n, "rows": [vehicle rows without fts, plus distance_km (one
-- decimal) when the filters have a centre]}.
create or replace function public.search_vehicles(
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
  ordering text := listing_search.order_clause(sort, filters);
  distance text;
  total bigint;
  page_rows jsonb;
begin
  if page is null or page not between 1 and 10000 then
    raise exception 'page must be a whole number from 1 to 10000' using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size must be a whole number from 1 to 100' using errcode = '22023';
  end if;
  if jsonb_typeof(filters -> 'near') is distinct from 'object' then
    execute format('select count(*) from public.vehicles v where %s', condition) into total;
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(v) - ''fts'' order by %2$s), ''[]'')
         from (select v.* from public.vehicles v where %1$s order by %2$s limit %3$s offset %4$s) v',
      condition, ordering, page_size, (page - 1) * page_size) into page_rows;
    return jsonb_build_object('total', total, 'rows', page_rows);
  end if;

  -- With a centre: the ids of the page and the exact total (a window count
  -- over every match, taken before the limit) in one pass over the radius's
  -- box, an index-only scan of vehicles_near_search_idx when the filters
  -- read only its columns; then the full rows of that page alone.
  distance := listing_search.distance_expression(listing_search.near_centre('near', filters -> 'near'));
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(v) - ''fts'' || jsonb_build_object(''distance_km'', round((%5$s)::numeric, 1))
                               order by %2$s), ''[]''),
            max(p.total)
       from (select v.id, count(*) over () as total
               from public.vehicles v
              where %1$s
              order by %2$s
              limit %3$s offset %4$s) p
       join public.vehicles v on v.id = p.id',
    condition, ordering, page_size, (page - 1) * page_size, distance) into page_rows, total;
  if total is null then
    -- A page past the last one holds no row to carry the count.
    execute format('select count(*) from public.vehicles v where %s', condition) into total;
  end if;
  return jsonb_build_object('total', total, 'rows', page_rows);
end
$$;

comment on function public.search_vehicles(jsonb, text, integer, integer) is
  'One page of active listings matching the search filters, with the exact total (and distances with a centre).';

drop index public.vehicles_near_idx;
-- Conditions on the search's own columns are checked inside the index;
-- seller_id for the signed-in policy ("their own vehicles"). Full-text
-- words still read the table.
create index vehicles_near_search_idx on public.vehicles (latitude, longitude)
  include (status, type, price, year, mileage, created_at, id, seller_id, make, model, fuel_type, transmission,
           color, engine_size, licence_category, features);
