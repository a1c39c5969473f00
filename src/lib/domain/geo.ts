/**
 * Distances between places, the bounding box a radius search starts from,
 * how a distance reads on a card, and the "near" part of a search URL.
 *
 * The same maths runs in Postgres (public.distance_km and
 * public.within_km in supabase/migrations/20261124140000_places.sql); a
 * test checks the two agree on real city pairs. Coordinates are places'
 * centres from the gazetteer, not addresses, so distances are town to town.
 */
import type { IgnoredParam, IgnoredWhy } from './ignoredParam.ts';

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

/**
 * The "near" part of a search: a centre and a radius. The URL names the
 * centre as a place (`near=Köln`, `near=50667`, `near=Neustadt, Bavaria`),
 * looked up in the gazetteer, or as the visitor's position (`lat`, `lng`,
 * from "Use my location"), labelled with the nearest place.
 */
export interface NearFilter {
  radius: Radius;
  /** The place the URL names; null for a position. */
  place: PlaceQuery | null;
  /** The centre: the place's coordinates once looked up, or the position. */
  centre: LatLng | null;
  /** What the centre is called: the place as found ("50667 Köln") or the place nearest the position. */
  label: string | null;
}

/** Note for a place reference that no gazetteer place matches (after the lookup). */
export const unknownPlace = (text: string): IgnoredParam => ({
  param: 'near',
  value: text.trim().slice(0, NEAR_TEXT_LIMIT),
  why: { code: 'unknownPlace' },
});

/** Decimals a position keeps in a URL: about a kilometre, as precise as the town-centre data it is compared with. */
export const POSITION_DECIMALS = 2;

export function roundPosition(position: LatLng): LatLng {
  const round = (value: number) => Number(value.toFixed(POSITION_DECIMALS));
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

function parseCoordinate(text: string | null, limit: number): number | null {
  if (text === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(text.trim())) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/**
 * The `near`, `lat`/`lng` and `radius` parameters of a search URL, checked
 * for form only: whether a named place exists is for the gazetteer lookup
 * to say (see unknownPlace). Anything malformed is dropped with a note; a
 * place wins over a position, and a radius needs a centre.
 */
export function parseNearParams(params: URLSearchParams): { near: NearFilter | null; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  const drop = (param: string, value: string, why: IgnoredWhy) => {
    ignored.push({ param, value: value.slice(0, NEAR_TEXT_LIMIT), why });
  };
  const nearText = params.get('near');
  let place: PlaceQuery | null = null;
  if (nearText !== null && nearText.trim() !== '') {
    place = parsePlaceQuery(nearText);
    if (!place) ignored.push(unknownPlace(nearText));
  }

  const lat = params.get('lat');
  const lng = params.get('lng');
  let centre: LatLng | null = null;
  if (lat !== null || lng !== null) {
    const latitude = parseCoordinate(lat, 90);
    const longitude = parseCoordinate(lng, 180);
    if (nearText !== null) {
      for (const [param, value] of [
        ['lat', lat],
        ['lng', lng],
      ] as const) {
        if (value !== null) drop(param, value, { code: 'placeWins' });
      }
    } else if (latitude === null || longitude === null) {
      if (lat === null || lng === null)
        drop(lat === null ? 'lng' : 'lat', lat ?? lng ?? '', { code: 'latLngTogether' });
      if (lat !== null && latitude === null) drop('lat', lat, { code: 'latitude' });
      if (lng !== null && longitude === null) drop('lng', lng, { code: 'longitude' });
    } else {
      centre = { latitude, longitude };
    }
  }

  const radiusText = params.get('radius');
  let radius: Radius = DEFAULT_RADIUS;
  if (radiusText !== null) {
    const parsed = parseRadius(radiusText);
    if (parsed === null) drop('radius', radiusText, { code: 'radius', options: RADIUS_OPTIONS });
    else if (!place && !centre) drop('radius', radiusText, { code: 'placeFirst' });
    else radius = parsed;
  }
  if (!place && !centre) return { near: null, ignored };
  return { near: { radius, place, centre: place ? null : centre, label: null }, ignored };
}

export function parseRadius(text: string): Radius | null {
  if (text === 'any') return 'any';
  if (!/^\d{1,3}$/.test(text)) return null;
  const km = Number(text);
  return RADIUS_OPTIONS.find((option) => option === km) ?? null;
}

/** Write a search's centre and radius into a URL's parameters (the radius only when it differs from the default). */
export function writeNearParams(params: URLSearchParams, near: NearFilter | null | undefined): void {
  for (const name of ['near', 'lat', 'lng', 'radius']) params.delete(name);
  if (!near) return;
  if (near.place) params.set('near', placeQueryText(near.place));
  else if (near.centre) {
    params.set('lat', String(near.centre.latitude));
    params.set('lng', String(near.centre.longitude));
  } else return;
  if (near.radius !== DEFAULT_RADIUS) params.set('radius', String(near.radius));
}

/** What the centre is called: the place as found, as the URL names it, or "your location" (`yourLocation`). */
export function nearLabel(near: NearFilter, yourLocation = 'your location'): string {
  return near.label ?? (near.place ? placeQueryText(near.place) : yourLocation);
}

/** The chip: "Within 25 km of Köln", "Any distance from Köln". */
export function nearChipLabel(near: NearFilter): string {
  return near.radius === 'any'
    ? `Any distance from ${nearLabel(near)}`
    : `Within ${String(near.radius)} km of ${nearLabel(near)}`;
}

/** The saved search's summary part: "within 25 km of Köln", "near Köln". */
export function nearSummary(near: NearFilter): string {
  return near.radius === 'any' ? `near ${nearLabel(near)}` : `within ${String(near.radius)} km of ${nearLabel(near)}`;
}

/** The `near` key of the search functions' filter object (public.search_vehicles); null until the centre is known. */
// A type, not an interface: supabase-js takes it as JSON, which needs an index signature.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type SearchNear = {
  lat: number;
  lng: number;
  /** Null: any distance (the centre only sorts and measures). */
  radiusKm: RadiusKm | null;
};

export function searchNear(near: NearFilter | null | undefined): SearchNear | null {
  if (!near?.centre) return null;
  return {
    lat: near.centre.latitude,
    lng: near.centre.longitude,
    radiusKm: near.radius === 'any' ? null : near.radius,
  };
}
