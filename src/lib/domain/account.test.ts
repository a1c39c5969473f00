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
    expect(unreadHint(0)).toBe('No new notifications');
    expect(unreadHint(1)).toBe('You have 1 unread notification');
    expect(unreadHint(7)).toBe('You have 7 unread notifications');
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
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(120)).toBe('Notifications, 99+ unread');
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
