/** The header's signed-out actions in the page's language (Header.astro picks them for AccountArea). */
import type { Strings } from '../../i18n';

export const HEADER_KEYS = ['account.login', 'account.sell'] as const;
export type HeaderStrings = Strings<(typeof HEADER_KEYS)[number]>;
