/**
 * /auth/v1: the GoTrue endpoints supabase-js calls for email and password
 * accounts: sign-up (auto-confirmed, as `supabase start` defaults to, or
 * with a confirmation mail when config.toml's [auth.email]
 * enable_confirmations is on, as hosted Supabase defaults to), password sign-in, refresh-token rotation with reuse detection, get and
 * update user, sign-out, password recovery through the local outbox, and the
 * admin user API for the service role. Users live in auth.users with bcrypt
 * hashes (pgcrypto); sessions and refresh tokens in auth.sessions and
 * auth.refresh_tokens, as on hosted Supabase.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Db, Tx } from './db.ts';
import { bearerToken, callerFromToken } from './context.ts';
import type { Outbox } from './mail.ts';
import { signJwt } from './jwt.ts';
import type { AuthRateLimits, RateLimiter } from './rateLimit.ts';
import { jsonTooDeep, TOO_DEEP_MESSAGE } from './jsonDepth.ts';
import { renderMail, type MailKind, type MailTemplates, type TemplateData } from './mailTemplate.ts';

export interface AuthConfig {
  /** Public base URL of the stack, e.g. http://127.0.0.1:54321. */
  url: string;
  jwtSecret: string;
  /** Access-token lifetime in seconds (GoTrue's jwt_expiry). */
  accessTokenLifetime: number;
  /** Seconds a rotated refresh token may still be replayed (GoTrue's reuse interval). */
  refreshTokenReuseInterval: number;
  /** Where links land when no allowed redirect_to is given. */
  siteUrl: string;
  minimumPasswordLength: number;
  /** Sign-up waits for the address to be confirmed by mail ([auth.email] enable_confirmations). */
  enableConfirmations: boolean;
  /** bcrypt cost of stored password hashes (GoTrue uses 10). */
  passwordHashCost: number;
  outbox: Outbox;
  /** config.toml's `[auth.email.template.*]`, rendered as hosted Supabase does (mailTemplate.ts). */
  mailTemplates: MailTemplates;
  rateLimits: AuthRateLimits;
  limiter: RateLimiter;
}

export interface AuthRequest {
  method: string;
  /** Path after /auth/v1. */
  path: string;
  params: URLSearchParams;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
  /** The client's address, for the per-IP rate limits. */
  ip: string;
}

export interface AuthResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

const API_VERSION = '2024-01-01';
const RECOVERY_LIFETIME_SECONDS = 3600;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function header(request: AuthRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function errorResponse(request: AuthRequest, error: AuthError): AuthResponse {
  // Clients that send the API version header read `code` and `message`;
  // older ones read `error_code` and `msg`.
  const versioned = (header(request, 'x-supabase-api-version') ?? '') >= API_VERSION;
  const body = versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  const response = jsonResponse(error.status, body);
  return { ...response, headers: { ...response.headers, ...error.headers } };
}

function jsonResponse(status: number, body: unknown): AuthResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-supabase-api-version': API_VERSION },
    body: JSON.stringify(body),
  };
}

const FIVE_MINUTES = 300;

/** A bcrypt hash of cost 10 (the accounts' cost) that no password matches in practice. */
const TIMING_HASH = '$2a$10$D0flKv9y2FTxGG3mm2ESF.K7gNibO5XyLcs6042fE.B749xXxhDT2';
const ONE_HOUR = 3600;

function tooManyRequests(code: string, message: string, retryAfter: number): AuthError {
  return new AuthError(429, code, message, {}, { 'retry-after': String(retryAfter) });
}

/**
 * GoTrue's limits, checked before any work: sign-ups and sign-ins, token
 * refreshes and verifications per client IP in five minutes (mail limits:
 * mailLimited).
 */
function rateLimited(config: AuthConfig, request: AuthRequest): AuthError | null {
  const { limiter, rateLimits: limits } = config;
  const [first = ''] = request.path.split('/').filter((segment) => segment !== '');
  const grant = request.params.get('grant_type');
  const perIp = (bucket: string, limit: number): AuthError | null => {
    const wait = limiter.take(`${bucket}:${request.ip}`, limit, FIVE_MINUTES);
    return wait === null ? null : tooManyRequests('over_request_rate_limit', 'Request rate limit reached', wait);
  };
  if (request.method === 'POST' && (first === 'signup' || (first === 'token' && grant === 'password')))
    return perIp('sign_in_sign_ups', limits.signInSignUps);
  if (request.method === 'POST' && first === 'token' && grant === 'refresh_token')
    return perIp('token_refresh', limits.tokenRefresh);
  if (first === 'verify') return perIp('token_verifications', limits.tokenVerifications);
  return null;
}

