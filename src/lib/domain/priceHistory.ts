/**
 * How a vehicle's price and availability history reads: each recorded event
 * in words, "Reduced by €1,500 twelve days ago" and "Listed 34 days ago", and
 * the price line of the history chart. Rows come from vehicle_history, which
 * only the database writes.
 */
import type { Strings } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fill } from '../../i18n/translate.ts';
import type { Tables } from '../database.types.ts';
import { formatPrice, perLocale } from './format.ts';

/** The words of the price history's section (src/i18n/messages/priceWords.ts), picked on the server. */
export const HISTORY_KEYS = [
  'history.listedAgo',
  'history.reducedAgo',
  'history.listed',
  'history.relisted',
  'history.deleted',
  'history.priceReduced',
  'history.priceRaised',
  'history.withChange',
  'history.reducedInline',
  'history.raisedInline',
  'history.status.active',
  'history.status.sold',
  'history.status.removed',
  'history.status.paused',
  'history.status.draft',
  'history.status.other',
] as const;
export type HistoryStrings = Strings<(typeof HISTORY_KEYS)[number]>;

export type HistoryRow = Pick<
  Tables<'vehicle_history'>,
  'kind' | 'status' | 'previous_status' | 'price' | 'previous_price' | 'occurred_at' | 'vehicle_id'
>;

export interface HistoryEvent {
  /** ISO 8601 timestamp. */
  at: string;
  label: string;
  price: number;
  /** Negative for a reduction. */
  change: number | null;
}

const DAY_MS = 86_400_000;
/** Small numbers read as words in English, as in "twelve days ago"; larger ones, and other languages, as digits. */
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const relative = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));

/** Whole days from `then` to `now` (never negative). */
export function daysBetween(then: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(then)) / DAY_MS));
}

/** "today", "yesterday", "twelve days ago", "34 days ago", "3 months ago"; "vor 12 Tagen". */
export function timeAgo(then: string, now: Date, locale: Locale = 'en'): string {
  const days = daysBetween(then, now);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    days < 60 ? [days, 'day'] : [Math.floor(days / 30), 'month'];
  const inWords = locale === 'en' && value < WORDS.length;
  return relative(locale)
    .formatToParts(-value, unit)
    .map((part) => (part.type === 'integer' && inWords ? (WORDS[value] ?? part.value) : part.value))
    .join('');
}

/** "Reduced by €1,500 twelve days ago". */
export function reductionText(say: HistoryStrings, amount: number, at: string, now: Date): string {
  return fill(say['history.reducedAgo'], {
    amount: formatPrice(amount, say.locale),
    ago: timeAgo(at, now, say.locale),
  });
}

/** "Listed 34 days ago". */
export function listedText(say: HistoryStrings, at: string, now: Date): string {
  return fill(say['history.listedAgo'], { ago: timeAgo(at, now, say.locale) });
}

/** Days a card shows a price reduction for. */
export const RECENT_REDUCTION_DAYS = 30;

/** A card's reduction note, or null when the price has not come down in the last 30 days. */
export function recentReduction(
  say: HistoryStrings,
  price: number,
  previousPrice: number | null | undefined,
  changedAt: string | null | undefined,
  now: Date,
): string | null {
  if (previousPrice == null || changedAt == null || previousPrice <= price) return null;
  if (daysBetween(changedAt, now) > RECENT_REDUCTION_DAYS) return null;
  return reductionText(say, previousPrice - price, changedAt, now);
}

const STATUSES = ['active', 'sold', 'removed', 'paused', 'draft'] as const;

function statusLabel(say: HistoryStrings, status: string): string {
  const known = STATUSES.find((name) => name === status);
  return known ? say[`history.status.${known}`] : fill(say['history.status.other'], { status });
}

function priceChangeLabel(say: HistoryStrings, change: number, inline = false): string {
  const amount = formatPrice(Math.abs(change), say.locale);
  const key =
    change < 0
      ? inline
        ? 'history.reducedInline'
        : 'history.priceReduced'
      : inline
        ? 'history.raisedInline'
        : 'history.priceRaised';
  return fill(say[key], { amount });
}

/** One row of history in words. */
export function describeEvent(say: HistoryStrings, row: HistoryRow): HistoryEvent {
  const change = row.previous_price === null ? null : row.price - row.previous_price;
  const label = (() => {
    switch (row.kind) {
      case 'listed':
        return say['history.listed'];
      case 'relisted':
        return say['history.relisted'];
      case 'deleted':
        return say['history.deleted'];
      case 'price':
        return priceChangeLabel(say, change ?? 0);
      case 'status': {
        const status = statusLabel(say, row.status);
        return change
          ? fill(say['history.withChange'], { status, change: priceChangeLabel(say, change, true) })
          : status;
      }
    }
  })();
  return { at: row.occurred_at, label, price: row.price, change };
}

/** When the vehicle was first listed, across relistings: the oldest listing event. */
export function firstListed(rows: readonly HistoryRow[]): string | null {
  return rows.find((row) => row.kind === 'listed' || row.kind === 'relisted')?.occurred_at ?? null;
}

export interface PriceChart {
  /** SVG path of the price as a step line, in a `width` × `height` box. */
  path: string;
  points: { x: number; y: number; price: number; at: string }[];
  min: number;
  max: number;
}

/**
 * The price over time as a step line from the first event to `now`. Prices
 * are placed between a rounded floor and ceiling so small changes still show.
 */
export function priceChart(rows: readonly HistoryRow[], now: Date, width: number, height: number): PriceChart | null {
  if (rows.length === 0) return null;
  const start = Date.parse(rows[0]?.occurred_at ?? '');
  const end = Math.max(now.getTime(), start + DAY_MS);
  const prices = rows.map((row) => row.price);
  const step = 500;
  const min = Math.max(0, Math.floor((Math.min(...prices) * 0.95) / step) * step);
  const max = Math.max(min + step, Math.ceil((Math.max(...prices) * 1.05) / step) * step);
  const x = (at: number) => Math.round(((at - start) / (end - start)) * width * 10) / 10;
  const y = (price: number) => Math.round((1 - (price - min) / (max - min)) * height * 10) / 10;
  const points = rows.map((row) => ({
    x: x(Date.parse(row.occurred_at)),
    y: y(row.price),
    price: row.price,
    at: row.occurred_at,
  }));
  const segments = points.map((point, index) => {
    if (index === 0) return `M${String(point.x)} ${String(point.y)}`;
    const before = points[index - 1];
    return `H${String(point.x)}${before?.y === point.y ? '' : ` V${String(point.y)}`}`;
  });
  segments.push(`H${String(width)}`);
  return { path: segments.join(' '), points, min, max };
}
