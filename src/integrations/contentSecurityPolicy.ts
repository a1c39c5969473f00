/**
 * The Content-Security-Policy of our pages, from the inline scripts and
 * styles they carry: written into dist/_headers for prebuilt pages
 * (securityHeaders.ts) and set per response on pages rendered on demand
 * (src/middleware.ts), where Netlify's header rules do not apply.
 */
import { createHash } from 'node:crypto';

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

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
