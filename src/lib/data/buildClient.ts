/**
 * The client the static build reads public listings with (Node, at build
 * time). It uses the anon key, so row-level security shows the build exactly
 * what a visitor may see. SUPABASE_URL may point the build at a database other
 * than the one the browser bundle is configured for (`npm run build` reads a
 * freshly seeded in-memory stack; a Netlify build reads the hosted project).
 */
import { createClient } from '@supabase/supabase-js';
import type { Client } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from './database.types';

let client: Client | null = null;

export function buildClient(): Client {
  client ??= createClient<Database>(process.env.SUPABASE_URL ?? SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
