/**
 * The daily saved-search digest end to end: users switch it on per saved
 * search through the real client (only their own, only that column); the
 * scheduled function, called as Netlify calls it, claims the new matches and
 * mails each user once through SMTP into the stack's outbox; a second run
 * mails nothing; a failed mail is handed back; the signed unsubscribe link
 * (page and one-click) turns a search's digest off without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import oneClickUnsubscribe from '../../netlify/functions/digest-unsubscribe.ts';
import digestJob from '../../netlify/functions/saved-search-digest.ts';
import { runDigest } from '../../netlify/functions/_shared/digest.ts';
import type { Mail } from '@wheelhouse/local-supabase';
import { saveSearch, setSavedSearchDigest, unsubscribeSavedSearchDigest } from '../../src/lib/data/savedSearches.ts';
import { defaultFilters } from '../../src/lib/domain/filters.ts';
import { createListing, type Person, schedulerRequest } from './support/fixtures.ts';
import { deliverSavedSearchAlerts, type AlertDelivery } from './support/savedSearchAlerts.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const SITE = 'https://wheelhouse.example';
let stack: TestStack;
let alerts: AlertDelivery;
let seller: Person;
let buyer: Person & { email: string };
let other: Person & { email: string };
const saved = { ...process.env };

beforeAll(async () => {
  stack = await startTestStack({ smtpPort: 0 });
  alerts = await deliverSavedSearchAlerts(stack);
  [seller, buyer, other] = await Promise.all([
    stack.newUser('seller', { first_name: 'Sol' }),
    stack.newUser('digest-buyer', { first_name: 'Bea' }),
    stack.newUser('digest-other', { first_name: 'Otto' }),
  ]);
  Object.assign(process.env, {
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(stack.smtpPort),
    SMTP_SENDER: 'Wheelhouse <alerts@wheelhouse.test>',
    URL: SITE,
  });
});

afterAll(async () => {
  process.env = saved;
  await alerts.close();
  await stack.stop();
});

const mazdas = { ...defaultFilters('car'), make: 'Mazda', maxPrice: 20_000 };
/** Publishes a Mazda and waits for its saved-search matches to be recorded. */
async function publish(title: string): Promise<string> {
  const id = await createListing(seller.client, seller.id, { title, make: 'Mazda', price: 14_000 });
  await alerts.settled();
  return id;
}
const mailsTo = (email: string): Mail[] => stack.outbox.messages.filter((mail) => mail.to === email);

async function runJob(): Promise<{ sent: number; failed: number }> {
  const response = await digestJob(schedulerRequest());
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number; failed: number };
}

async function backdateLastDigest(searchId: string): Promise<void> {
  await stack.db.transaction((tx) =>
    tx.run(`update public.saved_searches set last_digest_at = now() - interval '1 day' where id = $1`, [searchId]),
  );
}

describe('switching the digest on', () => {
  it('is off by default, and only the owner switches it, and only that column', async () => {
    const search = await saveSearch(buyer.id, 'Digest switch test', mazdas, buyer.client);
    expect(search.email_digest).toBe(false);
    await setSavedSearchDigest(search.id, true, other.client);
    const { data } = await stack.service().from('saved_searches').select('email_digest').eq('id', search.id).single();
    expect(data?.email_digest).toBe(false);
    const forged = await buyer.client
      .from('saved_searches')
      .update({ last_digest_at: new Date().toISOString() })
      .eq('id', search.id);
    expect(forged.error?.code).toBe('42501');
    await setSavedSearchDigest(search.id, true, buyer.client);
    const on = await stack.service().from('saved_searches').select('email_digest, digest_since').eq('id', search.id);
    expect(on.data?.[0]?.email_digest).toBe(true);
    expect(on.data?.[0]?.digest_since).not.toBeNull();
    await buyer.client.from('saved_searches').delete().eq('id', search.id);
  });
});

