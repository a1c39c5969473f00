import { describe, expect, it } from 'vitest';
import { defaultFilters, type VehicleFilters } from './filters.ts';
import {
  listingConditions,
  listingOrder,
  pageCount,
  pageRange,
  restFilters,
  restOrder,
  samePage,
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
  it('asks for active listings of the type within the default ranges the sliders show', () => {
    const defaultRanges = [
      { op: 'lte', column: 'price', value: 50_000 },
      { op: 'gte', column: 'year', value: 2000 },
    ];
    expect(listingConditions(car(), YEAR)).toEqual([
      { op: 'eq', column: 'status', value: 'active' },
      { op: 'eq', column: 'type', value: 'car' },
      ...defaultRanges,
    ]);
    expect(listingConditions(defaultFilters('all', YEAR), YEAR)).toEqual([
      { op: 'eq', column: 'status', value: 'active' },
      ...defaultRanges,
    ]);
  });

  it("leaves the sliders' outer ends open: €100,000 and above, 1980 and older, this year and newer", () => {
    const open = listingConditions(car({ minPrice: 0, maxPrice: 100_000, minYear: 1980, maxYear: YEAR }), YEAR);
    expect(open.filter((c) => 'column' in c && (c.column === 'price' || c.column === 'year'))).toEqual([]);
    const narrow = listingConditions(
      car({ minPrice: 1_000, maxPrice: 99_000, minYear: 1981, maxYear: YEAR - 1 }),
      YEAR,
    );
    expect(narrow.filter((c) => 'column' in c && (c.column === 'price' || c.column === 'year'))).toEqual([
      { op: 'gte', column: 'price', value: 1_000 },
      { op: 'lte', column: 'price', value: 99_000 },
      { op: 'gte', column: 'year', value: 1981 },
      { op: 'lte', column: 'year', value: YEAR - 1 },
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
      { op: 'eq', column: 'fuel_type', value: 'Diesel' },
      { op: 'eq', column: 'transmission', value: 'Automatic' },
      { op: 'lte', column: 'mileage', value: 100_000 },
      { op: 'gte', column: 'engine_size', value: 1_800 },
      { op: 'lte', column: 'engine_size', value: 2_200 },
      { op: 'eq', column: 'color', value: 'Black' },
      { op: 'contains', column: 'features', value: ['Navigation', 'Tow Bar'] },
    ]);
  });

  it('requires every word of the term', () => {
    const conditions = listingConditions(car({ searchTerm: 'golf tsi' }), YEAR).filter((c) => c.op === 'word');
    expect(conditions).toEqual([
      { op: 'word', value: 'golf' },
      { op: 'word', value: 'tsi' },
    ]);
  });

  it('drops the car-only engine size on other types', () => {
    const scooter = { ...defaultFilters('scooter', YEAR), engineSizeMin: 50 };
    expect(listingConditions(scooter, YEAR).some((c) => 'column' in c && c.column === 'engine_size')).toBe(false);
  });
});

describe('searchWords', () => {
  it.each([
    ['  a4,avant (2.0) "tdi"*  ', ['a4', 'avant', '2', '0', 'tdi']],
    ['{golf}', ['golf']],
    ['golf{,}[a]', ['golf', 'a']],
    ['%_\\:;|&!<>=~^$#@/?+', []],
    ['Škoda Citroën', ['Škoda', 'Citroën']],
    ['', []],
  ])('splits %j into words of letters and digits only', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
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

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats the prototype key %s as an unknown sort',
    (sort) => {
      expect(sortAndPageFromQuery(new URLSearchParams({ sort }))).toEqual({ sort: 'newest', page: 1 });
    },
  );
});

describe('requests without supabase-js', () => {
  it('writes an unfiltered listing as PostgREST parameters', () => {
    expect(restFilters(listingConditions(car(), YEAR))).toEqual([
      ['status', 'eq.active'],
      ['type', 'eq.car'],
      ['price', 'lte.50000'],
      ['year', 'gte.2000'],
    ]);
    expect(restOrder(listingOrder('newest'))).toBe('created_at.desc,id.asc');
  });

  it('refuses conditions it cannot write rather than dropping them', () => {
    expect(() => restFilters(listingConditions(car({ searchTerm: 'golf' })))).toThrow(/word is not supported/);
  });

  it('tells a changed page from the same one', () => {
    const page = { vehicles: [{ id: 'a', price: 1 }], total: 10 };
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 10 })).toBe(true);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 11 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 2 }], total: 10 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'b', price: 1 }], total: 10 })).toBe(false);
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
