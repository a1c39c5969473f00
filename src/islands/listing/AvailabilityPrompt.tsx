import { useStore } from '@nanostores/react';
import { speak } from '../../i18n/active';
import { confirmationPrompt } from '../../lib/domain/freshness';
import { $confirming, confirmAvailable } from '../../stores/freshness';
import { Spinner } from '../ui/icons';
import { useDetailStrings } from './detailStrings';

interface Props {
  userId: string;
  vehicleId: string;
  status: string;
  confirmedAt: string;
}

/** The seller's own prompt on a listing due for confirmation (loaded by ConfirmAvailability for its seller only). */
export default function AvailabilityPrompt({ userId, vehicleId, status, confirmedAt }: Props) {
  const say = useDetailStrings();
  const pending = useStore($confirming).has(vehicleId);
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
        onClick={() => void confirmAvailable(userId, vehicleId)}
      >
        {pending && <Spinner className="size-5" />}
        {say['availability.confirm']}
      </button>
    </section>
  );
}
