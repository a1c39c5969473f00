import { describe, expect, it } from 'vitest';
import { clearedFilters, filterChips } from './filterChips.ts';
import { defaultFilters, type VehicleFilters } from './filters.ts';

const YEAR = 2026;
const scooters = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('scooter', YEAR),
  ...overrides,
});

describe('filterChips', () => {
  it('shows no chip for the defaults', () => {
    expect(filterChips(scooters(), YEAR)).toEqual([]);
  });

  it('names each active filter, in the order of the form', () => {
    const chips = filterChips(
      scooters({
        searchTerm: 'primavera',
        make: 'Vespa',
        model: 'Primavera 125',
        minPrice: 2_000,
        maxPrice: 100_000,
        minYear: 1980,
        maxYear: 2020,
        fuelType: 'Petrol',
        mileageMax: 10_000,
        color: 'Red',
        features: ['ABS', 'Top Box'],
        licence: 'A1',
      }),
      YEAR,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '“primavera”',
      'Vespa',
      'Primavera 125',
      '€2,000 – €100,000+',
      '1980 or older – 2020',
      'Petrol',
      'Up to 10,000 km',
      'Red',
      'Licence A1',
      'ABS',
      'Top Box',
    ]);
  });

  it('removes one filter and what depends on it', () => {
    const f = scooters({ make: 'Vespa', model: 'GTS 300', features: ['ABS', 'Alarm'], minPrice: 3_000 });
    const [make, model, price, abs] = filterChips(f, YEAR);
    expect(make?.without).toMatchObject({ make: null, model: null, features: ['ABS', 'Alarm'] });
    expect(model?.without).toMatchObject({ make: 'Vespa', model: null });
    expect(price?.without).toMatchObject({ minPrice: 0, maxPrice: 50_000 });
    expect(abs?.without.features).toEqual(['Alarm']);
  });

  it('Clear all keeps only the type and the default ranges', () => {
    expect(clearedFilters(scooters({ make: 'Vespa', searchTerm: 'gts', licence: 'A2' }), YEAR)).toEqual(scooters());
  });
});
