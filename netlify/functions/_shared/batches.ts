/**
 * Scheduled functions that work through a backlog in batches: call a
 * database step until it says done or the function's time is spent (a
 * scheduled function has 30 seconds; an API request 8), adding up the counts
 * each call reports. The next run carries on from the database's state.
 */
export type BatchTotals<K extends string> = Record<K, number> & { done: boolean; calls: number };

export async function runBatches<K extends string>(
  keys: readonly K[],
  step: () => Promise<Record<K, number> & { done: boolean }>,
  budgetMs: number,
): Promise<BatchTotals<K>> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  let done = false;
  let calls = 0;
  const started = Date.now();
  while (!done && Date.now() - started < budgetMs) {
    const call = await step();
    for (const key of keys) counts[key] += call[key];
    done = call.done;
    calls += 1;
  }
  return { ...counts, done, calls };
}
