/**
 * Listings kept fresh: a listing says when its seller last confirmed it is
 * still available; 21 days after that the seller is reminded, after 30 it
 * is paused (supabase/migrations/…_listing_freshness.sql holds the same
 * numbers, and the integration tests check them against each other).
 */
import type { Locale } from '../../i18n/locale';
import { onFirstUse, perLocale } from './format';

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

/** "Confirmed available today", "… yesterday", "… 3 days ago". */
export function confirmedText(confirmedAt: string, now: Date): string {
  return `Confirmed available ${confirmedWhen(confirmedAt, now)}`;
}

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);
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

/** What the owner is told about a listing waiting for confirmation. */
export function confirmationPrompt(status: string, confirmedAt: string): string {
  return status === 'paused'
    ? 'This listing is paused and hidden from buyers because it was not confirmed for 30 days.'
    : `Buyers want to know it is still for sale. Unless you confirm, it will be paused on ${dayFormat().format(pauseDate(confirmedAt))}.`;
}

/** The toast after a seller confirms a listing. */
export const CONFIRMED_TOAST = { title: 'Thanks for confirming', description: 'Buyers see the listing as available.' };
export const CONFIRM_FAILED = 'Could not confirm the listing';
