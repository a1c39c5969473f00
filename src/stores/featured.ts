/**
 * The home page's featured listings. The build puts the newest active
 * listings into the HTML with a fingerprint of them; once the page has
 * settled, one request without supabase-js asks the database for its newest
 * now, and only when they differ (a listing published, sold, hidden or
 * repriced since the build) does the page hydrate its islands, so the
 * featured cards show the database's.
 */
import { currentFeatured, pageFingerprint } from '../lib/data/listings';
import type { Vehicle } from '../lib/domain/vehicle';
import { requestHydration } from '../lib/ui/hydrationRequest';

let check: Promise<Vehicle[] | null> | null = null;

/** A fingerprint of the featured cards, as the build writes it into `data-featured`. */
export function featuredFingerprint(vehicles: readonly Vehicle[]): string {
  return pageFingerprint({ vehicles, total: vehicles.length });
}

/** The database's featured listings (null if unreadable), asked once per page. */
export function featuredCheck(): Promise<Vehicle[] | null> {
  check ??= currentFeatured();
  return check;
}

/** Compare the prebuilt featured listings with the database's, and hydrate the page when they differ. */
export function startFeatured(doc: Document): void {
  const grid = doc.querySelector<HTMLElement>('[data-featured]');
  if (!grid) return;
  void featuredCheck().then((fresh) => {
    if (fresh !== null && featuredFingerprint(fresh) !== grid.dataset.featured) requestHydration();
  });
}
