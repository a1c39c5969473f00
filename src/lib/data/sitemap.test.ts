import { describe, expect, it } from 'vitest';
import { urlSet } from '../domain/sitemap';
import type { Rpc } from './publicRpc';
import { sitemapFileUrls } from './sitemap';

const ORIGIN = new URL('https://wheelhouse.example');
const SELLER = '5e11e000-0000-4000-8000-000000000001';
const LISTING = '5a1e0006-0000-4000-8000-000000000006';

/** The sitemap functions' answers, as the database gives them. */
const rpc: Rpc = (_operation, fn, args) => {
  const page = (args as { file_index?: number } | undefined)?.file_index ?? 0;
  if (page > 0) return Promise.resolve([]);
  if (fn === 'sitemap_sellers') return Promise.resolve([[SELLER, '2026-11-20T10:00:00+00:00']]);
  if (fn === 'sitemap_listings') return Promise.resolve([[LISTING, '2026-11-21T10:00:00+00:00']]);
  return Promise.reject(new Error(`unexpected ${fn}`));
};

describe('sitemap files of seller pages', () => {
  it('lists the German seller pages with their English, German and default alternates', async () => {
    const urls = await sitemapFileUrls({ kind: 'sellers', index: 0, locale: 'de' }, rpc);
    expect(urls).toEqual([
      {
        path: `/de/sellers/${SELLER}`,
        lastmod: '2026-11-20T10:00:00+00:00',
        alternates: [
          { hreflang: 'en', path: `/sellers/${SELLER}` },
          { hreflang: 'de', path: `/de/sellers/${SELLER}` },
          { hreflang: 'x-default', path: `/sellers/${SELLER}` },
        ],
      },
    ]);
    expect(urlSet(ORIGIN, urls)).toContain(
      `<url><loc>https://wheelhouse.example/de/sellers/${SELLER}</loc><lastmod>2026-11-20</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="https://wheelhouse.example/sellers/${SELLER}"/>` +
        `<xhtml:link rel="alternate" hreflang="de" href="https://wheelhouse.example/de/sellers/${SELLER}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://wheelhouse.example/sellers/${SELLER}"/></url>`,
    );
  });

  it('gives the English seller pages the same alternates', async () => {
    const [entry] = await sitemapFileUrls({ kind: 'sellers', index: 0, locale: 'en' }, rpc);
    expect(entry?.path).toBe(`/sellers/${SELLER}`);
    expect(entry?.alternates.map((alt) => alt.path)).toEqual([
      `/sellers/${SELLER}`,
      `/de/sellers/${SELLER}`,
      `/sellers/${SELLER}`,
    ]);
  });

  it('keeps listing files as they were, and answers an empty page past the last file', async () => {
    const [listing] = await sitemapFileUrls({ kind: 'listings', index: 0, locale: 'de' }, rpc);
    expect(listing?.path).toBe(`/de/vehicles/id/${LISTING}`);
    expect(await sitemapFileUrls({ kind: 'sellers', index: 1, locale: 'de' }, rpc)).toEqual([]);
  });
});
