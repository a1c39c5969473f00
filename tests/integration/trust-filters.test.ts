/**
 * Body type, accident-free, "good price or better" and "replies within 24 h"
 * through the real client: each filter in search_vehicles and its count in
 * vehicle_facets agree, as anon, as the seller and as another user (both run
 * as the caller, so row-level security decides, seller_reply_stats' included);
 * bad values answer 400; and the counts, though kept between requests, follow
 * every change of a listing or of a seller's reply time at once; saved
 * searches with these filters match what their search shows, a listing that
 * becomes a good price included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, TablesInsert } from '../../src/lib/database.types.ts';
import { searchListings } from '../../src/lib/data/listings.ts';
import { saveSearch } from '../../src/lib/data/savedSearches.ts';
import { defaultFilters, type VehicleFilters } from '../../src/lib/domain/filters.ts';
import type { SearchFilters } from '../../src/lib/domain/searchFilters.ts';
import { facetCountsSchema } from '../../src/lib/domain/searchFiltersSchema.ts';
import { createListing, setListingStatus, type Person } from './support/fixtures.ts';
import { deliverSavedSearchAlerts } from './support/savedSearchAlerts.ts';
import { rawFetch, startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let fast: Person;
let few: Person;
let other: Person;
let clients: [string, Client][];

// A make no seeded listing has, so every count about it is exactly these rows.
const MAKE = 'Dacia';
const ids: Record<string, string> = {};

/** Sets a listing's price rating as the database's own rating would. */
async function rate(id: string, rating: 'great' | 'good' | 'fair' | 'high' | null): Promise<void> {
  await stack.db.transaction((tx) =>
    tx.query('update public.vehicles set price_rating = $2 where id = $1', [id, rating]),
  );
}

/** Gives a seller reply statistics as the hourly refresh would write them. */
async function replyStats(sellerId: string, conversations: number, medianSeconds: number | null): Promise<void> {
  await stack.db.transaction((tx) =>
    tx.query(
      `insert into public.seller_reply_stats (seller_id, conversations, median_reply_seconds) values ($1, $2, $3)
       on conflict (seller_id) do update set conversations = $2, median_reply_seconds = $3`,
      [sellerId, conversations, medianSeconds],
    ),
  );
}

async function list(person: Person, name: string, overrides: Partial<TablesInsert<'vehicles'>>): Promise<void> {
  ids[name] = await createListing(person.client, person.id, { make: MAKE, ...overrides });
}

beforeAll(async () => {
  stack = await startTestStack();
  // Ratings here are set by hand (rate()): the price model would re-rate these
  // listings whenever a neighbour changes (tests/integration/price-rating.test.ts).
  await stack.db.transaction(async (tx) => {
    for (const event of ['insert', 'update', 'delete']) {
      await tx.query(`alter table public.vehicles disable trigger vehicles_rerate_after_${event}`);
    }
  });
  [fast, few, other] = await Promise.all([
    stack.newUser('trust-fast'),
    stack.newUser('trust-few'),
    stack.newUser('trust-other'),
  ]);
  await list(fast, 'duster', { model: 'Duster', body_type: 'suv', accident_free: true });
  await list(fast, 'logan', { model: 'Logan MCV', body_type: 'estate', accident_free: false });
  await list(few, 'jogger', { model: 'Jogger', body_type: 'estate', accident_free: true });
  await list(few, 'sandero', { model: 'Sandero', body_type: 'hatchback' });
  await list(few, 'draft', { model: 'Spring', body_type: 'suv', accident_free: true });
  await setListingStatus(few.client, ids.draft ?? '', 'draft');
  await rate(ids.duster ?? '', 'great');
  await rate(ids.jogger ?? '', 'good');
  await rate(ids.logan ?? '', 'fair');
  // Replies within an hour over 4 conversations; within a minute, but over 2 only.
  await replyStats(fast.id, 4, 3600);
  await replyStats(few.id, 2, 60);
  clients = [
    ['anon', stack.anon()],
    ['the seller', few.client],
    ['another user', other.client],
  ];
});

