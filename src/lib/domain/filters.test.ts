import { describe, expect, it } from 'vitest';
import {
  clampToStep,
  countActiveFilters,
  countListingFilters,
  defaultFilters,
  filtersFromQuery,
  filtersToQuery,
  parseFiltersQuery,
  priceBounds,
  resetFilters,
  routeForType,
  searchHref,
  typeForRoute,
  withType,
  withoutDefaultRanges,
  yearBounds,
  type VehicleFilters,
} from './filters.ts';
import { IGNORED_KEYS, ignoredNote, type IgnoredParam } from './ignoredParam.ts';
import { pick } from '../../i18n/index.ts';
import { FILTER_PANEL_KEYS } from '../../islands/search/filterKeyLists.ts';

// What the note above the results reads: the page's filter words and the notes' own (SearchFeedback).
const NOTE_KEYS = [...FILTER_PANEL_KEYS, ...IGNORED_KEYS];
const note = (ignored: IgnoredParam) => ignoredNote(ignored, pick('en', NOTE_KEYS));
const germanNote = (ignored: IgnoredParam) => ignoredNote(ignored, pick('de', NOTE_KEYS));

const YEAR = 2026;
const base = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('defaultFilters', () => {
  it('starts from the type, the price range 0–50000 and the year range 2000–current', () => {
    expect(defaultFilters('scooter', YEAR)).toMatchObject({
      type: 'scooter',
      minPrice: 0,
      maxPrice: 50_000,
      minYear: 2000,
      maxYear: YEAR,
      make: null,
      features: [],
      searchTerm: '',
    });
  });
});

describe('countActiveFilters', () => {
  it('counts nothing for the defaults, whatever the type and term', () => {
    expect(countActiveFilters(base({ searchTerm: 'golf' }), YEAR)).toBe(0);
    expect(countActiveFilters(defaultFilters('all', YEAR), YEAR)).toBe(0);
  });

  it('counts each of make, price, year, fuel, transmission, mileage, engine size, colour and features once', () => {
    const all = base({
      make: 'BMW',
      minPrice: 5_000,
      maxYear: 2020,
      fuelType: 'Diesel',
      transmission: 'Manual',
      mileageMax: 100_000,
      engineSizeMin: 1_400,
      engineSizeMax: 2_000,
      color: 'Blue',
      features: ['Navigation', 'Sunroof'],
    });
    expect(countActiveFilters(all, YEAR)).toBe(9);
  });

  it('counts a range once when either end moves', () => {
    expect(countActiveFilters(base({ maxPrice: 30_000 }), YEAR)).toBe(1);
    expect(countActiveFilters(base({ minPrice: 1_000, maxPrice: 30_000 }), YEAR)).toBe(1);
    expect(countActiveFilters(base({ minYear: 2010 }), YEAR)).toBe(1);
  });

  it('ignores an engine size left on a non-car search', () => {
    expect(countActiveFilters({ ...defaultFilters('scooter', YEAR), engineSizeMin: 100 }, YEAR)).toBe(0);
  });
});

describe('resetFilters', () => {
  it('keeps only the type and the default ranges, and the search box term', () => {
    const busy = base({ make: 'Audi', minPrice: 9_000, color: 'Red', features: ['Sunroof'], searchTerm: 'avant' });
    expect(resetFilters(busy, YEAR)).toEqual({ ...defaultFilters('car', YEAR), searchTerm: 'avant' });
    expect(countActiveFilters(resetFilters(busy, YEAR), YEAR)).toBe(0);
  });
});

describe('withType', () => {
  it('drops choices the new type does not offer', () => {
    const car = base({ make: 'BMW', transmission: 'Manual', engineSizeMin: 1_000, features: ['Sunroof'] });
    expect(withType(car, 'scooter')).toMatchObject({
      type: 'scooter',
      make: null,
      transmission: null,
      engineSizeMin: null,
      features: [],
    });
  });

  it('keeps choices both types share', () => {
    const honda = base({ make: 'Honda', fuelType: 'Petrol', transmission: 'CVT', features: ['Full Service History'] });
    expect(withType(honda, 'scooter')).toMatchObject({
      make: 'Honda',
      fuelType: 'Petrol',
      transmission: 'CVT',
      features: ['Full Service History'],
    });
  });
});

