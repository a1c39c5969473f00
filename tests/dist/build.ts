/**
 * The site build a test run shares (`npm run build:test`, into .e2e/dist):
 * the secrets check and the page-weight budget read it and the browser tests
 * serve it, next to a stack on E2E_STACK_PORT, which its browser code names.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const TEST_BUILD = resolve(import.meta.dirname, '../../.e2e/dist');

export function requireTestBuild(): void {
  if (!existsSync(join(TEST_BUILD, 'index.html'))) {
    throw new Error('No test build in .e2e/dist: run `npm run build:test` first.');
  }
}
