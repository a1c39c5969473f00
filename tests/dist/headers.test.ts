/**
 * The security headers as a browser receives them: `netlify serve` builds the
 * site against a fresh local stack and serves dist/ with the functions; the
 * Content-Security-Policy must name that stack and every inline script of the
 * page it is sent with. Cache-Control is checked on the rules Netlify parses,
 * because the CLI's static server replaces it with its own locally.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import type { Header } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from '@wheelhouse/local-supabase';
import type { Stack } from '@wheelhouse/local-supabase';

const ROOT = resolve(import.meta.dirname, '../..');
const DETAIL = '/vehicles/id/5a1e0001-0000-4000-8000-000000000001/';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited early:\n${output()}`);
    const ready = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ready) return;
    await new Promise((next) => setTimeout(next, 250));
  }
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Inline scripts the browser would run: no src, and not a data block such as JSON-LD. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !attributes.includes('type="application/ld+json"'))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('headers served by `netlify serve`', () => {
  let stack: Stack;
  let server: ChildProcess | undefined;
  let site = '';

  beforeAll(async () => {
    stack = await startStack({ port: 0, dataDir: 'memory', mailPort: null, persistOutbox: false });
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    // The CLI reads the publish folder's _headers before it builds: a file
    // left by an earlier build would win over the one this build writes.
    rmSync(resolve(ROOT, 'dist/_headers'), { force: true });
    let log = '';
    // Run from a subfolder with --cwd pointing back: at the root the CLI takes the npm workspace
    // (supabase/local) for the site (see package.json's start script).
    const child = spawn(
      'npx',
      ['netlify', 'serve', '--cwd', '..', '--offline', '--internal-disable-edge-functions', '--port', String(port)],
      {
        cwd: resolve(ROOT, 'netlify'),
        env: {
          ...process.env,
          // Vitest sets NODE_ENV=test; the site must be built as it ships (React's production build).
          NODE_ENV: 'production',
          PUBLIC_SUPABASE_URL: stack.url,
          PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
          SUPABASE_URL: stack.url,
          SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
          BROWSER: 'none',
          NETLIFY_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    server = child;
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(`${site}/`, child, () => log);
  }, 90_000);

  afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await stack.stop();
  });

  it('sends the security headers with pages, on-demand detail pages, build assets and the API', async () => {
    const home = await fetch(`${site}/`);
    const asset = /\/_astro\/[^"']+\.js/.exec(await home.text())?.[0];
    expect(asset).toBeDefined();
    for (const path of ['/', DETAIL, asset ?? '', '/api/account']) {
      const response = await fetch(`${site}${path}`);
      await response.arrayBuffer();
      expect.soft(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect.soft(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect.soft(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect
        .soft(response.headers.get('strict-transport-security'), path)
        .toBe('max-age=63072000; includeSubDomains; preload');
      expect.soft(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      // "Use my location" may ask for the position from our own pages only.
      expect.soft(response.headers.get('permissions-policy'), path).toContain('geolocation=(self)');
    }
    const api = await fetch(`${site}/api/account`);
    await api.arrayBuffer();
    expect(api.headers.get('cache-control')).toBe('no-store');
    // Rendered on demand: the function's own cache headers, CDN-cached under the listing's tag.
    const detail = await fetch(`${site}${DETAIL}`);
    await detail.arrayBuffer();
    expect(detail.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(detail.headers.get('netlify-cache-tag')).toMatch(/^listing-5a1e0001-/);
  });

  it('allows only our origin and this build’s Supabase project in the Content-Security-Policy', async () => {
    const response = await fetch(`${site}/`);
    await response.arrayBuffer();
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    const socket = stack.url.replace(/^http/, 'ws');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", stack.url, socket]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', stack.url]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('lists the hash of every inline script of the pages it is sent with', async () => {
    for (const path of ['/', DETAIL, '/auth/', '/no-such-page']) {
      const response = await fetch(`${site}${path}`);
      const scriptSrc = directives(response.headers.get('content-security-policy') ?? '').get('script-src') ?? [];
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(hashes.filter((hash) => !scriptSrc.includes(hash)), path).toEqual([]);
    }
  });
});

// The rules come from the build's _headers file; the test build (npm run build:test) holds the same one.
describe('cache rules Netlify applies (netlify.toml and the build’s _headers)', () => {
  it('gives every path at most one Cache-Control: pages revalidate, hashed assets are immutable', async () => {
    const { headers } = await parseAllHeaders({
      headersFiles: [resolve(ROOT, '.e2e/dist/_headers')],
      netlifyConfigPath: resolve(ROOT, 'netlify.toml'),
      configHeaders: [],
      minimal: false,
    });
    // With minimal: false every rule carries its path pattern.
    const rules = headers as Header[];
    const cacheControl = (path: string) =>
      rules
        .filter((rule) => rule.forRegExp.test(path) && rule.values['Cache-Control'] !== undefined)
        .map((rule) => rule.values['Cache-Control']);
    const page = ['public, max-age=0, must-revalidate'];
    const day = ['public, max-age=86400, stale-while-revalidate=604800'];
    expect(cacheControl('/')).toEqual(page);
    expect(cacheControl(DETAIL)).toEqual(page);
    expect(cacheControl('/auth/')).toEqual(page);
    expect(cacheControl('/404.html')).toEqual(page);
    expect(cacheControl('/_astro/client.Ab12Cd34.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(cacheControl('/images/hero.svg')).toEqual(day);
    expect(cacheControl('/favicon.ico')).toEqual(day);
    expect(cacheControl('/api/account')).toEqual(['no-store']);
  });
});