describe('listing-only filters', () => {
  it('a new type keeps the model only with its make, and drops the licence on cars', () => {
    const scooter = { ...defaultFilters('scooter', YEAR), make: 'Honda', model: 'PCX 125', licence: 'A1' as const };
    expect(withType(scooter, 'all')).toMatchObject({ make: 'Honda', model: 'PCX 125', licence: 'A1' });
    expect(withType(scooter, 'car')).toMatchObject({ make: 'Honda', model: 'PCX 125', licence: null });
    expect(withType({ ...scooter, make: 'Vespa', model: 'GTS 300' }, 'car')).toMatchObject({ make: null, model: null });
  });

  it('the listing badge counts model and licence on top of the popover filters', () => {
    const f = { ...defaultFilters('scooter', YEAR), make: 'Honda', model: 'PCX 125', licence: 'A1' as const };
    expect(countActiveFilters(f, YEAR)).toBe(1);
    expect(countListingFilters(f, YEAR)).toBe(3);
  });
});

describe('type routes', () => {
  it('maps each type to its listing route and back', () => {
    expect(routeForType('car')).toBe('/vehicles/cars');
    expect(routeForType('scooter')).toBe('/vehicles/scooters');
    expect(routeForType('all')).toBe('/vehicles/all');
    expect(typeForRoute('cars')).toBe('car');
    expect(typeForRoute('scooters')).toBe('scooter');
    expect(typeForRoute('all')).toBe('all');
    expect(typeForRoute('bikes')).toBeNull();
  });

  it('builds the search link from type, term and filters', () => {
    expect(searchHref(defaultFilters('scooter', YEAR), YEAR)).toBe('/vehicles/scooters');
    expect(searchHref(base({ searchTerm: ' touring ', make: 'BMW' }), YEAR)).toBe('/vehicles/cars?q=touring&make=BMW');
  });
});

describe('query string', () => {
  it('round-trips every filter', () => {
    const filters = base({
      make: 'Mercedes-Benz',
      minPrice: 3_000,
      maxPrice: 42_000,
      minYear: 2012,
      maxYear: 2024,
      fuelType: 'Plug-in Hybrid',
      transmission: 'Semi-Automatic',
      mileageMax: 75_000,
      engineSizeMin: 1_500,
      engineSizeMax: 3_000,
      color: 'Silver',
      features: ['Apple CarPlay / Android Auto', 'Heated Seats'],
      searchTerm: 'estate with tow bar',
    });
    const query = filtersToQuery(filters, YEAR).toString();
    expect(filtersFromQuery(new URLSearchParams(query), 'car', YEAR)).toEqual(filters);
  });

  it('writes nothing for the defaults', () => {
    expect(filtersToQuery(defaultFilters('all', YEAR), YEAR).toString()).toBe('');
  });

  it('drops unknown values and out-of-range numbers, and lists each with the reason', () => {
    const params = new URLSearchParams(
      'make=Lada&minPrice=abc&maxPrice=999999999&minYear=2030&maxYear=1990&fuel=Steam&maxMileage=-5&minEngine=9000&color=Purple&feature=Jetpack&feature=Sunroof&feature=Sunroof&model=Niva',
    );
    const { filters, ignored } = parseFiltersQuery(params, 'car', YEAR);
    // minYear=2030 is dropped, so the default 2000 and maxYear=1990 are swapped into order.
    expect(filters).toEqual(base({ minYear: 1990, maxYear: 2000, features: ['Sunroof'] }));
    expect(ignored.map(note)).toEqual([
      "We ignored 'make=Lada': not a make of cars",
      "We ignored 'model=Niva': choose a make first",
      "We ignored 'minPrice=abc': not a number",
      "We ignored 'maxPrice=999999999': out of range (0 to 100000)",
      "We ignored 'minYear=2030': out of range (1980 to 2026)",
      "We ignored 'fuel=Steam': not a fuel type of cars",
      "We ignored 'maxMileage=-5': out of range (0 to 2000000)",
      "We ignored 'minEngine=9000': out of range (0 to 8000)",
      "We ignored 'color=Purple': not a colour",
      "We ignored 'feature=Jetpack': not a feature of cars",
    ]);
    // The same notes on a German page name each filter by its German label.
    expect(ignored.map(germanNote)).toEqual([
      '„make=Lada“ nicht übernommen: bei Autos kein gültiger Wert für „Marke“',
      '„model=Niva“ nicht übernommen: zuerst „Marke“ wählen',
      '„minPrice=abc“ nicht übernommen: keine Zahl',
      '„maxPrice=999999999“ nicht übernommen: außerhalb des Bereichs (0 bis 100000)',
      '„minYear=2030“ nicht übernommen: außerhalb des Bereichs (1980 bis 2026)',
      '„fuel=Steam“ nicht übernommen: bei Autos kein gültiger Wert für „Kraftstoff“',
      '„maxMileage=-5“ nicht übernommen: außerhalb des Bereichs (0 bis 2000000)',
      '„minEngine=9000“ nicht übernommen: außerhalb des Bereichs (0 bis 8000)',
      '„color=Purple“ nicht übernommen: kein gültiger Wert für „Farbe“',
      '„feature=Jetpack“ nicht übernommen: bei Autos kein gültiger Wert für „Ausstattung“',
    ]);
  });

  it('keeps a model for a chosen make and a licence off the car route', () => {
    const scooters = parseFiltersQuery(new URLSearchParams('make=Vespa&model=GTS 300&licence=A2'), 'scooter', YEAR);
    expect(scooters.filters).toMatchObject({ make: 'Vespa', model: 'GTS 300', licence: 'A2' });
    expect(scooters.ignored).toEqual([]);
    const cars = parseFiltersQuery(new URLSearchParams('licence=A1&minEngine=1000'), 'car', YEAR);
    expect(cars.filters.licence).toBeNull();
    expect(cars.ignored.map(note)).toEqual(["We ignored 'licence=A1': not a filter for cars"]);
    const wrong = parseFiltersQuery(new URLSearchParams('licence=C&minEngine=50'), 'scooter', YEAR);
    expect(wrong.ignored.map(note)).toEqual([
      "We ignored 'minEngine=50': not a filter for scooters",
      "We ignored 'licence=C': not a licence category",
    ]);
  });

  it('writes model and licence to the URL and reads them back', () => {
    const f = { ...defaultFilters('scooter', YEAR), make: 'Vespa', model: 'Primavera 125', licence: 'A1' as const };
    expect(filtersToQuery(f, YEAR).toString()).toBe('make=Vespa&model=Primavera+125&licence=A1');
    expect(filtersFromQuery(filtersToQuery(f, YEAR), 'scooter', YEAR)).toEqual(f);
  });

  it('ignores the car-only engine size on scooter and all routes', () => {
    const params = new URLSearchParams('minEngine=1000&maxEngine=2000');
    expect(filtersFromQuery(params, 'scooter', YEAR).engineSizeMin).toBeNull();
    expect(filtersFromQuery(params, 'all', YEAR).engineSizeMax).toBeNull();
  });
});

