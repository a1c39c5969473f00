import { describe, expect, it } from 'vitest';
import { pageFingerprint, samePage } from './listings.ts';

describe('samePage', () => {
  it('tells a page that changed (a listing, its details or the total) from the same one', () => {
    const page = { vehicles: [{ id: 'a', price: 1 }], total: 10 };
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 10 })).toBe(true);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 11 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 2 }], total: 10 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'b', price: 1 }], total: 10 })).toBe(false);
  });
});

describe('pageFingerprint', () => {
  it('is the same for the same page and differs when a listing, its details or the total change', () => {
    const page = { vehicles: [{ id: 'a', price: 1 }], total: 10 };
    const print = pageFingerprint(page);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 1 }], total: 10 })).toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 1 }], total: 11 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 2 }], total: 10 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'b', price: 1 }], total: 10 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [], total: 10 })).not.toBe(print);
  });
});
