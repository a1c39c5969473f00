import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isListingId, listingFormValues } from '../../lib/domain/listingSchema';
import { editedListing } from '../../stores/sellerListings';
import ListingForm from './ListingForm';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';
import { pageHref } from '../../i18n/locale';
import { SayProvider, useSay } from '../ui/say';
import type { EditStrings } from './sellStrings';

function NotFound() {
  const say = useSay<EditStrings>();
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-ink">{say['dash.notFound']}</h2>
      <p className="mt-1 max-w-md text-ink-muted">{say['dash.notFoundLead']}</p>
      <a href={pageHref('/seller-dashboard/listings/', say.locale)} className="btn btn-primary mt-6">
        {say['dash.backToListings']}
      </a>
    </div>
  );
}

const listingIdInUrl = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');

/** /seller-dashboard/listings/edit/?id=…: the listing form for one of the seller's own listings. */
export default function EditListingPage({ say }: { say: EditStrings }) {
  return (
    <SayProvider say={say}>
      <EditListing say={say} />
    </SayProvider>
  );
}

function EditListing({ say }: { say: EditStrings }) {
  const user = useSignedInUser();
  const userId = user?.id ?? null;
  const [id] = useState(listingIdInUrl);
  const state = useStore(editedListing.$state, { ssr: 'initial' });

  useEffect(() => {
    if (userId && isListingId(id)) void editedListing.load(userId, id);
  }, [userId, id]);

  if (!userId) return <PageLoading label={say['dash.loadingListing']} />;
  if (!isListingId(id)) return <NotFound />;
  if (state.status === 'loading') return <PageLoading label={say['dash.loadingListing']} />;
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
