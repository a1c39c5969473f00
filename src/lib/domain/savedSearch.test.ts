import { describe, expect, it } from 'vitest';
import { defaultFilters, type VehicleFilters } from './filters.ts';
import {
  SAVED_SEARCH_NAME_MAX,
  newMatchesText,
  saveSearchSchema,
  savedSearchFilters,
  savedSearchHref,
  savedSearchRow,
  searchSummary,
  suggestSearchName,
} from './savedSearch.ts';
import { pick } from '../../i18n/index.ts';

const YEAR = 2026;
const car = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('savedSearchRow', () => {
  it('stores the search as the search functions take it, the default ranges the results honour included', () => {
    expect(savedSearchRow(defaultFilters('all', YEAR), 'Everything', YEAR)).toEqual({
      name: 'Everything',
      query: '',
      filters: { maxPrice: 50_000, minYear: 2000 },
      near_label: null,
    });
  });

  it.each<[string, Partial<VehicleFilters>, Record<string, unknown>]>([
    ['type', {}, { type: 'car' }],
    ['make', { make: 'Volkswagen' }, { make: 'Volkswagen' }],
    ['model of the make', { make: 'Volkswagen', model: 'Golf' }, { make: 'Volkswagen', model: 'Golf' }],
    ['no model without a make', { model: 'Golf' }, { model: undefined }],
    ['open price ends', { minPrice: 0, maxPrice: 100_000 }, { minPrice: undefined, maxPrice: undefined }],
    ['a price range', { minPrice: 5_000, maxPrice: 15_000 }, { minPrice: 5_000, maxPrice: 15_000 }],
    ['mileage', { mileageMax: 100_000 }, { mileageMax: 100_000 }],
    ['power', { powerMin: 100, powerMax: 200 }, { powerMin: 100, powerMax: 200 }],
    ['doors and seats', { doors: ['4/5'], seatsMin: 7 }, { doors: ['4/5'], seatsMin: 7 }],
    ['seller type and photos', { sellerType: 'dealer', withPhotos: true }, { sellerType: 'dealer', withPhotos: true }],
    ['features', { features: ['Navigation', 'Tow Bar'] }, { features: ['Navigation', 'Tow Bar'] }],
    ['search term', { searchTerm: ' golf, "gti"* ' }, { searchTerm: 'golf, "gti"*' }],
  ])('holds the %s', (_, filters, expected) => {
    const stored: Record<string, unknown> = savedSearchRow(car(filters), 'A search', YEAR).filters;
    for (const [key, value] of Object.entries(expected)) expect(stored[key]).toEqual(value);
  });

  it('drops the engine size outside cars, as the search does', () => {
    const row = savedSearchRow({ ...defaultFilters('all', YEAR), engineSizeMin: 1000 }, 'All', YEAR);
    expect(row.filters.engineSizeMin).toBeUndefined();
  });
});

describe('savedSearchRow and its link', () => {
  it('stores the query string the page writes and opens the same search again', () => {
    const filters = car({ make: 'BMW', fuelType: 'Diesel', maxPrice: 20_000, searchTerm: 'touring' });
    const row = savedSearchRow(filters, '  BMW estates  ', YEAR);
    expect(row.name).toBe('BMW estates');
    expect(row.query).toBe('q=touring&make=BMW&minPrice=0&maxPrice=20000&fuel=Diesel');
    expect(row.filters.type).toBe('car');
    expect(savedSearchHref('car', row.query)).toBe(
      '/vehicles/cars?q=touring&make=BMW&minPrice=0&maxPrice=20000&fuel=Diesel',
    );
    expect(savedSearchFilters('car', row.query, YEAR)).toEqual(filters);
  });

  it('sends a search of every type to /vehicles/all', () => {
    expect(savedSearchHref(null, '')).toBe('/vehicles/all');
  });
});

describe('names and summaries', () => {
  it('suggests the filters the user set, in words', () => {
    expect(suggestSearchName(car({ make: 'Volkswagen', fuelType: 'Diesel', maxPrice: 15_000 }), YEAR)).toBe(
      'Volkswagen · €0 – €15,000 · Diesel',
    );
    expect(suggestSearchName(car({ minYear: 2015, mileageMax: 100_000 }), YEAR)).toBe(
      'Cars · 2015 – 2026 · Up to 100,000 km',
    );
    expect(suggestSearchName(defaultFilters('all', YEAR), YEAR)).toBe('All vehicles');
  });

  it('keeps a suggestion within the name’s limit, whole parts only', () => {
    const name = suggestSearchName(
      car({ make: 'Mercedes-Benz', features: ['Apple CarPlay / Android Auto', 'Full Service History', 'Sunroof'] }),
      YEAR,
    );
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name).toBe('Mercedes-Benz · Apple CarPlay / Android Auto');
  });

  it('summarises every filter for the list', () => {
    expect(
      searchSummary(
        car({ searchTerm: 'golf', minPrice: 5_000, maxPrice: 100_000, engineSizeMax: 2_000, color: 'Red' }),
        YEAR,
      ),
    ).toBe('Cars · “golf” · €5,000 – €100,000+ · Engine up to 2,000 cc · Red');
  });

  it('counts new matches only when there are some', () => {
    expect(newMatchesText(0, pick('en', ['saved.new']))).toBeNull();
    expect(newMatchesText(1_200, pick('en', ['saved.new']))).toBe('1,200 new');
    expect(newMatchesText(1_200, pick('de', ['saved.new']))).toBe('1.200 neu');
  });
});

describe('saveSearchSchema', () => {
  it.each([
    ['', 'Give this search a name'],
    ['   ', 'Give this search a name'],
    ['x'.repeat(61), 'Keep the name within 60 characters'],
  ])('refuses %j', (name, message) => {
    const result = saveSearchSchema.safeParse({ name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('trims a good name', () => {
    expect(saveSearchSchema.parse({ name: '  Diesel estates ' })).toEqual({ name: 'Diesel estates' });
  });
});
