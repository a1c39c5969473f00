/**
 * A synthetic used-vehicle market at any size, for benchmarks on native
 * Postgres: grows `public.vehicles` to a number of active listings with
 * COPY, fast enough for 1.5 million listings on a 2-core machine.
 *
 * What the rows are made of is data the project ships, not lists typed here:
 * the makes, models, variants (fuel, engine, power, new price) and body types
 * of the demo market (`CATALOGUE` in scripts/db/demoListings.ts), weighted as
 * the demo data weighs them (its popular models' cluster sizes against a few
 * listings for the rest, so a long tail); the places of the gazetteer
 * (`public.places`, GeoNames), drawn in proportion to population; the
 * features of `FEATURES`; the sellers of the seed (`public.profiles`). Age
 * and mileage drive the price: the variant's new price loses about 13 % a
 * year and 1 % per 4,000 km, with ±15 % noise. One listing in twenty is
 * sold. Every value comes from a generator seeded with the listing's
 * ordinal, so a database grown in steps holds the same rows as one grown at
 * once.
 *
 * The load: listing triggers off (`session_replication_role = replica`,
 * which also skips their per-row place, seller and price upkeep: the rows
 * carry those values already), the table's secondary indexes dropped, COPY
 * FROM STDIN, then set-based rebuilds of what the triggers would have kept:
 * the price model and ratings (`refresh_price_ratings`, before the indexes:
 * it rewrites every row), a VACUUM, the indexes, the facet bitmaps
 * (`listing_search.rebuild_facet_bits`), the kept counts; then VACUUM ANALYZE. Search vectors (`fts`) and licence categories are generated
 * columns, computed by COPY itself.
 *
 *   DATABASE_URL=postgres://…/wh_scale node bench/catalogue.ts 1500000
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FEATURES } from '../src/lib/domain/constants.ts';
import { CATALOGUE } from '../scripts/db/demoListings.ts';
import { SEARCH_WORDS_SQL } from './benchStack.ts';

/** The share of listings that are sold (visible, not searched). */
const SOLD_EVERY = 20;
/** Listings of a model outside the demo's popular clusters weigh as much as this many. */
const TAIL_WEIGHT = 3;
/** The newest synthetic listing is this old; each older one 15 s before the next. */
const NEWEST = Date.parse('2026-11-01T00:00:00Z');
const STEP_MS = 15_000;

