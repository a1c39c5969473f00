/**
 * Conformance: PostgREST's URL grammar and answers, request by request,
 * over a small fixture schema. Each case is the request supabase-js (or a
 * hostile client) sends, the status and the body hosted PostgREST answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceStack } from './support.ts';
import type { ConformanceStack } from './support.ts';

const SCHEMA = `
create table public.items (id int primary key, name text not null, price int not null);
create table public.reservations (id int primary key, during int4range not null);
create table public.employees (id int primary key, name text not null, supervisor_id int references public.employees);
create table public.countries (id int primary key, name text not null);
create table public.cities (id int primary key, name text not null, country_id int not null references public.countries);
create function public.cheap_items(below int) returns setof public.items
language sql stable
as $$ select * from public.items where price < below $$;
create sequence public.calls;
grant usage on sequence public.calls to anon, authenticated;
create function public.count_call_stable() returns bigint language sql stable as $$ select nextval('public.calls') $$;
create function public.count_call() returns bigint language sql as $$ select nextval('public.calls') $$;
do $$
declare
  _table text;
begin
  foreach _table in array array['items', 'reservations', 'employees', 'countries', 'cities'] loop
    execute format('alter table public.%I enable row level security', _table);
    execute format('create policy "Anyone reads %s" on public.%I for select to anon, authenticated using (true)', _table, _table);
  end loop;
end
$$;
`;

const SEED = `
insert into public.items values (1, 'Anvil', 30), (2, 'Bolt', 2), (3, 'Axe', 12);
insert into public.reservations values (1, '[1,3)'), (2, '[4,8)'), (3, '[6,12)');
insert into public.employees values (1, 'Ada', null), (2, 'Bob', 1), (3, 'Cy', 1), (4, 'Dee', 2);
insert into public.countries values (1, 'France'), (2, 'Spain');
insert into public.cities values (1, 'Lyon', 1), (2, 'Nice', 1), (3, 'Vigo', 2);
`;

interface Case {
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
  body: unknown;
}

const deepOr = `${'or('.repeat(3000)}id.eq.1${')'.repeat(3000)}`;

const CASES: Case[] = [
  {
    name: 'filters, ordering and column lists',
    path: '/rest/v1/items?select=id,name&price=gte.10&order=id.desc',
    status: 200,
    body: [
      { id: 3, name: 'Axe' },
      { id: 1, name: 'Anvil' },
    ],
  },
  {
    name: 'or trees and regular expressions',
    path: '/rest/v1/items?select=id&or=(name.match.^Bo,price.gt.20)&order=id',
    status: 200,
    body: [{ id: 1 }, { id: 2 }],
  },
  {
    name: 'nxl: does not extend to the left of (&>)',
    path: '/rest/v1/reservations?select=id&during=nxl.[5,10)&order=id',
    status: 200,
    body: [{ id: 3 }],
  },
  {
    name: 'nxr: does not extend to the right of (&<)',
    path: '/rest/v1/reservations?select=id&during=nxr.[5,10)&order=id',
    status: 200,
    body: [{ id: 1 }, { id: 2 }],
  },
  {
    name: 'a hinted self-referencing embed returns the children',
    path: '/rest/v1/employees?select=name,reports:employees!supervisor_id(name)&id=eq.1&reports.order=name',
    status: 200,
    body: [{ name: 'Ada', reports: [{ name: 'Bob' }, { name: 'Cy' }] }],
  },
  {
    name: 'a self-reference embedded by its column returns the parent',
    path: '/rest/v1/employees?select=name,boss:supervisor_id(name)&id=eq.4',
    status: 200,
    body: [{ name: 'Dee', boss: { name: 'Bob' } }],
  },
  {
    name: 'an unhinted self-referencing embed is ambiguous',
    path: '/rest/v1/employees?select=name,employees(name)',
    status: 300,
    body: expect.objectContaining({ code: 'PGRST201' }),
  },
  {
    name: 'an empty embed filters through !inner and stays out of the output',
    path: '/rest/v1/countries?select=name,cities!inner()&cities.name=eq.Vigo',
    status: 200,
    body: [{ name: 'Spain' }],
  },
  {
    name: 'a one-to-many embed with its own filter',
    path: '/rest/v1/countries?select=name,cities(name)&cities.name=eq.Nice&id=eq.1',
    status: 200,
    body: [{ name: 'France', cities: [{ name: 'Nice' }] }],
  },
  {
    name: 'one object for application/vnd.pgrst.object+json',
    path: '/rest/v1/items?select=name&id=eq.2',
    init: { headers: { accept: 'application/vnd.pgrst.object+json' } },
    status: 200,
    body: { name: 'Bolt' },
  },
  {
    name: 'PGRST116 when a single object was asked for and none matched',
    path: '/rest/v1/items?select=name&id=eq.99',
    init: { headers: { accept: 'application/vnd.pgrst.object+json' } },
    status: 406,
    body: {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    },
  },
  {
    name: 'aggregates are off, as on hosted Supabase',
    path: '/rest/v1/items?select=price.sum()',
    status: 400,
    body: { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null },
  },
  {
    name: 'JSON paths in filters are not supported locally',
    path: '/rest/v1/items?name->>first=eq.A',
    status: 400,
    body: expect.objectContaining({ code: 'PGRST100' }),
  },
  {
    name: 'spread embeds are not supported locally',
    path: '/rest/v1/cities?select=name,...countries(name)',
    status: 400,
    body: expect.objectContaining({ code: 'PGRST100', message: '"failed to parse select parameter"' }),
  },
  {
    name: 'a second schema is not exposed',
    path: '/rest/v1/items',
    init: { headers: { 'accept-profile': 'private' } },
    status: 406,
    body: expect.objectContaining({ code: 'PGRST106' }),
  },
  {
    name: 'media types other than JSON are refused',
    path: '/rest/v1/items',
    init: { headers: { accept: 'text/csv' } },
    status: 406,
    body: { code: 'PGRST107', message: 'None of these media types are available: text/csv', details: null, hint: null },
  },
  {
    name: 'an unknown table',
    path: '/rest/v1/nothing',
    status: 404,
    body: {
      code: 'PGRST205',
      message: "Could not find the table 'public.nothing' in the schema cache",
      details: null,
      hint: null,
    },
  },
  {
    name: 'filters nested 3,000 deep answer 400',
    path: `/rest/v1/items?or=(${deepOr})`,
    status: 400,
    body: expect.objectContaining({ code: 'PGRST100', message: '"failed to parse logic tree"' }),
  },
  {
    name: 'embeds nested 3,000 deep answer 400',
    path: `/rest/v1/items?select=${'a('.repeat(3000)}id${')'.repeat(3000)}`,
    status: 400,
    body: expect.objectContaining({ code: 'PGRST100', message: '"failed to parse select parameter"' }),
  },
  {
    name: 'a malformed %-escape in the path answers 400',
    path: '/rest/v1/it%E0%A4%A',
    status: 400,
    body: expect.objectContaining({ code: 'PGRST100', message: '"failed to parse path"' }),
  },
  {
    name: 'anonymous writes without a policy are refused with 401',
    path: '/rest/v1/items',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":9,"name":"x","price":1}' },
    status: 401,
    body: expect.objectContaining({ code: '42501' }),
  },
];

describe('PostgREST conformance', () => {
  let stack: ConformanceStack;
  beforeAll(async () => {
    stack = await startConformanceStack({ '20260101000000_fixture.sql': SCHEMA }, {}, SEED);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each(CASES)('$name', async ({ path, init, status, body }) => {
    const response = await stack.call(path, init);
    expect({ status: response.status, body: response.body }).toEqual({ status, body });
  });

  const backReference = `/rest/v1/items?select=id&name=match.${encodeURIComponent('^(A)\\1*nvil$')}`;
  it.skipIf(process.env.DATABASE_URL !== undefined)(
    'refuses back-references on PGlite, which cannot cancel a backtracking statement',
    async () => {
      const response = await stack.call(backReference);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: '2201B' });
    },
  );
  it.skipIf(process.env.DATABASE_URL === undefined)(
    'runs back-references on native Postgres, under the statement timeout',
    async () => {
      const response = await stack.call(backReference);
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: [{ id: 1 }] });
    },
  );

  it('runs a POST to a stable function read-only, as PostgREST does, and a volatile one read-write', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    const stable = await stack.call('/rest/v1/rpc/count_call_stable', post);
    expect({ status: stable.status, code: (stable.body as { code?: string }).code }).toEqual({
      status: 405,
      code: '25006',
    });
    const volatile = await stack.call('/rest/v1/rpc/count_call', post);
    expect(volatile.status).toBe(200);
  });

  it('counts a set-returning function exactly into Content-Range', async () => {
    const response = await stack.call('/rest/v1/rpc/cheap_items?below=20&select=name&order=id&limit=1', {
      headers: { prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('0-0/2');
    expect(response.body).toEqual([{ name: 'Bolt' }]);
  });

  it('counts exactly into Content-Range', async () => {
    const response = await stack.call('/rest/v1/items?select=id&limit=1&order=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('0-0/3');
    expect(response.body).toEqual([{ id: 1 }]);
  });

  it('refuses an update touching more rows than Prefer: max-affected allows, and changes nothing', async () => {
    const service = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` };
    const refused = await stack.call('/rest/v1/items?price=gte.0', {
      method: 'PATCH',
      headers: { ...service, 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
      body: '{"price":1}',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    const prices = await stack.call('/rest/v1/items?select=price&order=id');
    expect(prices.body).toEqual([{ price: 30 }, { price: 2 }, { price: 12 }]);
  });
});
