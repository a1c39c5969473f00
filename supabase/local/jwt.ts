/** HS256 JSON Web Tokens with node:crypto, as GoTrue and PostgREST use them. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = Record<string, unknown>;

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: Claims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export type JwtResult = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Verifies signature, algorithm and expiry; never throws. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header = '', body = '', signature = ''] = parts;
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof parsedHeader !== 'object' ||
    parsedHeader === null ||
    (parsedHeader as { alg?: unknown }).alg !== 'HS256' ||
    typeof claims !== 'object' ||
    claims === null ||
    Array.isArray(claims)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const exp = (claims as Claims).exp;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowSeconds)) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims: claims as Claims };
}
