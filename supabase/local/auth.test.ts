/**
 * GoTrue's error shapes, as supabase-js reads them: `code` and `message`
 * for clients that send X-Supabase-Api-Version (2024-01-01 and later),
 * `error_code` and `msg` for older ones, with GoTrue's statuses. The
 * database is a recording stand-in: every case here fails before or at
 * its first query.
 */
import { describe, expect, it } from 'vitest';
import { handleAuth } from './auth.ts';
import type { AuthConfig, AuthRequest } from './auth.ts';
import { signJwt } from './jwt.ts';
import { createOutbox } from './mail.ts';
import { RELAXED_AUTH_RATE_LIMITS, RateLimiter } from './rateLimit.ts';
import type { AuthRateLimits } from './rateLimit.ts';
import { recordingDb } from './test/fakes.ts';
import type { Row } from './db.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const USER_ID = '5f0c6a1e-0000-4000-8000-000000000001';
const FAR = 4_000_000_000;

function config(rateLimits: AuthRateLimits = RELAXED_AUTH_RATE_LIMITS): AuthConfig {
  return {
    url: 'http://127.0.0.1:54321',
    jwtSecret: SECRET,
    accessTokenLifetime: 3600,
    refreshTokenReuseInterval: 10,
    siteUrl: 'http://localhost:4321',
    minimumPasswordLength: 8,
    enableConfirmations: false,
    passwordHashCost: 4,
    outbox: createOutbox(null),
    mailTemplates: {},
    rateLimits,
    limiter: new RateLimiter(),
  };
}

interface Call {
  method?: string;
  path: string;
  query?: string;
  body?: string;
  token?: string;
  versioned?: boolean;
}

function request({ method = 'POST', path, query = '', body = '', token, versioned = true }: Call): AuthRequest {
  return {
    method,
    path,
    params: new URLSearchParams(query),
    headers: {
      ...(versioned ? { 'x-supabase-api-version': '2024-01-01' } : {}),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: Buffer.from(body),
    ip: '127.0.0.1',
  };
}

async function call(input: Call, answer?: (sql: string) => Row[], limits?: AuthRateLimits) {
  const { db } = recordingDb(answer);
  const response = await handleAuth(db, config(limits), request(input));
  return { status: response.status, headers: response.headers, body: JSON.parse(response.body ?? 'null') as unknown };
}

const userToken = signJwt({ sub: USER_ID, role: 'authenticated', exp: FAR }, SECRET);
const anonToken = signJwt({ role: 'anon', exp: FAR }, SECRET);

describe('errors for clients that send the API version', () => {
  const cases: [string, Call, number, string, Record<string, unknown>?][] = [
    ['a body that is not JSON', { path: '/signup', body: '{' }, 400, 'bad_json'],
    ['a JSON array as the body', { path: '/signup', body: '[]' }, 400, 'bad_json'],
    ['a sign-up without an email', { path: '/signup', body: '{"password":"long enough"}' }, 400, 'validation_failed'],
    [
      'a malformed email',
      { path: '/signup', body: '{"email":"no-at-sign","password":"long enough"}' },
      400,
      'validation_failed',
    ],
    ['a sign-up without a password', { path: '/signup', body: '{"email":"a@b.test"}' }, 422, 'validation_failed'],
    [
      'a short password',
      { path: '/signup', body: '{"email":"a@b.test","password":"short"}' },
      422,
      'weak_password',
      { weak_password: { reasons: ['length'] } },
    ],
    [
      'a password over 72 bytes',
      { path: '/signup', body: JSON.stringify({ email: 'a@b.test', password: 'é'.repeat(40) }) },
      422,
      'weak_password',
      { weak_password: { reasons: ['length'] } },
    ],
    ['an unknown grant', { path: '/token', query: 'grant_type=magic', body: '{}' }, 400, 'validation_failed'],
    ['the user without a token', { method: 'GET', path: '/user' }, 401, 'no_authorization'],
    [
      'the user with a forged token',
      { method: 'GET', path: '/user', token: signJwt({ sub: USER_ID, role: 'authenticated' }, 'x'.repeat(40)) },
      403,
      'bad_jwt',
    ],
    [
      'the user with an expired token',
      { method: 'GET', path: '/user', token: signJwt({ sub: USER_ID, role: 'authenticated', exp: 1 }, SECRET) },
      403,
      'bad_jwt',
    ],
    ['the user with the anon key', { method: 'GET', path: '/user', token: anonToken }, 403, 'bad_jwt'],
    ['the admin API with a user token', { method: 'GET', path: '/admin/users', token: userToken }, 403, 'not_admin'],
    ['a route the stack does not serve', { method: 'GET', path: '/factors' }, 404, 'not_found'],
  ];
  it.each(cases)('%s', async (_name, input, status, code, extra = {}) => {
    const response = await call(input);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code, message: expect.any(String) as unknown, ...extra });
  });

  it('says which limit was hit, with Retry-After, past the sign-in limit', async () => {
    const { db } = recordingDb();
    const limited = config({ ...RELAXED_AUTH_RATE_LIMITS, signInSignUps: 1 });
    const signUp = request({ path: '/signup', body: '{' });
    await handleAuth(db, limited, signUp);
    const response = await handleAuth(db, limited, signUp);
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(response.body ?? '')).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});

describe('errors the database raises', () => {
  const cases: [string, (sql: string) => Row[], number, string][] = [
    [
      'an address already registered',
      (sql) => (sql.includes('from auth.users') ? [{ exists: 1 }] : []),
      422,
      'user_already_exists',
    ],
    [
      'a unique violation on insert',
      (sql) => {
        if (sql.startsWith('insert into auth.users'))
          throw Object.assign(new Error('duplicate key'), { code: '23505' });
        return [];
      },
      422,
      'user_already_exists',
    ],
    [
      'an invalid value',
      (sql) => {
        if (sql.startsWith('insert into auth.users')) throw Object.assign(new Error('bad value'), { code: '22P02' });
        return [];
      },
      400,
      'validation_failed',
    ],
    [
      'anything else',
      () => {
        throw new Error('connection lost');
      },
      500,
      'unexpected_failure',
    ],
  ];
  it.each(cases)('%s', async (_name, answer, status, code) => {
    const response = await call({ path: '/signup', body: '{"email":"a@b.test","password":"long enough"}' }, answer);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code, message: expect.any(String) as unknown });
  });
});

describe('errors for clients without the API version', () => {
  it('carries the status as code, the error code as error_code and the text as msg', async () => {
    const response = await call({ path: '/signup', body: '{"email":"a@b.test","password":"short"}', versioned: false });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });
});
