/**
 * Buyer–seller messages: who reads and writes conversations and messages,
 * what start_conversation allows, what the message triggers write, read
 * receipts and the conversation list, through the real client as the buyer,
 * the seller, a stranger, anon and the service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, setListingStatus } from './support/fixtures.ts';
import type { ListingStatus, Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Sam', last_name: 'Seller' });
  buyer = await stack.newUser('buyer', { first_name: 'Bea', last_name: 'Buyer' });
  stranger = await stack.newUser('stranger', { first_name: 'Stan' });
});

afterAll(async () => {
  await stack.stop();
});

/** A listing of the seller's, created by the service role. */
function listing(status: ListingStatus = 'active'): Promise<string> {
  return createListing(stack.service(), seller.id, { status });
}

/** The buyer's conversation about a fresh active listing. */
async function conversation(): Promise<{ id: string; vehicleId: string }> {
  const vehicleId = await listing();
  const { data, error } = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
  if (error) throw new Error(error.message);
  return { id: data, vehicleId };
}

async function send(from: Person, conversationId: string, body: string): Promise<string> {
  const { data, error } = await from.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: from.id, body })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function messageNotifications(person: Person, conversationId: string) {
  const { data, error } = await stack
    .service()
    .from('notifications')
    .select('user_id, type, title, content, related_id')
    .eq('user_id', person.id)
    .eq('related_id', conversationId);
  if (error) throw new Error(error.message);
  return data;
}

describe('start_conversation', () => {
  it('opens one conversation per listing and buyer and returns it again on the next call', async () => {
    const vehicleId = await listing();
    const first = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
    const second = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
    expect(first.error).toBeNull();
    expect(second.data).toBe(first.data);
    const { data } = await stack
      .service()
      .from('conversations')
      .select('id, vehicle_id, buyer_id, seller_id, last_message_at, last_message_body')
      .eq('vehicle_id', vehicleId);
    expect(data).toEqual([
      {
        id: first.data,
        vehicle_id: vehicleId,
        buyer_id: buyer.id,
        seller_id: seller.id,
        last_message_at: null,
        last_message_body: '',
      },
    ]);
  });

  it('refuses the seller on their own listing', async () => {
    const vehicleId = await listing();
    const { data, error } = await seller.client.rpc('start_conversation', { vehicle_id: vehicleId });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '23514', message: 'you cannot message yourself about your own listing' });
  });

  it.each([
    ['draft', 'PT404', 404, 'This listing is no longer available.'],
    ['removed', 'PT404', 404, 'This listing is no longer available.'],
    ['sold', 'PT409', 409, 'This vehicle has been sold, so the seller is no longer taking messages about it.'],
  ] as const)('refuses a new conversation about a %s listing with %s', async (status, code, httpStatus, message) => {
    const vehicleId = await listing(status);
    const { error, status: answered } = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
    expect(error).toMatchObject({ code, message });
    expect(answered).toBe(httpStatus);
    const { count } = await stack
      .service()
      .from('conversations')
      .select('id', { count: 'exact', head: true })
      .eq('vehicle_id', vehicleId);
    expect(count).toBe(0);
  });

  it('refuses a listing that does not exist with 404', async () => {
    const { error, status } = await buyer.client.rpc('start_conversation', {
      vehicle_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error).toMatchObject({ code: 'PT404', message: 'This listing is no longer available.' });
    expect(status).toBe(404);
  });

  it.each(['sold', 'removed', 'draft'] as const)(
    'still returns the existing conversation once the listing is %s',
    async (status) => {
      const { id, vehicleId } = await conversation();
      await setListingStatus(stack.service(), vehicleId, status);
      const again = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
      expect(again).toMatchObject({ error: null, data: id });
    },
  );

  it('refuses anonymous callers', async () => {
    const vehicleId = await listing();
    const { data, error } = await stack.anon().rpc('start_conversation', { vehicle_id: vehicleId });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('conversation and message access', () => {
  it('lets the buyer and the seller read the conversation and its messages', async () => {
    const { id } = await conversation();
    const question = await send(buyer, id, 'Is it still available?');
    const answer = await send(seller, id, 'Yes, come by on Saturday.');
    for (const person of [buyer, seller]) {
      const conversations = await person.client.from('conversations').select('id').eq('id', id);
      expect(conversations).toMatchObject({ error: null, data: [{ id }] });
      const messages = await person.client
        .from('messages')
        .select('id, sender_id')
        .eq('conversation_id', id)
        .order('created_at');
      expect(messages.data).toEqual([
        { id: question, sender_id: buyer.id },
        { id: answer, sender_id: seller.id },
      ]);
    }
  });

  it('shows a stranger and anon neither the conversation nor its messages', async () => {
    const { id } = await conversation();
    await send(buyer, id, 'Private question');
    for (const client of [stranger.client, stack.anon()]) {
      const conversations = await client.from('conversations').select('id').eq('id', id);
      expect(conversations.data ?? []).toEqual([]);
      const messages = await client.from('messages').select('id').eq('conversation_id', id);
      expect(messages.data ?? []).toEqual([]);
    }
  });

  it('refuses messages from a stranger or anon in someone else’s conversation', async () => {
    const { id } = await conversation();
    const byStranger = await stranger.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: stranger.id, body: 'Let me in' });
    expect(byStranger.error?.code).toBe('42501');
    const byAnon = await stack.anon().from('messages').insert({ conversation_id: id, sender_id: buyer.id, body: 'Hi' });
    expect(byAnon.error?.code).toBe('42501');
    const { count } = await stack
      .service()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', id);
    expect(count).toBe(0);
  });

  it('refuses a message whose sender is not the caller', async () => {
    const { id } = await conversation();
    const forged = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: seller.id, body: 'Price halved, trust me' });
    expect(forged.error?.code).toBe('42501');
  });

  it('lets no client create, change or delete a conversation directly', async () => {
    const vehicleId = await listing();
    const row = { vehicle_id: vehicleId, buyer_id: buyer.id, seller_id: seller.id };
    for (const client of [buyer.client, seller.client, stranger.client, stack.anon()]) {
      const inserted = await client.from('conversations').insert(row);
      expect(inserted.error?.code).toBe('42501');
    }
    const { id } = await conversation();
    for (const client of [buyer.client, seller.client]) {
      const updated = await client.from('conversations').update({ last_message_body: 'Forged' }).eq('id', id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('conversations').delete().eq('id', id);
      expect(deleted.error?.code).toBe('42501');
    }
    const { data } = await stack.service().from('conversations').select('last_message_body').eq('id', id).single();
    expect(data?.last_message_body).toBe('');
  });

  it('lets no client delete a message', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Keep me');
    for (const client of [buyer.client, seller.client]) {
      const deleted = await client.from('messages').delete().eq('id', message);
      expect(deleted.error?.code).toBe('42501');
    }
  });
});

