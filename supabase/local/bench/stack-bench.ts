/**
 * Benchmarks the listing page's queries at scale and the HTTP stack.
 *
 *   npx node supabase/local/bench/stack-bench.ts [--rows 100000] [--json out.json]
 *   DATABASE_URL=postgres://... npx node supabase/local/bench/stack-bench.ts
 *
 * Loads --rows synthetic vehicles into a fresh in-memory stack (or a
 * throwaway database on DATABASE_URL) and runs VACUUM ANALYZE, as the stack
 * does after seeding (--analyze-only skips the VACUUM). Then measures, as the
 * anon role inside the database: the listing's filtered page with exact count,
 * full-text search with filters and a primary-key lookup; through the HTTP
 * API: the filtered page with Prefer: count=exact (the target), each
 * listing shape the page sends (filters and sorts), and throughput with
 * concurrent clients. Prints medians and p95 in milliseconds.
 */
import { writeFile } from 'node:fs/promises';
import { asRole } from '../context.ts';
import type { Caller } from '../context.ts';
import { startStack } from '../server.ts';
import type { Stack } from '../server.ts';
import { withThrowawayDatabase } from '../template.ts';
import { syntheticListingsSql } from './syntheticListings.ts';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const ROWS = Number(argument('rows', '100000'));
const ITERATIONS = Number(argument('iterations', '200'));
const CONCURRENCY = Number(argument('concurrency', '16'));
const THROUGHPUT_SECONDS = Number(argument('seconds', '5'));
const JSON_OUT = argument('json', '');
/** Skip the VACUUM after loading (ANALYZE only), to see what it is worth. */
const ANALYZE_ONLY = process.argv.includes('--analyze-only');

interface Summary {
  median: number;
  p95: number;
  n: number;
}

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)), n: sorted.length };
}

