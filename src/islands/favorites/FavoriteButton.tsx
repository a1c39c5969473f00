import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $favoriteIds, $pendingFavorites, registerFavorite, toggleFavorite } from '../../stores/favorites';
import { HeartIcon, Spinner } from '../ui/icons';
import type { ToggleStrings } from '../../lib/domain/cardStrings';
import { fill } from '../../i18n/translate';

interface Props {
  vehicleId: string;
  vehicleTitle: string;
  /** Larger button for the detail page. */
  size?: 'card' | 'large';
  /** Its words in the page's language (TOGGLE_KEYS). */
  say: ToggleStrings;
}

/** Save or unsave a vehicle; optimistic, with a spinner while the server answers. */
export default function FavoriteButton({ vehicleId, vehicleTitle, size = 'card', say }: Props) {
  const saved = useStore($favoriteIds, { ssr: 'initial' }).has(vehicleId);
  const pending = useStore($pendingFavorites, { ssr: 'initial' }).has(vehicleId);

  useEffect(() => {
    registerFavorite(vehicleId);
  }, [vehicleId]);

  return (
    <button
      type="button"
      className={`flex shrink-0 items-center justify-center rounded-full bg-surface/95 shadow-card ring-1 ring-line transition-colors hover:bg-surface ${
        saved ? 'text-danger-600' : 'text-ink-soft hover:text-danger-600'
      } ${size === 'large' ? 'size-12' : 'size-10'}`}
      aria-pressed={saved}
      aria-busy={pending}
      aria-label={fill(say[saved ? 'card.unsave' : 'card.save'], { title: vehicleTitle })}
      onClick={() => void toggleFavorite(vehicleId)}
    >
      {pending ? <Spinner className="size-5" /> : <HeartIcon filled={saved} className="size-5" />}
    </button>
  );
}
