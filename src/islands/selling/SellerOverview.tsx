import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { listingActivity } from '../../lib/data/sellerListings';
import { formatNumber } from '../../lib/domain/format';
import { STAT_PERIODS, dailySeries, statusCounts, type DailyActivity } from '../../lib/domain/sellerStats';
import { $myListings, loadMyListings } from '../../stores/sellerListings';
import ActivityChart from './ActivityChart';
import { PageError, PageLoading } from '../ui/PageStatus';
import SelectField from '../ui/SelectField';
import { STATUS_LABELS } from './ListingRow';
import { useSignedInUser } from '../account/useSignedInUser';

type Activity = { days: number; rows: DailyActivity[] } | { days: number; error: string };

function Count({ label, value, href }: { label: string; value: number; href?: string }) {
  return (
    <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-ink">
        {href ? (
          <a href={href} className="hover:text-brand-700">
            {formatNumber(value)}
          </a>
        ) : (
          formatNumber(value)
        )}
      </dd>
    </div>
  );
}

/** /seller-dashboard: listing counts, activity over time and per-listing totals. */
export default function SellerOverview() {
  const user = useSignedInUser();
  const state = useStore($myListings, { ssr: 'initial' });
  const userId = user?.id ?? null;
  const [days, setDays] = useState<number>(30);
  const [listingId, setListingId] = useState('');
  const [activity, setActivity] = useState<Activity | null>(null);

  useEffect(() => {
    if (userId) void loadMyListings(userId);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    listingActivity(userId, days).then(
      (rows) => {
        setActivity({ days, rows });
      },
      (error: unknown) => {
        console.error('Failed to load listing activity', error);
        setActivity({ days, error: messageOf(error, 'Failed to load the activity of your listings') });
      },
    );
  }, [userId, days]);

  if (!userId || state.status === 'loading') return <PageLoading label="Loading your dashboard…" />;
  if (state.status === 'error') return <PageError message={state.message} />;

  const counts = statusCounts(state.listings.map((l) => l.status));
  const totals = [...state.totals.values()];
  const conversations = totals.reduce((n, t) => n + t.conversations, 0);
  const titles = new Map(state.listings.map((l) => [l.id, l.title]));
  const selected = titles.get(listingId);
  const current = activity?.days === days ? activity : null;

  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="sr-only">
          Your listings at a glance
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Count label="Live listings" value={counts.active} href="/seller-dashboard/listings/" />
          <Count label="Drafts" value={counts.draft} href="/seller-dashboard/listings/" />
          <Count label="Sold" value={counts.sold} href="/seller-dashboard/listings/" />
          <Count label="Conversations" value={conversations} href="/messages?box=selling" />
        </dl>
      </section>

      <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6" aria-labelledby="activity">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="activity" className="text-xl font-bold text-ink">
            Activity
          </h2>
          <div className="flex flex-wrap gap-3">
            <SelectField
              label="Listing"
              placeholder="All listings"
              options={state.listings.map((l) => ({ value: l.id, label: l.title }))}
              value={listingId}
              onChange={(e) => {
                setListingId(e.currentTarget.value);
              }}
              className="max-w-72 min-w-48"
            />
            <SelectField
              label="Period"
              options={STAT_PERIODS.map((p) => ({ value: String(p), label: `Last ${String(p)} days` }))}
              value={String(days)}
              onChange={(e) => {
                setDays(Number(e.currentTarget.value));
              }}
            />
          </div>
        </div>
        <div className="mt-5" aria-live="polite" aria-busy={current === null}>
          {current === null && <PageLoading label="Loading activity…" />}
          {current && 'error' in current && <PageError message={current.error} />}
          {current && 'rows' in current && (
            <ActivityChart
              series={dailySeries(current.rows, days, selected === undefined ? null : listingId)}
              caption={`Views, saves and buyer messages per day, last ${String(days)} days, ${selected ?? 'all listings'}`}
            />
          )}
        </div>
      </section>

      {state.listings.length > 0 && (
        <section
          className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
          aria-labelledby="per-listing"
        >
          <h2 id="per-listing" className="text-xl font-bold text-ink">
            Per listing
          </h2>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <tr className="text-ink-muted">
                  {['Listing', 'Status', 'Views', 'Saves', 'Conversations'].map((heading, i) => (
                    <th
                      key={heading}
                      scope="col"
                      className={`px-3 py-2 first:pl-0 last:pr-0 ${i > 1 ? 'text-right' : ''}`}
                    >
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.listings.map((l) => {
                  const t = state.totals.get(l.id);
                  return (
                    <tr key={l.id} className="border-t border-line">
                      <th scope="row" className="py-2 pr-3 font-medium text-ink">
                        {l.title}
                      </th>
                      <td className="px-3 py-2">{STATUS_LABELS[l.status] ?? l.status}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(t?.views ?? 0)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(t?.favorites ?? 0)}</td>
                      <td className="py-2 pl-3 text-right tabular-nums">
                        {t && t.conversations > 0 ? (
                          <a href="/messages?box=selling" className="text-brand-700 underline">
                            {formatNumber(t.conversations)}
                          </a>
                        ) : (
                          formatNumber(t?.conversations ?? 0)
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
