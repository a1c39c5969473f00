import { describe, expect, it } from 'vitest';
import { fetchDealerPhoto, PHOTO_BYTES_LIMIT, type PhotoFetchDeps } from './photoFetch';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

function deps(responses: Record<string, () => Response>, dns: Record<string, string[]> = {}): PhotoFetchDeps {
  return {
    resolve: (host) => Promise.resolve(dns[host] ?? ['93.184.216.34']),
    fetch: (input) => {
      const make = responses[input instanceof Request ? input.url : input.toString()];
      return make ? Promise.resolve(make()) : Promise.reject(new TypeError('fetch failed'));
    },
  };
}

describe('fetching a dealer-hosted photo', () => {
  it('fetches a JPEG from a public server', async () => {
    const result = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () => new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } }),
      }),
    );
    expect(result).toEqual({ ok: true, bytes: JPEG, type: 'image/jpeg', extension: 'jpg' });
  });

  it('refuses a name that resolves to a private address', async () => {
    const result = await fetchDealerPhoto(
      'https://intranet.example.com/a.jpg',
      deps({}, { 'intranet.example.com': ['10.1.2.3'] }),
    );
    expect(result).toEqual({ ok: false, reason: 'the address points to a private network address' });
  });

  it('refuses a redirect to an internal address', async () => {
    const result = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () =>
          new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }),
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'the address points to a private network address' });
  });

  it('refuses what is not an image, too big, or missing', async () => {
    const html = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      }),
    );
    expect(html).toEqual({ ok: false, reason: 'it is not a JPEG, PNG, WebP or AVIF image (text/html)' });
    const big = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () =>
          new Response(new Uint8Array(PHOTO_BYTES_LIMIT + 1), { headers: { 'content-type': 'image/png' } }),
      }),
    );
    expect(big).toEqual({ ok: false, reason: 'it is larger than 5 MB' });
    const missing = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({ 'https://cdn.example.com/a.jpg': () => new Response('gone', { status: 404 }) }),
    );
    expect(missing).toEqual({ ok: false, reason: 'the server answered 404' });
    expect(await fetchDealerPhoto('https://cdn.example.com/b.jpg', deps({}))).toEqual({
      ok: false,
      reason: 'it could not be fetched',
    });
  });
});
