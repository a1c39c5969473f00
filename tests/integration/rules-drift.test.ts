/**
 * One source per rule: the database holds the limits and closed sets, the
 * forms repeat them with friendlier messages. These tests read the live
 * schema's check constraints and fail when a form's limit or list drifts from
 * the database's, in either direction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSetsOf, type ClosedSets as ParsedSets } from '../../scripts/db/closedSets.ts';
import { ClosedSets, ClosedSetsByType } from '../../src/lib/database.types.ts';
import {
  BODY_TYPES,
  COLORS,
  FUEL_TYPES,
  LISTING_STATUSES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../../src/lib/domain/constants.ts';
import { EMISSIONS_CLASSES } from '../../src/lib/domain/vehicleFacts.ts';
import {
  DESCRIPTION_LIMIT,
  ENGINE_SIZE_LIMIT,
  MILEAGE_LIMIT,
  POWER_LIMIT,
  PRICE_LIMIT,
  TITLE_LIMIT,
  YEAR_FLOOR,
  emptyListingForm,
  listingSchema,
  type ListingFormValues,
} from '../../src/lib/domain/listingSchema.ts';
import { MAX_PHOTOS } from '../../src/lib/domain/photos.ts';
import { profileSchema } from '../../src/lib/domain/profileSchema.ts';
import { DETAILS_MAX, REPORT_REASONS } from '../../src/lib/domain/reportReasons.ts';
import { reportSchema } from '../../src/lib/domain/reportSchema.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let checks: { table: string; definition: string }[];

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  checks = await stack.db.transaction((tx) =>
    tx.query<{ table: string; definition: string }>(
      `select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'c'`,
    ),
  );
});

afterAll(async () => {
  await stack.stop();
});

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bound a table's checks put on an expression such as `price` or `char_length(title)`. */
function bound(table: string, expression: string, op: '>=' | '<='): number | null {
  const pattern = new RegExp(`\\(${escape(expression)} ${op} (-?\\d+)\\)`);
  const found = checks
    .filter((check) => check.table === table || check.table === `public.${table}`)
    .map((check) => pattern.exec(check.definition)?.[1])
    .filter((value): value is string => value !== undefined);
  return found.length === 0 ? null : Number(found[0]);
}

const maxLength = (table: string, column: string) => bound(table, `char_length(${column})`, '<=');

describe('numeric limits of a listing', () => {
  it.each([
    ['price', 0, PRICE_LIMIT],
    ['mileage', 0, MILEAGE_LIMIT],
    ['engine_size', 0, ENGINE_SIZE_LIMIT],
    ['power', 0, POWER_LIMIT],
  ])('%s: the sell form allows %d to %d, as the vehicles table does', (column, min, max) => {
    expect([bound('vehicles', column, '>='), bound('vehicles', column, '<=')]).toEqual([min, max]);
  });

  it('year: the form and the table start at the same year', () => {
    expect(bound('vehicles', 'year', '>=')).toBe(YEAR_FLOOR);
  });
});

/** The sell form's verdict on a valid listing with one field changed. */
function formAccepts(patch: Partial<ListingFormValues>): boolean {
  const valid: ListingFormValues = {
    ...emptyListingForm('car'),
    make: 'Audi',
    body_type: 'saloon',
    model: 'A4',
    title: '2019 Audi A4',
    year: '2019',
    price: '20000',
    mileage: '50000',
    fuel_type: 'Diesel',
    transmission: 'Manual',
    color: 'Black',
    location: 'Bonn',
    place_id: '2946447',
    ...patch,
  };
  return listingSchema().safeParse(valid).success;
}

describe('text limits of a listing', () => {
  it.each(['title', 'model', 'description', 'location'] as const)(
    '%s: the form accepts exactly the length the table accepts',
    (column) => {
      const max = maxLength('vehicles', column);
      if (max === null) throw new Error(`no length check on vehicles.${column}`);
      expect(formAccepts({ [column]: 'x'.repeat(max) })).toBe(true);
      expect(formAccepts({ [column]: 'x'.repeat(max + 1) })).toBe(false);
    },
  );

  it('the named limits are the table’s', () => {
    expect(maxLength('vehicles', 'title')).toBe(TITLE_LIMIT);
    expect(maxLength('vehicles', 'description')).toBe(DESCRIPTION_LIMIT);
  });

  it('phone: the profile form accepts exactly the length the profiles table accepts (listings take it from there)', () => {
    const max = maxLength('profiles', 'phone') ?? 0;
    const base = { first_name: '', last_name: '', phone: '', location: '', bio: '' };
    expect(profileSchema.safeParse({ ...base, phone: `+${'1'.repeat(max - 1)}` }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, phone: `+${'1'.repeat(max)}` }).success).toBe(false);
  });

  it('photos: the form adds as many as the table accepts', () => {
    expect(bound('vehicles', 'cardinality(images)', '<=')).toBe(MAX_PHOTOS);
  });

  it('features: the form allows as many as the table', () => {
    expect(bound('vehicles', 'cardinality(features)', '<=')).toBe(50);
    const schema = listingSchema();
    const shape = schema.safeParse({ ...emptyListingForm('car'), features: Array<string>(51).fill('Sunroof') });
    expect(shape.error?.issues.some((issue) => issue.message === 'Choose at most 50 features')).toBe(true);
  });
});

