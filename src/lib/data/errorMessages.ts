/**
 * The one place where the database's and auth server's refusals become
 * words for the visitor (docs/i18n.md): each known message or error code
 * maps to a catalog key (`db.…` in src/i18n/messages/dbErrors.ts, or a form
 * rule's `form.…`), read from the page's strings in its language.
 */
import { activeLocale, spoken } from '../../i18n/active.ts';
import { DEFAULT_LOCALE } from '../../i18n/locale.ts';
import { serverMessageKey } from '../domain/serverMessages.ts';
import type { DbErrorKey } from '../../i18n/messages/dbErrors.ts';
import type { ValidationKey } from '../../i18n/messages/validation.ts';
import type { Vars } from '../../i18n/translate.ts';
import { setRefusalWords } from './errors.ts';

type FormKey = ValidationKey;

interface Rule {
  /** The server's message (case-insensitive); named groups fill the text's placeholders. */
  pattern: RegExp;
  key: DbErrorKey | FormKey;
}

/** Known refusals, by the server's words (supabase/schemas/*.sql, the auth server); the rate limits are serverMessages.ts's. */
const RULES: readonly Rule[] = [
  { pattern: /^You can create at most (?<max>\d+) listings at once/i, key: 'db.listingsAtOnce' },
  { pattern: /^You can save up to 20 searches/i, key: 'db.savedSearchLimit' },
  { pattern: /^You can have at most 10 active API keys/i, key: 'db.apiKeyLimit' },
  { pattern: /^API keys are for dealer accounts/i, key: 'db.apiKeysForDealers' },
  { pattern: /^Names cannot include/i, key: 'form.reservedName' },
  { pattern: /^Unknown place/i, key: 'db.unknownPlace' },
  { pattern: /^The postcode (?<postcode>\S+) is not one of (?<place>.+)'s$/i, key: 'db.postcodeNotOfPlace' },
  { pattern: /^year \d+ is after next year/i, key: 'db.yearAfterNextYear' },
  { pattern: /^choose a body type for this/i, key: 'form.chooseBody' },
  { pattern: /^the first registration cannot be in the future/i, key: 'form.registrationFuture' },
  { pattern: /^the next inspection can be at most three years ahead/i, key: 'form.inspectionAhead' },
  { pattern: /^Sign in to change your listings/i, key: 'db.signInToChange' },
  { pattern: /^Sign in to import your stock/i, key: 'db.signInToImport' },
  { pattern: /^sign in to message a seller/i, key: 'db.signInToMessage' },
  { pattern: /^This listing is not one of yours/i, key: 'db.notYours' },
  { pattern: /^This listing no longer exists/i, key: 'db.listingGone' },
  { pattern: /^This listing is no longer available/i, key: 'db.listingUnavailable' },
  { pattern: /^This listing is not (for sale|available)/i, key: 'db.listingNotForSale' },
  { pattern: /^This vehicle has been sold, so the seller/i, key: 'db.soldNoMessages' },
  { pattern: /^This vehicle has been sold, so its seller/i, key: 'db.soldNoPhone' },
  { pattern: /^This seller does not show a phone number/i, key: 'db.noPhone' },
  { pattern: /^you cannot message yourself/i, key: 'db.messageYourself' },
  { pattern: /^Only live or paused listings can be confirmed/i, key: 'db.confirmLiveOnly' },
  { pattern: /^Change at most 1,000 listings/i, key: 'db.changeAtMost' },
  { pattern: /^Give either an amount in euros or a percentage/i, key: 'db.amountOrPercentage' },
  { pattern: /^A percentage must be above -100/i, key: 'db.percentage' },
  { pattern: /^Listings can be marked sold, paused or withdrawn/i, key: 'db.bulkStatus' },
  { pattern: /^This unsubscribe link is not valid/i, key: 'db.unsubscribeLink' },
  { pattern: /^This saved search no longer exists/i, key: 'db.savedSearchGone' },
  { pattern: /^Invalid login credentials/i, key: 'db.invalidLogin' },
  { pattern: /^User already registered/i, key: 'db.alreadyRegistered' },
  { pattern: /^Email not confirmed/i, key: 'db.emailNotConfirmed' },
  { pattern: /^New password should be different/i, key: 'db.samePassword' },
  { pattern: /rate limit|too many requests|you can only request this after/i, key: 'db.rateLimited' },
  { pattern: /row-level security|permission denied/i, key: 'db.refused' },
];

export interface Refusal {
  code?: string | undefined;
  status?: number | undefined;
  message: string;
}

/** The catalog key for a refusal and its placeholders, or null when we have no words for it. */
export function refusalKey(error: Refusal): { key: DbErrorKey | FormKey; vars: Vars } | null {
  const text = error.message.trim();
  const limit = serverMessageKey(text);
  if (limit !== undefined) return { key: limit, vars: {} };
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) return { key: rule.key, vars: { ...match.groups } };
  }
  // By kind: Postgres error classes and HTTP statuses.
  if (error.status === 429 || error.code === 'PT429' || error.code === 'over_request_rate_limit')
    return { key: 'db.rateLimited', vars: {} };
  if (error.code === '42501' || error.status === 401 || error.status === 403) return { key: 'db.refused', vars: {} };
  if (error.code === '23505') return { key: 'db.duplicate', vars: {} };
  if (error.code?.startsWith('23') || error.code?.startsWith('22')) return { key: 'db.invalid', vars: {} };
  return null;
}

/**
 * A refusal in the page's language. English pages show the server's own
 * words (the English texts of the `db.` keys are those words), so this module
 * ships no English and every page stays light; other languages show the
 * key's text from the page's strings, else the fallback, else a line by kind.
 */
export function refusalText(error: Refusal, fallback: string): string {
  if (activeLocale() === DEFAULT_LOCALE) return error.message.trim() || fallback;
  const known = refusalKey(error);
  // A number from the server's words reads as the language writes numbers.
  const vars = Object.fromEntries(
    Object.entries(known?.vars ?? {}).map(([name, value]) => [
      name,
      /^\d+$/.test(String(value)) ? Number(value) : value,
    ]),
  );
  return (known && spoken(known.key, vars)) ?? (fallback || spoken('db.invalid')) ?? error.message;
}

/** Show refusals through this mapping from now on (SayProvider does it for every translated island). */
export function installRefusalWords(): void {
  setRefusalWords(refusalText);
}
