-- Dealer stock: a dealer's own stock numbers on their listings, the feed
-- import that keeps those listings in step with the dealer's stock system,
-- and the API keys through which that system calls the inventory API.
--
-- One function does the work for the dashboard's import and for every API
-- call (private.apply_dealer_stock): it plans every row against what is
-- stored (created / updated / unchanged / rejected, and listings missing
-- from a full feed withdrawn as sold), returns the plan, and, unless asked
-- for a dry run, writes it in set-based statements inside the caller's one
-- transaction: a feed imports whole or not at all, and the same feed again
-- plans every row unchanged and writes nothing. It runs as its owner but
-- reads and writes only the given seller's rows, under that seller's
-- identity (auth.uid()), so the triggers that follow a listing change
-- (history, rating, bitmaps, listing limits) hold as for a form save. The
-- per-row webhooks of a listing change (cache purge, saved-search alerts)
-- are coalesced while it writes: one post each for the whole import.

create table public.dealer_stock (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  stock_number text not null check (char_length(stock_number) between 1 and 40),
  -- The photo addresses of the last import, so an unchanged feed fetches nothing again.
  photo_urls text[] not null default '{}' check (cardinality(photo_urls) <= 20),
  created_at timestamptz not null default now(),
  constraint dealer_stock_seller_stock_number_key unique (seller_id, stock_number)
);

alter table public.dealer_stock enable row level security;

comment on table public.dealer_stock is
  'A dealer''s own stock number on each imported listing (unique per seller); written only by the import functions.';

create index dealer_stock_seller_id_idx on public.dealer_stock (seller_id);

revoke all on public.dealer_stock from anon;

revoke insert, update, delete, truncate on public.dealer_stock from authenticated;

create policy "Sellers can read their own stock numbers"
  on public.dealer_stock for select
  to authenticated
  using (seller_id = (select auth.uid()));

-- A feed's rows: line, stock number and photo addresses, and the listing
-- columns read through the vehicles row type (so each gets its column's type;
-- other keys are ignored by the statements that read them).
create function private.dealer_feed_rows(feed jsonb)
returns table (line integer, stock_number text, photo_urls text[], listing public.vehicles, item jsonb)
language sql
stable
set search_path = ''
as $$
  select (e ->> 'line')::integer, e ->> 'stock_number',
         array(select jsonb_array_elements_text(coalesce(e -> 'photo_urls', '[]'))),
         jsonb_populate_record(null::public.vehicles, e),
         e
    from jsonb_array_elements(feed) e
$$;

comment on function private.dealer_feed_rows(jsonb) is
  'A dealer feed (JSON array) as rows: line, stock_number, photo_urls, the listing as a vehicles row, and the element itself.';

revoke execute on function private.dealer_feed_rows(jsonb) from public;

-- Whether this transaction is a dealer import writing this seller's listings:
-- their webhook posts are then left to the import's one post. Other sellers'
-- listings the import re-rates still post their own.
create function private.bulk_write_active(seller uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('wheelhouse.bulk_write', true), '') = seller::text
$$;

comment on function private.bulk_write_active(uuid) is
  'True inside a dealer import of this seller: the listing triggers then leave their webhook posts to the import''s one post.';

revoke execute on function private.bulk_write_active(uuid) from public;

