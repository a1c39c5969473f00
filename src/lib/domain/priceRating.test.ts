import { describe, expect, it } from 'vitest';
import { ClosedSets } from '../database.types';
import { GOOD_OR_BETTER, PRICE_RATING_LABELS, methodText, rangeText, ratingMeaning } from './priceRating';

describe('price rating wording', () => {
  it('has a label and a meaning for every rating the database gives', () => {
    for (const rating of ClosedSets.vehicles.price_rating) {
      expect(PRICE_RATING_LABELS[rating]).toMatch(/ price$/);
      expect(ratingMeaning(rating)).not.toBe('');
    }
  });

  it('explains the thresholds the database applies', () => {
    expect(ratingMeaning('great')).toBe('At least 15% below the expected price.');
    expect(ratingMeaning('good')).toBe('Below the expected range, by up to 15% of the expected price.');
    const method = methodText().join(' ');
    expect(method).toContain('within 2 years');
    expect(method).toContain('at most 3 from any one seller');
    expect(method).toContain('8% of its value per year of age and 4% per 10,000 km');
    expect(method).toContain('from 95% to 108%');
    expect(method).toContain('fewer than 5 comparable listings');
  });

  it('counts great and good as a good price or better', () => {
    expect(GOOD_OR_BETTER).toEqual(['great', 'good']);
  });

  it('writes a range in euros', () => {
    expect(rangeText(9_500, 10_800)).toBe('€9,500 – €10,800');
  });
});
