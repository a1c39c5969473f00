import { describe, expect, it } from 'vitest';
import { filterChips } from './filterChips.ts';
import {
  countActiveFilters,
  countListingFilters,
  defaultFilters,
  filtersToQuery,
  ignoredNote,
  parseFiltersQuery,
  withType,
  type VehicleFilters,
} from './filters.ts';
import { savedSearchColumns, searchSummary } from './savedSearch.ts';
import { toSearchFilters } from './searchFilters.ts';
import { searchFiltersSchema } from './searchFiltersSchema.ts';
import { bodyTypeGroups, bodyTypeLabel, isBodyTypeOf, trustFlagLabel } from './trustFilters.ts';

const YEAR = 2026;
const cars = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('body types per page', () => {
  it('offers a type its own shapes, and the all-vehicles page both under their headings', () => {
    expect(bodyTypeGroups('car').map((group) => group.heading)).toEqual(['Cars']);
    expect(bodyTypeGroups('car')[0]?.bodyTypes).toContain('estate');
    expect(bodyTypeGroups('car')[0]?.bodyTypes).not.toContain('maxi');
    expect(bodyTypeGroups('all').map((group) => group.heading)).toEqual(['Cars', 'Scooters']);
    expect(isBodyTypeOf('maxi', 'all')).toBe(true);
    expect(isBodyTypeOf('maxi', 'car')).toBe(false);
  });

  it('labels shapes and flags as the page shows them', () => {
    expect(bodyTypeLabel('suv')).toBe('SUV');
    expect(bodyTypeLabel('coupe')).toBe('Coupé');
    expect(trustFlagLabel('fastReply')).toBe('Replies within 24 h');
  });
});

describe('the URL carries body types and flags', () => {
  it('reads several body types and the flags, and writes them back the same', () => {
    const query = 'body=estate&body=suv&accidentFree=1&goodPrice=1&fastReply=1';
    const { filters, ignored } = parseFiltersQuery(new URLSearchParams(query), 'car', YEAR);
    expect(ignored).toEqual([]);
    expect(filters).toMatchObject({
      bodyTypes: ['estate', 'suv'],
      accidentFree: true,
      goodPrice: true,
      fastReply: true,
    });
    expect(filtersToQuery(filters, YEAR).toString()).toBe(query);
  });

  it('writes nothing for the defaults', () => {
    expect(filtersToQuery(cars(), YEAR).toString()).toBe('');
  });

  it('drops a shape of the other type, an unknown shape and a flag that is not 1, saying why', () => {
    const { filters, ignored } = parseFiltersQuery(
      new URLSearchParams(
        'body=maxi&body=spaceship&body=estate&body=estate&accidentFree=yes&goodPrice=true&fastReply=0',
      ),
      'car',
      YEAR,
    );
    expect(filters).toMatchObject({ bodyTypes: ['estate'], accidentFree: false, goodPrice: true, fastReply: false });
    expect(ignored.map(ignoredNote)).toEqual([
      "We ignored 'body=maxi': not a body type of cars",
      "We ignored 'body=spaceship': not a body type of cars",
      "We ignored 'accidentFree=yes': use 1 to turn this filter on",
    ]);
  });

  it('takes either type’s shapes on the all-vehicles page', () => {
    const { filters } = parseFiltersQuery(new URLSearchParams('body=estate&body=maxi'), 'all', YEAR);
    expect(filters.bodyTypes).toEqual(['estate', 'maxi']);
  });
});

describe('switching type and counting', () => {
  it('keeps only the new type’s body types, and the flags', () => {
    const all = { ...defaultFilters('all', YEAR), bodyTypes: ['estate' as const, 'maxi' as const], goodPrice: true };
    expect(withType(all, 'scooter')).toMatchObject({ bodyTypes: ['maxi'], goodPrice: true });
    expect(withType(all, 'car')).toMatchObject({ bodyTypes: ['estate'] });
  });

  it('counts body types once and each flag on the listing badge, never on the popover’s', () => {
    const f = cars({ bodyTypes: ['estate', 'suv'], accidentFree: true, fastReply: true });
    expect(countActiveFilters(f, YEAR)).toBe(0);
    expect(countListingFilters(f, YEAR)).toBe(3);
  });
});

describe('chips', () => {
  it('shows one chip per body type and per flag, each removing only itself', () => {
    const f = cars({ bodyTypes: ['estate', 'suv'], accidentFree: true, goodPrice: true, fastReply: true });
    const chips = filterChips(f, YEAR);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Estate',
      'SUV',
      'Accident-free',
      'Good price or better',
      'Replies within 24 h',
    ]);
    expect(chips[0]?.without.bodyTypes).toEqual(['suv']);
    expect(chips[2]?.without).toMatchObject({ accidentFree: false, goodPrice: true, fastReply: true });
    expect(chips[4]?.without).toMatchObject({ accidentFree: true, goodPrice: true, fastReply: false });
  });
});

describe('the search and saved searches', () => {
  it('sends only the set ones to the database, in the schema’s shape', () => {
    const f = cars({ bodyTypes: ['estate'], goodPrice: true });
    const search = toSearchFilters(f, YEAR);
    expect(search).toMatchObject({ bodyType: ['estate'], goodPrice: true });
    expect(search).not.toHaveProperty('accidentFree');
    expect(search).not.toHaveProperty('fastReply');
    expect(searchFiltersSchema.safeParse(search).success).toBe(true);
    expect(searchFiltersSchema.safeParse({ accidentFree: false }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ bodyType: [] }).success).toBe(false);
  });

  it('stores each as its saved-search column and names it in the summary', () => {
    const f = cars({ bodyTypes: ['estate', 'suv'], accidentFree: true, fastReply: true });
    expect(savedSearchColumns(f, YEAR)).toMatchObject({
      body_types: ['estate', 'suv'],
      accident_free: true,
      fast_reply: true,
    });
    expect(savedSearchColumns(f, YEAR)).not.toHaveProperty('good_price');
    expect(searchSummary(f, YEAR)).toBe('Cars · Estate · SUV · Accident-free · Replies within 24 h');
  });
});
