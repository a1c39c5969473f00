/**
 * What a listing's page shows about its price: the rating with its evidence
 * (price_rating_evidence, computed by the database on read) and the price
 * and availability history of the vehicle across its listings, both part of
 * listing_page's one answer (src/lib/data/listingPage.ts).
 */
import type { HistoryRow } from '../domain/priceHistory';
import type { PriceRating } from '../domain/priceRating';
import { ClosedSets } from '../database.types';
import { z } from '../domain/zod';

const evidenceSchema = z.object({
  rating: z.enum(ClosedSets.vehicles.price_rating).nullable(),
  expectedPrice: z.number().nullable(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  comparableCount: z.number(),
  sellerCount: z.number(),
  basis: z.enum(['model', 'make_body', 'body', 'make']),
  basisName: z.string(),
  adjustments: z
    .object({ perYear: z.number(), per10000Km: z.number(), per10PercentPower: z.number(), perFeature: z.number() })
    .nullable(),
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

export type PriceInsight =
  { status: 'ready'; evidence: PriceEvidence | null; history: HistoryRow[] } | { status: 'error' };

const historySchema = z.array(
  z.object({
    kind: z.enum(ClosedSets.vehicle_history.kind),
    status: z.string(),
    previous_status: z.string().nullable(),
    price: z.number(),
    previous_price: z.number().nullable(),
    occurred_at: z.string(),
    vehicle_id: z.string(),
  }),
);

/**
 * The price section of listing_page's answer: the rating with its evidence
 * (null for a listing not for sale) and the vehicle's events, oldest first
 * (at most the latest 200). The database answers null when it could not
 * compute them; the rest of the page shows regardless.
 */
export function toPriceInsight(vehicleId: string, answer: unknown): PriceInsight {
  const parsed = z.object({ evidence: evidenceSchema.nullable(), history: historySchema }).nullable().safeParse(answer);
  if (!parsed.success || parsed.data === null) {
    console.error('Failed to load the price rating and history', vehicleId, parsed.error ?? 'not computed');
    return { status: 'error' };
  }
  return { status: 'ready', evidence: parsed.data.evidence, history: parsed.data.history };
}
