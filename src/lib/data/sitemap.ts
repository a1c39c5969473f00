/** The listings and sellers the on-demand sitemap names, read as a visitor (row-level security decides). */
import { landingPath } from '../domain/landing';
import { inLanguages, type Alternate, type SitemapFile } from '../domain/sitemap';
import { DataError } from './errors';
import { sitemapLanding } from './landing';
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

/**
 * The URLs of one listings, sellers or landing file: each page in the file's
 * language, with its last change and its alternates in every language.
 */
export async function sitemapFileUrls(
  file: Exclude<SitemapFile, { kind: 'pages' }>,
  rpc: Rpc,
): Promise<{ path: string; lastmod: string; alternates: Alternate[] }[]> {
  const pages =
    file.kind === 'landing'
      ? (await sitemapLanding(file.index, rpc)).map(({ key, updatedAt }) => ({ path: landingPath(key), updatedAt }))
      : (await (file.kind === 'listings' ? sitemapListings : sitemapSellers)(file.index, rpc)).map(
          ({ id, updatedAt }) => ({
            path: file.kind === 'listings' ? `/vehicles/id/${id}` : `/sellers/${id}`,
            updatedAt,
          }),
        );
  return pages.map(({ path, updatedAt }) => ({ ...inLanguages(path, file.locale), lastmod: updatedAt }));
}
