import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '@wheelhouse/local-supabase';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, rawFetch, startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  // No replay window, so a reused refresh token is caught at once.
  stack = await startTestStack({ refreshTokenReuseInterval: 0, mailPort: 0 });
});

afterAll(async () => {
  await stack.stop();
});

describe('sign-up and sign-in', () => {
  it('signs up with a session and creates the profile from the metadata', async () => {
    const client = stack.anon();
    const email = `new.seller.${Date.now()}@example.test`;
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { first_name: 'Greta' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { first_name: 'Greta' },
    });
    const profile = await client
      .from('profiles')
      .select('first_name, is_dealer')
      .eq('id', data.user?.id ?? '')
      .single();
    expect(profile.data).toEqual({ first_name: 'Greta', is_dealer: false });
  });

  it('refuses an existing email, a weak password and a malformed email', async () => {
    const client = stack.anon();
    const taken = await client.auth.signUp({ email: DEMO_ACCOUNTS.buyer.email, password: 'whatever-123' });
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    const weak = await client.auth.signUp({ email: 'weak@example.test', password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
    const malformed = await client.auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const client = stack.anon();
    const ok = await client.auth.signInWithPassword({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const wrong = await client.auth.signInWithPassword({ email: DEMO_ACCOUNTS.buyer.email, password: 'nope-nope' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('issues access tokens with the claims PostgREST and the app rely on', async () => {
    const client = await stack.signIn(DEMO_ACCOUNTS.dealer.email);
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: DEMO_ACCOUNTS.dealer.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: DEMO_ACCOUNTS.dealer.email,
      aal: 'aal1',
      app_metadata: { provider: 'email' },
    });
    expect(claims.session_id).toBeTypeOf('string');
  });
});

describe('sessions', () => {
  it('rotates the refresh token and ends the session when an old one is replayed', async () => {
    const { client } = await stack.newUser('rotate');
    const first = (await client.auth.getSession()).data.session;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);
    const replay = await rawFetch(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: first?.refresh_token }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // The whole session was revoked, so even the newest token is dead now.
    const after = await client.auth.refreshSession();
    expect(after.error, JSON.stringify(after)).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('gets and updates the user: metadata, password and email', async () => {
    const { client, email, password } = await stack.newUser('update');
    const fetched = await client.auth.getUser();
    expect(fetched.data.user?.email).toBe(email);
    const meta = await client.auth.updateUser({ data: { first_name: 'Nina', newsletter: true } });
    expect(meta.data.user?.user_metadata).toMatchObject({ first_name: 'Nina', newsletter: true });
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    const changed = await client.auth.updateUser({ password: 'brand-new-password' });
    expect(changed.error).toBeNull();
    const newEmail = `changed.${Date.now()}@example.test`;
    const moved = await client.auth.updateUser({ email: newEmail });
    // As GoTrue: the address changes once the new one confirms it from the mail.
    expect(moved.data.user).toMatchObject({ email, new_email: newEmail });
    const link = stack.outbox.messages.findLast((mail) => mail.to === newEmail)?.links[0] ?? '';
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    const taken = await client.auth.updateUser({ email: DEMO_ACCOUNTS.buyer.email });
    expect(taken.error?.code).toBe('email_exists');
    const again = stack.anon();
    expect((await again.auth.signInWithPassword({ email: newEmail, password: 'brand-new-password' })).error).toBeNull();
  });

  it('signs out globally: the access token stops working for auth and refresh fails', async () => {
    const { client } = await stack.newUser('signout');
    const session = (await client.auth.getSession()).data.session;
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await rawFetch(stack, '/auth/v1/user', {
      headers: { authorization: `Bearer ${session?.access_token ?? ''}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
    const refresh = await rawFetch(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: session?.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  it('refuses expired and forged access tokens on /user', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: DEMO_ACCOUNTS.buyer.id, role: 'authenticated', aud: 'authenticated' };
    const expired = signJwt({ ...claims, exp: now - 10 }, stack.jwtSecret);
    const forged = signJwt({ ...claims, exp: now + 600 }, 'not-the-secret-not-the-secret-not-the-secret');
    for (const token of [expired, forged, 'garbage']) {
      const client = createClient(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await client.auth.getUser(token);
      expect(data.user).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('bad_jwt');
    }
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in and lets them set a new password', async () => {
    const { email } = await stack.newUser('recover');
    const client = stack.anon();
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4321/auth' });
    expect(sent.error).toBeNull();
    const mail = stack.outbox.latestTo(email);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = mail?.links[0] ?? '';
    expect(link).toContain('/auth/v1/verify?token=');

    const redirect = await fetch(link, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/auth');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const accessToken = fragment.get('access_token') ?? '';
    const refreshToken = fragment.get('refresh_token') ?? '';

    const recovered = stack.anon();
    const set = await recovered.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(set.error).toBeNull();
    expect((await recovered.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await stack.anon().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();

    // The link works once.
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('writes the mail in the account’s language, from config.toml’s template reading the metadata’s locale', async () => {
    const email = `konto.${Date.now()}@example.test`;
    const signedUp = await stack.anon().auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { first_name: 'Greta', locale: 'de' } },
    });
    expect(signedUp.error).toBeNull();
    expect((await stack.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = stack.outbox.latestTo(email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    expect(mail?.text).toMatch(/Oder gib diesen Code ein: \d{6}/);
    expect(mail?.html).toContain('<h2>Passwort zurücksetzen</h2>');
    expect(mail?.links[0]).toContain('/auth/v1/verify?token=');
  });

  it('verifies the mailed code with verifyOtp', async () => {
    const { email } = await stack.newUser('otp');
    await stack.anon().auth.resetPasswordForEmail(email);
    const code = /code: (\d{6})/.exec(stack.outbox.latestTo(email)?.text ?? '')?.[1] ?? '';
    const client = stack.anon();
    const wrong = await client.auth.verifyOtp({
      email,
      token: '000000' === code ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
  });

  it('answers the same for unknown addresses and shows mail in the outbox viewer', async () => {
    const unknown = await stack.anon().auth.resetPasswordForEmail('nobody@example.test');
    expect(unknown.error).toBeNull();
    expect(stack.outbox.latestTo('nobody@example.test')).toBeUndefined();
    const page = await fetch(stack.mailUrl ?? '');
    const html = await page.text();
    expect(html).toContain('Reset Your Password');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
    const api = (await (await fetch(`${stack.mailUrl ?? ''}/api/messages`)).json()) as unknown[];
    expect(api.length).toBe(stack.outbox.messages.length);
  });
});

describe('admin', () => {
  it('gets and deletes a user with the service role; the profile goes with it', async () => {
    const { id, client } = await stack.newUser('doomed');
    await client.from('favorites').insert({ user_id: id, vehicle_id: '5a1e0001-0000-4000-8000-000000000001' });
    const admin = stack.service();
    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.id).toBe(id);
    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
    const profile = await admin.from('profiles').select('id').eq('id', id);
    expect(profile.data).toEqual([]);
    const favorites = await admin.from('favorites').select('id').eq('user_id', id);
    expect(favorites.data).toEqual([]);
  });

  it('refuses the admin API to anyone but the service role', async () => {
    const { client, id } = await stack.newUser('sneaky');
    const attempt = await client.auth.admin.deleteUser(id);
    expect(attempt.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
