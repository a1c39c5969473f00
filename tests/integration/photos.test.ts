/**
 * Listing photos: originals only their owner reads or writes, a public
 * bucket no client writes, and the photo function that publishes a copy
 * without Exif, XMP or GPS, called as Netlify calls it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import publish from '../../netlify/functions/photos.ts';
import { carriesMetadata } from '../../src/lib/domain/imageMetadata.ts';
import { MAX_PHOTOS } from '../../src/lib/domain/photos.ts';
import { hasExif, withGpsExif } from '../support/gpsJpeg.ts';
import { createListing } from './support/fixtures.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let alice: { client: Client; id: string };
let bob: { client: Client; id: string };
const saved = {
  url: process.env.SUPABASE_URL,
  anon: process.env.SUPABASE_ANON_KEY,
  service: process.env.SUPABASE_SERVICE_ROLE_KEY,
};

const PHOTO = readFileSync(new URL('../e2e/fixtures/scooter-front.jpg', import.meta.url));
const GPS_JPEG = withGpsExif(PHOTO);
const ORIGINALS = 'vehicle-originals';
const PUBLIC = 'vehicle-images';

beforeAll(async () => {
  stack = await startTestStack();
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  alice = await stack.newUser('alice');
  bob = await stack.newUser('bob');
});

afterAll(async () => {
  process.env.SUPABASE_URL = saved.url;
  process.env.SUPABASE_ANON_KEY = saved.anon;
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.service;
  await stack.stop();
});

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

async function keepOriginal(client: Client, path: string, bytes: Uint8Array = GPS_JPEG): Promise<void> {
  const { error } = await client.storage.from(ORIGINALS).upload(path, bytes, { contentType: 'image/jpeg' });
  if (error) throw error;
}

async function post(photoId: string, body: Uint8Array | string, token?: string): Promise<Response> {
  return publish(
    new Request(`http://localhost/api/photos/${photoId}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    }),
  );
}

describe('photo originals', () => {
  it('are kept untouched for their owner, and nobody else can read them', async () => {
    const path = `${alice.id}/${crypto.randomUUID()}`;
    await keepOriginal(alice.client, path);
    const own = await alice.client.storage.from(ORIGINALS).download(path);
    expect(Buffer.from(await (own.data ?? new Blob()).arrayBuffer()).equals(Buffer.from(GPS_JPEG))).toBe(true);

    expect((await bob.client.storage.from(ORIGINALS).download(path)).data).toBeNull();
    expect((await stack.anon().storage.from(ORIGINALS).download(path)).data).toBeNull();
    const publicUrl = stack.anon().storage.from(ORIGINALS).getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
    expect((await bob.client.storage.from(ORIGINALS).list(alice.id)).data).toEqual([]);
  });

  it('cannot be written into another user’s folder, nor by anonymous callers, nor removed by others', async () => {
    const intoAlice = await bob.client.storage
      .from(ORIGINALS)
      .upload(`${alice.id}/${crypto.randomUUID()}`, GPS_JPEG, { contentType: 'image/jpeg' });
    expect(intoAlice.error?.message).toBe('new row violates row-level security policy');
    const anonymous = await stack
      .anon()
      .storage.from(ORIGINALS)
      .upload(`${alice.id}/${crypto.randomUUID()}`, GPS_JPEG, { contentType: 'image/jpeg' });
    expect(anonymous.error?.message).toBe('new row violates row-level security policy');

    const path = `${alice.id}/${crypto.randomUUID()}`;
    await keepOriginal(alice.client, path);
    expect((await bob.client.storage.from(ORIGINALS).remove([path])).data).toEqual([]);
    expect((await alice.client.storage.from(ORIGINALS).remove([path])).data).toHaveLength(1);
  });
});

describe('the public photo bucket', () => {
  it('takes no upload from a client, not even into the own folder, so an Exif JPEG cannot get there directly', async () => {
    for (const client of [alice.client, stack.anon()]) {
      const direct = await client.storage
        .from(PUBLIC)
        .upload(`${alice.id}/${crypto.randomUUID()}.jpg`, GPS_JPEG, { contentType: 'image/jpeg' });
      expect(direct.error?.message).toBe('new row violates row-level security policy');
    }
  });
});

describe('POST /api/photos/{photo id}', () => {
  it('publishes a copy of a kept original without its Exif GPS block, and the original keeps it', async () => {
    const photoId = crypto.randomUUID();
    await keepOriginal(alice.client, `${alice.id}/${photoId}`);
    const response = await post(photoId, GPS_JPEG, await tokenOf(alice.client));
    expect(response.status).toBe(201);
    const { path, color } = (await response.json()) as { path: string; color: string };
    expect(path).toBe(`${alice.id}/${photoId}.jpg`);
    // Its dominant colour is stored beside it, for the frame to show until the photo arrives.
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    const stored = await stack.anon().from('photo_colors').select('color').eq('path', path).single();
    expect(stored.data?.color).toBe(color);

    const served = await fetch(stack.anon().storage.from(PUBLIC).getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(hasExif(bytes)).toBe(false);
    expect(carriesMetadata(bytes)).toBe(false);
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);

    const original = await alice.client.storage.from(ORIGINALS).download(`${alice.id}/${photoId}`);
    expect(hasExif(new Uint8Array(await (original.data ?? new Blob()).arrayBuffer()))).toBe(true);

    // The seller's listing may name it, and carries its colour (which the seller cannot set); the owner may delete it.
    const listing = await createListing(alice.client, alice.id, { images: [path], image_colors: ['#000000'] });
    const read = await stack.anon().from('vehicles').select('image_colors').eq('id', listing).single();
    expect(read.data?.image_colors).toEqual([color]);
    expect((await alice.client.storage.from(PUBLIC).remove([path])).data).toHaveLength(1);
  });

  it('publishes nothing without a kept original of the caller’s own', async () => {
    const photoId = crypto.randomUUID();
    await keepOriginal(alice.client, `${alice.id}/${photoId}`);
    // Bob names Alice's photo: the copy would go to his own folder, where no original exists.
    const response = await post(photoId, GPS_JPEG, await tokenOf(bob.client));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Upload the original photo first' });
  });

  it('refuses callers without a valid token, bad ids, other methods and what is not a JPEG, PNG or WebP', async () => {
    const photoId = crypto.randomUUID();
    await keepOriginal(alice.client, `${alice.id}/${photoId}`);
    const token = await tokenOf(alice.client);
    expect((await post(photoId, GPS_JPEG)).status).toBe(401);
    expect((await post(photoId, GPS_JPEG, 'not-a-jwt')).status).toBe(401);
    expect((await post('../../etc', GPS_JPEG, token)).status).toBe(404);
    expect((await post(photoId, '<svg xmlns="http://www.w3.org/2000/svg"/>', token)).status).toBe(415);
    const get = await publish(new Request(`http://localhost/api/photos/${photoId}`));
    expect(get.status).toBe(405);
    const tooBig = await post(photoId, new Uint8Array(5 * 1024 * 1024 + 1), token);
    expect(tooBig.status).toBe(413);
  });

  it('does not publish the same photo twice', async () => {
    const photoId = crypto.randomUUID();
    await keepOriginal(alice.client, `${alice.id}/${photoId}`);
    const token = await tokenOf(alice.client);
    expect((await post(photoId, GPS_JPEG, token)).status).toBe(201);
    expect((await post(photoId, GPS_JPEG, token)).status).toBe(409);
  });
});

describe('photo colours', () => {
  it('only the service role writes them; one stored after the listing names the photo fills the listing in', async () => {
    const path = `${alice.id}/${crypto.randomUUID()}.jpg`;
    for (const client of [stack.anon(), alice.client])
      expect((await client.from('photo_colors').insert({ path, color: '#123456' })).error).not.toBeNull();
    const listing = await createListing(alice.client, alice.id, { images: [path, `${alice.id}/other.jpg`] });
    expect((await stack.service().from('photo_colors').insert({ path, color: '#GGGGGG' })).error).not.toBeNull();
    expect((await stack.service().from('photo_colors').insert({ path, color: '#123456' })).error).toBeNull();
    const read = await alice.client.from('vehicles').select('image_colors').eq('id', listing).single();
    expect(read.data?.image_colors).toEqual(['#123456', '']);
  });
});

describe('photos per listing', () => {
  it(`a listing takes ${String(MAX_PHOTOS)} photos and not one more`, async () => {
    const paths = (count: number) => Array.from({ length: count }, (_, i) => `${alice.id}/${String(i)}.jpg`);
    await expect(createListing(alice.client, alice.id, { images: paths(MAX_PHOTOS) })).resolves.toBeTruthy();
    await expect(createListing(alice.client, alice.id, { images: paths(MAX_PHOTOS + 1) })).rejects.toThrow(
      /vehicles_images_check/,
    );
  });
});
