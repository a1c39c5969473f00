/** Authentication calls (spec §7): the only module that touches supabase.auth. */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getClient } from './client';
import { fail } from './errors';

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

/** Returns the new session, or null when the project asks for email confirmation first. */
export async function signUp(email: string, password: string, firstName: string): Promise<Session | null> {
  const supabase = await getClient();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: firstName ? { first_name: firstName } : {} },
  });
  if (error) fail('signUp', error);
  return data.session;
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
    redirectTo: `${window.location.origin}/auth?tab=reset`,
  });
  if (error) fail('resetPassword', error);
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) fail('updatePassword', error);
}
