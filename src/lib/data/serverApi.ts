/**
 * How the server reads public data: the static build, and the pages rendered
 * on demand (listing details, seller pages, the sitemap) at request time. It
 * uses the anon key, so row-level security shows the server exactly what a
 * visitor may see. Requests give up after REQUEST_TIMEOUT_MS, so an
 * unreachable database becomes a 503 page rather than a hanging function.
 * SUPABASE_URL may point the server at a database other than the one the
 * browser bundle is configured for (`npm run build` reads a freshly seeded
 * in-memory stack; a Netlify build reads the hosted project).
 *
 * The on-demand pages call database functions with `serverRpc()`, one fetch
 * each and no supabase-js: the Netlify CLI imports the function afresh for
 * every request, and loading the client cost every page view (docs/PERFORMANCE.md).
 */
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { publicRpcAt, type PublicApi, type Rpc } from './publicRpc';

const REQUEST_TIMEOUT_MS = 8000;

export const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

export function serverApi(): PublicApi {
  return { url: process.env.SUPABASE_URL ?? SUPABASE_URL, anonKey: SUPABASE_ANON_KEY, fetch: fetchWithTimeout };
}

let rpc: Rpc | null = null;

/** Database functions as a visitor, from the server. */
export function serverRpc(): Rpc {
  rpc ??= publicRpcAt(serverApi());
  return rpc;
}
