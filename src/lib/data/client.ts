/**
 * The one Supabase client of the browser. supabase-js is loaded on first use,
 * so pages a signed-out visitor reads without needing data never download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from '../database.types';

export type Client = SupabaseClient<Database>;

let client: Promise<Client> | null = null;

export function getClient(): Promise<Client> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: {
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        // Password-recovery links land on /auth with the session in the URL.
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
    }),
  );
  return client;
}

/** Whether browser storage holds a session, without loading supabase-js. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Drop the stored session from this browser, without a request (the account it belonged to is gone). */
export function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
