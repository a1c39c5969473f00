/**
 * What the demo data costs: the time to migrate and seed a fresh in-memory
 * database (as every test stack, `npm run build` and `npm start`'s first run
 * do) against migrating alone, and the bytes of the listing illustrations
 * (generated SVGs served as static files).
 *
 *   npm run bench:seed    # table + bench/results/seed.json
 *   PROJECT_DIR=../other/supabase npm run bench:seed   # another checkout's migrations and seed, table only
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootstrap, openPglite } from '@wheelhouse/local-supabase';

const RUNS = Number(process.env.RUNS ?? 5);
const PROJECT_DIR = process.env.PROJECT_DIR || undefined;
const RESULTS = resolve(import.meta.dirname, 'results/seed.json');
const ILLUSTRATIONS = resolve(import.meta.dirname, '../public/images/vehicles/illustrations');

async function timed(seed: boolean): Promise<number> {
  const db = await openPglite('memory');
  const start = performance.now();
  await bootstrap(db, { seed, projectDir: PROJECT_DIR });
  const elapsed = performance.now() - start;
  await db.close();
  return elapsed;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const migrate: number[] = [];
const seeded: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  migrate.push(await timed(false));
  seeded.push(await timed(true));
}
const svgs = files(ILLUSTRATIONS);
const sizes = svgs.map((file) => statSync(file).size).sort((a, b) => a - b);
const gzip = svgs.map((file) => gzipSync(readFileSync(file)).length).sort((a, b) => a - b);
const seedSql = statSync(join(PROJECT_DIR ?? resolve(import.meta.dirname, '../supabase'), 'seed.sql')).size;

const result = {
  runs: RUNS,
  migrateMs: Math.round(median(migrate)),
  migrateAndSeedMs: Math.round(median(seeded)),
  seedMs: Math.round(median(seeded) - median(migrate)),
  seedSqlBytes: seedSql,
  illustrations: {
    files: svgs.length,
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    bytes: { min: sizes[0] ?? 0, median: median(sizes), max: sizes.at(-1) ?? 0 },
    gzipBytes: { min: gzip[0] ?? 0, median: median(gzip), max: gzip.at(-1) ?? 0 },
  },
};
console.table({
  'migrate (ms, median)': result.migrateMs,
  'migrate + seed (ms, median)': result.migrateAndSeedMs,
  'seed alone (ms)': result.seedMs,
  'seed.sql (bytes)': result.seedSqlBytes,
  illustrations: result.illustrations.files,
  'illustration bytes (median)': result.illustrations.bytes.median,
  'illustration gzip (median)': result.illustrations.gzipBytes.median,
});
if (!PROJECT_DIR) writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
