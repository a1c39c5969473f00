/**
 * Landing pages as a visitor reads them (anon key): slugs from the data, the
 * page's facts and first page of results, 404 for what has no active
 * listing, the popular links and the sitemap's landing files; the one
 * request that reads a page (landing_page_with_results) answering what the
 * listing search answers; and the revalidation webhook purging exactly the
 * landing pages a change alters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import {
  loadLandingPage,
  popularLandingLinks,
  sitemapLanding,
  sitemapLandingCount,
  type LandingPageResult,
} from '../../src/lib/data/landing.ts';
import { landingPageTags } from '../../src/lib/domain/cacheTags.ts';
import { firstPageVia } from '../../src/lib/data/listings.ts';
import { clientRpc } from '../../src/lib/data/publicRpc.ts';
import { landingFilters, landingPath, type LandingKey } from '../../src/lib/domain/landing.ts';
import { createListing } from './support/fixtures.ts';
import { SECRET, startTarget } from './support/revalidationTarget.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: string;

const GOLF_IN_KOELN: LandingKey = { type: 'car', make: 'volkswagen', model: 'golf', place: 'koeln' };

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

function newGolfInKoeln(price = 14_900): Promise<string> {
  return createListing(stack.service(), seller, {
    make: 'Volkswagen',
    model: 'Golf',
    title: 'Volkswagen Golf 1.5 TSI',
    location: 'Köln',
    price,
    status: 'active',
  });
}

describe('landing-page slugs', () => {
  it.each([
    ['Köln', 'koeln'],
    ['Düsseldorf', 'duesseldorf'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['ID.3', 'id-3'],
    ['Straße', 'strasse'],
    ['  3 Series ', '3-series'],
    ['Citroën C3', 'citroen-c3'],
    ['Frankfurt am Main', 'frankfurt-am-main'],
  ])('spells %s as %s', async (name, slug) => {
    const { data, error } = await stack.anon().rpc('url_slug', { name });
    expect(error).toBeNull();
    expect(data).toBe(slug);
  });

  it('gives every place of the gazetteer its own slug, and each slug finds its place', async () => {
    const [counts] = await sql<{ places: number; slugs: number }>(
      'select count(*)::int as places, count(distinct slug)::int as slugs from private.place_slugs(null)',
    );
    expect(counts?.places).toBeGreaterThan(6000);
    expect(counts?.slugs).toBe(counts?.places);
    // Places sharing a name: the most populous keeps the plain slug, the others their state (and id).
    const [shared] = await sql<{ slug: string }>(
      'select public.url_slug(name) as slug from public.places group by 1 having count(*) > 2 order by count(*) desc, 1 limit 1',
    );
    const namesakes = await sql<{ place_id: number; slug: string }>(
      'select s.place_id, s.slug from private.place_slugs(array[$1]) s order by s.slug',
      [shared?.slug],
    );
    expect(namesakes.length).toBeGreaterThan(2);
    expect(namesakes.map((row) => row.slug)).toContain(shared?.slug);
    for (const { place_id, slug } of namesakes) {
      const { data } = await stack.anon().rpc('place_by_slug', { slug });
      expect(data?.map((place) => place.id)).toEqual([place_id]);
    }
    const { data: koeln } = await stack.anon().rpc('place_by_slug', { slug: 'koeln' });
    expect(koeln?.[0]?.name).toBe('Köln');
  });
});

describe('a landing page', () => {
  it('shows a make with its count, price range, first page of results, models and busiest places', async () => {
    const page = await loadLandingPage({ type: 'car', make: 'volkswagen', model: null, place: null }, stack.anonRpc());
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    const { count } = await stack
      .anon()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('type', 'car')
      .eq('make', 'Volkswagen')
      .eq('status', 'active');
    expect(page.facts).toMatchObject({ make: 'Volkswagen', model: null, place: null, total: count });
    expect(page.total).toBe(count);
    expect(page.vehicles.length).toBe(Math.min(24, count ?? 0));
    expect(page.vehicles.every((v) => v.make === 'Volkswagen')).toBe(true);
    expect(Math.min(...page.vehicles.map((v) => v.price))).toBeGreaterThanOrEqual(page.facts.minPrice);
    expect(page.facts.models.map((m) => m.slug)).toContain('golf');
    expect(new Set(page.facts.places.map((p) => p.slug)).size).toBe(page.facts.places.length);
  });

  it('answers 404 for a make, model or place without an active listing, and for an unknown place', async () => {
    const rpc = stack.anonRpc();
    expect(await loadLandingPage({ type: 'car', make: 'trabant', model: null, place: null }, rpc)).toEqual({
      status: 404,
    });
    expect(await loadLandingPage({ type: 'scooter', make: 'volkswagen', model: null, place: null }, rpc)).toEqual({
      status: 404,
    });
    expect(await loadLandingPage({ ...GOLF_IN_KOELN, place: 'atlantis' }, rpc)).toEqual({ status: 404 });
  });

  it('shows a Golf published in Köln on its model and place page, and drops it when sold', async () => {
    const rpc = stack.anonRpc();
    expect((await loadLandingPage(GOLF_IN_KOELN, rpc)).status).toBe(404);
    const id = await newGolfInKoeln(13_900);
    const page = await loadLandingPage(GOLF_IN_KOELN, rpc);
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.facts).toMatchObject({ make: 'Volkswagen', model: 'Golf', total: 1, minPrice: 13_900 });
    expect(page.facts.place).toMatchObject({ name: 'Köln', slug: 'koeln', plainName: true });
    expect(page.vehicles.map((v) => v.id)).toEqual([id]);
    const sitemap = await sitemapLanding(0, rpc);
    expect(sitemap.map(({ key }) => landingPath(key))).toContain('/vehicles/cars/volkswagen/golf/in/koeln');
    expect(await sitemapLandingCount(rpc)).toBe(sitemap.length);

    await stack.service().from('vehicles').update({ status: 'sold' }).eq('id', id);
    expect(await loadLandingPage(GOLF_IN_KOELN, rpc)).toEqual({ status: 404 });
    expect((await sitemapLanding(0, rpc)).map(({ key }) => landingPath(key))).not.toContain(
      '/vehicles/cars/volkswagen/golf/in/koeln',
    );
  });

  it('links the home and listing pages to the busiest makes, models and places, with the counts their pages show', async () => {
    const rpc = stack.anonRpc();
    const popular = await popularLandingLinks(rpc);
    expect(popular.makes.length).toBe(8);
    expect(popular.models.length).toBe(8);
    expect(popular.places.length).toBeGreaterThan(0);
    for (const link of [...popular.makes.slice(0, 2), ...popular.models.slice(0, 2), ...popular.places.slice(0, 2)]) {
      const page = await loadLandingPage(link.key, rpc);
      expect(page.status === 200 && page.facts.total).toBe(link.total);
    }
  });
});

describe('landing pages and the revalidation webhook', () => {
  it('purges exactly the landing pages whose content a new Golf in Köln changes', async () => {
    const rpc = stack.anonRpc();
    // The Volkswagen pages the sitemap names, and a few of other makes: all that could change, and some that cannot.
    const keys = (await sitemapLanding(0, rpc))
      .map(({ key }) => key)
      .filter((key) => key.make === 'volkswagen' || (key.make === 'bmw' && key.model === null));
    const render = async () => {
      const pages = new Map<string, LandingPageResult>();
      for (const key of keys) pages.set(landingPath(key), await loadLandingPage(key, rpc));
      return pages;
    };
    const before = await render();
    const site = await startTarget();
    await setRevalidationWebhook(stack.db, { url: site.url, secret: SECRET });
    try {
      const id = await newGolfInKoeln(15_900);
      // Every delivery goes through the queue: once it is empty, nothing more is coming.
      await expect
        .poll(() => sql('select 1 from net.http_request_queue'), { timeout: 10_000, interval: 50 })
        .toEqual([]);
      // The new listing's own purge (the price model's re-rating of other Golfs purges their pages on its own).
      const purged = new Set(site.purges.find((tags) => tags.includes(`listing-${id}`)));
      const after = await render();
      let changed = 0;
      for (const key of keys) {
        const path = landingPath(key);
        const old = before.get(path);
        if (old?.status !== 200) continue;
        const tags = landingPageTags({ key, area: old.facts.area, places: old.facts.tagPlaces });
        // What the new listing can change: the counts, prices and links, and which listings the results show.
        const shown = (page: LandingPageResult | undefined) =>
          page?.status === 200 ? JSON.stringify([page.facts, page.total, page.vehicles.map((v) => v.id)]) : null;
        const differs = shown(after.get(path)) !== shown(old);
        if (differs) changed += 1;
        expect(
          tags.some((tag) => purged.has(tag)),
          `${path} purged`,
        ).toBe(differs);
      }
      expect(changed).toBeGreaterThan(2);
    } finally {
      await setRevalidationWebhook(stack.db, null);
      await site.close();
    }
  }, 180_000);
});

describe('a landing page in one request (landing_page_with_results)', () => {
  it('answers the first page of results the listing search gives the results island, with the count the page shows', async () => {
    const rpc = stack.anonRpc();
    const sitemap = (await sitemapLanding(0, rpc)).map(({ key }) => key);
    const kinds = [
      sitemap.find((key) => key.model === null && key.place === null),
      sitemap.find((key) => key.model !== null && key.place === null),
      sitemap.find((key) => key.model === null && key.place !== null),
      sitemap.find((key) => key.model !== null && key.place !== null),
    ];
    for (const key of kinds) {
      expect(key).toBeDefined();
      if (!key) continue;
      const page = await loadLandingPage(key, rpc);
      expect(page.status, landingPath(key)).toBe(200);
      if (page.status !== 200) continue;
      const search = await firstPageVia(
        rpc,
        'landingSearch',
        landingFilters(key.type, page.facts.make, page.facts.model, page.facts.place),
      );
      expect(page.vehicles, landingPath(key)).toEqual(search.vehicles);
      expect(page.total, landingPath(key)).toBe(search.total);
      expect(page.total, landingPath(key)).toBe(page.facts.total);
    }
  });

  it('shows visitors and signed-in sellers active listings only', async () => {
    const polo = { make: 'Volkswagen', model: 'Polo', title: 'Volkswagen Polo 1.0 TSI', location: 'Bonn' };
    const owner = await stack.newUser('landing-seller');
    const active = await createListing(stack.service(), owner.id, { ...polo, price: 9_900, status: 'active' });
    const hidden = await Promise.all(
      (['paused', 'draft', 'sold'] as const).map((status) =>
        createListing(stack.service(), owner.id, { ...polo, price: 1_500, status }),
      ),
    );
    const key: LandingKey = { type: 'car', make: 'volkswagen', model: 'polo', place: 'bonn' };
    for (const [who, rpc] of [
      ['a visitor', stack.anonRpc()],
      ['the seller', clientRpc(owner.client)],
    ] as const) {
      const page = await loadLandingPage(key, rpc);
      expect(page.status, who).toBe(200);
      if (page.status !== 200) continue;
      const ids = page.vehicles.map((v) => v.id);
      expect(ids, who).toContain(active);
      for (const id of hidden) expect(ids, who).not.toContain(id);
      expect(page.total, who).toBe(page.facts.total);
      expect(page.facts.minPrice, who).not.toBe(1_500);
    }
  });
});
