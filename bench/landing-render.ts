/**
 * What an on-demand landing page costs at 100,000 listings, in-process.
 *
 *   npm run build && npm run bench:landing          (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:landing (a throwaway native database)
 *   DATABASE_URL=postgres://… BENCH_DATABASE=name npm run bench:landing
 *     (database `name` on that server, kept: filled on the first run, reused
 *     after with pending migrations applied, so before and after a change
 *     are measured on the same rows without a second fill)
 *   BENCH_FUNCTION=path/to/ssr.mjs  another build of the function (a copy
 *     kept from before a change, inside the project so its imports resolve)
 *
 * A stack is filled with the seed plus BENCH_EXTRA (100,000) synthetic
 * listings; the built SSR function (.netlify/v1/functions/ssr/ssr.mjs) then
 * renders landing pages the sitemap names, make, model, make in a place and
 * model in a place in turn, BENCH_RENDERS (120) in all, each request as
 * Netlify hands it to the function: p50/p95 per kind and overall, and of the
 * overall time, how long a render waited on requests to the stack (`stack`:
 * while any was in flight) and the rest (`render`). BENCH_WARM_UP (40)
 * renders of other landing pages come first and are not counted.
 * Writes bench/results/landing-render.json.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, databaseUrl, startStack, withThrowawayDatabase } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';

const EXTRA = Number(process.env.BENCH_EXTRA ?? 100_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 120);
/** Renders before the measured ones, of other pages (BENCH_WARM_UP). */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 40);
const KEPT = process.env.BENCH_DATABASE;

type Handler = (request: Request, context: unknown) => Promise<Response>;
type Row = [string, string, string | null, string | null, string];

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN) * 10) / 10;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    renders: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: percentile(sorted, 1),
  };
};

const kindOf = ([, , model, place]: Row) => `${model === null ? 'make' : 'model'}${place === null ? '' : ' in place'}`;
const pathOf = ([type, make, model, place]: Row) =>
  `/vehicles/${type === 'car' ? 'cars' : 'scooters'}/${make}${model === null ? '' : `/${model}`}${place === null ? '' : `/in/${place}`}`;

/** Time spent with at least one fetch in flight, read before and after a render. */
let inFlight = 0;
let waitedSince = 0;
let waited = 0;
const send = globalThis.fetch;
globalThis.fetch = async (...args) => {
  if (inFlight++ === 0) waitedSince = performance.now();
  try {
    const response = await send(...args);
    await response.clone().arrayBuffer();
    return response;
  } finally {
    if (--inFlight === 0) waited += performance.now() - waitedSince;
  }
};

/** The kept database (created when missing), else a throwaway one. */
async function withDatabase(fn: (url: string | undefined) => Promise<void>): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server || !KEPT) return withThrowawayDatabase(server, 'landing_bench', fn);
  const url = await createDatabase(server, KEPT).catch((error: unknown) => {
    if (error instanceof Error && error.message.includes('already exists')) return databaseUrl(server, KEPT);
    throw error;
  });
  return fn(url);
}

await withDatabase(async (databaseUrl) => {
  const stack = await startStack({
    port: 0,
    dataDir: 'memory',
    mailPort: null,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const [before] = await stack.db.transaction((tx) =>
      tx.query<{ listings: number }>('select count(*)::int as listings from public.vehicles'),
    );
    if (EXTRA > 0 && (before?.listings ?? 0) < EXTRA) {
      await stack.db.script(syntheticListingsSql(EXTRA));
      await stack.db.maintain('vacuum analyze');
    }
    const [count] = await stack.db.transaction((tx) =>
      tx.query<{ listings: number }>("select count(*)::int as listings from public.vehicles where status = 'active'"),
    );
    const [sitemap] = await stack.db.transaction((tx) =>
      tx.query<{ rows: Row[] }>('select public.sitemap_landing(0) as rows'),
    );
    const byKind = new Map<string, Row[]>();
    for (const row of sitemap?.rows ?? []) byKind.set(kindOf(row), [...(byKind.get(kindOf(row)) ?? []), row]);
    // The same number of each kind, spread over the sitemap's order.
    const per = Math.ceil(RENDERS / byKind.size);
    const sample = [...byKind.values()].flatMap((rows) =>
      Array.from({ length: per }, (_, i) => rows[Math.floor((i * rows.length) / per)]).filter(
        (row) => row !== undefined,
      ),
    );
    // Warm-up renders, not counted: other pages of each kind (between the
    // sample's), so the function's code is optimised and each pooled
    // connection has planned its functions, as on a server that has been up
    // a while, without reading the measured pages' rows ahead.
    const warmUp = [...byKind.values()].flatMap((rows) =>
      Array.from(
        { length: Math.ceil(WARM_UP / byKind.size) },
        (_, i) => rows[Math.floor(((i + 0.5) * rows.length) / per)],
      ).filter((row) => row !== undefined),
    );
    process.env.SUPABASE_URL = stack.url;
    const functionFile = process.env.BENCH_FUNCTION ?? '.netlify/v1/functions/ssr/ssr.mjs';
    const { default: handler } = (await import(pathToFileURL(resolve(functionFile)).href)) as {
      default: Handler;
    };
    const context = { next: () => Promise.resolve(new Response(null, { status: 404 })) };
    const times = new Map<string, number[]>();
    const stackTimes: number[] = [];
    const renderTimes: number[] = [];
    for (const row of warmUp) {
      const response = await handler(new Request(`http://localhost:8888${pathOf(row)}`), context);
      await response.text();
    }
    for (const [index, row] of [sample[0], ...sample].entries()) {
      if (!row) continue;
      const start = performance.now();
      waited = 0;
      const response = await handler(new Request(`http://localhost:8888${pathOf(row)}`), context);
      await response.text();
      if (response.status !== 200) throw new Error(`${pathOf(row)} answered ${String(response.status)}`);
      // The first render warms the function (module load); it is not counted.
      if (index === 0) continue;
      const took = performance.now() - start;
      times.set(kindOf(row), [...(times.get(kindOf(row)) ?? []), took]);
      stackTimes.push(waited);
      if (process.env.BENCH_TRACE) console.error(index, pathOf(row), Math.round(took), Math.round(waited));
      renderTimes.push(took - waited);
    }
    const result = {
      measuredAt: new Date().toISOString(),
      database: databaseUrl ? 'native Postgres' : 'PGlite',
      activeListings: count?.listings ?? 0,
      landingPages: sitemap?.rows.length ?? 0,
      all: summary([...times.values()].flat()),
      stack: summary(stackTimes),
      render: summary(renderTimes),
      ...Object.fromEntries([...times].map(([kind, list]) => [kind, summary(list)])),
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFile('bench/results/landing-render.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stack.stop();
  }
});
