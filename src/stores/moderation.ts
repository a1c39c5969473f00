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
import { activeLocale, phrase } from '../i18n/active';
import { ADMIN_EN } from '../i18n/messages/admin';
import { pluralForm, type Vars } from '../i18n/translate';
import { messageOf } from '../lib/data/errors';
import { loadable } from './loadable';
import { toast } from './toasts';

/** The moderation page's words in its language (English unless the island spoke its strings). */
const say = (key: keyof typeof ADMIN_EN, vars?: Vars): string => phrase(ADMIN_EN, key, vars);

/** A listing status as the page's language says it. */
export function statusWord(status: string): string {
  const key = `admin.status.${status}`;
  return key in ADMIN_EN ? say(key as keyof typeof ADMIN_EN) : status;
}

export const AUDIT_ROWS = 30;

// No fallback of their own: the sections show theirs, in the page's language, when a failure has no words (SectionStatus).
export const reports = loadable(loadReports, '');
export const hiddenListings = loadable(loadHiddenListings, '');
export const auditTrail = loadable(() => loadAuditTrail(AUDIT_ROWS), '');

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
    $moderationDialog.set({ pending, working: false, error: say('admin.reasonTooShort') });
    return;
  }
  $moderationDialog.set({ pending, working: true, error: null });
  const { report } = pending;
  try {
    let description: string;
    if (pending.kind === 'hide') {
      const { resolvedReports } = await hideListing(report.vehicle.id, text);
      description = say(`admin.hiddenDone.${pluralForm(activeLocale(), resolvedReports)}`, {
        title: report.vehicle.title,
        count: resolvedReports,
      });
    } else if (pending.kind === 'dismiss') {
      await dismissReport(report.id, text);
      description = say('admin.dismissed');
    } else {
      await removeUser(report.vehicle.sellerId, text);
      description = say('admin.removed', { name: report.vehicle.sellerName });
    }
    cancelModeration();
    toast({ title: say('admin.done'), description, variant: 'success' });
    loadModeration();
  } catch (error) {
    $moderationDialog.set({ pending, working: false, error: null });
    toast({
      title: say('admin.failed'),
      description: messageOf(error, say('admin.tryAgain')),
      variant: 'destructive',
    });
  }
}

/** The hidden listing being restored, if any. */
export const $restoring = atom<string | null>(null);

export async function restoreHiddenListing(listing: HiddenListing): Promise<void> {
  $restoring.set(listing.id);
  try {
    const { status } = await restoreListing(listing.id);
    toast({
      title: say('admin.restored'),
      description: say('admin.restoredText', { title: listing.title, status: statusWord(status) }),
      variant: 'success',
    });
    loadModeration();
  } catch (error) {
    toast({
      title: say('admin.restoreFailed'),
      description: messageOf(error, say('admin.tryAgain')),
      variant: 'destructive',
    });
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
      message: say('admin.rebuildStarted'),
    });
    void auditTrail.load();
  } catch (error) {
    $rebuild.set({ status: 'done', ok: false, message: messageOf(error, say('admin.rebuildFailed')) });
  }
}
