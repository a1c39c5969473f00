-- Full-text search, feature containment and partial-word matching (ilike
-- '*octa*') on the fields the search box covers. Under RLS, Postgres uses an
-- index for a condition only when its operator is leakproof; @@, @> and ilike
-- are not, so anon and authenticated requests check these on the rows the
-- indexes above find, and these GIN indexes serve the service role and
-- security-definer functions.
create index vehicles_features_idx on public.vehicles using gin (features);

create index vehicles_fts_idx on public.vehicles using gin (fts);

create index vehicles_title_trgm_idx on public.vehicles using gin (title extensions.gin_trgm_ops);

create index vehicles_make_trgm_idx on public.vehicles using gin (make extensions.gin_trgm_ops);

create index vehicles_model_trgm_idx on public.vehicles using gin (model extensions.gin_trgm_ops);

-- Listings within a radius, nearest first, as the caller may see them (RLS
-- applies: security invoker). Inlined by Postgres, so filters, order, limit
-- and count=exact that PostgREST adds run in the same query and use the
-- indexes: POST /rpc/vehicles_near {"lat":…,"lng":…,"radius_km":50}
-- ?type=eq.car&limit=24 with Prefer: count=exact. An explicit order (e.g.
-- order=price.asc) replaces nearest-first. "Any distance": radius_km 20038
-- (half the Earth's circumference).
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

grant execute on function public.vehicles_near(double precision, double precision, double precision) to anon, authenticated, service_role;

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

revoke execute on function public.vehicle_matches_search(uuid, jsonb) from public;

grant execute on function public.vehicle_matches_search(uuid, jsonb) to anon, authenticated, service_role;

-- Models of a make (the model facet and the model filter).
create index vehicles_make_model_idx on public.vehicles (make, model) include (type) where status = 'active';

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
  'One page of active listings matching the search filters, with the exact total.';

revoke execute on function public.search_vehicles(jsonb, text, integer, integer) from public;

grant execute on function public.search_vehicles(jsonb, text, integer, integer) to anon, authenticated, service_role;

comment on function public.search_vehicles(jsonb, text, integer, integer) is
  'One page of active listings matching the search filters, with the exact total (and distances with a centre).';

-- Four more listing filters, as the search migration's "HOW TO ADD A FILTER"
-- describes: body type, accident-free, "good price or better" and "replies
-- within 24 h", each one `when` branch in listing_search.condition, so the
-- results, the counts and saved searches follow from one definition.
--
--   bodyType      a list of body types, any of which (["estate", "suv"]): a
--                 buyer looks for "an estate or an SUV". Listings whose body
--                 type is unknown (older ones) match no body type.
--   accidentFree  true: the seller declares the vehicle accident-free (a
--                 listing that does not say is not counted as one).
--   goodPrice     true: rated great or good (vehicles.price_rating).
--   fastReply     true: the seller's median first reply is within 24 hours
--                 over at least 3 conversations (seller_reply_stats, whose
--                 rows the anon and authenticated roles may read exactly for
--                 those sellers, so row-level security agrees).
-- The flags take only `true`: an absent key is the filter off.
--
-- All four are options with counts, so they join listing_search.facet_keys()
-- and vehicle_facets answers "bodyType" (per body type, the other filters
-- applied) and "toggles" (how many results each flag would give with the
-- other filters applied).
--
-- vehicle_facets is reworked for speed at the same time (same arguments and
-- answer, plus the new entries):
--   * Its body moves to listing_search.facet_counts; vehicle_facets answers
--     from a cache of answers (listing_search.facet_answers) that is void as
--     soon as a listing that is or was active changes, and computes and keeps
--     the answer otherwise. It is therefore volatile now.
--   * The tag a row gets ("miss": the one option filter it fails) is built
--     from the option filters that are set only; with none set every row is
--     'none' and the scan does no per-row test.
--   * Two grouping sets instead of three (four with the new facets).
--   * The scan reads one covering index that also carries the new filter
--     columns (vehicles_search_facets_trust_idx replaces
--     vehicles_search_facets_idx, same key, more included columns), so it
--     stays an index-only scan.
-- See docs/PERFORMANCE.md ("Search") for the measurements.
--
-- Replaces: listing_search.condition, listing_search.facet_keys,
-- public.vehicle_facets (create or replace; search_vehicles and
-- vehicle_matches_search call condition unchanged).

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

create function listing_search.facet_keys() returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['type', 'make', 'model', 'fuelType', 'transmission', 'color', 'licence', 'mileageMax',
               'bodyType', 'accidentFree', 'goodPrice', 'fastReply']
$$;

-- The counts (vehicle_facets' answer), computed: every option of every
-- facet, each with the other filters applied ("Diesel (42)"), and the total
-- with all of them ("Show 42 vehicles"), in one scan. As in the search
-- migration: the scan reads the active listings that pass every filter
-- without options and tags each row with the one option filter it fails
-- ('none' when none; a row failing two counts for nothing and is dropped). A
-- row counts for facet k's options when its tag is 'none' or k. Make and
-- model are one facet (tag 'make'): the make counts leave the model out.
-- Two grouping sets give every count: the vehicle (type, make, model,
-- licence, body type, the three flags, features) and its specification
-- (fuel, transmission, colour, mileage step); each set is one more hash
-- table every scanned row goes through, so the new facets join the vehicle's
-- set rather than adding sets of their own. The flags'
-- counts ("toggles") are the rows with the flag among those the other
-- filters keep. Runs as the caller.
create function listing_search.facet_counts(filters jsonb, mileage_steps integer[])
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
  -- The option filters that are set: tag and condition, make and model as one.
  tags text[] := '{}';
  conditions text[] := '{}';
  key text;
  condition text;
  slot integer;
  miss text := '''none''';
  type_condition text := 'true';
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
  if jsonb_typeof(filters) = 'object' then
    foreach key in array option_keys loop
      continue when not filters ? key or filters -> key = 'null'::jsonb;
      -- A null (unknown) column fails the filter.
      condition := format('coalesce(%s, false)', listing_search.condition(key, filters -> key));
      if key = 'type' then
        type_condition := condition;
      end if;
      key := case key when 'model' then 'make' else key end;
      slot := array_position(tags, key);
      if slot is null then
        tags := tags || key;
        conditions := conditions || condition;
      else
        conditions[slot] := conditions[slot] || ' and ' || condition;
      end if;
    end loop;
  end if;
  if cardinality(tags) > 0 then
    miss := format('case %s when 0 then ''none'' when 1 then case %s end end',
      (select string_agg(format('(not (%s))::int', c), ' + ') from unnest(conditions) c),
      (select string_agg(format('when not (%s) then %L', c, t), ' ') from unnest(conditions, tags) x (c, t)));
  end if;
  if filters ? 'make' and filters -> 'make' <> 'null'::jsonb then
    make_condition := listing_search.condition('make', filters -> 'make');
    models := format($models$(
      select coalesce(jsonb_object_agg(present.model, coalesce(counted.total, 0)), '{}')
        from (select distinct v.model from public.vehicles v where v.status = 'active' and %s and %s) present
        left join (select g.model, sum(g.n) as total from groups g
                    where g.facet = 'vehicle' and g.miss in ('none', 'make') and %s
                    group by g.model) counted
          on counted.model = present.model)$models$,
      type_condition, make_condition, replace(make_condition, 'v.make', 'g.make'));
  end if;
  -- The categories each licence covers (A every two-wheeler, B cars and mopeds).
  select string_agg(format('(%L, %L::text[])', l, listing_search.licence_covers(l)), ', ') into coverage
    from unnest(array['AM', 'A1', 'A2', 'A', 'B']) l;

  execute format($query$
    with scanned as (
      select v.type, v.make, v.model, v.licence_category, v.body_type, v.features,
             coalesce(%3$s, false) as accident_free,
             coalesce(%4$s, false) as good_price,
             coalesce(%5$s, false) as fast_reply,
             v.fuel_type, v.transmission, v.color, %2$s as bucket,
             %6$s as miss
        from public.vehicles v
       where %1$s
      offset 0 -- computes miss once per row, not once per grouping set
    ),
    groups as (
      select case when grouping(type) = 0 then 'vehicle' else 'spec' end as facet,
             miss, type, make, model, licence_category, body_type, accident_free, good_price, fast_reply, features,
             fuel_type, transmission, color, bucket, count(*) as n
        from scanned
       where miss is not null
       group by grouping sets (
         (miss, type, make, model, licence_category, body_type, accident_free, good_price, fast_reply, features),
         (miss, fuel_type, transmission, color, bucket))
    ),
    options as (
      select o.facet, o.value, sum(g.n) as total
        from groups g
       cross join lateral (values ('type', g.type), ('make', g.make), ('bodyType', g.body_type),
                                  ('fuelType', g.fuel_type), ('transmission', g.transmission),
                                  ('color', g.color)) o (facet, value)
       where o.value is not null and g.miss in ('none', o.facet)
       group by 1, 2
    )
    select jsonb_build_object(
      'total', (select coalesce(sum(n), 0) from groups where facet = 'vehicle' and miss = 'none'),
      'type', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'type'),
      'make', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'make'),
      'model', %7$s,
      'fuelType', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'fuelType'),
      'transmission', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'transmission'),
      'color', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'color'),
      'bodyType', (select coalesce(jsonb_object_agg(value, total), '{}') from options where facet = 'bodyType'),
      'licence', (select jsonb_object_agg(l.licence, coalesce(t.total, 0))
                    from (values %8$s) l (licence, covers)
                    left join lateral (select sum(g.n) as total from groups g
                                        where g.facet = 'vehicle' and g.miss in ('none', 'licence')
                                          and g.licence_category = any (l.covers)) t on true),
      'mileageMax', (select coalesce(jsonb_object_agg(s.step::text, coalesce(t.total, 0)), '{}')
                       from unnest(%9$L::integer[]) with ordinality s (step, i)
                       left join lateral (select sum(g.n) as total from groups g
                                           where g.facet = 'spec' and g.miss in ('none', 'mileageMax')
                                             and g.bucket < s.i) t on true),
      'toggles', (select jsonb_build_object(
                           'accidentFree', coalesce(sum(n) filter (where accident_free and miss in ('none', 'accidentFree')), 0),
                           'goodPrice', coalesce(sum(n) filter (where good_price and miss in ('none', 'goodPrice')), 0),
                           'fastReply', coalesce(sum(n) filter (where fast_reply and miss in ('none', 'fastReply')), 0))
                    from groups where facet = 'vehicle'),
      'features', (select coalesce(jsonb_object_agg(feature, total), '{}')
                     from (select feature, sum(g.n) as total
                             from groups g, unnest(g.features) feature
                            where g.facet = 'vehicle' and g.miss = 'none'
                            group by feature) t)
    )
  $query$,
    base, bucket,
    listing_search.condition('accidentFree', 'true'),
    listing_search.condition('goodPrice', 'true'),
    listing_search.condition('fastReply', 'true'),
    miss, models, coverage, steps)
  into result;
  return result;
