/**
 * The sell form's and the seller dashboard's strings (docs/i18n.md). Islands
 * import the types only; pages pick the key lists.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { AVAILABILITY_EN } from '../../i18n/messages/availability';
import { AVAILABILITY_TOASTS_EN } from '../../i18n/messages/availabilityToasts';
import { BULK_EN } from '../../i18n/messages/bulk';
import { DASHBOARD_EN, SELLING_EN } from '../../i18n/messages/selling';
import { VEHICLE_TERMS_EN } from '../../i18n/messages/vehicleTerms';
import { FORM_KEYS } from '../account/authStrings';
import { PAGES_KEYS } from '../search/resultsStrings';
import { PLACE_KEYS } from '../places/placeStrings';

const CLOSED_SETS = [
  'body.hatchback',
  'body.saloon',
  'body.estate',
  'body.suv',
  'body.coupe',
  'body.convertible',
  'body.mpv',
  'body.pickup',
  'body.van',
  'body.step-through',
  'body.high-wheel',
  'body.sport',
  'body.maxi',
  'body.three-wheel',
  'body.electric-moped',
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

export const SELL_KEYS = [...keysOf(SELLING_EN, VEHICLE_TERMS_EN), ...CLOSED_SETS, ...FORM_KEYS, ...PLACE_KEYS];
export type SellStrings = Strings<(typeof SELL_KEYS)[number]>;

export const DASHBOARD_KEYS = [
  ...keysOf(DASHBOARD_EN, BULK_EN, AVAILABILITY_EN, AVAILABILITY_TOASTS_EN),
  'detail.confirmed' as const,
  ...PAGES_KEYS,
  ...FORM_KEYS,
];
export type DashboardStrings = Strings<(typeof DASHBOARD_KEYS)[number]>;

/** Editing a listing: the form inside the dashboard. */
export const EDIT_KEYS = [...SELL_KEYS, ...keysOf(DASHBOARD_EN)];
export type EditStrings = Strings<(typeof EDIT_KEYS)[number]>;
