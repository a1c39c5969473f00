-- Views per listing per day (UTC), for the seller dashboard's chart.
-- Written only by record_vehicle_view; the owner reads their listings' rows.
create table public.vehicle_daily_views (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (vehicle_id, day)
);

alter table public.vehicle_daily_views enable row level security;

comment on table public.vehicle_daily_views is 'Listing views per UTC day; written by record_vehicle_view.';

revoke insert, update, delete, truncate on public.vehicle_daily_views from anon, authenticated;

create policy "Sellers can read their own listings' views"
  on public.vehicle_daily_views for select
  to authenticated
  using (
    exists (
      select 1 from public.vehicles v
       where v.id = vehicle_daily_views.vehicle_id
         and v.seller_id = (select auth.uid())
    )
  );

-- Phone numbers on request, counted as leads, and seller activity summed in
-- the database.
--
-- "Show phone number" calls reveal_seller_phone(vehicle_id): one listing's
-- number, for an active listing whose seller shows one. Each visitor (the
-- user id when signed in, else a SHA-256 of the client IP as the API
-- gateway reports it in request.headers) may reveal the numbers of at most
-- 5 different listings a minute and 30 an hour; a number already revealed
-- in that window can be shown again. Over the limit: SQLSTATE PT429, which
-- PostgREST answers with HTTP 429, as the message and report limits do.
--
-- A visitor's first reveal of a listing on a UTC day counts as one lead in
-- vehicle_daily_leads, an anonymous count the seller dashboard charts with
-- views, saves and messages. The per-visitor rows in phone_reveals exist
-- only for the limit and that first-of-the-day test: they are deleted after
-- a day, and with the account of a signed-in viewer.
--
-- The seller dashboard used to fetch one row per listing and day
-- (seller_listing_stats): 106 listings over 30 days passed the API's
-- 1,000-row cap and the chart lost days. seller_activity sums in the
-- database and answers one row per day, whatever the inventory.
create table public.phone_reveals (
  id bigint generated always as identity primary key,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete cascade,
  visitor_key text not null check (char_length(visitor_key) <= 100),
  -- The address's budget this reveal counts against: signed-out visitors' and
  -- accounts younger than a day (null for established accounts).
  address_key text check (char_length(address_key) <= 100),
  created_at timestamptz not null default now()
);

alter table public.phone_reveals enable row level security;

comment on table public.phone_reveals is
  'Phone numbers revealed in the last day, per visitor (user id or hashed IP): the rate limit''s memory.';

comment on column public.phone_reveals.visitor_key is 'user:{id} when signed in, else ip:{sha-256 of the client IP}.';
comment on column public.phone_reveals.address_key is
  'ip:{sha-256 of the client IP} when the reveal counts against its address''s budget (signed out, or an account younger than a day).';

revoke all on public.phone_reveals from anon;

revoke insert, update, delete, truncate on public.phone_reveals from authenticated;

create index phone_reveals_visitor_key_created_at_idx on public.phone_reveals (visitor_key, created_at desc);

create index phone_reveals_address_key_created_at_idx on public.phone_reveals (address_key, created_at desc)
  where address_key is not null;

create index phone_reveals_viewer_id_idx on public.phone_reveals (viewer_id);

create index phone_reveals_vehicle_id_idx on public.phone_reveals (vehicle_id);

create index phone_reveals_created_at_idx on public.phone_reveals (created_at);

create policy "Users can read the phone numbers they revealed"
  on public.phone_reveals for select
  to authenticated
  using (viewer_id = (select auth.uid()));

-- Leads per listing per UTC day: distinct visitors who revealed the number.
create table public.vehicle_daily_leads (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  leads integer not null default 0 check (leads >= 0),
  primary key (vehicle_id, day)
);

alter table public.vehicle_daily_leads enable row level security;

comment on table public.vehicle_daily_leads is 'Phone reveals per listing and UTC day (distinct visitors); written by reveal_seller_phone.';

revoke all on public.vehicle_daily_leads from anon;

revoke insert, update, delete, truncate on public.vehicle_daily_leads from authenticated;

create policy "Sellers can read their own listings' leads"
  on public.vehicle_daily_leads for select
  to authenticated
  using (
    exists (
      select 1 from public.vehicles v
       where v.id = vehicle_daily_leads.vehicle_id
         and v.seller_id = (select auth.uid())
    )
  );

-- The caller's address as the platform saw it, never as the caller wrote it.
-- Hosted Supabase's API sits behind Cloudflare, which sets cf-connecting-ip
-- to the connecting client and overwrites any value a client sends (the
-- local stack does the same). Without it, the last X-Forwarded-For hop is
-- the one the nearest proxy added; the first is whatever the caller wrote,
-- so it is never used.
create function public.request_client_address() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    h ->> 'cf-connecting-ip',
    (regexp_match(coalesce(h ->> 'x-forwarded-for', ''), '([^,]*)$'))[1]
  )), '')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) headers