/** mulberry32: a small, fast, seeded generator. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index into cumulative weights. */
function pick(cumulative: readonly number[], r: number): number {
  const target = r * (cumulative.at(-1) ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

function cumulate(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
}

interface Place {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface Seller {
  id: string;
  name: string;
  isDealer: boolean;
  hasPhone: boolean;
}

/** COPY text format: backslash, tab and newline escaped; null as \N. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
}

const COLUMNS = [
  'seller_id',
  'type',
  'title',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'power',
  'engine_size',
  'color',
  'location',
  'description',
  'features',
  'status',
  'created_at',
  'updated_at',
  'status_changed_at',
  'last_confirmed_at',
  'body_type',
  'doors',
  'seats',
  'first_registration',
  'previous_owners',
  'accident_free',
  'consumption',
  'electric_range',
  'emissions_class',
  'place_id',
  'country',
  'latitude',
  'longitude',
  'seller_name',
  'seller_is_dealer',
  'seller_has_phone',
  'images',
] as const;

const COLORS = ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Other'];
const COLOR_WEIGHTS = cumulate([24, 20, 14, 22, 9, 5, 2, 4]);
const DOORS: Record<string, readonly (readonly [number, number])[]> = {
  hatchback: [
    [5, 5],
    [3, 4],
  ],
  saloon: [[4, 5]],
  estate: [[5, 5]],
  suv: [
    [5, 5],
    [5, 7],
  ],
  coupe: [[2, 4]],
  convertible: [[2, 4]],
  mpv: [
    [5, 7],
    [5, 5],
  ],
  pickup: [[4, 5]],
  van: [[4, 3]],
};

function emissionsClass(type: string, fuel: string, year: number): string | null {
  if (fuel === 'Electric') return null;
  if (type === 'car') {
    if (year < 2009) return 'Euro 4';
    if (year < 2015) return 'Euro 5';
    if (year < 2018) return 'Euro 6';
    if (year < 2021) return 'Euro 6d-TEMP';
    return 'Euro 6d';
  }
  if (year < 2017) return 'Euro 3';
  if (year < 2021) return 'Euro 4';
  return 'Euro 5';
}

/** The generator of listing number `ordinal` (0-based), as one COPY line. */
export function listingRow(
  ordinal: number,
  places: readonly Place[],
  placeWeights: readonly number[],
  sellers: readonly Seller[],
): string {
  const random = generator(Math.imul(ordinal + 1, 2654435761));
  const spec = CATALOGUE[pick(MODEL_WEIGHTS, random())];
  if (!spec) throw new Error('empty catalogue');
  const variant = spec.variants[Math.floor(random() * spec.variants.length)] ?? spec.variants[0];
  if (!variant) throw new Error(`${spec.make} ${spec.model} has no variant`);
  const body = spec.bodies[Math.floor(random() * spec.bodies.length)] ?? spec.bodies[0] ?? null;
  const car = spec.type === 'car';
  // Age 0–14 years, younger more likely; not before the model was sold.
  const newestYear = 2026;
  const age = Math.min(Math.floor(-Math.log(1 - random() * 0.99) * 4.5), newestYear - spec.since, 14);
  const year = newestYear - age;
  const yearlyKm = car ? 8_000 + random() * 14_000 : 1_500 + random() * 3_500;
  const mileage = Math.round((age + random()) * yearlyKm);
  const value = variant.newPrice * 0.87 ** (age + random() * 0.5) * Math.max(0.35, 1 - mileage / 400_000);
  const price = Math.max(300, Math.round((value * (0.85 + random() * 0.3)) / 10) * 10);
  const place = places[pick(placeWeights, random())];
  if (!place) throw new Error('no places');
  const seller = sellers[Math.floor(random() * sellers.length)];
  if (!seller) throw new Error('no sellers');
  const features = FEATURES[spec.type].filter((_, index) => random() < (index < 3 ? 0.7 : 0.3));
  const createdAt = new Date(NEWEST - (LISTING_SPAN - ordinal) * STEP_MS).toISOString();
  const status = ordinal % SOLD_EVERY === SOLD_EVERY - 1 ? 'sold' : 'active';
  const layouts = body && car ? DOORS[body] : undefined;
  const layout = layouts && random() < 0.875 ? layouts[Math.floor(random() * layouts.length)] : undefined;
  const months = year === newestYear ? 10 : 12;
  const registered =
    random() < 0.9 ? `${String(year)}-${String(1 + Math.floor(random() * months)).padStart(2, '0')}-01` : null;
  const owners = random() < 0.85 ? Math.min(4, Math.floor(age / 3 + random() * 2)) : null;
  const accidentFree = random() < 0.75 ? true : random() < 0.5 ? false : null;
  const bodyWord = body ? (spec.bodyWords?.[body] ?? '') : '';
  const title = [String(year), spec.make, spec.model, bodyWord, variant.name].filter(Boolean).join(' ');
  const description =
    `${spec.make} ${spec.model} ${variant.name}`.trim() +
    `, ${String(mileage)} km, ${accidentFree ? 'accident-free, ' : ''}full service history, two keys.`;
  const values: (string | number | boolean | null)[] = [
    seller.id,
    spec.type,
    title,
    spec.make,
    spec.model,
    year,
    price,
    mileage,
    variant.fuel,
    car
      ? (['Manual', 'Automatic', 'Automatic', 'Semi-Automatic', 'CVT'][Math.floor(random() * 5)] ?? 'Manual')
      : random() < 0.8
        ? 'CVT'
        : 'Automatic',
    variant.power,
    variant.engine,
    COLORS[pick(COLOR_WEIGHTS, random())] ?? 'Other',
    place.name,
    description,
    arrayLiteral(features),
    status,
    createdAt,
    createdAt,
    createdAt,
    createdAt,
    body,
    layout?.[0] ?? null,
    layout?.[1] ?? null,
    registered,
    owners,
    accidentFree,
    variant.consumption,
    variant.range ?? null,
    emissionsClass(spec.type, variant.fuel, year),
    place.id,
    place.country,
    place.latitude,
    place.longitude,
    seller.name,
    seller.isDealer,
    seller.hasPhone,
    random() < 0.35 ? arrayLiteral([`${seller.id}/bench-photo.jpg`]) : '{}',
  ];
  return `${values.map(field).join('\t')}\n`;
}

/** The demo market's weights: a popular model's cluster size, else TAIL_WEIGHT. */
const MODEL_WEIGHTS = cumulate(CATALOGUE.map((spec) => spec.cluster?.count ?? TAIL_WEIGHT));
/** Ordinals this far apart in time: 2 million listings spread over the year before NEWEST. */
const LISTING_SPAN = 2_000_000;

export interface GrowResult {
  activeBefore: number;
  activeAfter: number;
  rowsAdded: number;
  seconds: Record<string, number>;
}

/** Grows the synthetic listings until `active` listings are active; returns what it did, phase by phase. */
export async function growCatalogue(
  databaseUrl: string,
  active: number,
  log: (line: string) => void = console.log,
): Promise<GrowResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seconds: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    seconds[name] = Math.round((now - phaseStart) / 100) / 10;
    log(`  ${name}: ${String(seconds[name])} s`);
    phaseStart = now;
  };
  try {
    const count = async () =>
      Number(
        (await client.query<{ n: string }>("select count(*) as n from public.vehicles where status = 'active'")).rows[0]
          ?.n ?? 0,
      );
    const activeBefore = await count();
    const first = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from public.vehicles where description like '%two keys.'`,
        )
      ).rows[0]?.n ?? 0,
    );
    const rows = Math.max(0, Math.ceil(((active - activeBefore) * SOLD_EVERY) / (SOLD_EVERY - 1)));
    if (rows === 0) return { activeBefore, activeAfter: activeBefore, rowsAdded: 0, seconds };
    log(`growing from ${String(activeBefore)} active listings: ${String(rows)} rows`);

    const places = (
      await client.query<Place & { population: number }>(
        'select id, name, country, latitude, longitude, population from public.places order by id',
      )
    ).rows;
    const placeWeights = cumulate(places.map((place) => Math.max(1, place.population)));
    const sellers = (
      await client.query<Seller>(
        `select p.id, public.public_display_name(p.first_name, p.last_name, coalesce(p.is_dealer, false)) as name,
                coalesce(p.is_dealer, false) as "isDealer", coalesce(p.show_phone and btrim(p.phone) <> '', false) as "hasPhone"
           from public.profiles p order by p.id`,
      )
    ).rows;

    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'public.vehicles'::regclass
            and not exists (select from pg_constraint k where k.conindid = i.indexrelid)`,
      )
    ).rows;
    for (const index of indexes) await client.query(`drop index public.${pg.escapeIdentifier(index.name)}`);
    phase('drop indexes');

    const stream = client.query(copyFrom(`copy public.vehicles (${COLUMNS.join(', ')}) from stdin`));
    const done = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    const BATCH = 2_000;
    for (let start = 0; start < rows; start += BATCH) {
      let chunk = '';
      for (let n = start; n < Math.min(rows, start + BATCH); n += 1)
        chunk += listingRow(first + n, places, placeWeights, sellers);
      if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
    }
    stream.end();
    await done;
    phase('copy');

    // The price model and ratings, set-based, before the indexes (the ratings are written to every row).
    await client.query("set local work_mem = '256MB'");
    await client.query('select public.refresh_price_ratings()');
    phase('price model and ratings');

    await client.query('commit');
    // The ratings rewrote the rows: without their dead versions, the new
    // indexes are usable at once (an index built over broken update chains
    // waits for every older transaction of the cluster to end).
    await client.query('vacuum public.vehicles');
    phase('vacuum');

    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('set max_parallel_maintenance_workers = 2');
    for (const index of indexes) await client.query(index.definition);
    await client.query('reset maintenance_work_mem');
    await client.query('reset max_parallel_maintenance_workers');
    phase('indexes');

    // The bitmaps (they hold the ratings).
    await client.query('begin');
    await client.query("set local work_mem = '256MB'");
    await client.query('select listing_search.rebuild_facet_bits()');
    await client.query("select nextval('listing_search.listing_changes')");
    await client.query('commit');
    phase('facet bitmaps');
    await client.query(SEARCH_WORDS_SQL);
    phase('search words');
    await client.query('vacuum analyze public.vehicles');
    await client.query('vacuum analyze listing_search.facet_bits');
    await client.query('vacuum analyze listing_search.facet_slots');
    await client.query('analyze');
    phase('vacuum analyze');
    const activeAfter = await count();
    return { activeBefore, activeAfter, rowsAdded: rows, seconds };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.DATABASE_URL;
  const target = Number(process.argv[2]);
  if (!databaseUrl || !Number.isFinite(target)) {
    console.error('usage: DATABASE_URL=postgres://… node bench/catalogue.ts <active listings>');
    process.exit(2);
  }
  const start = performance.now();
  const result = await growCatalogue(databaseUrl, target);
  console.log(JSON.stringify({ ...result, totalSeconds: Math.round((performance.now() - start) / 100) / 10 }));
}
