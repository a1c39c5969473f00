import { describe, expect, it } from 'vitest';
import { niceMax, statusCounts } from './sellerStats';

describe('statusCounts', () => {
  it('counts listings per status', () => {
    expect(statusCounts(['active', 'draft', 'active', 'sold'])).toEqual({ active: 2, draft: 1, sold: 1, removed: 0 });
  });
});

describe('niceMax', () => {
  it('rounds an axis maximum up to a readable number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(3);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(42)).toBe(50);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(240)).toBe(250);
  });
});
