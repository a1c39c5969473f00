/**
 * What the database benchmarks share: a local stack of their own (in-memory
 * PGlite, or a throwaway native database when DATABASE_URL is set, dropped
 * afterwards) and the summary of a series of timings.
 */
import { startStack, withThrowawayDatabase, type Stack } from '@wheelhouse/local-supabase';

/** Runs `fn` with a fresh, seeded stack named `prefix_*` on native Postgres; stops it (and drops the database) after. */
export async function withBenchStack<T>(prefix: string, fn: (stack: Stack) => Promise<T>): Promise<T> {
  return withThrowawayDatabase(process.env.DATABASE_URL, prefix, async (databaseUrl) => {
    const stack = await startStack({
      port: 0,
      dataDir: 'memory',
      mailPort: null,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    try {
      return await fn(stack);
    } finally {
      await stack.stop();
    }
  });
}

export interface Summary {
  median: number;
  p95: number;
}

/** Median and 95th percentile (nearest rank), rounded to `digits` decimals. */
export function summarize(samples: readonly number[], digits = 1): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Number(at(0.5).toFixed(digits)), p95: Number(at(0.95).toFixed(digits)) };
}

/** The common words' bitmaps, as the hourly refresh-search-words builds them (every batch, at once). */
export const SEARCH_WORDS_SQL = `do $$ begin
  while (public.refresh_search_words() ->> 'pending')::integer > 0 loop end loop;
end $$;`;
