/** Authentication calls (spec §7): the only module that touches supabase.auth. */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getClient } from './client';
import { fail } from './errors';
import { localePath, toLocale, type Locale } from '../../i18n/locale';

/** The language of the page the visitor is on (the layout writes it on <html lang>). */
export function pageLocale(): Locale {
  return toLocale(document.documentElement.lang);
}

export type { AuthChangeEvent, Session };

export async function getSession(): Promise<Session | null> {
  const supabase = await getClient();
  const { data, error } = await supabase.auth.getSession();
  if (error) fail('getSession', error);
  return data.session;
}

export async function onAuthChange(listener: (event: AuthChangeEvent, session: Session | null) => void): Promise<void> {
  const supabase = await getClient();
  supabase.auth.onAuthStateChange(listener);
}

export async function signInWithPassword(email: string, password: string): Promise<Session> {
  const supabase = await getClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) fail('signIn', error);
  return data.session;
}

/**
 * What a sign-up left the visitor with: signed in at once (confirmations
 * off, as the local stack defaults to), an address to confirm from the mail
 * first (hosted Supabase's default), or an account to sign in to.
 */
export type SignUpOutcome = { kind: 'signedIn'; session: Session } | { kind: 'confirmEmail' } | { kind: 'signIn' };

export async function signUp(email: string, password: string, firstName: string): Promise<SignUpOutcome> {
  const supabase = await getClient();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // The confirmation link signs the visitor in on this site's home page.
    // The page's language becomes the account's (profiles.locale, and the auth mails' on hosted Supabase).
    options: {
      data: { ...(firstName ? { first_name: firstName } : {}), locale: pageLocale() },
      emailRedirectTo: `${window.location.origin}${localePath('/', pageLocale())}`,
    },
  });
  if (error) fail('signUp', error);
  if (data.session) return { kind: 'signedIn', session: data.session };
  // With confirmations on, an address that already has an account gets a stand-in user without a
  // confirmed date too: the same answer, so the form does not tell who is registered.
  return data.user?.email_confirmed_at ? { kind: 'signIn' } : { kind: 'confirmEmail' };
}

export async function signOut(): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.auth.signOut();
  if (error) fail('signOut', error);
}

/** Send the reset mail; its link returns to /auth on this origin. */
export async function sendPasswordReset(email: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${localePath('/auth', pageLocale())}?tab=reset`,
  });
  if (error) fail('resetPassword', error);
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) fail('updatePassword', error);
}

/** The account's language in its auth metadata, which hosted Supabase's mail templates read ({{ .Data.locale }}). */
export async function setAuthLocale(locale: Locale): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.auth.updateUser({ data: { locale } });
  if (error) fail('setAuthLocale', error);
}
