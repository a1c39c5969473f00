/**
 * Selling: the rules a seller's listing writes obey, the notifications a
 * listing's changes send to the people who saved it, and the view counts
 * and dashboard numbers, through the real client as the seller, other
 * users, anon and the service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import { createListing, listingRow } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let dealer: Person;
let other: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Pat' });
  dealer = await stack.newUser('dealer', { first_name: 'Dana' });
  other = await stack.newUser('other');
  const { error } = await stack.service().from('profiles').update({ is_dealer: true }).eq('id', dealer.id);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await stack.stop();
});

/** A listing of `owner`'s, created by the service role. */
function listing(owner: Person, overrides: Partial<TablesInsert<'vehicles'>> = {}): Promise<string> {
  return createListing(stack.service(), owner.id, overrides);
}

async function statusOf(vehicleId: string): Promise<string | undefined> {
  const { data } = await stack.service().from('vehicles').select('status').eq('id', vehicleId).single();
  return data?.status;
}

async function notificationsAbout(vehicleId: string) {
  const { data, error } = await stack
    .service()
    .from('notifications')
    .select('user_id, type, title, content, related_id')
    .eq('related_id', vehicleId)
    .order('title');
  if (error) throw new Error(error.message);
  return data;
}

async function save(person: Person, vehicleId: string): Promise<void> {
  const { error } = await person.client.from('favorites').insert({ user_id: person.id, vehicle_id: vehicleId });
  if (error) throw new Error(error.message);
}

async function today(): Promise<string> {
  const [row] = await stack.db.transaction((tx) =>
    tx.query<{ day: string }>(`select ((now() at time zone 'utc')::date)::text as day`),
  );
  return row?.day ?? '';
}

