/** /sitemaps/pages.xml, /sitemaps/listings-{n}.xml and /sitemaps/sellers-{n}.xml: the files the sitemap index names, rendered on demand. */
import type { APIRoute } from 'astro';
import { serverRpc } from '../../lib/data/serverApi';
import { sitemapListings, sitemapSellers } from '../../lib/data/sitemap';
import { SITEMAP_TAG, cacheHeaders } from '../../lib/domain/cacheTags';
import { STATIC_PATHS, parseSitemapFile, urlSet, xmlResponse } from '../../lib/domain/sitemap';

export const prerender = false;

export const GET: APIRoute = async ({ params, site }) => {
  const origin = site ?? new URL('http://localhost:8888');
  const file = parseSitemapFile(params.file ?? '');
  if (file === null) return xmlResponse(404, '', cacheHeaders([]));
  if (file.kind === 'pages') {
    return xmlResponse(
      200,
      urlSet(
        origin,
        STATIC_PATHS.map((path) => ({ path })),
      ),
      cacheHeaders([SITEMAP_TAG]),
    );
  }
  try {
    const read = file.kind === 'sellers' ? sitemapSellers : sitemapListings;
    const prefix = file.kind === 'sellers' ? '/sellers/' : '/vehicles/id/';
    const rows = await read(file.index, serverRpc());
    if (rows.length === 0 && file.index > 0) return xmlResponse(404, '', cacheHeaders([SITEMAP_TAG]));
    const urls = rows.map(({ id, updatedAt }) => ({ path: `${prefix}${id}`, lastmod: updatedAt }));
    return xmlResponse(200, urlSet(origin, urls), cacheHeaders([SITEMAP_TAG]));
  } catch (error) {
    console.error('sitemap file failed', error);
    return xmlResponse(503, '', { ...cacheHeaders(null), 'Retry-After': '30' });
  }
};
