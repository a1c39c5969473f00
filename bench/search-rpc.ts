/**
 * The search RPCs at 10k and 100k listings, through the HTTP API as the
 * anon role, exactly as the listing page calls them.
 *
 *   npm run bench:search
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:search
 *   BENCH_SIZES=100000 BENCH_ITERATIONS=100 npm run bench:search
 *
 * For each size a fresh in-memory PGlite stack (or a throwaway native
 * database) holds the seed plus synthetic listings, after VACUUM ANALYZE as
 * the stack does after seeding. The synthetic listings get what real ones
 * have and the shared generator leaves out (TRUST_FACTS_SQL): accident-free
 * for most, a price rating, an uploaded photo for a third, and sellers among
 * the seed's people (dealers and private sellers), a third of whom reply
 * within 24 hours (written with triggers off, so the facet bitmaps are
 * rebuilt after); the generator gives body type, doors, seats, first
 * registration, previous owners and emissions class. Each scenario is a
 * filter object the page sends; each is timed with `vehicle_facets` (the
 * counts, the target: p95 ≤ 40 ms at 100k) and with `search_vehicles` (page 1
 * with the exact total).
 * The counts are kept until a listing changes, so they are timed twice:
 * `facets`, computed (the kept answers are voided before each request, as a
 * listing change does), and `facetsKept`, the same request again.
 * Timing starts after a minute of warm-up passes over every scenario
 * (BENCH_WARM_UP_SECONDS), as a stack that has served for a while runs.
 * Each row carries its time and the load average; BENCH_SAMPLES=file keeps
 * every sample with its time, and which tables the stack vacuumed.
 * Writes bench/results/search-rpc-pglite.json or search-rpc-native.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { SEARCH_WORDS_SQL, summarize, withBenchStack, type Summary } from './benchStack.ts';
import { SCENARIOS } from './searchScenarios.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? '100');
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_SECONDS ?? '60') * 1000;

/**
 * Accident-free, price rating, photos and seller (with the seller's dealer
 * flag) for the synthetic listings (deterministic), without the listing
 * triggers: the ratings are drawn in the proportions the seed's rated
 * listings show, not computed. The photo paths are never fetched.
 */
const TRUST_FACTS_SQL = `
select setseed(0.24);
set local session_replication_role = replica;
with sellers as (select array_agg(id order by id) as ids from public.profiles)
update public.vehicles v
   set accident_free = case when random() < 0.7 then true when random() < 0.5 then false end,
       price_rating = (array['great','good','good','fair','fair','fair','high','high'])[1 + floor(random() * 10)::int],
       seller_id = sellers.ids[1 + floor(random() * cardinality(sellers.ids))::int],
       images = case when random() < 0.33 then array[v.seller_id || '/bench-photo.jpg'] else '{}' end
  from sellers
 where v.title like '% bench listing %';
update public.vehicles v
   set seller_is_dealer = p.is_dealer,
       images = case when cardinality(v.images) > 0 then array[v.seller_id || '/bench-photo.jpg'] else '{}' end
  from public.profiles p
 where p.id = v.seller_id and v.title like '% bench listing %';
insert into public.seller_reply_stats (seller_id, conversations, median_reply_seconds)
select p.id, 3 + floor(random() * 20)::int, case when random() < 0.33 then floor(random() * 80000)::int else 90000 + floor(random() * 90000)::int end
  from public.profiles p
on conflict (seller_id) do nothing;
select listing_search.rebuild_facet_bits();
${SEARCH_WORDS_SQL}
`;

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

/** Every sample with its time, for BENCH_SAMPLES. */
const sampleLog: { scenario: string; kind: string; at: number; ms: number }[] = [];

async function time(
  label: { scenario: string; kind: string },
  fn: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<Summary> {
  for (let i = 0; i < 5; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    await before?.();
    const start = performance.now();
    await fn();
    const ms = performance.now() - start;
    samples.push(ms);
    sampleLog.push({ ...label, at: Date.now(), ms: Math.round(ms * 10) / 10 });
  }
  return summarize(samples);
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withBenchStack('search_bench', async (stack) => {
    await stack.db.script(syntheticListingsSql(size));
    await stack.db.script(TRUST_FACTS_SQL);
    await stack.db.maintain('vacuum analyze');
    const listingChange = async () => {
      await stack.db.transaction((tx) => tx.query("select nextval('listing_search.listing_changes')"));
    };
    // Warm-up passes over every scenario first (a minute): PGlite's
    // WebAssembly runs in V8's baseline tier until its functions are hot, and
    // without them the counts of the first scenarios ran 1.6x slower.
    for (const end = Date.now() + WARM_UP_MS; Date.now() < end;) {
      for (const { filters, sort = 'newest' } of Object.values(SCENARIOS)) {
        await listingChange();
        await rpc(stack, 'vehicle_facets', { filters });
        await rpc(stack, 'search_vehicles', { filters, sort, page: 1, page_size: 24 });
      }
    }
    for (const [name, { filters, sort = 'newest' }] of Object.entries(SCENARIOS)) {
      const counts = () => rpc(stack, 'vehicle_facets', { filters });
      const facets = await time({ scenario: name, kind: 'facets' }, counts, listingChange);
      const facetsKept = await time({ scenario: name, kind: 'facetsKept' }, counts);
      const page = () => rpc(stack, 'search_vehicles', { filters, sort, page: 1, page_size: 24 });
      const search = await time({ scenario: name, kind: 'search' }, page);
      const { total } = JSON.parse(await page()) as { total: number };
      const row = {
        listings: size,
        scenario: name,
        matches: total,
        facets,
        facetsKept,
        search,
        at: new Date().toISOString(),
        load1: loadavg()[0],
      };
      console.log(JSON.stringify(row));
      results.push(row);
    }
    if (process.env.BENCH_SAMPLES) {
      const maintained = await stack.db.transaction((tx) =>
        tx.query(`select format('%I.%I', schemaname, relname) as name, vacuum_count, analyze_count, last_vacuum, last_analyze
                    from pg_stat_all_tables
                   where vacuum_count + analyze_count > 0 and schemaname not in ('pg_catalog', 'pg_toast', 'information_schema')
                   order by 1`),
      );
      await writeFile(process.env.BENCH_SAMPLES, `${JSON.stringify({ samples: sampleLog, maintained }, null, 1)}\n`);
    }
  });
}

await writeFile(
  `bench/results/search-rpc-${process.env.DATABASE_URL ? 'native' : 'pglite'}.json`,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'native Postgres' : 'PGlite',
      iterations: ITERATIONS,
      results,
    },
    null,
    2,
  )}\n`,
);
