import { defineConfig } from 'vitest/config';

/**
 * The stack's own tests: table-driven unit tests of its internals, and the
 * conformance suite (test/), which starts stacks of its own on PGlite, or on
 * the native Postgres named by DATABASE_URL. Nothing here imports app code.
 */
export default defineConfig({
  test: {
    name: 'stack',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // Conformance files boot a stack each (migrations of their own, no seed). Two workers even on two
    // cores (vitest would take one): much of a file's time is spent waiting on sockets.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
