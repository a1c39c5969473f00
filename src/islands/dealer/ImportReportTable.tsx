import { formatNumber } from '../../lib/domain/format';
import { OUTCOMES, columnWords, outcomeWord, type ImportReport } from '../../lib/domain/dealerImportReport';
import { localePath } from '../../i18n/locale';
import type { ImportStrings } from './importStrings';

interface Props {
  report: ImportReport;
  say: ImportStrings;
}

/** The import's counts per outcome. */
export function ImportCounts({ report, say }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {OUTCOMES.map((outcome) => (
        <div key={outcome} className="rounded-card bg-surface p-4 ring-1 ring-line">
          <dt className="text-sm font-semibold text-ink-muted">{outcomeWord(say, outcome)}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink" data-outcome={outcome}>
            {formatNumber(report.counts[outcome], say.locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The report row by row: what happens (or happened) to each vehicle, and why a row is rejected. */
export default function ImportReportTable({ report, say }: Props) {
  if (report.rows.length === 0) return <p className="text-ink-muted">{say['import.noVehicles']}</p>;
  const heads = [
    say['import.head.line'],
    say['import.head.stockNumber'],
    say['import.head.outcome'],
    say['import.head.column'],
    say['import.head.reason'],
  ];
  return (
    <div className="max-h-[32rem] overflow-auto rounded-card ring-1 ring-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{say['import.caption']}</caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-3 py-2">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={`${String(row.line)}:${row.stockNumber}:${String(index)}`} className="border-t border-line">
              <td className="px-3 py-2 tabular-nums">{row.line ?? '–'}</td>
              <td className="px-3 py-2">
                {row.listingId && row.outcome !== 'withdrawn' && !report.dryRun ? (
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={localePath(`/vehicles/id/${row.listingId}`, say.locale)}
                  >
                    {row.stockNumber}
                  </a>
                ) : (
                  row.stockNumber
                )}
              </td>
              <td className={`px-3 py-2 font-semibold ${row.outcome === 'rejected' ? 'text-danger-700' : 'text-ink'}`}>
                {outcomeWord(say, row.outcome)}
              </td>
              <td className="px-3 py-2">{columnWords(say, row)}</td>
              <td className="px-3 py-2">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
