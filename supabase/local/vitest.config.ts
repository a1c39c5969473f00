import { defineConfig } from 'vitest/config';

/** The stack's own unit tests: no database, no app code, milliseconds each. */
export default defineConfig({
  test: {
    name: 'stack',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
  },
});
