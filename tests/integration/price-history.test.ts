/**
 * Price and availability history: recorded by the database only, read under
 * row-level security, kept across a relisting (by VIN, or by seller, make,
 * model, year and mileage), with VINs private to the seller and savers told
 * when a sold vehicle is back on sale. Through the real client as anon, the
 * seller and another user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../src/lib/database.types.ts';
import { createListing, setListingStatus, type Person } from './support/fixtures.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let other: Person;
let buyer: Person;

type HistoryRow = Tables<'vehicle_history'>;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Hilde' });
  other = await stack.newUser('other', { first_name: 'Otto' });
  buyer = await stack.newUser('buyer', { first_name: 'Bea' });
});

afterAll(async () => {
  await stack.stop();
});

async function historyOf(client: Client, vehicleId: string): Promise<HistoryRow[]> {
  const { data: listing } = await client.from('vehicles').select('lineage_id').eq('id', vehicleId).maybeSingle();
  if (!listing) return [];
  const { data, error } = await client
    .from('vehicle_history')
    .select('*')
    .eq('lineage_id', listing.lineage_id)
    .order('occurred_at')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function setPrice(client: Client, vehicleId: string, price: number): Promise<void> {
  const { error } = await client.from('vehicles').update({ price }).eq('id', vehicleId);
  if (error) throw new Error(error.message);
}

describe('the history of a listing', () => {
  it('records publication, price changes and status changes, readable by everyone who can see the listing', async () => {
    const id = await createListing(seller.client, seller.id, { status: 'draft', price: 9_000 });
    await setPrice(seller.client, id, 9_500);
    expect(await historyOf(seller.client, id)).toEqual([]);

    await setListingStatus(seller.client, id, 'active');
    await setPrice(seller.client, id, 8_000);
    await setListingStatus(seller.client, id, 'sold');

    for (const client of [stack.anon(), other.client, seller.client]) {
      const rows = await historyOf(client, id);
      expect(rows.map((row) => [row.kind, row.status, row.price, row.previous_price])).toEqual([
        ['listed', 'active', 9_500, null],
        ['price', 'active', 8_000, 9_500],
        ['status', 'sold', 8_000, null],
      ]);
    }
  });

  it('keeps previous price and change times on the listing, whatever a client sends', async () => {
    const id = await createListing(seller.client, seller.id, { price: 12_000 });
    const forged = await seller.client
      .from('vehicles')
      .update({ previous_price: 99_000, price_changed_at: '2020-01-01T00:00:00Z', lineage_id: crypto.randomUUID() })
      .eq('id', id)
      .select('previous_price, price_changed_at, lineage_id')
      .single();
    expect(forged.error).toBeNull();
    expect(forged.data?.previous_price).toBeNull();
    expect(forged.data?.price_changed_at).toBeNull();

    await setPrice(seller.client, id, 10_500);
    const { data } = await stack
      .anon()
      .from('vehicles')
      .select('price, previous_price, price_changed_at')
      .eq('id', id)
      .single();
    expect(data?.previous_price).toBe(12_000);
    expect(data?.price).toBe(10_500);
    expect(Date.now() - Date.parse(data?.price_changed_at ?? '')).toBeLessThan(60_000);
  });

  it('is hidden from others while the listing is a draft again, and shown to its seller', async () => {
    const id = await createListing(seller.client, seller.id);
    await setListingStatus(seller.client, id, 'draft');
    expect(await historyOf(stack.anon(), id)).toEqual([]);
    expect(await historyOf(other.client, id)).toEqual([]);
    expect((await historyOf(seller.client, id)).map((row) => row.status)).toEqual(['active', 'draft']);
  });

  it('cannot be written, changed or deleted by anon, another user or the seller', async () => {
    const id = await createListing(seller.client, seller.id);
    const [row] = await historyOf(seller.client, id);
    if (!row) throw new Error('no history row');
    for (const client of [stack.anon(), other.client, seller.client]) {
      const insert = await client.from('vehicle_history').insert({
        lineage_id: row.lineage_id,
        vehicle_id: id,
        kind: 'price',
        status: 'active',
        price: 1,
      });
      expect(insert.error).not.toBeNull();
      const update = await client.from('vehicle_history').update({ price: 1 }).eq('id', row.id).select('id');
      expect(update.data ?? []).toEqual([]);
      const remove = await client.from('vehicle_history').delete().eq('id', row.id).select('id');
      expect(remove.data ?? []).toEqual([]);
    }
    const after = await historyOf(stack.anon(), id);
    expect(after.map((entry) => entry.price)).toEqual([row.price]);
  });
});

describe('relisting', () => {
  it('continues the history of a deleted listing of the same seller, make, model, year and close mileage', async () => {
    const first = await createListing(seller.client, seller.id, {
      make: 'Skoda',
      model: 'Octavia',
      year: 2017,
      mileage: 88_000,
      price: 11_000,
    });
    await setPrice(seller.client, first, 10_200);
    const { error } = await seller.client.from('vehicles').delete().eq('id', first);
    expect(error).toBeNull();

    const again = await createListing(seller.client, seller.id, {
      make: 'Skoda',
      model: 'Octavia',
      year: 2017,
      mileage: 88_400,
      price: 9_900,
    });
    const rows = await historyOf(stack.anon(), again);
    expect(rows.map((row) => [row.kind, row.vehicle_id === again, row.price])).toEqual([
      ['listed', false, 11_000],
      ['price', false, 10_200],
      ['deleted', false, 10_200],
      ['relisted', true, 9_900],
    ]);
  });

  it('does not link another seller’s similar car, or the same seller’s car with a different mileage', async () => {
    const ended = await createListing(seller.client, seller.id, {
      make: 'Seat',
      model: 'Leon',
      year: 2016,
      mileage: 120_000,
    });
    await setListingStatus(seller.client, ended, 'sold');
    const othersCar = await createListing(other.client, other.id, {
      make: 'Seat',
      model: 'Leon',
      year: 2016,
      mileage: 120_000,
    });
    const farMileage = await createListing(seller.client, seller.id, {
      make: 'Seat',
      model: 'Leon',
      year: 2016,
      mileage: 150_000,
    });
    expect((await historyOf(stack.anon(), othersCar)).map((row) => row.kind)).toEqual(['listed']);
    expect((await historyOf(stack.anon(), farMileage)).map((row) => row.kind)).toEqual(['listed']);
  });

  it('links by VIN across sellers once the VIN is saved, and tells the people who saved the sold one', async () => {
    const vin = 'WVWZZZ1KZ8W123456';
    const sold = await createListing(seller.client, seller.id, { make: 'Volkswagen', model: 'Golf', year: 2008 });
    const saved = await buyer.client.from('favorites').insert({ user_id: buyer.id, vehicle_id: sold });
    expect(saved.error).toBeNull();
    expect((await seller.client.from('vehicle_vins').insert({ vehicle_id: sold, vin })).error).toBeNull();
    await setListingStatus(seller.client, sold, 'sold');

    const resale = await createListing(other.client, other.id, {
      make: 'Volkswagen',
      model: 'Golf',
      year: 2008,
      mileage: 140_000,
      price: 4_500,
    });
    expect((await historyOf(stack.anon(), resale)).map((row) => row.kind)).toEqual(['listed']);
    expect((await other.client.from('vehicle_vins').insert({ vehicle_id: resale, vin })).error).toBeNull();

    const rows = await historyOf(stack.anon(), resale);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['listed', 'active'],
      ['status', 'sold'],
      ['relisted', 'active'],
    ]);
    const { data: notes } = await buyer.client
      .from('notifications')
      .select('title, content, related_id')
      .eq('related_id', resale);
    expect(notes).toEqual([
      { title: 'Back on sale', content: expect.stringContaining('€4,500') as unknown, related_id: resale },
    ]);
  });
});

describe('VINs', () => {
  it('are refused unless 17 characters without I, O or Q', async () => {
    const id = await createListing(seller.client, seller.id);
    for (const vin of ['WVWZZZ1KZ8W12345', 'WVWZZZ1KZ8W1234567', 'WVWZZZ1KZ8WI23456', 'wvwzzz1kz8w123456']) {
      const { error } = await seller.client.from('vehicle_vins').insert({ vehicle_id: id, vin });
      expect(error?.code).toBe('23514');
    }
  });

  it('are read and written only by the listing’s seller', async () => {
    const id = await createListing(seller.client, seller.id);
    expect(
      (await seller.client.from('vehicle_vins').insert({ vehicle_id: id, vin: 'JTDKB20U793123456' })).error,
    ).toBeNull();

    const { data: own } = await seller.client.from('vehicle_vins').select('vin').eq('vehicle_id', id);
    expect(own).toEqual([{ vin: 'JTDKB20U793123456' }]);
    const { data: theirs } = await other.client.from('vehicle_vins').select('vin').eq('vehicle_id', id);
    expect(theirs).toEqual([]);
    const anon = await stack.anon().from('vehicle_vins').select('vin').eq('vehicle_id', id);
    expect(anon.data ?? []).toEqual([]);
    // The edit form reads it embedded in the listing, as one object.
    const embedded = await seller.client.from('vehicles').select('vehicle_vins(vin)').eq('id', id).single();
    expect(embedded.data?.vehicle_vins).toEqual({ vin: 'JTDKB20U793123456' });
    const embeddedForOthers = await other.client.from('vehicles').select('vehicle_vins(vin)').eq('id', id).single();
    expect(embeddedForOthers.data?.vehicle_vins).toBeNull();

    const hijack = await other.client
      .from('vehicle_vins')
      .update({ vin: 'JTDKB20U793999999' })
      .eq('vehicle_id', id)
      .select();
    expect(hijack.data ?? []).toEqual([]);
    const planted = await other.client.from('vehicle_vins').upsert({ vehicle_id: id, vin: 'JTDKB20U793999999' });
    expect(planted.error).not.toBeNull();
  });
});
