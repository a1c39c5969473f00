/**
 * What the buyer pages' stores say (toasts, load failures) in English, read
 * through phrase() (src/i18n/active.ts): a store carries only these English
 * texts, the page's strings bring the German ones (inbox.ts, buyerPages.ts).
 */
/** The inbox store's messages. */
export const INBOX_TOASTS_EN = {
  'inbox.toast.loadFailed': 'Failed to load your conversations',
  'inbox.toast.threadFailed': 'Failed to load messages',
  'inbox.toast.notSent': 'Message not sent',
  'inbox.toast.tryAgain': 'Please try again',
} as const;

export const COMPARE_TOASTS_EN = {
  'compare.loadFailed': 'Failed to load the listings to compare',
} as const;

/** The saved-search store's toasts and refusals (read through phrase()). */
export const SAVED_SEARCH_TOASTS_EN = {
  'saved.toast.loadFailed': 'Failed to load your saved searches',
  'saved.toast.checkName': 'Check the name',
  'saved.nameRequired': 'Give this search a name',
  'saved.nameTooLong': 'Keep the name within {max} characters',
  'saved.toast.saved': 'Search saved',
  'saved.toast.savedText': "We'll let you know when new vehicles match “{name}”.",
  'saved.toast.saveFailed': 'Failed to save the search',
  'saved.toast.deleted': 'Saved search deleted',
  'saved.toast.deletedText': '“{name}” is gone.',
  'saved.toast.error': 'Error',
  'saved.toast.deleteFailed': 'Failed to delete the saved search',
  'saved.toast.digestOn': 'Daily digest on',
  'saved.toast.digestOnText': "We'll e-mail you new matches for “{name}” once a day.",
  'saved.toast.digestOff': 'Daily digest off',
  'saved.toast.digestOffText': 'No more e-mails about “{name}”.',
  'saved.toast.digestFailed': 'Failed to change the daily digest',
  'saved.toast.unsubscribeFailed': 'Failed to turn off the daily digest',
} as const;

/** The notification store's toasts (spec §8 texts; German in notifications.ts). */
export const NOTIFICATION_TOASTS_EN = {
  'notif.toast.loadFailed': 'Failed to load notifications',
  'notif.toast.allRead': 'All notifications marked as read',
  'notif.toast.markFailed': 'Failed to mark notifications as read',
} as const;
