/**
 * Abuse limits held by the database: listing creation per request and per
 * hour, one view per visitor and day, coalesced notifications and favorites
 * of listings the public cannot see, through the real client.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, TablesInsert } from '../../src/lib/database.types.ts';
import { fetchFrom } from '../support/fetchFrom.ts';
import { DEMO_ACCOUNTS, startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

interface Person {
  client: Client;
  id: string;
}

let stack: TestStack;
let seller: Person;
let fan: Person;
let counter = 0;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Sam' });
  fan = await stack.newUser('fan', { first_name: 'Fay' });
});

afterAll(async () => {
  await stack.stop();
});

function car(sellerId: string, overrides: Partial<TablesInsert<'vehicles'>> = {}): TablesInsert<'vehicles'> {
  counter += 1;
  return {
    seller_id: sellerId,
    type: 'car',
    body_type: 'hatchback',
    title: `Abuse test ${String(counter)}`,
    make: 'Toyota',
    model: 'Yaris',
    year: 2018,
    price: 9_000,
    mileage: 70_000,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    ...overrides,
  };
}

async function listing(owner: Person, overrides: Partial<TablesInsert<'vehicles'>> = {}): Promise<string> {
  const { data, error } = await stack.service().from('vehicles').insert(car(owner.id, overrides)).select('id').single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function countListings(sellerId: string): Promise<number> {
  const { count, error } = await stack
    .service()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .eq('seller_id', sellerId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * An anonymous visitor connecting from `address` (a loopback address). It also writes a forwarding header
 * of its own choosing, which must not make it someone else.
 */
function visitorFrom(address: string, claimed = '203.0.113.7'): Client {
  return createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': claimed, 'cf-connecting-ip': claimed }, fetch: fetchFrom(address) },
  });
}

async function viewCount(vehicleId: string): Promise<number | undefined> {
  const { data } = await stack.service().from('vehicles').select('view_count').eq('id', vehicleId).single();
  return data?.view_count;
}

describe('listing creation limits', () => {
  it('refuses a batch of 1,000 listings with a 429 and saves none of them', async () => {
    const spammer = await stack.newUser('spammer');
    const rows = Array.from({ length: 1_000 }, () => car(spammer.id));
    const { error, status } = await spammer.client.from('vehicles').insert(rows);
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'PT429',
      message: 'You can create at most 10 listings at once.',
      details: 'At most 10 listings in one request.',
    });
    expect(await countListings(spammer.id)).toBe(0);
  });

  it('accepts 10 listings in one request and 30 in an hour, then answers 429', async () => {
    const dealer = await stack.newUser('busy-dealer');
    for (let batch = 0; batch < 3; batch += 1) {
      const rows = Array.from({ length: 10 }, () => car(dealer.id));
      const { error } = await dealer.client.from('vehicles').insert(rows);
      expect(error).toBeNull();
    }
    const over = await dealer.client.from('vehicles').insert(car(dealer.id)).select('id');
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({
      code: 'PT429',
      message: 'You are creating listings too quickly. Please try again later.',
      details: 'At most 30 new listings an hour.',
    });
    expect(await countListings(dealer.id)).toBe(30);
    // Editing is not creating.
    const edit = await dealer.client.from('vehicles').update({ price: 8_500 }).eq('seller_id', dealer.id);
    expect(edit.error).toBeNull();
  });

  it('does not limit the service role (imports and moderation)', async () => {
    const imported = await stack.newUser('imported');
    const rows = Array.from({ length: 40 }, () => car(imported.id));
    const { error } = await stack.service().from('vehicles').insert(rows);
    expect(error).toBeNull();
    expect(await countListings(imported.id)).toBe(40);
  });
});

