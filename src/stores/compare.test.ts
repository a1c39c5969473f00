import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads and writes window.localStorage; node has neither.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  },
});

const { $compare, clearCompare, loadStoredCompareList, removeFromCompare, toggleCompare } =
  await import('./compare.ts');
const { $toasts } = await import('./toasts.ts');

const id = (n: number) => `5a1e000${String(n)}-0000-4000-8000-00000000000${String(n)}`;

describe('the compare list', () => {
  beforeEach(() => {
    storage.clear();
    clearCompare();
    $toasts.set([]);
    loadStoredCompareList();
  });

  it('adds and removes listings, and remembers them in storage', () => {
    toggleCompare(id(1));
    toggleCompare(id(2));
    expect($compare.get()).toEqual([id(1), id(2)]);
    expect(JSON.parse(storage.get('wheelhouse:compare') ?? '')).toEqual([id(1), id(2)]);
    toggleCompare(id(1));
    expect($compare.get()).toEqual([id(2)]);
    removeFromCompare(id(2));
    expect($compare.get()).toEqual([]);
  });

  it('refuses a fourth listing with a toast and keeps the three', () => {
    for (const n of [1, 2, 3]) toggleCompare(id(n));
    toggleCompare(id(4));
    expect($compare.get()).toEqual([id(1), id(2), id(3)]);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'You can compare up to 3 listings', variant: 'destructive' }),
    ]);
  });

  it('loads the stored list on the next page, ignoring malformed or excess ids', () => {
    storage.set('wheelhouse:compare', JSON.stringify([id(1), 'junk', id(1), id(2), id(3), id(4), 7]));
    loadStoredCompareList();
    expect($compare.get()).toEqual([id(1), id(2), id(3)]);
    storage.set('wheelhouse:compare', '{not json');
    loadStoredCompareList();
    expect($compare.get()).toEqual([]);
  });

  it('reads the stored list when first used, so a tap before the tray has loaded keeps the stored ids', async () => {
    storage.set('wheelhouse:compare', JSON.stringify([id(1)]));
    vi.resetModules();
    const fresh = await import('./compare.ts');
    fresh.toggleCompare(id(2));
    expect(fresh.$compare.get()).toEqual([id(1), id(2)]);
    expect(JSON.parse(storage.get('wheelhouse:compare') ?? '')).toEqual([id(1), id(2)]);
  });
});
