/**
 * Distance search through the HTTP API, as the listing page asks it: the one
 * search function with a centre.
 *
 *   npm run bench:distance                     # PGlite (in memory)
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:distance
 *   BENCH_SIZES=100000 npm run bench:distance
 *
 * For 10,000 and 100,000 synthetic listings (a throwaway native database
 * distance_bench_*, dropped afterwards, or in-memory PGlite) spread over
 * real German places in proportion to their population, the local stack
 * answers, as anon, POST /rest/v1/rpc/search_vehicles with the filter
 * object's `near` {lat, lng, radiusKm} and other filters, a sort, page 1 of
 * 24 and the exact total, around 40 different cities in turn; and
 * vehicle_facets with the same filters, kept (each city's answer is kept
 * after its first request) and computed (kept answers voided before each
 * request, as a listing change does). Reports p50/p95 per case and writes
 * bench/results/distance-<database>.json.
 */
import { writeFile } from 'node:fs/promises';
import type { Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { withBenchStack } from './benchStack.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? '200');
const WARMUP = 20;

/** Move the synthetic listings to places drawn in proportion to population (deterministic). */
const SPREAD_OVER_PLACES = `
select setseed(0.7);
create temporary table bench_weights as
  select id, sum(population) over (order by id) as upto from public.places;
create index on bench_weights (upto);
update public.vehicles v
   set place_id = (
         select w.id from bench_weights w
          where w.upto >= r.x * (select max(upto) from bench_weights)
          order by w.upto
          limit 1
       )
  from (select id, random() as x from public.vehicles where title like '% bench listing %') r
 where v.id = r.id;
drop table bench_weights;
`;

interface Case {
  name: string;
  fn: 'search_vehicles' | 'vehicle_facets';
  /** Counts computed on every request: the kept answers are voided first, as a listing change does. */
  computed?: boolean;
  radiusKm: number | null;
  filters: Record<string, unknown>;
  sort?: string;
}

const CARS_UP_TO_30K = { type: 'car', maxPrice: 30_000 };

const CASES: Case[] = [
  {
    name: 'target: 50 km, cars ≤ €30,000, nearest first, 24 + exact count',
    fn: 'search_vehicles',
    radiusKm: 50,
    filters: CARS_UP_TO_30K,
    sort: 'distance',
  },
  { name: '25 km, no filters, nearest first', fn: 'search_vehicles', radiusKm: 25, filters: {}, sort: 'distance' },
  {
    name: '50 km, cars ≤ €30,000, cheapest first',
    fn: 'search_vehicles',
    radiusKm: 50,
    filters: CARS_UP_TO_30K,
    sort: 'price-asc',
  },
  {
    name: '200 km, cars ≤ €30,000, nearest first',
    fn: 'search_vehicles',
    radiusKm: 200,
    filters: CARS_UP_TO_30K,
    sort: 'distance',
  },
  {
    name: 'any distance, cars ≤ €30,000, nearest first',
    fn: 'search_vehicles',
    radiusKm: null,
    filters: CARS_UP_TO_30K,
    sort: 'distance',
  },
  { name: 'facet counts, 50 km, cars ≤ €30,000', fn: 'vehicle_facets', radiusKm: 50, filters: CARS_UP_TO_30K },
  {
    name: 'facet counts, 50 km, cars ≤ €30,000, computed',
    fn: 'vehicle_facets',
    computed: true,
    radiusKm: 50,
    filters: CARS_UP_TO_30K,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function body(c: Case, centre: { latitude: number; longitude: number }) {
  const filters = { ...c.filters, near: { lat: centre.latitude, lng: centre.longitude, radiusKm: c.radiusKm } };
  return c.fn === 'search_vehicles' ? { filters, sort: c.sort ?? 'newest', page: 1, page_size: 24 } : { filters };
}

async function measure(stack: Stack, centres: { latitude: number; longitude: number }[], c: Case) {
  const times: number[] = [];
  let totals = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const centre = centres[i % centres.length] ?? { latitude: 50.93, longitude: 6.95 };
    if (c.computed) {
      await stack.db.transaction((tx) => tx.query("select nextval('listing_search.listing_changes')"));
    }
    const start = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/${c.fn}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body(c, centre)),
    });
    const answer = (await response.json()) as { total?: number };
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`${c.name}: ${String(response.status)} ${JSON.stringify(answer)}`);
    if (i >= WARMUP) {
      times.push(elapsed);
      totals += answer.total ?? 0;
    }
  }
  times.sort((a, b) => a - b);
  return {
    case: c.name,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    max: round(times.at(-1) ?? 0),
    meanTotal: Math.round(totals / REQUESTS),
  };
}

const database = process.env.DATABASE_URL ? 'native' : 'pglite';
const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withBenchStack('distance_bench', async (stack) => {
    const loadStart = performance.now();
    await stack.db.script(syntheticListingsSql(size));
    await stack.db.script(SPREAD_OVER_PLACES);
    await stack.db.maintain('vacuum analyze');
    const loadSeconds = Math.round((performance.now() - loadStart) / 100) / 10;
    const centres = await stack.db.transaction((tx) =>
      tx.query<{ latitude: number; longitude: number }>(
        'select latitude, longitude from public.places where population >= 50000 order by id limit 40',
      ),
    );
    for (const c of CASES) {
      const row = { database, listings: size, loadSeconds, ...(await measure(stack, centres, c)) };
      console.log(JSON.stringify(row));
      results.push(row);
    }
  });
}

await writeFile(
  `bench/results/distance-${database}.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
