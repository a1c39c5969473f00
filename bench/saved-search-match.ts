/**
 * What saved-search alerts add to publishing a listing: 10,000 saved searches
 * (500 users × 20, each stored as the filter object the search takes, drawn
 * like real ones: a type and a make (85 %) and a price cap (80 %) most of the
 * time, often a year or mileage bound or a fuel, sometimes a gearbox, colour,
 * feature or search word, and now and then one of the newer filters: seller
 * type, power, first registration, previous owners, emissions class, doors,
 * seats or photos), then the same stream of listings inserted with the
 * alert triggers on and off, one transaction each, alternating, so both
 * see the same machine load. The triggers queue the alert webhook through
 * pg_net (the webhook row is set, so the queueing is real); the alert step
 * itself (send_saved_search_alerts: matching, match rows, notifications) runs
 * after the seller's commit, and is timed here on its own, as is the matching
 * query alone.
 *
 *   npm run bench:saved-search                     # PGlite, in memory
 *   DATABASE_URL=postgres://… npm run bench:saved-search   # native Postgres (throwaway database)
 *   BENCH_PROFILE=broad npm run bench:saved-search          # today's broad searches
 *   BENCH_SEARCHES=2000 BENCH_INSERTS=40 npm run bench:saved-search   # a smaller run
 *
 * Writes bench/results/saved-search-match-{specific,broad}-{pglite,postgres}.json.
 */
import { writeFile } from 'node:fs/promises';
import type { Tx } from '@wheelhouse/local-supabase';
import { withBenchStack } from './benchStack.ts';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
/**
 * How often each filter is set. broad: searches as wide as most are (no
 * model), so one listing matches a few per cent of all searches; specific:
 * searches as narrow as people make them once they choose a model (here a
 * model word in the search term), about 0.1 %. The newer filters (seller
 * type to photos) are set rarely in both.
 */
const PROFILES = {
  broad: {
    MAKE: 0.85,
    MIN_PRICE: 0.2,
    MAX_PRICE: 0.8,
    YEAR: 0.5,
    FUEL: 0.4,
    TRANSMISSION: 0.25,
    MILEAGE: 0.4,
    WORD: 0.15,
    SELLER: 0.1,
    POWER: 0.1,
    REGISTRATION: 0.05,
    OWNERS: 0.1,
    EMISSIONS: 0.1,
    DOORS: 0.05,
    SEATS: 0.05,
    PHOTOS: 0.1,
  },
  specific: {
    MAKE: 1,
    MIN_PRICE: 0.6,
    MAX_PRICE: 0.95,
    YEAR: 0.8,
    FUEL: 0.6,
    TRANSMISSION: 0.4,
    MILEAGE: 0.7,
    WORD: 0.7,
    SELLER: 0.2,
    POWER: 0.2,
    REGISTRATION: 0.1,
    OWNERS: 0.2,
    EMISSIONS: 0.2,
    DOORS: 0.1,
    SEATS: 0.1,
    PHOTOS: 0.2,
  },
} as const;
const PROFILE = process.env.BENCH_PROFILE === 'broad' ? 'broad' : 'specific';
const INSERTS = Number(process.env.BENCH_INSERTS ?? 200);
const SELLER = 'dea1e400-0000-4000-8000-000000000001';
const TRIGGERS = ['vehicles_alert_saved_searches_on_insert', 'vehicles_alert_saved_searches_on_update'];

