import { describe, expect, it } from 'vitest';
import { ClosedSets } from '../database.types';
import {
  GOOD_OR_BETTER,
  PRICE_RATING_LABELS,
  basisText,
  methodText,
  notEnoughText,
  rangeText,
  ratingMeaning,
} from './priceRating';

describe('price rating wording', () => {
  it('has a label and a meaning for every rating the database gives', () => {
    for (const rating of ClosedSets.vehicles.price_rating) {
      expect(PRICE_RATING_LABELS[rating]).toMatch(/ price$/);
      expect(ratingMeaning(rating)).not.toBe('');
    }
  });

  it('explains the thresholds and the minimum of evidence the database applies', () => {
    expect(ratingMeaning('great')).toBe('At least 15% below the expected price.');
    expect(ratingMeaning('good')).toBe('Below the expected range, by up to 15% of the expected price.');
    const method = methodText().join(' ');
    expect(method).toContain('same make and model');
    expect(method).toContain('age, mileage, power and equipment');
    expect(method).toContain('sold in the last 90 days');
    expect(method).toContain('no seller counts for more than 3 listings');
    expect(method).toContain('from 95% to 108%');
    expect(method).toContain('fewer than 5 comparable listings from 3 other sellers');
  });

  it('states a rated listing’s own group and adjustments', () => {
    const method = methodText({
      basis: 'model',
      basisName: 'Volkswagen Golf',
      adjustments: { perYear: -0.0912, per10000Km: -0.031, per10PercentPower: 0.052, perFeature: 0.004 },
    }).join(' ');
    expect(method).toContain(
      'This rating rests on Volkswagen Golf listings: there, each year of age changes the price by −9.1%, each 10,000 km by −3.1%, 10% more power by +5.2% and each listed feature by +0.4%.',
    );
  });

  it('names each group a rating can rest on', () => {
    expect(basisText('model', 'Volkswagen Golf')).toBe('Volkswagen Golf listings');
    expect(basisText('make_body', 'Volkswagen hatchback')).toBe('Volkswagen hatchbacks');
    expect(basisText('body', 'hatchback')).toBe('all hatchbacks');
    expect(basisText('make', 'Vespa')).toBe('all Vespa vehicles');
  });

  it('says why there is no rating', () => {
    expect(notEnoughText(2, 1)).toBe(
      "We found 2 comparable listings of this model from 1 other seller, and too few similar vehicles of the same make or body type. We need at least 5 from 3 other sellers to rate a price, so we don't guess.",
    );
  });

  it('counts great and good as a good price or better', () => {
    expect(GOOD_OR_BETTER).toEqual(['great', 'good']);
  });

  it('writes a range in euros', () => {
    expect(rangeText(9_500, 10_800)).toBe('€9,500 – €10,800');
  });
});
