/**
 * What an on-demand landing page costs at 100,000 listings, in-process.
 *
 *   npm run build && npm run bench:landing          (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:landing (a throwaway native database)
 *
 * A stack is filled with the seed plus BENCH_EXTRA (100,000) synthetic
 * listings; the built SSR function (.netlify/v1/functions/ssr/ssr.mjs) then
 * renders landing pages the sitemap names, make, model, make in a place and
 * model in a place in turn, BENCH_RENDERS (120) in all, each request as
 * Netlify hands it to the function: p50/p95 per kind and overall.
 * Writes bench/results/landing-render.json.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStack, withThrowawayDatabase } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';

const EXTRA = Number(process.env.BENCH_EXTRA ?? 100_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 120);

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

await withThrowawayDatabase(process.env.DATABASE_URL, 'landing_bench', async (databaseUrl) => {
  const stack = await startStack({
    port: 0,
    dataDir: 'memory',
    mailPort: null,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    if (EXTRA > 0) {
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
    process.env.SUPABASE_URL = stack.url;
    const { default: handler } = (await import(pathToFileURL(resolve('.netlify/v1/functions/ssr/ssr.mjs')).href)) as {
      default: Handler;
    };
    const context = { next: () => Promise.resolve(new Response(null, { status: 404 })) };
    const times = new Map<string, number[]>();
    for (const [index, row] of [sample[0], ...sample].entries()) {
      if (!row) continue;
      const start = performance.now();
      const response = await handler(new Request(`http://localhost:8888${pathOf(row)}`), context);
      await response.text();
      if (response.status !== 200) throw new Error(`${pathOf(row)} answered ${String(response.status)}`);
      // The first render warms the function (module load); it is not counted.
      if (index > 0) times.set(kindOf(row), [...(times.get(kindOf(row)) ?? []), performance.now() - start]);
    }
    const result = {
      measuredAt: new Date().toISOString(),
      database: databaseUrl ? 'native Postgres' : 'PGlite',
      activeListings: count?.listings ?? 0,
      landingPages: sitemap?.rows.length ?? 0,
      all: summary([...times.values()].flat()),
      ...Object.fromEntries([...times].map(([kind, list]) => [kind, summary(list)])),
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFile('bench/results/landing-render.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stack.stop();
  }
});
