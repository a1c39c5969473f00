-- The listing search: what a search means, built from the filter
-- specification (59_search_filters.sql, generated from
-- src/lib/domain/filterSpec.ts), and everything that must agree with it:
--
--   search_vehicles(filters, sort, page, page_size)  a page and the exact total
--   vehicle_facets(filters)                           counts per option of every counted
--                                                     filter, with the other filters applied
--   vehicle_matches_search(vehicle_id, filters)       whether one listing matches
--   listing_search.matches(...)                       the same decision for saved searches,
--                                                     on a listing's facts (65_saved_searches.sql)
--
-- Filters are one JSON object with the keys the specification names (an
-- absent or null key constrains nothing). Every key is read by one generic
-- function per use, by the filter's kind (choice, range, flag, words,
-- distance): condition (the WHERE clause), keys_sql (the facet bitmap keys),
-- facet_counts_from_bits (the counts) and matches (saved searches). A new
-- filter of a known kind is a row of the specification, nothing here.
-- An unknown key, or a value of the wrong kind or out of range, raises
-- 22023 (HTTP 400) with a message naming the filter.
--
-- The public functions run as the caller, so row-level security applies and
-- a search reads active listings only. The WHERE clause is built from the
-- active conditions alone, literals quoted with format('%L'), so the planner
-- sees plain comparisons and uses the listing indexes. Design and figures:
-- docs/search.md.

-- Full-text search, feature containment and partial-word matching on the
-- fields the search box covers. Under RLS, Postgres uses an index for a
-- condition only when its operator is leakproof; @@, @> and ilike are not, so
-- these GIN indexes serve the security-definer bitmap functions below.
create index vehicles_features_idx on public.vehicles using gin (features);
create index vehicles_fts_idx on public.vehicles using gin (fts);
create index vehicles_title_trgm_idx on public.vehicles using gin (title extensions.gin_trgm_ops);
create index vehicles_make_trgm_idx on public.vehicles using gin (make extensions.gin_trgm_ops);
create index vehicles_model_trgm_idx on public.vehicles using gin (model extensions.gin_trgm_ops);

-- Models of a make (the model filter).
create index vehicles_make_model_idx on public.vehicles (make, model) include (type) where status = 'active';

-- A make's newest listings (the default sort with a make filter: landing pages, the listing pages).
-- The planner does not know that a make's listings are mostly of one type: for Honda's 11 cars among
-- its scooters it expected thousands and walked every active listing in date order, 78 ms at 100k
-- listings; with this index the first page is an index-only scan of those 11 (0.2 ms).
create index vehicles_make_newest_idx on public.vehicles (type, make, created_at desc, id) where status = 'active';

-- A distance search names the places within the radius (place_id = any
-- (...)): one descent per place into the active listings of the searched
-- type, within the price range when there is one. The included columns are
-- those the common filters, the sorts and the policies read, so a radius
-- search with them stays one index-only scan.
create index vehicles_place_search_idx on public.vehicles (place_id, type, price)
  include (status, year, mileage, created_at, id, seller_id, make, model, fuel_type, transmission, color,
           engine_size, licence_category, features, body_type, accident_free, price_rating, latitude, longitude)
  where status = 'active';

-- The vehicles_near function's box (latitude, longitude).
create index vehicles_near_idx on public.vehicles (latitude, longitude) include (type, status);

