/**
 * What the on-demand seller page answers for an id: the seller's public
 * profile, one page of their active listings with the total, and how many
 * they sold (200); 404 for ids that are not accounts; 503 when the database
 * cannot be asked. Read with the anon key, so row-level security and the
 * public_profiles view decide what shows.
 */
import { isUuid } from '../domain/ids';
import type { ReplyTimeStat } from '../domain/replyTime';
import { pageRange } from '../domain/listingQuery';
import { SELLER_PAGE_SIZE } from '../domain/sellerPage';
import type { Vehicle } from '../domain/vehicle';
import type { Client } from './client';
import { fail } from './errors';
import { sellerReplyTime } from './sellerReplies';
import { VEHICLE_COLUMNS, toVehicle } from './vehicles';

export interface PublicSeller {
  id: string;
  name: string;
  isDealer: boolean;
  memberSince: string | null;
  /** Dealers' only: a private seller's home town stays private. */
  location: string | null;
  avatarUrl: string | null;
  /** Percent of recent buyer conversations answered; null while there are too few to tell. */
  responseRate: number | null;
}

export type SellerPageResult =
  | {
      status: 200;
      seller: PublicSeller;
      listings: Vehicle[];
      total: number;
      soldCount: number;
      page: number;
      /** The seller's usual time to first reply; null with too few conversations to tell. */
      replyTime: ReplyTimeStat | null;
    }
  | { status: 404 | 503 };

export async function publicSeller(id: string, client: Client): Promise<PublicSeller | null> {
  const { data, error } = await client.from('public_profiles').select('*').eq('id', id).maybeSingle();
  if (error) fail('publicSeller', error);
  if (!data?.id) return null;
  return {
    id: data.id,
    name: data.display_name ?? 'Wheelhouse member',
    isDealer: data.is_dealer ?? false,
    memberSince: data.member_since,
    location: data.location,
    avatarUrl: data.avatar_url,
    responseRate: data.response_rate,
  };
}

/** One page of the seller's active listings, newest first, with the exact total. */
export async function sellerListings(
  id: string,
  page: number,
  client: Client,
): Promise<{ listings: Vehicle[]; total: number }> {
  const { from, to } = pageRange(page, SELLER_PAGE_SIZE);
  const { data, error, count } = await client
    .from('vehicles')
    .select(VEHICLE_COLUMNS, { count: 'exact' })
    .eq('seller_id', id)
    .eq('status', 'active')
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  // Past the last page PostgREST answers 416; the page then shows no listings.
  if (error && error.code !== 'PGRST103') fail('sellerListings', error);
  return { listings: (data ?? []).map((row) => toVehicle(row)), total: count ?? 0 };
}

export async function sellerSoldCount(id: string, client: Client): Promise<number> {
  const { error, count } = await client
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .eq('seller_id', id)
    .eq('status', 'sold');
  if (error) fail('sellerSoldCount', error);
  return count ?? 0;
}

export async function loadSellerPage(id: string, page: number, client: Client): Promise<SellerPageResult> {
  if (!isUuid(id)) return { status: 404 };
  const sellerId = id.toLowerCase();
  try {
    const [seller, active, soldCount, replyTime] = await Promise.all([
      publicSeller(sellerId, client),
      sellerListings(sellerId, page, client),
      sellerSoldCount(sellerId, client),
      sellerReplyTime(sellerId, client),
    ]);
    if (!seller) return { status: 404 };
    return { status: 200, seller, ...active, soldCount, page, replyTime };
  } catch (error) {
    console.error('Failed to load the seller page', id, error);
    return { status: 503 };
  }
}
