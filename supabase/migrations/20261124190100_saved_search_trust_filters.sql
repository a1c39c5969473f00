-- Saved searches follow the listing search's body type, accident-free,
-- "good price or better" and "replies within 24 h" filters (previous
-- migration): one column and one matching condition each, as the
-- saved_searches migration describes, so a saved search keeps matching
-- exactly what its page shows (src/lib/domain/savedSearch.ts maps every key
-- of SearchFilters to a column).
--
-- The price rating is set by the database after a listing is written (and
-- changes when a neighbour's price does), so the alert trigger also follows
-- price_rating, besides body_type and accident_free: a listing that becomes
-- a good price enters the "good price or better" searches then. A seller
-- whose reply time becomes fast changes no listing, so such searches hear
-- about that seller's listings with their next edit only.

alter table public.saved_searches
  add column body_types text[] not null default '{}'
    check (
      cardinality(body_types) <= 15
      and body_types <@ array[
        'hatchback', 'saloon', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van',
        'step-through', 'high-wheel', 'sport', 'maxi', 'three-wheel', 'electric-moped'
      ]::text[]
    ),
  add column accident_free boolean not null default false,
  add column good_price boolean not null default false,
  add column fast_reply boolean not null default false;

comment on column public.saved_searches.body_types is 'Body types, any of which matches; empty for any body type.';
comment on column public.saved_searches.accident_free is 'Only listings declared accident-free.';
comment on column public.saved_searches.good_price is 'Only listings rated a great or good price.';
comment on column public.saved_searches.fast_reply is 'Only listings of sellers who reply within 24 hours.';

grant insert (body_types, accident_free, good_price, fast_reply) on public.saved_searches to authenticated;

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
     and (cardinality(s.body_types) = 0 or v.body_type = any (s.body_types))
     and (not s.accident_free or coalesce(v.accident_free, false))
     and (not s.good_price or coalesce(v.price_rating in ('great', 'good'), false))
     and (not s.fast_reply or exists (
       select 1 from public.seller_reply_stats r where r.seller_id = v.seller_id and r.replies_within_24h
     ))
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

drop trigger vehicles_alert_saved_searches_on_update on public.vehicles;
create trigger vehicles_alert_saved_searches_on_update
  after update of status, type, make, model, title, description, price, year, mileage, fuel_type,
    transmission, engine_size, power, color, features, place_id, location, postcode, latitude, longitude,
    body_type, accident_free, price_rating
  on public.vehicles
  for each row
  when (new.status = 'active' or old.status = 'active')
  execute function public.alert_saved_searches();
