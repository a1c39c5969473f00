/**
 * Lighthouse on the built site, mobile (Lighthouse's default emulation and
 * throttling), three runs per page, medians. Serves dist/ with `astro preview`
 * and uses the system Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 *
 *   npm run build && npm run bench:lighthouse [-- /path /other-path]
 *
 * Writes bench/results/lighthouse.json and prints a Markdown table.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4331;
const RUNS = 3;
const DEFAULT_PAGES = [
  '/',
  '/vehicles/all',
  '/vehicles/cars',
  '/vehicles/id/5a1e0006-0000-4000-8000-000000000006',
  '/auth',
  '/about',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = pages.length > 0 ? pages : DEFAULT_PAGES;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start on ${url}`);
}

const server = spawn('astro', ['preview', '--host', '127.0.0.1', '--port', String(PORT)], {
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
}

const results: PageResult[] = [];
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  for (const page of targets) {
    const runs: { scores: number[]; metrics: number[] }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      runs.push({
        scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
        metrics: Object.values(METRICS).map((id) => audits[id]?.numericValue ?? Number.NaN),
      });
    }
    const pick = (i: number, key: 'scores' | 'metrics') => median(runs.map((r) => r[key][i] ?? Number.NaN));
    results.push({
      page,
      scores: Object.fromEntries(CATEGORIES.map((c, i) => [c, pick(i, 'scores')])) as PageResult['scores'],
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((name, i) => [name, pick(i, 'metrics')]),
      ) as PageResult['metrics'],
    });
  }
} finally {
  chrome.kill();
  server.kill();
}

writeFileSync(
  resolve(import.meta.dirname, 'results/lighthouse.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, formFactor: 'mobile', pages: results }, null, 2) +
    '\n',
);
console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const m = r.metrics;
  console.log(
    `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(m.FCP)} | ${Math.round(m.LCP)} | ${Math.round(m.TBT)} | ${m.CLS.toFixed(3)} |`,
  );
}
