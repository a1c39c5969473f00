/** The strings the listing results island says (docs/i18n.md); the page picks them with `pick(locale, RESULTS_KEYS)`. */
import { CARD_KEYS } from '../../lib/domain/cardStrings';
import type { Strings } from '../../i18n';

export const PAGES_KEYS = ['pages.label', 'pages.previous', 'pages.next', 'pages.page', 'pages.status'] as const;
export type PagesStrings = Strings<(typeof PAGES_KEYS)[number]>;

export const RESULTS_KEYS = [
  'results.count.one',
  'results.count.other',
  'results.outdated',
  'results.sortBy',
  'results.loadFailed',
  'results.empty',
  'results.emptyHint',
  'results.clear',
  'results.updating',
  'results.label',
  'results.outside.one',
  'results.outside.other',
  'results.showAll',
  'sort.newest',
  'sort.price-asc',
  'sort.price-desc',
  'sort.mileage-asc',
  'sort.year-desc',
  'sort.distance',
  ...PAGES_KEYS,
  ...CARD_KEYS,
] as const;
export type ResultsStrings = Strings<(typeof RESULTS_KEYS)[number]>;
