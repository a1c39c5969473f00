/**
 * A listing page's state, shared by the search island (which edits the
 * filters) and the results island (which follows them and owns sort and page).
 * The URL is the source of truth: every change writes a history entry, and
 * back/forward re-reads it.
 */
import { atom } from 'nanostores';
import { FILTER_TYPES, type FilterType } from '../lib/domain/constants';
import { defaultFilters, parseFiltersQuery, searchHref, type VehicleFilters } from '../lib/domain/filters';
import { localePath, toLocale, type Locale } from '../i18n/locale';
import type { IgnoredParam } from '../lib/domain/ignoredParam';
import { DEFAULT_SORT, parseSortAndPage, usableSort, type SortKey } from '../lib/domain/listingQuery';
import { adoptNavigationState, navigateWithState } from '../lib/ui/navigate';
import { needsLookup, resolveNear, type ResolvedNear } from './near';

export interface ListingView {
  sort: SortKey;
  page: number;
}

export const $filters = atom<VehicleFilters>(defaultFilters());
export const $view = atom<ListingView>({ sort: DEFAULT_SORT, page: 1 });
/** False until the store has read the page's URL. */
export const $listingReady = atom<boolean>(false);
/** What the URL asked for that the listing dropped (unknown values, out-of-range numbers), for a note. */
export const $ignored = atom<readonly IgnoredParam[]>([]);

let routeType: FilterType = 'all';
let reading = 0;

/**
 * A landing page's own search (docs/landing-pages.md), which its results
 * wrapper names: its path stands for that query. Null on a listing page, or
 * once the visitor has moved on to another listing URL.
 */
function landingQuery(): string | null {
  const wrapper = document.querySelector<HTMLElement>('[data-listing-results]');
  return wrapper?.dataset.landingPath === window.location.pathname ? (wrapper.dataset.landingQuery ?? null) : null;
}

/** Read the URL; a place it names is looked up first, so no search runs without its centre. */
function readLocation(): void {
  const params = new URLSearchParams(landingQuery() ?? window.location.search);
  const read = parseFiltersQuery(params, routeType);
  const parsed = parseSortAndPage(params);
  reading += 1;
  const call = reading;
  const settle = ({ near, ignored }: ResolvedNear) => {
    if (call !== reading) return;
    const { sort, ignored: sortIgnored } = usableSort(parsed.sort, near !== null);
    $filters.set({ ...read.filters, near });
    $view.set({ sort, page: parsed.page });
    $ignored.set([...read.ignored, ...ignored, ...parsed.ignored, ...sortIgnored]);
    $listingReady.set(true);
  };
  const near = read.filters.near ?? null;
  if (near && needsLookup(near)) void resolveNear(near).then(settle);
  else settle({ near, ignored: [] });
}

/** The page's language (`<html lang>`): a listing URL stays in it. */
function pageLocale(): Locale {
  return typeof document === 'undefined' ? 'en' : toLocale(document.documentElement.lang);
}

/** The URL of a listing state: the filters' route (in the page's language) and query, plus sort and page when not the defaults. */
export function listingHref(filters: VehicleFilters, view: ListingView): string {
  const url = new URL(searchHref(filters), 'http://local');
  if (view.sort !== DEFAULT_SORT) url.searchParams.set('sort', view.sort);
  if (view.page > 1) url.searchParams.set('page', String(view.page));
  return localePath(url.pathname, pageLocale()) + url.search;
}

/** Follow the URL of a /vehicles/{type} page. */
function followLocation(type: FilterType): void {
  routeType = type;
  // The URL carries the same filters, and wins if the two ever disagree.
  adoptNavigationState();
  readLocation();
  window.addEventListener('popstate', readLocation);
}

/** The listing page's route type, from its results' wrapper; null on any other page. */
export function listingPageType(doc: Document): FilterType | null {
  const type = doc.querySelector<HTMLElement>('[data-listing-results]')?.dataset.routeType;
  return FILTER_TYPES.find((known) => known === type) ?? null;
}

// On a listing page the store follows the URL from the moment it loads, whoever loads it first: the
// page's script (which waits for the first screen to load) or an island hydrated by the visitor's
// first tap before that. So no island ever acts on filters that have not read the URL yet.
if (typeof document !== 'undefined') {
  const type = listingPageType(document);
  if (type) followLocation(type);
}

function show(filters: VehicleFilters, view: ListingView): void {
  performance.mark('listing:change');
  window.history.pushState({ filters }, '', listingHref(filters, view));
  $ignored.set([]);
  $filters.set(filters);
  $view.set(view);
}

/**
 * Drop a value the database does not know (a model the make does not have)
 * from the current entry, saying so; no new history entry, since the
 * visitor asked for nothing new.
 */
export function dropIgnored(filters: VehicleFilters, note: IgnoredParam): void {
  window.history.replaceState({ filters }, '', listingHref(filters, $view.get()));
  $ignored.set([...$ignored.get(), note]);
  $filters.set(filters);
}

/** The sort applying these filters keeps: nearest first needs a place, and without one the default takes over. */
function appliedSort(filters: VehicleFilters): SortKey {
  return usableSort($view.get().sort, Boolean(filters.near)).sort;
}

/** The results page 1 applying these filters would show on this page; null if applying leaves for another type's page. */
export function applyTarget(filters: VehicleFilters): { filters: VehicleFilters; sort: SortKey } | null {
  return filters.type === routeType ? { filters, sort: appliedSort(filters) } : null;
}

/**
 * Apply filters on a listing page: the same type stays on this page (back to
 * page 1) with a new history entry; another type goes to that type's page.
 */
export function applyFilters(filters: VehicleFilters): void {
  const sort = appliedSort(filters);
  if (filters.type !== routeType) {
    navigateWithState(listingHref(filters, { sort, page: 1 }), { filters });
    return;
  }
  show(filters, { sort, page: 1 });
}

export function setSort(sort: SortKey): void {
  show($filters.get(), { sort, page: 1 });
}

export function setPage(page: number): void {
  show($filters.get(), { ...$view.get(), page });
}
