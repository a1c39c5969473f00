import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSeller } from '../../scripts/db/seed.ts';
import type { Tables } from '../../src/lib/database.types.ts';
import { SAMPLE_VEHICLES } from '../../src/lib/domain/sampleVehicles.ts';
import { startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

type Notification = Tables<'notifications'>;
type Message = Tables<'messages'>;

let stack: TestStack;
let alice: { client: Client; id: string };
let bob: { client: Client; id: string };
let carol: { client: Client; id: string };

function subscribe<Row extends Record<string, unknown> = Notification>(
  client: Client,
  name: string,
  filter?: string,
  table: 'notifications' | 'messages' = 'notifications',
): Promise<{ changes: RealtimePostgresChangesPayload<Row>[]; stop: () => Promise<void> }> {
  const changes: RealtimePostgresChangesPayload<Row>[] = [];
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(name)
      .on<Row>(
        'postgres_changes',
        { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload) => {
          changes.push(payload);
        },
      )
      .subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
          resolve({
            changes,
            stop: async () => {
              await client.removeChannel(channel);
            },
          });
        } else if (
          status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR ||
          status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT
        ) {
          reject(error ?? new Error(status));
        }
      });
  });
}

async function until(check: () => boolean, timeout = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out waiting for realtime delivery');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  stack = await startTestStack();
  alice = await stack.newUser('alice');
  bob = await stack.newUser('bob');
  carol = await stack.newUser('carol');
  for (const { client } of [alice, bob, carol]) {
    await client.realtime.setAuth((await client.auth.getSession()).data.session?.access_token ?? '');
  }
});

afterAll(async () => {
  for (const { client } of [alice, bob, carol]) await client.removeAllChannels();
  await stack.stop();
});

