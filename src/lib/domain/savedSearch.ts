/**
 * Saved searches: what a saved search stores, its name and summary, and the
 * rules of the save form. A search is its listing route and query string
 * (filters.ts) and the filter object the search functions take
 * (searchFilters.ts), which the database matches new listings against, so a
 * saved search matches exactly what the search page would show.
 */
import { TYPE_LABELS, currentYear, type FilterType } from './constants.ts';
import { filterChips } from './filterChips.ts';
import { formatNumber } from './format.ts';
import { filtersFromQuery, filtersToQuery, routeForType, type VehicleFilters } from './filters.ts';
import { toSearchFilters, type SearchFilters } from './searchFilters.ts';
import { z } from './zod.ts';
import type { Strings } from '../../i18n/index.ts';
import { fill } from '../../i18n/translate.ts';
import { phrase } from '../../i18n/active.ts';
import { SAVED_SEARCH_TOASTS_EN } from '../../i18n/messages/buyerToasts.ts';

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** The database's words for a 21st search (limit_saved_searches, PT409). */
export const SAVED_SEARCH_LIMIT_MESSAGE = 'You can save up to 20 searches. Delete one to save another.';

/**
 * The row to insert for a search the user names: the query string as the
 * page writes it (the "Open" link), the filter object the search functions
 * take (what the database matches new listings against, and checks as a
 * search when it is saved) and what a centre is called.
 */
export function savedSearchRow(
  f: VehicleFilters,
  name: string,
  year: number = currentYear(),
): { name: string; query: string; filters: SearchFilters; near_label: string | null } {
  const filters = toSearchFilters(f, year);
  return {
    name: name.trim(),
    query: filtersToQuery(f, year).toString(),
    filters,
    near_label: filters.near ? (f.near?.label ?? null) : null,
  };
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

/**
 * The search in words, one part per filter the user set (ranges left at
 * their defaults are not mentioned), as its chips say them: `“golf”`,
 * Volkswagen, Diesel, €0 – €15,000…
 */
export function searchParts(f: VehicleFilters, year: number = currentYear()): string[] {
  return filterChips(f, year).map((chip) => chip.label);
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
    .min(1, { error: () => phrase(SAVED_SEARCH_TOASTS_EN, 'saved.nameRequired') })
    .max(SAVED_SEARCH_NAME_MAX, {
      error: () => phrase(SAVED_SEARCH_TOASTS_EN, 'saved.nameTooLong', { max: SAVED_SEARCH_NAME_MAX }),
    }),
});

export type SaveSearchForm = z.output<typeof saveSearchSchema>;

/** "3 new", or nothing when no listing has matched since the search was last opened. */
export function newMatchesText(count: number, say: Strings<'saved.new'>): string | null {
  return count > 0 ? fill(say['saved.new'], { count: formatNumber(count, say.locale) }) : null;
}
