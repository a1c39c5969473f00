/**
 * Conformance: resumable uploads over TUS 1.0.0 at
 * /storage/v1/upload/resumable, as hosted Storage speaks it to tus-js-client
 * and Uppy: create (with or without the first bytes), HEAD for the offset,
 * PATCH from that offset, termination; bucket limits and RLS checked when
 * the upload is created and again when the last chunk stores the object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../jwt.ts';
import { TUS_UPLOAD_LIFETIME_MS } from '../storage.ts';
import { startConformanceStack } from './support.ts';
import type { ConformanceStack } from './support.ts';

const BUCKET = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('originals', 'originals', false, 1000, array['image/*']);

create policy "Owners upload originals" on storage.objects for insert to authenticated
  with check (bucket_id = 'originals' and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "Owners replace originals" on storage.objects for update to authenticated
  using (bucket_id = 'originals' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id = 'originals' and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "Owners read originals" on storage.objects for select to authenticated
  using (bucket_id = 'originals' and (storage.foldername(name))[1] = (select auth.uid()::text));
`;

const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-000000000b0b';

describe('resumable uploads (TUS)', () => {
  let stack: ConformanceStack;
  beforeAll(async () => {
    stack = await startConformanceStack({ '20260101000000_originals.sql': BUCKET });
  });
  afterAll(async () => {
    await stack.stop();
  });

  const tokenOf = (sub: string) =>
    signJwt(
      { role: 'authenticated', sub, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      stack.jwtSecret,
    );
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const headersOf = (sub: string, extra: Record<string, string> = {}) => ({
    apikey: stack.anonKey,
    authorization: `Bearer ${tokenOf(sub)}`,
    'tus-resumable': '1.0.0',
    ...extra,
  });
  const create = (sub: string, objectName: string, length: number, extra: Record<string, string> = {}) =>
    fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: headersOf(sub, {
        'upload-length': String(length),
        'upload-metadata': `bucketName ${b64('originals')},objectName ${b64(objectName)},contentType ${b64('image/jpeg')}`,
        ...extra,
      }),
    });
  const patch = (sub: string, location: string, offset: number, bytes: Buffer) =>
    fetch(location, {
      method: 'PATCH',
      headers: headersOf(sub, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
      body: new Uint8Array(bytes),
    });
  const head = (sub: string, location: string) => fetch(location, { method: 'HEAD', headers: headersOf(sub) });

  it('creates an upload, takes chunks from the offset the server reports, and stores the object at the end', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const created = await create(ALICE, `${ALICE}/photo-1`, bytes.length);
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/\/storage\/v1\/upload\/resumable\/[\w-]+$/);

    const first = await patch(ALICE, location, 0, bytes.subarray(0, 100));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100');

    // After an interruption the client asks where to go on.
    const where = await head(ALICE, location);
    expect(where.status).toBe(200);
    expect(where.headers.get('upload-offset')).toBe('100');
    expect(where.headers.get('upload-length')).toBe('300');
    expect(where.headers.get('cache-control')).toBe('no-store');

    const wrongOffset = await patch(ALICE, location, 50, bytes.subarray(50, 100));
    expect(wrongOffset.status).toBe(409);

    const rest = await patch(ALICE, location, 100, bytes.subarray(100));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe('300');

    const stored = await fetch(`${stack.url}/storage/v1/object/authenticated/originals/${ALICE}/photo-1`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${tokenOf(ALICE)}` },
    });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
    // A finished upload is gone.
    expect((await head(ALICE, location)).status).toBe(404);
  });

  it('takes the first bytes with the creation request', async () => {
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: headersOf(ALICE, {
        'upload-length': '4',
        'upload-metadata': `bucketName ${b64('originals')},objectName ${b64(`${ALICE}/photo-2`)},contentType ${b64('image/png')}`,
        'content-type': 'application/offset+octet-stream',
      }),
      body: Buffer.from([1, 2, 3, 4]),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe('4');
  });

  it('refuses at creation what the bucket or its policies would refuse at the end', async () => {
    expect((await create(ALICE, `${BOB}/not-mine`, 10)).status).toBe(403);
    expect((await create(ALICE, `${ALICE}/too-big`, 1001)).status).toBe(413);
    const notImage = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: headersOf(ALICE, {
        'upload-length': '10',
        'upload-metadata': `bucketName ${b64('originals')},objectName ${b64(`${ALICE}/notes`)},contentType ${b64('text/plain')}`,
      }),
    });
    expect(notImage.status).toBe(415);
    const noVersion = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${tokenOf(ALICE)}`, 'upload-length': '10' },
    });
    expect(noVersion.status).toBe(412);
    expect((await create(ALICE, `${ALICE}/photo-1`, 10)).status).toBe(409);
    expect((await create(ALICE, `${ALICE}/photo-1`, 10, { 'x-upsert': 'true' })).status).toBe(201);
  });

  it('keeps an upload to the user who created it, and terminates it on DELETE', async () => {
    const created = await create(ALICE, `${ALICE}/photo-3`, 10);
    const location = created.headers.get('location') ?? '';
    expect((await head(BOB, location)).status).toBe(404);
    expect((await patch(BOB, location, 0, Buffer.alloc(10))).status).toBe(404);
    const terminated = await fetch(location, { method: 'DELETE', headers: headersOf(ALICE) });
    expect(terminated.status).toBe(204);
    expect((await head(ALICE, location)).status).toBe(404);
  });

  it('says when an unfinished upload expires, and answers 410 once it has (the lifetime hosted documents)', async () => {
    const created = await create(ALICE, `${ALICE}/photo-4`, 10);
    const location = created.headers.get('location') ?? '';
    const expiresIn = (answer: Response) => Date.parse(answer.headers.get('upload-expires') ?? '') - Date.now();
    expect(expiresIn(created)).toBeGreaterThan(TUS_UPLOAD_LIFETIME_MS - 60_000);
    expect(expiresIn(created)).toBeLessThanOrEqual(TUS_UPLOAD_LIFETIME_MS);
    const first = await patch(ALICE, location, 0, Buffer.alloc(4));
    expect(expiresIn(first)).toBeGreaterThan(TUS_UPLOAD_LIFETIME_MS - 60_000);

    const id = location.split('/').at(-1) ?? '';
    await stack.db.transaction((tx) =>
      tx.run(`update storage_local.uploads set created_at = now() - interval '1 millisecond' * $2 where id = $1`, [
        id,
        TUS_UPLOAD_LIFETIME_MS + 1000,
      ]),
    );
    expect((await head(ALICE, location)).status).toBe(410);
    expect((await patch(ALICE, location, 4, Buffer.alloc(6))).status).toBe(410);
  });

  it('answers the browser with the TUS headers allowed and exposed', async () => {
    const preflight = await fetch(`${stack.url}/storage/v1/upload/resumable`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/upload-metadata/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/tus-resumable/);
    expect(preflight.headers.get('access-control-expose-headers')).toMatch(/location/);
    expect(preflight.headers.get('access-control-expose-headers')).toMatch(/upload-offset/);
    expect(preflight.headers.get('access-control-expose-headers')).toMatch(/upload-expires/);
  });
});
