import { FILTER_KEYS } from '../../lib/domain/filterWords';
import { IGNORED_KEYS } from '../../lib/domain/ignoredParam';
import { PLACE_KEYS } from '../places/placeStrings';

/**
 * The key lists the listing pages pick for their filter islands. Only pages
 * import this file: a list that spreads another ships with any module that
 * imports it, so the islands import their strings' types alone.
 */

/** The filters' words and the distance field's place picker (FilterStrings). */
export const FILTER_PANEL_KEYS = [...FILTER_KEYS, ...PLACE_KEYS] as const;

/**
 * What the note above the results reads: the filters' words (for the chips)
 * and the dropped-value notes'. The other filter islands get
 * FILTER_PANEL_KEYS alone, so their props do not carry the notes.
 */
export const SEARCH_FEEDBACK_KEYS = [...FILTER_PANEL_KEYS, ...IGNORED_KEYS] as const;
