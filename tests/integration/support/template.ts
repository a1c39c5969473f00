/**
 * Vitest global setup for the integration suite: migrates and seeds one
 * template database per run, which every test file's stack starts from
 * (see startTestStack) instead of migrating and seeding again. In-memory
 * PGlite gets a dump of the data folder; native Postgres (DATABASE_URL)
 * a template database, dropped again at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTemplateDatabase, dropDatabase, writeTemplateDump } from '@wheelhouse/local-supabase';
import type { TestProject } from 'vitest/node';

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
  const folder = await mkdtemp(join(tmpdir(), 'wheelhouse-it-'));
  const dump = join(folder, 'template.tar');
  await writeTemplateDump(dump, { seed: true });
  project.provide('stackTemplate', { kind: 'pglite', dump });
  return () => rm(folder, { recursive: true, force: true });
}
