/**
 * The hourly choice of search words with bitmaps (refresh_search_words,
 * service role): words so many listings hold that a search for them would
 * otherwise read every one of those listings get a bitmap, kept exact by the
 * listings' triggers. Each call builds the bitmaps of a batch of new words
 * (about 250,000 listings' words); the run calls again until none is pending
 * or its time is spent (a scheduled function has 30 seconds, a call up to
 * 15), and the next run carries on.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { z } from '../../../src/lib/domain/zod.ts';
import { runBatches, type BatchTotals } from './batches.ts';

const callSchema = z.object({
  words: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  pending: z.number().int(),
});

export type SearchWordsRefresh = BatchTotals<'added' | 'removed'>;

export function refreshSearchWords(
  client: SupabaseClient<Database>,
  { budgetMs = 12_000, minListings }: { budgetMs?: number; minListings?: number } = {},
): Promise<SearchWordsRefresh> {
  return runBatches(
    ['added', 'removed'],
    async () => {
      const { data, error } = await client.rpc(
        'refresh_search_words',
        minListings === undefined ? {} : { min_listings: minListings },
      );
      if (error) throw new Error(`refreshing the search words failed: ${error.message}`);
      const call = callSchema.parse(data);
      return { added: call.added, removed: call.removed, done: call.pending === 0 };
    },
    budgetMs,
  );
}
