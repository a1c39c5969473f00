import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import {
  HISTORY_KEYS,
  describeEvent,
  firstListed,
  listedText,
  priceChart,
  recentReduction,
  reductionText,
  timeAgo,
  type HistoryRow,
} from './priceHistory';

const now = new Date('2026-11-24T12:00:00Z');
const say = pick('en', HISTORY_KEYS);
const german = pick('de', HISTORY_KEYS);

function row(overrides: Partial<HistoryRow>): HistoryRow {
  return {
    kind: 'price',
    status: 'active',
    previous_status: null,
    price: 10_000,
    previous_price: null,
    occurred_at: '2026-11-01T10:00:00Z',
    vehicle_id: 'a',
    ...overrides,
  };
}

/** Intl writes German numbers and units with no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('time ago', () => {
  it.each([
    ['2026-11-24T08:00:00Z', 'today'],
    ['2026-11-23T08:00:00Z', 'yesterday'],
    ['2026-11-12T08:00:00Z', 'twelve days ago'],
    ['2026-11-11T08:00:00Z', '13 days ago'],
    ['2026-10-21T08:00:00Z', '34 days ago'],
    ['2026-08-01T08:00:00Z', 'three months ago'],
    ['2025-08-01T08:00:00Z', '16 months ago'],
    ['2026-11-25T08:00:00Z', 'today'],
  ])('reads %s as "%s"', (then, text) => {
    expect(timeAgo(then, now)).toBe(text);
  });

  it('words a reduction and a listing age', () => {
    expect(reductionText(say, 1_500, '2026-11-12T08:00:00Z', now)).toBe('Reduced by €1,500 twelve days ago');
    expect(listedText(say, '2026-10-21T08:00:00Z', now)).toBe('Listed 34 days ago');
  });
});

describe('recent reduction on a card', () => {
  it('shows a price that came down in the last 30 days', () => {
    expect(recentReduction(say, 8_500, 10_000, '2026-11-20T12:00:00Z', now)).toBe('Reduced by €1,500 four days ago');
  });

  it('stays quiet for a raise, an old reduction or no change', () => {
    expect(recentReduction(say, 10_500, 10_000, '2026-11-20T12:00:00Z', now)).toBeNull();
    expect(recentReduction(say, 8_500, 10_000, '2026-10-01T12:00:00Z', now)).toBeNull();
    expect(recentReduction(say, 8_500, null, null, now)).toBeNull();
  });
});

describe('history events', () => {
  it('names each kind of event', () => {
    expect(describeEvent(say, row({ kind: 'listed' })).label).toBe('Listed');
    expect(describeEvent(say, row({ kind: 'relisted' })).label).toBe('Listed again');
    expect(describeEvent(say, row({ kind: 'deleted', status: 'deleted' })).label).toBe('Removed by the seller');
    expect(describeEvent(say, row({ price: 9_000, previous_price: 10_000 }))).toMatchObject({
      label: 'Price reduced by €1,000',
      change: -1_000,
    });
    expect(describeEvent(say, row({ price: 10_400, previous_price: 10_000 })).label).toBe('Price raised by €400');
    expect(describeEvent(say, row({ kind: 'status', status: 'sold', previous_status: 'active' })).label).toBe('Sold');
    expect(describeEvent(say, row({ kind: 'status', status: 'paused' })).label).toBe('Paused');
    expect(describeEvent(say, row({ kind: 'status', status: 'archived' })).label).toBe('Status: archived');
    expect(describeEvent(say, row({ kind: 'status', status: 'active', previous_price: 11_000 })).label).toBe(
      'Back on sale, price reduced by €1,000',
    );
  });

  it('names them in German, amounts as Germans write them', () => {
    expect(plain(describeEvent(german, row({ kind: 'relisted' })).label)).toBe('Erneut inseriert');
    expect(plain(describeEvent(german, row({ price: 9_000, previous_price: 10_000 })).label)).toBe(
      'Preis um 1.000 € gesenkt',
    );
    expect(plain(describeEvent(german, row({ kind: 'status', status: 'active', previous_price: 11_000 })).label)).toBe(
      'Wieder im Verkauf, Preis um 1.000 € gesenkt',
    );
    expect(plain(listedText(german, '2026-10-21T08:00:00Z', now))).toBe('Inseriert vor 34 Tagen');
    expect(plain(reductionText(german, 1_500, '2026-11-24T08:00:00Z', now))).toBe('Um 1.500 € gesenkt (heute)');
  });

  it('dates the first listing across relistings', () => {
    const rows = [
      row({ kind: 'listed', occurred_at: '2026-09-01T00:00:00Z' }),
      row({ kind: 'deleted', occurred_at: '2026-09-10T00:00:00Z' }),
      row({ kind: 'relisted', occurred_at: '2026-10-01T00:00:00Z', vehicle_id: 'b' }),
    ];
    expect(firstListed(rows)).toBe('2026-09-01T00:00:00Z');
    expect(firstListed([])).toBeNull();
  });
});

describe('price chart', () => {
  it('draws the price as steps from the first event to now, within rounded bounds', () => {
    const chart = priceChart(
      [
        row({ kind: 'listed', price: 10_000, occurred_at: '2026-11-04T12:00:00Z' }),
        row({ price: 9_000, previous_price: 10_000, occurred_at: '2026-11-14T12:00:00Z' }),
      ],
      now,
      200,
      100,
    );
    expect(chart).not.toBeNull();
    expect(chart?.min).toBe(8_500);
    expect(chart?.max).toBe(10_500);
    expect(chart?.points.map((point) => [point.x, point.y])).toEqual([
      [0, 25],
      [100, 75],
    ]);
    expect(chart?.path).toBe('M0 25 H100 V75 H200');
  });

  it('has nothing to draw without history', () => {
    expect(priceChart([], now, 200, 100)).toBeNull();
  });
});
