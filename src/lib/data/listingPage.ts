/**
 * What the on-demand detail page answers for an id: the listing (200, active
 * or sold), 404 (not an id, never existed, a draft, or paused: then the page
 * lets its seller load it), 410 (deleted, or hidden by moderators) or 503
 * (the database could not be asked).
 */
import { isListingId } from '../domain/cacheTags';
import type { Vehicle } from '../domain/vehicle';
import type { Client } from './client';
import { fail } from './errors';
import { similarVehicles, vehicleDetails, type VehicleDetails } from './vehicles';

export type ListingPageResult =
  { status: 200; details: VehicleDetails; similar: Vehicle[] } | { status: 404; paused?: true } | { status: 410 | 503 };

/** 'public', 'gone', 'paused' or null for a listing id, without exposing rows the caller may not read. */
export async function listingAvailability(id: string, client: Client): Promise<'public' | 'gone' | 'paused' | null> {
  const { data, error } = await client.rpc('listing_availability', { listing_id: id });
  if (error) fail('listingAvailability', error);
  return data === 'public' || data === 'gone' || data === 'paused' ? data : null;
}

export async function loadListingPage(id: string, client: Client): Promise<ListingPageResult> {
  if (!isListingId(id)) return { status: 404 };
  try {
    const details = await vehicleDetails(id, client);
    if (!details) {
      const availability = await listingAvailability(id, client);
      if (availability === 'gone') return { status: 410 };
      return availability === 'paused' ? { status: 404, paused: true } : { status: 404 };
    }
    return { status: 200, details, similar: await similarVehicles(details.vehicle, 3, client) };
  } catch (error) {
    console.error('Failed to load the listing', id, error);
    return { status: 503 };
  }
}
