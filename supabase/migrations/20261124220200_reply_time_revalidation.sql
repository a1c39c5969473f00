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

create function private.enqueue_reply_time_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid := case when tg_op = 'DELETE' then old.seller_id else new.seller_id end;
  before_band text := case when tg_op <> 'INSERT' then private.reply_time_band(old.conversations, old.median_reply_seconds) end;
  after_band text := case when tg_op <> 'DELETE' then private.reply_time_band(new.conversations, new.median_reply_seconds) end;
begin
  if before_band is not distinct from after_band then
    return null;
  end if;
  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', jsonb_build_object('seller_id', seller),
    'old_record', jsonb_build_object('seller_id', seller)
  ));
  return null;
end
$$;

comment on function private.enqueue_reply_time_revalidation() is
  'Trigger: posts a change of the reply time a seller''s pages show to the revalidation webhook.';
revoke execute on function private.enqueue_reply_time_revalidation() from public;

create trigger seller_reply_stats_revalidate
  after insert or update or delete on public.seller_reply_stats
  for each row execute function private.enqueue_reply_time_revalidation();
