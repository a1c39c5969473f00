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

revoke insert, update, delete, truncate on public.reports from anon, authenticated;

grant insert (vehicle_id, reporter_id, reason, details) on public.reports to authenticated;

create index reports_status_created_at_idx on public.reports (status, created_at desc);

create index reports_vehicle_id_idx on public.reports (vehicle_id);

create policy "Users can read their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

create policy "Users can report listings as themselves"
  on public.reports for insert
  to authenticated
  with check (reporter_id = (select auth.uid()));

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

revoke all on public.audit_log from anon, authenticated;

create index audit_log_created_at_idx on public.audit_log (created_at desc);

create index reports_reporter_id_created_at_idx on public.reports (reporter_id, created_at desc);

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

revoke execute on function public.limit_report_rate() from public, anon, authenticated;

create trigger reports_rate_limit
  before insert on public.reports
  for each row execute function public.limit_report_rate();

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
      raise exception 'This listing is no longer available to report.'
        using errcode = 'PT404', hint = 'It may have been removed already.';
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

-- Hide a listing from everyone but its seller, remembering the status to
-- restore, and resolve its open reports. Returns the ids of those reports.
create function public.admin_hide_listing(actor_id uuid, actor_email text, vehicle_id uuid, reason text)
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text;
  resolved uuid[];
begin
  select v.status into previous from public.vehicles v where v.id = admin_hide_listing.vehicle_id for update;
  if not found then
    raise exception 'This listing does not exist' using errcode = 'PT404';
  end if;
  if previous = 'removed' then
    raise exception 'This listing is already hidden' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = 'removed', status_before_removal = previous
   where v.id = admin_hide_listing.vehicle_id;
  with closed as (
    update public.reports r
       set status = 'resolved', resolved_at = now(), resolved_by = admin_hide_listing.actor_id
     where r.vehicle_id = admin_hide_listing.vehicle_id and r.status = 'open'
    returning r.id
  )
  select coalesce(array_agg(closed.id order by closed.id), '{}') into resolved from closed;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_hide_listing.actor_id, admin_hide_listing.actor_email, 'listing.hide', 'vehicle',
    admin_hide_listing.vehicle_id::text,
    jsonb_build_object('reason', admin_hide_listing.reason, 'previousStatus', previous, 'resolvedReports', to_jsonb(resolved))
  );
  return resolved;
end
$$;

comment on function public.admin_hide_listing(uuid, text, uuid, text) is
  'Moderation: hide a listing, resolve its open reports and write the audit row in one transaction. Service role only.';

-- Bring a hidden listing back with the status it had. Returns that status.
create function public.admin_restore_listing(actor_id uuid, actor_email text, vehicle_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
  restored text;
begin
  select v.status, coalesce(v.status_before_removal, 'active') into current_status, restored
    from public.vehicles v where v.id = admin_restore_listing.vehicle_id for update;
  if not found then
    raise exception 'This listing does not exist' using errcode = 'PT404';
  end if;
  if current_status <> 'removed' then
    raise exception 'This listing is not hidden' using errcode = 'PT409';
  end if;
  update public.vehicles v
     set status = restored, status_before_removal = null
   where v.id = admin_restore_listing.vehicle_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_restore_listing.actor_id, admin_restore_listing.actor_email, 'listing.restore', 'vehicle',
    admin_restore_listing.vehicle_id::text, jsonb_build_object('status', restored)
  );
  return restored;
end
$$;

comment on function public.admin_restore_listing(uuid, text, uuid) is
  'Moderation: restore a hidden listing to its earlier status and write the audit row in one transaction. Service role only.';

-- Close an open report without acting on the listing.
create function public.admin_dismiss_report(actor_id uuid, actor_email text, report_id uuid, note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  report public.reports;
begin
  select * into report from public.reports r where r.id = admin_dismiss_report.report_id for update;
  if not found then
    raise exception 'This report does not exist' using errcode = 'PT404';
  end if;
  if report.status <> 'open' then
    raise exception 'This report is already closed' using errcode = 'PT409';
  end if;
  update public.reports r
     set status = 'dismissed', resolved_at = now(), resolved_by = admin_dismiss_report.actor_id
   where r.id = admin_dismiss_report.report_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_dismiss_report.actor_id, admin_dismiss_report.actor_email, 'report.dismiss', 'report',
    admin_dismiss_report.report_id::text,
    jsonb_build_object('vehicleId', report.vehicle_id, 'note', admin_dismiss_report.note)
  );
end
$$;

comment on function public.admin_dismiss_report(uuid, text, uuid, text) is
  'Moderation: dismiss an open report and write the audit row in one transaction. Service role only.';

-- Remove another user's account: deleting the auth user cascades to the
-- profile, listings, favorites, conversations, reports and notifications.
-- Photos in storage are removed by the caller beforehand (the storage API
-- owns the objects); this function owns the rows and the audit trail.
create function public.admin_remove_user(actor_id uuid, actor_email text, user_id uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target auth.users;
begin
  if admin_remove_user.user_id = admin_remove_user.actor_id then
    raise exception 'Delete your own account from your profile instead' using errcode = 'PT409';
  end if;
  select * into target from auth.users u where u.id = admin_remove_user.user_id for update;
  if not found then
    raise exception 'This user does not exist' using errcode = 'PT404';
  end if;
  if coalesce(target.raw_app_meta_data ->> 'role', '') = 'admin' then
    raise exception 'Administrators cannot be removed here' using errcode = 'PT403';
  end if;
  delete from auth.users u where u.id = admin_remove_user.user_id;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (
    admin_remove_user.actor_id, admin_remove_user.actor_email, 'user.remove', 'user',
    admin_remove_user.user_id::text,
    jsonb_build_object('email', coalesce(target.email, ''), 'reason', admin_remove_user.reason)
  );
end
$$;

comment on function public.admin_remove_user(uuid, text, uuid, text) is
  'Moderation: delete a non-admin user (rows cascade) and write the audit row in one transaction. Service role only.';

-- The moderation functions are for the service role only (the admin-* Netlify functions).
revoke execute on function
  public.admin_hide_listing(uuid, text, uuid, text),
  public.admin_restore_listing(uuid, text, uuid),
  public.admin_dismiss_report(uuid, text, uuid, text),
  public.admin_remove_user(uuid, text, uuid, text)
  from public, anon, authenticated;

grant execute on function
  public.admin_hide_listing(uuid, text, uuid, text),
  public.admin_restore_listing(uuid, text, uuid),
  public.admin_dismiss_report(uuid, text, uuid, text),
  public.admin_remove_user(uuid, text, uuid, text)
  to service_role;
