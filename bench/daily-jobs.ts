/**
 * The daily scheduled jobs at scale: the price-rating refresh that follows
 * sold comparables out of their 90-day window, and the saved-search digest.
 *
 *   npm run bench:daily-jobs                                                  # in-memory PGlite
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:daily-jobs
 *   BENCH_SIZES=10000 npm run bench:daily-jobs                                # one size
 *
 * Each size gets a fresh stack (native: a throwaway daily_bench_* database)
 * with the seed plus the price-rating benchmark's synthetic cars
 * (bench/priceRatingData.ts: sold listings spread over the last 120 days).
 *
 * Price ratings: the bulk load skips the rating triggers, so every listing is
 * first rated by the full refresh (refresh_price_ratings(), timed: what a
 * daily full refresh would cost); then a day passes (every sale moves a day
 * back) and, with the cursor a day back too, the scheduled function's work
 * (refreshAgedPriceRatings: refresh_aged_price_ratings() through the HTTP
 * API until done, timed in all and per call) drops the sold listings that
 * aged out that day from their groups and re-rates what rested on them.
 *
 * Digest: every synthetic seller saves 5 searches with the digest on (10,000
 * searches at 2,000 users), each with 1-20 new matches among active
 * listings; then the scheduled function's work, runDigest(), claims them all
 * in batches of 25 users and mails each user through SMTP into the stack's
 * own listener (timed: whole run, and each claim), without the function's
 * 18-second budget, to measure throughput. Writes
 * bench/results/daily-jobs-pglite.json (or -postgres.json).
 */
import { writeFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { startStack, withThrowawayDatabase, type Row, type Stack } from '@wheelhouse/local-supabase';
import { runDigest } from '../netlify/functions/_shared/digest.ts';
import { smtpMailer } from '../netlify/functions/_shared/mailer.ts';
import { refreshAgedPriceRatings } from '../netlify/functions/_shared/priceRatings.ts';
import type { Database } from '../src/lib/database.types.ts';
import { syntheticCars } from './priceRatingData.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SEARCHES_PER_USER = 5;

function summarize(samples: number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    p50: Number(at(0.5).toFixed(1)),
    p95: Number(at(0.95).toFixed(1)),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    n: sorted.length,
  };
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

/** 10,000 opted-in searches of the synthetic sellers, each with 1-20 waiting matches among active cars. */
const DIGEST_DATA = `
select setseed(0.42);
insert into public.saved_searches (user_id, name, query, filters, email_digest)
select u.id, 'Search ' || s.n, 'make=' || m.make, jsonb_build_object('type', 'car', 'make', m.make), true
  from auth.users u
  cross join generate_series(1, ${String(SEARCHES_PER_USER)}) s(n)
  cross join lateral (select (array['Volkswagen', 'BMW', 'Audi', 'Toyota', 'Ford'])[1 + floor(random() * 5)::int] as make, u.id as x) m
 where u.email like 'bench.seller.%';
update public.saved_searches set digest_since = now() - interval '1 day' where email_digest;
insert into public.saved_search_matches (saved_search_id, vehicle_id, matched_at, notified_at)
select s.id, v.id, now() - (random() * interval '20 hours'), now()
  from public.saved_searches s
  cross join lateral (
    select v.id from public.vehicles v
     where v.status = 'active' and v.make = s.filters ->> 'make' and v.seller_id <> s.user_id
     offset floor(random() * 200)::int limit 1 + floor(random() * 20)::int
  ) v
 where s.email_digest
on conflict do nothing;
`;

async function measure(stack: Stack, size: number): Promise<Record<string, unknown>> {
  const query = <T extends Row>(sql: string) => stack.db.transaction((tx) => tx.query<T>(sql));
  let started = performance.now();
  await stack.db.script(syntheticCars(size));
  const loadSeconds = seconds(started);
  started = performance.now();
  await query('select public.refresh_price_ratings()');
  const fullRefreshSeconds = seconds(started);
  // A day passes: every sale moves a day into the past, and the day's oldest leave the 90-day window.
  await query(
    "update public.vehicles set status_changed_at = status_changed_at - interval '1 day' where status = 'sold'",
  );
  await stack.db.maintain('vacuum analyze');

  await query(`insert into private.scheduled_job_runs (job, covered_until) values ('price-ratings', now() - interval '1 day')
               on conflict (job) do update set covered_until = excluded.covered_until`);
  const client = createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const calls: Record<string, number[]> = {};
  const timedClient = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'rpc') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<typeof client.rpc>) => {
        const start = performance.now();
        const answer = await target.rpc(...args);
        (calls[args[0]] ??= []).push(performance.now() - start);
        return answer;
      };
    },
  });
  started = performance.now();
  const daily = await refreshAgedPriceRatings(timedClient, { budgetMs: Number.POSITIVE_INFINITY });
  const dailyRefreshSeconds = seconds(started);
  const [sold] = await query<{ sold: number }>(
    "select count(*)::int as sold from public.vehicles where status = 'sold'",
  );

  await stack.db.script(DIGEST_DATA);
  await stack.db.maintain('vacuum analyze');
  const [waiting] = await query<{ searches: number; matches: number }>(
    `select count(distinct saved_search_id)::int as searches, count(*)::int as matches
       from public.saved_search_matches where digested_at is null`,
  );
  const mailer = smtpMailer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(stack.smtpPort),
    SMTP_SENDER: 'Wheelhouse <alerts@wheelhouse.test>',
  });
  started = performance.now();
  // Unbounded here: the whole backlog in one run, to measure throughput (the function stops after 18 s).
  const digest = await runDigest(timedClient, mailer, {
    siteUrl: 'https://wheelhouse.example',
    maxRounds: 10_000,
    budgetMs: Number.POSITIVE_INFINITY,
  });
  const digestSeconds = seconds(started);
  mailer.close();
  return {
    listings: size,
    loadSeconds,
    priceRatings: {
      fullRefreshSeconds,
      soldListings: sold?.sold ?? 0,
      dailyRefreshSeconds,
      daily,
      callMs: summarize(calls.refresh_aged_price_ratings ?? []),
    },
    digest: {
      waitingSearches: waiting?.searches ?? 0,
      waitingMatches: waiting?.matches ?? 0,
      ...digest,
      seconds: digestSeconds,
      mailsPerSecond: Number((digest.sent / digestSeconds).toFixed(1)),
      claimMs: summarize(calls.claim_saved_search_digests ?? []),
      outbox: stack.outbox.messages.length,
    },
  };
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withThrowawayDatabase(process.env.DATABASE_URL, 'daily_bench', async (databaseUrl) => {
    const stack = await startStack({
      port: 0,
      dataDir: 'memory',
      mailPort: null,
      smtpPort: 0,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    try {
      const row = await measure(stack, size);
      console.log(JSON.stringify(row));
      results.push(row);
    } finally {
      await stack.stop();
    }
  });
}

await writeFile(
  `bench/results/daily-jobs-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: process.env.DATABASE_URL ? 'native Postgres 15' : 'PGlite', results }, null, 2)}\n`,
);