describe('new message triggers', () => {
  it('notifies the recipient once, naming the sender, and never the sender', async () => {
    const { id, vehicleId } = await conversation();
    await send(buyer, id, 'Does it have winter tyres?');
    const { data: vehicle } = await stack.service().from('vehicles').select('title').eq('id', vehicleId).single();
    expect(await messageNotifications(seller, id)).toEqual([
      {
        user_id: seller.id,
        type: 'message',
        title: 'New message from Bea',
        content: `${vehicle?.title ?? ''}: Does it have winter tyres?`,
        related_id: id,
      },
    ]);
    expect(await messageNotifications(buyer, id)).toEqual([]);

    await send(seller, id, 'Yes, on rims.');
    expect(await messageNotifications(buyer, id)).toMatchObject([
      { type: 'message', title: 'New message from Sam', related_id: id },
    ]);
    expect(await messageNotifications(seller, id)).toHaveLength(1);
    expect(await messageNotifications(stranger, id)).toEqual([]);
  });

  it('names a sender without a first name as a Wheelhouse member', async () => {
    const nameless = await stack.newUser('nameless');
    const vehicleId = await listing();
    const { data: id } = await nameless.client.rpc('start_conversation', { vehicle_id: vehicleId });
    await send(nameless, id ?? '', 'Hello');
    expect(await messageNotifications(seller, id ?? '')).toMatchObject([
      { title: 'New message from Wheelhouse member' },
    ]);
  });

  it('keeps the conversation’s last message current', async () => {
    const { id } = await conversation();
    await send(buyer, id, 'First');
    const answer = await seller.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: seller.id, body: 'Second' })
      .select('created_at')
      .single();
    const { data } = await buyer.client
      .from('conversations')
      .select('last_message_at, last_message_body, last_sender_id')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      last_message_at: answer.data?.created_at,
      last_message_body: 'Second',
      last_sender_id: seller.id,
    });
  });

  it('stamps messages with the server’s time, unread, and refuses a client-chosen time', async () => {
    const { id } = await conversation();
    const backdated = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body: 'Old news', created_at: '2001-01-01T00:00:00Z' });
    expect(backdated.error?.code).toBe('42501');
    const preRead = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body: 'Read already', read_at: '2001-01-01T00:00:00Z' });
    expect(preRead.error?.code).toBe('42501');

    const message = await send(buyer, id, 'Now');
    const [row] = await stack.db.transaction((tx) =>
      tx.query<{ server_time: boolean; read_at: string | null }>(
        `select m.created_at >= c.created_at and m.created_at <= now() as server_time, m.read_at
           from public.messages m join public.conversations c on c.id = m.conversation_id
          where m.id = $1`,
        [message],
      ),
    );
    expect(row).toEqual({ server_time: true, read_at: null });
  });

  it('trims the body', async () => {
    const { id } = await conversation();
    const { data } = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body: '  \n Still for sale?\t ' })
      .select('body')
      .single();
    expect(data?.body).toBe('Still for sale?');
    const { data: last } = await buyer.client.from('conversations').select('last_message_body').eq('id', id).single();
    expect(last?.last_message_body).toBe('Still for sale?');
  });

  it.each([
    ['an empty body', ''],
    ['a body of only whitespace', ' \n\t '],
    ['a body over 2000 characters', 'x'.repeat(2001)],
  ])('refuses %s with a check violation', async (_label, body) => {
    const { id } = await conversation();
    const { error, status } = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(await messageNotifications(seller, id)).toEqual([]);
  });

  it('accepts 2000 characters once surrounding whitespace is trimmed', async () => {
    const { id } = await conversation();
    const body = 'y'.repeat(2000);
    const { data, error } = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body: `  ${body}  ` })
      .select('body')
      .single();
    expect(error).toBeNull();
    expect(data?.body).toBe(body);
  });
});

