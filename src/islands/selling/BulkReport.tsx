import { useStore } from '@nanostores/react';
import { counted } from '../../lib/domain/bulkListings';
import { $bulkReport, dismissBulkReport } from '../../stores/bulkListings';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

/** After a bulk action: each listing it could not change, and why. */
export default function BulkReport() {
  const report = useStore($bulkReport);
  const say = useSay<DashboardStrings>();
  if (!report) return null;
  return (
    <section
      role="alert"
      className="mb-3 rounded-card bg-danger-50 p-4 text-sm text-ink ring-1 ring-danger-600/40"
      data-testid="bulk-report"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{counted('bulk.report', report.refused.length)}</h2>
        <button type="button" className="font-semibold text-danger-700 underline" onClick={dismissBulkReport}>
          {say['bulk.report.dismiss']}
        </button>
      </div>
      <ul className="mt-2 grid gap-1">
        {report.refused.map((row) => (
          <li key={row.id}>
            <span className="font-medium">{row.title}</span>: {row.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
