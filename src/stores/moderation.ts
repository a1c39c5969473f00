/**
 * The moderators' workspace (/admin): the report queue by status, hidden
 * listings, the audit trail, the action awaiting confirmation and the site
 * rebuild. The admin islands subscribe; every call goes through these actions.
 */
import { atom } from 'nanostores';
import {
  dismissReport,
  hideListing,
  loadAuditTrail,
  loadHiddenListings,
  loadReports,
  removeUser,
  requestRebuild,
  restoreListing,
  type AdminReport,
  type HiddenListing,
  type ReportStatus,
} from '../lib/data/admin';
import { messageOf } from '../lib/data/errors';
import { pluralize } from '../lib/domain/format';
import { loadable } from './loadable';
import { toast } from './toasts';

export const AUDIT_ROWS = 30;

export const reports = loadable(loadReports, 'Failed to load reports');
export const hiddenListings = loadable(loadHiddenListings, 'Failed to load hidden listings');
export const auditTrail = loadable(() => loadAuditTrail(AUDIT_ROWS), 'Failed to load the audit log');

export const $reportTab = atom<ReportStatus>('open');

/** Load (or refresh) everything the workspace shows. */
export function loadModeration(): void {
  void reports.load($reportTab.get());
  void hiddenListings.load();
  void auditTrail.load();
}

export function showReports(status: ReportStatus): void {
  $reportTab.set(status);
  void reports.load(status);
}

export type ModerationKind = 'hide' | 'dismiss' | 'remove';

export interface ModerationDialog {
  pending: { kind: ModerationKind; report: AdminReport } | null;
  working: boolean;
  error: string | null;
}

export const $moderationDialog = atom<ModerationDialog>({ pending: null, working: false, error: null });

export function askToModerate(kind: ModerationKind, report: AdminReport): void {
  $moderationDialog.set({ pending: { kind, report }, working: false, error: null });
}

export function cancelModeration(): void {
  $moderationDialog.set({ pending: null, working: false, error: null });
}

/** Carry out the pending action with the reason typed (required, 3+ characters, except to dismiss). */
export async function confirmModeration(reason: string): Promise<void> {
  const { pending } = $moderationDialog.get();
  if (!pending) return;
  const text = reason.trim();
  if (pending.kind !== 'dismiss' && text.length < 3) {
    $moderationDialog.set({ pending, working: false, error: 'Give a reason of at least 3 characters' });
    return;
  }
  $moderationDialog.set({ pending, working: true, error: null });
  const { report } = pending;
  try {
    let description: string;
    if (pending.kind === 'hide') {
      const { resolvedReports } = await hideListing(report.vehicle.id, text);
      description = `“${report.vehicle.title}” is hidden; ${pluralize(resolvedReports, 'report')} resolved.`;
    } else if (pending.kind === 'dismiss') {
      await dismissReport(report.id, text);
      description = 'The report was dismissed.';
    } else {
      await removeUser(report.vehicle.sellerId, text);
      description = `${report.vehicle.sellerName} was removed.`;
    }
    cancelModeration();
    toast({ title: 'Done', description, variant: 'success' });
    loadModeration();
  } catch (error) {
    $moderationDialog.set({ pending, working: false, error: null });
    toast({ title: 'Action failed', description: messageOf(error, 'Please try again'), variant: 'destructive' });
  }
}

/** The hidden listing being restored, if any. */
export const $restoring = atom<string | null>(null);

export async function restoreHiddenListing(listing: HiddenListing): Promise<void> {
  $restoring.set(listing.id);
  try {
    const { status } = await restoreListing(listing.id);
    toast({ title: 'Listing restored', description: `“${listing.title}” is ${status} again.`, variant: 'success' });
    loadModeration();
  } catch (error) {
    toast({ title: 'Restore failed', description: messageOf(error, 'Please try again'), variant: 'destructive' });
  } finally {
    $restoring.set(null);
  }
}

export type RebuildState = { status: 'idle' | 'working' } | { status: 'done'; message: string; ok: boolean };

export const $rebuild = atom<RebuildState>({ status: 'idle' });

export async function rebuildSite(): Promise<void> {
  $rebuild.set({ status: 'working' });
  try {
    await requestRebuild();
    $rebuild.set({
      status: 'done',
      ok: true,
      message: 'A rebuild has started; prebuilt pages update in a few minutes.',
    });
    void auditTrail.load();
  } catch (error) {
    $rebuild.set({ status: 'done', ok: false, message: messageOf(error, 'Failed to start a rebuild') });
  }
}
