/**
 * Page weight of the built site: for every HTML page in dist/, the bytes of
 * its HTML, CSS (inline and linked) and JavaScript (every module the page can
 * load: scripts, island components and renderers, and their imports,
 * including lazy ones such as supabase-js), raw and gzip. JavaScript is
 * counted twice: what a signed-out visitor can load, and what a signed-in one
 * can (islands with `client:session` hydrate only for the latter).
 * Run after `npm run build` (or on another build folder with `--dist`):
 *
 *   npm run bench:weight            # table + bench/results/page-weight.json
 *   npm run bench:weight -- --check # also fail when a budget is exceeded
 *   npm run test:weight             # --check on the test build (npm run build:test)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

const distFlag = process.argv.indexOf('--dist');
const DIST = distFlag === -1 ? resolve(import.meta.dirname, '../dist') : resolve(process.argv[distFlag + 1] ?? 'dist');
const RESULTS = resolve(import.meta.dirname, 'results/page-weight.json');

/** Budgets in gzip bytes of JavaScript, per page path. */
const JS_BUDGETS: Record<string, number> = { '/': 95 * 1024 };

interface Weight {
  raw: number;
  gzip: number;
}

interface PageWeight {
  page: string;
  html: Weight;
  css: Weight;
  /** JavaScript a signed-out visitor can load. */
  js: Weight;
  jsFiles: number;
  /** JavaScript a signed-in visitor can load. */
  jsSignedIn: Weight;
}

const weigh = (text: string): Weight => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).byteLength,
});
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Weight = { raw: 0, gzip: 0 };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

function pagePath(file: string): string {
  const rel = '/' + relative(DIST, file).replace(/\\/g, '/');
  if (rel === '/index.html') return '/';
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

// Asset URLs carry the deploy id for Netlify's skew protection (`?dpl=…`); the file has none.
const distPath = (url: string, from: string): string => {
  const path = url.split('?')[0] ?? url;
  return path.startsWith('/') ? join(DIST, path) : resolve(dirname(from), path);
};

/** A module and everything it imports, statically or dynamically. */
function moduleGraph(entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const specifiers =
    /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)(?:\?[^"']*)?["']|import\(\s*["']([^"']+\.js)(?:\?[^"']*)?["']\s*\)/g;
  for (const match of code.matchAll(specifiers)) {
    const spec = match[1] ?? match[2];
    if (spec && (spec.startsWith('.') || spec.startsWith('/'))) moduleGraph(distPath(spec, entry), seen);
  }
}

function measure(file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  let css = ZERO;
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css = add(css, weigh(match[1] ?? ''));
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    css = add(css, weigh(readFileSync(distPath(match[1] ?? '', file), 'utf8')));
  }

  const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[0]))
    .reduce((sum, match) => add(sum, weigh(match[1] ?? '')), ZERO);

  const entryUrls = (source: string) =>
    [
      ...source.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...source.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
      ...source.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]
      .map((m) => m[1] ?? '')
      .filter((u) => (u.split('?')[0] ?? u).endsWith('.js'));
  const graphWeight = (source: string) => {
    const modules = new Set<string>();
    for (const url of entryUrls(source)) moduleGraph(distPath(url, file), modules);
    let js = inlineJs;
    for (const module of modules) js = add(js, weigh(readFileSync(module, 'utf8')));
    return { js, files: modules.size };
  };

  // Islands hydrated by client:session never load for a signed-out visitor.
  const signedOutHtml = html.replace(/<astro-island[^>]*\bclient="session"[^>]*>/g, '<astro-island>');
  const signedOut = graphWeight(signedOutHtml);
  const signedIn = graphWeight(html);

  return {
    page: pagePath(file),
    html: weigh(html),
    css,
    js: signedOut.js,
    jsFiles: signedOut.files,
    jsSignedIn: signedIn.js,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const results = htmlFiles(DIST)
  .map(measure)
  .sort((a, b) => a.page.localeCompare(b.page));

console.log(
  '| page | HTML raw / gzip KB | CSS raw / gzip KB | JS signed out raw / gzip KB | JS files | JS signed in raw / gzip KB |',
);
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${kb(r.html.raw)} / ${kb(r.html.gzip)} | ${kb(r.css.raw)} / ${kb(r.css.gzip)} | ${kb(r.js.raw)} / ${kb(r.js.gzip)} | ${r.jsFiles} | ${kb(r.jsSignedIn.raw)} / ${kb(r.jsSignedIn.gzip)} |`,
  );
}
writeFileSync(RESULTS, JSON.stringify({ measuredAt: new Date().toISOString(), pages: results }, null, 2) + '\n');

let failed = false;
for (const [page, budget] of Object.entries(JS_BUDGETS)) {
  const result = results.find((r) => r.page === page);
  const ok = result !== undefined && result.js.gzip <= budget;
  console.log(
    `${ok ? 'within' : 'OVER'} budget: ${page} ships ${kb(result?.js.gzip ?? 0)} KB gzip of JS to signed-out visitors (budget ${kb(budget)} KB)`,
  );
  failed ||= !ok;
}
if (process.argv.includes('--check') && failed) process.exit(1);
