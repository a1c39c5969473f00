-- Rate limits on what signed-in users write to other people: messages and
-- reports. They live in the database so hosted Supabase enforces them just as
-- the local stack does. Going over a limit raises SQLSTATE 'PT429', which
-- PostgREST answers with HTTP 429 and a {code, message, details, hint} body.
-- The service role (moderation functions) and direct SQL (seeding) are not
-- limited. The functions are security definer so they count every row of the
-- sender, whatever row-level security shows the sender.

create index messages_sender_id_created_at_idx on public.messages (sender_id, created_at desc);
create index reports_reporter_id_created_at_idx on public.reports (reporter_id, created_at desc);
-- The composite indexes serve every query the single-column ones did.
drop index public.messages_sender_id_idx;
drop index public.reports_reporter_id_idx;

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

create trigger messages_rate_limit
  before insert on public.messages
  for each row execute function public.limit_message_rate();

-- At most 10 reports an hour per reporter.
create function public.limit_report_rate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_hour integer;
begin
  -- The request's role: inside a security definer function current_user is the owner.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('reports:' || new.reporter_id::text));
  select count(*) into last_hour
    from public.reports r
   where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour';
  if last_hour >= 10 then
    raise exception 'You have sent too many reports. Please try again later.'
      using errcode = 'PT429',
        detail = 'At most 10 reports an hour.',
        hint = 'Try again in an hour.';
  end if;
  return new;
end
$$;

comment on function public.limit_report_rate() is 'Refuses a user''s 11th report within an hour (SQLSTATE PT429).';

create trigger reports_rate_limit
  before insert on public.reports
  for each row execute function public.limit_report_rate();

revoke execute on function public.limit_message_rate() from public, anon, authenticated;
revoke execute on function public.limit_report_rate() from public, anon, authenticated;
