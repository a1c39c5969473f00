import type { VehicleRow } from '../../lib/data/vehicles';
import { confirmationPrompt, confirmedText, needsConfirmation } from '../../lib/domain/freshness';
import { confirmListing } from '../../stores/sellerListings';
import { useHydrated } from '../ui/useHydrated';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  row: VehicleRow;
  userId: string;
  busy: boolean;
}

/**
 * A row's availability on My listings: when a live listing was last
 * confirmed, and "Still available" once a reminder is due or it is paused.
 */
export default function AvailabilityAction({ row, userId, busy }: Props) {
  const say = useSay<DashboardStrings>();
  const hydrated = useHydrated();
  if (!hydrated || (row.status !== 'active' && row.status !== 'paused')) return null;
  const now = new Date();
  if (!needsConfirmation(row.status, row.last_confirmed_at, now)) {
    return <p className="text-sm text-ink-muted">{confirmedText(row.last_confirmed_at, now, say)}</p>;
  }
  return (
    <div className="grid gap-2 rounded-control bg-accent-300/30 p-3 text-sm text-ink-soft ring-1 ring-accent-400 sm:flex sm:items-center sm:justify-between">
      <p>{confirmationPrompt(row.status, row.last_confirmed_at, say)}</p>
      <button
        type="button"
        className="btn btn-primary shrink-0 px-3 py-1.5 text-sm"
        disabled={busy}
        onClick={() => void confirmListing(userId, row.id)}
      >
        {say['dash.stillAvailable']}
        <span className="sr-only"> {row.title}</span>
      </button>
    </div>
  );
}
