/** The strings the search box says (docs/i18n.md); pages pick them with `pick(locale, SEARCH_KEYS)`. */
import type { Strings } from '../../i18n';
import { FILTER_PANEL_KEYS } from './filterKeyLists';

/** The box's own words: a listing page gives its box these, and the filters' words once to the page (pageWords). */
export const SEARCH_BOX_KEYS = ['search.label', 'search.placeholder', 'search.submit'] as const;
export type SearchBoxStrings = Strings<(typeof SEARCH_BOX_KEYS)[number]>;

/** The box and its Advanced Filters (the home page's popover, a listing page's sheet). */
export const SEARCH_KEYS = [...SEARCH_BOX_KEYS, ...FILTER_PANEL_KEYS] as const;
export type SearchStrings = Strings<(typeof SEARCH_KEYS)[number]>;