describe('listing rules', () => {
  it.each(['draft', 'active'] as const)('lets a seller save a new listing as %s', async (status) => {
    const { data, error } = await seller.client
      .from('vehicles')
      .insert(listingRow(seller.id, { status }))
      .select('status, seller_id')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status, seller_id: seller.id });
  });

  it.each(['sold', 'removed'] as const)('refuses a new listing saved as %s', async (status) => {
    const {
      data,
      error,
      status: httpStatus,
    } = await seller.client.from('vehicles').insert(listingRow(seller.id, { status })).select('id');
    expect(data).toBeNull();
    expect(httpStatus).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'a new listing is saved as a draft or published' });
  });

  it('lets a seller mark a listing sold, put it back on sale and take it back to draft', async () => {
    const id = await listing(seller);
    for (const status of ['sold', 'active', 'draft', 'active'] as const) {
      const { data, error } = await seller.client.from('vehicles').update({ status }).eq('id', id).select('status');
      expect(error).toBeNull();
      expect(data).toEqual([{ status }]);
    }
  });

  it('stops a seller from hiding their listing as removed', async () => {
    const id = await listing(seller);
    const { error } = await seller.client.from('vehicles').update({ status: 'removed' }).eq('id', id);
    expect(error).toMatchObject({ code: '42501', message: 'only moderators hide or restore a listing' });
    expect(await statusOf(id)).toBe('active');
  });

  it('stops a seller from restoring a removed listing, which the service role can', async () => {
    const id = await listing(seller, { status: 'removed' });
    for (const status of ['active', 'draft', 'sold'] as const) {
      const { error } = await seller.client.from('vehicles').update({ status }).eq('id', id);
      expect(error?.code).toBe('42501');
    }
    expect(await statusOf(id)).toBe('removed');
    const restored = await stack.service().from('vehicles').update({ status: 'active' }).eq('id', id).select('status');
    expect(restored).toMatchObject({ error: null, data: [{ status: 'active' }] });
    const hidden = await stack.service().from('vehicles').update({ status: 'removed' }).eq('id', id).select('status');
    expect(hidden).toMatchObject({ error: null, data: [{ status: 'removed' }] });
  });

  it('takes the dealer badge from the seller’s profile, whatever the client sends', async () => {
    const claimed = await seller.client
      .from('vehicles')
      .insert(listingRow(seller.id, { seller_is_dealer: true }))
      .select('id, seller_is_dealer')
      .single();
    expect(claimed.data?.seller_is_dealer).toBe(false);
    const denied = await dealer.client
      .from('vehicles')
      .insert(listingRow(dealer.id, { seller_is_dealer: false }))
      .select('id, seller_is_dealer')
      .single();
    expect(denied.data?.seller_is_dealer).toBe(true);

    const promoted = await seller.client
      .from('vehicles')
      .update({ seller_is_dealer: true })
      .eq('id', claimed.data?.id ?? '')
      .select('seller_is_dealer');
    expect(promoted.data).toEqual([{ seller_is_dealer: false }]);
    const demoted = await dealer.client
      .from('vehicles')
      .update({ seller_is_dealer: false })
      .eq('id', denied.data?.id ?? '')
      .select('seller_is_dealer');
    expect(demoted.data).toEqual([{ seller_is_dealer: true }]);
  });

  it('accepts photos from the seller’s own folder, in order', async () => {
    const images = [`${seller.id}/listing/front.webp`, `${seller.id}/listing/back.jpg`];
    const { data, error } = await seller.client
      .from('vehicles')
      .insert(listingRow(seller.id, { images }))
      .select('images');
    expect(error).toBeNull();
    expect(data).toEqual([{ images }]);
  });

  it.each<[string, (sellerId: string, otherId: string) => (string | null)[]]>([
    ['in another user’s folder', (_sellerId, otherId) => [`${otherId}/front.png`]],
    ['outside any folder', () => ['front.png']],
    ['in a folder that only starts with the seller’s id', (sellerId) => [`${sellerId}-copy/front.png`]],
    ['that climbs out of the seller’s folder', (sellerId, otherId) => [`${sellerId}/../${otherId}/front.png`]],
    ['that climbs out with backslashes', (sellerId, otherId) => [`${sellerId}/..\\${otherId}\\front.png`]],
    ['with a dot segment', (sellerId) => [`${sellerId}/./front.png`]],
    ['that is empty', () => ['']],
    ['that is null', () => [null]],
    ['after a valid one', (sellerId, otherId) => [`${sellerId}/front.png`, `${otherId}/back.png`]],
  ])('refuses a photo path %s, on insert and on update', async (_label, paths) => {
    const images = paths(seller.id, other.id) as string[];
    const inserted = await seller.client.from('vehicles').insert(listingRow(seller.id, { images })).select('id');
    expect(inserted.error).toMatchObject({
      code: '23514',
      message: "photos must be uploaded to the seller's own folder",
    });
    const id = await listing(seller);
    const updated = await seller.client.from('vehicles').update({ images }).eq('id', id).select('id');
    expect(updated.error?.code).toBe('23514');
    const { data } = await stack.service().from('vehicles').select('images').eq('id', id).single();
    expect(data?.images).toEqual([]);
  });

  it('never lets a client set or change image_url', async () => {
    const inserted = await seller.client
      .from('vehicles')
      .insert(listingRow(seller.id, { image_url: '/images/vehicles/evil.svg' }))
      .select('image_url')
      .single();
    expect(inserted.data?.image_url).toBeNull();

    const illustration = '/images/vehicles/hatchback.svg';
    const id = await listing(seller, { image_url: illustration });
    for (const imageUrl of ['https://example.test/evil.png', null]) {
      const { error } = await seller.client.from('vehicles').update({ image_url: imageUrl }).eq('id', id);
      expect(error?.code).toBe('42501');
    }
    const priced = await seller.client.from('vehicles').update({ price: 14_000 }).eq('id', id).select('image_url');
    expect(priced.data).toEqual([{ image_url: illustration }]);
  });

  it('lets no one else change, delete or read the draft of a seller’s listing', async () => {
    const live = await listing(seller);
    const draft = await listing(seller, { status: 'draft' });
    for (const id of [live, draft]) {
      const updated = await other.client.from('vehicles').update({ price: 1 }).eq('id', id).select('id');
      expect(updated.data ?? []).toEqual([]);
      const deleted = await other.client.from('vehicles').delete().eq('id', id).select('id');
      expect(deleted.data ?? []).toEqual([]);
    }
    for (const client of [other.client, stack.anon()]) {
      const read = await client.from('vehicles').select('id').eq('id', draft);
      expect(read.data ?? []).toEqual([]);
    }
    const { data } = await stack.service().from('vehicles').select('id, price').in('id', [live, draft]);
    expect(data).toHaveLength(2);
    expect(data?.every((row) => row.price === 15_000)).toBe(true);
  });

  it('refuses listings from anon and listings in someone else’s name', async () => {
    const byAnon = await stack.anon().from('vehicles').insert(listingRow(seller.id));
    expect(byAnon.error?.code).toBe('42501');
    const impostor = await other.client.from('vehicles').insert(listingRow(seller.id));
    expect(impostor.error?.code).toBe('42501');
  });
});

