-- Saved searches follow the listing search's model and licence filters
-- (search_vehicles migration): one column and one matching condition each,
-- as the saved_searches migration describes. The columns come from the same
-- filter object the search functions take (src/lib/domain/savedSearch.ts maps
-- every key of SearchFilters to a column, so a new filter without a column
-- does not compile).

alter table public.saved_searches
  add column model text check (char_length(model) between 1 and 100),
  add column licence text check (licence in ('AM', 'A1', 'A2', 'A', 'B')),
  add constraint saved_searches_model_needs_make check (model is null or make is not null);

comment on column public.saved_searches.model is 'Model (only with a make); null for any model.';
comment on column public.saved_searches.licence is
  'Licence the buyer holds: listings whose category it covers (listing_search.licence_covers).';

grant insert (model, licence) on public.saved_searches to authenticated;

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


-- A listing's licence category follows its power; an edit of the power alone
-- is an edit the alerts follow.
drop trigger vehicles_alert_saved_searches_on_update on public.vehicles;
create trigger vehicles_alert_saved_searches_on_update
  after update of status, type, make, model, title, description, price, year, mileage, fuel_type,
    transmission, engine_size, power, color, features
  on public.vehicles
  for each row
  when (new.status = 'active' or old.status = 'active')
  execute function public.alert_saved_searches();
