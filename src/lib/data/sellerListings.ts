/**
 * A seller's own listings: create, edit, change status, delete, and the
 * dashboard's numbers. Row-level security limits every call to the caller's
 * listings; the seller id in each filter only makes that explicit. Reads are
 * cached per seller and every write drops them.
 */
import { pageRange, searchWords } from '../domain/listingQuery';
import type { ListingFields } from '../domain/listingSchema';
import {
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTING_TABS,
  myListingsSearch,
  type MyListingsQuery,
  type MyListingsTab,
} from '../domain/myListings';
import type { DayTotals } from '../domain/sellerStats';
import { cachedRead, invalidate } from './cache';
import { getClient } from './client';
import { DataError, fail } from './errors';
import { removePhotos } from './photos';
import { VEHICLE_COLUMNS, type VehicleRow } from './vehicles';

export type OwnListingStatus = 'draft' | 'active' | 'sold';

export interface ListingTotals {
  vehicle_id: string;
  views: number;
  favorites: number;
  conversations: number;
  /** Phone numbers revealed, all time. */
  leads: number;
}

const cacheKey = (userId: string) => `seller:${userId}`;

/** Drop the seller's cached reads, and their favorites (their own listings may be among them). */
export function forgetReads(userId: string): void {
  invalidate(cacheKey(userId));
  invalidate(`favorites:${userId}`);
}

/** Every listing of the seller, whatever its status, newest first. */
export function myListings(userId: string): Promise<VehicleRow[]> {
  return cachedRead(`${cacheKey(userId)}:listings`, async () => {
    const supabase = await getClient();
    const { data, error } = await supabase
      .from('vehicles')
      .select(VEHICLE_COLUMNS)
      .eq('seller_id', userId)
      .order('created_at', { ascending: false });
    if (error) fail('myListings', error);
    return data;
  });
}

/** PostgREST `or` filters: every word of the term in the title, make or model. */
export function termFilters(term: string): string[] {
  return searchWords(term).map((word) =>
    [`title.ilike.*${word}*`, `make.ilike.*${word}*`, `model.ilike.*${word}*`].join(','),
  );
}

export interface MyListingsPage {
  listings: VehicleRow[];
  total: number;
}

/** One page of the seller's listings on a status tab matching a search term, newest first, with the total. */
export function myListingsPage(userId: string, query: MyListingsQuery): Promise<MyListingsPage> {
  return cachedRead(`${cacheKey(userId)}:page:${myListingsSearch(query)}`, async () => {
    const supabase = await getClient();
    let request = supabase.from('vehicles').select(VEHICLE_COLUMNS, { count: 'exact' }).eq('seller_id', userId);
    if (query.tab !== 'all') request = request.eq('status', query.tab);
    for (const filter of termFilters(query.term)) request = request.or(filter);
    const { from, to } = pageRange(query.page, MY_LISTINGS_PAGE_SIZE);
    const { data, error, count } = await request
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to);
    if (error) fail('myListingsPage', error);
    return { listings: data, total: count ?? data.length };
  });
}

