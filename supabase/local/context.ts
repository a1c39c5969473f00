/**
 * Who is calling: the JWT from `Authorization: Bearer` (else the apikey),
 * verified with the project's secret, and the Postgres role it maps to.
 * `asRole` opens the transaction every data request runs in, as PostgREST
 * does: switch to the JWT's role and expose its claims to auth.uid() & co.
 */
import type { Db, Tx } from './db.ts';
import { verifyJwt } from './jwt.ts';
import type { Claims } from './jwt.ts';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Caller {
  role: ApiRole;
  claims: Claims;
  /** The user id (`sub`) when the token belongs to a user. */
  userId: string | null;
  /** The request's headers (lower-case names), exposed to SQL as `request.headers` like PostgREST does. */
  headers?: Readonly<Record<string, string>>;
}

export type CallerResult =
  { ok: true; caller: Caller } | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' | 'role' };

export function bearerToken(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}

export function callerFromToken(token: string | null, secret: string): CallerResult {
  if (token === null || token === '') return { ok: false, reason: 'missing' };
  const verified = verifyJwt(token, secret);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const role = verified.claims.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    return { ok: false, reason: 'role' };
  }
  const sub = verified.claims.sub;
  return {
    ok: true,
    caller: {
      role: role as ApiRole,
      claims: verified.claims,
      userId: typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null,
    },
  };
}

/** Sets the role and request.jwt.* settings for the current transaction. */
export async function applyCaller(tx: Tx, caller: Caller, readOnly = false): Promise<void> {
  if (readOnly) await tx.query('set transaction read only');
  const sub = caller.claims.sub;
  const email = caller.claims.email;
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.headers', $5, true)`,
    [
      caller.role,
      JSON.stringify(caller.claims),
      typeof sub === 'string' ? sub : '',
      typeof email === 'string' ? email : '',
      JSON.stringify(caller.headers ?? {}),
    ],
  );
}

/** Runs `fn` in one transaction as `caller`. */
export function asRole<T>(db: Db, caller: Caller, fn: (tx: Tx) => Promise<T>, readOnly = false): Promise<T> {
  return db.transaction(async (tx) => {
    await applyCaller(tx, caller, readOnly);
    return fn(tx);
  });
}
