/**
 * Saved searches: what a saved search stores, its name and summary, and the
 * rules of the save form. A search is its listing route and query string
 * (filters.ts); the database matches new listings against columns derived
 * here from the filter object the search functions take (searchFilters.ts),
 * so a saved search matches exactly what the search page would show.
 */
import type { TablesInsert } from '../data/database.types.ts';
import { TYPE_LABELS, currentYear, type FilterType } from './constants.ts';
import {
  filtersFromQuery,
  filtersToQuery,
  isEngineSizeActive,
  isPriceActive,
  isYearActive,
  priceBounds,
  routeForType,
  yearBounds,
  type VehicleFilters,
} from './filters.ts';
import { formatNumber, formatPrice } from './format.ts';
import { nearSummary, searchNear, type NearFilter } from './geo.ts';
import { searchWords } from './listingQuery.ts';
import { TRUST_FLAGS, TRUST_FLAG_LABELS, bodyTypeLabel } from './trustFilters.ts';
import { toSearchFilters, type SearchFilters } from './searchFilters.ts';
import { z } from './zod.ts';

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** The database's words for a 21st search (limit_saved_searches, PT409). */
export const SAVED_SEARCH_LIMIT_MESSAGE = 'You can save up to 20 searches. Delete one to save another.';

export type SavedSearchColumns = Omit<
  TablesInsert<'saved_searches'>,
  | 'id'
  | 'user_id'
  | 'name'
  | 'query'
  | 'created_at'
  | 'new_match_count'
  | 'alert_match_count'
  | 'last_notified_at'
  | 'notification_id'
>;

/**
 * Each key of the search functions' filter object (searchFilters.ts) and the
 * saved-search column that holds it. The record is complete by type: a new
 * filter key does not compile until it has a column here, a column in the
 * saved_searches table and a condition in saved_searches_matching (see the
 * saved_searches migration).
 */
export const SAVED_SEARCH_COLUMNS = {
  type: 'type',
  make: 'make',
  model: 'model',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minYear: 'min_year',
  maxYear: 'max_year',
  fuelType: 'fuel_type',
  transmission: 'transmission',
  mileageMax: 'max_mileage',
  engineSizeMin: 'min_engine_size',
  engineSizeMax: 'max_engine_size',
  color: 'color',
  features: 'features',
  licence: 'licence',
  bodyType: 'body_types',
  accidentFree: 'accident_free',
  goodPrice: 'good_price',
  fastReply: 'fast_reply',
  searchTerm: 'words',
  near: ['near_latitude', 'near_longitude', 'near_radius_km', 'near_label'],
} as const satisfies Record<
  keyof Required<SearchFilters>,
  keyof SavedSearchColumns | readonly (keyof SavedSearchColumns)[]
>;

/** The near filter's columns: its centre, radius (null for any distance) and what the centre is called. */
function nearColumns(near: NearFilter | null | undefined): SavedSearchColumns {
  const search = searchNear(near);
  if (!near || !search) return {};
  return {
    near_latitude: search.lat,
    near_longitude: search.lng,
    near_radius_km: search.radiusKm,
    near_label: near.label,
  };
}

/**
 * The match columns of a search: every condition the listing page sends to
 * the search functions, one column each; the search term as its words, each
 * of which must match (searchWords, the same split the database makes).
 */
export function savedSearchColumns(f: VehicleFilters, year: number = currentYear()): SavedSearchColumns {
  const row: SavedSearchColumns = { features: [], words: [] };
  const filters = toSearchFilters(f, year);
  for (const key of Object.keys(filters) as (keyof SearchFilters)[]) {
    if (key === 'near') {
      Object.assign(row, nearColumns(f.near));
      continue;
    }
    const value = key === 'searchTerm' ? searchWords(filters.searchTerm ?? '') : filters[key];
    Object.assign(row, { [SAVED_SEARCH_COLUMNS[key]]: value });
  }
  return row;
}

/** The row to insert for a search the user names: the query string as the page writes it, and the match columns. */
export function savedSearchRow(
  f: VehicleFilters,
  name: string,
  year: number = currentYear(),
): SavedSearchColumns & { name: string; query: string } {
  return { name: name.trim(), query: filtersToQuery(f, year).toString(), ...savedSearchColumns(f, year) };
}

