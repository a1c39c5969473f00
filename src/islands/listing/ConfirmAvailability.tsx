import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { speak } from '../../i18n/active';
import { confirmationPrompt, needsConfirmation } from '../../lib/domain/freshness';
import { $confirmed, $confirming, confirmAvailable } from '../../stores/freshness';
import { $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import { useDetailStrings } from './detailStrings';

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
  const say = useDetailStrings();
  const hydrated = useHydrated();
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const confirmed = useStore($confirmed, { ssr: 'initial' })[vehicleId];
  const pending = useStore($confirming, { ssr: 'initial' }).has(vehicleId);

  useEffect(() => {
    void initSession();
  }, []);

  const mine = hydrated && user !== null && user.id === sellerId;
  if (!mine || confirmed || !needsConfirmation(status, confirmedAt, new Date())) return null;
  // The confirmation's toasts speak the page's language.
  speak(say);
  return (
    <section
      className="rounded-card bg-accent-300/30 p-5 ring-1 ring-accent-400"
      aria-labelledby="confirm-availability-heading"
    >
      <h2 id="confirm-availability-heading" className="font-bold text-ink">
        {status === 'paused' ? say['availability.pausedHeading'] : say['availability.question']}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{confirmationPrompt(status, confirmedAt, say)}</p>
      <button
        type="button"
        className="btn btn-primary mt-3 w-full"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void confirmAvailable(user.id, vehicleId)}
      >
        {pending && <Spinner className="size-5" />}
        {say['availability.confirm']}
      </button>
    </section>
  );
}
