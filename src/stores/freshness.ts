/**
 * A seller confirming, from a listing's own page, that it is still for sale
 * (the dashboard's rows use confirmListing in ./sellerListings).
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import { phrase } from '../i18n/active';
import { AVAILABILITY_TOASTS_EN } from '../i18n/messages/availabilityToasts';
import { $confirmed } from './confirmed';
import { toast, type ToastInput } from './toasts';

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
    toast(confirmedToast());
  } catch (error) {
    toast({
      title: phrase(AVAILABILITY_TOASTS_EN, 'availability.toast.failed'),
      description: messageOf(error, phrase(AVAILABILITY_TOASTS_EN, 'availability.toast.tryAgain')),
      variant: 'destructive',
    });
  } finally {
    $confirming.set(new Set([...$confirming.get()].filter((other) => other !== id)));
  }
}

/** The toast after a seller confirms a listing, in the page's language (phrase()). */
export function confirmedToast(): ToastInput {
  return {
    title: phrase(AVAILABILITY_TOASTS_EN, 'availability.toast.thanks'),
    description: phrase(AVAILABILITY_TOASTS_EN, 'availability.toast.thanksText'),
    variant: 'success',
  };
}
