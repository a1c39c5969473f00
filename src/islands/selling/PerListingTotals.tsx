import type { ListingTotals } from '../../lib/data/sellerListings';
import type { VehicleRow } from '../../lib/data/vehicles';
import { formatNumber } from '../../lib/domain/format';
import { STATUS_LABELS } from './ListingRow';

interface Props {
  listings: readonly VehicleRow[];
  totals: ReadonlyMap<string, ListingTotals>;
}

function Conversations({ count }: { count: number }) {
  return count > 0 ? (
    <a href="/messages?box=selling" className="text-brand-700 underline">
      {formatNumber(count)}
    </a>
  ) : (
    <>{formatNumber(count)}</>
  );
}

const NUMBERS = [
  { key: 'views', label: 'Views' },
  { key: 'favorites', label: 'Saves' },
] as const;

/**
 * Views, saves and conversations per listing: a table from 40rem up, and on
 * phones one compact block per listing, so nothing scrolls sideways.
 */
export default function PerListingTotals({ listings, totals }: Props) {
  return (
    <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6" aria-labelledby="per-listing">
      <h2 id="per-listing" className="text-xl font-bold text-ink">
        Per listing
      </h2>
      <ul className="mt-3 divide-y divide-line sm:hidden" aria-label="Per listing">
        {listings.map((l) => {
          const t = totals.get(l.id);
          return (
            <li key={l.id} className="py-3">
              <p className="font-medium break-words text-ink">{l.title}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-soft">
                <div className="flex gap-1">
                  <dt className="text-ink-muted">Status</dt>
                  <dd>{STATUS_LABELS[l.status] ?? l.status}</dd>
                </div>
                {NUMBERS.map(({ key, label }) => (
                  <div key={key} className="flex gap-1">
                    <dt className="text-ink-muted">{label}</dt>
                    <dd className="tabular-nums">{formatNumber(t?.[key] ?? 0)}</dd>
                  </div>
                ))}
                <div className="flex gap-1">
                  <dt className="text-ink-muted">Conversations</dt>
                  <dd className="tabular-nums">
                    <Conversations count={t?.conversations ?? 0} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <table className="mt-4 hidden w-full text-left text-sm sm:table">
        <thead>
          <tr className="text-ink-muted">
            {['Listing', 'Status', 'Views', 'Saves', 'Conversations'].map((heading, i) => (
              <th key={heading} scope="col" className={`px-3 py-2 first:pl-0 last:pr-0 ${i > 1 ? 'text-right' : ''}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => {
            const t = totals.get(l.id);
            return (
              <tr key={l.id} className="border-t border-line">
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {l.title}
                </th>
                <td className="px-3 py-2">{STATUS_LABELS[l.status] ?? l.status}</td>
                {NUMBERS.map(({ key }) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(t?.[key] ?? 0)}
                  </td>
                ))}
                <td className="py-2 pl-3 text-right tabular-nums">
                  <Conversations count={t?.conversations ?? 0} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