-- Listings within a radius, nearest first, as the caller may see them (RLS
-- applies: security invoker). Inlined by Postgres, so filters, order, limit
-- and count=exact that PostgREST adds run in the same query and use the
-- indexes: POST /rpc/vehicles_near {"lat":…,"lng":…,"radius_km":50}
-- ?type=eq.car&limit=24 with Prefer: count=exact. "Any distance": radius_km
-- 20038 (half the Earth's circumference).
create function public.vehicles_near(
  lat double precision,
  lng double precision,
  radius_km double precision
)
returns setof public.vehicles
language sql
stable
as $$
  select v.*
    from public.vehicles v
   where public.within_km(v.latitude, v.longitude, vehicles_near.lat, vehicles_near.lng, vehicles_near.radius_km)
   order by public.distance_km(vehicles_near.lat, vehicles_near.lng, v.latitude, v.longitude), v.id
$$;
comment on function public.vehicles_near(double precision, double precision, double precision) is
  'Listings within radius_km of a point, nearest first (RLS applies); combine with PostgREST filters and count.';
revoke execute on function public.vehicles_near(double precision, double precision, double precision) from public;
grant execute on function public.vehicles_near(double precision, double precision, double precision)
  to anon, authenticated, service_role;

-- Validation --------------------------------------------------------------

-- Raises the search's 22023 for one filter.
create function listing_search.filter_error(key text, expected text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception 'Search filter "%" must be %', left(key, 60), expected
    using errcode = '22023', hint = 'The filters are listed by listing_search.filter_specs()';
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

-- A filter that is on or absent: only JSON true is accepted.
create function listing_search.flag(key text, value jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value = 'true'::jsonb then
    return true;
  end if;
  perform listing_search.filter_error(key, 'true (leave it out to turn the filter off)');
  return null;
end
$$;

-- The values a choice filter was given: one string, or (multiple) a list of
-- distinct strings, each one of `allowed` (or, with no list, text of 1 to
-- max_length characters); the 22023 error naming the filter otherwise.
create function listing_search.chosen_values(
  key text,
  value jsonb,
  multiple boolean,
  allowed text[],
  max_length integer
) returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  items jsonb := case when multiple then value else jsonb_build_array(value) end;
  limit_count integer := coalesce(cardinality(allowed), 50);
  expected text := case when allowed is null then format('text of 1 to %s characters', max_length)
                        else 'one of ' || array_to_string(allowed, ', ') end;
  chosen text[];
begin
  if jsonb_typeof(items) <> 'array' or jsonb_array_length(items) not between 1 and limit_count then
    perform listing_search.filter_error(key, format('a list of 1 to %s values, each %s', limit_count, expected));
  end if;
  if exists (
    select from jsonb_array_elements(items) item
     where jsonb_typeof(item) <> 'string'
        or (allowed is null and char_length(item ->> 0) not between 1 and max_length)
        or (allowed is not null and not (item ->> 0) = any (allowed))
  ) then
    perform listing_search.filter_error(key, case when multiple then 'a list of values, each ' || expected else expected end);
  end if;
  select array_agg(distinct item) into chosen from jsonb_array_elements_text(items) item;
  return chosen;
end
$$;

-- The listing values a choice accepts: each chosen value, widened by `covers`.
create function listing_search.covered(covers jsonb, chosen text[]) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when covers is null then chosen
    else array(select distinct c from unnest(chosen) v
                cross join lateral jsonb_array_elements_text(covers -> v) c order by c)
  end
$$;

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

-- The places within a radius (the gazetteer's box, then the exact distance).
-- A listing's coordinates are its place's (fill_vehicle_place copies them;
-- they cannot be set by hand), so the same distance_km on the same float8
-- values decides a listing as it decides its place. PL/pgSQL, so a session
-- plans the query once: as a SQL function (not inlinable, being an
-- aggregate) it was planned at every call, 0.9 ms of a 0.03 ms scan, and a
-- landing page asks for up to nine areas.
create function listing_search.places_within(centre double precision[]) returns integer[]
language plpgsql
stable
set search_path = ''
as $$
declare
  box double precision[] := public.geo_bounds(centre[1], centre[2], centre[3]);
begin
  return coalesce((
    select array_agg(p.id order by p.id)
      from public.places p
     where p.latitude >= box[1] and p.latitude <= box[2]
       and p.longitude >= box[3] and p.longitude <= box[4]
       and public.distance_km(centre[1], centre[2], p.latitude, p.longitude) <= centre[3]), '{}');
end
$$;

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

-- The filter a JSON key belongs to (a range has two keys), or the 22023 error.
create function listing_search.spec_of(key text) returns listing_search.filter_spec
language plpgsql
immutable
set search_path = ''
as $$
declare
  spec listing_search.filter_spec;
begin
  select * into spec from listing_search.filter_specs() s where spec_of.key in (s.key, s.min_key, s.max_key);
  if not found then
    raise exception 'Unknown search filter "%"', left(key, 60)
      using errcode = '22023',
            hint = 'Known filters: ' || (select string_agg(k, ', ')
                                           from listing_search.filter_specs() s,
                                                unnest(array[s.key, s.min_key, s.max_key]) k
                                          where k is not null);
  end if;
  return spec;
end
$$;

-- Conditions ----------------------------------------------------------------

-- SQL (alias v) of a listing having a search word, given SQL of the word's
-- tsquery and of its ILIKE pattern ('%word%'): a whole word of the full-text
-- index (accents folded), or part of make, model or title. The words
-- condition of a search and the word bitmaps (search_words) both use it.
create function listing_search.word_condition(query text, pattern text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format('(v.fts @@ %1$s or v.make ilike %2$s or v.model ilike %2$s or v.title ilike %2$s)', query, pattern)
$$;

-- The SQL condition one filter key adds (alias v), by the filter's kind.
create function listing_search.condition(key text, value jsonb) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  spec listing_search.filter_spec := listing_search.spec_of(key);
  chosen text[];
  words text[];
  centre double precision[];
begin
  case spec.kind
    when 'choice' then
      chosen := listing_search.chosen_values(key, value, spec.multiple, spec.choices, spec.max_length);
      if spec.match_all then
        return format('%s @> %L::text[]', spec.expression, chosen);
      end if;
      chosen := listing_search.covered(spec.covers, chosen);
      if cardinality(chosen) = 1 then
        return format('(%s) = %L', spec.expression, chosen[1]);
      end if;
      return format('(%s) = any (%L::text[])', spec.expression, chosen);
    when 'range' then
      return format('(%s) %s %s', spec.expression, case when key = spec.min_key then '>=' else '<=' end,
                    listing_search.whole_number(key, value, spec.low, spec.high));
    when 'flag' then
      perform listing_search.flag(key, value);
      return format('coalesce(%s, false)', spec.expression);
    when 'words' then
      words := listing_search.words(listing_search.text_value(key, value, spec.max_length));
      if cardinality(words) = 0 then
        return null;
      end if;
      -- Each word: a whole word of the full-text index (accents folded), or
      -- part of make, model or title. Words hold letters and digits only.
      return (
        select string_agg(listing_search.word_condition(
                            format('websearch_to_tsquery(''public.simple_unaccent'', %L)', word),
                            quote_literal('%' || word || '%')), ' and ')
          from unnest(words) word
      );
    when 'distance' then
      centre := listing_search.near_centre(key, value);
      if centre[3] is null then
        return null;
      end if;
      -- Integer literals: index conditions on vehicles_place_search_idx under RLS.
      return format('v.place_id = any (%L::integer[])', listing_search.places_within(centre));
  end case;
end
$$;
comment on function listing_search.condition(text, jsonb) is
  'The SQL condition (alias v) one search filter key adds, by its filter''s kind.';

-- WHERE clause (alias v) of a search: active listings meeting every filter.
create function listing_search.where_clause(filters jsonb) returns text
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
    if condition is not null then
      conditions := conditions || condition;
    end if;
  end loop;
  return array_to_string(conditions, ' and ');
end
$$;
comment on function listing_search.where_clause(jsonb) is 'WHERE clause (alias v) of a listing search over active listings.';

-- ORDER BY of a sort: the chosen column, then newest, then id, so pages never
-- overlap; `distance` (nearest first, listings without a place last) needs
-- the filters' near.
create function listing_search.order_clause(sort text, filters jsonb) returns text
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
    when 'distance' then
      if jsonb_typeof(filters -> 'near') is distinct from 'object' then
        raise exception 'Sorting by distance needs a place: the "near" filter'
          using errcode = '22023', hint = 'Send near {"lat", "lng", "radiusKm"} with sort distance';
      end if;
      return listing_search.distance_expression(listing_search.near_centre('near', filters -> 'near'))
        || ' nulls last, v.created_at desc, v.id';
    else
      raise exception 'Unknown sort "%"', left(sort, 60)
        using errcode = '22023', hint = 'Sorts: newest, price-asc, price-desc, mileage-asc, year-desc, distance';
  end case;
end
$$;
comment on function listing_search.order_clause(text, jsonb) is
  'ORDER BY of a sort (alias v); distance reads its centre from the filters'' near.';

-- The ids of one page of active listings matching the filters, in the
-- sort's order, and (when asked) the number of matches. Security definer, so
-- the word conditions (@@, ILIKE) use their GIN indexes: as the caller,
-- row-level security's barrier leaves them, not being leakproof, to a filter
-- on every row. It reads exactly what the policies show every role: where_clause
-- always starts with status = 'active', and active listings are readable by
-- anon and authenticated alike; the filters are validated and quoted by
-- where_clause and order_clause. search_vehicles reads the rows themselves as
-- the caller.
create function listing_search.matching_page(
  filters jsonb,
  sort text,
  page_size integer,
  page_offset integer,
  with_total boolean
) returns table (ids uuid[], total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  condition text := listing_search.where_clause(filters);
  ordering text := listing_search.order_clause(sort, filters);
begin
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size must be a whole number from 1 to 100' using errcode = '22023';
  end if;
  if page_offset is null or page_offset not between 0 and 999900 then
    raise exception 'page_offset must be a whole number from 0 to 999900' using errcode = '22023';
  end if;
  if coalesce(with_total, false) then
    execute format('select count(*) from public.vehicles v where %s', condition) into total;
  end if;
  execute format('select array(select v.id from public.vehicles v where %s order by %s limit %s offset %s)',
                 condition, ordering, page_size, page_offset) into ids;
  return next;
end
$$;
comment on function listing_search.matching_page(jsonb, text, integer, integer, boolean) is
  'The ids of a page of active listings matching search filters (and their number), with the indexes the words need.';
revoke execute on function listing_search.matching_page(jsonb, text, integer, integer, boolean) from public;
grant execute on function listing_search.matching_page(jsonb, text, integer, integer, boolean)
  to anon, authenticated, service_role;

-- The positions (from 0) of the set bits of a bit string, in order: the
-- pieces of the string split at each 1 end just before one, so their lengths
-- (each plus its 1) add up to the positions; the last piece ends the string.
-- A loop over the pieces, not a window over them: a fifth of the time.
create function listing_search.set_bit_positions(bits bit varying) returns integer[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  pieces text[] := string_to_array(bits::text, '1');
  positions integer[] := '{}';
  at integer := -1;
begin
  for i in 1 .. cardinality(pieces) - 1 loop
    at := at + length(pieces[i]) + 1;
    positions := array_append(positions, at);
  end loop;
  return positions;
end
$$;
comment on function listing_search.set_bit_positions(bit varying) is
  'The positions (from 0) of the set bits of a bit string, in order.';
revoke execute on function listing_search.set_bit_positions(bit varying) from public;

-- The ids of one page of a search and the exact total, from the facet
-- bitmaps, when they hold every filter (else both null). The bitmaps give the
-- total exactly, and with it the cheaper of two ways to the page: when the
-- matches are few, their slots (the set bits of each chunk's total) lead to
-- the listings, which are sorted; when they are many, the sort's index is
-- walked until the page is full (listing_search.walk_page), which examines
-- about (offset + page size) × listings of the type / matches rows. Security
-- definer, to read listing_search.facet_slots; it reads active listings only
-- (the bitmaps hold no other), as the policies show every role, and its
-- filters are validated and quoted by bits_sql and order_clause.
create function listing_search.bits_page(
  filters jsonb,
  sort text,
  page_size integer,
  page_offset integer
) returns table (ids uuid[], total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ordering text := listing_search.order_clause(sort, filters);
  built record;
begin
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size must be a whole number from 1 to 100' using errcode = '22023';
  end if;
  if page_offset is null or page_offset not between 0 and 999900 then
    raise exception 'page_offset must be a whole number from 0 to 999900' using errcode = '22023';
  end if;
  built := listing_search.bits_sql(filters, true);
  if built.prefix is null then
    return next;
    return;
  end if;
  -- A set bit's slot: its position in the chunk (set_bit_positions).
  -- Collecting costs about three times what walking costs per row.
  execute built.prefix || format($query$,
    sizes as (
      select coalesce(sum(bit_count(b.total)), 0) as total, greatest(coalesce(sum(bit_count(b.present)), 0), 1) as listings
        from bases b
    ),
    way as (
      select s.total = 0 or s.total * 3 < (%1$s + %2$s) * s.listings / s.total as collect from sizes s
    ),
    slots as (
      select b.chunk * 8192 + p.position as slot
        from bases b
       cross join lateral unnest(listing_search.set_bit_positions(b.total)) p (position)
       where (select w.collect from way w) and bit_count(b.total) > 0
    )
    select (select s.total from sizes s),
           case when (select w.collect from way w) then array(
             select v.id
               from slots t
               join listing_search.facet_slots f on f.slot = t.slot
               join public.vehicles v on v.id = f.vehicle_id
              where v.status = 'active'
              order by %3$s
              limit %2$s offset %1$s)
           end
  $query$, page_offset, page_size, ordering) into total, ids;
  if ids is null then
    -- An index gives the order of the newest listings, and of the other sorts
    -- within one type (vehicles_listing_*_idx); otherwise the planner chooses.
    if coalesce(sort, 'newest') = 'newest' or jsonb_typeof(filters -> 'type') = 'string' then
      ids := listing_search.walk_page(filters, sort, page_size, page_offset);
    else
      select m.ids into ids from listing_search.matching_page(filters, sort, page_size, page_offset, false) m;
    end if;
  end if;
  return next;
end
$$;
comment on function listing_search.bits_page(jsonb, text, integer, integer) is
  'The ids of a page of a search and the exact total, from the facet bitmaps (both null when they do not hold every filter).';
revoke execute on function listing_search.bits_page(jsonb, text, integer, integer) from public;
grant execute on function listing_search.bits_page(jsonb, text, integer, integer) to anon, authenticated, service_role;

-- The ids of one page of a search with many matches, by walking the sort's
-- index (bits_page decides when). The planner cannot know how many listings
-- several filters together leave (it multiplies their shares, and guessed 20
-- rows where 17,341 matched), and with too few it reads every listing and
-- sorts them, or reads every listing of a make and model through their
-- index and sorts those (9,104 at 500k); here it may only use an index scan
-- in the sort's order, with no sort after it. Only bits_page calls it.
create function listing_search.walk_page(filters jsonb, sort text, page_size integer, page_offset integer)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
set enable_sort = off
as $$
declare
  ids uuid[];
begin
  execute format('select array(select v.id from public.vehicles v where %s order by %s limit %s offset %s)',
                 listing_search.where_clause(filters), listing_search.order_clause(sort, filters), page_size, page_offset)
    into ids;
  return ids;
end
$$;
comment on function listing_search.walk_page(jsonb, text, integer, integer) is
  'The ids of a page of a search with many matches, walking the sort''s index (for bits_page).';
revoke execute on function listing_search.walk_page(jsonb, text, integer, integer) from public, anon, authenticated;

-- One page of active listings matching the filters, with the exact total:
-- {"total": n, "rows": [vehicle rows without fts, plus distance_km (one
-- decimal) when the filters have a centre]}.
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
  ordering text := listing_search.order_clause(sort, filters);
  distance text;
  total bigint;
  page_ids uuid[];
  page_rows jsonb;
begin
  if page is null or page not between 1 and 10000 then
    raise exception 'page must be a whole number from 1 to 10000' using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size must be a whole number from 1 to 100' using errcode = '22023';
  end if;
  if jsonb_typeof(filters -> 'near') is distinct from 'object' then
    -- The page's ids and the exact total from the facet bitmaps when they
    -- hold every filter (listing_search.bits_page), else from the rows with
    -- the indexes the words need (listing_search.matching_page); then the
    -- full rows of the page, as the caller.
    select b.ids, b.total into page_ids, total
      from listing_search.bits_page(filters, sort, page_size, (page - 1) * page_size) b;
    if total is null then
      select m.ids, m.total into page_ids, total
        from listing_search.matching_page(filters, sort, page_size, (page - 1) * page_size, true) m;
    end if;
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(v) - ''fts'' order by %s), ''[]'') from public.vehicles v where v.id = any ($1)',
      ordering) into page_rows using page_ids;
    return jsonb_build_object('total', total, 'rows', page_rows);
  end if;

  -- With a centre: the ids of the page and the exact total (a window count
  -- over every match, taken before the limit) in one pass over the radius's
  -- places, an index-only scan of vehicles_place_search_idx when the filters
  -- read only its columns; then the full rows of that page alone. The matches
  -- are a subquery of the columns the sorts read (offset 0 keeps it one):
  -- with the order and limit on the same level, the planner costs the window
  -- count as if the limit stopped it early and walks every active listing in
  -- created_at order instead (178 ms instead of 11 ms at 100k listings).
  distance := listing_search.distance_expression(listing_search.near_centre('near', filters -> 'near'));
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(v) - ''fts'' || jsonb_build_object(''distance_km'', round((%5$s)::numeric, 1))
                               order by %2$s), ''[]''),
            max(p.total)
       from (select v.id, v.total
               from (select v.id, v.created_at, v.price, v.mileage, v.year, v.latitude, v.longitude,
                            count(*) over () as total
                       from public.vehicles v
                      where %1$s
                     offset 0) v
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
revoke execute on function public.search_vehicles(jsonb, text, integer, integer) from public;
grant execute on function public.search_vehicles(jsonb, text, integer, integer) to anon, authenticated, service_role;

-- Whether one listing matches a search. As the caller.
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
revoke execute on function public.vehicle_matches_search(uuid, jsonb) from public;
grant execute on function public.vehicle_matches_search(uuid, jsonb) to anon, authenticated, service_role;

-- A listing's values --------------------------------------------------------

-- SQL of a listing's (alias v) facts: {filter id: its value} for every
-- choice, range and flag filter (a list for a filter over a list, such as
-- features). Saved-search matching reads them (listing_search.matches).
create function listing_search.facts_sql() returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'jsonb_build_object(' || string_agg(format('%L, %s', s.id, s.expression), ', ') || ')'
    from listing_search.filter_specs() s
   where s.kind in ('choice', 'range', 'flag')
$$;

-- A range whose accepted bounds span more than 32 buckets also keys groups
-- of 10 buckets (facet id || '~', value bucket / 10), so a wide range (the
-- listing page's default €0–50,000 is 50 buckets) reads a few group rows and
-- at most 18 bucket rows per chunk instead of every bucket's row. Null for a
-- narrow range (seats, previous owners).
create function listing_search.bucket_group(spec listing_search.filter_spec) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when spec.kind = 'range' and (spec.high - spec.low) / spec.bucket > 32 then 10 end
$$;

-- SQL of a listing's (alias v) facet bitmap keys, as a lateral subquery
-- (facet, value): 'active'; a choice's value (each value of a list; a scoped
-- value as [scope's value, value]); a range's bucket, plus its edge key
-- ('price=' 20) for a value exactly on a bucket's lower edge, so "at most
-- €20,000" is the buckets below 20 and the listings at exactly 20,000, and
-- for a wide range its group of buckets ('price~' 2, bucket_group); a
-- flag's 'true'. Null values give no key.
create function listing_search.keys_sql() returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format('(select k.facet, k.value from (values (''active'', ''''), %s) k (facet, value) where k.value is not null%s)',
                string_agg(x.pair, ', ') filter (where x.pair is not null),
                coalesce(string_agg(x.list, '') filter (where x.list is not null), ''))
    from listing_search.filter_specs() s
   cross join lateral (
     select case
              when s.kind = 'choice' and not s.match_all and s.scope is null
                then format('(%L, (%s)::text)', s.id, s.expression)
              when s.kind = 'choice' and not s.match_all
                then format('(%L, case when (%s) is not null then jsonb_build_array((%s), (%s))::text end)',
                            s.id, s.expression,
                            (select t.expression from listing_search.filter_specs() t where t.id = s.scope),
                            s.expression)
              when s.kind = 'range'
                then concat_ws(', ',
                       format('(%L, ((%s) / %s)::text)', s.id, s.expression, s.bucket),
                       case when s.bucket > 1
                            then format('(%1$L, case when (%2$s) %% %3$s = 0 then ((%2$s) / %3$s)::text end)',
                                        s.id || '=', s.expression, s.bucket) end,
                       case when listing_search.bucket_group(s) is not null
                            then format('(%L, ((%s) / %s)::text)', s.id || '~', s.expression, s.bucket * listing_search.bucket_group(s)) end)
              when s.kind = 'flag'
                then format('(%L, case when %s then ''true'' end)', s.id, s.expression)
            end as pair,
            case when s.kind = 'choice' and s.match_all
                 then format(' union all select %L, f from unnest(%s) f where f is not null', s.id, s.expression)
            end as list
   ) x
$$;

-- Facet bitmaps -------------------------------------------------------------
--
-- Every listing that has been active gets a slot (facet_slots), a small
-- integer; bit `slot % 8192` of chunk `slot / 8192` stands for it. Slots are
-- not reused; a chunk row whose bits are all clear is dropped. facet_bits
-- holds one row per (chunk, facet, value) of keys_sql: the active listings of
-- that chunk with that value. Statement-level triggers on vehicles
-- (transition tables) and on seller_reply_stats (the fastReply flag reads
-- it) set and clear bits in the writing transaction, chunk row by chunk row
-- in key order, so two statements never wait on each other in a cycle.
-- Row-level security: the bitmaps hold active listings only, which every
-- role may read. Plain SQL (bit strings, bit_count, transition tables): the
-- same on PGlite, native Postgres and hosted Supabase.

create sequence listing_search.facet_slot_numbers as integer;

create table listing_search.facet_slots (
  vehicle_id uuid primary key,
  slot integer not null unique
);
alter table listing_search.facet_slots enable row level security;
comment on table listing_search.facet_slots is
  'Bit position of each listing that has been active in listing_search.facet_bits (slot / 8192 = chunk).';
-- No policies: only the security definer triggers read and write it.
revoke all on listing_search.facet_slots from public, anon, authenticated;

create table listing_search.facet_bits (
  chunk integer not null check (chunk >= 0),
  facet text not null,
  value text not null,
  bits bit(8192) not null,
  primary key (chunk, facet, value)
);
alter table listing_search.facet_bits enable row level security;
comment on table listing_search.facet_bits is
  'Per chunk of 8192 listing slots, facet and value: which active listings have that value (one bit each).';
revoke all on listing_search.facet_bits from public, anon, authenticated;
grant select on listing_search.facet_bits to anon, authenticated;
-- A value's chunk rows; with the chunk last a mask's lookup (facet, value and
-- chunk, per chunk of a search) is exact whichever index the planner takes:
-- at 1.5M listings it took this one for flags and read a value's 184 rows
-- for each chunk (50 ms of a search's 110).
create index facet_bits_facet_value_idx on listing_search.facet_bits (facet, value, chunk);

create policy "Visitors can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to anon
  using (true);

create policy "Users can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to authenticated
  using (true);

-- The search words that have bitmaps (facet 'word' in facet_bits, kept by
-- the same triggers): words so many listings hold that finding them row by
-- row costs more than a search may (refresh_search_words chooses them). A
-- search whose every word is here is counted and paged from the bitmaps
-- alone. `word` is lower case; `query` and `pattern` are what
-- word_condition reads for it.
create table listing_search.search_words (
  word text primary key check (word ~ '^[[:alnum:]]+$' and word = lower(word)),
  query tsquery not null,
  pattern text not null check (pattern = '%' || word || '%')
);
alter table listing_search.search_words enable row level security;
comment on table listing_search.search_words is
  'Search words with a bitmap in facet_bits (facet ''word''), chosen hourly by refresh_search_words.';
revoke all on listing_search.search_words from public, anon, authenticated;
grant select on listing_search.search_words to anon, authenticated;

create policy "Visitors can read which search words have bitmaps"
  on listing_search.search_words for select
  to anon
  using (true);

create policy "Users can read which search words have bitmaps"
  on listing_search.search_words for select
  to authenticated
  using (true);

-- Sets the bits in `added` and clears those in `removed` of one chunk row
-- (either may be null), and drops the row once no bit is set.
create function listing_search.change_facet_bits(chunk integer, facet text, value text, added bit(8192), removed bit(8192))
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  none constant bit(8192) := 0::bit(8192);
begin
  insert into listing_search.facet_bits as b (chunk, facet, value, bits)
  values (change_facet_bits.chunk, change_facet_bits.facet, change_facet_bits.value, coalesce(added, none))
  on conflict on constraint facet_bits_pkey do update
    set bits = (b.bits & ~coalesce(removed, none)) | excluded.bits;
  if removed is not null then
    delete from listing_search.facet_bits b
     where (b.chunk, b.facet, b.value) = (change_facet_bits.chunk, change_facet_bits.facet, change_facet_bits.value)
       and b.bits = none;
  end if;
end
$$;
revoke execute on function listing_search.change_facet_bits(integer, text, text, bit, bit) from public, anon, authenticated;

-- The query that turns `changes`, SQL of rows (slot, facet, value, added),
-- into one row per chunk row to change, with the bits to set and to clear,
-- in key order. The triggers run it themselves: only they see their
-- transition tables.
create function listing_search.key_changes_sql(changes text) returns text
language sql
immutable
set search_path = ''
as $$
  select format($query$
    select x.slot / 8192 as chunk, x.facet, x.value,
           bit_or(set_bit(0::bit(8192), x.slot %% 8192, 1)) filter (where x.added) as added,
           bit_or(set_bit(0::bit(8192), x.slot %% 8192, 1)) filter (where not x.added) as removed
      from (%s) x (slot, facet, value, added)
     group by 1, 2, 3
     order by 1, 2, 3$query$, changes)
$$;

-- SQL of the keys (slot, facet, value) of the active listings among `source`
-- (a table or subquery with vehicles' columns); with_words adds a ('word',
-- word) key for each of the search_words a listing has.
create function listing_search.slot_keys_sql(source text, with_words boolean) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format($keys$
    select s.slot, k.facet, k.value
      from %1$s v
      join listing_search.facet_slots s on s.vehicle_id = v.id
     cross join lateral %2$s k
     where v.status = 'active'$keys$, source, listing_search.keys_sql())
  || case when with_words then format($words$
    union all
    select s.slot, 'word', w.word
      from %1$s v
      join listing_search.facet_slots s on s.vehicle_id = v.id
      join listing_search.search_words w on %2$s
     where v.status = 'active'$words$, source, listing_search.word_condition('w.query', 'w.pattern'))
     else '' end
$$;

-- Trigger (statement level, transition tables old_rows/new_rows): the keys
-- of the rows before and after, diffed, become bits set and cleared.
create function listing_search.track_facet_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  nothing constant text := 'select null::integer, null::text, null::text where false';
  change record;
begin
  if tg_op <> 'DELETE' then
    execute $slots$
      insert into listing_search.facet_slots (vehicle_id, slot)
      select n.id, nextval('listing_search.facet_slot_numbers')
        from new_rows n
       where n.status = 'active'
         and not exists (select from listing_search.facet_slots s where s.vehicle_id = n.id)
       order by n.created_at, n.id$slots$;
  end if;
  for change in execute listing_search.key_changes_sql(format($changes$
    with before (slot, facet, value) as (%s), after (slot, facet, value) as (%s)
    select *, true from (select * from after except select * from before) a
    union all
    select *, false from (select * from before except select * from after) b$changes$,
    case when tg_op = 'INSERT' then nothing else listing_search.slot_keys_sql('old_rows', true) end,
    case when tg_op = 'DELETE' then nothing else listing_search.slot_keys_sql('new_rows', true) end))
  loop
    perform listing_search.change_facet_bits(change.chunk, change.facet, change.value, change.added, change.removed);
  end loop;
  if tg_op = 'DELETE' then
    execute 'delete from listing_search.facet_slots s using old_rows o where s.vehicle_id = o.id';
  end if;
  return null;
end
$$;
revoke execute on function listing_search.track_facet_bits() from public, anon, authenticated;

create trigger vehicles_facet_bits_insert
  after insert on public.vehicles
  referencing new table as new_rows
  for each statement
  execute function listing_search.track_facet_bits();

create trigger vehicles_facet_bits_update
  after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function listing_search.track_facet_bits();

create trigger vehicles_facet_bits_delete
  after delete on public.vehicles
  referencing old table as old_rows
  for each statement
  execute function listing_search.track_facet_bits();

-- Trigger (statement level): a seller whose reply statistics change gets the
-- keys of the filters that read them (the fastReply flag) recomputed for
-- their active listings; only what differs changes.
create function listing_search.track_seller_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sellers uuid[];
  facets text[] := array(select s.id from listing_search.filter_specs() s
                          where s.expression like '%public.seller_reply_stats%');
  listings text;
  change record;
begin
  execute format('select array_agg(distinct x.seller_id) from (%s union all %s) x (seller_id)',
                 case when tg_op = 'INSERT' then 'select null::uuid where false' else 'select seller_id from old_rows' end,
                 case when tg_op = 'DELETE' then 'select null::uuid where false' else 'select seller_id from new_rows' end)
    into sellers;
  if sellers is null or cardinality(facets) = 0 then
    return null;
  end if;
  listings := format('(select * from public.vehicles where seller_id = any (%L::uuid[]))', sellers);
  for change in execute listing_search.key_changes_sql(format($changes$
    with now_keys (slot, facet, value) as (select * from (%1$s) k where k.facet = any (%2$L::text[])),
    kept (slot, facet, value) as (
      select s.slot, b.facet, b.value
        from %3$s v
        join listing_search.facet_slots s on s.vehicle_id = v.id
        join listing_search.facet_bits b
          on b.chunk = s.slot / 8192 and b.facet = any (%2$L::text[]) and get_bit(b.bits, s.slot %% 8192) = 1
       where v.status = 'active'
    )
    select *, true from (select * from now_keys except select * from kept) a
    union all
    select *, false from (select * from kept except select * from now_keys) b$changes$,
    listing_search.slot_keys_sql(listings, false), facets, listings))
  loop
    perform listing_search.change_facet_bits(change.chunk, change.facet, change.value, change.added, change.removed);
  end loop;
  return null;
end
$$;
revoke execute on function listing_search.track_seller_bits() from public, anon, authenticated;

create trigger seller_reply_stats_facet_bits_insert
  after insert on public.seller_reply_stats
  referencing new table as new_rows
  for each statement
  execute function listing_search.track_seller_bits();

create trigger seller_reply_stats_facet_bits_update
  after update on public.seller_reply_stats
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function listing_search.track_seller_bits();

create trigger seller_reply_stats_facet_bits_delete
  after delete on public.seller_reply_stats
  referencing old table as old_rows
  for each statement
  execute function listing_search.track_seller_bits();

-- Builds the slots and bitmaps afresh from the listings: after writes made
-- with triggers off (session_replication_role = replica, as bulk loads do),
-- or when the filter specification changed (a migration that adds a filter
-- ends with it).
create function listing_search.rebuild_facet_bits() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.vehicles in share mode;
  -- Cached counts were computed from the bitmaps being replaced.
  delete from listing_search.facet_answers;
  delete from listing_search.facet_bits;
  delete from listing_search.facet_slots s
   where not exists (select from public.vehicles v where v.id = s.vehicle_id);
  insert into listing_search.facet_slots (vehicle_id, slot)
  select v.id, nextval('listing_search.facet_slot_numbers')
    from public.vehicles v
   where v.status = 'active'
     and not exists (select from listing_search.facet_slots s where s.vehicle_id = v.id)
   order by v.created_at, v.id;
  execute format($fill$
    insert into listing_search.facet_bits (chunk, facet, value, bits)
    select x.slot / 8192, x.facet, x.value, bit_or(set_bit(0::bit(8192), x.slot %% 8192, 1))
      from (%s) x
     group by 1, 2, 3$fill$, listing_search.slot_keys_sql('public.vehicles', false));
  perform listing_search.fill_word_bits(array(select w.word from listing_search.search_words w));
end
$$;
revoke execute on function listing_search.rebuild_facet_bits() from public, anon, authenticated;

-- Sets the word bitmaps of `words` (of search_words, none yet in
-- facet_bits) from the listings, one word at a time: with the word as a
-- literal, its conditions use the full-text and trigram indexes.
create function listing_search.fill_word_bits(words text[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  word record;
begin
  for word in select w.word, w.query, w.pattern from listing_search.search_words w
               where w.word = any (words) order by w.word loop
    execute format($fill$
      insert into listing_search.facet_bits (chunk, facet, value, bits)
      select s.slot / 8192, 'word', %L, bit_or(set_bit(0::bit(8192), s.slot %% 8192, 1))
        from public.vehicles v
        join listing_search.facet_slots s on s.vehicle_id = v.id
       where v.status = 'active' and %s
       group by 1$fill$,
      word.word, listing_search.word_condition(format('%L::tsquery', word.query), quote_literal(word.pattern)));
  end loop;
end
$$;
revoke execute on function listing_search.fill_word_bits(text[]) from public, anon, authenticated;

-- Chooses the search words that get bitmaps: the words of the full-text
-- index that at least min_listings active listings hold (once chosen, half
-- as many), at most max_words, the most held first (a word's bitmaps take
-- up to 1 KB per 8,192 listings: 500 words, 95 MB at 1.5 million); above
-- 20,000 listings they are counted on a sample of about 20,000. Drops the bitmaps of words
-- no longer chosen and builds those of new ones, about 250,000 listings'
-- words per call, so that a call stays short: the listings are locked
-- against writes while bitmaps change, so that every bitmap stays exact.
-- Hourly, by the scheduled function refresh-search-words, which calls again
-- while words are pending.
-- Answers {words, added, removed, pending}.
create function public.refresh_search_words(min_listings integer default 1000, max_words integer default 500)
returns jsonb
language plpgsql
security definer
set search_path = ''
-- An API call as service_role would stop at the authenticator's 8 s; a new
-- word that most of 1.5 million listings hold takes about 12 s.
set statement_timeout = '15s'
as $$
declare
  listings real;
  percent numeric := 100;
  wanted jsonb;
  batch text[];
  removed integer;
  pending integer;
begin
  if min_listings is null or min_listings < 1 or max_words is null or max_words not between 0 and 10000 then
    raise exception 'min_listings must be at least 1 and max_words from 0 to 10000' using errcode = '22023';
  end if;
  select c.reltuples into listings from pg_catalog.pg_class c where c.oid = 'public.vehicles'::regclass;
  if listings > 20000 then
    percent := round((2000000 / listings)::numeric, 3);
  end if;
  -- A search word is letters and digits (listing_search.words) whose query
  -- is that one lexeme; the word is the lexeme (lower case, accents folded).
  -- {word: listings holding it}
  select coalesce(jsonb_object_agg(t.word, t.held), '{}') into wanted
    from (select x.word, round(x.ndoc * 100 / percent) as held
            from ts_stat(format('select fts from public.vehicles %s where status = ''active''',
                                case when percent < 100 then format('tablesample system (%s)', percent) else '' end)) x
           where (x.ndoc * 100 / percent >= min_listings
                  -- A chosen word stays down to half of that: a sample's count wavers.
                  or x.ndoc * 100 / percent >= min_listings / 2.0
                     and exists (select from listing_search.search_words w where w.word = x.word))
             and x.word ~ '^[[:alnum:]]+$'
             and websearch_to_tsquery('public.simple_unaccent', x.word)::text = quote_literal(x.word)
           order by x.ndoc desc, x.word
           limit max_words) t;
  lock table public.vehicles in share mode;
  delete from listing_search.facet_bits b
   where b.facet = 'word' and not wanted ? b.value;
  delete from listing_search.search_words w where not wanted ? w.word;
  get diagnostics removed = row_count;
  -- New words, the most held first, until the batch holds 250,000 listings' words (one word at least).
  select coalesce(array_agg(n.word order by n.held desc, n.word) filter (where n.before < 250000), '{}'),
         count(*) filter (where n.before >= 250000)
    into batch, pending
    from (select e.key as word, e.value::bigint as held,
                 coalesce(sum(e.value::bigint) over (order by e.value::bigint desc, e.key
                                                      rows between unbounded preceding and 1 preceding), 0) as before
            from jsonb_each_text(wanted) e
           where not exists (select from listing_search.search_words w where w.word = e.key)) n;
  insert into listing_search.search_words (word, query, pattern)
  select b.word, websearch_to_tsquery('public.simple_unaccent', b.word), '%' || b.word || '%'
    from unnest(batch) b (word);
  perform listing_search.fill_word_bits(batch);
  return jsonb_build_object('words', (select count(*) from listing_search.search_words),
                            'added', cardinality(batch), 'removed', removed, 'pending', pending);
end
$$;
comment on function public.refresh_search_words(integer, integer) is
  'Chooses the search words held by at least min_listings active listings and keeps a bitmap of each, a batch per call.';
revoke execute on function public.refresh_search_words(integer, integer) from public, anon, authenticated;
grant execute on function public.refresh_search_words(integer, integer) to service_role;

-- The active listings matching filters the bitmaps do not hold (words, a
-- distance, a range bound between buckets), as bits per chunk. Security
-- definer, so that the word conditions use their indexes (as the caller,
-- row-level security's barrier leaves the non-leakproof @@ and ILIKE to a
-- filter on every row); it answers bits of active listings only, which every
-- role may read, and its filters are validated and quoted by where_clause.
create function listing_search.matching_bits(filters jsonb)
returns table (chunk integer, bits bit(8192))
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query execute format(
    'select s.slot / 8192, bit_or(set_bit(0::bit(8192), s.slot %% 8192, 1))
       from public.vehicles v
       join listing_search.facet_slots s on s.vehicle_id = v.id
      where %s
      group by 1', listing_search.where_clause(filters));
end
$$;
revoke execute on function listing_search.matching_bits(jsonb) from public;
grant execute on function listing_search.matching_bits(jsonb) to anon, authenticated, service_role;

-- Counts ----------------------------------------------------------------------

-- SQL (per chunk row `a`) of the listings with any of `choices` as the
-- facet's value.
create function listing_search.value_bits_sql(facet text, choices text[]) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and b.facet = %L and b.value = any (%L::text[]))', facet, choices)
$$;

-- SQL (per chunk row `a`) of the listings with every one of `choices` (a list filter: features).
create function listing_search.all_bits_sql(facet text, choices text[]) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_and(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and b.facet = %L and b.value = any (%L::text[]) having count(*) = %s)',
                facet, choices, cardinality(choices))
$$;

-- SQL (per chunk row `a`) of the listings of a range filter within [low,
-- high] (either may be null), both multiples of the bucket: the whole
-- buckets from low's up to high's (whole groups of buckets from their group
-- rows, the buckets at either end from theirs, named so the primary key
-- finds them), plus the listings exactly on high.
create function listing_search.range_bits_sql(spec listing_search.filter_spec, low integer, high integer) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- The first and last whole bucket (bucket 1: value) in the range; null: unbounded.
  first_bucket integer := low / spec.bucket;
  last_bucket integer := case when spec.bucket = 1 then high else high / spec.bucket - 1 end;
  step integer := listing_search.bucket_group(spec);
  -- The first and last whole group of buckets in the range.
  first_group integer;
  last_group integer;
  buckets integer[];
  parts text[] := '{}';
begin
  if step is null or (first_bucket is not null and last_bucket is not null and last_bucket - first_bucket < 2 * step) then
    if first_bucket is null or last_bucket is null then
      parts := parts || format('(b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %2$s and %3$s)',
                               spec.id, coalesce(first_bucket, -2147483648), coalesce(last_bucket, 2147483647));
    else
      buckets := array(select generate_series(first_bucket, last_bucket));
    end if;
  else
    first_group := case when first_bucket is not null then (first_bucket + step - 1) / step end;
    last_group := case when last_bucket is not null then (last_bucket + 1) / step - 1 end;
    parts := parts || format('(b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %2$s and %3$s)',
                             spec.id || '~', coalesce(first_group, -2147483648), coalesce(last_group, 2147483647));
    buckets := array(select generate_series(first_bucket, first_group * step - 1)) || array(select generate_series((last_group + 1) * step, last_bucket));
  end if;
  if cardinality(buckets) > 0 then
    parts := parts || format('(b.facet = %L and b.value = any (%L::text[]))', spec.id, buckets::text[]);
  end if;
  if spec.bucket > 1 and high is not null and (low is null or high >= low) then
    parts := parts || format('(b.facet = %L and b.value = %L)', spec.id || '=', (high / spec.bucket)::text);
  end if;
  return format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b where b.chunk = a.chunk and (%s))',
                coalesce(nullif(array_to_string(parts, ' or '), ''), 'false'));
end
$$;

-- One filter's entry in the counts (vehicle_facets), from the counted
-- bitmap rows {f: facet, v: value, n: listings, p: present}: per option
-- value (a choice's covers widening each option), per bucket and edge ('=3')
-- for a range, 'true' for a flag; a scoped choice (model) lists the values
-- present among the active listings of its scope (zero counts too), and
-- only when the scope's filter is set.
create function listing_search.facet_entry(spec listing_search.filter_spec, counted jsonb, filters jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with rows as (
    select r.f, r.v, r.n, r.p from jsonb_to_recordset(counted) r (f text, v text, n bigint, p bigint)
  )
  select case
    when spec.kind = 'flag' then
      jsonb_build_object('true', (select coalesce(sum(r.n), 0) from rows r where r.f = spec.id))
    when spec.kind = 'range' then
      (select coalesce(jsonb_object_agg(case when r.f = spec.id then r.v else '=' || r.v end, r.n), '{}')
         from rows r where r.f in (spec.id, spec.id || '=') and r.n > 0)
    when spec.scope is not null then
      (select coalesce(jsonb_object_agg(r.v::jsonb ->> 1, r.n), '{}')
         from rows r
        where r.f = spec.id and r.p > 0
          and r.v::jsonb ->> 0 = filters ->> (select t.key from listing_search.filter_specs() t where t.id = spec.scope))
    when spec.covers is not null then
      (select coalesce(jsonb_object_agg(o.option, (select coalesce(sum(r.n), 0) from rows r
                                                      where r.f = spec.id and r.v = any (listing_search.covered(spec.covers, array[o.option])))), '{}')
         from jsonb_object_keys(spec.covers) o (option))
    else
      (select coalesce(jsonb_object_agg(r.v, r.n), '{}') from rows r where r.f = spec.id and r.n > 0)
  end
$$;

-- The bitmaps of a search, as SQL: `prefix` is a WITH list ending in
-- `bases`, one row per chunk: `total`, the listings passing every filter;
-- `present`, the active listings of the searched type; and per counted group
-- `base_{group}`, the listings passing every filter but the group's own. Per
-- chunk, the listings passing the filters that are not counted (a slider's
-- range, every chosen feature, words (from their bitmaps when each word has
-- one), a distance, a bound between buckets) AND each counted filter's mask (make and model are one: a model is counted
-- within its make). `base_of` picks a counted facet's base (over chunk rows
-- `o` and bases `b`), `counted_facets` names them. With total_only, no
-- counted facets, and no prefix (null) when the bitmaps do not hold every
-- filter.
create function listing_search.bits_sql(
  filters jsonb,
  total_only boolean,
  out prefix text,
  out base_of text,
  out counted_facets text[]
)
language plpgsql
stable
set search_path = ''
as $$
declare
  spec listing_search.filter_spec;
  chosen text[];
  low integer;
  high integer;
  group_name text;
  -- Per counted group: the SQL of its mask (per chunk a).
  masks jsonb := '{}';
  fixed text := 'a.bits';
  -- Filters the bitmaps do not hold, per group ('' for the filters not counted): a matching_bits mask each.
  fallback jsonb := '{}';
  matched text := '';
  scope_value text;
  total text;
  bases text := '';
  groups text[];
  g text;
  words text[];
begin
  base_of := 'case o.facet';
  counted_facets := '{}';
  perform listing_search.where_clause(filters);
  if jsonb_typeof(filters) is distinct from 'object' then
    filters := '{}';
  end if;
  for spec in select * from listing_search.filter_specs() loop
    group_name := null;
    case spec.kind
      when 'choice' then
        if coalesce(filters -> spec.key, 'null'::jsonb) <> 'null'::jsonb then
          chosen := listing_search.chosen_values(spec.key, filters -> spec.key, spec.multiple, spec.choices, spec.max_length);
          if spec.match_all then
            fixed := fixed || ' & ' || listing_search.all_bits_sql(spec.id, chosen);
          else
            chosen := listing_search.covered(spec.covers, chosen);
            if spec.scope is not null then
              scope_value := filters ->> (select t.key from listing_search.filter_specs() t where t.id = spec.scope);
              if scope_value is null then
                fallback := jsonb_set(fallback, array[spec.scope], coalesce(fallback -> spec.scope, '{}')
                                                                   || jsonb_build_object(spec.key, filters -> spec.key));
              else
                chosen := array(select jsonb_build_array(scope_value, c)::text from unnest(chosen) c);
                group_name := spec.scope;
              end if;
            else
              group_name := spec.id;
            end if;
            if group_name is not null then
              masks := jsonb_set(masks, array[group_name], to_jsonb(concat_ws(' & ', masks ->> group_name,
                                   listing_search.value_bits_sql(spec.id, chosen))));
            end if;
          end if;
        end if;
        if spec.counted then
          counted_facets := counted_facets || spec.id;
          base_of := base_of || format(' when %L then %s', spec.id,
                                       case when spec.match_all then 'b.total' else 'b.' || quote_ident('base_' || coalesce(spec.scope, spec.id)) end);
        end if;
      when 'range' then
        low := case when coalesce(filters -> spec.min_key, 'null') <> 'null' then (filters -> spec.min_key)::integer end;
        high := case when coalesce(filters -> spec.max_key, 'null') <> 'null' then (filters -> spec.max_key)::integer end;
        if low % spec.bucket <> 0 or high % spec.bucket <> 0 then
          group_name := case when spec.counted then spec.id else '' end;
          fallback := jsonb_set(fallback, array[group_name], coalesce(fallback -> group_name, '{}')
                                || jsonb_strip_nulls(jsonb_build_object(coalesce(spec.min_key, '-'), low, coalesce(spec.max_key, '-'), high))
                                - '-');
        elsif low is not null or high is not null then
          if spec.counted then
            masks := masks || jsonb_build_object(spec.id, listing_search.range_bits_sql(spec, low, high));
          else
            fixed := fixed || ' & ' || listing_search.range_bits_sql(spec, low, high);
          end if;
        end if;
        if spec.counted then
          counted_facets := counted_facets || spec.id || (spec.id || '=');
          base_of := base_of || format(' when %1$L then b.%2$I when %3$L then b.%2$I', spec.id, 'base_' || spec.id, spec.id || '=');
        end if;
      when 'flag' then
        if coalesce(filters -> spec.key, 'null'::jsonb) <> 'null'::jsonb then
          masks := masks || jsonb_build_object(spec.id, listing_search.value_bits_sql(spec.id, array['true']));
        end if;
        counted_facets := counted_facets || spec.id;
        base_of := base_of || format(' when %L then b.%I', spec.id, 'base_' || spec.id);
      else
        if coalesce(filters -> spec.key, 'null'::jsonb) <> 'null'::jsonb then
          words := case when spec.kind = 'words' then
            array(select lower(w) from unnest(listing_search.words(
              listing_search.text_value(spec.key, filters -> spec.key, spec.max_length))) w) end;
          if cardinality(words) = 0 then
            -- No words: no condition (where_clause adds none).
            null;
          elsif cardinality(words) > 0
             and not exists (select from unnest(words) w
                              where not exists (select from listing_search.search_words s where s.word = w)) then
            -- Words with bitmaps: the listings holding each one.
            fixed := fixed || (select string_agg(' & ' || listing_search.value_bits_sql('word', array[w]), '')
                                 from unnest(words) w);
          else
            fallback := jsonb_set(fallback, '{""}', coalesce(fallback -> '', '{}') || jsonb_build_object(spec.key, filters -> spec.key));
          end if;
        end if;
    end case;
  end loop;
  base_of := base_of || ' else b.total end';
  -- The total alone (search_vehicles): from the bitmaps when they hold every
  -- filter, else null (the caller counts the rows).
  if total_only then
    if fallback <> '{}' then
      return;
    end if;
    counted_facets := '{}';
  end if;
  -- Each group's filters the bitmaps do not hold: one mask from the search conditions.
  for g in select k from jsonb_object_keys(fallback) k order by k loop
    matched := matched || format('%I as materialized (select m.chunk, m.bits from listing_search.matching_bits(%L) m), ',
                                 'matched_' || g, fallback -> g);
    if g = '' then
      fixed := fixed || format(' & coalesce((select m.bits from %I m where m.chunk = a.chunk), 0::bit(8192))', 'matched_');
    else
      masks := jsonb_set(masks, array[g], to_jsonb(concat_ws(' & ', masks ->> g,
                 format('coalesce((select m.bits from %I m where m.chunk = a.chunk), 0::bit(8192))', 'matched_' || g))));
    end if;
  end loop;

  -- Per chunk: the total (every mask) and, per counted group, every mask but
  -- its own (not for the total alone: planning and ANDing them cost more than
  -- the total).
  select array_agg(distinct coalesce(s.scope, s.id)) into groups
    from listing_search.filter_specs() s
   where s.counted and not s.match_all and not total_only;
  total := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident('m_' || k), '' order by k) from jsonb_object_keys(masks) k), '') || ')';
  foreach g in array coalesce(groups, '{}') loop
    bases := bases || format(', (c.fixed%s) as %I',
      coalesce((select string_agg(' & c.' || quote_ident('m_' || k), '' order by k) from jsonb_object_keys(masks) k where k <> g), ''),
      'base_' || g);
  end loop;

  prefix := format($query$
    with %1$s chunks as materialized (
      select a.chunk, a.bits as active, %2$s as fixed %3$s
        from listing_search.facet_bits a
       where a.facet = 'active' and a.value = ''
    ),
    bases as materialized (
      select c.chunk, %4$s as total, %6$s as present %5$s
        from chunks c
    )$query$,
    matched,
    fixed,
    coalesce((select string_agg(format(', %s as %I', masks ->> k, 'm_' || k), '' order by k) from jsonb_object_keys(masks) k), ''),
    total,
    bases,
    -- What a scoped filter lists (models of the make): the active listings of the searched type.
    case when masks ? 'type' then 'c.active & c.m_type' else 'c.active' end);
