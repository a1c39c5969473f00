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
    expect(result).toEqual({ ok: false, problem: { code: 'privateAddress' } });
  });

  it('refuses a redirect to an internal address', async () => {
    const result = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () =>
          new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }),
      }),
    );
    expect(result).toEqual({ ok: false, problem: { code: 'privateAddress' } });
  });

  it('refuses what is not an image, too big, or missing', async () => {
    const html = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      }),
    );
    expect(html).toEqual({ ok: false, problem: { code: 'notImage', vars: { type: 'text/html' } } });
    const big = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({
        'https://cdn.example.com/a.jpg': () =>
          new Response(new Uint8Array(PHOTO_BYTES_LIMIT + 1), { headers: { 'content-type': 'image/png' } }),
      }),
    );
    expect(big).toEqual({ ok: false, problem: { code: 'tooLarge', vars: { megabytes: 5 } } });
    const missing = await fetchDealerPhoto(
      'https://cdn.example.com/a.jpg',
      deps({ 'https://cdn.example.com/a.jpg': () => new Response('gone', { status: 404 }) }),
    );
    expect(missing).toEqual({ ok: false, problem: { code: 'status', vars: { status: '404' } } });
    expect(await fetchDealerPhoto('https://cdn.example.com/b.jpg', deps({}))).toEqual({
      ok: false,
      problem: { code: 'unreachable' },
    });
  });
});
