/**
 * Starts one local stack per test file: in-memory PGlite by default, or a
 * throwaway database on the native Postgres named by DATABASE_URL (so the
 * same suite proves both modes), and hands out supabase-js clients. Each
 * starts from the run's migrated and seeded template (./template.ts).
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { publicRpcAt, type Rpc } from '../../../src/lib/data/publicRpc.ts';
import { RELAXED_AUTH_RATE_LIMITS, createDatabase, dropDatabase, startStack } from '@wheelhouse/local-supabase';
import type { Stack, StackOptions } from '@wheelhouse/local-supabase';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../scripts/db/seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export type Client = SupabaseClient<Database>;

export interface TestStack extends Stack {
  /** The native database this stack owns, when DATABASE_URL is set. */
  databaseName: string | null;
  anon(): Client;
  /** Database functions as the on-demand pages call them: one fetch each with the anon key, no supabase-js. */
  anonRpc(): Rpc;
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

async function createNativeCopy(baseUrl: string, template: string): Promise<{ url: string; name: string }> {
  const name = `wheelhouse_it_${randomBytes(6).toString('hex')}`;
  return { url: await createDatabase(baseUrl, name, template), name };
}

/** The run's template as a PGlite dump, when the suite runs on PGlite. */
export function pgliteTemplate(): string | undefined {
  const template = inject('stackTemplate');
  return template.kind === 'pglite' ? template.dump : undefined;
}

export async function startTestStack(options: StackOptions = {}): Promise<TestStack> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('stackTemplate');
  const database = baseUrl && template.kind === 'postgres' ? await createNativeCopy(baseUrl, template.database) : null;
  let stack: Stack;
  try {
    // Suites sign up many users from 127.0.0.1 (rate-limits.test.ts passes its own low limits),
    // and hash their passwords at bcrypt's lowest cost.
    stack = await startStack({
      passwordHashCost: 4,
      port: 0,
      dataDir: 'memory',
      ...(template.kind === 'pglite' ? { dump: template.dump } : {}),
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
    anonRpc: () => publicRpcAt({ url: stack.url, anonKey: stack.anonKey }),
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

/**
 * A client of a database nobody answers for (port 9, discard), for the pages'
 * 503s. supabase-js would retry each failed read three times, 1, 2 and 4 s
 * apart, before giving the same error; this client gives it at once.
 */
export function unreachableClient(anonKey: string): Client {
  return createClient<Database>('http://127.0.0.1:9', anonKey, { ...clientOptions, db: { retry: false } });
}

/** Database functions of a database nobody answers for, as the on-demand pages call them. */
export function unreachableRpc(anonKey: string): Rpc {
  return publicRpcAt({ url: 'http://127.0.0.1:9', anonKey });
}

/** Raw fetch against the stack with the anon key unless headers say otherwise. */
export function rawFetch(stack: Stack, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
  return fetch(`${stack.url}${path}`, { ...init, headers });
}
