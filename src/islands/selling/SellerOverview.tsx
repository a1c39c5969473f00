import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { listingActivity } from '../../lib/data/sellerListings';
import { formatNumber } from '../../lib/domain/format';
import { STAT_PERIODS, statusCounts, type DayTotals } from '../../lib/domain/sellerStats';
import { $myListings, loadMyListings } from '../../stores/sellerListings';
import ActivityChart from './ActivityChart';
import { PageError, PageLoading } from '../ui/PageStatus';
import SelectField from '../ui/SelectField';
import PerListingTotals from './PerListingTotals';
import { useSignedInUser } from '../account/useSignedInUser';
import { pageHref } from '../../i18n/locale';
import { fill } from '../../i18n/translate';
import { SayProvider, useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

/** The activity of one period and listing choice ('' = all listings). */
type Activity = { key: string; series: DayTotals[] } | { key: string; error: string };

function Count({ label, value, href }: { label: string; value: number; href?: string }) {
  const say = useSay<DashboardStrings>();
  return (
    <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-ink">
        {href ? (
          <a href={pageHref(href, say.locale)} className="hover:text-brand-700">
            {formatNumber(value, say.locale)}
          </a>
        ) : (
          formatNumber(value, say.locale)
        )}
      </dd>
    </div>
  );
}

/** /seller-dashboard: listing counts, activity over time and per-listing totals. */
export default function SellerOverview({ say }: { say: DashboardStrings }) {
  return (
    <SayProvider say={say}>
      <Overview say={say} />
    </SayProvider>
  );
}

function Overview({ say }: { say: DashboardStrings }) {
  const user = useSignedInUser();
  const state = useStore($myListings, { ssr: 'initial' });
  const userId = user?.id ?? null;
  const [days, setDays] = useState<number>(30);
  const [listingId, setListingId] = useState('');
  const [activity, setActivity] = useState<Activity | null>(null);

  useEffect(() => {
    if (userId) void loadMyListings(userId);
  }, [userId]);

  // A listing id that is not (or no longer) one of the seller's shows all listings.
  const chosen = state.status === 'ready' && state.listings.some((l) => l.id === listingId) ? listingId : '';
  const key = `${String(days)}:${chosen}`;

  const activityFailed = say['dash.activityFailed'];
  useEffect(() => {
    if (!userId) return;
    listingActivity(userId, days, chosen || null).then(
      (series) => {
        setActivity({ key, series });
      },
      (error: unknown) => {
        console.error('Failed to load listing activity', error);
        setActivity({ key, error: messageOf(error, activityFailed) });
      },
    );
  }, [userId, days, chosen, key, activityFailed]);

  if (!userId || state.status === 'loading') return <PageLoading label={say['dash.loading']} />;
  if (state.status === 'error') return <PageError message={state.message} />;

  const counts = statusCounts(state.listings.map((l) => l.status));
  const totals = [...state.totals.values()];
  const conversations = totals.reduce((n, t) => n + t.conversations, 0);
  const titles = new Map(state.listings.map((l) => [l.id, l.title]));
  const selected = titles.get(chosen);
  const current = activity?.key === key ? activity : null;

  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="sr-only">
          {say['dash.glance']}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Count label={say['dash.live']} value={counts.active} href="/seller-dashboard/listings/?status=active" />
          <Count label={say['dash.drafts']} value={counts.draft} href="/seller-dashboard/listings/?status=draft" />
          <Count label={say['dash.sold']} value={counts.sold} href="/seller-dashboard/listings/?status=sold" />
          <Count label={say['dash.conversations']} value={conversations} href="/messages?box=selling" />
        </dl>
      </section>

      <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6" aria-labelledby="activity">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="activity" className="text-xl font-bold text-ink">
            {say['dash.activity']}
          </h2>
          <div className="flex flex-wrap gap-3">
            <SelectField
              label={say['dash.listing']}
              placeholder={say['dash.allListings']}
              options={state.listings.map((l) => ({ value: l.id, label: l.title }))}
              value={listingId}
              onChange={(e) => {
                setListingId(e.currentTarget.value);
              }}
              className="max-w-72 min-w-48"
            />
            <SelectField
              label={say['dash.period']}
              options={STAT_PERIODS.map((p) => ({ value: String(p), label: fill(say['dash.lastDays'], { days: p }) }))}
              value={String(days)}
              onChange={(e) => {
                setDays(Number(e.currentTarget.value));
              }}
            />
          </div>
        </div>
        <div className="mt-5" aria-live="polite" aria-busy={current === null}>
          {current === null && <PageLoading label={say['dash.loadingActivity']} />}
          {current && 'error' in current && <PageError message={current.error} />}
          {current && 'series' in current && (
            <ActivityChart
              series={current.series}
              caption={fill(say['dash.chartCaption'], { days, listing: selected ?? say['dash.allListingsLower'] })}
            />
          )}
        </div>
      </section>

      {state.listings.length > 0 && <PerListingTotals listings={state.listings} totals={state.totals} />}
    </div>
  );
}
