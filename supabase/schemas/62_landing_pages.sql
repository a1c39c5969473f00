-- Landing pages for a make, a model and a place (docs/landing-pages.md):
-- /vehicles/cars/{make}, /vehicles/cars/{make}/{model} and the same with
-- /in/{place}, rendered on demand and cached on the CDN under cache tags.
--
-- URL slugs come from the data: public.url_slug() spells a make, model or
-- place name for a URL (umlauts spelled out, Köln -> koeln, accents dropped,
-- anything else a single hyphen). Makes and models are one page per slug
-- (spellings that differ only in case or punctuation share it); a place's
-- slug is unique across the gazetteer: the most populous place of a name gets
-- the plain slug, another its state added, and a third in the same state its
-- id as well (private.place_slugs).
--
-- A place's page covers its listings within LANDING_RADIUS_KM (10 km, the
-- search's smallest radius), so the listing page's own search shows the same
-- results. The functions read active listings only and run as their owner,
-- like vehicle_type_counts: what they answer is what anyone may see.

create function public.url_slug(name text) returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary,
        pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
          pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(name,
            'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss'))),
      '[^a-z0-9]+', '-', 'g'),
    '-')
$$;

comment on function public.url_slug(text) is
  'A name as a URL slug: lower case, umlauts spelled out (Köln -> koeln), accents dropped, other characters one hyphen.';

-- Landing pages find a make's and a model's listings by slug.
create index vehicles_landing_idx on public.vehicles (type, public.url_slug(make), public.url_slug(model), place_id)
  include (price)
  where status = 'active';

-- Active listings per (type, make, model, place): the count, price range and last change that landing
-- pages, their links, the sitemap and the popular searches read, a few hundred rows at any inventory
-- instead of every listing of a make. Keyed by the spelling listings use (so a slug's title can take
-- the most used one); place_id null holds the listings without a place. Kept exact by the statement
-- triggers below: each statement recounts the groups its rows were or are active in, from the listings
-- themselves (vehicles_landing_idx), so a bulk write recounts each group it touches once.
create table private.landing_counts (
  type text not null,
  make text not null,
  model text not null,
  place_id integer,
  make_key text not null,
  model_key text not null,
  active integer not null check (active > 0),
  min_price integer not null,
  max_price integer not null,
  updated_at timestamptz not null
);

alter table private.landing_counts enable row level security;

comment on table private.landing_counts is
  'Landing pages: active listings per type, make, model and place spelling, with their price range and last change.';

create unique index landing_counts_key on private.landing_counts (type, make, model, place_id) nulls not distinct;

create index landing_counts_slug_idx on private.landing_counts (type, make_key, model_key, place_id);

create index landing_counts_place_idx on private.landing_counts (place_id);

-- Recounts the groups (jsonb array of {type, make, model, place}) from the active listings, one group's
-- recount at a time: a second transaction waits, then counts with the first one's listings committed.
create function private.recount_landing_groups(groups jsonb) returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('landing_counts:' || g.key, 0))
     from (select distinct concat_ws('|', k.type, k.make, k.model, k.place) as key
             from jsonb_to_recordset(groups) as k(type text, make text, model text, place integer)
            order by 1) g;

  with k as (
    select distinct k.type, k.make, k.model, k.place
      from jsonb_to_recordset(groups) as k(type text, make text, model text, place integer)
  ),
  fresh as (
    select k.type, k.make, k.model, k.place, public.url_slug(k.make) as make_key, public.url_slug(k.model) as model_key,
           a.active, a.min_price, a.max_price, a.updated_at
      from k,
           lateral (
             select count(*)::integer as active, min(g.price) as min_price, max(g.price) as max_price,
                    max(g.updated_at) as updated_at
               from (
                 -- Two branches, so that the place is an index condition either way.
                 select v.price, v.updated_at
                   from public.vehicles v
                  where v.status = 'active' and v.type = k.type
                    and public.url_slug(v.make) = public.url_slug(k.make)
                    and public.url_slug(v.model) = public.url_slug(k.model)
                    and v.place_id = k.place
                    and v.make = k.make and v.model = k.model
                 union all
                 select v.price, v.updated_at
                   from public.vehicles v
                  where k.place is null
                    and v.status = 'active' and v.type = k.type
                    and public.url_slug(v.make) = public.url_slug(k.make)
                    and public.url_slug(v.model) = public.url_slug(k.model)
                    and v.place_id is null
                    and v.make = k.make and v.model = k.model
               ) g
           ) a
  ),
  gone as (
    delete from private.landing_counts c
     using fresh f
     where f.active = 0
       and c.type = f.type and c.make = f.make and c.model = f.model and c.place_id is not distinct from f.place
  )
  insert into private.landing_counts as c
         (type, make, model, place_id, make_key, model_key, active, min_price, max_price, updated_at)
  select f.type, f.make, f.model, f.place, f.make_key, f.model_key, f.active, f.min_price, f.max_price, f.updated_at
    from fresh f
   where f.active > 0
  on conflict (type, make, model, place_id) do update
     set active = excluded.active, min_price = excluded.min_price, max_price = excluded.max_price,
         updated_at = excluded.updated_at;
