/** The listings the on-demand sitemap names, read as a visitor (row-level security decides). */
import type { Client } from './client';
import { fail } from './errors';

export async function sitemapListingCount(client: Client): Promise<number> {
  const { data, error } = await client.rpc('sitemap_listing_count');
  if (error) fail('sitemapListingCount', error);
  return data;
}

/** [[id, updated_at], …] as the sitemap functions answer it. */
function entries(data: unknown): { id: string; updatedAt: string }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'
      ? [{ id: entry[0], updatedAt: entry[1] }]
      : [],
  );
}

/** One sitemap file of listings: id and last change, ordered by id. */
export async function sitemapListings(fileIndex: number, client: Client): Promise<{ id: string; updatedAt: string }[]> {
  const { data, error } = await client.rpc('sitemap_listings', { file_index: fileIndex });
  if (error) fail('sitemapListings', error);
  return entries(data);
}

/** How many seller pages the sitemap names (sellers with an active listing). */
export async function sitemapSellerCount(client: Client): Promise<number> {
  const { data, error } = await client.rpc('sitemap_seller_count');
  if (error) fail('sitemapSellerCount', error);
  return data;
}

/** One sitemap file of seller pages: seller id and their listings' last change, ordered by id. */
export async function sitemapSellers(fileIndex: number, client: Client): Promise<{ id: string; updatedAt: string }[]> {
  const { data, error } = await client.rpc('sitemap_sellers', { file_index: fileIndex });
  if (error) fail('sitemapSellers', error);
  return entries(data);
}
