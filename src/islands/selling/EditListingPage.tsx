import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isListingId, listingFormValues } from '../../lib/domain/listingSchema';
import { editedListing } from '../../stores/sellerListings';
import ListingForm from './ListingForm';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

function NotFound() {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-ink">Listing not found</h2>
      <p className="mt-1 max-w-md text-ink-muted">
        There is no listing of yours with this address. It may have been deleted, or it belongs to someone else.
      </p>
      <a href="/seller-dashboard/listings/" className="btn btn-primary mt-6">
        Back to my listings
      </a>
    </div>
  );
}

const listingIdInUrl = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');

/** /seller-dashboard/listings/edit/?id=…: the listing form for one of the seller's own listings. */
export default function EditListingPage() {
  const user = useSignedInUser();
  const userId = user?.id ?? null;
  const [id] = useState(listingIdInUrl);
  const state = useStore(editedListing.$state, { ssr: 'initial' });

  useEffect(() => {
    if (userId && isListingId(id)) void editedListing.load(userId, id);
  }, [userId, id]);

  if (!userId) return <PageLoading label="Loading the listing…" />;
  if (!isListingId(id)) return <NotFound />;
  if (state.status === 'loading') return <PageLoading label="Loading the listing…" />;
  if (state.status === 'error') return <PageError message={state.message} />;
  const row = state.value;
  if (!row) return <NotFound />;

  const status = row.status === 'draft' || row.status === 'sold' ? row.status : 'active';
  return (
    <ListingForm
      userId={userId}
      initial={listingFormValues(row)}
      listing={{ id: row.id, status, images: row.images }}
    />
  );
}
