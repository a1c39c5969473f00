/**
 * The row-level security matrix: for every table, anon / owner / another
 * user / service role × select / insert / update / delete, asserting the
 * allowed and the refused cells alike. A refused read or write either fails
 * with 42501 or touches no row; an allowed one touches exactly the row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

type Actor = 'anon' | 'owner' | 'other' | 'service';
type Operation = 'select' | 'insert' | 'update' | 'delete';
interface Outcome {
  data: unknown;
  error: { code?: string } | null;
}

let stack: TestStack;
let owner: Person;
let other: Person;
let clients: Record<Actor, Client>;

beforeAll(async () => {
  stack = await startTestStack();
  owner = await stack.newUser('owner');
  other = await stack.newUser('other');
  clients = { anon: stack.anon(), owner: owner.client, other: other.client, service: stack.service() };
});

afterAll(async () => {
  await stack.stop();
});

function rows(outcome: Outcome): unknown[] {
  return Array.isArray(outcome.data) ? outcome.data : [];
}

function expectAllowed(outcome: Outcome): void {
  expect(outcome.error).toBeNull();
  expect(rows(outcome)).toHaveLength(1);
}

function expectRefused(outcome: Outcome): void {
  if (outcome.error) expect(outcome.error.code).toBe('42501');
  else expect(rows(outcome)).toHaveLength(0);
}

function vehicle(status: 'active' | 'draft' = 'active'): Promise<string> {
  return createListing(stack.service(), owner.id, { status });
}

async function favorite(): Promise<string> {
  const { data, error } = await stack
    .service()
    .from('favorites')
    .insert({ user_id: owner.id, vehicle_id: await vehicle() })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function notification(): Promise<string> {
  const { data, error } = await stack
    .service()
    .from('notifications')
    .insert({ user_id: owner.id, type: 'message', title: 'RLS' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

const ACTORS: Actor[] = ['anon', 'owner', 'other', 'service'];

/** Expected outcome per table, operation and actor (true = allowed). */
const MATRIX: Record<string, Record<Operation, Record<Actor, boolean>>> = {
  profiles: {
    select: { anon: false, owner: true, other: false, service: true },
    insert: { anon: false, owner: false, other: false, service: true },
    update: { anon: false, owner: true, other: false, service: true },
    delete: { anon: false, owner: false, other: false, service: true },
  },
  'vehicles (active)': {
    select: { anon: true, owner: true, other: true, service: true },
    insert: { anon: false, owner: true, other: false, service: true },
    update: { anon: false, owner: true, other: false, service: true },
    delete: { anon: false, owner: true, other: false, service: true },
  },
  'vehicles (draft)': {
    select: { anon: false, owner: true, other: false, service: true },
    insert: { anon: false, owner: true, other: false, service: true },
    update: { anon: false, owner: true, other: false, service: true },
    delete: { anon: false, owner: true, other: false, service: true },
  },
  favorites: {
    select: { anon: false, owner: true, other: false, service: true },
    insert: { anon: false, owner: true, other: false, service: true },
    update: { anon: false, owner: false, other: false, service: true },
    delete: { anon: false, owner: true, other: false, service: true },
  },
  notifications: {
    select: { anon: false, owner: true, other: false, service: true },
    insert: { anon: false, owner: false, other: false, service: true },
    update: { anon: false, owner: true, other: false, service: true },
    delete: { anon: false, owner: false, other: false, service: true },
  },
};

