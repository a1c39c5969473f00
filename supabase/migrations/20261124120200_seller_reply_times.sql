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

comment on column public.conversations.first_buyer_message_at is 'When the buyer first wrote; set by a trigger.';
comment on column public.conversations.first_reply_at is
  'When the seller first wrote after the buyer''s first message; null while unanswered. Set by a trigger.';

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

revoke insert, update, delete, truncate on public.seller_reply_stats from anon, authenticated;

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

-- Existing conversations take their times from their messages.
update public.conversations c
   set first_buyer_message_at = (
         select min(m.created_at) from public.messages m where m.conversation_id = c.id and m.sender_id = c.buyer_id
       );
update public.conversations c
   set first_reply_at = (
         select min(m.created_at)
           from public.messages m
          where m.conversation_id = c.id and m.sender_id = c.seller_id and m.created_at >= c.first_buyer_message_at
       )
 where c.first_buyer_message_at is not null;
select public.refresh_stale_seller_reply_stats();
