-- Privacy: personal data only where its owner put it, and one seller identity.
--
-- Until now every profile column (surname, phone, home town, bio) and every
-- listing's seller_phone could be read by anyone with the anon key. From here:
--   * profiles: each signed-in user reads only their own row (the
--     specification's "read profile" and "update profile" calls keep working
--     for the owner, `select *` included); anon reads no profile at all.
--   * public_profiles: what everyone may know about an account: its public
--     display name, dealer flag, member-since date, avatar, how often it
--     answers buyers, and the location of dealers only (a business address
--     is public; a private seller's home town is not).
--   * vehicles.seller_name and seller_is_dealer are no longer typed into
--     each listing: a trigger copies them from the seller's profile, and a
--     profile change updates every listing of the seller, so cards, detail
--     pages, messages and notifications show one identity.
--   * The phone number is stored once, on the profile. vehicles.seller_phone
--     (the specification's row field) is kept empty by the same trigger, so no
--     bulk read of listings can carry a number; vehicles.seller_has_phone
--     tells the interface whether to offer "Show phone number", and
--     reveal_seller_phone (next migration) hands out one number at a time.
--     Column privileges would hide the column too, but PostgREST writes with
--     `returning *`, so every insert or update that reads back its row
--     (`.insert().select()`) would then fail for sellers.
--   * profiles.show_phone lets sellers keep their number off every listing.

-- The name the public sees: a dealer's trading name (first and last name
-- fields together), a private person's first name only.
create function public.public_display_name(first_name text, last_name text, is_dealer boolean) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(case when is_dealer then concat_ws(' ', btrim(first_name), btrim(last_name)) else first_name end), ''),
    'Wheelhouse member'
  )
$$;

comment on function public.public_display_name(text, text, boolean) is
  'Public name of an account: a dealer''s full trading name, a private person''s first name, else Wheelhouse member.';

alter table public.profiles
  add column show_phone boolean not null default true;

comment on column public.profiles.show_phone is 'Whether buyers may reveal the phone number on the owner''s listings.';
comment on table public.profiles is
  'Private profile of each account, readable only by its owner; public_profiles is the public part.';

drop policy "Anyone can read profiles" on public.profiles;
drop policy "Signed-in users can read profiles" on public.profiles;

create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

revoke all on public.profiles from anon;

-- The public part of every profile. A plain (definer's rights) view, so it
-- reads every row past the owner-only policy but exposes only these columns.
-- Supabase's security advisor lists it as a security definer view (lint
-- 0010); that is intended here: the view is the column filter.
create view public.public_profiles
with (security_barrier = true)
as
  select p.id,
         public.public_display_name(p.first_name, p.last_name, p.is_dealer) as display_name,
         p.is_dealer,
         p.created_at as member_since,
         p.avatar_url,
         case when p.is_dealer then p.location end as location,
         (select case when count(*) >= 3
                      then round(100.0 * count(*) filter (where exists (
                             select 1 from public.messages m
                              where m.conversation_id = c.id and m.sender_id = c.seller_id
                           )) / count(*))::integer
                 end
            from public.conversations c
           where c.seller_id = p.id
             and c.last_message_at > now() - interval '90 days') as response_rate
    from public.profiles p;

comment on view public.public_profiles is
  'What anyone may know about an account: display name, dealer flag, member since, avatar, response rate, dealer location.';
comment on column public.public_profiles.response_rate is
  'Percent of buyer conversations of the last 90 days the seller answered; null below 3 conversations.';

revoke all on public.public_profiles from anon, authenticated;
grant select on public.public_profiles to anon, authenticated, service_role;

-- Whether a listing's seller can be called; the number itself stays hidden.
alter table public.vehicles
  add column seller_has_phone boolean not null default false;

comment on column public.vehicles.seller_name is 'The seller''s public display name, copied from the profile.';
comment on column public.vehicles.seller_phone is
  'Always empty: the number lives on the seller''s profile and is handed out by reveal_seller_phone.';
comment on column public.vehicles.seller_is_dealer is 'The seller''s dealer flag, copied from the profile.';
comment on column public.vehicles.seller_has_phone is 'True when reveal_seller_phone can return a number for this listing.';

