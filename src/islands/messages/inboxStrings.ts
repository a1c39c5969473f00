/**
 * The inbox's strings (docs/i18n.md): its own words, its store's toasts and
 * the server's refusals (the message rate limits). Islands import the type
 * only; /messages picks INBOX_KEYS.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { DB_ERRORS_EN } from '../../i18n/messages/dbErrors';
import { INBOX_TOASTS_EN } from '../../i18n/messages/buyerToasts';
import { INBOX_EN } from '../../i18n/messages/inbox';

export const INBOX_KEYS = keysOf(INBOX_EN, INBOX_TOASTS_EN, DB_ERRORS_EN);
export type InboxStrings = Strings<(typeof INBOX_KEYS)[number]>;