describe('reports and profiles', () => {
  it('report details: the form and the table cap them alike, and "other" needs 10 characters in both', () => {
    expect(maxLength('reports', 'details')).toBe(DETAILS_MAX);
    expect(bound('reports', 'char_length(btrim(details))', '>=')).toBe(10);
    expect(reportSchema.safeParse({ reason: 'other', details: 'x'.repeat(10) }).success).toBe(true);
    expect(reportSchema.safeParse({ reason: 'other', details: 'x'.repeat(9) }).success).toBe(false);
  });

  it.each(['first_name', 'last_name', 'location', 'bio'] as const)(
    'profile %s: the form accepts exactly the length the table accepts',
    (column) => {
      const max = maxLength('profiles', column);
      if (max === null) throw new Error(`no length check on profiles.${column}`);
      const base = { first_name: '', last_name: '', phone: '', location: '', bio: '' };
      expect(profileSchema.safeParse({ ...base, [column]: 'x'.repeat(max) }).success).toBe(true);
      expect(profileSchema.safeParse({ ...base, [column]: 'x'.repeat(max + 1) }).success).toBe(false);
    },
  );
});

describe('closed sets', () => {
  let live: ParsedSets;
  beforeAll(() => {
    live = closedSetsOf(checks.map((check) => ({ ...check, table: check.table.replace(/^public\./, '') })));
  });

  const plain = (map: Map<string, Map<string, unknown>>) =>
    Object.fromEntries(
      [...map].map(([table, columns]) => [
        table,
        Object.fromEntries(
          [...columns].map(([column, values]) => [column, values instanceof Map ? Object.fromEntries(values) : values]),
        ),
      ]),
    );

  it('the generated constants are the live schema’s (run npm run db:types after changing a set)', () => {
    expect(plain(live.sets)).toEqual(ClosedSets);
    expect(plain(live.byType)).toEqual(ClosedSetsByType);
  });

  it('the app’s lists are the schema’s', () => {
    expect(VEHICLE_TYPES).toEqual(live.sets.get('vehicles')?.get('type'));
    expect(COLORS).toEqual(live.sets.get('vehicles')?.get('color'));
    expect(LISTING_STATUSES).toEqual(live.sets.get('vehicles')?.get('status'));
    expect(FUEL_TYPES).toEqual(Object.fromEntries(live.byType.get('vehicles')?.get('fuel_type') ?? []));
    expect(TRANSMISSIONS).toEqual(Object.fromEntries(live.byType.get('vehicles')?.get('transmission') ?? []));
    expect(BODY_TYPES).toEqual(Object.fromEntries(live.byType.get('vehicles')?.get('body_type') ?? []));
    expect(EMISSIONS_CLASSES).toEqual(Object.fromEntries(live.byType.get('vehicles')?.get('emissions_class') ?? []));
    expect([...REPORT_REASONS].sort()).toEqual([...(live.sets.get('reports')?.get('reason') ?? [])].sort());
  });

  it('every value of a closed set is accepted by the database, and nothing else', async () => {
    const seller = await stack.newUser('drift');
    const insert = (fields: Record<string, string>) =>
      seller.client.from('vehicles').insert({
        seller_id: seller.id,
        title: 'Drift check',
        make: 'Audi',
        model: 'A4',
        year: 2019,
        price: 1000,
        mileage: 1000,
        type: 'car',
        fuel_type: 'Petrol',
        transmission: 'Manual',
        body_type: 'saloon',
        ...fields,
      } as never);
    for (const type of VEHICLE_TYPES) {
      for (const fuel of FUEL_TYPES[type]) {
        const transmission = TRANSMISSIONS[type][0] ?? '';
        const body_type = BODY_TYPES[type][0] ?? '';
        expect((await insert({ type, fuel_type: fuel, transmission, body_type })).error, `${type} ${fuel}`).toBeNull();
      }
    }
    for (const color of COLORS) expect((await insert({ color })).error, color).toBeNull();
    expect((await insert({ color: 'Mauve' })).error?.code).toBe('23514');
    expect((await insert({ type: 'truck' })).error?.code).toBe('23514');
  });
});