describe('clampToStep', () => {
  it.each([
    [30_000, 30_000],
    [30_400, 30_000],
    [30_500, 31_000],
    [-5, 0],
    [250_000, 100_000],
    [Number.NaN, null],
  ])('turns a typed %d into %s for the price slider', (typed, expected) => {
    expect(clampToStep(typed, [0, 100_000], 1_000)).toBe(expected);
  });

  it('keeps years whole and within the range', () => {
    expect(clampToStep(2012.4, [1980, 2026], 1)).toBe(2012);
    expect(clampToStep(1950, [1980, 2026], 1)).toBe(1980);
  });
});

describe('priceBounds and yearBounds', () => {
  it('filter by the default ranges the sliders show', () => {
    expect(priceBounds(base())).toEqual({ min: null, max: 50_000 });
    expect(yearBounds(base(), YEAR)).toEqual({ min: 2000, max: null });
  });

  it('leave the outer ends open', () => {
    expect(priceBounds(base({ minPrice: 0, maxPrice: 100_000 }))).toEqual({ min: null, max: null });
    expect(yearBounds(base({ minYear: 1980, maxYear: YEAR }), YEAR)).toEqual({ min: null, max: null });
    expect(yearBounds(base({ minYear: 1990, maxYear: 2010 }), YEAR)).toEqual({ min: 1990, max: 2010 });
  });
});

describe('withoutDefaultRanges', () => {
  it('opens the default price and year ranges to their ends, keeping every other filter', () => {
    const wide = withoutDefaultRanges(base({ make: 'BMW', fuelType: 'Diesel' }), YEAR);
    expect(wide).toMatchObject({ make: 'BMW', fuelType: 'Diesel', minPrice: 0, maxPrice: 100_000, minYear: 1980 });
    expect(wide && priceBounds(wide)).toEqual({ min: null, max: null });
    expect(wide && yearBounds(wide, YEAR)).toEqual({ min: null, max: null });
  });

  it('is null once the buyer has moved a range: they see what they chose', () => {
    expect(withoutDefaultRanges(base({ maxPrice: 30_000 }), YEAR)).toBeNull();
    expect(withoutDefaultRanges(base({ minYear: 2010 }), YEAR)).toBeNull();
  });
});
