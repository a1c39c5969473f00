/**
 * Rows the integration tests need again and again, valid by every rule of
 * their tables: listings (each with its own title) and reports. Each helper
 * writes through the client it is given (the service role, or a user under
 * RLS) and throws with the server's message when the write fails.
 */
import type { Tables, TablesInsert } from '../../../src/lib/database.types.ts';
import type { Client } from './stack.ts';
import { scheduledInvocation } from '../../../netlify/functions/_shared/scheduled.ts';

/** A signed-in user as tests hold one. */
export interface Person {
  client: Client;
  id: string;
}

export type ListingStatus = Tables<'vehicles'>['status'];

let listings = 0;

/**
 * A car listing of `sellerId`'s that passes every check; `overrides` replace
 * any field. A scooter without a stated body type is a step-through.
 */
export function listingRow(
  sellerId: string,
  overrides: Partial<TablesInsert<'vehicles'>> = {},
): TablesInsert<'vehicles'> & { title: string } {
  listings += 1;
  return {
    seller_id: sellerId,
    type: 'car',
    body_type: overrides.type === 'scooter' ? 'step-through' : 'hatchback',
    title: `Test listing ${String(listings)}`,
    make: 'Mazda',
    model: '3',
    year: 2019,
    price: 15_000,
    mileage: 60_000,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    ...overrides,
  };
}

/** Inserts a listing of `sellerId`'s through `client` and returns its id. */
export async function createListing(
  client: Client,
  sellerId: string,
  overrides: Partial<TablesInsert<'vehicles'>> = {},
): Promise<string> {
  const { data, error } = await client.from('vehicles').insert(listingRow(sellerId, overrides)).select('id').single();
  if (error) throw new Error(`create listing: ${error.message}`);
  return data.id;
}

export async function setListingStatus(client: Client, vehicleId: string, status: ListingStatus): Promise<void> {
  const { error } = await client.from('vehicles').update({ status }).eq('id', vehicleId);
  if (error) throw new Error(`set listing status: ${error.message}`);
}

/** `reporter` reports the listing (a scam, with details unless `fields` say otherwise); returns the report's id. */
export async function createReport(
  reporter: Person,
  vehicleId: string,
  fields: Partial<TablesInsert<'reports'>> = {},
): Promise<string> {
  const { data, error } = await reporter.client
    .from('reports')
    .insert({
      vehicle_id: vehicleId,
      reporter_id: reporter.id,
      reason: 'scam',
      details: 'Asked for a deposit.',
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw new Error(`create report: ${error.message}`);
  return data.id;
}

/** `from` writes a message in the conversation as themselves, under RLS; returns the stored row. */
export async function sendMessage(from: Person, conversationId: string, body: string): Promise<Tables<'messages'>> {
  const { data, error } = await from.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: from.id, body })
    .select('*')
    .single();
  if (error) throw new Error(`send message: ${error.message}`);
  return data;
}

/** The request Netlify's scheduler sends a scheduled function (anything else gets 404). */
export function schedulerRequest(): Request {
  return new Request('http://localhost/.netlify/functions/scheduled', scheduledInvocation(new Date()));
}
