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

comment on table public.conversations is 'One conversation per vehicle and buyer, between the buyer and the seller.';
comment on column public.conversations.last_message_body is 'The latest message, kept current by a trigger on messages.';

create index conversations_buyer_id_idx on public.conversations (buyer_id, last_message_at desc);
create index conversations_seller_id_idx on public.conversations (seller_id, last_message_at desc);

create policy "Participants can read their conversations"
  on public.conversations for select
  to authenticated
  using ((select auth.uid()) in (buyer_id, seller_id));

revoke insert, update, delete, truncate on public.conversations from anon, authenticated;

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

comment on table public.messages is 'Messages within a conversation; read_at is the read receipt.';
comment on column public.messages.read_at is 'When the recipient first read the message; null while unread.';

create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);
create index messages_sender_id_idx on public.messages (sender_id);

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

revoke insert, update, delete, truncate on public.messages from anon, authenticated;
grant insert (conversation_id, sender_id, body) on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;

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

-- Keeps the conversation's last message current and notifies the recipient.
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

  select coalesce(nullif(btrim(p.first_name), ''), 'A Wheelhouse member')
    into sender_name
    from public.profiles p
   where p.id = new.sender_id;
  select v.title into vehicle_title from public.vehicles v where v.id = conversation.vehicle_id;

  insert into public.notifications (user_id, type, title, content, related_id, created_at)
  values (
    case when new.sender_id = conversation.buyer_id then conversation.seller_id else conversation.buyer_id end,
    'message',
    'New message from ' || coalesce(sender_name, 'A Wheelhouse member'),
    left(coalesce(vehicle_title || ': ', '') || new.body, 200),
    conversation.id::text,
    new.created_at
  );
  return null;
end
$$;

revoke execute on function public.handle_new_message() from public, anon, authenticated;

create trigger messages_handle_new
  after insert on public.messages
  for each row execute function public.handle_new_message();

-- Opens the caller's conversation about a listing, starting it if needed;
-- returns its id. Refuses the listing's own seller and listings that are not
-- for sale (drafts, sold or hidden ones), unless the conversation exists.
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
  if vehicle.id is null or vehicle.status <> 'active' then
    raise exception 'this listing is not for sale' using errcode = 'P0002';
  end if;
  if vehicle.seller_id = me then
    raise exception 'you cannot message yourself about your own listing' using errcode = '23514',
      constraint = 'conversations_buyer_is_not_seller';
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

-- The caller's conversations, newest activity first, with what the list
-- shows: the listing, the other person and the unread count. Reads the
-- listing even when it is no longer public (sold, hidden or a draft), so a
-- conversation keeps its context.
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
         coalesce(nullif(btrim(concat_ws(' ', other.first_name, other.last_name)), ''), 'Wheelhouse member'),
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

alter publication supabase_realtime add table public.conversations;
alter publication supabase_realtime add table public.messages;
