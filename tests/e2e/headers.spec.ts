import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STACK_URL } from './support/backend';

/**
 * The headers as a browser receives them from the site the browser tests run
 * against (`netlify serve` serving this run's build with its functions): the
 * security headers on every kind of response, and a Content-Security-Policy
 * that names the run's stack and every inline script of the page it comes
 * with. Which Cache-Control rules Netlify applies is checked on the build's
 * _headers file (tests/dist/headers.test.ts): the CLI's static server replaces
 * Cache-Control with its own locally.
 */
const DETAIL = '/vehicles/id/5a1e0001-0000-4000-8000-000000000001/';

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

test('pages, on-demand detail pages, build assets and the API carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  const asset = /\/_astro\/[^"'?]+\.js/.exec(await home.text())?.[0];
  expect(asset).toBeDefined();
  for (const path of ['/', DETAIL, asset ?? '', '/api/account']) {
    const headers = (await request.get(path, { failOnStatusCode: false })).headers();
    expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
    expect.soft(headers['x-frame-options'], path).toBe('DENY');
    expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect.soft(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
    expect.soft(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    // "Use my location" may ask for the position from our own pages only.
    expect.soft(headers['permissions-policy'], path).toContain('geolocation=(self)');
  }
  const api = await request.get('/api/account', { failOnStatusCode: false });
  expect(api.headers()['cache-control']).toBe('no-store');
  // Rendered on demand: the function's own cache headers, CDN-cached under the listing's tag.
  const detail = (await request.get(DETAIL)).headers();
  expect(detail['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(detail['netlify-cache-tag']).toMatch(/^listing-5a1e0001-/);
});

test('the Content-Security-Policy allows only our origin and this build’s Supabase project', async ({ request }) => {
  const policy = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
  const socket = STACK_URL.replace(/^http/, 'ws');
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", STACK_URL, socket]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', STACK_URL]);
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
});

test('the Content-Security-Policy lists the hash of every inline script of its page', async ({ request }) => {
  for (const path of ['/', DETAIL, '/auth/', '/no-such-page']) {
    const response = await request.get(path, { failOnStatusCode: false });
    const scriptSrc = directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(
      hashes.filter((hash) => !scriptSrc.includes(hash)),
      path,
    ).toEqual([]);
  }
});
