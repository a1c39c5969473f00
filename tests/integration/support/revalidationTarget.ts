/**
 * A stand-in for the site in webhook tests: /api/revalidate served with the
 * real handler on a free port, recording the tags each delivery purges.
 */
import { createRevalidateHandler } from '../../../netlify/functions/_shared/revalidate.ts';
import { serveWebhook, type WebhookTarget } from './webhookTarget.ts';

export const SECRET = 'integration-secret-with-at-least-32-characters';

/** A stand-in for the site: /api/revalidate with the real handler; it can answer 503 for a while. */
export interface Target extends WebhookTarget {
  purges: string[][];
}

export async function startTarget(port = 0): Promise<Target> {
  const purges: string[][] = [];
  const handler = createRevalidateHandler({
    secret: SECRET,
    purge: (tags) => {
      purges.push([...tags]);
      return Promise.resolve();
    },
  });
  return Object.assign(await serveWebhook(handler, '/api/revalidate', port), { purges });
}
