/**
 * Brings a database to the state `supabase start` + `supabase db reset`
 * would: the platform SQL (roles, auth, storage, realtime plumbing), then
 * the project's migrations in order (recorded like the Supabase CLI does,
 * plus the SHA-256 of each file), then its seed file on a fresh database,
 * then VACUUM ANALYZE. A database whose applied migrations no longer match
 * their files is refused: it would silently lack the edits. A database that
 * records it was bootstrapped from exactly these files (platform SQL, this
 * module, every migration) is left as it is: that is what makes starting
 * from a template copy cheap.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Row } from './db.ts';
import { projectPaths } from './project.ts';
import type { ProjectOptions } from './project.ts';

const PLATFORM_DIR = fileURLToPath(new URL('./platform/', import.meta.url));
const THIS_MODULE = fileURLToPath(import.meta.url);

/**
 * The role migrations and the seed run as: what `postgres` is on hosted
 * Supabase (platform/00_roles.sql), so SQL that needs more privilege than
 * `supabase db push` has fails here too.
 */
export const MIGRATION_ROLE = 'hosted_postgres';

/** `sql` run as MIGRATION_ROLE for the rest of its transaction. */
function asMigrationRole(sql: string): string {
  return `set local role ${MIGRATION_ROLE};\n${sql}`;
}

const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface BootstrapResult {
  /** True when the database had no schema yet (it was seeded if asked). */
  fresh: boolean;
  /** Migration versions applied by this run. */
  applied: string[];
  /** True when the database was already bootstrapped from these very files, so nothing was applied. */
  current: boolean;
}

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

export interface BootstrapOptions extends ProjectOptions {
  /** Apply the seed file when the database is fresh. */
  seed: boolean;
  /**
   * VACUUM ANALYZE a database that is already current (nothing to apply).
   * Default: on PGlite, which has no autovacuum; not on native Postgres,
   * whose autovacuum keeps up (and a template copy carries the template's
   * statistics). A PGlite restored from a dump written right after one needs
   * none. Whenever something is applied, bootstrap ends with VACUUM ANALYZE.
   */
  vacuumWhenCurrent?: boolean;
}

export interface MigrationFile {
  version: string;
  file: string;
  sha256: string;
}

/** What the database records of an applied migration; `sha256` is null for rows written before checksums were. */
export interface AppliedMigration extends Row {
  version: string;
  name: string | null;
  sha256: string | null;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Applied migrations whose file changed or disappeared since they ran. Rows
 * without a checksum are trusted (they predate checksums) and get one.
 */
export function migrationDrift(applied: readonly AppliedMigration[], files: readonly MigrationFile[]): string[] {
  const byVersion = new Map(files.map((file) => [file.version, file]));
  const drift: string[] = [];
  for (const row of applied) {
    const file = byVersion.get(row.version);
    const label = file?.file ?? `${row.version}_${row.name ?? ''}.sql`;
    if (!file) drift.push(`${label} (applied, but the file is gone)`);
    else if (row.sha256 !== null && row.sha256 !== file.sha256) drift.push(`${label} (edited since it was applied)`);
  }
  return drift;
}

export function migrationDriftMessage(drift: readonly string[], migrationsDir: string): string {
  return [
    `This database was migrated with migrations that no longer match ${migrationsDir}:`,
    ...drift.map((line) => `  - ${line}`),
    'Applied migrations are append-only: put a change in a new migration. To rebuild the local database from',
    'the current migrations and seed (its data is lost), stop the stack and run `npm run db:reset`.',
  ].join('\n');
}

/**
 * One checksum over everything bootstrap applies to an existing database:
 * the platform SQL, this module (which attaches the realtime triggers) and
 * each migration's name and checksum, in order.
 */
export function bootstrapFingerprint(
  platform: readonly string[],
  self: string,
  migrations: readonly Pick<MigrationFile, 'file' | 'sha256'>[],
): string {
  return sha256(
    [...platform.map(sha256), sha256(self), ...migrations.map((file) => `${file.file}:${file.sha256}`)].join('\n'),
  );
}

/** The fingerprint a database recorded at its last complete bootstrap, or null. */
async function recordedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db.transaction(async (tx) => {
    const [table] = await tx.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.local_bootstrap') is not null as exists`,
    );
    return table?.exists
      ? tx.query<{ fingerprint: string }>('select fingerprint from supabase_migrations.local_bootstrap')
      : [];
  });
  return row?.fingerprint ?? null;
}

/** What bootstrap applies: the platform SQL and the project's migrations, with their fingerprint. */
export interface BootstrapFiles {
  platform: string[];
  migrations: (MigrationFile & { name: string; sql: string })[];
  fingerprint: string;
}

export async function readBootstrapFiles(options: ProjectOptions): Promise<BootstrapFiles> {
  const { migrationsDir } = projectPaths(options);
  const platform = await readPlatform();
  const migrations: BootstrapFiles['migrations'] = [];
  for (const file of await sqlFiles(migrationsDir)) {
    const match = MIGRATION_NAME.exec(file);
    if (!match) throw new Error(`Migration file name ${file} is not <14 digits>_<lowercase_name>.sql`);
    const [, version = '', name = ''] = match;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    migrations.push({ version, name, file, sql, sha256: sha256(sql) });
  }
  const fingerprint = bootstrapFingerprint(platform, await readFile(THIS_MODULE, 'utf8'), migrations);
  return { platform, migrations, fingerprint };
}

