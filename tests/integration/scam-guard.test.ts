/**
 * The scam guard in the database: the generated SQL rules classify exactly as
 * the TypeScript module does, every message insert records its categories
 * whatever the client sends, contact details are masked for the recipient
 * (REST, Realtime, the conversation list, the notification) until both sides
 * have written while the sender keeps their own text, and only new accounts
 * are ever refused.
 */
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../src/lib/database.types.ts';
import { SCAM_GUARD_CORPUS } from '../../src/lib/domain/scamGuard.corpus.ts';
import { SCAM_GUARD_MAX_CHECKED, scamCategories } from '../../src/lib/domain/scamGuard.ts';
import exportData from '../../netlify/functions/account-export.ts';
import { createListing, sendMessage as send } from './support/fixtures.ts';
import type { Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

const DEPOSIT_SCAM = 'pay via friends and family to DE89 3704 0044 0532 0130 00';

let stack: TestStack;
let seller: Person;
let buyer: Person;
let stranger: Person;

/** Makes the account a day and a half old: the guard then only warns. */
async function ageAccount(person: Person): Promise<void> {
  const { error } = await stack
    .service()
    .from('profiles')
    .update({ created_at: new Date(Date.now() - 36 * 3_600_000).toISOString() })
    .eq('id', person.id);
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller', { first_name: 'Sam' });
  buyer = await stack.newUser('buyer', { first_name: 'Bea' });
  stranger = await stack.newUser('stranger', { first_name: 'Stan' });
  await ageAccount(seller);
  await ageAccount(buyer);
});

afterAll(async () => {
  await stack.stop();
});

async function conversation(): Promise<string> {
  const vehicleId = await createListing(stack.service(), seller.id);
  const { data, error } = await buyer.client.rpc('start_conversation', { vehicle_id: vehicleId });
  if (error) throw new Error(error.message);
  return data;
}

async function bodyAs(person: Person, messageId: string): Promise<string | undefined> {
  const { data } = await person.client.from('messages').select('body').eq('id', messageId).maybeSingle();
  return data?.body;
}

describe('the generated SQL rules', () => {
  it('classify every corpus message exactly as the TypeScript rules do', async () => {
    const texts = SCAM_GUARD_CORPUS.map((m) => m.text);
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ text: string; categories: string[] }>(
        'select t as text, public.scam_guard_categories(t) as categories from unnest($1::text[]) t',
        [texts],
      ),
    );
    expect(rows.map((row) => [row.text, row.categories])).toEqual(texts.map((text) => [text, scamCategories(text)]));
  });

  it('agree on long and hostile input, and check only the first characters', async () => {
    const texts = [
      '0'.repeat(SCAM_GUARD_MAX_CHECKED),
      '+4'.repeat(SCAM_GUARD_MAX_CHECKED / 2),
      'a@'.repeat(SCAM_GUARD_MAX_CHECKED / 2),
      'DE89 '.repeat(SCAM_GUARD_MAX_CHECKED / 5),
      `${'x '.repeat(SCAM_GUARD_MAX_CHECKED / 2)}western union`,
      `gift cards ${'🚗'.repeat(SCAM_GUARD_MAX_CHECKED)}`,
      'Über Signal? Treuhänder! ZOLLGEBÜHR',
    ];
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ categories: string[] }>(
        'select public.scam_guard_categories(t) as categories from unnest($1::text[]) with ordinality u(t, n) order by n',
        [texts],
      ),
    );
    expect(rows.map((row) => row.categories)).toEqual(texts.map((text) => scamCategories(text)));
    expect(rows[4]?.categories).toEqual([]);
  });

  it('are the service role’s alone', async () => {
    const { error } = await buyer.client.rpc('scam_guard_categories', { body: 'western union' });
    expect(error?.code).toBe('42501');
  });
});

describe('checking messages on insert', () => {
  it('records the categories of every message, whatever the client sends', async () => {
    const id = await conversation();
    const sent = await send(buyer, id, 'Is it still available? I can pay cash.');
    expect(sent.risk_categories).toEqual([]);
    const risky = await send(buyer, id, 'Can I pay with Amazon gift cards?');
    expect(risky.risk_categories).toEqual(['gift_card']);
    const forged = await buyer.client
      .from('messages')
      .insert({ conversation_id: id, sender_id: buyer.id, body: 'hello', risk_categories: [] } as never)
      .select('id');
    expect(forged.error?.code).toBe('42501');
    const update = await seller.client
      .from('messages')
      .update({ risk_categories: [] } as never)
      .eq('id', risky.id)
      .select('id');
    expect(update.error?.code).toBe('42501');
  });

  it('refuses untraceable payment requests from an account younger than a day, with the reason', async () => {
    const newcomer = await stack.newUser('newcomer', { first_name: 'Nina' });
    const vehicleId = await createListing(stack.service(), seller.id);
    const { data: id } = await newcomer.client.rpc('start_conversation', { vehicle_id: vehicleId });
    const refused = await newcomer.client
      .from('messages')
      .insert({ conversation_id: id ?? '', sender_id: newcomer.id, body: 'Send the deposit by Western Union please' })
      .select('id');
    expect(refused.error).toMatchObject({ code: 'PT403' });
    expect(refused.error?.message).toMatch(/New accounts cannot send gift card, money transfer/);
    // Contact details and IBANs are only warned about, even from a new account.
    const warned = await send(newcomer, id ?? '', 'My IBAN is DE89 3704 0044 0532 0130 00, call 0176 12345678');
    expect(warned.risk_categories).toEqual(['phone', 'iban']);
    // A day later the same request goes through with a warning.
    await ageAccount(newcomer);
    const later = await send(newcomer, id ?? '', 'Send the deposit by Western Union please');
    expect(later.risk_categories).toEqual(['money_transfer']);
  });
});

