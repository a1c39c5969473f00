/**
 * A prebuilt listing page's results. The page shows the build's first page
 * as server HTML and hydrates the results island (`client:demand`) only when
 * other results are needed: the URL asks for a search, sort or page; the
 * visitor changes them; or the database's current first page differs from
 * the build's (a listing published, sold, hidden or repriced since), or
 * cannot be read (the island then says the list may be out of date). A
 * visitor who only looks at a current page costs no React work for the 24
 * cards; their first interaction hydrates the island.
 */
import { atom } from 'nanostores';
import { currentFirstPage, listingTotal, pageFingerprint, type ListingPage } from '../lib/data/listings';
import type { FilterType } from '../lib/domain/constants';
import { routeForType, withoutDefaultRanges } from '../lib/domain/filters';
import { requestHydration } from '../lib/ui/hydrationRequest';
import { resultsShown } from './facets';
import { $filters, $view, listingPageType } from './filters';

let firstPage: Promise<ListingPage | null> | null = null;

/** How many more listings the plain route's default ranges keep out, as the page counted them after load. */
export const $routeOutsideDefaults = atom<number | null>(null);

/** The plain route's count of listings outside its default ranges, given its current total (null if unknown). */
async function outsideDefaultsNow(total: number): Promise<number | null> {
  const wide = withoutDefaultRanges($filters.get());
  if (wide === null) return 0;
  try {
    return Math.max(0, (await listingTotal(wide)) - total);
  } catch {
    return null;
  }
}

/** The plain route's current first page and total (null if unreadable), asked once until the listing changes. */
export function firstPageCheck(type: FilterType): Promise<ListingPage | null> {
  firstPage ??= currentFirstPage(type);
  return firstPage;
}

/**
 * Start a listing page (the filters store already follows its URL): hydrate
 * the results when they are needed, and check its prebuilt first page.
 * While the island is not hydrated, the results' wrapper
 * (`[data-listing-results]`, carrying the build's fingerprint) says which
 * state its results answer, as the island does once hydrated.
 */
export function startListingPage(doc: Document): void {
  const results = doc.querySelector<HTMLElement>('[data-listing-results]');
  const type = listingPageType(doc);
  if (!results || !type) return;
  let needed = false;
  /** Whether the results were asked for meanwhile (the visitor changed the filters, say). */
  const asked = () => needed;
  const needResults = () => {
    needed = true;
    delete results.dataset.resultsTarget;
    delete results.dataset.resultsFor;
    requestHydration();
  };
  const changed = () => {
    firstPage = null;
    needResults();
  };
  $filters.listen(changed);
  $view.listen(changed);
  if (window.location.search !== '') {
    needResults();
    return;
  }
  void firstPageCheck(type).then(async (fresh) => {
    if (needed) return;
    // The route's total as it is now: the panel's counts kept from an earlier visit must agree.
    if (fresh !== null) resultsShown($filters.get(), fresh.total);
    if (fresh === null || pageFingerprint(fresh) !== results.dataset.firstPage) {
      needResults();
      return;
    }
    // What the default ranges keep out can change while the first page does not (a dearer car listed).
    const outside = await outsideDefaultsNow(fresh.total);
    if (asked()) return;
    if (outside !== null && String(outside) !== results.dataset.outsideDefaults) {
      $routeOutsideDefaults.set(outside);
      needResults();
      return;
    }
    const route = routeForType(type);
    results.dataset.resultsTarget = route;
    results.dataset.resultsFor = route;
  });
}
