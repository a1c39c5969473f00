import { describe, expect, it } from 'vitest';
import { SCAM_GUARD_CORPUS } from './scamGuard.corpus';
import {
  MASK_PATTERNS,
  SCAM_CATEGORIES,
  SCAM_GUARD_MAX_CHECKED,
  SCAM_PATTERNS,
  categoryPattern,
  checkedText,
  scamGuardText,
  refusedForNewAccount,
  scamCategories,
  scamFamilies,
  senderWarnings,
} from './scamGuard';
import { corpusScores } from './scamGuardScores';

describe('scam guard patterns', () => {
  const all = SCAM_CATEGORIES.flatMap((category) =>
    [...SCAM_PATTERNS[category], ...MASK_PATTERNS[category]].map((pattern) => ({ category, pattern })),
  );
  /** The pattern with every bracket expression emptied, so only its structure is left. */
  const structure = (pattern: string) => pattern.replace(/\[(?:\\.|[^\]\\])*\]/g, '[]');

  it.each(all)('$category: $pattern uses only syntax JavaScript and Postgres read alike', ({ pattern }) => {
    // Outside brackets, `.` `\b` `\d` `\s` `\w` and back-references differ between the engines or are locale-bound.
    expect(structure(pattern)).not.toMatch(/\\[bBdDsSwW0-9]|(?<!\\)\./);
    // Lazy quantifiers and inline flags mean different things in the two engines.
    expect(structure(pattern)).not.toMatch(/[*+?}]\?|\(\?[a-z]/);
  });

  it.each(all)('$category: $pattern repeats groups only a bounded number of times', ({ pattern }) => {
    // Unbounded repetition only of a single character class: no nested unbounded loops to backtrack through.
    expect(structure(pattern)).not.toMatch(/\)(?:[*+]|\{\d+,\})/);
    expect(structure(pattern)).not.toMatch(/(?<![\]\\])[*+]/);
    for (const [, max] of structure(pattern).matchAll(/\{\d+,(\d+)\}/g)) expect(Number(max)).toBeLessThanOrEqual(255);
  });

  it('compiles one expression per category, for detection and for masking', () => {
    for (const category of SCAM_CATEGORIES) {
      expect(() => new RegExp(categoryPattern(category), 'i')).not.toThrow();
      expect(() => new RegExp(categoryPattern(category, true), 'i')).not.toThrow();
    }
  });

  it('detects with the masking patterns exactly what it detects with the detection patterns', () => {
    for (const { text } of SCAM_GUARD_CORPUS)
      for (const category of SCAM_CATEGORIES)
        expect(new RegExp(categoryPattern(category, true), 'i').test(text), `${category}: ${text}`).toBe(
          new RegExp(categoryPattern(category), 'i').test(text),
        );
  });
});

describe('scamCategories', () => {
  it('finds the IBAN and the friends-and-family request of the classic deposit scam', () => {
    expect(scamCategories('pay via friends and family to DE89 3704 0044 0532 0130 00')).toEqual([
      'iban',
      'friends_family',
    ]);
  });

  it('ignores case', () => {
    expect(scamCategories('WESTERN UNION ONLY')).toEqual(['money_transfer']);
    expect(scamCategories('whatsapp')).toEqual(['messenger']);
  });

  it('leaves prices, years, mileage, dates, postcodes and model names alone', () => {
    for (const text of [
      '12.500 €',
      '2019',
      '85.000 km',
      '150000km',
      '10115 Berlin',
      '12.03.2025 10:00',
      '01/03/2024 10:00',
      'A4 2.0 TDI',
      'call me tomorrow',
      'GT40 mode with the roof down',
    ])
      expect(scamCategories(text), text).toEqual([]);
  });

  it('checks only the first characters of a long message', () => {
    const filler = 'a '.repeat(SCAM_GUARD_MAX_CHECKED / 2);
    expect(scamCategories(`${filler}western union`)).toEqual([]);
    expect(scamCategories(`western union ${filler}`)).toEqual(['money_transfer']);
  });

  it('counts characters as Postgres does (code points, not UTF-16 units)', () => {
    const emoji = '🚗'.repeat(SCAM_GUARD_MAX_CHECKED + 5);
    expect(Array.from(checkedText(emoji))).toHaveLength(SCAM_GUARD_MAX_CHECKED);
  });
});

