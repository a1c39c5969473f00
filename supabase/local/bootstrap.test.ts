import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap, migrationDrift, sha256, wipe } from './bootstrap.ts';
import { openPglite } from './db.ts';
import type { AppliedMigration, MigrationFile } from './bootstrap.ts';
import { startStack } from './server.ts';

const files: MigrationFile[] = [
  { version: '20260101000000', file: '20260101000000_first.sql', sha256: sha256('create table a ();') },
  { version: '20260102000000', file: '20260102000000_second.sql', sha256: sha256('create table b ();') },
];

function applied(version: string, checksum: string | null, name = 'first'): AppliedMigration {
  return { version, name, sha256: checksum };
}

describe('migrationDrift', () => {
  const cases: [string, AppliedMigration[], string[]][] = [
    ['nothing applied yet', [], []],
    ['applied files unchanged', [applied('20260101000000', files[0]?.sha256 ?? '')], []],
    ['a row from before checksums were recorded', [applied('20260101000000', null)], []],
    [
      'an applied file edited since',
      [applied('20260101000000', sha256('create table a (id int);'))],
      ['20260101000000_first.sql (edited since it was applied)'],
    ],
    [
      'an applied file that is gone',
      [applied('20251231000000', sha256('x'), 'removed')],
      ['20251231000000_removed.sql (applied, but the file is gone)'],
    ],
  ];
  it.each(cases)('%s', (_name, rows, drift) => {
    expect(migrationDrift(rows, files)).toEqual(drift);
  });
});

/** A Supabase project folder with one migration (20260101000000_notes.sql) and a seed; returns the migration's path. */
async function writeProject(project: string, migration: string, seed: string): Promise<string> {
  const file = join(project, 'migrations', '20260101000000_notes.sql');
  await mkdir(join(project, 'migrations'));
  await writeFile(join(project, 'config.toml'), '');
  await writeFile(join(project, 'seed.sql'), seed);
  await writeFile(file, migration);
  return file;
}

describe('a persisted database whose applied migration changed', () => {
  let project = '';
  afterEach(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('is refused at start with a message that says to run npm run db:reset', async () => {
    project = await mkdtemp(join(tmpdir(), 'local-supabase-drift-'));
    const migration = await writeProject(
      project,
      'create table public.notes (id serial primary key, body text);',
      "insert into public.notes (body) values ('seeded');",
    );
    const options = { projectDir: project, dataDir: join(project, '.data', 'pglite'), port: 0 };

    const first = await startStack(options);
    await first.stop();
    const unchanged = await startStack(options);
    expect(unchanged.fresh).toBe(false);
    await unchanged.stop();

    await writeFile(migration, 'create table public.notes (id serial primary key, body text not null);');
    await expect(startStack(options)).rejects.toThrow(
      /20260101000000_notes\.sql \(edited since it was applied\)[\s\S]*npm run db:reset/,
    );
  }, 120_000);
});

describe('wipe', () => {
  let project = '';
  afterEach(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('leaves nothing the migrations created, so they apply again (npm run db:reset)', async () => {
    project = await mkdtemp(join(tmpdir(), 'local-supabase-wipe-'));
    await writeProject(
      project,
      'create schema search; create table search.notes (id serial primary key, body text);',
      "insert into search.notes (body) values ('seeded');",
    );
    const db = await openPglite('memory');
    try {
      await bootstrap(db, { projectDir: project, seed: true });
      await wipe(db);
      const again = await bootstrap(db, { projectDir: project, seed: true });
      expect(again.fresh).toBe(true);
      expect(again.applied).toEqual(['20260101000000']);
      const rows = await db.transaction((tx) =>
        tx.query<{ n: number }>('select count(*)::integer as n from search.notes'),
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
