/**
 * Listings kept fresh: a listing says when its seller last confirmed it is
 * still available; 21 days after that the seller is reminded, after 30 it
 * is paused (supabase/migrations/…_listing_freshness.sql holds the same
 * numbers, and the integration tests check them against each other).
 */
import type { Strings } from '../../i18n';
import type { Locale } from '../../i18n/locale';
import { fill } from '../../i18n/translate';
import { formatDate, perLocale } from './format';

export const REMIND_AFTER_DAYS = 21;
export const PAUSE_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days from `confirmedAt` to `now` (0 on the day itself; never negative). */
export function daysSince(confirmedAt: string, now: Date): number {
  const elapsed = now.getTime() - Date.parse(confirmedAt);
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / DAY_MS)) : 0;
}

const relative = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));

/** "today", "yesterday", "3 days ago"; "heute", "vor 3 Tagen". */
export function confirmedWhen(confirmedAt: string, now: Date, locale: Locale = 'en'): string {
  return relative(locale).format(-daysSince(confirmedAt, now), 'day');
}

/** "Confirmed available today", "… yesterday", "… 3 days ago"; "Verfügbarkeit bestätigt: vor 3 Tagen". */
export function confirmedText(confirmedAt: string, now: Date, say: Strings<'detail.confirmed'>): string {
  return fill(say['detail.confirmed'], { when: confirmedWhen(confirmedAt, now, say.locale) });
}
const shortDayFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** "21 Nov 2026" / "21. Nov. 2026": when, without a clock, for HTML a cache may keep for days. */
export function confirmedOn(confirmedAt: string, locale: Locale = 'en'): string {
  return shortDayFormat(locale).format(new Date(confirmedAt));
}

/** The day an unconfirmed listing will be paused (it may be later if its reminder went out late). */
export function pauseDate(confirmedAt: string): Date {
  return new Date(Date.parse(confirmedAt) + PAUSE_AFTER_DAYS * DAY_MS);
}

/** Whether the seller should be asked to confirm: the listing is paused, or live and due a reminder. */
export function needsConfirmation(status: string, confirmedAt: string | null, now: Date): boolean {
  if (status === 'paused') return true;
  return status === 'active' && confirmedAt !== null && daysSince(confirmedAt, now) >= REMIND_AFTER_DAYS;
}

/** The words of the prompt to confirm a listing (AVAILABILITY_EN). */
export type AvailabilityStrings = Strings<
  'availability.question' | 'availability.pausedHeading' | 'availability.pausedText' | 'availability.dueText'
>;

/** What the owner is told about a listing waiting for confirmation, with the pause day in the page's language. */
export function confirmationPrompt(status: string, confirmedAt: string, say: AvailabilityStrings): string {
  return status === 'paused'
    ? say['availability.pausedText']
    : fill(say['availability.dueText'], { date: formatDate(pauseDate(confirmedAt), say.locale) });
}