-- Copies the seller's identity onto the listing on every write, whoever
-- writes: what a client sends for these columns is ignored.
create function public.sync_vehicle_seller() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller public.profiles;
begin
  select * into seller from public.profiles p where p.id = new.seller_id;
  new.seller_name := public.public_display_name(seller.first_name, seller.last_name, coalesce(seller.is_dealer, false));
  new.seller_is_dealer := coalesce(seller.is_dealer, false);
  new.seller_phone := '';
  new.seller_has_phone := coalesce(seller.show_phone and btrim(seller.phone) <> '', false);
  return new;
end
$$;

revoke execute on function public.sync_vehicle_seller() from public, anon, authenticated;

create trigger vehicles_sync_seller
  before insert or update on public.vehicles
  for each row execute function public.sync_vehicle_seller();

-- A change of name, phone, phone choice or dealer status reaches every
-- listing: touching the rows is enough, vehicles_sync_seller recomputes all
-- four columns.
create function public.sync_seller_listings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.vehicles v
     set seller_name = public.public_display_name(new.first_name, new.last_name, new.is_dealer)
   where v.seller_id = new.id;
  return null;
end
$$;

revoke execute on function public.sync_seller_listings() from public, anon, authenticated;

create trigger profiles_sync_listings
  after update of first_name, last_name, phone, show_phone, is_dealer on public.profiles
  for each row
  when (
    (old.first_name, old.last_name, old.phone, old.show_phone, old.is_dealer)
      is distinct from (new.first_name, new.last_name, new.phone, new.show_phone, new.is_dealer)
  )
  execute function public.sync_seller_listings();

-- Existing listings take their seller's identity now.
update public.vehicles v set seller_name = v.seller_name;

-- Conversations name the other person by their public display name, as
-- listings and message notifications do.
create or replace function public.conversation_summaries()
returns table (
  id uuid,
  vehicle_id uuid,
  vehicle_title text,
  vehicle_type text,
  vehicle_price integer,
  vehicle_status text,
  vehicle_photo text,
  vehicle_image_url text,
  role text,
  other_id uuid,
  other_name text,
  other_is_dealer boolean,
  created_at timestamptz,
  last_message_at timestamptz,
  last_message_body text,
  last_sender_id uuid,
  unread_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id,
         c.vehicle_id,
         v.title,
         v.type,
         v.price,
         v.status,
         v.images[1],
         v.image_url,
         case when c.buyer_id = me.id then 'buyer' else 'seller' end,
         other.id,
         public.public_display_name(other.first_name, other.last_name, other.is_dealer),
         other.is_dealer,
         c.created_at,
         c.last_message_at,
         c.last_message_body,
         c.last_sender_id,
         (select count(*)
            from public.messages m
           where m.conversation_id = c.id and m.sender_id <> me.id and m.read_at is null)
    from (select (select auth.uid()) as id) me
    join public.conversations c on me.id in (c.buyer_id, c.seller_id)
    join public.vehicles v on v.id = c.vehicle_id
    join public.profiles other on other.id = case when c.buyer_id = me.id then c.seller_id else c.buyer_id end
   order by coalesce(c.last_message_at, c.created_at) desc
$$;

-- Message notifications name the sender the same way.
create or replace function public.handle_new_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  sender_name text;
  vehicle_title text;
begin
  update public.conversations c
     set last_message_at = new.created_at,
         last_message_body = left(new.body, 2000),
         last_sender_id = new.sender_id
   where c.id = new.conversation_id
  returning * into conversation;

  select public.public_display_name(p.first_name, p.last_name, p.is_dealer)
    into sender_name
    from public.profiles p
   where p.id = new.sender_id;
  select v.title into vehicle_title from public.vehicles v where v.id = conversation.vehicle_id;

  insert into public.notifications (user_id, type, title, content, related_id, created_at)
  values (
    case when new.sender_id = conversation.buyer_id then conversation.seller_id else conversation.buyer_id end,
    'message',
    'New message from ' || coalesce(sender_name, 'Wheelhouse member'),
    left(coalesce(vehicle_title || ': ', '') || new.body, 200),
    conversation.id::text,
    new.created_at
  );
  return null;
end
$$;
