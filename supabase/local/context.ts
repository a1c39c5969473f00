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

/** What PostgREST exposes of the HTTP request to SQL (request.method, request.path, request.headers). */
export interface RequestSettings {
  method: string;
  /** The path as PostgREST sees it, after the gateway's /rest/v1 prefix: `/vehicles`, `/rpc/fn`. */
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** PostgREST's search path: the exposed schemas, then config.toml's extra_search_path. */
export const SEARCH_PATH = '"public", "extensions"';

/** The request's headers as PostgREST renders them for request.headers: lower-case names, one string each. */
export function headersJson(headers: RequestSettings['headers']): string {
  const entries: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    entries[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return JSON.stringify(entries);
}

function cookiesJson(cookie: string | string[] | undefined): string {
  const cookies: Record<string, string> = {};
  for (const part of (Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')).split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return JSON.stringify(cookies);
}

/** `name=value` settings per API role, in the order they are applied. */
export type RoleSettings = ReadonlyMap<ApiRole, readonly string[]>;

/**
 * The settings stored on each API role (`alter role anon set
 * statement_timeout = '3s'`) over those of the connecting `authenticator`
 * role, global before database-specific, as PostgREST applies them for the
 * role it switches to.
 */
export async function loadRoleSettings(db: Db): Promise<RoleSettings> {
  const rows = await db.transaction((tx) =>
    tx.query<{ role: string; setting: string }>(
      `select r.rolname::text as role, setting
         from pg_catalog.pg_db_role_setting s
         join pg_catalog.pg_roles r on r.oid = s.setrole
        cross join unnest(s.setconfig) with ordinality as config(setting, position)
        where r.rolname = any ($1)
          and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        order by s.setdatabase, position`,
      [['authenticator', ...API_ROLES]],
    ),
  );
  const of = (role: string) => rows.filter((row) => row.role === role).map((row) => row.setting);
  return new Map(API_ROLES.map((role) => [role, [...of('authenticator'), ...of(role)]]));
}

// PostgREST reads the role settings when it starts and when its configuration is reloaded, not per
// request (reading them per request cost more than most requests' own query): so does the stack,
// at start and on reloadRoleSettings().
const roleSettingsCache = new WeakMap<Db, Promise<RoleSettings>>();

/** Reads the role settings again, as PostgREST's `NOTIFY pgrst, 'reload config'` does. */
export function reloadRoleSettings(db: Db): Promise<RoleSettings> {
  const loading = loadRoleSettings(db);
  roleSettingsCache.set(db, loading);
  // A failed read is tried again by the next request.
  loading.catch(() => roleSettingsCache.delete(db));
  return loading;
}

function roleSettings(db: Db): Promise<RoleSettings> {
  return roleSettingsCache.get(db) ?? reloadRoleSettings(db);
}

/**
 * Opens a request's transaction as PostgREST does: the JWT's role and claims,
 * the search path, the request's method, path, headers and cookies, then the
 * role's settings (loadRoleSettings). Only `request.jwt.claims` carries the
 * claims: PostgREST no longer sets the legacy `request.jwt.claim.*`.
 */
export async function applyCaller(
  tx: Tx,
  caller: Caller,
  settings: RoleSettings,
  readOnly = false,
  request: RequestSettings | null = null,
): Promise<void> {
  // One statement: on PGlite every statement is a round trip through the WASM backend (~0.25 ms), so
  // the read-only mode rides along (SET TRANSACTION READ ONLY is set_config('transaction_read_only', 'on', true)).
  await tx.query(
    `select ${readOnly ? "set_config('transaction_read_only', 'on', true)," : ''}
            set_config('search_path', $3, true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('request.cookies', $7, true),
            (select count(set_config(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1), true))
               from unnest($8::text[]) as setting)`,
    [
      caller.role,
      JSON.stringify(caller.claims),
      SEARCH_PATH,
      request?.method ?? '',
      request?.path ?? '',
      headersJson(request?.headers ?? {}),
      cookiesJson(request?.headers.cookie),
      settings.get(caller.role) ?? [],
    ],
  );
}

/** Runs `fn` in one transaction as `caller`. */
export async function asRole<T>(
  db: Db,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
  readOnly = false,
  request: RequestSettings | null = null,
): Promise<T> {
  const settings = await roleSettings(db);
  return db.transaction(async (tx) => {
    await applyCaller(tx, caller, settings, readOnly, request);
    return fn(tx);
  });
}
