/**
 * One search, five answers that must agree: for 520 generated searches over
 * the demo market (every filter of the specification, words, distances,
 * bounds on and off the facet buckets), the listings search_vehicles pages
 * through and its total, vehicle_facets' total and the count it gives the
 * chosen values, the listings saved-search matching gives a saved search of
 * the same filters, and a plain SQL reference (support/reference.ts) are the
 * same. Run on PGlite in `npm test` and on native Postgres in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types.ts';
import { SPECS, boundKeys, rangeSteps } from '../../src/lib/domain/filters.ts';
import { MILEAGE_OPTIONS } from '../../src/lib/domain/constants.ts';
import { stepCount, type FacetCounts } from '../../src/lib/domain/searchFilters.ts';
import { facetCountsSchema } from '../../src/lib/domain/searchFiltersSchema.ts';
import { referenceIds } from './support/reference.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

type Filters = Record<string, unknown>;

const SEARCHES = 520;
const YEAR = 2026;

let stack: TestStack;

/** Deterministic pseudo-random numbers (mulberry32), so a failing search can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Market {
  makes: { make: string; type: string; models: string[] }[];
  words: string[];
  places: { lat: number; lng: number }[];
}

async function market(): Promise<Market> {
  return stack.db.transaction(async (tx) => {
    const makes = await tx.query<{ make: string; type: string; models: string[] }>(
      `select make, min(type) as type, array_agg(distinct model) as models
         from public.vehicles where status = 'active' group by make order by make`,
    );
    const words = await tx.query<{ word: string }>(
      `select distinct w as word from public.vehicles, regexp_split_to_table(lower(title), '\\s+') w
        where status = 'active' and char_length(w) between 3 and 12 order by 1 limit 60`,
    );
    const places = await tx.query<{ lat: number; lng: number }>(
      `select distinct latitude as lat, longitude as lng from public.vehicles
        where status = 'active' and latitude is not null order by 1, 2 limit 30`,
    );
    return { makes, words: words.map((row) => row.word), places };
  });
}

/** A search a buyer (or a hand-edited URL) could make: any filter, within what the database accepts. */
function someSearch(next: () => number, { makes, words, places }: Market): Filters {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const maybe = (p: number) => next() < p;
  const filters: Filters = {};
  if (maybe(0.6)) filters.type = pick(['car', 'scooter']);
  for (const spec of SPECS) {
    if (spec.id === 'type' || !maybe(spec.kind === 'words' ? 0.2 : 0.12)) continue;
    switch (spec.kind) {
      case 'choice': {
        if (spec.values === null || spec.openValues) {
          const { make, models } = pick(makes);
          if (spec.id === 'make') filters.make = make;
          else {
            filters.make ??= make;
            filters[spec.key] = pick(makes.find((m) => m.make === filters.make)?.models ?? models);
          }
          break;
        }
        const values = [...new Set(Object.values(spec.values).flat())];
        filters[spec.key] = spec.multiple
          ? [...new Set([pick(values), ...(maybe(0.3) ? [pick(values)] : [])])]
          : pick(values);
        break;
      }
      case 'range':
        for (const bound of boundKeys(spec)) {
          if (!maybe(0.7)) continue;
          const steps = rangeSteps(spec, YEAR);
          const onGrid =
            steps.length > 0
              ? pick(steps)
              : (spec.slider?.min ?? spec.bounds[0]) + (spec.slider?.step ?? spec.bucket) * Math.floor(next() * 40);
          // One bound in eight is typed between the buckets, as a hand-edited URL does.
          const value = maybe(0.125) ? onGrid + Math.floor(next() * spec.bucket) : onGrid;
          filters[bound.key] = Math.min(spec.bounds[1], Math.max(spec.bounds[0], value));
        }
        break;
      case 'flag':
        filters[spec.key] = true;
        break;
      case 'words':
        filters.searchTerm = Array.from({ length: 1 + Math.floor(next() * 2) }, () =>
          maybe(0.5) ? pick(words) : pick(makes).make.slice(0, 4),
        ).join(' ');
        break;
      case 'distance': {
        const { lat, lng } = pick(places);
        filters.near = { lat, lng, radiusKm: pick([10, 25, 50, 100, 200, null]) };
        break;
      }
    }
  }
  if (maybe(0.15)) filters.mileageMax = pick(MILEAGE_OPTIONS);
  return filters;
}

async function searchIds(filters: Filters): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page < 50; page += 1) {
    const { data, error } = await stack.anon().rpc('search_vehicles', {
      filters: filters as Json,
      sort: 'newest',
      page,
      page_size: 100,
    });
    if (error) throw new Error(`${JSON.stringify(filters)}: ${error.message}`);
    const answer = data as unknown as { total: number; rows: { id: string }[] };
    total = answer.total;
    ids.push(...answer.rows.map((row) => row.id));
    if (ids.length >= total || answer.rows.length === 0) break;
  }
  return { ids: ids.sort(), total };
}

async function facets(filters: Filters): Promise<FacetCounts> {
  const { data, error } = await stack.anon().rpc('vehicle_facets', { filters: filters as Json });
  if (error) throw new Error(`${JSON.stringify(filters)}: ${error.message}`);
  return facetCountsSchema.parse(data);
}

