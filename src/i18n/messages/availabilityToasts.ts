/**
 * A seller confirming a listing is still available: the toasts in English,
 * read through phrase() by the stores (German in availability.ts). Apart from
 * buyerToasts.ts so the listing's page, which loads the confirming store,
 * ships these four texts and not the buyer pages' toasts too.
 */
export const AVAILABILITY_TOASTS_EN = {
  'availability.toast.thanks': 'Thanks for confirming',
  'availability.toast.thanksText': 'Buyers see the listing as available.',
  'availability.toast.failed': 'Could not confirm the listing',
  'availability.toast.tryAgain': 'Please try again.',
} as const;
