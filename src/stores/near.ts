/**
 * The centre of a distance search: the place a listing URL names looked up
 * in the gazetteer (an unknown one is dropped with a note), the place
 * nearest a position named for the chip, and a place chosen in the filters
 * written so its URL finds it again.
 */
import { findPlace, isPlaceNameShared, nearestPlace } from '../lib/data/places';
import type { IgnoredParam } from '../lib/domain/ignoredParam';
import { placeQueryText, unknownPlace, type NearFilter } from '../lib/domain/geo';
import { placeLabel, type Place } from '../lib/domain/place';

export interface ResolvedNear {
  near: NearFilter | null;
  ignored: IgnoredParam[];
}

/** Whether a near filter read from a URL still needs the gazetteer: a place without coordinates, a position without a name. */
export const needsLookup = (near: NearFilter): boolean => near.centre === null || near.label === null;

/**
 * Complete a near filter read from a URL. A place the gazetteer does not
 * know, or cannot be asked about, is dropped with a note; a position keeps
 * its centre whatever the lookup says (the chip then says "your location").
 */
export async function resolveNear(
  near: NearFilter,
  lookup: { find: typeof findPlace; nearest: typeof nearestPlace } = { find: findPlace, nearest: nearestPlace },
): Promise<ResolvedNear> {
  if (near.place) {
    const text = placeQueryText(near.place);
    try {
      const place = await lookup.find(near.place);
      if (!place) return { near: null, ignored: [unknownPlace(text)] };
      return {
        near: { ...near, centre: { latitude: place.latitude, longitude: place.longitude }, label: placeLabel(place) },
        ignored: [],
      };
    } catch (error) {
      console.error('Failed to look up the place of the search', error);
      return {
        near: null,
        ignored: [{ param: 'near', value: text, why: { code: 'lookupFailed' } }],
      };
    }
  }
  if (!near.centre) return { near: null, ignored: [] };
  try {
    const place = await lookup.nearest(near.centre.latitude, near.centre.longitude);
    return { near: { ...near, label: place?.name ?? null }, ignored: [] };
  } catch (error) {
    console.error('Failed to name the place nearest the position', error);
    return { near, ignored: [] };
  }
}

/**
 * Whether a place chosen in the filters needs its state in the URL
 * ("Neustadt, Bavaria") because another place shares its name; a postcode
 * names it alone. On failure the name alone still finds the most populous
 * place of that name.
 */
export async function needsStateInUrl(place: Place): Promise<boolean> {
  if (place.postcode) return false;
  try {
    return await isPlaceNameShared(place.name);
  } catch (error) {
    console.error('Failed to check whether the place name is shared', error);
    return false;
  }
}
