/** The moderation page's strings (docs/i18n.md); islands import the type only, the page picks the keys. */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { ADMIN_EN } from '../../i18n/messages/admin';
import { REPORT_REASON_KEYS } from '../../lib/domain/reportReasons';
import { FORM_KEYS } from '../account/authStrings';

export const ADMIN_KEYS = [...keysOf(ADMIN_EN), ...REPORT_REASON_KEYS, ...FORM_KEYS];
export type AdminStrings = Strings<(typeof ADMIN_KEYS)[number]>;
