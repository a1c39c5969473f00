import { FILTER_KEYS } from '../../lib/domain/filterWords';
import { PLACE_KEYS } from '../places/placeStrings';

/**
 * The key list the pages pick for their filter islands. Only pages import
 * this file: a list that spreads another ships with any module that imports
 * it, so the islands import their strings' types alone.
 */

/** The filters' words and the distance field's place picker (FilterStrings). */
export const FILTER_PANEL_KEYS = [...FILTER_KEYS, ...PLACE_KEYS] as const;
