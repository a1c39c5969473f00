/**
 * The data layer's read cache (spec §9): a result is fresh for 60 seconds
 * (served without a request) and kept for 5 minutes; after that it is
 * dropped. Entries live in sessionStorage, so moving between the site's
 * static pages does not repeat the same reads. Writes invalidate by prefix.
 */
export const STALE_AFTER_MS = 60_000;
export const KEEP_FOR_MS = 5 * 60_000;

const PREFIX = 'wheelhouse:cache:';

interface Entry {
  at: number;
  value: unknown;
}

export interface CacheStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** Bumped by every invalidation; a read that started before one must not store its (maybe old) answer. */
let epoch = 0;

const memory = new Map<string, string>();
const memoryStore: CacheStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};

function defaultStore(): CacheStore {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStore;
  }
}

function keys(store: CacheStore): string[] {
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) === true,
  );
}

function read(store: CacheStore, key: string): Entry | null {
  try {
    const raw = store.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Entry) : null;
  } catch {
    return null;
  }
}

/** Drop entries kept longer than 5 minutes. */
export function sweep(now: number = Date.now(), store: CacheStore = defaultStore()): void {
  for (const key of keys(store)) {
    const entry = read(store, key.slice(PREFIX.length));
    if (!entry || now - entry.at > KEEP_FOR_MS) store.removeItem(key);
  }
}

/** The cached value if fresh, else the fetcher's result (then cached). */
export async function cachedRead<T>(
  key: string,
  fetcher: () => Promise<T>,
  options: { now?: () => number; store?: CacheStore } = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const store = options.store ?? defaultStore();
  const entry = read(store, key);
  if (entry && now() - entry.at < STALE_AFTER_MS) return entry.value as T;
  const startedAt = epoch;
  const value = await fetcher();
  if (startedAt !== epoch) return value;
  try {
    store.setItem(PREFIX + key, JSON.stringify({ at: now(), value } satisfies Entry));
  } catch {
    // Storage full or disabled: the read still succeeds, just uncached.
  }
  sweep(now(), store);
  return value;
}

/** Forget every entry whose key starts with `prefix` (after a write). */
export function invalidate(prefix: string, store: CacheStore = defaultStore()): void {
  epoch += 1;
  for (const key of keys(store)) if (key.startsWith(PREFIX + prefix)) store.removeItem(key);
}
