/**
 * The conformance suite's harness: a stack over a throwaway project (its
 * own migrations in a temporary folder) on in-memory PGlite, or on a fresh
 * database of the native Postgres named by DATABASE_URL, so every case runs
 * in both modes. Nothing here knows the app.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startStack } from '../server.ts';
import type { Stack, StackOptions } from '../server.ts';

export interface ConformanceStack extends Stack {
  /** Answers `path` (after the API URL) with the anon key unless `init.headers` names another. */
  call(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>;
}

async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database of the cluster in DATABASE_URL, named after the URL's own database; null on PGlite. */
export async function createNativeDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl === undefined || baseUrl === '') return null;
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_conformance_${randomBytes(5).toString('hex')}`;
  await withAdmin(baseUrl, (client) => client.query(`create database "${name}"`));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(),
  };
}

/** Writes `migrations` (file name → SQL) into a temporary project folder. */
export async function writeProject(migrations: Readonly<Record<string, string>>, seed = ''): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'local-supabase-conformance-'));
  await writeFile(join(dir, 'config.toml'), 'project_id = "conformance"\n');
  await writeFile(join(dir, 'seed.sql'), seed);
  await mkdir(join(dir, 'migrations'));
  for (const [name, sql] of Object.entries(migrations)) await writeFile(join(dir, 'migrations', name), sql);
  return dir;
}

export async function startConformanceStack(
  migrations: Readonly<Record<string, string>>,
  options: StackOptions = {},
  seed = '',
): Promise<ConformanceStack> {
  const projectDir = await writeProject(migrations, seed);
  const database = await createNativeDatabase();
  let stack: Stack;
  try {
    stack = await startStack({
      port: 0,
      dataDir: 'memory',
      projectDir,
      ...options,
      ...(database ? { databaseUrl: database.url } : {}),
    });
  } catch (error) {
    await database?.drop();
    await rm(projectDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...stack,
    call: async (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
      const response = await fetch(`${stack.url}${path}`, { ...init, headers });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: the raw text is the body.
      }
      return { status: response.status, headers: response.headers, body };
    },
    stop: async () => {
      await stack.stop();
      await database?.drop();
      await rm(projectDir, { recursive: true, force: true });
    },
  };
}
