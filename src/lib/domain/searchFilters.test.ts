import { describe, expect, it } from 'vitest';
import { defaultFilters, type VehicleFilters } from './filters.ts';
import { countOf } from './facetOptions.ts';
import { isFacetCounts, toSearchFilters } from './searchFilters.ts';
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
    const answer = {
      total: 1,
      type: {},
      make: { Audi: 1 },
      model: {},
      fuelType: {},
      transmission: {},
      color: {},
      licence: {},
      mileageMax: {},
      features: {},
      bodyType: {},
      toggles: {},
    };
    expect(isFacetCounts(answer)).toBe(facetCountsSchema.safeParse(answer).success);
    const bad = { ...answer, make: { Audi: -1 } };
    expect(isFacetCounts(bad)).toBe(false);
    expect(facetCountsSchema.safeParse(bad).success).toBe(false);
    expect(isFacetCounts({ ...answer, features: undefined })).toBe(false);
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

describe('countOf', () => {
  const counts = facetCountsSchema.parse({
    total: 3,
    type: { car: 3 },
    make: { Audi: 2, BMW: 1 },
    model: {},
    fuelType: {},
    transmission: {},
    color: {},
    licence: {},
    mileageMax: {},
    features: {},
    bodyType: {},
    toggles: {},
  });

  it('reads an option, 0 when the database listed none, and null before counts arrive', () => {
    expect(countOf(counts, 'make', 'Audi')).toBe(2);
    expect(countOf(counts, 'make', 'Tesla')).toBe(0);
    expect(countOf(null, 'make', 'Audi')).toBeNull();
  });
});
