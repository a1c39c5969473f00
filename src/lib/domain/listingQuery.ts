/**
 * How a listing page's state (filters, sort, page) becomes a database query:
 * the conditions, the order and the row range, as plain data. The data layer
 * applies them to supabase-js; tests pin the mapping here.
 */
import { isEngineSizeActive, isPriceActive, isYearActive, type VehicleFilters } from './filters.ts';

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
  /** Any of these PostgREST filter expressions (one `or=(…)`). */
  | { op: 'or'; value: string };

/** Words of the search term, at most 8, stripped of PostgREST's reserved characters. */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .replace(/[(),."'*:\\%_]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Every condition the filters imply. Listings are always active ones. Each
 * word of the term must match the full-text index (whole words, accents
 * folded) or, for partial words, the trigram-indexed make, model or title.
 */
export function listingConditions(f: VehicleFilters, year?: number): Condition[] {
  const conditions: Condition[] = [{ op: 'eq', column: 'status', value: 'active' }];
  if (f.type !== 'all') conditions.push({ op: 'eq', column: 'type', value: f.type });
  if (f.make !== null) conditions.push({ op: 'eq', column: 'make', value: f.make });
  if (isPriceActive(f)) {
    conditions.push(
      { op: 'gte', column: 'price', value: f.minPrice },
      { op: 'lte', column: 'price', value: f.maxPrice },
    );
  }
  if (isYearActive(f, year)) {
    conditions.push({ op: 'gte', column: 'year', value: f.minYear }, { op: 'lte', column: 'year', value: f.maxYear });
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
  for (const word of searchWords(f.searchTerm)) {
    conditions.push({
      op: 'or',
      value: [
        `fts.wfts(simple_unaccent).${word}`,
        `make.ilike.*${word}*`,
        `model.ilike.*${word}*`,
        `title.ilike.*${word}*`,
      ].join(','),
    });
  }
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
  const sort = raw !== null && raw in SORTS ? (raw as SortKey) : DEFAULT_SORT;
  const pageValue = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 10_000 ? pageValue : 1;
  return { sort, page };
}
