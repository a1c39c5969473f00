/**
 * save_listing: a listing and its VIN are saved in one transaction, as the
 * caller (row-level security decides), so a refused VIN leaves no listing or
 * change behind and nobody can save onto another seller's listing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types.ts';
import { createListing, listingRow } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

const VIN = 'WVWZZZ1KZAW000001';
const OTHER_VIN = 'WVWZZZ1KZAW000002';

let stack: TestStack;
let seller: Person;
let other: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('vin-seller');
  other = await stack.newUser('vin-other');
});

afterAll(async () => {
  await stack.stop();
});

/** The listing's fields as the sell form sends them (without the VIN). */
function fields(overrides: Record<string, Json> = {}): Json {
  return { ...listingRow(seller.id), images: [], status: 'draft', ...overrides };
}

async function vinOf(vehicleId: string): Promise<string | null> {
  const { data, error } = await stack
    .service()
    .from('vehicle_vins')
    .select('vin')
    .eq('vehicle_id', vehicleId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.vin ?? null;
}

async function listingsTitled(title: string): Promise<number> {
  const { count, error } = await stack
    .service()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .eq('title', title);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function priceOf(vehicleId: string): Promise<number | undefined> {
  const { data } = await stack.service().from('vehicles').select('price').eq('id', vehicleId).single();
  return data?.price;
}

describe('save_listing', () => {
  it('creates a listing with its VIN and returns its id', async () => {
    const { data: id, error } = await seller.client.rpc('save_listing', { fields: fields(), vin: VIN });
    expect(error).toBeNull();
    if (!id) throw new Error('no id');
    const { data } = await seller.client.from('vehicles').select('seller_id, status, vin_masked').eq('id', id).single();
    expect(data).toEqual({ seller_id: seller.id, status: 'draft', vin_masked: 'WVW••••••••••0001' });
    expect(await vinOf(id)).toBe(VIN);
  });

  it('leaves no listing behind when the VIN is refused', async () => {
    const row = fields({ title: 'Refused VIN listing' });
    const { data, error } = await seller.client.rpc('save_listing', { fields: row, vin: 'NOT-A-VIN' });
    expect(data).toBeNull();
    expect(error?.code).toBe('23514');
    expect(await listingsTitled('Refused VIN listing')).toBe(0);
  });

  it('leaves an edited listing as it was when the VIN is refused', async () => {
    const id = await createListing(seller.client, seller.id, { price: 12_000 });
    await seller.client.rpc('save_listing', { fields: {}, vin: VIN, listing_id: id });
    const { error } = await seller.client.rpc('save_listing', {
      fields: { price: 9_000 },
      vin: 'IOQ00000000000000',
      listing_id: id,
    });
    expect(error?.code).toBe('23514');
    expect(await priceOf(id)).toBe(12_000);
    expect(await vinOf(id)).toBe(VIN);
  });

  it('updates the fields and the VIN together, and a null VIN removes it', async () => {
    const id = await createListing(seller.client, seller.id, { price: 12_000 });
    const saved = await seller.client.rpc('save_listing', { fields: { price: 11_500 }, vin: VIN, listing_id: id });
    expect(saved.error).toBeNull();
    expect(saved.data).toBe(id);
    expect(await priceOf(id)).toBe(11_500);
    expect(await vinOf(id)).toBe(VIN);
    const cleared = await seller.client.rpc('save_listing', { fields: { price: 11_000 }, listing_id: id });
    expect(cleared.error).toBeNull();
    expect(await priceOf(id)).toBe(11_000);
    expect(await vinOf(id)).toBeNull();
  });

  it("refuses another user on someone else's listing and changes nothing", async () => {
    const id = await createListing(seller.client, seller.id, { price: 12_000 });
    await seller.client.rpc('save_listing', { fields: {}, vin: VIN, listing_id: id });
    const withVin = await other.client.rpc('save_listing', {
      fields: { price: 1 },
      vin: OTHER_VIN,
      listing_id: id,
    });
    expect(withVin.error?.code).toBe('PT404');
    expect(withVin.status).toBe(404);
    const withoutVin = await other.client.rpc('save_listing', { fields: { price: 1 }, listing_id: id });
    expect(withoutVin.error?.code).toBe('PT404');
    expect(await priceOf(id)).toBe(12_000);
    expect(await vinOf(id)).toBe(VIN);
  });

  it('refuses a new listing in another seller’s name', async () => {
    const row = fields({ title: 'Listing in another name' });
    const { error } = await other.client.rpc('save_listing', { fields: row, vin: OTHER_VIN });
    expect(error?.code).toBe('42501');
    expect(await listingsTitled('Listing in another name')).toBe(0);
  });

  it('refuses a field that is not a listing column, and anonymous callers', async () => {
    const unknown = await seller.client.rpc('save_listing', { fields: fields({ vin_secret: 'x' }) });
    expect(unknown.error?.code).toBe('42703');
    const anon = await stack.anon().rpc('save_listing', { fields: fields(), vin: VIN });
    expect(anon.error).not.toBeNull();
  });
});