async function time(iterations: number, fn: (index: number) => Promise<unknown>): Promise<Summary> {
  for (let index = 0; index < 10; index += 1) await fn(index);
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    await fn(index);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/** The listing page's request shapes (`GET /rest/v1/vehicles?…` with Prefer: count=exact). */
const LISTING_SHAPES: Readonly<Record<string, string>> = {
  'newest cars, no filters': 'status=eq.active&type=eq.car&order=created_at.desc',
  'price and year range, fuel (the target)':
    'status=eq.active&type=eq.car&price=lte.20000&year=gte.2012&fuel_type=eq.Diesel&order=created_at.desc',
  'price range and mileage, cheapest first':
    'status=eq.active&type=eq.car&price=gte.5000&price=lte.15000&mileage=lte.100000&order=price.asc',
  'year and transmission, lowest mileage first':
    'status=eq.active&type=eq.car&year=gte.2015&transmission=eq.Automatic&order=mileage.asc',
  'make, newest model year first': 'status=eq.active&type=eq.car&make=eq.Tesla&order=year.desc',
  'engine size and colour, dearest first':
    'status=eq.active&type=eq.car&engine_size=gte.1500&engine_size=lte.2500&color=eq.Black&order=price.desc',
  'feature (cs)': 'status=eq.active&type=eq.car&features=cs.%7BNavigation%7D&order=created_at.desc',
  'full-text search (wfts)': 'status=eq.active&type=eq.car&fts=wfts(simple_unaccent).corolla&order=created_at.desc',
  'scooters, price range': 'status=eq.active&type=eq.scooter&price=lte.3000&order=created_at.desc',
};
const TARGET_SHAPE = 'price and year range, fuel (the target)';

async function run(stack: Stack, mode: string): Promise<Record<string, unknown>> {
  const loadStart = performance.now();
  await stack.db.script(syntheticListingsSql(ROWS));
  const loadMs = performance.now() - loadStart;
  // As the stack does after seeding: PGlite has no autovacuum, and index-only
  // scans (exact counts) need the visibility map VACUUM writes.
  const maintenanceStart = performance.now();
  if (ANALYZE_ONLY) await stack.db.transaction((tx) => tx.query('analyze public.vehicles'));
  else await stack.db.maintain('vacuum analyze public.vehicles');
  const maintenanceMs = performance.now() - maintenanceStart;
  const anon: Caller = { role: 'anon', claims: { role: 'anon' }, userId: null };

  const filters = `t.status = 'active' and t.type = $1 and t.price <= $2 and t.year >= $3 and t.fuel_type = $4`;
  const pageSql = `select coalesce(json_agg(r), '[]')::text as body,
      (select count(*) from public.vehicles t where ${filters})::int as total
    from (select t.* from public.vehicles t where ${filters}
           order by t.created_at desc limit 24 offset $5) r`;
  const page = await time(ITERATIONS, (index) =>
    asRole(stack.db, anon, (tx) => tx.query(pageSql, ['car', '20000', '2012', 'Diesel', (index % 10) * 24]), true),
  );
  const ftsSql = `select coalesce(json_agg(r), '[]')::text as body,
      (select count(*) from public.vehicles t where t.status = 'active' and t.fts @@ websearch_to_tsquery('simple_unaccent', $1) and t.price <= $2)::int as total
    from (select t.id, t.title, t.price from public.vehicles t
           where t.status = 'active' and t.fts @@ websearch_to_tsquery('simple_unaccent', $1) and t.price <= $2
           order by t.created_at desc limit 24) r`;
  const fts = await time(ITERATIONS, () => asRole(stack.db, anon, (tx) => tx.query(ftsSql, ['golf', '30000']), true));
  const pk = await time(ITERATIONS, () =>
    asRole(
      stack.db,
      anon,
      (tx) =>
        tx.query('select to_json(t)::text from public.vehicles t where t.id = $1', [
          '5a1e0001-0000-4000-8000-000000000001',
        ]),
      true,
    ),
  );

  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${stack.anonKey}`,
    prefer: 'count=exact',
    'accept-profile': 'public',
  };
  const listingUrl = (query: string, offset: number) =>
    `${stack.url}/rest/v1/vehicles?select=*&${query}&offset=${offset}&limit=24`;
  const fetchPage = async (query: string, offset: number) => {
    const response = await fetch(listingUrl(query, offset), { headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    if (!response.headers.get('content-range')?.includes('/')) throw new Error('no exact count');
    await response.text();
  };
  const targetQuery = LISTING_SHAPES[TARGET_SHAPE] ?? '';
  const http = await time(ITERATIONS, (index) => fetchPage(targetQuery, (index % 10) * 24));
  const shapes: Record<string, Summary> = {};
  for (const [name, query] of Object.entries(LISTING_SHAPES)) {
    shapes[name] = await time(Math.ceil(ITERATIONS / 2), () => fetchPage(query, 0));
  }

  let completed = 0;
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let index = worker;
      while (performance.now() < deadline) {
        const start = performance.now();
        await fetchPage(targetQuery, (index % 10) * 24);
        latencies.push(performance.now() - start);
        completed += 1;
        index += CONCURRENCY;
      }
    }),
  );
  return {
    mode,
    rows: ROWS,
    loadSeconds: Number((loadMs / 1000).toFixed(1)),
    [ANALYZE_ONLY ? 'analyzeSeconds' : 'vacuumAnalyzeSeconds']: Number((maintenanceMs / 1000).toFixed(1)),
    filteredPageWithCountMs: page,
    fullTextWithFiltersMs: fts,
    primaryKeyLookupMs: pk,
    httpFilteredPageWithCountMs: http,
    httpListingShapesMs: shapes,
    httpThroughput: {
      concurrency: CONCURRENCY,
      requestsPerSecond: Number((completed / THROUGHPUT_SECONDS).toFixed(0)),
      latencyMs: summarize(latencies),
    },
  };
}

const result = await withThrowawayDatabase(process.env.DATABASE_URL, 'wheelhouse_bench', async (databaseUrl) => {
  const stack = await startStack({ port: 0, dataDir: 'memory', ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    return await run(stack, databaseUrl ? 'postgres' : 'pglite');
  } finally {
    await stack.stop();
  }
});
console.log(JSON.stringify(result, null, 2));
if (JSON_OUT !== '') await writeFile(JSON_OUT, `${JSON.stringify(result, null, 2)}\n`);
