/**
 * Saved searches' strings (docs/i18n.md): the section on the favorites page,
 * the "Save search" button and its dialog on listing pages, the digest's
 * unsubscribe page, their store's toasts and name rules, and the server's
 * refusals (the 20-search limit). Islands import the type only.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { SAVED_SEARCHES_EN } from '../../i18n/messages/buyerPages';
import { SAVED_SEARCH_TOASTS_EN } from '../../i18n/messages/buyerToasts';
import { DB_ERRORS_EN } from '../../i18n/messages/dbErrors';

export const SAVED_SEARCH_KEYS = [...keysOf(SAVED_SEARCHES_EN, SAVED_SEARCH_TOASTS_EN, DB_ERRORS_EN)] as const;
export type SavedSearchStrings = Strings<(typeof SAVED_SEARCH_KEYS)[number]>;

/** What a listing page's "Save search" button and its dialog say: fewer strings in that page's props. */
export const SAVE_SEARCH_KEYS = [
  'saved.button',
  'saved.dialogTitle',
  'saved.dialogLead',
  'saved.name',
  'saved.cancel',
  'saved.save',
  'saved.toast.saved',
  'saved.toast.savedText',
  'saved.toast.checkName',
  'saved.toast.saveFailed',
  'db.savedSearchLimit',
  'saved.nameRequired',
  'saved.nameTooLong',
] as const satisfies readonly (typeof SAVED_SEARCH_KEYS)[number][];
export type SaveSearchStrings = Strings<(typeof SAVE_SEARCH_KEYS)[number]>;
