/**
 * Brings a database to the state `supabase start` + `supabase db reset`
 * would: the platform SQL (roles, auth, storage, realtime plumbing), then
 * the project's migrations in order (recorded like the Supabase CLI does),
 * then its seed file on a fresh database, then VACUUM ANALYZE.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';
import { projectPaths } from './project.ts';
import type { ProjectOptions } from './project.ts';

const PLATFORM_DIR = fileURLToPath(new URL('./platform/', import.meta.url));

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
}

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

export interface BootstrapOptions extends ProjectOptions {
  /** Apply the seed file when the database is fresh. */
  seed: boolean;
}

export async function bootstrap(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  const { migrationsDir, seedFile } = projectPaths(options);
  const [state] = await db.transaction((tx) =>
    tx.query<{ fresh: boolean }>(`select to_regclass('supabase_migrations.schema_migrations') is null as fresh`),
  );
  const fresh = state?.fresh ?? true;

  for (const name of await sqlFiles(PLATFORM_DIR)) {
    await db.script(await readFile(`${PLATFORM_DIR}${name}`, 'utf8'));
  }
  await db.script(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);

  const done = new Set(
    (
      await db.transaction((tx) =>
        tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
      )
    ).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const file of await sqlFiles(migrationsDir)) {
    const match = MIGRATION_NAME.exec(file);
    if (!match) throw new Error(`Migration file name ${file} is not <14 digits>_<lowercase_name>.sql`);
    const [, version = '', name = ''] = match;
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    try {
      await db.script(
        `${asMigrationRole(sql)}\n;reset role;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name}');`,
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
  // Statistics for the planner and a fresh visibility map for index-only scans.
  await db.maintain('vacuum analyze');
  return { fresh, applied };
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

/** Drops everything bootstrap created (native Postgres; PGlite folders are simply deleted). */
export async function wipe(db: Db): Promise<void> {
  await db.script(`
    drop schema if exists public cascade;
    create schema public;
    grant usage on schema public to anon, authenticated, service_role;
    grant all on schema public to postgres;
    drop schema if exists auth, storage, storage_local, realtime_local, supabase_migrations, extensions cascade;
    drop publication if exists supabase_realtime;
  `);
}
