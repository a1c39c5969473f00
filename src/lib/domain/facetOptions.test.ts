import { describe, expect, it } from 'vitest';
import { facetOptions } from './facetOptions.ts';
import { facetCountsSchema } from './searchFiltersSchema.ts';

const counts = facetCountsSchema.parse({
  total: 1234,
  facets: { fuelType: { Diesel: 1200, Petrol: 34 }, doors: { '2/3': 0, '4/5': 3 } },
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
    expect(facetOptions(['2/3', '4/5'], 'doors', counts, null, (doors) => `${doors} doors`)).toEqual([
      { value: '2/3', label: '2/3 doors (0)', disabled: true },
      { value: '4/5', label: '4/5 doors (3)' },
    ]);
  });
});
