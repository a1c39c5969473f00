/**
 * POST /api/revalidate: the database webhook for listing and public profile
 * changes. The vehicles and profiles triggers post each change through pg_net
 * with the shared secret in X-Webhook-Secret; the tags the change makes
 * stale are purged. Answers
 * 401 (nothing purged) to a missing or wrong secret, 400 to a body that is
 * not a listing change, and 502 when the purge fails, so the sender retries.
 */
import { revalidationChangeSchema, tagsForChange } from '../../../src/lib/domain/cacheTags';
import { HttpError, json, problem, readBody } from './http';
import { refuseWebhook } from './webhook';

export interface RevalidateDeps {
  /** The shared secret; undefined when the site has none configured. */
  secret: string | undefined;
  purge: (tags: readonly string[]) => Promise<void>;
}

export function createRevalidateHandler({ secret, purge }: RevalidateDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseWebhook(request, secret, 'Revalidation');
    if (refused) return refused;
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
