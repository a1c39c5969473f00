/**
 * The listing webhook end to end: the vehicles trigger queues a POST through
 * the local pg_net (net.http_post), the worker delivers it to
 * /api/revalidate (the real handler, served by a test server), which names
 * the tags to purge. Delivery retries while the target is down and survives
 * a restart of the stack. And what the on-demand listing page answers for
 * each state of a listing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Db } from '@wheelhouse/local-supabase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadListingPage } from '../../src/lib/data/listingPage.ts';
import { landingTagsOfListing } from '../../src/lib/domain/cacheTags.ts';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import { SECRET, startTarget, type Target } from './support/revalidationTarget.ts';
import { pgliteTemplate, startTestStack, unreachableRpc, type TestStack } from './support/stack.ts';

const NET = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 };
const BMW = '5a1e0006-0000-4000-8000-000000000006';
const tag = (id: string) => `listing-${id}`;
const sellerTag = (id: string) => `seller-${id}`;
/** The landing pages of newListing()'s scooter (a Vespa Primavera without a place): its make's. */
const vespaLanding = landingTagsOfListing({
  type: 'scooter',
  status: 'active',
  make_slug: 'vespa',
  model_slug: 'primavera',
  place_id: null,
});

const responses = (db: Db) =>
  db.transaction((tx) =>
    tx.query<{ id: string; status_code: number | null; error_msg: string | null }>(
      'select r.id::text, r.status_code, r.error_msg from net._http_response r order by r.id',
    ),
  );
const queued = (db: Db) =>
  db.transaction((tx) => tx.query<{ attempts: number }>('select attempts from net.http_request_queue order by id'));

let stack: TestStack;
let target: Target | undefined;
/** What a change of the seeded BMW purges: its page, its seller's page, the sitemap and its landing pages. */
let bmwTags: string[];
/** The seller newListing() lists for. */
let testSeller: string;

beforeAll(async () => {
  stack = await startTestStack({ net: NET });
  const { data: bmw } = await stack.service().from('vehicles').select('seller_id, place_id').eq('id', BMW).single();
  bmwTags = [
    tag(BMW),
    sellerTag(bmw?.seller_id ?? ''),
    'sitemap',
    ...landingTagsOfListing({
      type: 'car',
      status: 'active',
      make_slug: 'bmw',
      model_slug: '320d-touring',
      place_id: bmw?.place_id ?? null,
    }),
  ];
  const { data: seller } = await stack.service().from('profiles').select('id').limit(1).single();
  testSeller = seller?.id ?? '';
});
afterAll(async () => {
  await stack.stop();
});
afterEach(async () => {
  await setRevalidationWebhook(stack.db, null);
  await target?.close();
});

async function connect(secret = SECRET): Promise<Target> {
  const site = await startTarget();
  target = site;
  await setRevalidationWebhook(stack.db, { url: site.url, secret });
  return site;
}

