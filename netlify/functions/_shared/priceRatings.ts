/**
 * The daily price-rating refresh (refresh_aged_price_ratings, service role):
 * sold comparables drop out 90 days after their sale without any write, so
 * the listings that rested on them are re-rated once a day. Each call covers
 * a few aged sales (an API request has 8 seconds); the run calls again until
 * the database says done or its own time is spent (a scheduled function has
 * 30 seconds), and the next run carries on from the database's cursor.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { z } from '../../../src/lib/domain/zod.ts';
import { runBatches, type BatchTotals } from './batches.ts';

const callSchema = z.object({ aged: z.number().int(), changed: z.number().int(), done: z.boolean() });

export type PriceRatingRefresh = BatchTotals<'aged' | 'changed'>;

export function refreshAgedPriceRatings(
  client: SupabaseClient<Database>,
  { budgetMs = 20_000, perCall = 10 }: { budgetMs?: number; perCall?: number } = {},
): Promise<PriceRatingRefresh> {
  return runBatches(
    ['aged', 'changed'],
    async () => {
      const { data, error } = await client.rpc('refresh_aged_price_ratings', { max_listings: perCall });
      if (error) throw new Error(`refreshing price ratings failed: ${error.message}`);
      return callSchema.parse(data);
    },
    budgetMs,
  );
}

const staleCallSchema = z.object({
  groups: z.number().int(),
  listings: z.number().int(),
  changed: z.number().int(),
  done: z.boolean(),
});

export type StalePriceGroupsRun = BatchTotals<'groups' | 'listings' | 'changed'>;

/**
 * Every 5 minutes: re-rates the listings of the large price groups (over 200 listings) that
 * writes refitted since their last pass (rerate_stale_price_groups, service role). A write
 * re-rates its own listing and small groups at once; in a large one, one listing moves the fit
 * by a hair, so the others follow within minutes rather than in the seller's request.
 */
export function rerateStalePriceGroups(
  client: SupabaseClient<Database>,
  { budgetMs = 20_000, perCall = 1_000 }: { budgetMs?: number; perCall?: number } = {},
): Promise<StalePriceGroupsRun> {
  return runBatches(
    ['groups', 'listings', 'changed'],
    async () => {
      const { data, error } = await client.rpc('rerate_stale_price_groups', { max_listings: perCall });
      if (error) throw new Error(`re-rating stale price groups failed: ${error.message}`);
      return staleCallSchema.parse(data);
    },
    budgetMs,
  );
}
