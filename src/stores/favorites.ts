/**
 * Favorite state for the vehicles on the page (spec §4): every favorite
 * button registers its vehicle; one batched query tells which are saved.
 * Toggling is optimistic, shows a spinner, and reverts on failure.
 */
import { atom } from 'nanostores';
import { hasStoredSession } from '../lib/data/client';
import { checkFavorites, toggleFavoriteRow } from '../lib/data/favorites';
import { $user, initSession } from './session';
import { toast } from './toasts';
import { phrase } from '../i18n/active';
import { ACCOUNT_TOASTS_EN } from '../i18n/messages/accountToasts';

export const $favoriteIds = atom<ReadonlySet<string>>(new Set());
export const $pendingFavorites = atom<ReadonlySet<string>>(new Set());

const registered = new Set<string>();
/** Vehicles toggled on this page: the user's own action wins over a check still in flight. */
const toggled = new Set<string>();
let checkQueued = false;

const withId = (set: ReadonlySet<string>, id: string, present: boolean) => {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

async function checkRegistered(): Promise<void> {
  checkQueued = false;
  await initSession();
  const user = $user.get();
  if (!user) return;
  // Only the vehicles this query asks about get its answer; buttons registered
  // meanwhile have their own check queued.
  const asked = [...registered];
  try {
    const saved = await checkFavorites(user.id, asked);
    let next = new Set($favoriteIds.get());
    for (const id of asked) if (!toggled.has(id)) next = withId(next, id, saved.includes(id));
    $favoriteIds.set(next);
  } catch (error) {
    // Spec §8: lookup errors are raised with the server message and logged.
    console.error('Failed to check favorites', error);
  }
}

/** A favorite button for this vehicle is on the page. */
export function registerFavorite(vehicleId: string): void {
  registered.add(vehicleId);
  if (checkQueued || !hasStoredSession()) return;
  checkQueued = true;
  queueMicrotask(() => void checkRegistered());
}

/** Mark vehicles known to be saved (e.g. the favorites page's own list). */
export function markFavorites(vehicleIds: readonly string[]): void {
  let next = new Set($favoriteIds.get());
  for (const id of vehicleIds) next = withId(next, id, true);
  $favoriteIds.set(next);
}

export async function toggleFavorite(vehicleId: string): Promise<void> {
  if ($pendingFavorites.get().has(vehicleId)) return;
  await initSession();
  const user = $user.get();
  if (!user) {
    toast({
      title: phrase(ACCOUNT_TOASTS_EN, 'toast.authRequired'),
      description: phrase(ACCOUNT_TOASTS_EN, 'toast.logInForFavorites'),
      variant: 'destructive',
    });
    return;
  }
  toggled.add(vehicleId);
  const was = $favoriteIds.get().has(vehicleId);
  $favoriteIds.set(withId($favoriteIds.get(), vehicleId, !was));
  $pendingFavorites.set(withId($pendingFavorites.get(), vehicleId, true));
  try {
    const now = await toggleFavoriteRow(user.id, vehicleId);
    $favoriteIds.set(withId($favoriteIds.get(), vehicleId, now));
  } catch (error) {
    console.error('Failed to update favorite', error);
    $favoriteIds.set(withId($favoriteIds.get(), vehicleId, was));
    toast({
      title: phrase(ACCOUNT_TOASTS_EN, 'toast.error'),
      description: phrase(ACCOUNT_TOASTS_EN, 'toast.favoriteFailed'),
      variant: 'destructive',
    });
  } finally {
    $pendingFavorites.set(withId($pendingFavorites.get(), vehicleId, false));
  }
}
