/**
 * A listing page's sort and pages, and the words of its search term. What
 * matches is the database's one search definition (public.search_vehicles;
 * the filters it takes are searchFilters.ts); this module names the sorts
 * it knows and reads them from the URL.
 */
import type { IgnoredParam } from './ignoredParam.ts';

export const PAGE_SIZE = 24;

/** The sorts of listing_search.order_clause, with their labels. */
export const SORTS = {
  newest: { label: 'Newest first' },
  'price-asc': { label: 'Price: low to high' },
  'price-desc': { label: 'Price: high to low' },
  'mileage-asc': { label: 'Mileage: lowest first' },
  'year-desc': { label: 'Year: newest first' },
  /** Only with a place to measure from (see sortsFor). */
  distance: { label: 'Distance: nearest first' },
} as const;

export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'newest';

/**
 * Words of the search term, at most 8: runs of letters and digits. Anything
 * else (punctuation, quotes, braces, wildcards) separates words, so whatever
 * someone types searches. The database splits the term the same way
 * (listing_search.words; a test compares them); a term without words
 * constrains nothing.
 */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
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

/** The sorts a search can use: nearest first only when it has a place to measure from. */
export function sortsFor(hasCentre: boolean): SortKey[] {
  return (Object.keys(SORTS) as SortKey[]).filter((sort) => hasCentre || sort !== 'distance');
}

/** A sort the search can use: nearest first without a place falls back to the default, with a note. */
export function usableSort(sort: SortKey, hasCentre: boolean): { sort: SortKey; ignored: IgnoredParam[] } {
  if (sort !== 'distance' || hasCentre) return { sort, ignored: [] };
  return { sort: DEFAULT_SORT, ignored: [{ param: 'sort', value: sort, why: { code: 'distanceNeedsPlace' } }] };
}

/** Sort and page from a query string; unknown or malformed values fall back to the defaults, listed in `ignored`. */
export function parseSortAndPage(params: URLSearchParams): { sort: SortKey; page: number; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  const raw = params.get('sort');
  // Own keys only: `constructor`, `__proto__` or `toString` are not sorts.
  const known = raw !== null && Object.hasOwn(SORTS, raw);
  if (raw !== null && raw !== '' && !known) ignored.push({ param: 'sort', value: raw, why: { code: 'noSuchSort' } });
  const rawPage = params.get('page');
  const pageValue = Number(rawPage ?? '1');
  const pageOk = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 10_000;
  if (rawPage !== null && !pageOk) ignored.push({ param: 'page', value: rawPage, why: { code: 'notPage' } });
  return { sort: known ? (raw as SortKey) : DEFAULT_SORT, page: pageOk ? pageValue : 1, ignored };
}
