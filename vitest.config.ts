import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'netlify/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dist',
          include: ['tests/dist/**/*.test.ts'],
          environment: 'node',
          // headers.test.ts rebuilds dist/ through `netlify serve`: never read it half-written.
          fileParallelism: false,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'supabase/local/**/*.test.ts'],
          environment: 'node',
          // Each file boots its own in-memory stack; PGlite start-up dominates.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
