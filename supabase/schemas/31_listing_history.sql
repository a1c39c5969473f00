-- The history policy looks listings up by lineage.
create index vehicles_lineage_id_idx on public.vehicles (lineage_id);

create table public.vehicle_history (
  id bigint generated always as identity primary key,
  lineage_id uuid not null,
  -- No foreign key: the history outlives a deleted listing.
  vehicle_id uuid not null,
  kind text not null check (kind in ('listed', 'relisted', 'price', 'status', 'deleted')),
  -- The listing's status after the event ('deleted' for a deletion). Not a
  -- closed set, so new listing statuses are recorded without a change here.
  status text not null check (char_length(status) between 1 and 40),
  previous_status text check (char_length(previous_status) between 1 and 40),
  price integer not null check (price >= 0 and price <= 10000000),
  previous_price integer check (previous_price >= 0 and previous_price <= 10000000),
  occurred_at timestamptz not null default now()
);

alter table public.vehicle_history enable row level security;

comment on table public.vehicle_history is
  'Price and status changes of published listings, per vehicle lineage (relistings included); written by triggers only.';

revoke insert, update, delete, truncate on public.vehicle_history from anon, authenticated;

create index vehicle_history_lineage_id_idx on public.vehicle_history (lineage_id, occurred_at);

create index vehicle_history_vehicle_id_idx on public.vehicle_history (vehicle_id);

-- The subquery reads vehicles under the caller's own row-level security: the
-- public sees the history of lineages with an active or sold listing, a
-- seller also that of their drafts and hidden listings.
create policy "Anyone can read the history of listings they can see"
  on public.vehicle_history for select
  to anon
  using (exists (select 1 from public.vehicles v where v.lineage_id = vehicle_history.lineage_id));

create policy "Signed-in users can read the history of listings they can see"
  on public.vehicle_history for select
  to authenticated
  using (exists (select 1 from public.vehicles v where v.lineage_id = vehicle_history.lineage_id));

-- Listings that ended (deleted, sold, hidden, paused...) and may be listed
-- again. Not exposed: only the history triggers read it.
create table private.ended_listings (
  vehicle_id uuid primary key,
  lineage_id uuid not null,
  seller_id uuid not null,
  type text not null,
  make text not null,
  model text not null,
  year integer not null,
  mileage integer not null,
  vin text,
  ended_at timestamptz not null default now()
);

alter table private.ended_listings enable row level security;

comment on table private.ended_listings is
  'Listings that ended and may be relisted: what a new listing is matched against. Written by triggers.';

create index ended_listings_seller_idx on private.ended_listings (seller_id, type, year);

create index ended_listings_vin_idx on private.ended_listings (vin) where vin is not null;

create index ended_listings_lineage_id_idx on private.ended_listings (lineage_id);

-- Derived columns: whatever a client sends, the lineage is the database's
-- and the previous price and change times follow the changes. Runs as the
-- caller, so the history triggers (security definer, running as the owner)
-- may move a listing to another lineage.
create function public.derive_listing_history_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.lineage_id := gen_random_uuid();
      new.previous_price := null;
      new.price_changed_at := null;
      new.status_changed_at := now();
    end if;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') then
    new.lineage_id := old.lineage_id;
    new.previous_price := old.previous_price;
    new.price_changed_at := old.price_changed_at;
    new.status_changed_at := old.status_changed_at;
  end if;
  if new.price is distinct from old.price then
    new.previous_price := old.price;
    new.price_changed_at := now();
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  return new;
end
$$;

comment on function public.derive_listing_history_columns() is
  'Trigger: keeps lineage_id, previous_price, price_changed_at and status_changed_at the database''s own.';

create trigger vehicles_derive_history_columns
  before insert or update on public.vehicles
  for each row execute function public.derive_listing_history_columns();

