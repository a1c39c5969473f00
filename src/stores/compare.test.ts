import { beforeEach, describe, expect, it } from 'vitest';

// The store reads and writes window.localStorage; node has neither.
const storage = new Map<string, string>();
const listeners = new Set<(event: { key: string | null }) => void>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    addEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.delete(listener),
  },
});

const { $compare, clearCompare, removeFromCompare, toggleCompare } = await import('./compare.ts');
const { $toasts } = await import('./toasts.ts');

const id = (n: number) => `5a1e000${String(n)}-0000-4000-8000-00000000000${String(n)}`;

describe('the compare list', () => {
  let unsubscribe: () => void = () => undefined;

  beforeEach(() => {
    unsubscribe();
    storage.clear();
    clearCompare();
    $toasts.set([]);
    unsubscribe = $compare.listen(() => undefined);
  });

  it('adds and removes listings, and remembers them in storage', () => {
    toggleCompare(id(1), 'Golf');
    toggleCompare(id(2), 'Polo');
    expect($compare.get()).toEqual([id(1), id(2)]);
    expect(JSON.parse(storage.get('wheelhouse:compare') ?? '')).toEqual([id(1), id(2)]);
    toggleCompare(id(1), 'Golf');
    expect($compare.get()).toEqual([id(2)]);
    removeFromCompare(id(2));
    expect($compare.get()).toEqual([]);
  });

  it('refuses a fourth listing with a toast and keeps the three', () => {
    for (const n of [1, 2, 3]) toggleCompare(id(n), `Car ${String(n)}`);
    toggleCompare(id(4), 'Car 4');
    expect($compare.get()).toEqual([id(1), id(2), id(3)]);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'You can compare up to 3 listings', variant: 'destructive' }),
    ]);
  });

  it('follows another tab, and ignores malformed or excess stored ids', () => {
    storage.set('wheelhouse:compare', JSON.stringify([id(1), 'junk', id(1), id(2), id(3), id(4), 7]));
    for (const listener of listeners) listener({ key: 'wheelhouse:compare' });
    expect($compare.get()).toEqual([id(1), id(2), id(3)]);
    storage.set('wheelhouse:compare', '{not json');
    for (const listener of listeners) listener({ key: 'wheelhouse:compare' });
    expect($compare.get()).toEqual([]);
  });
});
