/**
 * Run a command next to the local Supabase stack:
 *
 *   node scripts/with-stack.ts [--memory] [--data-only] [--relaxed-rate-limits] [--port 54321] [--mail-port 54324]
 *                              [--revalidate-url http://localhost:8888/api/revalidate] -- <command> [args…]
 *
 * Starts the stack (persisted PGlite in supabase/.data by default, an
 * in-memory database with --memory, native Postgres when DATABASE_URL is
 * set), then runs the command with the environment the site and functions
 * need: PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY for the build, and
 * SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY for the functions (server side only).
 * With --data-only only SUPABASE_URL is set, for a build that reads listings
 * from this stack while the browser bundle keeps its own configured URL.
 * Auth rate limits come from supabase/config.toml; --relaxed-rate-limits
 * lifts them for the browser suite, whose every account signs up from
 * 127.0.0.1 within minutes.
 * With --revalidate-url the database's listing webhook posts changes to that
 * URL with the local shared secret, which the command gets as
 * REVALIDATE_SECRET (the site's /api/revalidate checks it), and CACHE_PURGE_LOG,
 * where the function records purges locally.
 * With --site-port N, once the site answers on that port, the site's address,
 * the mail outbox and the demo accounts are printed again, below the build log.
 * With --sweep-schedule the availability sweep runs on the schedule its
 * Netlify function declares (netlify/functions/sweep-stale-listings.ts), as
 * Netlify runs it in production.
 * Stops the stack when the command ends or on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { RELAXED_AUTH_RATE_LIMITS, optionsFromEnv, startStack } from '@wheelhouse/local-supabase';
import { nextScheduledRun, scheduleInSource } from '../netlify/functions/_shared/schedule.ts';
import { runSweep } from '../netlify/functions/_shared/sweep.ts';
import type { Database } from '../src/lib/data/database.types.ts';
import { LOCAL_REVALIDATE_SECRET, setRevalidationWebhook } from './db/revalidation.ts';
import { demoAccountsText } from './db/seed.ts';

const separator = process.argv.indexOf('--');
const flags = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error(
    'usage: node scripts/with-stack.ts [--memory] [--port N] [--mail-port N] [--site-port N] -- <command> [args…]',
  );
  process.exit(2);
}

const flagValue = (name: string): string | undefined => {
  const index = flags.indexOf(name);
  return index === -1 ? undefined : flags[index + 1];
};

const options = optionsFromEnv();
if (flags.includes('--memory')) {
  options.dataDir = 'memory';
  options.persistOutbox = false;
}
const port = flagValue('--port');
if (port) options.port = Number(port);
const mailPort = flagValue('--mail-port');
if (mailPort) options.mailPort = Number(mailPort);
// A build only reads listings: no mail viewer to collide with a running `npm start`.
if (flags.includes('--data-only')) options.mailPort = null;
if (flags.includes('--relaxed-rate-limits')) options.authRateLimits = RELAXED_AUTH_RATE_LIMITS;

const stack = await startStack(options);
const revalidateUrl = flagValue('--revalidate-url');
const revalidateSecret = process.env.REVALIDATE_SECRET ?? LOCAL_REVALIDATE_SECRET;
await setRevalidationWebhook(stack.db, revalidateUrl ? { url: revalidateUrl, secret: revalidateSecret } : null);
console.log(`Local Supabase stack on ${stack.url}, mail outbox on ${stack.mailUrl ?? 'none'}`);
if (!flags.includes('--data-only')) {
  if (stack.fresh) console.log('Seeded a new database.');
  console.log(demoAccountsText());
}

const stackEnv = flags.includes('--data-only')
  ? { SUPABASE_URL: stack.url }
  : {
      PUBLIC_SUPABASE_URL: stack.url,
      PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      // The CLI runs functions from netlify/: name the purge log by its absolute path.
      ...(revalidateUrl
        ? {
            REVALIDATE_SECRET: revalidateSecret,
            CACHE_PURGE_LOG: resolve(process.env.CACHE_PURGE_LOG ?? '.netlify/cache-purges.jsonl'),
          }
        : {}),
    };
const child = spawn(command[0] ?? '', command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ...stackEnv, BROWSER: 'none' },
});

let stopping = false;
let sweepTimer: ReturnType<typeof setTimeout> | undefined;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  clearTimeout(sweepTimer);
  await stack.stop().catch(() => undefined);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  void stop(code ?? (signal ? 1 : 0));
});

const SITE_READY_TIMEOUT_MS = 10 * 60_000;

/** Wait for the site to answer, then say where everything is (the first lines have scrolled away by then). */
async function announceWhenReady(siteUrl: string): Promise<void> {
  const deadline = Date.now() + SITE_READY_TIMEOUT_MS;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(siteUrl, { signal: AbortSignal.timeout(5_000) });
      // Read to the end: a response left unread crashes Node's fetch when the server closes the socket.
      await response.arrayBuffer();
      if (response.status < 500) {
        console.log(
          [
            '',
            `  Wheelhouse is ready on ${siteUrl}`,
            `  Mail outbox (password-reset mails): ${stack.mailUrl ?? 'none'}`,
            demoAccountsText(),
            '',
          ].join('\n'),
        );
        return;
      }
    } catch {
      // Not listening yet (still building).
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const sitePort = flagValue('--site-port');
if (sitePort) void announceWhenReady(`http://localhost:${sitePort}`);

/** The availability sweep on its Netlify function's schedule, with the stack's service key. */
async function scheduleSweep(): Promise<void> {
  const source = await readFile(new URL('../netlify/functions/sweep-stale-listings.ts', import.meta.url), 'utf8');
  const schedule = scheduleInSource(source);
  if (!schedule) throw new Error('netlify/functions/sweep-stale-listings.ts declares no schedule');
  const client = createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const plan = () => {
    if (stopping) return;
    const at = nextScheduledRun(schedule, new Date());
    sweepTimer = setTimeout(() => {
      runSweep(client)
        .then(({ reminded, paused }) => {
          console.log(`Availability sweep: ${String(reminded)} reminded, ${String(paused)} paused`);
        })
        .catch((error: unknown) => {
          console.error('Availability sweep failed', error);
        })
        .finally(plan);
    }, at.getTime() - Date.now());
  };
  plan();
  console.log(`Availability sweep scheduled ${schedule}, as on Netlify`);
}

if (flags.includes('--sweep-schedule')) await scheduleSweep();
