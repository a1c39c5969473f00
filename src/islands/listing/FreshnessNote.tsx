import { useStore } from '@nanostores/react';
import { confirmedOn, confirmedWhen } from '../../lib/domain/freshness';
import { fill } from '../../i18n/translate';
import type { DetailStrings } from './detailStrings';
import { $confirmed } from '../../stores/confirmed';
import { PathIcon } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';

interface Props {
  vehicleId: string;
  confirmedAt: string;
  say: DetailStrings;
}

const CHECK = 'M20 6 9 17l-5-5';

/**
 * "Confirmed available 3 days ago" on a live listing. The HTML (which the CDN
 * may keep for a day) names the date; the browser says how long ago.
 */
export default function FreshnessNote({ vehicleId, confirmedAt, say }: Props) {
  const hydrated = useHydrated();
  const at = useStore($confirmed, { ssr: 'initial' })[vehicleId] ?? confirmedAt;
  return (
    <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted" data-testid="freshness">
      <PathIcon d={CHECK} className="size-4 shrink-0 text-success-600" />
      <time dateTime={at}>
        {fill(say['detail.confirmed'], {
          when: hydrated ? confirmedWhen(at, new Date(), say.locale) : confirmedOn(at, say.locale),
        })}
      </time>
    </p>
  );
}