/** 500 users with 20 searches each, from a fixed seed; each search is a filter object (nulls left out). */
const SEARCHES_SQL = `
select setseed(0.7);
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, confirmation_token, email_change, email_change_token_new, recovery_token)
select '00000000-0000-0000-0000-000000000000', ('5ea4c400-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid,
       'authenticated', 'authenticated', 'searcher' || u || '@bench.test', '', '{}', '{"first_name":"Bench"}',
       now(), now(), '', '', '', ''
  from generate_series(1, ceil($SEARCHES / 20.0)::int) u;
insert into public.saved_searches (user_id, name, query, filters)
select ('5ea4c400-0000-4000-8000-' || lpad((1 + (n - 1) / 20)::text, 12, '0'))::uuid,
       'Bench search ' || n, '',
       jsonb_strip_nulls(jsonb_build_object(
         'type', kind,
         'make', case when random() < $P_MAKE then
           case when kind = 'scooter' then (array['Vespa','Honda','Yamaha','Piaggio'])[1 + floor(random() * 4)::int]
                else (array['BMW','Audi','Volkswagen','Toyota','Ford','Tesla','Mercedes-Benz','Honda'])[1 + floor(random() * 8)::int] end
         end,
         'minPrice', case when random() < $P_MIN_PRICE then 5000 end,
         'maxPrice', case when random() < $P_MAX_PRICE then (array[10000, 15000, 20000, 30000, 50000])[1 + floor(random() * 5)::int] end,
         'minYear', case when random() < $P_YEAR then 2010 + floor(random() * 12)::int end,
         'fuelType', case when random() < $P_FUEL then
           case when kind = 'scooter' then 'Electric' else (array['Petrol','Diesel','Electric'])[1 + floor(random() * 3)::int] end
         end,
         'transmission', case when random() < $P_TRANSMISSION then case when kind = 'scooter' then 'CVT' else 'Automatic' end end,
         'mileageMax', case when random() < $P_MILEAGE then (array[50000, 100000, 150000])[1 + floor(random() * 3)::int] end,
         'color', case when random() < 0.1 then 'Black' end,
         'features', case when random() < 0.1 then jsonb_build_array('Navigation') end,
         'searchTerm', case when random() < $P_WORD then (array['golf','touring','corolla','focus','primavera','pcx','avant','model'])[1 + floor(random() * 5)::int] end,
         'sellerType', case when random() < $P_SELLER then (array['dealer','private'])[1 + floor(random() * 2)::int] end,
         'powerMin', case when random() < $P_POWER then (array[75, 100, 150, 200])[1 + floor(random() * 4)::int] end,
         'firstRegistrationMin', case when random() < $P_REGISTRATION then 2012 + floor(random() * 10)::int end,
         'previousOwnersMax', case when random() < $P_OWNERS then 1 + floor(random() * 3)::int end,
         'emissionsClass', case when random() < $P_EMISSIONS then
           case when kind = 'car' then (array['Euro 5','Euro 6','Euro 6d'])[1 + floor(random() * 3)::int]
                when kind = 'scooter' then (array['Euro 4','Euro 5'])[1 + floor(random() * 2)::int] else 'Euro 5' end
         end,
         'doors', case when kind = 'car' and random() < $P_DOORS then jsonb_build_array('4/5') end,
         'seatsMin', case when kind = 'car' and random() < $P_SEATS then (array[5, 7])[1 + floor(random() * 2)::int] end,
         'withPhotos', case when random() < $P_PHOTOS then true end
       ))
  from (select n, case when random() < 0.1 then null when random() < 0.75 then 'car' else 'scooter' end as kind
          from generate_series(1, $SEARCHES) n) s;
`;

type Row = Record<string, unknown>;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? 0) };
};

/** The n-th listing of a fixed stream, spread like the seed's inventory, with the facts the newer filters read. */
function listing(n: number): unknown[] {
  const car = n % 3 !== 0;
  const make = car
    ? ['BMW', 'Audi', 'Volkswagen', 'Toyota', 'Ford', 'Tesla'][n % 6]
    : ['Vespa', 'Honda', 'Yamaha'][n % 3];
  const model = car
    ? ['320d Touring', 'A4 Avant', 'Golf', 'Corolla', 'Focus', 'Model 3'][n % 6]
    : ['Primavera', 'PCX', 'NMAX'][n % 3];
  const year = 2012 + (n % 12);
  const fuel = car ? ['Petrol', 'Diesel', 'Electric'][n % 3] : 'Petrol';
  const body = car ? ['hatchback', 'estate', 'suv', 'saloon', 'mpv'][n % 5] : ['step-through', 'sport', 'maxi'][n % 3];
  const [doors, seats] = car
    ? ([
        [5, 5],
        [5, 5],
        [5, 7],
        [4, 5],
        [5, 7],
      ][n % 5] ?? [5, 5])
    : [null, null];
  const emissions =
    fuel === 'Electric'
      ? null
      : car
        ? year < 2015
          ? 'Euro 5'
          : year < 2018
            ? 'Euro 6'
            : 'Euro 6d'
        : year < 2017
          ? 'Euro 3'
          : year < 2021
            ? 'Euro 4'
            : 'Euro 5';
  return [
    car ? 'car' : 'scooter',
    `${String(year)} ${String(make)} ${String(model)}`,
    make,
    model,
    year,
    3000 + ((n * 7919) % 60000),
    (n * 104729) % 200000,
    fuel,
    car ? ['Manual', 'Automatic'][n % 2] : 'CVT',
    ['Black', 'White', 'Silver', 'Red'][n % 4],
    n % 2 === 0 ? ['Navigation', 'Bluetooth'] : [],
    car ? 60 + ((n * 37) % 300) : 4 + ((n * 7) % 20),
    body,
    doors,
    seats,
    `${String(year)}-${String(1 + (n % 12)).padStart(2, '0')}-01`,
    n % 5,
    emissions,
    n % 3 === 1 ? [`${SELLER}/bench-${String(n)}.jpg`] : [],
  ];
}

