/**
 * A stand-in for the site in webhook tests: one function handler served on
 * a free port, as Netlify would serve it. It counts deliveries and can
 * answer 503 to the next few, for the retry tests.
 */
import { serveFunction } from '../../../scripts/serveFunction.ts';

export interface WebhookTarget {
  url: string;
  hits: number;
  failNext: number;
  close(): Promise<void>;
}

export async function serveWebhook(
  handler: (request: Request) => Promise<Response>,
  path: string,
  port = 0,
): Promise<WebhookTarget> {
  const state = { hits: 0, failNext: 0 };
  const served = await serveFunction(
    (request) => {
      state.hits += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        return Promise.resolve(new Response('down for maintenance', { status: 503 }));
      }
      return handler(request);
    },
    path,
    port,
  );
  return Object.assign(state, served);
}
