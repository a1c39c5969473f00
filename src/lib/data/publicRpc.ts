/**
 * Database functions called with the public anon key and one fetch, without
 * supabase-js: what a signed-out visitor's page asks on load (a listing
 * page's current first page, a detail page's check and view count), so a
 * visitor who only reads never downloads the client; and what the pages
 * rendered on demand read on the server (serverApi.ts), so the function does
 * not load the client on every request. Signed-in visitors go through
 * supabase-js, which sends their session.
 */
import { getClient, hasStoredSession, type Client } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from '../database.types';
import { DataError, fail } from './errors';

type FunctionName = keyof Database['public']['Functions'];
type FunctionArgs<F extends FunctionName> = Database['public']['Functions'][F]['Args'];

/** Where public calls go: the project's address, its anon key, and the fetch that sends them. */
export interface PublicApi {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

/** The project the browser bundle is configured for. */
const BROWSER_API: PublicApi = { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY };

/**
 * A database function called by name, answering its JSON (null for none);
 * throws a DataError naming `operation` on failure. The pages rendered on
 * demand take one, so they read through `fetch` while tests can read as a
 * signed-in client.
 */
export type Rpc = <F extends FunctionName>(operation: string, fn: F, args?: FunctionArgs<F>) => Promise<unknown>;

function errorOf(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  return {
    ...('message' in body && typeof body.message === 'string' ? { message: body.message } : {}),
    ...('code' in body && typeof body.code === 'string' ? { code: body.code } : {}),
  };
}

function parseBody(operation: string, text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    throw new DataError(operation, 'The database answered in an unexpected shape', { cause: error });
  }
}

/** The function's JSON answer (null for none); throws a DataError naming `operation` on failure. */
export async function publicRpc(
  operation: string,
  fn: FunctionName,
  args: object = {},
  api: PublicApi = BROWSER_API,
): Promise<unknown> {
  const send = api.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await send(`${api.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: api.anonKey,
        Authorization: `Bearer ${api.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    text = await response.text();
  } catch (error) {
    throw new DataError(operation, 'The database could not be reached', { cause: error });
  }
  const body = parseBody(operation, text);
  if (!response.ok) {
    const { message, code } = errorOf(body);
    throw new DataError(operation, message ?? `The database answered ${String(response.status)}`, {
      status: response.status,
      ...(code === undefined ? {} : { code }),
    });
  }
  return body;
}

/** Database functions through `api` with its anon key, without supabase-js. */
export function publicRpcAt(api: PublicApi): Rpc {
  return (operation, fn, args) => publicRpc(operation, fn, args, api);
}

/** Database functions through a supabase-js client, as whoever it is signed in as. */
export function clientRpc(client: Client): Rpc {
  return async (operation, fn, args) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) fail(operation, error);
    return data;
  };
}

/**
 * A database function as whoever is here: with the public key and no
 * supabase-js when no session is stored, else through supabase-js with the
 * visitor's session.
 */
export async function visitorRpc<F extends FunctionName>(
  operation: string,
  fn: F,
  args: FunctionArgs<F>,
): Promise<unknown> {
  if (!hasStoredSession()) return publicRpc(operation, fn, args);
  return clientRpc(await getClient())(operation, fn, args);
}
