/** Account display rules (spec §2) and the notification badge rules (§2, §4, §9). */
import { pageHref, type Locale } from '../../i18n/locale.ts';
import { countText, fill } from '../../i18n/translate.ts';
import type { NotificationStrings } from './notifications.ts';

/** The avatar letter: the email's first character uppercased, or U. */
export function avatarLetter(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || 'U';
}

/** The display name: the profile's first name, else the email before the @, else User. */
export function displayName(firstName: string | null | undefined, email: string | null | undefined): string {
  const name = firstName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

/**
 * The name everyone else sees on listings, in messages and notifications;
 * the same rule as public.public_display_name in the database: a dealer's
 * trading name (first and last name fields), a private person's first name.
 */
export function publicDisplayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  isDealer: boolean,
): string {
  const parts = isDealer ? [firstName?.trim(), lastName?.trim()] : [firstName];
  return parts.filter(Boolean).join(' ').trim() || 'Wheelhouse member';
}

export const NOTIFICATION_BADGE_CAP = 99;

/** The unread badge: the count, or 99+ above 99; nothing at zero. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/** The bell button's accessible name: what the badge shows is part of it. */
export function bellLabel(unread: number, say: NotificationStrings): string {
  const badge = badgeText(unread);
  return badge ? fill(say['notif.bellUnread'], { count: badge }) : say['notif.heading'];
}

/** The bell's hover hint: "You have 3 unread notifications", or "No new notifications". */
export function unreadHint(unread: number, say: NotificationStrings): string {
  return unread <= 0 ? say['notif.hint.none'] : countText(say, 'notif.hint', unread);
}

/** One fewer unread, never below zero. */
export function decrementUnread(unread: number): number {
  return Math.max(0, unread - 1);
}

/** Where a notification leads: its message thread or its vehicle, in the page's language. */
export function notificationHref(type: string, relatedId: string | null, locale: Locale = 'en'): string | null {
  if (!relatedId) return null;
  if (type === 'message') return `${pageHref('/messages', locale)}?id=${encodeURIComponent(relatedId)}`;
  if (type === 'vehicle') return pageHref(`/vehicles/id/${encodeURIComponent(relatedId)}`, locale);
  return null;
}

/** Whether the auth server marked the user as an administrator (app_metadata.role, set only with the service key). */
export function isAdministrator(user: { app_metadata?: Record<string, unknown> } | null | undefined): boolean {
  return user?.app_metadata?.role === 'admin';
}
