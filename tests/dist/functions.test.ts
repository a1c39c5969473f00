/**
 * Every path belongs to one function: the on-demand pages' function serves
 * its routes only, and none of them reaches a path of the API functions in
 * netlify/functions (see src/integrations/ssrFunctionRoutes.ts: the Netlify
 * CLI gave some /api paths to the site's 404 page while the SSR function
 * claimed `/*`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireTestBuild } from './build.ts';

requireTestBuild();
const ROOT = resolve(import.meta.dirname, '../..');

/** The paths in a function's inline `config` (a string or an array of strings). */
function configPaths(source: string): string[] {
  const value = /\bpath:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/.exec(source)?.[1];
  if (value === undefined) return [];
  return value.startsWith('[') ? (JSON.parse(value.replaceAll("'", '"')) as string[]) : [value.slice(1, -1)];
}

/** Whether a Netlify path (literal, or ending in `/*`) matches a request path. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

describe('the functions the build deploys', () => {
  const ssr = configPaths(readFileSync(join(ROOT, '.netlify/v1/functions/ssr/ssr.mjs'), 'utf8'));
  const api = readdirSync(join(ROOT, 'netlify/functions'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => configPaths(readFileSync(join(ROOT, 'netlify/functions', file), 'utf8')));

  it('route the on-demand pages, and nothing else, to the SSR function', () => {
    expect(ssr).toEqual([
      '/de/sellers/*',
      '/de/vehicles/cars/*',
      '/de/vehicles/id/*',
      '/de/vehicles/scooters/*',
      '/sellers/*',
      '/sitemap.xml',
      '/sitemaps/*',
      '/vehicles/cars/*',
      '/vehicles/id/*',
      '/vehicles/scooters/*',
    ]);
  });

  it('leave every API path to its own function', () => {
    expect(api.length).toBeGreaterThan(5);
    for (const path of api) {
      const example = path.replace(/\/\*$/, '/x');
      expect(ssr.filter((pattern) => matches(pattern, example)), path).toEqual([]);
    }
  });
});
