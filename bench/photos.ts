/**
 * What listing photos cost a phone, on the built site served as production
 * serves it (bench/productionServer.ts: compressed, the detail page from the
 * built function, /.netlify/images resized and encoded as Netlify Image CDN
 * does) with the seed's demo photos (24 photographed cards on the first page
 * of /vehicles/cars, 14 photos on the BMW sample's page):
 *
 * - Lighthouse mobile (Moto G Power, 412 px at 1.75x, simulated 4G), after
 *   one warm-up run that fills the image cache as the CDN's cache would be:
 *   LCP and its element, CLS, total bytes, and the image bytes the page
 *   loads without scrolling (the first screen and the lazy-loading margin);
 * - a 360 × 740 phone at 2x (Chromium through Playwright): image bytes
 *   loaded before any scroll, then after scrolling to the end, and the
 *   widest file downloaded against its slot.
 *
 *   npm run bench:photos                  # 3 Lighthouse runs per page
 *   BENCH_RUNS=5 npm run bench:photos
 *
 * Writes bench/results/photos.json and prints Markdown tables.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { launchChrome, lighthouseRun } from './chrome.ts';
import { startProductionServer } from './productionServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/vehicles/cars', '/vehicles/id/5a1e0006-0000-4000-8000-000000000006'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => Math.round(bytes / 1024);

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

const server = await startProductionServer({ root: resolve(import.meta.dirname, '..') });

interface LighthouseResult {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  totalKb: number;
  imageKb: number;
  images: number;
  /** The LCP element of the median run by LCP: a photo (`IMG`, the CDN width it took) or what else. */
  lcpElement: string;
}

interface LcpNode {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  node?: LcpNode;
  items?: unknown[];
}

/** The LCP element's node in an audit's details (Lighthouse 13: a node item in lcp-breakdown-insight's list). */
function lcpNode(details: unknown): LcpNode | undefined {
  for (const item of (details as LcpNode | undefined)?.items ?? []) {
    const candidate = item as LcpNode;
    const found = candidate.type === 'node' ? candidate : (candidate.node ?? lcpNode(candidate));
    if (found) return found;
  }
  return undefined;
}

/** Lighthouse's LCP element, shortened: a CDN photo as `IMG (photo, w=…)` (the width when the snippet keeps it), anything else by its tag and label. */
function lcpElementOf(details: unknown): string {
  const node = lcpNode(details);
  const snippet = node?.snippet ?? '';
  const width = /[?&;]w=(\d+)/.exec(snippet.replaceAll('&amp;', '&'))?.[1];
  if (snippet.startsWith('<img') && snippet.includes('/.netlify/images'))
    return `IMG (photo${width ? `, w=${width}` : ''})`;
  return `${/^<(\w+)/.exec(snippet)?.[1]?.toUpperCase() ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 40)}"`;
}

const lighthouseResults: LighthouseResult[] = [];
const chrome = await launchChrome();
try {
  for (const page of PAGES) {
    const url = `${server.url}${page}`;
    await lighthouseRun(url, chrome.port, ['performance']);
    const runs: Omit<LighthouseResult, 'page' | 'lcpElement'>[] = [];
    const lcpElements: { lcpMs: number; element: string }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouseRun(url, chrome.port, ['performance']);
      const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const images = items.filter((item) => item.resourceType === 'Image');
      lcpElements.push({
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        element: lcpElementOf(
          lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details,
        ),
      });
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        totalKb: kb(lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN),
        imageKb: kb(images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
        images: images.length,
      });
    }
    const pick = (key: 'performance' | 'lcpMs' | 'cls' | 'totalKb' | 'imageKb' | 'images') =>
      median(runs.map((run) => run[key]));
    lighthouseResults.push({
      page,
      performance: pick('performance'),
      lcpMs: Math.round(pick('lcpMs')),
      cls: pick('cls'),
      totalKb: pick('totalKb'),
      imageKb: pick('imageKb'),
      images: pick('images'),
      lcpElement: lcpElements.sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(lcpElements.length / 2)]?.element ?? '?',
    });
  }
} finally {
  chrome.kill();
}

