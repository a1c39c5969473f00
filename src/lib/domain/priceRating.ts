/**
 * How a price rating reads. The model itself lives once, in the database
 * (supabase/schemas/32_price_rating.sql; the method and its measured
 * accuracy: docs/price-rating.md); these are its parameters as the page
 * explains them, and the words for each rating and for the evidence.
 */
import type { Strings } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/locale.ts';
import { countText, fill } from '../../i18n/translate.ts';
import type { Tables } from '../database.types.ts';
import { formatMileage, formatNumber, formatPrice, perLocale } from './format.ts';

export type PriceRating = NonNullable<Tables<'vehicles'>['price_rating']>;

/** The model's parameters, as the database applies them (tests/integration/price-rating.test.ts pins them). */
export const PRICE_MODEL = {
  /** The minimum of evidence: listings of other sellers in the group a rating rests on… */
  minListings: 5,
  /** …from at least this many other sellers. */
  minSellers: 3,
  /** A seller's listings weigh at most as much as this many in any group. */
  perSeller: 3,
  soldWithinDays: 90,
  /** The vehicle type's adjustments count as much as this many listings of a group. */
  priorListings: 15,
  great: 0.85,
  good: 0.95,
  fairUpTo: 1.08,
} as const;

/** The group a rating rests on, most specific first. */
export type PriceBasis = 'model' | 'make_body' | 'body' | 'make';

/** How the expected price changes per unit of each feature (0.05 = +5 %). */
export interface PriceAdjustments {
  perYear: number;
  per10000Km: number;
  per10PercentPower: number;
  perFeature: number;
}

/** "Good price or better", the filter the listing search offers. */
export const GOOD_OR_BETTER: readonly PriceRating[] = ['great', 'good'];

/** The words the price rating's section says (src/i18n/messages/priceWords.ts), picked on the server. */
export const PRICE_RATING_KEYS = [
  'price.meaning.great',
  'price.meaning.good',
  'price.meaning.fair',
  'price.meaning.high',
  'price.basis.model',
  'price.basis.make_body',
  'price.basis.body',
  'price.basis.make',
  'price.notEnough',
  'price.comparables.one',
  'price.comparables.other',
  'price.otherSellers.one',
  'price.otherSellers.other',
  'price.notEnoughText',
  'price.method.how',
  'price.method.rated',
  'price.method.rules',
  'price.method.minimum',
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
] as const;
export type PriceRatingStrings = Strings<(typeof PRICE_RATING_KEYS)[number]>;

const percentFormat = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }));
const signedFormat = perLocale((tag) =>
  [0, 1].map(
    (digits) =>
      new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: digits, signDisplay: 'exceptZero' }),
  ),
);

/** "15%" / "15 %". */
function percent(share: number, locale: Locale): string {
  return percentFormat(locale).format(share);
}

/** "+4.1%", "−9%": one decimal below 10 %, a true minus sign. */
export function signedPercent(change: number, locale: Locale = 'en'): string {
  const [whole, tenth] = signedFormat(locale);
  const format = Math.abs(change) < 0.1 ? tenth : whole;
  return (format ?? percentFormat(locale)).format(change).replace('-', '−');
}

/** What a rating means against the expected price. */
export function ratingMeaning(say: PriceRatingStrings, rating: PriceRating): string {
  const share = 1 - PRICE_MODEL.great;
  return fill(say[`price.meaning.${rating}`], { percent: percent(share, say.locale) });
}

/**
 * The group's name in a sentence: "Volkswagen Golf listings", "Volkswagen
 * hatchbacks", "all hatchbacks". `name` is the database's: "make model",
 * "make body", "body" or "make", body types as stored. English names the body
 * type as stored, in lower case as the sentence reads; other languages by
 * their label.
 */
export function basisText(say: PriceRatingStrings, basis: PriceBasis, name: string): string {
  const space = name.lastIndexOf(' ');
  const make = basis === 'make_body' ? name.slice(0, Math.max(0, space)) : name;
  const stored = basis === 'make_body' ? name.slice(space + 1) : name;
  const label = (say as Partial<Record<string, string>>)[`body.${stored}`];
  const body = say.locale === 'en' || label === undefined ? stored : label;
  return fill(say[`price.basis.${basis}`], { name, make, body });
}

/** Why a listing has no rating: the evidence found against the minimum. */
export function notEnoughText(say: PriceRatingStrings, listings: number, sellers: number): string {
  return fill(say['price.notEnoughText'], {
    listings: countText(say, 'price.comparables', listings),
    sellers: countText(say, 'price.otherSellers', sellers),
    min: formatNumber(PRICE_MODEL.minListings, say.locale),
    minSellers: formatNumber(PRICE_MODEL.minSellers, say.locale),
  });
}

/** The method in plain words; with a rated listing's group and adjustments, its own figures. */
export function methodText(
  say: PriceRatingStrings,
  rated?: { basis: PriceBasis; basisName: string; adjustments: PriceAdjustments },
): string[] {
  const { locale } = say;
  const sentences = [fill(say['price.method.how'], { days: formatNumber(PRICE_MODEL.soldWithinDays, locale) })];
  if (rated) {
    const { adjustments } = rated;
    sentences.push(
      fill(say['price.method.rated'], {
        basis: basisText(say, rated.basis, rated.basisName),
        perYear: signedPercent(adjustments.perYear, locale),
        distance: formatMileage(10_000, locale),
        perDistance: signedPercent(adjustments.per10000Km, locale),
        powerShare: percent(0.1, locale),
        perPower: signedPercent(adjustments.per10PercentPower, locale),
        perFeature: signedPercent(adjustments.perFeature, locale),
      }),
    );
  }
  sentences.push(
    fill(say['price.method.rules'], {
      perSeller: formatNumber(PRICE_MODEL.perSeller, locale),
      low: percent(PRICE_MODEL.good, locale),
      high: percent(PRICE_MODEL.fairUpTo, locale),
    }),
    fill(say['price.method.minimum'], {
      min: formatNumber(PRICE_MODEL.minListings, locale),
      minSellers: formatNumber(PRICE_MODEL.minSellers, locale),
    }),
  );
  return sentences;
}

/** "€9,500 – €10,800". */
export function rangeText(low: number, high: number, locale: Locale = 'en'): string {
  return `${formatPrice(low, locale)} – ${formatPrice(high, locale)}`;
}
