/**
 * A stand-in for the site in webhook tests: /api/revalidate served with the
 * real handler on a free port, recording the tags each delivery purges.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRevalidateHandler } from '../../../netlify/functions/_shared/revalidate.ts';

export const SECRET = 'integration-secret-with-at-least-32-characters';

/** A stand-in for the site: /api/revalidate with the real handler; it can answer 503 for a while. */
export interface Target {
  url: string;
  purges: string[][];
  hits: number;
  failNext: number;
  close(): Promise<void>;
}

export async function startTarget(port = 0): Promise<Target> {
  const state = { purges: [] as string[][], hits: 0, failNext: 0 };
  const handler = createRevalidateHandler({
    secret: SECRET,
    purge: (tags) => {
      state.purges.push([...tags]);
      return Promise.resolve();
    },
  });
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
    url: `http://127.0.0.1:${String(actual)}/api/revalidate`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