/** Runs one cell: builds fresh fixtures, then the operation as `actor` on rows the owner owns. */
async function run(table: string, operation: Operation, actor: Actor): Promise<Outcome> {
  const client = clients[actor];
  switch (table) {
    case 'profiles': {
      if (operation === 'select') return client.from('profiles').select('id').eq('id', owner.id);
      if (operation === 'update')
        return client
          .from('profiles')
          .update({ bio: `set by ${actor}` })
          .eq('id', owner.id)
          .select('id');
      // Insert and delete need an account whose profile may come and go.
      const throwaway = await stack.service().auth.admin.createUser({
        email: `${randomUUID()}@example.test`,
        password: 'throwaway-pw',
        email_confirm: true,
      });
      const id = throwaway.data.user?.id ?? '';
      if (operation === 'delete') return client.from('profiles').delete().eq('id', id).select('id');
      await stack.service().from('profiles').delete().eq('id', id);
      return client.from('profiles').insert({ id, first_name: 'Inserted' }).select('id');
    }
    case 'vehicles (active)':
    case 'vehicles (draft)': {
      const status = table === 'vehicles (draft)' ? 'draft' : 'active';
      if (operation === 'insert') {
        return client
          .from('vehicles')
          .insert({
            seller_id: owner.id,
            type: 'scooter',
            body_type: 'step-through',
            title: `By ${actor}`,
            make: 'Vespa',
            model: 'Sprint 50',
            year: 2021,
            price: 2_000,
            mileage: 3_000,
            fuel_type: 'Petrol',
            transmission: 'CVT',
            status,
          })
          .select('id');
      }
      const id = await vehicle(status);
      if (operation === 'select') return client.from('vehicles').select('id').eq('id', id);
      if (operation === 'update') return client.from('vehicles').update({ price: 11_000 }).eq('id', id).select('id');
      return client.from('vehicles').delete().eq('id', id).select('id');
    }
    case 'favorites': {
      if (operation === 'insert')
        return client
          .from('favorites')
          .insert({ user_id: owner.id, vehicle_id: await vehicle() })
          .select('id');
      const id = await favorite();
      if (operation === 'select') return client.from('favorites').select('id').eq('id', id);
      if (operation === 'update')
        return client.from('favorites').update({ created_at: '2026-01-01T00:00:00Z' }).eq('id', id).select('id');
      return client.from('favorites').delete().eq('id', id).select('id');
    }
    default: {
      if (operation === 'insert')
        return client
          .from('notifications')
          .insert({ user_id: owner.id, type: 'vehicle', title: `By ${actor}` })
          .select('id');
      const id = await notification();
      if (operation === 'select') return client.from('notifications').select('id').eq('id', id);
      if (operation === 'update') return client.from('notifications').update({ read: true }).eq('id', id).select('id');
      return client.from('notifications').delete().eq('id', id).select('id');
    }
  }
}

const cells = Object.entries(MATRIX).flatMap(([table, operations]) =>
  (Object.entries(operations) as [Operation, Record<Actor, boolean>][]).flatMap(([operation, actors]) =>
    ACTORS.map((actor) => [table, operation, actor, actors[actor]] as const),
  ),
);

describe('RLS matrix', () => {
  it.each(cells)('%s: %s by %s allowed=%s', async (table, operation, actor, allowed) => {
    const outcome = await run(table, operation, actor);
    if (allowed) expectAllowed(outcome);
    else expectRefused(outcome);
  });
});

describe('protected columns and cross-user writes', () => {
  it('stops an owner from handing a listing to someone else or backdating it', async () => {
    const id = await vehicle();
    const moved = await owner.client.from('vehicles').update({ seller_id: other.id }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const backdated = await owner.client.from('vehicles').update({ created_at: '2000-01-01T00:00:00Z' }).eq('id', id);
    expect(backdated.error?.code).toBe('42501');
    const views = await owner.client.from('vehicles').update({ view_count: 1_000_000 }).eq('id', id);
    expect(views.error?.code).toBe('42501');
  });

  it('lets the service role change protected columns', async () => {
    const id = await vehicle();
    const { error } = await stack
      .service()
      .from('vehicles')
      .update({ created_at: '2026-01-01T00:00:00Z' })
      .eq('id', id);
    expect(error).toBeNull();
  });

  it('lets an owner flip only the read flag of a notification', async () => {
    const id = await notification();
    const title = await owner.client.from('notifications').update({ title: 'Rewritten' }).eq('id', id);
    expect(title).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('stops a user from changing their dealer flag or moving their profile', async () => {
    const dealer = await owner.client.from('profiles').update({ is_dealer: true }).eq('id', owner.id);
    expect(dealer.error?.code).toBe('42501');
  });

  it('ignores a client-chosen created_at and view_count on a new listing', async () => {
    // A seller of their own: the suite's owner has more listings this hour than the creation limit allows.
    const seller = await stack.newUser('backdating');
    const { data } = await seller.client
      .from('vehicles')
      .insert({
        seller_id: seller.id,
        type: 'car',
        body_type: 'hatchback',
        title: 'Backdated',
        make: 'Ford',
        model: 'Fiesta',
        year: 2018,
        price: 7_000,
        mileage: 90_000,
        fuel_type: 'Petrol',
        transmission: 'Manual',
        created_at: '2001-01-01T00:00:00Z',
        view_count: 999,
      })
      .select('created_at, view_count')
      .single();
    expect(data?.view_count).toBe(0);
    expect(new Date(data?.created_at ?? 0).getFullYear()).toBeGreaterThan(2001);
  });
});
