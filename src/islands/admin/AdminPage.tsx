import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
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
  type AuditEntry,
  type HiddenListing,
  type ReportStatus,
} from '../../lib/data/admin';
import { messageOf } from '../../lib/data/errors';
import { isAdministrator } from '../../lib/domain/account';
import { pluralize } from '../../lib/domain/format';
import { reasonLabel } from '../../lib/domain/reportReasons';
import { toast } from '../../stores/toasts';
import Dialog from '../ui/Dialog';
import { Spinner } from '../ui/icons';
import { PageError } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const TABS: readonly { status: ReportStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
  { status: 'dismissed', label: 'Dismissed' },
];

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** An action awaiting confirmation, with the reason it asks for (if any). */
type Pending =
  | { kind: 'hide'; report: AdminReport }
  | { kind: 'dismiss'; report: AdminReport }
  | { kind: 'remove'; report: AdminReport };

const ACTION_TEXT = {
  hide: {
    title: 'Hide this listing?',
    body: 'It disappears from browsing, search and its page for everyone but the seller, and its open reports are resolved. You can restore it later.',
    confirm: 'Hide listing',
    field: 'Reason (recorded in the audit log)',
  },
  dismiss: {
    title: 'Dismiss this report?',
    body: 'The listing stays up. The report moves to Dismissed.',
    confirm: 'Dismiss report',
    field: 'Note (optional)',
  },
  remove: {
    title: 'Remove this seller?',
    body: 'Their account, listings, photos, favorites and messages are deleted permanently. This cannot be undone.',
    confirm: 'Remove seller',
    field: 'Reason (recorded in the audit log)',
  },
} as const;