/**
 * GoTrue's mail limits, checked when a mail is about to go out: one per
 * address per max_frequency, and email_sent for the whole project per hour.
 * Requests for addresses without an account send nothing and spend nothing,
 * so strangers cannot exhaust the budget with made-up addresses.
 */
function mailLimited(config: AuthConfig, email: string): AuthError | null {
  const { limiter, rateLimits: limits } = config;
  const gap = limiter.take(`email:${email}`, 1, limits.emailMaxFrequency);
  if (gap !== null) {
    return tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${gap} seconds.`,
      gap,
    );
  }
  const wait = limiter.take('email_sent', limits.emailSent, ONE_HOUR);
  return wait === null ? null : tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded', wait);
}

function parseJson(request: AuthRequest): Record<string, unknown> {
  const text = request.body.toString('utf8');
  if (text.trim() === '') return {};
  if (jsonTooDeep(text))
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${TOO_DEEP_MESSAGE}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return value as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return value;
}

function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  if (JSON.stringify(value).length > 16_384) throw new AuthError(400, 'validation_failed', `${key} is too large`);
  return value as Record<string, unknown>;
}

function checkEmail(email: string | undefined): string {
  if (email === undefined || email.trim() === '')
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid email');
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 255 || !EMAIL.test(normalized)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalized;
}

function checkPassword(config: AuthConfig, password: string | undefined): string {
  if (password === undefined || password === '')
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  if (password.length < config.minimumPasswordLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${config.minimumPasswordLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (Buffer.byteLength(password) > 72)
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters', {
      weak_password: { reasons: ['length'] },
    });
  return password;
}

interface UserRecord {
  id: string;
  email: string | null;
  /** The GoTrue user object, rendered by Postgres. */
  json: Record<string, unknown>;
}

const USER_JSON = `(json_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
  'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'confirmed_at', u.email_confirmed_at, 'recovery_sent_at', u.recovery_sent_at,
  'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', coalesce((
    select json_agg(json_build_object(
      'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
      'updated_at', i.updated_at, 'email', i.email))
    from auth.identities i where i.user_id = u.id), '[]'::json),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous
)::jsonb || jsonb_strip_nulls(jsonb_build_object(
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
  'confirmation_sent_at', u.confirmation_sent_at
)))::text`;

async function loadUser(tx: Tx, where: string, params: readonly unknown[]): Promise<UserRecord | null> {
  const [row] = await tx.query<{ id: string; email: string | null; json: string }>(
    `select u.id::text as id, u.email, ${USER_JSON} as json from auth.users u where ${where} and u.deleted_at is null`,
    params,
  );
  if (!row) return null;
  return { id: row.id, email: row.email, json: JSON.parse(row.json) as Record<string, unknown> };
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function issueSession(
  tx: Tx,
  config: AuthConfig,
  user: UserRecord,
  method: string,
  existing: { sessionId: string; parent: string } | null = null,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const sessionId = existing?.sessionId ?? randomUUID();
  if (existing === null) {
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sessionId, user.id],
    );
  } else {
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
  }
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, user.id, existing?.parent ?? null, sessionId],
  );
  const expiresAt = now + config.accessTokenLifetime;
  const accessToken = signJwt(
    {
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      iss: `${config.url}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.json.app_metadata ?? {},
      user_metadata: user.json.user_metadata ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    config.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.accessTokenLifetime,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: user.json,
  };
}

