/**
 * Run a command next to the local Supabase stack:
 *
 *   node scripts/with-stack.ts [--memory] [--data-only] [--relaxed-rate-limits] [--port 54321] [--mail-port 54324]
 *                              [--smtp-port 54325] [--revalidate-url http://localhost:8888/api/revalidate]
 *                              [--alerts-url http://localhost:8888/api/saved-search-alerts | --alerts-in-process]
 *                              [--site-port 8888 [--schedules]] -- <command> [args…]
 *
 * Starts the stack (persisted PGlite in supabase/.data by default, an
 * in-memory database with --memory, native Postgres when DATABASE_URL is
 * set), then runs the command with the environment the site and functions
 * need: PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY for the build, and
 * SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY for the functions (server side only),
 * plus SMTP_HOST / SMTP_PORT / SMTP_SENDER pointing at the stack's SMTP
 * listener (54325, or a free port with --memory), whose mails land in the
 * outbox: the relay the functions mail through in production.
 * With --data-only only SUPABASE_URL is set, for a build that reads listings
 * from this stack while the browser bundle keeps its own configured URL.
 * Auth rate limits come from supabase/config.toml; --relaxed-rate-limits
 * lifts them for the browser suite, whose every account signs up from
 * 127.0.0.1 within minutes.
 * With --revalidate-url the database's listing webhook posts changes to that
 * URL with the local shared secret, which the command gets as
 * REVALIDATE_SECRET (the site's /api/revalidate checks it), and CACHE_PURGE_LOG,
 * where the function records purges locally.
 * With --alerts-url the listing triggers post publications and edits there
 * for saved-search alerts, with the local shared secret, which the command
 * gets as SAVED_SEARCH_ALERTS_SECRET (the site's /api/saved-search-alerts
 * checks it). Without it, no saved search hears of new listings.
 * With --alerts-in-process the same handler is served from this process
 * instead of the Netlify CLI: the browser suite's listing writes come in
 * bursts, and the CLI's local function runtime takes a worker and about a
 * second per invocation (playwright.config.ts).
 * With --site-port N, once the site answers on that port, the site's address,
 * the mail outbox and the demo accounts are printed again, below the build log.
 * With --schedules every scheduled function in netlify/functions (a
 * `config.schedule`) runs on the schedule it declares, as Netlify runs it in
 * production: the runner invokes it through the site's Netlify CLI
 * (/.netlify/functions/{name}) with the request Netlify's scheduler sends
 * (a POST with `X-NF-Event: schedule` and the next run in a JSON body; the
 * functions answer 404 to anything else), so it runs in the functions' own
 * runtime and environment. Needs --site-port.
 * Stops the stack when the command ends or on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELAXED_AUTH_RATE_LIMITS, optionsFromEnv, startStack } from '@wheelhouse/local-supabase';
import { serviceClient } from '../netlify/functions/_shared/admin.ts';
import { savedSearchAlertsHandler } from '../netlify/functions/_shared/savedSearchAlerts.ts';
import { nextScheduledRun, scheduledFunctions } from '../netlify/functions/_shared/schedule.ts';
import { scheduledInvocation } from '../netlify/functions/_shared/scheduled.ts';
import { LOCAL_WEBHOOK_SECRET, setRevalidationWebhook, setSavedSearchAlertWebhook } from './db/webhooks.ts';
import { demoAccountsText } from './db/seed.ts';
import { seedPhotos } from './db/seedPhotos.ts';
import { serveFunction, type ServedFunction } from './serveFunction.ts';

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
  options.smtpPort = 0;
}
const port = flagValue('--port');
if (port) options.port = Number(port);
const mailPort = flagValue('--mail-port');
if (mailPort) options.mailPort = Number(mailPort);
const smtpPort = flagValue('--smtp-port');
if (smtpPort) options.smtpPort = Number(smtpPort);
// A build only reads listings: no mail viewer to collide with a running `npm start`.
if (flags.includes('--data-only')) {
  options.mailPort = null;
  options.smtpPort = null;
}
if (flags.includes('--relaxed-rate-limits')) options.authRateLimits = RELAXED_AUTH_RATE_LIMITS;

const stack = await startStack(options);
const revalidateUrl = flagValue('--revalidate-url');
const revalidateSecret = process.env.REVALIDATE_SECRET ?? LOCAL_WEBHOOK_SECRET;
await setRevalidationWebhook(stack.db, revalidateUrl ? { url: revalidateUrl, secret: revalidateSecret } : null);
const alertsSecret = process.env.SAVED_SEARCH_ALERTS_SECRET ?? LOCAL_WEBHOOK_SECRET;
let alertsFunction: ServedFunction | null = null;
if (flags.includes('--alerts-in-process')) {
  const service = serviceClient({ SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
  alertsFunction = await serveFunction(
    savedSearchAlertsHandler(alertsSecret, () => service),
    '/api/saved-search-alerts',
  );
}
const alertsUrl = alertsFunction?.url ?? flagValue('--alerts-url');
await setSavedSearchAlertWebhook(stack.db, alertsUrl ? { url: alertsUrl, secret: alertsSecret } : null);
console.log(`Local Supabase stack on ${stack.url}, mail outbox on ${stack.mailUrl ?? 'none'}`);
if (!flags.includes('--data-only')) {
  if (stack.fresh) console.log('Seeded a new database.');
  // The demo listings' photos live in the bucket, uploaded as the sell form uploads (rendered once, then cached).
  const photos = await seedPhotos(stack.url, stack.serviceRoleKey);
  if (photos.uploaded > 0) console.log(`Uploaded ${String(photos.uploaded)} demo photos.`);
  console.log(demoAccountsText());
}

// Only the local scheduler (runSchedules) knows it: the CLI runs a scheduled function for any request.
const scheduleSecret = process.env.SCHEDULE_SECRET ?? randomUUID();
const stackEnv = flags.includes('--data-only')
  ? { SUPABASE_URL: stack.url }
  : {
      PUBLIC_SUPABASE_URL: stack.url,
      PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      SCHEDULE_SECRET: scheduleSecret,
      ...(stack.smtpPort === null
        ? {}
        : {
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(stack.smtpPort),
            SMTP_SENDER: process.env.SMTP_SENDER ?? 'Wheelhouse <alerts@wheelhouse.test>',
          }),
      // The CLI runs functions from netlify/: name the purge log by its absolute path.
      ...(revalidateUrl
        ? {
            REVALIDATE_SECRET: revalidateSecret,
            CACHE_PURGE_LOG: resolve(process.env.CACHE_PURGE_LOG ?? '.netlify/cache-purges.jsonl'),
          }
        : {}),
      ...(alertsUrl && !alertsFunction ? { SAVED_SEARCH_ALERTS_SECRET: alertsSecret } : {}),
    };
const child = spawn(command[0] ?? '', command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ...stackEnv, BROWSER: 'none' },
});

let stopping = false;
const scheduleTimers = new Set<ReturnType<typeof setTimeout>>();
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const timer of scheduleTimers) clearTimeout(timer);
  await alertsFunction?.close();
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

/** Every scheduled function on its declared schedule, invoked through the site's Netlify CLI as the scheduler would. */
async function runSchedules(siteUrl: string): Promise<void> {
  const functions = await scheduledFunctions(fileURLToPath(new URL('../netlify/functions/', import.meta.url)));
  const plan = (name: string, schedule: string) => {
    if (stopping) return;
    const runAt = nextScheduledRun(schedule, new Date());
    const timer = setTimeout(() => {
      scheduleTimers.delete(timer);
      // What Netlify's scheduler sends; the function answers 404 to any other request.
      fetch(`${siteUrl}/.netlify/functions/${name}`, {
        ...scheduledInvocation(nextScheduledRun(schedule, runAt), scheduleSecret),
        signal: AbortSignal.timeout(10 * 60_000),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          console.log(`Scheduled function ${name}: HTTP ${String(response.status)}`);
        })
        .catch((error: unknown) => {
          console.error(`Scheduled function ${name} failed`, error);
        })
        .finally(() => {
          plan(name, schedule);
        });
    }, runAt.getTime() - Date.now());
    scheduleTimers.add(timer);
  };
  for (const { name, schedule } of functions) {
    plan(name, schedule);
    console.log(`Scheduled function ${name} runs ${schedule}, as on Netlify`);
  }
}

if (flags.includes('--schedules')) {
  if (!sitePort) throw new Error('--schedules needs --site-port: scheduled functions run through the site');
  await runSchedules(`http://localhost:${sitePort}`);
}
