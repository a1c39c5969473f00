/**
 * The client the server reads public listings with: the static build, and
 * the pages rendered on demand (listing details, the sitemap) at request
 * time. It uses the anon key, so row-level security shows the server exactly
 * what a visitor may see. Requests give up after REQUEST_TIMEOUT_MS, so an
 * unreachable database becomes a 503 page rather than a hanging function. SUPABASE_URL may point the build at a database other
 * than the one the browser bundle is configured for (`npm run build` reads a
 * freshly seeded in-memory stack; a Netlify build reads the hosted project).
 */
import { createClient } from '@supabase/supabase-js';
import type { Client } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from './database.types';

const REQUEST_TIMEOUT_MS = 8000;

let client: Client | null = null;

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

export function buildClient(): Client {
  client ??= createClient<Database>(process.env.SUPABASE_URL ?? SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
  });
  return client;
}
