/**
 * `npm start` under load: CONCURRENCY clients (200) each send one request
 * after another for DURATION seconds (60), a mix of what visitors ask for:
 * prebuilt pages and assets, the pages rendered on demand (listing details,
 * seller pages, sitemap files) and the stack's REST API as the browser calls
 * it. Every second it samples the memory (RSS) of the site's process (the
 * Netlify CLI with its function workers) and of the stack's.
 *
 *   SITE_PORT=5451 SUPABASE_PORT=54456 npm run bench:load
 *   BENCH_CONCURRENCY=50 BENCH_DURATION=20 … npm run bench:load    # a smaller run
 *   BENCH_WARM=1 … npm run bench:load      # every detail and seller page visited once first
 *
 * It starts `npm start` itself (with the ports above, its persisted database
 * in supabase/.data), waits until the site answers, warms each kind of page
 * once, runs the load and stops the site. The site guard's bounds apply
 * (scripts/site-guard.ts); SITE_FUNCTION_CONCURRENCY=1000 SITE_LOCAL_CDN=0
 * measures the CLI without them. A request that takes longer than
 * BENCH_TIMEOUT seconds (30) counts as a timeout. Writes
 * bench/results/load.json (or BENCH_OUT): per kind of request the statuses,
 * timeouts and p50/p95/max latency; the memory before, at its peak and after.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultKeys, DEFAULT_JWT_SECRET } from '@wheelhouse/local-supabase';

const SITE_PORT = Number(process.env.SITE_PORT ?? 8888);
const SUPABASE_PORT = Number(process.env.SUPABASE_PORT ?? 54321);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 30);
const OUT = process.env.BENCH_OUT ?? 'bench/results/load.json';
const site = `http://127.0.0.1:${String(SITE_PORT)}`;
const stackUrl = `http://127.0.0.1:${String(SUPABASE_PORT)}`;
const { anonKey } = defaultKeys(process.env.SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET);

type Kind = 'static page' | 'asset' | 'detail page' | 'seller page' | 'sitemap' | 'stack REST';

/** A number from a process's /proc status (VmRSS in kB, Threads), 0 once it is gone. */
function status(pid: number, field: 'VmRSS' | 'Threads'): number {
  try {
    const text = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process ids below `root`, with their command lines. */
function descendants(root: number): { pid: number; command: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone in between.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      let command = '';
      try {
        command = readFileSync(`/proc/${String(child)}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        // Gone in between.
      }
      found.push({ pid: child, command });
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * RSS of the site (the Netlify CLI, whose function workers are its threads) and of the stack
 * (with-stack.ts), MB, and the CLI's thread count.
 */
function memory(root: number): { site: number; stack: number; siteThreads: number } {
  let siteKb = 0;
  let stackKb = 0;
  let siteThreads = 0;
  for (const { pid, command } of descendants(root)) {
    // The program a node process runs: node_modules/.bin/netlify, or scripts/with-stack.ts.
    const program = command.split(' ')[1] ?? '';
    if (program.endsWith('/netlify')) {
      siteKb += status(pid, 'VmRSS');
      siteThreads += status(pid, 'Threads');
    } else if (program.endsWith('with-stack.ts')) stackKb += status(pid, 'VmRSS');
  }
  return { site: Math.round(siteKb / 1024), stack: Math.round(stackKb / 1024), siteThreads };
}

async function rest<T>(path: string): Promise<T> {
  const response = await fetch(`${stackUrl}/rest/v1/${path}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
  return (await response.json()) as T;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await sleep(1000);
  }
  throw new Error(`${url} did not answer within ${String(seconds)} s`);
}

const server = spawn('npm', ['start'], {
  env: { ...process.env, SITE_PORT: String(SITE_PORT), SUPABASE_PORT: String(SUPABASE_PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const root = server.pid ?? 0;
const stopServer = () => {
  try {
    process.kill(-root, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stopServer);

try {
  await waitFor(`${site}/`, 600);
  const listings = await rest<{ id: string; seller_id: string }[]>(
    'vehicles?select=id,seller_id&status=eq.active&order=created_at.desc&limit=500',
  );
  const sellers = [...new Set(listings.map(({ seller_id }) => seller_id))];
  const home = await (await fetch(`${site}/`)).text();
  const assets = [...new Set([...home.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  // What a visitor asks for, with its share of the requests.
  const mix: [Kind, number, () => string][] = [
    ['static page', 25, () => pick(['/', '/vehicles/cars', '/vehicles/scooters', '/vehicles/all', '/about'])],
    ['asset', 15, () => pick(assets)],
    ['detail page', 30, () => `/vehicles/id/${pick(listings).id}`],
    ['seller page', 10, () => `/sellers/${pick(sellers)}`],
    ['sitemap', 5, () => pick(['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/listings-0.xml'])],
    [
      'stack REST',
      15,
      () =>
        `${stackUrl}/rest/v1/vehicles?select=id,title,price&status=eq.active&type=eq.car&order=created_at.desc&limit=24`,
    ],
  ];
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const draw = (): [Kind, string] => {
    let at = Math.random() * total;
    for (const [kind, weight, path] of mix) {
      at -= weight;
      if (at < 0) return [kind, path()];
    }
    return ['static page', '/'];
  };

  // BENCH_WARM=1: every listing's and seller's page once first, as a CDN that has seen them holds them.
  if (process.env.BENCH_WARM === '1') {
    const pages = [...listings.map(({ id }) => `/vehicles/id/${id}`), ...sellers.map((id) => `/sellers/${id}`)];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let page = pages.shift(); page !== undefined; page = pages.shift()) {
          await (await fetch(`${site}${page}`)).arrayBuffer();
        }
      }),
    );
  }
  for (const [kind, , path] of mix) {
    const url = path();
    const response = await fetch(url.startsWith('http') ? url : `${site}${url}`, {
      headers: kind === 'stack REST' ? { apikey: anonKey } : {},
    });
    await response.arrayBuffer();
  }
  await sleep(2000);
  const before = memory(root);
  const results = new Map<Kind, { statuses: Record<string, number>; timeouts: number; errors: number; ms: number[] }>();
  for (const [kind] of mix) results.set(kind, { statuses: {}, timeouts: 0, errors: 0, ms: [] });

  let peak = { ...before };
  const samples: { t: number; site: number; stack: number; siteThreads: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const now = memory(root);
    samples.push({ t: Math.round((Date.now() - started) / 1000), ...now });
    peak = {
      site: Math.max(peak.site, now.site),
      stack: Math.max(peak.stack, now.stack),
      siteThreads: Math.max(peak.siteThreads, now.siteThreads),
    };
  }, 1000);

  const deadline = started + DURATION_S * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const [kind, path] = draw();
      const url = path.startsWith('http') ? path : `${site}${path}`;
      const record = results.get(kind);
      if (!record) continue;
      const start = performance.now();
      try {
        const response = await fetch(url, {
          headers: { 'accept-encoding': 'gzip, br', ...(kind === 'stack REST' ? { apikey: anonKey } : {}) },
          signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        });
        await response.arrayBuffer();
        // The site guard's "busy" answer (JSON, Retry-After: 5) apart from a page's own 503.
        const busy = kind !== 'stack REST' && response.headers.get('retry-after') === '5';
        const status = busy ? `${String(response.status)} busy` : String(response.status);
        record.statuses[status] = (record.statuses[status] ?? 0) + 1;
        record.ms.push(performance.now() - start);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') record.timeouts += 1;
        else record.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  clearInterval(sampler);
  await sleep(5000);
  const after = memory(root);

  const round = (ms: number) => Math.round(ms);
  const byKind = Object.fromEntries(
    [...results].map(([kind, { statuses, timeouts, errors, ms }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return [kind, { statuses, timeouts, errors, p50: at(0.5), p95: at(0.95), max: round(sorted.at(-1) ?? 0) }];
    }),
  );
  const summary = {
    date: new Date().toISOString(),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    concurrency: CONCURRENCY,
    warm: process.env.BENCH_WARM === '1',
    functionConcurrency: process.env.SITE_FUNCTION_CONCURRENCY ?? 'default (2 per CPU)',
    localCdn: process.env.SITE_LOCAL_CDN !== '0',
    durationS: DURATION_S,
    timeoutS: TIMEOUT_S,
    listings: listings.length,
    requests: [...results.values()].reduce((sum, { ms, timeouts, errors }) => sum + ms.length + timeouts + errors, 0),
    memoryMb: { before, peak, after },
    byKind,
    samples,
  };
  await writeFile(OUT, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify({ ...summary, samples: `${String(samples.length)} in ${OUT}` }, null, 2));
} finally {
  stopServer();
}
