-- Places: every listing is somewhere real. A gazetteer of German towns
-- (GeoNames; the rows are data, supabase/data/places.sql, which
-- `npm run db:places` generates from npm packages), the postcodes each
-- serves, the names people type for them, great-circle distance and a
-- sargable radius condition. Design and sources: docs/places.md.
--
-- No PostGIS, earthdistance or GiST index for the radius: row-level
-- security lets Postgres use an index only for leakproof operators, and the
-- geometric ones are not, so a btree on (latitude, longitude) serves the
-- radius's bounding box as float8 comparisons on hosted Supabase, native
-- Postgres and PGlite alike; the exact distance then checks the rows in the
-- box. The distance functions are plain SQL without `set search_path`,
-- every name qualified, so Postgres inlines them into the caller's query.
create table public.places (
  -- The GeoNames id: stable, and the same place in every copy of the data.
  id integer primary key,
  name text not null check (char_length(name) between 1 and 100),
  admin_area text check (char_length(admin_area) <= 100),
  country text not null check (country ~ '^[A-Z]{2}$'),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  population integer not null default 0 check (population >= 0)
);

alter table public.places enable row level security;

comment on table public.places is
  'Gazetteer: towns a listing can be in (GeoNames, CC BY 4.0), with the state and population that rank lookups.';

comment on column public.places.admin_area is 'First-level administrative division (the German state), GeoNames'' English name.';

-- The data is the gazetteer's: nobody writes it through the API.
revoke insert, update, delete, truncate on public.places from anon, authenticated, service_role;

create policy "Anyone can read places"
  on public.places for select
  to anon
  using (true);

create policy "Signed-in users can read places"
  on public.places for select
  to authenticated
  using (true);

-- "Use my location": nearest place by KNN.
create index places_point_idx on public.places using gist (point(longitude, latitude));

create table public.place_postcodes (
  postcode text collate "C" not null check (postcode ~ '^[0-9A-Z -]{3,10}$'),
  place_id integer not null references public.places (id) on delete cascade,
  primary key (postcode, place_id)
);

alter table public.place_postcodes enable row level security;

comment on table public.place_postcodes is
  'The postcodes each place serves (© OpenStreetMap contributors, ODbL, via the postleitzahlen package).';

revoke insert, update, delete, truncate on public.place_postcodes from anon, authenticated, service_role;

create policy "Anyone can read place postcodes"
  on public.place_postcodes for select
  to anon
  using (true);

create policy "Signed-in users can read place postcodes"
  on public.place_postcodes for select
  to authenticated
  using (true);

create index place_postcodes_place_id_idx on public.place_postcodes (place_id, postcode);

-- Folded names (lower case, accents removed, and ä/ö/ü/ß also as ae/oe/ue/ss)
-- and, for cities, the names other languages give them ("Cologne"), so
-- "koln", "koeln" and "cologne" all find Köln. The "C" collation makes a
-- prefix a btree range scan and byte-wise comparison.
create table public.place_names (
  key text collate "C" not null check (char_length(key) between 1 and 200),
  place_id integer not null references public.places (id) on delete cascade,
  -- False for the place's own name: an exact own name outranks an alias.
  alias boolean not null default false,
  primary key (key, place_id)
);

alter table public.place_names enable row level security;

comment on table public.place_names is 'Search keys for places: folded own names and Latin-script exonyms of cities.';

revoke insert, update, delete, truncate on public.place_names from anon, authenticated, service_role;

create policy "Anyone can read place names"
  on public.place_names for select
  to anon
  using (true);

create policy "Signed-in users can read place names"
  on public.place_names for select
  to authenticated
  using (true);

create index place_names_place_id_idx on public.place_names (place_id);

-- Typos ("Kolm"): the fuzzy fallback of search_places.
create index place_names_key_trgm_idx on public.place_names using gin (key extensions.gin_trgm_ops);

-- The search key of a name or of what someone typed.
create function public.place_key(name text) returns text
language sql
stable
parallel safe
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, pg_catalog.btrim(name)))
$$;

comment on function public.place_key(text) is 'Lower case without accents: the key place_names stores and lookups compare.';

