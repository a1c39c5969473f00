import { useStore } from '@nanostores/react';
import { emptyListingForm } from '../../lib/domain/listingSchema';
import { $profile } from '../../stores/session';
import ListingForm from './ListingForm';
import { PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';
import { SayProvider } from '../ui/say';
import type { SellStrings } from './sellStrings';

/** /sell: a new listing, its location prefilled from the profile (the seller's name and phone come from it too). */
export default function SellPage({ say }: { say: SellStrings }) {
  return (
    <SayProvider say={say}>
      <NewListing say={say} />
    </SayProvider>
  );
}

function NewListing({ say }: { say: SellStrings }) {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });
  if (!user || profile?.id !== user.id) return <PageLoading label={say['sell.loading']} />;
  const initial = {
    ...emptyListingForm(),
    location: profile.location ?? '',
  };
  return <ListingForm userId={user.id} initial={initial} />;
}
