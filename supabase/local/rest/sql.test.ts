/**
 * URL → SQL: each request goes through the REST handler against a
 * hand-written schema cache and a database that only records statements,
 * and the SQL the handler would run is compared with its snapshot.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../context.ts';
import { fakeSchemaCache, recordingDb } from '../test/fakes.ts';
import { handleRest } from './handler.ts';
import type { RestRequest } from './handler.ts';

const ANON: Caller = { role: 'anon', claims: { role: 'anon' }, userId: null };
const USER: Caller = {
  role: 'authenticated',
  claims: { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' },
  userId: '00000000-0000-4000-8000-000000000001',
};

interface Call {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  caller?: Caller;
}

function request({ method = 'GET', url, headers = {}, body }: Call): RestRequest {
  const parsed = new URL(url, 'http://stack');
  return {
    method,
    path: parsed.pathname,
    params: parsed.searchParams,
    headers,
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
  };
}

/** The stack reads the API roles' settings once per database (context.ts), before its first request. */
const readsRoleSettings = (text: string) => text.includes('pg_db_role_setting');

/** Runs the call and returns the response and the statements it sent, minus the role setup. */
async function run(call: Call) {
  const { db, statements } = recordingDb((sql) =>
    sql.includes('as body') ? [{ body: '[]', rows: 0, first: null, total: 0 }] : [],
  );
  const response = await handleRest(db, fakeSchemaCache(), call.caller ?? ANON, request(call));
  const sql = statements
    .filter(
      ({ sql: text }) =>
        !text.includes('set_config') && !text.startsWith('set transaction') && !readsRoleSettings(text),
    )
    .map(({ sql: text, params }) => ({ sql: text.replace(/\s+/g, ' ').trim(), params }));
  return { response, sql };
}

describe('reads', () => {
  const reads: [string, Call][] = [
    [
      'the listing page query',
      { url: '/vehicles?select=*&type=eq.car&year=gte.2012&price=lte.20000&order=created_at.desc&offset=0&limit=24' },
    ],
    [
      'in, ilike and a nested or',
      {
        url: '/vehicles?select=id,title&make=in.(Skoda,"V,W")&title=ilike.*octavia*&or=(price.lt.5000,and(year.gte.2020,make.eq.Tesla))',
      },
    ],
    [
      'negation, is and any',
      { url: '/vehicles?select=id&type=not.eq.scooter&seller_id=not.is.null&make=ilike(any).{sk*,vw*}' },
    ],
    [
      'full-text search on a tsvector and on text',
      { url: '/vehicles?select=id&fts=wfts(simple).octavia%20diesel&title=plfts.red%20car' },
    ],
    ['array containment and overlap', { url: '/vehicles?select=id&features=cs.{ABS}&features=ov.(ABS,ESP)' }],
    [
      'a to-one embed with an alias and an inner join',
      { url: '/vehicles?select=id,seller:profiles!inner(first_name)&seller.is_dealer=is.true' },
    ],
    [
      'a to-many embed with its own order and limit',
      { url: '/vehicles?select=id,favorites(id)&favorites.order=id.desc&favorites.limit=2' },
    ],
    ['aliases and casts', { url: '/vehicles?select=name:title,price::text' }],
    [
      'an exact count for .range()',
      { url: '/vehicles?select=id&offset=24&limit=24', headers: { prefer: 'count=exact' } },
    ],
    [
      'a single object',
      { url: '/vehicles?select=*&id=eq.1', headers: { accept: 'application/vnd.pgrst.object+json' } },
    ],
  ];
  it.each(reads)('%s', async (_name, call) => {
    const { sql } = await run(call);
    expect(sql).toMatchSnapshot();
  });

  it('runs reads in a read-only transaction as the caller', async () => {
    const { db, statements } = recordingDb(() => [{ body: '[]', rows: 0, first: null, total: null }]);
    await handleRest(db, fakeSchemaCache(), USER, request({ url: '/vehicles?select=id' }));
    const sent = statements.filter(({ sql }) => !readsRoleSettings(sql));
    expect(sent[0]?.sql).toContain("set_config('transaction_read_only', 'on', true)");
    expect(sent[0]?.params.slice(0, 5)).toEqual([
      'authenticated',
      JSON.stringify(USER.claims),
      '"public", "extensions"',
      'GET',
      '/vehicles',
    ]);
  });
});

describe('writes', () => {
  const writes: [string, Call][] = [
    [
      'an insert returning the representation',
      {
        method: 'POST',
        url: '/favorites?columns="user_id","vehicle_id"&select=*',
        headers: { prefer: 'return=representation' },
        body: [{ user_id: 'u', vehicle_id: 'v' }],
        caller: USER,
      },
    ],
    [
      'an upsert merging duplicates',
      {
        method: 'POST',
        url: '/favorites?on_conflict=user_id,vehicle_id',
        headers: { prefer: 'resolution=merge-duplicates' },
        body: { user_id: 'u', vehicle_id: 'v' },
        caller: USER,
      },
    ],
    ['an update by id', { method: 'PATCH', url: '/vehicles?id=eq.1', body: { price: 9000 }, caller: USER }],
    ['a delete by id', { method: 'DELETE', url: '/vehicles?id=eq.1', caller: USER }],
  ];
  it.each(writes)('%s', async (_name, call) => {
    const { sql } = await run(call);
    expect(sql).toMatchSnapshot();
  });
});

describe('requests refused before any SQL runs', () => {
  const refused: [string, Call, number, string][] = [
    ['an unknown table', { url: '/cars?select=*' }, 404, 'PGRST205'],
    ['an unknown column', { url: '/vehicles?select=colour' }, 400, '42703'],
    ['a filter on an unknown column', { url: '/vehicles?colour=eq.red' }, 400, '42703'],
    ['an in list without parentheses', { url: '/vehicles?make=in.Skoda' }, 400, 'PGRST100'],
    ['an any quantifier without a list', { url: '/vehicles?make=eq(any).Skoda' }, 400, 'PGRST100'],
    ['an unknown cast', { url: '/vehicles?select=price::money' }, 400, 'PGRST100'],
    ['an embed without a relationship', { url: '/profiles?select=*,favorites(*)' }, 400, 'PGRST200'],
    ['is with an unknown value', { url: '/vehicles?seller_id=is.nothing' }, 400, 'PGRST100'],
    ['a malformed percent-encoding in the path', { url: '/vehic%zzles?select=*' }, 400, 'PGRST100'],
    ['a truncated UTF-8 escape in the path', { url: '/vehicles%E2?select=*' }, 400, 'PGRST100'],
    ['a nested path', { url: '/vehicles/1' }, 404, 'PGRST125'],
    ['another schema', { url: '/vehicles', headers: { 'accept-profile': 'auth' } }, 406, 'PGRST106'],
    ['an unsupported method', { method: 'PUT', url: '/vehicles', body: {} }, 405, 'PGRST117'],
  ];
  it.each(refused)('%s', async (_name, call, status, code) => {
    const { response, sql } = await run(call);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body ?? '{}')).toEqual({
      code,
      message: expect.any(String) as unknown,
      details: expect.toSatisfy((value) => value === null || typeof value === 'string') as unknown,
      hint: expect.toSatisfy((value) => value === null || typeof value === 'string') as unknown,
    });
    expect(sql.filter(({ sql: text }) => !text.startsWith('set '))).toEqual([]);
  });
});