end
$$;

revoke execute on function private.recount_landing_groups(jsonb) from public;

-- Trigger (statement level, transition tables old_rows/new_rows): recounts the groups of the rows that
-- were or are active, when something a count, price range or last change reads changed.
create function private.track_landing_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  groups jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(distinct jsonb_build_object('type', n.type, 'make', n.make, 'model', n.model, 'place', n.place_id))
      into groups
      from new_rows n
     where n.status = 'active';
  elsif tg_op = 'DELETE' then
    select jsonb_agg(distinct jsonb_build_object('type', o.type, 'make', o.make, 'model', o.model, 'place', o.place_id))
      into groups
      from old_rows o
     where o.status = 'active';
  else
    select jsonb_agg(distinct g.key)
      into groups
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values
             (case when o.status = 'active' then jsonb_build_object('type', o.type, 'make', o.make, 'model', o.model, 'place', o.place_id) end),
             (case when n.status = 'active' then jsonb_build_object('type', n.type, 'make', n.make, 'model', n.model, 'place', n.place_id) end)
           ) as g(key)
     where g.key is not null
       and (o.status, o.type, o.make, o.model, o.place_id, o.price, o.updated_at)
           is distinct from (n.status, n.type, n.make, n.model, n.place_id, n.price, n.updated_at);
  end if;
  if groups is not null then
    perform private.recount_landing_groups(groups);
  end if;
  return null;
end
$$;

revoke execute on function private.track_landing_counts() from public;

create trigger vehicles_landing_counts_insert
  after insert on public.vehicles
  referencing new table as new_rows
  for each statement execute function private.track_landing_counts();

create trigger vehicles_landing_counts_update
  after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.track_landing_counts();

create trigger vehicles_landing_counts_delete
  after delete on public.vehicles
  referencing old table as old_rows
  for each statement execute function private.track_landing_counts();

-- Counts afresh from the listings: after writes made with triggers off (session_replication_role =
-- replica, as bulk loads do), and when the table is first made.
create function private.rebuild_landing_counts() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.vehicles in share mode;
  delete from private.landing_counts;
  insert into private.landing_counts
         (type, make, model, place_id, make_key, model_key, active, min_price, max_price, updated_at)
  select v.type, v.make, v.model, v.place_id, public.url_slug(v.make), public.url_slug(v.model),
         count(*), min(v.price), max(v.price), max(v.updated_at)
    from public.vehicles v
   where v.status = 'active'
   group by v.type, v.make, v.model, v.place_id;
end
$$;

revoke execute on function private.rebuild_landing_counts() from public, anon, authenticated;

-- A place slug's candidates: the places whose name has the slug's first words.
create index places_name_slug_idx on public.places (public.url_slug(name));

