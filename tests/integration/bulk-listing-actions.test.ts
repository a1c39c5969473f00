/**
 * Bulk actions on My listings (57_bulk_listing_actions.sql), through the
 * real client as the owner, another seller and anon: one call changes many
 * listings, answering per listing; only the owner's listings change; and
 * everything that follows a listing change follows each of them (price
 * history, the revalidation webhook, saved-search alerts, price ratings and
 * facet bitmaps equal to a rebuild from scratch).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@wheelhouse/local-supabase';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import { saveSearch } from '../../src/lib/data/savedSearches.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { listingRow, type Person } from './support/fixtures.ts';
import { SECRET, startTarget, type Target } from './support/revalidationTarget.ts';
import { deliverSavedSearchAlerts, netQueueEmpty, type AlertDelivery } from './support/savedSearchAlerts.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let owner: Person;
let other: Person;
let buyer: Person;
let alerts: AlertDelivery;
let site: Target;

beforeAll(async () => {
  stack = await startTestStack({ net: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } });
  [owner, other, buyer] = await Promise.all([
    stack.newUser('bulk-owner', { first_name: 'Dora' }),
    stack.newUser('bulk-other', { first_name: 'Otto' }),
    stack.newUser('bulk-buyer', { first_name: 'Bea' }),
  ]);
  alerts = await deliverSavedSearchAlerts(stack);
  site = await startTarget();
  await setRevalidationWebhook(stack.db, { url: site.url, secret: SECRET });
});

afterAll(async () => {
  await setRevalidationWebhook(stack.db, null);
  await site.close();
  await alerts.close();
  await stack.stop();
});

/** Listings of the owner's, inserted by the service role (no hourly limit), in the order given. */
async function listings(count: number, overrides: Parameters<typeof listingRow>[1] = {}): Promise<string[]> {
  const rows = Array.from({ length: count }, () => listingRow(owner.id, overrides));
  const { data, error } = await stack.service().from('vehicles').insert(rows).select('id, title');
  if (error) throw new Error(error.message);
  return rows.map((row) => data.find((d) => d.title === row.title)?.id ?? '');
}

async function rows(ids: string[]) {
  const { data, error } = await stack
    .service()
    .from('vehicles')
    .select('id, price, status, previous_price, price_rating, last_confirmed_at')
    .in('id', ids);
  if (error) throw new Error(error.message);
  return ids.map((id) => data.find((row) => row.id === id));
}

const prices = async (ids: string[]) => (await rows(ids)).map((row) => row?.price);
const statuses = async (ids: string[]) => (await rows(ids)).map((row) => row?.status);

async function changePrices(client: Client, ids: string[], change: { amount?: number; percent?: number }) {
  return client.rpc('bulk_change_listing_prices', { listing_ids: ids, ...change });
}

/** What differs from a rebuild from scratch (rolled back): price labels and facet bitmap rows. */
async function driftFromRebuild(db: Db): Promise<{ ratings: number; bits: number }> {
  let drift = { ratings: -1, bits: -1 };
  await db
    .transaction(async (tx) => {
      await tx.query('create temp table kept_ratings on commit drop as select id, price_rating from public.vehicles');
      await tx.query('create temp table kept_bits on commit drop as select * from listing_search.facet_bits');
      await tx.query('select public.refresh_price_ratings()');
      await tx.query('select listing_search.rebuild_facet_bits()');
      const [row] = await tx.query<{ ratings: number; bits: number }>(
        `select (select count(*)::integer from kept_ratings k join public.vehicles v on v.id = k.id
                  where k.price_rating is distinct from v.price_rating) as ratings,
                (select count(*)::integer from (
                   (select chunk, facet, value, bits from kept_bits
                    except select chunk, facet, value, bits from listing_search.facet_bits)
                   union all
                   (select chunk, facet, value, bits from listing_search.facet_bits
                    except select chunk, facet, value, bits from kept_bits)) d) as bits`,
      );
      drift = row ?? drift;
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) throw error;
    });
  return drift;
}

