import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { needsConfirmation } from '../../lib/domain/freshness';
import { $confirmed } from '../../stores/confirmed';
import { $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { useHydrated } from '../ui/useHydrated';

// Only the listing's seller ever sees the prompt: every other visitor's page leaves it, its words and its
// store unloaded.
const AvailabilityPrompt = lazy(() => import('./AvailabilityPrompt'));

interface Props {
  vehicleId: string;
  sellerId: string | null;
  status: string;
  confirmedAt: string;
}

/**
 * For the listing's own seller only, once a reminder is due or the listing is
 * paused: "Still available" confirms it (and puts a paused one back live).
 */
export default function ConfirmAvailability({ vehicleId, sellerId, status, confirmedAt }: Props) {
  const hydrated = useHydrated();
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const confirmed = useStore($confirmed, { ssr: 'initial' })[vehicleId];

  useEffect(() => {
    void initSession();
  }, []);

  const mine = hydrated && user !== null && user.id === sellerId;
  if (!mine || confirmed || !needsConfirmation(status, confirmedAt, new Date())) return null;
  return (
    <Suspense fallback={null}>
      <AvailabilityPrompt userId={user.id} vehicleId={vehicleId} status={status} confirmedAt={confirmedAt} />
    </Suspense>
  );
}
