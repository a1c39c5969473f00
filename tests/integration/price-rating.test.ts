/**
 * The price rating: a regression on log price per model (or segment),
 * computed by the database, stored on the listing for cards and filters,
 * kept current as prices change, explained by price_rating_evidence, never
 * given below the minimum of evidence, and not gamed by one seller's listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import { PRICE_MODEL } from '../../src/lib/domain/priceRating.ts';
import rerateJob from '../../netlify/functions/rerate-price-groups.ts';
import { createListing, listingRow, schedulerRequest, setListingStatus, type Person } from './support/fixtures.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let sellers: Person[];
let subjectSeller: Person;
let makes = 0;

interface Evidence {
  rating: string | null;
  expectedPrice: number | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  comparableCount: number;
  sellerCount: number;
  basis: string;
  basisName: string;
  adjustments: { perYear: number; per10000Km: number; per10PercentPower: number; perFeature: number } | null;
  comparables: { id: string; title: string; price: number; adjustedPrice: number; status: string; year: number }[];
}

const saved = { ...process.env };

beforeAll(async () => {
  stack = await startTestStack();
  Object.assign(process.env, { SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
  sellers = [];
  for (let index = 0; index < 7; index += 1) sellers.push(await stack.newUser(`rated${String(index)}`));
  subjectSeller = await stack.newUser('subject');
});

afterAll(async () => {
  process.env = saved;
  await stack.stop();
});

/**
 * A make no other test uses and no body type (which only the service role
 * may leave out), so each test's listings are the only evidence of its
 * model, its make and (having none) its body type.
 */
function freshModel(): Partial<TablesInsert<'vehicles'>> {
  makes += 1;
  return { make: `Rated${String(makes)}`, model: 'Jazz', body_type: null, year: 2015, mileage: 80_000, power: 100 };
}

async function comparables(model: Partial<TablesInsert<'vehicles'>>, prices: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, price] of prices.entries()) {
    const owner = sellers[index % sellers.length];
    if (!owner) throw new Error('no seller');
    ids.push(await createListing(stack.service(), owner.id, { ...model, price }));
  }
  return ids;
}

async function ratingOf(id: string): Promise<string | null> {
  const { data, error } = await stack.anon().from('vehicles').select('price_rating').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.price_rating;
}

async function evidence(id: string): Promise<Evidence | null> {
  const { data, error } = await stack.anon().rpc('price_rating_evidence', { listing_id: id });
  if (error) throw new Error(error.message);
  return data as Evidence | null;
}

/** The geometric mean: the expected price of identical vehicles, given weights. */
function expectedOf(prices: [number, number][]): number {
  const weight = prices.reduce((sum, [, w]) => sum + w, 0);
  return Math.round(Math.exp(prices.reduce((sum, [price, w]) => sum + w * Math.log(price), 0) / weight));
}

