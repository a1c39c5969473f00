/**
 * The one search definition in SQL through the real client: search_vehicles
 * and vehicle_facets as anon, as a seller and as another user (they run as
 * the caller, so row-level security applies), their answers against plain
 * REST counts, their 400s for bad filters, and the database's licence and
 * word rules against the browser's on the same tables of cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClosedSets, type Json } from '../../src/lib/database.types.ts';
import { MILEAGE_OPTIONS } from '../../src/lib/domain/constants.ts';
import { coveredBy, licenceFor } from '../../src/lib/domain/licence.ts';
import { LICENCE_CASES } from '../../src/lib/domain/licenceCases.ts';
import { searchWords } from '../../src/lib/domain/listingQuery.ts';
import { SPECS } from '../../src/lib/domain/filters.ts';
import type { RangeFilter } from '../../src/lib/domain/filterSpec.ts';
import { stepCount, type SearchFilters } from '../../src/lib/domain/searchFilters.ts';
import { facetCountsSchema } from '../../src/lib/domain/searchFiltersSchema.ts';
import { createListing, setListingStatus } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let other: Person;
let draftId: string;
let activeId: string;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('search-seller');
  other = await stack.newUser('search-other');
  // A make no seeded listing has, so counts about it are exactly these rows.
  activeId = await createListing(seller.client, seller.id, { make: 'Lancia', model: 'Delta', fuel_type: 'Diesel' });
  await createListing(seller.client, seller.id, { make: 'Lancia', model: 'Ypsilon', fuel_type: 'Petrol' });
  await createListing(seller.client, seller.id, {
    make: 'Lancia',
    model: 'Ypsilon',
    fuel_type: 'Petrol',
    price: 9_000,
  });
  draftId = await createListing(seller.client, seller.id, { make: 'Lancia', model: 'Thema', fuel_type: 'Diesel' });
  await setListingStatus(seller.client, draftId, 'draft');
});

afterAll(async () => {
  await stack.stop();
});

interface SearchAnswer {
  total: number;
  rows: { id: string; make: string; model: string; status: string; engine_size: number | null; power: number | null }[];
}

async function search(client: Client, filters: SearchFilters, sort = 'newest', page = 1): Promise<SearchAnswer> {
  const { data, error } = await client.rpc('search_vehicles', { filters, sort, page, page_size: 24 });
  if (error) throw new Error(error.message);
  return data as unknown as SearchAnswer;
}

async function facets(client: Client, filters: SearchFilters) {
  const { data, error } = await client.rpc('vehicle_facets', { filters });
  if (error) throw new Error(error.message);
  const counts = facetCountsSchema.parse(data);
  const facet = (id: string) => counts.facets[id] ?? {};
  return {
    ...counts,
    type: facet('type'),
    make: facet('make'),
    model: facet('model'),
    fuelType: facet('fuelType'),
    licence: facet('licence'),
    features: facet('features'),
  };
}

/** Active listings matching equality conditions, counted with plain REST as the service role. */
async function restCount(conditions: Record<string, string | number>): Promise<number> {
  let query = stack.service().from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'active');
  for (const [column, value] of Object.entries(conditions)) query = query.eq(column, value);
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? -1;
}

