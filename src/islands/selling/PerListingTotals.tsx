import type { ListingTotals } from '../../lib/data/sellerListings';
import type { VehicleRow } from '../../lib/data/vehicles';
import { formatNumber } from '../../lib/domain/format';
import { pageHref } from '../../i18n/locale';
import { countText } from '../../i18n/translate';
import { sayFor, useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  listings: readonly VehicleRow[];
  totals: ReadonlyMap<string, ListingTotals>;
}

/** The conversation count, linking to the seller's conversations when there are any. */
function Conversations({ count, words = false }: { count: number; words?: boolean }) {
  const say = useSay<DashboardStrings>();
  const text = words ? countText(say, 'dash.conversations', count) : formatNumber(count, say.locale);
  return count > 0 ? (
    <a href={pageHref('/messages?box=selling', say.locale)} className="text-brand-700 underline">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

const NUMBERS = [
  { key: 'views', label: 'dash.views' },
  { key: 'favorites', label: 'dash.saves' },
  { key: 'leads', label: 'dash.phoneReveals' },
] as const;

/**
 * Views, saves and conversations per listing: a table from 40rem up, and on
 * phones one compact block per listing, so nothing scrolls sideways.
 */
export default function PerListingTotals({ listings, totals }: Props) {
  const say = useSay<DashboardStrings>();
  const status = (value: string) => sayFor(say, `dash.status.${value}`, value);
  return (
    <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6" aria-labelledby="per-listing">
      <h2 id="per-listing" className="text-xl font-bold text-ink">
        {say['dash.perListing']}
      </h2>
      <ul className="mt-3 divide-y divide-line sm:hidden" aria-label={say['dash.perListing']}>
        {listings.map((l) => {
          const t = totals.get(l.id);
          return (
            <li key={l.id} className="py-2.5">
              <p className="font-medium break-words text-ink">{l.title}</p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {status(l.status)} · {countText(say, 'dash.views', t?.views ?? 0)} ·{' '}
                {countText(say, 'dash.saves', t?.favorites ?? 0)} · {countText(say, 'dash.reveals', t?.leads ?? 0)} ·{' '}
                <Conversations count={t?.conversations ?? 0} words />
              </p>
            </li>
          );
        })}
      </ul>
      <table className="mt-4 hidden w-full text-left text-sm sm:table">
        <thead>
          <tr className="text-ink-muted">
            {[
              say['dash.listing'],
              say['dash.status'],
              ...NUMBERS.map((n) => say[n.label]),
              say['dash.conversations'],
            ].map((heading, i) => (
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
                <td className="px-3 py-2">{status(l.status)}</td>
                {NUMBERS.map(({ key }) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(t?.[key] ?? 0, say.locale)}
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
