/**
 * What a seller's route answers (src/pages/sellers/[...id].astro and its German
 * twin, docs/i18n.md): its status, cache headers and what the page shows.
 * Both languages carry the seller's one cache tag, so the database's purge
 * reaches both.
 */
import { cacheHeaders, sellerTag } from '../domain/cacheTags';
import { pageCount } from '../domain/listingQuery';
import { SELLER_PAGE_SIZE } from '../domain/sellerPage';
import { buildClient } from './buildClient';
import { loadSellerPage, type SellerPageResult } from './sellerPage';

/** Seconds a visitor is asked to wait before trying again when the database is unreachable. */
export const SELLER_RETRY_AFTER = 30;

export interface SellerAnswer {
  result: SellerPageResult;
  headers: Record<string, string>;
  /** How many pages the seller's listings fill, and whether the page asked for is past the last. */
  pages: number;
  beyond: boolean;
}

export async function answerSellerPage(id: string, page: number): Promise<SellerAnswer> {
  const result = await loadSellerPage(id, page, buildClient());
  const headers = cacheHeaders(result.status === 200 ? [sellerTag(result.seller.id)] : null);
  if (result.status === 503) headers['Retry-After'] = String(SELLER_RETRY_AFTER);
  const pages = result.status === 200 ? pageCount(result.total, SELLER_PAGE_SIZE) : 0;
  const beyond = result.status === 200 && result.listings.length === 0 && result.page > 1;
  return { result, headers, pages, beyond };
}
