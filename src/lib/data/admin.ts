/**
 * Moderation, through the admin Netlify functions (they verify the caller's
 * role server-side and hold the service-role key). Shapes mirror
 * netlify/functions/_shared/moderation.ts.
 */
import type { Tables } from '../database.types';
import { callFunction } from './functions';

/** The reports table's statuses (generated from its check constraint). */
export type ReportStatus = Tables<'reports'>['status'];

export interface AdminReport {
  id: string;
  reason: string;
  details: string;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  reporter: { id: string; name: string };
  vehicle: { id: string; title: string; type: string; status: string; sellerId: string; sellerName: string };
  openReportsForVehicle: number;
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

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export async function loadReports(status: ReportStatus): Promise<AdminReport[]> {
  const body = await callFunction<{ reports: AdminReport[] }>(
    'loadReports',
    `/api/admin/reports?status=${status}`,
    { method: 'GET' },
    'Failed to load reports',
  );
  return body.reports;
}

export async function dismissReport(id: string, note = ''): Promise<void> {
  await callFunction(
    'dismissReport',
    `/api/admin/reports/${encodeURIComponent(id)}/dismiss`,
    { method: 'POST', body: { note } },
    'Failed to dismiss the report',
  );
}

export async function loadHiddenListings(): Promise<HiddenListing[]> {
  const body = await callFunction<{ listings: HiddenListing[] }>(
    'loadHiddenListings',
    '/api/admin/listings',
    { method: 'GET' },
    'Failed to load hidden listings',
  );
  return body.listings;
}

export async function hideListing(id: string, reason: string): Promise<{ resolvedReports: number }> {
  return callFunction(
    'hideListing',
    `/api/admin/listings/${encodeURIComponent(id)}/hide`,
    { method: 'POST', body: { reason } },
    'Failed to hide the listing',
  );
}

export async function restoreListing(id: string): Promise<{ status: string }> {
  return callFunction(
    'restoreListing',
    `/api/admin/listings/${encodeURIComponent(id)}/restore`,
    { method: 'POST' },
    'Failed to restore the listing',
  );
}

export async function removeUser(id: string, reason: string): Promise<void> {
  await callFunction(
    'removeUser',
    `/api/admin/users/${encodeURIComponent(id)}`,
    { method: 'DELETE', body: { reason } },
    'Failed to remove the user',
  );
}

export async function requestRebuild(): Promise<void> {
  await callFunction('requestRebuild', '/api/admin/rebuild', { method: 'POST' }, 'Failed to start a rebuild');
}

export async function loadAuditTrail(limit = 30): Promise<AuditEntry[]> {
  const body = await callFunction<{ entries: AuditEntry[] }>(
    'loadAuditTrail',
    `/api/admin/audit?limit=${String(limit)}`,
    { method: 'GET' },
    'Failed to load the audit log',
  );
  return body.entries;
}
