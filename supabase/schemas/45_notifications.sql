-- What a notification is about, so the bell can say it in the reader's
-- language from `data` (the title and content stay the English texts).
create type public.notification_kind as enum (
  'welcome',
  'message',
  'price_drop',
  'vehicle_sold',
  'back_on_sale',
  'availability_reminder',
  'listing_paused',
  'saved_search'
);

comment on type public.notification_kind is 'What a notification tells; its data object holds the fields its words need.';

-- Notifications: what the header bell lists. Only the owner reads theirs and
-- may flip `read` (a column grant allows nothing else); clients never create
-- them: triggers and the service role do. Changes stream over Realtime.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type in ('message', 'vehicle')),
  title text not null check (char_length(title) <= 200),
  content text not null default '' check (char_length(content) <= 2000),
  read boolean not null default false,
  related_id text,
  created_at timestamptz not null default now()
);

alter table public.notifications enable row level security;

alter publication supabase_realtime add table public.notifications;

-- Coalesced notifications -------------------------------------------------
alter table public.notifications
  add column event_count integer not null default 1 check (event_count >= 1);

comment on table public.notifications is 'In-app notifications per user (type message or vehicle).';

comment on column public.notifications.related_id is 'Conversation id (message) or vehicle id (vehicle).';

revoke insert, update, delete, truncate on public.notifications from anon, authenticated;

grant update (read) on public.notifications to authenticated;

comment on column public.notifications.event_count is
  'How many events (messages, price changes...) this unread notification stands for.';

-- Words in any language ------------------------------------------------------
alter table public.notifications
  add column kind public.notification_kind,
  add column data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object');

comment on column public.notifications.kind is
  'What the notification tells (null: written before kinds, shown as its stored title and content).';

comment on column public.notifications.data is
  'The values its words are made of, by kind: title, price, old_price, sender, search, matches.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);

create policy "Users can read their own notifications"
  on public.notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can mark their own notifications read"
  on public.notifications for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Tells everyone who saved a listing when its price drops.
create function public.notify_price_drop() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.price < old.price and new.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id, kind, data)
    select f.user_id,
           'vehicle',
           'Price drop',
           new.title || ' is now €' || to_char(new.price, 'FM9G999G999') || ' (was €' || to_char(old.price, 'FM9G999G999') || ').',
           new.id::text,
           'price_drop',
           jsonb_build_object('title', new.title, 'price', new.price, 'old_price', old.price)
      from public.favorites f
     where f.vehicle_id = new.id
       and f.user_id <> new.seller_id;
  end if;
  return null;
end
$$;

revoke execute on function public.notify_price_drop() from public, anon, authenticated;

create trigger vehicles_notify_price_drop
  after update of price on public.vehicles
  for each row execute function public.notify_price_drop();

-- Tells everyone who saved a listing when it is sold.
create function public.notify_vehicle_sold() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'sold' and old.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id, kind, data)
    select f.user_id,
           'vehicle',
           'Vehicle sold',
           new.title || ' has been sold.',
           new.id::text,
           'vehicle_sold',
           jsonb_build_object('title', new.title)
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

create index notifications_user_id_unread_idx on public.notifications (user_id, type, related_id)
  where not read;

-- Before any insert: an unread notification of the same user, type and
-- related row takes the new title, content, kind, data and time and counts one more
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
         kind = new.kind,
         data = new.data,
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
