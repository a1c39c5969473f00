/**
 * The header's account area in the page's language (Header.astro picks them
 * for AccountArea): the signed-out actions, and for a signed-in visitor the
 * icon links and the account menu (its English entries are the
 * specification's, §2).
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { ACCOUNT_MENU_EN } from '../../i18n/messages/buyerPages';

export const HEADER_KEYS = ['account.login', 'account.sell', ...keysOf(ACCOUNT_MENU_EN)] as const;
export type HeaderStrings = Strings<(typeof HEADER_KEYS)[number]>;
