import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { VehicleRow } from '../../lib/data/vehicles';
import { pageCount } from '../../lib/domain/listingQuery';
import { MY_LISTINGS_PAGE_SIZE } from '../../lib/domain/myListings';
import {
  $busyListings,
  $listingsPage,
  openListingsPage,
  removeListing,
  showListings,
} from '../../stores/sellerListings';
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
import { pageHref } from '../../i18n/locale';
import { countText, fill } from '../../i18n/translate';
import { SayProvider, useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

function NoListingsYet() {
  const say = useSay<DashboardStrings>();
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <p className="text-lg font-semibold text-ink">{say['dash.noListings']}</p>
      <p className="mt-1 max-w-md text-ink-muted">{say['dash.noListingsLead']}</p>
      <a href={pageHref('/sell', say.locale)} className="btn btn-primary mt-6">
        {say['dash.sellYourVehicle']}
      </a>
    </div>
  );
}

/** /seller-dashboard/listings: the seller's listings by status, searchable, a page at a time, with their actions. */
export default function SellerListings({ say }: { say: DashboardStrings }) {
  return (
    <SayProvider say={say}>
      <MyListings say={say} />
    </SayProvider>
  );
}

function MyListings({ say }: { say: DashboardStrings }) {
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
  if (!userId || (loading && !data)) return <PageLoading label={say['dash.loadingListings']} />;
  if (state.error || !data) return <PageError message={state.error ?? say['dash.listingsFailed']} />;
  if (data.counts.all === 0 && !query.term) return <NoListingsYet />;

  const pages = pageCount(data.total, MY_LISTINGS_PAGE_SIZE);
  return (
    <div ref={topRef} className="scroll-mt-20">
      <ListingsToolbar query={query} counts={data.counts} />
      <div className="mt-5 mb-3 flex items-center gap-2 text-ink" aria-live="polite">
        <p className="font-semibold" data-testid="listings-count">
          {countText(say, 'dash.count', data.total)}
          {query.term && fill(say['dash.matching'], { term: query.term })}
        </p>
        {loading && <Spinner className="size-4 text-brand-700" />}
      </div>
      <BulkReport />
      {data.listings.length > 0 && (
        <BulkActionsBar userId={userId} page={data.listings} total={data.total} onAction={setBulkAction} />
      )}
      {data.listings.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
          {query.term ? say['dash.noneMatch'] : say['dash.noneHere']}
        </p>
      ) : (
        <ul
          className={`grid gap-3 transition-opacity ${loading ? 'opacity-60' : ''}`}
          aria-label={say['dash.myListings']}
        >
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
        title={say['dash.deleteTitle']}
        confirmLabel={say['dash.deleteConfirm']}
        cancelLabel={say['dash.keepIt']}
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
          <strong className="text-ink">{deleting?.title}</strong> {say['dash.deleteWarning']}
        </p>
      </ConfirmDialog>
    </div>
  );
}
