import { describe, expect, it } from 'vitest';
import { dailySeries, dayRange, niceMax, statusCounts } from './sellerStats';

const TODAY = new Date('2026-03-02T09:00:00Z');

describe('dayRange', () => {
  it('lists the last days up to today, oldest first, across a month end', () => {
    expect(dayRange(3, TODAY)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('dailySeries', () => {
  const rows = [
    { vehicle_id: 'a', day: '2026-03-01', views: 4, favorites: 1, messages: 0 },
    { vehicle_id: 'b', day: '2026-03-01', views: 2, favorites: 0, messages: 3 },
    { vehicle_id: 'a', day: '2026-03-02', views: 1, favorites: 0, messages: 1 },
    { vehicle_id: 'a', day: '2026-01-01', views: 99, favorites: 9, messages: 9 },
  ];

  it('sums every listing per day and fills quiet days with zeros', () => {
    expect(dailySeries(rows, 3, null, TODAY)).toEqual([
      { day: '2026-02-28', views: 0, favorites: 0, messages: 0 },
      { day: '2026-03-01', views: 6, favorites: 1, messages: 3 },
      { day: '2026-03-02', views: 1, favorites: 0, messages: 1 },
    ]);
  });

  it('can show one listing only', () => {
    expect(dailySeries(rows, 2, 'b', TODAY)).toEqual([
      { day: '2026-03-01', views: 2, favorites: 0, messages: 3 },
      { day: '2026-03-02', views: 0, favorites: 0, messages: 0 },
    ]);
  });
});

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
