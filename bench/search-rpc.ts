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
 * the stack does after seeding. Each scenario is a filter object the page
 * sends; each is timed with `vehicle_facets` (the counts, the target: p95
 * ≤ 40 ms at 100k) and with `search_vehicles` (page 1 with the exact total).
 * Writes bench/results/search-rpc-pglite.json or search-rpc-native.json.
 */
import { writeFile } from 'node:fs/promises';
import { startStack, withThrowawayDatabase, type Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { MILEAGE_OPTIONS } from '../src/lib/domain/constants.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? '100');

/** The listing page's defaults (€0–50,000, 2000 and newer) apply unless a scenario moves them. */
const DEFAULT_RANGES = { maxPrice: 50_000, minYear: 2000 };

const SCENARIOS: Readonly<Record<string, { filters: Record<string, unknown>; sort?: string }>> = {
  'all vehicles, default ranges': { filters: { ...DEFAULT_RANGES } },
  'cars, default ranges': { filters: { type: 'car', ...DEFAULT_RANGES } },
  'cars, make': { filters: { type: 'car', make: 'Audi', ...DEFAULT_RANGES } },
  'cars, make + model + fuel': {
    filters: { type: 'car', make: 'Audi', model: 'A4', fuelType: 'Diesel', ...DEFAULT_RANGES },
  },
  'cars, fuel + transmission + colour, price asc': {
    filters: { type: 'car', fuelType: 'Petrol', transmission: 'Manual', color: 'Black', ...DEFAULT_RANGES },
    sort: 'price-asc',
  },
  'cars, mileage + price range': {
    filters: { type: 'car', mileageMax: 50_000, minPrice: 5_000, maxPrice: 20_000, minYear: 2000 },
  },
  'cars, feature': { filters: { type: 'car', features: ['Navigation'], ...DEFAULT_RANGES } },
  'scooters, licence A2': { filters: { type: 'scooter', licence: 'A2', ...DEFAULT_RANGES } },
  'cars, search word': { filters: { type: 'car', searchTerm: 'golf', ...DEFAULT_RANGES } },
};

interface Summary {
  median: number;
  p95: number;
}

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)) };
}

async function rpc(stack: Stack, fn: string, body: unknown): Promise<void> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${fn} answered ${String(response.status)}: ${text}`);
}

async function time(fn: () => Promise<void>): Promise<Summary> {
  for (let i = 0; i < 5; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withThrowawayDatabase(process.env.DATABASE_URL, 'search_bench', async (databaseUrl) => {
    const stack = await startStack({
      port: 0,
      dataDir: 'memory',
      mailPort: null,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    try {
      await stack.db.script(syntheticListingsSql(size));
      await stack.db.maintain('vacuum analyze');
      for (const [name, { filters, sort = 'newest' }] of Object.entries(SCENARIOS)) {
        const facets = await time(() => rpc(stack, 'vehicle_facets', { filters, mileage_steps: [...MILEAGE_OPTIONS] }));
        const search = await time(() => rpc(stack, 'search_vehicles', { filters, sort, page: 1, page_size: 24 }));
        const row = { listings: size, scenario: name, facets, search };
        console.log(JSON.stringify(row));
        results.push(row);
      }
    } finally {
      await stack.stop();
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
