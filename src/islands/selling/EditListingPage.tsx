import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { myListing, type OwnListingRow } from '../../lib/data/sellerListings';
import { isListingId, listingFormValues } from '../../lib/domain/listingSchema';
import ListingForm from './ListingForm';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; row: OwnListingRow };

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
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!userId || !isListingId(id)) return;
    myListing(userId, id).then(
      (row) => {
        // Moderators' removed listings stay out of the seller's hands.
        setState(row && row.status !== 'removed' ? { status: 'ready', row } : { status: 'missing' });
      },
      (error: unknown) => {
        console.error('Failed to load the listing', error);
        setState({ status: 'error', message: messageOf(error, 'Failed to load the listing') });
      },
    );
  }, [userId, id]);

  if (!userId) return <PageLoading label="Loading the listing…" />;
  if (!isListingId(id) || state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') return <PageLoading label="Loading the listing…" />;
  if (state.status === 'error') return <PageError message={state.message} />;

  const { row } = state;
  const status = row.status === 'draft' || row.status === 'sold' ? row.status : 'active';
  return (
    <ListingForm
      userId={userId}
      initial={listingFormValues(row)}
      listing={{ id: row.id, status, images: row.images }}
    />
  );
}
