import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnMaxAge, createLocalCdn, type LocalCdn } from './localCdn.ts';

describe('what the local CDN may keep', () => {
  it('reads the max-age of a public Netlify-CDN-Cache-Control', () => {
    expect(cdnMaxAge('public, durable, max-age=86400, stale-while-revalidate=3600')).toBe(86400);
    expect(cdnMaxAge('public, s-maxage=60')).toBeNull();
    expect(cdnMaxAge('public, s-max-age=60')).toBe(60);
    expect(cdnMaxAge('no-store')).toBeNull();
    expect(cdnMaxAge('private, max-age=60')).toBeNull();
    expect(cdnMaxAge(undefined)).toBeNull();
  });
});

describe('the local CDN in front of a page', () => {
  let server: Server | null = null;
  afterEach(() => {
    server?.close();
    server = null;
  });

  /** A page that counts its renders, behind the CDN; each path names its own cache headers. */
  async function site(cdn: LocalCdn): Promise<{ get: (path: string) => Promise<string>; renders: () => number }> {
    let renders = 0;
    server = createServer((request, response) => {
      const render = () => {
        cdn.capture(request, response);
        renders += 1;
        const render = renders;
        const cached = !request.url?.startsWith('/private');
        response.setHeader('netlify-cdn-cache-control', cached ? 'public, durable, max-age=86400' : 'no-store');
        response.setHeader('netlify-cache-tag', request.url?.includes('b') ? 'listing-b,sitemap' : 'listing-a');
        setTimeout(() => {
          response.write('render ');
          response.end(String(render));
        }, 30);
      };
      const served = cdn.serve(request, response);
      if (served === false) render();
      else if (served !== true) void served.then((answered) => answered || render());
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      get: async (path) => (await fetch(`http://127.0.0.1:${String(port)}${path}`)).text(),
      renders: () => renders,
    };
  }

  it('answers a kept page from memory until a purge names one of its tags', async () => {
    const cdn = createLocalCdn({ maxBytes: 1_000_000 });
    const { get, renders } = await site(cdn);
    expect(await get('/vehicles/id/a')).toBe('render 1');
    expect(await get('/vehicles/id/a')).toBe('render 1');
    expect(await get('/vehicles/id/b')).toBe('render 2');
    cdn.purge(['sitemap']);
    expect(await get('/vehicles/id/a')).toBe('render 1');
    expect(await get('/vehicles/id/b')).toBe('render 3');
    expect(renders()).toBe(3);
  });

  it('never keeps a page its headers say not to store', async () => {
    const { get } = await site(createLocalCdn({ maxBytes: 1_000_000 }));
    expect(await get('/private')).toBe('render 1');
    expect(await get('/private')).toBe('render 2');
  });

  it('answers requests that came while a page was rendering with that render, kept or not', async () => {
    const { get, renders } = await site(createLocalCdn({ maxBytes: 1_000_000 }));
    const three = (path: string) => Promise.all([get(path), get(path), get(path)]);
    expect(await three('/vehicles/id/a')).toEqual(['render 1', 'render 1', 'render 1']);
    expect(await three('/private')).toEqual(['render 2', 'render 2', 'render 2']);
    expect(renders()).toBe(2);
    expect(await get('/private')).toBe('render 3');
  });

  it('keeps within its memory budget, dropping the least recently used page', async () => {
    // Each page is 8 bytes: four fit.
    const cdn = createLocalCdn({ maxBytes: 32 });
    const { get } = await site(cdn);
    for (const n of [1, 2, 3, 4]) await get(`/vehicles/id/a${String(n)}`);
    expect(await get('/vehicles/id/a1')).toBe('render 1');
    await get('/vehicles/id/a5');
    expect([cdn.size, cdn.bytes]).toEqual([4, 32]);
    expect(await get('/vehicles/id/a2')).toBe('render 6');
    expect(await get('/vehicles/id/a1')).toBe('render 1');
  });

  it('lets a page expire after its max-age', async () => {
    let now = 0;
    const cdn = createLocalCdn({ maxBytes: 1_000_000, now: () => now });
    const { get } = await site(cdn);
    expect(await get('/vehicles/id/a')).toBe('render 1');
    now = 86_401_000;
    expect(await get('/vehicles/id/a')).toBe('render 2');
  });
});
