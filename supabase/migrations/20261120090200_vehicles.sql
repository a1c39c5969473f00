-- Vehicles: the listings. Every field of the specification's vehicle row,
-- plus colour (the colour filter needs it), a status, ordered image paths in
-- the vehicle-images bucket and timestamps. The database holds the business
-- rules (spec §9): the vehicle types, the fuel types and transmissions each
-- type allows, the colours, and sane bounds on price, year, mileage, power
-- and engine size. Everyone reads active and sold listings; sellers see and
-- manage all of their own; nobody but the service role changes a listing's
-- seller, its creation time or its view count.

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
  status text not null default 'active' check (status in ('active', 'draft', 'sold', 'removed')),
  view_count integer not null default 0 check (view_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  fts tsvector generated always as (
    to_tsvector(
      'public.simple_unaccent'::regconfig,
      make || ' ' || model || ' ' || title || ' ' || description
    )
  ) stored,
  constraint vehicles_fuel_type_for_type check (
    (type = 'car' and fuel_type in ('Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid'))
    or (type = 'scooter' and fuel_type in ('Petrol', 'Electric', 'Hybrid'))
  ),
  constraint vehicles_transmission_for_type check (
    (type = 'car' and transmission in ('Automatic', 'Manual', 'Semi-Automatic', 'CVT'))
    or (type = 'scooter' and transmission in ('Automatic', 'CVT'))
  )
);
alter table public.vehicles enable row level security;

comment on table public.vehicles is 'Vehicle listings (cars and scooters) with their seller snapshot and status.';
comment on column public.vehicles.images is 'Ordered object paths in the vehicle-images bucket; the first is the cover.';
comment on column public.vehicles.fts is 'Full-text search over make, model, title and description (simple_unaccent).';
comment on column public.vehicles.mileage is 'Kilometres.';
comment on column public.vehicles.power is 'Horsepower.';
comment on column public.vehicles.engine_size is 'Cubic centimetres; null for electric vehicles.';

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

create trigger vehicles_set_updated_at
  before update on public.vehicles
  for each row execute function public.set_updated_at();

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

-- Client roles cannot move a listing to another seller, backdate it or
-- inflate its view count (record_vehicle_view counts views).
create function public.protect_vehicle_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.seller_id is distinct from old.seller_id
      or new.created_at is distinct from old.created_at
      or new.view_count is distinct from old.view_count then
      raise exception 'seller_id, created_at and view_count cannot be changed'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger vehicles_protect_columns
  before update on public.vehicles
  for each row execute function public.protect_vehicle_columns();

-- New listings start with zero views and the current time, whatever a client sends.
create function public.prepare_new_vehicle() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.view_count := 0;
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger vehicles_prepare_new
  before insert on public.vehicles
  for each row execute function public.prepare_new_vehicle();

-- Counts one view of a visible listing and returns the new total.
create function public.record_vehicle_view(vehicle_id uuid) returns integer
language sql
security definer
set search_path = ''
as $$
  update public.vehicles
     set view_count = view_count + 1
   where id = record_vehicle_view.vehicle_id
     and status in ('active', 'sold')
  returning view_count
$$;

comment on function public.record_vehicle_view(uuid) is 'Counts one view of an active or sold listing.';
revoke execute on function public.record_vehicle_view(uuid) from public;
grant execute on function public.record_vehicle_view(uuid) to anon, authenticated, service_role;

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
