/**
 * The header's account area in the page's language (Header.astro picks them
 * for AccountArea): the signed-out actions, and for a signed-in visitor the
 * icon links, the account menu (its English entries are the
 * specification's, §2) and the notification bell with its toasts.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { ACCOUNT_MENU_EN } from '../../i18n/messages/buyerPages';
import { NOTIFICATION_TOASTS_EN } from '../../i18n/messages/buyerToasts';
import { NOTIFICATIONS_EN } from '../../i18n/messages/notifications';

export const HEADER_KEYS = [
  'account.login',
  'account.sell',
  ...keysOf(ACCOUNT_MENU_EN, NOTIFICATIONS_EN, NOTIFICATION_TOASTS_EN),
] as const;
export type HeaderStrings = Strings<(typeof HEADER_KEYS)[number]>;
