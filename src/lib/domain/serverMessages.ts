/**
 * Messages the database raises that a visitor reads (rate limits), by their
 * English text in supabase/schemas: the catalog key that says each in the
 * visitor's language (docs/i18n.md). The data layer tags a DataError with
 * its key (src/lib/data/errors.ts); an island given that key's string shows
 * it, otherwise the server's English words.
 */
import type { MessageKey } from '../../i18n/en.ts';

export const SERVER_MESSAGES = {
  'You have viewed many phone numbers in a short time. Please wait a minute and try again.': 'db.phonesTooQuickly',
  'You are sending messages too quickly. Please wait a moment.': 'db.messagesTooQuickly',
  'You have sent too many reports. Please try again later.': 'db.reportsTooQuickly',
  'You are creating listings too quickly. Please try again later.': 'db.listingsTooQuickly',
} as const satisfies Record<string, MessageKey>;

export type ServerMessageKey = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return Object.hasOwn(SERVER_MESSAGES, message) ? SERVER_MESSAGES[message as keyof typeof SERVER_MESSAGES] : undefined;
}