end
$$;
comment on function listing_search.bits_sql(jsonb, boolean) is
  'The search''s bitmaps as a WITH list ending in bases (per chunk: total, present, base per counted group); no prefix with total_only when the bitmaps do not hold every filter.';

-- vehicle_facets' answer from the bitmaps, as the caller: a filter's options
-- are counted against its base (every mask but its own), the total against
-- all of them.
create function listing_search.facet_counts_from_bits(filters jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  built record;
  answer_total bigint;
  counted_rows jsonb;
  answer jsonb;
begin
  built := listing_search.bits_sql(filters, false);
  if jsonb_typeof(filters) is distinct from 'object' then
    filters := '{}';
  end if;
  execute built.prefix || format($query$,
    counted as (
      select x.facet, x.value, sum(x.n) as n, sum(x.present) as present
        from (select o.facet, o.value, bit_count(%1$s & o.bits) as n, bit_count(b.present & o.bits) as present
                from bases b
                join listing_search.facet_bits o on o.chunk = b.chunk
               where o.facet = any (%2$L::text[])
              offset 0 -- counts each chunk row before grouping, so no bitmap is sorted
             ) x
       group by 1, 2
    )
    select (select coalesce(sum(bit_count(total)), 0) from bases),
           (select coalesce(jsonb_object_agg(g.facet, g.counted), '{}')
              from (select c.facet, jsonb_agg(jsonb_build_object('f', c.facet, 'v', c.value, 'n', c.n, 'p', c.present)) as counted
                      from counted c
                     group by c.facet) g)
  $query$, built.base_of, built.counted_facets)
  into answer_total, counted_rows;

  -- Each filter's entry from its own rows (a range's edges are facet 'id='):
  -- handing every filter all rows made reading them again most of the work.
  select jsonb_build_object('total', answer_total,
                            'facets', coalesce(jsonb_object_agg(s.id, listing_search.facet_entry(
                              s, coalesce(counted_rows -> s.id, '[]') || coalesce(counted_rows -> (s.id || '='), '[]'), filters)), '{}'))
    into answer
    from listing_search.filter_specs() s
   where s.counted;
  return answer;
