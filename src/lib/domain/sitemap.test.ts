import { describe, expect, it } from 'vitest';
import {
  SITEMAP_FILE_SIZE,
  inLanguages,
  listingFileCount,
  parseSitemapFile,
  sitemapIndex,
  staticPageUrls,
  urlSet,
} from './sitemap.ts';

const ORIGIN = new URL('https://wheelhouse.example');

describe('sitemap', () => {
  it('splits listings into files of at most 50,000 URLs', () => {
    expect(SITEMAP_FILE_SIZE).toBe(50_000);
    expect([0, 1, 50_000, 50_001, 1_000_000].map(listingFileCount)).toEqual([0, 1, 1, 2, 20]);
  });

  it('indexes the pages file and one file per 50,000 listings', () => {
    const index = sitemapIndex(ORIGIN, 120_000);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://wheelhouse.example/sitemaps/pages.xml',
      'https://wheelhouse.example/sitemaps/listings-0.xml',
      'https://wheelhouse.example/sitemaps/listings-1.xml',
      'https://wheelhouse.example/sitemaps/listings-2.xml',
      'https://wheelhouse.example/sitemaps/listings-de-0.xml',
      'https://wheelhouse.example/sitemaps/listings-de-1.xml',
      'https://wheelhouse.example/sitemaps/listings-de-2.xml',
    ]);
  });

  it('adds one file per 50,000 seller pages after the listings, in each language', () => {
    const index = sitemapIndex(ORIGIN, 10, 50_001, 3);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://wheelhouse.example/sitemaps/pages.xml',
      'https://wheelhouse.example/sitemaps/listings-0.xml',
      'https://wheelhouse.example/sitemaps/sellers-0.xml',
      'https://wheelhouse.example/sitemaps/sellers-1.xml',
      'https://wheelhouse.example/sitemaps/landing-0.xml',
      'https://wheelhouse.example/sitemaps/listings-de-0.xml',
      'https://wheelhouse.example/sitemaps/sellers-de-0.xml',
      'https://wheelhouse.example/sitemaps/sellers-de-1.xml',
      'https://wheelhouse.example/sitemaps/landing-de-0.xml',
    ]);
    expect(parseSitemapFile('sellers-1')).toEqual({ kind: 'sellers', index: 1, locale: 'en' });
    expect(parseSitemapFile('sellers-de-1')).toEqual({ kind: 'sellers', index: 1, locale: 'de' });
    expect(parseSitemapFile('sellers-fr-1')).toBeNull();
    expect(parseSitemapFile('sellers-x')).toBeNull();
  });

  it('names no seller file when no seller has a listing', () => {
    expect(sitemapIndex(ORIGIN, 10, 0)).not.toContain('sellers');
  });

  it('names each URL with its last change as a date', () => {
    expect(
      urlSet(ORIGIN, [{ path: '/vehicles/id/a&b', lastmod: '2026-11-20T10:00:00+00:00' }, { path: '/' }]),
    ).toContain(
      '<url><loc>https://wheelhouse.example/vehicles/id/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>\n<url><loc>https://wheelhouse.example/</loc></url>',
    );
  });

  it('knows only its own file names', () => {
    expect(parseSitemapFile('pages')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('listings-12')).toEqual({ kind: 'listings', index: 12, locale: 'en' });
    expect(parseSitemapFile('listings-de-12')).toEqual({ kind: 'listings', index: 12, locale: 'de' });
    for (const name of ['listings-', 'listings--1', 'listings-1.5', 'other', 'listings-12345678']) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });
});

describe('sitemaps in two languages', () => {
  it('lists a German landing page with its English, German and default alternates', () => {
    const entry = inLanguages('/vehicles/cars/volkswagen/golf/in/koeln', 'de');
    expect(entry.path).toBe('/de/vehicles/cars/volkswagen/golf/in/koeln');
    expect(urlSet(ORIGIN, [entry])).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://wheelhouse.example/vehicles/cars/volkswagen/golf/in/koeln"/><xhtml:link rel="alternate" hreflang="de" href="https://wheelhouse.example/de/vehicles/cars/volkswagen/golf/in/koeln"/><xhtml:link rel="alternate" hreflang="x-default" href="https://wheelhouse.example/vehicles/cars/volkswagen/golf/in/koeln"/>',
    );
  });

  it('lists the static pages in both languages, the site’s own pages too', () => {
    const paths = staticPageUrls().map((url) => url.path);
    expect(paths).toContain('/de/');
    expect(paths).toContain('/de/vehicles/cars');
    expect(paths).toContain('/about');
    expect(paths).toContain('/de/about');
    expect(paths).toContain('/de/privacy');
    expect(paths.filter((path) => path === '/contact')).toHaveLength(1);
  });
});