describe('masking contact details until both sides have written', () => {
  it('shows the recipient placeholders and the sender their own text', async () => {
    const id = await conversation();
    const sent = await send(buyer, id, DEPOSIT_SCAM);
    const masked = 'pay via friends and family to [IBAN hidden]';
    expect(sent).toMatchObject({ body: masked, contact_masked: true, risk_categories: ['iban', 'friends_family'] });
    expect(await bodyAs(seller, sent.id)).toBe(masked);
    expect(await bodyAs(buyer, sent.id)).toBe(masked);

    const own = await buyer.client
      .from('messages')
      .select('body, original:message_originals(body)')
      .eq('id', sent.id)
      .single();
    expect(own.data).toEqual({ body: masked, original: { body: DEPOSIT_SCAM } });
    const theirs = await seller.client
      .from('messages')
      .select('body, original:message_originals(body)')
      .eq('id', sent.id)
      .single();
    expect(theirs.data).toEqual({ body: masked, original: null });
    for (const person of [seller, stranger]) {
      const { data } = await person.client.from('message_originals').select('*').eq('message_id', sent.id);
      expect(data).toEqual([]);
    }
    const anon = await stack.anon().from('message_originals').select('*');
    expect(anon.data ?? []).toEqual([]);
  });

  it('keeps the raw text out of the conversation list and the notification', async () => {
    const id = await conversation();
    await send(buyer, id, 'Write to me: bea.buyer@example.com or +49 176 1234 5678');
    const summaries = await seller.client.rpc('conversation_summaries');
    const summary = summaries.data?.find((row) => row.id === id);
    expect(summary?.last_message_body).toBe('Write to me: [e-mail hidden] or [phone number hidden]');
    const { data: notes } = await seller.client
      .from('notifications')
      .select('content')
      .eq('related_id', id)
      .eq('type', 'message');
    expect(notes?.map((n) => n.content).join(' ')).not.toMatch(/example\.com|1234/);
    expect(notes?.[0]?.content).toContain('[e-mail hidden]');
  });

  it('delivers the masked text over Realtime', async () => {
    const id = await conversation();
    await seller.client.realtime.setAuth((await seller.client.auth.getSession()).data.session?.access_token ?? '');
    const bodies: string[] = [];
    const channel = seller.client.channel(`guard-${id}`);
    await new Promise<void>((resolve, reject) => {
      channel
        .on<Tables<'messages'>>(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${id}` },
          (payload) => {
            bodies.push(payload.new.body);
          },
        )
        .subscribe((status, error) => {
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
          else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) reject(error ?? new Error(status));
        });
    });
    await send(buyer, id, 'WhatsApp me on 0176 12345678');
    const start = Date.now();
    while (bodies.length === 0 && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    await seller.client.removeChannel(channel);
    expect(bodies).toEqual(['WhatsApp me on [phone number hidden]']);
  });

  it('masks contact details disguised with invisible characters, full-width digits or dotted IBANs', async () => {
    const cases = [
      ['Call me on 0176\u200b1234\u200b5678', 'Call me on [phone number hidden]'],
      ['Call me on ０１７６ １２３４５６７', 'Call me on [phone number hidden]'],
      ['Mail: bea\u200b@example.com', 'Mail: [e-mail hidden]'],
      ['Pay to DE89.3704.0044.0532.0130.00 please', 'Pay to [IBAN hidden] please'],
    ] as const;
    for (const [body, seen] of cases) {
      const id = await conversation();
      const sent = await send(buyer, id, body);
      expect(sent.contact_masked, body).toBe(true);
      expect(await bodyAs(seller, sent.id)).toBe(seen);
    }
  });

  it('stores messages as written once both have written; earlier ones stay masked', async () => {
    const id = await conversation();
    const first = await send(buyer, id, 'Call me on 0176 12345678');
    expect(first.contact_masked).toBe(true);
    const reply = await send(seller, id, 'Sure, mine is 030 1234567');
    expect(reply).toMatchObject({
      body: 'Sure, mine is 030 1234567',
      contact_masked: false,
      risk_categories: ['phone'],
    });
    const later = await send(buyer, id, 'Great, or mail me at bea@example.com');
    expect(later).toMatchObject({ body: 'Great, or mail me at bea@example.com', contact_masked: false });
    expect(await bodyAs(seller, first.id)).toBe('Call me on [phone number hidden]');
  });

  it('gives the sender their own text in their data export', async () => {
    const id = await conversation();
    const sent = await send(buyer, id, DEPOSIT_SCAM);
    const token = (await buyer.client.auth.getSession()).data.session?.access_token ?? '';
    // The export reads with the caller's own token and the anon key.
    const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_ANON_KEY };
    process.env.SUPABASE_URL = stack.url;
    process.env.SUPABASE_ANON_KEY = stack.anonKey;
    try {
      const response = await exportData(
        new Request('http://localhost/api/account/export', { headers: { Authorization: `Bearer ${token}` } }),
      );
      const data = (await response.json()) as { messages: { id: string; body: string; original: unknown }[] };
      expect(data.messages.find((m) => m.id === sent.id)).toMatchObject({
        body: 'pay via friends and family to [IBAN hidden]',
        original: { body: DEPOSIT_SCAM },
      });
    } finally {
      process.env.SUPABASE_URL = saved.url;
      process.env.SUPABASE_ANON_KEY = saved.key;
    }
  });
});
