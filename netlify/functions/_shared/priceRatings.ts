/**
 * The daily price-rating refresh (refresh_aged_price_ratings, service role):
 * sold comparables drop out 90 days after their sale without any write, so
 * the listings that rested on them are re-rated once a day.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/data/database.types';
import { z } from '../../../src/lib/domain/zod';

const resultSchema = z.object({ full: z.boolean(), aged: z.number().int(), changed: z.number().int() });

export type PriceRatingRefresh = z.infer<typeof resultSchema>;

export async function refreshAgedPriceRatings(client: SupabaseClient<Database>): Promise<PriceRatingRefresh> {
  const { data, error } = await client.rpc('refresh_aged_price_ratings');
  if (error) throw new Error(`refreshing price ratings failed: ${error.message}`);
  return resultSchema.parse(data);
}