describe('bulk actions on My listings', () => {
  // First: the stack is one connection, and a bulk pause leaves its (emptied) setting behind in it.
  it('leave pausing to the bulk action: a direct update stays refused, and the setting is not for clients', async () => {
    const [id] = await listings(1);
    const direct = await owner.client
      .from('vehicles')
      .update({ status: 'paused' })
      .eq('id', id ?? '');
    expect(direct.error?.code).toBe('42501');
    // PostgREST exposes the public schema's functions only: set_config is not one of them.
    const rpc = owner.client.rpc.bind(owner.client) as unknown as (
      fn: string,
      args: Record<string, unknown>,
    ) => PromiseLike<{ error: unknown }>;
    const setting = await rpc('set_config', {
      setting_name: 'wheelhouse.seller_pause',
      new_value: 'on',
      is_local: false,
    });
    expect(setting.error).not.toBeNull();
    expect(
      (
        await owner.client
          .from('vehicles')
          .update({ status: 'paused' })
          .eq('id', id ?? '')
      ).error?.code,
    ).toBe('42501');
    expect(await statuses([id ?? ''])).toEqual(['active']);
  });

  it('are refused to anonymous callers, changing nothing', async () => {
    const ids = await listings(2);
    const anon = stack.anon();
    const answers = await Promise.all([
      changePrices(anon, ids, { amount: -100 }),
      anon.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'sold' }),
      anon.rpc('bulk_confirm_listings_available', { listing_ids: ids }),
    ]);
    for (const { error } of answers) expect(error?.code).toBe('42501');
    expect(await prices(ids)).toEqual([15_000, 15_000]);
    expect(await statuses(ids)).toEqual(['active', 'active']);
  });

  it("leave another seller's listings alone, answering them as not found", async () => {
    const ids = await listings(2);
    const priced = await changePrices(other.client, ids, { percent: -50 });
    expect(priced.error).toBeNull();
    expect(priced.data?.map((row) => [row.outcome, row.reason])).toEqual([
      ['refused', 'not_found'],
      ['refused', 'not_found'],
    ]);
    const sold = await other.client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'sold' });
    expect(sold.data?.every((row) => row.reason === 'not_found')).toBe(true);
    const confirmed = await other.client.rpc('bulk_confirm_listings_available', { listing_ids: ids });
    expect(confirmed.data?.every((row) => row.reason === 'not_found')).toBe(true);
    expect(await prices(ids)).toEqual([15_000, 15_000]);
    expect(await statuses(ids)).toEqual(['active', 'active']);
  });

  it('change prices by a percentage for every listing, and history, purges, alerts, ratings and bitmaps follow each', async () => {
    const ids = await listings(5, { make: 'Mazda', model: 'CX-5', body_type: 'suv', price: 20_001 });
    const search = await saveSearch(
      buyer.id,
      'Cheaper CX-5',
      { ...defaultFilters('car'), make: 'Mazda', model: 'CX-5', maxPrice: 19_000 },
      buyer.client,
    );
    await netQueueEmpty(stack.db);
    site.purges.length = 0;

    const { data, error } = await changePrices(owner.client, ids, { percent: -5.25 });
    expect(error).toBeNull();
    // 20,001 × 0.9475 = 18,950.9475: whole euros, halves up, as bulkPriceTarget computes.
    expect(data).toEqual(
      ids.map((id) => ({ listing_id: id, outcome: 'changed', reason: null, old_price: 20_001, new_price: 18_951 })),
    );
    expect(await prices(ids)).toEqual(ids.map(() => 18_951));
    expect((await rows(ids)).map((row) => row?.previous_price)).toEqual(ids.map(() => 20_001));

    const { data: history } = await stack
      .service()
      .from('vehicle_history')
      .select('vehicle_id, kind, price, previous_price')
      .in('vehicle_id', ids)
      .eq('kind', 'price');
    expect(history).toHaveLength(5);
    expect(history?.every((row) => row.price === 18_951 && row.previous_price === 20_001)).toBe(true);

    await alerts.settled();
    const { data: matches } = await buyer.client
      .from('saved_search_matches')
      .select('vehicle_id')
      .eq('saved_search_id', search.id);
    expect(matches?.map((row) => row.vehicle_id).sort()).toEqual([...ids].sort());
    // The alerts of one hour are one notification, however many listings the change brought.
    const { data: notes } = await buyer.client.from('notifications').select('title').like('title', '%Cheaper CX-5%');
    expect(notes).toHaveLength(1);

    const purged = new Set(site.purges.flat());
    for (const id of ids) expect(purged.has(`listing-${id}`)).toBe(true);

    expect(await driftFromRebuild(stack.db)).toEqual({ ratings: 0, bits: 0 });
  });

  it('refuse per listing a price that would fall below the minimum, and change the others', async () => {
    const [cheap, dear] = await listings(2, { price: 400 });
    await stack
      .service()
      .from('vehicles')
      .update({ price: 9_000 })
      .eq('id', dear ?? '');
    const ids = [cheap ?? '', dear ?? ''];
    const { data } = await changePrices(owner.client, ids, { amount: -500 });
    expect(data).toEqual([
      { listing_id: cheap, outcome: 'refused', reason: 'below_minimum', old_price: 400, new_price: null },
      { listing_id: dear, outcome: 'changed', reason: null, old_price: 9_000, new_price: 8_500 },
    ]);
    expect(await prices(ids)).toEqual([400, 8_500]);
  });

  it('refuse changes they cannot make as a whole: no amount, both, a bad percentage, over 1,000 listings', async () => {
    const ids = await listings(1);
    for (const change of [{}, { amount: 1, percent: 1 }, { percent: -100 }, { percent: 2.555 }]) {
      const { error } = await changePrices(owner.client, ids, change);
      expect(error?.code, JSON.stringify(change)).toBe('22023');
    }
    const many = Array.from({ length: 1001 }, () => crypto.randomUUID());
    expect((await changePrices(owner.client, many, { amount: 1 })).error?.code).toBe('22023');
    const { error } = await owner.client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'removed' });
    expect(error?.code).toBe('22023');
    expect(await statuses(ids)).toEqual(['active']);
  });

  it('mark sold, pause and withdraw only from the statuses that allow each, saying why per listing', async () => {
    const [live, draft, sold, hidden] = await listings(4);
    const ids = [live ?? '', draft ?? '', sold ?? '', hidden ?? ''];
    await stack
      .service()
      .from('vehicles')
      .update({ status: 'draft' })
      .eq('id', draft ?? '');
    await stack
      .service()
      .from('vehicles')
      .update({ status: 'sold' })
      .eq('id', sold ?? '');
    await stack
      .service()
      .from('vehicles')
      .update({ status: 'removed', status_before_removal: 'active' })
      .eq('id', hidden ?? '');

    const paused = await owner.client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'paused' });
    expect(paused.data?.map((row) => [row.outcome, row.reason, row.previous_status])).toEqual([
      ['changed', null, 'active'],
      ['refused', 'wrong_status', 'draft'],
      ['refused', 'wrong_status', 'sold'],
      ['refused', 'removed', 'removed'],
    ]);
    expect(await statuses(ids)).toEqual(['paused', 'draft', 'sold', 'removed']);

    const soldNow = await owner.client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'sold' });
    expect(soldNow.data?.map((row) => row.outcome)).toEqual(['changed', 'refused', 'unchanged', 'refused']);

    const withdrawn = await owner.client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'draft' });
    expect(withdrawn.data?.map((row) => row.outcome)).toEqual(['changed', 'unchanged', 'changed', 'refused']);
    expect(await statuses(ids)).toEqual(['draft', 'draft', 'draft', 'removed']);
    expect(await driftFromRebuild(stack.db)).toEqual({ ratings: 0, bits: 0 });
  });

  it('confirm live and paused listings as available, bringing paused ones back', async () => {
    const [live, paused, draft] = await listings(3);
    const ids = [live ?? '', paused ?? '', draft ?? ''];
    await owner.client.rpc('bulk_set_listing_status', { listing_ids: [ids[1] ?? ''], new_status: 'paused' });
    await stack
      .service()
      .from('vehicles')
      .update({ status: 'draft' })
      .eq('id', draft ?? '');
    const before = Date.now();
    const { data } = await owner.client.rpc('bulk_confirm_listings_available', { listing_ids: ids });
    expect(data?.map((row) => [row.outcome, row.reason, row.previous_status])).toEqual([
      ['changed', null, 'active'],
      ['changed', null, 'paused'],
      ['refused', 'wrong_status', 'draft'],
    ]);
    const after = await rows(ids);
    expect(after.map((row) => row?.status)).toEqual(['active', 'active', 'draft']);
    for (const row of after.slice(0, 2)) {
      expect(Date.parse(row?.last_confirmed_at ?? '')).toBeGreaterThan(before - 30_000);
    }
  });
});