describe('the daily digest', () => {
  it('mails each user their own new matches once, and nothing on the next run', async () => {
    const mine = await saveSearch(buyer.id, 'Cheap Mazdas', mazdas, buyer.client);
    const theirs = await saveSearch(other.id, 'Mazdas for Otto', mazdas, other.client);
    const before = await publish('Mazda listed before the digest was on');
    await setSavedSearchDigest(mine.id, true, buyer.client);
    await setSavedSearchDigest(theirs.id, true, other.client);
    const first = await publish('2019 Mazda 3 digest one');
    const second = await publish('2020 Mazda 3 digest two');

    expect(await runJob()).toMatchObject({ sent: 2, failed: 0 });
    const [mail, ...more] = mailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail?.from).toBe('alerts@wheelhouse.test');
    expect(mail?.subject).toBe('2 new vehicles match “Cheap Mazdas”');
    expect(mail?.text).toContain('2020 Mazda 3 digest two\n  €14,000');
    expect(mail?.links.slice(0, 2)).toEqual([`${SITE}/vehicles/id/${second}`, `${SITE}/vehicles/id/${first}`]);
    expect(mail?.text).not.toContain(before);
    expect(mail?.text).not.toContain('Mazdas for Otto');
    expect(mail?.headers?.['list-unsubscribe']).toMatch(
      /^<https:\/\/wheelhouse\.example\/api\/digest\/unsubscribe\?token=/,
    );
    const [theirMail] = mailsTo(other.email);
    expect(theirMail?.subject).toBe('2 new vehicles match “Mazdas for Otto”');
    expect(theirMail?.text).not.toContain('Cheap Mazdas');

    expect(await runJob()).toMatchObject({ sent: 0 });
    expect(mailsTo(buyer.email)).toHaveLength(1);

    // A new match waits for the next day's digest, which then has only it.
    const third = await publish('2021 Mazda 3 digest three');
    expect(await runJob()).toMatchObject({ sent: 0 });
    await backdateLastDigest(mine.id);
    expect(await runJob()).toMatchObject({ sent: 1 });
    const latest = mailsTo(buyer.email).at(-1);
    expect(latest?.subject).toBe('1 new vehicle matches “Cheap Mazdas”');
    expect(latest?.links[0]).toBe(`${SITE}/vehicles/id/${third}`);
    expect(latest?.text).not.toContain('digest one');

    // The unsubscribe link works signed out, and only with its signature.
    const token = new URL(
      latest?.links.find((link) => link.includes('/saved-searches/unsubscribe/')) ?? SITE,
    ).searchParams.get('token');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    const forged = `${theirs.id}.${(token ?? '').split('.')[1] ?? ''}`;
    await expect(unsubscribeSavedSearchDigest(forged, stack.anon())).rejects.toThrow(/not valid/);
    expect(await unsubscribeSavedSearchDigest(token ?? '', stack.anon())).toBe('Cheap Mazdas');
    const { data } = await stack
      .service()
      .from('saved_searches')
      .select('id, email_digest')
      .in('id', [mine.id, theirs.id]);
    expect(Object.fromEntries((data ?? []).map((row) => [row.id, row.email_digest]))).toEqual({
      [mine.id]: false,
      [theirs.id]: true,
    });

    await publish('2022 Mazda 3 after unsubscribing');
    await backdateLastDigest(mine.id);
    await backdateLastDigest(theirs.id);
    expect(await runJob()).toMatchObject({ sent: 1 });
    expect(mailsTo(buyer.email)).toHaveLength(2);
    expect(mailsTo(other.email).at(-1)?.subject).toBe('2 new vehicles match “Mazdas for Otto”');
    await Promise.all([
      buyer.client.from('saved_searches').delete().eq('id', mine.id),
      other.client.from('saved_searches').delete().eq('id', theirs.id),
    ]);
  });

  it('hands a digest whose mail failed back to the next run', async () => {
    const search = await saveSearch(buyer.id, 'Retry Mazdas', mazdas, buyer.client);
    await setSavedSearchDigest(search.id, true, buyer.client);
    const listing = await publish('2019 Mazda 3 retried');
    const failing = () => Promise.reject(new Error('relay down'));
    expect(await runDigest(stack.service(), failing, { siteUrl: SITE })).toMatchObject({ sent: 0, failed: 1 });
    const count = mailsTo(buyer.email).length;
    expect(await runJob()).toMatchObject({ sent: 1 });
    expect(mailsTo(buyer.email)).toHaveLength(count + 1);
    expect(mailsTo(buyer.email).at(-1)?.links[0]).toBe(`${SITE}/vehicles/id/${listing}`);
    await buyer.client.from('saved_searches').delete().eq('id', search.id);
  });

  it('turns the digest off with a one-click POST, and changes nothing on a GET', async () => {
    const search = await saveSearch(buyer.id, 'One-click Mazdas', mazdas, buyer.client);
    await setSavedSearchDigest(search.id, true, buyer.client);
    await publish('2019 Mazda 3 one-click');
    await runJob();
    const header = mailsTo(buyer.email).at(-1)?.headers?.['list-unsubscribe'] ?? '';
    const url = header.slice(1, -1);
    expect((await oneClickUnsubscribe(new Request(url))).status).toBe(405);
    const bad = await oneClickUnsubscribe(new Request(`${SITE}/api/digest/unsubscribe?token=x`, { method: 'POST' }));
    expect(bad.status).toBe(400);
    const response = await oneClickUnsubscribe(
      new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
    expect(await response.json()).toEqual({ unsubscribed: ['One-click Mazdas'] });
    const { data } = await stack.service().from('saved_searches').select('email_digest').eq('id', search.id).single();
    expect(data?.email_digest).toBe(false);
  });
});
