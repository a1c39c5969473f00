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

revoke all on public.message_originals from anon;

revoke insert, update, delete, truncate on public.message_originals from authenticated;

create index message_originals_sender_id_idx on public.message_originals (sender_id);

create policy "Senders can read the original text of their masked messages"
  on public.message_originals for select
  to authenticated
  using (sender_id = (select auth.uid()));

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

create index conversations_seller_id_first_buyer_message_at_idx
  on public.conversations (seller_id, first_buyer_message_at)
  where first_buyer_message_at is not null;

create table public.seller_reply_stats (
  seller_id uuid primary key references public.profiles (id) on delete cascade,
  conversations integer not null check (conversations >= 0),
  median_reply_seconds integer check (median_reply_seconds >= 0),
  replies_within_24h boolean not null
    generated always as (conversations >= 3 and coalesce(median_reply_seconds <= 86400, false)) stored,
  refreshed_at timestamptz not null default now()
);

alter table public.seller_reply_stats enable row level security;

comment on table public.seller_reply_stats is
  'Per seller: conversations of the last 90 days counted for reply time, and the median time to first reply.';

comment on column public.seller_reply_stats.conversations is
  'Conversations counted: first buyer message within 90 days, answered or waiting more than 24 hours.';

comment on column public.seller_reply_stats.median_reply_seconds is
  'Median seconds from the buyer''s first message to the seller''s first reply; null when most are unanswered.';

comment on column public.seller_reply_stats.replies_within_24h is
  'At least 3 conversations and a median reply within 24 hours: the search filter "replies within 24 h".';

revoke insert, update, delete, truncate on public.seller_reply_stats from anon, authenticated;

create index seller_reply_stats_conversations_idx on public.seller_reply_stats (conversations);

create index seller_reply_stats_replies_within_24h_idx on public.seller_reply_stats (seller_id) where replies_within_24h;

create policy "Visitors can read reply times of sellers with 3 or more conversations"
  on public.seller_reply_stats for select
  to anon
  using (conversations >= 3);

create policy "Users can read reply times of sellers with 3 or more conversations"
  on public.seller_reply_stats for select
  to authenticated
  using (conversations >= 3);

-- Recomputes one seller's row (removed when nothing counts any more).
create function public.refresh_seller_reply_stats(seller uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted integer;
  median double precision;
begin
  select count(*), percentile_disc(0.5) within group (order by w.seconds)
    into counted, median
    from (
      select coalesce(extract(epoch from c.first_reply_at - c.first_buyer_message_at)::double precision,
                      'infinity'::double precision) as seconds
        from public.conversations c
       where c.seller_id = refresh_seller_reply_stats.seller
         and c.first_buyer_message_at > now() - interval '90 days'
         and (c.first_reply_at is not null or c.first_buyer_message_at <= now() - interval '24 hours')
    ) w;
  if counted = 0 then
    delete from public.seller_reply_stats s where s.seller_id = refresh_seller_reply_stats.seller;
    return;
  end if;
  insert into public.seller_reply_stats as s (seller_id, conversations, median_reply_seconds, refreshed_at)
  values (
    refresh_seller_reply_stats.seller,
    counted,
    case when median = 'infinity'::double precision then null else greatest(round(median), 0)::integer end,
    now()
  )
  on conflict (seller_id) do update
    set conversations = excluded.conversations,
        median_reply_seconds = excluded.median_reply_seconds,
        refreshed_at = excluded.refreshed_at;
end
$$;

comment on function public.refresh_seller_reply_stats(uuid) is 'Recomputes a seller''s median time to first reply.';

revoke execute on function public.refresh_seller_reply_stats(uuid) from public, anon, authenticated;

grant execute on function public.refresh_seller_reply_stats(uuid) to service_role;

-- Every seller whose row is older than an hour, and every seller with a
-- conversation that started within 90 days but has no row yet; returns how
-- many were refreshed. For the hourly scheduled function (service role).
create function public.refresh_stale_seller_reply_stats() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid;
  refreshed integer := 0;
begin
  for seller in
    select s.seller_id from public.seller_reply_stats s where s.refreshed_at < now() - interval '1 hour'
    union
    select distinct c.seller_id
      from public.conversations c
     where c.first_buyer_message_at > now() - interval '90 days'
       and not exists (select 1 from public.seller_reply_stats s where s.seller_id = c.seller_id)
  loop
    perform public.refresh_seller_reply_stats(seller);
    refreshed := refreshed + 1;
  end loop;
  return refreshed;
end
$$;

comment on function public.refresh_stale_seller_reply_stats() is
  'Refreshes reply times older than an hour (scheduled hourly); returns how many sellers were refreshed.';

revoke execute on function public.refresh_stale_seller_reply_stats() from public, anon, authenticated;

grant execute on function public.refresh_stale_seller_reply_stats() to service_role;

-- After insert: the buyer's first message and the seller's first reply set the
-- conversation's times and refresh the seller's row; other messages change nothing.
create function public.track_first_reply() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
begin
  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if new.sender_id = conversation.buyer_id and conversation.first_buyer_message_at is null then
    update public.conversations c set first_buyer_message_at = new.created_at where c.id = conversation.id;
  elsif new.sender_id = conversation.seller_id
    and conversation.first_buyer_message_at is not null
    and conversation.first_reply_at is null then
    update public.conversations c set first_reply_at = new.created_at where c.id = conversation.id;
  else
    return null;
  end if;
  perform public.refresh_seller_reply_stats(conversation.seller_id);
  return null;
end
$$;

comment on function public.track_first_reply() is 'Keeps conversations'' first-reply times and the seller''s reply stats current.';

revoke execute on function public.track_first_reply() from public, anon, authenticated;

create trigger messages_track_first_reply
  after insert on public.messages
  for each row execute function public.track_first_reply();

-- Purge a seller's pages when the reply time buyers see changes.
--
-- The detail page's seller card and the seller page say "Usually replies
-- within an hour / within a few hours / within a day" (or nothing) from
-- seller_reply_stats (src/lib/domain/replyTime.ts). The row is recomputed on
-- a buyer's first message, a seller's first reply and hourly, but what is
-- shown changes far less often: only a change of that statement posts to the
-- revalidation webhook (table seller_reply_stats, the seller's id), and the
-- site purges the seller's page (seller-{id}) and the detail pages of their
-- listings, which carry the tag seller-card-{id} (src/lib/domain/cacheTags.ts).
--
-- private.reply_time_band() is replyTimeLabel()'s rule in SQL (a test runs
-- both over the same values): fewer than 3 conversations or a null median
-- say nothing; up to 1 hour, up to 6 hours, up to 24 hours; slower says
-- nothing.
create function private.reply_time_band(conversations integer, median_reply_seconds integer) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when conversations is null or conversations < 3 or median_reply_seconds is null then null
    when median_reply_seconds <= 3600 then 'hour'
    when median_reply_seconds <= 6 * 3600 then 'hours'
    when median_reply_seconds <= 24 * 3600 then 'day'
  end
$$;

comment on function private.reply_time_band(integer, integer) is
  'What the seller card says about a reply time: hour, hours, day or null (nothing), as replyTimeLabel().';

revoke execute on function private.reply_time_band(integer, integer) from public;

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