-- The plan and, unless dry_run, the writes. `feed` is a JSON array of
-- vehicles (private.dealer_feed_rows); `keep` the stock numbers of rows the reader
-- rejected (present in the feed, so not withdrawn, but not changed either);
-- `withdraw_missing` withdraws the seller's imported listings whose stock
-- number the feed does not name (a full feed; single API calls pass false).
-- Returns {rows: [{line, stockNumber, outcome, listingId, changes, reason}],
-- counts: {created, updated, unchanged, withdrawn, rejected}}.
create function private.apply_dealer_stock(
  seller uuid,
  feed jsonb,
  dry_run boolean,
  withdraw_missing boolean,
  keep text[] default '{}'
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan jsonb;
  dealer boolean;
begin
  if seller is null then
    raise exception 'Sign in to import your stock.' using errcode = '42501';
  end if;
  if jsonb_typeof(feed) is distinct from 'array' then
    raise exception 'The feed must be a JSON array of vehicles.' using errcode = '22023';
  end if;
  select p.is_dealer into dealer from public.profiles p where p.id = seller;
  if not found then
    raise exception 'Sign in to import your stock.' using errcode = '42501';
  end if;
  -- One import or API write per seller at a time; a second waits for the first to commit.
  perform pg_advisory_xact_lock(hashtext('dealer-stock:' || seller::text));

  with feed_rows as (
    select f.*,
           (select fp.id from public.find_place(place_name => nullif(btrim(f.location), ''),
                                                place_postcode => nullif(btrim(f.postcode), '')) fp) as found_place_id
      from (select d.line, d.stock_number, d.photo_urls, d.item, (d.listing).* from private.dealer_feed_rows(feed) d) f
  ),
  matched as (
    select f.*, v.id as vehicle_id, v.status as current_status,
           case
             when f.stock_number is null or f.stock_number = '' then 'rejected'
             when f.found_place_id is null then 'rejected'
             when v.id is null then 'created'
             when v.status = 'removed' then 'rejected'
             when v.status in ('active', 'draft')
               and (v.type, v.make, v.model, v.title, v.year, v.price, v.mileage, v.fuel_type, v.transmission,
                    v.power, v.engine_size, v.color, v.body_type, v.features, v.description, v.place_id,
                    v.first_registration, v.previous_owners, v.next_inspection, v.accident_free, v.consumption,
                    v.electric_range, v.emissions_class, v.doors, v.seats, s.photo_urls)
                   is not distinct from
                   (f.type, f.make, f.model, f.title, f.year, f.price, f.mileage, f.fuel_type, f.transmission,
                    f.power, f.engine_size, f.color, f.body_type, coalesce(f.features, '{}'), coalesce(f.description, ''),
                    f.found_place_id, f.first_registration, f.previous_owners, f.next_inspection, f.accident_free,
                    f.consumption, f.electric_range, f.emissions_class, f.doors, f.seats, coalesce(f.photo_urls, '{}'))
               and (f.postcode is null or f.postcode = v.postcode)
               then 'unchanged'
             else 'updated'
           end as outcome,
           case
             when f.stock_number is null or f.stock_number = '' then 'stock_number: stock number is missing'
             when f.found_place_id is null and f.postcode is not null and nullif(btrim(f.location), '') is not null then
               format('location: postcode %s is not in %s', f.postcode, f.location)
             when f.found_place_id is null then
               format('location: no town called %s is known', coalesce(nullif(btrim(f.location), ''), f.postcode))
             when v.status = 'removed' then 'row: moderators have hidden this listing; it cannot be changed by an import'
           end as reason,
           case when v.id is not null then array_remove(array[
             case when v.price is distinct from f.price then 'price' end,
             case when v.mileage is distinct from f.mileage then 'mileage' end,
             case when v.description is distinct from coalesce(f.description, '') then 'description' end,
             case when v.features is distinct from coalesce(f.features, '{}') then 'features' end,
             case when s.photo_urls is distinct from coalesce(f.photo_urls, '{}') then 'photos' end,
             case when v.status not in ('active', 'draft') then 'back in stock' end,
             case when (v.type, v.make, v.model, v.title, v.year, v.fuel_type, v.transmission, v.power, v.engine_size,
                        v.color, v.body_type, v.place_id, v.first_registration, v.previous_owners, v.next_inspection,
                        v.accident_free, v.consumption, v.electric_range, v.emissions_class, v.doors, v.seats)
                       is distinct from
                       (f.type, f.make, f.model, f.title, f.year, f.fuel_type, f.transmission, f.power, f.engine_size,
                        f.color, f.body_type, f.found_place_id, f.first_registration, f.previous_owners, f.next_inspection,
                        f.accident_free, f.consumption, f.electric_range, f.emissions_class, f.doors, f.seats)
                    or (f.postcode is not null and f.postcode is distinct from v.postcode)
                  then 'details' end
           ], null) end as changes
      from feed_rows f
      left join public.dealer_stock s on s.seller_id = seller and s.stock_number = f.stock_number
      left join public.vehicles v on v.id = s.vehicle_id
  ),
  missing as (
    select s.vehicle_id, s.stock_number
      from public.dealer_stock s
      join public.vehicles v on v.id = s.vehicle_id
     where withdraw_missing
       and s.seller_id = seller
       and v.status in ('active', 'paused')
       and s.stock_number <> all (keep)
       and not exists (select 1 from feed_rows f where f.stock_number = s.stock_number)
  )
  select coalesce(jsonb_agg(r order by r.line nulls last, r.stock_number), '[]')
    into plan
    from (
      select m.line, m.stock_number, m.outcome, m.reason, m.changes,
             case when m.outcome = 'created' then gen_random_uuid() else m.vehicle_id end as vehicle_id,
             m.found_place_id as place_id, m.item
        from matched m
      union all
      select null, x.stock_number, 'withdrawn', null, null, x.vehicle_id, null, null
        from missing x
    ) r;

  if not dry_run and exists (
    select 1 from jsonb_array_elements(plan) e where e ->> 'outcome' in ('created', 'updated', 'withdrawn')
  ) then
    -- Act as the seller for the triggers that read the request's identity (listing limits, history).
    perform set_config('request.jwt.claim.sub', seller::text, true);
    perform set_config('request.jwt.claim.role', 'authenticated', true);
    perform set_config('request.jwt.claims', jsonb_build_object('sub', seller, 'role', 'authenticated')::text, true);
    perform set_config('wheelhouse.bulk_write', seller::text, true);

    -- Each step reads its row from the plan (the feed's element travels in it), so no statement joins
    -- the feed to the plan: every write is linear in the feed's size.
    insert into public.vehicles (
      id, seller_id, type, make, model, title, year, price, mileage, fuel_type, transmission, power, engine_size,
      color, body_type, features, description, location, place_id, postcode, first_registration, previous_owners,
      next_inspection, accident_free, consumption, electric_range, emissions_class, doors, seats, status
    )
    select (e ->> 'vehicle_id')::uuid, seller, f.type, f.make, f.model, f.title, f.year, f.price, f.mileage,
           f.fuel_type, f.transmission, f.power, f.engine_size, f.color, f.body_type, coalesce(f.features, '{}'),
           coalesce(f.description, ''), coalesce(f.location, ''), (e ->> 'place_id')::integer, f.postcode,
           f.first_registration, f.previous_owners, f.next_inspection, f.accident_free, f.consumption,
           f.electric_range, f.emissions_class, f.doors, f.seats, 'active'
      from jsonb_array_elements(plan) e
     cross join lateral jsonb_populate_record(null::public.vehicles, e -> 'item') f
     where e ->> 'outcome' = 'created';

    insert into public.dealer_stock (vehicle_id, seller_id, stock_number, photo_urls)
    select (e ->> 'vehicle_id')::uuid, seller, e ->> 'stock_number',
           array(select jsonb_array_elements_text(coalesce(e -> 'item' -> 'photo_urls', '[]')))
      from jsonb_array_elements(plan) e
     where e ->> 'outcome' = 'created';

    update public.vehicles v
       set type = f.type, make = f.make, model = f.model, title = f.title, year = f.year, price = f.price,
           mileage = f.mileage, fuel_type = f.fuel_type, transmission = f.transmission, power = f.power,
           engine_size = f.engine_size, color = f.color, body_type = f.body_type,
           features = coalesce(f.features, '{}'), description = coalesce(f.description, ''),
           place_id = (e ->> 'place_id')::integer, postcode = coalesce(f.postcode, v.postcode),
           first_registration = f.first_registration, previous_owners = f.previous_owners,
           next_inspection = f.next_inspection, accident_free = f.accident_free, consumption = f.consumption,
           electric_range = f.electric_range, emissions_class = f.emissions_class, doors = f.doors, seats = f.seats,
           status = case when v.status in ('active', 'draft') then v.status else 'active' end
      from jsonb_array_elements(plan) e
     cross join lateral jsonb_populate_record(null::public.vehicles, e -> 'item') f
     where e ->> 'outcome' = 'updated'
       and v.id = (e ->> 'vehicle_id')::uuid
       and v.seller_id = seller;

    update public.dealer_stock s
       set photo_urls = p.photo_urls
      from (select (e ->> 'vehicle_id')::uuid as vehicle_id,
                   array(select jsonb_array_elements_text(coalesce(e -> 'item' -> 'photo_urls', '[]'))) as photo_urls
              from jsonb_array_elements(plan) e
             where e ->> 'outcome' = 'updated') p
     where s.vehicle_id = p.vehicle_id
       and s.photo_urls is distinct from p.photo_urls;

    update public.vehicles v
       set status = 'sold'
      from jsonb_array_elements(plan) e
     where e ->> 'outcome' = 'withdrawn'
       and v.id = (e ->> 'vehicle_id')::uuid
       and v.seller_id = seller;

    perform set_config('wheelhouse.bulk_write', '', true);
    perform private.post_bulk_listing_change(seller);
  end if;

  return jsonb_build_object(
    'rows', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'line', e -> 'line',
               'stockNumber', e -> 'stock_number',
               'outcome', e -> 'outcome',
               'listingId', case when e ->> 'outcome' = 'rejected' or (dry_run and e ->> 'outcome' = 'created')
                                 then null else e -> 'vehicle_id' end,
               'changes', case when jsonb_typeof(e -> 'changes') = 'array' then e -> 'changes' else '[]' end,
               'reason', e -> 'reason')), '[]')
        from jsonb_array_elements(plan) e),
    'counts', (
      select jsonb_build_object(
               'created', count(*) filter (where e ->> 'outcome' = 'created'),
               'updated', count(*) filter (where e ->> 'outcome' = 'updated'),
               'unchanged', count(*) filter (where e ->> 'outcome' = 'unchanged'),
               'withdrawn', count(*) filter (where e ->> 'outcome' = 'withdrawn'),
               'rejected', count(*) filter (where e ->> 'outcome' = 'rejected'))
        from jsonb_array_elements(plan) e),
    'dealer', dealer,
    'dryRun', dry_run
  );