describe('search_vehicles', () => {
  it('answers a page and the exact total of active listings, the same for anon, the seller and another user', async () => {
    const filters: SearchFilters = { type: 'car', make: 'Lancia' };
    const answers = await Promise.all([stack.anon(), seller.client, other.client].map((c) => search(c, filters)));
    for (const answer of answers) {
      expect(answer.total).toBe(3);
      expect(answer.rows.map((row) => row.model).sort()).toEqual(['Delta', 'Ypsilon', 'Ypsilon']);
      expect(answer.rows.every((row) => row.status === 'active')).toBe(true);
    }
    // The seller may read the draft through REST (row-level security), but a search lists active listings only.
    const { data } = await seller.client.from('vehicles').select('id').eq('id', draftId);
    expect(data).toHaveLength(1);
    expect(answers[1]?.rows.some((row) => row.id === draftId)).toBe(false);
  });

  it('runs as the caller, so row-level security applies to every search function', async () => {
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ name: string; definer: boolean }>(
        `select proname as name, prosecdef as definer from pg_proc
          where proname in ('search_vehicles', 'vehicle_facets', 'vehicle_matches_search') order by 1`,
      ),
    );
    expect(rows).toEqual([
      { name: 'search_vehicles', definer: false },
      { name: 'vehicle_facets', definer: false },
      { name: 'vehicle_matches_search', definer: false },
    ]);
  });

  it('matches the REST count for a filtered search and pages in a stable order', async () => {
    const filters: SearchFilters = { type: 'car', fuelType: 'Diesel', maxPrice: 50_000 };
    const answer = await search(stack.anon(), filters, 'price-asc');
    const { count } = await stack
      .service()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'active')
      .eq('type', 'car')
      .eq('fuel_type', 'Diesel')
      .lte('price', 50_000);
    expect(answer.total).toBe(count);
    const second = await search(stack.anon(), filters, 'price-asc', 2);
    const firstIds = new Set(answer.rows.map((row) => row.id));
    expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);
  });

  it.each([
    [{ colour: 'Red' }, 'Unknown search filter "colour"'],
    [{ fuelType: 'Coal' }, 'Search filter "fuelType" must be one of'],
    [{ minPrice: 'cheap' }, 'Search filter "minPrice" must be a whole number'],
    [{ minYear: 1700 }, 'Search filter "minYear" must be a whole number from 1900 to 2100'],
    [{ licence: 'C' }, 'Search filter "licence" must be one of AM, A1, A2, A, B'],
    [{ features: 'ABS' }, 'Search filter "features" must be a list'],
  ])('refuses %j with a 400 that names the filter', async (filters, message) => {
    const { error, status } = await stack.anon().rpc('search_vehicles', { filters: filters as Json });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain(message);
    const counted = await stack.anon().rpc('vehicle_facets', { filters: filters as Json });
    expect(counted.status).toBe(400);
  });

  it('accepts every value of the closed sets the vehicles table allows', async () => {
    const values: SearchFilters[] = [
      ...ClosedSets.vehicles.type.map((type) => ({ type })),
      ...ClosedSets.vehicles.color.map((color) => ({ color })),
      ...['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid'].map((fuelType) => ({ fuelType })),
      ...['Automatic', 'Manual', 'Semi-Automatic', 'CVT'].map((transmission) => ({ transmission })),
    ];
    for (const filters of values) {
      const { error } = await stack.anon().rpc('search_vehicles', { filters, page_size: 1 });
      expect(error, JSON.stringify(filters)).toBeNull();
    }
  });
});

describe('vehicle_facets', () => {
  it('counts each option with the other filters applied, and the total with all of them', async () => {
    const filters: SearchFilters = { type: 'car', make: 'Lancia', fuelType: 'Petrol' };
    const counts = await facets(other.client, filters);
    expect(counts.total).toBe(2);
    expect(counts.total).toBe((await search(stack.anon(), filters)).total);
    // Fuel leaves the fuel filter out; the make leaves make (and model) out.
    expect(counts.fuelType).toMatchObject({ Petrol: 2, Diesel: 1 });
    expect(counts.make.Lancia).toBe(2);
    expect(counts.make.BMW).toBe(await restCount({ type: 'car', make: 'BMW', fuel_type: 'Petrol' }));
    expect(counts.type).toEqual({ car: 2 });
    expect(counts.licence).toMatchObject({ B: 2, A: 0, AM: 0 });
  });

  it('lists every model of the chosen make, the draft not included, each with its count', async () => {
    const counts = await facets(stack.anon(), { make: 'Lancia', model: 'Delta', maxPrice: 10_000 });
    expect(counts.model).toEqual({ Delta: 0, Ypsilon: 1 });
    expect(counts.total).toBe(0);
    expect((await facets(stack.anon(), { maxPrice: 10_000 })).model).toEqual({});
  });

  it('counts maximum-mileage steps cumulatively and features within the full search', async () => {
    const filters: SearchFilters = { type: 'car', maxPrice: 50_000 };
    const counts = await facets(stack.anon(), filters);
    const mileage = SPECS.find((spec) => spec.id === 'mileage') as RangeFilter;
    const steps = MILEAGE_OPTIONS.map((km) => stepCount(mileage, counts, 'max', km));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    for (const km of MILEAGE_OPTIONS) {
      expect(stepCount(mileage, counts, 'max', km), String(km)).toBe(
        (await search(stack.anon(), { ...filters, mileageMax: km })).total,
      );
    }
    expect(counts.features.Navigation).toBe(
      (await search(stack.anon(), { ...filters, features: ['Navigation'] })).total,
    );
  });
});

