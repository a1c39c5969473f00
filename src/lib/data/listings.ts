/**
 * Listing search through the database's one search definition:
 * `search_vehicles` (a page with the exact total) and `vehicle_facets` (the
 * count of every option with the other filters applied, and the total), both
 * running as the caller so row-level security applies.
 */
import { FEATURED_COUNT, type FilterType } from '../domain/constants';
import { defaultFilters, type VehicleFilters } from '../domain/filters';
import { DEFAULT_SORT, PAGE_SIZE, type SortKey } from '../domain/listingQuery';
import { isFacetCounts, toSearchFilters, type FacetCounts } from '../domain/searchFilters';
import { toCardVehicle, type CardVehicle, type Vehicle } from '../domain/vehicle';
import { createAheadCache } from './ahead';
import { cachedRead, invalidate } from './cache';
import type { Client } from './client';
import { getClient } from './client';
import { DataError, fail } from './errors';
import { clientRpc, publicRpc, visitorRpc, type Rpc } from './publicRpc';
import { toVehicle, type VehicleRow } from './vehicles';

export interface ListingPage {
  vehicles: Vehicle[];
  total: number;
}

/** A page as its cards show it: what a prebuilt listing page hands its results island. */
export interface CardPage {
  vehicles: CardVehicle[];
  total: number;
}

export function toCardPage(page: CardPage): CardPage {
  return { vehicles: page.vehicles.map((vehicle) => toCardVehicle(vehicle)), total: page.total };
}

/** What search_vehicles answers: the page's rows (every column but the search vector) and the exact total. */
interface SearchAnswer {
  total: number;
  rows: VehicleRow[];
}

function isSearchAnswer(value: unknown): value is SearchAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'total' in value &&
    typeof value.total === 'number' &&
    'rows' in value &&
    Array.isArray(value.rows)
  );
}

/** search_vehicles' answer as a page of vehicles; throws a DataError naming `operation` when it is not one. */
export function toListingPage(operation: string, answer: unknown): ListingPage {
  if (!isSearchAnswer(answer)) throw new DataError(operation, 'The search answered in an unexpected shape');
  return { vehicles: answer.rows.map((row) => toVehicle(row)), total: answer.total };
}

/**
 * Public reads (a search, its counts) through `client` when given (the build's), else as whoever is
 * here: a signed-out visitor's with one fetch and the anon key, so the listing pages' checks and
 * filters never download supabase-js for them (docs/PERFORMANCE.md, Lighthouse).
 */
function readAs(client: Client | undefined): Rpc {
  return client ? clientRpc(client) : (operation, fn, args) => visitorRpc(operation, fn, args ?? {});
}

function searchArgs(filters: VehicleFilters, sort: SortKey, page: number) {
  return { filters: toSearchFilters(filters), sort, page, page_size: PAGE_SIZE };
}

async function requestListings(
  filters: VehicleFilters,
  sort: SortKey,
  page: number,
  client: Client | undefined,
): Promise<ListingPage> {
  return toListingPage(
    'searchListings',
    await readAs(client)('searchListings', 'search_vehicles', searchArgs(filters, sort, page)),
  );
}

/**
 * First pages asked for before the visitor applies their filters. Young
 * enough that a listing published meanwhile is the rare exception a reload
 * fixes, as with the counts the filter panel showed at the same moment.
 */
const ahead = createAheadCache<ListingPage>({ keepFor: 30_000, limit: 3 });
const aheadKey = (filters: VehicleFilters, sort: SortKey, page: number) =>
  JSON.stringify(searchArgs(filters, sort, page));

/**
 * Ask for the first page of a search the visitor is about to apply: the
 * filter panel does once its counts for a changed draft are on screen, so
 * applying paints from an answer already on its way instead of starting the
 * request then (docs/PERFORMANCE.md, "Filter change to painted results").
 */
export function searchListingsAhead(filters: VehicleFilters, sort: SortKey, client?: Client): void {
  const key = aheadKey(filters, sort, 1);
  if (!ahead.has(key)) ahead.put(key, requestListings(filters, sort, 1, client));
}

/** One page of active listings matching the filters, with the exact total. */
export async function searchListings(
  filters: VehicleFilters,
  sort: SortKey,
  page: number,
  client?: Client,
): Promise<ListingPage> {
  const early = ahead.take(aheadKey(filters, sort, page));
  if (early) {
    try {
      return await early;
    } catch {
      // Asked for again below: the early request's failure may have passed.
    }
  }
  return requestListings(filters, sort, page, client);
}

