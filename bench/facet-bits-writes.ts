/**
 * What keeping the facet bitmaps costs a listing write, at 100k listings:
 * publishing a listing, editing it (colour and features: bits move, no price
 * re-rating), withdrawing it (sold) and relisting it, one transaction each as
 * a seller's request makes them, in alternating batches with the bitmap
 * triggers (vehicles_facet_bits_*) on and off, so both see the same load.
 * The triggers are switched between batches, outside the timed writes. The
 * difference of the medians is the bitmaps' share of each write.
 *
 * The writes are a dealer's with 500 listings: the synthetic inventory
 * belongs to two demo sellers (half each), and the price model recounts the
 * writing seller's listings in the listing's groups, so a write as one of
 * them would measure a seller of 50,000 listings.
 *
 *   npm run bench:facet-writes
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:facet-writes
 *   BENCH_SIZE=5000 BENCH_BATCHES=2 npm run bench:facet-writes   # a smaller run
 *
 * Writes bench/results/facet-bits-writes-{pglite,native}.json.
 */
import { writeFile } from 'node:fs/promises';
import type { Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { SEARCH_WORDS_SQL, summarize, withBenchStack } from './benchStack.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? '100000');
const BATCHES = Number(process.env.BENCH_BATCHES ?? '10');
const PER_BATCH = 10;
/** A seed dealer (Rheinland Auto Center), given 500 of the synthetic listings before the writes. */
const SELLER = 'dea1e400-0000-4000-8000-000000000012';
const DEALER_STOCK = 500;
const TRIGGERS = ['vehicles_facet_bits_insert', 'vehicles_facet_bits_update', 'vehicles_facet_bits_delete'];

type Operation = 'publish' | 'edit' | 'withdraw' | 'relist';
const OPERATIONS: Operation[] = ['publish', 'edit', 'withdraw', 'relist'];

async function timed(stack: Stack, sql: string, params: unknown[]): Promise<{ ms: number; id: string }> {
  const start = performance.now();
  const id = await stack.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(sql, params);
    return rows[0]?.id ?? '';
  });
  return { ms: performance.now() - start, id };
}

async function switchTriggers(stack: Stack, on: boolean): Promise<void> {
  await stack.db.script(
    TRIGGERS.map((name) => `alter table public.vehicles ${on ? 'enable' : 'disable'} trigger ${name};`).join('\n'),
  );
}

/** One listing through its life: published, edited, withdrawn, relisted; each write timed. */
async function lifecycle(stack: Stack, n: number): Promise<Record<Operation, number>> {
  const publish = await timed(
    stack,
    `insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission,
       engine_size, color, body_type, description, features, status, power, doors, seats, first_registration,
       previous_owners, emissions_class)
     values ($1, 'car', $2, 'Skoda', 'Octavia', 2019, 14000, 52000, 'Diesel', 'Manual', 1600, 'Grey', 'estate',
       'Well kept, full service history.', array['Navigation', 'Tow Bar'], 'active', 115, 5, 5, date '2019-03-01',
       1, 'Euro 6d-TEMP')
     returning id`,
    [SELLER, `2019 Skoda Octavia write bench ${String(n)}`],
  );
  const edit = await timed(
    stack,
    `update public.vehicles set color = 'Blue', features = array['Navigation', 'Heated Seats'] where id = $1 returning id`,
    [publish.id],
  );
  const withdraw = await timed(stack, `update public.vehicles set status = 'sold' where id = $1 returning id`, [
    publish.id,
  ]);
  const relist = await timed(stack, `update public.vehicles set status = 'active' where id = $1 returning id`, [
    publish.id,
  ]);
  return { publish: publish.ms, edit: edit.ms, withdraw: withdraw.ms, relist: relist.ms };
}

const database = process.env.DATABASE_URL ? 'native' : 'pglite';
const result = await withBenchStack('facet_writes_bench', async (stack) => {
  await stack.db.script(syntheticListingsSql(SIZE));
  // The triggers keep the common words' bitmaps too.
  await stack.db.script(SEARCH_WORDS_SQL);
  // Outside the triggers, as a bulk load: the stock moves; then the price model is built, as after
  // any bulk load (its label writes without the per-row triggers, then the bitmaps rebuilt).
  await stack.db.script(`set session_replication_role = replica;
    update public.vehicles set seller_id = '${SELLER}'
     where id in (select id from public.vehicles where seller_id <> '${SELLER}' order by id
                   limit ${String(DEALER_STOCK)} - (select count(*) from public.vehicles where seller_id = '${SELLER}'));
    select public.refresh_price_ratings();
    set session_replication_role = origin;
    select listing_search.rebuild_facet_bits();`);
  await stack.db.maintain('vacuum analyze');
  const samples: Record<'on' | 'off', Record<Operation, number[]>> = {
    on: { publish: [], edit: [], withdraw: [], relist: [] },
    off: { publish: [], edit: [], withdraw: [], relist: [] },
  };
  let n = 0;
  for (let i = 0; i < 2; i += 1) await lifecycle(stack, (n += 1)); // warm-up
  for (let batch = 0; batch < BATCHES * 2; batch += 1) {
    const mode = batch % 2 === 0 ? 'on' : 'off';
    await switchTriggers(stack, mode === 'on');
    for (let i = 0; i < PER_BATCH; i += 1) {
      const times = await lifecycle(stack, (n += 1));
      for (const operation of OPERATIONS) samples[mode][operation].push(times[operation]);
    }
  }
  await switchTriggers(stack, true);
  const rows = OPERATIONS.map((operation) => {
    const on = summarize(samples.on[operation], 2);
    const off = summarize(samples.off[operation], 2);
    return { operation, bitmapsOn: on, bitmapsOff: off, addedMedian: Number((on.median - off.median).toFixed(2)) };
  });
  for (const row of rows) console.log(JSON.stringify(row));
  return rows;
});

await writeFile(
  `bench/results/facet-bits-writes-${database}.json`,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      database,
      listings: SIZE,
      writesEach: BATCHES * PER_BATCH,
      results: result,
    },
    null,
    2,
  )}\n`,
);
