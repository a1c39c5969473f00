/**
 * The seller dashboard's state: the signed-in seller's listings with their
 * totals, and the actions that change them (with their toasts).
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  confirmListingAvailable,
  deleteListing,
  listingTotals,
  myListingCounts,
  myListings,
  myListing,
  myListingsPage,
  setListingPrice,
  setListingStatus,
  type ListingTotals,
  type OwnListingRow,
  type OwnListingStatus,
} from '../lib/data/sellerListings';
import {
  DEFAULT_MY_LISTINGS_QUERY,
  myListingsQueryFromParams,
  myListingsSearch,
  type MyListingsQuery,
  type MyListingsTab,
} from '../lib/domain/myListings';
import type { VehicleRow } from '../lib/data/vehicles';
import { formatPrice } from '../lib/domain/format';
import { loadable } from './loadable';
import { toast } from './toasts';
import { confirmedToast } from './freshness';
import { phrase } from '../i18n/active';
import { AVAILABILITY_TOASTS_EN } from '../i18n/messages/availabilityToasts';

export type MyListingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; listings: VehicleRow[]; totals: ReadonlyMap<string, ListingTotals> };

export const $myListings = atom<MyListingsState>({ status: 'loading' });
/** Listings with an action in flight. */
export const $busyListings = atom<ReadonlySet<string>>(new Set());

export async function loadMyListings(userId: string): Promise<void> {
  try {
    const [listings, totals] = await Promise.all([myListings(userId), listingTotals(userId)]);
    $myListings.set({ status: 'ready', listings, totals: new Map(totals.map((t) => [t.vehicle_id, t])) });
  } catch (error) {
    console.error('Failed to load your listings', error);
    $myListings.set({ status: 'error', message: messageOf(error, 'Failed to load your listings') });
  }
}

export interface ListingsPageData {
  listings: VehicleRow[];
  total: number;
  counts: Record<MyListingsTab, number>;
  totals: ReadonlyMap<string, ListingTotals>;
}

/** My listings: the query in the URL, and the page answering it (the previous one stays while the next loads). */
export interface ListingsPageState {
  query: MyListingsQuery;
  data: ListingsPageData | null;
  loading: boolean;
  error: string | null;
}

export const $listingsPage = atom<ListingsPageState>({
  query: DEFAULT_MY_LISTINGS_QUERY,
  data: null,
  loading: true,
  error: null,
});

/** The seller whose page is open, so actions on a row reload the page rather than every listing. */
let pageSeller: string | null = null;
let latestRequest = 0;

async function loadListingsPage(userId: string, query: MyListingsQuery): Promise<void> {
  const request = ++latestRequest;
  $listingsPage.set({ ...$listingsPage.get(), query, loading: true, error: null });
  try {
    const [page, counts, totals] = await Promise.all([
      myListingsPage(userId, query),
      myListingCounts(userId, query.term),
      listingTotals(userId),
    ]);
    if (request !== latestRequest) return;
    const data = { ...page, counts, totals: new Map(totals.map((t) => [t.vehicle_id, t])) };
    $listingsPage.set({ query, data, loading: false, error: null });
  } catch (error) {
    if (request !== latestRequest) return;
    console.error('Failed to load your listings', error);
    $listingsPage.set({ query, data: null, loading: false, error: messageOf(error, 'Failed to load your listings') });
  }
}

function readListingsLocation(): void {
  if (pageSeller)
    void loadListingsPage(pageSeller, myListingsQueryFromParams(new URLSearchParams(window.location.search)));
}

/** Open My listings for the seller at the query in the URL, and follow back and forward. */
export function openListingsPage(userId: string): void {
  if (pageSeller === null) window.addEventListener('popstate', readListingsLocation);
  pageSeller = userId;
  readListingsLocation();
}

/** Show another tab, term or page: a new history entry, then its listings. */
export function showListings(change: Partial<MyListingsQuery>): void {
  if (!pageSeller) return;
  const query = { ...$listingsPage.get().query, page: 1, ...change };
  window.history.pushState(null, '', window.location.pathname + myListingsSearch(query));
  void loadListingsPage(pageSeller, query);
}

/** After a change: the open page of My listings, else every listing (the overview). */
export function reload(userId: string): Promise<void> {
  return pageSeller === userId ? loadListingsPage(userId, $listingsPage.get().query) : loadMyListings(userId);
}

async function act(userId: string, id: string, action: () => Promise<void>, failure: string): Promise<boolean> {
  $busyListings.set(new Set([...$busyListings.get(), id]));
  try {
    await action();
    return true;
  } catch (error) {
    toast({ title: failure, description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    return false;
  } finally {
    $busyListings.set(new Set([...$busyListings.get()].filter((busy) => busy !== id)));
    await reload(userId);
  }
}

const STATUS_TOASTS: Record<OwnListingStatus, { title: string; description: string }> = {
  sold: { title: 'Marked as sold', description: 'Buyers now see it as sold' },
  active: { title: 'Listing is live', description: 'Buyers can find it again' },
  draft: { title: 'Moved to drafts', description: 'Only you can see it' },
};

export async function changeListingStatus(userId: string, id: string, status: OwnListingStatus): Promise<void> {
  if (await act(userId, id, () => setListingStatus(userId, id, status), 'Could not update the listing'))
    toast({ ...STATUS_TOASTS[status], variant: 'success' });
}

export async function removeListing(userId: string, id: string): Promise<boolean> {
  const removed = await act(userId, id, () => deleteListing(userId, id), 'Could not delete the listing');
  if (removed) toast({ title: 'Listing deleted', description: 'It and its photos are gone', variant: 'success' });
  return removed;
}

export async function changeListingPrice(userId: string, id: string, price: number): Promise<boolean> {
  const changed = await act(userId, id, () => setListingPrice(userId, id, price), 'Could not change the price');
  if (changed)
    toast({ title: 'Price updated', description: `The price is now ${formatPrice(price)}`, variant: 'success' });
  return changed;
}

/** The seller confirms a live or paused listing is still available (a paused one goes live again). */
export async function confirmListing(userId: string, id: string): Promise<void> {
  const failed = phrase(AVAILABILITY_TOASTS_EN, 'availability.toast.failed');
  if (await act(userId, id, () => confirmListingAvailable(userId, id).then(() => undefined), failed))
    toast(confirmedToast());
}

/**
 * The listing the editor opens (/seller-dashboard/listings/edit/?id=…), or
 * null when the seller has none with that id; moderators' removed listings
 * stay out of the seller's hands.
 */
export const editedListing = loadable(async (userId: string, id: string): Promise<OwnListingRow | null> => {
  try {
    const row = await myListing(userId, id);
    return row && row.status !== 'removed' ? row : null;
  } catch (error) {
    console.error('Failed to load the listing', error);
    throw error;
  }
}, 'Failed to load the listing');