async function createUser(
  tx: Tx,
  input: {
    email: string;
    password: string | null;
    metadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    hashCost: number;
  },
): Promise<UserRecord> {
  const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [input.email]);
  if (existing.length > 0) throw new AuthError(422, 'user_already_exists', 'User already registered');
  const id = randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, email_change,
       email_change_token_new, recovery_token, is_super_admin)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       case when $3::text is null then '' else extensions.crypt($3::text, extensions.gen_salt('bf', $7::int)) end,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), '', '', '', '', false)`,
    [
      id,
      input.email,
      input.password,
      input.confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'], ...input.appMetadata }),
      JSON.stringify(input.metadata),
      input.hashCost,
    ],
  );
  await tx.query(
    `insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::uuid, $1::uuid, $1::text, $2::jsonb, 'email', now(), now(), now())`,
    [id, JSON.stringify({ sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false })],
  );
  const user = await loadUser(tx, 'u.id = $1', [id]);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User vanished after sign-up');
  return user;
}

/** The signed-in user behind the request's bearer token, with its session. */
async function requireUser(
  tx: Tx,
  config: AuthConfig,
  request: AuthRequest,
): Promise<{ user: UserRecord; sessionId: string | null }> {
  const token = bearerToken(header(request, 'authorization'));
  const result = callerFromToken(token, config.jwtSecret);
  if (!result.ok) {
    if (result.reason === 'missing')
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    if (result.reason === 'expired')
      throw new AuthError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      );
    throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, signature is invalid');
  }
  const { caller } = result;
  if (caller.userId === null) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionClaim = caller.claims.session_id;
  const sessionId = typeof sessionClaim === 'string' && /^[0-9a-f-]{36}$/i.test(sessionClaim) ? sessionClaim : null;
  if (sessionId !== null) {
    const sessions = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (sessions.length === 0)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await loadUser(tx, 'u.id = $1', [caller.userId]);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

function requireServiceRole(config: AuthConfig, request: AuthRequest): void {
  const result = callerFromToken(bearerToken(header(request, 'authorization')), config.jwtSecret);
  if (!result.ok || result.caller.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** Accepts redirects to the site URL or to localhost; anything else falls back to the site URL. */
function allowedRedirect(config: AuthConfig, raw: string | null | undefined): string {
  if (!raw) return config.siteUrl;
  try {
    const url = new URL(raw);
    const site = new URL(config.siteUrl);
    if (url.origin === site.origin || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return url.toString();
  } catch {
    return config.siteUrl;
  }
  return config.siteUrl;
}

function recoveryHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

async function signInWithPassword(tx: Tx, config: AuthConfig, body: Record<string, unknown>): Promise<AuthResponse> {
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  const password = optionalString(body, 'password');
  if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  // Unknown addresses pay for a bcrypt comparison too, so the answer's
  // timing does not tell which addresses have accounts.
  const [row] = await tx.query<{ id: string | null; matches: boolean | null; confirmed: boolean; banned: boolean }>(
    `select u.id::text as id, u.email_confirmed_at is not null as confirmed,
            coalesce(u.banned_until > now(), false) as banned,
            extensions.crypt($2, coalesce(u.encrypted_password, $3)) = u.encrypted_password as matches
       from (select 1) as always
       left join auth.users u on lower(u.email) = $1 and u.deleted_at is null and u.encrypted_password <> ''
      limit 1`,
    [email, password, TIMING_HASH],
  );
  if (row?.matches !== true || row.id === null)
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  if (!row.confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (row.banned) throw new AuthError(400, 'user_banned', 'User is banned');
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [row.id]);
  const user = await loadUser(tx, 'u.id = $1', [row.id]);
  if (!user) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  return jsonResponse(200, await issueSession(tx, config, user, 'password'));
}

async function refresh(
  tx: Tx,
  config: AuthConfig,
  request: AuthRequest,
  body: Record<string, unknown>,
): Promise<AuthResponse> {
  const token = optionalString(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const [row] = await tx.query<{ token: string; user_id: string; revoked: boolean; session_id: string; age: number }>(
    `select token, user_id, revoked, session_id::text as session_id,
            extract(epoch from now() - updated_at)::float8 as age
       from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await loadUser(tx, 'u.id = $1::uuid', [row.user_id]);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    if (row.age <= config.refreshTokenReuseInterval) {
      // A concurrent refresh (two tabs) replaying a just-rotated token gets
      // the session's current token instead of an error.
      const [active] = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      if (active) {
        const session = await issueSession(tx, config, user, 'token_refresh', {
          sessionId: row.session_id,
          parent: active.token,
        });
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
          active.token,
        ]);
        return jsonResponse(200, session);
      }
    }
    // Reuse outside the window: treat the session as stolen and end it. The
    // error is returned, not thrown, so the revocation commits.
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return errorResponse(
      request,
      new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
    );
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
  return jsonResponse(
    200,
    await issueSession(tx, config, user, 'token_refresh', { sessionId: row.session_id, parent: token }),
  );
}

