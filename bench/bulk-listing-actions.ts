/**
 * A dealer's bulk change of 500 listings, end to end through the API as the
 * dealer's browser makes it (supabase-js, one RPC per operation, row-level
 * security): prices −5 %, prices +€100, pause, confirm available, mark sold,
 * withdraw to drafts. Beside the dealer's stock sit BENCH_SIZE synthetic
 * listings of the same makes and models, so the price model's refit and
 * re-rating and the facet bitmaps work on full groups; the revalidation and
 * saved-search alert webhooks point at a local server answering 200, so every
 * changed listing queues its two posts as it would in production.
 *
 *   npm run bench:bulk
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:bulk
 *   BENCH_SIZE=2000 BENCH_ROUNDS=1 npm run bench:bulk   # a smaller run
 *
 * Writes bench/results/bulk-listing-actions-{pglite,native}.json.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../src/lib/database.types.ts';
import { setRevalidationWebhook, setSavedSearchAlertWebhook } from '../scripts/db/webhooks.ts';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { summarize, withBenchStack } from './benchStack.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? '10000');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
const STOCK = 500;
const SECRET = 'bench-webhook-secret-with-at-least-32-characters';

type Operation = 'price -5 %' | 'price +€100' | 'pause' | 'confirm available' | 'mark sold' | 'withdraw';

const database = process.env.DATABASE_URL ? 'native' : 'pglite';

const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const sinkUrl = `http://127.0.0.1:${String((sink.address() as AddressInfo).port)}`;

const result = await withBenchStack('bulk_actions_bench', async (stack) => {
  await stack.db.script(syntheticListingsSql(SIZE));
  const client = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
  const { data: signedUp, error: signUpError } = await client.auth.signUp({
    email: `bulk-dealer.${String(Date.now())}@example.test`,
    password: 'bench-password-1234',
    options: { data: { first_name: 'Bench', last_name: 'Dealer' } },
  });
  if (signUpError || !signedUp.user) throw new Error(signUpError?.message ?? 'no user');
  const dealer = signedUp.user.id;
  await stack.db.transaction((tx) =>
    tx.query(
      `insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission,
         power, engine_size, color, body_type, description, features, status)
       select $1, 'car', 'Dealer stock ' || n, (array['BMW','Audi','Volkswagen','Toyota','Ford'])[1 + n % 5],
              (array['320d','A4','Golf','Corolla','Focus'])[1 + n % 5], 2012 + n % 12, 8000 + (n * 37) % 30000,
              10000 + (n * 101) % 150000, 'Diesel', 'Manual', 90 + n % 150, 1600 + n % 900, 'Grey', 'estate',
              'From our stock: serviced, two keys.', array['Navigation'], 'active'
         from generate_series(1, $2::integer) n`,
      [dealer, STOCK],
    ),
  );
  await stack.db.maintain('vacuum analyze');
  await setRevalidationWebhook(stack.db, { url: `${sinkUrl}/api/revalidate`, secret: SECRET });
  await setSavedSearchAlertWebhook(stack.db, { url: `${sinkUrl}/api/saved-search-alerts`, secret: SECRET });

  const { data: stock, error } = await client.from('vehicles').select('id').eq('seller_id', dealer);
  if (error) throw new Error(error.message);
  const ids = stock.map((row) => row.id);
  if (ids.length !== STOCK) throw new Error(`expected ${String(STOCK)} listings, got ${String(ids.length)}`);

  const calls: Record<Operation, () => PromiseLike<{ data: { outcome: string }[] | null; error: unknown }>> = {
    'price -5 %': () => client.rpc('bulk_change_listing_prices', { listing_ids: ids, percent: -5 }),
    'price +€100': () => client.rpc('bulk_change_listing_prices', { listing_ids: ids, amount: 100 }),
    pause: () => client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'paused' }),
    'confirm available': () => client.rpc('bulk_confirm_listings_available', { listing_ids: ids }),
    'mark sold': () => client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'sold' }),
    withdraw: () => client.rpc('bulk_set_listing_status', { listing_ids: ids, new_status: 'draft' }),
  };
  const samples = Object.fromEntries(Object.keys(calls).map((op) => [op, [] as number[]])) as Record<
    Operation,
    number[]
  >;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [operation, call] of Object.entries(calls) as [Operation, (typeof calls)[Operation]][]) {
      const start = performance.now();
      const { data, error: callError } = await call();
      const ms = performance.now() - start;
      if (callError) throw new Error(`${operation}: ${JSON.stringify(callError)}`);
      const changed = data?.filter((row) => row.outcome === 'changed').length ?? 0;
      if (changed !== STOCK) throw new Error(`${operation}: ${String(changed)} of ${String(STOCK)} changed`);
      samples[operation].push(ms);
      console.log(JSON.stringify({ round, operation, ms: Number(ms.toFixed(1)) }));
    }
    // Back on sale for the next round (not timed).
    await stack.db.transaction((tx) =>
      tx.query(`update public.vehicles set status = 'active' where seller_id = $1`, [dealer]),
    );
  }
  return {
    operations: (Object.keys(samples) as Operation[]).map((operation) => ({
      operation,
      ...summarize(samples[operation], 0),
    })),
  };
});
sink.close();

console.log(JSON.stringify(result, null, 2));
await writeFile(
  `bench/results/bulk-listing-actions-${database}.json`,
  `${JSON.stringify(
    { measuredAt: new Date().toISOString(), database, otherListings: SIZE, stock: STOCK, rounds: ROUNDS, ...result },
    null,
    2,
  )}\n`,
);
