/**
 * My listings (/seller-dashboard/listings/): the status tabs, the search and
 * the pages, kept in the URL (`?status=draft&q=golf&page=2`) so a reload or a
 * shared link shows the same list.
 */
export const MY_LISTINGS_PAGE_SIZE = 20;

export const MY_LISTING_TABS = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Live' },
  { id: 'draft', label: 'Drafts' },
  { id: 'sold', label: 'Sold' },
  { id: 'paused', label: 'Paused' },
  { id: 'removed', label: 'Removed' },
] as const;

/** Tabs shown only while they hold listings. */
export const OCCASIONAL_TABS: readonly MyListingsTab[] = ['paused', 'removed'];

/** How each listing status reads to its seller. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Live',
  draft: 'Draft',
  sold: 'Sold',
  paused: 'Paused: not confirmed',
  removed: 'Removed by moderators',
};

export type MyListingsTab = (typeof MY_LISTING_TABS)[number]['id'];

export interface MyListingsQuery {
  tab: MyListingsTab;
  term: string;
  page: number;
}

export const DEFAULT_MY_LISTINGS_QUERY: MyListingsQuery = { tab: 'all', term: '', page: 1 };

/** The query a URL's parameters describe; unknown or malformed values fall back to the defaults. */
export function myListingsQueryFromParams(params: URLSearchParams): MyListingsQuery {
  const status = params.get('status');
  const tab = MY_LISTING_TABS.find((t) => t.id === status)?.id ?? 'all';
  const term = (params.get('q') ?? '').trim().slice(0, 100);
  const pageValue = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 10_000 ? pageValue : 1;
  return { tab, term, page };
}

/** The URL query of a state, without the defaults ('' for the plain list). */
export function myListingsSearch(query: MyListingsQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'all') params.set('status', query.tab);
  if (query.term) params.set('q', query.term);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
