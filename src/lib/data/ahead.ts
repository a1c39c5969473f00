/**
 * Answers asked for ahead of need: a request started because the visitor is
 * likely to want its answer next, kept briefly and handed over once. A
 * caller that finds nothing (or finds an answer too old, or one that
 * failed) asks again itself.
 */
export interface AheadCache<T> {
  /** Keep a request's answer under `key` (the oldest kept is dropped past the limit). */
  put(key: string, answer: Promise<T>): void;
  /** Whether an answer under `key` is kept and still young enough to hand over. */
  has(key: string): boolean;
  /** The answer under `key`, once; null if none is kept or it is too old. */
  take(key: string): Promise<T> | null;
}

export function createAheadCache<T>(options: { keepFor: number; limit: number; now?: () => number }): AheadCache<T> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; answer: Promise<T> }>();
  const young = (key: string) => {
    const entry = kept.get(key);
    if (entry && now() - entry.at <= options.keepFor) return entry;
    kept.delete(key);
    return null;
  };
  return {
    put(key, answer) {
      // A failed answer is never handed over; nothing waits on it meanwhile.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      kept.delete(key);
      kept.set(key, { at: now(), answer });
      for (const oldest of kept.keys()) {
        if (kept.size <= options.limit) break;
        kept.delete(oldest);
      }
    },
    has: (key) => young(key) !== null,
    take(key) {
      const entry = young(key);
      kept.delete(key);
      return entry?.answer ?? null;
    },
  };
}
