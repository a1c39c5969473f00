/** Small node:http helpers shared by the stack's services. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; size: number };

/**
 * Reads a request body up to `limit` bytes. A larger body is drained (so the
 * client reads our 413 rather than a reset connection) but not kept.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    // Past eight times the limit we stop listening and answer at once.
    const hardCap = Math.max(limit * 8, 1 << 20);
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      if (size > hardCap) {
        request.pause();
        finish({ ok: false, size });
      }
    });
    request.on('end', () => finish(tooLarge ? { ok: false, size } : { ok: true, body: Buffer.concat(chunks) }));
    request.on('error', () => finish({ ok: false, size }));
  });
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept, accept-profile, content-profile, range, x-upsert, cache-control, x-supabase-api-version, x-retry-count, x-metadata, tus-resumable, upload-length, upload-metadata, upload-offset, x-http-method-override',
  'access-control-expose-headers':
    'content-range, content-location, content-type, preference-applied, x-supabase-api-version, range-unit, retry-after, location, tus-resumable, upload-offset, upload-length, upload-expires',
  'access-control-max-age': '3600',
};

export function send(
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Buffer | null,
): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  const payload = body === null ? null : typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    ...(payload === null ? {} : { 'content-length': String(payload.length) }),
  });
  response.end(payload ?? undefined);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(response, status, { 'content-type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(value));
}

export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