/** Loads with `load` (a stable function: a new one means "load again") while enabled; the second value reloads. */
function useLoad<T>(load: () => Promise<T>, enabled: boolean): [Load<T>, () => void] {
  const [state, setState] = useState<{ from: () => Promise<T>; load: Load<T> }>({
    from: load,
    load: { status: 'loading' },
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    load().then(
      (value) => {
        if (current) setState({ from: load, load: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (current) setState({ from: load, load: { status: 'error', message: messageOf(error, 'Failed to load') } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round, enabled]);
  const shown: Load<T> = state.from === load ? state.load : { status: 'loading' };
  return [
    shown,
    () => {
      setRound((r) => r + 1);
    },
  ];
}

const loadRecentAudit = () => loadAuditTrail(30);

function Loading({ what }: { what: string }) {
  return (
    <p className="flex items-center gap-3 py-8 text-ink-muted" role="status">
      <Spinner className="size-5 text-brand-700" /> Loading {what}…
    </p>
  );
}

/** /admin: the moderators' workspace. Everyone else is refused here, and by the server. */
export default function AdminPage() {
  const user = useSignedInUser();
  const allowed = isAdministrator(user);
  const [tab, setTab] = useState<ReportStatus>('open');
  const loadTab = useCallback(() => loadReports(tab), [tab]);
  const [reports, reloadReports] = useLoad(loadTab, allowed);
  const [hidden, reloadHidden] = useLoad(loadHiddenListings, allowed);
  const [audit, reloadAudit] = useLoad(loadRecentAudit, allowed);
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [rebuild, setRebuild] = useState<
    { status: 'idle' | 'working' } | { status: 'done'; message: string; ok: boolean }
  >({ status: 'idle' });

  if (!user) return <Loading what="your account" />;
  if (!allowed) {
    return (
      <div className="mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <h2 className="text-xl font-bold text-ink">You don’t have access to this page</h2>
        <p className="mt-2 text-ink-muted">Moderation is for Wheelhouse administrators only.</p>
        <a href="/" className="btn btn-primary mt-6">
          Back to the marketplace
        </a>
      </div>
    );
  }

  const reloadAll = () => {
    reloadReports();
    reloadHidden();
    reloadAudit();
  };

  const confirm = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) return;
    const field = new FormData(event.currentTarget).get('reason');
    const text = typeof field === 'string' ? field.trim() : '';
    if (pending.kind !== 'dismiss' && text.length < 3) {
      setReasonError('Give a reason of at least 3 characters');
      return;
    }
    setWorking(true);
    const { report } = pending;
    const work =
      pending.kind === 'hide'
        ? hideListing(report.vehicle.id, text).then(
            ({ resolvedReports }) =>
              `“${report.vehicle.title}” is hidden; ${pluralize(resolvedReports, 'report')} resolved.`,
          )
        : pending.kind === 'dismiss'
          ? dismissReport(report.id, text).then(() => 'The report was dismissed.')
          : removeUser(report.vehicle.sellerId, text).then(() => `${report.vehicle.sellerName} was removed.`);
    work.then(
      (description) => {
        setWorking(false);
        setPending(null);
        toast({ title: 'Done', description, variant: 'success' });
        reloadAll();
      },
      (error: unknown) => {
        setWorking(false);
        toast({ title: 'Action failed', description: messageOf(error, 'Please try again'), variant: 'destructive' });
      },
    );
  };

  const restore = (listing: HiddenListing) => {
    setRestoring(listing.id);
    restoreListing(listing.id).then(
      ({ status }) => {
        setRestoring(null);
        toast({ title: 'Listing restored', description: `“${listing.title}” is ${status} again.`, variant: 'success' });
        reloadAll();
      },
      (error: unknown) => {
        setRestoring(null);
        toast({ title: 'Restore failed', description: messageOf(error, 'Please try again'), variant: 'destructive' });
      },
    );
  };

  const startRebuild = () => {
    setRebuild({ status: 'working' });
    requestRebuild().then(
      () => {
        setRebuild({
          status: 'done',
          ok: true,
          message: 'A rebuild has started; prebuilt pages update in a few minutes.',
        });
        reloadAudit();
      },
      (error: unknown) => {
        setRebuild({ status: 'done', ok: false, message: messageOf(error, 'Failed to start a rebuild') });
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="reports-heading" className="min-w-0">
        <h2 id="reports-heading" className="text-xl font-bold text-ink">
          Reported listings
        </h2>
        <div role="tablist" aria-label="Report status" className="mt-4 flex gap-1 border-b border-line">
          {TABS.map((t) => (
            <button
              key={t.status}
              type="button"
              role="tab"
              aria-selected={tab === t.status}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
                tab === t.status
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-muted hover:text-ink'
              }`}
              onClick={() => {
                setTab(t.status);
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={`${tab} reports`} className="mt-4">
          {reports.status === 'loading' && <Loading what="reports" />}
          {reports.status === 'error' && <PageError message={reports.message} />}
          {reports.status === 'ready' && reports.value.length === 0 && (
            <p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
              {tab === 'open' ? 'No open reports. All clear.' : `No ${tab} reports yet.`}
            </p>
          )}
          {reports.status === 'ready' && reports.value.length > 0 && (
            <ul className="grid gap-4">
              {reports.value.map((report) => (
                <li key={report.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <a
                        href={`/vehicles/id/${report.vehicle.id}`}
                        className="font-semibold wrap-anywhere text-ink hover:text-brand-700"
                      >
                        {report.vehicle.title}
                      </a>
                      <p className="text-sm wrap-anywhere text-ink-muted">
                        {report.vehicle.sellerName || 'Seller'} · listing {report.vehicle.status}
                      </p>
                    </div>
                    <span className="rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
                      {reasonLabel(report.reason)}
                    </span>
                  </div>
                  {report.details && <p className="mt-3 text-sm wrap-anywhere text-ink-soft">“{report.details}”</p>}
                  <p className="mt-3 text-xs text-ink-muted">
                    Reported by {report.reporter.name} on {when.format(new Date(report.createdAt))}
                    {report.openReportsForVehicle > 1 &&
                      ` · ${pluralize(report.openReportsForVehicle, 'open report')} on this listing`}
                  </p>
                  {report.status === 'open' && (
                    <div className="mt-4 flex flex-wrap gap-2">
                      {report.vehicle.status !== 'removed' && (
                        <button
                          type="button"
                          className="btn bg-danger-700 text-white hover:bg-danger-600"
                          onClick={() => {
                            setReasonError(null);
                            setPending({ kind: 'hide', report });
                          }}
                        >
                          Hide listing
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-outline"
                        onClick={() => {
                          setReasonError(null);
                          setPending({ kind: 'dismiss', report });
                        }}
                      >
                        Dismiss
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost text-danger-700"
                        onClick={() => {
                          setReasonError(null);
                          setPending({ kind: 'remove', report });
                        }}
                      >
                        Remove seller
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <div className="grid h-fit min-w-0 grid-cols-1 gap-8">
        <section
          aria-labelledby="hidden-heading"
          className="rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h2 id="hidden-heading" className="text-lg font-bold text-ink">
            Hidden listings
          </h2>
          {hidden.status === 'loading' && <Loading what="hidden listings" />}
          {hidden.status === 'error' && <PageError message={hidden.message} />}
          {hidden.status === 'ready' && hidden.value.length === 0 && (
            <p className="mt-2 text-sm text-ink-muted">No listings are hidden.</p>
          )}
          {hidden.status === 'ready' && hidden.value.length > 0 && (
            <ul className="mt-3 divide-y divide-line">
              {hidden.value.map((listing) => (
                <li key={listing.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-ink">{listing.title}</p>
                    <p className="text-xs wrap-anywhere text-ink-muted">
                      {listing.sellerName || 'Seller'} · was {listing.statusBeforeRemoval ?? 'active'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline shrink-0"
                    disabled={restoring === listing.id}
                    aria-label={`Restore ${listing.title}`}
                    onClick={() => {
                      restore(listing);
                    }}
                  >
                    {restoring === listing.id && <Spinner className="size-4" />}
                    Restore
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="site-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
          <h2 id="site-heading" className="text-lg font-bold text-ink">
            Site
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            Listing and detail pages are prebuilt. Rebuild after moderating so the prebuilt pages match the database.
          </p>
          <button
            type="button"
            className="btn btn-outline mt-4"
            disabled={rebuild.status === 'working'}
            onClick={startRebuild}
          >
            {rebuild.status === 'working' && <Spinner className="size-4" />}
            Rebuild site
          </button>
          <p
            aria-live="polite"
            className={`mt-3 text-sm ${rebuild.status === 'done' && !rebuild.ok ? 'text-danger-700' : 'text-ink-soft'}`}
          >
            {rebuild.status === 'done' ? rebuild.message : ''}
          </p>
        </section>

        <section aria-labelledby="audit-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
          <h2 id="audit-heading" className="text-lg font-bold text-ink">
            Recent actions
          </h2>
          {audit.status === 'loading' && <Loading what="the audit log" />}
          {audit.status === 'error' && <PageError message={audit.message} />}
          {audit.status === 'ready' && audit.value.length === 0 && (
            <p className="mt-2 text-sm text-ink-muted">Nothing yet.</p>
          )}
          {audit.status === 'ready' && audit.value.length > 0 && (
            <ol className="mt-3 grid gap-3">
              {audit.value.map((entry: AuditEntry) => (
                <li key={entry.id} className="text-sm">
                  <span className="font-semibold text-ink">{entry.action}</span>{' '}
                  <span className="text-ink-muted">
                    by {entry.actorEmail || 'system'} · {when.format(new Date(entry.createdAt))}
                  </span>
                  {typeof entry.details.reason === 'string' && (
                    <span className="block wrap-anywhere text-ink-soft">“{entry.details.reason}”</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <Dialog
        open={pending !== null}
        title={pending ? ACTION_TEXT[pending.kind].title : ''}
        onClose={() => {
          setPending(null);
        }}
      >
        {pending && (
          <form method="post" noValidate onSubmit={confirm} className="mt-2 grid gap-4">
            <p className="text-sm text-ink-soft">
              <span className="font-semibold text-ink">{pending.report.vehicle.title}</span>:{' '}
              {ACTION_TEXT[pending.kind].body}
            </p>
            <div>
              <label htmlFor="admin-reason" className="field-label">
                {ACTION_TEXT[pending.kind].field}
              </label>
              <textarea
                id="admin-reason"
                name="reason"
                rows={2}
                maxLength={500}
                defaultValue={pending.kind === 'hide' ? reasonLabel(pending.report.reason) : ''}
                className={`field-control ${reasonError ? 'border-danger-600' : ''}`}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'admin-reason-error' : undefined}
              />
              {reasonError && (
                <p id="admin-reason-error" className="mt-1.5 text-sm font-medium text-danger-700">
                  {reasonError}
                </p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  setPending(null);
                }}
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={working}
                className={
                  pending.kind === 'dismiss' ? 'btn btn-primary' : 'btn bg-danger-700 text-white hover:bg-danger-600'
                }
              >
                {working && <Spinner className="size-4" />}
                {ACTION_TEXT[pending.kind].confirm}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}
