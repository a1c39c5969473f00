/**
 * The near filter through the search's modules: the listing URL, the filter
 * object the database takes, the chips, the sorts it allows and the saved
 * search's columns and words.
 */
import { describe, expect, it } from 'vitest';
import { filterChips } from './filterChips.ts';
import {
  countListingFilters,
  defaultFilters,
  filtersToQuery,
  parseFiltersQuery,
  type VehicleFilters,
} from './filters.ts';
import type { NearFilter } from './geo.ts';
import { sortsFor, usableSort } from './listingQuery.ts';
import { nearPlace, nearPosition, type Place } from './place.ts';
import { savedSearchFilters, savedSearchRow, searchSummary, suggestSearchName } from './savedSearch.ts';
import { toSearchFilters } from './searchFilters.ts';

const YEAR = 2026;
const KOELN: Place = {
  id: 2886242,
  name: 'Köln',
  adminArea: 'North Rhine-Westphalia',
  country: 'DE',
  latitude: 50.93333,
  longitude: 6.95,
  population: 963395,
  postcode: null,
};
const cars = (near: NearFilter | null, overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  near,
  ...overrides,
});

describe('a place chosen in the filters', () => {
  it('is named by the URL as chosen: by postcode, by name, or with its state when the name is shared', () => {
    expect(filtersToQuery(cars(nearPlace(KOELN, 25, false)), YEAR).toString()).toBe('near=K%C3%B6ln&radius=25');
    expect(filtersToQuery(cars(nearPlace({ ...KOELN, postcode: '50667' }, 50, true)), YEAR).get('near')).toBe(
      '50667 Köln',
    );
    const neustadt = { ...KOELN, name: 'Neustadt', adminArea: 'Bavaria' };
    expect(filtersToQuery(cars(nearPlace(neustadt, 'any', true)), YEAR).toString()).toBe(
      'near=Neustadt%2C+Bavaria&radius=any',
    );
  });

  it('reads back from the URL as a place to look up, with the radius', () => {
    const { filters, ignored } = parseFiltersQuery(
      new URLSearchParams('make=BMW&near=K%C3%B6ln&radius=25'),
      'car',
      YEAR,
    );
    expect(ignored).toEqual([]);
    expect(filters.near).toEqual({
      place: { name: 'Köln', postcode: null, adminArea: null },
      centre: null,
      label: null,
      radius: 25,
    });
  });

  it('counts on the listing filters badge', () => {
    expect(countListingFilters(cars(nearPlace(KOELN, 25, false)), YEAR)).toBe(1);
  });
});

describe('the search functions and the chips', () => {
  it('send the centre and radius once the centre is known, and nothing before', () => {
    expect(toSearchFilters(cars(nearPlace(KOELN, 25, false)), YEAR).near).toEqual({
      lat: 50.93333,
      lng: 6.95,
      radiusKm: 25,
    });
    expect(toSearchFilters(cars(nearPlace(KOELN, 'any', false)), YEAR).near).toEqual({
      lat: 50.93333,
      lng: 6.95,
      radiusKm: null,
    });
    const pending = parseFiltersQuery(new URLSearchParams('near=Bonn'), 'car', YEAR).filters;
    expect(toSearchFilters(pending, YEAR).near).toBeUndefined();
  });

  it('show a removable chip "Within 25 km of Köln"', () => {
    const chip = filterChips(cars(nearPlace(KOELN, 25, false)), YEAR).find((c) => c.id === 'near');
    expect(chip?.label).toBe('Within 25 km of Köln');
    expect(chip?.without.near).toBeNull();
  });

  it('offer nearest first only with a place, and fall back to the default sort with a note', () => {
    expect(sortsFor(false)).not.toContain('distance');
    expect(sortsFor(true)).toContain('distance');
    expect(usableSort('distance', true)).toEqual({ sort: 'distance', ignored: [] });
    expect(usableSort('price-asc', false)).toEqual({ sort: 'price-asc', ignored: [] });
    expect(usableSort('distance', false)).toEqual({
      sort: 'newest',
      ignored: [{ param: 'sort', value: 'distance', why: { code: 'distanceNeedsPlace' } }],
    });
  });
});

describe('saved searches near a place', () => {
  it('hold the centre, the radius and the name of the place', () => {
    const row = savedSearchRow(cars(nearPlace(KOELN, 25, false)), 'Near Köln', YEAR);
    expect(row.filters.near).toEqual({ lat: 50.93333, lng: 6.95, radiusKm: 25 });
    expect(row.near_label).toBe('Köln');
    expect(savedSearchRow(cars(nearPlace(KOELN, 'any', false)), 'Near Köln', YEAR).filters.near).toMatchObject({
      radiusKm: null,
    });
    expect(savedSearchRow(cars(null), 'Anywhere', YEAR).filters).not.toHaveProperty('near');
  });

  it('say "within 25 km of Köln" in their name and summary', () => {
    const filters = cars(nearPlace(KOELN, 25, false), { make: 'BMW' });
    expect(suggestSearchName(filters, YEAR)).toBe('Within 25 km of Köln · BMW');
    expect(searchSummary(filters, YEAR)).toBe('Cars · Within 25 km of Köln · BMW');
  });

  it('call a position after its saved place when read back from the link', () => {
    const near = nearPosition({ latitude: 50.937, longitude: 6.9603 }, KOELN, 10);
    const row = savedSearchRow(cars(near), 'Near me', YEAR);
    expect(row.query).toBe('lat=50.94&lng=6.96&radius=10');
    expect(searchSummary(savedSearchFilters('car', row.query, YEAR), YEAR)).toContain('Within 10 km of your location');
    expect(searchSummary(savedSearchFilters('car', row.query, YEAR, 'Köln'), YEAR)).toContain('Within 10 km of Köln');
  });
});
