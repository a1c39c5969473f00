import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, rawFetch, startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

/**
 * Both answers a sign-up can get, chosen as on hosted Supabase by
 * config.toml's [auth.email] enable_confirmations: the committed file turns
 * confirmations off (a session at once), a project that turns them on gets a
 * user without a session and a confirmation mail.
 */
const committed = readFileSync('supabase/config.toml', 'utf8');
const folder = mkdtempSync(join(tmpdir(), 'wheelhouse-confirmations-'));
const confirmingConfig = join(folder, 'config.toml');

let off: TestStack;
let on: TestStack;

beforeAll(async () => {
  expect(committed).toMatch(/^enable_confirmations = false$/m);
  writeFileSync(confirmingConfig, committed.replace(/^enable_confirmations = false$/m, 'enable_confirmations = true'));
  [off, on] = await Promise.all([
    startTestStack({ siteUrl: 'http://localhost:4321' }),
    startTestStack({ configFile: confirmingConfig, siteUrl: 'http://localhost:4321' }),
  ]);
});

afterAll(async () => {
  await Promise.all([off.stop(), on.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

async function autoconfirms(stack: TestStack): Promise<unknown> {
  const settings = (await (await rawFetch(stack, '/auth/v1/settings')).json()) as { mailer_autoconfirm: unknown };
  return settings.mailer_autoconfirm;
}

describe('sign-up with confirmations off (config.toml as committed)', () => {
  it('signs the new user in at once and sends no mail', async () => {
    const email = `off.${Date.now()}@example.test`;
    const { data, error } = await off.anon().auth.signUp({ email, password: 'correct-horse' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(off.outbox.latestTo(email)).toBeUndefined();
    expect(await autoconfirms(off)).toBe(true);
  });
});

describe('sign-up with enable_confirmations = true', () => {
  it('returns the user without a session, mails a link, and the link confirms and signs in', async () => {
    const email = `on.${Date.now()}@example.test`;
    const client = on.anon();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { first_name: 'Rosa' }, emailRedirectTo: 'http://localhost:4321/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { first_name: 'Rosa' } });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(await autoconfirms(on)).toBe(false);

    const early = await on.anon().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = on.outbox.latestTo(email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const link = mail?.links[0] ?? '';
    expect(link).toContain('type=signup');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
    const later = await on.anon().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a registered address with a stand-in user and sends it no mail', async () => {
    const email = DEMO_ACCOUNTS.buyer.email;
    const before = on.outbox.messages.length;
    const { data, error } = await on.anon().auth.signUp({ email, password: 'whatever-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(on.outbox.messages.length).toBe(before);
  });
});
