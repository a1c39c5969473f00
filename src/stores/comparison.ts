/**
 * The /compare page: the listings its URL names (the URL is the source of
 * truth, so a shared link shows the same table), loaded in one request, and
 * what the URL asked for that the table leaves out.
 */
import { compareListings, type CompareListing } from '../lib/data/compare';
import { parseCompareIds, withUnavailable, type DroppedId } from '../lib/domain/compareIds';
import { compareUrl } from '../lib/domain/compareList';
import { removeFromCompare } from './compare';
import { loadable } from './loadable';
import { phrase } from '../i18n/active';
import { COMPARE_TOASTS_EN } from '../i18n/messages/buyerToasts';

export interface Comparison {
  listings: CompareListing[];
  dropped: DroppedId[];
}

async function loadListings(raw: string | null): Promise<Comparison> {
  const request = parseCompareIds(raw);
  const listings = await compareListings(request.ids);
  const { dropped } = withUnavailable(
    request,
    listings.map((listing) => listing.vehicle.id),
  );
  return { listings, dropped };
}

const comparison = loadable(loadListings, () => phrase(COMPARE_TOASTS_EN, 'compare.loadFailed'));

export const $comparison = comparison.$state;
export const loadComparison = comparison.load;

/** Take a listing out of the table (and the compare list): the URL changes in place, the table follows it. */
export function removeFromComparison(id: string): void {
  const state = $comparison.get();
  const ids =
    state.status === 'ready' ? state.value.listings.map((l) => l.vehicle.id).filter((other) => other !== id) : [];
  removeFromCompare(id);
  window.history.replaceState(null, '', compareUrl(ids));
  window.dispatchEvent(new PopStateEvent('popstate'));
}