async function readPlatform(): Promise<string[]> {
  const platform: string[] = [];
  for (const name of await sqlFiles(PLATFORM_DIR)) platform.push(await readFile(`${PLATFORM_DIR}${name}`, 'utf8'));
  return platform;
}

/** What hosted Supabase has before any project SQL: roles, auth, storage, realtime and pg_net plumbing (idempotent). */
export async function applyPlatform(db: Db, platform?: readonly string[]): Promise<void> {
  for (const sql of platform ?? (await readPlatform())) await db.script(sql);
}

export async function bootstrap(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  const { migrationsDir, seedFile } = projectPaths(options);
  const [state] = await db.transaction((tx) =>
    tx.query<{ fresh: boolean }>(`select to_regclass('supabase_migrations.schema_migrations') is null as fresh`),
  );
  const fresh = state?.fresh ?? true;

  const { platform, migrations: files, fingerprint } = await readBootstrapFiles(options);
  if (!fresh && (await recordedFingerprint(db)) === fingerprint) {
    if (options.vacuumWhenCurrent ?? db.kind === 'pglite') await db.maintain('vacuum analyze');
    return { fresh, applied: [], current: true };
  }

  await applyPlatform(db, platform);
  await db.script(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
    -- The local stack's own column: what each applied file contained.
    alter table supabase_migrations.schema_migrations add column if not exists sha256 text;
    -- And its own table: what the last complete bootstrap applied (bootstrapFingerprint).
    create table if not exists supabase_migrations.local_bootstrap (fingerprint text not null);
  `);

  const recorded = await db.transaction((tx) =>
    tx.query<AppliedMigration>('select version, name, sha256 from supabase_migrations.schema_migrations'),
  );
  const drift = migrationDrift(recorded, files);
  if (drift.length > 0) throw new Error(migrationDriftMessage(drift, migrationsDir));
  const unchecked = recorded.filter((row) => row.sha256 === null);
  if (unchecked.length > 0) {
    await db.transaction(async (tx) => {
      for (const row of unchecked) {
        const file = files.find((candidate) => candidate.version === row.version);
        await tx.run('update supabase_migrations.schema_migrations set sha256 = $1 where version = $2', [
          file?.sha256,
          row.version,
        ]);
      }
    });
  }

  const done = new Set(recorded.map((row) => row.version));
  const applied: string[] = [];
  for (const { version, name, file, sql, sha256: checksum } of files) {
    if (done.has(version)) continue;
    try {
      await db.script(
        `${asMigrationRole(sql)}
;reset role;
insert into supabase_migrations.schema_migrations (version, name, sha256) values ('${version}', '${name}', '${checksum}');`,
      );
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    applied.push(version);
  }

  if (fresh && options.seed) {
    await db.script(asMigrationRole(await readFile(seedFile, 'utf8')));
  }
  await syncRealtimeTriggers(db);
  await db.transaction(async (tx) => {
    await tx.run('delete from supabase_migrations.local_bootstrap');
    await tx.run('insert into supabase_migrations.local_bootstrap (fingerprint) values ($1)', [fingerprint]);
  });
  // Statistics for the planner and a fresh visibility map for index-only scans.
  await db.maintain('vacuum analyze');
  return { fresh, applied, current: false };
}

/**
 * Attaches the change-notification trigger to every table in the
 * supabase_realtime publication (and detaches it from tables that left it),
 * passing the table's primary-key columns as trigger arguments.
 */
export async function syncRealtimeTriggers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const stale = await tx.query<{ schema: string; table: string }>(`
      select n.nspname as schema, c.relname as table
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
       where t.tgname = 'realtime_local_changes'
         and not exists (
           select 1 from pg_publication_tables p
            where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)`);
    for (const { schema, table } of stale) {
      await tx.query(`drop trigger realtime_local_changes on ${quoteIdent(schema)}.${quoteIdent(table)}`);
    }
    const tables = await tx.query<{ schema: string; table: string; keys: string[] }>(`
      select p.schemaname as schema, p.tablename as table,
             array(select a.attname::text
                     from pg_index i
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                    where i.indrelid = format('%I.%I', p.schemaname, p.tablename)::regclass and i.indisprimary
                    order by a.attnum) as keys
        from pg_publication_tables p
       where p.pubname = 'supabase_realtime'`);
    for (const { schema, table, keys } of tables) {
      if (keys.length === 0) continue;
      const target = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      const args = keys.map((key) => `'${key.replaceAll("'", "''")}'`).join(', ');
      await tx.query(`drop trigger if exists realtime_local_changes on ${target}`);
      await tx.query(
        `create trigger realtime_local_changes after insert or update or delete on ${target}
           for each row execute function realtime_local.notify_change(${args})`,
      );
    }
  });
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Drops everything bootstrap created (native Postgres; PGlite folders are
 * simply deleted): every schema but Postgres' own, so the schemas the
 * migrations create go too, as `supabase db reset` recreates the database.
 */
export async function wipe(db: Db): Promise<void> {
  await db.script(`
    do $wipe$
    declare
      schema_name text;
    begin
      for schema_name in
        select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'
      loop
        execute format('drop schema %I cascade', schema_name);
      end loop;
    end
    $wipe$;
    create schema public;
    grant usage on schema public to anon, authenticated, service_role;
    grant all on schema public to postgres;
    drop publication if exists supabase_realtime;
  `);
}
