/**
 * What administrators do, as named operations over the service-role client:
 * the reports queue, hiding and restoring listings, removing users, the
 * audit trail. Each change is one SQL function (see the moderation_functions
 * migration) that checks the state, changes every row and writes the audit
 * row in one transaction; its PTxyz errors become HttpErrors with status xyz:
 * state conflicts (hiding a hidden listing, dismissing a closed report) 409,
 * unknown ids 404.
 */
import type { User } from '@supabase/supabase-js';
import type { Tables } from '../../../src/lib/database.types';
import { audit, deleteUserPhotos, isAdmin, serviceClient } from './admin';
import { HttpError } from './http';

export type ReportStatus = Tables<'reports'>['status'];

export interface ReportEntry {
  id: string;
  reason: string;
  details: string;
  status: string;
  createdAt: string;
  resolvedAt: string | null;
  reporter: { id: string; name: string };
  vehicle: { id: string; title: string; type: string; status: string; sellerId: string; sellerName: string };
  /** Open reports about the same listing, this one included. */
  openReportsForVehicle: number;
}

/** Who acts, as the SQL functions record it in the audit log. */
const actorArgs = (actor: User) => ({ actor_id: actor.id, actor_email: actor.email ?? '' });

/** A moderation function's refusal (SQLSTATE PTxyz) as HTTP status xyz with its message; anything else as a failure. */
function moderationFailure(operation: string, error: { code: string; message: string }): Error {
  const status = /^PT(4\d\d)$/.exec(error.code)?.[1];
  if (status) return new HttpError(Number(status), error.message);
  return new Error(`${operation} failed: ${error.message}`);
}

const personName = (profile: { first_name: string | null; last_name: string | null } | null): string =>
  [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || 'Wheelhouse member';

/** Reports, newest first, with the listing and the reporter; `all` for every status. */
export async function listReports(status: ReportStatus | 'all'): Promise<ReportEntry[]> {
  const admin = serviceClient();
  let query = admin
    .from('reports')
    .select(
      'id, reason, details, status, created_at, resolved_at, reporter:profiles!reports_reporter_id_fkey(id, first_name, last_name), vehicle:vehicles(id, title, type, status, seller_id, seller_name)',
    )
    .order('created_at', { ascending: false })
    .limit(200);
  if (status !== 'all') query = query.eq('status', status);
  const { data, error } = await query;
  if (error) throw new Error(`listing reports failed: ${error.message}`);
  const open = await admin.from('reports').select('vehicle_id').eq('status', 'open');
  if (open.error) throw new Error(`counting open reports failed: ${open.error.message}`);
  const openCounts = new Map<string, number>();
  for (const row of open.data) openCounts.set(row.vehicle_id, (openCounts.get(row.vehicle_id) ?? 0) + 1);
  return data.map((row) => {
    const vehicle = row.vehicle;
    return {
      id: row.id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.created_at,
      resolvedAt: row.resolved_at,
      reporter: { id: row.reporter.id, name: personName(row.reporter) },
      vehicle: {
        id: vehicle.id,
        title: vehicle.title,
        type: vehicle.type,
        status: vehicle.status,
        sellerId: vehicle.seller_id,
        sellerName: vehicle.seller_name,
      },
      openReportsForVehicle: openCounts.get(vehicle.id) ?? 0,
    };
  });
}

/** Close an open report without acting on the listing. */
export async function dismissReport(actor: User, reportId: string, note: string): Promise<void> {
  const { error } = await serviceClient().rpc('admin_dismiss_report', {
    ...actorArgs(actor),
    report_id: reportId,
    note,
  });
  if (error) throw moderationFailure('dismissing the report', error);
}

export interface HiddenListing {
  id: string;
  title: string;
  type: string;
  sellerId: string;
  sellerName: string;
  statusBeforeRemoval: string | null;
  updatedAt: string;
}

/** Listings administrators have hidden, most recently changed first. */
export async function listHiddenListings(): Promise<HiddenListing[]> {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .select('id, title, type, seller_id, seller_name, status_before_removal, updated_at')
    .eq('status', 'removed')
    .order('updated_at', { ascending: false })
    .limit(200);
  if (error) throw new Error(`listing hidden listings failed: ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    statusBeforeRemoval: row.status_before_removal,
    updatedAt: row.updated_at,
  }));
}

/** Hide a listing from everyone but its seller and resolve its open reports, in one transaction. */
export async function hideListing(
  actor: User,
  vehicleId: string,
  reason: string,
): Promise<{ resolvedReports: number }> {
  const { data, error } = await serviceClient().rpc('admin_hide_listing', {
    ...actorArgs(actor),
    vehicle_id: vehicleId,
    reason,
  });
  if (error) throw moderationFailure('hiding the listing', error);
  return { resolvedReports: data.length };
}

/** Bring a hidden listing back with the status it had. */
export async function restoreListing(actor: User, vehicleId: string): Promise<{ status: string }> {
  const { data, error } = await serviceClient().rpc('admin_restore_listing', {
    ...actorArgs(actor),
    vehicle_id: vehicleId,
  });
  if (error) throw moderationFailure('restoring the listing', error);
  return { status: data };
}

/**
 * Remove another user's account and everything it owns: their photos first
 * (storage owns the objects), then one transaction that deletes the account's
 * rows and writes the audit row. Administrators are not removed this way.
 */
export async function removeUser(actor: User, userId: string, reason: string): Promise<void> {
  if (userId === actor.id) throw new HttpError(409, 'Delete your own account from your profile instead');
  const { data, error } = await serviceClient().auth.admin.getUserById(userId);
  if (error) {
    if (error.status === 404) throw new HttpError(404, 'This user does not exist');
    throw new Error(`reading the user failed: ${error.message}`);
  }
  if (isAdmin(data.user)) throw new HttpError(403, 'Administrators cannot be removed here');
  await deleteUserPhotos(userId);
  const removal = await serviceClient().rpc('admin_remove_user', { ...actorArgs(actor), user_id: userId, reason });
  if (removal.error) throw moderationFailure('removing the user', removal.error);
}

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details: unknown;
  createdAt: string;
}

/** The latest audit rows, newest first. */
export async function auditTrail(limit: number): Promise<AuditEntry[]> {
  const { data, error } = await serviceClient()
    .from('audit_log')
    .select('id, actor_email, action, target_type, target_id, details, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`reading the audit log failed: ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details,
    createdAt: row.created_at,
  }));
}

/** Ask Netlify to rebuild the site through the build hook named in the environment. */
export async function triggerRebuild(actor: User, hookUrl: string | undefined): Promise<void> {
  if (!hookUrl) {
    throw new HttpError(
      503,
      'No build hook is set: add NETLIFY_BUILD_HOOK_URL to the site’s environment to rebuild from here. Locally, run npm run build.',
    );
  }
  const response = await fetch(hookUrl, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) {
    console.error('build hook answered', response.status);
    throw new HttpError(502, 'Netlify did not accept the rebuild request; try again in a moment');
  }
  await audit(actor, { action: 'site.rebuild', targetType: 'site', targetId: '', details: {} });
}
