/** The listings and sellers the on-demand sitemap names, read as a visitor (row-level security decides). */
import { DataError } from './errors';
import type { Rpc } from './publicRpc';

function count(operation: string, data: unknown): number {
  if (typeof data !== 'number') throw new DataError(operation, 'The count answered in an unexpected shape');
  return data;
}

export async function sitemapListingCount(rpc: Rpc): Promise<number> {
  return count('sitemapListingCount', await rpc('sitemapListingCount', 'sitemap_listing_count'));
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
export async function sitemapListings(fileIndex: number, rpc: Rpc): Promise<{ id: string; updatedAt: string }[]> {
  return entries(await rpc('sitemapListings', 'sitemap_listings', { file_index: fileIndex }));
}

/** How many seller pages the sitemap names (sellers with an active listing). */
export async function sitemapSellerCount(rpc: Rpc): Promise<number> {
  return count('sitemapSellerCount', await rpc('sitemapSellerCount', 'sitemap_seller_count'));
}

/** One sitemap file of seller pages: seller id and their listings' last change, ordered by id. */
export async function sitemapSellers(fileIndex: number, rpc: Rpc): Promise<{ id: string; updatedAt: string }[]> {
  return entries(await rpc('sitemapSellers', 'sitemap_sellers', { file_index: fileIndex }));
}
