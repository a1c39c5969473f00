/**
 * Starts one local stack per test file: in-memory PGlite by default, or a
 * throwaway database on the native Postgres named by DATABASE_URL (so the
 * same suite proves both modes), and hands out supabase-js clients.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from '../../../src/lib/data/database.types.ts';
import { RELAXED_AUTH_RATE_LIMITS, startStack } from '@wheelhouse/local-supabase';
import type { Stack, StackOptions } from '@wheelhouse/local-supabase';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../scripts/db/seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export type Client = SupabaseClient<Database>;

export interface TestStack extends Stack {
  /** The native database this stack owns, when DATABASE_URL is set. */
  databaseName: string | null;
  anon(): Client;
  service(): Client;
  /** A client signed in with email and password. */
  signIn(email: string, password?: string): Promise<Client>;
  /** Signs up a new user with a unique email and returns the signed-in client and id. */
  newUser(
    prefix?: string,
    metadata?: Record<string, unknown>,
  ): Promise<{ client: Client; id: string; email: string; password: string }>;
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { params: { eventsPerSecond: 100 } },
} as const;

async function createDatabase(baseUrl: string): Promise<{ url: string; name: string }> {
  const name = `wheelhouse_it_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function startTestStack(options: StackOptions = {}): Promise<TestStack> {
  const baseUrl = process.env.DATABASE_URL;
  const database = baseUrl ? await createDatabase(baseUrl) : null;
  let stack: Stack;
  try {
    // Suites sign up many users from 127.0.0.1; rate-limits.test.ts passes its own low limits.
    stack = await startStack({
      port: 0,
      dataDir: 'memory',
      authRateLimits: RELAXED_AUTH_RATE_LIMITS,
      ...options,
      ...(database ? { databaseUrl: database.url } : {}),
    });
  } catch (error) {
    if (baseUrl && database) await dropDatabase(baseUrl, database.name);
    throw error;
  }
  let counter = 0;
  const anon = () => createClient<Database>(stack.url, stack.anonKey, clientOptions);
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const client = anon();
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`sign in as ${email} failed: ${error.message}`);
    return client;
  };
  return {
    ...stack,
    databaseName: database?.name ?? null,
    anon,
    service: () => createClient<Database>(stack.url, stack.serviceRoleKey, clientOptions),
    signIn,
    newUser: async (prefix = 'user', metadata = {}) => {
      counter += 1;
      const email = `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const client = anon();
      const { data, error } = await client.auth.signUp({ email, password, options: { data: metadata } });
      if (error || !data.user) throw new Error(`sign up ${email} failed: ${error?.message ?? 'no user'}`);
      return { client, id: data.user.id, email, password };
    },
    stop: async () => {
      await stack.stop();
      if (baseUrl && database) await dropDatabase(baseUrl, database.name);
    },
  };
}

/** Raw fetch against the stack with the anon key unless headers say otherwise. */
export function rawFetch(stack: Stack, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
  return fetch(`${stack.url}${path}`, { ...init, headers });
}
