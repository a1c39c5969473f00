/**
 * The dealer import page's strings (docs/i18n.md): the page, its report, the
 * reasons the feed reader gives (spoken to it through SayProvider) and the
 * refusals. Islands import the types only; the page picks the key lists.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import {
  DEALER_IMPORT_EN,
  IMPORT_COLUMNS_EN,
  IMPORT_REASONS_EN,
  PHOTO_PROBLEMS_EN,
} from '../../i18n/messages/dealerImport';
import { FORM_KEYS } from '../account/authStrings';

const FUEL_KEYS = ['fuel.Petrol', 'fuel.Diesel', 'fuel.Electric', 'fuel.Hybrid', 'fuel.Plug-in Hybrid'] as const;

export const IMPORT_KEYS = [
  ...keysOf(DEALER_IMPORT_EN, IMPORT_COLUMNS_EN, IMPORT_REASONS_EN, PHOTO_PROBLEMS_EN),
  ...FUEL_KEYS,
  ...FORM_KEYS,
];
export type ImportStrings = Strings<(typeof IMPORT_KEYS)[number]>;

export const API_KEYS_KEYS = [...keysOf(DEALER_IMPORT_EN), ...FORM_KEYS];
export type ApiKeysStrings = Strings<(typeof API_KEYS_KEYS)[number]>;
