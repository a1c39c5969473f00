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
  images text[] not null default '{}' check (cardinality(images) <= 30),
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
  per_request integer;
  per_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  for seller in
    select i.seller_id, count(*) as batch from inserted i group by i.seller_id
  loop
    -- Dealers import their stock: 2,000 at once and an hour (a feed's limit).
    select case when p.is_dealer then 2000 else 10 end, case when p.is_dealer then 2000 else 30 end
      into per_request, per_hour
      from public.profiles p where p.id = seller.seller_id;
    if seller.batch > coalesce(per_request, 10) then
      raise exception 'You can create at most % listings at once.', coalesce(per_request, 10)
        using errcode = 'PT429',
          detail = format('At most %s listings in one request.', coalesce(per_request, 10)),
          hint = 'Create fewer listings at a time.';
    end if;
    perform pg_advisory_xact_lock(hashtext('vehicles:' || seller.seller_id::text));
    select count(*) into last_hour
      from public.vehicles v
     where v.seller_id = seller.seller_id and v.created_at > now() - interval '1 hour';
    if last_hour > coalesce(per_hour, 30) then
      raise exception 'You are creating listings too quickly. Please try again later.'
        using errcode = 'PT429',
          detail = format('At most %s new listings an hour.', coalesce(per_hour, 30)),
          hint = 'Try again in an hour.';
    end if;
  end loop;
  return null;
end
$$;

comment on function public.limit_listing_creation() is
  'Refuses more than 10 new listings in one request or 30 an hour per seller, 2,000 for dealers (SQLSTATE PT429).';

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

-- Saves a listing and its VIN in one transaction: with no listing_id it
-- inserts the listing (fields must name seller_id) and then the VIN; with
-- one it stores the VIN first (a draft this save publishes is then linked to
-- its earlier listing by it) and then updates the listing. A null VIN removes
-- the stored one. `fields` holds columns of public.vehicles by name; each is
-- read through jsonb_populate_record, so it gets the column's type. Runs as
-- the caller: row-level security and column grants decide what they may
-- write, and any failure (a VIN the check refuses, another seller's listing)
-- leaves nothing behind. Returns the listing's id.
-- PT404 (HTTP 404): listing_id is not one of the caller's listings;
-- 42703: a field that is not a column of public.vehicles.
create function public.save_listing(fields jsonb, vin text default null, listing_id uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  names text[];
  unknown text;
  saved uuid;
begin
  if jsonb_typeof(save_listing.fields) is distinct from 'object' then
    raise exception 'fields must be a JSON object of listing columns.' using errcode = '22023';
  end if;
  select array_agg(k order by k) into names from jsonb_object_keys(save_listing.fields) k;
  select k into unknown
    from unnest(coalesce(names, '{}')) k
   where not exists (
     select 1 from pg_catalog.pg_attribute a
      where a.attrelid = 'public.vehicles'::regclass and a.attname = k and a.attnum > 0 and not a.attisdropped)
   limit 1;
  if unknown is not null then
    raise exception 'Listings have no field %.', unknown using errcode = '42703';
  end if;

  if save_listing.listing_id is null then
    if names is null then
      raise exception 'A new listing needs its fields.' using errcode = '22023';
    end if;
    execute format(
      'insert into public.vehicles (%1$s) select %1$s from jsonb_populate_record(null::public.vehicles, $1) returning id',
      (select string_agg(format('%I', k), ', ') from unnest(names) k))
      using save_listing.fields into saved;
  else
    select v.id into saved
      from public.vehicles v
     where v.id = save_listing.listing_id
       and v.seller_id = (select auth.uid())
       for update;
    if not found then
      raise exception 'This listing no longer exists.' using errcode = 'PT404';
    end if;
  end if;

  if save_listing.vin is null then
    delete from public.vehicle_vins w where w.vehicle_id = saved;
  else
    insert into public.vehicle_vins (vehicle_id, vin) values (saved, save_listing.vin)
    on conflict (vehicle_id) do update set vin = excluded.vin;
  end if;

  if save_listing.listing_id is not null and names is not null then
    execute format(
      'update public.vehicles v set %s from jsonb_populate_record(null::public.vehicles, $1) r where v.id = $2',
      (select string_agg(format('%1$I = r.%1$I', k), ', ') from unnest(names) k))
      using save_listing.fields, saved;
  end if;
  return saved;
end
$$;

comment on function public.save_listing(jsonb, text, uuid) is
  'Inserts (no listing_id) or updates one of the caller''s listings together with its VIN, in one transaction; returns its id.';

revoke execute on function public.save_listing(jsonb, text, uuid) from public, anon;

grant execute on function public.save_listing(jsonb, text, uuid) to authenticated, service_role;

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