describe('the licence filter', () => {
  it('A1 lists no scooter above 125 cc or 11 kW, and counts what it lists', async () => {
    const filters: SearchFilters = { type: 'scooter', licence: 'A1' };
    const answer = await search(stack.anon(), filters);
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.rows) {
      expect(row.engine_size ?? 0).toBeLessThanOrEqual(125);
      expect((row.power ?? Infinity) * 0.73549875).toBeLessThanOrEqual(11);
    }
    expect((await facets(stack.anon(), { type: 'scooter' })).licence.A1).toBe(answer.total);
  });

  it('gives every case of the shared table the same category in SQL as in TypeScript', async () => {
    for (const [name, vehicle, expected] of LICENCE_CASES) {
      const [row] = await stack.db.transaction((tx) =>
        tx.query<{ category: string }>('select listing_search.licence_for($1, $2, $3, $4) as category', [
          vehicle.type,
          vehicle.fuelType,
          vehicle.engineSize,
          vehicle.power,
        ]),
      );
      expect(row?.category, name).toBe(expected);
      expect(licenceFor(vehicle), name).toBe(expected);
    }
  });

  it('stores each listing its category, and the filter covers what each licence covers', async () => {
    const [spec] = await stack.db.transaction((tx) =>
      tx.query<{ covers: Record<string, string[]> }>(
        `select s.covers from listing_search.filter_specs() s where s.id = 'licence'`,
      ),
    );
    for (const [licence, covers] of Object.entries(spec?.covers ?? {})) {
      const expected: string[] = [...coveredBy(licence as 'AM')];
      if (licence === 'A') expected.push('check');
      expect(covers, licence).toEqual(expected);
    }
    const { data } = await stack.anon().from('vehicles').select('licence_category').eq('id', activeId).single();
    expect(data?.licence_category).toBe('B');
  });
});

describe('search words', () => {
  it.each([
    '  a4,avant (2.0) "tdi"*  ',
    'Škoda Citroën—C3, 2.0TDI «München» 日本 ½ x²',
    '%_\\:;|&!<>=~^$#@/?+',
    'a b c d e f g h i j',
    '',
  ])('splits %j into the same words in SQL as in TypeScript', async (term) => {
    const [row] = await stack.db.transaction((tx) =>
      tx.query<{ words: string[] }>('select listing_search.words($1) as words', [term]),
    );
    expect(row?.words).toEqual(searchWords(term));
  });
});

describe('listing_search.matching_page (security definer, for the word indexes)', () => {
  async function page(role: 'anon' | 'authenticated', filters: SearchFilters, withTotal = true) {
    return stack.db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      const [row] = await tx.query<{ ids: string[]; total: string | null }>(
        'select ids, total from listing_search.matching_page($1::jsonb, $2, 24, 0, $3)',
        [JSON.stringify(filters), 'newest', withTotal],
      );
      return { ids: row?.ids ?? [], total: row?.total === null || row?.total === undefined ? null : Number(row.total) };
    });
  }

  it('answers only active listings, whatever role calls it and whatever the filters name', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      // The draft's own model, as a word and as a filter: it is never among the ids nor counted.
      for (const filters of [{ searchTerm: 'Thema' }, { make: 'Lancia', model: 'Thema' }, { make: 'Lancia' }]) {
        const answer = await page(role, filters);
        expect(answer.ids).not.toContain(draftId);
      }
      expect(await page(role, { searchTerm: 'Thema' })).toEqual({ ids: [], total: 0 });
      const lancia = await page(role, { make: 'Lancia' });
      expect(lancia.total).toBe(3);
      expect(lancia.ids).toContain(activeId);
    }
  });

  it('gives search_vehicles the same page and total as the search by the caller', async () => {
    for (const filters of [{ make: 'Lancia' }, { searchTerm: 'lancia ypsilon' }, { make: 'Lancia', minPrice: 8_500 }]) {
      const definer = await page('anon', filters);
      const answer = await search(stack.anon(), filters);
      expect(answer.rows.map((row) => row.id)).toEqual(definer.ids);
      expect(answer.total).toBe(definer.total);
    }
  });

  it('refuses page sizes and offsets search_vehicles refuses, and bad filters', async () => {
    const call = (filters: string, size: number, offset: number) =>
      stack.db.transaction(async (tx) => {
        await tx.query('set local role anon');
        return tx.query('select * from listing_search.matching_page($1::jsonb, $2, $3, $4, true)', [
          filters,
          'newest',
          size,
          offset,
        ]);
      });
    await expect(call('{}', 101, 0)).rejects.toThrow(/page_size/);
    await expect(call('{}', 24, -1)).rejects.toThrow(/page_offset/);
    await expect(call('{"colour":"Red"}', 24, 0)).rejects.toThrow(/colour/);
  });
});

