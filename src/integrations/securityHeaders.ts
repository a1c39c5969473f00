/**
 * Writes dist/_headers after the build: the Content-Security-Policy (it
 * names the Supabase project, known only at build time, and the hashes of
 * the inline scripts and styles Astro emitted) and cache rules for pages and
 * root-level files. Headers that never change live in netlify.toml.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { LOCAL_SUPABASE_URL } from '../lib/data/localStack';

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const PAGE_CACHE = 'public, max-age=0, must-revalidate';
const ASSET_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const ASSET = /\.(png|jpe?g|webp|avif|gif|svg|ico|woff2?)$/i;

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (!match) return new RegExp(`\\s${name}(\\s|$)`, 'i').test(attributes) ? '' : undefined;
  return match[2] ?? match[3] ?? match[4] ?? '';
}

/** Hashes of the inline scripts the browser runs and of the inline stylesheets, in first-seen order. */
export function inlineHashes(html: string, into: InlineHashes = { scripts: [], styles: [] }): InlineHashes {
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const hash = sha256(body);
    if (!into.scripts.includes(hash)) into.scripts.push(hash);
  }
  for (const [, body = ''] of html.matchAll(STYLE)) {
    const hash = sha256(body);
    if (!into.styles.includes(hash)) into.styles.push(hash);
  }
  return into;
}

/** The policy for every page: our origin, the Supabase project (HTTP and its realtime socket), inline code by hash. */
export function contentSecurityPolicy(supabaseUrl: string, hashes: InlineHashes): string {
  const supabase = new URL(supabaseUrl);
  const socket = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    // Inline <style> blocks by hash; style attributes (React's `style` prop, Astro's) need 'unsafe-inline'.
    ['style-src', "'self'", ...hashes.styles],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', supabase.origin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", supabase.origin, socket],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Cache rules for what sits at the top of dist/ and is not covered by
 * netlify.toml's folder rules (/_astro/*, /images/*). They never overlap
 * those (Netlify may join the values of overlapping rules; `/x/*` also
 * matches `/x`): pages and folders holding only pages are revalidated on every visit; unhashed
 * root-level images and icons are cached for a day.
 */
async function cacheRules(dir: string): Promise<string[]> {
  const rules: string[] = [];
  const rule = (path: string, value: string) => rules.push(`${path}\n  Cache-Control: ${value}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const { name } = entry;
    if (entry.isDirectory()) {
      const files = await readdir(join(dir, name), { recursive: true, withFileTypes: true });
      if (!files.every((file) => !file.isFile() || file.name.endsWith('.html'))) continue;
      rule(`/${name}/*`, PAGE_CACHE);
    } else if (name.endsWith('.html')) {
      rule(name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, PAGE_CACHE);
      rule(`/${name}`, PAGE_CACHE);
    } else if (ASSET.test(name)) rule(`/${name}`, ASSET_CACHE);
  }
  return rules;
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const env = loadEnv('production', process.cwd(), 'PUBLIC_');
        const supabaseUrl = env.PUBLIC_SUPABASE_URL ?? LOCAL_SUPABASE_URL;
        const pages = await htmlFiles(out);
        const hashes: InlineHashes = { scripts: [], styles: [] };
        for (const page of pages) inlineHashes(await readFile(page, 'utf8'), hashes);
        const policy = contentSecurityPolicy(supabaseUrl, hashes);
        const file = [
          '# Generated by src/integrations/securityHeaders.ts at build time; see netlify.toml.',
          `/*\n  Content-Security-Policy: ${policy}`,
          ...(await cacheRules(out)),
          '',
        ].join('\n');
        await writeFile(join(out, '_headers'), file);
        logger.info(
          `_headers: CSP for ${new URL(supabaseUrl).origin} with ${hashes.scripts.length} script and ${hashes.styles.length} style hashes`,
        );
      },
    },
  };
}
