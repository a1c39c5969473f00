import { describe, expect, it } from 'vitest';
import { createAheadCache } from './ahead.ts';

describe('answers asked for ahead', () => {
  it('hands an answer over once, while it is young enough', async () => {
    let clock = 0;
    const cache = createAheadCache<string>({ keepFor: 1000, limit: 3, now: () => clock });
    cache.put('a', Promise.resolve('first page'));
    expect(cache.has('a')).toBe(true);
    await expect(cache.take('a')).resolves.toBe('first page');
    expect(cache.take('a')).toBeNull();

    cache.put('b', Promise.resolve('later'));
    clock = 1001;
    expect(cache.has('b')).toBe(false);
    expect(cache.take('b')).toBeNull();
  });

  it('keeps only the latest few', () => {
    const cache = createAheadCache<number>({ keepFor: 1000, limit: 2, now: () => 0 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.put(key, Promise.resolve(value));
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(true);
    expect(cache.has('c')).toBe(true);
  });

  it('drops an answer that failed, so the caller asks again', async () => {
    const cache = createAheadCache<number>({ keepFor: 1000, limit: 2, now: () => 0 });
    const failed = Promise.reject(new Error('offline'));
    cache.put('a', failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(cache.take('a')).toBeNull();
  });
});
