/**
 * What administrators do, as named operations over the service-role client:
 * the reports queue, hiding and restoring listings, removing users, the
 * audit trail. Each change writes an audit row; state conflicts (hiding a
 * hidden listing, dismissing a closed report) answer 409, unknown ids 404.
 */
import type { User } from '@supabase/supabase-js';
import { audit, deleteAccountData, isAdmin, serviceClient } from './admin';
import { HttpError } from './http';

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

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
  const admin = serviceClient();
  const { data: report, error } = await admin
    .from('reports')
    .select('id, status, vehicle_id')
    .eq('id', reportId)
    .maybeSingle();
  if (error) throw new Error(`reading the report failed: ${error.message}`);
  if (!report) throw new HttpError(404, 'This report does not exist');
  if (report.status !== 'open') throw new HttpError(409, 'This report is already closed');
  const update = await admin
    .from('reports')
    .update({ status: 'dismissed', resolved_at: new Date().toISOString(), resolved_by: actor.id })
    .eq('id', reportId)
    .eq('status', 'open');
  if (update.error) throw new Error(`dismissing the report failed: ${update.error.message}`);
  await audit(actor, {
    action: 'report.dismiss',
    targetType: 'report',
    targetId: reportId,
    details: { vehicleId: report.vehicle_id, note },
  });
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

async function listingState(vehicleId: string): Promise<{ status: string; statusBeforeRemoval: string | null }> {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .select('status, status_before_removal')
    .eq('id', vehicleId)
    .maybeSingle();
  if (error) throw new Error(`reading the listing failed: ${error.message}`);
  if (!data) throw new HttpError(404, 'This listing does not exist');
  return { status: data.status, statusBeforeRemoval: data.status_before_removal };
}

/** Hide a listing from everyone but its seller and resolve its open reports. */
export async function hideListing(
  actor: User,
  vehicleId: string,
  reason: string,
): Promise<{ resolvedReports: number }> {
  const admin = serviceClient();
  const current = await listingState(vehicleId);
  if (current.status === 'removed') throw new HttpError(409, 'This listing is already hidden');
  const update = await admin
    .from('vehicles')
    .update({ status: 'removed', status_before_removal: current.status as 'active' | 'draft' | 'sold' })
    .eq('id', vehicleId)
    .neq('status', 'removed');
  if (update.error) throw new Error(`hiding the listing failed: ${update.error.message}`);
  const resolved = await admin
    .from('reports')
    .update({ status: 'resolved', resolved_at: new Date().toISOString(), resolved_by: actor.id })
    .eq('vehicle_id', vehicleId)
    .eq('status', 'open')
    .select('id');
  if (resolved.error) throw new Error(`resolving the reports failed: ${resolved.error.message}`);
  await audit(actor, {
    action: 'listing.hide',
    targetType: 'vehicle',
    targetId: vehicleId,
    details: { reason, previousStatus: current.status, resolvedReports: resolved.data.map((r) => r.id) },
  });
  return { resolvedReports: resolved.data.length };
}

/** Bring a hidden listing back with the status it had. */
export async function restoreListing(actor: User, vehicleId: string): Promise<{ status: string }> {
  const current = await listingState(vehicleId);
  if (current.status !== 'removed') throw new HttpError(409, 'This listing is not hidden');
  const status = (current.statusBeforeRemoval ?? 'active') as 'active' | 'draft' | 'sold';
  const { error } = await serviceClient()
    .from('vehicles')
    .update({ status, status_before_removal: null })
    .eq('id', vehicleId)
    .eq('status', 'removed');
  if (error) throw new Error(`restoring the listing failed: ${error.message}`);
  await audit(actor, { action: 'listing.restore', targetType: 'vehicle', targetId: vehicleId, details: { status } });
  return { status };
}

/** Remove another user's account and everything it owns. Administrators are not removed this way. */
export async function removeUser(actor: User, userId: string, reason: string): Promise<void> {
  if (userId === actor.id) throw new HttpError(409, 'Delete your own account from your profile instead');
  const { data, error } = await serviceClient().auth.admin.getUserById(userId);
  if (error) {
    if (error.status === 404) throw new HttpError(404, 'This user does not exist');
    throw new Error(`reading the user failed: ${error.message}`);
  }
  if (isAdmin(data.user)) throw new HttpError(403, 'Administrators cannot be removed here');
  await deleteAccountData(userId);
  await audit(actor, {
    action: 'user.remove',
    targetType: 'user',
    targetId: userId,
    details: { email: data.user.email ?? '', reason },
  });
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
