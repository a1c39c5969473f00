-- Reports and moderation.
--
-- A signed-in user reports a listing once, with a reason; reports feed the
-- moderators' queue. Moderators (app_metadata.role = 'admin', which only the
-- service role can set) work through Netlify functions holding the service
-- key: they hide a listing (status 'removed', remembering the status to
-- restore), restore it, dismiss reports and remove users. Every such action
-- leaves a row in audit_log, which no client role can read or write.

-- Whether the caller's token carries the admin role. app_metadata is set by
-- the auth server from auth.users.raw_app_meta_data, which users cannot change.
create function public.is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

comment on function public.is_admin() is 'True when the caller''s JWT has app_metadata.role = admin.';

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (reason in ('scam', 'misleading', 'offensive', 'already_sold', 'duplicate', 'other')),
  details text not null default '' check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  constraint reports_vehicle_id_reporter_id_key unique (vehicle_id, reporter_id),
  constraint reports_other_needs_details check (reason <> 'other' or char_length(btrim(details)) >= 10)
);
alter table public.reports enable row level security;

comment on table public.reports is 'Listings reported by users; the moderators'' queue.';
comment on column public.reports.reason is 'scam, misleading, offensive, already_sold, duplicate or other (other needs details).';

create index reports_status_created_at_idx on public.reports (status, created_at desc);
create index reports_vehicle_id_idx on public.reports (vehicle_id);
create index reports_reporter_id_idx on public.reports (reporter_id);

create policy "Users can read their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

create policy "Users can report listings as themselves"
  on public.reports for insert
  to authenticated
  with check (reporter_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.reports from anon, authenticated;
grant insert (vehicle_id, reporter_id, reason, details) on public.reports to authenticated;

-- A report is about a listing that is up for everyone (active or sold), and
-- not one's own; it starts open, stamped with the server's time. Runs as the
-- caller (not security definer), so the listing is read under the caller's
-- RLS and current_user tells clients from the service role.
create function public.prepare_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  listing public.vehicles;
begin
  if current_user in ('anon', 'authenticated') then
    select * into listing from public.vehicles v where v.id = new.vehicle_id;
    if listing.id is null or listing.status not in ('active', 'sold') then
      raise exception 'this listing cannot be reported' using errcode = 'P0002';
    end if;
    if listing.seller_id = new.reporter_id then
      raise exception 'you cannot report your own listing'
        using errcode = '23514', constraint = 'reports_not_own_listing';
    end if;
    new.status := 'open';
    new.created_at := now();
    new.resolved_at := null;
    new.resolved_by := null;
    new.details := btrim(new.details);
  end if;
  return new;
end
$$;

revoke execute on function public.prepare_report() from public, anon, authenticated;

create trigger reports_prepare
  before insert on public.reports
  for each row execute function public.prepare_report();

-- What moderators did, for accountability. Written by the service role only.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text not null default '',
  action text not null check (char_length(action) between 1 and 100),
  target_type text not null check (target_type in ('vehicle', 'user', 'report', 'site')),
  target_id text not null default '',
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
alter table public.audit_log enable row level security;

comment on table public.audit_log is 'Moderator and operator actions; service role only (no client policies).';

create index audit_log_created_at_idx on public.audit_log (created_at desc);

revoke all on public.audit_log from anon, authenticated;
