-- Selling: the rules a listing's owner works under, the sold notification
-- and the per-day numbers behind the seller dashboard.
--
-- Sellers write their listings straight through the REST API, so the
-- database holds every rule a form could forget:
--   * a new listing starts as a draft or goes live; "removed" belongs to the
--     moderators (service role): a seller can neither hide a listing that
--     way nor bring a hidden one back, nor touch the status it is restored to;
--   * the dealer badge comes from the seller's profile, never from the form;
--   * photos are object paths in the seller's own folder of vehicle-images;
--   * image_url holds the built-in illustrations of seeded listings: a
--     client never sets or changes it (photos go in `images`).

-- What a hidden listing was before moderators hid it, to restore it as it was.
alter table public.vehicles
  add column status_before_removal text
    check (status_before_removal in ('active', 'draft', 'sold'));

comment on column public.vehicles.status_before_removal is 'Set when moderators hide a listing; restored from on restore.';

create or replace function public.prepare_new_vehicle() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.view_count := 0;
    new.created_at := now();
    new.image_url := null;
    new.status_before_removal := null;
    if new.status not in ('draft', 'active') then
      raise exception 'a new listing is saved as a draft or published'
        using errcode = '23514', constraint = 'vehicles_status_check';
    end if;
  end if;
  return new;
end
$$;

create or replace function public.protect_vehicle_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.seller_id is distinct from old.seller_id
      or new.created_at is distinct from old.created_at
      or new.view_count is distinct from old.view_count
      or new.image_url is distinct from old.image_url
      or new.status_before_removal is distinct from old.status_before_removal then
      raise exception 'seller_id, created_at, view_count, image_url and status_before_removal cannot be changed'
        using errcode = '42501';
    end if;
    if (new.status = 'removed') <> (old.status = 'removed') then
      raise exception 'only moderators hide or restore a listing'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

-- Runs for inserts and updates from client roles: the owner's dealer flag
-- and photos only from the owner's folder. A null path would pass a LIKE
-- test, and a "." or ".." segment (or a backslash, which browsers read as a
-- slash) would lead a photo URL out of the folder, so those are refused too.
create function public.check_vehicle_seller_data() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.seller_is_dealer := coalesce(
      (select p.is_dealer from public.profiles p where p.id = new.seller_id),
      false
    );
    if exists (
      select 1
        from unnest(new.images) as photo(path)
       where photo.path is null
          or photo.path not like new.seller_id::text || '/%'
          or photo.path ~ '(^|/)\.\.?(/|$)'
          or strpos(photo.path, '\') > 0
          or char_length(photo.path) > 300
    ) then
      raise exception 'photos must be uploaded to the seller''s own folder'
        using errcode = '23514', constraint = 'vehicles_images_check';
    end if;
  end if;
  return new;
end
$$;

create trigger vehicles_check_seller_data
  before insert or update on public.vehicles
  for each row execute function public.check_vehicle_seller_data();

-- Tells everyone who saved a listing when it is sold.
create function public.notify_vehicle_sold() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'sold' and old.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id)
    select f.user_id,
           'vehicle',
           'Vehicle sold',
           new.title || ' has been sold.',
           new.id::text
      from public.favorites f
     where f.vehicle_id = new.id
       and f.user_id <> new.seller_id;
  end if;
  return null;
end
$$;

revoke execute on function public.notify_vehicle_sold() from public, anon, authenticated;

create trigger vehicles_notify_sold
  after update of status on public.vehicles
  for each row execute function public.notify_vehicle_sold();

-- Views per listing per day (UTC), for the seller dashboard's chart.
-- Written only by record_vehicle_view; the owner reads their listings' rows.
create table public.vehicle_daily_views (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (vehicle_id, day)
);
alter table public.vehicle_daily_views enable row level security;

comment on table public.vehicle_daily_views is 'Listing views per UTC day; written by record_vehicle_view.';