$$;
comment on function public.request_client_address() is
  'The client address the platform put in the request headers (cf-connecting-ip, else the last X-Forwarded-For hop); null when unknown.';
revoke execute on function public.request_client_address() from public, anon, authenticated;

-- One listing's phone number for the caller, counted as a lead.
create function public.reveal_seller_phone(vehicle_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  visitor text;
  address text;
  listing public.vehicles;
  number text;
  today_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
  last_minute integer;
  last_hour integer;
begin
  select * into listing from public.vehicles v where v.id = reveal_seller_phone.vehicle_id;
  if listing.id is null or listing.status not in ('active', 'sold')
     or (listing.status <> 'active' and listing.seller_id is distinct from me) then
    if listing.status = 'sold' then
      raise exception 'This vehicle has been sold, so its seller''s number is no longer shown.'
        using errcode = 'PT409';
    end if;
    raise exception 'This listing is not available.' using errcode = 'PT404';
  end if;
  select btrim(p.phone) into number
    from public.profiles p
   where p.id = listing.seller_id and p.show_phone;
  if coalesce(number, '') = '' then
    raise exception 'This seller does not show a phone number. Send them a message instead.'
      using errcode = 'PT404';
  end if;
  -- Sellers see their own number without counting a lead.
  if listing.seller_id = me then
    return number;
  end if;

  -- Each visitor has a budget; signed-out visitors and accounts younger than
  -- a day also spend their address's, so a crowd of fresh sign-ups from one
  -- place gets no more numbers than one visitor there would.
  address := 'ip:' || encode(extensions.digest(coalesce(public.request_client_address(), 'unknown'), 'sha256'), 'hex');
  if me is null then
    visitor := address;
  else
    visitor := 'user:' || me::text;
    if exists (select 1 from auth.users u where u.id = me and u.created_at < now() - interval '1 day') then
      address := null;
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtext('phone_reveals:' || visitor));
  if address is not null and address <> visitor then
    perform pg_advisory_xact_lock(hashtext('phone_reveals:' || address));
  end if;
  if not exists (
    select 1 from public.phone_reveals r
     where r.visitor_key = visitor
       and r.vehicle_id = listing.id
       and r.created_at > now() - interval '1 hour'
  ) then
    select count(distinct r.vehicle_id) filter (where r.created_at > now() - interval '1 minute'),
           count(distinct r.vehicle_id)
      into last_minute, last_hour
      from public.phone_reveals r
     where (r.visitor_key = visitor or r.address_key = address)
       and r.created_at > now() - interval '1 hour';
    if last_minute >= 5 or last_hour >= 30 then
      raise exception 'You have viewed many phone numbers in a short time. Please wait a minute and try again.'
        using errcode = 'PT429',
          detail = case when last_minute >= 5 then 'At most 5 numbers a minute.' else 'At most 30 numbers an hour.' end,
          hint = 'Try again in a minute, or send the seller a message.';
    end if;
  end if;

  if not exists (
    select 1 from public.phone_reveals r
     where r.visitor_key = visitor and r.vehicle_id = listing.id and r.created_at >= today_start
  ) then
    insert into public.vehicle_daily_leads as d (vehicle_id, day, leads)
    values (listing.id, (now() at time zone 'utc')::date, 1)
    on conflict on constraint vehicle_daily_leads_pkey do update set leads = d.leads + 1;
  end if;
  insert into public.phone_reveals (vehicle_id, viewer_id, visitor_key, address_key)
  values (listing.id, me, visitor, address);
  -- Keep a day of history: enough for the limit and for today's leads.
  delete from public.phone_reveals r where r.created_at < now() - interval '1 day';
  return number;
end
$$;

comment on function public.reveal_seller_phone(uuid) is
  'The phone number of one active listing''s seller; rate limited per visitor (PT429) and counted as a lead.';

revoke execute on function public.reveal_seller_phone(uuid) from public;

grant execute on function public.reveal_seller_phone(uuid) to anon, authenticated, service_role;

