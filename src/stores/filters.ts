/**
 * The listing page's filters, shared between the search island (which edits
 * them) and the results (which follow them). The URL is the source of truth:
 * applying filters writes a history entry, and back/forward re-reads it.
 */
import { atom } from 'nanostores';
import type { FilterType } from '../lib/domain/constants';
import { defaultFilters, filtersFromQuery, searchHref, type VehicleFilters } from '../lib/domain/filters';
import { adoptNavigationState, navigateWithState } from '../lib/ui/navigate';

export const $filters = atom<VehicleFilters>(defaultFilters());

let routeType: FilterType = 'all';
let listening = false;

function readLocation(): void {
  $filters.set(filtersFromQuery(new URLSearchParams(window.location.search), routeType));
}

/** Start following the URL of a /vehicles/{type} page. */
export function initFiltersFromLocation(type: FilterType): void {
  routeType = type;
  // The URL carries the same filters, and wins if the two ever disagree.
  adoptNavigationState();
  readLocation();
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', readLocation);
  }
}

/**
 * Apply filters on a listing page: the same type stays on this page with a
 * new history entry; another type goes to that type's page.
 */
export function applyFilters(filters: VehicleFilters): void {
  const href = searchHref(filters);
  if (filters.type !== routeType) {
    navigateWithState(href, { filters });
    return;
  }
  window.history.pushState({ filters }, '', href);
  $filters.set(filters);
}
