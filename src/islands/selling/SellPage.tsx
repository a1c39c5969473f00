import { useStore } from '@nanostores/react';
import { emptyListingForm } from '../../lib/domain/listingSchema';
import { $profile } from '../../stores/session';
import ListingForm from './ListingForm';
import { PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

/** /sell: a new listing, with the contact details prefilled from the profile. */
export default function SellPage() {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });
  if (!user || profile?.id !== user.id) return <PageLoading label="Loading the listing form…" />;
  const initial = {
    ...emptyListingForm(),
    seller_name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
    seller_phone: profile.phone ?? '',
    location: profile.location ?? '',
  };
  return <ListingForm userId={user.id} initial={initial} />;
}
