/**
 * POST /api/digest/unsubscribe?token=…: the one-click unsubscribe of the
 * digest's List-Unsubscribe header (RFC 8058; mail clients post
 * "List-Unsubscribe=One-Click"). Each signed token switches one saved
 * search's digest off through unsubscribe_saved_search_digest, as the
 * unsubscribe page does; no sign-in and no service key are needed. GET is
 * not accepted: link scanners fetch URLs in mail, and a fetch must change
 * nothing (the mail's visible link opens a page that asks first).
 */
import type { Config } from '@netlify/functions';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../src/lib/domain/digest';
import { ConfigurationError } from './_shared/admin';
import { handle, methodNotAllowed } from './_shared/guard';
import { HttpError, json } from './_shared/http';

const MAX_TOKENS = 20;

export default (request: Request): Promise<Response> =>
  handle('digest unsubscribe', 'Failed to turn off the digest', async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const tokens = new URL(request.url).searchParams.getAll('token');
    if (tokens.length === 0 || tokens.length > MAX_TOKENS || !tokens.every((t) => UNSUBSCRIBE_TOKEN_PATTERN.test(t))) {
      throw new HttpError(400, 'This unsubscribe link is not valid.');
    }
    const url = process.env.SUPABASE_URL;
    const anonKey = process.env.SUPABASE_ANON_KEY ?? process.env.PUBLIC_SUPABASE_ANON_KEY;
    if (!url || !anonKey) throw new ConfigurationError('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
    const client = createClient<Database>(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const names: string[] = [];
    for (const token of tokens) {
      const { data, error } = await client.rpc('unsubscribe_saved_search_digest', { token });
      if (error?.code === 'PT404') throw new HttpError(404, error.message);
      if (error) throw new Error(`unsubscribing failed: ${error.message}`);
      const name = (data as { name?: unknown } | null)?.name;
      if (typeof name === 'string') names.push(name);
    }
    return json(200, { unsubscribed: names });
  });

export const config: Config = { path: '/api/digest/unsubscribe' };
