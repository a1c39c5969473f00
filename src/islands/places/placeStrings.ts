/**
 * The words of picking a place (PlaceCombobox, UseMyLocationButton) in the
 * page's language; the search's filters (FILTER_PANEL_KEYS) and the sell form
 * (SELL_KEYS) carry them. Islands import this file for its types only.
 */
import type { Strings } from '../../i18n';
import { keysOf } from '../../i18n/keys';
import { PLACES_EN } from '../../i18n/messages/places';

export const PLACE_KEYS = [...keysOf(PLACES_EN), 'filters.useLocation', 'filters.locating'] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];
export type PlaceStrings = Strings<PlaceKey>;
