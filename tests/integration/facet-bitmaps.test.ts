/**
 * Facet counts from the bitmaps of active listings (listing_search.facet_bits,
 * kept by triggers) give exactly the answer of a plain SQL reference
 * (support/reference.ts: one GROUP BY per filter) for searches of every
 * filter, as anon and as a signed-in user through the real client; they
 * follow every kind of write at once (publish, edit, withdraw, relist,
 * delete, a seller's reply time), ending equal to bitmaps rebuilt from
 * scratch; what the bitmaps do not hold (words, a distance, a bound between
 * buckets) is matched by the same search conditions; and nobody but the
 * triggers writes them or reads the slots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, TablesInsert } from '../../src/lib/database.types.ts';
import { MILEAGE_OPTIONS } from '../../src/lib/domain/constants.ts';
import { refreshSearchWords, type SearchWordsRefresh } from '../../netlify/functions/_shared/searchWords.ts';
import { createListing, setListingStatus, type Person } from './support/fixtures.ts';
import { referenceFacets } from './support/reference.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let buyer: Person;

type Filters = Record<string, unknown>;

/** Deterministic pseudo-random numbers (mulberry32), so a failing search can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function asRole<T>(role: 'anon' | 'authenticated', sql: string, params: unknown[]): Promise<T> {
  return stack.db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    const [row] = await tx.query<{ answer: T }>(sql, params);
    return row?.answer as T;
  });
}

/** The reference answer (plain SQL as anon). */
function scanned(filters: Filters): Promise<unknown> {
  return referenceFacets(stack.db, filters);
}

function fromBits(filters: Filters, role: 'anon' | 'authenticated' = 'anon'): Promise<unknown> {
  return asRole(role, 'select listing_search.facet_counts_from_bits($1::jsonb) as answer', [JSON.stringify(filters)]);
}

async function facets(client: Client, filters: Filters): Promise<unknown> {
  const { data, error } = await client.rpc('vehicle_facets', { filters: filters as Json });
  if (error) throw new Error(error.message);
  return data;
}

interface Catalogue {
  makes: { make: string; models: string[] }[];
  features: string[];
}

async function catalogue(): Promise<Catalogue> {
  const makes = await stack.db.transaction((tx) =>
    tx.query<{ make: string; models: string[] }>(
      `select make, array_agg(distinct model) as models from public.vehicles where status = 'active' group by make order by make`,
    ),
  );
  const features = await stack.db.transaction((tx) =>
    tx.query<{ feature: string }>(
      `select distinct unnest(features) as feature from public.vehicles where status = 'active' order by 1`,
    ),
  );
  return { makes, features: features.map((row) => row.feature) };
}

/** One to three words: a make, a model, part of one (as typed so far), a year or a word of the descriptions. */
function someWords(next: () => number, pick: <T>(items: readonly T[]) => T, makes: Catalogue['makes']): string {
  const { make, models } = pick(makes);
  const words = [make, pick(models), make.slice(0, 3), pick(models).toLowerCase(), '2019', 'service', 'xyzzy'];
  const count = 1 + Math.floor(next() * 3);
  return Array.from({ length: count }, () => pick(words)).join(' ');
}

/** A search a buyer could make with the filters' controls: every bound on a bucket's edge. */
function someSearch(next: () => number, { makes, features }: Catalogue): Filters {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const maybe = (p: number) => next() < p;
  const filters: Filters = {};
  if (maybe(0.6)) filters.type = pick(['car', 'scooter']);
  if (maybe(0.4)) {
    const { make, models } = pick(makes);
    filters.make = make;
    if (maybe(0.4)) filters.model = pick(models);
  }
  if (maybe(0.5)) filters.maxPrice = pick([5_000, 10_000, 15_000, 20_000, 30_000, 50_000]);
  if (maybe(0.3)) filters.minPrice = pick([0, 1_000, 5_000, 12_000]);
  if (maybe(0.5)) filters.minYear = pick([2000, 2010, 2015, 2018]);
  if (maybe(0.2)) filters.maxYear = pick([2012, 2019, 2022]);
  if (maybe(0.3)) filters.mileageMax = pick(MILEAGE_OPTIONS);
  if (maybe(0.2)) filters.fuelType = pick(['Petrol', 'Diesel', 'Electric', 'Hybrid']);
  if (maybe(0.2)) filters.transmission = pick(['Automatic', 'Manual']);
  if (maybe(0.15)) filters.color = pick(['Black', 'White', 'Silver', 'Blue', 'Red']);
  if (maybe(0.15)) filters.licence = pick(['AM', 'A1', 'A2', 'A', 'B']);
  if (maybe(0.15)) filters.bodyType = [pick(['hatchback', 'estate', 'suv', 'step-through', 'sport'])];
  if (maybe(0.15)) filters.engineSizeMin = pick([0, 1000, 1500]);
  if (maybe(0.15)) filters.engineSizeMax = pick([1600, 2000, 3000]);
  if (maybe(0.2)) filters.features = [pick(features)];
  if (maybe(0.15)) filters.accidentFree = true;
  if (maybe(0.15)) filters.goodPrice = true;
  if (maybe(0.1)) filters.fastReply = true;
  if (maybe(0.15)) filters.powerMin = pick([50, 100, 150]);
  if (maybe(0.1)) filters.powerMax = pick([75, 150, 300]);
  if (maybe(0.15)) filters.previousOwnersMax = pick([1, 2, 3]);
  if (maybe(0.15)) filters.sellerType = pick(['dealer', 'private']);
  if (maybe(0.1)) filters.doors = [pick(['2/3', '4/5', '6/7'])];
  if (maybe(0.1)) filters.seatsMin = pick([4, 5, 7]);
  if (maybe(0.05)) filters.seatsMax = pick([2, 5]);
  if (maybe(0.15)) filters.emissionsClass = pick(['Euro 4', 'Euro 6', 'Euro 6d']);
  if (maybe(0.15)) filters.firstRegistrationMin = pick([2015, 2019, 2022]);
  if (maybe(0.05)) filters.firstRegistrationMax = pick([2016, 2020]);
  if (maybe(0.25)) filters.searchTerm = someWords(next, pick, makes);
  return filters;
}

