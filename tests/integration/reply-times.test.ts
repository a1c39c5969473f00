/**
 * Seller responsiveness under RLS: conversations keep their first-reply
 * times, seller_reply_stats holds each seller's median time to first reply
 * over 90 days, anyone reads it from three counted conversations on (and
 * nothing below), it never names buyers or shows messages, and no client can
 * write it or refresh it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import refreshReplyTimes from '../../netlify/functions/reply-times.ts';
import { createListing, sendMessage, schedulerRequest } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let stack: TestStack;
let service: Client;

beforeAll(async () => {
  stack = await startTestStack();
  service = stack.service();
});

afterAll(async () => {
  await stack.stop();
});

/** A seller with a listing, and a fresh buyer per conversation. */
async function newSeller(): Promise<Person> {
  return stack.newUser('seller', { first_name: 'Sol' });
}

/**
 * A conversation in which the buyer first wrote `askedAgo` ms ago and the
 * seller replied `replyAfter` ms later (never when null). The service role
 * writes the messages, so their times can lie in the past.
 */
async function conversation(seller: Person, askedAgo: number, replyAfter: number | null): Promise<string> {
  const buyer = await stack.newUser('buyer');
  const vehicleId = await createListing(service, seller.id);
  const { data: id, error } = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
  if (error) throw new Error(error.message);
  const asked = Date.now() - askedAgo;
  const rows = [
    {
      conversation_id: id,
      sender_id: buyer.id,
      body: 'Is it still available?',
      created_at: new Date(asked).toISOString(),
    },
  ];
  if (replyAfter !== null)
    rows.push({
      conversation_id: id,
      sender_id: seller.id,
      body: 'Yes, it is.',
      created_at: new Date(asked + replyAfter).toISOString(),
    });
  for (const row of rows) {
    const { error: sendError } = await service.from('messages').insert(row);
    if (sendError) throw new Error(sendError.message);
  }
  return id;
}

