/**
 * A seller confirming, from a listing's own page, that it is still for sale
 * (the dashboard's rows use confirmListing in ./sellerListings).
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import { CONFIRMED_TOAST, CONFIRM_FAILED } from '../lib/domain/freshness';
import { toast } from './toasts';

/** Listing id → the new confirmation time, for listings confirmed on this page. */
export const $confirmed = atom<Readonly<Record<string, string>>>({});
/** Listings with a confirmation in flight. */
export const $confirming = atom<ReadonlySet<string>>(new Set());

export async function confirmAvailable(userId: string, id: string): Promise<void> {
  if ($confirming.get().has(id)) return;
  $confirming.set(new Set([...$confirming.get(), id]));
  try {
    // Loaded when a seller confirms: listing pages otherwise never need the seller's data module.
    const { confirmListingAvailable } = await import('../lib/data/sellerListings');
    const at = await confirmListingAvailable(userId, id);
    $confirmed.set({ ...$confirmed.get(), [id]: at });
    toast({ ...CONFIRMED_TOAST, variant: 'success' });
  } catch (error) {
    toast({ title: CONFIRM_FAILED, description: messageOf(error, 'Please try again.'), variant: 'destructive' });
  } finally {
    $confirming.set(new Set([...$confirming.get()].filter((other) => other !== id)));
  }
}
