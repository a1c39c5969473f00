import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ListingTotals } from '../../lib/data/sellerListings';
import { photoUrl, type VehicleRow } from '../../lib/data/vehicles';
import { formatPrice, pluralize } from '../../lib/domain/format';
import {
  $busyListings,
  $myListings,
  changeListingStatus,
  loadMyListings,
  removeListing,
} from '../../stores/sellerListings';
import ConfirmDialog from '../ui/ConfirmDialog';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

export const STATUS_LABELS: Record<string, string> = {
  active: 'Live',
  draft: 'Draft',
  sold: 'Sold',
  removed: 'Removed by moderators',
};

const STATUS_STYLES: Record<string, string> = {
  active: 'bg-brand-50 text-brand-800',
  draft: 'bg-surface-muted text-ink-soft',
  sold: 'bg-accent-300/40 text-ink',
  removed: 'bg-danger-50 text-danger-700',
};

const added = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function cover(row: VehicleRow): string | null {
  const first = row.images[0];
  return first ? photoUrl(first) : row.image_url;
}

function ListingRow({
  row,
  totals,
  busy,
  userId,
  onDelete,
}: {
  row: VehicleRow;
  totals: ListingTotals | undefined;
  busy: boolean;
  userId: string;
  onDelete: () => void;
}) {
  const image = cover(row);
  const visible = row.status === 'active' || row.status === 'sold';
  const conversations = totals?.conversations ?? 0;
  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-[9rem_1fr]">
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-surface-muted">
        {image ? (
          <img src={image} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-center text-xs text-ink-muted sm:text-sm">
            No photo
          </span>
        )}
      </div>
      <article className="grid min-w-0 gap-2" aria-labelledby={`listing-${row.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`listing-${row.id}`} className="text-lg font-bold text-ink">
            {visible ? (
              <a href={`/vehicles/id/${row.id}`} className="hover:text-brand-700 hover:underline">
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
            {STATUS_LABELS[row.status] ?? row.status}
          </span>
        </div>
        <p className="text-ink-soft">
          <span className="font-semibold text-ink">{formatPrice(row.price)}</span> · added{' '}
          {added.format(new Date(row.created_at))}
        </p>
        <p className="text-sm text-ink-muted">
          {pluralize(totals?.views ?? 0, 'view')} · {pluralize(totals?.favorites ?? 0, 'save')} ·{' '}
          {conversations > 0 ? (
            <a href="/messages?box=selling" className="text-brand-700 underline">
              {pluralize(conversations, 'conversation')}
            </a>
          ) : (
            pluralize(conversations, 'conversation')
          )}
        </p>
        <div className="mt-1 flex flex-wrap gap-2" aria-busy={busy}>
          {row.status !== 'removed' && (
            <a href={`/seller-dashboard/listings/edit/?id=${row.id}`} className="btn btn-outline px-3 py-1.5 text-sm">
              Edit<span className="sr-only"> {row.title}</span>
            </a>
          )}
          {row.status === 'draft' && (
            <button
              type="button"
              className="btn btn-primary px-3 py-1.5 text-sm"
              disabled={busy}
              onClick={() => void changeListingStatus(userId, row.id, 'active')}
            >
              Publish<span className="sr-only"> {row.title}</span>
            </button>
          )}
          {row.status === 'active' && (
            <button
              type="button"
              className="btn btn-outline px-3 py-1.5 text-sm"
              disabled={busy}
              onClick={() => void changeListingStatus(userId, row.id, 'sold')}
            >
              Mark sold<span className="sr-only"> {row.title}</span>
            </button>
          )}
          {row.status === 'sold' && (
            <button
              type="button"
              className="btn btn-outline px-3 py-1.5 text-sm"
              disabled={busy}
              onClick={() => void changeListingStatus(userId, row.id, 'active')}
            >
              Reactivate<span className="sr-only"> {row.title}</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost px-3 py-1.5 text-sm text-danger-700"
            disabled={busy}
            onClick={onDelete}
          >
            Delete<span className="sr-only"> {row.title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}

/** /seller-dashboard/listings: every listing of the seller with its actions. */
export default function SellerListings() {
  const user = useSignedInUser();
  const state = useStore($myListings, { ssr: 'initial' });
  const busy = useStore($busyListings, { ssr: 'initial' });
  const [deleting, setDeleting] = useState<VehicleRow | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId) void loadMyListings(userId);
  }, [userId]);

  if (!userId || state.status === 'loading') return <PageLoading label="Loading your listings…" />;
  if (state.status === 'error') return <PageError message={state.message} />;

  if (state.listings.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
        <p className="text-lg font-semibold text-ink">No listings yet</p>
        <p className="mt-1 max-w-md text-ink-muted">List your car or scooter in a few minutes.</p>
        <a href="/sell" className="btn btn-primary mt-6">
          Sell your vehicle
        </a>
      </div>
    );
  }

  return (
    <>
      <p className="mb-5 text-lg font-semibold text-ink" aria-live="polite">
        {pluralize(state.listings.length, 'listing')}
      </p>
      <ul className="grid gap-4" aria-label="My listings">
        {state.listings.map((row) => (
          <ListingRow
            key={row.id}
            row={row}
            totals={state.totals.get(row.id)}
            busy={busy.has(row.id)}
            userId={userId}
            onDelete={() => {
              setDeleting(row);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this listing?"
        confirmLabel="Delete listing"
        cancelLabel="Keep it"
        busy={deleting !== null && busy.has(deleting.id)}
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void removeListing(userId, deleting.id).then(() => {
            setDeleting(null);
          });
        }}
      >
        <p>
          <strong className="text-ink">{deleting?.title}</strong> and its photos will be removed for good. Buyers who
          saved it will no longer see it. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
