/**
 * The dealer import (import_dealer_feed): the first import creates, a later
 * one updates what changed, withdraws what is missing and leaves the rest;
 * the same feed again writes nothing; a dry run writes nothing; a failure
 * leaves nothing half-written; listing limits are sized for dealers but not
 * for a new private account.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types.ts';
import { parseFeed } from '../../src/lib/domain/dealerFeed.ts';
import { BROKEN_CASES, GOOD_ROW } from '../../src/lib/domain/dealerFeed.corpus.ts';
import { zipSync } from 'fflate';
import {
  importCalls,
  importPayload,
  importReport,
  runImportCalls,
  withPhotoOutcomes,
  type ImportRpc,
  type StockResult,
} from '../../src/lib/domain/dealerImportReport.ts';
import { carriesMetadata } from '../../src/lib/domain/imageMetadata.ts';
import { fetchListingPhotos } from '../../netlify/functions/_shared/dealerPhotos.ts';
import { loadArchive, PHOTO_ARCHIVES_BUCKET } from '../../netlify/functions/dealer-photos.ts';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { savedSearchRow } from '../../src/lib/domain/savedSearch.ts';
import { SECRET, startTarget } from './support/revalidationTarget.ts';
import { deliverSavedSearchAlerts } from './support/savedSearchAlerts.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let dealer: { client: Client; id: string };
let privateSeller: { client: Client; id: string };

beforeAll(async () => {
  stack = await startTestStack({ net: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } });
  dealer = await stack.newUser('dealer');
  privateSeller = await stack.newUser('private');
  const { error } = await stack
    .service()
    .from('profiles')
    .update({ is_dealer: true, first_name: 'Auto', last_name: 'Haus' })
    .eq('id', dealer.id);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await stack.stop();
});

/** A semicolon CSV of `count` good vehicles, A-0 … A-(count-1), with per-row changes. */
function feed(count: number, change: (i: number) => Record<string, string> = () => ({})): string {
  const headers = Object.keys(GOOD_ROW);
  const rows = Array.from({ length: count }, (_, i) => {
    const row: Record<string, string> = {
      ...GOOD_ROW,
      Bestandsnummer: `A-${String(i)}`,
      Preis: String(10_000 + i),
      ...change(i),
    };
    return headers.map((h) => row[h] ?? '').join(';');
  });
  return [headers.join(';'), ...rows].join('\n');
}