async function updateUser(tx: Tx, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  const { user, sessionId } = await requireUser(tx, config, request);
  const body = parseJson(request);
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  const data = optionalObject(body, 'data');
  if (password !== undefined) {
    checkPassword(config, password);
    const [same] = await tx.query(
      'select 1 from auth.users where id = $1 and encrypted_password = extensions.crypt($2, encrypted_password)',
      [user.id, password],
    );
    if (same) throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    await tx.query(
      `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', $3::int)), updated_at = now() where id = $1`,
      [user.id, password, config.passwordHashCost],
    );
    // As GoTrue: a new password (a reset goes through here too) ends every other session.
    await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
      user.id,
      sessionId,
    ]);
  }
  if (email !== undefined) {
    const normalized = checkEmail(email);
    if (normalized !== user.email) {
      const taken = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [
        normalized,
        user.id,
      ]);
      if (taken.length > 0)
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      // As GoTrue: a permanent user's new address must confirm the change,
      // whether or not sign-up confirmations are on; until then `email` stays.
      const limited = mailLimited(config, normalized);
      if (limited !== null) throw limited;
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const tokenHash = recoveryHash(normalized, otp);
      await tx.query(
        `update auth.users
            set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
                email_change_confirm_status = 0, updated_at = now()
          where id = $1`,
        [user.id, normalized, tokenHash],
      );
      const redirect = allowedRedirect(config, request.params.get('redirect_to'));
      const link = `${config.url}/auth/v1/verify?token=${tokenHash}&type=email_change&redirect_to=${encodeURIComponent(redirect)}`;
      await sendAuthMail(
        config,
        'email_change',
        normalized,
        {
          ...mailData(config, redirect, link, otp, tokenHash, user.email ?? '', user.json.user_metadata),
          NewEmail: normalized,
          SendingTo: normalized,
        },
        {
          subject: 'Confirm Change of Email Address',
          text: `Confirm change of email\n\nFollow this link to confirm the update of your email from ${user.email ?? ''} to ${normalized}:\n${link}\n\nAlternatively, enter the code: ${otp}`,
        },
      );
    }
  }
  if (data !== undefined) {
    // GoTrue merges top-level keys; a null value removes the key.
    await tx.query(
      `update auth.users
          set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now()
        where id = $1`,
      [user.id, JSON.stringify(data)],
    );
  }
  const updated = await loadUser(tx, 'u.id = $1', [user.id]);
  return jsonResponse(200, updated?.json ?? user.json);
}

/** What GoTrue hands an auth mail's template (templatemailer.go): the link, the code, the addresses and `.Data`, the user metadata. */
function mailData(
  config: AuthConfig,
  redirect: string,
  link: string,
  otp: string,
  tokenHash: string,
  email: string,
  metadata: unknown,
): Record<string, unknown> {
  return {
    SiteURL: config.siteUrl,
    ConfirmationURL: link,
    Email: email,
    Token: otp,
    TokenHash: tokenHash,
    Data: metadata ?? {},
    RedirectTo: redirect,
  };
}

/** An auth mail from its config.toml template, or without one GoTrue's English default text. */
async function sendAuthMail(
  config: AuthConfig,
  kind: MailKind,
  to: string,
  data: TemplateData,
  fallback: { subject: string; text: string },
): Promise<void> {
  const template = config.mailTemplates[kind];
  const mail = template ? renderMail(template, data) : { ...fallback, html: null };
  const link = typeof data.ConfirmationURL === 'string' ? data.ConfirmationURL : '';
  await config.outbox.send({ to, subject: mail.subject, text: mail.text, html: mail.html, links: [link] });
}

