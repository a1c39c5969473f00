-- Moderation as single transactions.
--
-- Hiding a listing used to be four requests from a Netlify function (read,
-- update the listing, resolve its reports, write the audit row): a failure
-- part-way left a hidden listing with open reports or without an audit row,
-- and two administrators acting at once could both "win". Each moderation
-- action is now one function: it locks the row it changes, checks its state,
-- changes every row involved and writes the audit row, all or nothing. A
-- second administrator racing the first waits for the lock and then finds the
-- new state (409).
--
-- The functions are security definer with an empty search_path and only the
-- service role may execute them: the Netlify functions check who the caller
-- is (an administrator, by the auth server's record) and pass the actor in.
-- Errors carry SQLSTATE 'PTxyz', which PostgREST answers with HTTP status xyz:
-- PT404 unknown id, PT409 wrong state, PT403 a target that may not be touched.
--
-- public.is_admin() is dropped: no policy or function used it, and the
-- administrator check lives with the auth server's record in the functions.
-- Should a policy added meanwhile depend on it, it stays (and this says so).

do $$
begin
  if to_regprocedure('public.is_admin()') is null then
    return;
  end if;
  if exists (
    select 1 from pg_depend d
     where d.refobjid = 'public.is_admin()'::regprocedure and d.deptype = 'n'
  ) then
    raise notice 'public.is_admin() is still used; it is kept';
  else
    drop function public.is_admin();
  end if;
end
$$;

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
