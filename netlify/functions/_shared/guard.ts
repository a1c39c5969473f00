/**
 * Every admin function starts here: the caller's token is checked with the
 * auth server (a forged or expired token is refused) and the role is read
 * from the auth server's record of the user, never trusted from the client.
 * Failures answer with a status and a plain message; details go to the log.
 */
import type { User } from '@supabase/supabase-js';
import { ConfigurationError, isAdmin, userForToken } from './admin';
import { bearerToken, HttpError, problem } from './http';

/** The signed-in admin making the request; throws an HttpError (401/403) for anyone else. */
export async function requireAdmin(request: Request): Promise<User> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Sign in as an administrator');
  const user = await userForToken(token);
  if (!user) throw new HttpError(401, 'Your session has expired; sign in again');
  if (!isAdmin(user)) throw new HttpError(403, 'Only administrators can do this');
  return user;
}

/**
 * Runs a function's work: HttpErrors become their answers, anything else a
 * 500 with `failure` as the only text the caller sees.
 */
export async function handle(operation: string, failure: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return problem(error.status, error.message);
    console.error(`${operation} failed`, error);
    if (error instanceof ConfigurationError) return problem(500, `${failure}: the server is not configured`);
    return problem(500, failure);
  }
}

/** 405 with the allowed methods. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return problem(405, `Use ${allowed.join(' or ')} here`, { allow: allowed.join(', ') });
}
