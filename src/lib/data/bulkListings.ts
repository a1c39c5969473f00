/**
 * Bulk actions on the seller's listings (57_bulk_listing_actions.sql): the
 * listings a My listings query matches, and the calls that change many at
 * once. Each call is one statement in the database, up to BULK_BATCH_SIZE
 * listings; more are sent in batches one after the other. Row-level
 * security keeps every call to the caller's own listings.
 */
import {
  batches,
  type BulkOutcome,
  type BulkStatusAction,
  type PriceChange,
  type Refusal,
  type SelectedListing,
} from '../domain/bulkListings';
import type { MyListingsQuery } from '../domain/myListings';
import { getClient } from './client';
import { fail } from './errors';
import { forgetReads, termFilters } from './sellerListings';

/** The API answers at most this many rows; longer results are read in pages. */
const PAGE = 1000;

/** Every listing of the seller's on a status tab matching a search term (all pages), newest first. */
export async function matchingListings(userId: string, query: MyListingsQuery): Promise<SelectedListing[]> {
  const supabase = await getClient();
  const found: SelectedListing[] = [];
  for (let from = 0; ; from += PAGE) {
    let request = supabase.from('vehicles').select('id,title,price,status').eq('seller_id', userId);
    if (query.tab !== 'all') request = request.eq('status', query.tab);
    for (const filter of termFilters(query.term)) request = request.or(filter);
    const { data, error } = await request
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) fail('matchingListings', error);
    found.push(...data);
    if (data.length < PAGE) return found;
  }
}

interface OutcomeRow {
  listing_id: string;
  outcome: string;
  reason: string | null;
  previous_status?: string | null;
}

function outcomeOf(row: OutcomeRow, previousStatus: string | null): BulkOutcome {
  return {
    listingId: row.listing_id,
    outcome: row.outcome as BulkOutcome['outcome'],
    reason: row.reason as Refusal | null,
    previousStatus,
  };
}

/** Runs the batches one after the other; the seller's cached reads go whatever happens. */
async function inBatches(
  userId: string,
  ids: readonly string[],
  call: (batch: string[]) => Promise<BulkOutcome[]>,
): Promise<BulkOutcome[]> {
  try {
    const outcomes: BulkOutcome[] = [];
    for (const batch of batches(ids)) outcomes.push(...(await call(batch)));
    return outcomes;
  } finally {
    forgetReads(userId);
  }
}

/** Change the price of the listings by an amount or a percentage (bulk_change_listing_prices). */
export function bulkChangePrices(userId: string, ids: readonly string[], change: PriceChange): Promise<BulkOutcome[]> {
  return inBatches(userId, ids, async (batch) => {
    const supabase = await getClient();
    const { data, error } = await supabase.rpc(
      'bulk_change_listing_prices',
      change.kind === 'amount'
        ? { listing_ids: batch, amount: change.euros }
        : { listing_ids: batch, percent: change.percent },
    );
    if (error) fail('bulkChangePrices', error);
    return data.map((row) => outcomeOf(row, null));
  });
}

/** Mark the listings sold, pause them or withdraw them to drafts (bulk_set_listing_status). */
export function bulkSetStatus(
  userId: string,
  ids: readonly string[],
  status: BulkStatusAction,
): Promise<BulkOutcome[]> {
  return inBatches(userId, ids, async (batch) => {
    const supabase = await getClient();
    const { data, error } = await supabase.rpc('bulk_set_listing_status', { listing_ids: batch, new_status: status });
    if (error) fail('bulkSetStatus', error);
    return data.map((row) => outcomeOf(row, row.previous_status));
  });
}

/** Confirm the live and paused listings as still available (bulk_confirm_listings_available). */
export function bulkConfirmAvailable(userId: string, ids: readonly string[]): Promise<BulkOutcome[]> {
  return inBatches(userId, ids, async (batch) => {
    const supabase = await getClient();
    const { data, error } = await supabase.rpc('bulk_confirm_listings_available', { listing_ids: batch });
    if (error) fail('bulkConfirmAvailable', error);
    return data.map((row) => outcomeOf(row, row.previous_status));
  });
}
