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

comment on column public.messages.risk_categories is
  'Scam-guard categories the message falls in, set by the messages_scam_guard trigger.';
comment on column public.messages.contact_masked is
  'True when contact details in the body are masked for the recipient; the sender''s text is in message_originals.';

create table public.message_originals (
  message_id uuid primary key
    -- Deferred: the guard writes this row before its message row exists.
    references public.messages (id) on delete cascade deferrable initially deferred,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) <= 2000)
);
alter table public.message_originals enable row level security;

comment on table public.message_originals is
  'The sender''s own text of a message whose contact details are masked for the recipient; only the sender reads it.';

create index message_originals_sender_id_idx on public.message_originals (sender_id);

create policy "Senders can read the original text of their masked messages"
  on public.message_originals for select
  to authenticated
  using (sender_id = (select auth.uid()));

revoke all on public.message_originals from anon;
revoke insert, update, delete, truncate on public.message_originals from authenticated;

-- Before insert, after messages_prepare (trimmed body) and messages_rate_limit:
-- triggers of one kind fire in name order. Security definer: it reads the
-- conversation's other messages and writes message_originals, which no client
-- may write.
create function public.guard_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  joined timestamptz;
  refusal text;
  masked text;
begin
  new.risk_categories := public.scam_guard_categories(new.body);
  new.contact_masked := false;
  if cardinality(new.risk_categories) = 0 then
    return new;
  end if;

  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') = 'authenticated' then
    select p.created_at into joined from public.profiles p where p.id = new.sender_id;
    refusal := public.scam_guard_refusal(new.risk_categories, joined);
    if refusal is not null then
      raise exception '%', refusal
        using errcode = 'PT403',
          detail = 'Older accounts are warned, not refused.',
          hint = 'Arrange payment when you meet to see the vehicle and its papers.';
    end if;
  end if;

  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if exists (
    select 1
      from public.messages m
     where m.conversation_id = new.conversation_id
       and m.sender_id = case when new.sender_id = conversation.buyer_id then conversation.seller_id
                              else conversation.buyer_id end
  ) then
    return new;
  end if;
  masked := left(public.scam_guard_mask(new.body), 2000);
  if masked <> new.body then
    insert into public.message_originals (message_id, sender_id, body) values (new.id, new.sender_id, new.body);
    new.body := masked;
    new.contact_masked := true;
  end if;
  return new;
end
$$;

comment on function public.guard_message() is
  'Records a message''s scam-guard categories, masks contact details before both sides have written, refuses new accounts'' untraceable payment requests.';
revoke execute on function public.guard_message() from public, anon, authenticated;

create trigger messages_scam_guard
  before insert on public.messages
  for each row execute function public.guard_message();

-- Clients write only conversation, sender and body (20261122090000); the new
-- columns are the trigger's alone. Existing messages are classified now; their
-- text stays as it was.
update public.messages m set risk_categories = public.scam_guard_categories(m.body);
