/**
 * The price rating at scale: what it costs to read, to filter on and to keep
 * current, at 10,000 and 100,000 listings.
 *
 *   npm run bench:price-rating                                   # in-memory PGlite
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:price-rating
 *   BENCH_SIZES=100000 npm run bench:price-rating                # one size
 *
 * Each size gets a fresh stack (native: a throwaway price_bench_* database)
 * holding the seed plus synthetic cars: 60 models, 2,000 sellers, years
 * 2005-2025, mileage growing with age and prices that follow the rating's own
 * depreciation with ±20 % noise, so clusters are dense (about 80 listings
 * per model and year). Bulk loads skip the rating triggers, so the load is
 * followed by public.refresh_price_ratings(), timed. Then, through the HTTP
 * API (anon unless said): one listing's rating with its evidence
 * (rpc/price_rating_evidence), a page of 24 cards with the exact count (the
 * rating is a column of the card read), the "good price or better" page with
 * its exact count, and a seller's price change (PATCH, which re-rates the
 * listing and its neighbours in the same transaction); inside the database,
 * what rating 24 cards on read would cost instead. Writes
 * bench/results/price-rating-pglite.json (or -postgres.json).
 */
import { writeFile } from 'node:fs/promises';
import { DEFAULT_JWT_SECRET, signJwt, type Row, type Stack } from '@wheelhouse/local-supabase';
import { withBenchStack } from './benchStack.ts';
import { syntheticCars } from './priceRatingData.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = 200;
/** What a listing card reads (VEHICLE_COLUMNS in src/lib/data/vehicles.ts, which needs Astro's env to import). */
const CARD_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,description,image_url,images,seller_name,seller_is_dealer,seller_has_phone,features,created_at,seller_id,status,price_rating,previous_price,price_changed_at,lineage_id';

interface Summary {
  p50: number;
  p95: number;
  n: number;
}

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)), n: sorted.length };
}

async function time(iterations: number, fn: (index: number) => Promise<unknown>): Promise<Summary> {
  for (let index = 0; index < 10; index += 1) await fn(index);
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    await fn(index);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

async function fetchOk(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function measure(stack: Stack, size: number): Promise<Record<string, unknown>> {
  const query = <T extends Row>(sql: string) => stack.db.transaction((tx) => tx.query<T>(sql));
  let started = performance.now();
  await stack.db.script(syntheticCars(size));
  const loadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await query('select public.refresh_price_ratings()');
  const refreshSeconds = (performance.now() - started) / 1000;
  await stack.db.maintain('vacuum analyze');

  const ratings = await query<{ price_rating: string | null; listings: number }>(
    "select price_rating, count(*)::int as listings from public.vehicles where status = 'active' group by 1 order by 1",
  );
  const active = await query<{ id: string; seller_id: string }>(
    `select id::text, seller_id::text from public.vehicles where status = 'active' and title like '% %' order by random() limit ${String(ITERATIONS)}`,
  );
  const pick = (index: number) => active[index % active.length] ?? { id: '', seller_id: '' };
  const [{ pages } = { pages: 1 }] = await query<{ pages: number }>(
    "select greatest(1, count(*) / 24)::int as pages from public.vehicles where status = 'active' and type = 'car'",
  );
  const anon = { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` };
  const rest = `${stack.url}/rest/v1`;

  const evidence = await time(ITERATIONS, (index) =>
    fetchOk(`${rest}/rpc/price_rating_evidence`, {
      method: 'POST',
      headers: { ...anon, 'Content-Type': 'application/json' },
      body: JSON.stringify({ listing_id: pick(index).id }),
    }),
  );
  const cards = await time(ITERATIONS, (index) =>
    fetchOk(
      `${rest}/vehicles?select=${CARD_COLUMNS}&type=eq.car&status=eq.active&order=created_at.desc&offset=${String(((index * 7) % Math.min(pages, 40)) * 24)}&limit=24`,
      { headers: { ...anon, Prefer: 'count=exact' } },
    ),
  );
  const goodOrBetter = await time(ITERATIONS, (index) =>
    fetchOk(
      `${rest}/vehicles?select=${CARD_COLUMNS}&type=eq.car&status=eq.active&price_rating=in.(great,good)&order=created_at.desc&offset=${String((index % 5) * 24)}&limit=24`,
      { headers: { ...anon, Prefer: 'count=exact' } },
    ),
  );
  const onReadPage = await time(ITERATIONS, (index) => {
    const ids = Array.from({ length: 24 }, (_, offset) => `'${pick(index + offset).id}'`).join(',');
    return query(
      `select s.id, r.rating from public.vehicles s
        cross join lateral private.price_rating_of(s.id, s.seller_id, s.type, s.make, s.model, s.year, s.mileage, s.price) r
       where s.id in (${ids})`,
    );
  });
  const [neighbours] = await query<{ average: number }>(
    `select avg(cardinality(private.price_neighbours(jsonb_build_array(jsonb_build_object(
              'id', v.id, 'type', v.type, 'make', v.make, 'model', v.model, 'year', v.year, 'mileage', v.mileage)))))::float as average
       from public.vehicles v where v.id in (${active
         .slice(0, 50)
         .map((row) => `'${row.id}'`)
         .join(',')})`,
  );
  const priceChange = await time(100, async (index) => {
    const listing = pick(index);
    const token = signJwt(
      {
        sub: listing.seller_id,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      DEFAULT_JWT_SECRET,
    );
    const [row] = await query<{ price: number }>(`select price from public.vehicles where id = '${listing.id}'`);
    await fetchOk(`${rest}/vehicles?id=eq.${listing.id}`, {
      method: 'PATCH',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: (row?.price ?? 10_000) - 100 }),
    });
  });
  return {
    listings: size,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    refreshAllSeconds: Number(refreshSeconds.toFixed(1)),
    ratings: Object.fromEntries(ratings.map((row) => [row.price_rating ?? 'none', row.listings])),
    averageNeighbours: Math.round(neighbours?.average ?? 0),
    http: { evidence, cards, goodOrBetter, priceChange },
    inDatabase: { ratePageOnRead: onReadPage },
  };
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withBenchStack('price_bench', async (stack) => {
    const row = await measure(stack, size);
    console.log(JSON.stringify(row));
    results.push(row);
  });
}

await writeFile(
  `bench/results/price-rating-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: process.env.DATABASE_URL ? 'native Postgres 15' : 'PGlite', results }, null, 2)}\n`,
);
