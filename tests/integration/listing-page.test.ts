/**
 * The detail page's one request (listing_page, listing_details) against the
 * separate REST reads it replaced, through the real client under row-level
 * security: for anon and a signed-in stranger the same listing, seller facts,
 * similar listings, price evidence and history; drafts and paused listings
 * only for their seller; nothing for anyone else but the availability.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPage } from '../../src/lib/data/listingPage.ts';
import { clientRpc } from '../../src/lib/data/publicRpc.ts';
import { toPriceInsight } from '../../src/lib/data/priceInsight.ts';
import { VEHICLE_COLUMNS, toVehicle, toVehicleDetails, vehicleDetails } from '../../src/lib/data/vehicles.ts';
import { createListing, type Person } from './support/fixtures.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let stranger: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('page-seller', { first_name: 'Paula' });
  stranger = await stack.newUser('page-stranger');
});

afterAll(async () => {
  await stack.stop();
});

/** A read's rows (or null where it may find none); throws with the server's message. */
interface Answer {
  data: unknown;
  error: { message: string } | null;
}

function maybe<R extends Answer>(result: R): NonNullable<R['data']> | null {
  if (result.error) throw new Error(result.error.message);
  return result.data ?? null;
}

function must<R extends Answer>(result: R): NonNullable<R['data']> {
  const data = maybe(result);
  if (data === null) throw new Error('no data');
  return data;
}

/** The page's reads as they were: the listing, the seller's facts, 40 similar candidates, evidence, history. */
async function separateReads(client: Client, id: string) {
  const row = maybe(await client.from('vehicles').select(VEHICLE_COLUMNS).eq('id', id).maybeSingle());
  if (!row) return null;
  const profile = maybe(
    await client.from('public_profiles').select('member_since, response_rate').eq('id', row.seller_id).maybeSingle(),
  );
  const reply = maybe(
    await client
      .from('seller_reply_stats')
      .select('conversations, median_reply_seconds')
      .eq('seller_id', row.seller_id)
      .maybeSingle(),
  );
  const candidates = must(
    await client
      .from('vehicles')
      .select(VEHICLE_COLUMNS)
      .eq('status', 'active')
      .eq('type', row.type)
      .neq('id', id)
      .gte('price', Math.round(row.price * 0.6))
      .lte('price', Math.round(row.price * 1.4))
      .order('created_at', { ascending: false })
      .limit(40),
  );
  const similar = candidates
    .map((candidate) => toVehicle(candidate))
    .sort(
      (a, b) =>
        Number(b.make === row.make) - Number(a.make === row.make) ||
        Math.abs(a.price - row.price) - Math.abs(b.price - row.price),
    )
    .slice(0, 3);
  const evidence = maybe(await client.rpc('price_rating_evidence', { listing_id: id }));
  const history = must(
    await client
      .from('vehicle_history')
      .select('kind,status,previous_status,price,previous_price,occurred_at,vehicle_id')
      .eq('lineage_id', row.lineage_id)
      .order('occurred_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(200),
  ).reverse();
  return {
    status: 200,
    details: toVehicleDetails({
      vehicle: row,
      memberSince: profile?.member_since ?? null,
      responseRate: profile?.response_rate ?? null,
      replyTime: reply ? { conversations: reply.conversations, medianReplySeconds: reply.median_reply_seconds } : null,
    }),
    similar,
    insight: toPriceInsight(id, { evidence, history }),
  };
}

describe('a listing page in one request', () => {
  it('answers anon and a signed-in stranger exactly what the separate reads answered', async () => {
    const listings = must(
      await stack.service().from('vehicles').select('id').in('status', ['active', 'sold']).order('id'),
    );
    // Every seventh listing: dealers and private sellers, cars and scooters, rated and unrated, sold ones.
    const sample = listings.filter((_, index) => index % 7 === 0).map((listing) => listing.id);
    expect(sample.length).toBeGreaterThan(30);
    // Anon as the on-demand page reads (fetch, no supabase-js), the stranger through the client.
    const readers = [
      [stack.anonRpc(), stack.anon()],
      [clientRpc(stranger.client), stranger.client],
    ] as const;
    for (const [rpc, client] of readers) {
      for (const id of sample) {
        expect(await listingPage(id, rpc), id).toEqual(await separateReads(client, id));
      }
    }
  }, 120_000);

  it('shows a draft or paused listing to its seller only; others learn only whether it is paused', async () => {
    const draft = await createListing(seller.client, seller.id, { status: 'draft' });
    const paused = await createListing(stack.service(), seller.id, { status: 'active' });
    maybe(await stack.service().from('vehicles').update({ status: 'paused' }).eq('id', paused));

    for (const id of [draft, paused]) {
      expect((await vehicleDetails(id, seller.client))?.vehicle.id).toBe(id);
      expect(await vehicleDetails(id, stack.anon())).toBeNull();
      expect(await vehicleDetails(id, stranger.client)).toBeNull();
      const answer = maybe(await stack.anon().rpc('listing_page', { listing_id: id }));
      expect(answer).toEqual({ availability: id === paused ? 'paused' : null });
    }
    expect(await listingPage(paused, clientRpc(stranger.client))).toEqual({ status: 404, paused: true });
    expect(await listingPage(draft, stack.anonRpc())).toEqual({ status: 404 });
    const own = await listingPage(draft, clientRpc(seller.client));
    expect(own.status === 200 ? own.details.status : own.status).toBe('draft');
  });

  it('answers every column the pages read and never the search vector', async () => {
    const answer = must(
      await stack.anon().rpc('listing_details', { listing_id: '5a1e0006-0000-4000-8000-000000000006' }),
    );
    const vehicle = (answer as { vehicle: Record<string, unknown> }).vehicle;
    expect(Object.keys(vehicle)).toEqual(expect.arrayContaining(VEHICLE_COLUMNS.split(',')));
    expect(vehicle).not.toHaveProperty('fts');
  });
});
