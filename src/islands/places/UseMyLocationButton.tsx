import { useState } from 'react';
import type { LatLng } from '../../lib/domain/geo';
import type { Place } from '../../lib/domain/place';
import { canLocate, locateNearestPlace } from '../../stores/placeSearch';
import { PathIcon, Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import type { PlaceStrings } from './placeStrings';

const CROSSHAIR =
  'M12 2v3M12 19v3M2 12h3M19 12h3M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z';

interface Props {
  /** The nearest gazetteer place, and the position it was found from. */
  onPlace: (place: Place, position: LatLng) => void;
  className?: string;
  /** The button's words and refusals in the page's language. */
  say: PlaceStrings;
}

/**
 * "Use my location": the nearest town to where the browser says the visitor
 * is. Offered only where the browser can be asked (and only once the island
 * runs, so the server HTML never shows a button that cannot work).
 */
export default function UseMyLocationButton({ onPlace, className, say }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!hydrated || !canLocate()) return null;

  const locate = async () => {
    setBusy(true);
    setMessage(null);
    const result = await locateNearestPlace();
    setBusy(false);
    if ('place' in result) onPlace(result.place, result.position);
    else setMessage(say[result.error === 'denied' ? 'place.locationDenied' : 'place.locationUnavailable']);
  };

  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn-ghost px-2 text-sm"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void locate()}
      >
        {busy ? <Spinner className="size-4" /> : <PathIcon d={CROSSHAIR} />}
        {busy ? say['filters.locating'] : say['filters.useLocation']}
      </button>
      <p aria-live="polite" className="text-sm font-medium text-danger-700">
        {message}
      </p>
    </div>
  );
}
