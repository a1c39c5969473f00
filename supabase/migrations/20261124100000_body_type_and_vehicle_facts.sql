-- Body type and the facts buyers of used vehicles look for first, as on the
-- big marketplaces: first registration, previous owners, next inspection
-- due, accident-free, consumption or electric range, and emissions class.
--
-- Why: a buyer filters by shape (an estate, an SUV, a maxi-scooter) before
-- make or model, and judges a used vehicle by its history. Body type is a
-- closed set per vehicle type (generated into TypeScript constants like fuel
-- and transmission); it stays null only for listings that existed before
-- this migration and could not be mapped: every listing a seller creates
-- from here on must name one. The other facts are optional, with bounds that
-- stop typing slips (a registration in the future, fifty previous owners, a
-- consumption of 90 l/100 km). Accident-free is null when the seller does
-- not say.
--
-- Body type is also what the listing's illustration shows: listings without
-- photos are drawn as their body type in their own colour, so the legacy
-- per-model drawings stay on the eight built-in sample vehicles only.

alter table public.vehicles
  add column body_type text,
  add column first_registration date,
  add column previous_owners smallint,
  add column next_inspection date,
  add column accident_free boolean,
  add column consumption numeric(4, 1),
  add column electric_range integer,
  add column emissions_class text;

alter table public.vehicles
  add constraint vehicles_body_type_for_type check (
    (type = 'car' and body_type in (
      'hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van'
    ))
    or (type = 'scooter' and body_type in (
      'step-through', 'high-wheel', 'sport', 'maxi', 'three-wheel', 'electric-moped'
    ))
  ),
  add constraint vehicles_emissions_class_for_type check (
    (type = 'car' and emissions_class in (
      'Euro 1', 'Euro 2', 'Euro 3', 'Euro 4', 'Euro 5', 'Euro 6', 'Euro 6c', 'Euro 6d-TEMP', 'Euro 6d', 'Euro 6e'
    ))
    or (type = 'scooter' and emissions_class in ('Euro 1', 'Euro 2', 'Euro 3', 'Euro 4', 'Euro 5', 'Euro 5+'))
  ),
  -- An electric vehicle has no exhaust, so no emissions class.
  add constraint vehicles_emissions_class_fuel check (emissions_class is null or fuel_type <> 'Electric'),
  -- Month and year only: stored as the first day of the month. A vehicle is
  -- registered at the earliest in the year before its model year; the upper
  -- bound (not in the future) is checked by a trigger, as for year.
  add constraint vehicles_first_registration_check check (
    first_registration is null
    or (extract(day from first_registration) = 1 and first_registration >= make_date(year - 1, 1, 1))
  ),
  add constraint vehicles_previous_owners_check check (previous_owners >= 0 and previous_owners <= 20),
  -- Month and year; at most three years ahead (a new car's first inspection),
  -- checked by the trigger below.
  add constraint vehicles_next_inspection_check check (
    next_inspection is null
    or (extract(day from next_inspection) = 1 and next_inspection >= date '2000-01-01')
  ),
  add constraint vehicles_inspection_after_registration check (
    next_inspection is null or first_registration is null or next_inspection > first_registration
  ),
  -- l/100 km for fuel, kWh/100 km for electric vehicles (one decimal).
  add constraint vehicles_consumption_check check (
    consumption is null
    or (fuel_type = 'Electric' and consumption >= 1 and consumption <= 50)
    or (fuel_type <> 'Electric' and consumption >= 0.5 and consumption <= 30)
  ),
  -- Kilometres on electricity (WLTP): electric vehicles and plug-in hybrids only.
  add constraint vehicles_electric_range_check check (
    electric_range is null
    or (fuel_type in ('Electric', 'Plug-in Hybrid') and electric_range >= 1 and electric_range <= 1500)
  );

comment on column public.vehicles.body_type is
  'Body shape, a closed set per vehicle type; required for new listings, null only for unmapped older ones.';
comment on column public.vehicles.first_registration is 'Month of first registration (first day of the month).';
comment on column public.vehicles.previous_owners is 'Number of previous registered keepers; null when not stated.';
comment on column public.vehicles.next_inspection is 'Month the next roadworthiness inspection (HU) is due.';
comment on column public.vehicles.accident_free is 'True or false as the seller declares it; null when not stated.';
comment on column public.vehicles.consumption is 'Combined consumption: l/100 km, or kWh/100 km for electric vehicles.';
comment on column public.vehicles.electric_range is 'Range on electricity in km (electric vehicles and plug-in hybrids).';
comment on column public.vehicles.emissions_class is 'European emissions standard; null for electric vehicles.';

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

update public.vehicles
   set body_type = private.legacy_body_type(type, fuel_type, model || ' ' || title)
 where body_type is null;

-- Listings other than the eight built-in samples used to borrow one of the
-- samples' drawings, often of a different model. Without it they are drawn as
-- their own body type in their own colour.
update public.vehicles
   set image_url = null
 where image_url like '/images/vehicles/%.svg'
   and id not in (
     '5a1e0001-0000-4000-8000-000000000001', '5a1e0002-0000-4000-8000-000000000002',
     '5a1e0003-0000-4000-8000-000000000003', '5a1e0004-0000-4000-8000-000000000004',
     '5a1e0005-0000-4000-8000-000000000005', '5a1e0006-0000-4000-8000-000000000006',
     '5a1e0007-0000-4000-8000-000000000007', '5a1e0008-0000-4000-8000-000000000008'
   );