describe('postgres_changes', () => {
  it('delivers a new notification to its owner only, as RLS decides', async () => {
    const aliceAll = await subscribe(alice.client, 'alice-all');
    const bobAll = await subscribe(bob.client, 'bob-all');
    const aliceFiltered = await subscribe(alice.client, 'alice-filtered', `user_id=eq.${alice.id}`);
    const { data } = await stack
      .service()
      .from('notifications')
      .insert([
        { user_id: alice.id, type: 'message', title: 'For Alice', related_id: 'c-1' },
        { user_id: bob.id, type: 'vehicle', title: 'For Bob', related_id: 'v-1' },
      ])
      .select('id, user_id');
    await until(() => aliceAll.changes.length >= 1 && bobAll.changes.length >= 1 && aliceFiltered.changes.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(aliceAll.changes).toHaveLength(1);
    expect(aliceAll.changes[0]).toMatchObject({
      eventType: 'INSERT',
      table: 'notifications',
      new: { title: 'For Alice', read: false, user_id: alice.id },
    });
    expect(bobAll.changes.map((change) => (change.new as Notification).title)).toEqual(['For Bob']);
    expect(aliceFiltered.changes.map((change) => (change.new as Notification).title)).toEqual(['For Alice']);

    const aliceNotification = data?.find((row) => row.user_id === alice.id)?.id ?? '';
    await alice.client.from('notifications').update({ read: true }).eq('id', aliceNotification);
    await until(() => aliceAll.changes.length >= 2);
    expect(aliceAll.changes[1]).toMatchObject({
      eventType: 'UPDATE',
      new: { id: aliceNotification, read: true },
      old: { id: aliceNotification },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobAll.changes).toHaveLength(1);
    await Promise.all([aliceAll.stop(), bobAll.stop(), aliceFiltered.stop()]);
  });

  it('delivers the price-drop notification a trigger creates to the saver', async () => {
    const feed = await subscribe(alice.client, 'alice-price', `user_id=eq.${alice.id}`);
    const sample = SAMPLE_VEHICLES[2];
    const vehicle = sample?.id ?? '';
    await alice.client.from('favorites').insert({ user_id: alice.id, vehicle_id: vehicle });
    // The sample RAV4's own dealer lowers its price.
    const dealer = await stack.signIn(sample ? sampleSeller(sample).email : '');
    const { error } = await dealer.from('vehicles').update({ price: 28_990 }).eq('id', vehicle);
    expect(error).toBeNull();
    await until(() => feed.changes.length >= 1);
    expect(feed.changes[0]).toMatchObject({
      eventType: 'INSERT',
      new: { type: 'vehicle', title: 'Price drop', related_id: vehicle },
    });
    await feed.stop();
  });

  it('sends deletes with the primary key only', async () => {
    const feed = await subscribe(bob.client, 'bob-delete', `user_id=eq.${bob.id}`);
    const { data } = await stack
      .service()
      .from('notifications')
      .insert({ user_id: bob.id, type: 'vehicle', title: 'Short-lived' })
      .select('id')
      .single();
    await until(() => feed.changes.length >= 1);
    await stack
      .service()
      .from('notifications')
      .delete()
      .eq('id', data?.id ?? '');
    await until(() => feed.changes.length >= 2);
    expect(feed.changes[1]).toMatchObject({ eventType: 'DELETE', old: { id: data?.id } });
    expect(Object.keys(feed.changes[1]?.old ?? {})).toEqual(['id']);
    await feed.stop();
  });

  it('delivers a new message to both people in the conversation and to no one else', async () => {
    const { data: vehicle } = await stack
      .service()
      .from('vehicles')
      .insert({
        seller_id: alice.id,
        type: 'scooter',
        body_type: 'step-through',
        title: 'Realtime scooter',
        make: 'Piaggio',
        model: 'Liberty',
        year: 2022,
        price: 2_500,
        mileage: 4_000,
        fuel_type: 'Petrol',
        transmission: 'CVT',
      })
      .select('id')
      .single();
    const { data: conversation } = await bob.client.rpc('start_conversation', { vehicle_id: vehicle?.id ?? '' });
    const seller = await subscribe<Message>(alice.client, 'alice-messages', undefined, 'messages');
    const buyer = await subscribe<Message>(
      bob.client,
      'bob-messages',
      `conversation_id=eq.${conversation ?? ''}`,
      'messages',
    );
    const stranger = await subscribe<Message>(carol.client, 'carol-messages', undefined, 'messages');
    const { data: sent } = await bob.client
      .from('messages')
      .insert({ conversation_id: conversation ?? '', sender_id: bob.id, body: 'Still available?' })
      .select('id')
      .single();
    await until(() => seller.changes.length >= 1 && buyer.changes.length >= 1);
    for (const feed of [seller, buyer]) {
      expect(feed.changes).toHaveLength(1);
      expect(feed.changes[0]).toMatchObject({
        eventType: 'INSERT',
        table: 'messages',
        new: {
          id: sent?.id,
          conversation_id: conversation,
          sender_id: bob.id,
          body: 'Still available?',
          read_at: null,
        },
      });
    }

    // The read receipt reaches the sender too.
    await alice.client
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', sent?.id ?? '');
    await until(() => buyer.changes.length >= 2);
    expect(buyer.changes[1]).toMatchObject({ eventType: 'UPDATE', new: { id: sent?.id } });
    expect((buyer.changes[1]?.new as Message).read_at).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.changes).toEqual([]);
    await Promise.all([seller.stop(), buyer.stop(), stranger.stop()]);
  });

  it('refuses a subscription to an unknown table', async () => {
    await expect(
      new Promise((resolve, reject) => {
        alice.client
          .channel('bad')
          .on('postgres_changes', { event: '*', schema: 'public', table: 'no_such_table' }, () => undefined)
          .subscribe((status, error) => {
            if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(status);
            else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) reject(error ?? new Error(status));
          });
      }),
    ).rejects.toThrow(/no_such_table/);
  });
});
