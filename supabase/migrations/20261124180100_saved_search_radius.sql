-- Saved searches follow the listing search's `near` filter (migration
-- 20261124180000_search_near.sql): the centre, the radius and what the centre
-- is called, and one condition in saved_searches_matching, as the
-- saved_searches migration describes for a radius. A search "within 25 km of
-- Köln" is told about a listing published (or moved by an edit) within 25 km
-- of Köln's coordinates, and the listing's waiting match goes away when an
-- edit moves it out. "Any distance" (a null radius) only sorts, so it puts no
-- condition, as on the search page.
--
-- Matching stays one query driven by saved_searches_make_idx: the distance is
-- a filter on the few searches that index leaves (at most one haversine each).

alter table public.saved_searches
  add column near_latitude double precision check (near_latitude between -90 and 90),
  add column near_longitude double precision check (near_longitude between -180 and 180),
  add column near_radius_km integer check (near_radius_km = any (listing_search.radius_options())),
  add column near_label text check (char_length(near_label) between 1 and 100 and near_label = btrim(near_label)),
  add constraint saved_searches_near_centre check ((near_latitude is null) = (near_longitude is null)),
  add constraint saved_searches_near_needs_centre check (
    near_latitude is not null or (near_radius_km is null and near_label is null)
  );

comment on column public.saved_searches.near_latitude is 'Centre of a distance search (a gazetteer place or a position); null for anywhere.';
comment on column public.saved_searches.near_radius_km is
  'Radius in km around the centre (listing_search.radius_options()); null for any distance.';
comment on column public.saved_searches.near_label is 'What the centre is called in the summary ("50667 Köln"); null when unknown.';

grant insert (near_latitude, near_longitude, near_radius_km, near_label) on public.saved_searches to authenticated;

create or replace function public.saved_searches_matching(v public.vehicles) returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.id), '{}')
    from public.saved_searches s
   where v.status = 'active'
     and s.user_id <> v.seller_id
     and (s.make is null or s.make = v.make)
     and (s.type is null or s.type = v.type)
     and (s.model is null or s.model = v.model)
     and (s.min_price is null or v.price >= s.min_price)
     and (s.max_price is null or v.price <= s.max_price)
     and (s.min_year is null or v.year >= s.min_year)
     and (s.max_year is null or v.year <= s.max_year)
     and (s.fuel_type is null or s.fuel_type = v.fuel_type)
     and (s.transmission is null or s.transmission = v.transmission)
     and (s.max_mileage is null or v.mileage <= s.max_mileage)
     and (s.min_engine_size is null or v.engine_size >= s.min_engine_size)
     and (s.max_engine_size is null or v.engine_size <= s.max_engine_size)
     and (s.color is null or s.color = v.color)
     and s.features <@ v.features
     and (s.licence is null or v.licence_category = any (listing_search.licence_covers(s.licence)))
     and (s.near_radius_km is null
          or public.distance_km(s.near_latitude, s.near_longitude, v.latitude, v.longitude) <= s.near_radius_km)
     and (cardinality(s.words) = 0 or not exists (
       select 1
         from unnest(s.words) as w (word)
        where not (
          v.fts @@ websearch_to_tsquery('public.simple_unaccent'::regconfig, w.word)
          or v.make ilike '%' || w.word || '%'
          or v.model ilike '%' || w.word || '%'
          or v.title ilike '%' || w.word || '%'
        )
     ))
$$;

-- A listing moved to another place is an edit the alerts follow (the place
-- trigger fills latitude and longitude from place_id or location before the
-- row is written, so those are the columns a client sets).
drop trigger vehicles_alert_saved_searches_on_update on public.vehicles;
create trigger vehicles_alert_saved_searches_on_update
  after update of status, type, make, model, title, description, price, year, mileage, fuel_type,
    transmission, engine_size, power, color, features, place_id, location, postcode, latitude, longitude
  on public.vehicles
  for each row
  when (new.status = 'active' or old.status = 'active')
  execute function public.alert_saved_searches();
