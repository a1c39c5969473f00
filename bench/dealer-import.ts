/**
 * A dealer's 500-vehicle feed end to end, as the seller dashboard runs it:
 * the CSV read in the browser's code (parseFeed), then import_dealer_feed in
 * the dashboard's calls (runImportCalls: a dry run in one, an import in chunks
 * of 250 rows, a last call that withdraws, then the queued re-rating) through supabase-js and the local stack's REST server as the signed-in
 * dealer: the dry run, the import, the same file again (which must change no
 * row: the dealer's listings and stock rows keep their row versions, xmin),
 * and a file with 50 prices changed and 10 vehicles gone.
 *
 *   npm run bench:dealer-import
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:dealer-import
 *   BENCH_ROWS=2000 npm run bench:dealer-import
 *
 * Writes bench/results/dealer-import-{pglite,native}.json.
 */
import { writeFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import type { Stack } from '@wheelhouse/local-supabase';
import type { Database, Json } from '../src/lib/database.types.ts';
import { parseFeed } from '../src/lib/domain/dealerFeed.ts';
import { runImportCalls, type StockResult } from '../src/lib/domain/dealerImportReport.ts';
import { withBenchStack } from './benchStack.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? '500');
const TOWNS = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig', 'Dresden'];
const MODELS = [
  ['VW', 'Golf', 'Kombi'],
  ['BMW', '320d', 'Limousine'],
  ['Audi', 'A4 Avant', 'Kombi'],
  ['Mercedes', 'C 200', 'Limousine'],
  ['Ford', 'Kuga', 'SUV'],
  ['Toyota', 'Yaris', 'Kleinwagen'],
] as const;

/** A German dealer's semicolon CSV of `rows` vehicles; `priceBump` raises the first n prices, `drop` leaves out the last n. */
function feedCsv(rows: number, { priceBump = 0, drop = 0 } = {}): string {
  const header =
    'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Leistung;Farbe;Ausstattung;Standort;Beschreibung';
  const lines = Array.from({ length: rows - drop }, (_, i) => {
    const [make, model, body] = MODELS[i % MODELS.length] ?? MODELS[0];
    const price = 8_000 + ((i * 137) % 30_000) + (i < priceBump ? 500 : 0);
    return [
      `S-${String(i).padStart(5, '0')}`,
      make,
      model,
      `${price.toLocaleString('de-DE')} €`,
      `${(20_000 + ((i * 911) % 150_000)).toLocaleString('de-DE')} km`,
      `EZ ${String((i % 12) + 1).padStart(2, '0')}/${String(2012 + (i % 12))}`,
      i % 3 === 0 ? 'Diesel' : 'Benzin',
      i % 2 === 0 ? 'Schaltgetriebe' : 'Automatik',
      body,
      `${String(70 + (i % 120))} kW`,
      ['Schwarz', 'Weiß', 'Silber', 'Blau', 'Grau'][i % 5],
      'Klimaanlage|Navi|Sitzheizung',
      TOWNS[i % TOWNS.length],
      `"Gepflegtes Fahrzeug Nr. ${String(i)}; scheckheftgepflegt, 2 Schlüssel."`,
    ].join(';');
  });
  return [header, ...lines].join('\n');
}

async function dealerClient(stack: Stack) {
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const client = createClient<Database>(stack.url, stack.anonKey, options);
  const email = `bench.dealer.${String(Date.now())}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'bench-dealer-password' });
  if (error || !data.user) throw new Error(`sign up: ${error?.message ?? 'no user'}`);
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, options);
  const made = await service
    .from('profiles')
    .update({ is_dealer: true, first_name: 'Bench', last_name: 'Autohaus' })
    .eq('id', data.user.id);
  if (made.error) throw new Error(made.error.message);
  return { client, id: data.user.id };
}

async function rowVersions(stack: Stack, sellerId: string): Promise<string> {
  const rows = await stack.db.transaction((tx) =>
    tx.query<{ versions: string }>(
      `select (select string_agg(xmin::text, ',' order by id) from public.vehicles where seller_id = $1)
         || '|' || (select string_agg(xmin::text, ',' order by vehicle_id) from public.dealer_stock where seller_id = $1) as versions`,
      [sellerId],
    ),
  );
  return rows[0]?.versions ?? '';
}

async function run(stack: Stack) {
  const dealer = await dealerClient(stack);
  const step = async (label: string, text: string, dryRun: boolean) => {
    const start = performance.now();
    const parsed = parseFeed(text);
    let calls = 0;
    let slowestCallMs = 0;
    const callMs: string[] = [];
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const callStart = performance.now();
      const answer = await work();
      const took = Math.round(performance.now() - callStart);
      calls += 1;
      callMs.push(`${name} ${String(took)}`);
      slowestCallMs = Math.max(slowestCallMs, took);
      return answer;
    };
    const { counts } = await runImportCalls(parsed, dryRun, {
      importFeed: (args) =>
        timed(args.feed.length > 0 ? `rows ${String(args.feed.length)}` : 'withdraw', async () => {
          const { data, error } = await dealer.client.rpc('import_dealer_feed', {
            ...args,
            feed: args.feed as unknown as Json,
          });
          if (error) throw new Error(`${label}: ${error.message}`);
          return data as unknown as StockResult;
        }),
      rerateQueued: () =>
        timed('re-rate', async () => {
          const { data, error } = await dealer.client.rpc('rerate_queued_prices', {});
          if (error) throw new Error(`${label}: ${error.message}`);
          return data;
        }),
    });
    const ms = Math.round(performance.now() - start);
    console.log(`${label}: ${String(ms)} ms in ${String(calls)} calls (${callMs.join(', ')} ms)`, counts);
    return { ms, calls, slowestCallMs, callMs, counts };
  };
  const first = feedCsv(ROWS);
  const dryRun = await step('dry run', first, true);
  const imported = await step('import', first, false);
  const before = await rowVersions(stack, dealer.id);
  const again = await step('re-import (same file)', first, false);
  const after = await rowVersions(stack, dealer.id);
  const changed = await step(
    'import with 50 new prices and 10 gone',
    feedCsv(ROWS, { priceBump: 50, drop: 10 }),
    false,
  );
  return { rows: ROWS, dryRun, imported, reimport: { ...again, rowsWritten: before === after ? 0 : 'some' }, changed };
}

const mode = process.env.DATABASE_URL ? 'native' : 'pglite';
const result = await withBenchStack('dealer_import_bench', run);
await writeFile(
  new URL(`./results/dealer-import-${mode}.json`, import.meta.url),
  `${JSON.stringify({ mode, ...result }, null, 2)}\n`,
);
console.log(JSON.stringify({ mode, ...result }));
