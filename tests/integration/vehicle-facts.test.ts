/**
 * Body type and the listing facts (first registration, owners, inspection,
 * accident-free, consumption, range, emissions) through the API as sellers,
 * buyers and the platform use it: what the database refuses and what it
 * keeps, the mapping of older listings to a body type, and the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import { BODY_TYPES } from '../../src/lib/domain/constants.ts';
import { PREVIOUS_OWNERS_LIMIT } from '../../src/lib/domain/vehicleFacts.ts';
import { listingRow, type Person } from './support/fixtures.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('facts');
});

afterAll(async () => {
  await stack.stop();
});

const month = (offset: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 10);
};

async function insert(fields: Partial<TablesInsert<'vehicles'>>) {
  return seller.client
    .from('vehicles')
    .insert(listingRow(seller.id, { year: 2019, ...fields }))
    .select('id')
    .maybeSingle();
}

describe('body type', () => {
  it('a seller cannot list a vehicle without a body type', async () => {
    const { error, status } = await insert({ body_type: null });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('body type');
  });

  it('a body type must belong to the vehicle type', async () => {
    const scooterShape = await insert({ type: 'car', body_type: 'maxi' });
    expect([scooterShape.status, scooterShape.error?.code]).toEqual([400, '23514']);
    const unknown = await insert({ body_type: 'limousine' as never });
    expect([unknown.status, unknown.error?.code]).toEqual([400, '23514']);
    for (const type of ['car', 'scooter'] as const) {
      for (const body_type of BODY_TYPES[type]) {
        const fields =
          type === 'car'
            ? { type, body_type }
            : { type, body_type, fuel_type: 'Petrol' as const, transmission: 'CVT' as const };
        const { error } = await insert(fields);
        expect(error, `${type} ${body_type}`).toBeNull();
      }
    }
  });

  it('nobody can take a body type away once a listing has one, and the platform may still import without', async () => {
    const { data } = await insert({ body_type: 'estate' });
    const cleared = await seller.client
      .from('vehicles')
      .update({ body_type: null })
      .eq('id', data?.id ?? '');
    expect([cleared.status, cleared.error?.code]).toEqual([400, '23514']);
    const service = stack.service();
    const imported = await service
      .from('vehicles')
      .insert(listingRow(seller.id, { body_type: null }))
      .select('id');
    expect(imported.error).toBeNull();
    const again = await service
      .from('vehicles')
      .update({ body_type: null })
      .eq('id', data?.id ?? '');
    expect(again.error?.code).toBe('23514');
  });

  it('maps older listings to a body type by their model and title', async () => {
    const cases: [string, string, string, string][] = [
      ['car', 'Diesel', 'BMW 320d Touring', 'estate'],
      ['car', 'Diesel', 'Audi A4 Avant 2.0 TDI', 'estate'],
      ['car', 'Diesel', 'BMW X3 xDrive20d', 'suv'],
      ['car', 'Electric', 'Ford Mustang Mach-E', 'suv'],
      ['car', 'Electric', 'Tesla Model 3 Long Range', 'saloon'],
      ['car', 'Diesel', 'Mercedes-Benz C 220 d', 'saloon'],
      ['car', 'Petrol', 'Volkswagen Golf 1.5 TSI', 'hatchback'],
      ['car', 'Petrol', 'BMW 420i Cabrio', 'convertible'],
      ['car', 'Petrol', 'Audi TT Coupé', 'coupe'],
      ['car', 'Petrol', 'Volkswagen Touran 1.5 TSI', 'mpv'],
      ['car', 'Diesel', 'Toyota Hilux 2.4 D-4D', 'pickup'],
      ['car', 'Diesel', 'Volkswagen Transporter T6', 'van'],
      ['scooter', 'Petrol', 'Vespa Primavera 125', 'step-through'],
      ['scooter', 'Petrol', 'Yamaha XMAX 300', 'maxi'],
      ['scooter', 'Petrol', 'Suzuki Burgman 400', 'maxi'],
      ['scooter', 'Hybrid', 'Piaggio MP3 300 Hybrid', 'three-wheel'],
      ['scooter', 'Petrol', 'Honda SH125i', 'high-wheel'],
      ['scooter', 'Petrol', 'Aprilia SR 50', 'sport'],
      ['scooter', 'Electric', 'Piaggio 1 Active', 'electric-moped'],
    ];
    const found = await stack.db.transaction((tx) =>
      tx.query<{ label: string; body: string }>(
        `select c.label, private.legacy_body_type(c.type, c.fuel, c.label) as body
           from jsonb_to_recordset($1::jsonb) as c (type text, fuel text, label text)`,
        [JSON.stringify(cases.map(([type, fuel, label]) => ({ type, fuel, label })))],
      ),
    );
    expect(Object.fromEntries(found.map((row) => [row.label, row.body]))).toEqual(
      Object.fromEntries(cases.map(([, , label, body]) => [label, body])),
    );
  });
});

describe('listing facts', () => {
  it('keeps every fact a seller states, and anyone reads them', async () => {
    const facts = {
      first_registration: '2019-03-01',
      previous_owners: 1,
      next_inspection: month(14),
      accident_free: true,
      consumption: 5.4,
      emissions_class: 'Euro 6d-TEMP',
    } as const;
    const { data, error } = await insert(facts);
    expect(error).toBeNull();
    const read = await stack
      .anon()
      .from('vehicles')
      .select(Object.keys(facts).join(','))
      .eq('id', data?.id ?? '')
      .single();
    expect(read.data).toEqual(facts);
  });

  it.each([
    ['a registration before the year before the model year', { first_registration: '2017-12-01' }],
    ['a registration in the future', { year: new Date().getFullYear(), first_registration: month(1) }],
    ['a registration not on the first of a month', { first_registration: '2019-03-15' }],
    ['a negative number of previous owners', { previous_owners: -1 }],
    ['too many previous owners', { previous_owners: PREVIOUS_OWNERS_LIMIT + 1 }],
    ['an inspection more than three years ahead', { next_inspection: month(37) }],
    [
      'an inspection before the first registration',
      { first_registration: '2019-03-01', next_inspection: '2019-03-01' },
    ],
    ['90 litres per 100 km', { consumption: 90 }],
    ['60 kWh per 100 km', { fuel_type: 'Electric', consumption: 60 }],
    ['an electric range for a petrol car', { electric_range: 400 }],
    ['an emissions class for an electric car', { fuel_type: 'Electric', emissions_class: 'Euro 6' }],
    ['a scooter emissions class for a car', { emissions_class: 'Euro 5+' }],
  ] as const)('refuses %s with 400 and a check violation', async (_, fields) => {
    const { error, status } = await insert(fields);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('a seller may leave every fact unstated, and accident-free unknown', async () => {
    const { data, error } = await insert({});
    expect(error).toBeNull();
    const read = await seller.client
      .from('vehicles')
      .select('accident_free, consumption')
      .eq('id', data?.id ?? '');
    expect(read.data).toEqual([{ accident_free: null, consumption: null }]);
  });
});

/** The seed's rows (sample and generated ids), not the ones these tests add. */
const seeded = <T extends { id: string }>(rows: T[]) =>
  rows.filter((row) => row.id.startsWith('5a1e') || row.id.startsWith('5eed'));