create policy "Sellers can read their own listings' views"
  on public.vehicle_daily_views for select
  to authenticated
  using (
    exists (
      select 1 from public.vehicles v
       where v.id = vehicle_daily_views.vehicle_id
         and v.seller_id = (select auth.uid())
    )
  );

revoke insert, update, delete, truncate on public.vehicle_daily_views from anon, authenticated;

-- Counting a view is not an edit: it leaves updated_at (the sitemap's
-- lastmod) alone. Only record_vehicle_view and the service role change
-- view_count; clients cannot (protect_vehicle_columns).
drop trigger vehicles_set_updated_at on public.vehicles;
create trigger vehicles_set_updated_at
  before update on public.vehicles
  for each row
  when (old.view_count is not distinct from new.view_count)
  execute function public.set_updated_at();

-- Counts one view of a visible listing (in total and for today) and returns the new total.
create or replace function public.record_vehicle_view(vehicle_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
begin
  update public.vehicles
     set view_count = view_count + 1
   where id = record_vehicle_view.vehicle_id
     and status in ('active', 'sold')
  returning view_count into total;
  if total is not null then
    insert into public.vehicle_daily_views as d (vehicle_id, day, views)
    values (record_vehicle_view.vehicle_id, (now() at time zone 'utc')::date, 1)
    on conflict on constraint vehicle_daily_views_pkey do update set views = d.views + 1;
  end if;
  return total;
end
$$;

-- Per listing of the caller and per UTC day of the last `days` days (at
-- most a year): views, new favorites and messages from buyers. Days without
-- any activity are left out.
create function public.seller_listing_stats(days integer default 30)
returns table (vehicle_id uuid, day date, views bigint, favorites bigint, messages bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select v.id from public.vehicles v where v.seller_id = (select auth.uid())
  ),
  since as (
    select (now() at time zone 'utc')::date - (least(greatest(coalesce(days, 30), 1), 366) - 1) as first_day
  ),
  activity as (
    select d.vehicle_id, d.day, d.views::bigint as views, 0::bigint as favorites, 0::bigint as messages
      from public.vehicle_daily_views d
     where d.vehicle_id in (select id from mine)
       and d.day >= (select first_day from since)
    union all
    select f.vehicle_id, (f.created_at at time zone 'utc')::date, 0, 1, 0
      from public.favorites f
     where f.vehicle_id in (select id from mine)
       and f.created_at >= (select first_day from since)
    union all
    select c.vehicle_id, (m.created_at at time zone 'utc')::date, 0, 0, 1
      from public.conversations c
      join public.messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
     where c.seller_id = (select auth.uid())
       and m.created_at >= (select first_day from since)
  )
  select a.vehicle_id, a.day, sum(a.views)::bigint, sum(a.favorites)::bigint, sum(a.messages)::bigint
    from activity a
   group by a.vehicle_id, a.day
   order by a.day, a.vehicle_id
$$;

comment on function public.seller_listing_stats(integer) is 'Daily views, new favorites and buyer messages for the caller''s listings.';
revoke execute on function public.seller_listing_stats(integer) from public, anon;
grant execute on function public.seller_listing_stats(integer) to authenticated, service_role;

-- Per listing of the caller: total views, how many people have it saved
-- now, and how many buyers have written about it.
create function public.seller_listing_totals()
returns table (vehicle_id uuid, views integer, favorites bigint, conversations bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id,
         v.view_count,
         (select count(*) from public.favorites f where f.vehicle_id = v.id),
         (select count(*) from public.conversations c where c.vehicle_id = v.id)
    from public.vehicles v
   where v.seller_id = (select auth.uid())
   order by v.created_at desc
$$;

comment on function public.seller_listing_totals() is 'Views, current saves and conversations per listing of the caller.';
revoke execute on function public.seller_listing_totals() from public, anon;
grant execute on function public.seller_listing_totals() to authenticated, service_role;
