/** /sitemap.xml: the sitemap index, rendered on demand and cached on the CDN until a listing change purges it. */
import type { APIRoute } from 'astro';
import { serverRpc } from '../lib/data/serverApi';
import { sitemapLandingCount } from '../lib/data/landing';
import { sitemapListingCount, sitemapSellerCount } from '../lib/data/sitemap';
import { SITEMAP_TAG, cacheHeaders } from '../lib/domain/cacheTags';
import { sitemapIndex, xmlResponse } from '../lib/domain/sitemap';

export const prerender = false;

export const GET: APIRoute = async ({ site }) => {
  try {
    const [count, sellers, landing] = await Promise.all([
      sitemapListingCount(serverRpc()),
      sitemapSellerCount(serverRpc()),
      sitemapLandingCount(serverRpc()),
    ]);
    return xmlResponse(
      200,
      sitemapIndex(site ?? new URL('http://localhost:8888'), count, sellers, landing),
      cacheHeaders([SITEMAP_TAG]),
    );
  } catch (error) {
    console.error('sitemap index failed', error);
    return xmlResponse(503, '', { ...cacheHeaders(null), 'Retry-After': '30' });
  }
};