describe('notifications about saved listings', () => {
  it('tells everyone who saved a listing about a price drop, but not its seller', async () => {
    const fan = await stack.newUser('fan');
    const id = await listing(seller, { title: 'Mazda 3 price test', price: 15_000 });
    await save(fan, id);
    await save(other, id);
    await save(seller, id);
    const raised = await seller.client.from('vehicles').update({ price: 16_000 }).eq('id', id);
    expect(raised.error).toBeNull();
    expect(await notificationsAbout(id)).toEqual([]);

    await seller.client.from('vehicles').update({ price: 13_500 }).eq('id', id);
    const sent = await notificationsAbout(id);
    expect(sent.map((row) => row.user_id).sort()).toEqual([fan.id, other.id].sort());
    expect(sent[0]).toMatchObject({
      type: 'vehicle',
      title: 'Price drop',
      content: 'Mazda 3 price test is now €13,500 (was €16,000).',
      related_id: id,
    });
  });

  it('tells everyone who saved a listing that it sold, and nobody when it goes back on sale', async () => {
    const fan = await stack.newUser('fan');
    const id = await listing(seller, { title: 'Mazda 3 sold test' });
    await save(fan, id);
    await save(seller, id);
    await seller.client.from('vehicles').update({ status: 'sold' }).eq('id', id);
    const sold = [
      {
        user_id: fan.id,
        type: 'vehicle',
        title: 'Vehicle sold',
        content: 'Mazda 3 sold test has been sold.',
        related_id: id,
      },
    ];
    expect(await notificationsAbout(id)).toEqual(sold);

    await seller.client.from('vehicles').update({ status: 'active' }).eq('id', id);
    expect(await notificationsAbout(id)).toEqual(sold);
  });

  it('does not announce a draft marked sold', async () => {
    const fan = await stack.newUser('fan');
    const id = await listing(seller);
    await save(fan, id);
    await seller.client.from('vehicles').update({ status: 'draft' }).eq('id', id);
    await seller.client.from('vehicles').update({ status: 'sold' }).eq('id', id);
    expect(await notificationsAbout(id)).toEqual([]);
  });
});

