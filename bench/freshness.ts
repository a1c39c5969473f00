/**
 * The availability sweep and the seller and compare pages' reads at 100,000
 * listings.
 *
 *   npm run bench:freshness                       # in-memory PGlite
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:freshness
 *
 * A throwaway database (fresh_bench_*, dropped afterwards; in-memory PGlite
 * without DATABASE_URL) gets the seed plus 100,000 synthetic listings whose
 * last confirmations are spread over the last 32 days (a backlog no hourly
 * run would meet: every listing past 21 days is due a reminder, those past
 * 30 with an old reminder are due a pause). Through the HTTP API with the
 * service key, sweep_stale_listings(200) runs until nothing is left (each
 * call timed), then, after VACUUM ANALYZE, with nothing to do (what most
 * hourly runs cost). As a visitor (anon key): a seller page's listings with the exact
 * count (first and 100th page of a seller with ~50,000 listings), the sold
 * count, and a comparison of three listings. Writes bench/results/freshness.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import type { Database } from '../src/lib/database.types.ts';
import { withBenchStack } from './benchStack.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REPEATS = 50;
const DEALER = 'dea1e400-0000-4000-8000-000000000001';
const COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,description,image_url,images,seller_name,seller_is_dealer,seller_has_phone,features,created_at,seller_id,status,last_confirmed_at';

function summary(times: number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0), n: sorted.length };
}

async function timed(run: () => PromiseLike<{ error: { message: string } | null }>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= REPEATS; i += 1) {
    const start = performance.now();
    const { error } = await run();
    if (error) throw new Error(error.message);
    // The first request warms the path; it is not counted.
    if (i > 0) times.push(performance.now() - start);
  }
  return times;
}

const result = await withBenchStack('fresh_bench', async (stack) => {
  await stack.db.script(syntheticListingsSql(ROWS));
  await stack.db.script(`
    select setseed(0.7);
    update public.vehicles set last_confirmed_at = now() - random() * interval '32 days';
    update public.vehicles set availability_reminded_at = last_confirmed_at + interval '21 days'
     where last_confirmed_at < now() - interval '30 days';`);
  await stack.db.maintain('vacuum analyze');
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, options);
  const anon = createClient<Database>(stack.url, stack.anonKey, options);

  const calls: number[] = [];
  let reminded = 0;
  let paused = 0;
  for (;;) {
    const start = performance.now();
    const { data, error } = await service.rpc('sweep_stale_listings', { batch_size: 200 });
    calls.push(performance.now() - start);
    if (error) throw new Error(error.message);
    const answer = data as { reminded: number; paused: number };
    reminded += answer.reminded;
    paused += answer.paused;
    if (answer.reminded === 0 && answer.paused === 0) break;
  }
  // As after any bulk change (PGlite has no autovacuum; native's may not have run yet).
  await stack.db.maintain('vacuum analyze');
  const idle = await timed(() => service.rpc('sweep_stale_listings', { batch_size: 200 }));

  const page = (n: number) =>
    anon
      .from('vehicles')
      .select(COLUMNS, { count: 'exact' })
      .eq('seller_id', DEALER)
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range((n - 1) * 24, n * 24 - 1);
  const { data: three } = await anon.from('vehicles').select('id').eq('status', 'active').limit(3);
  const ids = (three ?? []).map((row) => row.id);
  return {
    listings: ROWS,
    sweepBacklog: { reminded, paused, calls: calls.length, perCall: summary(calls.slice(0, -1)) },
    sweepNothingDue: summary(idle),
    sellerPage1: summary(await timed(() => page(1))),
    sellerPage100: summary(await timed(() => page(100))),
    sellerSoldCount: summary(
      await timed(() =>
        anon.from('vehicles').select('id', { count: 'exact', head: true }).eq('seller_id', DEALER).eq('status', 'sold'),
      ),
    ),
    compareThree: summary(await timed(() => anon.from('vehicles').select(COLUMNS).in('id', ids))),
  };
});

const database = process.env.DATABASE_URL ? 'native Postgres' : 'PGlite';
console.log(database, JSON.stringify(result, null, 2));
const file = 'bench/results/freshness.json';
const previous = await readFile(file, 'utf8').catch(() => '{}');
await writeFile(
  file,
  `${JSON.stringify({ ...(JSON.parse(previous) as object), [database]: { measuredAt: new Date().toISOString(), ...result } }, null, 2)}\n`,
);
