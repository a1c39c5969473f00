import { describe, expect, it } from 'vitest';
import { defaultFilters, type VehicleFilters } from './filters.ts';
import {
  listingConditions,
  listingOrder,
  pageCount,
  pageRange,
  pageWindow,
  searchWords,
  sortAndPageFromQuery,
} from './listingQuery.ts';

const YEAR = 2026;
const car = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('listingConditions', () => {
  it('asks only for active listings of the type when nothing is set', () => {
    expect(listingConditions(car(), YEAR)).toEqual([
      { op: 'eq', column: 'status', value: 'active' },
      { op: 'eq', column: 'type', value: 'car' },
    ]);
    expect(listingConditions(defaultFilters('all', YEAR), YEAR)).toEqual([
      { op: 'eq', column: 'status', value: 'active' },
    ]);
  });

  it('maps every filter to its column', () => {
    const conditions = listingConditions(
      car({
        make: 'Audi',
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
      }),
      YEAR,
    );
    expect(conditions).toEqual([
      { op: 'eq', column: 'status', value: 'active' },
      { op: 'eq', column: 'type', value: 'car' },
      { op: 'eq', column: 'make', value: 'Audi' },
      { op: 'gte', column: 'price', value: 5_000 },
      { op: 'lte', column: 'price', value: 30_000 },
      { op: 'gte', column: 'year', value: 2015 },
      { op: 'lte', column: 'year', value: YEAR },
      { op: 'eq', column: 'fuel_type', value: 'Diesel' },
      { op: 'eq', column: 'transmission', value: 'Automatic' },
      { op: 'lte', column: 'mileage', value: 100_000 },
      { op: 'gte', column: 'engine_size', value: 1_800 },
      { op: 'lte', column: 'engine_size', value: 2_200 },
      { op: 'eq', column: 'color', value: 'Black' },
      { op: 'contains', column: 'features', value: ['Navigation', 'Tow Bar'] },
    ]);
  });

  it('requires every word of the term, by full text or partial make, model or title', () => {
    const conditions = listingConditions(car({ searchTerm: 'golf tsi' }), YEAR).filter((c) => c.op === 'or');
    expect(conditions).toEqual([
      { op: 'or', value: 'fts.wfts(simple_unaccent).golf,make.ilike.*golf*,model.ilike.*golf*,title.ilike.*golf*' },
      { op: 'or', value: 'fts.wfts(simple_unaccent).tsi,make.ilike.*tsi*,model.ilike.*tsi*,title.ilike.*tsi*' },
    ]);
  });

  it('drops the car-only engine size on other types', () => {
    const scooter = { ...defaultFilters('scooter', YEAR), engineSizeMin: 50 };
    expect(listingConditions(scooter, YEAR).some((c) => 'column' in c && c.column === 'engine_size')).toBe(false);
  });
});

describe('searchWords', () => {
  it('strips characters that would change the query grammar', () => {
    expect(searchWords('  a4,avant (2.0) "tdi"*  ')).toEqual(['a4', 'avant', '2', '0', 'tdi']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('order and pages', () => {
  it('sorts by the chosen column with stable tie-breakers', () => {
    expect(listingOrder('newest')).toEqual([
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ]);
    expect(listingOrder('price-asc')).toEqual([
      { column: 'price', ascending: true },
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ]);
  });

  it('turns a page number into a row range and a total into a page count', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: 23 });
    expect(pageRange(3)).toEqual({ from: 48, to: 71 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });

  it('reads sort and page from the URL, ignoring nonsense', () => {
    expect(sortAndPageFromQuery(new URLSearchParams('sort=price-desc&page=3'))).toEqual({
      sort: 'price-desc',
      page: 3,
    });
    expect(sortAndPageFromQuery(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({ sort: 'newest', page: 1 });
    expect(sortAndPageFromQuery(new URLSearchParams('page=abc'))).toEqual({ sort: 'newest', page: 1 });
  });
});

describe('pageWindow', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 6)).toEqual([1, 2, null, 6]);
    expect(pageWindow(4, 8)).toEqual([1, null, 3, 4, 5, null, 8]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
