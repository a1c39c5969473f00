import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { speak } from '../../i18n/active';
import { DASHBOARD_KEYS } from '../../islands/selling/sellStrings';
import {
  batches,
  bulkPriceTarget,
  bulkSummary,
  parsePriceChange,
  previewPriceChange,
  PRICE_MAXIMUM,
  refusalMessage,
  type BulkOutcome,
} from './bulkListings';
import { PRICE_LIMIT } from './listingSchema';

const outcome = (o: BulkOutcome['outcome'], reason: BulkOutcome['reason'] = null): BulkOutcome => ({
  listingId: crypto.randomUUID(),
  outcome: o,
  reason,
  previousStatus: 'active',
});

describe('the bulk price arithmetic', () => {
  it.each([
    [12_900, { kind: 'amount', euros: -500 }, 12_400],
    [12_900, { kind: 'amount', euros: 1 }, 12_901],
    [12_900, { kind: 'percent', percent: -5 }, 12_255],
    [12_900, { kind: 'percent', percent: 2.5 }, 13_223], // 13,222.5: halves go up
    [20_001, { kind: 'percent', percent: -5.25 }, 18_951], // 18,950.9475
    [999, { kind: 'percent', percent: -10 }, 899], // 899.1
    [995, { kind: 'percent', percent: -10 }, 896], // 895.5
    [1, { kind: 'percent', percent: 10 }, 1], // 1.1
    [5, { kind: 'percent', percent: 10 }, 6], // 5.5
    [0, { kind: 'percent', percent: 50 }, 0],
    [10_000_000, { kind: 'percent', percent: -0.01 }, 9_999_000],
    [33_333, { kind: 'percent', percent: 33.33 }, 44_443], // 44,443.2889: whole-number hundredths, no float error
  ] as const)('%i changed by %o is %i', (price, change, expected) => {
    expect(bulkPriceTarget(price, change)).toBe(expected);
  });

  it('previews every listing, refusals first: prices below the minimum, above the maximum, hidden listings', () => {
    const rows = previewPriceChange(
      [
        { id: 'a', title: 'Golf', price: 400, status: 'active' },
        { id: 'b', title: 'Polo', price: 9_000, status: 'draft' },
        { id: 'c', title: 'Vespa', price: 3_000, status: 'removed' },
        { id: 'd', title: 'Bentley', price: 9_999_800, status: 'active' },
      ],
      { kind: 'amount', euros: -500 },
    );
    expect(rows.map((row) => [row.id, row.oldPrice, row.newPrice, row.refusal])).toEqual([
      ['a', 400, -100, 'below_minimum'],
      ['c', 3_000, 2_500, 'removed'],
      ['b', 9_000, 8_500, null],
      ['d', 9_999_800, 9_999_300, null],
    ]);
    expect(
      previewPriceChange([{ id: 'd', title: 'B', price: 9_999_800, status: 'active' }], {
        kind: 'amount',
        euros: 500,
      })[0]?.refusal,
    ).toBe('above_maximum');
  });

  it('bounds prices as the sell form and the database do', () => {
    expect(PRICE_MAXIMUM).toBe(PRICE_LIMIT);
  });
});