afterAll(async () => {
  await stack.stop();
});

async function search(client: Client, filters: SearchFilters) {
  const { data, error } = await client.rpc('search_vehicles', { filters, page_size: 100 });
  if (error) throw new Error(error.message);
  return data as unknown as { total: number; rows: { id: string }[] };
}

async function facets(client: Client, filters: SearchFilters) {
  const { data, error } = await client.rpc('vehicle_facets', { filters });
  if (error) throw new Error(error.message);
  const counts = facetCountsSchema.parse(data);
  const flag = (id: string) => counts.facets[id]?.true ?? 0;
  return {
    total: counts.total,
    bodyType: counts.facets.bodyType ?? {},
    toggles: { accidentFree: flag('accidentFree'), goodPrice: flag('goodPrice'), fastReply: flag('fastReply') },
  };
}

const names = (rows: { id: string }[]) =>
  rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id) ?? row.id).sort();

describe('each filter, its results and its count', () => {
  it.each([
    ['body type, any of several', { bodyType: ['estate', 'suv'] }, ['duster', 'jogger', 'logan']],
    ['accident-free', { accidentFree: true }, ['duster', 'jogger']],
    ['good price or better', { goodPrice: true }, ['duster', 'jogger']],
    ['replies within 24 h (3 conversations or more)', { fastReply: true }, ['duster', 'logan']],
    ['all four', { bodyType: ['suv'], accidentFree: true, goodPrice: true, fastReply: true }, ['duster']],
  ] as [string, SearchFilters, string[]][])('%s', async (_name, filters, expected) => {
    for (const [who, client] of clients) {
      const answer = await search(client, { make: MAKE, ...filters });
      expect(names(answer.rows), who).toEqual(expected);
      expect((await facets(client, { make: MAKE, ...filters })).total, who).toBe(answer.total);
    }
  });

  it('counts every body type and each flag with the other filters applied', async () => {
    for (const [who, client] of clients) {
      const counts = await facets(client, { make: MAKE, bodyType: ['estate'], accidentFree: true });
      // Body types leave the body type out: the accident-free ones of each shape.
      expect(counts.bodyType, who).toEqual({ suv: 1, estate: 1 });
      // Each flag: with it on, and the other filters as they are.
      expect(counts.toggles, who).toEqual({ accidentFree: 1, goodPrice: 1, fastReply: 0 });
      expect(counts.total, who).toBe(1);
      const open = await facets(client, { make: MAKE });
      expect(open.bodyType, who).toEqual({ suv: 1, estate: 2, hatchback: 1 });
      expect(open.toggles, who).toEqual({ accidentFree: 2, goodPrice: 2, fastReply: 2 });
      for (const [flag, count] of Object.entries(open.toggles)) {
        expect((await search(client, { make: MAKE, [flag]: true })).total, `${who}: ${flag}`).toBe(count);
      }
      expect((await search(client, { make: MAKE, bodyType: ['estate'] })).total, who).toBe(open.bodyType.estate);
    }
  });

  it.each([
    [{ bodyType: 'estate' }, 'Search filter "bodyType" must be a list of 1 to 15 values, each one of hatchback'],
    [{ bodyType: ['spaceship'] }, 'Search filter "bodyType" must be a list of values, each one of hatchback'],
    [{ accidentFree: false }, 'Search filter "accidentFree" must be true'],
    [{ goodPrice: 'yes' }, 'Search filter "goodPrice" must be true'],
    [{ fastReply: 1 }, 'Search filter "fastReply" must be true'],
  ])('refuses %j with a 400 that names the filter', async (filters, message) => {
    for (const fn of ['search_vehicles', 'vehicle_facets'] as const) {
      const { error, status } = await stack.anon().rpc(fn, { filters: filters as Json });
      expect(status, fn).toBe(400);
      expect(error?.message, fn).toContain(message);
    }
  });
});

