/**
 * Distances between places, the bounding box a radius search starts from,
 * how a distance reads on a card, and the "near" part of a search URL.
 *
 * The same maths runs in Postgres (public.distance_km and
 * public.within_km in supabase/migrations/20261124140000_places.sql); a
 * test checks the two agree on real city pairs. Coordinates are places'
 * centres from the gazetteer, not addresses, so distances are town to town.
 */

/** Mean Earth radius (IUGG), as public.distance_km uses it. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km (haversine; exact on a sphere, within 0.5 % of the ellipsoid). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The smallest latitude/longitude box holding every point within radiusKm
 * of the centre (J. P. Matuschek, "Finding Points Within a Distance of a
 * Latitude/Longitude Using Bounding Coordinates"): the longitude half-width
 * is asin(sin(r) / cos(lat)), wider than r / cos(lat) away from the equator.
 * When the circle reaches a pole, or crosses the antimeridian, the box spans
 * every longitude: one range keeps the query sargable, and the exact
 * distance check that follows removes the extra points.
 */
export function boundingBox(centre: LatLng, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = toRadians(centre.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2 || angular >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, toDegrees(minLat)),
      maxLatitude: Math.min(90, toDegrees(maxLat)),
      minLongitude: -180,
      maxLongitude: 180,
    };
  }
  const halfWidth = toDegrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  const minLng = centre.longitude - halfWidth;
  const maxLng = centre.longitude + halfWidth;
  const wraps = minLng < -180 || maxLng > 180;
  return {
    minLatitude: toDegrees(minLat),
    maxLatitude: toDegrees(maxLat),
    minLongitude: wraps ? -180 : minLng,
    maxLongitude: wraps ? 180 : maxLng,
  };
}

export function inBoundingBox(point: LatLng, box: BoundingBox): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    point.longitude >= box.minLongitude &&
    point.longitude <= box.maxLongitude
  );
}

/**
 * "12 km away". Whole kilometres at every distance: the coordinates are town
 * centres, so a decimal would claim a precision the data does not have;
 * under 1 km (the same town) reads "< 1 km away".
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return '< 1 km away';
  return `${Math.round(km).toLocaleString('en-IE')} km away`;
}

/** The radii a buyer can search within, in km. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 200] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];
/** A radius, or no limit ("any distance": results still sort by distance). */
export type Radius = RadiusKm | 'any';
export const DEFAULT_RADIUS: Radius = 50;

export function radiusLabel(radius: Radius): string {
  return radius === 'any' ? 'Any distance' : `Within ${String(radius)} km`;
}

/** German postcodes: five digits. */
const POSTCODE = /^\d{5}$/;
export const isPostcode = (text: string): boolean => POSTCODE.test(text);

/**
 * A place as a search URL names it: "Köln", "50667", "50667 Köln", or with
 * its state when the name alone is shared ("Neustadt, Bavaria").
 */
export interface PlaceQuery {
  name: string | null;
  postcode: string | null;
  adminArea: string | null;
}

export const NEAR_TEXT_LIMIT = 100;

/** Read a place reference; null when it cannot name one. */
export function parsePlaceQuery(text: string): PlaceQuery | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > NEAR_TEXT_LIMIT) return null;
  const [head = '', ...rest] = trimmed.split(',');
  const adminArea = rest.join(',').trim() || null;
  const match = /^(\d{5})(?:\s+(.+))?$/.exec(head.trim());
  const postcode = match?.[1] ?? null;
  const name = (match ? (match[2] ?? '') : head).trim() || null;
  if (/^\d+$/.test(name ?? '')) return null;
  if (!name && !postcode) return null;
  return { name, postcode, adminArea };
}

/** How a chosen place is written back into a URL (the inverse of parsePlaceQuery). */
export function placeQueryText(query: PlaceQuery): string {
  const head = [query.postcode, query.name].filter((part) => part !== null && part !== '').join(' ');
  return query.adminArea ? `${head}, ${query.adminArea}` : head;
}

export interface NearParams {
  near: PlaceQuery | null;
  radius: Radius;
  /** Visible notes for the values that were dropped. */
  notes: string[];
}

/** Note for a place reference that no gazetteer place matches (after the lookup). */
export const unknownPlaceNote = (text: string): string =>
  `We ignored 'near=${text.trim().slice(0, NEAR_TEXT_LIMIT)}': no such place or postcode in Germany`;

/**
 * The `near` and `radius` parameters of a search URL, checked for form
 * only: whether the place exists is for the gazetteer lookup to say (see
 * unknownPlaceNote). Anything malformed is dropped with a note.
 */
export function parseNearParams(params: URLSearchParams): NearParams {
  const notes: string[] = [];
  const nearText = params.get('near');
  let near: PlaceQuery | null = null;
  if (nearText !== null && nearText.trim() !== '') {
    near = parsePlaceQuery(nearText);
    if (!near) notes.push(unknownPlaceNote(nearText));
  }
  const radiusText = params.get('radius');
  let radius: Radius = DEFAULT_RADIUS;
  if (radiusText !== null) {
    const parsed = parseRadius(radiusText);
    if (parsed === null) {
      notes.push(
        `We ignored 'radius=${radiusText.slice(0, 20)}': choose ${RADIUS_OPTIONS.join(', ')} km or any distance`,
      );
    } else {
      radius = parsed;
    }
  }
  return { near, radius, notes };
}

export function parseRadius(text: string): Radius | null {
  if (text === 'any') return 'any';
  if (!/^\d{1,3}$/.test(text)) return null;
  const km = Number(text);
  return RADIUS_OPTIONS.find((option) => option === km) ?? null;
}

/** Write `near` and `radius` into a URL's parameters (the radius only when it differs from the default). */
export function writeNearParams(params: URLSearchParams, near: PlaceQuery | null, radius: Radius): void {
  params.delete('near');
  params.delete('radius');
  if (!near) return;
  params.set('near', placeQueryText(near));
  if (radius !== DEFAULT_RADIUS) params.set('radius', String(radius));
}
