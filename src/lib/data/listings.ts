/** Listing search (filters, term, sort, page with a total) and single-listing reads. */
import type { VehicleFilters } from '../domain/filters';
import type { FilterType } from '../domain/constants';
import { defaultFilters } from '../domain/filters';
import {
  DEFAULT_SORT,
  listingConditions,
  listingOrder,
  pageRange,
  restFilters,
  restOrder,
  type SortKey,
} from '../domain/listingQuery';
import type { Vehicle } from '../domain/vehicle';
import type { Client } from './client';
import { getClient } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { fail } from './errors';
import { wordFilter } from './postgrestFilters';
import { VEHICLE_COLUMNS, toVehicle, type VehicleRow } from './vehicles';

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
 * The current first page of a listing route (newest first, no filters) with
 * its exact total, for a prebuilt listing page to compare with what the
 * build saw. One REST request with the public key and no supabase-js, so a
 * visitor who only reads the page never downloads the client. Null when the
 * database cannot be asked: the page then keeps the build's results.
 */
export async function currentFirstPage(type: FilterType): Promise<ListingPage | null> {
  const { from, to } = pageRange(1);
  const params = new URLSearchParams({
    select: VEHICLE_COLUMNS,
    order: restOrder(listingOrder(DEFAULT_SORT)),
    offset: String(from),
    limit: String(to - from + 1),
  });
  for (const [column, filter] of restFilters(listingConditions(defaultFilters(type)))) params.append(column, filter);
  try {
    const response = await fetch(`${SUPABASE_URL}/rest/v1/vehicles?${params.toString()}`, {
      headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${SUPABASE_ANON_KEY}`, Prefer: 'count=exact' },
    });
    if (!response.ok) return null;
    const rows = (await response.json()) as VehicleRow[];
    const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? Number.NaN);
    return { vehicles: rows.map((row) => toVehicle(row)), total: Number.isFinite(total) ? total : rows.length };
  } catch {
    return null;
  }
}
