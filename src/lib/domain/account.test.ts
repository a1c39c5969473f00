import { describe, expect, it } from 'vitest';
import {
  avatarLetter,
  publicDisplayName,
  badgeText,
  bellLabel,
  decrementUnread,
  displayName,
  isAdministrator,
  notificationHref,
  unreadHint,
} from './account.ts';
import { pick } from '../../i18n/index.ts';
import { HEADER_KEYS } from '../../islands/account/headerStrings.ts';

const english = pick('en', HEADER_KEYS);
const german = pick('de', HEADER_KEYS);

describe('avatarLetter', () => {
  it('is the first letter of the email, uppercased', () => {
    expect(avatarLetter('maria@example.com')).toBe('M');
  });
  it('is U without an email', () => {
    expect(avatarLetter(null)).toBe('U');
    expect(avatarLetter('')).toBe('U');
  });
});

describe('displayName', () => {
  it('prefers the profile first name', () => {
    expect(displayName('Jonas', 'j.becker@example.com')).toBe('Jonas');
  });
  it('falls back to the part of the email before the at sign', () => {
    expect(displayName(null, 'j.becker@example.com')).toBe('j.becker');
    expect(displayName('  ', 'lena@example.com')).toBe('lena');
  });
  it('is User when there is neither', () => {
    expect(displayName(null, null)).toBe('User');
    expect(displayName(undefined, '@example.com')).toBe('User');
  });
});

describe('notification badge', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('hints at the unread count', () => {
    expect(unreadHint(0, english)).toBe('No new notifications');
    expect(unreadHint(1, english)).toBe('You have 1 unread notification');
    expect(unreadHint(7, english)).toBe('You have 7 unread notifications');
  });
  it('hints at the unread count in German', () => {
    expect(unreadHint(0, german)).toBe('Keine neuen Benachrichtigungen');
    expect(unreadHint(1, german)).toBe('Du hast 1 ungelesene Benachrichtigung');
    expect(unreadHint(1200, german)).toBe('Du hast 1.200 ungelesene Benachrichtigungen');
  });
  it('never lowers the unread count below zero', () => {
    expect(decrementUnread(2)).toBe(1);
    expect(decrementUnread(0)).toBe(0);
  });
  it('routes message notifications to the thread and vehicle ones to the listing', () => {
    expect(notificationHref('message', 'abc')).toBe('/messages?id=abc');
    expect(notificationHref('vehicle', '5a1e')).toBe('/vehicles/id/5a1e');
    expect(notificationHref('vehicle', null)).toBeNull();
  });
  it('leads to the German thread and listing from a German page', () => {
    expect(notificationHref('message', 'abc', 'de')).toBe('/de/messages?id=abc');
    expect(notificationHref('vehicle', '5a1e', 'de')).toBe('/de/vehicles/id/5a1e');
  });
});

describe('isAdministrator', () => {
  it('is true only for app_metadata.role = admin', () => {
    expect(isAdministrator({ app_metadata: { role: 'admin' } })).toBe(true);
    expect(isAdministrator({ app_metadata: { role: 'user' } })).toBe(false);
    expect(isAdministrator({ app_metadata: {} })).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });
});

describe('bellLabel', () => {
  it('names the unread count the badge shows, capped like the badge', () => {
    expect(bellLabel(0, english)).toBe('Notifications');
    expect(bellLabel(1, english)).toBe('Notifications, 1 unread');
    expect(bellLabel(120, english)).toBe('Notifications, 99+ unread');
  });
  it('names them in German on a German page', () => {
    expect(bellLabel(0, german)).toBe('Benachrichtigungen');
    expect(bellLabel(120, german)).toBe('Benachrichtigungen, 99+ ungelesen');
  });
});

describe('publicDisplayName', () => {
  it('shows a private seller by first name only and a dealer by the full trading name', () => {
    expect(publicDisplayName(' Anna ', 'Fischer', false)).toBe('Anna');
    expect(publicDisplayName('Autohaus', 'Lindner', true)).toBe('Autohaus Lindner');
    expect(publicDisplayName(null, 'Only', true)).toBe('Only');
    expect(publicDisplayName('  ', 'Fischer', false)).toBe('Wheelhouse member');
    expect(publicDisplayName(null, null, false)).toBe('Wheelhouse member');
  });
});