describe('what the seller types', () => {
  it.each([
    ['lower', 'percent', '5', { kind: 'percent', percent: -5 }],
    ['raise', 'percent', '2,5', { kind: 'percent', percent: 2.5 }],
    ['raise', 'percent', ' 2.75 % ', { kind: 'percent', percent: 2.75 }],
    ['lower', 'euros', '500', { kind: 'amount', euros: -500 }],
    ['raise', 'euros', '€ 1200', { kind: 'amount', euros: 1200 }],
  ] as const)('%s by %s "%s" is %o', (direction, unit, typed, change) => {
    expect(parsePriceChange(direction, unit, typed)).toEqual({ ok: true, change });
  });

  it.each([
    ['lower', 'euros', '', 'Enter an amount in euros'],
    ['lower', 'percent', '', 'Enter a percentage'],
    ['lower', 'euros', '1.000', 'Enter whole euros without separators, like 500'],
    ['lower', 'euros', '12,50', 'Enter whole euros without separators, like 500'],
    ['lower', 'euros', '-500', 'Enter whole euros without separators, like 500'],
    ['lower', 'euros', '0', 'Enter an amount above 0'],
    ['raise', 'euros', '10000001', 'The amount can be at most €10,000,000'],
    ['lower', 'percent', '2.555', 'Enter a percentage with at most two decimals, like 5 or 2.5'],
    ['lower', 'percent', 'five', 'Enter a percentage with at most two decimals, like 5 or 2.5'],
    ['lower', 'percent', '0', 'Enter a percentage above 0'],
    ['lower', 'percent', '100', 'A price can be lowered by less than 100%'],
    ['raise', 'percent', '1000.01', 'A price can be raised by at most 1000%'],
  ] as const)('%s by %s "%s" is refused: %s', (direction, unit, typed, message) => {
    expect(parsePriceChange(direction, unit, typed)).toEqual({ ok: false, message });
  });
});

describe('the words after a bulk action', () => {
  it('count what changed in the toast, and what was already so or refused', () => {
    const twelve = Array.from({ length: 12 }, () => outcome('changed'));
    expect(bulkSummary('price', twelve)).toEqual({
      title: 'Price changed on 12 listings',
      description: undefined,
      variant: 'success',
    });
    expect(bulkSummary('sold', [outcome('changed'), outcome('unchanged'), outcome('refused', 'wrong_status')])).toEqual(
      {
        title: '1 listing marked sold',
        description: '1 listing was already sold; 1 listing could not be changed (see the list).',
        variant: 'success',
      },
    );
    expect(bulkSummary('paused', [outcome('refused', 'wrong_status')])).toMatchObject({
      title: 'Nothing was changed',
      variant: 'destructive',
    });
  });

  it('explain each refusal', () => {
    expect(refusalMessage('price', 'below_minimum', null)).toBe('The new price would be below €0');
    expect(refusalMessage('price', 'above_maximum', null)).toBe('The new price would be above €10,000,000');
    expect(refusalMessage('sold', 'wrong_status', 'draft')).toBe(
      'It is a draft: only live or paused listings can be marked sold',
    );
    expect(refusalMessage('paused', 'wrong_status', 'sold')).toBe('It is sold: only live listings can be paused');
    expect(refusalMessage('confirm', 'removed', 'removed')).toBe('Hidden by moderators: it cannot be changed');
    expect(refusalMessage('draft', 'not_found', null)).toBe('This listing no longer exists');
  });

  it('send at most 500 listings per call', () => {
    const ids = Array.from({ length: 1_201 }, (_, i) => i);
    expect(batches(ids).map((batch) => batch.length)).toEqual([500, 500, 201]);
  });
});

describe('the words after a bulk action on a German page', () => {
  it('count, refuse and check the typed change in German, prices as Germany writes them', () => {
    speak(pick('de', DASHBOARD_KEYS));
    try {
      expect(bulkSummary('sold', [outcome('changed'), outcome('changed'), outcome('unchanged')])).toEqual({
        title: '2 Inserate als verkauft markiert',
        description: '1 Inserat war bereits verkauft.',
        variant: 'success',
      });
      expect(refusalMessage('price', 'above_maximum', null)).toBe('Der neue Preis läge über 10.000.000\u00a0€');
      expect(refusalMessage('paused', 'wrong_status', 'sold')).toBe(
        'Es ist verkauft: Nur aktive Inserate können pausiert werden',
      );
      expect(parsePriceChange('lower', 'percent', '150')).toEqual({
        ok: false,
        message: 'Ein Preis kann um weniger als 100 % gesenkt werden',
      });
    } finally {
      speak(pick('en', DASHBOARD_KEYS));
    }
  });
});