/** Where a saved search opens: its route and query. */
export function savedSearchHref(type: string | null, query: string): string {
  const route = routeForType(type === 'car' || type === 'scooter' ? type : 'all');
  return query ? `${route}?${query}` : route;
}

/**
 * The filters a saved search stands for, read back from its query as the
 * listing page would; a position's centre is called by the saved label.
 */
export function savedSearchFilters(
  type: string | null,
  query: string,
  year: number = currentYear(),
  nearLabel: string | null = null,
): VehicleFilters {
  const filterType: FilterType = type === 'car' || type === 'scooter' ? type : 'all';
  const filters = filtersFromQuery(new URLSearchParams(query), filterType, year);
  return filters.near && nearLabel ? { ...filters, near: { ...filters.near, label: nearLabel } } : filters;
}

function range(min: number | null, max: number | null, show: (value: number) => string): string | null {
  if (min !== null && max !== null) return `${show(min)}–${show(max)}`;
  if (min !== null) return `from ${show(min)}`;
  if (max !== null) return `up to ${show(max)}`;
  return null;
}

function yearRange({ min, max }: { min: number | null; max: number | null }): string | null {
  if (min !== null && max !== null) return min === max ? String(min) : `${String(min)}–${String(max)}`;
  if (min !== null) return `${String(min)} or newer`;
  if (max !== null) return `${String(max)} or older`;
  return null;
}

/**
 * The search in words, one part per filter the user set (ranges left at
 * their defaults are not mentioned): `“golf”`, Volkswagen, Diesel, up to €15,000…
 */
export function searchParts(f: VehicleFilters, year: number = currentYear()): string[] {
  const price = priceBounds(f);
  const engine = isEngineSizeActive(f)
    ? range(f.engineSizeMin, f.engineSizeMax, (cc) => `${formatNumber(cc)} cc`)
    : null;
  const parts = [
    f.searchTerm.trim() ? `“${f.searchTerm.trim()}”` : null,
    f.make,
    f.near ? nearSummary(f.near) : null,
    f.fuelType,
    f.transmission,
    isPriceActive(f) ? range(price.min, price.max, formatPrice) : null,
    isYearActive(f, year) ? yearRange(yearBounds(f, year)) : null,
    f.mileageMax === null ? null : `up to ${formatNumber(f.mileageMax)} km`,
    engine,
    f.color,
    ...f.features,
    ...(f.bodyTypes ?? []).map(bodyTypeLabel),
    ...TRUST_FLAGS.filter((flag) => f[flag]).map((flag) => TRUST_FLAG_LABELS[flag]),
  ];
  return parts.filter((part): part is string => part !== null);
}

/** The whole search for the saved-search list: type first, then every filter set. */
export function searchSummary(f: VehicleFilters, year: number = currentYear()): string {
  return [TYPE_LABELS[f.type], ...searchParts(f, year)].join(' · ');
}

/**
 * A name to offer in the save dialog: "Volkswagen · Diesel · up to €15,000",
 * whole parts only, within the name's 60 characters; the type when nothing
 * else is set (or when no make says it).
 */
export function suggestSearchName(f: VehicleFilters, year: number = currentYear()): string {
  const parts = searchParts(f, year);
  const all = f.make === null && f.type !== 'all' ? [TYPE_LABELS[f.type], ...parts] : parts;
  if (all.length === 0) return TYPE_LABELS[f.type];
  let name = '';
  for (const part of all) {
    const next = name ? `${name} · ${part}` : part;
    if (next.length > SAVED_SEARCH_NAME_MAX) break;
    name = next;
  }
  return name || (all[0] ?? '').slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

/** The save dialog's form; the same rule as saved_searches.name. */
export const saveSearchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give this search a name')
    .max(SAVED_SEARCH_NAME_MAX, `Keep the name within ${String(SAVED_SEARCH_NAME_MAX)} characters`),
});

export type SaveSearchForm = z.output<typeof saveSearchSchema>;

/** "3 new", or nothing when no listing has matched since the search was last opened. */
export function newMatchesText(count: number): string | null {
  return count > 0 ? `${formatNumber(count)} new` : null;
}