describe('demo data', () => {
  it('gives every seeded listing a body type, and dealers one city each', async () => {
    const { data } = await stack
      .service()
      .from('vehicles')
      .select('id, seller_id, body_type, location, seller_is_dealer, make, model')
      .range(0, 999);
    const rows = seeded(data ?? []);
    expect(rows.filter((row) => row.body_type === null)).toEqual([]);
    const cities = new Map<string, Set<string>>();
    for (const row of rows.filter((r) => r.seller_is_dealer))
      cities.set(row.seller_id, (cities.get(row.seller_id) ?? new Set()).add(row.location));
    for (const [dealer, where] of cities) expect(where.size, dealer).toBe(1);
  });

  it('has many private sellers with one to three vehicles, and popular models from many sellers', async () => {
    const { data } = await stack
      .service()
      .from('vehicles')
      .select('id, seller_id, seller_is_dealer, make, model')
      .range(0, 999);
    const rows = seeded(data ?? []);
    const perPrivate = new Map<string, number>();
    for (const row of rows.filter((r) => !r.seller_is_dealer))
      perPrivate.set(row.seller_id, (perPrivate.get(row.seller_id) ?? 0) + 1);
    expect(perPrivate.size).toBeGreaterThan(50);
    expect(Math.max(...perPrivate.values())).toBeLessThanOrEqual(3);
    for (const [make, model] of [
      ['Volkswagen', 'Golf'],
      ['BMW', '3 Series'],
      ['Tesla', 'Model 3'],
      ['Honda', 'PCX 125'],
    ]) {
      const cluster = rows.filter((row) => row.make === make && row.model === model);
      expect(cluster.length, model).toBeGreaterThanOrEqual(8);
      expect(new Set(cluster.map((row) => row.seller_id)).size, model).toBeGreaterThanOrEqual(5);
    }
  });
});
