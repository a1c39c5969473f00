/**
 * Page weight of the built site: for every HTML page in dist/, and for the
 * on-demand pages in ON_DEMAND_PAGES (rendered through the built function,
 * `.netlify/v1/functions/ssr`, against an in-memory stack with the seed), the
 * bytes of its HTML, CSS (inline and linked) and JavaScript, raw and gzip.
 * JavaScript is what the page loads to hydrate (scripts, island components
 * and renderers, and their static imports), for a signed-out visitor and for
 * a signed-in one (islands with `client:session` hydrate only for the
 * latter); "on demand" adds the chunks those modules import lazily (dialogs,
 * zod for forms, supabase-js), which load only when a visitor acts or is
 * signed in: an upper bound. Budgets apply to the signed-out load.
 * Run after `npm run build` (or on another build folder with `--dist`):
 *
 *   npm run bench:weight            # table + bench/results/page-weight.json
 *   npm run bench:weight -- --check # also fail when a budget is exceeded
 *   npm run test:weight             # --check on the test build (npm run build:test)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const distFlag = process.argv.indexOf('--dist');
const DIST = distFlag === -1 ? resolve(import.meta.dirname, '../dist') : resolve(process.argv[distFlag + 1] ?? 'dist');
const RESULTS = resolve(import.meta.dirname, 'results/page-weight.json');

/** A seeded listing with photos, specifications, a price history, seller facts and similar listings. */
const DETAIL_PAGE = '/vehicles/id/5a1e0006-0000-4000-8000-000000000006';
/** A landing page in both languages: the listing page's results island without its filters. */
const LANDING_PAGES = ['/vehicles/cars/volkswagen/in/koeln', '/de/vehicles/cars/volkswagen/in/koeln'];
const ON_DEMAND_PAGES = [DETAIL_PAGE, ...LANDING_PAGES];
const SSR_FUNCTION = resolve(import.meta.dirname, '../.netlify/v1/functions/ssr/ssr.mjs');

/** Budgets in gzip bytes of JavaScript a signed-out visitor's page loads, per page path. */
const JS_BUDGETS: Record<string, number> = { '/': 95 * 1024, [DETAIL_PAGE]: 100 * 1024 };

interface Weight {
  raw: number;
  gzip: number;
}

interface PageWeight {
  page: string;
  html: Weight;
  css: Weight;
  /** JavaScript a signed-out visitor's page loads. */
  js: Weight;
  jsFiles: number;
  /** With what it may load on demand (lazy chunks). */
  jsOnDemand: Weight;
  /** JavaScript a signed-in visitor's page loads. */
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

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`]([^"'`]+\.js)(?:\?[^"'`]*)?["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)(?:\?[^"'`]*)?["'`]\s*\)/g;

/** A module and everything it imports statically, or lazily too. */
function moduleGraph(entry: string, seen: Set<string>, lazy: boolean): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const specifiers = [...code.matchAll(STATIC_IMPORT), ...(lazy ? code.matchAll(DYNAMIC_IMPORT) : [])];
  for (const match of specifiers) {
    const spec = match[1];
    if (spec && (spec.startsWith('.') || spec.startsWith('/'))) moduleGraph(distPath(spec, entry), seen, lazy);
  }
}

function measure(file: string, html: string = readFileSync(file, 'utf8'), page: string = pagePath(file)): PageWeight {
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
  const graphWeight = (source: string, lazy = false) => {
    const modules = new Set<string>();
    for (const url of entryUrls(source)) moduleGraph(distPath(url, file), modules, lazy);
    let js = inlineJs;
    for (const module of modules) js = add(js, weigh(readFileSync(module, 'utf8')));
    return { js, files: modules.size };
  };

  // Islands hydrated by client:session never load for a signed-out visitor.
  const signedOutHtml = html.replace(/<astro-island[^>]*\bclient="session"[^>]*>/g, '<astro-island>');
  const signedOut = graphWeight(signedOutHtml);
  const signedIn = graphWeight(html);

  return {
    page,
    html: weigh(html),
    css,
    js: signedOut.js,
    jsFiles: signedOut.files,
    jsOnDemand: graphWeight(signedOutHtml, true).js,
    jsSignedIn: signedIn.js,
  };
}

/** The on-demand pages as the built function renders them, reading the seed from an in-memory stack. */
async function renderOnDemand(): Promise<PageWeight[]> {
  if (!existsSync(SSR_FUNCTION)) {
    console.log(`No on-demand function at ${SSR_FUNCTION}: on-demand pages not measured.`);
    return [];
  }
  const { startStack } = await import('@wheelhouse/local-supabase');
  const stack = await startStack({ port: 0, dataDir: 'memory', mailPort: null });
  try {
    process.env.SUPABASE_URL = stack.url;
    const { default: handler } = (await import(pathToFileURL(SSR_FUNCTION).href)) as {
      default: (request: Request, context: unknown) => Promise<Response>;
    };
    const context = { next: () => Promise.resolve(new Response(null, { status: 404 })) };
    const pages: PageWeight[] = [];
    for (const page of ON_DEMAND_PAGES) {
      const response = await handler(new Request(`http://localhost:8888${page}`), context);
      if (response.status !== 200) throw new Error(`${page} answered ${String(response.status)}`);
      pages.push(measure(join(DIST, 'index.html'), await response.text(), page));
    }
    return pages;
  } finally {
    await stack.stop();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const results = [...htmlFiles(DIST).map((file) => measure(file)), ...(await renderOnDemand())].sort((a, b) =>
  a.page.localeCompare(b.page),
);

console.log(
  '| page | HTML raw / gzip KB | CSS raw / gzip KB | JS signed out raw / gzip KB | JS files | JS with on-demand chunks raw / gzip KB | JS signed in raw / gzip KB |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${kb(r.html.raw)} / ${kb(r.html.gzip)} | ${kb(r.css.raw)} / ${kb(r.css.gzip)} | ${kb(r.js.raw)} / ${kb(r.js.gzip)} | ${String(r.jsFiles)} | ${kb(r.jsOnDemand.raw)} / ${kb(r.jsOnDemand.gzip)} | ${kb(r.jsSignedIn.raw)} / ${kb(r.jsSignedIn.gzip)} |`,
  );
}
writeFileSync(RESULTS, JSON.stringify({ measuredAt: new Date().toISOString(), pages: results }, null, 2) + '\n');

let failed = false;
for (const [page, budget] of Object.entries(JS_BUDGETS)) {
  const result = results.find((r) => r.page === page);
  const ok = result !== undefined && result.js.gzip <= budget;
  console.log(
    `${ok ? 'within' : 'OVER'} budget: ${page} loads ${result ? kb(result.js.gzip) : 'no'} KB gzip of JS for signed-out visitors (budget ${kb(budget)} KB)`,
  );
  failed ||= !ok;
}
if (process.argv.includes('--check') && failed) process.exit(1);
