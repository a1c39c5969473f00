/**
 * The seller dashboard's state: the signed-in seller's listings with their
 * totals, and the actions that change them (with their toasts).
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  deleteListing,
  listingTotals,
  myListings,
  setListingStatus,
  type ListingTotals,
  type OwnListingStatus,
} from '../lib/data/sellerListings';
import type { VehicleRow } from '../lib/data/vehicles';
import { toast } from './toasts';

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
    await loadMyListings(userId);
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
