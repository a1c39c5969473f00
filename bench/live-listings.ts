/**
 * Builds independent of inventory, and what an on-demand listing page costs.
 *
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:live
 *
 * For each inventory (the seed, +10,000 and +100,000 synthetic listings) a
 * throwaway native database (live_bench_*, dropped afterwards; in-memory
 * PGlite without DATABASE_URL) is filled, the site is built against it the
 * way `npm run build` does, and the build time, dist/ size and file count and
 * the on-demand function's size are recorded. At each inventory the built
 * function then renders random listing pages in-process (the request Netlify
 * hands it), 200 times: p50/p95. Writes bench/results/live-listings.json.
 *
 * BENCH_BUILD=0 skips the builds and renders with the function already built
 * (`npm run build` first): the render times without the build's wait.
 * BENCH_COMPARE=<checkout>/.netlify/v1/functions/ssr/ssr.mjs renders each
 * listing through that build's function too, in turn with this one's, so a
 * before/after comparison shares the machine's load.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStack, withThrowawayDatabase, type Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';

const SIZES = (process.env.BENCH_SIZES ?? '0,10000,100000').split(',').map(Number);
const RENDERS = 200;
const BUILD = process.env.BENCH_BUILD !== '0';

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files };
}

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      resolve({ code: code ?? 1, output });
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function loadHandler(path: string): Promise<Handler> {
  const { default: handler } = (await import(pathToFileURL(resolve(path)).href)) as { default: Handler };
  return handler;
}

function summary(times: number[]): Record<string, number> {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    renders: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * Renders RENDERS random listings through each function, one listing at a
 * time through all of them in turn, so that a comparison (BENCH_COMPARE)
 * sees the same listings under the same load.
 */
async function renderTimes(stack: Stack, functions: Record<string, Handler>): Promise<Record<string, unknown>> {
  const ids = (
    await stack.db.transaction((tx) =>
      tx.query<{ id: string }>(
        `select id::text from public.vehicles where status in ('active', 'sold') order by random() limit ${String(RENDERS)}`,
      ),
    )
  ).map((row) => row.id);
  process.env.SUPABASE_URL = stack.url;
  const context = { next: () => Promise.resolve(new Response(null, { status: 404 })) };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(functions).map((name) => [name, []]));
  for (const [index, id] of [ids[0] ?? '', ...ids].entries()) {
    for (const [name, handler] of Object.entries(functions)) {
      const start = performance.now();
      const response = await handler(new Request(`http://localhost:8888/vehicles/id/${id}`), context);
      await response.text();
      // The first render warms the function (module load); it is not counted.
      if (index > 0) times[name]?.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`${name}: render of ${id} answered ${String(response.status)}`);
    }
  }
  const [only] = Object.values(times);
  return Object.keys(functions).length === 1 && only
    ? summary(only)
    : Object.fromEntries(Object.entries(times).map(([name, list]) => [name, summary(list)]));
}

/** One port for every inventory's stack: the built function keeps its first client (and its URL) for the process. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
const STACK_PORT = await freePort();

const FUNCTION = '.netlify/v1/functions/ssr/ssr.mjs';
/** This build's function, and with BENCH_COMPARE=path/to/ssr.mjs another build's, rendered side by side. */
async function functions(): Promise<Record<string, Handler>> {
  const compare = process.env.BENCH_COMPARE;
  return compare
    ? { compared: await loadHandler(compare), current: await loadHandler(FUNCTION) }
    : { current: await loadHandler(FUNCTION) };
}

const results: Record<string, unknown>[] = [];
for (const extra of SIZES) {
  await withThrowawayDatabase(process.env.DATABASE_URL, 'live_bench', async (databaseUrl) => {
    const stack = await startStack({
      port: STACK_PORT,
      dataDir: 'memory',
      mailPort: null,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    try {
      if (extra > 0) {
        await stack.db.script(syntheticListingsSql(extra));
        await stack.db.maintain('vacuum analyze');
      }
      const [count] = await stack.db.transaction((tx) =>
        tx.query<{ listings: number }>('select count(*)::int as listings from public.vehicles'),
      );
      const listings = count?.listings ?? 0;
      const row: Record<string, unknown> = { listings };
      if (BUILD) {
        const started = performance.now();
        // Asynchronously: the stack the build reads from runs in this process.
        const build = await run('npx', ['astro', 'build'], { SUPABASE_URL: stack.url, ASTRO_TELEMETRY_DISABLED: '1' });
        const buildSeconds = (performance.now() - started) / 1000;
        if (build.code !== 0) throw new Error(`build failed:\n${build.output}`);
        const dist = await folderSize('dist');
        const fn = await folderSize('.netlify/v1/functions/ssr');
        Object.assign(row, {
          buildSeconds: Math.round(buildSeconds * 10) / 10,
          distMB: Math.round((dist.bytes / 1e6) * 100) / 100,
          distFiles: dist.files,
          functionMB: Math.round((fn.bytes / 1e6) * 100) / 100,
        });
      }
      row.render = await renderTimes(stack, await functions());
      console.log(JSON.stringify(row));
      results.push(row);
    } finally {
      await stack.stop();
    }
  });
}

await writeFile(
  'bench/results/live-listings.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: process.env.DATABASE_URL ? 'native Postgres' : 'PGlite', results }, null, 2)}\n`,
);
