/**
 * The price rating at scale: how much of the market it rates, how accurate
 * it is, and what it costs to read, to filter on and to keep current, on the
 * seed and at 10,000 and 100,000 listings.
 *
 *   npm run bench:price-rating                                   # in-memory PGlite: seed, 10k, 100k
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:price-rating
 *   BENCH_SIZES=0 npm run bench:price-rating                     # the seed only (0 synthetic cars)
 *
 * Each size gets a fresh stack (native: a throwaway price_bench_* database)
 * holding the seed plus synthetic cars (bench/priceRatingData.ts: 60 models,
 * three power outputs each, 2,000 sellers, priced like the seed). Bulk loads
 * skip the rating triggers, so the load is followed by
 * public.refresh_price_ratings(), timed.
 *
 * Accuracy: coverage (active listings with a rating); the error of the
 * expected price when each listing's seller's listings, the listing among
 * them, are left out of the fit (private.price_estimates(ids, refit => true):
 * slopes and level refitted without them), as the median absolute
 * difference between the asked and the expected price (at most 2,000
 * listings, drawn at random, per size); and the rating against the price
 * each listing was generated from (the seed's catalogue new price, or the
 * synthetic model's, aged and worn, before the seller's mood), with the same
 * thresholds: how often the labels agree, and agree within one step.
 *
 * Cost, through the HTTP API (anon unless said): one listing's rating with
 * its evidence (rpc/price_rating_evidence), a page of 24 cards with the
 * exact count (the rating is a column of the card read), the "good price or
 * better" page with its exact count, and a seller's price change (PATCH,
 * which refits the listing's groups and re-rates what rests on them in the
 * same transaction); inside the database, what estimating 24 cards on read
 * would cost instead. Writes bench/results/price-rating-pglite.json (or
 * -postgres.json).
 */
import { writeFile } from 'node:fs/promises';
import { DEFAULT_JWT_SECRET, signJwt, type Row, type Stack } from '@wheelhouse/local-supabase';
import { withBenchStack } from './benchStack.ts';
import { CATALOGUE } from '../scripts/db/demoListings.ts';
import { syntheticCars, syntheticValue } from './priceRatingData.ts';

const SIZES = (process.env.BENCH_SIZES ?? '0,10000,100000').split(',').map(Number);
const LOO_SAMPLE = 2000;
const THRESHOLDS = [
  ['great', 0.85],
  ['good', 0.95],
  ['fair', 1.08],
] as const;
const ORDER = ['great', 'good', 'fair', 'high'];
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

function label(ratio: number): string {
  return THRESHOLDS.find(([, upTo]) => ratio <= upTo)?.[0] ?? 'high';
}

/** What the generator priced a listing from (null for the hand-written sample vehicles). */
function generatedValue(row: {
  id: string;
  seller_id: string;
  type: string;
  make: string;
  model: string;
  year: number;
  mileage: number;
  power: number | null;
  fuel_type: string;
}): number | null {
  if (!row.id.startsWith('5eed')) {
    return row.seller_id.startsWith('00000000-0000-4000-a000-') && row.power !== null
      ? syntheticValue(row.make, row.model, row.year, row.mileage, row.power)
      : null;
  }
  const spec = CATALOGUE.find((s) => s.type === row.type && s.make === row.make && s.model === row.model);
  const variant = spec?.variants.find((v) => v.power === row.power && v.fuel === row.fuel_type);
  if (!variant) return null;
  const isCar = row.type === 'car';
  const wear = Math.max(0.7, 1 - row.mileage / (isCar ? 500_000 : 100_000));
  return variant.newPrice * (isCar ? 0.88 : 0.9) ** (2026 - row.year) * wear;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(4));
};

