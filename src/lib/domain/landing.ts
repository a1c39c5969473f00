/**
 * Landing pages for a make, a model and a place (docs/landing-pages.md):
 * their routes, the filters their results answer, and their cache tags.
 * Slugs come from the database (public.url_slug, private.place_slugs in
 * supabase/schemas/62_landing_pages.sql); this module only assembles them.
 *
 * Routes take a locale prefix ('' for English at today's URLs), so a second
 * language adds a prefix, not a second set of helpers.
 */
import { TYPE_ROUTE, currentYear, type VehicleType } from './constants.ts';
import { defaultFilters, withoutDefaultRanges, type VehicleFilters } from './filters.ts';
import type { RadiusKm } from './geo.ts';

/** A place page covers its place and the places within this radius: the search's smallest. */
export const LANDING_RADIUS_KM: RadiusKm = 10;

/** How many links of each kind the home and listing pages show. */
export const POPULAR_LINKS = 8;

/** What a landing URL names: a make, optionally a model, optionally a place (slugs). */
export interface LandingKey {
  type: VehicleType;
  make: string;
  model: string | null;
  place: string | null;
}

/** The vehicle type of a landing route's first segment ('cars', 'scooters'). */
export function landingType(segment: string): VehicleType | null {
  if (segment === TYPE_ROUTE.car) return 'car';
  if (segment === TYPE_ROUTE.scooter) return 'scooter';
  return null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The key a landing path names after `/vehicles/{type}/`: `{make}`, `{make}/{model}`,
 * `{make}/in/{place}` or `{make}/{model}/in/{place}`; null for anything else (404).
 * Segments are compared as given: a non-canonical spelling is answered by a redirect (see canonicalLanding).
 */
export function parseLandingPath(type: VehicleType, segments: readonly string[]): LandingKey | null {
  const parts = segments.map((part) => part.toLowerCase());
  const [make = '', second, third, fourth] = parts;
  let key: LandingKey | null = null;
  if (parts.length === 1) key = { type, make, model: null, place: null };
  else if (parts.length === 2 && second !== undefined) key = { type, make, model: second, place: null };
  else if (parts.length === 3 && second === 'in' && third !== undefined)
    key = { type, make, model: null, place: third };
  else if (parts.length === 4 && third === 'in' && second !== undefined && fourth !== undefined)
    key = { type, make, model: second, place: fourth };
  if (!key) return null;
  const slugs = [key.make, key.model, key.place].filter((slug) => slug !== null);
  return slugs.every((slug) => SLUG.test(slug)) ? key : null;
}

/** A landing page's path, under a locale prefix ('' or '/de'). */
export function landingPath(key: LandingKey, locale = ''): string {
  const model = key.model === null ? '' : `/${key.model}`;
  const place = key.place === null ? '' : `/in/${key.place}`;
  return `${locale}/vehicles/${TYPE_ROUTE[key.type]}/${key.make}${model}${place}`;
}

/** The key's parents, widest first: the make, the model, then the page itself. */
export function landingTrail(key: LandingKey): LandingKey[] {
  const trail: LandingKey[] = [{ ...key, model: null, place: null }];
  if (key.model !== null) trail.push({ ...key, place: null });
  if (key.place !== null) trail.push(key);
  return trail;
}

/** The centre of a place page's search. */
export interface LandingPlace {
  id: number;
  name: string;
  adminArea: string | null;
  latitude: number;
  longitude: number;
  slug: string;
  /** Whether the slug is the place's name alone (the most populous place of that name). */
  plainName: boolean;
}

/**
 * The listing search a landing page's results answer: every listing of the
 * make (and model), at any price and year (not the listing page's default
 * ranges), within LANDING_RADIUS_KM of the place. The results island runs
 * the same search when the visitor sorts or pages.
 */
export function landingFilters(
  type: VehicleType,
  make: string,
  model: string | null,
  place: LandingPlace | null,
  year: number = currentYear(),
): VehicleFilters {
  const base = defaultFilters(type, year);
  const wide = withoutDefaultRanges(base, year) ?? base;
  return {
    ...wide,
    make,
    model,
    near: place
      ? {
          radius: LANDING_RADIUS_KM,
          place: { name: place.name, postcode: null, adminArea: place.plainName ? null : place.adminArea },
          centre: { latitude: place.latitude, longitude: place.longitude },
          label: place.name,
        }
      : null,
  };
}