interface PhoneResult {
  page: string;
  firstScreenKb: number;
  firstScreenImages: number;
  afterScrollKb: number;
  afterScrollImages: number;
  widest: { file: number; slot: number; src: string };
  worstRatio: number;
  lcpElement: string;
}

const phoneResults: PhoneResult[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const page of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as
          (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
        if (last) (window as unknown as { lcp: string }).lcp = `${last.element?.tagName ?? '?'} ${last.url ?? ''}`;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const bytes = { count: 0, total: 0 };
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      void response
        .body()
        .then((body) => {
          bytes.count += 1;
          bytes.total += body.length;
        })
        .catch(() => undefined);
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
    const firstScreen = { ...bytes };
    const lcp = await tab.evaluate(() => (window as unknown as { lcp?: string }).lcp ?? '');
    await tab.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 250));
      }
    });
    await tab.waitForLoadState('networkidle');
    // The lazy photos the scroll reached, all of them (a busy image CDN answers slower than networkidle waits).
    await tab
      .waitForFunction(() => [...document.images].every((img) => img.loading !== 'lazy' || img.complete), null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    // naturalWidth of a srcset image is divided by its density: measure the file itself.
    const sizes = await tab.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('img')]
          .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/.netlify/images'))
          .map(
            (img) =>
              new Promise<{ file: number; slot: number; src: string }>((done) => {
                const probe = new Image();
                const answer = () => {
                  done({ file: probe.naturalWidth, slot: img.getBoundingClientRect().width, src: img.currentSrc });
                };
                probe.onload = answer;
                probe.onerror = answer;
                probe.src = img.currentSrc;
              }),
          ),
      ),
    );
    const widest = sizes.reduce((a, b) => (b.file > a.file ? b : a), { file: 0, slot: 0, src: '' });
    phoneResults.push({
      page,
      firstScreenKb: kb(firstScreen.total),
      firstScreenImages: firstScreen.count,
      afterScrollKb: kb(bytes.total),
      afterScrollImages: bytes.count,
      widest: { ...widest, slot: Math.round(widest.slot) },
      worstRatio: Math.max(...sizes.map((size) => size.file / size.slot)),
      lcpElement: lcp.includes('/.netlify/images')
        ? `IMG (photo, w=${new URL(lcp.split(' ')[1] ?? '').searchParams.get('w') ?? '?'})`
        : lcp,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

writeFileSync(
  resolve(import.meta.dirname, 'results/photos.json'),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), runs: RUNS, lighthouse: lighthouseResults, phone360: phoneResults },
    null,
    2,
  ) + '\n',
);
console.log(`Lighthouse mobile, median of ${String(RUNS)} runs after a warm-up run`);
console.log('| page | performance | LCP ms | LCP element | CLS | total KB | image KB on load (requests) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of lighthouseResults) {
  console.log(
    `| ${r.page} | ${String(r.performance)} | ${String(r.lcpMs)} | ${r.lcpElement} | ${r.cls.toFixed(3)} | ${String(r.totalKb)} | ${String(r.imageKb)} (${String(r.images)}) |`,
  );
}
console.log('\n360 × 740 phone at 2x');
console.log(
  '| page | LCP element | image KB before scrolling (files) | after scrolling to the end (files) | widest file / its slot | worst file/slot ratio |',
);
console.log('|---|---|---|---|---|---|');
for (const r of phoneResults) {
  console.log(
    `| ${r.page} | ${r.lcpElement} | ${String(r.firstScreenKb)} (${String(r.firstScreenImages)}) | ${String(r.afterScrollKb)} (${String(r.afterScrollImages)}) | ${String(r.widest.file)} px / ${String(r.widest.slot)} px | ${r.worstRatio.toFixed(2)} |`,
  );
}
