import { useStore } from '@nanostores/react';
import type { AdminReport, ReportStatus } from '../../lib/data/admin';
import { pluralize } from '../../lib/domain/format';
import { reasonLabel } from '../../lib/domain/reportReasons';
import { $reportTab, askToModerate, reports, showReports } from '../../stores/moderation';
import SectionStatus from './SectionStatus';
import { formatWhen } from './when';

const TABS: readonly { status: ReportStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
  { status: 'dismissed', label: 'Dismissed' },
];

/** Reported listings by status, with the actions on open reports. */
export default function ReportQueue() {
  const tab = useStore($reportTab);
  const load = useStore(reports.$state);

  return (
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
              tab === t.status ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
            onClick={() => {
              showReports(t.status);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={`${tab} reports`} className="mt-4">
        <SectionStatus load={load} what="reports" />
        {load.status === 'ready' && load.value.length === 0 && (
          <p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
            {tab === 'open' ? 'No open reports. All clear.' : `No ${tab} reports yet.`}
          </p>
        )}
        {load.status === 'ready' && load.value.length > 0 && (
          <ul className="grid gap-4">
            {load.value.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  return (
    <li className="rounded-card border border-line bg-surface p-5 shadow-card">
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
        Reported by {report.reporter.name} on {formatWhen(report.createdAt)}
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
                askToModerate('hide', report);
              }}
            >
              Hide listing
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              askToModerate('dismiss', report);
            }}
          >
            Dismiss
          </button>
          <button
            type="button"
            className="btn btn-ghost text-danger-700"
            onClick={() => {
              askToModerate('remove', report);
            }}
          >
            Remove seller
          </button>
        </div>
      )}
    </li>
  );
}