describe('views and the seller dashboard', () => {
  it('counts a view of a live listing in its total and in today’s row', async () => {
    const id = await listing(seller);
    const first = await stack.anon().rpc('record_vehicle_view', { vehicle_id: id });
    const second = await other.client.rpc('record_vehicle_view', { vehicle_id: id });
    expect([first.data, second.data]).toEqual([1, 2]);
    const { data: vehicle } = await stack.service().from('vehicles').select('view_count').eq('id', id).single();
    expect(vehicle?.view_count).toBe(2);
    const { data: daily } = await seller.client.from('vehicle_daily_views').select('*').eq('vehicle_id', id);
    expect(daily).toEqual([{ vehicle_id: id, day: await today(), views: 2 }]);
  });

  it('leaves the listing’s updated_at alone when counting a view, but not when the seller edits it', async () => {
    const id = await listing(seller);
    const updatedAt = async () =>
      (await stack.service().from('vehicles').select('updated_at').eq('id', id).single()).data?.updated_at;
    const before = await updatedAt();
    await stack.anon().rpc('record_vehicle_view', { vehicle_id: id });
    expect(await updatedAt()).toBe(before);
    await seller.client.from('vehicles').update({ price: 14_500 }).eq('id', id);
    expect(await updatedAt()).not.toBe(before);
  });

  it('does not count a view of a draft or a removed listing', async () => {
    for (const status of ['draft', 'removed'] as const) {
      const id = await listing(seller, { status });
      const { data, error } = await stack.anon().rpc('record_vehicle_view', { vehicle_id: id });
      expect(error).toBeNull();
      expect(data).toBeNull();
      const { data: vehicle } = await stack.service().from('vehicles').select('view_count').eq('id', id).single();
      expect(vehicle?.view_count).toBe(0);
      const { data: daily } = await stack.service().from('vehicle_daily_views').select('views').eq('vehicle_id', id);
      expect(daily).toEqual([]);
    }
  });

  it('shows daily views only to the listing’s seller, and lets no client write them', async () => {
    const id = await listing(seller);
    await stack.anon().rpc('record_vehicle_view', { vehicle_id: id });
    const own = await seller.client.from('vehicle_daily_views').select('views').eq('vehicle_id', id);
    expect(own.data).toEqual([{ views: 1 }]);
    for (const client of [other.client, stack.anon()]) {
      const read = await client.from('vehicle_daily_views').select('views').eq('vehicle_id', id);
      expect(read.data ?? []).toEqual([]);
    }
    const forged = await seller.client
      .from('vehicle_daily_views')
      .insert({ vehicle_id: id, day: '2026-01-01', views: 1_000 });
    expect(forged.error?.code).toBe('42501');
    const inflated = await seller.client.from('vehicle_daily_views').update({ views: 1_000 }).eq('vehicle_id', id);
    expect(inflated.error?.code).toBe('42501');
  });

  it('reports views, saves and buyer messages for the caller’s listings only', async () => {
    const owner = await stack.newUser('owner', { first_name: 'Olga' });
    const rival = await stack.newUser('rival');
    const fan = await stack.newUser('fan');
    const busy = await listing(owner);
    const quiet = await listing(owner);
    const rivals = await listing(rival);

    // Three visitors: a view counts once per visitor and day.
    for (const visitor of [stack.anon(), fan.client, rival.client]) {
      await visitor.rpc('record_vehicle_view', { vehicle_id: busy });
    }
    await stack.anon().rpc('record_vehicle_view', { vehicle_id: rivals });
    await save(fan, busy);
    await save(other, busy);
    await save(fan, rivals);
    const { data: conversation } = await fan.client.rpc('start_conversation', { vehicle_id: busy });
    for (const [from, body] of [
      [fan, 'Hello'],
      [fan, 'Still there?'],
      [owner, 'Yes'],
    ] as const) {
      const { error } = await from.client
        .from('messages')
        .insert({ conversation_id: conversation ?? '', sender_id: from.id, body });
      expect(error).toBeNull();
    }

    const totals = await owner.client.rpc('seller_listing_totals');
    expect(totals.error).toBeNull();
    expect(totals.data).toEqual([
      { vehicle_id: quiet, views: 0, favorites: 0, conversations: 0, leads: 0 },
      { vehicle_id: busy, views: 3, favorites: 2, conversations: 1, leads: 0 },
    ]);
    const day = await today();
    const todays = { day, views: 3, favorites: 2, messages: 2, leads: 0 };
    for (const [days, length] of [
      [undefined, 30],
      [1, 1],
      [0, 1],
      [10_000, 366],
    ] as const) {
      const stats = await owner.client.rpc('seller_activity', days === undefined ? {} : { days });
      expect(stats.error).toBeNull();
      expect(stats.data).toHaveLength(length);
      expect(stats.data?.at(-1)).toEqual(todays);
      expect(stats.data?.slice(0, -1).every((row) => row.views + row.favorites + row.messages === 0)).toBe(true);
    }
    const quietStats = await owner.client.rpc('seller_activity', { days: 7, listing_id: quiet });
    expect(quietStats.data?.at(-1)).toEqual({ day, views: 0, favorites: 0, messages: 0, leads: 0 });

    const rivalTotals = await rival.client.rpc('seller_listing_totals');
    expect(rivalTotals.data).toEqual([{ vehicle_id: rivals, views: 1, favorites: 1, conversations: 0, leads: 0 }]);
    const rivalStats = await rival.client.rpc('seller_activity', { days: 7 });
    expect(rivalStats.data?.at(-1)).toEqual({ day, views: 1, favorites: 1, messages: 0, leads: 0 });
    // Someone else's listing id gives nothing away.
    const peek = await rival.client.rpc('seller_activity', { days: 7, listing_id: busy });
    expect(peek.data?.every((row) => row.views + row.favorites + row.messages + row.leads === 0)).toBe(true);
    const buyerTotals = await fan.client.rpc('seller_listing_totals');
    expect(buyerTotals.data).toEqual([]);
  });

  it('sums activity in the database: one row per day, whatever the inventory, past the 1,000-row API cap', async () => {
    const big = await stack.newUser('inventory', { first_name: 'Ida' });
    const day = await today();
    // 1,050 listings with views, saves' worth of leads and reveals on each of the last 3 days:
    // 3,150 rows per kind, far more than one API answer may carry.
    await stack.db.transaction(async (tx) => {
      await tx.query(
        `insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission)
         select $1, 'scooter', 'Scooter ' || n, 'Vespa', 'Sprint', 2020, 2000 + n, 1000, 'Petrol', 'CVT'
           from generate_series(1, 1050) as n`,
        [big.id],
      );
      await tx.query(
        `insert into public.vehicle_daily_views (vehicle_id, day, views)
         select v.id, (now() at time zone 'utc')::date - d, 2 from public.vehicles v, generate_series(0, 2) as d
          where v.seller_id = $1`,
        [big.id],
      );
      await tx.query(
        `insert into public.vehicle_daily_leads (vehicle_id, day, leads)
         select v.id, (now() at time zone 'utc')::date - d, 1 from public.vehicles v, generate_series(0, 2) as d
          where v.seller_id = $1`,
        [big.id],
      );
    });
    const stats = await big.client.rpc('seller_activity', { days: 30 });
    expect(stats.error).toBeNull();
    expect(stats.data).toHaveLength(30);
    expect(stats.data?.at(-1)).toEqual({ day, views: 2100, favorites: 0, messages: 0, leads: 1050 });
    expect(stats.data?.slice(-3).map((row) => row.views)).toEqual([2100, 2100, 2100]);
    expect(stats.data?.slice(0, -3).every((row) => row.views === 0)).toBe(true);

    // Per-listing totals are one row per listing: the API cuts an answer at 1,000, so they are read in pages.
    const first = await big.client.rpc('seller_listing_totals');
    expect(first.data).toHaveLength(1000);
    const rest = await big.client.rpc('seller_listing_totals').range(1000, 1999);
    expect(rest.data).toHaveLength(50);
    expect([...(first.data ?? []), ...(rest.data ?? [])].every((row) => row.leads === 3)).toBe(true);
  });

  it('refuses the dashboard numbers to anonymous callers', async () => {
    const anon = stack.anon();
    const totals = await anon.rpc('seller_listing_totals');
    expect(totals.error?.code).toBe('42501');
    const stats = await anon.rpc('seller_activity', { days: 30 });
    expect(stats.error?.code).toBe('42501');
  });
});
