/**
 * `npm run db:reset`: wipes the local database and rebuilds it from the
 * platform SQL, the migrations and seed.sql, like `supabase db reset`.
 * Uses DATABASE_URL when set, else the PGlite folder (SUPABASE_DATA_DIR or
 * supabase/.data/pglite). Stop a running stack first: PGlite allows one
 * process per folder.
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bootstrap, wipe } from './bootstrap.ts';
import { openPglite, openPostgres } from './db.ts';
import type { Db } from './db.ts';
import { DEFAULT_DATA_DIR } from './server.ts';

const OUTBOX_DIR = fileURLToPath(new URL('./.outbox', import.meta.url));

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const started = Date.now();
  let db: Db;
  if (databaseUrl) {
    db = openPostgres(databaseUrl, 1);
    await wipe(db);
  } else {
    const dataDir = process.env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
    db = await openPglite(dataDir);
  }
  try {
    const result = await bootstrap(db, { seed: true });
    await rm(OUTBOX_DIR, { recursive: true, force: true });
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
