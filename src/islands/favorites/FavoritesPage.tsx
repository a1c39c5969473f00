import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import VehicleCard from '../../components/VehicleCard';
import { $favoriteIds, $pendingFavorites } from '../../stores/favorites';
import { savedVehicles } from '../../stores/favoritesPage';
import CompareToggle from '../compare/CompareToggle';
import FavoriteButton from './FavoriteButton';
import { HeartIcon } from '../ui/icons';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';
import type { FavoritesStrings } from '../account/authStrings';
import { speak } from '../../i18n/active';
import { installRefusalWords } from '../../lib/data/errorMessages';
import { localePath } from '../../i18n/locale';
import { countText } from '../../i18n/translate';

/** /favorites: the signed-in user's saved vehicles; unsaving one removes it from the list. */
/** `say`: the page's and the cards' words in the page's language (FAVORITES_KEYS). */
export default function FavoritesPage({ say }: { say: FavoritesStrings }) {
  speak(say);
  installRefusalWords();
  const user = useSignedInUser();
  const saved = useStore($favoriteIds, { ssr: 'initial' });
  const pending = useStore($pendingFavorites, { ssr: 'initial' });
  const userId = user?.id ?? null;
  const state = useStore(savedVehicles.$state, { ssr: 'initial' });

  useEffect(() => {
    if (userId) void savedVehicles.load(userId);
  }, [userId]);

  if (state.status === 'loading') {
    return <PageLoading label={say['favorites.loading']} />;
  }
  if (state.status === 'error') return <PageError message={state.message} />;

  // An unsaved vehicle leaves the list once the server confirms it.
  const vehicles = state.value.filter((v) => saved.has(v.id) || pending.has(v.id));
  if (vehicles.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
        <HeartIcon className="size-10 text-line-strong" />
        <p className="mt-4 text-lg font-semibold text-ink">{say['favorites.none']}</p>
        <p className="mt-1 max-w-md text-ink-muted">{say['favorites.noneLead']}</p>
        <a href={localePath('/vehicles/all', say.locale)} className="btn btn-primary mt-6">
          {say['favorites.browse']}
        </a>
      </div>
    );
  }

  return (
    <>
      <p className="mb-5 text-lg font-semibold text-ink" aria-live="polite">
        {countText(say, 'favorites.count', vehicles.length)}
      </p>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" aria-label={say['favorites.list']}>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard
              vehicle={vehicle}
              say={say}
              headingLevel="h2"
              favorite={<FavoriteButton vehicleId={vehicle.id} vehicleTitle={vehicle.title} say={say} />}
              compare={<CompareToggle vehicleId={vehicle.id} vehicleTitle={vehicle.title} say={say} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
