/**
 * The owner's "Is this still available?" prompt on their own listing and on
 * My listings (src/lib/domain/freshness.ts). Its toasts, which the stores
 * read through phrase(), are in availabilityToasts.ts.
 */
export const AVAILABILITY_EN = {
  'availability.question': 'Is this still available?',
  'availability.pausedHeading': 'Your listing is paused',
  'availability.pausedText': 'This listing is paused and hidden from buyers because it was not confirmed for 30 days.',
  'availability.dueText': 'Buyers want to know it is still for sale. Unless you confirm, it will be paused on {date}.',
  'availability.confirm': 'Still available',
} as const;

export const AVAILABILITY_DE: Readonly<Record<keyof typeof AVAILABILITY_EN, string>> = {
  'availability.question': 'Ist das Fahrzeug noch zu haben?',
  'availability.pausedHeading': 'Deine Anzeige ist pausiert',
  'availability.pausedText':
    'Diese Anzeige ist pausiert und für Käufer ausgeblendet, weil sie 30 Tage lang nicht bestätigt wurde.',
  'availability.dueText':
    'Käufer wollen wissen, ob das Fahrzeug noch zu haben ist. Ohne deine Bestätigung wird die Anzeige am {date} pausiert.',
  'availability.confirm': 'Noch verfügbar',
};

/** German for AVAILABILITY_TOASTS_EN. */
export const AVAILABILITY_TOASTS_DE = {
  'availability.toast.thanks': 'Danke für deine Bestätigung',
  'availability.toast.thanksText': 'Käufer sehen die Anzeige als verfügbar.',
  'availability.toast.failed': 'Die Anzeige konnte nicht bestätigt werden',
  'availability.toast.tryAgain': 'Bitte versuch es noch einmal.',
} as const;
