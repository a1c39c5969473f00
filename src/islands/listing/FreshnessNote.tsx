import { useStore } from '@nanostores/react';
import { confirmedOnText, confirmedText } from '../../lib/domain/freshness';
import { $confirmed } from '../../stores/freshness';
import { PathIcon } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';

interface Props {
  vehicleId: string;
  confirmedAt: string;
}

const CHECK = 'M20 6 9 17l-5-5';

/**
 * "Confirmed available 3 days ago" on a live listing. The HTML (which the CDN
 * may keep for a day) names the date; the browser says how long ago.
 */
export default function FreshnessNote({ vehicleId, confirmedAt }: Props) {
  const hydrated = useHydrated();
  const at = useStore($confirmed, { ssr: 'initial' })[vehicleId] ?? confirmedAt;
  return (
    <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted" data-testid="freshness">
      <PathIcon d={CHECK} className="size-4 shrink-0 text-success-600" />
      <time dateTime={at}>{hydrated ? confirmedText(at, new Date()) : confirmedOnText(at)}</time>
    </p>
  );
}
