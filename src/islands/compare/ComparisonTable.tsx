import type { CompareListing } from '../../lib/data/compare';
import { COMPARE_ROWS, bestColumns } from '../../lib/domain/compare';
import { removeFromComparison } from '../../stores/comparison';
import ListingThumbnail from '../../components/ListingThumbnail';
import { CloseIcon, PathIcon } from '../ui/icons';
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import type { CompareStrings } from './compareStrings';

const STAR = 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z';

/**
 * Listings side by side: a column per listing, a row per specification
 * field. The best value of each comparable row carries a mark in words. On
 * narrow screens the table scrolls sideways under sticky field names.
 */
export default function ComparisonTable({
  listings,
  say,
}: {
  listings: readonly CompareListing[];
  say: CompareStrings;
}) {
  const vehicles = listings.map((listing) => listing.vehicle);
  return (
    // Every column holds a link and a button, so keyboard focus scrolls the table sideways by itself.
    <div className="relative overflow-x-auto rounded-card bg-surface shadow-card ring-1 ring-line">
      {/* Equal columns; on phones the table keeps them readable and scrolls. */}
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth: `${String(7 + listings.length * 11)}rem` }}
      >
        <colgroup>
          <col className="w-28 sm:w-40" />
          {listings.map(({ vehicle }) => (
            <col key={vehicle.id} />
          ))}
        </colgroup>
        <caption className="sr-only">{fill(say['compare.caption'], { count: listings.length })}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 border-b border-line bg-surface" />
            {listings.map(({ vehicle: v, status }) => (
              <th key={v.id} scope="col" className="border-b border-l border-line p-3 text-left align-top font-normal">
                <ListingThumbnail
                  slot="compare"
                  src={v.imageUrl}
                  color={v.imageColor}
                  className="h-28 w-full sm:h-40"
                />
                <a
                  href={localePath(`/vehicles/id/${v.id}`, say.locale)}
                  className="mt-2 line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {v.title}
                </a>
                {status === 'sold' && (
                  <span className="mt-1 inline-flex rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white">
                    {say['compare.sold']}
                  </span>
                )}
                <button
                  type="button"
                  className="btn btn-ghost mt-2 min-h-9 px-2 text-xs"
                  onClick={() => {
                    removeFromComparison(v.id);
                  }}
                >
                  <CloseIcon className="size-4" />
                  {say['compare.remove']}
                  <span className="sr-only"> {v.title}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => {
            const best = row.best ? bestColumns(row.best, vehicles) : new Set<number>();
            return (
              <tr key={row.id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-line bg-surface p-3 text-left align-top font-semibold wrap-anywhere hyphens-auto text-ink-muted"
                >
                  {say[row.label]}
                </th>
                {vehicles.map((v, index) => (
                  <td
                    key={v.id}
                    className={`border-b border-l border-line p-3 align-top wrap-anywhere text-ink ${best.has(index) ? 'bg-brand-50' : ''}`}
                    data-best={best.has(index) ? row.id : undefined}
                  >
                    {row.show(v, say)}
                    {best.has(index) && row.best && (
                      <span className="mt-1 flex items-center gap-1 text-xs font-bold text-brand-800">
                        <PathIcon d={STAR} className="size-3.5" />
                        {say[row.best.label]}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
