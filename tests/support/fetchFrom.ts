/**
 * A fetch whose connections leave from `localAddress` (any 127.x.y.z on
 * Linux's loopback), so a test can be several visitors at different
 * addresses the way the platform sees them: the local stack, like hosted
 * Supabase's edge, keys anonymous limits by the connecting address and
 * ignores the forwarding headers a caller writes.
 */
import { request } from 'node:http';

export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : null;
    const url = new URL(outgoing.url);
    return new Promise<Response>((resolve, reject) => {
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: outgoing.method,
          headers: Object.fromEntries(outgoing.headers),
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500;
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
                headers.append(name, one);
            }
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      sent.on('error', reject);
      if (body) sent.write(body);
      sent.end();
    });
  };
}