async function publicStat(sellerId: string, client: Client = stack.anon()) {
  const { data, error } = await client
    .from('seller_reply_stats')
    .select('conversations, median_reply_seconds, replies_within_24h')
    .eq('seller_id', sellerId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

describe('first-reply times', () => {
  it('are set by the buyer’s first message and the seller’s first reply, and read by the participants only', async () => {
    const seller = await newSeller();
    const buyer = await stack.newUser('buyer');
    const stranger = await stack.newUser('stranger');
    const vehicleId = await createListing(service, seller.id);
    const { data: id } = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
    const send = (from: Person, body: string) => sendMessage(from, id ?? '', body);
    await send(buyer, 'Hello, still available?');
    await send(buyer, 'And is the price negotiable?');
    await send(seller, 'Yes to both.');
    await send(seller, 'Come by on Saturday.');
    const { data: rows } = await service
      .from('messages')
      .select('sender_id, created_at')
      .eq('conversation_id', id ?? '')
      .order('created_at');
    const read = async (client: Client) =>
      (
        await client
          .from('conversations')
          .select('first_buyer_message_at, first_reply_at')
          .eq('id', id ?? '')
      ).data;
    const asked = Date.parse(rows?.[0]?.created_at ?? '');
    const replied = Date.parse(rows?.[2]?.created_at ?? '');
    for (const participant of [buyer, seller]) {
      const [own] = (await read(participant.client)) ?? [];
      expect(Date.parse(own?.first_buyer_message_at ?? '')).toBe(asked);
      expect(Date.parse(own?.first_reply_at ?? '')).toBe(replied);
    }
    expect(await read(stranger.client)).toEqual([]);
    expect(await read(stack.anon())).toEqual([]);
  });
});

describe('seller_reply_stats', () => {
  it('shows nothing for a seller with fewer than three counted conversations', async () => {
    const seller = await newSeller();
    await conversation(seller, 2 * DAY, 10 * MINUTE);
    await conversation(seller, 3 * DAY, 20 * MINUTE);
    expect(await publicStat(seller.id)).toBeNull();
    const { data } = await service
      .from('seller_reply_stats')
      .select('conversations')
      .eq('seller_id', seller.id)
      .single();
    expect(data).toEqual({ conversations: 2 });
  });

  it('publishes the median time to first reply from three conversations on, to anon and users alike', async () => {
    const seller = await newSeller();
    await conversation(seller, 5 * DAY, 10 * MINUTE);
    await conversation(seller, 4 * DAY, 40 * MINUTE);
    await conversation(seller, 3 * DAY, 5 * HOUR);
    const expected = { conversations: 3, median_reply_seconds: 40 * 60, replies_within_24h: true };
    expect(await publicStat(seller.id)).toEqual(expected);
    const someone = await stack.newUser('someone');
    expect(await publicStat(seller.id, someone.client)).toEqual(expected);
  });

  it('counts a conversation unanswered for over a day as the slowest, and ignores one still waiting', async () => {
    const seller = await newSeller();
    await conversation(seller, 10 * DAY, 30 * MINUTE);
    await conversation(seller, 9 * DAY, null);
    await conversation(seller, 8 * DAY, null);
    await conversation(seller, 2 * HOUR, null);
    expect(await publicStat(seller.id)).toEqual({
      conversations: 3,
      median_reply_seconds: null,
      replies_within_24h: false,
    });
  });

  it('leaves out conversations that started more than 90 days ago', async () => {
    const seller = await newSeller();
    await conversation(seller, 100 * DAY, 3 * DAY);
    await conversation(seller, 95 * DAY, 2 * DAY);
    await conversation(seller, 6 * DAY, 2 * HOUR);
    await conversation(seller, 5 * DAY, 3 * HOUR);
    await conversation(seller, 4 * DAY, 30 * HOUR);
    expect(await publicStat(seller.id)).toEqual({
      conversations: 3,
      median_reply_seconds: 3 * 3600,
      replies_within_24h: true,
    });
  });

  it('names no buyer and shows no message, only aggregates', async () => {
    const seller = await newSeller();
    for (const ago of [3, 4, 5]) await conversation(seller, ago * DAY, 15 * MINUTE);
    const { data } = await stack.anon().from('seller_reply_stats').select('*').eq('seller_id', seller.id).single();
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ['conversations', 'median_reply_seconds', 'refreshed_at', 'replies_within_24h', 'seller_id'].sort(),
    );
  });

  it('lets no client write the stats or refresh them', async () => {
    const seller = await newSeller();
    for (const ago of [3, 4, 5]) await conversation(seller, ago * DAY, 2 * DAY);
    for (const client of [stack.anon(), seller.client]) {
      const insert = await client
        .from('seller_reply_stats')
        .insert({ seller_id: seller.id, conversations: 9 } as never);
      expect(insert.error?.code).toBe('42501');
      const update = await client
        .from('seller_reply_stats')
        .update({ median_reply_seconds: 60 })
        .eq('seller_id', seller.id)
        .select();
      expect(update.error?.code).toBe('42501');
      const stale = await client.rpc('refresh_stale_seller_reply_stats');
      expect(stale.error?.code).toBe('42501');
      const one = await client.rpc('refresh_seller_reply_stats', { seller: seller.id });
      expect(one.error?.code).toBe('42501');
    }
    expect(await publicStat(seller.id)).toEqual({
      conversations: 3,
      median_reply_seconds: 2 * 86400,
      replies_within_24h: false,
    });
  });

  it('is brought up to date by the hourly refresh as time moves on', async () => {
    const seller = await newSeller();
    for (const ago of [3, 4]) await conversation(seller, ago * DAY, 20 * MINUTE);
    await conversation(seller, 2 * HOUR, null);
    expect(await publicStat(seller.id)).toBeNull();
    // A day later the waiting conversation counts; pretend by moving its first message back and the row's age past an hour.
    await stack.db.transaction(async (tx) => {
      await tx.query(
        `update public.conversations set first_buyer_message_at = first_buyer_message_at - interval '1 day'
          where seller_id = $1 and first_reply_at is null`,
        [seller.id],
      );
      await tx.query(
        `update public.seller_reply_stats set refreshed_at = now() - interval '2 hours' where seller_id = $1`,
        [seller.id],
      );
    });
    // The hourly scheduled function does it with the service role.
    const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_SERVICE_ROLE_KEY };
    process.env.SUPABASE_URL = stack.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
    try {
      const response = await refreshReplyTimes(schedulerRequest());
      expect(response.status).toBe(200);
      expect(((await response.json()) as { refreshed: number }).refreshed).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.SUPABASE_URL = saved.url;
      process.env.SUPABASE_SERVICE_ROLE_KEY = saved.key;
    }
    expect(await publicStat(seller.id)).toEqual({
      conversations: 3,
      median_reply_seconds: 20 * 60,
      replies_within_24h: true,
    });
  });
});
