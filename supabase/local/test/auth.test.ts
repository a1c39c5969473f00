/**
 * Conformance: GoTrue's answers for the flows supabase-js drives. A new
 * password ends the account's other sessions; a new address takes effect
 * once confirmed from the mail sent to it; sign-up and sign-in do not
 * tell strangers which addresses have accounts (beyond GoTrue's own
 * "User already registered" with confirmations off); mail limits are spent
 * only by mail actually sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceStack } from './support.ts';
import type { ConformanceStack } from './support.ts';

interface Session {
  access_token: string;
  refresh_token: string;
}

describe('GoTrue conformance', () => {
  let stack: ConformanceStack;
  const json = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // What supabase-js sends; with it GoTrue's errors carry `code`.
      'x-supabase-api-version': '2024-01-01',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const signIn = async (email: string, password: string): Promise<Session> => {
    const { status, body } = await stack.call('/auth/v1/token?grant_type=password', json({ email, password }));
    expect(status).toBe(200);
    return body as Session;
  };
  const getUser = async (session: Session) =>
    (await stack.call('/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } })).status;
  const refresh = async (session: Session) =>
    (await stack.call('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: session.refresh_token })))
      .status;

  beforeAll(async () => {
    stack = await startConformanceStack({}, { authRateLimits: { emailSent: 3, emailMaxFrequency: 60 } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('ends every other session when a signed-in user changes the password', async () => {
    const signUp = await stack.call('/auth/v1/signup', json({ email: 'pat@example.test', password: 'first-password' }));
    expect(signUp.status).toBe(200);
    const phone = await signIn('pat@example.test', 'first-password');
    const laptop = await signIn('pat@example.test', 'first-password');
    const changed = await stack.call('/auth/v1/user', {
      ...json({ password: 'second-password' }, laptop.access_token),
      method: 'PUT',
    });
    expect(changed.status).toBe(200);
    expect(await getUser(laptop)).toBe(200);
    expect(await getUser(phone)).toBe(403);
    expect(await refresh(phone)).toBe(400);
    expect(await refresh(laptop)).toBe(200);
  });

  it('ends the sessions opened before a password reset', async () => {
    await stack.call('/auth/v1/signup', json({ email: 'sam@example.test', password: 'first-password' }));
    const before = await signIn('sam@example.test', 'first-password');
    expect((await stack.call('/auth/v1/recover', json({ email: 'sam@example.test' }))).status).toBe(200);
    const mail = stack.outbox.messages.findLast((message) => message.to === 'sam@example.test');
    const link = mail?.links[0] ?? '';
    const verified = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(verified.headers.get('location') ?? '').hash.slice(1));
    const recovery = fragment.get('access_token') ?? '';
    const reset = await stack.call('/auth/v1/user', {
      ...json({ password: 'second-password' }, recovery),
      method: 'PUT',
    });
    expect(reset.status).toBe(200);
    expect(await getUser(before)).toBe(403);
    expect(await refresh(before)).toBe(400);
  });

  it('changes the address only once the new one confirms it from the mail', async () => {
    const session = await signIn('pat@example.test', 'second-password');
    const asked = await stack.call('/auth/v1/user', {
      ...json({ email: 'pat.new@example.test' }, session.access_token),
      method: 'PUT',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: 'pat@example.test', new_email: 'pat.new@example.test' });
    expect(
      (
        await stack.call(
          '/auth/v1/token?grant_type=password',
          json({ email: 'pat.new@example.test', password: 'second-password' }),
        )
      ).status,
    ).toBe(400);
    const link = stack.outbox.messages.findLast((message) => message.to === 'pat.new@example.test')?.links[0] ?? '';
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location') ?? '').hash).toContain('type=email_change');
    await signIn('pat.new@example.test', 'second-password');
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers sign-up of a registered address as GoTrue does with confirmations off', async () => {
    const { status, body } = await stack.call(
      '/auth/v1/signup',
      json({ email: 'pat.new@example.test', password: 'whatever-password' }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'user_already_exists', message: 'User already registered' });
  });

  it('takes as long to refuse an unknown address as a wrong password', async () => {
    const timeOf = async (email: string) => {
      const started = performance.now();
      const { status, body } = await stack.call(
        '/auth/v1/token?grant_type=password',
        json({ email, password: 'wrong-password' }),
      );
      expect({ status, body }).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timeOf('pat.new@example.test'));
      unknown.push(await timeOf(`nobody-${round}@example.test`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('spends the mail budget only on mail actually sent', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await stack.call('/auth/v1/recover', json({ email: `stranger-${index}@example.test` }))).status).toBe(
        200,
      );
    }
    await stack.call('/auth/v1/signup', json({ email: 'kim@example.test', password: 'first-password' }));
    expect((await stack.call('/auth/v1/recover', json({ email: 'kim@example.test' }))).status).toBe(200);
    await stack.call('/auth/v1/signup', json({ email: 'lee@example.test', password: 'first-password' }));
    const over = await stack.call('/auth/v1/recover', json({ email: 'lee@example.test' }));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
  });
});
