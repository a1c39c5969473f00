/**
 * Migrate and seed once, start many stacks. A test run that starts a stack
 * per test file builds one template first, then starts each stack from a
 * copy: a PGlite data-folder dump (`startStack({ dump })`), or on native
 * Postgres a database created with `template` (`createDatabase`). Copies
 * hold the same migrations with the same checksums, so the stack only
 * checks them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bootstrap, quoteIdent, readBootstrapFiles, sha256 } from './bootstrap.ts';
import type { BootstrapOptions } from './bootstrap.ts';
import { openPostgres, writePgliteDump } from './db.ts';
import { projectPaths } from './project.ts';

/** Migrates (and seeds, if asked) an in-memory PGlite and writes its data folder to `file`. */
export async function writeTemplateDump(file: string, options: BootstrapOptions): Promise<void> {
  await writePgliteDump(file, async (db) => {
    await bootstrap(db, options);
  });
}

const DB_MODULE = fileURLToPath(new URL('./db.ts', import.meta.url));
const CACHED_DUMP = /^template-[0-9a-f]{64}\.tar$/;
/** Dumps kept in a cache folder: the current one and a few others that a concurrent run may still read. */
const CACHED_DUMPS_KEPT = 3;

/**
 * What a template dump of the project holds follows from: the files
 * bootstrap applies (platform SQL, the bootstrap module, every migration),
 * the seed when it is applied, how PGlite is opened and dumped (db.ts), and
 * PGlite's own version.
 */
async function templateKey(options: BootstrapOptions): Promise<string> {
  const { fingerprint } = await readBootstrapFiles(options);
  const seed = options.seed ? sha256(await readFile(projectPaths(options).seedFile, 'utf8')) : 'no seed';
  return sha256([fingerprint, seed, sha256(await readFile(DB_MODULE, 'utf8')), await pgliteVersion()].join('\n'));
}

/** The installed PGlite's version, from the package.json above its entry point (it exports no package.json). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = await readFile(join(dir, 'package.json'), 'utf8').catch(() => null);
    const parsed = manifest === null ? null : (JSON.parse(manifest) as { name?: string; version?: string });
    if (parsed?.name === '@electric-sql/pglite' && parsed.version !== undefined) return parsed.version;
    if (dirname(dir) === dir) throw new Error('PGlite’s package.json was not found');
    dir = dirname(dir);
  }
}

/**
 * The path of a template dump of the project's current files in
 * `cacheDir`, written by writeTemplateDump only when the folder holds none
 * for exactly these files yet (see templateKey), so repeated test runs
 * migrate and seed once between changes. Older dumps beyond the few most
 * recent are removed.
 */
export async function cachedTemplateDump(cacheDir: string, options: BootstrapOptions): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, `template-${await templateKey(options)}.tar`);
  const present = await stat(file).then(
    () => true,
    () => false,
  );
  if (!present) {
    // Written aside and renamed, so a concurrent run never reads half a dump.
    const partial = `${file}.${String(process.pid)}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeTemplateDump(partial, options);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }
  const dumps = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => CACHED_DUMP.test(name))
      .map(async (name) => ({ path: join(cacheDir, name), modified: (await stat(join(cacheDir, name))).mtimeMs })),
  );
  const stale = dumps
    .filter((dump) => dump.path !== file)
    .sort((a, b) => b.modified - a.modified)
    .slice(CACHED_DUMPS_KEPT - 1);
  await Promise.all(stale.map((dump) => rm(dump.path, { force: true })));
  return file;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` (a copy of database `template` when given) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(
    serverUrl,
    `create database ${quoteIdent(name)}${template === undefined ? '' : ` template ${quoteIdent(template)}`}`,
  );
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
}

/**
 * Runs `fn` with the URL of a new, empty database named `<prefix>_<random>` on
 * the server `serverUrl` points at, and drops it afterwards. Without a server
 * (PGlite mode) `fn` gets undefined.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string | undefined,
  prefix: string,
  fn: (url: string | undefined) => Promise<T>,
): Promise<T> {
  if (!serverUrl) return fn(undefined);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(serverUrl, name);
  try {
    return await fn(url);
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

/**
 * Creates database `name` and migrates (and seeds, if asked) it, for
 * `createDatabase(serverUrl, copy, name)`. Its connections are closed when
 * this resolves: Postgres copies only a template nobody is connected to.
 */
export async function createTemplateDatabase(
  serverUrl: string,
  name: string,
  options: BootstrapOptions,
): Promise<void> {
  const db = openPostgres(await createDatabase(serverUrl, name), 1);
  try {
    await bootstrap(db, options);
  } finally {
    await db.close();
  }
}
