/**
 * Distance search through the real client: the `near` filter and the
 * `distance` sort of search_vehicles, the facet counts and one-listing
 * matching with a centre, as anon, as the seller and as another user (the
 * functions run as the caller, so row-level security applies); the 400s a
 * malformed centre or radius gets; and saved searches with a radius, which
 * hear about a listing published or moved within it and not about one
 * outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types.ts';
import { findPlace } from '../../src/lib/data/places.ts';
import { listSavedSearches, saveSearch } from '../../src/lib/data/savedSearches.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { RADIUS_OPTIONS, distanceKm, type LatLng, type SearchNear } from '../../src/lib/domain/geo.ts';
import { nearPlace, type Place } from '../../src/lib/domain/place.ts';
import { searchSummary, savedSearchFilters } from '../../src/lib/domain/savedSearch.ts';
import type { SearchFilters } from '../../src/lib/domain/searchFilters.ts';
import { searchFiltersSchema } from '../../src/lib/domain/searchFiltersSchema.ts';
import { createListing, setListingStatus, type Person } from './support/fixtures.ts';
import { deliverSavedSearchAlerts, type AlertDelivery } from './support/savedSearchAlerts.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let other: Person;
let koeln: Place;
const ids: Record<'koeln' | 'bonn' | 'muenchen' | 'draft' | 'nowhere', string> = {
  koeln: '',
  bonn: '',
  muenchen: '',
  draft: '',
  nowhere: '',
};

const KOELN = 2886242;
const BONN = 2946447;
const MUENCHEN = 2867714;
/** A make no seeded listing has, so every count below is exactly these rows. */
const MAKE = 'Lada';

beforeAll(async () => {
  stack = await startTestStack();
  [seller, other] = await Promise.all([stack.newUser('near-seller'), stack.newUser('near-other')]);
  const found = await findPlace({ name: 'Köln', postcode: null, adminArea: null }, stack.anon());
  if (!found) throw new Error('Köln is not in the gazetteer');
  koeln = found;
  ids.koeln = await createListing(seller.client, seller.id, { make: MAKE, place_id: KOELN, price: 9_000 });
  ids.bonn = await createListing(seller.client, seller.id, { make: MAKE, place_id: BONN, price: 8_000 });
  ids.muenchen = await createListing(seller.client, seller.id, { make: MAKE, place_id: MUENCHEN, price: 7_000 });
  ids.draft = await createListing(seller.client, seller.id, { make: MAKE, place_id: KOELN });
  await setListingStatus(seller.client, ids.draft, 'draft');
  // A listing without a place (an older API client's): no distance, and no radius finds it.
  ids.nowhere = await createListing(seller.client, seller.id, { make: MAKE, price: 6_000 });
});

afterAll(async () => {
  await stack.stop();
});

interface Row {
  id: string;
  latitude: number | null;
  longitude: number | null;
  distance_km?: number | null;
}

const near = (radiusKm: SearchNear['radiusKm'], centre: LatLng = koeln): SearchNear => ({
  lat: centre.latitude,
  lng: centre.longitude,
  radiusKm,
});

async function search(client: Client, filters: SearchFilters, sort = 'newest') {
  const { data, error } = await client.rpc('search_vehicles', { filters, sort, page: 1, page_size: 24 });
  if (error) throw new Error(error.message);
  return data as unknown as { total: number; rows: Row[] };
}

const clients = () => [stack.anon(), seller.client, other.client];

describe('search_vehicles near a place', () => {
  it('finds the listings within the radius, the same for anon, the seller and another user', async () => {
    for (const [radiusKm, expected] of [
      [10, [ids.koeln]],
      [50, [ids.koeln, ids.bonn]],
      [200, [ids.koeln, ids.bonn]],
    ] as const) {
      const answers = await Promise.all(clients().map((c) => search(c, { make: MAKE, near: near(radiusKm) })));
      for (const answer of answers) {
        expect(answer.total).toBe(expected.length);
        expect(answer.rows.map((row) => row.id).sort()).toEqual([...expected].sort());
      }
    }
  });

  it('sorts nearest first and gives each row its distance, as the TypeScript maths computes it', async () => {
    const answer = await search(stack.anon(), { make: MAKE, near: near(null) }, 'distance');
    expect(answer.rows.map((row) => row.id)).toEqual([ids.koeln, ids.bonn, ids.muenchen, ids.nowhere]);
    for (const row of answer.rows.slice(0, 3)) {
      const km = distanceKm(koeln, { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 });
      expect(row.distance_km).toBeCloseTo(km, 0);
    }
    expect(answer.rows[3]?.distance_km).toBeNull();
  });

  it('puts no condition for any distance, only the order', async () => {
    const anywhere = await search(stack.anon(), { make: MAKE, near: near(null) });
    const plain = await search(stack.anon(), { make: MAKE });
    expect(anywhere.total).toBe(plain.total);
    expect(anywhere.total).toBe(4);
  });

  it('combines with other filters and other sorts', async () => {
    const answer = await search(other.client, { make: MAKE, maxPrice: 8_500, near: near(50) }, 'price-asc');
    expect(answer.rows.map((row) => row.id)).toEqual([ids.bonn]);
    expect(answer.rows[0]?.distance_km).toBeGreaterThan(20);
  });

  it('counts a page past the last one', async () => {
    const { data, error } = await stack
      .anon()
      .rpc('search_vehicles', { filters: { make: MAKE, near: near(50) }, sort: 'distance', page: 5, page_size: 24 });
    expect(error).toBeNull();
    expect(data).toEqual({ total: 2, rows: [] });
  });

  it.each<[string, Json, string]>([
    ['a radius not offered', { make: MAKE, near: { lat: 50, lng: 7, radiusKm: 30 } }, 'newest'],
    ['a latitude out of range', { near: { lat: 95, lng: 7, radiusKm: 25 } }, 'newest'],
    ['a longitude given as text', { near: { lat: 50, lng: '7', radiusKm: 25 } }, 'newest'],
    ['a missing longitude', { near: { lat: 50, radiusKm: 25 } }, 'newest'],
    ['an unknown key', { near: { lat: 50, lng: 7, radiusKm: 25, city: 'Köln' } }, 'newest'],
    ['a place name instead of a centre', { near: 'Köln' }, 'newest'],
    ['nearest first without a centre', { make: MAKE }, 'distance'],
  ])('answers 400 naming the filter for %s', async (_, filters, sort) => {
    const { error, status } = await stack.anon().rpc('search_vehicles', { filters, sort, page: 1, page_size: 24 });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/near|distance/);
  });

  it('offers the radii the browser offers, and the zod contract accepts what the database accepts', async () => {
    const { data, error } = await stack.service().rpc('search_vehicles', {
      filters: { near: near(25) },
      sort: 'distance',
      page: 1,
      page_size: 1,
    });
    expect(error).toBeNull();
    expect(data).toBeTruthy();
    const radii = await stack.db.transaction((tx) =>
      tx.query<{ radii: number[] }>('select listing_search.radius_options() as radii'),
    );
    expect(radii[0]?.radii).toEqual([...RADIUS_OPTIONS]);
    for (const radiusKm of [...RADIUS_OPTIONS, null]) {
      expect(searchFiltersSchema.safeParse({ near: near(radiusKm) }).success).toBe(true);
    }
    expect(searchFiltersSchema.safeParse({ near: { lat: 50, lng: 7, radiusKm: 30 } }).success).toBe(false);
  });
});

