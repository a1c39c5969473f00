/**
 * GET /api/account/export, called as Netlify calls it, against an in-process
 * stack: the caller's own rows, nobody else's, read with the caller's rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exportData from '../../netlify/functions/account-export.ts';
import { saveSearch } from '../../src/lib/data/savedSearches.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { deliverSavedSearchAlerts } from './support/savedSearchAlerts.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
const saved = {
  url: process.env.SUPABASE_URL,
  anon: process.env.SUPABASE_ANON_KEY,
  service: process.env.SUPABASE_SERVICE_ROLE_KEY,
};

beforeAll(async () => {
  stack = await startTestStack();
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.anonKey;
  // The export must not need the service-role key.
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
});

afterAll(async () => {
  process.env.SUPABASE_URL = saved.url;
  process.env.SUPABASE_ANON_KEY = saved.anon;
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.service;
  await stack.stop();
});

const request = (token?: string, method = 'GET') =>
  new Request('http://localhost/api/account/export', {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

interface Export {
  account: { id: string; email: string };
  profile: { id: string; last_name: string; phone: string };
  listings: { id: string; seller_name: string; vin: string | null; photo_urls: string[] }[];
  favorites: { vehicle_id: string }[];
  conversations: { id: string; buyer_id: string; seller_id: string }[];
  messages: { sender_id: string; body: string }[];
  notifications: unknown[];
  reports: { vehicle_id: string }[];
  phone_reveals: { vehicle_id: string }[];
  saved_searches: { name: string; matches: { vehicle_id: string }[] }[];
}

describe('GET /api/account/export', () => {
  it('refuses other methods, a missing token and a forged one', async () => {
    expect((await exportData(request(undefined, 'POST'))).status).toBe(405);
    expect((await exportData(request())).status).toBe(401);
    expect((await exportData(request('not-a-jwt'))).status).toBe(401);
  });

  it('gives the caller their own rows, past the 1,000-row page, and no one else’s', async () => {
    const me = await stack.newUser('exporter', { first_name: 'Edda' });
    const seller = await stack.newUser('seller', { first_name: 'Sven' });
    const stranger = await stack.newUser('stranger', { first_name: 'Stina' });
    await me.client.from('profiles').update({ last_name: 'Exportova', phone: '+49 30 5550 7070' }).eq('id', me.id);
    await seller.client.from('profiles').update({ last_name: 'Secret', phone: '+49 30 5550 0001' }).eq('id', seller.id);
    const listing = (client: Client, sellerId: string, images: string[] = []) =>
      client
        .from('vehicles')
        .insert({
          seller_id: sellerId,
          type: 'scooter',
          body_type: 'step-through',
          title: '2021 Piaggio Medley',
          make: 'Piaggio',
          model: 'Medley 125',
          year: 2021,
          price: 2800,
          mileage: 6000,
          fuel_type: 'Petrol',
          transmission: 'CVT',
          images,
        })
        .select('id')
        .single()
        .then(({ data, error }) => {
          if (error) throw new Error(error.message);
          return data.id;
        });
    const alerts = await deliverSavedSearchAlerts(stack);
    const piaggios = { ...defaultFilters('scooter'), make: 'Piaggio' };
    await saveSearch(me.id, 'Piaggio scooters', piaggios, me.client);
    await saveSearch(stranger.id, 'Private search of Stina', piaggios, stranger.client);
    const mine = await listing(me.client, me.id, [`${me.id}/front.webp`]);
    const theirs = await listing(seller.client, seller.id);
    const strangers = await listing(stranger.client, stranger.id);
    await alerts.settled();
    await alerts.close();
    expect(
      (await me.client.from('vehicle_vins').insert({ vehicle_id: mine, vin: 'ZAPM7310000012345' })).error,
    ).toBeNull();
    expect(
      (await seller.client.from('vehicle_vins').insert({ vehicle_id: theirs, vin: 'ZAPM7310000099999' })).error,
    ).toBeNull();
    await me.client.from('favorites').insert({ user_id: me.id, vehicle_id: theirs });
    await stranger.client.from('favorites').insert({ user_id: stranger.id, vehicle_id: theirs });
    const conversation = await me.client.rpc('start_conversation', { vehicle_id: theirs });
    await stranger.client.rpc('start_conversation', { vehicle_id: theirs });
    await me.client
      .from('messages')
      .insert({ conversation_id: conversation.data ?? '', sender_id: me.id, body: 'Hi Sven' });
    await seller.client
      .from('messages')
      .insert({ conversation_id: conversation.data ?? '', sender_id: seller.id, body: 'Hi Edda' });
    // More messages than one API page: 1,100 written straight to the database (rate limits apply to clients).
    await stack.db.transaction((tx) =>
      tx.query(
        `insert into public.messages (conversation_id, sender_id, body, created_at)
         select $1, $2, 'Bulk ' || n, now() + n * interval '1 millisecond' from generate_series(1, 1100) as n`,
        [conversation.data, me.id],
      ),
    );
    const report = await me.client
      .from('reports')
      .insert({ vehicle_id: strangers, reporter_id: me.id, reason: 'duplicate' });
    expect(report.error).toBeNull();
    await me.client.rpc('reveal_seller_phone', { vehicle_id: theirs });

    const response = await exportData(request(await tokenOf(me.client)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wheelhouse-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text) as Export;
    expect(data.account).toMatchObject({ id: me.id, email: me.email });
    expect(data.profile).toMatchObject({ id: me.id, last_name: 'Exportova', phone: '+49 30 5550 7070' });
    expect(data.listings.map((l) => l.id)).toEqual([mine]);
    expect(data.listings[0]?.vin).toBe('ZAPM7310000012345');
    expect(data.listings[0]?.photo_urls).toEqual([
      `${stack.url}/storage/v1/object/public/vehicle-images/${me.id}/front.webp`,
    ]);
    expect(data.favorites.map((f) => f.vehicle_id)).toEqual([theirs]);
    expect(data.conversations.map((c) => c.id)).toEqual([conversation.data]);
    expect(data.messages).toHaveLength(1102);
    expect(data.messages.filter((m) => m.body.startsWith('Hi'))).toHaveLength(2);
    expect(data.reports.map((r) => r.vehicle_id)).toEqual([strangers]);
    expect(data.phone_reveals.map((r) => r.vehicle_id)).toEqual([theirs]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.saved_searches.map((search) => search.name)).toEqual(['Piaggio scooters']);
    expect(data.saved_searches[0]?.matches.map((m) => m.vehicle_id).sort()).toEqual([theirs, strangers].sort());
    for (const foreign of ['Secret', '+49 30 5550 0001', stranger.id, 'Private search of Stina', 'ZAPM7310000099999'])
      expect(text).not.toContain(foreign);
  });
});
