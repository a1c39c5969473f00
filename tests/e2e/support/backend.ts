/**
 * Direct access to the e2e run's local stack (npm run e2e:server: port 54329,
 * mail outbox 54339, or E2E_STACK_PORT / E2E_MAIL_PORT), for arranging data and checking effects the way a
 * second user or an operator would.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { AUTH_STORAGE_KEY } from '../../../src/lib/data/storageKey';
import { DEFAULT_JWT_SECRET, defaultKeys } from '@wheelhouse/local-supabase';

export const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? '54329'}`;
export const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? '54339'}`;
const keys = defaultKeys(DEFAULT_JWT_SECRET);

const options = { auth: { persistSession: false, autoRefreshToken: false } };

/** The operator's view: bypasses row-level security. */
export function adminClient(): SupabaseClient<Database> {
  return createClient<Database>(STACK_URL, keys.serviceRoleKey, options);
}

export const PASSWORD = 'correct-horse-battery';

let counter = 0;
/** A fresh, unique email address per call. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Create a confirmed user with a profile first name; returns its id. */
export async function createUser(email: string, firstName: string): Promise<string> {
  const client = createClient<Database>(STACK_URL, keys.anonKey, options);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { first_name: firstName } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return data.user.id;
}

/** A new user working through the data layer with their own session, as another device would. */
export async function signedInClient(
  firstName: string,
): Promise<{ client: SupabaseClient<Database>; id: string; email: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const id = await createUser(email, firstName);
  const client = createClient<Database>(STACK_URL, keys.anonKey, options);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  return { client, id, email };
}

/**
 * The browser-storage entry the site's client writes when this account signs in with its password: the
 * same supabase-js, signing in the same way under the same key, writing to a storage of its own.
 */
export async function storedSession(email: string, password = PASSWORD): Promise<{ name: string; value: string }> {
  const stored = new Map<string, string>();
  const client = createClient<Database>(STACK_URL, keys.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => {
          stored.set(key, value);
        },
        removeItem: (key) => {
          stored.delete(key);
        },
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const value = stored.get(AUTH_STORAGE_KEY);
  if (value === undefined) throw new Error('sign-in stored no session');
  return { name: AUTH_STORAGE_KEY, value };
}

export async function notify(
  userId: string,
  notification: { type: 'message' | 'vehicle'; title: string; content: string; related_id: string },
): Promise<void> {
  const { error } = await adminClient()
    .from('notifications')
    .insert({ user_id: userId, ...notification });
  if (error) throw new Error(`notify failed: ${error.message}`);
}

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The first link is the mail's action link. */
  links: string[];
}

/** The newest mail sent to an address, from the local outbox. */
export async function lastMailTo(address: string): Promise<OutboxMessage | undefined> {
  const response = await fetch(`${MAIL_URL}/api/messages`);
  const messages = (await response.json()) as OutboxMessage[];
  return messages.filter((m) => m.to === address).at(-1);
}

/** A listing of the seller's, created as an operator would (active unless told otherwise); returns its id. */
export async function createListing(
  sellerId: string,
  listing: { title: string; status?: 'active' | 'sold' | 'draft' | 'removed'; price?: number },
): Promise<string> {
  const { data, error } = await adminClient()
    .from('vehicles')
    .insert({
      seller_id: sellerId,
      type: 'car',
      body_type: 'hatchback',
      title: listing.title,
      status: listing.status ?? 'active',
      make: 'Volkswagen',
      model: 'Golf',
      year: 2018,
      price: listing.price ?? 14_900,
      mileage: 86_000,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      color: 'Blue',
      location: 'Leipzig',
      description: 'Well kept, full service history.',
      seller_name: 'Private seller',
      seller_phone: '+49 341 5550 1234',
      image_url: '/images/vehicles/volkswagen-golf.svg',
    })
    .select('id')
    .single();
  if (error) throw new Error(`listing insert failed: ${error.message}`);
  return data.id;
}
