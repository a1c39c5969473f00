-- Buyer–seller messages: one conversation per vehicle and buyer.
--
-- Only the two people in a conversation read it or its messages. A buyer
-- opens one with start_conversation() (which finds the seller from the
-- listing); either side then writes messages as themselves. The recipient
-- marks messages read (read receipts) and nothing else. A trigger keeps the
-- conversation's last message current and notifies the recipient with a
-- notification of type message whose related_id is the conversation id,
-- the target of /messages?id={related_id}. Both tables stream over Realtime.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_message_body text not null default '' check (char_length(last_message_body) <= 2000),
  last_sender_id uuid references public.profiles (id) on delete set null,
  constraint conversations_vehicle_id_buyer_id_key unique (vehicle_id, buyer_id),
  constraint conversations_buyer_is_not_seller check (buyer_id <> seller_id)
);

alter table public.conversations enable row level security;

alter publication supabase_realtime add table public.conversations;

-- Seller responsiveness: each seller's median time to first reply over the
-- last 90 days, shown as "Usually replies within an hour / within a few hours
-- / within a day" on the detail page's seller card and the seller page, and
-- filterable in search ("replies within 24 h").
--
--   * conversations.first_buyer_message_at / first_reply_at: the buyer's first
--     message and the seller's first message after it, kept by a trigger on
--     message insert (and filled from existing messages below).
--   * A conversation counts when its first buyer message is less than 90 days
--     old and it was answered, or has waited more than 24 hours (then it
--     counts as never answered, the slowest time). The median is the middle
--     value (the lower of the two middle ones for an even count); when more
--     than half of the counted conversations are unanswered there is none.
--   * seller_reply_stats holds one row per seller with conversations, refreshed
--     when a buyer writes first or a seller first replies, and hourly for every
--     seller by refresh_stale_seller_reply_stats() (the scheduled function
--     netlify/functions/reply-stats.ts), as the 90-day window and the 24-hour
--     wait move with time. Anyone may read the rows of sellers with at least 3
--     counted conversations: aggregates only, never message contents or who
--     the buyers are. Fewer than 3 show nothing.
--
-- Search filter "replies within 24 h" on listings v (one indexed semi-join):
--   exists (select 1 from public.seller_reply_stats s
--            where s.seller_id = v.seller_id and s.replies_within_24h)
alter table public.conversations
  add column first_buyer_message_at timestamptz,
  add column first_reply_at timestamptz;

comment on table public.conversations is 'One conversation per vehicle and buyer, between the buyer and the seller.';

comment on column public.conversations.last_message_body is 'The latest message, kept current by a trigger on messages.';

revoke insert, update, delete, truncate on public.conversations from anon, authenticated;

comment on column public.conversations.first_buyer_message_at is 'When the buyer first wrote; set by a trigger.';

comment on column public.conversations.first_reply_at is
  'When the seller first wrote after the buyer''s first message; null while unanswered. Set by a trigger.';

create index conversations_buyer_id_idx on public.conversations (buyer_id, last_message_at desc);

create index conversations_seller_id_idx on public.conversations (seller_id, last_message_at desc);

create policy "Participants can read their conversations"
  on public.conversations for select
  to authenticated
  using ((select auth.uid()) in (buyer_id, seller_id));

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  -- btrim() alone strips only spaces: line breaks and tabs count as blank too.
  body text not null check (char_length(btrim(body, E' \t\n\r\f\x0b')) between 1 and 2000),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

alter table public.messages enable row level security;

alter publication supabase_realtime add table public.messages;

-- Scam guard in chat: every message is checked in the database, so no client
-- can skip it, with the rules of src/lib/domain/scamGuard.ts (generated into
-- 20261124120000_scam_guard_rules.sql; the composer warns the sender with the
-- same rules before sending).
--
--   * messages.risk_categories records what the message looks like (phone,
--     email, messenger, iban, payment_link, friends_family, gift_card,
--     money_transfer, courier); the recipient's thread shows a calm note
--     under such a message. It is set by the trigger whatever a client sends.
--   * Until both sides of a conversation have written, phone numbers, e-mail
--     addresses and IBANs in a message are masked for the recipient: the
--     stored body (what the recipient, Realtime, the conversation list and the
--     message notification read) holds placeholders, and the sender's own text
--     is kept in message_originals, which only the sender can read. Such a
--     message stays masked after the other person replies; messages written
--     once both have written are stored as they are.
--   * The guard only warns, except that an account younger than a day cannot
--     send gift card, money transfer, crypto or "friends and family" payment
--     requests (SQLSTATE PT403, HTTP 403, with the reason): those payments have
--     no legitimate use in a vehicle sale, cannot be reversed, and fresh
--     accounts are where such scams come from. Older accounts are never
--     refused.
--   * The check is bounded: at most the first 2000 characters (the message
--     limit), one regular expression per category with bounded repetition.
alter table public.messages
  add column risk_categories text[] not null default '{}'
    constraint messages_risk_categories_known check (risk_categories <@ public.scam_guard_category_names()),
  add column contact_masked boolean not null default false;

comment on table public.messages is 'Messages within a conversation; read_at is the read receipt.';

comment on column public.messages.read_at is 'When the recipient first read the message; null while unread.';

revoke insert, update, delete, truncate on public.messages from anon, authenticated;

grant insert (conversation_id, sender_id, body) on public.messages to authenticated;

grant update (read_at) on public.messages to authenticated;

comment on column public.messages.risk_categories is
  'Scam-guard categories the message falls in, set by the messages_scam_guard trigger.';

