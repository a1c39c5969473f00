import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '@wheelhouse/local-supabase';
import { searchListings } from '../../src/lib/data/listings.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { DEMO_ACCOUNTS, rawFetch, startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.stop();
});

async function expectPostgrestError(response: Response, status: number, code?: string): Promise<void> {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  if (code !== undefined) expect(body.code).toBe(code);
}

describe('malformed REST requests', () => {
  it.each([
    ['a filter without a value', '/rest/v1/vehicles?price=gt'],
    ['an unknown operator', '/rest/v1/vehicles?price=zz.5'],
    ['an unbalanced logic tree', '/rest/v1/vehicles?or=(price.eq.1'],
    ['a broken select list', '/rest/v1/vehicles?select=id,(title'],
    ['a bad order direction', '/rest/v1/vehicles?order=price.sideways'],
    ['a non-numeric limit', '/rest/v1/vehicles?limit=abc'],
    ['an unknown is value', '/rest/v1/vehicles?engine_size=is.maybe'],
    ['an in filter without a list', '/rest/v1/vehicles?make=in.Tesla'],
    ['an unsupported cast', '/rest/v1/vehicles?select=price::regclass'],
    ['a malformed percent-escape in the path', '/rest/v1/vehic%zzles?select=*'],
    ['a truncated UTF-8 escape in a function name', '/rest/v1/rpc/search%E2'],
  ])('answers %s with 400 PGRST100', async (_label, path) => {
    await expectPostgrestError(await rawFetch(stack, path), 400, 'PGRST100');
  });

  it.each([
    ['in the select list', '/rest/v1/vehicles?select=nope'],
    ['in a filter', '/rest/v1/vehicles?nope=eq.1'],
    ['in the order', '/rest/v1/vehicles?order=nope.desc'],
    ['inside a logic tree', '/rest/v1/vehicles?or=(nope.eq.1,price.eq.2)'],
  ])('refuses an unknown column %s with 400 42703', async (_label, path) => {
    await expectPostgrestError(await rawFetch(stack, path), 400, '42703');
  });

  it('refuses an unknown embed and an unknown table', async () => {
    await expectPostgrestError(await rawFetch(stack, '/rest/v1/vehicles?select=*,garage(*)'), 400, 'PGRST200');
    await expectPostgrestError(await rawFetch(stack, '/rest/v1/garages'), 404, 'PGRST205');
    await expectPostgrestError(
      await rawFetch(stack, '/rest/v1/rpc/nope', { method: 'POST', body: '{}' }),
      404,
      'PGRST202',
    );
  });

  it('answers wrong value types with 400 22P02', async () => {
    await expectPostgrestError(await rawFetch(stack, '/rest/v1/vehicles?year=eq.abc'), 400, '22P02');
    const dealer = await stack.signIn(DEMO_ACCOUNTS.dealer.email);
    const token = (await dealer.auth.getSession()).data.session?.access_token ?? '';
    const response = await rawFetch(stack, '/rest/v1/vehicles', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 'cheap' }),
    });
    await expectPostgrestError(response, 400);
    // A listing of the dealer's own, so the update reaches a row and its value is typed.
    const typed = await rawFetch(stack, '/rest/v1/vehicles?id=eq.5eed0000-0000-4000-8000-000000000004', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 'cheap' }),
    });
    await expectPostgrestError(typed, 400, '22P02');
  });

  it.each([4_000, 5_000, 100_000])('answers a JSON body nested %i levels deep with 400, never 500', async (depth) => {
    const service = { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' };
    const deep = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const [path, body] of [
      ['/rest/v1/favorites', deep],
      ['/rest/v1/favorites', `[{"user_id":${deep}}]`],
      ['/rest/v1/rpc/search_vehicles', `{"filters":${deepObject}}`],
      ['/auth/v1/signup', `{"email":"deep@example.com","password":"long enough pass","data":${deepObject}}`],
    ] as const) {
      const response = await rawFetch(stack, path, { method: 'POST', headers: service, body });
      const text = await response.text();
      expect(response.status, `${path} ${text.slice(0, 200)}`).toBe(400);
      expect(text).not.toMatch(/call stack/i);
    }
  });

  it('refuses invalid JSON, unknown body columns and oversized bodies', async () => {
    const service = { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' };
    await expectPostgrestError(
      await rawFetch(stack, '/rest/v1/favorites', { method: 'POST', headers: service, body: '{"user_id":' }),
      400,
      'PGRST102',
    );
    await expectPostgrestError(
      await rawFetch(stack, '/rest/v1/favorites', {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ nope: 1 }),
      }),
      400,
      'PGRST204',
    );
    const huge = JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) });
    const response = await rawFetch(stack, `/rest/v1/profiles?id=eq.${DEMO_ACCOUNTS.buyer.id}`, {
      method: 'PATCH',
      headers: service,
      body: huge,
    });
    await expectPostgrestError(response, 413, 'PGRST413');
  });
});

