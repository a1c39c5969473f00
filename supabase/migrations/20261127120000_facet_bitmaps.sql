-- Facet counts from bitmaps of the active listings, kept by triggers, so a
-- computed vehicle_facets answer no longer reads every listing the search's
-- ranges keep.
--
-- Why: the target (docs/PERFORMANCE.md, "Search") is the facet-count RPC at
-- p95 <= 40 ms through the HTTP API at 100k listings, on PGlite too. Counted
-- by scanning (listing_search.facet_counts) a computed answer took 55-126 ms
-- median natively on a quiet machine and 3-4x that on PGlite: ~75,000 rows
-- read and hashed into two grouping sets per request. Search engines count
-- facets with a bitmap per option value; Postgres has bit strings with
-- bitwise AND and OR and bit_count (Postgres 14+), on PGlite, native
-- Postgres and hosted Supabase alike, with no extension.
--
-- The bitmaps:
--   * Every listing that has been active gets a slot (listing_search.
--     facet_slots), a small integer; bit `slot % 8192` of chunk `slot / 8192`
--     stands for it. Slots are not reused (a deleted listing's slot stays
--     empty); a chunk row whose bits are all clear is dropped.
--   * listing_search.facet_bits holds one row per (chunk, facet, value): the
--     active listings of that chunk with that value. Facets: 'active' (value
--     ''), type, make, model (value: the JSON array [make, model]), fuelType,
--     transmission, color, licence (the listing's category), bodyType,
--     accidentFree, goodPrice and fastReply (value 'true'), feature (one per
--     feature held), and the ranges in buckets: year (the year), price (per
--     EUR 1,000), mileage (per 5,000 km), engineSize (per 100 cc), each
--     with a second facet ('price=' ...) for the listings exactly on a
--     bucket's lower edge, so "at most EUR 20,000" is the buckets below 20
--     plus the listings at exactly 20,000.
--   * Statement-level triggers on vehicles (transition tables) and on
--     seller_reply_stats (fastReply) set and clear bits in the writing
--     transaction, so the bitmaps commit with the listings and every
--     snapshot sees them agree. Chunk rows are updated in (chunk, facet,
--     value) order, so two statements never wait on each other in a cycle.
--
-- Counting (listing_search.facet_counts_from_bits, as the caller): per chunk,
-- the listings passing the filters without options (ranges, features) AND
-- each option filter's mask (the OR of its values' bitmaps); a facet's
-- options are counted against the AND of every mask but its own (the other
-- filters applied), the total against all of them: a bit_count per option
-- and chunk, about 300 per chunk. Same answer as the scan, key for key (an
-- integration test compares them over many searches and writes). The scan
-- stays for what the bitmaps cannot answer: a distance (`near` with a
-- radius), and a range bound off the buckets (a hand-edited URL; the
-- filters' controls move in whole buckets: price in EUR 1,000, mileage in
-- the MILEAGE_OPTIONS steps, which are multiples of 5,000 km). A search
-- word's listings come from the full-text and title indexes as bitmaps
-- (listing_search.word_bits), its make and model part from their bitmaps.
--
-- Row-level security: the bitmaps hold active listings only, which every
-- role may read (the vehicles policies), and the sellers whose replies the
-- seller_reply_stats policies show (replies_within_24h needs 3 or more
-- conversations, the policies' own condition); anon and authenticated read
-- them through one select policy each. A policy that hid some active
-- listings from some users would have to be mirrored here, as the kept
-- answers (listing_search.facet_answers) already note.
--
-- Cost on writes: one statement-level trigger call per statement on
-- vehicles, diffing the changed rows' keys (about 20 a listing); a listing
-- published or withdrawn updates about 20 chunk rows of 1 KB each. Writers
-- of listings in the same chunk (8,192 consecutive slots) wait for each
-- other's chunk rows until commit.
--
-- A filter added later is counted by the scan until facet_bit_keys gives
-- it keys and facet_counts_from_bits a `when` branch (its mask, and for an
-- option filter its name in option_facets); the integration test
-- tests/integration/facet-bitmaps.test.ts compares both answers.
--
-- Replaced: public.vehicle_facets (create or replace, same signature and
-- answer): bitmaps when they can answer, else the scan, kept as before.

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
create index facet_bits_facet_value_idx on listing_search.facet_bits (facet, value);

revoke all on listing_search.facet_bits from public, anon, authenticated;
grant select on listing_search.facet_bits to anon, authenticated;

create policy "Visitors can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to anon
  using (true);

create policy "Users can read the search bitmaps of active listings"
  on listing_search.facet_bits for select
  to authenticated
  using (true);

-- The bitmap keys (facet, value) of one active listing.
create function listing_search.facet_bit_keys(v public.vehicles)
returns table (facet text, value text)
language sql
stable
set search_path = ''
as $$
  select k.facet, k.value
    from (values
      ('active', ''),
      ('type', v.type),
      ('make', v.make),
      ('model', jsonb_build_array(v.make, v.model)::text),
      ('fuelType', v.fuel_type),
      ('transmission', v.transmission),
      ('color', v.color),
      ('licence', v.licence_category),
      ('bodyType', v.body_type),
      ('accidentFree', case when v.accident_free then 'true' end),
      ('goodPrice', case when v.price_rating in ('great', 'good') then 'true' end),
      ('fastReply', case when exists (select from public.seller_reply_stats f
                                      where f.seller_id = v.seller_id and f.replies_within_24h) then 'true' end),
      ('year', v.year::text),
      ('price', (v.price / 1000)::text),
      ('price=', case when v.price % 1000 = 0 then (v.price / 1000)::text end),
      ('mileage', (v.mileage / 5000)::text),
      ('mileage=', case when v.mileage % 5000 = 0 then (v.mileage / 5000)::text end),
      ('engineSize', (v.engine_size / 100)::text),
      ('engineSize=', case when v.engine_size % 100 = 0 then (v.engine_size / 100)::text end)
    ) k (facet, value)
   where k.value is not null
  union
  select 'feature', f from unnest(v.features) f where f is not null
$$;

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

-- The query (run by the triggers below, which alone see their transition
-- tables) that turns rows (slot, facet, value, added) of `changes` into one
-- row per chunk row to change, with the bits to set and to clear, in key order.
create function listing_search.facet_changes_sql(changes text) returns text
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

-- Trigger (statement level, transition tables old_rows/new_rows): the keys
-- of the rows before and after, diffed, become bits set and cleared, chunk
-- row by chunk row in key order.
create function listing_search.track_facet_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys constant text := $keys$
    select s.slot, k.facet, k.value
      from %s r
      join listing_search.facet_slots s on s.vehicle_id = r.id
     cross join lateral listing_search.facet_bit_keys(r) k
     where r.status = 'active'$keys$;
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
  for change in execute listing_search.facet_changes_sql(format($changes$
    with before (slot, facet, value) as (%s), after (slot, facet, value) as (%s)
    select *, true from (select * from after except select * from before) a
    union all
    select *, false from (select * from before except select * from after) b$changes$,
    case when tg_op = 'INSERT' then nothing else format(keys, 'old_rows') end,
    case when tg_op = 'DELETE' then nothing else format(keys, 'new_rows') end))
  loop
    perform listing_search.change_facet_bits(change.chunk, change.facet, change.value, change.added, change.removed);
  end loop;
  if tg_op = 'DELETE' then
    execute 'delete from listing_search.facet_slots s using old_rows o where s.vehicle_id = o.id';
  end if;
  return null;
end
$$;

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

-- Trigger (statement level): a seller who starts or stops replying within
-- 24 h sets or clears the fastReply bits of their active listings.
create function listing_search.track_fast_reply_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  nothing constant text := 'select null::uuid, false where false';
  change record;
begin
  for change in execute listing_search.facet_changes_sql(format($changes$
    with before (seller_id, fast) as (%s), after (seller_id, fast) as (%s),
    changed as (
      select coalesce(a.seller_id, b.seller_id) as seller_id, coalesce(a.fast, false) as fast
        from after a
        full join before b on b.seller_id = a.seller_id
       where coalesce(a.fast, false) is distinct from coalesce(b.fast, false)
    )
    select s.slot, 'fastReply', 'true', c.fast
      from changed c
      join public.vehicles v on v.seller_id = c.seller_id and v.status = 'active'
      join listing_search.facet_slots s on s.vehicle_id = v.id$changes$,
    case when tg_op = 'INSERT' then nothing else 'select seller_id, replies_within_24h from old_rows' end,
    case when tg_op = 'DELETE' then nothing else 'select seller_id, replies_within_24h from new_rows' end))
  loop
    perform listing_search.change_facet_bits(change.chunk, change.facet, change.value, change.added, change.removed);
  end loop;
  return null;
end
$$;

create trigger seller_reply_stats_facet_bits_insert
  after insert on public.seller_reply_stats
  referencing new table as new_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

create trigger seller_reply_stats_facet_bits_update
  after update on public.seller_reply_stats
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

create trigger seller_reply_stats_facet_bits_delete
  after delete on public.seller_reply_stats
  referencing old table as old_rows
  for each statement
  execute function listing_search.track_fast_reply_bits();

-- Builds the slots and bitmaps afresh from the listings: run below for the
-- listings already stored, and after writes made with triggers off
-- (session_replication_role = replica, as bulk loads do).
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
  insert into listing_search.facet_bits (chunk, facet, value, bits)
  select s.slot / 8192, k.facet, k.value, bit_or(set_bit(0::bit(8192), s.slot % 8192, 1))
    from public.vehicles v
    join listing_search.facet_slots s on s.vehicle_id = v.id
   cross join lateral listing_search.facet_bit_keys(v) k
   where v.status = 'active'
   group by 1, 2, 3;
end
$$;

revoke execute on function listing_search.change_facet_bits(integer, text, text, bit, bit) from public, anon, authenticated;
revoke execute on function listing_search.track_facet_bits() from public, anon, authenticated;
revoke execute on function listing_search.track_fast_reply_bits() from public, anon, authenticated;
revoke execute on function listing_search.rebuild_facet_bits() from public, anon, authenticated;
grant execute on function listing_search.rebuild_facet_bits() to service_role;

select listing_search.rebuild_facet_bits();

-- SQL (per chunk row `a`) of the listings with any of the values of a facet.
create function listing_search.value_bits_sql(facet text, choices text[]) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and b.facet = %L and b.value = any (%L::text[]))', facet, choices)
$$;