async function recover(tx: Tx, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  const body = parseJson(request);
  const email = checkEmail(optionalString(body, 'email'));
  const redirect = allowedRedirect(config, request.params.get('redirect_to'));
  const [user] = await tx.query<{ id: string; email: string; metadata: Record<string, unknown> | null }>(
    `select id::text as id, email, raw_user_meta_data as metadata
       from auth.users where lower(email) = $1 and deleted_at is null`,
    [email],
  );
  // The answer is the same whether or not the account exists.
  if (user) {
    const limited = mailLimited(config, email);
    if (limited !== null) throw limited;
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const tokenHash = recoveryHash(user.email, otp);
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      tokenHash,
    ]);
    const link = `${config.url}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`;
    // In the account's language: the template reads the user metadata's `locale` ({{ .Data.locale }}).
    await sendAuthMail(
      config,
      'recovery',
      user.email,
      mailData(config, redirect, link, otp, tokenHash, user.email, user.metadata),
      {
        subject: 'Reset Your Password',
        text: `Reset your password\n\nFollow this link to reset the password for your account:\n${link}\n\nAlternatively, enter the code: ${otp}\n\nThe link and code expire in one hour. If you did not ask for this, ignore this mail.`,
      },
    );
  }
  return jsonResponse(200, {});
}

/** Applies a pending email change whose token this is; returns the user or null. */
async function consumeEmailChange(tx: Tx, tokenHash: string): Promise<UserRecord | null> {
  const [row] = await tx.query<{ id: string; email: string }>(
    `update auth.users
        set email = email_change, email_change = '', email_change_token_new = '', email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
      where email_change_token_new = $1 and email_change_token_new <> '' and email_change <> ''
        and email_change_sent_at > now() - make_interval(secs => $2)
        and deleted_at is null
      returning id::text as id, email`,
    [tokenHash, RECOVERY_LIFETIME_SECONDS],
  );
  if (!row) return null;
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [row.id, row.email],
  );
  return loadUser(tx, 'u.id = $1', [row.id]);
}

/** Confirms the address a sign-up confirmation token was sent to; returns the user or null. */
async function consumeConfirmation(tx: Tx, tokenHash: string): Promise<UserRecord | null> {
  const [row] = await tx.query<{ id: string }>(
    `update auth.users
        set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
            last_sign_in_at = now(), updated_at = now()
      where confirmation_token = $1 and confirmation_token <> ''
        and confirmation_sent_at > now() - make_interval(secs => $2)
        and deleted_at is null
      returning id::text as id`,
    [tokenHash, RECOVERY_LIFETIME_SECONDS],
  );
  if (!row) return null;
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [row.id],
  );
  return loadUser(tx, 'u.id = $1', [row.id]);
}

/** The user a verification token belongs to, consumed; null when it is unknown or expired. */
function consumeToken(tx: Tx, type: string | null | undefined, tokenHash: string): Promise<UserRecord | null> {
  if (type === 'recovery') return consumeRecovery(tx, tokenHash);
  if (type === 'signup' || type === 'email') return consumeConfirmation(tx, tokenHash);
  if (type === 'email_change') return consumeEmailChange(tx, tokenHash);
  return Promise.resolve(null);
}

/** Consumes a recovery token (by hash, or by email and code); returns the user or null. */
async function consumeRecovery(tx: Tx, tokenHash: string): Promise<UserRecord | null> {
  const [row] = await tx.query<{ id: string }>(
    `update auth.users
        set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
      where recovery_token = $1 and recovery_token <> ''
        and recovery_sent_at > now() - make_interval(secs => $2)
        and deleted_at is null
      returning id::text as id`,
    [tokenHash, RECOVERY_LIFETIME_SECONDS],
  );
  if (!row) return null;
  return loadUser(tx, 'u.id = $1', [row.id]);
}

