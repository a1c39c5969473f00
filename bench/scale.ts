/**
 * Search at the size of the biggest car sites, on native Postgres: grows one
 * database's synthetic market (bench/catalogue.ts) to each size in turn and
 * times, through the local stack's HTTP API as the anon role (row-level
 * security on), what a buyer's requests cost: every scenario of
 * bench/search-rpc.ts (facet counts computed, and page 1 with the exact
 * total), a 50 km distance search around the larger cities, and the detail
 * page's data (`listing_page`, the listing with its seller, similar listings
 * and price evidence, as the in-process render asks for it). For each
 * scenario the slowest of its requests is run once more with auto_explain
 * (ANALYZE, BUFFERS, nested statements) and the plans are saved under
 * bench/results/scale-explain/.
 *
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/wh_scale npm run bench:scale
 *   BENCH_SIZES=100000 BENCH_ITERATIONS=20 DATABASE_URL=… npm run bench:scale
 *
 * The database is kept and grown (not dropped): a second run at the same
 * size measures without seeding. Writes bench/results/scale-native.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { startStack, type Stack } from '@wheelhouse/local-supabase';
import { growCatalogue, type GrowResult } from './catalogue.ts';
import { summarize, type Summary } from './benchStack.ts';
import { SCENARIOS } from './searchScenarios.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('bench:scale needs DATABASE_URL (a native Postgres database it may grow)');
  process.exit(2);
}
const SIZES = (process.env.BENCH_SIZES ?? '100000,500000,1500000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? '40');
const RESULTS = resolve(import.meta.dirname, 'results/scale-native.json');
const EXPLAINS = resolve(import.meta.dirname, 'results/scale-explain');

const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');

async function rpc(stack: Stack, fn: string, body: unknown): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${fn} answered ${String(response.status)}: ${text}`);
  return text;
}

/** Timings of `fn` (after 3 warm-up calls), with the argument of the slowest call. */
async function time<A>(
  args: (i: number) => A,
  fn: (arg: A) => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<Summary & { slowest: A }> {
  for (let i = 0; i < 3; i += 1) await fn(args(i));
  const samples: number[] = [];
  let slowest = args(0);
  let worst = -1;
  for (let i = 0; i < ITERATIONS; i += 1) {
    await before?.();
    const arg = args(i);
    const start = performance.now();
    await fn(arg);
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    if (elapsed > worst) [worst, slowest] = [elapsed, arg];
  }
  return { ...summarize(samples), slowest };
}

/** Runs `sql` as anon with auto_explain on, and returns every plan it logged. */
async function explain(sql: string, params: unknown[]): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    await client.query('begin');
    await client.query("load 'auto_explain'");
    for (const setting of [
      'auto_explain.log_min_duration = 1',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_nested_statements = on',
      "auto_explain.log_level = 'notice'",
      'request.jwt.claims = \'{"role":"anon"}\'',
      'role anon',
    ])
      await client.query(`set local ${setting}`);
    await client.query(sql, params);
    await client.query('rollback');
  } finally {
    await client.end();
  }
  return plans.join('\n\n');
}

const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

interface Row {
  listings: number;
  scenario: string;
  matches?: number;
  facets?: Summary;
  search?: Summary;
  load: string;
}

const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{"sizes":[]}')) as {
  sizes: { listings: number }[];
};
const sizes: unknown[] = previous.sizes.filter((entry) => !SIZES.includes(entry.listings));
await mkdir(EXPLAINS, { recursive: true });

