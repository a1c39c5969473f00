/**
 * Words several islands of one page share, written into the page once
 * instead of into each island's props (docs/i18n.md): the listing pages'
 * filter words went to three islands, about 12 KB of HTML each. The page
 * picks a set and shares it from its frontmatter, before its islands render
 * (`sharePageWords`), and writes it once into its head (`<PageWords>`, a JSON
 * script). An island takes only the locale and reads `pageWords(name,
 * locale)`: on the server the object the page shared, in the browser the
 * page's JSON of it, so the two renders match.
 */
import type { Locale } from '../../i18n/locale';
import type { FilterStrings } from '../../lib/domain/filterWords';

/** The sets of words pages share, by name. */
export interface PageWordSets {
  /** The filters' words and the place picker's (FILTER_PANEL_KEYS): the sheet, the sidebar, the chips. */
  filters: FilterStrings;
}
export type PageWordsName = keyof PageWordSets;

// By set and language: a set's words in one language are the same on every page, so pages the
// server renders at the same time share a copy safely.
const shared = new Map<string, PageWordSets[PageWordsName]>();
const keyOf = (name: PageWordsName, locale: Locale) => `${name}:${locale}`;

/** On the server, from the page's frontmatter: the set its islands read while they render. */
export function sharePageWords<N extends PageWordsName>(name: N, say: PageWordSets[N]): PageWordSets[N] {
  shared.set(keyOf(name, say.locale), say);
  return say;
}

/** A set of the page's shared words; throws when the page did not share it. */
export function pageWords<N extends PageWordsName>(name: N, locale: Locale): PageWordSets[N] {
  const key = keyOf(name, locale);
  if (!shared.has(key) && typeof document !== 'undefined') {
    const json = document.querySelector(`script[data-page-words="${name}"]`)?.textContent;
    if (json) shared.set(key, JSON.parse(json) as PageWordSets[N]);
  }
  const say = shared.get(key);
  if (say === undefined) throw new Error(`pageWords: the page shares no "${name}" words in ${locale}`);
  return say;
}
