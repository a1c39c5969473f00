-- The sweep walks the listings due a reminder, and those reminded in this
-- cycle, by their last confirmation, oldest first. Partial indexes hold only
-- those rows, so an hourly run with nothing due reads nothing else.
create index vehicles_due_reminder_idx on public.vehicles (last_confirmed_at)
  where status = 'active' and (availability_reminded_at is null or availability_reminded_at < last_confirmed_at);

create index vehicles_reminded_idx on public.vehicles (last_confirmed_at)
  where status = 'active' and availability_reminded_at >= last_confirmed_at;

-- Clients confirm (any change of last_confirmed_at becomes "now"), never
-- backdate, never write the reminder time, and pause a live listing only
-- through bulk_set_listing_status (57_bulk_listing_actions.sql), which says
-- so in a transaction-local setting. Publishing, reactivating and unpausing
-- confirm, whoever does it.
create function public.track_listing_confirmation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.last_confirmed_at := now();
      new.availability_reminded_at := null;
      return new;
    end if;
    if new.status = 'paused' and old.status <> 'paused'
      and not (old.status = 'active' and coalesce(current_setting('wheelhouse.seller_pause', true), '') = 'on') then
      raise exception 'only the availability check pauses a listing; mark it sold or move it to drafts instead'
        using errcode = '42501';
    end if;
    new.availability_reminded_at := old.availability_reminded_at;
    if new.last_confirmed_at is distinct from old.last_confirmed_at then
      new.last_confirmed_at := now();
    end if;
  end if;
  if tg_op = 'UPDATE' and new.status = 'active' and old.status <> 'active' then
    new.last_confirmed_at := now();
  end if;
  return new;
end
$$;

comment on function public.track_listing_confirmation() is
  'Trigger: publishing or confirming sets last_confirmed_at to now; clients cannot backdate it, write the reminder time or pause (but through bulk_set_listing_status).';

create trigger vehicles_track_confirmation
  before insert or update on public.vehicles
  for each row execute function public.track_listing_confirmation();

-- The owner confirms that a live or paused listing is still available; a
-- paused one goes live again. Runs as the caller, so row-level security
-- decides which listings they may change. Returns the confirmation time.
-- PT404 (HTTP 404): not one of the caller's listings; PT409: not live or paused.
create function public.confirm_listing_available(listing_id uuid) returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  current_status text;
  confirmed timestamptz;
begin
  select v.status into current_status
    from public.vehicles v
   where v.id = confirm_listing_available.listing_id
     and v.seller_id = (select auth.uid())
     for update;
  if not found then
    raise exception 'This listing is not one of yours.' using errcode = 'PT404';
  end if;
  if current_status not in ('active', 'paused') then
    raise exception 'Only live or paused listings can be confirmed as available.' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = 'active', last_confirmed_at = now()
   where v.id = confirm_listing_available.listing_id
  returning v.last_confirmed_at into confirmed;
  return confirmed;
end
$$;

comment on function public.confirm_listing_available(uuid) is
  'The seller confirms a live or paused listing is still available (a paused one goes live again); returns the time.';

revoke execute on function public.confirm_listing_available(uuid) from public, anon;

grant execute on function public.confirm_listing_available(uuid) to authenticated, service_role;

-- Reminds at 21 days and pauses at 30 (at least 9 days after the reminder),
-- at most `batch_size` listings of each kind per call, oldest first; rows
-- another transaction holds are left for the next run. Returns how many
-- listings were reminded and paused. Idempotent: a second run at the same
-- moment finds nothing to do. Each reminder or pause rewrites the listing's
-- index entries (search GIN indexes included), so batches stay small enough
-- to finish well inside the 8 s statement timeout on a busy database.
create function public.sweep_stale_listings(batch_size integer default 200) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch constant integer := least(greatest(coalesce(batch_size, 200), 1), 5000);
  remind_after constant interval := interval '21 days';
  pause_after constant interval := interval '30 days';
  paused_count integer;
  reminded_count integer;
begin
  with due as (
    select v.id
      from public.vehicles v
     where v.status = 'active'
       and v.last_confirmed_at <= now() - pause_after
       and v.availability_reminded_at >= v.last_confirmed_at
       and v.availability_reminded_at <= now() - (pause_after - remind_after)
     order by v.last_confirmed_at
     limit batch
       for update skip locked
  ),
  paused as (
    update public.vehicles v
       set status = 'paused'
      from due
     where v.id = due.id
    returning v.id, v.seller_id, v.title
  ),
  notified as (
    insert into public.notifications (user_id, type, title, content, related_id, kind, data)
    select p.seller_id,
           'vehicle',
           'Listing paused',
           left(p.title, 150) || ' is hidden from buyers because it was not confirmed as available for 30 days. Confirm it is still for sale to bring it back.',
           p.id::text,
           'listing_paused',
           jsonb_build_object('title', left(p.title, 150))
      from paused p
    returning 1
  )
  select count(*) into paused_count from paused;

  with due as (
    select v.id
      from public.vehicles v
     where v.status = 'active'
       and v.last_confirmed_at <= now() - remind_after
       and (v.availability_reminded_at is null or v.availability_reminded_at < v.last_confirmed_at)
     order by v.last_confirmed_at
     limit batch
       for update skip locked
  ),
  reminded as (
    update public.vehicles v
       set availability_reminded_at = now()
      from due
     where v.id = due.id
    returning v.id, v.seller_id, v.title
  ),
  notified as (
    insert into public.notifications (user_id, type, title, content, related_id, kind, data)
    select r.seller_id,
           'vehicle',
           'Is your listing still available?',
           'Confirm that ' || left(r.title, 150) || ' is still for sale. Unconfirmed listings are paused 30 days after their last confirmation.',
           r.id::text,
           'availability_reminder',
           jsonb_build_object('title', left(r.title, 150))
      from reminded r
    returning 1
  )
  select count(*) into reminded_count from reminded;

  return jsonb_build_object('reminded', reminded_count, 'paused', paused_count);
end
$$;

comment on function public.sweep_stale_listings(integer) is
  'Availability sweep: reminds sellers at 21 days, pauses listings at 30; bounded batches, idempotent. Service role only.';

revoke execute on function public.sweep_stale_listings(integer) from public, anon, authenticated;

grant execute on function public.sweep_stale_listings(integer) to service_role;
