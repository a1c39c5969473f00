/**
 * Seller pages (/sellers/{id}?page=n): 24 active listings a page, with real
 * links between pages so crawlers follow them.
 */
import { localePath, type Locale } from '../../i18n/locale.ts';

export const SELLER_PAGE_SIZE = 24;

/** The page a `?page=` value asks for: a whole number from 1, else 1. */
export function sellerPageNumber(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of one page of a seller's listings in a language (the first has no query). */
export function sellerPageHref(sellerId: string, page: number, locale: Locale = 'en'): string {
  const path = localePath(`/sellers/${sellerId}`, locale);
  return page <= 1 ? path : `${path}?page=${String(page)}`;
}
