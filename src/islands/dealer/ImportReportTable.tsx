import { formatNumber } from '../../lib/domain/format';
import { OUTCOMES, type ImportOutcome, type ImportReport } from '../../lib/domain/dealerImportReport';

const OUTCOME_LABELS: Readonly<Record<ImportOutcome, string>> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  withdrawn: 'Withdrawn (sold or removed)',
  rejected: 'Rejected',
};

/** The import's counts per outcome. */
export function ImportCounts({ report }: { report: ImportReport }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {OUTCOMES.map((outcome) => (
        <div key={outcome} className="rounded-card bg-surface p-4 ring-1 ring-line">
          <dt className="text-sm font-semibold text-ink-muted">{OUTCOME_LABELS[outcome]}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink" data-outcome={outcome}>
            {formatNumber(report.counts[outcome])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The report row by row: what happens (or happened) to each vehicle, and why a row is rejected. */
export default function ImportReportTable({ report }: { report: ImportReport }) {
  if (report.rows.length === 0) return <p className="text-ink-muted">The file has no vehicles.</p>;
  return (
    <div className="max-h-[32rem] overflow-auto rounded-card ring-1 ring-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Import report, row by row</caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              Stock number
            </th>
            <th scope="col" className="px-3 py-2">
              Outcome
            </th>
            <th scope="col" className="px-3 py-2">
              Column or changes
            </th>
            <th scope="col" className="px-3 py-2">
              Reason or note
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={`${String(row.line)}:${row.stockNumber}:${String(index)}`} className="border-t border-line">
              <td className="px-3 py-2 tabular-nums">{row.line ?? '–'}</td>
              <td className="px-3 py-2">
                {row.listingId && row.outcome !== 'withdrawn' && !report.dryRun ? (
                  <a className="font-semibold text-brand-700 underline" href={`/vehicles/id/${row.listingId}`}>
                    {row.stockNumber}
                  </a>
                ) : (
                  row.stockNumber
                )}
              </td>
              <td className={`px-3 py-2 font-semibold ${row.outcome === 'rejected' ? 'text-danger-700' : 'text-ink'}`}>
                {OUTCOME_LABELS[row.outcome]}
              </td>
              <td className="px-3 py-2">{row.column}</td>
              <td className="px-3 py-2">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
