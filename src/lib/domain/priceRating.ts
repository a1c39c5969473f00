/**
 * How a price rating reads. The model itself lives once, in the database
 * (supabase/migrations/20261124110100_price_rating.sql); these are its
 * parameters as the page explains them, and the words for each rating.
 */
import type { Tables } from '../database.types.ts';
import { formatPrice } from './format.ts';

export type PriceRating = NonNullable<Tables<'vehicles'>['price_rating']>;

/** The model's parameters, as the migration applies them (tests/integration/price-rating.test.ts pins them). */
export const PRICE_MODEL = {
  minComparables: 5,
  maxComparables: 40,
  perSeller: 3,
  yearWindow: 2,
  soldWithinDays: 90,
  yearlyLoss: 0.08,
  lossPer10000Km: 0.04,
  great: 0.85,
  good: 0.95,
  fairUpTo: 1.08,
} as const;

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

/** The method in plain words: which listings count and how prices are compared. */
export function methodText(): string[] {
  return [
    `We compare this price with other sellers' listings of the same make and model, built within ${String(PRICE_MODEL.yearWindow)} years of this one and with a similar mileage, that are for sale now or sold in the last ${String(PRICE_MODEL.soldWithinDays)} days (at most ${String(PRICE_MODEL.perSeller)} from any one seller).`,
    `Each of their prices is adjusted to this vehicle's year and mileage, assuming a vehicle loses ${percent(PRICE_MODEL.yearlyLoss)} of its value per year of age and ${percent(PRICE_MODEL.lossPer10000Km)} per 10,000 km; the expected price is the middle of the adjusted prices, and the expected range runs from ${percent(PRICE_MODEL.good)} to ${percent(PRICE_MODEL.fairUpTo)} of it.`,
    `With fewer than ${String(PRICE_MODEL.minComparables)} comparable listings we give no rating.`,
  ];
}

/** "€9,500 – €10,800". */
export function rangeText(low: number, high: number): string {
  return `${formatPrice(low)} – ${formatPrice(high)}`;
}