-- SQL (per chunk row `a`) of the listings of a bucketed range from bucket
-- `low` up to the edge of bucket `high` (the listings at exactly that edge
-- included; either bound may be null).
create function listing_search.range_bits_sql(facet text, low integer, high integer) returns text
language sql
immutable
set search_path = ''
as $$
  select format('(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
                || ' where b.chunk = a.chunk and ((b.facet = %1$L and (case when b.facet = %1$L then b.value::integer end) between %3$s and %4$s - 1)'
                || ' or (b.facet = %2$L and (case when b.facet = %2$L then b.value::integer end) = %4$s and %4$s >= %3$s)))',
                facet, facet || '=', coalesce(low, -1), coalesce(high, 1000000000))
$$;

-- The active listings one search word finds by their text (the full-text
-- index or part of the title), as bitmaps per chunk; the make and model
-- parts of the word's condition are read from the make and model bitmaps.
-- Security definer so that the word conditions use their indexes
-- (vehicles_fts_idx, vehicles_title_trgm_idx): as the caller, row-level
-- security's barrier leaves the non-leakproof @@ and ILIKE to a filter on
-- every row (the scan's 150-250 ms at 100k). It reads active listings only,
-- which every role may read, and answers bits, not rows.
create function listing_search.word_bits(word text)
returns table (chunk integer, bits bit(8192))
language sql
stable
security definer
set search_path = ''
as $$
  select s.slot / 8192, bit_or(set_bit(0::bit(8192), s.slot % 8192, 1))
    from public.vehicles v
    join listing_search.facet_slots s on s.vehicle_id = v.id
   where v.status = 'active'
     and (v.fts @@ websearch_to_tsquery('public.simple_unaccent', word) or v.title ilike '%' || word || '%')
   group by 1
$$;

revoke execute on function listing_search.word_bits(text) from public;
grant execute on function listing_search.word_bits(text) to anon, authenticated, service_role;

-- vehicle_facets' answer from the bitmaps, or null when the search needs the
-- scan (a distance, a range bound off the buckets, a filter the bitmaps do
-- not know). Validates the filters and the mileage steps exactly as the scan
-- does, with the same errors. Runs as the caller.
create function listing_search.facet_counts_from_bits(filters jsonb, mileage_steps integer[])
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  option_facets constant text[] := array['type', 'make', 'fuelType', 'transmission', 'color', 'licence',
                                         'mileageMax', 'bodyType', 'accidentFree', 'goodPrice', 'fastReply'];
  entry record;
  steps integer[];
  number integer;
  -- Range bounds in buckets ([low, high] with the listings at exactly high's edge).
  price_low integer;
  price_high integer;
  year_low integer;
  year_high integer;
  engine_low integer;
  engine_high integer;
  features text[];
  words text[] := '{}';
  word_ctes text := '';
  make text;
  model text;
  -- Per option facet: the SQL of its mask (the OR of the chosen values' bits, per chunk a).
  masks jsonb := '{}';
  fixed text := 'a.bits';
  total text;
  bases text := '';
  base_of text := '';
  counted_facets text[];
  facet text;
  expression text;
  models text := '''{}''::jsonb';
  result jsonb;
begin
  perform listing_search.where_clause(filters);
  select coalesce(array_agg(distinct s order by s), '{}') into steps
    from unnest(coalesce(mileage_steps, '{}')) s
   where s between 0 and 2000000;
  if cardinality(steps) > 20 then
    raise exception 'mileage_steps holds at most 20 values' using errcode = '22023';
  end if;
  if exists (select from unnest(steps) s where s % 5000 <> 0) then
    return null;
  end if;
  if jsonb_typeof(filters) is distinct from 'object' then
    filters := '{}';
  end if;
  for entry in select e.key, e.value from jsonb_each(filters) e where e.value <> 'null'::jsonb loop
    case entry.key
      when 'searchTerm' then
        words := listing_search.words(entry.value ->> 0);
      when 'near' then
        if (listing_search.near_centre(entry.key, entry.value))[3] is not null then
          return null;
        end if;
      when 'minPrice', 'maxPrice', 'engineSizeMin', 'engineSizeMax', 'mileageMax' then
        number := (entry.value)::integer;
        if number % (case entry.key when 'mileageMax' then 5000 when 'minPrice' then 1000
                                    when 'maxPrice' then 1000 else 100 end) <> 0 then
          return null;
        end if;
        case entry.key
          when 'minPrice' then price_low := number / 1000;
          when 'maxPrice' then price_high := number / 1000;
          when 'engineSizeMin' then engine_low := number / 100;
          when 'engineSizeMax' then engine_high := number / 100;
          else
            masks := masks || jsonb_build_object('mileageMax', listing_search.range_bits_sql('mileage', null, number / 5000));
        end case;
      when 'minYear' then year_low := (entry.value)::integer;
      when 'maxYear' then year_high := (entry.value)::integer;
      when 'features' then
        select array_agg(distinct f) into features from jsonb_array_elements_text(entry.value) f;
      when 'type' then
        masks := masks || jsonb_build_object('type', listing_search.value_bits_sql('type', array[entry.value ->> 0]));
      when 'make' then make := entry.value ->> 0;
      when 'model' then model := entry.value ->> 0;
      when 'licence' then
        masks := masks || jsonb_build_object('licence',
          listing_search.value_bits_sql('licence', listing_search.licence_covers(entry.value ->> 0)));
      when 'bodyType' then
        masks := masks || jsonb_build_object('bodyType', listing_search.value_bits_sql('bodyType',
          array(select jsonb_array_elements_text(entry.value))));
      when 'accidentFree', 'goodPrice', 'fastReply' then
        masks := masks || jsonb_build_object(entry.key, listing_search.value_bits_sql(entry.key, array['true']));
      when 'fuelType', 'transmission', 'color' then
        masks := masks || jsonb_build_object(entry.key, listing_search.value_bits_sql(entry.key, array[entry.value ->> 0]));
      else
        -- A filter the bitmaps do not know (one added after them): the scan counts it.
        return null;
    end case;
  end loop;

  -- The filters without options.
  if price_low is not null or price_high is not null then
    fixed := fixed || ' & ' || listing_search.range_bits_sql('price', price_low, price_high);
  end if;
  if year_low is not null or year_high is not null then
    -- Every year is a bucket of its own (no edge key): up to the edge of the year after.
    fixed := fixed || ' & ' || listing_search.range_bits_sql('year', year_low, year_high + 1);
  end if;
  if engine_low is not null or engine_high is not null then
    fixed := fixed || ' & ' || listing_search.range_bits_sql('engineSize', engine_low, engine_high);
  end if;
  if features is not null then
    fixed := fixed || ' & ' || format(
      '(select coalesce(bit_and(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
      || ' where b.chunk = a.chunk and b.facet = ''feature'' and b.value = any (%1$L::text[]) having count(*) = %2$s)',
      features, cardinality(features));
  end if;
  -- Each word: its make or model, or its text (word_bits).
  for number in 1 .. cardinality(words) loop
    word_ctes := word_ctes || format('word_%s as materialized (select w.chunk, w.bits from listing_search.word_bits(%L) w), ',
                                     number, words[number]);
    fixed := fixed || ' & ' || format(
      '((select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b where b.chunk = a.chunk'
      || ' and ((b.facet = ''make'' and b.value ilike %1$L)'
      || ' or (b.facet = ''model'' and (case when b.facet = ''model'' then b.value::jsonb ->> 1 end) ilike %1$L)))'
      || ' | coalesce((select w.bits from word_%2$s w where w.chunk = a.chunk), 0::bit(8192)))',
      '%' || words[number] || '%', number);
  end loop;
  -- Make and model are one facet (the make counts leave the model out).
  if make is not null or model is not null then
    masks := masks || jsonb_build_object('make', concat_ws(' & ',
      case when make is not null then listing_search.value_bits_sql('make', array[make]) end,
      case when model is not null then format(
        '(select coalesce(bit_or(b.bits), 0::bit(8192)) from listing_search.facet_bits b'
        || ' where b.chunk = a.chunk and b.facet = ''model'' and (case when b.facet = ''model'' then b.value::jsonb ->> 1 end) = %L)',
        model) end));
  end if;
  if make is not null then
    -- Every model of the make among the active listings of the type (zero counts too).
    models := format($models$(
      select coalesce(jsonb_object_agg(c.value::jsonb ->> 1, c.n), '{}')
        from counted c
       where c.facet = 'model' and starts_with(c.value, %L) and c.present > 0)$models$,
      left(jsonb_build_array(make, '')::text, -3));
  end if;

  -- Per chunk: the total (every filter) and, per option facet, every filter but its own.
  total := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident(k), '' order by k) from jsonb_object_keys(masks) k), '') || ')';
  foreach facet in array option_facets loop
    if masks ? facet then
      expression := '(c.fixed' || coalesce((select string_agg(' & c.' || quote_ident(k), '' order by k)
                                              from jsonb_object_keys(masks) k where k <> facet), '') || ')';
    else
      expression := total;
    end if;
    bases := bases || format(', %s as %I', expression, 'base_' || facet);
  end loop;
  -- The bitmap facets each option facet counts (the make's include its models', the mileage's
  -- its edge key), each against that facet's base; features against the total.
  select 'case o.facet' || string_agg(format(' when %L then b.%I', k, 'base_' || f), '') || ' else b.total end',
         array_agg(k) || '{feature}'
    into base_of, counted_facets
    from unnest(option_facets) f
   cross join lateral unnest(case f when 'make' then array['make', 'model']
                                    when 'mileageMax' then array['mileage', 'mileage=']
                                    else array[f] end) k;

  execute format($query$
    with %10$s chunks as materialized (
      select a.chunk, a.bits as active, %1$s as fixed %2$s
        from listing_search.facet_bits a
       where a.facet = 'active' and a.value = ''
    ),
    bases as materialized (
      select c.chunk, %3$s as total, c.active & %4$s as present %5$s
        from chunks c
    ),
    counted as (
      select x.facet, x.value, sum(x.n) as n, sum(x.present) as present
        from (select o.facet, o.value, bit_count(%6$s & o.bits) as n,
                     case when o.facet = 'model' then bit_count(b.present & o.bits) end as present
                from bases b
                join listing_search.facet_bits o on o.chunk = b.chunk
               where o.facet = any (%11$L::text[]) and (o.facet <> 'model' or %7$L)
              offset 0 -- counts each chunk row before grouping, so no bitmap is sorted
             ) x
       group by 1, 2
    )
    select jsonb_build_object(
      'total', (select coalesce(sum(bit_count(total)), 0) from bases),
      'type', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'type' and n > 0),
      'make', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'make' and n > 0),
      'model', %8$s,
      'fuelType', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'fuelType' and n > 0),
      'transmission', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'transmission' and n > 0),
      'color', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'color' and n > 0),
      'bodyType', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'bodyType' and n > 0),
      'licence', (select jsonb_object_agg(l, (select coalesce(sum(n), 0) from counted
                                               where facet = 'licence' and value = any (listing_search.licence_covers(l))))
                    from unnest(array['AM', 'A1', 'A2', 'A', 'B']) l),
      'mileageMax', (select coalesce(jsonb_object_agg(s::text, (
                                select coalesce(sum(n), 0) from counted
                                 where (facet = 'mileage' and (case when facet = 'mileage' then value::integer end) < s / 5000)
                                    or (facet = 'mileage=' and (case when facet = 'mileage=' then value::integer end) = s / 5000))), '{}')
                       from unnest(%9$L::integer[]) s),
      'toggles', jsonb_build_object(
                   'accidentFree', (select coalesce(sum(n), 0) from counted where facet = 'accidentFree'),
                   'goodPrice', (select coalesce(sum(n), 0) from counted where facet = 'goodPrice'),
                   'fastReply', (select coalesce(sum(n), 0) from counted where facet = 'fastReply')),
      'features', (select coalesce(jsonb_object_agg(value, n), '{}') from counted where facet = 'feature' and n > 0)
    )
  $query$,
    fixed,
    coalesce((select string_agg(format(', %s as %I', masks ->> k, k), '' order by k) from jsonb_object_keys(masks) k), ''),
    total,
    case when masks ? 'type' then 'c.type' else 'c.active' end,
    bases,
    base_of,
    make is not null,
    models,
    steps,
    word_ctes,
    counted_facets)
  into result;
  return result;
end
$$;

comment on function listing_search.facet_counts_from_bits(jsonb, integer[]) is
  'vehicle_facets'' answer from the bitmaps of active listings, or null when the search needs the scan.';

-- The counts through the API: the kept answer while the listings have not
-- changed, else computed as the caller (from the bitmaps when they can answer,
-- else by the scan) and kept.
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
    answer := coalesce(listing_search.facet_counts_from_bits(filters, mileage_steps),
                       listing_search.facet_counts(filters, mileage_steps));
    perform listing_search.remember_facets(request, changes, answer);
  end if;
  return answer;
end
$$;
