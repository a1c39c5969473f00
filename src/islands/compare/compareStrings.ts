/**
 * The compare page's strings (docs/i18n.md): its own words and the closed
 * sets' names its rows show (fuel, transmission, colour, features). Islands
 * import the type only; /compare picks COMPARE_KEYS.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { COMPARE_EN } from '../../i18n/messages/buyerPages';
import { COMPARE_TOASTS_EN } from '../../i18n/messages/buyerToasts';
import { VEHICLE_TERMS_EN } from '../../i18n/messages/vehicleTerms';

export const COMPARE_KEYS = [
  ...keysOf(COMPARE_EN, COMPARE_TOASTS_EN, VEHICLE_TERMS_EN),
  'fuel.Petrol',
  'fuel.Diesel',
  'fuel.Electric',
  'fuel.Hybrid',
  'fuel.Plug-in Hybrid',
  'transmission.Automatic',
  'transmission.Manual',
  'transmission.Semi-Automatic',
  'transmission.CVT',
] as const;
export type CompareStrings = Strings<(typeof COMPARE_KEYS)[number]>;
