import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap, bootstrapFingerprint, sha256 } from './bootstrap.ts';
import { openPglite, tarWithout } from './db.ts';
import { startStack } from './server.ts';
import { cachedTemplateDump, writeTemplateDump } from './template.ts';

describe('bootstrapFingerprint', () => {
  const migration = { file: '20260101000000_a.sql', sha256: sha256('create table a ();') };
  const migrations = [migration];
  const base = bootstrapFingerprint(['create role x;'], 'module', migrations);

  it.each([
    ['the platform SQL', bootstrapFingerprint(['create role y;'], 'module', migrations)],
    ['the bootstrap module', bootstrapFingerprint(['create role x;'], 'module v2', migrations)],
    ['a migration', bootstrapFingerprint(['create role x;'], 'module', [{ ...migration, sha256: sha256('b') }])],
    ['a migration added', bootstrapFingerprint(['create role x;'], 'module', [...migrations, ...migrations])],
  ])('changes with %s', (_what, changed) => {
    expect(changed).not.toBe(base);
  });

  it('is the same for the same files', () => {
    expect(bootstrapFingerprint(['create role x;'], 'module', [...migrations])).toBe(base);
  });
});

/** A ustar entry (512-byte header, data padded to 512) named `name` holding `data`. */
function tarEntry(name: string, data: string): Uint8Array {
  const header = new Uint8Array(512);
  header.set(new TextEncoder().encode(name), 0);
  header.set(new TextEncoder().encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
  header[156] = '0'.charCodeAt(0);
  const body = new Uint8Array(Math.ceil(data.length / 512) * 512);
  body.set(new TextEncoder().encode(data));
  return Buffer.concat([header, body]);
}

/** The names and contents of a tarball's entries. */
function tarEntries(tar: Uint8Array): [string, string][] {
  const entries: [string, string][] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    entries.push([name, new TextDecoder().decode(tar.subarray(offset + 512, offset + 512 + size))]);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

describe('tarWithout', () => {
  const tar = Buffer.concat([
    tarEntry('/PG_VERSION', '18\n'),
    tarEntry('/pg_wal/000000010000000000000002', 'x'.repeat(700)),
    tarEntry('/pg_wal/000000010000000000000003', 'recycled'),
    tarEntry('/base/5/1259', ''),
    new Uint8Array(1024),
  ]);

  it.each([
    [
      'nothing',
      () => false,
      ['/PG_VERSION', '/pg_wal/000000010000000000000002', '/pg_wal/000000010000000000000003', '/base/5/1259'],
    ],
    [
      'one entry',
      (name: string) => name.endsWith('03'),
      ['/PG_VERSION', '/pg_wal/000000010000000000000002', '/base/5/1259'],
    ],
    ['every entry', () => true, []],
  ])('drops %s and keeps the rest whole', (_what, drop, names) => {
    const entries = tarEntries(tarWithout(tar, drop));
    expect(entries.map(([name]) => name)).toEqual(names);
    expect(new Map(entries).get('/pg_wal/000000010000000000000002') ?? 'x'.repeat(700)).toBe('x'.repeat(700));
  });
});

describe('a template dump', () => {
  let project = '';
  let dump = '';
  const migration = (name: string) => join(project, 'migrations', name);

  beforeAll(async () => {
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

  afterAll(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('holds one WAL segment, the one its checkpoint is in', async () => {
    const segments = tarEntries(await readFile(dump)).filter(([name]) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
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
      await rm(migration('20260102000000_more.sql'));
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

describe('cachedTemplateDump', () => {
  let project = '';
  let cache = '';

  beforeEach(async () => {
    project = await mkdtemp(join(tmpdir(), 'local-supabase-cache-'));
    cache = join(project, 'cache');
    await mkdir(join(project, 'migrations'));
    await writeFile(join(project, 'config.toml'), '');
    await writeFile(join(project, 'seed.sql'), "insert into public.notes (body) values ('seeded');");
    await writeFile(join(project, 'migrations', '20260101000000_notes.sql'), 'create table public.notes (body text);');
  });

  afterEach(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('writes a dump once for the same files, a new one when the seed changes, and keeps the three latest', async () => {
    // Older dumps of other files (a migration's change of the key is bootstrapFingerprint's test).
    await mkdir(cache);
    const old = ['a', 'b', 'c'].map((digit) => join(cache, `template-${digit.repeat(64)}.tar`));
    for (const [index, file] of old.entries()) {
      await writeFile(file, '');
      const minutesAgo = new Date(Date.now() - (10 - index) * 60_000);
      await utimes(file, minutesAgo, minutesAgo);
    }
    const options = { projectDir: project, seed: true };
    const first = await cachedTemplateDump(cache, options);
    const written = (await stat(first)).mtimeMs;
    expect(await cachedTemplateDump(cache, options)).toBe(first);
    expect((await stat(first)).mtimeMs).toBe(written);

    await writeFile(join(project, 'seed.sql'), "insert into public.notes (body) values ('reseeded');");
    const reseeded = await cachedTemplateDump(cache, options);
    expect(reseeded).not.toBe(first);
    // Nothing half-written is left behind, and of the others only the newest stays.
    expect((await readdir(cache)).sort()).toEqual([first, old[2] ?? '', reseeded].map((file) => basename(file)).sort());

    const db = await openPglite('memory', { dump: reseeded });
    try {
      const rows = await db.transaction((tx) => tx.query<{ body: string }>('select * from public.notes'));
      expect(rows).toEqual([{ body: 'reseeded' }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