-- The lineage a newly published listing continues, or null: an ended listing
-- with the same VIN, else the same seller's of the same type, make, model
-- and year with a mileage within 5,000 km; the latest to end wins.
create function private.relisted_lineage(listing public.vehicles) returns uuid
language sql
stable
set search_path = ''
as $$
  with listing_vin as (
    select w.vin from public.vehicle_vins w where w.vehicle_id = listing.id
  )
  select e.lineage_id
    from private.ended_listings e
   where e.vehicle_id <> listing.id
     and e.lineage_id <> listing.lineage_id
     and e.ended_at > now() - interval '365 days'
     and (
       e.vin = (select vin from listing_vin)
       or (
         e.seller_id = listing.seller_id
         and e.type = listing.type
         and e.year = listing.year
         and lower(e.make) = lower(listing.make)
         and lower(e.model) = lower(listing.model)
         and abs(e.mileage - listing.mileage) <= 5000
       )
     )
   order by (e.vin is not distinct from (select vin from listing_vin)) desc, e.ended_at desc
   limit 1
$$;

revoke execute on function private.relisted_lineage(public.vehicles) from public;

-- Moves a published listing (and the events recorded on it) into the
-- lineage of an ended listing, and tells the people who saved that one.
-- Hidden (moderated) listings are continued but their savers not told.
create function private.join_lineage(listing public.vehicles, lineage uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.vehicles v set lineage_id = lineage where v.id = listing.id;
  update public.vehicle_history h
     set lineage_id = lineage,
         kind = case when h.kind = 'listed' then 'relisted' else h.kind end
   where h.vehicle_id = listing.id;
  delete from private.ended_listings e where e.lineage_id = lineage;
  insert into public.notifications (user_id, type, title, content, related_id, kind, data)
  select distinct f.user_id,
         'vehicle',
         'Back on sale',
         listing.title || ' is for sale again at €' || to_char(listing.price, 'FM9G999G999') || '.',
         listing.id::text,
         'back_on_sale'::public.notification_kind,
         jsonb_build_object('title', listing.title, 'price', listing.price)
    from public.vehicles o
    join public.favorites f on f.vehicle_id = o.id
   where o.lineage_id = lineage
     and o.id <> listing.id
     and o.status <> 'removed'
     and f.user_id <> listing.seller_id;
end
$$;

revoke execute on function private.join_lineage(public.vehicles, uuid) from public;

-- Remembers an ended listing for relisting, with its VIN.
create function private.remember_ended_listing(listing public.vehicles) returns void
language sql
set search_path = ''
as $$
  insert into private.ended_listings as e
    (vehicle_id, lineage_id, seller_id, type, make, model, year, mileage, vin, ended_at)
  values (
    listing.id, listing.lineage_id, listing.seller_id, listing.type, listing.make, listing.model,
    listing.year, listing.mileage,
    (select w.vin from public.vehicle_vins w where w.vehicle_id = listing.id),
    now()
  )
  on conflict (vehicle_id) do update
    set lineage_id = excluded.lineage_id, mileage = excluded.mileage, vin = excluded.vin, ended_at = excluded.ended_at;
$$;

revoke execute on function private.remember_ended_listing(public.vehicles) from public;

-- Records a published listing's price and status changes; links a first
-- publication to the listing it continues; keeps private.ended_listings
-- current.
create function private.record_listing_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_publication boolean;
  continues uuid;
begin
  -- A new row has no history to look up (and a bulk insert must not look it up row by row).
  first_publication := new.status = 'active'
    and (
      tg_op = 'INSERT'
      or (
        old.status is distinct from 'active'
        and not exists (
          select 1 from public.vehicle_history h
           where h.vehicle_id = new.id and h.kind in ('listed', 'relisted')
        )
      )
    );

  if first_publication then
    -- A listing published as it is created was listed when it was created (seeds and imports set that time).
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price, occurred_at)
    values (
      new.lineage_id, new.id, 'listed', new.status, case when tg_op = 'UPDATE' then old.status end, new.price,
      case when tg_op = 'INSERT' then least(new.created_at, now()) else now() end
    );
    continues := private.relisted_lineage(new);
    if continues is not null then
      perform private.join_lineage(new, continues);
    end if;
    return null;
  end if;

  if tg_op = 'INSERT' then
    return null;
  end if;

  -- A draft that was never published has no history yet.
  if not exists (select 1 from public.vehicle_history h where h.vehicle_id = new.id) then
    return null;
  end if;

  if new.status is distinct from old.status then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price, previous_price)
    values (
      new.lineage_id, new.id, 'status', new.status, old.status, new.price,
      case when new.price is distinct from old.price then old.price end
    );
    if new.status = 'active' then
      delete from private.ended_listings e where e.lineage_id = new.lineage_id;
    elsif old.status = 'active' and new.status <> 'draft' then
      perform private.remember_ended_listing(new);
    end if;
  elsif new.price is distinct from old.price and new.status <> 'draft' then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, price, previous_price)
    values (new.lineage_id, new.id, 'price', new.status, new.price, old.price);
  end if;
  return null;
