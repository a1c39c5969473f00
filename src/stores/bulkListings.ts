/**
 * Bulk actions on My listings: the listings the seller selected (kept across
 * pages of one tab and search, dropped when either changes), the action in
 * flight, and the per-listing report of the last action's refusals.
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import { bulkChangePrices, bulkConfirmAvailable, bulkSetStatus, matchingListings } from '../lib/data/bulkListings';
import {
  bulkSummary,
  refusalMessage,
  type BulkAction,
  type BulkOutcome,
  type BulkStatusAction,
  type PriceChange,
  type SelectedListing,
} from '../lib/domain/bulkListings';
import type { MyListingsQuery } from '../lib/domain/myListings';
import { $listingsPage, reload } from './sellerListings';
import { toast } from './toasts';
import { phrase } from '../i18n/active';
import { BULK_EN } from '../i18n/messages/bulk';

export interface Selection {
  /** The tab and search the selection was made in. */
  scope: string;
  listings: ReadonlyMap<string, SelectedListing>;
}

export interface BulkReport {
  action: BulkAction;
  refused: { id: string; title: string; message: string }[];
}

const scopeOf = (query: MyListingsQuery) => `${query.tab}\n${query.term}`;
const EMPTY: Selection = { scope: '', listings: new Map() };

export const $selection = atom<Selection>(EMPTY);
/** The bulk action in flight ('select' while every matching listing loads). */
export const $bulkBusy = atom<BulkAction | 'select' | null>(null);
export const $bulkReport = atom<BulkReport | null>(null);

// Another tab or search shows other listings: what was selected is no longer in view.
$listingsPage.listen((state) => {
  const selection = $selection.get();
  if (selection.listings.size > 0 && selection.scope !== scopeOf(state.query)) $selection.set(EMPTY);
});

function select(listings: readonly SelectedListing[], on: boolean): void {
  const scope = scopeOf($listingsPage.get().query);
  const current = $selection.get();
  const next = new Map(current.scope === scope ? current.listings : []);
  for (const listing of listings) {
    if (on) next.set(listing.id, listing);
    else next.delete(listing.id);
  }
  $selection.set({ scope, listings: next });
}

/** Select or unselect one listing. */
export function toggleListing(listing: SelectedListing, on: boolean): void {
  select([listing], on);
}

/** Select or unselect every listing shown on the page. */
export function selectListings(listings: readonly SelectedListing[], on: boolean): void {
  select(listings, on);
}

export function clearSelection(): void {
  $selection.set(EMPTY);
}

/** Select every listing the tab and search match, on every page. */
export async function selectAllMatching(userId: string): Promise<void> {
  $bulkBusy.set('select');
  try {
    select(await matchingListings(userId, $listingsPage.get().query), true);
  } catch (error) {
    toast({
      title: phrase(BULK_EN, 'bulk.selectFailed'),
      description: messageOf(error, phrase(BULK_EN, 'bulk.tryAgain')),
      variant: 'destructive',
    });
  } finally {
    $bulkBusy.set(null);
  }
}

export function dismissBulkReport(): void {
  $bulkReport.set(null);
}

/** Runs one bulk action on the selection: toast, per-listing refusals, a fresh page. */
async function run(userId: string, action: BulkAction, call: (ids: string[]) => Promise<BulkOutcome[]>) {
  const listings = $selection.get().listings;
  if (listings.size === 0) return false;
  $bulkBusy.set(action);
  $bulkReport.set(null);
  try {
    const outcomes = await call([...listings.keys()]);
    const refused = outcomes.flatMap((o) =>
      o.outcome === 'refused' && o.reason
        ? [
            {
              id: o.listingId,
              title: listings.get(o.listingId)?.title ?? phrase(BULK_EN, 'bulk.aListing'),
              message: refusalMessage(action, o.reason, o.previousStatus),
            },
          ]
        : [],
    );
    toast(bulkSummary(action, outcomes));
    if (refused.length > 0) $bulkReport.set({ action, refused });
    clearSelection();
    return true;
  } catch (error) {
    toast({
      title: phrase(BULK_EN, 'bulk.changeFailed'),
      description: messageOf(error, phrase(BULK_EN, 'bulk.tryAgain')),
      variant: 'destructive',
    });
    return false;
  } finally {
    $bulkBusy.set(null);
    await reload(userId);
  }
}

export function changeSelectedPrices(userId: string, change: PriceChange): Promise<boolean> {
  return run(userId, 'price', (ids) => bulkChangePrices(userId, ids, change));
}

export function setSelectedStatus(userId: string, status: BulkStatusAction): Promise<boolean> {
  return run(userId, status, (ids) => bulkSetStatus(userId, ids, status));
}

export function confirmSelectedAvailable(userId: string): Promise<boolean> {
  return run(userId, 'confirm', (ids) => bulkConfirmAvailable(userId, ids));
}
