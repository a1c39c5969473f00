import { describe, expect, it } from 'vitest';
import { listingSpecs, memberSinceText } from './listingSpecs';
import { SAMPLE_VEHICLES } from './sampleVehicles';
import { pick } from '../../i18n';
import { SPEC_KEYS } from './cardStrings';

const say = pick('en', SPEC_KEYS);

const tesla = SAMPLE_VEHICLES[0];
if (!tesla) throw new Error('no sample vehicle');

describe('listingSpecs', () => {
  it('lists a car in the page order with units and the listing date', () => {
    expect(listingSpecs(tesla, say)).toEqual([
      ['Make', 'Tesla'],
      ['Model', 'Model 3'],
      ['Year', '2021'],
      ['Mileage', '41,500 km'],
      ['Fuel', 'Electric'],
      ['Transmission', 'Automatic'],
      ['Power', '351 hp'],
      ['Engine size', '—'],
      ['Color', 'White'],
      ['Type', 'Car'],
      ['Body type', 'Saloon'],
      ['Listed', '18 November 2026'],
    ]);
  });

  it('marks what the seller did not state with a dash', () => {
    const specs = new Map(
      listingSpecs({ ...tesla, type: 'scooter', power: null, bodyType: null, engineSize: 125 }, say),
    );
    expect(specs.get('Power')).toBe('—');
    expect(specs.get('Body type')).toBe('—');
    expect(specs.get('Engine size')).toBe('125 cc');
    expect(specs.get('Type')).toBe('Scooter');
  });
});

describe('memberSinceText', () => {
  it('names the month and year', () => {
    expect(memberSinceText('2018-09-10T09:00:00+00:00', say)).toBe('Member since September 2018');
  });
});

describe('listingSpecs in German', () => {
  it('says the facts as German buyers read them', () => {
    const specs = new Map(listingSpecs(tesla, pick('de', SPEC_KEYS)));
    expect(specs.get('Kilometerstand')).toBe('41.500 km');
    expect(specs.get('Kraftstoff')).toBe('Elektro');
    expect(specs.get('Getriebe')).toBe('Automatik');
    expect(specs.get('Leistung')).toBe('351 PS');
    expect(specs.get('Karosserieform')).toBe('Limousine');
    expect(specs.get('Inseriert am')).toBe('18. November 2026');
  });
});