end
$$;

comment on function private.record_listing_history() is
  'Trigger: records price and status changes of published listings and links relistings to their lineage.';

revoke execute on function private.record_listing_history() from public;

create trigger vehicles_record_history
  after insert or update of price, status on public.vehicles
  for each row execute function private.record_listing_history();

-- A deleted listing that was published leaves a 'deleted' event and can be
-- relisted. Before the delete: the VIN row still exists.
create function private.record_listing_deletion() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.vehicle_history h where h.vehicle_id = old.id) then
    insert into public.vehicle_history (lineage_id, vehicle_id, kind, status, previous_status, price)
    values (old.lineage_id, old.id, 'deleted', 'deleted', old.status, old.price);
    if old.status = 'active' then
      perform private.remember_ended_listing(old);
    end if;
  end if;
  return old;
end
$$;

comment on function private.record_listing_deletion() is
  'Trigger: records the deletion of a published listing and remembers it for relisting.';

revoke execute on function private.record_listing_deletion() from public;

create trigger vehicles_record_deletion
  before delete on public.vehicles
  for each row execute function private.record_listing_deletion();

-- A VIN given after publication (save_listing stores a new listing's VIN
-- after inserting it, and an edit may add one later)
-- can still link the listing to an ended one with that VIN.
create function private.link_listing_by_vin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.vehicles;
  continues uuid;
begin
  update private.ended_listings e set vin = new.vin where e.vehicle_id = new.vehicle_id;
  select * into listing from public.vehicles v where v.id = new.vehicle_id;
  if listing.status <> 'active'
    or not exists (select 1 from public.vehicle_history h where h.vehicle_id = listing.id) then
    return null;
  end if;
  select e.lineage_id into continues
    from private.ended_listings e
   where e.vin = new.vin
     and e.vehicle_id <> listing.id
     and e.lineage_id <> listing.lineage_id
     and e.ended_at > now() - interval '365 days'
   order by e.ended_at desc
   limit 1;
  if continues is not null then
    perform private.join_lineage(listing, continues);
  end if;
  return null;
end
$$;

comment on function private.link_listing_by_vin() is
  'Trigger: links a published listing to the ended listing with the same VIN.';

revoke execute on function private.link_listing_by_vin() from public;

create trigger vehicle_vins_link_listing
  after insert or update of vin on public.vehicle_vins
  for each row execute function private.link_listing_by_vin();

-- An account's ended listings go with it (the public history of its
-- vehicles stays, readable only through a listing that continues it).
create function private.forget_ended_listings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.ended_listings e where e.seller_id = old.id;
  return null;
end
$$;

revoke execute on function private.forget_ended_listings() from public;

create trigger profiles_forget_ended_listings
  after delete on public.profiles
  for each row execute function private.forget_ended_listings();
