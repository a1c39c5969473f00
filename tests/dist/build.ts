/**
 * The site build a test run shares: the one `netlify serve` made for the
 * browser tests (npm run e2e:server builds into dist/, next to a stack on
 * E2E_STACK_PORT, which its browser code names), so `npm test` builds the site
 * once. The secrets, privacy and cache-rule checks and the page-weight budget
 * read it after the browser tests.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const TEST_BUILD = resolve(import.meta.dirname, '../../dist');

export function requireTestBuild(): void {
  if (!existsSync(join(TEST_BUILD, 'index.html'))) {
    throw new Error('No site build in dist/: run `npm run test:e2e` (its server builds the site) or `npm run build` first.');
  }
}
