/** The strings the search box says (docs/i18n.md); pages pick them with `pick(locale, SEARCH_KEYS)`. */
import type { Strings } from '../../i18n';
import { FILTER_PANEL_KEYS } from './filterKeyLists';

/** The box and its Advanced Filters (the home page's popover, a listing page's sheet). */
export const SEARCH_KEYS = ['search.label', 'search.placeholder', 'search.submit', ...FILTER_PANEL_KEYS] as const;
export type SearchStrings = Strings<(typeof SEARCH_KEYS)[number]>;
