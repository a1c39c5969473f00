/**
 * The price rating: computed by the database against comparable listings,
 * stored on the listing for cards and filters, kept current as prices change,
 * explained by price_rating_evidence, and not gamed by one seller's listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import { PRICE_MODEL } from '../../src/lib/domain/priceRating.ts';
import { createListing, setListingStatus, type Person } from './support/fixtures.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let sellers: Person[];
let subjectSeller: Person;
let models = 0;

interface Evidence {
  rating: string | null;
  expectedPrice: number | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  comparableCount: number;
  comparables: { id: string; title: string; price: number; adjustedPrice: number; status: string }[];
}

beforeAll(async () => {
  stack = await startTestStack();
  sellers = [];
  for (let index = 0; index < 7; index += 1) sellers.push(await stack.newUser(`rated${String(index)}`));
  subjectSeller = await stack.newUser('subject');
});

afterAll(async () => {
  await stack.stop();
});

/** A model no other test uses, so each test rates against its own comparables. */
function freshModel(): Partial<TablesInsert<'vehicles'>> {
  models += 1;
  return { make: 'Honda', model: `Jazz R${String(models)}`, year: 2015, mileage: 80_000 };
}

async function comparables(model: Partial<TablesInsert<'vehicles'>>, prices: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, price] of prices.entries()) {
    const owner = sellers[index % sellers.length];
    if (!owner) throw new Error('no seller');
    ids.push(await createListing(owner.client, owner.id, { ...model, price }));
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

describe('price rating', () => {
  it('says nothing with fewer than 5 comparables', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000]);
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 7_000 });
    expect(await ratingOf(id)).toBeNull();
    const found = await evidence(id);
    expect(found).toMatchObject({ rating: null, expectedPrice: null, comparableCount: 4 });
    expect(found?.comparables).toHaveLength(4);
  });

  // The thresholds the page explains (PRICE_MODEL) are the ones the database applies.
  it('rates great, good, fair and high against the median of comparable prices', async () => {
    const model = freshModel();
    await comparables(model, [9_000, 9_500, 10_000, 10_500, 11_000]);
    const prices = { great: 8_400, good: 9_400, fair: 10_700, high: 11_000 } as const;
    for (const [expected, price] of Object.entries(prices)) {
      const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price });
      expect(await ratingOf(id)).toBe(expected);
      const found = await evidence(id);
      expect(found).toMatchObject({
        rating: expected,
        expectedPrice: 10_000,
        rangeLow: Math.round(10_000 * PRICE_MODEL.good),
        rangeHigh: Math.round(10_000 * PRICE_MODEL.fairUpTo),
        comparableCount: PRICE_MODEL.minComparables,
      });
    }
  });

  it('adjusts comparables to the listing’s year and mileage', async () => {
    const model = freshModel();
    const [older] = await comparables({ ...model, year: 2014, mileage: 100_000 }, [10_000]);
    await comparables(model, [10_000, 10_000, 10_000, 10_000]);
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 10_000 });
    const found = await evidence(id);
    // One year older and 20,000 km more: worth less by a year's and twice 10,000 km's loss.
    expect(found?.comparables.find((comparable) => comparable.id === older)?.adjustedPrice).toBe(
      Math.round(10_000 / (1 - PRICE_MODEL.yearlyLoss) / (1 - PRICE_MODEL.lossPer10000Km) ** 2),
    );
  });

  it('follows price changes of the listing and of its comparables', async () => {
    const model = freshModel();
    const others = await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 10_000 });
    expect(await ratingOf(id)).toBe('fair');

    expect((await subjectSeller.client.from('vehicles').update({ price: 8_000 }).eq('id', id)).error).toBeNull();
    expect(await ratingOf(id)).toBe('great');

    // Three comparables drop to 7,000: the median falls and 8,000 is now high.
    for (const other of others.slice(0, 3)) {
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

  it('counts at most 3 listings per seller and never the listing’s own seller', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const flooder = sellers[0];
    if (!flooder) throw new Error('no seller');
    // Ten listings of one seller at twice the price, and three of the rated listing's own seller.
    for (let index = 0; index < 10; index += 1) {
      await stack
        .service()
        .from('vehicles')
        .insert({
          seller_id: flooder.id,
          type: 'car',
          title: `Flood ${String(index)}`,
          fuel_type: 'Petrol',
          transmission: 'Manual',
          ...model,
          price: 20_000,
        } as TablesInsert<'vehicles'>);
    }
    for (let index = 0; index < 3; index += 1) {
      await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 30_000 });
    }
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 10_000 });
    const found = await evidence(id);
    const counted = found?.comparables ?? [];
    expect(counted.filter((comparable) => comparable.price === 30_000)).toEqual([]);
    expect(counted.filter((comparable) => comparable.price === 20_000).length).toBeLessThanOrEqual(3);
    expect(found?.rating).toBe('fair');
  });

  it('includes recently sold listings and rates only active ones', async () => {
    const model = freshModel();
    const ids = await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const sold = ids[0];
    if (!sold) throw new Error('no comparable');
    const owner = sellers[0];
    if (!owner) throw new Error('no seller');
    await setListingStatus(owner.client, sold, 'sold');
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 10_000 });
    const found = await evidence(id);
    expect(found?.comparables.find((comparable) => comparable.id === sold)?.status).toBe('sold');
    expect(found?.comparableCount).toBe(5);
    expect(await ratingOf(sold)).toBeNull();
    expect(await evidence(sold)).toBeNull();
  });

  it('cannot be set by a client', async () => {
    const id = await createListing(subjectSeller.client, subjectSeller.id, { ...freshModel(), price_rating: 'great' });
    expect(await ratingOf(id)).toBeNull();
    await subjectSeller.client.from('vehicles').update({ price_rating: 'great' }).eq('id', id);
    expect(await ratingOf(id)).toBeNull();
  });

  it('is filterable as "good price or better" through the API', async () => {
    const model = freshModel();
    await comparables(model, [10_000, 10_000, 10_000, 10_000, 10_000]);
    const cheap = await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 9_000 });
    await createListing(subjectSeller.client, subjectSeller.id, { ...model, price: 10_000 });
    const { data, error } = await stack
      .anon()
      .from('vehicles')
      .select('id')
      .eq('model', model.model ?? '')
      .in('price_rating', ['great', 'good']);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: cheap }]);
  });
});
