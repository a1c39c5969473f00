/**
 * Bulk actions on My listings: the price arithmetic (the same as the
 * database's bulk_change_listing_prices, so the preview shows what will be
 * saved), which listings each action applies to, and the words for outcomes
 * and refusals. SQL: supabase/schemas/57_bulk_listing_actions.sql.
 */
import { activeLocale, phrase } from '../../i18n/active';
import { BULK_EN } from '../../i18n/messages/bulk';
import { pluralForm, type Vars } from '../../i18n/translate';
import { formatPrice } from './format';

type BulkKey = keyof typeof BULK_EN;
type CountedKey = BulkKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** A bulk action's words in the page's language (English unless the island spoke its strings). */
const say = (key: BulkKey, vars?: Vars): string => phrase(BULK_EN, key, vars);

/** "3 listings" / "3 Inserate": a count in the form it takes in the page's language. */
export const counted = (base: CountedKey, count: number, vars?: Vars): string =>
  say(`${base}.${pluralForm(activeLocale(), count)}`, { ...vars, count });

const price = (euros: number): string => formatPrice(euros, activeLocale());

/** The price bounds of vehicles_price_check (the sell form's PRICE_LIMIT; a unit test compares them). */
export const PRICE_MINIMUM = 0;
export const PRICE_MAXIMUM = 10_000_000;
/** Listings per call: the price model re-rates at most 1,000 changed listings per statement. */
export const BULK_BATCH_SIZE = 500;

export type BulkStatusAction = 'sold' | 'paused' | 'draft';
export type BulkAction = 'price' | BulkStatusAction | 'confirm';

export type PriceChange = { kind: 'amount'; euros: number } | { kind: 'percent'; percent: number };

export type Refusal = 'not_found' | 'removed' | 'wrong_status' | 'below_minimum' | 'above_maximum';

/** What the database answered for one listing. */
export interface BulkOutcome {
  listingId: string;
  outcome: 'changed' | 'unchanged' | 'refused';
  reason: Refusal | null;
  /** The listing's status before the change; null when not found. */
  previousStatus: string | null;
}

/** A selected listing, as the dashboard knows it. */
export interface SelectedListing {
  id: string;
  title: string;
  price: number;
  status: string;
}

/** The statuses each status action applies to (as in the SQL). */
export const BULK_ALLOWED_FROM: Readonly<Record<BulkStatusAction | 'confirm', readonly string[]>> = {
  sold: ['active', 'paused'],
  paused: ['active'],
  draft: ['active', 'paused', 'sold'],
  confirm: ['active', 'paused'],
};

/**
 * The new price: plus the amount, or changed by the percentage, rounded to
 * whole euros with halves going up (prices are never negative, so this is
 * the database's "away from zero"). Whole-number arithmetic in hundredths of
 * a percent, so 2.55 % of 12,900 € is exact. May fall outside the bounds.
 */
export function bulkPriceTarget(price: number, change: PriceChange): number {
  if (change.kind === 'amount') return price + change.euros;
  const scaled = price * (10_000 + Math.round(change.percent * 100));
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + 5_000) / 10_000);
}

/** Why a new price cannot be saved, or null when it can. */
export function priceRefusal(target: number): Refusal | null {
  if (target < PRICE_MINIMUM) return 'below_minimum';
  if (target > PRICE_MAXIMUM) return 'above_maximum';
  return null;
}

export interface PricePreviewRow {
  id: string;
  title: string;
  oldPrice: number;
  newPrice: number;
  refusal: Refusal | null;
}

/**
 * Old and new price of every selected listing, refusals first so the seller
 * sees them without scrolling (listings hidden by moderators keep theirs).
 */
export function previewPriceChange(listings: readonly SelectedListing[], change: PriceChange): PricePreviewRow[] {
  const rows = listings.map((listing) => {
    const newPrice = bulkPriceTarget(listing.price, change);
    return {
      id: listing.id,
      title: listing.title,
      oldPrice: listing.price,
      newPrice,
      refusal: listing.status === 'removed' ? 'removed' : priceRefusal(newPrice),
    };
  });
  return [...rows.filter((row) => row.refusal), ...rows.filter((row) => !row.refusal)];
}

