/**
 * /sitemaps/pages.xml, /sitemaps/listings-{n}.xml, /sitemaps/sellers-{n}.xml and /sitemaps/landing-{n}.xml
 * (German: listings-de-{n}, sellers-de-{n}, landing-de-{n}; each URL with its alternates): the files the
 * sitemap index names, rendered on demand.
 */
import type { APIRoute } from 'astro';
import { serverRpc } from '../../lib/data/serverApi';
import { sitemapFileUrls } from '../../lib/data/sitemap';
import { SITEMAP_TAG, cacheHeaders } from '../../lib/domain/cacheTags';
import { parseSitemapFile, staticPageUrls, urlSet, xmlResponse } from '../../lib/domain/sitemap';

export const prerender = false;

export const GET: APIRoute = async ({ params, site }) => {
  const origin = site ?? new URL('http://localhost:8888');
  const file = parseSitemapFile(params.file ?? '');
  if (file === null) return xmlResponse(404, '', cacheHeaders([]));
  if (file.kind === 'pages') {
    return xmlResponse(200, urlSet(origin, staticPageUrls()), cacheHeaders([SITEMAP_TAG]));
  }
  try {
    const urls = await sitemapFileUrls(file, serverRpc());
    if (urls.length === 0 && file.index > 0) return xmlResponse(404, '', cacheHeaders([SITEMAP_TAG]));
    return xmlResponse(200, urlSet(origin, urls), cacheHeaders([SITEMAP_TAG]));
  } catch (error) {
    console.error('sitemap file failed', error);
    return xmlResponse(503, '', { ...cacheHeaders(null), 'Retry-After': '30' });
  }
};
