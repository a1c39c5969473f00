import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap, bootstrapFingerprint, sha256 } from './bootstrap.ts';
import { openPglite } from './db.ts';
import { startStack } from './server.ts';
import { writeTemplateDump } from './template.ts';

describe('bootstrapFingerprint', () => {
  const migrations = [{ file: '20260101000000_a.sql', sha256: sha256('create table a ();') }];
  const base = bootstrapFingerprint(['create role x;'], 'module', migrations);

  it.each([
    ['the platform SQL', bootstrapFingerprint(['create role y;'], 'module', migrations)],
    ['the bootstrap module', bootstrapFingerprint(['create role x;'], 'module v2', migrations)],
    ['a migration', bootstrapFingerprint(['create role x;'], 'module', [{ ...migrations[0], sha256: sha256('b') }])],
    ['a migration added', bootstrapFingerprint(['create role x;'], 'module', [...migrations, ...migrations])],
  ])('changes with %s', (_what, changed) => {
    expect(changed).not.toBe(base);
  });

  it('is the same for the same files', () => {
    expect(bootstrapFingerprint(['create role x;'], 'module', [...migrations])).toBe(base);
  });
});

describe('a template dump', () => {
  let project = '';
  let dump = '';
  const migration = (name: string) => join(project, 'migrations', name);

  beforeEach(async () => {
    project = await mkdtemp(join(tmpdir(), 'local-supabase-template-'));
    dump = join(project, 'template.tar');
    await mkdir(join(project, 'migrations'));
    await writeFile(join(project, 'config.toml'), '');
    await writeFile(join(project, 'seed.sql'), "insert into public.notes (body) values ('seeded');");
    await writeFile(
      migration('20260101000000_notes.sql'),
      'create table public.notes (id serial primary key, body text);\ngrant select on public.notes to anon;',
    );
    await writeTemplateDump(dump, { projectDir: project, seed: true });
  }, 120_000);

  afterEach(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('starts a stack with the migrated and seeded database, and applies nothing again', async () => {
    const db = await openPglite('memory', { dump });
    try {
      expect(await bootstrap(db, { projectDir: project, seed: true })).toEqual({
        fresh: false,
        applied: [],
        current: true,
      });
    } finally {
      await db.close();
    }
    const stack = await startStack({ projectDir: project, dump, port: 0 });
    try {
      const response = await fetch(`${stack.url}/rest/v1/notes?select=body`, { headers: { apikey: stack.anonKey } });
      expect(await response.json()).toEqual([{ body: 'seeded' }]);
    } finally {
      await stack.stop();
    }
  }, 60_000);

  it('applies a migration added since the dump was written', async () => {
    await writeFile(migration('20260102000000_more.sql'), 'alter table public.notes add column pinned boolean;');
    const db = await openPglite('memory', { dump });
    try {
      const result = await bootstrap(db, { projectDir: project, seed: true });
      expect(result).toEqual({ fresh: false, applied: ['20260102000000'], current: false });
      const columns = await db.transaction((tx) =>
        tx.query<{ name: string }>(
          `select column_name as name from information_schema.columns where table_name = 'notes' order by 1`,
        ),
      );
      expect(columns.map((column) => column.name)).toEqual(['body', 'id', 'pinned']);
      // Recorded: the next start finds the database current.
      expect((await bootstrap(db, { projectDir: project, seed: true })).current).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('seeds a new data folder, and leaves a folder that holds a database as it is', async () => {
    const dataDir = join(project, '.data', 'pglite');
    const options = { projectDir: project, dump, dataDir, port: 0 };
    const first = await startStack(options);
    const write = await fetch(`${first.url}/rest/v1/notes`, {
      method: 'POST',
      headers: {
        apikey: first.serviceRoleKey,
        Authorization: `Bearer ${first.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ body: 'written after the start' }),
    });
    expect(write.status).toBe(201);
    expect(first.fresh).toBe(false);
    await first.stop();

    const again = await startStack(options);
    try {
      const response = await fetch(`${again.url}/rest/v1/notes?select=body&order=id`, {
        headers: { apikey: again.anonKey },
      });
      expect(await response.json()).toEqual([{ body: 'seeded' }, { body: 'written after the start' }]);
    } finally {
      await again.stop();
    }
  }, 60_000);
});
