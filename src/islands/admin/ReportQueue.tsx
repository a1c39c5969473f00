import { useStore } from '@nanostores/react';
import type { AdminReport, ReportStatus } from '../../lib/data/admin';
import { localePath } from '../../i18n/locale';
import { countText, fill } from '../../i18n/translate';
import { $reportTab, askToModerate, reports, showReports, statusWord } from '../../stores/moderation';
import { sayFor, useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';
import SectionStatus from './SectionStatus';
import { formatWhen } from './when';

const TABS: readonly ReportStatus[] = ['open', 'resolved', 'dismissed'];

/** Reported listings by status, with the actions on open reports. */
export default function ReportQueue() {
  const tab = useStore($reportTab);
  const load = useStore(reports.$state);
  const say = useSay<AdminStrings>();

  return (
    <section aria-labelledby="reports-heading" className="min-w-0">
      <h2 id="reports-heading" className="text-xl font-bold text-ink">
        {say['admin.reports']}
      </h2>
      <div role="tablist" aria-label={say['admin.reportStatus']} className="mt-4 flex gap-1 border-b border-line">
        {TABS.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === status ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
            onClick={() => {
              showReports(status);
            }}
          >
            {say[`admin.tab.${status}`]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={say[`admin.panel.${tab}`]} className="mt-4">
        <SectionStatus load={load} what={say['admin.what.reports']} failed={say['admin.loadReportsFailed']} />
        {load.status === 'ready' && load.value.length === 0 && (
          <p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
            {say[`admin.empty.${tab}`]}
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
  const say = useSay<AdminStrings>();
  return (
    <li className="rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a
            href={localePath(`/vehicles/id/${report.vehicle.id}`, say.locale)}
            className="font-semibold wrap-anywhere text-ink hover:text-brand-700"
          >
            {report.vehicle.title}
          </a>
          <p className="text-sm wrap-anywhere text-ink-muted">
            {fill(say['admin.listingStatus'], {
              seller: report.vehicle.sellerName || say['admin.seller'],
              status: statusWord(report.vehicle.status),
            })}
          </p>
        </div>
        <span className="rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
          {sayFor(say, `report.reason.${report.reason}`, report.reason)}
        </span>
      </div>
      {report.details && <p className="mt-3 text-sm wrap-anywhere text-ink-soft">“{report.details}”</p>}
      <p className="mt-3 text-xs text-ink-muted">
        {fill(say['admin.reportedBy'], {
          name: report.reporter.name,
          when: formatWhen(report.createdAt, say.locale),
        })}
        {report.openReportsForVehicle > 1 && countText(say, 'admin.openReports', report.openReportsForVehicle)}
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
              {say['admin.hide']}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              askToModerate('dismiss', report);
            }}
          >
            {say['admin.dismiss']}
          </button>
          <button
            type="button"
            className="btn btn-ghost text-danger-700"
            onClick={() => {
              askToModerate('remove', report);
            }}
          >
            {say['admin.remove']}
          </button>
        </div>
      )}
    </li>
  );
}
