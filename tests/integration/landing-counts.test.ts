/**
 * The landing pages' summary (private.landing_counts, kept by the vehicles
 * statement triggers): after every kind of write it equals a recount of the
 * active listings, the pages it feeds show the counts their results have, and
 * a listing published in Köln reaches its model/city page (through the
 * webhook's purge) within 2 s, and leaves it when sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert, TablesUpdate } from '../../src/lib/database.types.ts';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import { loadLandingPage } from '../../src/lib/data/landing.ts';
import { landingPageTags } from '../../src/lib/domain/cacheTags.ts';
import type { LandingKey } from '../../src/lib/domain/landing.ts';
import { createListing, listingRow, setListingStatus } from './support/fixtures.ts';
import { SECRET, startTarget } from './support/revalidationTarget.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: string;

const GOLF: LandingKey = { type: 'car', make: 'volkswagen', model: 'golf', place: null };
const GOLF_IN_KOELN: LandingKey = { ...GOLF, place: 'koeln' };
const GOLF_IN_BONN: LandingKey = { ...GOLF, place: 'bonn' };

beforeAll(async () => {
  stack = await startTestStack({ net: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } });
  const { data } = await stack.service().from('profiles').select('id').limit(1).single();
  seller = data?.id ?? '';
});

afterAll(async () => {
  await stack.stop();
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  stack.db.transaction((tx) => tx.query<T>(text, params));

const GROUPS = `type, make, model, place_id`;

/** The summary and a recount of the listings, in the same order and shape. */
async function summaryAndRecount() {
  const kept = await sql(
    `select ${GROUPS}, make_key, model_key, active, min_price, max_price, updated_at
       from private.landing_counts order by ${GROUPS}`,
  );
  const recount = await sql(
    `select ${GROUPS}, public.url_slug(make) as make_key, public.url_slug(model) as model_key,
            count(*)::integer as active, min(price) as min_price, max(price) as max_price, max(updated_at) as updated_at
       from public.vehicles where status = 'active' group by ${GROUPS} order by ${GROUPS}`,
  );
  return { kept, recount };
}

async function expectSummaryExact(step: string) {
  const { kept, recount } = await summaryAndRecount();
  expect(kept, step).toEqual(recount);
}

function golf(overrides: Partial<TablesInsert<'vehicles'>> = {}): Promise<string> {
  return createListing(stack.service(), seller, {
    make: 'Volkswagen',
    model: 'Golf',
    title: 'Volkswagen Golf 1.5 TSI',
    location: 'Köln',
    price: 14_900,
    status: 'active',
    ...overrides,
  });
}

const update = async (id: string, fields: TablesUpdate<'vehicles'>) => {
  const { error } = await stack.service().from('vehicles').update(fields).eq('id', id);
  expect(error).toBeNull();
};

/** The page's count, and the total of its own results (the listing search it shows). */
async function shown(key: LandingKey) {
  const page = await loadLandingPage(key, stack.anonRpc());
  return page.status === 200
    ? { total: page.facts.total, results: page.total, minPrice: page.facts.minPrice, maxPrice: page.facts.maxPrice }
    : null;
}