/** What the counts say the chosen values give: each must be the search's total. */
function chosenCounts(filters: Filters, counts: FacetCounts): [string, number][] {
  const found: [string, number][] = [];
  for (const spec of SPECS) {
    if (spec.kind === 'choice' && spec.key !== 'type' && filters[spec.key] !== undefined) {
      if (spec.scope !== undefined && typeof filters[spec.scope] !== 'string') continue;
      // A make's count leaves its model out (they are one facet): it is the model's count that is the total.
      if (SPECS.some((other) => other.kind === 'choice' && other.scope === spec.id && filters[other.key] !== undefined))
        continue;
      const value = filters[spec.key];
      const chosen = Array.isArray(value) ? (value as string[]) : [value as string];
      const of = (v: string) => counts.facets[spec.id]?.[v] ?? 0;
      if (spec.matchAll) for (const v of chosen) found.push([`${spec.id}=${v}`, of(v)]);
      else found.push([`${spec.id}=${chosen.join('|')}`, chosen.reduce((sum, v) => sum + of(v), 0)]);
    } else if (spec.kind === 'flag' && filters[spec.key] === true) {
      found.push([spec.id, counts.facets[spec.id]?.true ?? 0]);
    } else if (spec.kind === 'range' && spec.counted) {
      const set = boundKeys(spec).filter((bound) => typeof filters[bound.key] === 'number');
      const [only] = set;
      if (set.length !== 1 || !only) continue;
      const value = filters[only.key] as number;
      if (value % spec.bucket !== 0) continue;
      found.push([`${only.key}=${String(value)}`, stepCount(spec, counts, only.end, value)]);
    }
  }
  if (typeof filters.type === 'string') found.push([`type=${filters.type}`, counts.facets.type?.[filters.type] ?? 0]);
  return found;
}

let searches: Filters[] = [];
/** The listings each saved search (by its search's index) was matched with. */
const savedMatches = new Map<number, string[]>();

beforeAll(async () => {
  stack = await startTestStack();
  // The demo market has drawings, not photos: give every third listing an uploaded photo, through the
  // same triggers a seller's upload goes through, so "with photos only" is tested on both sides.
  await stack.db.transaction((tx) =>
    tx.query(
      `update public.vehicles set images = array[seller_id::text || '/' || id::text || '/1.jpg']
        where status = 'active' and get_byte(decode(md5(id::text), 'hex'), 0) % 3 = 0`,
    ),
  );
  // Words three listings hold get bitmaps (as the hourly refresh_search_words gives the common ones), so
  // searches meet words counted from bitmaps and words matched row by row (part of a make, a rare word).
  const { error: refreshed } = await stack.service().rpc('refresh_search_words', { min_listings: 3 });
  if (refreshed) throw new Error(refreshed.message);
  const next = random(20261128);
  const known = await market();
  searches = [{}, ...Array.from({ length: SEARCHES - 1 }, () => someSearch(next, known))];

  // Every search saved by someone (20 a user, the limit), then every active listing matched against them.
  const owners = await Promise.all(
    Array.from({ length: Math.ceil(SEARCHES / 20) }, (_, i) => stack.newUser(`differential-${String(i)}`)),
  );
  const saved = new Map<string, number>();
  for (const [index, filters] of searches.entries()) {
    const owner = owners[Math.floor(index / 20)];
    if (!owner) throw new Error('no owner');
    const { data, error } = await owner.client
      .from('saved_searches')
      .insert({ user_id: owner.id, name: `Search ${String(index)}`, filters: filters as Json })
      .select('id')
      .single();
    if (error) throw new Error(`${JSON.stringify(filters)}: ${error.message}`);
    saved.set(data.id, index);
  }
  const rows = await stack.db.transaction((tx) =>
    tx.query<{ id: string; matched: string[] }>(
      `select v.id, public.saved_searches_matching(v) as matched from public.vehicles v where v.status = 'active'`,
    ),
  );
  for (const { id, matched } of rows) {
    for (const search of matched) {
      const index = saved.get(search);
      if (index !== undefined) savedMatches.set(index, [...(savedMatches.get(index) ?? []), id]);
    }
  }
}, 300_000);

afterAll(async () => {
  await stack.stop();
});

describe('one search, five answers', () => {
  it(`agree for ${String(SEARCHES)} searches over every filter, words and distances`, async () => {
    let nonEmpty = 0;
    for (const [index, filters] of searches.entries()) {
      const label = JSON.stringify(filters);
      const reference = await referenceIds(stack.db, filters);
      const results = await searchIds(filters);
      const counts = await facets(filters);
      expect(results.total, `search_vehicles total of ${label}`).toBe(reference.length);
      expect(results.ids, `search_vehicles rows of ${label}`).toEqual(reference);
      expect(counts.total, `vehicle_facets total of ${label}`).toBe(reference.length);
      for (const [what, count] of chosenCounts(filters, counts)) {
        expect(count, `the count of ${what} in ${label}`).toBe(reference.length);
      }
      expect((savedMatches.get(index) ?? []).sort(), `saved-search matches of ${label}`).toEqual(reference);
      if (reference.length > 0) nonEmpty += 1;
    }
    // The searches must find something often enough to prove anything.
    expect(nonEmpty).toBeGreaterThan(SEARCHES / 4);
  }, 600_000);
});