describe('read receipts', () => {
  it('lets the recipient mark a message read at the server’s time', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Read me');
    const { data, error } = await seller.client
      .from('messages')
      .update({ read_at: '2001-01-01T00:00:00Z' })
      .eq('id', message)
      .select('read_at');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(new Date(data?.[0]?.read_at ?? 0).getFullYear()).toBeGreaterThan(2001);
  });

  it('stops the sender from marking their own message read', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Mine');
    const { data, error } = await buyer.client
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', message)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const byStranger = await stranger.client
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', message)
      .select('id');
    expect(byStranger.data).toEqual([]);
    const { data: row } = await stack.service().from('messages').select('read_at').eq('id', message).single();
    expect(row?.read_at).toBeNull();
  });

  it('never clears or moves a read receipt once set', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Once');
    const { data: first } = await seller.client
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', message)
      .select('read_at')
      .single();
    const readAt = first?.read_at;
    expect(readAt).toBeTruthy();
    const cleared = await seller.client.from('messages').update({ read_at: null }).eq('id', message).select('read_at');
    expect(cleared.data).toEqual([{ read_at: readAt }]);
    const moved = await seller.client
      .from('messages')
      .update({ read_at: '2030-01-01T00:00:00Z' })
      .eq('id', message)
      .select('read_at');
    expect(moved.data).toEqual([{ read_at: readAt }]);
  });

  it('lets the recipient change nothing but the read receipt', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Original');
    const body = await seller.client.from('messages').update({ body: 'Rewritten' }).eq('id', message);
    expect(body.error?.code).toBe('42501');
    const sender = await seller.client.from('messages').update({ sender_id: seller.id }).eq('id', message);
    expect(sender.error?.code).toBe('42501');
    const { data } = await stack.service().from('messages').select('body, sender_id').eq('id', message).single();
    expect(data).toEqual({ body: 'Original', sender_id: buyer.id });
  });
});

describe('conversation_summaries', () => {
  it('lists each participant’s own conversations with their role, the other person and unread messages', async () => {
    const reader = await stack.newUser('reader', { first_name: 'Rita', last_name: 'Reader' });
    const title = 'Conversation summary car';
    const vehicleId = await createListing(stack.service(), seller.id, { title, body_type: 'estate', color: 'Red' });
    const { data: id } = await reader.client.rpc('start_conversation', { vehicle_id: vehicleId });
    const conversationId = id ?? '';
    await send(reader, conversationId, 'One');
    await send(reader, conversationId, 'Two');
    const reply = await send(seller, conversationId, 'Three');

    const mine = await reader.client.rpc('conversation_summaries');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: conversationId,
        vehicle_id: vehicleId,
        vehicle_title: title,
        vehicle_status: 'active',
        // What the list draws the listing's picture from when it has no photo.
        vehicle_photo: null,
        vehicle_image_url: null,
        vehicle_body_type: 'estate',
        vehicle_color: 'Red',
        role: 'buyer',
        other_id: seller.id,
        other_name: 'Sam',
        other_is_dealer: false,
        last_message_body: 'Three',
        last_sender_id: seller.id,
        unread_count: 1,
      }),
    ]);

    const theirs = await seller.client.rpc('conversation_summaries');
    const forSeller = theirs.data?.filter((row) => row.id === conversationId);
    expect(forSeller).toEqual([
      expect.objectContaining({ role: 'seller', other_id: reader.id, other_name: 'Rita', unread_count: 2 }),
    ]);
    expect(theirs.data?.every((row) => row.role === 'seller')).toBe(true);
    // The newest activity comes first.
    expect(theirs.data?.[0]?.id).toBe(conversationId);

    await reader.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', reply);
    const after = await reader.client.rpc('conversation_summaries');
    expect(after.data?.[0]?.unread_count).toBe(0);
  });

  it('shows a user outside every conversation nothing', async () => {
    const { data, error } = await stranger.client.rpc('conversation_summaries');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const { data, error } = await stack.anon().rpc('conversation_summaries');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