describe('the landing-page summary', () => {
  it('starts equal to a recount of the seed', async () => {
    await expectSummaryExact('seed');
  });

  it('stays exact through publish, price change, move, withdraw, sell, relist, delete and a bulk insert', async () => {
    const before = await shown(GOLF_IN_KOELN);
    const id = await golf({ price: 2_100 });
    await expectSummaryExact('publish');
    const published = await shown(GOLF_IN_KOELN);
    expect(published?.total).toBe((before?.total ?? 0) + 1);
    expect(published?.results).toBe(published?.total);
    expect(published?.minPrice).toBe(2_100);

    await update(id, { price: 1_900 });
    await expectSummaryExact('price change');
    expect((await shown(GOLF_IN_KOELN))?.minPrice).toBe(1_900);

    const bonnBefore = await shown(GOLF_IN_BONN);
    await update(id, { location: 'Bonn' });
    const [moved] = await sql<{ place: string }>(
      'select p.name as place from public.vehicles v join public.places p on p.id = v.place_id where v.id = $1',
      [id],
    );
    expect(moved?.place).toBe('Bonn');
    await expectSummaryExact('move to another city');
    const bonn = await shown(GOLF_IN_BONN);
    expect(bonn?.total).toBe((bonnBefore?.total ?? 0) + 1);
    expect(bonn?.results).toBe(bonn?.total);

    await setListingStatus(stack.service(), id, 'paused');
    await expectSummaryExact('withdraw (pause)');
    expect((await shown(GOLF_IN_BONN))?.total ?? 0).toBe(bonnBefore?.total ?? 0);

    await setListingStatus(stack.service(), id, 'active');
    await expectSummaryExact('relist');
    await setListingStatus(stack.service(), id, 'sold');
    await expectSummaryExact('sell');
    expect(await shown(GOLF_IN_KOELN)).toEqual(before);

    // A spelling that differs only in case shares the page; one statement of many rows recounts each group once.
    const rows = [3_000, 4_000, 5_000].map((price, i) =>
      listingRow(seller, {
        make: i === 0 ? 'VOLKSWAGEN' : 'Volkswagen',
        model: 'Golf',
        location: i === 2 ? 'Bonn' : 'Köln',
        price,
        status: 'active',
      }),
    );
    const { data: inserted, error } = await stack.service().from('vehicles').insert(rows).select('id');
    expect(error).toBeNull();
    await expectSummaryExact('bulk insert');
    const golfPage = await shown(GOLF);
    expect(golfPage?.total).toBeGreaterThanOrEqual(3);

    const { error: deleteError } = await stack
      .service()
      .from('vehicles')
      .delete()
      .in(
        'id',
        (inserted ?? []).map((row) => row.id),
      );
    expect(deleteError).toBeNull();
    await expectSummaryExact('delete');
  });

  it('is rebuilt from the listings as it was kept', async () => {
    const { kept } = await summaryAndRecount();
    await sql('select private.rebuild_landing_counts()');
    const { kept: rebuilt } = await summaryAndRecount();
    expect(rebuilt).toEqual(kept);
  });
});

describe('the purge path', () => {
  it('puts a Golf published in Köln on its model/city page within 2 s, and takes it off when sold', async () => {
    const rpc = stack.anonRpc();
    const site = await startTarget();
    await setRevalidationWebhook(stack.db, { url: site.url, secret: SECRET });
    const [koeln] = await sql<{ id: number }>("select id from public.place_by_slug('koeln')");
    try {
      const before = await loadLandingPage(GOLF_IN_KOELN, rpc);
      const count = before.status === 200 ? before.facts.total : 0;
      const tags =
        before.status === 200
          ? landingPageTags({ key: GOLF_IN_KOELN, area: before.facts.area, places: before.facts.tagPlaces })
          : [`lp.car.volkswagen.golf.p${String(koeln?.id)}`];
      // The CDN drops the page when a purge names one of its tags; the next request renders it afresh.
      const purgedSince = (from: number) =>
        site.purges.slice(from).some((purge) => purge.some((t) => tags.includes(t)));

      let from = site.purges.length;
      let started = performance.now();
      const id = await golf({ price: 12_500 });
      await expect.poll(() => purgedSince(from), { timeout: 2_000, interval: 20 }).toBe(true);
      const page = await loadLandingPage(GOLF_IN_KOELN, rpc);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(page.status === 200 && page.facts.total).toBe(count + 1);
      expect(page.status === 200 && page.vehicles.map((v) => v.id)).toContain(id);

      from = site.purges.length;
      started = performance.now();
      await setListingStatus(stack.service(), id, 'sold');
      await expect.poll(() => purgedSince(from), { timeout: 2_000, interval: 20 }).toBe(true);
      const after = await loadLandingPage(GOLF_IN_KOELN, rpc);
      expect(performance.now() - started).toBeLessThan(2_000);
      if (count === 0) expect(after).toEqual({ status: 404 });
      else expect(after.status === 200 && after.vehicles.map((v) => v.id)).not.toContain(id);
    } finally {
      await setRevalidationWebhook(stack.db, null);
      await site.close();
    }
  }, 60_000);
});
