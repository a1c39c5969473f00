/**
 * What every database webhook checks first: a POST carrying the shared
 * secret in X-Webhook-Secret (compared in constant time). pg_net sends it
 * from the triggers; nobody else knows it.
 */
import { timingSafeEqual } from 'node:crypto';
import { problem } from './http.ts';

const SECRET_HEADER = 'x-webhook-secret';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The answer that refuses the request (405, 503 while the site has no secret,
 * 401 for a missing or wrong one), or null when the webhook may go on.
 */
export function refuseWebhook(request: Request, secret: string | undefined, what: string): Response | null {
  if (request.method !== 'POST') return problem(405, 'Use POST', { allow: 'POST' });
  if (!secret) return problem(503, `${what} is not configured on this site`);
  if (!sameSecret(request.headers.get(SECRET_HEADER) ?? '', secret)) return problem(401, 'Wrong or missing secret');
  return null;
}
