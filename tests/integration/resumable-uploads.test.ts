/**
 * The app's own TUS client (src/lib/data/resumable.ts) against the stack's
 * resumable endpoint: an upload cut off by a closed or reloaded page goes on
 * from the server's offset in a new client instance that knows only what the
 * browser kept (the upload URL under the file's fingerprint), and starts
 * afresh when the server no longer knows the URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TUS_CHUNK_BYTES,
  uploadFingerprint,
  uploadMemory,
  uploadResumable,
  type ResumableTarget,
} from '../../src/lib/data/resumable.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

const ORIGINALS = 'vehicle-originals';

/** What a browser tab sends: each instance of the page counts its own PATCH bytes; a closed tab sends nothing more. */
const network = { patchedBytes: 0, patches: 0, answeredPatches: 0, closeAfterPatches: Number.POSITIVE_INFINITY };

/** XMLHttpRequest, as far as the client uses it, over fetch (Node has no XHR). */
class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private answer = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.answer.get(name);
  }

  send(body: Blob | null): void {
    if (this.method === 'PATCH') {
      // The page was closed: this request and everything after it never happen.
      if (network.patches >= network.closeAfterPatches) return;
      network.patches += 1;
      network.patchedBytes += body?.size ?? 0;
    }
    void (async () => {
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.status = response.status;
        this.answer = response.headers;
        this.responseText = await response.text();
        if (this.method === 'PATCH') network.answeredPatches += 1;
        this.upload.onprogress?.({ loaded: body?.size ?? 0 });
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** localStorage as a page sees it: it outlives the page. */
function browserStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let stack: TestStack;
let alice: { client: Client; id: string };
const savedXhr = globalThis.XMLHttpRequest;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await stack.newUser('resumer');
  globalThis.XMLHttpRequest = FetchXhr as unknown as typeof XMLHttpRequest;
});

afterAll(async () => {
  globalThis.XMLHttpRequest = savedXhr;
  await stack.stop();
});

beforeEach(() => {
  Object.assign(network, {
    patchedBytes: 0,
    patches: 0,
    answeredPatches: 0,
    closeAfterPatches: Number.POSITIVE_INFINITY,
  });
});

async function targetFor(objectName: string): Promise<ResumableTarget> {
  const { data } = await alice.client.auth.getSession();
  const token = data.session?.access_token ?? '';
  return {
    endpoint: `${stack.url}/storage/v1/upload/resumable`,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'true' },
    bucket: ORIGINALS,
    objectName,
    contentType: 'image/jpeg',
  };
}

/** A photo a little over one chunk, so that the first chunk is sent and the rest is not. */
function photoFile(name: string): File {
  const bytes = new Uint8Array(TUS_CHUNK_BYTES + 300_000);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
  return new File([bytes], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
}

async function storedBytes(objectName: string): Promise<Uint8Array> {
  const { data, error } = await alice.client.storage.from(ORIGINALS).download(objectName);
  if (error) throw error;
  return new Uint8Array(await data.arrayBuffer());
}

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 1000 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('resumable uploads across a reload', () => {
  it(
    'a new client instance resumes from the offset the server kept, sending only the rest',
    { timeout: 120_000 },
    async () => {
      const storage = browserStorage();
      const file = photoFile('front.jpg');
      const objectName = `${alice.id}/photo-resumed`;
      const target = await targetFor(objectName);
      const fingerprint = uploadFingerprint(file, target.endpoint, alice.id);

      // The first page sends its first chunk, then it is closed while the second is on its way.
      network.closeAfterPatches = 1;
      // The closed page's upload never settles; should it fail after this file ends (XMLHttpRequest restored), that is no error of the test.
      uploadResumable(file, target, { keep: { memory: uploadMemory(storage), fingerprint } }).catch(() => undefined);
      // The server has stored the first chunk when it answers it.
      await waitFor(() => network.answeredPatches === 1);
      const kept = uploadMemory(storage).find(fingerprint);
      expect(kept).toMatchObject({ objectName, size: file.size });
      expect(kept?.expiresAt).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);

      // The reloaded page: a new memory over the same storage, the same file added again.
      Object.assign(network, { patchedBytes: 0, patches: 0, closeAfterPatches: Number.POSITIVE_INFINITY });
      const memory = uploadMemory(storage);
      const previous = memory.find(uploadFingerprint(file, target.endpoint, alice.id));
      let resumedAt: number | null = null;
      await uploadResumable(file, await targetFor(objectName), {
        resumeFrom: previous?.uploadUrl ?? null,
        onResumed: (offset) => {
          resumedAt = offset;
        },
        keep: { memory, fingerprint },
      });

      expect(resumedAt).toBe(TUS_CHUNK_BYTES);
      expect(network.patchedBytes).toBe(file.size - TUS_CHUNK_BYTES);
      expect(await storedBytes(objectName)).toEqual(new Uint8Array(await file.arrayBuffer()));
      // Done: the same file added later is a new upload (tus-js-client's removeFingerprintOnSuccess).
      expect(memory.find(fingerprint)).toBeNull();
    },
  );

  it(
    'starts again, and keeps the new URL, when the server no longer knows the kept one',
    { timeout: 120_000 },
    async () => {
      const storage = browserStorage();
      const file = photoFile('side.jpg');
      const objectName = `${alice.id}/photo-restarted`;
      const target = await targetFor(objectName);
      const fingerprint = uploadFingerprint(file, target.endpoint, alice.id);
      const memory = uploadMemory(storage);
      const gone = `${target.endpoint}/${Buffer.from('gone').toString('base64url')}`;
      memory.keep(fingerprint, { uploadUrl: gone, objectName, size: file.size, expiresAt: Date.now() + 60_000 });

      network.closeAfterPatches = 1;
      let resumed = false;
      uploadResumable(file, target, {
        resumeFrom: gone,
        onResumed: () => {
          resumed = true;
        },
        keep: { memory, fingerprint },
      }).catch(() => undefined);
      await waitFor(() => network.patches === 1 && memory.find(fingerprint)?.uploadUrl !== gone);
      expect(resumed).toBe(false);
      expect(memory.find(fingerprint)?.uploadUrl).toMatch(/\/storage\/v1\/upload\/resumable\/[\w-]+$/);
      expect(memory.find(fingerprint)?.uploadUrl).not.toBe(gone);
    },
  );
});
