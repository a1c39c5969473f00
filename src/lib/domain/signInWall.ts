/**
 * The sign-in page's explanation when a page for signed-in users sent the
 * visitor there (`/auth?redirect=/sell`), and the tab named by `?tab=`.
 */

import { localePath, splitLocale } from '../../i18n/locale';

export type AuthTab = 'login' | 'signup' | 'reset';

const AUTH_TABS: readonly AuthTab[] = ['login', 'signup', 'reset'];

/** The tab `?tab=` names, or null when it names none. */
export function authTabFromQuery(value: string | null): AuthTab | null {
  return AUTH_TABS.find((tab) => tab === value) ?? null;
}

/** The sign-in page's address showing `tab`; the login tab is the bare page. */
export function authTabHref(href: string, tab: AuthTab): string {
  const url = new URL(href);
  if (tab === 'login') url.searchParams.delete('tab');
  else url.searchParams.set('tab', tab);
  return url.href;
}

/** Why signing in is needed, in English; the sign-in page shows it as `auth.reason.{id}` in its language. */
export const SIGN_IN_REASONS = {
  sell: 'Sign in to sell your vehicle',
  favorites: 'Sign in to see your favorites',
  messages: 'Sign in to read your messages',
  profile: 'Sign in to see your profile',
  dashboard: 'Sign in to open your seller dashboard',
  admin: 'Sign in to moderate listings',
  saveSearch: 'Sign in to save this search and hear about new matches',
} as const;

export type SignInReasonId = keyof typeof SIGN_IN_REASONS;

/** Pages behind the sign-in wall, by path prefix, and what signing in lets the visitor do there. */
const WALLED_PAGES: readonly (readonly [prefix: string, reason: SignInReasonId])[] = [
  ['/sell', 'sell'],
  ['/favorites', 'favorites'],
  ['/messages', 'messages'],
  ['/profile', 'profile'],
  ['/seller-dashboard', 'dashboard'],
  ['/admin', 'admin'],
];

/** Actions on public pages that need an account, by the query flag the page comes back with. */
const WALLED_ACTIONS: readonly (readonly [flag: string, reason: SignInReasonId])[] = [['saveSearch', 'saveSearch']];

/**
 * Why the visitor has to sign in, for a redirect back to a page only signed-in
 * users see or to an action that needs an account; null for any other page (a
 * Login link carries the page it was on too).
 */
export function signInReason(redirect: string | null): string | null {
  const id = signInReasonId(redirect);
  return id === null ? null : SIGN_IN_REASONS[id];
}

/** The reason's id (German pages' paths count as their English ones), or null. */
export function signInReasonId(redirect: string | null): SignInReasonId | null {
  if (!redirect) return null;
  const [localPath = '', query = ''] = redirect.split('#')[0]?.split('?') ?? [];
  const path = splitLocale(localPath).path;
  const action = WALLED_ACTIONS.find(([flag]) => new URLSearchParams(query).has(flag));
  if (action) return action[1];
  const match = WALLED_PAGES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.[1] ?? null;
}

/** The sign-in page in the language of `here` (a path with its query), coming back to it afterwards. */
export function signInHref(here: string): string {
  const { locale } = splitLocale(here.split('?')[0] ?? '');
  return `${localePath('/auth', locale)}?redirect=${encodeURIComponent(here)}`;
}
