/**
 * `npm run db:reset`: wipes the local database and rebuilds it from the
 * platform SQL, the migrations and seed.sql, like `supabase db reset`.
 * Uses DATABASE_URL when set, else the PGlite folder (SUPABASE_DATA_DIR or
 * <project>/.data/pglite; the project is ./supabase or SUPABASE_PROJECT_DIR). Stop a running stack first: PGlite allows one
 * process per folder.
 */
import { rm } from 'node:fs/promises';
import { bootstrap, wipe } from './bootstrap.ts';
import { openPglite, openPostgres } from './db.ts';
import type { Db } from './db.ts';
import { projectPaths } from './project.ts';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const paths = projectPaths({ projectDir: process.env.SUPABASE_PROJECT_DIR });
  const started = Date.now();
  let db: Db;
  if (databaseUrl) {
    db = openPostgres(databaseUrl, 1);
    await wipe(db);
  } else {
    const dataDir = process.env.SUPABASE_DATA_DIR ?? paths.dataDir;
    await rm(dataDir, { recursive: true, force: true });
    db = await openPglite(dataDir);
  }
  try {
    const result = await bootstrap(db, { projectDir: paths.projectDir, seed: true });
    await rm(paths.outboxDir, { recursive: true, force: true });
    console.log(
      `Database reset: ${result.applied.length} migrations applied, seed loaded (${Date.now() - started} ms).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
