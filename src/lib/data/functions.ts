/** Calls to our Netlify functions (/api/*) as the signed-in user, with their access token. */
import { getClient } from './client';
import { DataError } from './errors';

/** The response body of a successful call; a DataError with the server's message (and status) otherwise. */
export async function callFunction<T>(
  operation: string,
  path: string,
  init: { method: string; body?: unknown },
  failure: string,
): Promise<T> {
  const supabase = await getClient();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new DataError(operation, 'You are not signed in', { status: 401 });
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    throw new DataError(operation, `${failure}: the server could not be reached`, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new DataError(operation, body.message ?? failure, { status: response.status });
  return body as T;
}
