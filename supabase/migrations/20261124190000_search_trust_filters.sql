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

create or replace function listing_search.facet_keys() returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['type', 'make', 'model', 'fuelType', 'transmission', 'color', 'licence', 'mileageMax',
               'bodyType', 'accidentFree', 'goodPrice', 'fastReply']
$$;

create or replace function listing_search.condition(key text, value jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  words text[];
  features text[];
  bodies text[];
  centre double precision[];
  box double precision[];
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
      -- The radius's box as float8 literals (index conditions on
      -- vehicles_near_idx under RLS), then the exact distance.
      box := public.geo_bounds(centre[1], centre[2], centre[3]);
      return format(
        'v.latitude >= %L::double precision and v.latitude <= %L::double precision'
          || ' and v.longitude >= %L::double precision and v.longitude <= %L::double precision'
          || ' and %s <= %L::double precision',
        box[1], box[2], box[3], box[4], listing_search.distance_expression(centre), centre[3]);
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

create function listing_search.current_listing_changes() returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select c.last_value from listing_search.listing_changes c
$$;

revoke execute on function listing_search.cached_facets(text) from public;
revoke execute on function listing_search.remember_facets(text, bigint, jsonb) from public;
revoke execute on function listing_search.current_listing_changes() from public;
grant execute on function listing_search.cached_facets(text) to anon, authenticated, service_role;
grant execute on function listing_search.remember_facets(text, bigint, jsonb) to anon, authenticated, service_role;
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

-- The counts through the API: the cached answer while the listings have not
-- changed, else computed as the caller (listing_search.facet_counts) and
-- kept. Volatile, since it may store the answer (PostgREST then runs it in a
-- read-write transaction; by GET it computes without storing).
create or replace function public.vehicle_facets(filters jsonb default '{}', mileage_steps integer[] default '{}')
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
    answer := listing_search.facet_counts(filters, mileage_steps);
    perform listing_search.remember_facets(request, changes, answer);
  end if;
  return answer;
end
$$;

comment on function public.vehicle_facets(jsonb, integer[]) is
  'Per-option counts of every search facet, each with the other filters applied, and the total (cached until listings change).';

-- The facet scan reads every facet column of the active listings of a type
-- (or of all types); the new filters' columns join them, so it stays an
-- index-only scan. Same key as the index it replaces.
create index vehicles_search_facets_trust_idx on public.vehicles (status, type)
  include (make, model, fuel_type, transmission, color, licence_category, mileage, price, year, engine_size,
           body_type, accident_free, price_rating, seller_id, features);
drop index public.vehicles_search_facets_idx;

-- The distance search's index carries the new filters' columns too, so a
-- search near a place with them stays an index-only scan.
drop index public.vehicles_near_search_idx;
create index vehicles_near_search_idx on public.vehicles (latitude, longitude)
  include (status, type, price, year, mileage, created_at, id, seller_id, make, model, fuel_type, transmission,
           color, engine_size, licence_category, features, body_type, accident_free, price_rating);
