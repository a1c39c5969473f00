/**
 * How a price rating reads. The model itself lives once, in the database
 * (supabase/schemas/32_price_rating.sql; the method and its measured
 * accuracy: docs/price-rating.md); these are its parameters as the page
 * explains them, and the words for each rating and for the evidence.
 */
import type { Locale } from '../../i18n/locale.ts';
import type { Tables } from '../database.types.ts';
import { formatPrice, pluralize } from './format.ts';

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

export const PRICE_RATING_LABELS: Record<PriceRating, string> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
};

export const NOT_ENOUGH_COMPARABLES = 'Not enough comparable listings';

/** "Good price or better", the filter the listing search offers. */
export const GOOD_OR_BETTER: readonly PriceRating[] = ['great', 'good'];

function percent(share: number): string {
  return `${String(Math.round(share * 100))}%`;
}

/** "+4.1%", "−9%": one decimal below 10 %. */
function signedPercent(change: number): string {
  const value = Math.abs(change * 100);
  const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  if (text === '0') return '0%';
  return `${change < 0 ? '−' : '+'}${text}%`;
}

/** What a rating means against the expected price. */
export function ratingMeaning(rating: PriceRating): string {
  switch (rating) {
    case 'great':
      return `At least ${percent(1 - PRICE_MODEL.great)} below the expected price.`;
    case 'good':
      return `Below the expected range, by up to ${percent(1 - PRICE_MODEL.great)} of the expected price.`;
    case 'fair':
      return 'Within the expected range.';
    case 'high':
      return 'Above the expected range.';
  }
}

/** The group's name in a sentence: "Volkswagen Golf listings", "Volkswagen hatchbacks", "all hatchbacks". */
export function basisText(basis: PriceBasis, name: string): string {
  switch (basis) {
    case 'model':
      return `${name} listings`;
    case 'make_body':
      return `${name}s`;
    case 'body':
      return `all ${name}s`;
    case 'make':
      return `all ${name} vehicles`;
  }
}

/** Why a listing has no rating: the evidence found against the minimum. */
export function notEnoughText(listings: number, sellers: number): string {
  return `We found ${pluralize(listings, 'comparable listing')} of this model from ${pluralize(sellers, 'other seller')}, and too few similar vehicles of the same make or body type. We need at least ${String(PRICE_MODEL.minListings)} from ${String(PRICE_MODEL.minSellers)} other sellers to rate a price, so we don't guess.`;
}

/** The method in plain words; with a rated listing's group and adjustments, its own figures. */
export function methodText(rated?: { basis: PriceBasis; basisName: string; adjustments: PriceAdjustments }): string[] {
  const sentences = [
    `We estimate the expected price from other sellers' listings of the same make and model that are for sale now or sold in the last ${String(PRICE_MODEL.soldWithinDays)} days, fitting how their prices change with age, mileage, power and equipment (the number of listed features). Where a model has too few listings we use similar vehicles instead: the same make and body type, then the body type, then the make, shifted by how this model's own listings compare.`,
  ];
  if (rated) {
    const { adjustments } = rated;
    sentences.push(
      `This rating rests on ${basisText(rated.basis, rated.basisName)}: there, each year of age changes the price by ${signedPercent(adjustments.perYear)}, each 10,000 km by ${signedPercent(adjustments.per10000Km)}, 10% more power by ${signedPercent(adjustments.per10PercentPower)} and each listed feature by ${signedPercent(adjustments.perFeature)}.`,
    );
  }
  sentences.push(
    `The seller's own listings never count, and no seller counts for more than ${String(PRICE_MODEL.perSeller)} listings. The expected range runs from ${percent(PRICE_MODEL.good)} to ${percent(PRICE_MODEL.fairUpTo)} of the expected price.`,
    `With fewer than ${String(PRICE_MODEL.minListings)} comparable listings from ${String(PRICE_MODEL.minSellers)} other sellers we give no rating.`,
  );
  return sentences;
}

/** "€9,500 – €10,800". */
export function rangeText(low: number, high: number, locale: Locale = 'en'): string {
  return `${formatPrice(low, locale)} – ${formatPrice(high, locale)}`;
}