describe('facet counts and one-listing matches with a centre', () => {
  it('count only the listings within the radius', async () => {
    for (const client of clients()) {
      const { data, error } = await client.rpc('vehicle_facets', { filters: { make: MAKE, near: near(50) } });
      expect(error).toBeNull();
      expect(data).toMatchObject({ total: 2, facets: { make: { [MAKE]: 2 } } });
    }
  });

  it('tell whether one listing lies within the radius', async () => {
    const matches = async (vehicleId: string, radiusKm: SearchNear['radiusKm']) => {
      const { data, error } = await other.client.rpc('vehicle_matches_search', {
        vehicle_id: vehicleId,
        filters: { near: near(radiusKm) },
      });
      if (error) throw new Error(error.message);
      return data;
    };
    expect(await matches(ids.bonn, 50)).toBe(true);
    expect(await matches(ids.bonn, 10)).toBe(false);
    expect(await matches(ids.muenchen, null)).toBe(true);
  });
});

describe('saved searches with a radius', () => {
  let buyer: Person;
  let alerts: AlertDelivery;

  beforeAll(async () => {
    buyer = await stack.newUser('near-buyer');
    alerts = await deliverSavedSearchAlerts(stack);
  });
  afterAll(async () => {
    await alerts.close();
  });

  async function matchedIds(savedSearchId: string): Promise<string[]> {
    await alerts.settled();
    const { data, error } = await buyer.client
      .from('saved_search_matches')
      .select('vehicle_id')
      .eq('saved_search_id', savedSearchId);
    if (error) throw new Error(error.message);
    return data.map((row) => row.vehicle_id).sort();
  }

  it('hears about a listing published or moved within the radius, not about one outside', async () => {
    const filters = { ...defaultFilters('car'), make: MAKE, maxPrice: 100_000, near: nearPlace(koeln, 25, false) };
    const saved = await saveSearch(buyer.id, 'Ladas near Köln', filters, buyer.client);
    const row = await buyer.client
      .from('saved_searches')
      .select('filters, near_label, query')
      .eq('id', saved.id)
      .single();
    expect(row.data).toEqual({
      filters: {
        type: 'car',
        make: MAKE,
        minYear: 2000,
        near: { lat: koeln.latitude, lng: koeln.longitude, radiusKm: 25 },
      },
      near_label: 'Köln',
      query: 'near=K%C3%B6ln&radius=25&make=Lada&minPrice=0&maxPrice=100000',
    });

    const inside = await createListing(seller.client, seller.id, { make: MAKE, place_id: KOELN });
    const outside = await createListing(seller.client, seller.id, { make: MAKE, place_id: MUENCHEN });
    expect(await matchedIds(saved.id)).toEqual([inside]);

    const { error } = await seller.client.from('vehicles').update({ place_id: BONN }).eq('id', outside);
    expect(error).toBeNull();
    expect(await matchedIds(saved.id)).toEqual([inside, outside].sort());
  });

  it('says where in its summary, the place read back from its link', async () => {
    const [latest] = await listSavedSearches(buyer.id, buyer.client);
    expect(latest?.near_label).toBe('Köln');
    const filters = savedSearchFilters(
      latest?.type ?? null,
      latest?.query ?? '',
      undefined,
      latest?.near_label ?? null,
    );
    expect(searchSummary(filters)).toContain('Within 25 km of Köln');
  });

  it('refuses a radius without a centre or one not offered', async () => {
    for (const near of [{ radiusKm: 25 }, { lat: 50.9, lng: 6.9, radiusKm: 30 }]) {
      const { error } = await buyer.client
        .from('saved_searches')
        .insert({ user_id: buyer.id, name: 'Bad radius', query: '', filters: { near } });
      expect(error?.code, JSON.stringify(near)).toBe('22023');
      expect(error?.message).toContain('Search filter "near" must be');
    }
    const unnamed = await buyer.client
      .from('saved_searches')
      .insert({ user_id: buyer.id, name: 'A label without a place', query: '', near_label: 'Köln' });
    expect(unnamed.error?.code).toBe('23514');
  });
});
