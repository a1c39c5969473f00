/**
 * The sitemap as an index of files (sitemaps.org): one for the site's own
 * pages, one per 50,000 listings, seller pages and landing pages in each
 * language, the protocol's limit per file, so it stays valid at any
 * inventory size.
 */
import { DEFAULT_LOCALE, LOCALES, isTranslated, localePath, type Locale } from '../../i18n/locale.ts';

export const SITEMAP_FILE_SIZE = 50_000;

export const STATIC_PATHS = [
  '/',
  '/vehicles/all',
  '/vehicles/cars',
  '/vehicles/scooters',
  '/about',
  '/contact',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** The pages file: every static page, the translated ones in each language with their alternates. */
export function staticPageUrls(): { path: string; alternates?: Alternate[] }[] {
  return STATIC_PATHS.flatMap((path): { path: string; alternates?: Alternate[] }[] =>
    isTranslated(path) ? LOCALES.map((locale) => inLanguages(path, locale)) : [{ path }],
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type SitemapFile =
  | { kind: 'pages' }
  /** Listing, seller and landing pages come in each language, a file per language (`listings-de-0`), so none passes 50,000 URLs. */
  | { kind: 'listings' | 'sellers' | 'landing'; index: number; locale: Locale };

/** The file a `/sitemaps/{name}.xml` name asks for, or null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages') return { kind: 'pages' };
  const match = /^(listings|sellers|landing)(?:-(de))?-(\d{1,6})$/.exec(name);
  const kind = match?.[1];
  const index = Number(match?.[3]);
  const locale: Locale = match?.[2] === 'de' ? 'de' : 'en';
  return kind === 'listings' || kind === 'sellers' || kind === 'landing' ? { kind, index, locale } : null;
}

export function listingFileCount(listings: number): number {
  return Math.ceil(Math.max(0, listings) / SITEMAP_FILE_SIZE);
}

/**
 * The index: the pages file, then the listing files, the seller files and the landing-page files, then
 * the German listing, seller and landing files (the same pages under /de/).
 */
export function sitemapIndex(origin: URL, listings: number, sellers = 0, landing = 0): string {
  const files = (kind: string, count: number) =>
    Array.from({ length: listingFileCount(count) }, (_, i) => `${kind}-${String(i)}`);
  const names = [
    'pages',
    ...files('listings', listings),
    ...files('sellers', sellers),
    ...files('landing', landing),
    ...files('listings-de', listings),
    ...files('sellers-de', sellers),
    ...files('landing-de', landing),
  ];
  const entries = names.map(
    (name) => `<sitemap><loc>${escape(new URL(`/sitemaps/${name}.xml`, origin).href)}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A page's entry in a language with its alternates in every language and x-default (English). */
export function inLanguages(path: string, locale: Locale): { path: string; alternates: Alternate[] } {
  return {
    path: localePath(path, locale),
    alternates: [
      ...LOCALES.map((hreflang) => ({ hreflang, path: localePath(path, hreflang) })),
      { hreflang: 'x-default', path: localePath(path, DEFAULT_LOCALE) },
    ],
  };
}

/** The same page in another language: `hreflang` ("de") and its path. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/**
 * A urlset; `lastmod` is the listing's last change (W3C date). A URL with
 * `alternates` names its pages in other languages (xhtml:link, as search
 * engines read them), itself included.
 */
export function urlSet(
  origin: URL,
  urls: readonly { path: string; lastmod?: string; alternates?: readonly Alternate[] }[],
): string {
  const href = (path: string) => escape(new URL(path, origin).href);
  const entries = urls.map(
    ({ path, lastmod, alternates = [] }) =>
      `<url><loc>${href(path)}</loc>${lastmod ? `<lastmod>${escape(lastmod.slice(0, 10))}</lastmod>` : ''}${alternates
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${escape(alt.hreflang)}" href="${href(alt.path)}"/>`)
        .join('')}</url>`,
  );
  const xhtml = urls.some((url) => (url.alternates ?? []).length > 0) ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML_HEAD}\n<urlset xmlns="${NS}"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** An XML response with the given status and headers. */
export function xmlResponse(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8', ...headers } });
}
