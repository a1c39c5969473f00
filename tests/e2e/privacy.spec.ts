import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { DEFAULT_JWT_SECRET, defaultKeys } from '@wheelhouse/local-supabase';
import { PASSWORD, STACK_URL, adminClient, createListing, createUser, uniqueEmail } from './support/backend';
import { openPage, signInDirectly, signedInBrowser } from './support/site';
import { expect, test } from './support/test';
import { fetchFrom } from '../support/fetchFrom';

/**
 * A signed-in client of the stack's API, as a second person acting at the same time from another device
 * and place (its own loopback address): a new account's phone reveals also spend its address's budget,
 * which the browser tests' signed-out visitors share.
 */
async function apiAs(email: string) {
  const client = createClient<Database>(STACK_URL, defaultKeys(DEFAULT_JWT_SECRET).anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom('127.0.0.9') },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  return client;
}

/** A seller whose profile shows a phone number, with one active listing; returns ids and details. */
async function sellerWithListing(firstName: string, phone: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const id = await createUser(email, firstName);
  const { error } = await adminClient().from('profiles').update({ phone, last_name: 'Zwiebelhaus' }).eq('id', id);
  if (error) throw new Error(error.message);
  const title = `Golf of ${firstName} ${String(Date.now())}`;
  const listingId = await createListing(id, { title });
  return { id, email, title, listingId };
}

test.describe('phone numbers on request', () => {
  test('a visitor reveals the number, which is not in the page before, and the seller sees the lead', async ({
    page,
  }) => {
    const seller = await sellerWithListing('Hanna', '+49 40 5550 3141');
    await openPage(page, `/vehicles/id/${seller.listingId}`);
    const card = page.getByRole('region', { name: 'Seller' });
    await expect(card.getByText('Hanna', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain('5550 3141');
    expect(await page.content()).not.toContain('Zwiebelhaus');

    await card.getByRole('button', { name: 'Show phone number' }).click();
    await expect(card.getByRole('link', { name: 'Call the seller: +49 40 5550 3141' })).toHaveAttribute(
      'href',
      'tel:+494055503141',
    );

    await signInDirectly(page, seller.email);
    await openPage(page, '/seller-dashboard/');
    const row = page.getByRole('row', { name: new RegExp(seller.title) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(page.getByText('Phone reveals: 1')).toBeVisible();
  });

  test('the sixth different number within a minute is refused with a friendly message', async ({ page }) => {
    const seller = await sellerWithListing('Greta', '+49 30 5550 2718');
    const others = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((n) => createListing(seller.id, { title: `Earlier ${n}` })),
    );
    const email = uniqueEmail('curious');
    await createUser(email, 'Carla');
    // The buyer's first five reveals, through the API as the buyer.
    const buyer = await apiAs(email);
    for (const id of others) {
      const { error } = await buyer.rpc('reveal_seller_phone', { vehicle_id: id });
      expect(error).toBeNull();
    }

    await signInDirectly(page, email);
    await openPage(page, `/vehicles/id/${seller.listingId}`);
    const card = page.getByRole('region', { name: 'Seller' });
    await card.getByRole('button', { name: 'Show phone number' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'You have viewed many phone numbers in a short time. Please wait a minute and try again.',
    );
    await expect(card.getByRole('link', { name: /Call the seller/ })).toHaveCount(0);
    expect(await page.content()).not.toContain('5550 2718');
  });

  test('a seller who hides their number gets no button; buyers message them instead', async ({ page }) => {
    const seller = await sellerWithListing('Ines', '+49 89 5550 1618');
    await adminClient().from('profiles').update({ show_phone: false }).eq('id', seller.id);
    await openPage(page, `/vehicles/id/${seller.listingId}`);
    const card = page.getByRole('region', { name: 'Seller' });
    await expect(card.getByRole('button', { name: /Message seller/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  });
});

test('Download my data gives a JSON file with the user’s own rows and nobody else’s', async ({ page }) => {
  // The first call starts the export function.
  test.slow();
  const stranger = await sellerWithListing('Stefan', '+49 69 5550 9999');
  const email = uniqueEmail('exporter');
  const id = await createUser(email, 'Elke');
  await adminClient().from('profiles').update({ phone: '+49 221 5550 4242' }).eq('id', id);
  await adminClient().from('favorites').insert({ user_id: id, vehicle_id: stranger.listingId });
  const ownListing = await createListing(id, { title: 'Elke’s own Golf' });

  await signInDirectly(page, email);
  await openPage(page, '/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wheelhouse-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as {
    account: { id: string; email: string };
    profile: { id: string; phone: string };
    listings: { id: string }[];
    favorites: { vehicle_id: string }[];
  };
  expect(data.account).toMatchObject({ id, email });
  expect(data.profile).toMatchObject({ id, phone: '+49 221 5550 4242' });
  expect(data.listings.map((listing) => listing.id)).toEqual([ownListing]);
  expect(data.favorites.map((favorite) => favorite.vehicle_id)).toEqual([stranger.listingId]);
  expect(text).not.toContain(stranger.id);
  expect(text).not.toContain('5550 9999');
});

test.describe('one seller identity', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('the detail page, the conversation and the message notification name the seller the same way', async ({
    browser,
  }) => {
    // Two people and a live notification: give it time on a busy machine.
    test.slow();
    // The listing was written with another name; the profile decides.
    const seller = await sellerWithListing('Anna', '+49 30 5550 2020');
    const buyer = await signedInBrowser(browser, 'Bruno', contexts);
    await openPage(buyer.page, `/vehicles/id/${seller.listingId}`);
    const card = buyer.page.getByRole('region', { name: 'Seller' });
    await expect(card.getByText('Anna', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Message seller' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\?id=[0-9a-f-]{36}$/);
    const conversationId = new URL(buyer.page.url()).searchParams.get('id') ?? '';
    await expect(
      buyer.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Anna/ }),
    ).toBeVisible();

    // Away from the thread (an open thread reads its notifications), the seller answers.
    await openPage(buyer.page, '/');
    const sellerApi = await apiAs(seller.email);
    const { error } = await sellerApi
      .from('messages')
      .insert({ conversation_id: conversationId, sender_id: seller.id, body: 'Come and see it on Saturday.' });
    expect(error).toBeNull();
    const bell = buyer.page.getByRole('button', { name: 'Notifications' });
    await expect(bell.getByTestId('notification-badge')).toHaveText('1');
    await bell.click();
    await expect(
      buyer.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /New message from Anna/ }),
    ).toBeVisible();
  });
});
