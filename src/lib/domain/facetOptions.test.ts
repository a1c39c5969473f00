import { describe, expect, it } from 'vitest';
import { facetOptions } from './facetOptions.ts';
import { facetCountsSchema } from './searchFiltersSchema.ts';

const counts = facetCountsSchema.parse({
  total: 1234,
  type: {},
  make: {},
  model: {},
  fuelType: { Diesel: 1200, Petrol: 34 },
  transmission: {},
  color: {},
  licence: {},
  mileageMax: { '5000': 0, '10000': 3 },
  features: {},
  bodyType: {},
  toggles: {},
});

describe('facetOptions', () => {
  it('labels each option with its count and disables those that give nothing, unless chosen', () => {
    expect(facetOptions(['Diesel', 'Petrol', 'Electric'], 'fuelType', counts, null)).toEqual([
      { value: 'Diesel', label: 'Diesel (1,200)' },
      { value: 'Petrol', label: 'Petrol (34)' },
      { value: 'Electric', label: 'Electric (0)', disabled: true },
    ]);
    expect(facetOptions(['Electric'], 'fuelType', counts, 'Electric')).toEqual([
      { value: 'Electric', label: 'Electric (0)' },
    ]);
  });

  it('keeps plain labels until the counts arrive, and uses a field’s own wording', () => {
    expect(facetOptions(['Diesel'], 'fuelType', null, null)).toEqual([{ value: 'Diesel', label: 'Diesel' }]);
    expect(facetOptions(['5000', '10000'], 'mileageMax', counts, null, (km) => `Up to ${km} km`)).toEqual([
      { value: '5000', label: 'Up to 5000 km (0)', disabled: true },
      { value: '10000', label: 'Up to 10000 km (3)' },
    ]);
  });
});
