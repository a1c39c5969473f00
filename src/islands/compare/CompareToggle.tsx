import { useStore } from '@nanostores/react';
import { $compare, toggleCompare } from '../../stores/compare';
import { PathIcon } from '../ui/icons';
import type { ToggleStrings } from '../../lib/domain/cardStrings';
import { fill } from '../../i18n/translate';

interface Props {
  vehicleId: string;
  vehicleTitle: string;
  /** A small pill over a card's photo, or a full button on the detail page. */
  size?: 'card' | 'large';
  /** Its words in the page's language (TOGGLE_KEYS). */
  say: ToggleStrings;
}

const SQUARE = 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z';
const TICKED = `${SQUARE}M8 12.5l3 3 5-6`;

/** Add a listing to the compare list or take it off (at most three; a fourth is refused with a toast). */
export default function CompareToggle({ vehicleId, vehicleTitle, size = 'card', say }: Props) {
  const chosen = useStore($compare, { ssr: 'initial' }).includes(vehicleId);
  const look =
    size === 'large'
      ? `btn btn-outline flex-1 ${chosen ? 'border-brand-700 bg-brand-50 text-brand-800' : ''}`
      : `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold shadow-card ring-1 ${
          chosen ? 'bg-brand-700 text-white ring-brand-700' : 'bg-surface/95 text-ink-soft ring-line hover:bg-surface'
        }`;
  return (
    <button
      type="button"
      className={look}
      aria-pressed={chosen}
      aria-label={fill(say['card.compareLabel'], { title: vehicleTitle })}
      onClick={() => {
        toggleCompare(vehicleId);
      }}
    >
      <PathIcon d={chosen ? TICKED : SQUARE} className="size-4" />
      {say['card.compare']}
    </button>
  );
}
