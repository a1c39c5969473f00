import { describe, expect, it } from 'vitest';
import { authTabFromQuery, authTabHref, signInReason } from './signInWall.ts';

describe('signInReason', () => {
  it.each([
    ['/sell', 'Sign in to sell your vehicle'],
    ['/favorites', 'Sign in to see your favorites'],
    ['/messages?id=3f1c', 'Sign in to read your messages'],
    ['/profile', 'Sign in to see your profile'],
    ['/seller-dashboard/listings/edit/?id=42', 'Sign in to open your seller dashboard'],
    ['/admin', 'Sign in to moderate listings'],
    ['/vehicles/cars?make=BMW&saveSearch=1', 'Sign in to save this search and hear about new matches'],
  ])('explains the wall in front of %s', (redirect, reason) => {
    expect(signInReason(redirect)).toBe(reason);
  });

  it.each([[null], [''], ['/'], ['/about'], ['/vehicles/cars?make=BMW'], ['/seller'], ['/selling'], ['/sellers/1']])(
    'says nothing for %s, which anyone may see',
    (redirect) => {
      expect(signInReason(redirect)).toBeNull();
    },
  );
});

describe('authTabFromQuery', () => {
  it('names the sign-up, reset and login tabs', () => {
    expect(authTabFromQuery('signup')).toBe('signup');
    expect(authTabFromQuery('reset')).toBe('reset');
    expect(authTabFromQuery('login')).toBe('login');
  });
  it('ignores anything else', () => {
    expect(authTabFromQuery(null)).toBeNull();
    expect(authTabFromQuery('SIGNUP')).toBeNull();
    expect(authTabFromQuery('admin')).toBeNull();
  });
});

describe('authTabHref', () => {
  it.each([
    ['https://w.example/auth', 'signup', 'https://w.example/auth?tab=signup'],
    ['https://w.example/auth?tab=signup', 'reset', 'https://w.example/auth?tab=reset'],
    ['https://w.example/auth?tab=reset', 'login', 'https://w.example/auth'],
    ['https://w.example/auth?redirect=%2Fsell&tab=signup', 'login', 'https://w.example/auth?redirect=%2Fsell'],
    ['https://w.example/auth?redirect=%2Fsell', 'signup', 'https://w.example/auth?redirect=%2Fsell&tab=signup'],
  ] as const)('%s on the %s tab is %s', (href, tab, expected) => {
    expect(authTabHref(href, tab)).toBe(expected);
  });
});
