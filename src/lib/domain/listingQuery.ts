/**
 * How a listing page's state (filters, sort, page) becomes a database query:
 * the conditions, the order and the row range, as plain data. The data layer
 * turns them into supabase-js calls (and PostgREST syntax); tests pin the
 * mapping here.
 */
import { isEngineSizeActive, priceBounds, yearBounds, type VehicleFilters } from './filters.ts';

export const PAGE_SIZE = 24;

export const SORTS = {
  newest: { label: 'Newest first', column: 'created_at', ascending: false },
  'price-asc': { label: 'Price: low to high', column: 'price', ascending: true },
  'price-desc': { label: 'Price: high to low', column: 'price', ascending: false },
  'mileage-asc': { label: 'Mileage: lowest first', column: 'mileage', ascending: true },
  'year-desc': { label: 'Year: newest first', column: 'year', ascending: false },
} as const;

export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'newest';

export type Condition =
  | { op: 'eq' | 'gte' | 'lte'; column: string; value: string | number }
  | { op: 'contains'; column: string; value: string[] }
  /** The listing's text holds this word: whole (full text, accents folded) or as part of make, model or title. */
  | { op: 'word'; value: string };

/**
 * Words of the search term, at most 8: runs of letters and digits. Anything
 * else (punctuation, quotes, braces, wildcards) separates words, so whatever
 * someone types searches and never reaches the query grammar.
 */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Every condition the filters imply. Listings are always active ones, within
 * the price and year ranges the sliders show (their outer ends open). Each
 * word of the term must match the full-text index (whole words, accents
 * folded) or, for partial words, the trigram-indexed make, model or title.
 */
export function listingConditions(f: VehicleFilters, year?: number): Condition[] {
  const conditions: Condition[] = [{ op: 'eq', column: 'status', value: 'active' }];
  if (f.type !== 'all') conditions.push({ op: 'eq', column: 'type', value: f.type });
  if (f.make !== null) conditions.push({ op: 'eq', column: 'make', value: f.make });
  for (const [column, bounds] of [
    ['price', priceBounds(f)],
    ['year', yearBounds(f, year)],
  ] as const) {
    if (bounds.min !== null) conditions.push({ op: 'gte', column, value: bounds.min });
    if (bounds.max !== null) conditions.push({ op: 'lte', column, value: bounds.max });
  }
  if (f.fuelType !== null) conditions.push({ op: 'eq', column: 'fuel_type', value: f.fuelType });
  if (f.transmission !== null) conditions.push({ op: 'eq', column: 'transmission', value: f.transmission });
  if (f.mileageMax !== null) conditions.push({ op: 'lte', column: 'mileage', value: f.mileageMax });
  if (isEngineSizeActive(f)) {
    if (f.engineSizeMin !== null) conditions.push({ op: 'gte', column: 'engine_size', value: f.engineSizeMin });
    if (f.engineSizeMax !== null) conditions.push({ op: 'lte', column: 'engine_size', value: f.engineSizeMax });
  }
  if (f.color !== null) conditions.push({ op: 'eq', column: 'color', value: f.color });
  if (f.features.length > 0) conditions.push({ op: 'contains', column: 'features', value: [...f.features] });
  for (const word of searchWords(f.searchTerm)) conditions.push({ op: 'word', value: word });
  return conditions;
}

/** The order: the chosen sort, then newest, then id, so pages never overlap. */
export function listingOrder(sort: SortKey): { column: string; ascending: boolean }[] {
  const primary = SORTS[sort];
  const order: { column: string; ascending: boolean }[] = [{ column: primary.column, ascending: primary.ascending }];
  if (primary.column !== 'created_at') order.push({ column: 'created_at', ascending: false });
  order.push({ column: 'id', ascending: true });
  return order;
}

/**
 * Conditions as PostgREST query parameters, for requests made without
 * supabase-js. Only comparisons (an unfiltered listing's conditions); any
 * other condition throws rather than being left out.
 */
export function restFilters(conditions: readonly Condition[]): [string, string][] {
  return conditions.map((c): [string, string] => {
    if (c.op !== 'eq' && c.op !== 'gte' && c.op !== 'lte') throw new Error(`restFilters: ${c.op} is not supported`);
    return [c.column, `${c.op}.${String(c.value)}`];
  });
}

/** An order as PostgREST's `order` parameter. */
export function restOrder(order: readonly { column: string; ascending: boolean }[]): string {
  return order.map(({ column, ascending }) => `${column}.${ascending ? 'asc' : 'desc'}`).join(',');
}

/** Whether two pages show the same listings, in the same order, with the same details and total. */
export function samePage<T>(
  a: { vehicles: readonly T[]; total: number },
  b: { vehicles: readonly T[]; total: number },
): boolean {
  return a.total === b.total && JSON.stringify(a.vehicles) === JSON.stringify(b.vehicles);
}

/** Rows of a 1-based page, inclusive. */
export function pageRange(page: number, size: number = PAGE_SIZE): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { from, to: from + size - 1 };
}

/** Page numbers to offer around the current one, with null for a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Sort and page from a query string; unknown or malformed values fall back to the defaults. */
export function sortAndPageFromQuery(params: URLSearchParams): { sort: SortKey; page: number } {
  const raw = params.get('sort');
  // Own keys only: `constructor`, `__proto__` or `toString` are not sorts.
  const sort = raw !== null && Object.hasOwn(SORTS, raw) ? (raw as SortKey) : DEFAULT_SORT;
  const pageValue = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 10_000 ? pageValue : 1;
  return { sort, page };
}