async function runImport(client: Client, text: string, dryRun: boolean, withdrawMissing = true) {
  const parsed = parseFeed(text);
  const { feed: rows, keep } = importPayload(parsed);
  const { data, error } = await client.rpc('import_dealer_feed', {
    feed: rows as Json,
    dry_run: dryRun,
    keep,
    withdraw_missing: withdrawMissing,
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  const result = data as unknown as StockResult;
  return { result, report: importReport(parsed, result) };
}

/** A small JPEG stored sideways (80 × 40 with Exif orientation 6) with camera data. */
async function photoWithExif(): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera' } } })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** How many price labels differ from a rebuild from scratch (rolled back). */
async function ratingDrift(): Promise<number> {
  let drift = -1;
  await stack.db
    .transaction(async (tx) => {
      await tx.query('create temp table kept_ratings on commit drop as select id, price_rating from public.vehicles');
      await tx.query('select public.refresh_price_ratings()');
      const [row] = await tx.query<{ n: number }>(
        `select count(*)::integer as n from kept_ratings k join public.vehicles v on v.id = k.id
          where k.price_rating is distinct from v.price_rating`,
      );
      drift = row?.n ?? -1;
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) throw error;
    });
  return drift;
}

async function dealerListings(): Promise<{ count: number; maxUpdated: string | null }> {
  const { data, error } = await stack.service().from('vehicles').select('updated_at').eq('seller_id', dealer.id);
  if (error) throw new Error(error.message);
  return {
    count: data.length,
    maxUpdated:
      data
        .map((r) => r.updated_at)
        .sort()
        .at(-1) ?? null,
  };
}

describe('dealer feed import', () => {
  it('plans a first import in a dry run and writes nothing', async () => {
    const { result } = await runImport(dealer.client, feed(3), true);
    expect(result.counts).toEqual({ created: 3, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0 });
    expect((await dealerListings()).count).toBe(0);
  });

  it('creates the listings, live for everyone, with the dealer as seller', async () => {
    const { result } = await runImport(dealer.client, feed(3), false);
    expect(result.counts.created).toBe(3);
    const { data } = await stack
      .anon()
      .from('vehicles')
      .select('title, price, status, seller_is_dealer, location')
      .eq('seller_id', dealer.id)
      .order('price');
    expect(data).toEqual([
      { title: '2019 Volkswagen Golf', price: 10_000, status: 'active', seller_is_dealer: true, location: 'Berlin' },
      { title: '2019 Volkswagen Golf', price: 10_001, status: 'active', seller_is_dealer: true, location: 'Berlin' },
      { title: '2019 Volkswagen Golf', price: 10_002, status: 'active', seller_is_dealer: true, location: 'Berlin' },
    ]);
  });

  it('imports the same feed again as unchanged without writing a row', async () => {
    const before = await dealerListings();
    const { result } = await runImport(dealer.client, feed(3), false);
    expect(result.counts).toEqual({ created: 0, updated: 0, unchanged: 3, withdrawn: 0, rejected: 0 });
    expect(await dealerListings()).toEqual(before);
  });

  it('updates what changed, withdraws what is missing as sold and keeps the price history', async () => {
    const { result, report } = await runImport(
      dealer.client,
      feed(2, (i) => (i === 0 ? { Preis: '9.500 €', Kilometerstand: '46.000 km' } : {})),
      false,
    );
    expect(result.counts).toEqual({ created: 0, updated: 1, unchanged: 1, withdrawn: 1, rejected: 0 });
    expect(report.rows.find((r) => r.stockNumber === 'A-0')).toMatchObject({
      outcome: 'updated',
      column: 'price, mileage',
    });
    const withdrawn = report.rows.find((r) => r.outcome === 'withdrawn');
    expect(withdrawn?.stockNumber).toBe('A-2');
    const { data: sold } = await stack
      .service()
      .from('vehicles')
      .select('status')
      .eq('id', withdrawn?.listingId ?? '')
      .single();
    expect(sold?.status).toBe('sold');
    const updatedId = report.rows.find((r) => r.stockNumber === 'A-0')?.listingId ?? '';
    const { data: history } = await stack
      .service()
      .from('vehicles')
      .select('price, previous_price')
      .eq('id', updatedId)
      .single();
    expect(history).toEqual({ price: 9_500, previous_price: 10_000 });
  });

  it('brings a withdrawn vehicle back when the feed names it again', async () => {
    const { result, report } = await runImport(
      dealer.client,
      feed(3, (i) => (i === 0 ? { Preis: '9.500 €', Kilometerstand: '46.000 km' } : {})),
      false,
    );
    expect(result.counts).toMatchObject({ updated: 1, unchanged: 2 });
    expect(report.rows.find((r) => r.stockNumber === 'A-2')).toMatchObject({
      outcome: 'updated',
      column: 'back in stock',
    });
  });

  it('reports every broken row of the corpus and imports the good rows beside them', async () => {
    const headers = [...new Set([...Object.keys(GOOD_ROW), ...BROKEN_CASES.flatMap((c) => Object.keys(c.cells))])];
    const cell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const rows = [
      ...Array.from({ length: 3 }, (_, i) => ({
        ...GOOD_ROW,
        Bestandsnummer: `A-${String(i)}`,
        Preis: i === 0 ? '9.500 €' : String(10_000 + i),
        Kilometerstand: i === 0 ? '46.000 km' : (GOOD_ROW.Kilometerstand ?? ''),
      })),
      ...BROKEN_CASES.map((c, i) => ({ ...GOOD_ROW, Bestandsnummer: `X-${String(i)}`, ...c.cells })),
      { ...GOOD_ROW, Bestandsnummer: 'P-1', Standort: 'Nowhereville' },
    ];
    const text = [
      headers.join(';'),
      ...rows.map((r: Record<string, string>) => headers.map((h) => cell(r[h] ?? '')).join(';')),
    ].join('\n');
    const { report } = await runImport(dealer.client, text, true);
    expect(report.counts).toMatchObject({ unchanged: 3, created: 0, withdrawn: 0, rejected: BROKEN_CASES.length + 1 });
    expect(report.rows).toContainEqual(
      expect.objectContaining({
        stockNumber: 'P-1',
        outcome: 'rejected',
        column: 'location',
        reason: 'no town called Nowhereville is known',
      }),
    );
    for (const [i, c] of BROKEN_CASES.entries()) {
      const stock = c.cells.Bestandsnummer ?? `X-${String(i)}`;
      expect(
        report.rows.filter(
          (r) =>
            r.outcome === 'rejected' &&
            r.column === c.column &&
            r.reason.includes(c.says) &&
            (stock === '' || r.stockNumber === stock),
        ),
        c.name,
      ).not.toHaveLength(0);
    }
  });

  it('leaves nothing half-written when the import fails midway', async () => {
    const before = await dealerListings();
    const parsed = parseFeed(feed(4, (i) => (i === 1 ? { Preis: '1' } : {})));
    const { feed: rows } = importPayload(parsed);
    // A value only the database refuses (a year after next year) fails the whole statement.
    const broken = rows.map((r, i) => (i === 3 ? { ...r, year: 2999 } : r));
    const { error } = await dealer.client.rpc('import_dealer_feed', { feed: broken as Json, dry_run: false });
    expect(error).not.toBeNull();
    expect(await dealerListings()).toEqual(before);
    const { result } = await runImport(
      dealer.client,
      feed(3, (i) => (i === 0 ? { Preis: '9.500 €', Kilometerstand: '46.000 km' } : {})),
      false,
    );
    expect(result.counts).toMatchObject({ unchanged: 3 });
  });

  it("lets a dealer import 500 vehicles at once but refuses a private account's burst", async () => {
    const { result } = await runImport(
      dealer.client,
      feed(500, (i) => (i < 3 && i !== 0 ? {} : { Kilometerstand: `${String(40_000 + i)} km` })),
      false,
    );
    expect(result.counts.created + result.counts.updated + result.counts.unchanged).toBe(500);
    await expect(runImport(privateSeller.client, feed(40), false)).rejects.toThrow(/PT429/);
    const { data } = await stack.service().from('vehicles').select('id').eq('seller_id', privateSeller.id);
    expect(data).toEqual([]);
  });

  it('never touches another seller’s stock and needs a signed-in seller', async () => {
    const { result } = await runImport(privateSeller.client, feed(2), true);
    expect(result.counts).toEqual({ created: 2, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0 });
    const { error } = await stack.anon().rpc('import_dealer_feed', { feed: [], dry_run: true });
    expect(error).not.toBeNull();
  });

  it('purges the cache once for a whole import, not once per row', async () => {
    const site = await startTarget();
    await setRevalidationWebhook(stack.db, { url: site.url, secret: SECRET });
    try {
      const { result } = await runImport(
        dealer.client,
        feed(40, (i) => ({ Kilometerstand: `${String(60_000 + i)} km` })),
        false,
      );
      expect(result.counts.updated).toBe(40);
      await expect.poll(() => site.purges.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ours = site.purges.filter((tags) => tags.includes(`seller-${dealer.id}`));
      expect(ours).toHaveLength(1);
      // Each listing the import wrote (40 updated, the rest of the earlier 500 withdrawn), the seller and the sitemap.
      expect(ours[0]?.length).toBeGreaterThanOrEqual(result.counts.updated + result.counts.withdrawn + 2);
      expect(ours[0]).toContain('sitemap');
    } finally {
      await setRevalidationWebhook(stack.db, null);
      await site.close();
    }
  });

  it('fetches the photos a feed names and reports the ones that cannot be fetched, keeping the row', async () => {
    const parsed = parseFeed(
      `Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Bilder\nPH-1;VW;Golf;9.000;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;https://cdn.example.com/1.jpg|https://cdn.example.com/missing.jpg`,
    );
    const { feed: rows } = importPayload(parsed);
    const { data, error } = await dealer.client.rpc('import_dealer_feed', {
      feed: rows as Json,
      dry_run: false,
      withdraw_missing: false,
    });
    expect(error).toBeNull();
    const listingId = (data as unknown as StockResult).rows[0]?.listingId ?? '';
    const jpeg = await photoWithExif();
    const [outcome] = await fetchListingPhotos(stack.service(), dealer.id, [listingId], {
      resolve: () => Promise.resolve(['93.184.216.34']),
      fetch: (input) =>
        Promise.resolve(
          (input instanceof Request ? input.url : input.toString()).endsWith('/1.jpg')
            ? new Response(jpeg, { headers: { 'content-type': 'image/jpeg' } })
            : new Response('gone', { status: 404 }),
        ),
    });
    expect(outcome).toMatchObject({
      stockNumber: 'PH-1',
      photos: 1,
      failures: [
        {
          photo: 'https://cdn.example.com/missing.jpg',
          fromZip: false,
          problem: { code: 'status', vars: { status: '404' } },
        },
      ],
    });
    const { data: listing } = await stack
      .anon()
      .from('vehicles')
      .select('images, image_colors, status')
      .eq('id', listingId)
      .single();
    expect(listing?.status).toBe('active');
    expect(listing?.images).toHaveLength(1);
    expect(listing?.images[0]).toMatch(new RegExp(`^${dealer.id}/${listingId}-.+\\.webp$`));
    // Each stored photo's dominant colour is kept beside it.
    expect(listing?.image_colors).toHaveLength(1);
    expect(listing?.image_colors[0]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('takes the photos a row names from the ZIP uploaded with the feed, and reports the missing and unreadable ones', async () => {
    const parsed = parseFeed(
      `Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Bilddateien\nZIP-1;VW;Golf;9.000;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;zip-1.jpg|missing.jpg|broken.jpg`,
    );
    const { feed: rows } = importPayload(parsed);
    const { data, error } = await dealer.client.rpc('import_dealer_feed', {
      feed: rows as Json,
      dry_run: false,
      withdraw_missing: false,
    });
    expect(error).toBeNull();
    const listingId = (data as unknown as StockResult).rows[0]?.listingId ?? '';
    const zip = zipSync({
      'fotos/zip-1.jpg': await photoWithExif(),
      'fotos/broken.jpg': new TextEncoder().encode('not a photo'),
      '../escape.jpg': await photoWithExif(),
    });
    // The dealer uploads the ZIP to their own folder only.
    const archives = dealer.client.storage.from(PHOTO_ARCHIVES_BUCKET);
    const path = `${dealer.id}/feed.zip`;
    expect((await archives.upload(path, zip, { contentType: 'application/zip' })).error).toBeNull();
    const elsewhere = await archives.upload(`${privateSeller.id}/feed.zip`, zip, { contentType: 'application/zip' });
    expect(elsewhere.error).not.toBeNull();
    await expect(loadArchive(stack.service(), privateSeller.id, path)).rejects.toThrow(/not yours/);

    const archive = await loadArchive(stack.service(), dealer.id, path);
    const [outcome] = await fetchListingPhotos(stack.service(), dealer.id, [listingId], undefined, archive);
    expect(outcome).toMatchObject({
      stockNumber: 'ZIP-1',
      photos: 1,
      failures: [
        { photo: 'missing.jpg', fromZip: true, problem: { code: 'zipMissingFile' } },
        { photo: 'broken.jpg', fromZip: true, problem: { code: 'unreadable' } },
      ],
    });
    const { data: listing } = await stack.anon().from('vehicles').select('images, status').eq('id', listingId).single();
    expect(listing?.status).toBe('active');
    expect(listing?.images).toHaveLength(1);
    const stored = await stack
      .anon()
      .storage.from('vehicle-images')
      .download(listing?.images[0] ?? '');
    if (!stored.data) throw new Error(`download: ${stored.error.message}`);
    const bytes = new Uint8Array(await stored.data.arrayBuffer());
    expect(carriesMetadata(bytes)).toBe(false);
    const meta = await sharp(bytes).metadata();
    // Stored sideways (Exif orientation 6): upright now.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 80]);
    const report = withPhotoOutcomes(importReport(parsed, data as unknown as StockResult), outcome ? [outcome] : []);
    expect(report.rows[0]?.reason).toContain(
      'photo missing.jpg from the ZIP not imported: the ZIP has no file of that name',
    );
  });

  it('imports in chunks: stopped after the first chunk and run again, it reaches the same end state', async () => {
    const text = feed(5, (i) => ({ Bestandsnummer: `CH-${String(i)}`, Modell: i % 2 === 0 ? 'Golf' : 'Polo' }));
    const parsed = parseFeed(text);
    const rpc: ImportRpc = {
      importFeed: async (args) => {
        const { data, error } = await dealer.client.rpc('import_dealer_feed', { ...args, feed: args.feed as Json });
        if (error) throw new Error(error.message);
        return data as unknown as StockResult;
      },
      rerateQueued: async () => {
        const { data, error } = await dealer.client.rpc('rerate_queued_prices', {});
        if (error) throw new Error(error.message);
        return data;
      },
    };
    const [first] = importCalls(parsed, false, 2);
    if (!first) throw new Error('no calls');
    // The first chunk lands, then the import stops (the page closed): nothing withdrawn, ratings still queued.
    const stopped = await rpc.importFeed({ ...first, dry_run: false });
    expect(stopped.counts.created).toBe(2);
    const again = await runImportCalls(parsed, false, rpc, 2);
    expect(again.counts).toMatchObject({ created: 3, unchanged: 2, rejected: 0 });
    expect(await rpc.rerateQueued()).toBe(0);
    const third = await runImportCalls(parsed, false, rpc, 2);
    expect(third.counts).toMatchObject({ created: 0, updated: 0, unchanged: 5, withdrawn: 0 });
    // The deferred re-rating left every label as a rebuild from scratch would.
    expect(await ratingDrift()).toBe(0);
  });

  it('alerts a saved search once for a whole import, through one webhook post', async () => {
    const buyer = await stack.newUser('alert-buyer');
    const model = 'Alertmodel';
    const search = savedSearchRow({ ...defaultFilters('car'), searchTerm: model }, 'Alert cars');
    const { error } = await buyer.client.from('saved_searches').insert({ ...search, user_id: buyer.id });
    expect(error).toBeNull();
    const alerts = await deliverSavedSearchAlerts(stack);
    try {
      const text = feed(25, (i) => ({ Bestandsnummer: `AL-${String(i)}`, Modell: model }));
      const { result } = await runImport(dealer.client, text, false, false);
      expect(result.counts.created).toBe(25);
      await alerts.settled();
      expect(alerts.target.hits).toBe(1);
      const { data: notes } = await stack.service().from('notifications').select('id').eq('user_id', buyer.id);
      expect(notes).toHaveLength(1);
      const { data: saved } = await buyer.client
        .from('saved_searches')
        .select('new_match_count')
        .eq('user_id', buyer.id)
        .single();
      expect(saved?.new_match_count).toBe(25);
    } finally {
      await alerts.close();
    }
  });
});