async function expectSameAnswers(searches: Filters[]): Promise<void> {
  for (const filters of searches) {
    const expected = await scanned(filters);
    expect(await fromBits(filters), JSON.stringify(filters)).toEqual(expected);
  }
}

/** Rows of the bitmaps that differ from bitmaps rebuilt from the listings (rolled back). */
async function driftFromRebuild(): Promise<number> {
  let drift = 0;
  await stack.db
    .transaction(async (tx) => {
      await tx.query('create temp table kept on commit drop as select * from listing_search.facet_bits');
      await tx.query('select listing_search.rebuild_facet_bits()');
      const [row] = await tx.query<{ n: number }>(
        `select count(*)::integer as n from (
           (select chunk, facet, value, bits from kept except select chunk, facet, value, bits from listing_search.facet_bits)
           union all
           (select chunk, facet, value, bits from listing_search.facet_bits except select chunk, facet, value, bits from kept)) d`,
      );
      drift = row?.n ?? -1;
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) throw error;
    });
  return drift;
}

/** The hourly choice of search words with bitmaps, as the scheduled function makes it (service role). */
function chooseSearchWords(minListings: number): Promise<SearchWordsRefresh> {
  return refreshSearchWords(stack.service(), { minListings });
}

beforeAll(async () => {
  stack = await startTestStack();
  [seller, buyer] = await Promise.all([stack.newUser('bits-seller'), stack.newUser('bits-buyer')]);
  // Words of the demo market held by three listings or more get bitmaps, so searches below meet words
  // counted from bitmaps ("service", a make) and words matched row by row (part of a word, a rare one).
  expect(await chooseSearchWords(3)).toMatchObject({ done: true });
});

afterAll(async () => {
  await stack.stop();
});

