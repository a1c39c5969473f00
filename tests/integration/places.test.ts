/**
 * Places: the gazetteer is public and read-only, lookups fold accents and
 * know postcodes, every listing gets its place's coordinates from a
 * trigger (from place_id, or from the free-text location older clients and
 * the seed send), and the SQL distance agrees with the TypeScript one.
 * Through the real client as anon, a seller, another user and the service
 * role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlace, nearestPlace, placeById, searchPlaces } from '../../src/lib/data/places.ts';
import { distanceKm } from '../../src/lib/domain/geo.ts';
import { createListing, listingRow } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let other: Person;

const KOELN = 2886242;
const BONN = 2946447;
const MUENCHEN = 2867714;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Pat' });
  other = await stack.newUser('other');
});

afterAll(async () => {
  await stack.stop();
});

async function placeOf(vehicleId: string) {
  const { data, error } = await stack
    .service()
    .from('vehicles')
    .select('place_id, location, postcode, country, latitude, longitude')
    .eq('id', vehicleId)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

describe('the gazetteer', () => {
  it('is readable by anyone', async () => {
    const { data, error } = await stack.anon().from('places').select('name, country').eq('id', KOELN).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Köln', country: 'DE' });
    const postcodes = await seller.client.from('place_postcodes').select('postcode').eq('place_id', KOELN);
    expect(postcodes.data?.map((row) => row.postcode)).toContain('50667');
  });

  it.each(['anon', 'signed in', 'service role'] as const)('cannot be written through the API (%s)', async (who) => {
    const client = who === 'anon' ? stack.anon() : who === 'signed in' ? seller.client : stack.service();
    const inserted = await client.from('places').insert({
      id: 1,
      name: 'Atlantis',
      country: 'DE',
      latitude: 50,
      longitude: 8,
    });
    expect(inserted.error?.code).toBe('42501');
    const updated = await client.from('places').update({ name: 'Kölle' }).eq('id', KOELN);
    expect(updated.error?.code).toBe('42501');
    const deleted = await client.from('place_postcodes').delete().eq('place_id', KOELN);
    expect(deleted.error?.code).toBe('42501');
    const names = await client.from('place_names').insert({ key: 'atlantis', place_id: KOELN });
    expect(names.error?.code).toBe('42501');
    const { data } = await stack.anon().from('places').select('name').eq('id', KOELN).single();
    expect(data?.name).toBe('Köln');
  });
});

describe('place lookups', () => {
  it.each(['koln', 'Köln', 'KOELN', 'cologne', ' köl'])('finds Köln first for "%s"', async (query) => {
    const [first] = await searchPlaces(query, 5, stack.anon());
    expect(first).toMatchObject({ id: KOELN, name: 'Köln', adminArea: 'North Rhine-Westphalia', postcode: null });
  });

  it('finds places by postcode prefix, with the postcode', async () => {
    const places = await searchPlaces('5066', 8, stack.anon());
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place.postcode).toMatch(/^5066/);
      expect(place.name).toBe('Köln');
    }
  });

  it("ranks own names before other languages' names, then by population, and offers close spellings", async () => {
    const byPrefix = await searchPlaces('mün', 5, stack.anon());
    expect(byPrefix[0]?.name).toBe('München');
    const neu = await searchPlaces('neu', 8, stack.anon());
    expect(neu[0]?.name).toBe('Neuss');
    expect(neu.map((p) => p.name)).not.toContain('Nürnberg');
    const populations = neu.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const fuzzy = await searchPlaces('Kolm', 5, stack.anon());
    expect(fuzzy.map((p) => p.name)).toContain('Köln');
  });

  it('treats wildcard characters as text', async () => {
    expect(await searchPlaces('%', 5, stack.anon())).toEqual([]);
    expect(await searchPlaces('_ln', 5, stack.anon())).toEqual([]);
  });

  it('resolves what a search URL names, or nothing', async () => {
    expect((await findPlace({ name: 'Munich', postcode: null, adminArea: null }, stack.anon()))?.id).toBe(MUENCHEN);
    expect(await findPlace({ name: null, postcode: '53111', adminArea: null }, stack.anon())).toMatchObject({
      id: BONN,
      postcode: '53111',
    });
    expect(await findPlace({ name: 'Köln', postcode: '53111', adminArea: null }, stack.anon())).toBeNull();
    expect(await findPlace({ name: 'Atlantis', postcode: null, adminArea: null }, stack.anon())).toBeNull();
    expect(await findPlace({ name: 'Köln', postcode: null, adminArea: 'Bavaria' }, stack.anon())).toBeNull();
  });

  it('finds the place nearest to a point and a place by id', async () => {
    expect((await nearestPlace(50.9413, 6.9583, stack.anon()))?.name).toBe('Köln');
    expect(await placeById(KOELN, '50667', stack.anon())).toMatchObject({ name: 'Köln', postcode: '50667' });
    expect(await placeById(KOELN, '80331', stack.anon())).toMatchObject({ name: 'Köln', postcode: null });
    expect(await placeById(1, null, stack.anon())).toBeNull();
  });
});

describe("a listing's place", () => {
  it('comes from place_id: name, coordinates, country, and the postcode the seller chose', async () => {
    const id = await createListing(seller.client, seller.id, { place_id: KOELN, postcode: '50667', location: 'x' });
    expect(await placeOf(id)).toEqual({
      place_id: KOELN,
      location: 'Köln',
      postcode: '50667',
      country: 'DE',
      latitude: 50.93333,
      longitude: 6.95,
    });
  });

  it('is resolved from the free-text location older clients send, exonyms included', async () => {
    const id = await createListing(seller.client, seller.id, { location: 'Cologne' });
    expect(await placeOf(id)).toMatchObject({ place_id: KOELN, location: 'Köln', postcode: null });
  });

  it('refuses a location that names no place, and a postcode of another place', async () => {
    const unknown = await seller.client.from('vehicles').insert(listingRow(seller.id, { location: 'Atlantis' }));
    expect(unknown).toMatchObject({ status: 400, error: { code: '23514' } });
    expect(unknown.error?.message).toContain('Unknown place "Atlantis"');
    const postcode = await seller.client
      .from('vehicles')
      .insert(listingRow(seller.id, { place_id: KOELN, postcode: '80331' }));
    expect(postcode).toMatchObject({ status: 400, error: { code: '23514' } });
    const missing = await seller.client.from('vehicles').insert(listingRow(seller.id, { place_id: 1 }));
    expect(missing.status).toBe(409);
  });

  it('follows a change of place, and its coordinates cannot be set by hand', async () => {
    const id = await createListing(seller.client, seller.id, { place_id: KOELN, postcode: '50667' });
    const moved = await seller.client.from('vehicles').update({ place_id: BONN }).eq('id', id);
    expect(moved.error).toBeNull();
    expect(await placeOf(id)).toMatchObject({ place_id: BONN, location: 'Bonn', postcode: null });
    await seller.client.from('vehicles').update({ latitude: 0, longitude: 0, country: 'FR' }).eq('id', id);
    expect(await placeOf(id)).toMatchObject({ latitude: 50.73438, longitude: 7.09549, country: 'DE' });
    await seller.client.from('vehicles').update({ location: 'Köln' }).eq('id', id);
    expect(await placeOf(id)).toMatchObject({ place_id: KOELN, location: 'Köln' });
  });

  it('is on every seeded listing', async () => {
    const { data, error } = await stack
      .service()
      .from('vehicles')
      .select('location, place_id, latitude, longitude')
      .is('latitude', null);
    expect(error).toBeNull();
    expect(data?.map((row) => row.location) ?? [], 'seeded locations that name no gazetteer place').toEqual([]);
  });
});

describe('distance in SQL', () => {
  it('agrees with the TypeScript haversine on real city pairs', async () => {
    const { data, error } = await stack
      .anon()
      .from('places')
      .select('id, name, latitude, longitude')
      .gte('population', 200_000)
      .order('id');
    if (error) throw new Error(error.message);
    expect(data.length).toBeGreaterThan(10);
    for (const a of data.slice(0, 6)) {
      for (const b of data.slice(6, 12)) {
        const { data: sql } = await stack.anon().rpc('distance_km', {
          lat1: a.latitude,
          lng1: a.longitude,
          lat2: b.latitude,
          lng2: b.longitude,
        });
        expect(sql, `${a.name} – ${b.name}`).toBeCloseTo(distanceKm(a, b), 6);
      }
    }
  });

  it('finds within 25 km of Köln only listings within 25 km, nearest first, with an exact count, under RLS', async () => {
    const koeln = await placeById(KOELN, null, stack.anon());
    if (!koeln) throw new Error('Köln is missing');
    const bonn = await createListing(seller.client, seller.id, { location: 'Bonn', title: 'Near Köln, 24 km' });
    const draft = await createListing(seller.client, seller.id, { location: 'Köln', status: 'draft' });
    await createListing(other.client, other.id, { location: 'Düsseldorf', title: 'Too far, 34 km' });
    const { data, count, error } = await stack
      .anon()
      .rpc('vehicles_near', { lat: koeln.latitude, lng: koeln.longitude, radius_km: 25 }, { count: 'exact' })
      .select('id, latitude, longitude, status')
      .limit(24);
    if (error) throw new Error(error.message);
    expect(data.length).toBeGreaterThan(0);
    expect(count).toBe(data.length);
    const distances = data.map((row) =>
      distanceKm(koeln, { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }),
    );
    for (const km of distances) expect(km).toBeLessThanOrEqual(25);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data.map((row) => row.id)).toContain(bonn);
    expect(data.map((row) => row.id)).not.toContain(draft);
    const own = await seller.client
      .rpc('vehicles_near', { lat: koeln.latitude, lng: koeln.longitude, radius_km: 25 })
      .select('id')
      .eq('seller_id', seller.id);
    expect(own.data?.map((row) => row.id)).toContain(draft);
  });
});
