/**
 * The comparison table (/compare?ids=…): its rows and which value in each
 * comparable row is the best. The rows are a table: a field added to the
 * Vehicle type is one more line in COMPARE_ROWS. Which ids a URL asks for
 * lives in ./compareIds.ts (every page's compare tray loads that one).
 */
import type { MessageKey, Strings } from '../../i18n/index.ts';
import { INTL_TAGS, type Locale } from '../../i18n/locale.ts';
import { fill } from '../../i18n/translate.ts';
import { formatEngineSize, formatMileage, formatNumber, formatPrice } from './format.ts';
import type { Vehicle } from './vehicle.ts';

/** The catalog's compare keys (en.ts: `compare.…`). */
type CompareKey = Extract<MessageKey, `compare.${string}`>;

/** The words the table writes: the page's strings (COMPARE_KEYS in islands/compare/compareStrings.ts). */
export type CompareWords = Strings<CompareKey>;

/** Which end of a comparable row is best, and what the mark says. */
export interface BestRule {
  prefer: 'lower' | 'higher';
  /** The mark's text, e.g. "Lowest price". */
  label: CompareKey;
  /** The number compared; null when the listing has no value (it is never best). */
  value: (vehicle: Vehicle) => number | null;
}

export interface CompareRow {
  id: string;
  label: CompareKey;
  /** The cell's text. */
  show: (vehicle: Vehicle, say: CompareWords) => string;
  /** Only rows where one value is plainly better carry a rule. */
  best?: BestRule;
}

const NONE = '—';

/** A closed set's value as the page's language names it ('fuel.Diesel'), or as stored when it has no key. */
function term(say: CompareWords, key: string, value: string): string {
  return (say as Readonly<Partial<Record<string, string>>>)[key] ?? value;
}

/** Listed dates, e.g. 3 Nov 2026 / 3. Nov. 2026. */
const LISTED_TAGS: Record<Locale, string> = { ...INTL_TAGS, en: 'en-GB' };
const listedFormats = new Map<Locale, Intl.DateTimeFormat>();
function listedDate(iso: string, locale: Locale): string {
  let format = listedFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LISTED_TAGS[locale], { day: 'numeric', month: 'short', year: 'numeric' });
    listedFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** Every specification field of a listing (spec §3), in the order buyers read them. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    id: 'price',
    label: 'compare.row.price',
    show: (v, say) => formatPrice(v.price, say.locale),
    best: { prefer: 'lower', label: 'compare.best.price', value: (v) => v.price },
  },
  {
    id: 'year',
    label: 'compare.row.year',
    show: (v) => String(v.year),
    best: { prefer: 'higher', label: 'compare.best.year', value: (v) => v.year },
  },
  {
    id: 'mileage',
    label: 'compare.row.mileage',
    show: (v, say) => formatMileage(v.mileage, say.locale),
    best: { prefer: 'lower', label: 'compare.best.mileage', value: (v) => v.mileage },
  },
  {
    id: 'type',
    label: 'compare.row.type',
    show: (v, say) => say[v.type === 'car' ? 'compare.car' : 'compare.scooter'],
  },
  { id: 'make', label: 'compare.row.make', show: (v) => v.make },
  { id: 'model', label: 'compare.row.model', show: (v) => v.model },
  { id: 'fuelType', label: 'compare.row.fuelType', show: (v, say) => term(say, `fuel.${v.fuelType}`, v.fuelType) },
  {
    id: 'transmission',
    label: 'compare.row.transmission',
    show: (v, say) => term(say, `transmission.${v.transmission}`, v.transmission),
  },
  {
    id: 'power',
    label: 'compare.row.power',
    show: (v, say) => (v.power === null ? NONE : fill(say['compare.power'], { hp: formatNumber(v.power, say.locale) })),
    best: { prefer: 'higher', label: 'compare.best.power', value: (v) => v.power },
  },
  {
    id: 'engineSize',
    label: 'compare.row.engineSize',
    show: (v, say) => formatEngineSize(v.engineSize, say.locale) ?? NONE,
  },
  { id: 'color', label: 'compare.row.color', show: (v, say) => term(say, `color.${v.color}`, v.color) },
  { id: 'location', label: 'compare.row.location', show: (v) => v.location || NONE },
  {
    id: 'seller',
    label: 'compare.row.seller',
    show: (v, say) =>
      `${v.seller.name || NONE} · ${say[v.seller.isDealer ? 'compare.dealer' : 'compare.privateSeller']}`,
  },
  {
    id: 'features',
    label: 'compare.row.features',
    show: (v, say) => (v.features.length === 0 ? NONE : v.features.map((f) => term(say, `feature.${f}`, f)).join(', ')),
    best: { prefer: 'higher', label: 'compare.best.features', value: (v) => v.features.length },
  },
  { id: 'listed', label: 'compare.row.listed', show: (v, say) => listedDate(v.createdAt, say.locale) },
];

/**
 * The columns holding a row's best value: the lowest or highest of the
 * listings that have one, ties included. None when fewer than two listings
 * have a value, or when every value is the same (nothing stands out).
 */
export function bestColumns(rule: BestRule, vehicles: readonly Vehicle[]): Set<number> {
  const values = vehicles.map(rule.value);
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length < 2) return new Set();
  const best = rule.prefer === 'lower' ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === best)) return new Set();
  return new Set(values.flatMap((value, index) => (value === best ? [index] : [])));
}
