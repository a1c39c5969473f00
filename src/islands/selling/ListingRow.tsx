import ListingThumbnail from '../../components/ListingThumbnail';
import type { ListingTotals } from '../../lib/data/sellerListings';
import { coverImage, galleryColors, type VehicleRow } from '../../lib/data/vehicles';
import { formatDate, formatPrice } from '../../lib/domain/format';
import { changeListingStatus } from '../../stores/sellerListings';
import AvailabilityAction from './AvailabilityAction';
import QuickPrice from './QuickPrice';
import { localePath, pageHref } from '../../i18n/locale';
import { countText, fill } from '../../i18n/translate';
import { sayFor, useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

const STATUS_STYLES: Record<string, string> = {
  active: 'bg-brand-50 text-brand-800',
  draft: 'bg-surface-muted text-ink-soft',
  sold: 'bg-accent-300/40 text-ink',
  paused: 'bg-accent-300/40 text-ink',
  removed: 'bg-danger-50 text-danger-700',
};

const STATUS_ACTIONS = {
  draft: { label: 'dash.publish', to: 'active', style: 'btn-primary' },
  active: { label: 'dash.markSold', to: 'sold', style: 'btn-outline' },
  sold: { label: 'dash.reactivate', to: 'active', style: 'btn-outline' },
} as const;

interface Props {
  row: VehicleRow;
  totals: ListingTotals | undefined;
  busy: boolean;
  userId: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

/** One listing on My listings: photo, title, status, price (changed in place), numbers and actions. */
export default function ListingRow({ row, totals, busy, userId, selected, onSelect, onDelete }: Props) {
  const say = useSay<DashboardStrings>();
  const visible = row.status === 'active' || row.status === 'sold';
  const conversations = totals?.conversations ?? 0;
  const statusAction = row.status in STATUS_ACTIONS ? STATUS_ACTIONS[row.status as keyof typeof STATUS_ACTIONS] : null;
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line sm:grid-cols-[8rem_1fr] sm:gap-4 sm:p-4">
      <ListingThumbnail
        slot="row"
        src={coverImage(row)}
        color={galleryColors(row)[0]}
        className="aspect-[4/3] w-full"
      />
      <article className="grid min-w-0 gap-1.5" aria-labelledby={`listing-${row.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={selected}
            aria-label={fill(say['dash.select'], { title: row.title })}
            onChange={(event) => {
              onSelect(event.currentTarget.checked);
            }}
          />
          <h2 id={`listing-${row.id}`} className="min-w-0 flex-1 text-base font-bold break-words text-ink sm:text-lg">
            {visible ? (
              <a
                href={localePath(`/vehicles/id/${row.id}`, say.locale)}
                className="hover:text-brand-700 hover:underline"
              >
                {row.title}
              </a>
            ) : (
              row.title
            )}
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status] ?? ''}`}
            data-testid="listing-status"
          >
            {sayFor(say, `dash.status.${row.status}`, row.status)}
          </span>
        </div>
        <div className="text-ink-soft">
          {row.status === 'removed' ? (
            <span className="font-semibold text-ink">{formatPrice(row.price, say.locale)}</span>
          ) : (
            <QuickPrice userId={userId} id={row.id} title={row.title} price={row.price} busy={busy} />
          )}
        </div>
        <p className="text-sm text-ink-muted">
          {fill(say['dash.added'], { date: formatDate(row.created_at, say.locale) })} ·{' '}
          {countText(say, 'dash.views', totals?.views ?? 0)} · {countText(say, 'dash.saves', totals?.favorites ?? 0)} ·{' '}
          {conversations > 0 ? (
            <a href={pageHref('/messages?box=selling', say.locale)} className="text-brand-700 underline">
              {countText(say, 'dash.conversations', conversations)}
            </a>
          ) : (
            countText(say, 'dash.conversations', conversations)
          )}
        </p>
        <AvailabilityAction row={row} userId={userId} busy={busy} />
        <div className="mt-1 flex flex-wrap gap-2" aria-busy={busy}>
          {row.status !== 'removed' && (
            <a
              href={`${pageHref('/seller-dashboard/listings/edit/', say.locale)}?id=${row.id}`}
              className="btn btn-outline px-3 py-1.5 text-sm"
            >
              {say['dash.edit']}
              <span className="sr-only"> {row.title}</span>
            </a>
          )}
          {statusAction && (
            <button
              type="button"
              className={`btn ${statusAction.style} px-3 py-1.5 text-sm`}
              disabled={busy}
              onClick={() => void changeListingStatus(userId, row.id, statusAction.to)}
            >
              {say[statusAction.label]}
              <span className="sr-only"> {row.title}</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost px-3 py-1.5 text-sm text-danger-700"
            disabled={busy}
            onClick={onDelete}
          >
            {say['dash.delete']}
            <span className="sr-only"> {row.title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