comment on column public.messages.contact_masked is
  'True when contact details in the body are masked for the recipient; the sender''s text is in message_originals.';

create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);

-- Whether the caller takes part in the conversation. Security definer so the
-- messages policies do not re-run the conversations policy for every row.
create function public.is_conversation_participant(conversation_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.conversations c
     where c.id = is_conversation_participant.conversation_id
       and (select auth.uid()) in (c.buyer_id, c.seller_id)
  )
$$;

revoke execute on function public.is_conversation_participant(uuid) from public, anon;

grant execute on function public.is_conversation_participant(uuid) to authenticated, service_role;

create policy "Participants can read the messages of their conversations"
  on public.messages for select
  to authenticated
  using ((select public.is_conversation_participant(conversation_id)));

create policy "Participants can write in their conversations as themselves"
  on public.messages for insert
  to authenticated
  with check (
    sender_id = (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  );

create policy "Recipients can mark messages read"
  on public.messages for update
  to authenticated
  using (
    sender_id <> (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  )
  with check (
    sender_id <> (select auth.uid())
    and (select public.is_conversation_participant(conversation_id))
  );

-- New messages carry the server's time and start unread; a read receipt
-- is set once and never moved or cleared.
create function public.prepare_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
      new.read_at := null;
      new.body := btrim(new.body, E' \t\n\r\f\x0b');
    elsif old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger messages_prepare
  before insert or update on public.messages
  for each row execute function public.prepare_message();

-- Rate limits on what signed-in users write to other people: messages and
-- reports. They live in the database so hosted Supabase enforces them just as
-- the local stack does. Going over a limit raises SQLSTATE 'PT429', which
-- PostgREST answers with HTTP 429 and a {code, message, details, hint} body.
-- The service role (moderation functions) and direct SQL (seeding) are not
-- limited. The functions are security definer so they count every row of the
-- sender, whatever row-level security shows the sender.
create index messages_sender_id_created_at_idx on public.messages (sender_id, created_at desc);

-- At most 20 messages a minute and 200 an hour per sender.
create function public.limit_message_rate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_minute integer;
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Serialise one sender's inserts so parallel requests cannot both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('messages:' || new.sender_id::text));
  select count(*) filter (where m.created_at > now() - interval '1 minute'), count(*)
    into last_minute, last_hour
    from public.messages m
   where m.sender_id = new.sender_id and m.created_at > now() - interval '1 hour';
  if last_minute >= 20 or last_hour >= 200 then
    raise exception 'You are sending messages too quickly. Please wait a moment.'
      using errcode = 'PT429',
        detail = case when last_minute >= 20 then 'At most 20 messages a minute.' else 'At most 200 messages an hour.' end,
        hint = 'Try again in a minute.';
  end if;
  return new;
end
$$;

comment on function public.limit_message_rate() is 'Refuses a user''s 21st message within a minute or 201st within an hour (SQLSTATE PT429).';

revoke execute on function public.limit_message_rate() from public, anon, authenticated;

create trigger messages_rate_limit
  before insert on public.messages
  for each row execute function public.limit_message_rate();

-- Message notifications name the sender the same way.
create function public.handle_new_message() returns trigger
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

  insert into public.notifications (user_id, type, title, content, related_id, created_at, kind, data)
  values (
    case when new.sender_id = conversation.buyer_id then conversation.seller_id else conversation.buyer_id end,
    'message',
    'New message from ' || coalesce(sender_name, 'Wheelhouse member'),
    left(coalesce(vehicle_title || ': ', '') || new.body, 200),
    conversation.id::text,
    new.created_at,
    'message',
    jsonb_build_object('sender', sender_name)
  );
  return null;
end
$$;

revoke execute on function public.handle_new_message() from public, anon, authenticated;

create trigger messages_handle_new
  after insert on public.messages
  for each row execute function public.handle_new_message();

-- A conversation that goes (its buyer's or seller's account is deleted, or
-- its listing) takes the message notifications quoting it along: they name
-- the conversation in related_id, not by a foreign key.
create function public.remove_conversation_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notifications n
   using gone
   where n.user_id in (gone.buyer_id, gone.seller_id)
     and n.type = 'message'
     and n.related_id = gone.id::text;
  return null;
end
$$;

comment on function public.remove_conversation_notifications() is 'Deletes the message notifications of deleted conversations, which quote their messages.';

revoke execute on function public.remove_conversation_notifications() from public, anon, authenticated;

create trigger conversations_remove_notifications
  after delete on public.conversations
  referencing old table as gone
  for each statement execute function public.remove_conversation_notifications();

-- Conversations and reports on listings that are not open ----------------

-- PT404 and PT409 become HTTP 404 and 409 in PostgREST; the messages are
-- shown to the user as they are.
create function public.start_conversation(vehicle_id uuid) returns uuid
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

comment on function public.start_conversation(uuid) is 'Returns the caller''s conversation about a listing, starting it if needed.';

revoke execute on function public.start_conversation(uuid) from public, anon;

grant execute on function public.start_conversation(uuid) to authenticated, service_role;

create function public.conversation_summaries()
returns table (
  id uuid,
  vehicle_id uuid,
  vehicle_title text,
  vehicle_type text,
  vehicle_price integer,
  vehicle_status text,
  vehicle_photo text,
  vehicle_image_url text,
  vehicle_body_type text,
  vehicle_color text,
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
         v.body_type,
         v.color,
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

comment on function public.conversation_summaries() is 'The caller''s conversations with listing, other party and unread count.';

revoke execute on function public.conversation_summaries() from public, anon;

grant execute on function public.conversation_summaries() to authenticated, service_role;
