import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerToken, callerFromToken } from './context.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import type { JwtResult } from './jwt.ts';
import { DEFAULT_JWT_SECRET, defaultKeys } from './server.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOW = 1_800_000_000;
const USER_ID = '5f0c6a1e-0000-4000-8000-000000000001';

function b64(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A token with any header and body, signed with `secret`. */
function forge(header: unknown, body: unknown, secret = SECRET): string {
  const signingInput = `${b64(header)}.${b64(body)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

describe('verifyJwt', () => {
  const valid = signJwt({ sub: USER_ID, role: 'authenticated', exp: NOW + 60 }, SECRET);
  const cases: [string, string, JwtResult['ok'], string | null][] = [
    ['a token signed with the secret', valid, true, null],
    ['a token without exp', signJwt({ role: 'anon' }, SECRET), true, null],
    ['another secret', signJwt({ role: 'anon' }, 'another-secret-that-is-at-least-32-chars'), false, 'signature'],
    [
      'an altered body',
      `${valid.split('.')[0] ?? ''}.${b64({ role: 'service_role' })}.${valid.split('.')[2] ?? ''}`,
      false,
      'signature',
    ],
    ['an expired token', signJwt({ role: 'anon', exp: NOW - 1 }, SECRET), false, 'expired'],
    ['exp exactly now', signJwt({ role: 'anon', exp: NOW }, SECRET), false, 'expired'],
    ['a non-numeric exp', signJwt({ role: 'anon', exp: 'never' }, SECRET), false, 'expired'],
    ['alg none', forge({ alg: 'none', typ: 'JWT' }, { role: 'service_role' }), false, 'malformed'],
    ['alg HS512', forge({ alg: 'HS512', typ: 'JWT' }, { role: 'anon' }), false, 'malformed'],
    ['a body that is not an object', forge({ alg: 'HS256' }, [1, 2]), false, 'malformed'],
    ['a body that is not JSON', forge({ alg: 'HS256' }, 'not json'), false, 'malformed'],
    ['two parts', 'abc.def', false, 'malformed'],
    ['four parts', `${valid}.extra`, false, 'malformed'],
    ['an empty string', '', false, 'malformed'],
  ];
  it.each(cases)('%s', (_name, token, ok, reason) => {
    const result = verifyJwt(token, SECRET, NOW);
    expect(result.ok).toBe(ok);
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('signs the Supabase CLI’s well-known local keys byte for byte', () => {
    expect(defaultKeys(DEFAULT_JWT_SECRET).anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(defaultKeys(DEFAULT_JWT_SECRET).serviceRoleKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });
});

describe('callerFromToken', () => {
  // callerFromToken checks expiry against the clock: these tokens expire in 2096.
  const far = 4_000_000_000;
  const cases: [string, string | null, ReturnType<typeof callerFromToken>][] = [
    ['no token', null, { ok: false, reason: 'missing' }],
    ['an empty token', '', { ok: false, reason: 'missing' }],
    [
      'a user',
      signJwt({ sub: USER_ID, role: 'authenticated', exp: far }, SECRET),
      {
        ok: true,
        caller: { role: 'authenticated', claims: { sub: USER_ID, role: 'authenticated', exp: far }, userId: USER_ID },
      },
    ],
    [
      'a sub that is not a uuid',
      signJwt({ sub: 'admin', role: 'authenticated', exp: far }, SECRET),
      {
        ok: true,
        caller: { role: 'authenticated', claims: { sub: 'admin', role: 'authenticated', exp: far }, userId: null },
      },
    ],
    [
      'the anon key',
      signJwt({ role: 'anon', exp: far }, SECRET),
      { ok: true, caller: { role: 'anon', claims: { role: 'anon', exp: far }, userId: null } },
    ],
    [
      'a database role that is not an API role',
      signJwt({ role: 'postgres', exp: far }, SECRET),
      { ok: false, reason: 'role' },
    ],
    ['no role at all', signJwt({ sub: USER_ID, exp: far }, SECRET), { ok: false, reason: 'role' }],
    [
      'a forged signature',
      signJwt({ role: 'service_role', exp: far }, 'x'.repeat(40)),
      { ok: false, reason: 'signature' },
    ],
  ];
  it.each(cases)('%s', (_name, token, expected) => {
    expect(callerFromToken(token, SECRET)).toEqual(expected);
  });
});

describe('bearerToken', () => {
  const cases: [string | undefined, string | null][] = [
    [undefined, null],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['Basic dXNlcjpwdw==', null],
    ['Bearer', null],
    ['Bearer two tokens', null],
  ];
  it.each(cases)('%s → %s', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