-- Every place's slug among the places sharing its name's slug (all places when name_slugs is null).
create function private.place_slugs(name_slugs text[]) returns table (place_id integer, slug text)
language sql
stable
set search_path = ''
as $$
  -- Two branches, so that a list of name slugs is an index condition (places_name_slug_idx), not a filter on
  -- every place.
  with candidates as (
    select p.id, p.population, public.url_slug(p.name) as name_slug, public.url_slug(coalesce(p.admin_area, '')) as area_slug
      from public.places p
     where name_slugs is null
    union all
    select p.id, p.population, public.url_slug(p.name) as name_slug, public.url_slug(coalesce(p.admin_area, '')) as area_slug
      from public.places p
     where public.url_slug(p.name) = any (name_slugs)
  ),
  ranked as (
    select c.*,
           row_number() over (partition by c.name_slug order by c.population desc, c.id) as rank,
           count(*) over (partition by c.name_slug, c.area_slug) as in_area
      from candidates c
  )
  select r.id,
         case
           when r.rank = 1 then r.name_slug
           when r.in_area = 1 and r.area_slug <> '' then r.name_slug || '-' || r.area_slug
           else r.name_slug || '-' || r.area_slug || '-' || r.id::text
         end
    from ranked r
$$;

comment on function private.place_slugs(text[]) is
  'Place slugs: the most populous place of a name gets the plain slug, others the state (and, if that is shared, the id) added.';

revoke execute on function private.place_slugs(text[]) from public;

-- The place a slug names, or nothing. Its candidates are the places whose name slug is one of the slug's
-- leading word runs ("neustadt", "neustadt-bavaria" ...), found through places_name_slug_idx.
create function public.place_by_slug(slug text)
returns table (id integer, name text, admin_area text, latitude double precision, longitude double precision)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.name, p.admin_area, p.latitude, p.longitude
    from private.place_slugs(array(
           select pg_catalog.array_to_string((pg_catalog.string_to_array(place_by_slug.slug, '-'))[1:n], '-')
             from pg_catalog.generate_series(1, least(pg_catalog.cardinality(pg_catalog.string_to_array(place_by_slug.slug, '-')), 8)) n
         )) s
    join public.places p on p.id = s.place_id
   where s.slug = place_by_slug.slug
$$;

comment on function public.place_by_slug(text) is 'The place a landing page''s /in/{slug} names.';

revoke execute on function public.place_by_slug(text) from public;

grant execute on function public.place_by_slug(text) to anon, authenticated, service_role;

-- The slug of one place.
create function public.place_slug(place integer) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.slug
    from private.place_slugs(array(select public.url_slug(p.name) from public.places p where p.id = place_slug.place)) s
   where s.place_id = place_slug.place
$$;

comment on function public.place_slug(integer) is 'A place''s landing-page slug (unique across the gazetteer).';

revoke execute on function public.place_slug(integer) from public;

grant execute on function public.place_slug(integer) to anon, authenticated, service_role;

-- The spelling of a make or model that most active listings use, for a slug.
create function private.landing_name(vehicle_type text, make_slug text, model_slug text) returns text
language sql
stable
set search_path = ''
as $$
  select case when model_slug is null then c.make else c.model end
    from private.landing_counts c
   where c.type = vehicle_type
     and c.make_key = make_slug
     and (model_slug is null or c.model_key = model_slug)
   group by 1
   order by sum(c.active) desc, 1
   limit 1
$$;

revoke execute on function private.landing_name(text, text, text) from public;

