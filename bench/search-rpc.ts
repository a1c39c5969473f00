/**
 * The search RPCs at 10k and 100k listings, through the HTTP API as the
 * anon role, exactly as the listing page calls them.
 *
 *   npm run bench:search
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:search
 *   BENCH_SIZES=100000 BENCH_ITERATIONS=100 npm run bench:search
 *
 * For each size a fresh in-memory PGlite stack (or a throwaway native
 * database) holds the seed plus synthetic listings, after VACUUM ANALYZE as
 * the stack does after seeding. The synthetic listings get what real ones
 * have and the shared generator leaves out (TRUST_FACTS_SQL): accident-free
 * for most, a price rating, an uploaded photo for a third, and sellers among
 * the seed's people (dealers and private sellers), a third of whom reply
 * within 24 hours (written with triggers off, so the facet bitmaps are
 * rebuilt after); the generator gives body type, doors, seats, first
 * registration, previous owners and emissions class. Each scenario is a
 * filter object the page sends; each is timed with `vehicle_facets` (the
 * counts, the target: p95 ≤ 40 ms at 100k) and with `search_vehicles` (page 1
 * with the exact total).
 * The counts are kept until a listing changes, so they are timed twice:
 * `facets`, computed (the kept answers are voided before each request, as a
 * listing change does), and `facetsKept`, the same request again.
 * Writes bench/results/search-rpc-pglite.json or search-rpc-native.json.
 */
import { writeFile } from 'node:fs/promises';
import type { Stack } from '@wheelhouse/local-supabase';
import { syntheticListingsSql } from '../supabase/local/bench/syntheticListings.ts';
import { summarize, withBenchStack, type Summary } from './benchStack.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? '100');

/** The listing page's defaults (€0–50,000, 2000 and newer) apply unless a scenario moves them. */
const DEFAULT_RANGES = { maxPrice: 50_000, minYear: 2000 };

const SCENARIOS: Readonly<Record<string, { filters: Record<string, unknown>; sort?: string }>> = {
  'all vehicles, default ranges': { filters: { ...DEFAULT_RANGES } },
  'cars, default ranges': { filters: { type: 'car', ...DEFAULT_RANGES } },
  'cars, make': { filters: { type: 'car', make: 'Audi', ...DEFAULT_RANGES } },
  'cars, make + model + fuel': {
    filters: { type: 'car', make: 'Audi', model: 'A4', fuelType: 'Diesel', ...DEFAULT_RANGES },
  },
  'cars, fuel + transmission + colour, price asc': {
    filters: { type: 'car', fuelType: 'Petrol', transmission: 'Manual', color: 'Black', ...DEFAULT_RANGES },
    sort: 'price-asc',
  },
  'cars, mileage + price range': {
    filters: { type: 'car', mileageMax: 50_000, minPrice: 5_000, maxPrice: 20_000, minYear: 2000 },
  },
  'cars, feature': { filters: { type: 'car', features: ['Navigation'], ...DEFAULT_RANGES } },
  'scooters, licence A2': { filters: { type: 'scooter', licence: 'A2', ...DEFAULT_RANGES } },
  'cars, search word': { filters: { type: 'car', searchTerm: 'golf', ...DEFAULT_RANGES } },
  // A make's name: its text matches every listing of the make (a quarter of the cars here).
  'cars, search word of a make': { filters: { type: 'car', searchTerm: 'audi', ...DEFAULT_RANGES } },
  'cars, estate or SUV': { filters: { type: 'car', bodyType: ['estate', 'suv'], ...DEFAULT_RANGES } },
  'cars, accident-free + good price + replies within 24 h': {
    filters: { type: 'car', accidentFree: true, goodPrice: true, fastReply: true, ...DEFAULT_RANGES },
  },
  'all vehicles, good price or better': { filters: { goodPrice: true, ...DEFAULT_RANGES } },
  'cars, dealer + 7 seats or more': {
    filters: { type: 'car', sellerType: 'dealer', seatsMin: 7, ...DEFAULT_RANGES },
  },
  'cars, power 150-250 PS': { filters: { type: 'car', powerMin: 150, powerMax: 250, ...DEFAULT_RANGES } },
  'cars, Euro 6 or better': { filters: { type: 'car', emissionsClass: 'Euro 6', ...DEFAULT_RANGES } },
  'cars, registered 2020 or later + at most 1 owner + 4/5 doors': {
    filters: { type: 'car', firstRegistrationMin: 2020, previousOwnersMax: 1, doors: ['4/5'], ...DEFAULT_RANGES },
  },
  'all vehicles, private sellers with photos': {
    filters: { sellerType: 'private', withPhotos: true, ...DEFAULT_RANGES },
  },
};

/**
 * Accident-free, price rating, photos and seller (with the seller's dealer
 * flag) for the synthetic listings (deterministic), without the listing
 * triggers: the ratings are drawn in the proportions the seed's rated
 * listings show, not computed. The photo paths are never fetched.
 */
const TRUST_FACTS_SQL = `
select setseed(0.24);
set local session_replication_role = replica;
with sellers as (select array_agg(id order by id) as ids from public.profiles)
update public.vehicles v
   set accident_free = case when random() < 0.7 then true when random() < 0.5 then false end,
       price_rating = (array['great','good','good','fair','fair','fair','high','high'])[1 + floor(random() * 10)::int],
       seller_id = sellers.ids[1 + floor(random() * cardinality(sellers.ids))::int],
       images = case when random() < 0.33 then array[v.seller_id || '/bench-photo.jpg'] else '{}' end
  from sellers
 where v.title like '% bench listing %';
update public.vehicles v
   set seller_is_dealer = p.is_dealer,
       images = case when cardinality(v.images) > 0 then array[v.seller_id || '/bench-photo.jpg'] else '{}' end
  from public.profiles p
 where p.id = v.seller_id and v.title like '% bench listing %';
insert into public.seller_reply_stats (seller_id, conversations, median_reply_seconds)
select p.id, 3 + floor(random() * 20)::int, case when random() < 0.33 then floor(random() * 80000)::int else 90000 + floor(random() * 90000)::int end
  from public.profiles p
on conflict (seller_id) do nothing;
select listing_search.rebuild_facet_bits();
`;

async function rpc(stack: Stack, fn: string, body: unknown): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${fn} answered ${String(response.status)}: ${text}`);
  return text;
}

async function time(fn: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < 5; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    await before?.();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  await withBenchStack('search_bench', async (stack) => {
    await stack.db.script(syntheticListingsSql(size));
    await stack.db.script(TRUST_FACTS_SQL);
    await stack.db.maintain('vacuum analyze');
    const listingChange = async () => {
      await stack.db.transaction((tx) => tx.query("select nextval('listing_search.listing_changes')"));
    };
    for (const [name, { filters, sort = 'newest' }] of Object.entries(SCENARIOS)) {
      const counts = () => rpc(stack, 'vehicle_facets', { filters });
      const facets = await time(counts, listingChange);
      const facetsKept = await time(counts);
      const page = () => rpc(stack, 'search_vehicles', { filters, sort, page: 1, page_size: 24 });
      const search = await time(page);
      const { total } = JSON.parse(await page()) as { total: number };
      const row = { listings: size, scenario: name, matches: total, facets, facetsKept, search };
      console.log(JSON.stringify(row));
      results.push(row);
    }
  });
}

await writeFile(
  `bench/results/search-rpc-${process.env.DATABASE_URL ? 'native' : 'pglite'}.json`,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'native Postgres' : 'PGlite',
      iterations: ITERATIONS,
      results,
    },
    null,
    2,
  )}\n`,
);