const INSERT_SQL = `insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type,
  transmission, color, features, power, body_type, doors, seats, first_registration, previous_owners, emissions_class,
  images) values ('${SELLER}', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
  returning id`;

async function timed(tx: Tx, sql: string, params: unknown[]): Promise<{ ms: number; rows: Row[] }> {
  const started = performance.now();
  const rows = await tx.query<Row>(sql, params);
  return { ms: performance.now() - started, rows };
}

await withBenchStack('saved_search_bench', async (stack) => {
  let searchesSql = SEARCHES_SQL.replaceAll('$SEARCHES', String(SEARCHES));
  for (const [name, p] of Object.entries(PROFILES[PROFILE]))
    searchesSql = searchesSql.replaceAll(`$P_${name}`, String(p));
  await stack.db.script(searchesSql);
  // Never delivered: every insert below is rolled back, and its queued request with it.
  await stack.db.transaction((tx) =>
    tx.query(
      `insert into private.saved_search_alert_webhook (url, secret)
       values ('http://127.0.0.1:9/api/saved-search-alerts', 'bench-secret-with-at-least-32-characters')`,
    ),
  );
  await stack.db.maintain('vacuum analyze');
  const [count] = await stack.db.transaction((tx) =>
    tx.query<{ searches: number }>('select count(*)::int as searches from public.saved_searches'),
  );

  const withTrigger: number[] = [];
  const without: number[] = [];
  const matchingQuery: number[] = [];
  const alertStep: number[] = [];
  let matches = 0;
  let next = 0;
  // Blocks with and without the alert triggers, alternating, so both see the
  // same machine load; the first inserts after each switch warm plans and
  // caches and are not counted. Every insert is rolled back, so the
  // inventory and the notifications stay as they were.
  for (let block = 0; block < 8; block += 1) {
    const on = block % 2 === 0;
    await stack.db.transaction(async (tx) => {
      for (const trigger of TRIGGERS)
        await tx.query(`alter table public.vehicles ${on ? 'enable' : 'disable'} trigger ${trigger}`);
    });
    for (let i = 0; i < 10 + INSERTS / 4; i += 1) {
      const params = listing(on ? next++ : next - INSERTS / 4 - 10 + i);
      await stack.db
        .transaction(async (tx) => {
          const { ms, rows } = await timed(tx, INSERT_SQL, params);
          if (i >= 10) (on ? withTrigger : without).push(ms);
          if (on && i >= 10) {
            const id = String(rows[0]?.id);
            const query = await timed(
              tx,
              'select cardinality(public.saved_searches_matching(v)) as matched from public.vehicles v where v.id = $1',
              [id],
            );
            matchingQuery.push(query.ms);
            matches += Number(query.rows[0]?.matched ?? 0);
            alertStep.push((await timed(tx, 'select public.send_saved_search_alerts($1)', [id])).ms);
          }
          throw new Error('rollback');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'rollback') throw error;
        });
    }
  }

  const [plan] = await stack.db.transaction((tx) =>
    tx.query<{ plan: string }>(
      `explain (format text) select s.id from public.saved_searches s
        where (s.filters ->> 'make' is null or s.filters ->> 'make' = 'Volkswagen')
          and (s.filters ->> 'type' is null or s.filters ->> 'type' = 'car')`,
    ),
  );
  const withStats = stats(withTrigger);
  const withoutStats = stats(without);
  const result = {
    measuredAt: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'native Postgres' : 'PGlite',
    profile: PROFILE,
    savedSearches: count?.searches ?? 0,
    inserts: withTrigger.length,
    meanMatchesPerListing: Math.round((matches / Math.max(1, matchingQuery.length)) * 10) / 10,
    insertWithoutAlertTriggersMs: withoutStats,
    insertWithAlertTriggersMs: withStats,
    addedMs: {
      p50: Math.round((withStats.p50 - withoutStats.p50) * 100) / 100,
      p95: Math.round((withStats.p95 - withoutStats.p95) * 100) / 100,
    },
    matchingQueryMs: stats(matchingQuery),
    alertStepAfterCommitMs: stats(alertStep),
    planHead: Object.values(plan ?? {}).join(''),
  };
  console.log(JSON.stringify(result, null, 2));
  await writeFile(
    `bench/results/saved-search-match-${PROFILE}-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
});
