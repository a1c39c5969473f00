/**
 * The declarative schema's two commands:
 *
 *   npm run db:migration <name>   writes supabase/migrations/<timestamp>_<name>.sql from what
 *                                 changed in supabase/schemas (and records its checksum)
 *   node scripts/db/schema.ts check   (part of `npm run db:check`) fails when
 *     - a migration differs from the checksum recorded when it was written
 *       (migrations are append-only once landed), a recorded one is gone, or
 *       one is not recorded;
 *     - the database the migrations build differs from the one the schema
 *       files build: functions, views, policies, triggers, columns,
 *       constraints, indexes, grants, comments (supabase/local/catalog.ts).
 *
 * Both build their databases in memory (PGlite), or on the native Postgres
 * server DATABASE_URL names (throwaway databases, faster), and keep the
 * catalogs they read in node_modules/.cache/wheelhouse-schema until what
 * built them changes. The Supabase CLI's `db diff` does the same job with
 * Docker, which these machines do not have.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDiff, generateMigration, isEmptyDiff, schemaDrift } from '@wheelhouse/local-supabase';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROJECT_DIR = join(ROOT, 'supabase');
const MIGRATIONS_DIR = join(PROJECT_DIR, 'migrations');
/** `sha256sum -c` reads it from supabase/: one line per landed migration. */
export const CHECKSUMS_FILE = join(PROJECT_DIR, 'migrations.sha256');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'wheelhouse-schema');
const MIGRATION_NAME = /^\d{14}_[a-z0-9_]+\.sql$/;

const options = {
  projectDir: PROJECT_DIR,
  cacheDir: CACHE_DIR,
  serverUrl: process.env.DATABASE_URL,
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
}

export async function recordedChecksums(): Promise<Map<string, string>> {
  const text = await readFile(CHECKSUMS_FILE, 'utf8').catch(() => '');
  const recorded = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}migrations\/(.+)$/.exec(line.trim());
    if (match?.[1] && match[2]) recorded.set(match[2], match[1]);
  }
  return recorded;
}

async function writeChecksums(recorded: Map<string, string>): Promise<void> {
  const lines = [...recorded]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hash]) => `${hash}  migrations/${file}`);
  await writeFile(CHECKSUMS_FILE, `${lines.join('\n')}\n`);
}

/** Problems with the migrations against their recorded checksums (append-only). */
export async function checksumProblems(): Promise<string[]> {
  const recorded = await recordedChecksums();
  const files = await migrationFiles();
  const problems: string[] = [];
  for (const file of files) {
    if (!MIGRATION_NAME.test(file)) problems.push(`${file}: not <14-digit timestamp>_<lowercase_name>.sql`);
    const hash = sha256(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
    const expected = recorded.get(file);
    if (expected === undefined) {
      problems.push(`${file}: not recorded in supabase/migrations.sha256 (write migrations with npm run db:migration)`);
    } else if (expected !== hash) {
      problems.push(`${file}: edited after it was written; migrations are append-only, put the change in a new one`);
    }
  }
  for (const file of recorded.keys()) {
    if (!files.includes(file)) problems.push(`${file}: recorded but gone; a landed migration is never removed`);
  }
  return problems;
}

async function check(): Promise<void> {
  const problems = await checksumProblems();
  if (problems.length > 0) {
    console.error(
      ['Migrations differ from supabase/migrations.sha256:', ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
    process.exit(1);
  }
  const drift = await schemaDrift(options);
  if (!isEmptyDiff(drift)) {
    console.error(
      [
        'The database supabase/migrations builds differs from the one supabase/schemas declares:',
        describeDiff(drift, { from: 'migrations', to: 'schemas' }),
        '',
        'Changed a schema file? Run `npm run db:migration <name>` to write the migration.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `Schema: ${String((await migrationFiles()).length)} migrations, recorded and in step with supabase/schemas.`,
  );
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Files git knows as committed: their checksums may not be changed by `--rerecord`. */
function committedMigrations(): Set<string> {
  try {
    const out = execFileSync('git', ['ls-tree', '--name-only', 'HEAD', 'supabase/migrations/'], { cwd: ROOT });
    return new Set(
      out
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((path) => path.replace(/^supabase\/migrations\//, '')),
    );
  } catch {
    return new Set();
  }
}

async function migration(name: string | undefined): Promise<void> {
  if (process.argv.includes('--rerecord')) {
    // A hand-written migration (data, or what the generator cannot write) is recorded once it is done.
    const recorded = await recordedChecksums();
    const committed = committedMigrations();
    for (const file of await migrationFiles()) {
      const hash = sha256(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
      if (recorded.get(file) === hash) continue;
      if (recorded.has(file) && committed.has(file)) {
        console.error(`${file} is committed; it cannot be re-recorded. Put the change in a new migration.`);
        process.exit(1);
      }
      recorded.set(file, hash);
      console.log(`recorded ${file}`);
    }
    await writeChecksums(recorded);
    return;
  }
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run db:migration <lowercase_name>   (or -- --rerecord after editing an unlanded one)');
    process.exit(1);
  }
  const problems = await checksumProblems();
  if (problems.length > 0) {
    console.error(['Fix the migrations first:', ...problems.map((p) => `  - ${p}`)].join('\n'));
    process.exit(1);
  }
  const result = await generateMigration(options);
  if (result.sql.trim() === '' && isEmptyDiff(result.remaining)) {
    console.log('supabase/schemas and the migrations agree: nothing to write.');
    return;
  }
  const file = `${timestamp()}_${name}.sql`;
  const header = [
    `-- ${name.replaceAll('_', ' ')}: generated by \`npm run db:migration\` from the difference between`,
    '-- supabase/migrations and supabase/schemas. Applied as written; landed migrations are never edited.',
  ];
  const leftOver = isEmptyDiff(result.remaining)
    ? []
    : [
        '',
        '-- NOT GENERATED: write these by hand below, then `npm run db:migration -- --rerecord`:',
        ...describeDiff(result.remaining, { from: 'migrations', to: 'schemas' })
          .split('\n')
          .map((line) => `--   ${line}`),
      ];
  // A changed filter specification changes the keys every listing has in the facet bitmaps.
  const rebuild = /function listing_search\.filter_specs\(\)/i.test(result.sql)
    ? '\n-- The filter specification changed: the facet bitmaps learn its keys, cached counts go.\nselect listing_search.rebuild_facet_bits();\n'
    : '';
  await writeFile(join(MIGRATIONS_DIR, file), `${[...header, ...leftOver].join('\n')}\n\n${result.sql}\n${rebuild}`);
  const recorded = await recordedChecksums();
  recorded.set(file, sha256(await readFile(join(MIGRATIONS_DIR, file), 'utf8')));
  await writeChecksums(recorded);
  console.log(`wrote supabase/migrations/${file}`);
  if (!isEmptyDiff(result.remaining)) {
    console.error('Some differences could not be generated; the migration lists them at the top.');
    process.exit(1);
  }
}

const [command, name] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (command === 'check') await check();
else if (command === 'migration') await migration(name);
else {
  console.error('usage: node scripts/db/schema.ts check | migration <name> [--rerecord]');
  process.exit(1);
}