-- Both keys of a place's own name: plain ("koln") and with German umlauts
-- spelled out ("koeln").
create function public.place_keys(name text) returns text[]
language sql
stable
parallel safe
as $$
  select array(
    select distinct k
      from unnest(array[
        public.place_key(name),
        public.place_key(
          replace(replace(replace(replace(replace(replace(replace(name,
            'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss')
        )
      ]) as k
  )
$$;

comment on function public.place_keys(text) is 'The search keys of a place name: folded, and folded with umlauts spelled out.';

-- Great-circle distance (haversine). A listing without a place has no
-- distance: the least() cap carries nulls through (least() alone skips them).
-- Mirrors distanceKm in src/lib/domain/geo.ts.
create function public.distance_km(
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

comment on function public.distance_km(double precision, double precision, double precision, double precision) is
  'Great-circle distance in km between two latitude/longitude points (haversine, mean Earth radius 6371.0088 km).';

-- The bounding box of a radius: {min_lat, max_lat, min_lng, max_lng}. The
-- longitude half-width is asin(sin(r) / cos(lat)) (Matuschek). When the
-- circle reaches a pole or crosses the antimeridian the box spans every
-- longitude (one range keeps the condition sargable; the exact distance
-- removes the extra rows). Mirrors boundingBox in src/lib/domain/geo.ts.
create function public.geo_bounds(
  lat double precision,
  lng double precision,
  radius_km double precision
) returns double precision[]
language sql
immutable
parallel safe
as $$
  select case
    when lat - d_lat <= -90 or lat + d_lat >= 90 or lng - d_lng < -180 or lng + d_lng > 180
      then array[greatest(-90, lat - d_lat), least(90, lat + d_lat), -180, 180]
    else array[lat - d_lat, lat + d_lat, lng - d_lng, lng + d_lng]
  end
  from (select degrees(radius_km / 6371.0088) as d_lat) as lat_span,
  lateral (
    select degrees(asin(least(1.0, sin(radius_km / 6371.0088) / greatest(1e-12, cos(radians(lat)))))) as d_lng
  ) as lng_span
$$;

comment on function public.geo_bounds(double precision, double precision, double precision) is
  'Bounding box {min_lat, max_lat, min_lng, max_lng} of a radius in km around a point; all longitudes at a pole or the antimeridian.';

-- Whether a point lies within radius_km of (lat, lng): the box first (index
-- conditions on latitude and longitude, leakproof so usable under RLS),
-- then the exact distance.
create function public.within_km(
  point_lat double precision,
  point_lng double precision,
  lat double precision,
  lng double precision,
  radius_km double precision
) returns boolean
language sql
immutable
parallel safe
as $$
  select point_lat >= (public.geo_bounds(lat, lng, radius_km))[1]
     and point_lat <= (public.geo_bounds(lat, lng, radius_km))[2]
     and point_lng >= (public.geo_bounds(lat, lng, radius_km))[3]
     and point_lng <= (public.geo_bounds(lat, lng, radius_km))[4]
     and public.distance_km(lat, lng, point_lat, point_lng) <= radius_km
$$;

comment on function public.within_km(double precision, double precision, double precision, double precision, double precision) is
  'Sargable radius condition: point within radius_km of (lat, lng). Use on vehicles.latitude/longitude.';

-- Places for an autocomplete: by postcode prefix ("506" → 50667 Köln, …) or
-- by name prefix (folded; own names before exonyms), most populous first; when
-- no name starts so, the closest spellings (trigram similarity).
create function public.search_places(query text, max_results integer default 8)
returns table (
  id integer,
  name text,
  admin_area text,
  country text,
  latitude double precision,
  longitude double precision,
  population integer,
  postcode text
)
language sql
stable
as $$
  with q as (
    select pg_catalog.btrim(query) as raw,
           public.place_key(query) as key,
           least(greatest(coalesce(max_results, 8), 1), 20) as n
  ),
  -- Prefixes as btree ranges on the "C"-collated keys ([prefix, prefix ||
  -- the last code point)): an index range scan with a value known only at
  -- run time, which LIKE 'prefix%' cannot give.
  bounds as (
    select q.key collate "C" as name_from,
           (q.key || chr(1114111)) collate "C" as name_to,
           q.raw collate "C" as postcode_from,
           (q.raw || chr(1114111)) collate "C" as postcode_to
      from q
  ),
  by_postcode as (
    select p.id, p.name, p.admin_area, p.country, p.latitude, p.longitude, p.population, pc.postcode
      from q, bounds b, public.place_postcodes pc
      join public.places p on p.id = pc.place_id
     where q.raw ~ '^[0-9]{1,5}$'
       and pc.postcode >= b.postcode_from and pc.postcode < b.postcode_to
     order by pc.postcode, p.population desc
     limit (select n from q)
  ),
  -- Places whose own name starts so come before those matched by another
  -- language's name ("Neu" lists Neuss before Nürnberg, alias Neurenberg).
  by_prefix as (
    select p.id, p.name, p.admin_area, p.country, p.latitude, p.longitude, p.population, null::text as postcode
      from (
        select pn.place_id, bool_or(not pn.alias) as own_name
          from public.place_names pn, q, bounds b
         where q.raw !~ '^[0-9]' and q.key <> '' and pn.key >= b.name_from and pn.key < b.name_to
         group by pn.place_id
      ) m
      join public.places p on p.id = m.place_id
     order by m.own_name desc, p.population desc, p.id
     limit (select n from q)
  ),
  by_similarity as (
    select p.id, p.name, p.admin_area, p.country, p.latitude, p.longitude, p.population, null::text as postcode
      from (
        select pn.place_id, max(extensions.similarity(pn.key, q.key)) as score
          from public.place_names pn, q
         where q.raw !~ '^[0-9]' and char_length(q.key) >= 3
           and not exists (select 1 from by_prefix)
           and pn.key operator(extensions.%) q.key
         group by pn.place_id
      ) s
      join public.places p on p.id = s.place_id
     order by s.score desc, p.population desc, p.id
     limit (select n from q)
  )
  select * from by_postcode
  union all
  select * from by_prefix
  union all
  select * from by_similarity
$$;

comment on function public.search_places(text, integer) is
  'Autocomplete: places by postcode prefix or folded name prefix (exonyms too), most populous first; similar spellings when nothing matches.';

revoke execute on function public.search_places(text, integer) from public;

grant execute on function public.search_places(text, integer) to anon, authenticated, service_role;

-- One place for a reference: a postcode (and the name, when given, must be
-- that postcode's place), or a name (own name before exonym, then the state
-- when given, then the most populous). Empty when nothing matches.
create function public.find_place(
  place_name text default null,
  place_postcode text default null,
  place_admin_area text default null
)
returns table (
  id integer,
  name text,
  admin_area text,
  country text,
  latitude double precision,
  longitude double precision,
  population integer,
  postcode text
)
language sql
stable
as $$
  with q as (
    select public.place_key(nullif(pg_catalog.btrim(place_name), '')) collate "C" as name_key,
           nullif(pg_catalog.btrim(place_postcode), '') collate "C" as postcode,
           public.place_key(nullif(pg_catalog.btrim(place_admin_area), '')) as admin_key
  ),
  candidates as (
    select pn.place_id, bool_or(not pn.alias) as own_name
      from q
      join public.place_names pn on pn.key = q.name_key
     group by pn.place_id
    union all
    select pc.place_id, false
      from q
      join public.place_postcodes pc on pc.postcode = q.postcode
     where q.name_key is null
  )
  select p.id, p.name, p.admin_area, p.country, p.latitude, p.longitude, p.population, pc.postcode
    from q
    cross join candidates c
    join public.places p on p.id = c.place_id
    left join public.place_postcodes pc on pc.place_id = p.id and pc.postcode = q.postcode
   where (q.postcode is null or pc.postcode is not null)
     and (q.admin_key is null or public.place_key(p.admin_area) = q.admin_key)
   order by c.own_name desc, p.population desc, p.id
   limit 1
$$;

comment on function public.find_place(text, text, text) is
  'The place a name, postcode and/or state names: own name before exonym, then most populous.';

revoke execute on function public.find_place(text, text, text) from public;

grant execute on function public.find_place(text, text, text) to anon, authenticated, service_role;

-- The place nearest to a point ("Use my location"): the 16 nearest by the
-- GiST index's planar ordering, then the true nearest of those.
create function public.nearest_place(lat double precision, lng double precision)
returns setof public.places
language sql
stable
as $$
  select c.*
    from (
      select p.*
        from public.places p
       order by point(p.longitude, p.latitude) <-> point(nearest_place.lng, nearest_place.lat)
       limit 16
    ) c
   order by public.distance_km(nearest_place.lat, nearest_place.lng, c.latitude, c.longitude), c.id
   limit 1
$$;

comment on function public.nearest_place(double precision, double precision) is 'The gazetteer place nearest to a point.';

revoke execute on function public.nearest_place(double precision, double precision) from public;

grant execute on function public.nearest_place(double precision, double precision) to anon, authenticated, service_role;

-- The radius's places: a box on the gazetteer (leakproof float comparisons).
create index places_latitude_longitude_idx on public.places (latitude, longitude) include (id);
