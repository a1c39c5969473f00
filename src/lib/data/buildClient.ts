/**
 * The supabase-js client the server reads public listings with where a
 * database function does not do (the static build's listing pages, the
 * seller page's table reads), configured as serverApi.ts describes: the anon
 * key, the server's SUPABASE_URL, and a timeout on every request.
 */
import { createClient } from '@supabase/supabase-js';
import type { Client } from './client';
import type { Database } from '../database.types';
import { fetchWithTimeout, serverApi } from './serverApi';

let client: Client | null = null;

export function buildClient(): Client {
  if (client) return client;
  const { url, anonKey } = serverApi();
  client = createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
  });
  return client;
}
