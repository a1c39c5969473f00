import { FILTER_KEYS } from '../../lib/domain/filterWords';
import { IGNORED_KEYS } from '../../lib/domain/ignoredParam';

/**
 * What the note above the results reads: the filters' words (for the chips)
 * and the dropped-value notes'. Only the page imports this list; the other
 * filter islands get FILTER_KEYS alone, so their props do not carry the notes.
 */
export const SEARCH_FEEDBACK_KEYS = [...FILTER_KEYS, ...IGNORED_KEYS] as const;
