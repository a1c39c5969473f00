import { describe, expect, it } from 'vitest';
import { SPECS, defaultFilters, rangeSteps, type VehicleFilters } from './filters.ts';
import { countOf } from './facetOptions.ts';
import type { RangeFilter } from './filterSpec.ts';
import { isFacetCounts, stepCount, toSearchFilters } from './searchFilters.ts';
import { facetCountsSchema, searchFiltersSchema } from './searchFiltersSchema.ts';

const YEAR = 2026;
const car = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('toSearchFilters', () => {
  it('asks for the type within the default ranges the sliders show', () => {
    expect(toSearchFilters(car(), YEAR)).toEqual({ type: 'car', maxPrice: 50_000, minYear: 2000 });
    expect(toSearchFilters(defaultFilters('all', YEAR), YEAR)).toEqual({ maxPrice: 50_000, minYear: 2000 });
  });

  it("leaves the sliders' outer ends open: €100,000 and above, 1980 and older, this year and newer", () => {
    expect(toSearchFilters(car({ minPrice: 0, maxPrice: 100_000, minYear: 1980, maxYear: YEAR }), YEAR)).toEqual({
      type: 'car',
    });
    expect(toSearchFilters(car({ minPrice: 1_000, maxPrice: 99_000, minYear: 1981, maxYear: YEAR - 1 }), YEAR)).toEqual(
      { type: 'car', minPrice: 1_000, maxPrice: 99_000, minYear: 1981, maxYear: YEAR - 1 },
    );
  });

  it('carries every active filter under its key', () => {
    expect(
      toSearchFilters(
        car({
          make: 'Audi',
          model: 'A4 Avant',
          minPrice: 5_000,
          maxPrice: 30_000,
          minYear: 2015,
          fuelType: 'Diesel',
          transmission: 'Automatic',
          mileageMax: 100_000,
          engineSizeMin: 1_800,
          engineSizeMax: 2_200,
          color: 'Black',
          features: ['Navigation', 'Tow Bar'],
          searchTerm: '  quattro  ',
        }),
        YEAR,
      ),
    ).toEqual({
      type: 'car',
      make: 'Audi',
      model: 'A4 Avant',
      minPrice: 5_000,
      maxPrice: 30_000,
      minYear: 2015,
      fuelType: 'Diesel',
      transmission: 'Automatic',
      mileageMax: 100_000,
      engineSizeMin: 1_800,
      engineSizeMax: 2_200,
      color: 'Black',
      features: ['Navigation', 'Tow Bar'],
      searchTerm: 'quattro',
    });
  });

  it('drops what does not apply: a model without a make, engine size off cars, a term without words', () => {
    expect(toSearchFilters(car({ model: 'Golf', searchTerm: ' ?! ' }), YEAR)).toEqual({
      type: 'car',
      maxPrice: 50_000,
      minYear: 2000,
    });
    const scooter = { ...defaultFilters('scooter', YEAR), engineSizeMin: 50, licence: 'A1' as const };
    expect(toSearchFilters(scooter, YEAR)).toEqual({ type: 'scooter', maxPrice: 50_000, minYear: 2000, licence: 'A1' });
  });
});

describe('the contract (searchFiltersSchema, facetCountsSchema)', () => {
  it('holds for every object toSearchFilters builds', () => {
    const built = toSearchFilters(
      car({ make: 'Audi', model: 'A4', fuelType: 'Diesel', features: ['Navigation'], searchTerm: 'avant' }),
      YEAR,
    );
    expect(searchFiltersSchema.parse(built)).toEqual(built);
  });

  it('agrees with the guard the browser uses on the counts', () => {
    const answer = { total: 1, facets: { type: { car: 1 }, make: { Audi: 1 }, mileage: { '3': 1, '=3': 0 } } };
    expect(isFacetCounts(answer)).toBe(true);
    expect(facetCountsSchema.safeParse(answer).success).toBe(true);
    const bad = { ...answer, facets: { make: { Audi: -1 } } };
    expect(isFacetCounts(bad)).toBe(false);
    expect(facetCountsSchema.safeParse(bad).success).toBe(false);
    expect(isFacetCounts({ total: 1 })).toBe(false);
    expect(facetCountsSchema.safeParse({ total: 1 }).success).toBe(false);
  });

  it('refuses unknown keys and values the database would refuse', () => {
    expect(searchFiltersSchema.safeParse({ colour: 'Red' }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ fuelType: 'Coal' }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ minPrice: 10.5 }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ licence: 'C' }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ features: [] }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ type: 'scooter', licence: 'A2', features: ['ABS'] }).success).toBe(true);
  });
});

describe('stepCount', () => {
  const mileage = SPECS.find((spec) => spec.id === 'mileage') as RangeFilter;
  const seats = SPECS.find((spec) => spec.id === 'seats') as RangeFilter;
  // Mileage buckets of 5,000 km: 3 listings under 5,000, 2 from 5,000 (one exactly), 4 from 10,000 (one exactly).
  const counts = {
    total: 9,
    facets: { mileage: { '0': 3, '1': 2, '=1': 1, '2': 4, '=2': 1 }, seats: { '2': 1, '5': 6, '7': 2 } },
  };

  it('counts "at most" as the buckets below the step and the values exactly on it', () => {
    expect(stepCount(mileage, counts, 'max', 5_000)).toBe(4);
    expect(stepCount(mileage, counts, 'max', 10_000)).toBe(6);
    expect(stepCount(mileage, counts, 'max', 15_000)).toBe(9);
  });

  it('counts "at least" as the step\'s bucket and those above, and whole-number buckets exactly', () => {
    expect(stepCount(mileage, counts, 'min', 5_000)).toBe(6);
    expect(stepCount(seats, counts, 'min', 5)).toBe(8);
    expect(stepCount(seats, counts, 'max', 5)).toBe(7);
  });

  it('is asked only at steps on the bucket grid', () => {
    for (const spec of SPECS) {
      if (spec.kind !== 'range') continue;
      for (const step of rangeSteps(spec, YEAR)) expect(step % spec.bucket, `${spec.id} ${String(step)}`).toBe(0);
    }
  });
});

describe('countOf', () => {
  const counts = facetCountsSchema.parse({ total: 3, facets: { type: { car: 3 }, make: { Audi: 2, BMW: 1 } } });

  it('reads an option, 0 when the database listed none, and null before counts arrive', () => {
    expect(countOf(counts, 'make', 'Audi')).toBe(2);
    expect(countOf(counts, 'make', 'Tesla')).toBe(0);
    expect(countOf(null, 'make', 'Audi')).toBeNull();
  });
});
