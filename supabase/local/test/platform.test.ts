/**
 * Conformance: the platform as hosted Supabase has it. Migrations and the
 * seed run with the rights hosted gives `postgres` (no superuser), requests
 * see PostgREST's per-request settings and the API roles' timeouts, and the
 * auth and storage tables carry hosted's ownership, RLS and triggers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../jwt.ts';
import { startConformanceStack } from './support.ts';
import type { ConformanceStack } from './support.ts';

const SETTINGS_FUNCTION = `
create table public.notes (id int primary key, body text);
alter table public.notes enable row level security;
create policy "Anyone can read notes" on public.notes for select to anon, authenticated using (true);
alter publication supabase_realtime add table public.notes;

create policy "Owners read their files" on storage.objects for select to authenticated
  using (owner_id = (select auth.uid()::text));

create function public.request_settings() returns json
language sql stable
as $$
  select json_build_object(
    'search_path', current_setting('search_path'),
    'statement_timeout', current_setting('statement_timeout'),
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'headers', current_setting('request.headers', true)::json,
    'cookies', current_setting('request.cookies', true)::json,
    'legacy_sub', current_setting('request.jwt.claim.sub', true),
    'uid', auth.uid(),
    'role', current_user
  )
$$;

create function public.sleep_for(seconds float8) returns boolean
language sql
as $$ select pg_sleep(seconds) is not null $$;

create function public.sleep_longer(seconds float8) returns boolean
language sql
set statement_timeout = '10s'
as $$ select pg_sleep(seconds) is not null $$;
`;

function tokenFor(stack: ConformanceStack, role: 'authenticated' | 'service_role', sub?: string): string {
  return signJwt(
    { role, ...(sub ? { sub } : {}), aud: role, exp: Math.floor(Date.now() / 1000) + 600 },
    stack.jwtSecret,
  );
}

describe('the platform as hosted has it', () => {
  let stack: ConformanceStack;
  beforeAll(async () => {
    stack = await startConformanceStack(
      { '20260101000000_notes.sql': SETTINGS_FUNCTION },
      {},
      `insert into public.notes values (1, 'seeded as postgres');`,
    );
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('applies migrations and the seed as a role that is not a superuser and owns what it created', async () => {
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ owner: string; superuser: boolean; borrowed: boolean; seeded: number }>(`
        select pg_get_userbyid(c.relowner) as owner,
               (select rolsuper from pg_roles where rolname = pg_get_userbyid(c.relowner)) as superuser,
               pg_has_role('hosted_postgres', 'supabase_storage_admin', 'member') as borrowed,
               (select count(*)::int from public.notes) as seeded
          from pg_class c where c.oid = 'public.notes'::regclass`),
    );
    expect(rows).toEqual([{ owner: 'hosted_postgres', superuser: false, borrowed: false, seeded: 1 }]);
  });

  it.each([
    ['a table in the auth schema', 'create table auth.extras (id int)', /permission denied for schema auth/],
    ['a column on storage.objects', 'alter table storage.objects add column extra int', /must be owner/],
    ['disabling RLS on auth.users', 'alter table auth.users disable row level security', /must be owner/],
    [
      'an event trigger',
      'create event trigger e on ddl_command_end execute function public.request_settings()',
      /permission denied|must be superuser/,
    ],
    ['dropping the storage delete guard', 'drop table storage.objects', /must be owner/],
  ])('refuses the migration role %s, as hosted refuses postgres', async (_what, sql, message) => {
    await expect(
      stack.db.transaction(async (tx) => {
        await tx.query('set local role hosted_postgres');
        await tx.query(sql);
      }),
    ).rejects.toThrow(message);
  });

  it('gives the API roles INHERIT and RLS to every auth table', async () => {
    const roles = await stack.db.transaction((tx) =>
      tx.query(`select rolname, rolinherit from pg_roles
                 where rolname in ('anon', 'authenticated', 'service_role') order by rolname`),
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolinherit: true },
      { rolname: 'authenticated', rolinherit: true },
      { rolname: 'service_role', rolinherit: true },
    ]);
    const withoutRls = await stack.db.transaction((tx) =>
      tx.query(`select relname from pg_class
                 where relnamespace = 'auth'::regnamespace and relkind = 'r' and not relrowsecurity`),
    );
    expect(withoutRls).toEqual([]);
  });

  it('sets search_path, request.method/path/headers/cookies and the anon timeout, not the legacy claims', async () => {
    const { status, body } = await stack.call('/rest/v1/rpc/request_settings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
        'cf-connecting-ip': '198.51.100.9',
        cookie: 'a=1; b=2',
      },
      body: '{}',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      search_path: '"public", "extensions"',
      statement_timeout: '3s',
      method: 'POST',
      path: '/rpc/request_settings',
      cookies: { a: '1', b: '2' },
      legacy_sub: null,
      uid: null,
      role: 'anon',
    });
    const headers = (body as { headers: Record<string, string> }).headers;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    // As Cloudflare in front of hosted Supabase: the connecting address, whatever the caller wrote.
    expect(headers['cf-connecting-ip']).toBe('127.0.0.1');
  });

  it("gives signed-in users 8 s and service_role the authenticator's 8 s", async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const user = await stack.call('/rest/v1/rpc/request_settings', {
      headers: { authorization: `Bearer ${tokenFor(stack, 'authenticated', sub)}` },
    });
    expect(user.body).toMatchObject({ statement_timeout: '8s', uid: sub, role: 'authenticated', method: 'GET' });
    const service = await stack.call('/rest/v1/rpc/request_settings', {
      headers: { authorization: `Bearer ${tokenFor(stack, 'service_role')}` },
    });
    expect(service.body).toMatchObject({ statement_timeout: '8s', role: 'service_role' });
  });

  it('reads the roles’ settings when it starts and when it reloads, as PostgREST does, not per request', async () => {
    const timeout = async () => {
      const { body } = await stack.call('/rest/v1/rpc/request_settings');
      return (body as { statement_timeout: string }).statement_timeout;
    };
    // Database-specific, so a shared native cluster's other databases keep the global 3 s.
    const setAnonTimeout = (value: string | null) =>
      stack.db.script(
        `do $$ begin execute format('alter role anon in database %I ${
          value === null ? 'reset statement_timeout' : `set statement_timeout = ''${value}''`
        }', current_database()); end $$;`,
      );
    await setAnonTimeout('5s');
    try {
      expect(await timeout()).toBe('3s');
      await stack.reloadSchema();
      // The database's own setting comes after the role's global one.
      expect(await timeout()).toBe('5s');
    } finally {
      await setAnonTimeout(null);
      await stack.reloadSchema();
    }
    expect(await timeout()).toBe('3s');
  });

  it.skipIf(process.env.DATABASE_URL === undefined)(
    'cancels an anonymous statement after 3 s with PostgREST’s error',
    async () => {
      const started = Date.now();
      const { status, body } = await stack.call('/rest/v1/rpc/sleep_for?seconds=6');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(status).toBe(500);
      expect(body).toEqual({
        code: '57014',
        message: 'canceling statement due to statement timeout',
        details: null,
        hint: null,
      });
    },
  );

  it.skipIf(process.env.DATABASE_URL === undefined)(
    'runs a function with its own statement_timeout under that timeout, as PostgREST hoists it',
    async () => {
      const { status, body } = await stack.call('/rest/v1/rpc/sleep_longer?seconds=4');
      expect(status).toBe(200);
      expect(body).toBe(true);
    },
  );

  it('refuses direct SQL deletes from storage tables and bumps updated_at on update', async () => {
    const asPostgres = <T>(sql: string, params: unknown[] = []) =>
      stack.db.transaction(async (tx) => {
        await tx.query('set local role hosted_postgres');
        return tx.query<T & Record<string, unknown>>(sql, params);
      });
    await asPostgres(`insert into storage.buckets (id, name) values ('b', 'b')`);
    const [inserted] = await asPostgres<{ id: string }>(
      `insert into storage.objects (bucket_id, name, updated_at) values ('b', 'x.txt', now() - interval '1 day')
       returning id`,
    );
    const [updated] = await asPostgres<{ bumped: boolean }>(
      `update storage.objects set name = 'y.txt' where id = $1
       returning updated_at > now() - interval '1 hour' as bumped`,
      [inserted?.id],
    );
    expect(updated?.bumped).toBe(true);
    await expect(asPostgres('delete from storage.objects where id = $1', [inserted?.id])).rejects.toMatchObject({
      code: '42501',
      message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    });
  });
});

describe('migrations that `supabase db push` would refuse', () => {
  it('fail the start, naming the migration', async () => {
    const start = startConformanceStack({
      '20260101000000_refused.sql': 'alter table storage.objects add column extra int;',
    });
    await expect(start).rejects.toThrow(/Migration 20260101000000_refused\.sql failed/);
    await expect(start).rejects.toThrow(/must be owner of (table|relation) objects/);
  });
});
