/**
 * Place suggestions for one autocomplete: debounced, the answer to an older
 * query dropped when a newer one was asked, loading and errors as state.
 * A factory, because a page can hold several place fields.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { nearestPlace, searchPlaces } from '../lib/data/places';
import type { SuggestionStatus } from '../lib/domain/combobox';
import type { LatLng } from '../lib/domain/geo';
import type { Place } from '../lib/domain/place';

export interface PlaceSuggestions {
  status: SuggestionStatus;
  query: string;
  places: Place[];
}

export interface PlaceSearch {
  readonly $suggestions: ReadableAtom<PlaceSuggestions>;
  /** Ask for suggestions for what was typed (after a pause in typing). */
  search: (text: string) => void;
  clear: () => void;
}

export const SUGGESTION_DELAY_MS = 200;
export const SUGGESTION_COUNT = 8;

export function createPlaceSearch(
  lookup: (query: string, limit: number) => Promise<Place[]> = searchPlaces,
  delayMs = SUGGESTION_DELAY_MS,
): PlaceSearch {
  const $suggestions = atom<PlaceSuggestions>({ status: 'idle', query: '', places: [] });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const clear = () => {
    clearTimeout(timer);
    latest += 1;
    $suggestions.set({ status: 'idle', query: '', places: [] });
  };
  const search = (text: string) => {
    const query = text.trim();
    if (query === '') {
      clear();
      return;
    }
    clearTimeout(timer);
    latest += 1;
    const call = latest;
    $suggestions.set({ status: 'loading', query, places: $suggestions.get().places });
    timer = setTimeout(() => {
      lookup(query, SUGGESTION_COUNT).then(
        (places) => {
          if (call === latest) $suggestions.set({ status: 'ready', query, places });
        },
        (error: unknown) => {
          console.error('Failed to load place suggestions', error);
          if (call === latest) $suggestions.set({ status: 'error', query, places: [] });
        },
      );
    }, delayMs);
  };
  return { $suggestions, search, clear };
}

/** Why "Use my location" found no place: the visitor said no, or no position or place came back (place.location… keys). */
export type LocateFailure = 'denied' | 'unavailable';
export const LOCATION_TIMEOUT_MS = 10_000;

/** Whether this browser can be asked for its position at all. */
export const canLocate = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The gazetteer place nearest to where the browser is ("Use my location"),
 * and the position itself. Resolves to both, or to the message to show when
 * why not: the visitor said no, or the position could not be found in
 * time, or the lookup failed.
 */
export function locateNearestPlace(
  geolocation: Geolocation = navigator.geolocation,
  lookup: (latitude: number, longitude: number) => Promise<Place | null> = nearestPlace,
): Promise<{ place: Place; position: LatLng } | { error: LocateFailure }> {
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        lookup(coords.latitude, coords.longitude).then(
          (place) => {
            const position = { latitude: coords.latitude, longitude: coords.longitude };
            resolve(place ? { place, position } : { error: 'unavailable' });
          },
          (error: unknown) => {
            console.error('Failed to find the nearest place', error);
            resolve({ error: 'unavailable' });
          },
        );
      },
      (error) => {
        resolve({ error: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: LOCATION_TIMEOUT_MS },
    );
  });
}
