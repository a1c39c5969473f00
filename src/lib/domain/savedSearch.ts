/**
 * Saved searches: what a saved search stores, its name and summary, and the
 * rules of the save form. A search is its listing route and query string
 * (filters.ts); the database matches new listings against columns derived
 * here from the listing search's own conditions (listingQuery.ts), so a
 * saved search matches exactly what the search page would show.
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
import { listingConditions, type Condition } from './listingQuery.ts';
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

type ValueColumn = Exclude<keyof SavedSearchColumns, 'features' | 'words'>;

/**
 * Each condition of the listing search (`op:column`) and the saved-search
 * column that holds it. A condition without an entry here cannot be saved:
 * adding a filter to the search means one entry here, one column and one
 * condition in the matching SQL (see the saved_searches migration).
 */
export const SAVED_SEARCH_COLUMNS: Readonly<Record<string, ValueColumn>> = {
  'eq:type': 'type',
  'eq:make': 'make',
  'gte:price': 'min_price',
  'lte:price': 'max_price',
  'gte:year': 'min_year',
  'lte:year': 'max_year',
  'eq:fuel_type': 'fuel_type',
  'eq:transmission': 'transmission',
  'lte:mileage': 'max_mileage',
  'gte:engine_size': 'min_engine_size',
  'lte:engine_size': 'max_engine_size',
  'eq:color': 'color',
};

function setColumn(row: SavedSearchColumns, condition: Condition): void {
  if (condition.op === 'word') {
    row.words = [...(row.words ?? []), condition.value];
    return;
  }
  if (condition.op === 'contains' && condition.column === 'features') {
    row.features = [...condition.value];
    return;
  }
  // Listings are always active ones; the database matches only those.
  if (condition.op === 'eq' && condition.column === 'status' && condition.value === 'active') return;
  const column = SAVED_SEARCH_COLUMNS[`${condition.op}:${condition.column}`];
  if (column === undefined || condition.op === 'contains') {
    throw new Error(`savedSearchColumns: no saved-search column for ${condition.op} ${condition.column}`);
  }
  Object.assign(row, { [column]: condition.value });
}

/** The match columns of a search: every condition the listing page applies, one column each. */
export function savedSearchColumns(f: VehicleFilters, year: number = currentYear()): SavedSearchColumns {
  const row: SavedSearchColumns = { features: [], words: [] };
  for (const condition of listingConditions(f, year)) setColumn(row, condition);
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

/** The filters a saved search stands for, read back from its query as the listing page would. */
export function savedSearchFilters(type: string | null, query: string, year: number = currentYear()): VehicleFilters {
  const filterType: FilterType = type === 'car' || type === 'scooter' ? type : 'all';
  return filtersFromQuery(new URLSearchParams(query), filterType, year);
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
    f.fuelType,
    f.transmission,
    isPriceActive(f) ? range(price.min, price.max, formatPrice) : null,
    isYearActive(f, year) ? yearRange(yearBounds(f, year)) : null,
    f.mileageMax === null ? null : `up to ${formatNumber(f.mileageMax)} km`,
    engine,
    f.color,
    ...f.features,
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
