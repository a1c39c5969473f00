import { describe, expect, it } from 'vitest';
import { feedColumn, parseFeed, readFeedRow, splitCsv } from './dealerFeed';
import { BROKEN_CASES, GOOD_ROW } from './dealerFeed.corpus';

const NOW = new Date('2026-11-29T12:00:00Z');

/** A semicolon CSV of rows with the good row's columns plus any others the rows name. */
function csv(rows: readonly Readonly<Record<string, string>>[]): string {
  const headers = [...new Set(rows.flatMap((row) => Object.keys({ ...GOOD_ROW, ...row })))];
  const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    headers.join(';'),
    ...rows.map((row) => headers.map((h) => cell({ ...GOOD_ROW, ...row }[h] ?? '')).join(';')),
  ].join('\r\n');
}

describe('reading a dealer feed', () => {
  it('understands the values German dealer systems write', () => {
    const { rows, fileError } = parseFeed(csv([{}]), NOW);
    expect(fileError).toBeNull();
    const [row] = rows;
    expect(row?.ok).toBe(true);
    if (!row?.ok) return;
    expect(row.listing).toMatchObject({
      stock_number: 'A-100',
      type: 'car',
      make: 'Volkswagen',
      model: 'Golf',
      title: '2019 Volkswagen Golf',
      year: 2019,
      price: 12_900,
      mileage: 45_000,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      body_type: 'estate',
      power: 150,
      engine_size: 1498,
      color: 'Black',
      features: ['Air Conditioning', 'Navigation', 'Heated Seats'],
      first_registration: '2019-03-01',
      next_inspection: '2026-05-01',
      previous_owners: 1,
      accident_free: true,
      consumption: 5.4,
      emissions_class: 'Euro 6d',
      doors: 5,
      seats: 5,
      location: 'Berlin',
    });
  });

  it.each([
    ['12900', 12_900],
    ['12.900', 12_900],
    ['12 900 €', 12_900],
    ['€ 12.900', 12_900],
    ['12.900,00 EUR', 12_900],
    ['12900,00', 12_900],
    ['1.234.567', 1_234_567],
    ['0', 0],
  ])('reads the price %s as %i euros', (price, euros) => {
    const row = readFeedRow({ ...parseFeedCells(), price }, 2, NOW);
    expect(row.ok && row.listing.price).toBe(euros);
  });

  it.each([
    ['110 kW', 150],
    ['150 PS', 150],
    ['150', 150],
    ['110 kW (150 PS)', 150],
  ])('reads the power %s as %i PS', (power, ps) => {
    const row = readFeedRow({ ...parseFeedCells(), power }, 2, NOW);
    expect(row.ok && row.listing.power).toBe(ps);
  });

  it('reads English headers and JSON with numbers', () => {
    const { rows } = parseFeed(
      JSON.stringify({
        vehicles: [
          {
            stock_number: 7,
            make: 'BMW',
            model: '320d',
            year: 2020,
            price: 21500,
            mileage: 80000,
            fuel: 'Diesel',
            transmission: 'Automatic',
            body_type: 'Limousine',
            location: 'Hamburg',
            features: ['Navigation', 'Massagesitze'],
          },
        ],
      }),
      NOW,
    );
    expect(rows[0]).toMatchObject({
      ok: true,
      line: 1,
      listing: {
        stock_number: '7',
        make: 'BMW',
        price: 21_500,
        fuel_type: 'Diesel',
        body_type: 'saloon',
        features: ['Navigation'],
      },
      notes: ["feature 'Massagesitze' is not shown on the site"],
    });
  });

  it('splits comma CSV with quoted commas, doubled quotes and line breaks', () => {
    const { records } = splitCsv('a,b,c\n1,"x, ""y""\nz",3\n\n4,5,6');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, "y"\nz', '3'] },
      { line: 5, cells: ['4', '5', '6'] },
    ]);
  });

  it('maps headers regardless of case, spaces and punctuation', () => {
    expect(feedColumn('  Erst-Zulassung ')).toBeNull();
    expect(feedColumn('Stock No.')).toBe('stock_number');
    expect(feedColumn('KILOMETERSTAND')).toBe('mileage');
  });

  it.each([
    ['', 'the file is empty'],
    ['Marke;Modell\nVW;Golf', 'no stock number column'],
    ['Bestandsnummer;Marke', 'header but no vehicles'],
    ['Bestandsnummer;Marke\n"A1;VW', 'never closed'],
    ['{"cars": 1}', 'JSON must be a list'],
    ['[{"a":', 'cannot be read as JSON'],
  ])('refuses a file that cannot be read: %j', (text, says) => {
    expect(parseFeed(text, NOW).fileError).toContain(says);
  });

  it('rejects a stock number given twice, naming the first line', () => {
    const { rows } = parseFeed(csv([{}, {}]), NOW);
    expect(rows[1]).toMatchObject({
      ok: false,
      line: 3,
      problems: [{ column: 'stock_number', message: "stock number 'A-100' appears again (first on line 2)" }],
    });
  });

  it('rejects a row with more cells than the header', () => {
    const { rows } = parseFeed('Bestandsnummer;Marke\nA1;VW;extra', NOW);
    expect(rows[0]).toMatchObject({ ok: false, problems: [{ column: 'row' }] });
  });

  it(`holds a corpus of ${String(BROKEN_CASES.length)} broken rows`, () => {
    expect(BROKEN_CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(BROKEN_CASES.map((c) => [c.name, c] as const))('rejects a row with %s, naming the column', (_, broken) => {
    const { rows, fileError } = parseFeed(
      csv([{ ...broken.cells, Bestandsnummer: broken.cells.Bestandsnummer ?? 'B-1' }]),
      NOW,
    );
    expect(fileError).toBeNull();
    const [row] = rows;
    expect(row?.ok).toBe(false);
    if (row?.ok !== false) return;
    expect(row.problems).toContainEqual({
      column: broken.column,
      message: expect.stringContaining(broken.says) as string,
    });
  });

  it('imports the good rows of a feed that mixes good and broken ones', () => {
    const good = Array.from({ length: 5 }, (_, i) => ({ Bestandsnummer: `G-${String(i)}` }));
    const broken = BROKEN_CASES.map((b, i) => ({
      ...b.cells,
      Bestandsnummer: b.cells.Bestandsnummer ?? `X-${String(i)}`,
    }));
    const { rows } = parseFeed(csv([...good, ...broken]), NOW);
    expect(rows.filter((r) => r.ok)).toHaveLength(5);
    expect(rows.filter((r) => !r.ok)).toHaveLength(BROKEN_CASES.length);
  });
});

/** The good row's cells under canonical column names. */
function parseFeedCells(): Record<string, string> {
  return Object.fromEntries(Object.entries(GOOD_ROW).map(([h, v]) => [feedColumn(h) ?? h, v]));
}
