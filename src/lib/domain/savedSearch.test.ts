import { describe, expect, it } from 'vitest';
import { ClosedSets, ClosedSetsByType } from '../data/database.types.ts';
import { defaultFilters, type VehicleFilters } from './filters.ts';
import {
  SAVED_SEARCH_NAME_MAX,
  newMatchesText,
  saveSearchSchema,
  savedSearchColumns,
  savedSearchFilters,
  savedSearchHref,
  savedSearchRow,
  searchSummary,
  suggestSearchName,
} from './savedSearch.ts';

const YEAR = 2026;
const car = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('savedSearchColumns', () => {
  it('keeps the default ranges the results honour: up to €50,000, from 2000', () => {
    expect(savedSearchColumns(defaultFilters('all', YEAR), YEAR)).toEqual({
      max_price: 50_000,
      min_year: 2000,
      features: [],
      words: [],
    });
  });

  it.each<[string, Partial<VehicleFilters>, Record<string, unknown>]>([
    ['type', {}, { type: 'car' }],
    ['make', { make: 'Volkswagen' }, { make: 'Volkswagen' }],
    ['model of the make', { make: 'Volkswagen', model: 'Golf' }, { make: 'Volkswagen', model: 'Golf' }],
    ['no model without a make', { model: 'Golf' }, { model: undefined }],
    ['licence', { licence: 'B' }, { licence: 'B' }],
    ['open price ends', { minPrice: 0, maxPrice: 100_000 }, { min_price: undefined, max_price: undefined }],
    ['a price range', { minPrice: 5_000, maxPrice: 15_000 }, { min_price: 5_000, max_price: 15_000 }],
    ['open year ends', { minYear: 1980, maxYear: YEAR }, { min_year: undefined, max_year: undefined }],
    ['a year range', { minYear: 2012, maxYear: 2018 }, { min_year: 2012, max_year: 2018 }],
    [
      'fuel and gearbox',
      { fuelType: 'Diesel', transmission: 'Manual' },
      { fuel_type: 'Diesel', transmission: 'Manual' },
    ],
    ['mileage', { mileageMax: 100_000 }, { max_mileage: 100_000 }],
    ['engine size', { engineSizeMin: 1_200, engineSizeMax: 2_000 }, { min_engine_size: 1_200, max_engine_size: 2_000 }],
    ['colour', { color: 'Black' }, { color: 'Black' }],
    ['features', { features: ['Navigation', 'Tow Bar'] }, { features: ['Navigation', 'Tow Bar'] }],
    ['search words', { searchTerm: 'golf, "gti"*' }, { words: ['golf', 'gti'] }],
  ])('holds the %s', (_, filters, expected) => {
    const columns: Record<string, unknown> = savedSearchColumns(car(filters), YEAR);
    for (const [column, value] of Object.entries(expected)) expect(columns[column]).toEqual(value);
  });

  it('drops the engine size outside cars, as the search does', () => {
    const columns = savedSearchColumns({ ...defaultFilters('all', YEAR), engineSizeMin: 1000 }, YEAR);
    expect(columns.min_engine_size).toBeUndefined();
  });
});

describe('savedSearchRow and its link', () => {
  it('stores the query string the page writes and opens the same search again', () => {
    const filters = car({ make: 'BMW', fuelType: 'Diesel', maxPrice: 20_000, searchTerm: 'touring' });
    const row = savedSearchRow(filters, '  BMW estates  ', YEAR);
    expect(row.name).toBe('BMW estates');
    expect(row.query).toBe('q=touring&make=BMW&minPrice=0&maxPrice=20000&fuel=Diesel');
    expect(savedSearchHref(row.type ?? null, row.query)).toBe(
      '/vehicles/cars?q=touring&make=BMW&minPrice=0&maxPrice=20000&fuel=Diesel',
    );
    expect(savedSearchFilters(row.type ?? null, row.query, YEAR)).toEqual(filters);
  });

  it('sends a search of every type to /vehicles/all', () => {
    expect(savedSearchHref(null, '')).toBe('/vehicles/all');
  });
});

describe('names and summaries', () => {
  it('suggests the filters the user set, in words', () => {
    expect(suggestSearchName(car({ make: 'Volkswagen', fuelType: 'Diesel', maxPrice: 15_000 }), YEAR)).toBe(
      'Volkswagen · Diesel · up to €15,000',
    );
    expect(suggestSearchName(car({ minYear: 2015, mileageMax: 100_000 }), YEAR)).toBe(
      'Cars · 2015 or newer · up to 100,000 km',
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
    ).toBe('Cars · “golf” · from €5,000 · up to 2,000 cc · Red');
  });

  it('counts new matches only when there are some', () => {
    expect(newMatchesText(0)).toBeNull();
    expect(newMatchesText(1_200)).toBe('1,200 new');
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

describe('closed sets', () => {
  it('allow a saved search the same values as a listing', () => {
    expect(ClosedSets.saved_searches.color).toEqual(ClosedSets.vehicles.color);
    expect(ClosedSets.saved_searches.type).toEqual(ClosedSets.vehicles.type);
    expect(ClosedSetsByType.saved_searches).toEqual({
      fuel_type: ClosedSetsByType.vehicles.fuel_type,
      transmission: ClosedSetsByType.vehicles.transmission,
    });
  });
});
