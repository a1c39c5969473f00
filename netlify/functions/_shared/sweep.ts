/**
 * The availability sweep (sweep_stale_listings, service role only): reminds
 * sellers of listings unconfirmed for 21 days and pauses those unconfirmed
 * for 30. Each call is one transaction over a bounded batch; a run repeats
 * while batches come back full, up to a bound, and the next run picks up the
 * rest. Plain module (type imports only), so the local stack runner can load
 * it without a bundler.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';

export interface SweepResult {
  reminded: number;
  paused: number;
  /** Calls made this run. */
  rounds: number;
}

export interface SweepOptions {
  batchSize?: number;
  maxRounds?: number;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

export async function runSweep(
  client: SupabaseClient<Database>,
  { batchSize = 200, maxRounds = 20 }: SweepOptions = {},
): Promise<SweepResult> {
  const total: SweepResult = { reminded: 0, paused: 0, rounds: 0 };
  while (total.rounds < maxRounds) {
    const { data, error } = await client.rpc('sweep_stale_listings', { batch_size: batchSize });
    if (error) throw new Error(`the availability sweep failed: ${error.message}`);
    const answer = (data ?? {}) as { reminded?: unknown; paused?: unknown };
    const reminded = count(answer.reminded);
    const paused = count(answer.paused);
    total.reminded += reminded;
    total.paused += paused;
    total.rounds += 1;
    if (reminded < batchSize && paused < batchSize) break;
  }
  return total;
}
