/**
 * Vitest global setup for the integration suite: one migrated and seeded
 * template database, which every test file's stack starts from (see
 * startTestStack) instead of migrating and seeding again. In-memory PGlite
 * gets a dump of the data folder, kept in node_modules/.cache between runs
 * until a migration, the seed, the platform SQL or PGlite changes
 * (cachedTemplateDump); native Postgres (DATABASE_URL) a template database
 * per run, dropped again at the end.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cachedTemplateDump, createTemplateDatabase, dropDatabase } from '@wheelhouse/local-supabase';
import type { TestProject } from 'vitest/node';

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/wheelhouse-integration/', import.meta.url));

export type StackTemplate = { kind: 'pglite'; dump: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    stackTemplate: StackTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = `wheelhouse_it_template_${randomBytes(6).toString('hex')}`;
    await createTemplateDatabase(serverUrl, database, { seed: true });
    project.provide('stackTemplate', { kind: 'postgres', database });
    return () => dropDatabase(serverUrl, database);
  }
  project.provide('stackTemplate', { kind: 'pglite', dump: await cachedTemplateDump(CACHE_DIR, { seed: true }) });
  return () => Promise.resolve();
}
