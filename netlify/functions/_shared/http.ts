import type { ZodType } from 'zod';

/** JSON responses with explicit status codes; never a stack trace. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { message }, headers);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** A failure with the status and the plain message the caller sees. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** The JSON request body, checked against the schema; a 400 HttpError naming the first problem otherwise. */
export async function readBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let raw: unknown = {};
  const text = await request.text();
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** The path segments after a prefix: `/api/admin/listings/abc/hide` after `/api/admin/listings` → ['abc', 'hide']. */
export function pathAfter(request: Request, prefix: string): string[] {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (!path.startsWith(prefix)) return [];
  return path
    .slice(prefix.length)
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}
