/**
 * What a listing's page shows about its price: the rating with its evidence
 * (price_rating_evidence, computed by the database on read) and the price
 * and availability history of the vehicle across its listings.
 */
import type { HistoryRow } from '../domain/priceHistory';
import type { PriceRating } from '../domain/priceRating';
import { ClosedSets } from './database.types';
import { z } from '../domain/zod';
import type { Client } from './client';
import { fail } from './errors';

const evidenceSchema = z.object({
  rating: z.enum(ClosedSets.vehicles.price_rating).nullable(),
  expectedPrice: z.number().nullable(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  comparableCount: z.number(),
  comparables: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.number(),
      adjustedPrice: z.number(),
      year: z.number(),
      mileage: z.number(),
      status: z.string(),
    }),
  ),
});

export interface PriceEvidence extends z.infer<typeof evidenceSchema> {
  rating: PriceRating | null;
}

/** An active listing's rating with its comparables; null for a listing that is not for sale. */
export async function priceRatingEvidence(vehicleId: string, client: Client): Promise<PriceEvidence | null> {
  const { data, error } = await client.rpc('price_rating_evidence', { listing_id: vehicleId });
  if (error) fail('priceRatingEvidence', error);
  return data === null ? null : evidenceSchema.parse(data);
}

export const HISTORY_COLUMNS = 'kind,status,previous_status,price,previous_price,occurred_at,vehicle_id';

/** The vehicle's recorded events, oldest first (at most the latest 200). */
export async function vehicleHistory(lineageId: string, client: Client): Promise<HistoryRow[]> {
  const { data, error } = await client
    .from('vehicle_history')
    .select(HISTORY_COLUMNS)
    .eq('lineage_id', lineageId)
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(200);
  if (error) fail('vehicleHistory', error);
  return data.reverse();
}

export type PriceInsight =
  { status: 'ready'; evidence: PriceEvidence | null; history: HistoryRow[] } | { status: 'error' };

/** Both at once, for the listing page; a failure leaves the rest of the page alone. */
export async function loadPriceInsight(vehicleId: string, lineageId: string, client: Client): Promise<PriceInsight> {
  try {
    const [evidence, history] = await Promise.all([
      priceRatingEvidence(vehicleId, client),
      vehicleHistory(lineageId, client),
    ]);
    return { status: 'ready', evidence, history };
  } catch (error) {
    console.error('Failed to load the price rating and history', vehicleId, error);
    return { status: 'error' };
  }
}