end
$$;
comment on function listing_search.facet_counts_from_bits(jsonb) is
  'vehicle_facets'' answer: per counted filter and option, the listings matching the other filters; and the total.';

-- Answers kept until the listings change ------------------------------------
--
-- Many visitors ask for the same counts; an answer is kept (per role and
-- request) while listing_changes has not moved, and for a minute at most.

create sequence listing_search.listing_changes;
comment on sequence listing_search.listing_changes is
  'Moves at the commit of every transaction that changes a listing that is or was active.';

create unlogged table listing_search.facet_answers (
  request text primary key,
  listing_changes bigint not null,
  answer jsonb not null,
  stored_at timestamptz not null default now()
);
alter table listing_search.facet_answers enable row level security;
comment on table listing_search.facet_answers is
  'Cached vehicle_facets answers by role and request, void once listing_changes moves or after a minute.';
-- No policies: only the security definer functions below read and write it.
revoke all on listing_search.facet_answers from public, anon, authenticated;
create index facet_answers_listing_changes_idx on listing_search.facet_answers (listing_changes);

-- The cached answer for a request, or null.
create function listing_search.cached_facets(request text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select a.answer
    from listing_search.facet_answers a
   where a.request = cached_facets.request
     and a.listing_changes = (select c.last_value from listing_search.listing_changes c)
     and a.stored_at > now() - interval '1 minute'
$$;
revoke execute on function listing_search.cached_facets(text) from public;
grant execute on function listing_search.cached_facets(text) to anon, authenticated, service_role;

-- Keeps an answer computed under the given listing_changes value, and drops
-- answers of older values. Nothing in a read-only transaction (an RPC by GET).
create function listing_search.remember_facets(request text, changes bigint, answer jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if current_setting('transaction_read_only') = 'on' then
    return;
  end if;
  delete from listing_search.facet_answers a
   where a.listing_changes < changes or a.stored_at <= now() - interval '1 minute';
  insert into listing_search.facet_answers as a (request, listing_changes, answer)
  values (remember_facets.request, changes, remember_facets.answer)
  on conflict on constraint facet_answers_pkey do update
    set listing_changes = excluded.listing_changes, answer = excluded.answer, stored_at = excluded.stored_at;
end
$$;
revoke execute on function listing_search.remember_facets(text, bigint, jsonb) from public;
grant execute on function listing_search.remember_facets(text, bigint, jsonb) to anon, authenticated, service_role;

create function listing_search.current_listing_changes() returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select c.last_value from listing_search.listing_changes c
$$;
revoke execute on function listing_search.current_listing_changes() from public;
grant execute on function listing_search.current_listing_changes() to anon, authenticated, service_role;

-- Trigger: a listing that is or was active changed, so kept counts are void.
-- Deferred to commit, so an answer computed before the change is visible
-- cannot be stored under the new value.
create function listing_search.note_listing_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Once per transaction is enough.
  if current_setting('listing_search.changes_noted', true) is distinct from 'on' then
    perform nextval('listing_search.listing_changes');
    perform set_config('listing_search.changes_noted', 'on', true);
  end if;
  return null;
end
$$;
revoke execute on function listing_search.note_listing_change() from public, anon, authenticated;

create constraint trigger vehicles_note_listing_insert
  after insert on public.vehicles
  deferrable initially deferred
  for each row
  when (new.status = 'active')
  execute function listing_search.note_listing_change();

-- A view counts nothing the search reads.
create constraint trigger vehicles_note_listing_update
  after update on public.vehicles
  deferrable initially deferred
  for each row
  when ((old.status = 'active' or new.status = 'active')
        and (to_jsonb(old) - array['view_count', 'updated_at']) is distinct from (to_jsonb(new) - array['view_count', 'updated_at']))
  execute function listing_search.note_listing_change();

create constraint trigger vehicles_note_listing_delete
  after delete on public.vehicles
  deferrable initially deferred
  for each row
  when (old.status = 'active')
  execute function listing_search.note_listing_change();

-- The "replies within 24 h" counts follow the sellers who reply within 24 h.
create constraint trigger seller_reply_stats_note_insert
  after insert on public.seller_reply_stats
  deferrable initially deferred
  for each row
  when (new.replies_within_24h)
  execute function listing_search.note_listing_change();

create constraint trigger seller_reply_stats_note_update
  after update on public.seller_reply_stats
  deferrable initially deferred
  for each row
  when (old.replies_within_24h is distinct from new.replies_within_24h)
  execute function listing_search.note_listing_change();

create constraint trigger seller_reply_stats_note_delete
  after delete on public.seller_reply_stats
  deferrable initially deferred
  for each row
  when (old.replies_within_24h)
  execute function listing_search.note_listing_change();

-- The counts through the API: the kept answer while the listings have not
-- changed, else computed as the caller from the bitmaps and kept.
create function public.vehicle_facets(filters jsonb default '{}')
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  request text := md5(format('%s|%s', current_user, coalesce(filters::text, 'null')));
  changes bigint := listing_search.current_listing_changes();
  answer jsonb := listing_search.cached_facets(request);
begin
  if answer is null then
    answer := listing_search.facet_counts_from_bits(filters);
    perform listing_search.remember_facets(request, changes, answer);
  end if;
  return answer;
end
$$;
comment on function public.vehicle_facets(jsonb) is
  'Per-option counts of every counted search filter, each with the other filters applied, and the total (kept until listings change).';
revoke execute on function public.vehicle_facets(jsonb) from public;
grant execute on function public.vehicle_facets(jsonb) to anon, authenticated, service_role;

-- One listing against many searches -------------------------------------------
--
-- Saved-search matching (65_saved_searches.sql) decides for one listing what
-- listing_search.condition decides in a search, on the listing's values
-- (facts_sql) instead of written SQL, so thousands of searches are checked in
-- one query. These are its pieces for the kinds that need more than a value.

-- Per choice filter, the option values that accept a listing with these
-- facts: its own value, or the options whose covers hold it (a licence A1
-- listing is accepted by A1, A2 and A).
create function listing_search.accepts(facts jsonb) returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(s.id, case
           when s.covers is null then jsonb_build_array(facts -> s.id)
           else coalesce((select jsonb_agg(c.option) from jsonb_each(s.covers) c (option, listing_values)
                           where c.listing_values ? (facts ->> s.id)), '[]')
         end), '{}')
    from listing_search.filter_specs() s
   where s.kind = 'choice' and not s.match_all and facts ->> s.id is not null
$$;

-- Whether a listing has every word of a search term (the words condition of listing_search.condition).
create function listing_search.has_words(v public.vehicles, term text) returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select from unnest(listing_search.words(term)) w (word)
     where not (v.fts @@ websearch_to_tsquery('public.simple_unaccent'::regconfig, w.word)
                or v.make ilike '%' || w.word || '%'
                or v.model ilike '%' || w.word || '%'
                or v.title ilike '%' || w.word || '%'))
$$;

-- Whether a listing is within a near filter's radius (any distance: always).
create function listing_search.is_within(v public.vehicles, near jsonb) returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(near -> 'radiusKm', 'null'::jsonb) = 'null'::jsonb
      or coalesce(public.distance_km((near ->> 'lat')::double precision, (near ->> 'lng')::double precision,
                                     v.latitude, v.longitude) <= (near ->> 'radiusKm')::double precision, false)
$$;
