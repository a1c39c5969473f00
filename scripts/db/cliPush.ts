/**
 * Deploys supabase/migrations the way a hosted project gets them: the real
 * Supabase CLI's `supabase db push` (the `supabase` devDependency, pinned)
 * against a new database on the Postgres server DATABASE_URL names, prepared
 * with the local stack's platform SQL (supabase/local/platform: the API
 * roles, auth, storage, net) and connected as a login role that acts as
 * `hosted_postgres`, which is what `postgres` is on hosted Supabase: not a
 * superuser. Then it checks that
 *   - the CLI applied every migration and a second push has nothing to do;
 *   - the database the CLI built equals the one supabase/schemas declares
 *     (the catalog comparison of `npm run db:check`).
 * CI runs it in the native-Postgres pass; the Supabase CLI needs no Docker
 * for `db push`. Usage: DATABASE_URL=postgres://… npm run db:cli-push
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyPlatform,
  describeDiff,
  diffCatalogs,
  isEmptyDiff,
  openPostgres,
  readCatalog,
  schemasCatalog,
  withThrowawayDatabase,
} from '@wheelhouse/local-supabase';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The login role the CLI connects as; every session it opens acts as hosted_postgres. */
const DEPLOYER = 'wheelhouse_deployer';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a Postgres server (a superuser, to prepare the platform) to deploy onto.');
  process.exit(1);
}

function supabase(args: string[]): string {
  return execFileSync(join(ROOT, 'node_modules', '.bin', 'supabase'), args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
}

await withThrowawayDatabase(serverUrl, 'wheelhouse_cli_push', async (url) => {
  if (!url) throw new Error('no database');
  const db = openPostgres(url, 1);
  try {
    await applyPlatform(db);
    const password = 'deploy';
    await db.transaction(async (tx) => {
      await tx.query(`do $$
        begin
          if not exists (select from pg_roles where rolname = '${DEPLOYER}') then
            create role ${DEPLOYER} login nosuperuser noinherit password '${password}';
          end if;
        end $$`);
      await tx.query(`grant hosted_postgres to ${DEPLOYER}`);
      await tx.query(`alter role ${DEPLOYER} set role = 'hosted_postgres'`);
    });

    const deployUrl = new URL(url);
    deployUrl.username = DEPLOYER;
    deployUrl.password = password;
    deployUrl.searchParams.set('sslmode', 'disable');
    const push = () => supabase(['db', 'push', '--db-url', deployUrl.toString(), '--yes', '--workdir', ROOT]);

    const first = push();
    console.log(first.trim());
    const [applied] = await db.transaction((tx) =>
      tx.query<{ n: number; superuser: boolean; owner: string }>(
        `select (select count(*)::int from supabase_migrations.schema_migrations) as n,
                (select rolsuper from pg_roles where rolname = '${DEPLOYER}') as superuser,
                (select tableowner from pg_tables where schemaname = 'public' and tablename = 'vehicles') as owner`,
      ),
    );
    if (applied?.superuser !== false || applied.owner !== 'hosted_postgres') {
      throw new Error(`The migrations must run as hosted_postgres, not a superuser: ${JSON.stringify(applied)}`);
    }
    const second = push();
    if (!/up to date/i.test(second)) throw new Error(`A second push should have nothing to do; it said:\n${second}`);

    const diff = diffCatalogs(
      await readCatalog(db),
      await schemasCatalog({
        projectDir: join(ROOT, 'supabase'),
        cacheDir: join(ROOT, 'node_modules', '.cache', 'wheelhouse-schema'),
        serverUrl,
      }),
    );
    if (!isEmptyDiff(diff)) {
      throw new Error(
        `The database supabase db push built differs from supabase/schemas:\n${describeDiff(diff, { from: 'cli', to: 'schemas' })}`,
      );
    }
    console.log(
      `supabase db push applied ${String(applied.n)} migrations as a non-superuser; a second push had nothing to do; the database equals supabase/schemas.`,
    );
  } finally {
    await db.close();
  }
});

// Roles are cluster-wide: the deployer goes with its database.
const server = openPostgres(serverUrl, 1);
try {
  await server.transaction((tx) => tx.query(`drop role if exists ${DEPLOYER}`));
} finally {
  await server.close();
}
