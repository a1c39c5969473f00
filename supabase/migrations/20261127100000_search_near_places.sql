-- Distance search reads only the listings in the circle: the `near`
-- condition names the places within the radius (place_id = any (...)) instead
-- of the radius's latitude/longitude box.
--
-- Why: the target (docs/PERFORMANCE.md, "Distance search through the listing
-- search") is p95 <= 25 ms through the HTTP API at 100k listings, on PGlite
-- too; PGlite measured p50 19.8 ms, p95 33.3 ms. The box condition used
-- vehicles_near_search_idx (latitude, longitude): a btree range on latitude
-- with longitude checked entry by entry, so on Postgres 15 a search read the
-- whole latitude band across the country (50 km around Wuppertal, 100k
-- listings: 25,847 entries in the band, 14,291 in the box, 8,059 active cars
-- in the circle, 3,938 matching cars up to EUR 30,000), testing each entry
-- for status, type and price and computing the haversine of every candidate
-- twice (condition and order). Listings sit at gazetteer places
-- (vehicles.place_id; the coordinates are the place's, copied by
-- fill_vehicle_place and not settable by hand), and a 50 km circle holds
-- about a hundred of the ~7,000 places. With the place ids as literals and an
-- index keyed (place_id, type, price) over the active listings, the scan
-- descends once per place and reads only the active listings of the searched
-- type and price range in the circle (the 3,938), with no haversine in the
-- condition. Measured on
-- PGlite at 100k listings (CPU time per search_vehicles call in the database,
-- 40 cities, 50 km, cars up to EUR 30,000): p50 9.1 -> 6.8-7.3 ms, p95
-- 16.2 -> 10.5-11.7 ms; 200 km p50 32.4 -> 28.6 ms. 3,000 searches (200
-- centres, every radius, three filter sets) gave the same totals and pages
-- as the box and haversine on native Postgres at 100k listings.
--
-- Same results: a place is within the radius by the same haversine
-- (public.distance_km) on the same float8 coordinates its listings carry, so
-- a listing is in the list exactly when its own distance is within the
-- radius (a change to a place's coordinates must be copied to its listings,
-- as fill_vehicle_place does for a listing's own change). Plain btree and
-- integer equality (leakproof), so it runs the same on PGlite, native
-- Postgres and hosted Supabase under row-level security; no PostGIS or
-- earthdistance.
--
-- Replaced (create or replace, same signatures): listing_search.condition
-- (the `near` branch only; stable now, since it reads public.places) and
-- listing_search.where_clause (unchanged body, stable for the same reason).
-- search_vehicles, vehicle_facets and vehicle_matches_search take their WHERE
-- clause from there and follow unchanged.
--
-- Indexes: places (latitude, longitude) for the radius's places;
-- vehicles_place_search_idx (place_id, type, price) over active listings, carrying
-- every column the search's filters, sorts and policies read (those of
-- vehicles_near_search_idx), so a radius search with those filters stays one
-- index-only scan. vehicles_near_search_idx served only the box and is
-- replaced by the narrow vehicles_near_idx of the places migration, which
-- the vehicles_near function's within_km box still uses.

create or replace function listing_search.condition(key text, value jsonb) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  words text[];
  features text[];
  bodies text[];
  centre double precision[];
  box double precision[];
  place_ids integer[];
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
    when 'bodyType' then
      if jsonb_typeof(value) <> 'array' or jsonb_array_length(value) not between 1 and 15 then
        perform listing_search.filter_error(key, 'a list of 1 to 15 body types');
      end if;
      select array_agg(distinct listing_search.choice(key, item, array[
               'hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van',
               'step-through', 'high-wheel', 'sport', 'maxi', 'three-wheel', 'electric-moped']))
        into bodies
        from jsonb_array_elements(value) item;
      return format('v.body_type = any (%L::text[])', bodies);
    when 'accidentFree' then
      perform listing_search.flag(key, value);
      return 'v.accident_free';
    when 'goodPrice' then
      perform listing_search.flag(key, value);
      return 'v.price_rating in (''great'', ''good'')';
    when 'fastReply' then
      perform listing_search.flag(key, value);
      -- Uncorrelated, so a filter is a semi-join and a count's per-row flag
      -- one probe of a hash of the (few) responsive sellers.
      return 'v.seller_id in (select s.seller_id from public.seller_reply_stats s where s.replies_within_24h)';
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
      -- The places within the radius (the gazetteer's box, then the exact
      -- distance), as integer literals: index conditions on
      -- vehicles_place_search_idx under RLS. That is the whole condition: a
      -- listing's coordinates are its place's (fill_vehicle_place copies
      -- them; they cannot be set by hand), so the same public.distance_km on
      -- the same float8 values decides a listing as it decides its place.
      box := public.geo_bounds(centre[1], centre[2], centre[3]);
      select coalesce(array_agg(p.id order by p.id), '{}') into place_ids
        from public.places p
       where p.latitude >= box[1] and p.latitude <= box[2]
         and p.longitude >= box[3] and p.longitude <= box[4]
         and public.distance_km(centre[1], centre[2], p.latitude, p.longitude) <= centre[3];
      return format('v.place_id = any (%L::integer[])', place_ids);
    else
      raise exception 'Unknown search filter "%"', left(key, 60)
        using errcode = '22023',
              hint = 'Known filters: type, make, model, minPrice, maxPrice, minYear, maxYear, fuelType, transmission, '
                  || 'mileageMax, engineSizeMin, engineSizeMax, color, features, licence, bodyType, accidentFree, '
                  || 'goodPrice, fastReply, searchTerm, near';
  end case;
end
$$;

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

-- Unchanged but for its volatility: the conditions read public.places.
create or replace function listing_search.where_clause(filters jsonb, leave_out text[] default '{}') returns text
language plpgsql
stable
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

-- The radius's places: a box on the gazetteer (leakproof float comparisons).
create index places_latitude_longitude_idx on public.places (latitude, longitude) include (id);

-- One descent per place of the radius into the active listings of the
-- searched type, within the price range when there is one (the most common
-- filter: an entry outside it is never read); the included columns are
-- those vehicles_near_search_idx carried (filters, sorts, the policies'
-- seller_id) plus the coordinates for the distance.
create index vehicles_place_search_idx on public.vehicles (place_id, type, price)
  include (status, year, mileage, created_at, id, seller_id, make, model, fuel_type, transmission, color,
           engine_size, licence_category, features, body_type, accident_free, price_rating, latitude, longitude)
  where status = 'active';

drop index public.vehicles_near_search_idx;
create index vehicles_near_idx on public.vehicles (latitude, longitude) include (type, status);
