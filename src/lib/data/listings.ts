/** Listing search (filters, term, sort, page with a total) and single-listing reads. */
import type { VehicleFilters } from '../domain/filters';
import { listingConditions, listingOrder, pageRange, type SortKey } from '../domain/listingQuery';
import type { Vehicle } from '../domain/vehicle';
import type { Client } from './client';
import { getClient } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { fail } from './errors';
import { wordFilter } from './postgrestFilters';
import { VEHICLE_COLUMNS, toVehicle } from './vehicles';

export interface ListingPage {
  vehicles: Vehicle[];
  total: number;
}

/** One page of active listings matching the filters, with the exact total. */
export async function searchListings(
  filters: VehicleFilters,
  sort: SortKey,
  page: number,
  client?: Client,
): Promise<ListingPage> {
  const supabase = client ?? (await getClient());
  let query = supabase.from('vehicles').select(VEHICLE_COLUMNS, { count: 'exact' });
  for (const condition of listingConditions(filters)) {
    switch (condition.op) {
      case 'eq':
        query = query.eq(condition.column, condition.value);
        break;
      case 'gte':
        query = query.gte(condition.column, condition.value);
        break;
      case 'lte':
        query = query.lte(condition.column, condition.value);
        break;
      case 'contains':
        query = query.contains(condition.column, condition.value);
        break;
      case 'word':
        query = query.or(wordFilter(condition.value));
        break;
    }
  }
  for (const { column, ascending } of listingOrder(sort)) query = query.order(column, { ascending });
  const { from, to } = pageRange(page);
  const { data, error, count } = await query.range(from, to);
  if (error) fail('searchListings', error);
  return { vehicles: data.map((row) => toVehicle(row)), total: count ?? data.length };
}

/**
 * Whether a prebuilt page of listings still matches the database: every one
 * still for sale at the same price. One small REST request with the public
 * key and no supabase-js, so a page that is still current costs its visitor
 * almost nothing; any failure counts as "cannot tell" (true), leaving the
 * prebuilt page as it is.
 */
export async function listingsStillCurrent(vehicles: readonly Vehicle[]): Promise<boolean> {
  if (vehicles.length === 0) return true;
  const ids = vehicles.map((v) => v.id).join(',');
  try {
    const response = await fetch(`${SUPABASE_URL}/rest/v1/vehicles?select=id,price,status&id=in.(${ids})`, {
      headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${SUPABASE_ANON_KEY}` },
    });
    if (!response.ok) return true;
    const rows = (await response.json()) as { id: string; price: number; status: string }[];
    const now = new Map(rows.map((row) => [row.id, row]));
    return vehicles.every((v) => now.get(v.id)?.status === 'active' && now.get(v.id)?.price === v.price);
  } catch {
    return true;
  }
}
