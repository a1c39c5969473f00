/**
 * The notification bell (spec §2, §9): its button, hint and panel, and the
 * words of each notification kind (`notif.{kind}.…`), filled from the row's
 * `data` (src/lib/domain/notifications.ts). The English texts are the
 * specification's and the database's own (supabase/schemas writes the same
 * sentences into title and content; a test compares them). The store's
 * toasts are in buyerToasts.ts.
 */
export const NOTIFICATIONS_EN = {
  'notif.heading': 'Notifications',
  'notif.bellUnread': 'Notifications, {count} unread',
  'notif.hint.none': 'No new notifications',
  'notif.hint.one': 'You have {count} unread notification',
  'notif.hint.other': 'You have {count} unread notifications',
  'notif.markAllRead': 'Mark all read',
  'notif.loading': 'Loading notifications',
  'notif.empty': 'No notifications yet',
  'notif.emptyHint': "We'll notify you about important updates",
  'notif.unread': '(unread)',
  'notif.justNow': 'just now',
  'notif.messages.one': '{count} new message',
  'notif.messages.other': '{count} new messages',
  'notif.updates.one': '{count} update',
  'notif.updates.other': '{count} updates',
  'notif.welcome.title': 'Welcome to Wheelhouse',
  'notif.welcome.text': 'Save listings with the heart button to hear when their price drops.',
  'notif.message.title': 'New message from {name}',
  'notif.message.member': 'Wheelhouse member',
  'notif.price_drop.title': 'Price drop',
  'notif.price_drop.text': '{title} is now {price} (was {oldPrice}).',
  'notif.vehicle_sold.title': 'Vehicle sold',
  'notif.vehicle_sold.text': '{title} has been sold.',
  'notif.back_on_sale.title': 'Back on sale',
  'notif.back_on_sale.text': '{title} is for sale again at {price}.',
  'notif.availability_reminder.title': 'Is your listing still available?',
  'notif.availability_reminder.text':
    'Confirm that {title} is still for sale. Unconfirmed listings are paused 30 days after their last confirmation.',
  'notif.listing_paused.title': 'Listing paused',
  'notif.listing_paused.text':
    '{title} is hidden from buyers because it was not confirmed as available for 30 days. Confirm it is still for sale to bring it back.',
  'notif.saved_search.title.one': '{count} new vehicle matches “{name}”',
  'notif.saved_search.title.other': '{count} new vehicles match “{name}”',
  'notif.saved_search.text': 'Newest: {title}, {price}.',
} as const;

export const NOTIFICATIONS_DE: Readonly<Record<keyof typeof NOTIFICATIONS_EN, string>> = {
  'notif.heading': 'Benachrichtigungen',
  'notif.bellUnread': 'Benachrichtigungen, {count} ungelesen',
  'notif.hint.none': 'Keine neuen Benachrichtigungen',
  'notif.hint.one': 'Du hast {count} ungelesene Benachrichtigung',
  'notif.hint.other': 'Du hast {count} ungelesene Benachrichtigungen',
  'notif.markAllRead': 'Alle als gelesen markieren',
  'notif.loading': 'Benachrichtigungen werden geladen',
  'notif.empty': 'Noch keine Benachrichtigungen',
  'notif.emptyHint': 'Wir sagen dir Bescheid, wenn sich etwas Wichtiges tut',
  'notif.unread': '(ungelesen)',
  'notif.justNow': 'gerade eben',
  'notif.messages.one': '{count} neue Nachricht',
  'notif.messages.other': '{count} neue Nachrichten',
  'notif.updates.one': '{count} Neuigkeit',
  'notif.updates.other': '{count} Neuigkeiten',
  'notif.welcome.title': 'Willkommen bei Wheelhouse',
  'notif.welcome.text': 'Merk dir Anzeigen mit dem Herz, dann erfährst du, wenn ihr Preis sinkt.',
  'notif.message.title': 'Neue Nachricht von {name}',
  'notif.message.member': 'Wheelhouse-Mitglied',
  'notif.price_drop.title': 'Preis gesenkt',
  'notif.price_drop.text': '{title} kostet jetzt {price} (vorher {oldPrice}).',
  'notif.vehicle_sold.title': 'Fahrzeug verkauft',
  'notif.vehicle_sold.text': '{title} wurde verkauft.',
  'notif.back_on_sale.title': 'Wieder zu haben',
  'notif.back_on_sale.text': '{title} ist wieder im Angebot, für {price}.',
  'notif.availability_reminder.title': 'Ist dein Fahrzeug noch zu haben?',
  'notif.availability_reminder.text':
    'Bestätige, dass {title} noch zu verkaufen ist. Anzeigen ohne Bestätigung werden 30 Tage nach der letzten Bestätigung pausiert.',
  'notif.listing_paused.title': 'Anzeige pausiert',
  'notif.listing_paused.text':
    '{title} ist für Käufer ausgeblendet, weil die Anzeige 30 Tage lang nicht als verfügbar bestätigt wurde. Bestätige, dass das Fahrzeug noch zu haben ist, dann ist sie wieder sichtbar.',
  'notif.saved_search.title.one': '{count} neues Fahrzeug passt zu „{name}“',
  'notif.saved_search.title.other': '{count} neue Fahrzeuge passen zu „{name}“',
  'notif.saved_search.text': 'Neuestes Angebot: {title}, {price}.',
};

/** German for NOTIFICATION_TOASTS_EN (buyerToasts.ts). */
export const NOTIFICATION_TOASTS_DE = {
  'notif.toast.loadFailed': 'Benachrichtigungen konnten nicht geladen werden',
  'notif.toast.allRead': 'Alle Benachrichtigungen als gelesen markiert',
  'notif.toast.markFailed': 'Benachrichtigungen konnten nicht als gelesen markiert werden',
} as const;
