/**
 * Declarative schemas, as the Supabase CLI keeps them: `supabase/schemas/`
 * holds the current definition of every object, one file per domain, applied
 * in the order `[db.migrations] schema_paths` in config.toml lists them
 * (globs expand in lexicographic order; without the key, `schemas/*.sql`).
 * Migrations stay what deploys. `buildFromSchemas` makes the database the
 * schema files describe, on the same platform SQL as `bootstrap`, so its
 * catalog (catalog.ts) compares with a migrated database's.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATION_ROLE, applyPlatform, bootstrap, readBootstrapFiles, sha256 } from './bootstrap.ts';
import { diffCatalogs, readCatalog, type Catalog, type CatalogDiff, type CatalogObject } from './catalog.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { projectPaths } from './project.ts';
import type { ProjectOptions } from './project.ts';
import { settleMigration, type SettledMigration } from './schemaDiff.ts';
import { cachedTemplateDump, withThrowawayDatabase } from './template.ts';

export interface SqlFile {
  /** Relative to the project folder, as config.toml names it. */
  path: string;
  sql: string;
}

/** The `schema_paths` array of config.toml's `[db.migrations]`, or null when it sets none. */
export function schemaPathsFromConfig(config: string): string[] | null {
  const section = /^\[db\.migrations\][^\n]*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(config)?.[1] ?? '';
  const list = /^\s*schema_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section.replace(/#[^\n"]*$/gm, ''))?.[1];
  if (list === undefined) return null;
  return [...list.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')}$`,
  );
}

/**
 * The schema files in the order they apply: each entry of `schema_paths`
 * (relative to the project folder), a glob in its last segment expanding
 * to its matches sorted by name; a file named twice applies once.
 */
export async function schemaFiles(options: ProjectOptions = {}): Promise<SqlFile[]> {
  const { projectDir, configFile } = projectPaths(options);
  const config = await readFile(configFile, 'utf8').catch(() => '');
  const patterns = schemaPathsFromConfig(config) ?? ['./schemas/*.sql'];
  const seen = new Set<string>();
  const files: SqlFile[] = [];
  for (const pattern of patterns) {
    const full = resolve(projectDir, pattern);
    const names = /[*?]/.test(basename(full))
      ? (await readdir(dirname(full)).catch(() => []))
          .filter((name) => globToRegExp(basename(full)).test(name))
          .sort()
          .map((name) => join(dirname(full), name))
      : [full];
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      files.push({ path: relative(projectDir, name), sql: await readFile(name, 'utf8') });
    }
  }
  return files;
}

/** One checksum over a list of files' names and contents. */
export function filesFingerprint(files: readonly SqlFile[]): string {
  return sha256(files.map((file) => `${file.path}:${sha256(file.sql)}`).join('\n'));
}

/**
 * Applies the platform SQL, then each file as the role migrations run as,
 * each in its own transaction (a failure names the file). `db` should be new.
 */
export async function applySqlFiles(db: Db, files: readonly SqlFile[]): Promise<void> {
  await applyPlatform(db);
  for (const file of files) {
    try {
      await db.script(`set local role ${MIGRATION_ROLE};\n${file.sql}`);
    } catch (error) {
      throw new Error(`${file.path} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}

export interface DeclarativeOptions extends ProjectOptions {
  /** Where built catalogs and dumps are kept between runs (keyed by what built them). */
  cacheDir: string;
  /** A native Postgres server to build on (throwaway databases) instead of in-memory PGlite. */
  serverUrl?: string | undefined;
}

const CATALOG_MODULE = fileURLToPath(new URL('./catalog.ts', import.meta.url));

async function cached(options: DeclarativeOptions, key: string, build: () => Promise<Catalog>): Promise<Catalog> {
  const engine = options.serverUrl ? 'postgres' : 'pglite';
  const file = join(
    options.cacheDir,
    `catalog-${engine}-${sha256([key, await readFile(CATALOG_MODULE, 'utf8')].join('\n'))}.json`,
  );
  const hit = await readFile(file, 'utf8').catch(() => null);
  if (hit !== null) return new Map(JSON.parse(hit) as [string, CatalogObject][]);
  const catalog = await build();
  await mkdir(options.cacheDir, { recursive: true });
  const partial = `${file}.${String(process.pid)}.partial`;
  await writeFile(partial, JSON.stringify([...catalog]));
  await rename(partial, file);
  return catalog;
}

/** Runs `fn` on a new database: in-memory PGlite (from `dump` when given), or a throwaway native one. */
async function withNewDatabase<T>(options: DeclarativeOptions, fn: (db: Db) => Promise<T>, dump?: string): Promise<T> {
  if (options.serverUrl) {
    const serverUrl = options.serverUrl;
    return withThrowawayDatabase(serverUrl, 'wheelhouse_schema', async (url) => {
      const db = openPostgres(url ?? serverUrl, 2);
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    });
  }
  const db = await openPglite('memory', { dump });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The catalog of the database `supabase/migrations` builds (platform SQL, then every migration). */
export async function migrationsCatalog(options: DeclarativeOptions): Promise<Catalog> {
  const { fingerprint } = await readBootstrapFiles(options);
  return cached(options, `migrations\n${fingerprint}`, () =>
    withNewDatabase(options, async (db) => {
      await bootstrap(db, { ...options, seed: false });
      return readCatalog(db);
    }),
  );
}

/** The catalog of the database the schema files build (platform SQL, then each file in order). */
export async function schemasCatalog(options: DeclarativeOptions): Promise<Catalog> {
  const files = await schemaFiles(options);
  const { platform } = await readBootstrapFiles(options);
  return cached(options, `schemas\n${filesFingerprint(files)}\n${platform.map(sha256).join('\n')}`, () =>
    withNewDatabase(options, async (db) => {
      await applySqlFiles(db, files);
      return readCatalog(db);
    }),
  );
}

/** What the schema files declare that the migrations do not build (empty when they agree). */
export async function schemaDrift(options: DeclarativeOptions): Promise<CatalogDiff> {
  return diffCatalogs(await migrationsCatalog(options), await schemasCatalog(options));
}

/**
 * A migration from the migrated database to the one the schema files
 * declare, checked by applying it to a copy of the migrated database.
 */
export async function generateMigration(options: DeclarativeOptions): Promise<SettledMigration> {
  const from = await migrationsCatalog(options);
  const to = await schemasCatalog(options);
  const dump = options.serverUrl ? undefined : await cachedTemplateDump(options.cacheDir, { ...options, seed: false });
  return settleMigration(from, to, (sql) =>
    withNewDatabase(
      options,
      async (db) => {
        if (options.serverUrl) await bootstrap(db, { ...options, seed: false });
        await db.script(`set local role ${MIGRATION_ROLE};\n${sql}`);
        return readCatalog(db);
      },
      dump,
    ),
  );
}
