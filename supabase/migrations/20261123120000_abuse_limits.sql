-- Abuse limits found by a red-team pass, enforced in the database so hosted
-- Supabase holds them as the local stack does:
--   * listing spam: at most 10 new listings in one request and 30 an hour
--     per seller (SQLSTATE PT429, which PostgREST answers with HTTP 429);
--   * views: one per visitor (the signed-in user, else the client address)
--     per listing and UTC day, so repeated calls no longer inflate counts;
--   * notifications: an unread notification about the same listing or
--     conversation is brought up to date instead of repeated, so ten price
--     changes or 120 messages are one row in the bell (event_count says how
--     many things happened since the user last read it);
--   * start_conversation and reports on listings that are not (or no longer)
--     open to the caller answer 404 or 409 with a message meant for people,
--     instead of P0002 (HTTP 500);
--   * favorites only of listings the public can see, or one's own.

-- Listing spam -------------------------------------------------------------

-- Counts per statement (a batch POST is one INSERT) and per hour, after the
-- rows exist, so the rows of this very statement are included. The advisory
-- lock serialises one seller's parallel requests; each later query takes a
-- fresh snapshot, so it sees what the earlier request committed.
create function public.limit_listing_creation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller record;
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  for seller in
    select i.seller_id, count(*) as batch from inserted i group by i.seller_id
  loop
    if seller.batch > 10 then
      raise exception 'You can create at most 10 listings at once.'
        using errcode = 'PT429',
          detail = 'At most 10 listings in one request.',
          hint = 'Create fewer listings at a time.';
    end if;
    perform pg_advisory_xact_lock(hashtext('vehicles:' || seller.seller_id::text));
    select count(*) into last_hour
      from public.vehicles v
     where v.seller_id = seller.seller_id and v.created_at > now() - interval '1 hour';
    if last_hour > 30 then
      raise exception 'You are creating listings too quickly. Please try again later.'
        using errcode = 'PT429',
          detail = 'At most 30 new listings an hour.',
          hint = 'Try again in an hour.';
    end if;
  end loop;
  return null;
end
$$;

comment on function public.limit_listing_creation() is
  'Refuses more than 10 new listings in one request or 30 an hour per seller (SQLSTATE PT429).';
revoke execute on function public.limit_listing_creation() from public, anon, authenticated;

create trigger vehicles_creation_limit
  after insert on public.vehicles
  referencing new table as inserted
  for each statement execute function public.limit_listing_creation();

create index vehicles_seller_id_created_at_idx on public.vehicles (seller_id, created_at desc);

-- Views once per visitor and day ----------------------------------------------

-- Who is asking, for limits on anonymous calls: the signed-in user, else the
-- client address the API gateway passes in the request headers (PostgREST
-- exposes them as request.headers). Hosted Supabase sits behind Cloudflare,
-- which sets cf-connecting-ip itself; x-real-ip and x-forwarded-for are the
-- fallbacks other proxies (and the local stack) provide.
create function public.request_visitor() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    'user:' || (select auth.uid())::text,
    'ip:' || nullif(btrim(coalesce(
      h ->> 'cf-connecting-ip',
      h ->> 'x-real-ip',
      split_part(h ->> 'x-forwarded-for', ',', 1)
    )), ''),
    'anonymous'
  )
  from (select nullif(current_setting('request.headers', true), '')::json as h) headers
$$;

comment on function public.request_visitor() is
  'The caller for per-visitor limits: user:<id> when signed in, else ip:<client address>.';
