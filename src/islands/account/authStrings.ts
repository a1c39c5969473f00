/**
 * The sign-in page's strings (docs/i18n.md): its own keys, the form rules'
 * and the refusals'. Islands import the type only (`import type`); the page
 * picks `AUTH_KEYS`.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { ACCOUNT_EN, PROFILE_EN } from '../../i18n/messages/account';
import { ACCOUNT_TOASTS_EN } from '../../i18n/messages/accountToasts';
import { DB_ERRORS_EN } from '../../i18n/messages/dbErrors';
import { VALIDATION_EN } from '../../i18n/messages/validation';
import { CARD_KEYS } from '../../lib/domain/cardStrings';

/** What every form island carries: the form rules' messages and the server's refusals. */
export const FORM_KEYS = keysOf(VALIDATION_EN, DB_ERRORS_EN);

export const AUTH_KEYS = [...keysOf(ACCOUNT_EN, ACCOUNT_TOASTS_EN), ...FORM_KEYS];

export type AuthStrings = Strings<(typeof AUTH_KEYS)[number]>;

export const PROFILE_KEYS = [...AUTH_KEYS, ...keysOf(PROFILE_EN)];
export type ProfileStrings = Strings<(typeof PROFILE_KEYS)[number]>;

export const FAVORITES_KEYS = [
  ...CARD_KEYS,
  ...keysOf(ACCOUNT_TOASTS_EN),
  'favorites.loading',
  'favorites.none',
  'favorites.noneLead',
  'favorites.browse',
  'favorites.count.one',
  'favorites.count.other',
  'favorites.list',
] as const;
export type FavoritesStrings = Strings<(typeof FAVORITES_KEYS)[number]>;