describe('views', () => {
  it('counts one view per anonymous visitor address and day, however often it is called', async () => {
    const id = await listing(seller);
    const results = [];
    // One visitor calling five times, claiming a new forwarded address each time.
    for (let call = 0; call < 5; call += 1) {
      const first = visitorFrom('127.0.0.2', `203.0.113.${String(call + 10)}`);
      results.push((await first.rpc('record_vehicle_view', { vehicle_id: id })).data);
    }
    expect(results).toEqual([1, 1, 1, 1, 1]);
    const second = await visitorFrom('127.0.0.3').rpc('record_vehicle_view', { vehicle_id: id });
    expect(second.data).toBe(2);
    expect(await viewCount(id)).toBe(2);
    const daily = await seller.client.from('vehicle_daily_views').select('views').eq('vehicle_id', id);
    expect(daily.data).toEqual([{ views: 2 }]);
  });

  it('counts a signed-in visitor once per day, wherever they call from', async () => {
    const id = await listing(seller);
    for (let call = 0; call < 3; call += 1) await fan.client.rpc('record_vehicle_view', { vehicle_id: id });
    expect(await viewCount(id)).toBe(1);
    const { data } = await fan.client.rpc('record_vehicle_view', { vehicle_id: id });
    expect(data).toBe(1);
  });

  it('does not echo a caller’s address through the API', async () => {
    for (const client of [stack.anon(), fan.client]) {
      const { data, error } = await client.rpc('request_visitor');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('keeps no visitor record a client can read', async () => {
    for (const client of [stack.anon(), fan.client]) {
      const { data, error } = await client.from('vehicle_view_visitors').select('*');
      expect(data ?? []).toEqual([]);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('coalesced notifications', () => {
  async function unreadAbout(userId: string, relatedId: string) {
    const { data, error } = await stack
      .service()
      .from('notifications')
      .select('id, title, content, event_count, read')
      .eq('user_id', userId)
      .eq('related_id', relatedId);
    if (error) throw new Error(error.message);
    return data;
  }

  it('turns ten price drops and sold toggles into one unread notification per saver', async () => {
    const saver = await stack.newUser('saver');
    const id = await listing(seller, { title: 'Yaris toggled', price: 20_000 });
    expect((await saver.client.from('favorites').insert({ user_id: saver.id, vehicle_id: id })).error).toBeNull();
    for (let step = 1; step <= 10; step += 1) {
      const { error } = await seller.client
        .from('vehicles')
        .update({ price: 20_000 - step * 100 })
        .eq('id', id);
      expect(error).toBeNull();
    }
    for (let toggle = 0; toggle < 5; toggle += 1) {
      await seller.client.from('vehicles').update({ status: 'sold' }).eq('id', id);
      await seller.client.from('vehicles').update({ status: 'active' }).eq('id', id);
    }
    expect(await unreadAbout(saver.id, id)).toEqual([
      expect.objectContaining({ title: 'Vehicle sold', content: 'Yaris toggled has been sold.', event_count: 15 }),
    ]);
  });

  it('starts a new notification once the user has read the last one', async () => {
    const saver = await stack.newUser('reader');
    const id = await listing(seller, { title: 'Yaris read', price: 10_000 });
    await saver.client.from('favorites').insert({ user_id: saver.id, vehicle_id: id });
    await seller.client.from('vehicles').update({ price: 9_900 }).eq('id', id);
    await saver.client.from('notifications').update({ read: true }).eq('user_id', saver.id);
    await seller.client.from('vehicles').update({ price: 9_800 }).eq('id', id);
    const rows = await unreadAbout(saver.id, id);
    expect(rows.map((row) => [row.read, row.event_count, row.content]).sort()).toEqual([
      [false, 1, 'Yaris read is now €9,800 (was €9,900).'],
      [true, 1, 'Yaris read is now €9,900 (was €10,000).'],
    ]);
  });

  it('groups a conversation’s messages into one notification with the latest text', async () => {
    const buyer = await stack.newUser('chatty', { first_name: 'Cleo' });
    const id = await listing(seller, { title: 'Yaris chat' });
    const { data: conversationId } = await buyer.client.rpc('start_conversation', { vehicle_id: id });
    if (!conversationId) throw new Error('no conversation');
    for (let index = 1; index <= 12; index += 1) {
      const { error } = await buyer.client
        .from('messages')
        .insert({ conversation_id: conversationId, sender_id: buyer.id, body: `Question ${String(index)}` });
      expect(error).toBeNull();
    }
    expect(await unreadAbout(seller.id, conversationId)).toEqual([
      expect.objectContaining({ title: 'New message from Cleo', content: 'Yaris chat: Question 12', event_count: 12 }),
    ]);
  });
});

describe('favorites', () => {
  it.each(['draft', 'removed'] as const)('refuses saving someone else’s %s listing', async (status) => {
    const id = await listing(seller, { status });
    const { error, status: answered } = await fan.client.from('favorites').insert({ user_id: fan.id, vehicle_id: id });
    expect(error?.code).toBe('42501');
    expect(answered).toBe(403);
  });

  it('refuses a listing that does not exist', async () => {
    const { error } = await fan.client
      .from('favorites')
      .insert({ user_id: fan.id, vehicle_id: '00000000-0000-4000-8000-000000000000' });
    expect(error?.code).toBe('42501');
  });

  it.each(['active', 'sold'] as const)('accepts saving someone else’s %s listing', async (status) => {
    const id = await listing(seller, { status });
    const { error } = await fan.client.from('favorites').insert({ user_id: fan.id, vehicle_id: id });
    expect(error).toBeNull();
  });

  it('accepts saving one’s own draft', async () => {
    const id = await listing(seller, { status: 'draft' });
    const { error } = await seller.client.from('favorites').insert({ user_id: seller.id, vehicle_id: id });
    expect(error).toBeNull();
  });
});

describe('phone reveals', () => {
  /** Six active listings of the demo dealer, who shows a number. */
  async function dealerListings(): Promise<string[]> {
    const { data } = await stack
      .anon()
      .from('vehicles')
      .select('id')
      .eq('seller_id', DEMO_ACCOUNTS.dealer.id)
      .eq('status', 'active')
      .eq('seller_has_phone', true)
      .order('id')
      .limit(6);
    return (data ?? []).map((row) => row.id);
  }

  it('hold a signed-out visitor to five numbers a minute, whatever forwarding headers it writes', async () => {
    const ids = await dealerListings();
    expect(ids).toHaveLength(6);
    const answers = [];
    for (const [i, id] of ids.entries()) {
      const visitor = visitorFrom('127.0.0.4', `198.51.100.${String(i + 1)}`);
      answers.push((await visitor.rpc('reveal_seller_phone', { vehicle_id: id })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('give a crowd of new accounts from one address the budget of one visitor there', async () => {
    const ids = await dealerListings();
    const answers = [];
    for (const [i, id] of ids.entries()) {
      // A fresh sign-up for every number, all from the same place.
      const client = createClient<Database>(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchFrom('127.0.0.5') },
      });
      const signUp = await client.auth.signUp({
        email: `crowd-${String(i)}-${String(Date.now())}@example.com`,
        password: 'a long enough password 1',
      });
      expect(signUp.error).toBeNull();
      answers.push((await client.rpc('reveal_seller_phone', { vehicle_id: id })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // An established account keeps its own budget.
    expect((await fan.client.rpc('reveal_seller_phone', { vehicle_id: ids[5] ?? '' })).status).toBe(200);
  });
});