/**
 * How many listings each option of each facet would give with the other
 * filters applied, and the total with all of them, in one request. Cached
 * like other reads (fresh for 60 s).
 */
export async function vehicleFacets(filters: VehicleFilters, client?: Client): Promise<FacetCounts> {
  const args = { filters: toSearchFilters(filters) };
  return cachedRead(`facets:${JSON.stringify(args)}`, async () => {
    const data = await readAs(client)('vehicleFacets', 'vehicle_facets', args);
    if (!isFacetCounts(data)) throw new DataError('vehicleFacets', 'The counts answered in an unexpected shape');
    return data;
  });
}

/** How many active listings match `filters` (the total of their counts, kept like them). */
export async function listingTotal(filters: VehicleFilters, client?: Client): Promise<number> {
  return (await vehicleFacets(filters, client)).total;
}

/** Forget the counts kept from earlier answers: the inventory changed since they were read. */
export function forgetCounts(): void {
  invalidate('facets:');
}

/**
 * The current first page of a listing route (newest first, no filters) with
 * its exact total, for a prebuilt listing page to compare with what the
 * build saw. One request to the search function with the public key and no
 * supabase-js, so a visitor who only reads the page never downloads the
 * client. Null when the database cannot be asked: the page then keeps the
 * build's results.
 */
export async function currentFirstPage(type: FilterType): Promise<ListingPage | null> {
  try {
    const answer = await publicRpc(
      'currentFirstPage',
      'search_vehicles',
      searchArgs(defaultFilters(type), DEFAULT_SORT, 1),
    );
    return toListingPage('currentFirstPage', answer);
  } catch {
    return null;
  }
}

/** The first page of a search, newest first, through `rpc`: what a results island's first page shows. */
export async function firstPageVia(rpc: Rpc, operation: string, filters: VehicleFilters): Promise<ListingPage> {
  return toListingPage(operation, await rpc(operation, 'search_vehicles', searchArgs(filters, DEFAULT_SORT, 1)));
}

/** The home page's featured listings: the newest active listings of either type. */
function featuredArgs() {
  return { ...searchArgs(defaultFilters('all'), DEFAULT_SORT, 1), page_size: FEATURED_COUNT };
}

/** The featured listings, read with `client` (the build's) or the browser's client. */
export async function featuredListings(client?: Client): Promise<Vehicle[]> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase.rpc('search_vehicles', featuredArgs());
  if (error) fail('featuredListings', error);
  return toListingPage('featuredListings', data).vehicles;
}

/**
 * The featured listings as the database has them now, for the prebuilt home
 * page to compare with what the build saw: one request with the public key
 * and no supabase-js. Null when the database cannot be asked.
 */
export async function currentFeatured(): Promise<Vehicle[] | null> {
  try {
    return toListingPage('currentFeatured', await publicRpc('currentFeatured', 'search_vehicles', featuredArgs()))
      .vehicles;
  } catch {
    return null;
  }
}

/**
 * How many listings a listing route shows now (its default filters), in one
 * small request without supabase-js, for the home page's category tiles.
 * Null when the database cannot be asked: the tile keeps the build's count.
 */
export async function currentRouteTotal(type: FilterType): Promise<number | null> {
  try {
    const args = { ...searchArgs(defaultFilters(type), DEFAULT_SORT, 1), page_size: 1 };
    return toListingPage('currentRouteTotal', await publicRpc('currentRouteTotal', 'search_vehicles', args)).total;
  } catch {
    return null;
  }
}

/** Whether two pages show the same listings, in the same order, with the same details and total. */
export function samePage<T>(
  a: { vehicles: readonly T[]; total: number },
  b: { vehicles: readonly T[]; total: number },
): boolean {
  return a.total === b.total && JSON.stringify(a.vehicles) === JSON.stringify(b.vehicles);
}

/**
 * A short fingerprint of a page (its total and every detail of its listings, as samePage compares
 * them): a prebuilt listing page carries its first page's, so the browser can tell whether the
 * database's current first page is the same without the page shipping the listings a second time.
 * (cyrb53, a 53-bit string hash.)
 */
export function pageFingerprint(page: { vehicles: readonly unknown[]; total: number }): string {
  const text = `${String(page.total)}:${JSON.stringify(page.vehicles)}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
