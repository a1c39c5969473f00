/**
 * Netlify functions, called as Netlify calls them (default export with a
 * Request), against an in-process local stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deleteAccount from '../../netlify/functions/account.ts';
import { createListing } from './support/fixtures.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_SERVICE_ROLE_KEY };

beforeAll(async () => {
  stack = await startTestStack();
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
});

afterAll(async () => {
  process.env.SUPABASE_URL = saved.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.key;
  await stack.stop();
});

const request = (init: RequestInit = {}) => new Request('http://localhost/api/account', { method: 'DELETE', ...init });
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function tokenOf(client: TestStack['anon'] extends () => infer C ? C : never): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

describe('DELETE /api/account', () => {
  it('refuses other methods', async () => {
    const response = await deleteAccount(request({ method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('DELETE');
  });

  it('refuses a caller without a token', async () => {
    const response = await deleteAccount(request());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sign in to delete your account' });
  });

  it('refuses a forged or malformed token', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJl';
    expect((await deleteAccount(request(bearer(forged)))).status).toBe(401);
    expect((await deleteAccount(request(bearer('not-a-jwt')))).status).toBe(401);
  });

  it('deletes the caller, their listings, favorites and notifications, and only theirs', async () => {
    const seller = await stack.newUser('leaving', { first_name: 'Lea' });
    const other = await stack.newUser('staying');
    const service = stack.service();
    const vehicle = await seller.client
      .from('vehicles')
      .insert({
        seller_id: seller.id,
        type: 'scooter',
        body_type: 'step-through',
        title: '2020 Honda PCX 125',
        make: 'Honda',
        model: 'PCX 125',
        year: 2020,
        price: 2500,
        mileage: 8000,
        fuel_type: 'Petrol',
        transmission: 'CVT',
        color: 'White',
        location: 'Bremen',
        description: 'Tidy commuter',
        seller_name: 'Lea',
        seller_phone: '+49 421 5550 1234',
      })
      .select('id')
      .single();
    expect(vehicle.error).toBeNull();
    const vehicleId = vehicle.data?.id ?? '';
    expect(
      (await other.client.from('favorites').insert({ user_id: other.id, vehicle_id: vehicleId })).error,
    ).toBeNull();
    await service.from('notifications').insert({ user_id: seller.id, type: 'vehicle', title: 'Hello', content: '' });
    // Sellers write only originals themselves (public copies come from the photo function).
    const upload = await seller.client.storage
      .from('vehicle-originals')
      .upload(
        `${seller.id}/${vehicleId}/cover.png`,
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      );
    expect(upload.error).toBeNull();

    const response = await deleteAccount(request(bearer(await tokenOf(seller.client))));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });

    const [profile, vehicles, favorites, notifications, files, otherProfile] = await Promise.all([
      service.from('profiles').select('id').eq('id', seller.id),
      service.from('vehicles').select('id').eq('seller_id', seller.id),
      service.from('favorites').select('id').eq('vehicle_id', vehicleId),
      service.from('notifications').select('id').eq('user_id', seller.id),
      service.storage.from('vehicle-originals').list(`${seller.id}/${vehicleId}`),
      service.from('profiles').select('id').eq('id', other.id),
    ]);
    expect(profile.data).toEqual([]);
    expect(vehicles.data).toEqual([]);
    expect(favorites.data).toEqual([]);
    expect(notifications.data).toEqual([]);
    expect(files.data).toEqual([]);
    expect(otherProfile.data).toHaveLength(1);

    const again = await stack.anon().auth.signInWithPassword({ email: seller.email, password: seller.password });
    expect(again.error?.message).toMatch(/invalid/i);
  });

  it('removes the notifications that quote the deleted account’s messages, and only those', async () => {
    const seller = await stack.newUser('quoted-seller', { first_name: 'Quinn' });
    const leaving = await stack.newUser('quoting-buyer', { first_name: 'Lou' });
    const staying = await stack.newUser('other-buyer', { first_name: 'Sid' });
    const service = stack.service();
    const talk = async (from: typeof seller, vehicleId: string, body: string) => {
      const started = await from.client.rpc('start_conversation', { vehicle_id: vehicleId });
      if (started.error) throw new Error(started.error.message);
      const sent = await from.client
        .from('messages')
        .insert({ conversation_id: started.data, sender_id: from.id, body });
      if (sent.error) throw new Error(sent.error.message);
      return started.data;
    };
    const vehicleId = await createListing(service, seller.id, { status: 'active' });
    const leavingConversation = await talk(leaving, vehicleId, 'Call me on my private line, Lou');
    const stayingConversation = await talk(staying, vehicleId, 'Is it still for sale? Sid');
    const quotes = async () => {
      const { data, error } = await service
        .from('notifications')
        .select('content, related_id')
        .eq('user_id', seller.id)
        .order('related_id');
      if (error) throw new Error(error.message);
      return data;
    };
    expect((await quotes()).map((row) => row.related_id).sort()).toEqual(
      [leavingConversation, stayingConversation].sort(),
    );

    const response = await deleteAccount(request(bearer(await tokenOf(leaving.client))));
    expect(response.status).toBe(200);

    const left = await quotes();
    expect(left.map((row) => row.related_id)).toEqual([stayingConversation]);
    expect(JSON.stringify(left)).not.toContain('private line');
    const conversations = await service.from('conversations').select('id').eq('id', leavingConversation);
    expect(conversations.data).toEqual([]);
  });

  it('removes every photo under the caller’s folder however deep, more than one page of them, in bounded time', async () => {
    const user = await stack.newUser('nested');
    const neighbour = await stack.newUser('neighbour');
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const bucket = (client: typeof user.client) => client.storage.from('vehicle-originals');
    const deep = [`${user.id}/a/b/c.png`, `${user.id}/a/b/c/d/e/f/g.png`, `${user.id}/top.png`];
    const uploads = await Promise.all(deep.map((path) => bucket(user.client).upload(path, png)));
    expect(uploads.map((result) => result.error)).toEqual([null, null, null]);
    // More objects than one Storage API call removes (1,000), written straight to storage.objects as the
    // Storage API records them: a thousand uploads through the API would only time the uploads.
    await stack.db.transaction((tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         select 'vehicle-images', $1 || '/bulk/' || n || '.png', $1::uuid, $1,
                jsonb_build_object('mimetype', 'image/png', 'size', 4)
           from generate_series(0, 1004) as n`,
        [user.id],
      ),
    );
    const kept = `${neighbour.id}/a/b/c.png`;
    expect((await bucket(neighbour.client).upload(kept, png)).error).toBeNull();

    const started = performance.now();
    const response = await deleteAccount(request(bearer(await tokenOf(user.client))));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(elapsed).toBeLessThan(15_000);

    const service = stack.service();
    const left = await service.rpc('storage_object_names', { bucket: 'vehicle-images', prefix: user.id });
    expect(left.data).toEqual([]);
    const originals = await service.rpc('storage_object_names', { bucket: 'vehicle-originals', prefix: user.id });
    expect(originals.data).toEqual([]);
    for (const path of deep) expect((await service.storage.from('vehicle-originals').download(path)).data).toBeNull();
    expect((await service.from('profiles').select('id').eq('id', user.id)).data).toEqual([]);
    const neighbours = await service.rpc('storage_object_names', { bucket: 'vehicle-originals', prefix: neighbour.id });
    expect(neighbours.data).toEqual([kept]);
  });

  it('lets only the service role list a folder’s objects', async () => {
    const user = await stack.newUser('curious');
    const { error } = await user.client.rpc('storage_object_names', { bucket: 'vehicle-images', prefix: user.id });
    expect(error?.code).toBe('42501');
    const anon = await stack.anon().rpc('storage_object_names', { bucket: 'vehicle-images', prefix: user.id });
    expect(anon.error?.code).toBe('42501');
  });

  it('answers 500 with a plain message when the server is not configured', async () => {
    const user = await stack.newUser('unconfigured');
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    try {
      const response = await deleteAccount(request(bearer(await tokenOf(user.client))));
      expect(response.status).toBe(500);
      const body = (await response.json()) as { message: string };
      expect(body.message).toBe('Account deletion is not available right now');
      expect(JSON.stringify(body)).not.toMatch(/at |Error:/);
    } finally {
      process.env.SUPABASE_SERVICE_ROLE_KEY = key;
    }
  });
});