describe('counts from the bitmaps', () => {
  it('equal the reference for 120 searches made with the filters’ controls', async () => {
    const next = random(20261127);
    const known = await catalogue();
    const searches = [{}, ...Array.from({ length: 119 }, () => someSearch(next, known))];
    await expectSameAnswers(searches);
  }, 180_000);

  it('count a search word by make, model, title and description, as the reference does', async () => {
    await createListing(seller.client, seller.id, {
      make: 'Alpine',
      model: 'A110',
      title: 'Alpine A110 Première Édition',
      description: 'Garaged, Michelin Pilot Sport tyres, one careful owner since new.',
    });
    await expectSameAnswers(
      ['alpine', 'a110', 'premiere', 'PREMI', 'michelin', 'alp pilot', 'alpine tesla', '—', 'nothing-like-it'].map(
        (searchTerm) => ({ searchTerm }),
      ),
    );
    expect(((await fromBits({ searchTerm: 'michelin' })) as { total: number }).total).toBe(1);
  });

  it('are what vehicle_facets answers, as anon and as a signed-in user', async () => {
    const filters = { type: 'car', maxPrice: 50_000, minYear: 2000, fuelType: 'Diesel' };
    const expected = await scanned(filters);
    expect(await fromBits(filters, 'authenticated')).toEqual(expected);
    expect(await facets(stack.anon(), filters)).toEqual(expected);
    expect(await facets(buyer.client, filters)).toEqual(expected);
  });

  it('follow publishing, editing, withdrawing, relisting and deleting at once', async () => {
    const row = (overrides: Partial<TablesInsert<'vehicles'>>) => ({
      make: 'Skoda',
      model: 'Octavia',
      price: 14_000,
      mileage: 50_000,
      engine_size: 1600,
      features: ['Navigation', 'Tow Bar'],
      ...overrides,
    });
    const searches: Filters[] = [
      { make: 'Skoda' },
      { make: 'Skoda', model: 'Octavia', maxPrice: 14_000 },
      { type: 'car', maxPrice: 13_000, mileageMax: 50_000 },
      { features: ['Tow Bar'], minYear: 2015 },
      { make: 'Skoda', engineSizeMin: 1600, engineSizeMax: 1600 },
      { goodPrice: true, type: 'car' },
    ];
    const first = await createListing(seller.client, seller.id, row({}));
    const second = await createListing(
      seller.client,
      seller.id,
      row({ model: 'Fabia', price: 9_000, mileage: 45_000 }),
    );
    expect((await fromBits({ make: 'Skoda' })) as { total: number }).toMatchObject({ total: 2 });
    await expectSameAnswers(searches);

    // An edit moves the listing between buckets (price, mileage, engine, features, model).
    const { error } = await seller.client
      .from('vehicles')
      .update({ price: 13_000, mileage: 52_500, engine_size: 1650, features: ['Heated Seats'], model: 'Superb' })
      .eq('id', first);
    expect(error).toBeNull();
    await expectSameAnswers(searches);

    await setListingStatus(seller.client, second, 'sold');
    await expectSameAnswers(searches);
    expect((await fromBits({ make: 'Skoda' })) as { total: number }).toMatchObject({ total: 1 });
    await setListingStatus(seller.client, second, 'active');
    await expectSameAnswers(searches);

    await stack.db.transaction((tx) =>
      tx.query(`update public.vehicles set price_rating = 'great' where id = $1`, [first]),
    );
    await expectSameAnswers(searches);

    const { error: deleted } = await seller.client.from('vehicles').delete().eq('id', first);
    expect(deleted).toBeNull();
    await expectSameAnswers(searches);
    expect(await driftFromRebuild()).toBe(0);
  });

  it('lose no bit when sellers publish and withdraw at the same moment', async () => {
    // On native Postgres these run on separate connections and meet on the same chunk rows.
    const sellers = [seller, buyer];
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createListing(sellers[i % 2]?.client ?? seller.client, sellers[i % 2]?.id ?? seller.id, {
          make: 'Saab',
          model: i % 3 === 0 ? '900' : '9-3',
          price: 3_000 + i * 250,
        }),
      ),
    );
    await Promise.all(
      ids
        .filter((_, i) => i % 4 === 0)
        .map((id, i) => setListingStatus(sellers[(i * 4) % 2]?.client ?? seller.client, id, 'sold')),
    );
    expect((await fromBits({ make: 'Saab' })) as { total: number }).toMatchObject({ total: 18 });
    await expectSameAnswers([{ make: 'Saab' }, { make: 'Saab', model: '900', maxPrice: 6_000 }]);
    expect(await driftFromRebuild()).toBe(0);
  });

  it('follow a seller who starts or stops replying within 24 hours', async () => {
    await createListing(seller.client, seller.id, { make: 'Lada', model: 'Niva' });
    const stats = (conversations: number, median: number) =>
      stack.db.transaction((tx) =>
        tx.query(
          `insert into public.seller_reply_stats (seller_id, conversations, median_reply_seconds) values ($1, $2, $3)
           on conflict (seller_id) do update set conversations = $2, median_reply_seconds = $3`,
          [seller.id, conversations, median],
        ),
      );
    const fast = async () =>
      ((await fromBits({ make: 'Lada' })) as { facets: { fastReply: { true: number } } }).facets.fastReply.true;
    await stats(5, 3_600);
    expect(await fast()).toBe(1);
    await stats(5, 200_000);
    expect(await fast()).toBe(0);
    await stats(5, 600);
    await stack.db.transaction((tx) =>
      tx.query('delete from public.seller_reply_stats where seller_id = $1', [seller.id]),
    );
    expect(await fast()).toBe(0);
    await expectSameAnswers([{ fastReply: true }, { fastReply: true, make: 'Lada' }]);
    expect(await driftFromRebuild()).toBe(0);
  });
});

