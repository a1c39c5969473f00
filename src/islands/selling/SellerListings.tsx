import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { VehicleRow } from '../../lib/data/vehicles';
import { pluralize } from '../../lib/domain/format';
import { pageCount } from '../../lib/domain/listingQuery';
import { MY_LISTINGS_PAGE_SIZE } from '../../lib/domain/myListings';
import {
  $busyListings,
  $listingsPage,
  openListingsPage,
  removeListing,
  showListings,
} from '../../stores/sellerListings';
import type { PagesStrings } from '../search/resultsStrings';
import type { BulkAction } from '../../lib/domain/bulkListings';
import { $selection, toggleListing } from '../../stores/bulkListings';
import ConfirmDialog from '../ui/ConfirmDialog';
import { PageError, PageLoading } from '../ui/PageStatus';
import Pagination from '../ui/Pagination';
import { Spinner } from '../ui/icons';
import { useSignedInUser } from '../account/useSignedInUser';
import BulkActionsBar from './BulkActionsBar';
import BulkPriceDialog from './BulkPriceDialog';
import BulkReport from './BulkReport';
import BulkStatusDialog from './BulkStatusDialog';
import ListingRow from './ListingRow';
import ListingsToolbar from './ListingsToolbar';

function NoListingsYet() {
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

/** /seller-dashboard/listings: the seller's listings by status, searchable, a page at a time, with their actions. */
/** `say`: the pager's words in the page's language (PAGES_KEYS). */
export default function SellerListings({ say }: { say: PagesStrings }) {
  const user = useSignedInUser();
  const state = useStore($listingsPage, { ssr: 'initial' });
  const busy = useStore($busyListings, { ssr: 'initial' });
  const selection = useStore($selection);
  const [deleting, setDeleting] = useState<VehicleRow | null>(null);
  const [bulkAction, setBulkAction] = useState<Exclude<BulkAction, 'confirm'> | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId) openListingsPage(userId);
  }, [userId]);

  const { data, query, loading } = state;
  if (!userId || (loading && !data)) return <PageLoading label="Loading your listings…" />;
  if (state.error || !data) return <PageError message={state.error ?? 'Failed to load your listings'} />;
  if (data.counts.all === 0 && !query.term) return <NoListingsYet />;

  const pages = pageCount(data.total, MY_LISTINGS_PAGE_SIZE);
  return (
    <div ref={topRef} className="scroll-mt-20">
      <ListingsToolbar query={query} counts={data.counts} />
      <div className="mt-5 mb-3 flex items-center gap-2 text-ink" aria-live="polite">
        <p className="font-semibold" data-testid="listings-count">
          {pluralize(data.total, 'listing')}
          {query.term && ` matching “${query.term}”`}
        </p>
        {loading && <Spinner className="size-4 text-brand-700" />}
      </div>
      <BulkReport />
      {data.listings.length > 0 && (
        <BulkActionsBar userId={userId} page={data.listings} total={data.total} onAction={setBulkAction} />
      )}
      {data.listings.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
          No listings here{query.term ? ' match your search' : ''}.
        </p>
      ) : (
        <ul className={`grid gap-3 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-label="My listings">
          {data.listings.map((row) => (
            <ListingRow
              key={row.id}
              row={row}
              totals={data.totals.get(row.id)}
              busy={busy.has(row.id)}
              userId={userId}
              selected={selection.listings.has(row.id)}
              onSelect={(on) => {
                toggleListing(row, on);
              }}
              onDelete={() => {
                setDeleting(row);
              }}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pagination
          page={query.page}
          pages={pages}
          perPage={MY_LISTINGS_PAGE_SIZE}
          say={say}
          onChange={(page) => {
            showListings({ ...query, page });
            topRef.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
      {bulkAction === 'price' && (
        <BulkPriceDialog
          open
          userId={userId}
          onClose={() => {
            setBulkAction(null);
          }}
        />
      )}
      {bulkAction && bulkAction !== 'price' && (
        <BulkStatusDialog
          action={bulkAction}
          userId={userId}
          onClose={() => {
            setBulkAction(null);
          }}
        />
      )}
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
    </div>
  );
}