end
$$;

comment on function listing_search.facet_counts(jsonb, integer[]) is
  'Per-option counts of every search facet, each with the other filters applied, and the total; computed as the caller.';

-- Answers of vehicle_facets, kept until the listings change. A visitor's
-- first page, and every visitor after them on the same search, asks for the
-- same counts; computing them scans every active listing the search's
-- ranges keep (80-300 ms at 100k listings), reading them here takes one
-- index lookup. Valid while listing_search.listing_changes has not moved
-- (the triggers below move it when a listing that is or was active changes,
-- at commit) and for at most a minute (the window between that move and the
-- commit's visibility, however short, cannot leave a stale answer for long).
-- Keyed by the caller's role and the request: the search reads active
-- listings only, which every role sees alike (the vehicles policies); a
-- policy that hid some active listings from some users would have to key by
-- user or skip this cache. Unlogged: a cache, lost on a crash, not replicated.
create sequence listing_search.listing_changes;

comment on sequence listing_search.listing_changes is
  'Moves when a listing that is or was active changes (at commit); cached facet answers of an older value are void.';

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

-- Trigger: a listing that is or was active changed, so cached counts are void.
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

-- The facet scan reads every facet column of the active listings of a type
-- (or of all types); the new filters' columns join them, so it stays an
-- index-only scan. Same key as the index it replaces.
create index vehicles_search_facets_trust_idx on public.vehicles (status, type)
  include (make, model, fuel_type, transmission, color, licence_category, mileage, price, year, engine_size,
           body_type, accident_free, price_rating, seller_id, features);

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
create function listing_search.condition(key text, value jsonb) returns text
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

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

comment on function listing_search.condition(text, jsonb) is
  'The SQL condition one search filter adds (alias v); the one definition of the listing search.';

-- Unchanged but for its volatility: the conditions read public.places.
create function listing_search.where_clause(filters jsonb, leave_out text[] default '{}') returns text
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

comment on function listing_search.where_clause(jsonb, text[]) is 'WHERE clause (alias v) of a listing search over active listings.';

-- One descent per place of the radius into the active listings of the
-- searched type, within the price range when there is one (the most common
-- filter: an entry outside it is never read); the included columns are
-- those vehicles_near_search_idx carried (filters, sorts, the policies'
-- seller_id) plus the coordinates for the distance.
create index vehicles_place_search_idx on public.vehicles (place_id, type, price)
  include (status, year, mileage, created_at, id, seller_id, make, model, fuel_type, transmission, color,
           engine_size, licence_category, features, body_type, accident_free, price_rating, latitude, longitude)
  where status = 'active';

create index vehicles_near_idx on public.vehicles (latitude, longitude) include (type, status);

-- Facet counts from bitmaps of the active listings, kept by triggers, so a
-- computed vehicle_facets answer no longer reads every listing the search's
-- ranges keep.
--
-- Why: the target (docs/PERFORMANCE.md, "Search") is the facet-count RPC at
-- p95 <= 40 ms through the HTTP API at 100k listings, on PGlite too. Counted
-- by scanning (listing_search.facet_counts) a computed answer took 55-126 ms
-- median natively on a quiet machine and 3-4x that on PGlite: ~75,000 rows
-- read and hashed into two grouping sets per request. Search engines count
-- facets with a bitmap per option value; Postgres has bit strings with
-- bitwise AND and OR and bit_count (Postgres 14+), on PGlite, native
-- Postgres and hosted Supabase alike, with no extension.
--
-- The bitmaps:
--   * Every listing that has been active gets a slot (listing_search.
--     facet_slots), a small integer; bit `slot % 8192` of chunk `slot / 8192`
--     stands for it. Slots are not reused (a deleted listing's slot stays
--     empty); a chunk row whose bits are all clear is dropped.
--   * listing_search.facet_bits holds one row per (chunk, facet, value): the
--     active listings of that chunk with that value. Facets: 'active' (value
--     ''), type, make, model (value: the JSON array [make, model]), fuelType,
--     transmission, color, licence (the listing's category), bodyType,
--     accidentFree, goodPrice and fastReply (value 'true'), feature (one per
--     feature held), and the ranges in buckets: year (the year), price (per
--     EUR 1,000), mileage (per 5,000 km), engineSize (per 100 cc), each
--     with a second facet ('price=' ...) for the listings exactly on a
--     bucket's lower edge, so "at most EUR 20,000" is the buckets below 20
--     plus the listings at exactly 20,000.
--   * Statement-level triggers on vehicles (transition tables) and on
--     seller_reply_stats (fastReply) set and clear bits in the writing
--     transaction, so the bitmaps commit with the listings and every
--     snapshot sees them agree. Chunk rows are updated in (chunk, facet,
--     value) order, so two statements never wait on each other in a cycle.
--
-- Counting (listing_search.facet_counts_from_bits, as the caller): per chunk,
-- the listings passing the filters without options (ranges, features) AND
-- each option filter's mask (the OR of its values' bitmaps); a facet's
-- options are counted against the AND of every mask but its own (the other
-- filters applied), the total against all of them: a bit_count per option
-- and chunk, about 300 per chunk. Same answer as the scan, key for key (an
-- integration test compares them over many searches and writes). The scan
-- stays for what the bitmaps cannot answer: a distance (`near` with a
-- radius), and a range bound off the buckets (a hand-edited URL; the
-- filters' controls move in whole buckets: price in EUR 1,000, mileage in
-- the MILEAGE_OPTIONS steps, which are multiples of 5,000 km). A search
-- word's listings come from the full-text and title indexes as bitmaps
-- (listing_search.word_bits), its make and model part from their bitmaps.
--
-- Row-level security: the bitmaps hold active listings only, which every
-- role may read (the vehicles policies), and the sellers whose replies the
-- seller_reply_stats policies show (replies_within_24h needs 3 or more
-- conversations, the policies' own condition); anon and authenticated read
-- them through one select policy each. A policy that hid some active
-- listings from some users would have to be mirrored here, as the kept
-- answers (listing_search.facet_answers) already note.
--
-- Cost on writes: one statement-level trigger call per statement on
-- vehicles, diffing the changed rows' keys (about 20 a listing); a listing
-- published or withdrawn updates about 20 chunk rows of 1 KB each. Writers
-- of listings in the same chunk (8,192 consecutive slots) wait for each
-- other's chunk rows until commit.
--
-- A filter added later is counted by the scan until facet_bit_keys gives
-- it keys and facet_counts_from_bits a `when` branch (its mask, and for an
-- option filter its name in option_facets); the integration test
-- tests/integration/facet-bitmaps.test.ts compares both answers.
--
-- Replaced: public.vehicle_facets (create or replace, same signature and
-- answer): bitmaps when they can answer, else the scan, kept as before.
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

create index facet_bits_facet_value_idx on listing_search.facet_bits (facet, value);

create policy "Visitors can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to anon
  using (true);

create policy "Users can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to authenticated
  using (true);

-- The bitmap keys (facet, value) of one active listing.
create function listing_search.facet_bit_keys(v public.vehicles)
returns table (facet text, value text)
language sql
stable
set search_path = ''
as $$
  select k.facet, k.value
    from (values
      ('active', ''),
      ('type', v.type),
      ('make', v.make),
      ('model', jsonb_build_array(v.make, v.model)::text),
      ('fuelType', v.fuel_type),
      ('transmission', v.transmission),
      ('color', v.color),
      ('licence', v.licence_category),
      ('bodyType', v.body_type),
      ('accidentFree', case when v.accident_free then 'true' end),
      ('goodPrice', case when v.price_rating in ('great', 'good') then 'true' end),
      ('fastReply', case when exists (select from public.seller_reply_stats f
                                      where f.seller_id = v.seller_id and f.replies_within_24h) then 'true' end),
      ('year', v.year::text),
      ('price', (v.price / 1000)::text),
      ('price=', case when v.price % 1000 = 0 then (v.price / 1000)::text end),
      ('mileage', (v.mileage / 5000)::text),
      ('mileage=', case when v.mileage % 5000 = 0 then (v.mileage / 5000)::text end),
      ('engineSize', (v.engine_size / 100)::text),
      ('engineSize=', case when v.engine_size % 100 = 0 then (v.engine_size / 100)::text end)
    ) k (facet, value)
   where k.value is not null
  union
  select 'feature', f from unnest(v.features) f where f is not null
$$;

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

-- The query (run by the triggers below, which alone see their transition
-- tables) that turns rows (slot, facet, value, added) of `changes` into one
-- row per chunk row to change, with the bits to set and to clear, in key order.
create function listing_search.facet_changes_sql(changes text) returns text
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

-- Trigger (statement level, transition tables old_rows/new_rows): the keys
-- of the rows before and after, diffed, become bits set and cleared, chunk
-- row by chunk row in key order.
create function listing_search.track_facet_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys constant text := $keys$
    select s.slot, k.facet, k.value
      from %s r
      join listing_search.facet_slots s on s.vehicle_id = r.id
     cross join lateral listing_search.facet_bit_keys(r) k
     where r.status = 'active'$keys$;
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
  for change in execute listing_search.facet_changes_sql(format($changes$
    with before (slot, facet, value) as (%s), after (slot, facet, value) as (%s)
    select *, true from (select * from after except select * from before) a
    union all
    select *, false from (select * from before except select * from after) b$changes$,
    case when tg_op = 'INSERT' then nothing else format(keys, 'old_rows') end,
    case when tg_op = 'DELETE' then nothing else format(keys, 'new_rows') end))
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

-- Trigger (statement level): a seller who starts or stops replying within
-- 24 h sets or clears the fastReply bits of their active listings.
create function listing_search.track_fast_reply_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  nothing constant text := 'select null::uuid, false where false';
  change record;
begin
  for change in execute listing_search.facet_changes_sql(format($changes$
    with before (seller_id, fast) as (%s), after (seller_id, fast) as (%s),
    changed as (
      select coalesce(a.seller_id, b.seller_id) as seller_id, coalesce(a.fast, false) as fast
        from after a
        full join before b on b.seller_id = a.seller_id
       where coalesce(a.fast, false) is distinct from coalesce(b.fast, false)
    )
    select s.slot, 'fastReply', 'true', c.fast
      from changed c
      join public.vehicles v on v.seller_id = c.seller_id and v.status = 'active'
      join listing_search.facet_slots s on s.vehicle_id = v.id$changes$,
    case when tg_op = 'INSERT' then nothing else 'select seller_id, replies_within_24h from old_rows' end,
    case when tg_op = 'DELETE' then nothing else 'select seller_id, replies_within_24h from new_rows' end))
  loop
    perform listing_search.change_facet_bits(change.chunk, change.facet, change.value, change.added, change.removed);
  end loop;
  return null;
end
$$;

revoke execute on function listing_search.track_fast_reply_bits() from public, anon, authenticated;

create trigger seller_reply_stats_facet_bits_insert
  after insert on public.seller_reply_stats
  referencing new table as new_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

create trigger seller_reply_stats_facet_bits_update
  after update on public.seller_reply_stats
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

create trigger seller_reply_stats_facet_bits_delete
  after delete on public.seller_reply_stats
  referencing old table as old_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

-- Builds the slots and bitmaps afresh from the listings: run below for the
-- listings already stored, and after writes made with triggers off
-- (session_replication_role = replica, as bulk loads do).
create function listing_search.rebuild_facet_bits() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.vehicles in share mode;
  delete from listing_search.facet_bits;
  delete from listing_search.facet_slots s
   where not exists (select from public.vehicles v where v.id = s.vehicle_id);
  insert into listing_search.facet_slots (vehicle_id, slot)
  select v.id, nextval('listing_search.facet_slot_numbers')
    from public.vehicles v
   where v.status = 'active'
     and not exists (select from listing_search.facet_slots s where s.vehicle_id = v.id)
   order by v.created_at, v.id;
  insert into listing_search.facet_bits (chunk, facet, value, bits)
  select s.slot / 8192, k.facet, k.value, bit_or(set_bit(0::bit(8192), s.slot % 8192, 1))
    from public.vehicles v
    join listing_search.facet_slots s on s.vehicle_id = v.id
   cross join lateral listing_search.facet_bit_keys(v) k
   where v.status = 'active'
   group by 1, 2, 3;
end
$$;

revoke execute on function listing_search.rebuild_facet_bits() from public, anon, authenticated;

grant execute on function listing_search.rebuild_facet_bits() to service_role;

-- SQL (per chunk row `a`) of the listings with any of the values of a facet.
create function listing_search.value_bits_sql(facet text, choices text[]) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and b.facet = %L and b.value = any (%L::text[]))', facet, choices)
$$;

-- SQL (per chunk row `a`) of the listings of a bucketed range from bucket
-- `low` up to the edge of bucket `high` (the listings at exactly that edge
-- included; either bound may be null).
create function listing_search.range_bits_sql(facet text, low integer, high integer) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and ((b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %3$s and %4$s - 1)'
                || ' or (b.facet = %2$L and (case when b.facet = %2$L then b.value::integer end) = %4$s and %4$s >= %3$s)))',
                facet, facet || '=', coalesce(low, -1), coalesce(high, 1000000000))
$$;

-- The active listings one search word finds by their text (the full-text
-- index or part of the title), as bitmaps per chunk; the make and model
-- parts of the word's condition are read from the make and model bitmaps.
-- Security definer so that the word conditions use their indexes
-- (vehicles_fts_idx, vehicles_title_trgm_idx): as the caller, row-level
-- security's barrier leaves the non-leakproof @@ and ILIKE to a filter on
-- every row (the scan's 150-250 ms at 100k). It reads active listings only,
-- which every role may read, and answers bits, not rows.
create function listing_search.word_bits(word text)
returns table (chunk integer, bits bit(8192))
language sql
stable
security definer
set search_path = ''
as $$
  select s.slot / 8192, bit_or(set_bit(0::bit(8192), s.slot % 8192, 1))
    from public.vehicles v
    join listing_search.facet_slots s on s.vehicle_id = v.id
   where v.status = 'active'
     and (v.fts @@ websearch_to_tsquery('public.simple_unaccent', word) or v.title ilike '%' || word || '%')
   group by 1
$$;

revoke execute on function listing_search.word_bits(text) from public;

grant execute on function listing_search.word_bits(text) to anon, authenticated, service_role;

-- vehicle_facets' answer from the bitmaps, or null when the search needs the
-- scan (a distance, a range bound off the buckets, a filter the bitmaps do
-- not know). Validates the filters and the mileage steps exactly as the scan
-- does, with the same errors. Runs as the caller.
create function listing_search.facet_counts_from_bits(filters jsonb, mileage_steps integer[])
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  option_facets constant text[] := array['type', 'make', 'fuelType', 'transmission', 'color', 'licence',
                                         'mileageMax', 'bodyType', 'accidentFree', 'goodPrice', 'fastReply'];
  entry record;
  steps integer[];
  number integer;
  -- Range bounds in buckets ([low, high] with the listings at exactly high's edge).
  price_low integer;
  price_high integer;
  year_low integer;
  year_high integer;
  engine_low integer;
  engine_high integer;
  features text[];
  words text[] := '{}';
  word_ctes text := '';
  make text;
  model text;
  -- Per option facet: the SQL of its mask (the OR of the chosen values' bits, per chunk a).
  masks jsonb := '{}';
  fixed text := 'a.bits';
  total text;
  bases text := '';
  base_of text := '';
  counted_facets text[];
  facet text;
  expression text;
  models text := '''{}''::jsonb';
  result jsonb;
begin
  perform listing_search.where_clause(filters);
  select coalesce(array_agg(distinct s order by s), '{}') into steps
    from unnest(coalesce(mileage_steps, '{}')) s
   where s between 0 and 2000000;
  if cardinality(steps) > 20 then
    raise exception 'mileage_steps holds at most 20 values' using errcode = '22023';
  end if;
  if exists (select from unnest(steps) s where s % 5000 <> 0) then
    return null;
  end if;
  if jsonb_typeof(filters) is distinct from 'object' then
    filters := '{}';
  end if;
  for entry in select e.key, e.value from jsonb_each(filters) e where e.value <> 'null'::jsonb loop
    case entry.key
      when 'searchTerm' then
        words := listing_search.words(entry.value ->> 0);
      when 'near' then
        if (listing_search.near_centre(entry.key, entry.value))[3] is not null then
          return null;
        end if;
      when 'minPrice', 'maxPrice', 'engineSizeMin', 'engineSizeMax', 'mileageMax' then
        number := (entry.value)::integer;
        if number % (case entry.key when 'mileageMax' then 5000 when 'minPrice' then 1000
                                    when 'maxPrice' then 1000 else 100 end) <> 0 then
          return null;
        end if;
        case entry.key
          when 'minPrice' then price_low := number / 1000;
          when 'maxPrice' then price_high := number / 1000;
          when 'engineSizeMin' then engine_low := number / 100;
          when 'engineSizeMax' then engine_high := number / 100;
          else
            masks := masks || jsonb_build_object('mileageMax', listing_search.range_bits_sql('mileage', null, number / 5000));
        end case;
      when 'minYear' then year_low := (entry.value)::integer;
      when 'maxYear' then year_high := (entry.value)::integer;
      when 'features' then
        select array_agg(distinct f) into features from jsonb_array_elements_text(entry.value) f;
      when 'type' then
        masks := masks || jsonb_build_object('type', listing_search.value_bits_sql('type', array[entry.value ->> 0]));
      when 'make' then make := entry.value ->> 0;
      when 'model' then model := entry.value ->> 0;
      when 'licence' then
        masks := masks || jsonb_build_object('licence',
          listing_search.value_bits_sql('licence', listing_search.licence_covers(entry.value ->> 0)));
      when 'bodyType' then
        masks := masks || jsonb_build_object('bodyType', listing_search.value_bits_sql('bodyType',
          array(select jsonb_array_elements_text(entry.value))));
      when 'accidentFree', 'goodPrice', 'fastReply' then
        masks := masks || jsonb_build_object(entry.key, listing_search.value_bits_sql(entry.key, array['true']));
      when 'fuelType', 'transmission', 'color' then
        masks := masks || jsonb_build_object(entry.key, listing_search.value_bits_sql(entry.key, array[entry.value ->> 0]));
      else
        -- A filter the bitmaps do not know (one added after them): the scan counts it.
        return null;
    end case;
  end loop;

  -- The filters without options.
  if price_low is not null or price_high is not null then
    fixed := fixed || ' & ' || listing_search.range_bits_sql('price', price_low, price_high);
  end if;
  if year_low is not null or year_high is not null then
    -- Every year is a bucket of its own (no edge key): up to the edge of the year after.
    fixed := fixed || ' & ' || listing_search.range_bits_sql('year', year_low, year_high + 1);
  end if;
  if engine_low is not null or engine_high is not null then
    fixed := fixed || ' & ' || listing_search.range_bits_sql('engineSize', engine_low, engine_high);
  end if;
  if features is not null then
    fixed := fixed || ' & ' || format(
      '(select coalesce(bit_and(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
      || ' where b.chunk = a.chunk and b.facet = ''feature'' and b.value = any (%1$L::text[]) having count(*) = %2$s)',
      features, cardinality(features));
  end if;
  -- Each word: its make or model, or its text (word_bits).
  for number in 1 .. cardinality(words) loop
    word_ctes := word_ctes || format('word_%s as materialized (select w.chunk, w.bits from listing_search.word_bits(%L) w), ',
                                     number, words[number]);
    fixed := fixed || ' & ' || format(
      '((select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b where b.chunk = a.chunk'
      || ' and ((b.facet = ''make'' and b.value ilike %1$L)'
      || ' or (b.facet = ''model'' and (case when b.facet = ''model'' then b.value::jsonb ->> 1 end) ilike %1$L)))'
      || ' | coalesce((select w.bits from word_%2$s w where w.chunk = a.chunk), 0::bit(8192)))',
      '%' || words[number] || '%', number);
  end loop;
  -- Make and model are one facet (the make counts leave the model out).
  if make is not null or model is not null then
    masks := masks || jsonb_build_object('make', concat_ws(' & ',
      case when make is not null then listing_search.value_bits_sql('make', array[make]) end,
      case when model is not null then format(
        '(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
        || ' where b.chunk = a.chunk and b.facet = ''model'' and (case when b.facet = ''model'' then b.value::jsonb ->> 1 end) = %L)',
        model) end));
  end if;
  if make is not null then
    -- Every model of the make among the active listings of the type (zero counts too).
    models := format($models$(
      select coalesce(jsonb_object_agg(c.value::jsonb ->> 1, c.n), '{}')
        from counted c
       where c.facet = 'model' and starts_with(c.value, %L) and c.present > 0)$models$,
      left(jsonb_build_array(make, '')::text, -3));
  end if;

  -- Per chunk: the total (every filter) and, per option facet, every filter but its own.
  total := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident(k), '' order by k) from jsonb_object_keys(masks) k), '') || ')';
  foreach facet in array option_facets loop
    if masks ? facet then
      expression := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident(k), '' order by k)
                                              from jsonb_object_keys(masks) k where k <> facet), '') || ')';
    else
      expression := total;
    end if;
    bases := bases || format(', %s as %I', expression, 'base_' || facet);
  end loop;
  -- The bitmap facets each option facet counts (the make's include its models', the mileage's
  -- its edge key), each against that facet's base; features against the total.
  select 'case o.facet' || string_agg(format(' when %L then b.%I', k, 'base_' || f), '') || ' else b.total end',
         array_agg(k) || '{feature}'
    into base_of, counted_facets
    from unnest(option_facets) f
   cross join lateral unnest(case f when 'make' then array['make', 'model']
                                    when 'mileageMax' then array['mileage', 'mileage=']
                                    else array[f] end) k;

  execute format($query$
    with %10$s chunks as materialized (
      select a.chunk, a.bits as active, %1$s as fixed %2$s
        from listing_search.facet_bits a
       where a.facet = 'active' and a.value = ''
    ),
    bases as materialized (
      select c.chunk, %3$s as total, c.active & %4$s as present %5$s
        from chunks c
    ),
    counted as (
      select x.facet, x.value, sum(x.n) as n, sum(x.present) as present
        from (select o.facet, o.value, bit_count(%6$s & o.bits) as n,
                     case when o.facet = 'model' then bit_count(b.present & o.bits) end as present
                from bases b
                join listing_search.facet_bits o on o.chunk = b.chunk
               where o.facet = any (%11$L::text[]) and (o.facet <> 'model' or %7$L)
              offset 0 -- counts each chunk row before grouping, so no bitmap is sorted
             ) x
       group by 1, 2
    )
    select jsonb_build_object(
      'total', (select coalesce(sum(bit_count(total)), 0) from bases),
      'type', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'type' and n > 0),
      'make', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'make' and n > 0),
      'model', %8$s,
      'fuelType', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'fuelType' and n > 0),
      'transmission', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'transmission' and n > 0),
      'color', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'color' and n > 0),
      'bodyType', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'bodyType' and n > 0),
      'licence', (select jsonb_object_agg(l, (select coalesce(sum(n), 0) from counted
                                               where facet = 'licence' and value = any (listing_search.licence_covers(l))))
                    from unnest(array['AM', 'A1', 'A2', 'A', 'B']) l),
      'mileageMax', (select coalesce(jsonb_object_agg(s::text, (
                                select coalesce(sum(n), 0) from counted
                                 where (facet = 'mileage' and (case when facet = 'mileage' then value::integer end) < s / 5000)
                                    or (facet = 'mileage=' and (case when facet = 'mileage=' then value::integer end) = s / 5000))), '{}')
                       from unnest(%9$L::integer[]) s),
      'toggles', jsonb_build_object(
                   'accidentFree', (select coalesce(sum(n), 0) from counted where facet = 'accidentFree'),
                   'goodPrice', (select coalesce(sum(n), 0) from counted where facet = 'goodPrice'),
                   'fastReply', (select coalesce(sum(n), 0) from counted where facet = 'fastReply')),
      'features', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'feature' and n > 0)
    )
  $query$,
    fixed,
    coalesce((select string_agg(format(', %s as %I', masks ->> k, k), '' order by k) from jsonb_object_keys(masks) k), ''),
    total,
    case when masks ? 'type' then 'c.type' else 'c.active' end,
    bases,
    base_of,
    make is not null,
    models,
    steps,
    word_ctes,
    counted_facets)
  into result;
  return result;
end
$$;

comment on function listing_search.facet_counts_from_bits(jsonb, integer[]) is
  'vehicle_facets'' answer from the bitmaps of active listings, or null when the search needs the scan.';

-- The counts through the API: the kept answer while the listings have not
-- changed, else computed as the caller (from the bitmaps when they can answer,
-- else by the scan) and kept.
create function public.vehicle_facets(filters jsonb default '{}', mileage_steps integer[] default '{}')
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  request text := md5(format('%s|%s|%s', current_user, coalesce(filters::text, 'null'), coalesce(mileage_steps::text, 'null')));
  changes bigint := listing_search.current_listing_changes();
  answer jsonb := listing_search.cached_facets(request);
begin
  if answer is null then
    answer := coalesce(listing_search.facet_counts_from_bits(filters, mileage_steps),
                       listing_search.facet_counts(filters, mileage_steps));
    perform listing_search.remember_facets(request, changes, answer);
  end if;
  return answer;
end
$$;

comment on function public.vehicle_facets(jsonb, integer[]) is
  'Per-option counts of every search facet, each with the other filters applied, and the total.';

revoke execute on function public.vehicle_facets(jsonb, integer[]) from public;

grant execute on function public.vehicle_facets(jsonb, integer[]) to anon, authenticated, service_role;

comment on function public.vehicle_facets(jsonb, integer[]) is
  'Per-option counts of every search facet, each with the other filters applied, and the total (cached until listings change).';
