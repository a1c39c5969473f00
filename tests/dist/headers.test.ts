/**
 * The cache rules Netlify applies to this run's build: netlify.toml and the
 * build's _headers file (written by src/integrations/securityHeaders.ts).
 * Netlify's build merges _headers into the configuration it resolves
 * (.netlify/netlify.toml) and removes the file from the publish folder, so
 * after `netlify serve` that resolved configuration is what is read; after a
 * plain `astro build`, the two files.
 * The headers a browser receives are checked against the running site in
 * tests/e2e/headers.spec.ts.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import type { Header } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { TEST_BUILD, requireTestBuild } from './build.ts';

requireTestBuild();
const ROOT = resolve(import.meta.dirname, '../..');
const DETAIL = '/vehicles/id/5a1e0001-0000-4000-8000-000000000001/';

describe('cache rules Netlify applies (netlify.toml and the build’s _headers)', () => {
  it('gives every path at most one Cache-Control: pages revalidate, hashed assets are immutable', async () => {
    const headersFile = resolve(TEST_BUILD, '_headers');
    const merged = !existsSync(headersFile);
    const { headers } = await parseAllHeaders({
      headersFiles: merged ? [] : [headersFile],
      netlifyConfigPath: resolve(ROOT, merged ? '.netlify/netlify.toml' : 'netlify.toml'),
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
