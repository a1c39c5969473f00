import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'supabase/.data/',
      '.e2e/',
      // Generated from the migrations (npm run db:types).
      'src/lib/database.types.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // An empty string is a missing value in forms and display rules; `||` says so.
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true }, ignoreTernaryTests: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...Object.fromEntries(
        Object.entries(jsxA11y.configs.strict.rules ?? {}).map(([name, level]) => [
          name.replace(/^jsx-a11y\//, 'jsx-a11y-x/'),
          level,
        ]),
      ),
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Browser code runs under a CSP without 'unsafe-eval': zod must come configured (src/lib/domain/zod.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/domain/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from 'src/lib/domain/zod' (jitless, CSP-safe)." }] },
      ],
    },
  },
  {
    // Domain rules are pure: they read the generated types but never the data layer (src/lib/data).
    files: ['src/lib/domain/**/*.{ts,tsx}'],
    ignores: ['src/lib/domain/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from 'src/lib/domain/zod' (jitless, CSP-safe)." }],
          patterns: [{ group: ['**/data/*', '**/data'], message: 'src/lib/domain must not import src/lib/data.' }],
        },
      ],
    },
  },
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