-- One row per UTC day of the last `days` days (at most a year), oldest
-- first: views, new saves, buyer messages and phone reveals of the caller's
-- listings, or of one of them when listing_id is given.
create function public.seller_activity(days integer default 30, listing_id uuid default null)
returns table (day date, views bigint, favorites bigint, messages bigint, leads bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select v.id
      from public.vehicles v
     where v.seller_id = (select auth.uid())
       and (seller_activity.listing_id is null or v.id = seller_activity.listing_id)
  ),
  period as (
    select (now() at time zone 'utc')::date as last_day,
           (now() at time zone 'utc')::date - (least(greatest(coalesce(seller_activity.days, 30), 1), 366) - 1) as first_day
  ),
  activity as (
    select d.day, d.views::bigint as views, 0::bigint as favorites, 0::bigint as messages, 0::bigint as leads
      from public.vehicle_daily_views d
      join mine on mine.id = d.vehicle_id
     where d.day >= (select first_day from period)
    union all
    select (f.created_at at time zone 'utc')::date, 0, 1, 0, 0
      from public.favorites f
      join mine on mine.id = f.vehicle_id
     where f.created_at >= (select first_day from period)::timestamp at time zone 'utc'
    union all
    select (m.created_at at time zone 'utc')::date, 0, 0, 1, 0
      from public.conversations c
      join mine on mine.id = c.vehicle_id
      join public.messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
     where m.created_at >= (select first_day from period)::timestamp at time zone 'utc'
    union all
    select l.day, 0, 0, 0, l.leads::bigint
      from public.vehicle_daily_leads l
      join mine on mine.id = l.vehicle_id
     where l.day >= (select first_day from period)
  )
  select g.day::date,
         coalesce(sum(a.views), 0)::bigint,
         coalesce(sum(a.favorites), 0)::bigint,
         coalesce(sum(a.messages), 0)::bigint,
         coalesce(sum(a.leads), 0)::bigint
    from period p
   cross join generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') as g(day)
    left join activity a on a.day = g.day::date
   group by g.day
   order by g.day
$$;

comment on function public.seller_activity(integer, uuid) is
  'Daily views, new saves, buyer messages and phone reveals of the caller''s listings (or one of them).';

revoke execute on function public.seller_activity(integer, uuid) from public, anon;

grant execute on function public.seller_activity(integer, uuid) to authenticated, service_role;

create function public.seller_listing_totals()
returns table (vehicle_id uuid, views integer, favorites bigint, conversations bigint, leads bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id,
         v.view_count,
         (select count(*) from public.favorites f where f.vehicle_id = v.id),
         (select count(*) from public.conversations c where c.vehicle_id = v.id),
         (select coalesce(sum(l.leads), 0) from public.vehicle_daily_leads l where l.vehicle_id = v.id)::bigint
    from public.vehicles v
   where v.seller_id = (select auth.uid())
   order by v.created_at desc, v.id
$$;

comment on function public.seller_listing_totals() is
  'Views, current saves, conversations and phone reveals per listing of the caller.';

revoke execute on function public.seller_listing_totals() from public, anon;

grant execute on function public.seller_listing_totals() to authenticated, service_role;

-- Views once per visitor and day ----------------------------------------------

-- Who is asking, for limits on anonymous calls: the signed-in user, else the
-- client address the platform passed in the request headers
-- (public.request_client_address).
create function public.request_visitor() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    'user:' || (select auth.uid())::text,
    'ip:' || public.request_client_address(),
    'anonymous'
  )
$$;

comment on function public.request_visitor() is
  'The caller for per-visitor limits: user:<id> when signed in, else ip:<client address>.';

-- Not an API of its own (it would echo the caller's address): security
-- definer functions owned by the migration role call it.
revoke execute on function public.request_visitor() from public, anon, authenticated;

-- Only a digest of the visitor is kept, and only for today and yesterday.
create table public.vehicle_view_visitors (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  day date not null,
  visitor uuid not null,
  primary key (vehicle_id, day, visitor)
);

alter table public.vehicle_view_visitors enable row level security;

comment on table public.vehicle_view_visitors is
  'Which visitors (an MD5 digest of user id or client address) viewed a listing on a UTC day; kept two days.';

-- No policies: only record_vehicle_view (security definer) reads and writes it.
revoke all on public.vehicle_view_visitors from anon, authenticated;

create index vehicle_view_visitors_day_idx on public.vehicle_view_visitors (day);

-- Counts a view of a visible listing once per visitor and UTC day (in total
-- and for the day) and returns the total.
create function public.record_vehicle_view(vehicle_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  total integer;
  first_today boolean;
begin
  select v.view_count into total
    from public.vehicles v
   where v.id = record_vehicle_view.vehicle_id
     and v.status in ('active', 'sold');
  if total is null then
    return null;
  end if;
  delete from public.vehicle_view_visitors d where d.day < today - 1;
  insert into public.vehicle_view_visitors (vehicle_id, day, visitor)
  values (record_vehicle_view.vehicle_id, today, md5(public.request_visitor())::uuid)
  on conflict on constraint vehicle_view_visitors_pkey do nothing
  returning true into first_today;
  if first_today is null then
    return total;
  end if;
  update public.vehicles
     set view_count = view_count + 1
   where id = record_vehicle_view.vehicle_id
  returning view_count into total;
  insert into public.vehicle_daily_views as d (vehicle_id, day, views)
  values (record_vehicle_view.vehicle_id, today, 1)
  on conflict on constraint vehicle_daily_views_pkey do update set views = d.views + 1;
  return total;
end
$$;

comment on function public.record_vehicle_view(uuid) is 'Counts one view of an active or sold listing.';

revoke execute on function public.record_vehicle_view(uuid) from public;

grant execute on function public.record_vehicle_view(uuid) to anon, authenticated, service_role;

comment on function public.record_vehicle_view(uuid) is
  'Counts one view of an active or sold listing per visitor and UTC day; returns the total.';
