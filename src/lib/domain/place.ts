/** A gazetteer place as the interface uses it, and how it reads. */
import {
  distanceKm,
  formatDistance,
  roundPosition,
  type LatLng,
  type NearFilter,
  type PlaceQuery,
  type Radius,
} from './geo';
import type { Vehicle } from './vehicle';

export interface Place extends LatLng {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** The state (GeoNames' English name), for telling places of one name apart. */
  adminArea: string | null;
  country: string;
  population: number;
  /** The postcode the place was found by or chosen with; null for the place as a whole. */
  postcode: string | null;
}

/** "50667 Köln" or "Köln". */
export function placeLabel(place: Pick<Place, 'name' | 'postcode'>): string {
  return place.postcode ? `${place.postcode} ${place.name}` : place.name;
}

/**
 * A German state in the page's language ("Bayern" for the gazetteer's
 * "Bavaria"); a name the strings do not hold shows as stored.
 */
export function stateName(adminArea: string, say: Readonly<Record<string, string>>): string {
  return say[`place.state.${adminArea}`] ?? adminArea;
}

/**
 * How a search URL names a chosen place: its postcode when chosen by one,
 * and its state when another place shares its name.
 */
export function placeQueryOf(place: Pick<Place, 'name' | 'postcode' | 'adminArea'>, nameShared: boolean): PlaceQuery {
  return {
    name: place.name,
    postcode: place.postcode,
    adminArea: nameShared && !place.postcode ? place.adminArea : null,
  };
}

/** Where a listing is, as the detail page shows it: "50667 Köln", and "· 12 km away" from a search's place. */
export function vehicleLocationText(vehicle: Pick<Vehicle, 'location' | 'place'>, from?: LatLng | null): string {
  return withDistance(placeLabel({ name: vehicle.location, postcode: vehicle.place?.postcode ?? null }), vehicle, from);
}

/**
 * Where a listing is on a card: the town alone ("Germering", never "82110
 * Germering" beside a "Berlin" that has no single postcode), so a page of
 * cards reads alike; "· 12 km away" from a search's place.
 */
export function cardLocationText(
  vehicle: { location: string; place?: LatLng | null },
  from?: LatLng | null,
  /** The distance in the page's language; English by default. */
  away: (km: number) => string = formatDistance,
): string {
  return withDistance(vehicle.location, vehicle, from, away);
}

function withDistance(
  here: string,
  vehicle: { place?: LatLng | null },
  from: LatLng | null | undefined,
  away: (km: number) => string = formatDistance,
): string {
  if (!from || !vehicle.place) return here;
  const distance = away(distanceKm(from, vehicle.place));
  return distance ? `${here} · ${distance}` : here;
}

/** A search near a place chosen from the gazetteer: the URL names it (with its state when the name is shared). */
export function nearPlace(place: Place, radius: Radius, nameShared: boolean): NearFilter {
  return {
    place: placeQueryOf(place, nameShared),
    centre: { latitude: place.latitude, longitude: place.longitude },
    label: placeLabel(place),
    radius,
  };
}

/** A search near the visitor's position ("Use my location"), rounded for the URL and called after the nearest place. */
export function nearPosition(position: LatLng, nearest: Pick<Place, 'name'> | null, radius: Radius): NearFilter {
  return { place: null, centre: roundPosition(position), label: nearest?.name ?? null, radius };
}
