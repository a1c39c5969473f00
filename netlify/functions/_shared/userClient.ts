/**
 * A Supabase client that acts as the caller: the public anon key plus the
 * caller's access token, so row-level security decides what it reads,
 * exactly as in the browser. No service-role key is involved.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { ConfigurationError } from './admin';

export function userClient(
  token: string,
  env: Record<string, string | undefined> = process.env,
): SupabaseClient<Database> {
  const url = env.SUPABASE_URL;
  const anonKey = env.SUPABASE_ANON_KEY ?? env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new ConfigurationError('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The user a token belongs to, as the auth server says; null for any invalid or expired token. */
export async function userOf(client: SupabaseClient<Database>, token: string): Promise<User | null> {
  const { data, error } = await client.auth.getUser(token);
  return error ? null : data.user;
}