for (const size of SIZES) {
  console.log(`\n== ${String(size)} active listings (load ${load()})`);
  const stack = await startStack({ port: 0, dataDir: 'memory', mailPort: null, databaseUrl: DATABASE_URL });
  let grown: GrowResult;
  const seedStart = performance.now();
  try {
    grown = await growCatalogue(DATABASE_URL, size);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  const rows: Row[] = [];
  const saveExplain = async (name: string, sql: string, params: unknown[]) =>
    writeFile(resolve(EXPLAINS, `${String(size)}-${slug(name)}.txt`), await explain(sql, params));
  try {
    const listingChange = () =>
      stack.db.transaction((tx) => tx.query("select nextval('listing_search.listing_changes')"));
    for (const [name, { filters, sort = 'newest' }] of Object.entries(SCENARIOS)) {
      const facets = await time(
        () => filters,
        (f) => rpc(stack, 'vehicle_facets', { filters: f }),
        listingChange,
      );
      const page = (f: Record<string, unknown>) =>
        rpc(stack, 'search_vehicles', { filters: f, sort, page: 1, page_size: 24 });
      const search = await time(() => filters, page);
      const { total } = JSON.parse(await page(filters)) as { total: number };
      const row = { listings: size, scenario: name, matches: total, facets, search, load: load() };
      console.log(JSON.stringify({ ...row, facets: summaryOf(facets), search: summaryOf(search) }));
      rows.push({ ...row, facets: summaryOf(facets), search: summaryOf(search) });
      if (search.p95 >= facets.p95)
        await saveExplain(name, 'select public.search_vehicles($1::jsonb, $2, 1, 24)', [JSON.stringify(filters), sort]);
      else
        await saveExplain(name, 'select listing_search.facet_counts_from_bits($1::jsonb)', [JSON.stringify(filters)]);
    }

    // Distance: 50 km around the 40 largest cities, cars up to €30,000, nearest first.
    const cities = await stack.db.transaction((tx) =>
      tx.query<{ latitude: number; longitude: number }>(
        'select latitude, longitude from public.places order by population desc limit 40',
      ),
    );
    const near = (i: number) => {
      const city = cities[i % cities.length] ?? { latitude: 52.52, longitude: 13.4 };
      return { type: 'car', maxPrice: 30_000, near: { lat: city.latitude, lng: city.longitude, radiusKm: 50 } };
    };
    const distance = await time(near, (f) =>
      rpc(stack, 'search_vehicles', { filters: f, sort: 'distance', page: 1, page_size: 24 }),
    );
    rows.push({
      listings: size,
      scenario: 'distance 50 km, cars ≤ €30,000, nearest',
      search: summaryOf(distance),
      load: load(),
    });
    console.log(JSON.stringify(rows.at(-1)));
    await saveExplain('distance', "select public.search_vehicles($1::jsonb, 'distance', 1, 24)", [
      JSON.stringify(distance.slowest),
    ]);

    // Detail page data: listings of the most common models, spread over the table.
    const ids = (
      await stack.db.transaction((tx) =>
        tx.query<{ id: string }>(
          `select id from public.vehicles tablesample system (1) where status = 'active' limit $1`,
          [ITERATIONS + 3],
        ),
      )
    ).map((row) => row.id);
    const detail = await time(
      (i) => ids[i % ids.length] ?? '',
      (id) => rpc(stack, 'listing_page', { listing_id: id }),
    );
    rows.push({ listings: size, scenario: 'detail page data (listing_page)', search: summaryOf(detail), load: load() });
    console.log(JSON.stringify(rows.at(-1)));
    await saveExplain('detail', 'select public.listing_page($1::uuid)', [detail.slowest]);
  } finally {
    await stack.stop();
  }
  sizes.push({ listings: size, measuredAt: new Date().toISOString(), seeding: { ...grown, seedSeconds }, rows });
  await writeFile(
    RESULTS,
    `${JSON.stringify({ database: 'native Postgres', iterations: ITERATIONS, sizes }, null, 2)}\n`,
  );
}

function summaryOf({ median, p95 }: Summary): Summary {
  return { median, p95 };
}

// The table: p50 / p95 per scenario and size.
const table = new Map<string, Record<string, string>>();
for (const entry of sizes as { listings: number; rows: Row[] }[]) {
  for (const row of entry.rows) {
    const line = table.get(row.scenario) ?? {};
    const cell = (s?: Summary) => (s ? `${String(s.median)} / ${String(s.p95)}` : '');
    if (row.facets) line[`facets ${String(entry.listings)}`] = cell(row.facets);
    line[`search ${String(entry.listings)}`] = cell(row.search);
    table.set(row.scenario, line);
  }
}
console.table(Object.fromEntries(table));
