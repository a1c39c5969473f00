/**
 * POST /api/revalidate: the database webhook for listing and public profile
 * changes. The vehicles and profiles triggers post each change through pg_net
 * with the shared secret in X-Webhook-Secret; the tags the change makes
 * stale are purged. Answers
 * 401 (nothing purged) to a missing or wrong secret, 400 to a body that is
 * not a listing change, and 502 when the purge fails, so the sender retries.
 */
import { timingSafeEqual } from 'node:crypto';
import { revalidationChangeSchema, tagsForChange } from '../../../src/lib/domain/cacheTags';
import { HttpError, json, problem, readBody } from './http';

export const SECRET_HEADER = 'x-webhook-secret';

export interface RevalidateDeps {
  /** The shared secret; undefined when the site has none configured. */
  secret: string | undefined;
  purge: (tags: readonly string[]) => Promise<void>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createRevalidateHandler({ secret, purge }: RevalidateDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return problem(405, 'Use POST', { allow: 'POST' });
    if (!secret) return problem(503, 'Revalidation is not configured on this site');
    if (!sameSecret(request.headers.get(SECRET_HEADER) ?? '', secret)) return problem(401, 'Wrong or missing secret');
    try {
      const change = await readBody(request, revalidationChangeSchema);
      const tags = tagsForChange(change);
      await purge(tags);
      return json(200, { purged: tags });
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, error.message);
      console.error('cache purge failed', error);
      return problem(502, 'The cache purge failed; try again');
    }
  };
}
