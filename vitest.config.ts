import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // The local stack's own unit tests, defined in its package.
      'supabase/local/vitest.config.ts',
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Two workers even on two cores (vitest would take one): most of a file's time is loading modules.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'dist',
          include: ['tests/dist/**/*.test.ts'],
          environment: 'node',
          // The checks read the build the browser tests' server made (dist/): see tests/dist/build.ts.
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds once; each file's stack starts from that template.
          globalSetup: ['tests/integration/support/template.ts'],
          // Files reuse a worker's loaded modules (supabase-js, PGlite's compiled WebAssembly)
          // instead of paying for them thirteen times. Files restore what they change in process.env.
          isolate: false,
          // Two workers even on two cores (vitest would take one): a file's time is partly spent
          // waiting on sockets and timers, and the fuzzing file no longer holds up the rest.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
