/**
 * Filter-to-paint time of the listing page, measured in the browser: a local
 * stack holding 10,000 listings, the built site served from it, and Chromium
 * choosing a make and a fuel in the filter sidebar, waiting for the counts
 * ("Show N vehicles") and applying. The page marks the change
 * (`listing:change`) and the paint of the new results (`listing:painted`);
 * this reads the `listing:filter-to-paint` measure, and the time from an
 * option's change to its counts on screen (`facets:change-to-counts`, which
 * includes the 250 ms pause the counts wait for more changes).
 *
 *   npm run bench:filter-paint [-- --rows 10000 --runs 24]
 *
 * Writes bench/results/filter-paint.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { startStack } from '@wheelhouse/local-supabase';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const ROWS = arg('--rows', 10_000);
const RUNS = arg('--runs', 24);
const OUT = resolve(import.meta.dirname, '../.bench/dist');

const stack = await startStack({ port: 0, dataDir: 'memory', mailPort: null });
const seeded = await stack.db.transaction((tx) =>
  tx.query<{ n: number }>('select count(*)::int as n from public.vehicles'),
);
await stack.db.script(syntheticListingsSql(ROWS - (seeded[0]?.n ?? 0)));
await stack.db.maintain('vacuum analyze');

rmSync(OUT, { recursive: true, force: true });
await new Promise<void>((done, fail) => {
  const build = spawn('astro', ['build', '--outDir', OUT], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PUBLIC_SUPABASE_URL: stack.url,
      PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_URL: stack.url,
    },
  });
  build.on('exit', (code) => {
    if (code === 0) done();
    else fail(new Error(`astro build exited with ${String(code)}`));
  });
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
  const candidates = [join(OUT, path), join(OUT, path, 'index.html')];
  const file = candidates.find((candidate) => candidate.startsWith(OUT) && existsSync(candidate) && extname(candidate));
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${origin}/vehicles/cars`);
await page.waitForSelector('astro-island:not([ssr])');
// The results island (client:demand) hydrates at the first interaction, not on load: not awaited.
await page.waitForFunction(
  () => document.querySelectorAll('astro-island[ssr]:not([client="session"]):not([client="demand"])').length === 0,
);

// Makes the synthetic listings hold with every fuel: an option that would give nothing is disabled.
const makes = ['Audi', 'Volkswagen', 'Ford', 'Tesla'];
const fuels = ['Petrol', 'Diesel', 'Electric', 'Hybrid'];
const samples: number[] = [];
const countSamples: number[] = [];
const requestSamples: number[] = [];
const sidebar = page.getByRole('complementary', { name: 'Filters' });
const show = sidebar.getByTestId('show-results');
const settled = async () => {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="show-results"]')?.getAttribute('aria-busy') === 'false',
    undefined,
    { polling: 10 },
  );
};
for (let run = 0; run < RUNS; run += 1) {
  await page.evaluate(() => {
    performance.clearMeasures('listing:filter-to-paint');
    performance.clearMeasures('facets:change-to-counts');
  });
  await sidebar.getByLabel('Make', { exact: true }).selectOption(makes[run % makes.length] ?? 'Audi');
  await sidebar.getByLabel('Fuel type', { exact: true }).selectOption(fuels[run % fuels.length] ?? 'Petrol');
  await settled();
  const counted = await page.waitForFunction(
    () => performance.getEntriesByName('facets:change-to-counts').at(-1)?.duration,
    undefined,
    { polling: 10 },
  );
  countSamples.push(Number(await counted.jsonValue()));
  await show.click();
  const duration = await page.waitForFunction(
    () => performance.getEntriesByName('listing:filter-to-paint').at(-1)?.duration,
    undefined,
    { polling: 10 },
  );
  samples.push(Number(await duration.jsonValue()));
  // The results request, as the browser timed it: the panel asks for it once the counts show
  // (searchListingsAhead), so it may have started, or ended, before the apply.
  requestSamples.push(
    await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rpc/search_vehicles'))
          .at(-1)?.duration ?? Number.NaN,
    ),
  );
}

await browser.close();
server.close();
await stack.stop();
rmSync(OUT, { recursive: true, force: true });

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { medianMs: round(pick(0.5)), p95Ms: round(pick(0.95)), maxMs: round(sorted.at(-1) ?? Number.NaN) };
};
const result = {
  measuredAt: new Date().toISOString(),
  rows: ROWS,
  runs: RUNS,
  ...summary(samples),
  resultsRequest: summary(requestSamples),
  changeToCounts: summary(countSamples),
};
writeFileSync(resolve(import.meta.dirname, 'results/filter-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