async function newListing(status: 'active' | 'draft'): Promise<string> {
  const { data, error } = await stack
    .service()
    .from('vehicles')
    .insert({
      seller_id: testSeller,
      type: 'scooter',
      body_type: 'step-through',
      title: 'Webhook test scooter',
      make: 'Vespa',
      model: 'Primavera',
      year: 2022,
      price: 3_200,
      mileage: 4_000,
      fuel_type: 'Petrol',
      transmission: 'CVT',
      status,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

describe('the listing webhook through pg_net', () => {
  it('delivers a change once the write commits, and the purge names the listing, its seller and the sitemap', async () => {
    const site = await connect();
    const { error } = await stack.service().from('vehicles').update({ price: 27_000 }).eq('id', BMW);
    expect(error).toBeNull();
    // How fast is a figure for docs/PERFORMANCE.md, never an assertion: a loaded machine would fail it.
    await expect.poll(() => site.purges, { timeout: 5000, interval: 20 }).toEqual([bmwTags]);
    await expect.poll(async () => (await responses(stack.db)).at(-1)?.status_code).toBe(200);
    expect(await queued(stack.db)).toEqual([]);
  });

  it('purges the right tags for a publish, a draft, a price change, a sale, a hide and a delete', async () => {
    // A hidden listing has already left the sitemap: deleting it then purges only its page (a 410).
    const site = await connect();
    const service = stack.service();
    const active = await newListing('active');
    const draft = await newListing('draft');
    await service.from('vehicles').update({ price: 3_000 }).eq('id', active);
    await service.from('vehicles').update({ status: 'sold' }).eq('id', active);
    await service.from('vehicles').update({ status: 'removed', status_before_removal: 'sold' }).eq('id', active);
    await service.from('vehicles').delete().eq('id', active);
    // Every request goes through the queue: once it is empty, nothing more is coming. A price change
    // re-rates the model's listings, this one included, each label that moves a purge of its own.
    await expect.poll(() => queued(stack.db), { timeout: 5000, interval: 20 }).toEqual([]);
    const key = (tags: string[]) => JSON.stringify(tags);
    const ours = site.purges.map(key).filter((tags) => tags.includes(tag(active)) || tags.includes(tag(draft)));
    const live = key([tag(active), sellerTag(testSeller), 'sitemap', ...vespaLanding]);
    const shown = key([tag(active), sellerTag(testSeller), 'sitemap']);
    // Publish, price change and sale purge the page, its seller, the sitemap and the landing pages that
    // showed it; a change of the sold listing (its hide, its rating settling) the page, its seller and the
    // sitemap; the draft only its own page; the delete of the hidden listing only its page (a 410).
    expect(ours.filter((tags) => tags === live).length).toBeGreaterThanOrEqual(3);
    expect(ours.filter((tags) => tags === shown).length).toBeGreaterThanOrEqual(1);
    expect(ours.filter((tags) => tags === key([tag(draft)]))).toHaveLength(1);
    expect(ours.filter((tags) => tags === key([tag(active)]))).toHaveLength(1);
    expect(ours.every((tags) => [live, shown, key([tag(draft)]), key([tag(active)])].includes(tags))).toBe(true);
    expect(ours.at(-1)).toBe(key([tag(active)]));
  });

  it("purges the seller's page when the public part of their profile changes, and only then", async () => {
    const site = await connect();
    const service = stack.service();
    await service.from('profiles').update({ bio: 'Private notes change no public page.' }).eq('id', testSeller);
    await service.from('profiles').update({ avatar_url: 'https://example.test/a.png' }).eq('id', testSeller);
    await expect.poll(() => site.purges.length, { timeout: 5000 }).toBe(1);
    // Every request goes through the queue: once it is empty, nothing more is coming.
    await expect.poll(async () => queued(stack.db)).toEqual([]);
    expect(site.purges).toEqual([[sellerTag(testSeller)]]);
  });

  it('purges the listing and its seller when the availability sweep pauses it, but not for the reminder', async () => {
    const site = await connect();
    const service = stack.service();
    const stale = await newListing('active');
    await service
      .from('vehicles')
      .update({ last_confirmed_at: new Date(Date.now() - 22 * 86_400_000).toISOString() })
      .eq('id', stale);
    // The insert and the update purge (and so may the listing's price rating settling): count from here.
    await expect.poll(() => site.purges.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => queued(stack.db), { timeout: 5000, interval: 20 }).toEqual([]);
    const settled = site.purges.length;
    expect((await service.rpc('sweep_stale_listings')).error).toBeNull();
    // A purge would be queued by the sweep's own transaction: an empty queue means none is coming.
    expect(await queued(stack.db)).toEqual([]);
    expect(site.purges.length).toBe(settled);
    await service
      .from('vehicles')
      .update({
        last_confirmed_at: new Date(Date.now() - 31 * 86_400_000).toISOString(),
        availability_reminded_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      })
      .eq('id', stale);
    await expect.poll(() => site.purges.length, { timeout: 5000 }).toBe(settled + 1);
    expect((await service.rpc('sweep_stale_listings')).error).toBeNull();
    await expect.poll(() => queued(stack.db), { timeout: 5000, interval: 20 }).toEqual([]);
    // The paused listing's page, its seller and the sitemap (and the pages whose rating the pause moved:
    // a paused listing is no longer evidence, nor rated itself).
    const afterSweep = site.purges.slice(settled + 1);
    expect(afterSweep).toContainEqual([tag(stale), sellerTag(testSeller), 'sitemap', ...vespaLanding]);
  });

  it('sends nothing for a view, which changes no cached page', async () => {
    // Earlier changes' deliveries (a price change re-rates neighbours, each a change of its own) settle first.
    await expect.poll(() => queued(stack.db), { timeout: 5000, interval: 20 }).toEqual([]);
    const site = await connect();
    const before = (await responses(stack.db)).length;
    const { error } = await stack.anon().rpc('record_vehicle_view', { vehicle_id: BMW });
    expect(error).toBeNull();
    // A request would be queued by the view's own transaction: an empty queue means none is coming.
    expect(await queued(stack.db)).toEqual([]);
    expect((await responses(stack.db)).length).toBe(before);
    expect(site.hits).toBe(0);
  });

  it('retries with backoff while the target answers 503, then delivers once', async () => {
    const site = await connect();
    site.failNext = 2;
    await stack.service().from('vehicles').update({ price: 26_500 }).eq('id', BMW);
    await expect.poll(() => site.purges, { timeout: 5000, interval: 20 }).toEqual([bmwTags]);
    expect(site.hits).toBe(3);
    await expect.poll(async () => (await responses(stack.db)).at(-1)?.status_code).toBe(200);
  });

  it('is refused with a wrong secret: 401 recorded, nothing purged, no retry', async () => {
    const site = await connect('a-wrong-secret-with-at-least-32-characters!!');
    await stack.service().from('vehicles').update({ price: 26_000 }).eq('id', BMW);
    await expect.poll(async () => (await responses(stack.db)).at(-1)?.status_code, { timeout: 5000 }).toBe(401);
    // Settled and gone from the queue: no retry is coming.
    expect(await queued(stack.db)).toEqual([]);
    expect(site.purges).toEqual([]);
    expect(site.hits).toBe(1);
  });
});

describe('the pg_net queue across a restart', () => {
  it('keeps a delivery that could not be made and sends it after the stack starts again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wheelhouse-net-'));
    // Native Postgres (DATABASE_URL) keeps its queue the same way; this test proves the persisted PGlite.
    // The folder starts as a copy of the run's template where there is one (the dump only seeds a new folder).
    const dump = pgliteTemplate();
    const options = { port: 0, dataDir, net: NET, authRateLimits: {}, ...(dump ? { dump } : {}) };
    try {
      // Reserve a port, then free it: the site is down while the change is made.
      const probe = await startTarget();
      const port = Number(new URL(probe.url).port);
      await probe.close();
      let first = await startStack(options);
      await setRevalidationWebhook(first.db, {
        url: `http://127.0.0.1:${String(port)}/api/revalidate`,
        secret: SECRET,
      });
      const { error } = await fetch(`${first.url}/rest/v1/vehicles?id=eq.${BMW}`, {
        method: 'PATCH',
        headers: {
          apikey: first.serviceRoleKey,
          Authorization: `Bearer ${first.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ price: 25_500 }),
      }).then((r) => ({ error: r.ok ? null : r.status }));
      expect(error).toBeNull();
      await expect.poll(async () => (await queued(first.db))[0]?.attempts ?? 0, { timeout: 5000 }).toBeGreaterThan(1);
      await first.stop();

      const site = await startTarget(port);
      target = site;
      first = await startStack(options);
      try {
        await expect.poll(() => site.purges, { timeout: 10_000, interval: 50 }).toEqual([bmwTags]);
        await expect.poll(async () => queued(first.db)).toEqual([]);
      } finally {
        await first.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('what the on-demand listing page answers', () => {
  it('200 for active and sold listings, 404 for unknown ids and drafts, 410 for hidden and deleted ones', async () => {
    const anon = stack.anonRpc();
    const service = stack.service();
    const sold = await newListing('active');
    await service.from('vehicles').update({ status: 'sold' }).eq('id', sold);
    const draft = await newListing('draft');
    const hidden = await newListing('active');
    await service.from('vehicles').update({ status: 'removed', status_before_removal: 'active' }).eq('id', hidden);
    const deleted = await newListing('active');
    await service.from('vehicles').delete().eq('id', deleted);

    const active = await loadListingPage(BMW, anon);
    expect(active.status).toBe(200);
    if (active.status === 200) expect(active.similar.length).toBeGreaterThan(0);
    expect((await loadListingPage(sold, anon)).status).toBe(200);
    expect((await loadListingPage('00000000-0000-4000-8000-000000000000', anon)).status).toBe(404);
    expect((await loadListingPage(draft, anon)).status).toBe(404);
    expect((await loadListingPage(hidden, anon)).status).toBe(410);
    expect((await loadListingPage(deleted, anon)).status).toBe(410);
    for (const bad of ['not-an-id', `${BMW}/x`, "1' or '1'='1", 'x'.repeat(10_000)]) {
      expect((await loadListingPage(bad, anon)).status).toBe(404);
    }
  });

  it('503 when the database cannot be reached', async () => {
    expect((await loadListingPage(BMW, unreachableRpc(stack.anonKey))).status).toBe(503);
  });
});
