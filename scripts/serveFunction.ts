/**
 * Serves one function handler (`(request: Request) => Promise<Response>`, the
 * modern Netlify signature) on a loopback port, outside the Netlify CLI: for
 * webhook targets in tests, and for the browser suite's saved-search alerts
 * (see scripts/with-stack.ts, --alerts-in-process).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedFunction {
  url: string;
  close(): Promise<void>;
}

export async function serveFunction(
  handler: (request: Request) => Promise<Response>,
  path: string,
  port = 0,
): Promise<ServedFunction> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v] as [string, string]] : [],
      );
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      void handler(
        new Request(`http://localhost${req.url ?? '/'}`, {
          method: req.method ?? 'GET',
          headers,
          ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
        }),
      )
        .catch(() => new Response('{"message":"The function failed"}', { status: 500 }))
        .then(async (response) => {
          res
            .writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
            .end(await response.text());
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(actual)}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
