import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestStack } from './support/stack.ts';
import type { Client, TestStack } from './support/stack.ts';

let stack: TestStack;

const SIGN_IN_SIGN_UPS = 4;

beforeAll(async () => {
  stack = await startTestStack({
    mailPort: null,
    authRateLimits: {
      signInSignUps: SIGN_IN_SIGN_UPS,
      tokenRefresh: 1000,
      tokenVerifications: 2,
      emailSent: 3,
      emailMaxFrequency: 3600,
    },
  });
});

afterAll(async () => {
  await stack.stop();
});

/** A sign-in POSTed from another loopback address, i.e. another client IP. */
function signInFrom(localAddress: string, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${stack.url}/auth/v1/token?grant_type=password`);
    const body = JSON.stringify({ email, password: DEMO_PASSWORD });
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('auth rate limits (per client IP, GoTrue-shaped 429s)', () => {
  it('refuses sign-ups and sign-ins beyond sign_in_sign_ups, but not another IP', async () => {
    const client = stack.anon();
    const email = DEMO_ACCOUNTS.buyer.email;
    for (let attempt = 1; attempt < SIGN_IN_SIGN_UPS; attempt++) {
      const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      expect(error).toBeNull();
    }
    const { error: last } = await client.auth.signUp({ email: 'limit.ok@example.test', password: 'correct-horse' });
    expect(last).toBeNull();

    const signIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(signIn.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(signIn.error?.message).toBe('Request rate limit reached');
    const signUp = await client.auth.signUp({ email: 'limit.over@example.test', password: 'correct-horse' });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const raw = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    // Without the API version header GoTrue answers in its older shape.
    expect(await raw.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });

    expect(await signInFrom('127.0.0.2', email)).toBe(200);
  });

  it('refuses a second recovery mail to one address, and mails beyond email_sent per hour', async () => {
    const client = stack.anon();
    const first = await client.auth.resetPasswordForEmail(DEMO_ACCOUNTS.dealer.email);
    expect(first.error).toBeNull();
    const again = await client.auth.resetPasswordForEmail(DEMO_ACCOUNTS.dealer.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    // Made-up addresses send no mail, so they spend none of the budget.
    for (let index = 0; index < 10; index += 1) {
      expect((await client.auth.resetPasswordForEmail(`made-up-${index}@example.test`)).error).toBeNull();
    }
    for (const email of [DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.buyer.email]) {
      expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const over = await client.auth.resetPasswordForEmail(DEMO_ACCOUNTS.admin.email);
    expect(over.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    });
  });

  it('refuses recovery verifications beyond token_verifications', async () => {
    const client = stack.anon();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await client.auth.verifyOtp({
        email: 'nobody@example.test',
        token: '000000',
        type: 'recovery',
      });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const { error } = await client.auth.verifyOtp({ email: 'nobody@example.test', token: '000000', type: 'recovery' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('message and report rate limits (database triggers, PostgREST-shaped 429s)', () => {
  // Its own stack, with the test stacks' relaxed auth limits: the one above has used up 127.0.0.1's sign-ins.
  let db: TestStack;
  let buyer: Client;
  let other: Client;

  beforeAll(async () => {
    db = await startTestStack({ mailPort: null });
    buyer = (await db.newUser('sender')).client;
    other = (await db.newUser('other')).client;
  });

  afterAll(async () => {
    await db.stop();
  });

  it('refuses the 21st message a user sends within a minute, not another user’s', async () => {
    const { data: vehicle } = await buyer
      .from('vehicles')
      .select('id')
      .eq('status', 'active')
      .limit(1)
      .single()
      .throwOnError();
    const conversation = (await buyer.rpc('start_conversation', { vehicle_id: vehicle.id }).throwOnError()).data;
    const senderId = (await buyer.auth.getUser()).data.user?.id ?? '';
    for (let index = 1; index <= 20; index++) {
      await buyer
        .from('messages')
        .insert({ conversation_id: conversation, sender_id: senderId, body: `Message ${index}` })
        .throwOnError();
    }
    const over = await buyer
      .from('messages')
      .insert({ conversation_id: conversation, sender_id: senderId, body: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.error).toEqual({
      code: 'PT429',
      message: 'You are sending messages too quickly. Please wait a moment.',
      details: 'At most 20 messages a minute.',
      hint: 'Try again in a minute.',
    });

    const otherConversation = (await other.rpc('start_conversation', { vehicle_id: vehicle.id }).throwOnError()).data;
    const otherId = (await other.auth.getUser()).data.user?.id ?? '';
    const fine = await other
      .from('messages')
      .insert({ conversation_id: otherConversation, sender_id: otherId, body: 'Hello' });
    expect(fine.error).toBeNull();
  });

  it('refuses the 11th report a user files within an hour', async () => {
    const reporterId = (await other.auth.getUser()).data.user?.id ?? '';
    const { data: vehicles } = await other
      .from('vehicles')
      .select('id')
      .eq('status', 'active')
      .order('id')
      .limit(11)
      .throwOnError();
    expect(vehicles).toHaveLength(11);
    const report = (vehicleId: string) =>
      other.from('reports').insert({ vehicle_id: vehicleId, reporter_id: reporterId, reason: 'duplicate' });
    for (const vehicle of vehicles.slice(0, 10)) expect((await report(vehicle.id)).error).toBeNull();
    const over = await report(vehicles[10]?.id ?? '');
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({
      code: 'PT429',
      message: 'You have sent too many reports. Please try again later.',
    });

    const service = await db
      .service()
      .from('reports')
      .insert({ vehicle_id: vehicles[10]?.id ?? '', reporter_id: reporterId, reason: 'duplicate' });
    expect(service.error).toBeNull();
  });
});