describe('scamFamilies', () => {
  it('names each family once, in a fixed order, and skips unknown categories', () => {
    expect(scamFamilies(['courier', 'iban', 'gift_card', 'phone', 'nonsense'])).toEqual([
      'off_platform',
      'payment',
      'courier',
    ]);
    expect(scamFamilies([])).toEqual([]);
  });
});

describe('senderWarnings', () => {
  it('tells the sender contact details stay hidden only while the other person has not written', () => {
    const categories = scamCategories('pay via friends and family to DE89 3704 0044 0532 0130 00');
    expect(senderWarnings(categories, false)).toEqual(['scam.masking', 'scam.sender.payment']);
    expect(senderWarnings(categories, true)).toEqual(['scam.sender.payment']);
  });

  it('says nothing about a harmless draft', () => {
    expect(senderWarnings(scamCategories('Is it still available?'), false)).toEqual([]);
  });
});

describe('refusedForNewAccount', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('refuses untraceable payment requests from an account younger than a day', () => {
    expect(refusedForNewAccount(['gift_card'], '2026-11-24T01:00:00Z', now)).toBe(true);
    expect(refusedForNewAccount(['friends_family', 'iban'], '2026-11-23T12:30:00Z', now)).toBe(true);
  });

  it('only warns older accounts, and never refuses contact details or IBANs', () => {
    expect(refusedForNewAccount(['gift_card'], '2026-11-23T11:59:00Z', now)).toBe(false);
    expect(refusedForNewAccount(['phone', 'iban', 'courier'], '2026-11-24T11:00:00Z', now)).toBe(false);
  });
});

describe('the corpus', () => {
  const scores = corpusScores(SCAM_GUARD_CORPUS, scamCategories);

  it('holds at least 60 English and German messages, harmless and risky', () => {
    expect(SCAM_GUARD_CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'de'] as const) {
      const messages = SCAM_GUARD_CORPUS.filter((m) => m.lang === lang);
      expect(messages.filter((m) => m.expect.length > 0).length).toBeGreaterThanOrEqual(15);
      expect(messages.filter((m) => m.expect.length === 0).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('flags risky messages with precision and recall of at least 95 %', () => {
    console.info(
      `scam guard on ${String(SCAM_GUARD_CORPUS.length)} messages: ` +
        `messages precision ${scores.messages.precision.toFixed(3)} recall ${scores.messages.recall.toFixed(3)}; ` +
        `categories precision ${scores.categories.precision.toFixed(3)} recall ${scores.categories.recall.toFixed(3)}`,
    );
    expect(scores.messages.precision).toBeGreaterThanOrEqual(0.95);
    expect(scores.messages.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('names the right categories with precision and recall of at least 95 %', () => {
    expect(scores.categories.precision).toBeGreaterThanOrEqual(0.95);
    expect(scores.categories.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('normalisation before matching', () => {
  it.each([
    ['Call me on 0176\u200b1234\u200b5678', ['phone']],
    ['Call me: ０１７６ １２３４５６７', ['phone']],
    ['Add me on Wh\u0430tsApp', ['messenger']],
    ['I only accept bit coin', ['money_transfer']],
    ['payment in b1tcoin only', ['money_transfer']],
    ['text me on wh4tsapp', ['messenger']],
    ['pay with an amazon gi\u200bft card', ['gift_card']],
    ['Bitte auf DE89.3704.0044.0532.0130.00 überweisen', ['iban']],
  ])('sees through %s', (text, expected) => {
    expect(scamCategories(text)).toEqual(expected);
  });

  it('reads digits as letters only inside words, and leaves numbers alone', () => {
    expect(scamGuardText('b1tcoin wh4tsapp')).toBe('bitcoin whatsapp');
    expect(scamGuardText('A4 2.0 TDI, 143 hp, 120.000 km')).toBe('A4 2.0 TDI, 143 hp, 120.000 km');
    expect(scamGuardText('０１７６\u200b１２３')).toBe('0176123');
  });
});
