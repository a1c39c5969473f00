import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n/index.ts';
import { clearedFilters, filterChips } from './filterChips.ts';
import { filterWords } from './filterWords.ts';
import { FILTER_PANEL_KEYS } from '../../islands/search/filterKeyLists.ts';
import { defaultFilters, type VehicleFilters } from './filters.ts';

/** Intl writes German amounts with a no-break space before the euro sign. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const german = filterWords(pick('de', FILTER_PANEL_KEYS));
const english = filterWords(pick('en', FILTER_PANEL_KEYS));

const YEAR = 2026;
const scooters = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('scooter', YEAR),
  ...overrides,
});
const cars = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({
  ...defaultFilters('car', YEAR),
  ...overrides,
});

describe('filterChips', () => {
  it('shows no chip for the defaults', () => {
    expect(filterChips(scooters(), YEAR)).toEqual([]);
  });

  it('names each active filter, in the order of the form', () => {
    const chips = filterChips(
      scooters({
        searchTerm: 'primavera',
        make: 'Vespa',
        model: 'Primavera 125',
        minPrice: 2_000,
        maxPrice: 100_000,
        minYear: 1980,
        maxYear: 2020,
        fuelType: 'Petrol',
        mileageMax: 10_000,
        color: 'Red',
        features: ['ABS', 'Top Box'],
        licence: 'A1',
      }),
      YEAR,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '“primavera”',
      'Vespa',
      'Primavera 125',
      '€2,000 – €100,000+',
      '1980 or older – 2020',
      'Petrol',
      'Up to 10,000 km',
      'Red',
      'Licence A1',
      'ABS',
      'Top Box',
    ]);
  });

  it('says the same in English with the page’s words as without them', () => {
    const f = scooters({
      minPrice: 2_000,
      minYear: 1980,
      maxYear: 2020,
      powerMin: 100,
      previousOwnersMax: 1,
      color: 'Red',
    });
    expect(filterChips(f, YEAR, english).map((chip) => chip.label)).toEqual(
      filterChips(f, YEAR).map((chip) => chip.label),
    );
  });

  it('words ranges, colours and features in German, numbers as Germans write them', () => {
    const chips = filterChips(
      cars({
        minPrice: 5_000,
        maxPrice: 10_000,
        minYear: 1980,
        powerMin: 100,
        mileageMax: 50_000,
        previousOwnersMax: 1,
        engineSizeMin: 1_400,
        engineSizeMax: 2_000,
        seatsMin: 5,
        firstRegistrationMax: 2015,
        color: 'White',
        features: ['Heated Seats'],
      }),
      YEAR,
      german,
    );
    expect(chips.map((chip) => plain(chip.label))).toEqual([
      '5.000 € – 10.000 €',
      '1980 oder älter – 2026',
      'Leistung ab 100 PS (74 kW)',
      'Bis 50.000 km',
      'Erstzulassung bis 2015',
      'Höchstens 1 Vorbesitzer',
      'Hubraum 1.400 cc – 2.000 cc',
      'Weiß',
      'Ab 5 Sitzplätze',
      'Sitzheizung',
    ]);
  });

  it('words the distance in German: the place as found, or the visitor’s position', () => {
    const centre = { latitude: 50.93, longitude: 6.95 };
    const koeln = {
      radius: 50,
      place: { name: 'Köln', postcode: null, adminArea: null },
      centre,
      label: 'Köln',
    } as const;
    const here = { radius: 25, place: null, centre, label: null } as const;
    const label = (f: VehicleFilters, words = german) => filterChips(f, YEAR, words).map((chip) => chip.label);
    expect(label(cars({ near: koeln }))).toEqual(['Im Umkreis von 50 km um Köln']);
    expect(label(cars({ near: { ...koeln, radius: 'any' } }))).toEqual(['Beliebige Entfernung von Köln']);
    expect(label(cars({ near: here }))).toEqual(['Im Umkreis von 25 km um deinen Standort']);
    expect(label(cars({ near: { ...here, radius: 'any' } }))).toEqual(['Beliebige Entfernung von deinem Standort']);
    expect(label(cars({ near: here }), english)).toEqual(['Within 25 km of your location']);
    expect(label(cars({ near: koeln }), english)).toEqual(filterChips(cars({ near: koeln }), YEAR).map((c) => c.label));
  });

  it('removes one filter and what depends on it', () => {
    const f = scooters({ make: 'Vespa', model: 'GTS 300', features: ['ABS', 'Alarm'], minPrice: 3_000 });
    const [make, model, price, abs] = filterChips(f, YEAR);
    expect(make?.without).toMatchObject({ make: null, model: null, features: ['ABS', 'Alarm'] });
    expect(model?.without).toMatchObject({ make: 'Vespa', model: null });
    expect(price?.without).toMatchObject({ minPrice: 0, maxPrice: 50_000 });
    expect(abs?.without.features).toEqual(['Alarm']);
  });

  it('Clear all keeps only the type and the default ranges', () => {
    expect(clearedFilters(scooters({ make: 'Vespa', searchTerm: 'gts', licence: 'A2' }), YEAR)).toEqual(scooters());
  });
});
