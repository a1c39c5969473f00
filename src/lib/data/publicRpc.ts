/**
 * Database functions called with the public anon key and one fetch, without
 * supabase-js: what a signed-out visitor's page asks on load (a listing
 * page's current first page, a detail page's check and view count), so a
 * visitor who only reads never downloads the client. Signed-in visitors go
 * through supabase-js, which sends their session.
 */
import { getClient, hasStoredSession } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from './database.types';
import { DataError, fail } from './errors';

type FunctionName = keyof Database['public']['Functions'];

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
export async function publicRpc(operation: string, fn: FunctionName, args: object): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: SUPABASE_ANON_KEY,
        Authorization: `Bearer ${SUPABASE_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
  } catch (error) {
    throw new DataError(operation, 'The database could not be reached', { cause: error });
  }
  const body = parseBody(operation, await response.text());
  if (!response.ok) {
    const { message, code } = errorOf(body);
    throw new DataError(operation, message ?? `The database answered ${String(response.status)}`, {
      status: response.status,
      ...(code === undefined ? {} : { code }),
    });
  }
  return body;
}

/**
 * A database function as whoever is here: with the public key and no
 * supabase-js when no session is stored, else through supabase-js with the
 * visitor's session.
 */
export async function visitorRpc<F extends FunctionName>(
  operation: string,
  fn: F,
  args: Database['public']['Functions'][F]['Args'],
): Promise<unknown> {
  if (!hasStoredSession()) return publicRpc(operation, fn, args);
  const supabase = await getClient();
  const { data, error } = await supabase.rpc(fn, args);
  if (error) fail(operation, error);
  return data;
}
