import { describe, expect, it } from 'vitest';
import { KEEP_FOR_MS, STALE_AFTER_MS, cachedRead, invalidate, sweep, type CacheStore } from './cache.ts';

function mapStore(): CacheStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('cachedRead', () => {
  it('serves a fresh result without calling the server again', async () => {
    const store = mapStore();
    let t = 0;
    let calls = 0;
    const fetcher = () => Promise.resolve(++calls);
    expect(await cachedRead('k', fetcher, { store, now: () => t })).toBe(1);
    t = STALE_AFTER_MS - 1;
    expect(await cachedRead('k', fetcher, { store, now: () => t })).toBe(1);
    expect(calls).toBe(1);
  });

  it('reads again once the result is 60 seconds old', async () => {
    const store = mapStore();
    let t = 0;
    let calls = 0;
    const fetcher = () => Promise.resolve(++calls);
    await cachedRead('k', fetcher, { store, now: () => t });
    t = STALE_AFTER_MS;
    expect(await cachedRead('k', fetcher, { store, now: () => t })).toBe(2);
  });

  it('drops entries kept longer than five minutes', async () => {
    const store = mapStore();
    await cachedRead('old', () => Promise.resolve('a'), { store, now: () => 0 });
    await cachedRead('new', () => Promise.resolve('b'), { store, now: () => KEEP_FOR_MS });
    sweep(KEEP_FOR_MS + 1, store);
    expect([...store.map.keys()]).toEqual(['wheelhouse:cache:new']);
  });

  it('forgets entries by prefix after a write', async () => {
    const store = mapStore();
    await cachedRead('favorites:u1:a', () => Promise.resolve(1), { store, now: () => 0 });
    await cachedRead('profile:u1', () => Promise.resolve(2), { store, now: () => 0 });
    invalidate('favorites:u1', store);
    expect([...store.map.keys()]).toEqual(['wheelhouse:cache:profile:u1']);
  });

  it('does not store an answer that a write made out of date while it was in flight', async () => {
    const store = mapStore();
    let finish: (value: string) => void = () => undefined;
    const inFlight = cachedRead('favorites:u1:check', () => new Promise<string>((resolve) => (finish = resolve)), {
      store,
      now: () => 0,
    });
    invalidate('favorites:u1', store);
    finish('before the write');
    expect(await inFlight).toBe('before the write');
    expect(store.map.size).toBe(0);
  });
});