/** How many of the seller's listings each status tab holds for a search term (count-only requests). */
export function myListingCounts(userId: string, term: string): Promise<Record<MyListingsTab, number>> {
  return cachedRead(`${cacheKey(userId)}:counts:${term}`, async () => {
    const supabase = await getClient();
    const counts = await Promise.all(
      MY_LISTING_TABS.map(async ({ id }) => {
        let request = supabase.from('vehicles').select('id', { count: 'exact', head: true }).eq('seller_id', userId);
        if (id !== 'all') request = request.eq('status', id);
        for (const filter of termFilters(term)) request = request.or(filter);
        const { error, count } = await request;
        if (error) fail('myListingCounts', error);
        return [id, count ?? 0] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<MyListingsTab, number>;
  });
}

/** One of the seller's listings with its VIN, fresh from the database, or null when they have none with that id. */
export async function myListing(userId: string, id: string): Promise<OwnListingRow | null> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('vehicles')
    .select(`${VEHICLE_COLUMNS},vehicle_vins(vin)`)
    .eq('id', id)
    .eq('seller_id', userId)
    .maybeSingle();
  if (error) fail('myListing', error);
  if (!data) return null;
  const { vehicle_vins: vin, ...row } = data;
  return { ...row, vin: vin?.vin ?? null };
}

export type OwnListingRow = VehicleRow & { vin: string | null };

/**
 * Save a listing and its VIN in one transaction (save_listing): a new one
 * without `id`, else the seller's listing `id`. A null VIN removes the stored
 * one; only the seller can read it. Returns the listing's id.
 */
async function saveListing(
  operation: string,
  userId: string,
  fields: ListingFields,
  images: readonly string[],
  target: { id: string; status?: OwnListingStatus } | { status: 'draft' | 'active' },
): Promise<string> {
  try {
    const supabase = await getClient();
    const { vin, ...row } = fields;
    const { data, error } = await supabase.rpc('save_listing', {
      fields: {
        ...row,
        images: [...images],
        ...(target.status ? { status: target.status } : {}),
        ...('id' in target ? {} : { seller_id: userId }),
      },
      ...(vin === null ? {} : { vin }),
      ...('id' in target ? { listing_id: target.id } : {}),
    });
    if (error) fail(operation, error);
    return data;
  } finally {
    forgetReads(userId);
  }
}

/** Save a new listing as a draft or published; returns its id. */
export function createListing(
  userId: string,
  fields: ListingFields,
  images: readonly string[],
  status: 'draft' | 'active',
): Promise<string> {
  return saveListing('createListing', userId, fields, images, { status });
}

async function updateOwn(
  operation: string,
  userId: string,
  id: string,
  patch: { price?: number; status?: OwnListingStatus },
): Promise<void> {
  try {
    const supabase = await getClient();
    const { data, error } = await supabase
      .from('vehicles')
      .update(patch)
      .eq('id', id)
      .eq('seller_id', userId)
      .select('id')
      .maybeSingle();
    if (error) fail(operation, error);
    if (!data) throw new DataError(operation, 'This listing no longer exists', { status: 404 });
  } finally {
    forgetReads(userId);
  }
}

/** Save the edited fields, VIN and photos; optionally change the status (publish a draft). */
export async function updateListing(
  userId: string,
  id: string,
  fields: ListingFields,
  images: readonly string[],
  status?: OwnListingStatus,
): Promise<void> {
  await saveListing('updateListing', userId, fields, images, { id, ...(status ? { status } : {}) });
}

/** Mark sold, reactivate or publish. */
export function setListingStatus(userId: string, id: string, status: OwnListingStatus): Promise<void> {
  return updateOwn('setListingStatus', userId, id, { status });
}

/**
 * Confirm the listing is still available (confirm_listing_available): a paused
 * one goes live again. Returns the confirmation time.
 */
export async function confirmListingAvailable(userId: string, id: string): Promise<string> {
  try {
    const supabase = await getClient();
    const { data, error } = await supabase.rpc('confirm_listing_available', { listing_id: id });
    if (error) fail('confirmListingAvailable', error);
    return data;
  } finally {
    forgetReads(userId);
  }
}

/** Change only the price. */
export function setListingPrice(userId: string, id: string, price: number): Promise<void> {
  return updateOwn('setListingPrice', userId, id, { price });
}

/** Delete the listing, then its photos. */
export async function deleteListing(userId: string, id: string): Promise<void> {
  let images: string[];
  try {
    const supabase = await getClient();
    const { data, error } = await supabase
      .from('vehicles')
      .delete()
      .eq('id', id)
      .eq('seller_id', userId)
      .select('images')
      .maybeSingle();
    if (error) fail('deleteListing', error);
    if (!data) throw new DataError('deleteListing', 'This listing no longer exists', { status: 404 });
    images = data.images;
  } finally {
    forgetReads(userId);
  }
  try {
    await removePhotos(images);
  } catch (error) {
    throw new DataError('deleteListing', 'The listing was deleted, but its photos could not be removed', {
      cause: error,
    });
  }
}

/**
 * Views, new saves, buyer messages and phone reveals per day of the last
 * `days` days (one row per day, summed in the database), for all the
 * seller's listings or for one.
 */
export function listingActivity(userId: string, days: number, listingId: string | null): Promise<DayTotals[]> {
  return cachedRead(`${cacheKey(userId)}:activity:${String(days)}:${listingId ?? 'all'}`, async () => {
    const supabase = await getClient();
    const { data, error } = await supabase.rpc(
      'seller_activity',
      listingId === null ? { days } : { days, listing_id: listingId },
    );
    if (error) fail('listingActivity', error);
    return data;
  });
}

/** The API answers at most this many rows; longer results are read in pages. */
const PAGE = 1000;

/** Total views, current saves, conversations and phone reveals per listing, every page of them. */
export function listingTotals(userId: string): Promise<ListingTotals[]> {
  return cachedRead(`${cacheKey(userId)}:totals`, async () => {
    const supabase = await getClient();
    const rows: ListingTotals[] = [];
    for (let from = 0; ; from += PAGE) {
      const { data, error } = await supabase.rpc('seller_listing_totals').range(from, from + PAGE - 1);
      if (error) fail('listingTotals', error);
      rows.push(...data);
      if (data.length < PAGE) return rows;
    }
  });
}
