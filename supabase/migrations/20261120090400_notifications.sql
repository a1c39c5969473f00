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

comment on table public.notifications is 'In-app notifications per user (type message or vehicle).';
comment on column public.notifications.related_id is 'Conversation id (message) or vehicle id (vehicle).';

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

revoke insert, update, delete, truncate on public.notifications from anon, authenticated;
grant update (read) on public.notifications to authenticated;

-- Tells everyone who saved a listing when its price drops.
create function public.notify_price_drop() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.price < old.price and new.status = 'active' then
    insert into public.notifications (user_id, type, title, content, related_id)
    select f.user_id,
           'vehicle',
           'Price drop',
           new.title || ' is now €' || to_char(new.price, 'FM9G999G999') || ' (was €' || to_char(old.price, 'FM9G999G999') || ').',
           new.id::text
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

alter publication supabase_realtime add table public.notifications;
