/**
 * What the on-demand detail page answers for an id: the listing (200, active
 * or sold), 404 (not an id, never existed, a draft, or paused: then the page
 * lets its seller load it), 410 (deleted, or hidden by moderators) or 503
 * (the database could not be asked). One request (listing_page) brings the
 * listing, its seller's facts, the similar listings and the price insight.
 */
import { isListingId } from '../domain/cacheTags';
import type { Vehicle } from '../domain/vehicle';
import { DataError } from './errors';
import { toPriceInsight, type PriceInsight } from './priceInsight';
import type { Rpc } from './publicRpc';
import { isDetailsAnswer, toVehicle, toVehicleDetails, type VehicleDetails, type VehicleRow } from './vehicles';

export type ListingPageResult =
  | { status: 200; details: VehicleDetails; similar: Vehicle[]; insight: PriceInsight }
  | { status: 404; paused?: true }
  | { status: 410 | 503 };

function availabilityOf(answer: object): 'gone' | 'paused' | null {
  const availability = 'availability' in answer ? answer.availability : null;
  return availability === 'gone' || availability === 'paused' ? availability : null;
}

/** The page's data in one request: listing_page answers the listing with the rest, or its availability. */
export async function listingPage(id: string, rpc: Rpc): Promise<ListingPageResult> {
  const data = await rpc('listingPage', 'listing_page', { listing_id: id });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DataError('listingPage', 'The listing page answered in an unexpected shape');
  }
  if (!isDetailsAnswer(data)) {
    const availability = availabilityOf(data);
    if (availability === 'gone') return { status: 410 };
    return availability === 'paused' ? { status: 404, paused: true } : { status: 404 };
  }
  const similar = 'similar' in data && Array.isArray(data.similar) ? (data.similar as VehicleRow[]) : [];
  return {
    status: 200,
    details: toVehicleDetails(data),
    similar: similar.map((row) => toVehicle(row)),
    insight: toPriceInsight(id, 'insight' in data ? data.insight : null),
  };
}

export async function loadListingPage(id: string, rpc: Rpc): Promise<ListingPageResult> {
  if (!isListingId(id)) return { status: 404 };
  try {
    return await listingPage(id, rpc);
  } catch (error) {
    console.error('Failed to load the listing', id, error);
    return { status: 503 };
  }
}