async function verify(tx: Tx, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  if (request.method === 'GET') {
    const type = request.params.get('type');
    const token = request.params.get('token') ?? '';
    const redirect = allowedRedirect(config, request.params.get('redirect_to'));
    const user = await consumeToken(tx, type, token);
    if (!user) {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return { status: 303, headers: { location: `${redirect}#${fragment.toString()}` }, body: null };
    }
    const session = await issueSession(tx, config, user, 'otp');
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: type ?? 'recovery',
    });
    return { status: 303, headers: { location: `${redirect}#${fragment.toString()}` }, body: null };
  }
  const body = parseJson(request);
  const type = optionalString(body, 'type');
  if (type !== 'recovery' && type !== 'email_change' && type !== 'signup' && type !== 'email')
    throw new AuthError(400, 'validation_failed', `Verify type ${String(type)} is not supported by the local stack`);
  const tokenHash = optionalString(body, 'token_hash');
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  const otp = optionalString(body, 'token');
  let hash: string | null = null;
  if (tokenHash) hash = tokenHash;
  else if (email && otp) {
    // A recovery or confirmation code is tied to the account's address, an email-change code to the new one.
    const [row] = await tx.query<{ email: string }>(
      type !== 'email_change'
        ? 'select email from auth.users where lower(email) = $1'
        : 'select email_change as email from auth.users where lower(email_change) = $1',
      [email],
    );
    if (row) hash = recoveryHash(row.email, otp);
  }
  const user = hash === null ? null : await consumeToken(tx, type, hash);
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return jsonResponse(200, await issueSession(tx, config, user, 'otp'));
}

async function admin(
  tx: Tx,
  config: AuthConfig,
  request: AuthRequest,
  segments: readonly string[],
): Promise<AuthResponse> {
  requireServiceRole(config, request);
  const id = segments[2];
  if (id === undefined) {
    if (request.method === 'GET') {
      const page = Math.max(1, Number(request.params.get('page') ?? '1') || 1);
      const perPage = Math.min(1000, Math.max(1, Number(request.params.get('per_page') ?? '50') || 50));
      const rows = await tx.query<{ json: string }>(
        `select ${USER_JSON} as json from auth.users u where u.deleted_at is null order by u.created_at, u.id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const [total] = await tx.query<{ n: number }>(
        'select count(*)::int as n from auth.users where deleted_at is null',
      );
      return jsonResponse(200, {
        users: rows.map((row) => JSON.parse(row.json) as unknown),
        aud: 'authenticated',
        total: total?.n ?? 0,
      });
    }
    if (request.method === 'POST') {
      const body = parseJson(request);
      const password = optionalString(body, 'password');
      const user = await createUser(tx, {
        email: checkEmail(optionalString(body, 'email')),
        password: password === undefined ? null : checkPassword(config, password),
        metadata: optionalObject(body, 'user_metadata') ?? {},
        appMetadata: optionalObject(body, 'app_metadata') ?? {},
        confirmed: body.email_confirm === true,
        hashCost: config.passwordHashCost,
      });
      return jsonResponse(200, user.json);
    }
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || segments.length > 3) {
    throw new AuthError(404, 'user_not_found', 'User not found');
  }
  const user = await loadUser(tx, 'u.id = $1', [id]);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  if (request.method === 'GET') return jsonResponse(200, user.json);
  if (request.method === 'DELETE') {
    // Hard delete: the profile and everything that references it go too.
    await tx.query('delete from auth.users where id = $1', [id]);
    return jsonResponse(200, user.json);
  }
  if (request.method === 'PUT') {
    const body = parseJson(request);
    const metadata = optionalObject(body, 'user_metadata');
    const appMetadata = optionalObject(body, 'app_metadata');
    const password = optionalString(body, 'password');
    if (metadata) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(metadata)],
      );
    }
    if (appMetadata) {
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(appMetadata)],
      );
    }
    if (password !== undefined) {
      checkPassword(config, password);
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', $3::int)), updated_at = now() where id = $1`,
        [id, password, config.passwordHashCost],
      );
      // GoTrue ends all the user's sessions when an admin sets the password.
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
    }
    if (body.email_confirm === true)
      await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [
        id,
      ]);
    const updated = await loadUser(tx, 'u.id = $1', [id]);
    return jsonResponse(200, updated?.json ?? user.json);
  }
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}