end
$$;

comment on function private.apply_dealer_stock(uuid, jsonb, boolean, boolean, text[]) is
  'Plans a seller''s stock rows against their listings and, unless a dry run, writes the plan in one transaction; per-row outcomes and counts.';

revoke execute on function private.apply_dealer_stock(uuid, jsonb, boolean, boolean, text[]) from public;

-- One cache-purge post and one saved-search-alert post for a whole import
-- (the row triggers leave theirs while private.bulk_write_active). Every
-- listing of the seller this transaction wrote (imported, withdrawn, or
-- re-rated by the import's price changes) carries this transaction's time.
create function private.post_bulk_listing_change(seller uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
  target private.saved_search_alert_webhook%rowtype;
begin
  select coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'type', v.type, 'status', v.status, 'seller_id', v.seller_id,
           'make_slug', public.url_slug(v.make), 'model_slug', public.url_slug(v.model), 'place_id', v.place_id)), '[]')
    into changed
    from public.vehicles v
   where v.seller_id = seller
     and v.updated_at = now();
  if jsonb_array_length(changed) = 0 then
    return;
  end if;
  perform private.post_revalidation(jsonb_build_object(
    'type', 'BULK', 'table', 'vehicles', 'schema', 'public', 'seller_id', seller, 'records', changed));
  select * into target from private.saved_search_alert_webhook;
  if found and exists (select 1 from private.saved_search_alerts_due d
                        where d.vehicle_id in (select (c ->> 'id')::uuid from jsonb_array_elements(changed) c)) then
    perform net.http_post(
      url := target.url,
      body := jsonb_build_object('type', 'BULK', 'table', 'vehicles', 'schema', 'public', 'count', jsonb_array_length(changed)),
      headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
      timeout_milliseconds := 5000
    );
  end if;
