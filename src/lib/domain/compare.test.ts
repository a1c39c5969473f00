import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, bestColumns, type CompareRow } from './compare.ts';
import { droppedSummary, parseCompareIds, withUnavailable } from './compareIds.ts';
import { COMPARE_LIMIT, compareUrl } from './compareList.ts';
import { SAMPLE_VEHICLES } from './sampleVehicles.ts';
import type { Vehicle } from './vehicle.ts';
import { pick } from '../../i18n/index.ts';
import { COMPARE_KEYS } from '../../islands/compare/compareStrings.ts';

const EN = pick('en', COMPARE_KEYS);
const DE = pick('de', COMPARE_KEYS);

const id = (n: number) => `5a1e000${String(n)}-0000-4000-8000-00000000000${String(n)}`;
const base = SAMPLE_VEHICLES[0];
if (!base) throw new Error('no sample vehicle');
const car = (fields: Partial<Vehicle>): Vehicle => ({ ...base, ...fields });
const rule = (rowId: string) => {
  const row: CompareRow | undefined = COMPARE_ROWS.find((r) => r.id === rowId);
  if (!row?.best) throw new Error(`no comparable row ${rowId}`);
  return row.best;
};

describe('which listings a compare link asks for', () => {
  it('keeps up to three valid ids in order', () => {
    expect(parseCompareIds(`${id(1)},${id(2)},${id(3)}`)).toEqual({ ids: [id(1), id(2), id(3)], dropped: [] });
  });

  it('drops what is not an id, repeats and everything past the limit, and says so', () => {
    const request = parseCompareIds(` ${id(1)}, nonsense ,${id(1).toUpperCase()},${id(2)},${id(3)},${id(4)},,`);
    expect(request.ids).toEqual([id(1), id(2), id(3)]);
    expect(request.dropped).toEqual([
      { value: 'nonsense', reason: 'invalid' },
      { value: id(1).toUpperCase(), reason: 'duplicate' },
      { value: id(4), reason: 'over-limit' },
    ]);
    expect(droppedSummary(request.dropped, EN)).toBe(
      'Left out: 1 link that is not a listing; 1 listing named twice; 1 listing beyond the limit of 3.',
    );
  });

  it('treats a missing or empty parameter as nothing to compare', () => {
    expect(parseCompareIds(null)).toEqual({ ids: [], dropped: [] });
    expect(parseCompareIds('')).toEqual({ ids: [], dropped: [] });
    expect(droppedSummary([], EN)).toBeNull();
  });

  it('drops ids the database did not return as no longer available', () => {
    const request = withUnavailable(parseCompareIds(`${id(1)},${id(2)},${id(3)}`), [id(3), id(1)]);
    expect(request.ids).toEqual([id(1), id(3)]);
    expect(droppedSummary(request.dropped, EN)).toBe('Left out: 1 listing that is no longer available.');
    expect(droppedSummary(withUnavailable(parseCompareIds(`${id(1)},${id(2)}`), []).dropped, EN)).toBe(
      'Left out: 2 listings that are no longer available.',
    );
    expect(droppedSummary(request.dropped, DE)).toBe('Nicht im Vergleich: 1 Anzeige, die nicht mehr verfügbar ist.');
  });

  it('builds the shareable address', () => {
    expect(compareUrl([id(1), id(2)])).toBe(`/compare?ids=${id(1)},${id(2)}`);
    expect(compareUrl([])).toBe('/compare');
    expect(COMPARE_LIMIT).toBe(3);
  });
});

describe('the best value of each comparable row', () => {
  it('marks the cheapest price, the newest year, the lowest mileage and the most power', () => {
    const cars = [
      car({ price: 20_000, year: 2018, mileage: 90_000, power: 150 }),
      car({ price: 18_500, year: 2020, mileage: 40_000, power: 110 }),
      car({ price: 25_000, year: 2019, mileage: 60_000, power: 190 }),
    ];
    expect(bestColumns(rule('price'), cars)).toEqual(new Set([1]));
    expect(bestColumns(rule('year'), cars)).toEqual(new Set([1]));
    expect(bestColumns(rule('mileage'), cars)).toEqual(new Set([1]));
    expect(bestColumns(rule('power'), cars)).toEqual(new Set([2]));
  });

  it('marks every listing that ties for best', () => {
    const cars = [car({ price: 18_000 }), car({ price: 21_000 }), car({ price: 18_000 })];
    expect(bestColumns(rule('price'), cars)).toEqual(new Set([0, 2]));
  });

  it('marks nothing when all are equal, when one alone has a value, or for a single listing', () => {
    expect(bestColumns(rule('price'), [car({ price: 9_000 }), car({ price: 9_000 })])).toEqual(new Set());
    expect(bestColumns(rule('power'), [car({ power: null }), car({ power: 120 })])).toEqual(new Set());
    expect(bestColumns(rule('price'), [car({ price: 9_000 })])).toEqual(new Set());
  });

  it('never marks a listing without a value', () => {
    const cars = [car({ power: null }), car({ power: 90 }), car({ power: 75 })];
    expect(bestColumns(rule('power'), cars)).toEqual(new Set([1]));
  });

  it('compares only rows where one end is plainly better', () => {
    const comparable = COMPARE_ROWS.filter((row) => row.best).map((row) => row.id);
    expect(comparable).toEqual(['price', 'year', 'mileage', 'power', 'features']);
    expect(COMPARE_ROWS.map((row) => row.id)).toEqual(
      expect.arrayContaining(['fuelType', 'transmission', 'engineSize', 'location', 'seller', 'color']),
    );
  });

  it('shows every field as text, with a dash for missing values', () => {
    const v = car({ power: null, engineSize: null, features: [] });
    const text = Object.fromEntries(COMPARE_ROWS.map((row) => [row.id, row.show(v, EN)]));
    expect(text.power).toBe('—');
    expect(text.engineSize).toBe('—');
    expect(text.features).toBe('—');
    expect(text.price).toMatch(/^€/);
  });

  it('shows the fields in German, closed sets by their German names', () => {
    const v = car({ power: 150, features: ['Navigation'] });
    const text = Object.fromEntries(COMPARE_ROWS.map((row) => [row.id, row.show(v, DE)]));
    expect(text.price).toBe('34.900\u00a0€');
    expect(text.power).toBe('150 PS');
    expect(text.type).toBe('Auto');
    expect(DE[COMPARE_ROWS[0]?.label ?? 'compare.row.price']).toBe('Preis');
  });
});