describe('listing_search.bits_page (the page and total from the bitmaps)', () => {
  interface Page {
    ids: string[] | null;
    total: number | null;
  }
  async function pageOf(fn: 'bits_page' | 'matching_page', filters: SearchFilters, sort: string, offset: number) {
    return stack.db.transaction(async (tx) => {
      await tx.query('set local role anon');
      const sql =
        fn === 'bits_page'
          ? 'select ids, total from listing_search.bits_page($1::jsonb, $2, 24, $3)'
          : 'select ids, total from listing_search.matching_page($1::jsonb, $2, 24, $3, true)';
      const [row] = await tx.query<{ ids: string[] | null; total: string | null }>(sql, [
        JSON.stringify(filters),
        sort,
        offset,
      ]);
      return { ids: row?.ids ?? null, total: row?.total == null ? null : Number(row.total) } satisfies Page;
    });
  }

  // Few matches (the slots of the set bits, sorted), many (the sort's index
  // walked), and the sorts without an index across types (the planner's way).
  it.each([
    [{ make: 'Lancia' }, 'newest', 0],
    [{ make: 'Lancia', fuelType: 'Petrol' }, 'price-asc', 0],
    [{ type: 'car', make: 'BMW' }, 'mileage-asc', 0],
    [{ type: 'car' }, 'newest', 0],
    [{ type: 'car' }, 'newest', 48],
    [{ type: 'car' }, 'price-desc', 24],
    [{ type: 'scooter', licence: 'A2' }, 'year-desc', 0],
    [{}, 'newest', 0],
    [{}, 'price-asc', 0],
    [{ type: 'car', doors: ['4/5'], previousOwnersMax: 1 }, 'newest', 0],
    [{ type: 'car', make: 'Lancia' }, 'newest', 960],
  ] as [SearchFilters, string, number][])(
    'answers %j sorted %s from %i as the rows do',
    async (filters, sort, offset) => {
      const bits = await pageOf('bits_page', filters, sort, offset);
      const rows = await pageOf('matching_page', filters, sort, offset);
      expect(bits).toEqual(rows);
      expect(bits.ids).not.toContain(draftId);
    },
  );

  it('leaves a search word to the rows (both null), and refuses what search_vehicles refuses', async () => {
    expect(await pageOf('bits_page', { searchTerm: 'lancia' }, 'newest', 0)).toEqual({ ids: null, total: null });
    await expect(pageOf('bits_page', { colour: 'Red' }, 'newest', 0)).rejects.toThrow(/colour/);
    await expect(pageOf('bits_page', {}, 'cheapest', 0)).rejects.toThrow(/sort/);
    await expect(pageOf('bits_page', {}, 'newest', -24)).rejects.toThrow(/page_offset/);
  });
});

describe('vehicle_matches_search', () => {
  it('says whether one listing matches a saved filter object, drafts never', async () => {
    const match = async (id: string, filters: SearchFilters) => {
      const { data, error } = await stack.anon().rpc('vehicle_matches_search', { vehicle_id: id, filters });
      if (error) throw new Error(error.message);
      return data;
    };
    expect(await match(activeId, { make: 'Lancia', fuelType: 'Diesel' })).toBe(true);
    expect(await match(activeId, { make: 'Lancia', fuelType: 'Petrol' })).toBe(false);
    expect(await match(draftId, { make: 'Lancia' })).toBe(false);
  });
});
