import { describe, expect, it } from 'vitest';
import { listingSpecs, memberSinceText } from './listingSpecs';
import { SAMPLE_VEHICLES } from './sampleVehicles';

const tesla = SAMPLE_VEHICLES[0];
if (!tesla) throw new Error('no sample vehicle');

describe('listingSpecs', () => {
  it('lists a car in the page order with units and the listing date', () => {
    expect(listingSpecs(tesla)).toEqual([
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
    const specs = new Map(listingSpecs({ ...tesla, type: 'scooter', power: null, bodyType: null, engineSize: 125 }));
    expect(specs.get('Power')).toBe('—');
    expect(specs.get('Body type')).toBe('—');
    expect(specs.get('Engine size')).toBe('125 cc');
    expect(specs.get('Type')).toBe('Scooter');
  });
});

describe('memberSinceText', () => {
  it('names the month and year', () => {
    expect(memberSinceText('2018-09-10T09:00:00+00:00')).toBe('Member since September 2018');
  });
});
