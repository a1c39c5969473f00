/**
 * Lighthouse on the built site served as production serves it
 * (bench/productionServer.ts: compressed, with the deploy's headers, the
 * detail page from the built function), mobile (Lighthouse's default
 * emulation and throttling), five runs per page, medians. `npm run
 * bench:lighthouse` builds the site against an in-memory stack and runs this
 * next to it (the detail page reads the listing and counts its view); it uses
 * the system Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 *
 *   npm run bench:lighthouse [-- /path /other-path]
 *
 * Writes bench/results/lighthouse.json (BENCH_LABEL=name: lighthouse-name.json)
 * and prints a Markdown table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChrome, lighthouseRun } from './chrome.ts';
import { startProductionServer } from './productionServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DEFAULT_PAGES = ['/', '/vehicles/cars', '/vehicles/id/5a1e0006-0000-4000-8000-000000000006'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = pages.length > 0 ? pages : DEFAULT_PAGES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const server = await startProductionServer({
  root: resolve(import.meta.dirname, '..'),
  cdnCache: process.env.BENCH_CDN_CACHE !== 'off',
});
const chrome = await launchChrome();

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
}

const results: PageResult[] = [];
try {
  for (const page of targets) {
    // Warm the function (module load) and the compression cache: production answers from warm instances.
    const warm = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': 'br, gzip' } });
    if (!warm.ok) throw new Error(`${page} answered ${String(warm.status)}`);
    const runs: { scores: number[]; metrics: number[] }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouseRun(`${server.url}${page}`, chrome.port, [...CATEGORIES]);
      const { categories, audits } = result.lhr;
      // BENCH_REPORTS=folder keeps each run's full report (what the LCP element was, what blocked rendering).
      const reports = process.env.BENCH_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(resolve(reports, `${page.replace(/\W+/g, '_')}-${String(run)}.json`), JSON.stringify(result.lhr));
      }
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
  await server.close();
}

const label = process.env.BENCH_LABEL;
writeFileSync(
  resolve(import.meta.dirname, label ? `results/lighthouse-${label}.json` : 'results/lighthouse.json'),
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