describe('counts kept between requests', () => {
  it('follow a new listing, a status change and a rating at once, but not a view', async () => {
    const before = await facets(stack.anon(), { make: MAKE });
    expect(await facets(stack.anon(), { make: MAKE })).toEqual(before);
    await list(few, 'stepway', { model: 'Sandero Stepway', body_type: 'suv', accident_free: true });
    const added = await facets(stack.anon(), { make: MAKE });
    expect(added.total).toBe(before.total + 1);
    expect(added.bodyType.suv).toBe((before.bodyType.suv ?? 0) + 1);

    await rate(ids.stepway ?? '', 'good');
    expect((await facets(stack.anon(), { make: MAKE })).toggles.goodPrice).toBe(before.toggles.goodPrice + 1);

    const changes = async () =>
      (
        await stack.db.transaction((tx) =>
          tx.query<{ n: string }>('select last_value::text as n from listing_search.listing_changes'),
        )
      )[0]?.n;
    const beforeView = await changes();
    const { error } = await stack.anon().rpc('record_vehicle_view', { vehicle_id: ids.stepway ?? '' });
    expect(error).toBeNull();
    expect(await changes()).toBe(beforeView);

    await setListingStatus(few.client, ids.stepway ?? '', 'sold');
    expect((await facets(stack.anon(), { make: MAKE })).total).toBe(before.total);
  });

  it('follow a seller whose reply time becomes fast, or slow', async () => {
    const before = (await facets(stack.anon(), { make: MAKE })).toggles.fastReply;
    await replyStats(few.id, 3, 60);
    expect((await facets(other.client, { make: MAKE })).toggles.fastReply).toBe(before + 2);
    expect((await facets(stack.anon(), { make: MAKE })).toggles.fastReply).toBe(before + 2);
    await replyStats(few.id, 3, 90_000);
    expect((await facets(stack.anon(), { make: MAKE })).toggles.fastReply).toBe(before);
  });

  it('are out of the API’s reach', async () => {
    const response = await rawFetch(stack, '/rest/v1/facet_answers?select=*', {
      headers: { 'Accept-Profile': 'listing_search' },
    });
    expect(response.ok).toBe(false);
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ readable: boolean }>(
        `select has_table_privilege('anon', 'listing_search.facet_answers', 'select') as readable`,
      ),
    );
    expect(rows[0]?.readable).toBe(false);
  });
});

describe('saved searches', () => {
  it('match a new listing exactly when their search shows it, and when it becomes a good price', async () => {
    const buyer = await stack.newUser('trust-buyer');
    const alerts = await deliverSavedSearchAlerts(stack);
    const cases: [string, Partial<VehicleFilters>][] = [
      ['estates', { bodyType: ['estate'] }],
      ['SUVs', { bodyType: ['suv'] }],
      ['accident-free', { accidentFree: true }],
      ['good price', { goodPrice: true }],
      ['fast replies', { fastReply: true }],
    ];
    const searches = await Promise.all(
      cases.map(async ([name, overrides]) => {
        const filters = { ...defaultFilters('car'), make: MAKE, ...overrides };
        return { name, filters, id: (await saveSearch(buyer.id, name, filters, buyer.client)).id };
      }),
    );
    const decide = async (vehicleId: string) => {
      await alerts.settled();
      const { data } = await stack
        .service()
        .from('saved_search_matches')
        .select('saved_search_id')
        .eq('vehicle_id', vehicleId);
      const matched = new Set((data ?? []).map((row) => row.saved_search_id));
      return Promise.all(
        searches.map(async ({ name, filters, id }) => {
          const shown = (await searchListings(filters, 'newest', 1, stack.anon())).vehicles.some(
            (v) => v.id === vehicleId,
          );
          expect(matched.has(id), name).toBe(shown);
          return shown ? name : null;
        }),
      );
    };
    await list(fast, 'bigster', { model: 'Bigster', body_type: 'estate', accident_free: true });
    const id = ids.bigster ?? '';
    expect((await decide(id)).filter(Boolean)).toEqual(['estates', 'accident-free', 'fast replies']);
    await rate(id, 'good');
    expect((await decide(id)).filter(Boolean)).toEqual(['estates', 'accident-free', 'good price', 'fast replies']);
    await alerts.close();
  });
});
