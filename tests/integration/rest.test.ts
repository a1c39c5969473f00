import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, rawFetch, startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

let stack: TestStack;
let anon: Client;
let buyer: Client;
let dealer: Client;
// Profiles are private to their owner: the embed tests read as the service role.
let service: Client;

const TESLA = '5a1e0001-0000-4000-8000-000000000001';
const VESPA = '5a1e0002-0000-4000-8000-000000000002';
const GOLF = '5a1e0005-0000-4000-8000-000000000005';
/** One of the demo dealer's seeded cars (the sample Tesla belongs to the dealer named on it). */
const KUGA = '5eed0000-0000-4000-8000-000000000004';

beforeAll(async () => {
  stack = await startTestStack();
  anon = stack.anon();
  buyer = await stack.signIn(DEMO_ACCOUNTS.buyer.email);
  dealer = await stack.signIn(DEMO_ACCOUNTS.dealer.email);
  service = stack.service();
});

afterAll(async () => {
  await stack.stop();
});

describe('select', () => {
  it('returns the listed columns under their aliases, with JSON types from Postgres', async () => {
    const { data, error } = await anon
      .from('vehicles')
      .select('id, name:title, price, features, created_at')
      .eq('id', TESLA);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const [row] = data ?? [];
    expect(row && Object.keys(row)).toEqual(['id', 'name', 'price', 'features', 'created_at']);
    expect(row).toMatchObject({ id: TESLA, name: '2021 Tesla Model 3 Long Range AWD', price: 34_900 });
    expect(row?.features).toContain('Navigation');
    expect(row?.created_at).toMatch(/^2026-11-18T09:30:00(\+00:00|Z)/);
  });

  it('casts a column with ::', async () => {
    const { data } = await anon.from('vehicles').select('price::text').eq('id', TESLA);
    expect(data).toEqual([{ price: '34900' }]);
  });

  it('embeds the seller profile along the foreign key (to-one)', async () => {
    const { data } = await service
      .from('vehicles')
      .select('id, seller:profiles(first_name, is_dealer)')
      .eq('id', TESLA)
      .single();
    expect(data).toEqual({ id: TESLA, seller: { first_name: 'Spree', is_dealer: true } });
  });

  it('embeds by foreign-key column and by constraint hint', async () => {
    const byColumn = await service.from('vehicles').select('id, seller:seller_id(first_name)').eq('id', GOLF).single();
    expect(byColumn.data).toEqual({ id: GOLF, seller: { first_name: 'Jonas' } });
    const byHint = await service
      .from('vehicles')
      .select('id, profiles!vehicles_seller_id_fkey(first_name)')
      .eq('id', GOLF)
      .single();
    expect(byHint.data).toEqual({ id: GOLF, profiles: { first_name: 'Jonas' } });
  });

  it('embeds a one-to-many relation with its own filters, order and limit', async () => {
    const { data, error } = await service
      .from('profiles')
      .select('first_name, vehicles(title, price)')
      .eq('id', DEMO_ACCOUNTS.dealer.id)
      .eq('vehicles.type', 'scooter')
      .order('price', { referencedTable: 'vehicles', ascending: true })
      .limit(2, { referencedTable: 'vehicles' })
      .single();
    expect(error).toBeNull();
    expect(data?.vehicles).toHaveLength(2);
    const prices = data?.vehicles.map((vehicle) => vehicle.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps only parents with a matching embed when it is !inner', async () => {
    const { data, error } = await service
      .from('vehicles')
      .select('id, seller:profiles!inner(first_name)')
      .eq('seller.first_name', 'Jonas')
      .limit(1000);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    expect(data?.every((row) => row.seller.first_name === 'Jonas')).toBe(true);
  });

  it('filters with every comparison operator', async () => {
    const vehicles = () => anon.from('vehicles');
    const ids = async (
      build: (query: ReturnType<typeof vehicles>) => PromiseLike<{ data: unknown[] | null; error: unknown }>,
    ) => {
      const { data, error } = await build(vehicles());
      expect(error).toBeNull();
      return data?.length ?? 0;
    };
    expect(await ids((q) => q.select('id').eq('make', 'Tesla').neq('id', TESLA))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').gt('price', 30_000).lt('price', 35_000))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').gte('year', 2026).lte('year', 2026))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').like('title', '%Tesla Model 3%'))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').ilike('title', '%tesla model 3%'))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').is('engine_size', null).eq('type', 'car'))).toBeGreaterThan(0);
    expect(
      await ids((q) => q.select('id').in('fuel_type', ['Diesel', 'Plug-in Hybrid']).eq('type', 'car')),
    ).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').contains('features', ['Navigation', 'Heated Seats']))).toBeGreaterThan(0);
    expect(
      await ids((q) => q.select('id').containedBy('features', ['ABS', 'LED Lights', 'USB Charging'])),
    ).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').overlaps('features', ['Tow Bar', 'Sunroof']))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').not('engine_size', 'is', null).eq('fuel_type', 'Electric'))).toBe(0);
    expect(await ids((q) => q.select('id').match({ make: 'Vespa', type: 'scooter' }))).toBeGreaterThan(0);
    expect(await ids((q) => q.select('id').likeAnyOf('model', ['Golf%', 'Polo%']))).toBeGreaterThan(0);
  });

  it('handles the in filter with quoted values containing commas', async () => {
    const { data, error } = await anon
      .from('vehicles')
      .select('id')
      .in('seller_name', ['Roller & Co.', 'Rhein-Main, Automobile']);
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });

  it('searches the full-text column with each fts flavour', async () => {
    for (const type of ['plain', 'phrase', 'websearch'] as const) {
      const { data, error } = await anon
        .from('vehicles')
        .select('id')
        .textSearch('fts', 'tesla model', { type, config: 'simple_unaccent' });
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThan(0);
    }
    const raw = await anon.from('vehicles').select('id').textSearch('fts', "'vespa' & 'primavera'");
    expect(raw.error).toBeNull();
    expect(raw.data?.map((row) => row.id)).toContain(VESPA);
    const accent = await anon.from('vehicles').select('id').textSearch('fts', 'strasse', { config: 'simple_unaccent' });
    expect(accent.error).toBeNull();
  });

  it('combines nested or/and/not logic trees', async () => {
    const { data, error } = await anon
      .from('vehicles')
      .select('make, price')
      .or('make.eq.Tesla,and(make.eq.Vespa,price.lt.3000)')
      .limit(1000);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    expect(data?.every((row) => row.make === 'Tesla' || (row.make === 'Vespa' && row.price < 3000))).toBe(true);
    const negated = await anon.from('vehicles').select('make').not('make', 'in', '(Tesla,BMW)').limit(1000);
    expect(negated.data?.some((row) => row.make === 'Tesla' || row.make === 'BMW')).toBe(false);
    const notOr = await rawFetch(stack, '/rest/v1/vehicles?select=make&not.or=(make.eq.Tesla,make.eq.BMW)&limit=1000');
    const rows = (await notOr.json()) as { make: string }[];
    expect(rows.some((row) => row.make === 'Tesla')).toBe(false);
  });

  it('orders with nulls first or last and pages with range()', async () => {
    const first = await anon
      .from('vehicles')
      .select('engine_size')
      .order('engine_size', { ascending: true, nullsFirst: true })
      .limit(1);
    expect(first.data).toEqual([{ engine_size: null }]);
    const last = await anon
      .from('vehicles')
      .select('engine_size')
      .order('engine_size', { ascending: true, nullsFirst: false })
      .limit(1);
    expect(last.data?.[0]?.engine_size).not.toBeNull();
    const page = await anon
      .from('vehicles')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id')
      .range(3, 5);
    const all = await anon
      .from('vehicles')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id')
      .range(0, 5);
    expect(page.data).toEqual(all.data?.slice(3, 6));
  });

  it('counts exactly and reports the total in Content-Range', async () => {
    const { count, data, status } = await anon
      .from('vehicles')
      .select('id', { count: 'exact' })
      .eq('type', 'car')
      .range(0, 23);
    expect(data).toHaveLength(24);
    expect(count).toBeGreaterThan(100);
    expect(status).toBe(206);
    const response = await rawFetch(stack, '/rest/v1/vehicles?select=id&type=eq.car&offset=0&limit=24', {
      headers: { prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe(`0-23/${count}`);
  });

  it('answers HEAD with the count and no body', async () => {
    const { count, data, status } = await anon
      .from('vehicles')
      .select('*', { count: 'exact', head: true })
      .eq('type', 'scooter');
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBeGreaterThan(0);
  });

  it('refuses a range past the end with 416', async () => {
    const { error, status } = await anon.from('vehicles').select('id', { count: 'exact' }).range(10_000, 10_010);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
  });

  it('returns one object for single() and 406 otherwise', async () => {
    const one = await anon.from('vehicles').select('id').eq('id', TESLA).single();
    expect(one.data).toEqual({ id: TESLA });
    const many = await anon.from('vehicles').select('id').eq('make', 'Tesla').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const none = await anon
      .from('vehicles')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });
});

describe('writes', () => {
  it('inserts with return=representation and with return=minimal', async () => {
    const withBody = await buyer
      .from('favorites')
      .insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: GOLF })
      .select('vehicle_id')
      .single();
    expect(withBody.status).toBe(201);
    expect(withBody.data).toEqual({ vehicle_id: GOLF });
    const minimal = await buyer
      .from('favorites')
      .insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: '5a1e0006-0000-4000-8000-000000000006' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
  });

  it('inserts arrays, filling missing keys with NULL or with defaults under missing=default', async () => {
    const base = {
      seller_id: DEMO_ACCOUNTS.dealer.id,
      type: 'scooter',
      body_type: 'step-through',
      make: 'Vespa',
      model: 'Sprint 50',
      year: 2022,
      price: 2500,
      mileage: 800,
      fuel_type: 'Petrol',
      transmission: 'CVT',
    } as const;
    const inserted = await dealer
      .from('vehicles')
      .insert(
        [
          { ...base, title: 'Array A', location: 'Bonn' },
          { ...base, title: 'Array B' },
        ],
        { defaultToNull: false },
      )
      .select('title, location, status');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([
      { title: 'Array A', location: 'Bonn', status: 'active' },
      { title: 'Array B', location: '', status: 'active' },
    ]);
    const nulls = await dealer
      .from('vehicles')
      .insert([
        { ...base, title: 'Array C', location: 'Kiel' },
        { ...base, title: 'Array D' },
      ])
      .select('title');
    expect(nulls.error?.code).toBe('23502');
  });

  it('upserts on a conflict target, merging or ignoring duplicates', async () => {
    const row = { user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: TESLA };
    const ignored = await buyer
      .from('favorites')
      .upsert(row, { onConflict: 'user_id,vehicle_id', ignoreDuplicates: true })
      .select('vehicle_id');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const merged = await dealer
      .from('vehicles')
      .upsert(
        {
          id: KUGA,
          seller_id: DEMO_ACCOUNTS.dealer.id,
          type: 'car',
          body_type: 'suv',
          title: '2023 Ford Kuga 2.5 PHEV (upserted)',
          make: 'Ford',
          model: 'Kuga',
          year: 2023,
          price: 27_900,
          mileage: 41_500,
          fuel_type: 'Plug-in Hybrid',
          transmission: 'Automatic',
        },
        { onConflict: 'id' },
      )
      .select('title')
      .single();
    expect(merged.error).toBeNull();
    expect(merged.data?.title).toMatch(/upserted/);
    const refused = await buyer.from('favorites').upsert(row, { onConflict: 'user_id,vehicle_id' });
    expect(refused.error?.code).toBe('42501');
  });

  it('updates and deletes by filter, returning 204 or the rows', async () => {
    const update = await dealer.from('vehicles').update({ location: 'Potsdam' }).eq('id', KUGA);
    expect(update.status).toBe(204);
    const represented = await dealer.from('vehicles').update({ location: 'Berlin' }).eq('id', KUGA).select('location');
    expect(represented).toMatchObject({ status: 200, data: [{ location: 'Berlin' }] });
    const removed = await buyer.from('favorites').delete().eq('vehicle_id', GOLF).select('vehicle_id');
    expect(removed.data).toEqual([{ vehicle_id: GOLF }]);
    const gone = await buyer.from('favorites').delete().eq('vehicle_id', GOLF);
    expect(gone.status).toBe(204);
  });

  it('refuses unfiltered updates and deletes, as hosted Supabase does', async () => {
    const response = await rawFetch(stack, '/rest/v1/favorites', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000' });
  });

  it('maps database errors to PostgREST status codes', async () => {
    const duplicate = await buyer.from('favorites').insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: TESLA });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
    const missingVehicle = await buyer
      .from('favorites')
      .insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: '00000000-0000-4000-8000-000000000000' });
    // The insert policy admits only listings the user can see, before the foreign key is checked.
    expect(missingVehicle).toMatchObject({ status: 403, error: { code: '42501' } });
    const missingParent = await stack
      .service()
      .from('favorites')
      .insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: '00000000-0000-4000-8000-000000000000' });
    expect(missingParent).toMatchObject({ status: 409, error: { code: '23503' } });
    const badUuid = await anon.from('vehicles').select('id').eq('id', 'not-a-uuid');
    expect(badUuid).toMatchObject({ status: 400, error: { code: '22P02' } });
    const anonWrite = await anon.from('favorites').insert({ user_id: DEMO_ACCOUNTS.buyer.id, vehicle_id: GOLF });
    expect(anonWrite).toMatchObject({ status: 401, error: { code: '42501' } });
    const userWrite = await buyer
      .from('notifications')
      .insert({ user_id: DEMO_ACCOUNTS.buyer.id, type: 'vehicle', title: 'x' });
    expect(userWrite).toMatchObject({ status: 403, error: { code: '42501' } });
    const missingTable = await rawFetch(stack, '/rest/v1/nope?select=*');
    expect(missingTable.status).toBe(404);
    expect(await missingTable.json()).toMatchObject({ code: 'PGRST205' });
  });
});

describe('rpc', () => {
  it('calls a function over POST with named arguments', async () => {
    const before = await stack.service().from('vehicles').select('view_count').eq('id', VESPA).single();
    const { data, error } = await anon.rpc('record_vehicle_view', { vehicle_id: VESPA });
    expect(error).toBeNull();
    expect(data).toBe((before.data?.view_count ?? 0) + 1);
  });

  it('calls a read-only set-returning function over GET with filters', async () => {
    const { data, error } = await anon.rpc('vehicle_type_counts', undefined, { get: true }).eq('type', 'scooter');
    expect(error).toBeNull();
    const [counts] = data ?? [];
    expect(data).toEqual([{ type: 'scooter', total: counts?.total }]);
    expect(counts?.total).toBeTypeOf('number');
  });

  it('refuses a writing function over GET (read-only transaction) and an unknown function', async () => {
    const { status, error } = await anon.rpc('record_vehicle_view', { vehicle_id: VESPA }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    const missing = await anon.rpc('no_such_function' as 'vehicle_type_counts');
    expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });
});
