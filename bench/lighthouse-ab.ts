/**
 * Lighthouse on several builds side by side, runs interleaved so every build
 * sees the same machine load: each root holds a build's dist/, .netlify/ and
 * netlify.toml, served like production by bench/productionServer.ts. The
 * stack the builds were built against must be running.
 *
 *   BENCH_ROOTS=before=/tmp/a,after=/tmp/b BENCH_RUNS=5 npx node bench/lighthouse-ab.ts / /vehicles/cars
 *
 * BENCH_REPORTS=dir keeps every report as dir/{name}{page}-{run}.json.
 * Prints per page and build the medians, and the load average before and after.
 */
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChrome, lighthouseRun } from './chrome.ts';
import { startProductionServer, type ProductionServer } from './productionServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const roots = (process.env.BENCH_ROOTS ?? '').split(',').map((pair) => {
  const [name = '', path = ''] = pair.split('=');
  return { name, path };
});
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const reports = process.env.BENCH_REPORTS;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const servers: ProductionServer[] = [];
for (const root of roots) {
  servers.push(await startProductionServer({ root: root.path, cdnCache: process.env.BENCH_CDN_CACHE !== 'off' }));
}
const chrome = await launchChrome();

type Row = Record<string, number>;
const rows = new Map<string, Row[]>();
const loadBefore = loadavg();
try {
  for (const page of pages) {
    for (const server of servers) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, root] of roots.entries()) {
        const server = servers[index];
        if (!server) continue;
        const result = await lighthouseRun(`${server.url}${page}`, chrome.port, [
          'performance',
          'accessibility',
          'best-practices',
        ]);
        const { audits, categories } = result.lhr;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(
            resolve(reports, `${root.name}${page.replace(/\W+/g, '_')}-${String(run)}.json`),
            JSON.stringify(result.lhr),
          );
        }
        const key = `${page} ${root.name}`;
        const list = rows.get(key) ?? [];
        list.push({
          perf: Math.round((categories.performance?.score ?? 0) * 100),
          a11y: Math.round((categories.accessibility?.score ?? 0) * 100),
          bp: Math.round((categories['best-practices']?.score ?? 0) * 100),
          FCP: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          LCP: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          TBT: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          CLS: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          SI: audits['speed-index']?.numericValue ?? Number.NaN,
        });
        rows.set(key, list);
      }
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) await server.close();
}
const fmt = (values: number[]) => values.map((v) => String(Math.round(v))).join(' ');
console.log(
  `load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| page build | perf | a11y | bp | FCP | LCP | TBT | CLS | perf runs | LCP runs | TBT runs |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [key, list] of rows) {
  const m = (name: string) => median(list.map((r) => r[name] ?? Number.NaN));
  const all = (name: string) => list.map((r) => r[name] ?? Number.NaN);
  console.log(
    `| ${key} | ${String(m('perf'))} | ${String(m('a11y'))} | ${String(m('bp'))} | ${String(Math.round(m('FCP')))} | ${String(Math.round(m('LCP')))} | ${String(Math.round(m('TBT')))} | ${m('CLS').toFixed(3)} | ${fmt(all('perf'))} | ${fmt(all('LCP'))} | ${fmt(all('TBT'))} |`,
  );
}