end
$$;

comment on function private.post_bulk_listing_change(uuid) is
  'Posts one revalidation webhook (the seller''s listings this transaction wrote) and one saved-search alert webhook for a dealer import.';

revoke execute on function private.post_bulk_listing_change(uuid) from public;

-- The dashboard's import: the signed-in seller's feed. The price model's
-- re-rating is queued for public.rerate_queued_prices, which the page calls
-- after the import's writes (`ratingsQueued` says how many wait).
create function public.import_dealer_feed(
  feed jsonb,
  dry_run boolean default true,
  withdraw_missing boolean default true,
  keep text[] default '{}'
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform set_config('wheelhouse.defer_rerate', coalesce((select auth.uid())::text, ''), true);
  result := private.apply_dealer_stock((select auth.uid()), feed, dry_run, withdraw_missing, keep);
  perform set_config('wheelhouse.defer_rerate', '', true);
  return result || jsonb_build_object('ratingsQueued', (
    select count(*) from private.price_rerate_queue q where q.queued_by = (select auth.uid())));
end
$$;

comment on function public.import_dealer_feed(jsonb, boolean, boolean, text[]) is
  'Imports the signed-in seller''s stock feed (dry run by default): per-row outcomes and counts; see private.apply_dealer_stock.';

revoke execute on function public.import_dealer_feed(jsonb, boolean, boolean, text[]) from public, anon;

grant execute on function public.import_dealer_feed(jsonb, boolean, boolean, text[]) to authenticated;

-- API keys ------------------------------------------------------------------

create table public.dealer_api_keys (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  -- The key's first characters, to tell keys apart in the dashboard.
  prefix text not null,
  -- SHA-256 of the key (hex); the key itself is shown once and never stored.
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

alter table public.dealer_api_keys enable row level security;

comment on table public.dealer_api_keys is
  'Inventory API keys: named per dealer, stored as a SHA-256 hash, revoked rather than deleted.';

create index dealer_api_keys_seller_id_idx on public.dealer_api_keys (seller_id);

revoke all on public.dealer_api_keys from anon;

revoke insert, update, delete, truncate on public.dealer_api_keys from authenticated;

revoke select on public.dealer_api_keys from authenticated;

grant select (id, seller_id, name, prefix, created_at, last_used_at, revoked_at) on public.dealer_api_keys to authenticated;

create policy "Sellers can read their own API keys"
  on public.dealer_api_keys for select
  to authenticated
  using (seller_id = (select auth.uid()));

-- Calls per key and minute, for the API's rate limit.
create table private.dealer_api_calls (
  key_id uuid not null references public.dealer_api_keys (id) on delete cascade,
  minute timestamptz not null,
  calls integer not null default 1,
  primary key (key_id, minute)
);

alter table private.dealer_api_calls enable row level security;

comment on table private.dealer_api_calls is 'Inventory API calls per key and minute (rate limit); older minutes are deleted as new ones start.';

create function public.create_dealer_api_key(name text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text := 'whk_' || encode(extensions.gen_random_bytes(24), 'hex');
  created public.dealer_api_keys;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to create an API key.' using errcode = '42501';
  end if;
  if not coalesce((select p.is_dealer from public.profiles p where p.id = (select auth.uid())), false) then
    raise exception 'API keys are for dealer accounts.' using errcode = '42501';
  end if;
  if (select count(*) from public.dealer_api_keys k where k.seller_id = (select auth.uid()) and k.revoked_at is null) >= 10 then
    raise exception 'You can have at most 10 active API keys; revoke one first.' using errcode = 'PT429';
  end if;
  insert into public.dealer_api_keys (seller_id, name, prefix, key_hash)
  values ((select auth.uid()), btrim(create_dealer_api_key.name), left(key, 12),
          encode(extensions.digest(key, 'sha256'), 'hex'))
  returning * into created;
  return jsonb_build_object('id', created.id, 'name', created.name, 'prefix', created.prefix, 'key', key,
                            'createdAt', created.created_at);
end
$$;

comment on function public.create_dealer_api_key(text) is
  'Creates a named inventory API key for the signed-in dealer; the key is returned once and stored only as its hash.';

revoke execute on function public.create_dealer_api_key(text) from public, anon;

grant execute on function public.create_dealer_api_key(text) to authenticated;

create function public.revoke_dealer_api_key(key_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.dealer_api_keys k
     set revoked_at = now()
   where k.id = revoke_dealer_api_key.key_id
     and k.seller_id = (select auth.uid())
     and k.revoked_at is null;
  if not found and not exists (
    select 1 from public.dealer_api_keys k where k.id = revoke_dealer_api_key.key_id and k.seller_id = (select auth.uid())
  ) then
    raise exception 'This API key does not exist.' using errcode = 'PT404';
  end if;
end
$$;

comment on function public.revoke_dealer_api_key(uuid) is 'Revokes one of the signed-in dealer''s API keys at once (idempotent).';

revoke execute on function public.revoke_dealer_api_key(uuid) from public, anon;

grant execute on function public.revoke_dealer_api_key(uuid) to authenticated;

-- The inventory API's one entry point (service role, from the API function).
-- The key decides the seller; a revoked or unknown key is refused (PT401)
-- before anything else, and more than `per_minute` calls a minute per key
-- answer PT429. Operations: put (create or update one vehicle; `item` is a
-- dealer_stock_row as JSON), delete (withdraw as sold), get (one), list
-- (stock-number order, after the cursor `after_stock`, `page_size` at most 100).
create function public.dealer_inventory(
  api_key text,
  operation text,
  stock_number text default null,
  item jsonb default null,
  after_stock text default null,
  page_size integer default 50,
  per_minute integer default 120
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_key public.dealer_api_keys;
  seller uuid;
  calls integer;
  outcome jsonb;
  listing jsonb;
begin
  select * into found_key
    from public.dealer_api_keys k
   where k.key_hash = encode(extensions.digest(coalesce(api_key, ''), 'sha256'), 'hex')
     and k.revoked_at is null;
  if not found then
    raise exception 'The API key is missing, unknown or revoked.' using errcode = 'PT401';
  end if;
  seller := found_key.seller_id;

  insert into private.dealer_api_calls as c (key_id, minute)
  values (found_key.id, date_trunc('minute', now()))
  on conflict (key_id, minute) do update set calls = c.calls + 1
  returning c.calls into calls;
  if calls = 1 then
    delete from private.dealer_api_calls c where c.key_id = found_key.id and c.minute < date_trunc('minute', now());
    update public.dealer_api_keys k set last_used_at = now() where k.id = found_key.id;
  end if;
  if calls > per_minute then
    raise exception 'Too many requests: at most % a minute per key.', per_minute using errcode = 'PT429';
  end if;

  if operation = 'put' then
    if item is null or jsonb_typeof(item) <> 'object' then
      raise exception 'The body must be one vehicle as a JSON object.' using errcode = '22023';
    end if;
    outcome := private.apply_dealer_stock(
      seller, jsonb_build_array(item || jsonb_build_object('stock_number', stock_number, 'line', 1)), false, false);
    return outcome -> 'rows' -> 0;
  elsif operation = 'delete' then
    select jsonb_build_object('vehicle_id', s.vehicle_id, 'status', v.status) into listing
      from public.dealer_stock s join public.vehicles v on v.id = s.vehicle_id
     where s.seller_id = seller and s.stock_number = dealer_inventory.stock_number;
    if listing is null then
      raise exception 'No vehicle with this stock number.' using errcode = 'PT404';
    end if;
    if listing ->> 'status' not in ('active', 'paused', 'draft') then
      return jsonb_build_object('stockNumber', stock_number, 'outcome', 'unchanged', 'listingId', listing -> 'vehicle_id');
    end if;
    perform set_config('request.jwt.claim.sub', seller::text, true);
    perform set_config('request.jwt.claim.role', 'authenticated', true);
    perform set_config('request.jwt.claims', jsonb_build_object('sub', seller, 'role', 'authenticated')::text, true);
    update public.vehicles v set status = 'sold' where v.id = (listing ->> 'vehicle_id')::uuid and v.seller_id = seller;
    return jsonb_build_object('stockNumber', stock_number, 'outcome', 'withdrawn', 'listingId', listing -> 'vehicle_id');
  elsif operation = 'get' then
    select private.dealer_stock_item(s, v) into listing
      from public.dealer_stock s join public.vehicles v on v.id = s.vehicle_id
     where s.seller_id = seller and s.stock_number = dealer_inventory.stock_number;
    if listing is null then
      raise exception 'No vehicle with this stock number.' using errcode = 'PT404';
    end if;
    return listing;
  elsif operation = 'list' then
    if page_size is null or page_size < 1 or page_size > 100 then
      raise exception 'page_size must be between 1 and 100.' using errcode = '22023';
    end if;
    return (
      with page as (
        select s.stock_number, private.dealer_stock_item(s, v) as entry
          from public.dealer_stock s join public.vehicles v on v.id = s.vehicle_id
         where s.seller_id = seller and (after_stock is null or s.stock_number > after_stock)
         order by s.stock_number
         limit page_size + 1
      ), numbered as (
        select p.*, row_number() over (order by p.stock_number) as n from page p
      )
      select jsonb_build_object(
               'items', coalesce(jsonb_agg(n.entry order by n.stock_number) filter (where n.n <= page_size), '[]'),
               'next', (select x.stock_number from numbered x where x.n = page_size and exists (select 1 from numbered y where y.n > page_size)))
        from numbered n
    );
  end if;
  raise exception 'Unknown operation %.', operation using errcode = '22023';
end
$$;

comment on function public.dealer_inventory(text, text, text, jsonb, text, integer, integer) is
  'The inventory API (put, delete, get, list) for the dealer an API key belongs to; PT401 for a bad key, PT429 over the rate limit. Service role.';

revoke execute on function public.dealer_inventory(text, text, text, jsonb, text, integer, integer) from public, anon, authenticated;

grant execute on function public.dealer_inventory(text, text, text, jsonb, text, integer, integer) to service_role;

create function private.dealer_stock_item(s public.dealer_stock, v public.vehicles) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'stockNumber', s.stock_number, 'listingId', v.id, 'status', v.status,
    'type', v.type, 'make', v.make, 'model', v.model, 'title', v.title, 'year', v.year, 'price', v.price,
    'mileage', v.mileage, 'fuel_type', v.fuel_type, 'transmission', v.transmission, 'power', v.power,
    'engine_size', v.engine_size, 'color', v.color, 'body_type', v.body_type, 'features', to_jsonb(v.features),
    'description', v.description, 'location', v.location, 'postcode', v.postcode,
    'first_registration', to_char(v.first_registration, 'YYYY-MM'), 'previous_owners', v.previous_owners,
    'next_inspection', to_char(v.next_inspection, 'YYYY-MM'), 'accident_free', v.accident_free,
    'consumption', v.consumption, 'electric_range', v.electric_range, 'emissions_class', v.emissions_class,
    'doors', v.doors, 'seats', v.seats, 'photos', to_jsonb(s.photo_urls), 'updatedAt', v.updated_at)
$$;

comment on function private.dealer_stock_item(public.dealer_stock, public.vehicles) is
  'One stock item as the inventory API shows it.';

revoke execute on function private.dealer_stock_item(public.dealer_stock, public.vehicles) from public;

-- Photos as a ZIP next to the feed --------------------------------------------

-- The dashboard uploads the ZIP of a feed's photos here (its owner's folder),
-- the photo function (/api/dealer-photos) reads the files the rows name from
-- it with the service role, and the page deletes it when the photos are in.
-- Private: only the owner can write, read or delete their archives.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'dealer-photo-archives',
  'dealer-photo-archives',
  false,
  104857600,
  array['application/zip', 'application/x-zip-compressed', 'application/octet-stream']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Users can upload photo archives to their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'dealer-photo-archives'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can view their own photo archives"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'dealer-photo-archives'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can delete their own photo archives"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'dealer-photo-archives'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