describe('search words with bitmaps', () => {
  const wordsWithBits = () =>
    stack.db.transaction(async (tx) =>
      (await tx.query<{ word: string }>('select word from listing_search.search_words order by 1')).map((r) => r.word),
    );

  it('are the words enough listings hold, and searches for them answer as the reference does', async () => {
    const words = await wordsWithBits();
    expect(words).toEqual(expect.arrayContaining(['service', 'volkswagen']));
    expect(words).not.toContain('xyzzy');
    await expectSameAnswers(
      ['service', 'Volkswagen', 'VOLKSWAGEN service', 'service xyzzy', 'volks', 'service golf'].map((searchTerm) => ({
        searchTerm,
      })),
    );
  });

  it('follow a listing that gains, loses and regains a word, and leave with it', async () => {
    const searches = [
      { searchTerm: 'service' },
      { searchTerm: 'service', make: 'Lada' },
      { make: 'Lada', searchTerm: 'samara' },
    ];
    const id = await createListing(seller.client, seller.id, {
      make: 'Lada',
      model: 'Samara',
      title: 'Lada Samara 1500',
      description: 'Full service history, garaged.',
    });
    await expectSameAnswers(searches);
    const edit = async (description: string) => {
      const { error } = await seller.client.from('vehicles').update({ description }).eq('id', id);
      expect(error).toBeNull();
      await expectSameAnswers(searches);
    };
    await edit('Garaged, new clutch.');
    await edit('Serviced every year, service book.');
    await setListingStatus(seller.client, id, 'sold');
    await expectSameAnswers(searches);
    expect(await driftFromRebuild()).toBe(0);
  });

  it('are dropped when fewer listings hold them, and built again when more do', async () => {
    const before = (await wordsWithBits()).length;
    expect(await chooseSearchWords(1_000_000)).toMatchObject({ added: 0, removed: before, done: true, calls: 1 });
    expect(await wordsWithBits()).toEqual([]);
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ n: number }>(`select count(*)::integer as n from listing_search.facet_bits where facet = 'word'`),
    );
    expect(rows[0]?.n).toBe(0);
    await expectSameAnswers([{ searchTerm: 'service' }, { searchTerm: 'volkswagen golf' }]);
    const again = await chooseSearchWords(3);
    expect(again).toMatchObject({ removed: 0, done: true });
    expect(again.added).toBe((await wordsWithBits()).length);
    expect(again.added).toBeGreaterThan(10);
    expect(await driftFromRebuild()).toBe(0);
    await expectSameAnswers([{ searchTerm: 'service' }, { searchTerm: 'volkswagen golf', type: 'car' }]);
  });
});

describe('what the bitmaps do not hold', () => {
  it.each([
    ['a distance', { near: { lat: 52.52, lng: 13.405, radiusKm: 50 } }],
    ['a price between buckets', { maxPrice: 20_500 }],
    ['mileage between steps', { mileageMax: 12_345, type: 'car' }],
    ['an engine size between buckets', { engineSizeMin: 1_550 }],
    ['a model without its make', { model: 'Golf' }],
    ['a word with a distance', { searchTerm: 'golf', near: { lat: 50.94, lng: 6.96, radiusKm: 200 } }],
  ])('%s is matched by the search conditions, with the same answer through the API', async (_name, filters) => {
    const expected = await scanned(filters);
    expect(await fromBits(filters)).toEqual(expected);
    expect(await facets(stack.anon(), filters)).toEqual(expected);
  });

  it('a word that has no letters or digits, or any distance, is no search word or radius', async () => {
    expect(await fromBits({ searchTerm: '--' })).toEqual(await scanned({}));
    expect(await fromBits({ near: { lat: 52.52, lng: 13.405, radiusKm: null } })).toEqual(await scanned({}));
  });

  it('bad filters are refused with the search’s own errors', async () => {
    await expect(fromBits({ maxPrice: 'cheap' })).rejects.toThrow('Search filter "maxPrice" must be a whole number');
    await expect(fromBits({ colour: 'Red' })).rejects.toThrow('Unknown search filter "colour"');
  });
});

describe('who may touch the bitmaps', () => {
  it.each(['anon', 'authenticated'] as const)('%s reads them but writes nothing and reads no slot', async (role) => {
    const attempt = (sql: string) =>
      stack.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        return tx.query(sql);
      });
    expect((await attempt('select count(*)::integer as n from listing_search.facet_bits'))[0]).toMatchObject({
      n: expect.any(Number) as number,
    });
    await expect(attempt('select * from listing_search.facet_slots')).rejects.toThrow(/permission denied/);
    await expect(attempt(`delete from listing_search.facet_bits`)).rejects.toThrow(/permission denied/);
    await expect(
      attempt(`insert into listing_search.facet_bits values (0, 'make', 'Fake', 0::bit(8192))`),
    ).rejects.toThrow(/permission denied/);
    await expect(attempt('select listing_search.rebuild_facet_bits()')).rejects.toThrow(/permission denied/);
    await expect(attempt('select public.refresh_search_words(1)')).rejects.toThrow(/permission denied/);
    await expect(attempt(`insert into listing_search.search_words values ('x', 'x', '%x%')`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      attempt(`select listing_search.change_facet_bits(0, 'make', 'Fake', 1::bit(8192), null)`),
    ).rejects.toThrow(/permission denied/);
  });
});