-- Not an API of its own (it would echo the caller's address): security
-- definer functions owned by the migration role call it.
revoke execute on function public.request_visitor() from public, anon, authenticated;

-- Only a digest of the visitor is kept, and only for today and yesterday.
create table public.vehicle_view_visitors (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  visitor uuid not null,
  primary key (vehicle_id, day, visitor)
);
alter table public.vehicle_view_visitors enable row level security;

comment on table public.vehicle_view_visitors is
  'Which visitors (an MD5 digest of user id or client address) viewed a listing on a UTC day; kept two days.';

create index vehicle_view_visitors_day_idx on public.vehicle_view_visitors (day);

-- No policies: only record_vehicle_view (security definer) reads and writes it.
revoke all on public.vehicle_view_visitors from anon, authenticated;

-- Counts a view of a visible listing once per visitor and UTC day (in total
-- and for the day) and returns the total.
create or replace function public.record_vehicle_view(vehicle_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  total integer;
  first_today boolean;
begin
  select v.view_count into total
    from public.vehicles v
   where v.id = record_vehicle_view.vehicle_id
     and v.status in ('active', 'sold');
  if total is null then
    return null;
  end if;
  delete from public.vehicle_view_visitors d where d.day < today - 1;
  insert into public.vehicle_view_visitors (vehicle_id, day, visitor)
  values (record_vehicle_view.vehicle_id, today, md5(public.request_visitor())::uuid)
  on conflict on constraint vehicle_view_visitors_pkey do nothing
  returning true into first_today;
  if first_today is null then
    return total;
  end if;
  update public.vehicles
     set view_count = view_count + 1
   where id = record_vehicle_view.vehicle_id
  returning view_count into total;
  insert into public.vehicle_daily_views as d (vehicle_id, day, views)
  values (record_vehicle_view.vehicle_id, today, 1)
  on conflict on constraint vehicle_daily_views_pkey do update set views = d.views + 1;
  return total;
end
$$;

comment on function public.record_vehicle_view(uuid) is
  'Counts one view of an active or sold listing per visitor and UTC day; returns the total.';

-- Coalesced notifications -------------------------------------------------

alter table public.notifications
  add column event_count integer not null default 1 check (event_count >= 1);

comment on column public.notifications.event_count is
  'How many events (messages, price changes...) this unread notification stands for.';

create index notifications_user_id_unread_idx on public.notifications (user_id, type, related_id)
  where not read;

-- Before any insert: an unread notification of the same user, type and
-- related row takes the new title, content and time and counts one more
-- event; the insert itself is skipped. The row moves to the top of the
-- bell (newest first) and Realtime sends it as an UPDATE.
create function public.coalesce_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  merged uuid;
begin
  if new.related_id is null or new.read then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('notifications:' || new.user_id::text || ':' || new.related_id));
  update public.notifications n
     set title = new.title,
         content = new.content,
         created_at = greatest(n.created_at, new.created_at),
         event_count = n.event_count + new.event_count
   where n.id = (
     select o.id
       from public.notifications o
      where o.user_id = new.user_id
        and o.type = new.type
        and o.related_id = new.related_id
        and not o.read
      order by o.created_at desc
      limit 1
   )
  returning n.id into merged;
  if merged is not null then
    return null;
  end if;
  return new;
end
$$;

comment on function public.coalesce_notification() is
  'Folds a new notification into the user''s unread one about the same listing or conversation.';
revoke execute on function public.coalesce_notification() from public, anon, authenticated;

create trigger notifications_coalesce
  before insert on public.notifications
  for each row execute function public.coalesce_notification();

-- Conversations and reports on listings that are not open ----------------

-- PT404 and PT409 become HTTP 404 and 409 in PostgREST; the messages are
-- shown to the user as they are.
create or replace function public.start_conversation(vehicle_id uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  vehicle public.vehicles;
  found uuid;
begin
  if me is null then
    raise exception 'sign in to message a seller' using errcode = '42501';
  end if;
  select c.id into found
    from public.conversations c
   where c.vehicle_id = start_conversation.vehicle_id and c.buyer_id = me;
  if found is not null then
    return found;
  end if;
  select * into vehicle from public.vehicles v where v.id = start_conversation.vehicle_id;
  if vehicle.id is null
    or (vehicle.seller_id <> me and vehicle.status not in ('active', 'sold')) then
    raise exception 'This listing is no longer available.'
      using errcode = 'PT404', hint = 'It may have been removed or not published yet.';
  end if;
  if vehicle.seller_id = me then
    raise exception 'you cannot message yourself about your own listing' using errcode = '23514',
      constraint = 'conversations_buyer_is_not_seller';
  end if;
  if vehicle.status = 'sold' then
    raise exception 'This vehicle has been sold, so the seller is no longer taking messages about it.'
      using errcode = 'PT409';
  end if;
  if vehicle.status <> 'active' then
    raise exception 'This listing is not for sale.' using errcode = 'PT409';
  end if;
  insert into public.conversations (vehicle_id, buyer_id, seller_id)
  values (vehicle.id, me, vehicle.seller_id)
  on conflict on constraint conversations_vehicle_id_buyer_id_key do nothing
  returning id into found;
  if found is null then
    select c.id into found
      from public.conversations c
     where c.vehicle_id = start_conversation.vehicle_id and c.buyer_id = me;
  end if;
  return found;
end
$$;

create or replace function public.prepare_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  listing public.vehicles;
begin
  if current_user in ('anon', 'authenticated') then
    select * into listing from public.vehicles v where v.id = new.vehicle_id;
    if listing.id is null or listing.status not in ('active', 'sold') then
      raise exception 'This listing is no longer available to report.'
        using errcode = 'PT404', hint = 'It may have been removed already.';
    end if;
    if listing.seller_id = new.reporter_id then
      raise exception 'you cannot report your own listing'
        using errcode = '23514', constraint = 'reports_not_own_listing';
    end if;
    new.status := 'open';
    new.created_at := now();
    new.resolved_at := null;
    new.resolved_by := null;
    new.details := btrim(new.details);
  end if;
  return new;
end
$$;

-- Favorites of visible listings only --------------------------------------

drop policy "Users can add their own favorites" on public.favorites;

create policy "Users can add their own favorites of public or own listings"
  on public.favorites for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1
        from public.vehicles v
       where v.id = favorites.vehicle_id
         and (v.status in ('active', 'sold') or v.seller_id = (select auth.uid()))
    )
  );
