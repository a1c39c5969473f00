import { useStore } from '@nanostores/react';
import { emptyListingForm } from '../../lib/domain/listingSchema';
import { $profile } from '../../stores/session';
import ListingForm from './ListingForm';
import { PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

/** /sell: a new listing, its location prefilled from the profile (the seller's name and phone come from it too). */
export default function SellPage() {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });
  if (!user || profile?.id !== user.id) return <PageLoading label="Loading the listing form…" />;
  const initial = {
    ...emptyListingForm(),
    location: profile.location ?? '',
  };
  return <ListingForm userId={user.id} initial={initial} />;
}
