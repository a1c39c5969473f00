import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

let stack: TestStack;
let alice: { client: Client; id: string };
let bob: { client: Client; id: string };

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// The stack's storage, on a public bucket sellers write into their own folder of: what vehicle-images was
// before its public copies came only from the photo function (photos.test.ts covers the product's buckets).
const BUCKET = 'stack-photos';
const OWN_FOLDER = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.transaction(async (tx) => {
    await tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ('${BUCKET}', '${BUCKET}', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])`,
    );
    await tx.query(`create policy "Anyone views" on storage.objects for select to anon, authenticated
                    using (bucket_id = '${BUCKET}')`);
    await tx.query(
      `create policy "Owners upload" on storage.objects for insert to authenticated with check (${OWN_FOLDER})`,
    );
    await tx.query(`create policy "Owners replace" on storage.objects for update to authenticated
                    using (${OWN_FOLDER}) with check (${OWN_FOLDER})`);
    await tx.query(
      `create policy "Owners delete" on storage.objects for delete to authenticated using (${OWN_FOLDER})`,
    );
  });
  alice = await stack.newUser('alice');
  bob = await stack.newUser('bob');
});

afterAll(async () => {
  await stack.stop();
});

describe('a public bucket with owner folders', () => {
  it('uploads a raw body into the own folder and downloads it back', async () => {
    const path = `${alice.id}/listing-1/front.png`;
    const { data, error } = await alice.client.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect(data?.id).toBeTypeOf('string');
    const download = await alice.client.storage.from(BUCKET).download(path);
    if (download.error) throw download.error;
    expect(Buffer.from(await download.data.arrayBuffer()).equals(PNG)).toBe(true);
    const row = await stack.db.transaction((tx) =>
      tx.query<{ owner: string; mimetype: string }>(
        `select owner::text as owner, metadata->>'mimetype' as mimetype from storage.objects where name = $1`,
        [path],
      ),
    );
    expect(row).toEqual([{ owner: alice.id, mimetype: 'image/png' }]);
  });

  it('uploads a Blob as multipart', async () => {
    const path = `${alice.id}/listing-1/side.png`;
    const blob = new Blob([PNG], { type: 'image/png' });
    const { error } = await alice.client.storage.from(BUCKET).upload(path, blob, { cacheControl: '60' });
    expect(error).toBeNull();
    const response = await fetch(alice.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('serves public URLs to anyone, without a key', async () => {
    const url = stack.anon().storage.from(BUCKET).getPublicUrl(`${alice.id}/listing-1/front.png`).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const missing = await fetch(url.replace('front.png', 'nope.png'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('refuses writes outside the own folder and by anonymous callers', async () => {
    const intoBob = await alice.client.storage
      .from(BUCKET)
      .upload(`${bob.id}/evil.png`, PNG, { contentType: 'image/png' });
    expect(intoBob.error?.message).toBe('new row violates row-level security policy');
    const anonymous = await stack
      .anon()
      .storage.from(BUCKET)
      .upload('anon/evil.png', PNG, { contentType: 'image/png' });
    expect(anonymous.error?.message).toBe('new row violates row-level security policy');
  });

  it('refuses duplicates unless upsert is set, then replaces the object', async () => {
    const path = `${alice.id}/listing-2/cover.png`;
    await alice.client.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    const again = await alice.client.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    expect(again.error?.message).toBe('The resource already exists');
    const replaced = Buffer.concat([PNG, Buffer.from([0])]);
    const upsert = await alice.client.storage
      .from(BUCKET)
      .upload(path, replaced, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const download = await alice.client.storage.from(BUCKET).download(path);
    expect(download.data?.size).toBe(replaced.length);
    const update = await alice.client.storage.from(BUCKET).update(path, PNG, { contentType: 'image/png' });
    expect(update.error).toBeNull();
  });

  it('enforces the bucket size and MIME limits', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    const tooBig = await alice.client.storage
      .from(BUCKET)
      .upload(`${alice.id}/big.png`, big, { contentType: 'image/png' });
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size');
    const text = await alice.client.storage
      .from(BUCKET)
      .upload(`${alice.id}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(text.error?.message).toBe('mime type text/plain is not supported');
  });

  it('creates signed URLs that work until they expire and only for their object', async () => {
    const path = `${alice.id}/listing-1/front.png`;
    const signed = await alice.client.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const ok = await fetch(signed.data?.signedUrl ?? '');
    expect(ok.status).toBe(200);
    const tampered = await fetch((signed.data?.signedUrl ?? '').replace('front.png', 'side.png'));
    expect(tampered.status).toBe(400);
    const many = await alice.client.storage.from(BUCKET).createSignedUrls([path, `${alice.id}/missing.png`], 60);
    expect(many.data?.[0]?.signedUrl).toContain('/object/sign/');
    expect(many.data?.[1]?.error).toBeTruthy();
  });

  it('lists a folder with files and subfolders', async () => {
    const { data, error } = await alice.client.storage.from(BUCKET).list(alice.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name).sort()).toEqual(['listing-1', 'listing-2']);
    const files = await alice.client.storage.from(BUCKET).list(`${alice.id}/listing-1`);
    expect(files.data?.map((entry) => entry.name).sort()).toEqual(['front.png', 'side.png']);
  });

  it('removes only objects the caller may delete', async () => {
    const path = `${alice.id}/listing-2/cover.png`;
    const byBob = await bob.client.storage.from(BUCKET).remove([path]);
    expect(byBob.data).toEqual([]);
    const byAlice = await alice.client.storage.from(BUCKET).remove([path]);
    expect(byAlice.data?.map((object) => object.name)).toEqual([path]);
    const gone = await alice.client.storage.from(BUCKET).download(path);
    expect(gone.error).toBeTruthy();
    const blobs = await stack.db.transaction((tx) =>
      tx.query(
        'select 1 from storage_local.blobs b left join storage.objects o on o.id = b.object_id where o.id is null',
      ),
    );
    expect(blobs).toEqual([]);
  });
});
