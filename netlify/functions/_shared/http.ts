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

/** Deeper than any request body the functions take; what walks a deeper value recursively overflows the stack. */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects more than `max` levels deep, read without recursion. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The JSON request body, checked against the schema; a 400 HttpError naming the first problem otherwise. */
export async function readBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let raw: unknown = {};
  const text = await request.text();
  if (text.trim()) {
    if (jsonTooDeep(text)) throw new HttpError(400, 'The request body is nested too deeply');
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