-- One landing page's facts in one round trip: the names behind the slugs, the place and the places its
-- radius covers, the count and price range of active listings, the make's other models (in the same area
-- on a place page) and the places nearby (or, without a place, the places with most listings), each with
-- the count its own page shows; and every place whose listings those counts read (the page's cache tags).
-- Null when a slug names nothing with an active listing; then the page answers 404.
create function public.landing_page(
  vehicle_type text,
  make_slug text,
  model_slug text default null,
  place_slug text default null,
  radius_km integer default 10
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  make_name text := private.landing_name(vehicle_type, make_slug, null);
  model_name text;
  centre_id integer;
  place_name text;
  place_area text;
  place_lat double precision;
  place_lng double precision;
  area integer[];
  stats record;
  models jsonb;
  nearby jsonb;
  tag_places integer[];
begin
  if make_name is null then
    return null;
  end if;
  if model_slug is not null then
    model_name := private.landing_name(vehicle_type, make_slug, model_slug);
    if model_name is null then
      return null;
    end if;
  end if;
  if place_slug is not null then
    select p.id, p.name, p.admin_area, p.latitude, p.longitude
      into centre_id, place_name, place_area, place_lat, place_lng
      from public.place_by_slug(place_slug) p;
    if centre_id is null then
      return null;
    end if;
    area := listing_search.places_within(array[place_lat, place_lng, radius_km]);
  end if;

  select coalesce(sum(c.active), 0) as total, min(c.min_price) as min_price, max(c.max_price) as max_price
    into stats
    from private.landing_counts c
   where c.type = vehicle_type
     and c.make_key = make_slug
     and (model_slug is null or c.model_key = model_slug)
     and (area is null or c.place_id = any (area));
  if stats.total = 0 then
    return null;
  end if;

  -- The make's other models, most listings first (within the area on a place page).
  select coalesce(jsonb_agg(jsonb_build_object('slug', m.slug, 'name', m.name, 'total', m.total)
                            order by m.total desc, m.slug), '[]'::jsonb)
    into models
    from (
      select c.model_key as slug, min(c.model) as name, sum(c.active) as total
        from private.landing_counts c
       where c.type = vehicle_type
         and c.make_key = make_slug
         and (model_slug is null or c.model_key <> model_slug)
         and (area is null or c.place_id = any (area))
       group by 1
       order by 3 desc, 1
       limit 12
    ) m;

  -- Places with listings of this make (and model): near the place outside its radius, or the busiest.
  with listing_places as (
    select c.place_id, sum(c.active) as here
      from private.landing_counts c
     where c.type = vehicle_type
       and c.make_key = make_slug
       and (model_slug is null or c.model_key = model_slug)
       and c.place_id is not null
       and (area is null or not (c.place_id = any (area)))
     group by c.place_id
  ),
  chosen as (
    select lp.place_id, p.name, p.latitude, p.longitude
      from listing_places lp
      join public.places p on p.id = lp.place_id
     where centre_id is null
        or public.within_km(p.latitude, p.longitude, place_lat, place_lng, 50)
     order by case when centre_id is null then -lp.here
                   else public.distance_km(p.latitude, p.longitude, place_lat, place_lng) end,
              p.population desc, p.id
     limit 8
  ),
  counted as (
    select c.place_id, c.name, covered.ids,
           (select sum(n.active)
              from private.landing_counts n
             where n.type = vehicle_type
               and n.make_key = make_slug
               and (model_slug is null or n.model_key = model_slug)
               and n.place_id = any (covered.ids)) as total
      from chosen c,
           -- offset 0: each area computed once, not once per summary row it is compared with.
           lateral (select listing_search.places_within(array[c.latitude, c.longitude, radius_km]) as ids offset 0) covered
  )
  -- The places' slugs in one call of place_slugs (a call per place cost 0.4 ms each).
  select coalesce(jsonb_agg(jsonb_build_object('slug', s.slug, 'name', c.name, 'total', c.total)
                            order by c.total desc, c.name), '[]'::jsonb),
         array(select distinct x.id
                 from unnest(coalesce(area, '{}') || coalesce((select array_agg(i.id) from counted d, unnest(d.ids) as i(id)), '{}')) as x(id)
                order by 1)
    into nearby, tag_places
    from counted c
    left join private.place_slugs(array(select distinct public.url_slug(d.name) from counted d)) s
      on s.place_id = c.place_id;

  return jsonb_build_object(
    'make', make_name,
    'model', model_name,
    'place', case when centre_id is null then null else jsonb_build_object(
      'id', centre_id, 'name', place_name, 'adminArea', place_area,
      'latitude', place_lat, 'longitude', place_lng, 'slug', place_slug,
      'plainName', place_slug = public.url_slug(place_name)) end,
    'total', stats.total,
    'minPrice', stats.min_price,
    'maxPrice', stats.max_price,
    'models', models,
    'places', nearby,
    'area', to_jsonb(coalesce(area, '{}')),
    'tagPlaces', to_jsonb(tag_places)
  );
end
$$;

comment on function public.landing_page(text, text, text, text, integer) is
  'A make/model/place landing page: names, place, count and price range, other models and nearby places with counts, the places its counts read.';

revoke execute on function public.landing_page(text, text, text, text, integer) from public;

grant execute on function public.landing_page(text, text, text, text, integer) to anon, authenticated, service_role;

-- A landing page in one round trip: landing_page's facts and, under 'results', the first page of its
-- listings as the listing search answers it ({"total", "rows"}, newest first), for the search the page
-- stands for: the type, the make and model by the names the facts give, and within radius_km of the
-- place (src/lib/domain/landing.ts, landingFilters, builds the same search for the results island;
-- tests/integration/landing-pages.test.ts holds the two equal). Security invoker: the rows are read as
-- the caller, so row-level security decides what the results show. Null when landing_page is (the page
-- answers 404).
create function public.landing_page_with_results(
  vehicle_type text,
  make_slug text,
  model_slug text default null,
  place_slug text default null,
  radius_km integer default 10,
  page_size integer default 24
) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  facts jsonb := public.landing_page(vehicle_type, make_slug, model_slug, place_slug, radius_km);
  filters jsonb;
  page_ids uuid[];
  total bigint;
  page_rows jsonb;
begin
  if facts is null then
    return null;
  end if;
  filters := jsonb_strip_nulls(jsonb_build_object(
    'type', vehicle_type,
    'make', facts -> 'make',
    'model', facts -> 'model',
    'near', case when jsonb_typeof(facts -> 'place') = 'object' then jsonb_build_object(
      'lat', facts -> 'place' -> 'latitude',
      'lng', facts -> 'place' -> 'longitude',
      'radiusKm', radius_km) end));
  if filters ? 'near' then
    return facts || jsonb_build_object('results', public.search_vehicles(filters, 'newest', 1, page_size));
  end if;
  -- Without a place, search_vehicles counts from the facet bitmaps, which for a make or model costs more
  -- than counting its listings in vehicles_make_model_idx (matching_page's count): 12 ms against 18 for a
  -- make of 15,000 listings at 100k (native, load 9). The same ids and the same count; the rows as the
  -- caller, in the page's order.
  select m.ids, m.total into page_ids, total
    from listing_search.matching_page(filters, 'newest', page_size, 0, true) m;
  select coalesce(jsonb_agg(to_jsonb(v) - 'fts' order by pg_catalog.array_position(page_ids, v.id)), '[]')
    into page_rows
    from public.vehicles v
   where v.id = any (page_ids);
  return facts || jsonb_build_object('results', jsonb_build_object('total', total, 'rows', page_rows));
end
$$;

comment on function public.landing_page_with_results(text, text, text, text, integer, integer) is
  'A landing page''s facts (landing_page) and the first page of its results (search_vehicles), as the caller.';

revoke execute on function public.landing_page_with_results(text, text, text, text, integer, integer) from public;

grant execute on function public.landing_page_with_results(text, text, text, text, integer, integer)
  to anon, authenticated, service_role;

-- The internal links of the home and listing pages: the makes, models and places with most active
-- listings, each with its count (per vehicle type; places by listings in the place itself).
create function public.popular_landing_links(per_kind integer default 8, radius_km integer default 10) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'makes', (
      select coalesce(jsonb_agg(jsonb_build_object('type', m.type, 'make', m.make_slug, 'name', m.name, 'total', m.total)
                                order by m.total desc, m.make_slug), '[]'::jsonb)
        from (
          select c.type, c.make_key as make_slug, min(c.make) as name, sum(c.active) as total
            from private.landing_counts c
           group by 1, 2
           order by 4 desc, 2
           limit per_kind
        ) m),
    'models', (
      select coalesce(jsonb_agg(jsonb_build_object('type', m.type, 'make', m.make_slug, 'model', m.model_slug,
                                                   'name', m.name, 'total', m.total)
                                order by m.total desc, m.make_slug, m.model_slug), '[]'::jsonb)
        from (
          select c.type, c.make_key as make_slug, c.model_key as model_slug,
                 min(c.make) || ' ' || min(c.model) as name, sum(c.active) as total
            from private.landing_counts c
           group by 1, 2, 3
           order by 5 desc, 2, 3
           limit per_kind
        ) m),
    -- The places with most listings, each linked to the page of its most listed make there.
    'places', (
      select coalesce(jsonb_agg(jsonb_build_object('type', c.type, 'make', c.make_slug, 'place', public.place_slug(c.place_id),
                                                   'name', c.make_name || ' in ' || c.name, 'total', c.total)
                                order by c.here desc, c.name), '[]'::jsonb)
        from (
          select top.place_id, top.name, top.here, best.type, best.make_slug, best.make_name,
                 (select sum(n.active)
                    from private.landing_counts n
                   where n.type = best.type and n.make_key = best.make_slug
                     and n.place_id = any (covered.ids))
                   as total
            from (
              select h.place_id, p.name, p.latitude, p.longitude, h.here
                from (
                  select c.place_id, sum(c.active) as here
                    from private.landing_counts c
                   where c.place_id is not null
                   group by 1
                   order by 2 desc, 1
                   limit per_kind
                ) h
                join public.places p on p.id = h.place_id
            ) top,
            lateral (
              select c.type, c.make_key as make_slug, min(c.make) as make_name
                from private.landing_counts c
               where c.place_id = top.place_id
               group by 1, 2
               order by sum(c.active) desc, 1, 2
               limit 1
            ) best,
            -- offset 0: each area computed once, not once per summary row it is compared with.
            lateral (select listing_search.places_within(array[top.latitude, top.longitude, radius_km]) as ids offset 0) covered
        ) c)
  );
$$;

comment on function public.popular_landing_links(integer, integer) is
  'The makes, models and places with most active listings, with landing-page slugs and counts.';

revoke execute on function public.popular_landing_links(integer, integer) from public;

grant execute on function public.popular_landing_links(integer, integer) to anon, authenticated, service_role;

-- The sitemap's landing pages: every make, model, make in a place and model in a place with an active
-- listing there (the place a listing is in; its radius's other places get no page of their own),
-- with the last change of their listings, in a stable order, 50,000 a file.
create function private.landing_sitemap_rows()
returns table (type text, make text, model text, place integer, updated_at timestamptz)
language sql
stable
set search_path = ''
as $$
  -- Each group names four pages; a group without a place, only the first two (its place rows are left out).
  select c.type, c.make_key, c.model_key, c.place_id, max(c.updated_at)
    from private.landing_counts c
   group by grouping sets ((c.type, c.make_key), (c.type, c.make_key, c.model_key),
                           (c.type, c.make_key, c.place_id), (c.type, c.make_key, c.model_key, c.place_id))
  having grouping(c.place_id) = 1 or c.place_id is not null
$$;

revoke execute on function private.landing_sitemap_rows() from public;

create function public.sitemap_landing_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from private.landing_sitemap_rows();
$$;

comment on function public.sitemap_landing_count() is 'Landing pages in the sitemap (those with an active listing).';

revoke execute on function public.sitemap_landing_count() from public;

grant execute on function public.sitemap_landing_count() to anon, authenticated, service_role;

create function public.sitemap_landing(file_index integer, file_size integer default 50000) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with page as (
    select r.*
      from private.landing_sitemap_rows() r
     order by r.type, r.make, r.model nulls first, r.place nulls first
    offset greatest(file_index, 0)::bigint * least(greatest(file_size, 1), 50000)
     limit least(greatest(file_size, 1), 50000)
  ),
  named as (
    select page.*, s.slug as place_slug
      from page
      left join private.place_slugs(array(
             select distinct public.url_slug(p.name) from public.places p where p.id in (select page.place from page)
           )) s on s.place_id = page.place
  )
  select coalesce(jsonb_agg(jsonb_build_array(n.type, n.make, n.model, n.place_slug, n.updated_at)
                            order by n.type, n.make, n.model nulls first, n.place nulls first), '[]'::jsonb)
    from named n;
$$;

comment on function public.sitemap_landing(integer, integer) is
  'One sitemap file of landing pages: [[type, make slug, model slug, place slug, last change], …], at most 50,000.';

revoke execute on function public.sitemap_landing(integer, integer) from public;

grant execute on function public.sitemap_landing(integer, integer) to anon, authenticated, service_role;