async function accuracy(stack: Stack): Promise<Record<string, unknown>> {
  const query = <T extends Row>(sql: string) => stack.db.transaction((tx) => tx.query<T>(sql));
  const coverage = await query<{ type: string; active: number; rated: number }>(
    `select type, count(*)::int as active, count(price_rating)::int as rated
       from public.vehicles where status = 'active' group by type order by type`,
  );
  const active = coverage.reduce((sum, row) => sum + row.active, 0);
  const rated = coverage.reduce((sum, row) => sum + row.rated, 0);
  const rows = await query<{
    id: string;
    seller_id: string;
    type: string;
    make: string;
    model: string;
    year: number;
    mileage: number;
    power: number | null;
    fuel_type: string;
    price: number;
    rating: string | null;
    level: string | null;
    expected: number | null;
    strict: number | null;
  }>(
    `with sample as (
       select id from public.vehicles where status = 'active' order by md5(id::text) limit ${String(LOO_SAMPLE)}
     )
     select v.id::text, v.seller_id::text, v.type, v.make, v.model, v.year, v.mileage, v.power, v.fuel_type, v.price,
            v.price_rating as rating, e.level, e.expected_price as expected, strict.expected_price as strict
       from public.vehicles v
       join sample on sample.id = v.id
       left join private.price_estimates(array(select id from sample)) e on e.id = v.id
       left join private.price_estimates(array(select id from sample), true) strict on strict.id = v.id`,
  );
  const errors: Record<string, number[]> = { all: [] };
  const stored: number[] = [];
  const truthErrors: number[] = [];
  let judged = 0;
  let agree = 0;
  let withinOne = 0;
  const confusion: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if (row.strict !== null) {
      const error = Math.abs(row.price / row.strict - 1);
      errors.all?.push(error);
      (errors[`${row.type} ${row.level ?? ''}`] ??= []).push(error);
    }
    if (row.expected !== null) stored.push(Math.abs(row.price / row.expected - 1));
    const value = generatedValue(row);
    if (value !== null && row.rating !== null) {
      const truth = label(row.price / value);
      judged += 1;
      if (truth === row.rating) agree += 1;
      if (Math.abs(ORDER.indexOf(truth) - ORDER.indexOf(row.rating)) <= 1) withinOne += 1;
      const line = (confusion[truth] ??= {});
      line[row.rating] = (line[row.rating] ?? 0) + 1;
      if (row.expected !== null) truthErrors.push(Math.abs(row.expected / value - 1));
    }
  }
  return {
    coverage: {
      active,
      rated,
      share: Number((rated / Math.max(active, 1)).toFixed(4)),
      byType: Object.fromEntries(coverage.map((row) => [row.type, `${String(row.rated)}/${String(row.active)}`])),
    },
    leaveSellerOut: {
      listings: errors.all?.length ?? 0,
      medianAbsError: median(errors.all ?? []),
      byTypeAndGroup: Object.fromEntries(
        Object.entries(errors)
          .filter(([key]) => key !== 'all')
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, values]) => [key, { listings: values.length, medianAbsError: median(values) }]),
      ),
      storedModelMedianAbsError: median(stored),
    },
    againstGeneratedValue: {
      listings: judged,
      labelsAgree: Number((agree / Math.max(judged, 1)).toFixed(4)),
      labelsWithinOneStep: Number((withinOne / Math.max(judged, 1)).toFixed(4)),
      expectedPriceMedianAbsError: median(truthErrors),
      confusion,
    },
  };
}

async function measure(stack: Stack, size: number): Promise<Record<string, unknown>> {
  const query = <T extends Row>(sql: string) => stack.db.transaction((tx) => tx.query<T>(sql));
  let started = performance.now();
  if (size > 0) await stack.db.script(syntheticCars(size));
  const loadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await query('select public.refresh_price_ratings()');
  const refreshSeconds = (performance.now() - started) / 1000;
  await stack.db.maintain('vacuum analyze');

  const quality = await accuracy(stack);
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
  const [{ goodPages } = { goodPages: 1 }] = await query<{ goodPages: number }>(
    `select greatest(1, least(5, count(*) / 24))::int as "goodPages" from public.vehicles
      where status = 'active' and type = 'car' and price_rating in ('great', 'good')`,
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
      `${rest}/vehicles?select=${CARD_COLUMNS}&type=eq.car&status=eq.active&price_rating=in.(great,good)&order=created_at.desc&offset=${String((index % goodPages) * 24)}&limit=24`,
      { headers: { ...anon, Prefer: 'count=exact' } },
    ),
  );
  const onReadPage = await time(ITERATIONS, (index) => {
    const ids = Array.from({ length: 24 }, (_, offset) => `'${pick(index + offset).id}'`).join(',');
    return query(`select e.id, e.expected_price from private.price_estimates(array[${ids}]::uuid[]) e`);
  });
  const [groups] = await query<{ groups: number }>('select count(*)::int as groups from private.price_groups');
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
    syntheticListings: size,
    ...quality,
    groups: groups?.groups ?? 0,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    refreshAllSeconds: Number(refreshSeconds.toFixed(1)),
    ratings: Object.fromEntries(ratings.map((row) => [row.price_rating ?? 'none', row.listings])),
    http: { evidence, cards, goodOrBetter, priceChange },
    inDatabase: { ratePageOnRead: onReadPage },
  };
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withBenchStack('price_bench', async (stack) => {
    const row = await measure(stack, size);
    console.log(JSON.stringify(row, null, 2));
    results.push(row);
  });
}

await writeFile(
  `bench/results/price-rating-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), database: process.env.DATABASE_URL ? 'native Postgres 15' : 'PGlite', results }, null, 2)}\n`,
);