export type ParsedPriceChange = { ok: true; change: PriceChange } | { ok: false; message: string };

/**
 * What the seller typed: "Lower" or "Raise", by euros or percent. Euros are
 * whole numbers ("500"); a percentage has at most two decimals, with a point
 * or a comma ("2.5", "2,5"). Anything else is refused with a message, not guessed.
 */
export function parsePriceChange(
  direction: 'lower' | 'raise',
  unit: 'euros' | 'percent',
  typed: string,
): ParsedPriceChange {
  const text = typed.replace(/[\s€%]/g, '');
  if (text === '') return { ok: false, message: say(unit === 'euros' ? 'bulk.enter.euros' : 'bulk.enter.percent') };
  const sign = direction === 'lower' ? -1 : 1;
  if (unit === 'euros') {
    if (!/^\d+$/.test(text)) return { ok: false, message: say('bulk.enter.wholeEuros') };
    const euros = Number(text);
    if (euros === 0) return { ok: false, message: say('bulk.enter.aboveZero') };
    if (euros > PRICE_MAXIMUM)
      return { ok: false, message: say('bulk.enter.amountMax', { max: price(PRICE_MAXIMUM) }) };
    return { ok: true, change: { kind: 'amount', euros: sign * euros } };
  }
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return { ok: false, message: say('bulk.enter.percentFormat') };
  const percent = Number(text.replace(',', '.'));
  if (percent === 0) return { ok: false, message: say('bulk.enter.percentAboveZero') };
  if (direction === 'lower' && percent >= 100) return { ok: false, message: say('bulk.enter.lowerMax') };
  if (direction === 'raise' && percent > 1000) return { ok: false, message: say('bulk.enter.raiseMax') };
  return { ok: true, change: { kind: 'percent', percent: sign * percent } };
}

const STATUS_WORDS: Readonly<Record<string, BulkKey>> = {
  active: 'bulk.status.active',
  draft: 'bulk.status.draft',
  sold: 'bulk.status.sold',
  paused: 'bulk.status.paused',
};

/** Why the database refused one listing, in words. */
export function refusalMessage(action: BulkAction, reason: Refusal, status: string | null): string {
  switch (reason) {
    case 'not_found':
      return say('bulk.refused.notFound');
    case 'removed':
      return say('bulk.refused.removed');
    case 'below_minimum':
      return say('bulk.refused.below', { price: price(PRICE_MINIMUM) });
    case 'above_maximum':
      return say('bulk.refused.above', { price: price(PRICE_MAXIMUM) });
    case 'wrong_status': {
      const word = STATUS_WORDS[status ?? ''];
      const now = word ? say(word) : (status ?? say('bulk.status.unknown'));
      return say(`bulk.refused.${action === 'price' ? 'confirm' : action}`, { status: now });
    }
  }
}

export interface BulkSummary {
  title: string;
  description: string | undefined;
  variant: 'success' | 'destructive';
}

/** The toast after a bulk action: what changed, what already was so, what was refused. */
export function bulkSummary(action: BulkAction, outcomes: readonly BulkOutcome[]): BulkSummary {
  const changed = outcomes.filter((o) => o.outcome === 'changed').length;
  const unchanged = outcomes.filter((o) => o.outcome === 'unchanged').length;
  const refused = outcomes.length - changed - unchanged;
  const notes = [
    unchanged > 0 ? counted(`bulk.already.${action}`, unchanged) : '',
    refused > 0 ? counted('bulk.notChanged', refused) : '',
  ].filter(Boolean);
  return {
    title:
      changed > 0 ? say(`bulk.done.${action}`, { listings: counted('bulk.listings', changed) }) : say('bulk.nothing'),
    description: notes.length > 0 ? `${notes.join('; ')}.` : undefined,
    variant: changed === 0 && refused > 0 ? 'destructive' : 'success',
  };
}

/** Split ids into the calls that carry them. */
export function batches<T>(items: readonly T[], size = BULK_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size));
  return out;
}