describe('price rating', () => {
  it('says nothing below 5 listings from 3 other sellers, and says what it found', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000]);
    const id = await createListing(stack.service(), subjectSeller.id, { ...model, price: 7_000 });
    expect(await ratingOf(id)).toBeNull();
    const found = await evidence(id);
    expect(found).toMatchObject({ rating: null, expectedPrice: null, comparableCount: 4, sellerCount: 4 });
    expect(found?.comparables).toHaveLength(4);

    // Five listings, but from two sellers: still not enough.
    const other = freshModel();
    const [first, second] = sellers;
    if (!first || !second) throw new Error('no seller');
    for (const owner of [first, second, first, second, first]) {
      await createListing(stack.service(), owner.id, { ...other, price: 10_000 });
    }
    const lonely = await createListing(stack.service(), subjectSeller.id, { ...other, price: 7_000 });
    expect(await ratingOf(lonely)).toBeNull();
    expect(await evidence(lonely)).toMatchObject({ comparableCount: 5, sellerCount: 2 });
  });

  // The thresholds the page explains (PRICE_MODEL) are the ones the database applies.
  it('rates great, good, fair and high against the expected price', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const prices = { great: 8_400, good: 9_400, fair: 10_700, high: 11_000 } as const;
    for (const [expected, price] of Object.entries(prices)) {
      const id = await createListing(stack.service(), subjectSeller.id, { ...model, price });
      expect(await ratingOf(id)).toBe(expected);
      const found = await evidence(id);
      expect(found).toMatchObject({
        rating: expected,
        expectedPrice: 10_000,
        rangeLow: Math.round(10_000 * PRICE_MODEL.good),
        rangeHigh: Math.round(10_000 * PRICE_MODEL.fairUpTo),
        comparableCount: PRICE_MODEL.minListings,
        sellerCount: 5,
        basis: 'model',
        basisName: `${model.make ?? ''} Jazz`,
      });
    }
  });

  it('adjusts for age from every listing of the model, nearest first', async () => {
    const model = freshModel();
    // Ages 11 to 7, losing 10 % a year; the rated car is a year newer than the newest.
    for (const [index, year] of [2015, 2016, 2017, 2018, 2019].entries()) {
      const owner = sellers[index];
      if (!owner) throw new Error('no seller');
      await createListing(stack.service(), owner.id, {
        ...model,
        year,
        price: Math.round(20_000 * 0.9 ** (2019 - year)),
      });
    }
    const id = await createListing(stack.service(), subjectSeller.id, { ...model, year: 2020, price: 22_000 });
    const found = await evidence(id);
    expect(found?.adjustments?.perYear).toBeLessThan(-0.03);
    // Above every comparable's price: the model extrapolates a year of age.
    expect(found?.expectedPrice).toBeGreaterThan(20_000);
    expect(found?.expectedPrice).toBeLessThan(23_000);
    expect(found?.rating).toBe('fair');
    // Nearest first: the 2019 car needs the smallest adjustment; each is adjusted up to a 2020 car.
    expect(found?.comparables.map((comparable) => comparable.year)).toEqual([2019, 2018, 2017, 2016, 2015]);
    for (const comparable of found?.comparables ?? []) {
      expect(comparable.adjustedPrice).toBeGreaterThan(comparable.price);
    }
  });

  it('follows price changes of the listing and of its comparables', async () => {
    const model = freshModel();
    const others = await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const id = await createListing(stack.service(), subjectSeller.id, { ...model, price: 10_000 });
    expect(await ratingOf(id)).toBe('fair');

    expect((await stack.service().from('vehicles').update({ price: 8_000 }).eq('id', id)).error).toBeNull();
    expect(await ratingOf(id)).toBe('great');

    // The comparables drop to 7,000: 8,000 is now high.
    for (const other of others) {
      const { error } = await stack.service().from('vehicles').update({ price: 7_000 }).eq('id', other);
      expect(error).toBeNull();
    }
    expect(await ratingOf(id)).toBe('high');

    // A comparable taken off sale no longer counts: four are left.
    const first = others[0];
    if (!first) throw new Error('no comparable');
    await stack.service().from('vehicles').update({ status: 'draft' }).eq('id', first);
    expect(await ratingOf(id)).toBeNull();
  });

  it('weighs a seller as at most 3 listings and never counts the listing’s own seller', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const flooder = sellers[0];
    if (!flooder) throw new Error('no seller');
    // Ten more listings of one seller at twice the price, and three of the rated listing's own seller.
    for (let index = 0; index < 10; index += 1) {
      await createListing(stack.service(), flooder.id, { ...model, price: 20_000 });
    }
    for (let index = 0; index < 3; index += 1) {
      await createListing(stack.service(), subjectSeller.id, { ...model, price: 30_000 });
    }
    const id = await createListing(stack.service(), subjectSeller.id, { ...model, price: 10_000 });
    const found = await evidence(id);
    // Four sellers at 10,000 count once each; the flooder's eleven listings count as three.
    expect(found?.expectedPrice).toBe(
      expectedOf([
        [10_000, 4],
        [10_000, 3 / 11],
        [20_000, 30 / 11],
      ]),
    );
    expect(found?.comparableCount).toBe(15);
    expect(found?.comparables.filter((comparable) => comparable.price === 30_000)).toEqual([]);
  });

  it('falls back to the make and body type when the model has too few listings', async () => {
    const make = freshModel().make ?? '';
    const segment = { make, body_type: 'estate', year: 2017, mileage: 90_000, power: 150 } as const;
    await comparables({ ...segment, model: 'Wagon' }, [12_000, 12_000, 12_000, 12_000, 12_000]);
    const id = await createListing(stack.service(), subjectSeller.id, {
      ...segment,
      model: 'Rare',
      price: 12_500,
    });
    expect(await ratingOf(id)).toBe('fair');
    expect(await evidence(id)).toMatchObject({
      rating: 'fair',
      expectedPrice: 12_000,
      basis: 'make_body',
      basisName: `${make} estate`,
      comparableCount: 5,
    });
  });

  it('includes recently sold listings and rates only active ones', async () => {
    const model = freshModel();
    const ids = await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const sold = ids[0];
    if (!sold) throw new Error('no comparable');
    const owner = sellers[0];
    if (!owner) throw new Error('no seller');
    await setListingStatus(owner.client, sold, 'sold');
    const id = await createListing(stack.service(), subjectSeller.id, { ...model, price: 10_000 });
    const found = await evidence(id);
    expect(found?.comparables.find((comparable) => comparable.id === sold)?.status).toBe('sold');
    expect(found?.comparableCount).toBe(5);
    expect(await ratingOf(sold)).toBeNull();
    expect(await evidence(sold)).toBeNull();
  });

  it('cannot be set by a client', async () => {
    // Far above anything comparable: the database would never call it great.
    const id = await createListing(subjectSeller.client, subjectSeller.id, {
      ...freshModel(),
      body_type: 'hatchback',
      price: 2_000_000,
      price_rating: 'great',
    });
    expect(await ratingOf(id)).not.toBe('great');
    await subjectSeller.client.from('vehicles').update({ price_rating: 'great' }).eq('id', id);
    expect(await ratingOf(id)).not.toBe('great');
  });

  it('is filterable as "good price or better" through the API', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const cheap = await createListing(stack.service(), subjectSeller.id, { ...model, price: 9_000 });
    await createListing(stack.service(), subjectSeller.id, { ...model, price: 10_000 });
    const { data, error } = await stack
      .anon()
      .from('vehicles')
      .select('id')
      .eq('make', model.make ?? '')
      .in('price_rating', ['great', 'good']);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: cheap }]);
  });

  it('re-rates the rest of a group over 200 listings in the scheduled pass, not in the seller’s write', async () => {
    const model = freshModel();
    const rows = Array.from({ length: 240 }, (_, index) =>
      listingRow(sellers[index % sellers.length]?.id ?? '', {
        ...model,
        price: 9_000 + ((index * 37) % 60) * 100,
        mileage: 40_000 + ((index * 53) % 80) * 1_000,
      }),
    );
    const inserted = await stack.service().from('vehicles').insert(rows).select('id');
    if (inserted.error) throw new Error(inserted.error.message);
    const ids = inserted.data.map((row) => row.id);
    const labels = (rows: { id: string; price_rating: string | null }[]) =>
      Object.fromEntries(rows.filter((row) => ids.includes(row.id)).map((row) => [row.id, row.price_rating]));
    const stored = async () =>
      labels(
        await stack.db.transaction((tx) =>
          tx.query<{ id: string; price_rating: string | null }>('select id::text, price_rating from public.vehicles'),
        ),
      );
    // What a full rebuild would store, computed and rolled back.
    const rebuilt = async () => {
      let result: Record<string, string | null> = {};
      await stack.db
        .transaction(async (tx) => {
          await tx.query('select public.refresh_price_ratings()');
          result = labels(
            await tx.query<{ id: string; price_rating: string | null }>(
              'select id::text, price_rating from public.vehicles',
            ),
          );
          throw new Error('rolled back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
        });
      return result;
    };
    // One write of 240 listings rates them all at once.
    expect(await stored()).toEqual(await rebuilt());
    const stale = () =>
      stack.db.transaction((tx) =>
        tx.query<{ group_key: string }>('select group_key from private.price_stale_groups order by 1'),
      );
    await stack.service().rpc('rerate_stale_price_groups', { max_listings: 5000 });

    // Sixty of them drop to €6,000: the group's expected price falls, the others' labels follow later.
    const cut = ids.slice(0, 60);
    expect((await stack.service().from('vehicles').update({ price: 6_000 }).in('id', cut)).error).toBeNull();
    const after = await stored();
    const target = await rebuilt();
    for (const id of cut) expect(after[id]).toBe(target[id]);
    expect(ids.filter((id) => after[id] !== target[id]).length).toBeGreaterThan(0);
    expect((await stale()).map((row) => row.group_key)).toContain(`model|car|${String(model.make)}|Jazz`);

    // The scheduled function works through the group, a batch per call, as Netlify calls it.
    const response = await rerateJob(schedulerRequest());
    expect(response.status).toBe(200);
    const run = (await response.json()) as { listings: number; changed: number; done: boolean };
    expect(run.done).toBe(true);
    expect(run.listings).toBeGreaterThanOrEqual(240);
    expect(run.changed).toBeGreaterThan(0);
    expect(await stored()).toEqual(target);
    expect(await stale()).toEqual([]);

    // Nobody else may run it.
    const anon = await stack.anon().rpc('rerate_stale_price_groups', { max_listings: 10 });
    expect(anon.error?.code).toBe('42501');
  });

  it('shows a large group’s nearest comparables as a search of every listing would', async () => {
    // 400 listings over 20 years and a wide spread of mileages: the evidence
    // reads at most 200 of them, nearest in year and mileage first.
    const model = freshModel();
    const rows = Array.from({ length: 400 }, (_, index) => {
      const year = 2005 + (index % 20);
      const mileage = 10_000 + ((index * 7919) % 190) * 1_000;
      const price = Math.round(
        24_000 * 0.9 ** (2024 - year) * (1 - mileage / 400_000) * (0.9 + ((index * 31) % 20) / 100),
      );
      return listingRow(sellers[index % sellers.length]?.id ?? '', { ...model, year, mileage, price });
    });
    const inserted = await stack.service().from('vehicles').insert(rows).select('id');
    if (inserted.error) throw new Error(inserted.error.message);
    const id = await createListing(stack.service(), subjectSeller.id, {
      ...model,
      year: 2015,
      mileage: 81_000,
      price: 9_000,
    });
    const found = await evidence(id);
    expect(found?.comparables).toHaveLength(10);
    // Every counted listing of the model by another seller, by its adjustment.
    const everyListing = await stack.db.transaction((tx) =>
      tx.query<{ id: string }>(
        `with subject as (
           select s.*, private.price_features(s.type, s.year, s.mileage, s.power, s.features) as xs,
                  (select e.slopes from private.price_estimates(array[s.id]) e) as slopes
             from public.vehicles s where s.id = $1
         )
         select m.id::text
           from subject s
           join public.vehicles m on m.type = s.type and m.make = s.make and m.model = s.model
          cross join lateral (select private.price_features(m.type, m.year, m.mileage, m.power, m.features) as xv) f
          where m.status in ('active', 'sold') and m.seller_id <> s.seller_id
            and private.price_counted(m.status, m.status_changed_at, m.price)
          order by abs(s.slopes[1] * (s.xs[1] - f.xv[1]) + s.slopes[2] * (s.xs[2] - f.xv[2])
                       + s.slopes[3] * (s.xs[3] - f.xv[3]) + s.slopes[4] * (s.xs[4] - f.xv[4])),
                   abs(m.year - s.year), m.id
          limit 10`,
        [id],
      ),
    );
    expect(found?.comparables.map((comparable) => comparable.id)).toEqual(everyListing.map((row) => row.id));
    expect(new Set(found?.comparables.map((comparable) => comparable.year))).not.toEqual(new Set([2015]));
    // The group is over 200 listings: the scheduled pass re-rates the rest, as after any write.
    expect((await rerateJob(schedulerRequest())).status).toBe(200);
  });

  it('keeps the stored model equal to a rebuild', async () => {
    const snapshot = () =>
      stack.db.transaction((tx) =>
        tx.query<{ id: string; price_rating: string | null }>(
          "select id::text, price_rating from public.vehicles where status = 'active' order by id",
        ),
      );
    const before = await snapshot();
    await stack.db.transaction((tx) => tx.query('select public.refresh_price_ratings()'));
    expect(await snapshot()).toEqual(before);
  });
});