describe('bad credentials', () => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: DEMO_ACCOUNTS.buyer.id, role: 'authenticated', aud: 'authenticated' };

  it.each([
    ['an expired token', () => signJwt({ ...claims, exp: now - 60 }, stack.jwtSecret), 'PGRST303'],
    ['a token signed with another secret', () => signJwt({ ...claims, exp: now + 600 }, 'x'.repeat(40)), 'PGRST301'],
    ['a malformed token', () => 'not.a.jwt', 'PGRST301'],
    [
      'a token with a non-API role',
      () => signJwt({ ...claims, role: 'postgres', exp: now + 600 }, stack.jwtSecret),
      'PGRST301',
    ],
  ])('answers REST calls with %s by 401', async (_label, token, code) => {
    const response = await rawFetch(stack, '/rest/v1/vehicles?select=id&limit=1', {
      headers: { authorization: `Bearer ${token()}` },
    });
    await expectPostgrestError(response, 401, code);
  });

  it('refuses requests without or with an unknown apikey', async () => {
    const missing = await fetch(`${stack.url}/rest/v1/vehicles`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${stack.url}/rest/v1/vehicles`, { headers: { apikey: 'wrong' } });
    expect(wrong.status).toBe(401);
  });

  it('answers storage and auth with their own error shapes', async () => {
    const storage = await rawFetch(stack, '/storage/v1/object/vehicle-images/x/y.png', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const auth = await rawFetch(stack, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{"email":',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ code: 'bad_json' });
    const legacy = await rawFetch(stack, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.buyer.email, password: 'wrong-password' }),
    });
    expect(await legacy.json()).toMatchObject({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('fuzzing', () => {
  // A deterministic PRNG so a failure can be replayed.
  let state = 0x5eed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const tokens = [
    'id',
    'title',
    'price',
    'year',
    'features',
    'fts',
    'seller',
    'profiles',
    'vehicles',
    'nope',
    '*',
    'eq',
    'neq',
    'gt',
    'in',
    'cs',
    'is',
    'not',
    'or',
    'and',
    'fts',
    'wfts',
    'ilike',
    'null',
    'true',
    '(',
    ')',
    '{',
    '}',
    ',',
    '.',
    ':',
    '::',
    '!',
    '"',
    "'",
    '\\',
    '%',
    '*',
    ' ',
    '1',
    '-1',
    '1e309',
    '2026',
    'Tesla',
    'ünïcödé',
    '😀',
    '\u0000',
    ';drop table vehicles;--',
    "' or 1=1--",
    '$1',
    'desc',
    'nullsfirst',
    'inner',
    'limit',
    'offset',
    'select',
    'order',
    'on_conflict',
    'columns',
  ];
  const word = (length: number) => Array.from({ length }, () => pick(tokens)).join('');
  // Header values must stay within what fetch lets through.
  const headerWord = (length: number) =>
    Array.from({ length }, () => pick(['eyJ', 'abc', '.', '-', '_', '=', '1', 'count', 'return', 'x'])).join('');
  const paths = [
    '/rest/v1/vehicles',
    '/rest/v1/profiles',
    '/rest/v1/favorites',
    '/rest/v1/notifications',
    '/rest/v1/rpc/vehicle_type_counts',
    '/rest/v1/rpc/record_vehicle_view',
    '/rest/v1/' + 'x',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/signup',
    '/auth/v1/user',
    '/storage/v1/object/vehicle-images/a/b.png',
    '/storage/v1/object/list/vehicle-images',
  ];
  const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'];
  const keys = [
    'select',
    'order',
    'limit',
    'offset',
    'or',
    'and',
    'not.or',
    'price',
    'title',
    'features',
    'fts',
    'seller.first_name',
    'vehicle_id',
    'x',
  ];
  const body = () =>
    pick([
      () => word(5),
      () => JSON.stringify({ [pick(keys)]: pick([word(3), 1, null, true, [word(2)], { a: word(2) }]) }),
      () => JSON.stringify([{ price: word(2) }, { title: 1 }]),
      () => JSON.stringify({ email: `${word(2)}@x.test`, password: word(3) }),
      () => '',
    ])();

  it('survives thousands of random requests with well-formed answers and no 5xx', async () => {
    const total = 3000;
    const failures: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        sent += 1;
        const path = pick(paths);
        const query = Array.from(
          { length: 1 + Math.floor(random() * 4) },
          () => `${encodeURIComponent(pick(keys))}=${encodeURIComponent(word(1 + Math.floor(random() * 6)))}`,
        ).join('&');
        const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
        const method = pick(methods);
        const headers: Record<string, string> = {
          'content-type': pick(['application/json', 'text/plain', 'application/octet-stream']),
        };
        if (random() < 0.3)
          headers.prefer = pick(['count=exact', 'return=representation', 'resolution=merge-duplicates', headerWord(3)]);
        if (random() < 0.2) headers.accept = 'application/vnd.pgrst.object+json';
        if (random() < 0.1) headers.authorization = `Bearer ${headerWord(6)}`;
        const response = await rawFetch(stack, url, {
          method,
          headers,
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: body() }),
        });
        const text = method === 'HEAD' ? '' : await response.text();
        if (response.status >= 500) failures.push(`${response.status} ${method} ${url} ${text.slice(0, 200)}`);
        else if (/\n\s+at |node:internal/.test(text)) failures.push(`stack trace from ${method} ${url}`);
        else if (response.status >= 400 && method !== 'HEAD') {
          try {
            JSON.parse(text);
          } catch {
            failures.push(`non-JSON error ${response.status} ${method} ${url}: ${text.slice(0, 100)}`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);

    // Still answering, and the data untouched.
    const { count, error } = await stack
      .anon()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('type', 'car');
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(100);
    const client = await stack.signIn(DEMO_ACCOUNTS.buyer.email);
    expect((await client.from('favorites').select('id')).data?.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('typed search terms', () => {
  it.each(['{vespa}', 'vespa}', '(vespa),', '"vespa"*', 'vespa:\\%_', 'vespa;|&!<>=~^$#@/?+'])(
    'searches for %j instead of failing',
    async (searchTerm) => {
      const page = await searchListings({ ...defaultFilters('all'), searchTerm }, 'newest', 1, stack.anon());
      expect(page.total).toBeGreaterThan(0);
      expect(page.vehicles.every((v) => v.make === 'Vespa' || /vespa/i.test(`${v.model} ${v.title}`))).toBe(true);
    },
  );
});
