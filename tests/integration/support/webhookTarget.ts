/**
 * A stand-in for the site in webhook tests: one function handler served on
 * a free port, as Netlify would serve it. It counts deliveries and can
 * answer 503 to the next few, for the retry tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.hits += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        res.writeHead(503).end('down for maintenance');
        return;
      }
      const headers = Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v] as [string, string]] : [],
      );
      void handler(
        new Request(`http://localhost${req.url ?? '/'}`, {
          method: req.method ?? 'GET',
          headers,
          body: Buffer.concat(chunks),
        }),
      ).then(async (response) => {
        res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${String(actual)}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
