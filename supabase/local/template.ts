/**
 * Migrate and seed once, start many stacks. A test run that starts a stack
 * per test file builds one template first, then starts each stack from a
 * copy: a PGlite data-folder dump (`startStack({ dump })`), or on native
 * Postgres a database created with `template` (`createDatabase`). Copies
 * hold the same migrations with the same checksums, so the stack only
 * checks them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { bootstrap, quoteIdent } from './bootstrap.ts';
import type { BootstrapOptions } from './bootstrap.ts';
import { openPostgres, writePgliteDump } from './db.ts';

/** Migrates (and seeds, if asked) an in-memory PGlite and writes its data folder to `file`. */
export async function writeTemplateDump(file: string, options: BootstrapOptions): Promise<void> {
  await writePgliteDump(file, async (db) => {
    await bootstrap(db, options);
  });
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` (a copy of database `template` when given) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(
    serverUrl,
    `create database ${quoteIdent(name)}${template === undefined ? '' : ` template ${quoteIdent(template)}`}`,
  );
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
}

/**
 * Runs `fn` with the URL of a new, empty database named `<prefix>_<random>` on
 * the server `serverUrl` points at, and drops it afterwards. Without a server
 * (PGlite mode) `fn` gets undefined.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string | undefined,
  prefix: string,
  fn: (url: string | undefined) => Promise<T>,
): Promise<T> {
  if (!serverUrl) return fn(undefined);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(serverUrl, name);
  try {
    return await fn(url);
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

/**
 * Creates database `name` and migrates (and seeds, if asked) it, for
 * `createDatabase(serverUrl, copy, name)`. Its connections are closed when
 * this resolves: Postgres copies only a template nobody is connected to.
 */
export async function createTemplateDatabase(
  serverUrl: string,
  name: string,
  options: BootstrapOptions,
): Promise<void> {
  const db = openPostgres(await createDatabase(serverUrl, name), 1);
  try {
    await bootstrap(db, options);
  } finally {
    await db.close();
  }
}
