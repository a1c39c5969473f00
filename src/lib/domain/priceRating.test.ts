import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { ClosedSets } from '../database.types';
import {
  GOOD_OR_BETTER,
  PRICE_RATING_KEYS,
  basisText,
  methodText,
  notEnoughText,
  rangeText,
  ratingMeaning,
} from './priceRating';

const say = pick('en', PRICE_RATING_KEYS);
const german = pick('de', PRICE_RATING_KEYS);
const golf = {
  basis: 'model',
  basisName: 'Volkswagen Golf',
  adjustments: { perYear: -0.0912, per10000Km: -0.031, per10PercentPower: 0.052, perFeature: 0.004 },
} as const;

/** Intl writes German numbers and units with no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('price rating wording', () => {
  it('has a meaning for every rating the database gives, in each language', () => {
    for (const rating of ClosedSets.vehicles.price_rating) {
      expect(ratingMeaning(say, rating)).not.toBe('');
      expect(ratingMeaning(german, rating)).not.toBe(ratingMeaning(say, rating));
    }
  });

  it('explains the thresholds and the minimum of evidence the database applies', () => {
    expect(ratingMeaning(say, 'great')).toBe('At least 15% below the expected price.');
    expect(ratingMeaning(say, 'good')).toBe('Below the expected range, by up to 15% of the expected price.');
    const method = methodText(say).join(' ');
    expect(method).toContain('same make and model');
    expect(method).toContain('age, mileage, power and equipment');
    expect(method).toContain('sold in the last 90 days');
    expect(method).toContain('no seller counts for more than 3 listings');
    expect(method).toContain('from 95% to 108%');
    expect(method).toContain('fewer than 5 comparable listings from 3 other sellers');
  });

  it('states a rated listing’s own group and adjustments', () => {
    const method = methodText(say, golf).join(' ');
    expect(method).toContain(
      'This rating rests on Volkswagen Golf listings: there, each year of age changes the price by −9.1%, each 10,000 km by −3.1%, 10% more power by +5.2% and each listed feature by +0.4%.',
    );
  });

  it('names each group a rating can rest on', () => {
    expect(basisText(say, 'model', 'Volkswagen Golf')).toBe('Volkswagen Golf listings');
    expect(basisText(say, 'make_body', 'Volkswagen hatchback')).toBe('Volkswagen hatchbacks');
    expect(basisText(say, 'body', 'hatchback')).toBe('all hatchbacks');
    expect(basisText(say, 'make', 'Vespa')).toBe('all Vespa vehicles');
  });

  it('says why there is no rating', () => {
    expect(notEnoughText(say, 2, 1)).toBe(
      "We found 2 comparable listings of this model from 1 other seller, and too few similar vehicles of the same make or body type. We need at least 5 from 3 other sellers to rate a price, so we don't guess.",
    );
  });

  it('says it all in German, with German numbers and body types', () => {
    expect(plain(ratingMeaning(german, 'great'))).toBe('Mindestens 15 % unter dem erwarteten Preis.');
    expect(plain(methodText(german, golf).join(' '))).toContain(
      'Diese Bewertung beruht auf Anzeigen für Volkswagen Golf: Dort ändert jedes Jahr Alter den Preis um −9,1 %, je 10.000 km um −3,1 %, 10 % mehr Leistung um +5,2 % und jedes angegebene Extra um +0,4 %.',
    );
    expect(plain(basisText(german, 'make_body', 'Volkswagen estate'))).toBe(
      'Anzeigen für Volkswagen in der Karosserieform Kombi',
    );
    expect(plain(basisText(german, 'body', 'saloon'))).toBe('allen Anzeigen der Karosserieform Limousine');
    expect(plain(notEnoughText(german, 1, 1))).toMatch(
      /^Wir haben 1 vergleichbaren Anzeige dieses Modells von 1 anderen Verkäufer gefunden/,
    );
  });

  it('counts great and good as a good price or better', () => {
    expect(GOOD_OR_BETTER).toEqual(['great', 'good']);
  });

  it('writes a range in euros', () => {
    expect(rangeText(9_500, 10_800)).toBe('€9,500 – €10,800');
  });
});