async function signUp(tx: Tx, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  const body = parseJson(request);
  const email = checkEmail(optionalString(body, 'email'));
  const password = checkPassword(config, optionalString(body, 'password'));
  const metadata = optionalObject(body, 'data') ?? {};
  if (!config.enableConfirmations) {
    const user = await createUser(tx, {
      email,
      password,
      metadata,
      confirmed: true,
      hashCost: config.passwordHashCost,
    });
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return jsonResponse(200, await issueSession(tx, config, user, 'password'));
  }
  // As GoTrue with confirmations on: the user comes back without a session
  // and a confirmation mail goes out. An address with a confirmed account
  // gets a stand-in user and no mail, so sign-up does not tell who is registered;
  // an unconfirmed one gets the mail again.
  const [existing] = await tx.query<{ id: string; confirmed: boolean }>(
    `select id::text as id, email_confirmed_at is not null as confirmed
       from auth.users where lower(email) = $1 and deleted_at is null`,
    [email],
  );
  if (existing?.confirmed) return jsonResponse(200, standInUser(email));
  const user =
    existing === undefined
      ? await createUser(tx, { email, password, metadata, confirmed: false, hashCost: config.passwordHashCost })
      : await loadUser(tx, 'u.id = $1', [existing.id]);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User vanished during sign-up');
  const limited = mailLimited(config, email);
  if (limited !== null) throw limited;
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = recoveryHash(email, otp);
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
    user.id,
    tokenHash,
  ]);
  const redirect = allowedRedirect(config, request.params.get('redirect_to'));
  const link = `${config.url}/auth/v1/verify?token=${tokenHash}&type=signup&redirect_to=${encodeURIComponent(redirect)}`;
  await sendAuthMail(
    config,
    'confirmation',
    email,
    mailData(config, redirect, link, otp, tokenHash, email, user.json.user_metadata),
    {
      subject: 'Confirm Your Signup',
      text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n\nAlternatively, enter the code: ${otp}`,
    },
  );
  const sent = await loadUser(tx, 'u.id = $1', [user.id]);
  return jsonResponse(200, sent?.json ?? user.json);
}

/** GoTrue's answer to a sign-up of a confirmed address with confirmations on: a user that exists nowhere, with no identities. */
function standInUser(email: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function route(tx: Tx, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  const segments = request.path.split('/').filter((segment) => segment !== '');
  const [first = '', second] = segments;
  const method = request.method;
  if (first === 'health' && method === 'GET')
    return jsonResponse(200, { version: 'local', name: 'GoTrue', description: 'Wheelhouse local auth' });
  if (first === 'settings' && method === 'GET') {
    return jsonResponse(200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }
  if (first === '.well-known' && second === 'jwks.json' && method === 'GET') {
    // HS256 keys are symmetric: there is no public key to publish.
    return jsonResponse(200, { keys: [] });
  }
  if (first === 'signup' && method === 'POST') return signUp(tx, config, request);
  if (first === 'token' && method === 'POST') {
    const grant = request.params.get('grant_type');
    const body = parseJson(request);
    if (grant === 'password') return signInWithPassword(tx, config, body);
    if (grant === 'refresh_token') return refresh(tx, config, request, body);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (first === 'user' && segments.length === 1) {
    if (method === 'GET') return jsonResponse(200, (await requireUser(tx, config, request)).user.json);
    if (method === 'PUT') return updateUser(tx, config, request);
  }
  if (first === 'logout' && method === 'POST') {
    const { user, sessionId } = await requireUser(tx, config, request);
    const scope = request.params.get('scope') ?? 'global';
    if (scope === 'local' && sessionId !== null) await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others')
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    return { status: 204, headers: {}, body: null };
  }
  if (first === 'recover' && method === 'POST') return recover(tx, config, request);
  if (first === 'verify' && (method === 'GET' || method === 'POST')) return verify(tx, config, request);
  if (first === 'admin' && second === 'users') return admin(tx, config, request, segments);
  throw new AuthError(
    404,
    'not_found',
    `${method} /auth/v1/${segments.join('/').slice(0, 60)} is not available in the local stack`,
  );
}

export async function handleAuth(db: Db, config: AuthConfig, request: AuthRequest): Promise<AuthResponse> {
  const limited = rateLimited(config, request);
  if (limited !== null) return errorResponse(request, limited);
  try {
    return await db.transaction((tx) => route(tx, config, request));
  } catch (error) {
    if (error instanceof AuthError) return errorResponse(request, error);
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === '23505')
      return errorResponse(request, new AuthError(422, 'user_already_exists', 'User already registered'));
    if (typeof code === 'string' && code.startsWith('22'))
      return errorResponse(request, new AuthError(400, 'validation_failed', 'Invalid input'));
    return errorResponse(
      request,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure in the local auth service'),
    );
  }
}
