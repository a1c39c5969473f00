/**
 * Fetches a dealer-hosted photo for an imported listing, with limits: http(s)
 * to public addresses only (every address the name resolves to is checked,
 * and each redirect again, at most three), JPEG, PNG, WebP or AVIF, at most
 * 5 MB (the bucket's limit), 10 s in all. Answers the bytes or the reason as
 * a code with its values (the import page words it in its language); never
 * throws for a bad photo.
 */
import { lookup } from 'node:dns/promises';
import { isPublicAddress, photoAddressProblem } from '../../../src/lib/domain/photoAddress.ts';
import type { PhotoProblem } from '../../../src/lib/domain/photoProblems.ts';

export const PHOTO_BYTES_LIMIT = 5 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 10_000;
const TOO_LARGE: PhotoProblem = { code: 'tooLarge', vars: { megabytes: PHOTO_BYTES_LIMIT / 1024 / 1024 } };
const TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
]);

export type FetchedPhoto =
  { ok: true; bytes: Uint8Array; type: string; extension: string } | { ok: false; problem: PhotoProblem };

export interface PhotoFetchDeps {
  resolve: (host: string) => Promise<string[]>;
  fetch: typeof fetch;
}

const defaultDeps: PhotoFetchDeps = {
  resolve: async (host) => (await lookup(host, { all: true })).map((entry) => entry.address),
  fetch: (input, init) => fetch(input, init),
};

export async function fetchDealerPhoto(address: string, deps: PhotoFetchDeps = defaultDeps): Promise<FetchedPhoto> {
  const signal = AbortSignal.timeout(PHOTO_TIMEOUT_MS);
  let current = address;
  try {
    for (let hop = 0; hop <= 3; hop += 1) {
      const problem = photoAddressProblem(current);
      if (problem) return { ok: false, problem: { code: problem } };
      const host = new URL(current).hostname.replace(/^\[|\]$/g, '');
      const addresses = /^[\d.]+$/.test(host) || host.includes(':') ? [host] : await deps.resolve(host);
      if (addresses.length === 0 || !addresses.every(isPublicAddress))
        return { ok: false, problem: { code: 'privateAddress' } };
      const response = await deps.fetch(current, {
        redirect: 'manual',
        signal,
        headers: { accept: [...TYPES.keys()].join(', ') },
      });
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        if (!location)
          return { ok: false, problem: { code: 'redirectWithoutAddress', vars: { status: String(response.status) } } };
        current = new URL(location, current).href;
        continue;
      }
      if (!response.ok) return { ok: false, problem: { code: 'status', vars: { status: String(response.status) } } };
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const extension = TYPES.get(type);
      if (!extension) return { ok: false, problem: type ? { code: 'notImage', vars: { type } } : { code: 'noType' } };
      if (Number(response.headers.get('content-length') ?? '0') > PHOTO_BYTES_LIMIT)
        return { ok: false, problem: TOO_LARGE };
      const bytes = await readCapped(response);
      if (!bytes) return { ok: false, problem: TOO_LARGE };
      return { ok: true, bytes, type, extension };
    }
    return { ok: false, problem: { code: 'tooManyRedirects' } };
  } catch (error) {
    if (signal.aborted) return { ok: false, problem: { code: 'timeout', vars: { seconds: PHOTO_TIMEOUT_MS / 1000 } } };
    if (error instanceof Error && 'code' in error && error.code === 'ENOTFOUND')
      return { ok: false, problem: { code: 'unknownHost' } };
    return { ok: false, problem: { code: 'unreachable' } };
  }
}

/** The body, or null as soon as it passes the limit. */
async function readCapped(response: Response): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PHOTO_BYTES_LIMIT) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
