import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createListing, createUser, uniqueEmail } from './support/backend';
import { openPage, signedInBrowser } from './support/site';

/** Browsers opened by the current test; closed after it, so their live connections end too. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A signed-in user in a browser of their own. */
const userPage = (browser: Browser, firstName: string) => signedInBrowser(browser, firstName, contexts);

/** The messages page, once its live feed is connected. */
async function openMessages(page: Page, path = '/messages'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-live="ready"]')).toBeVisible();
}

const thread = (page: Page, title: string) => page.getByRole('region', { name: `Conversation about ${title}` });

async function send(page: Page, title: string, text: string): Promise<void> {
  const field = thread(page, title).getByLabel('Message', { exact: true });
  await field.fill(text);
  await field.press('Enter');
}

test.describe('messages', () => {
  test('buyer and seller talk live, with read receipts, badges and notifications', async ({ browser }) => {
    // Three people sign in and two browsers stay open throughout.
    test.slow();
    const title = `2018 Golf ${Date.now().toString(36)}`;
    const seller = await userPage(browser, 'Selma');
    const listingId = await createListing(seller.id, { title });
    await openMessages(seller.page);
    await expect(seller.page.getByText('No conversations yet')).toBeVisible();

    const buyer = await userPage(browser, 'Bruno');
    await buyer.page.goto(`/vehicles/id/${listingId}`);
    await buyer.page.getByRole('region', { name: 'Seller' }).getByRole('button', { name: 'Message seller' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\?id=[0-9a-f-]{36}$/);
    const conversationUrl = new URL(buyer.page.url());
    await expect(buyer.page.locator('[data-live="ready"]')).toBeVisible();
    const buyerThread = thread(buyer.page, title);
    await expect(buyerThread.getByRole('link', { name: title })).toHaveAttribute('href', `/vehicles/id/${listingId}`);

    // An empty draft cannot be sent; Shift+Enter breaks the line.
    await expect(buyerThread.getByRole('button', { name: 'Send' })).toBeDisabled();
    await buyerThread.getByLabel('Message', { exact: true }).fill('Hello!');
    await buyerThread.getByLabel('Message', { exact: true }).press('Shift+Enter');
    await buyerThread.getByLabel('Message', { exact: true }).pressSequentially('Is it still available?');
    await expect(buyerThread.getByText('29 / 2000')).toBeVisible();
    await buyerThread.getByLabel('Message', { exact: true }).press('Enter');
    await expect(buyerThread.getByRole('list', { name: 'Messages' })).toContainText('Hello! Is it still available?');
    await expect(buyerThread.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(buyerThread.getByTestId('read-receipt')).toHaveText('Sent');

    // The seller's list shows it without a reload, with the unread counts.
    const sellerList = seller.page.getByRole('list', { name: 'Conversations' });
    const row = sellerList.getByRole('link', { name: /Bruno/ });
    await expect(row).toContainText('Is it still available?');
    await expect(row.getByTestId('conversation-unread')).toHaveText('1 unread');
    await expect(seller.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    const boxes = seller.page.getByRole('navigation', { name: 'Conversation boxes' });
    await boxes.getByRole('link', { name: 'Selling' }).click();
    await expect(seller.page).toHaveURL(/\/messages\?box=selling$/);
    await expect(row).toBeVisible();
    await boxes.getByRole('link', { name: 'Buying' }).click();
    await expect(seller.page.getByText('No buying conversations')).toBeVisible();
    await boxes.getByRole('link', { name: 'All' }).click();
    await expect(seller.page).toHaveURL(/\/messages$/);

    // Opening the thread reads it: the buyer's receipt turns to Read live, the seller's badge goes.
    await row.click();
    await expect(seller.page).toHaveURL(`${conversationUrl.pathname}${conversationUrl.search}`);
    const sellerThread = thread(seller.page, title);
    await expect(sellerThread.getByRole('list', { name: 'Messages' })).toContainText('Is it still available?');
    await expect(buyerThread.getByTestId('read-receipt')).toHaveText('Read');
    await expect(seller.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(row.getByTestId('conversation-unread')).toBeHidden();

    // A message into the open thread appears there live.
    await send(buyer.page, title, 'Could I see it on Saturday?');
    await expect(sellerThread.getByRole('list', { name: 'Messages' })).toContainText('Could I see it on Saturday?');

    // The buyer leaves; the seller's reply reaches their bell and the messages badge.
    await openPage(buyer.page, '/');
    await send(seller.page, title, 'Saturday at ten works.');
    await expect(sellerThread.getByTestId('read-receipt')).toHaveText('Sent');
    const bell = buyer.page.getByRole('button', { name: 'Notifications' });
    await expect(bell.getByTestId('notification-badge')).toHaveText('1');
    await expect(buyer.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await bell.click();
    await buyer.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /New message from Selma/ })
      .click();
    await expect(buyer.page).toHaveURL(`${conversationUrl.pathname}${conversationUrl.search}`);
    await expect(thread(buyer.page, title).getByRole('list', { name: 'Messages' })).toContainText(
      'Saturday at ten works.',
    );
    await expect(sellerThread.getByTestId('read-receipt')).toHaveText('Read');
    await expect(bell.getByTestId('notification-badge')).toBeHidden();
    await expect(buyer.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // Nobody else can read it.
    const stranger = await userPage(browser, 'Stella');
    await stranger.page.goto(conversationUrl.pathname + conversationUrl.search);
    await expect(stranger.page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(stranger.page.getByText('Saturday at ten works.')).toHaveCount(0);
  });

  test('the seller of a listing is pointed to the dashboard instead of messaging themselves', async ({ browser }) => {
    const seller = await userPage(browser, 'Olga');
    const listingId = await createListing(seller.id, { title: '2018 Golf of my own' });
    await seller.page.goto(`/vehicles/id/${listingId}`);
    const card = seller.page.getByRole('region', { name: 'Seller' });
    await expect(card.getByText('This is your listing')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage it in your dashboard' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
    await expect(card.getByRole('button', { name: 'Message seller' })).toHaveCount(0);
  });

  test('a sold listing cannot be asked about', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('sam'), 'Sam');
    const listingId = await createListing(sellerId, { title: '2018 Golf, gone', status: 'sold' });
    await page.goto(`/vehicles/id/${listingId}`);
    const card = page.getByRole('region', { name: 'Seller' });
    await expect(card.getByText('This vehicle has been sold')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Message seller' })).toBeDisabled();
  });

  test('a signed-out visitor signs in first and comes back to the listing', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('pia'), 'Pia');
    const title = '2018 Golf for a new buyer';
    const listingId = await createListing(sellerId, { title });
    const email = uniqueEmail('quinn');
    await createUser(email, 'Quinn');

    await page.goto(`/vehicles/id/${listingId}`);
    await page.getByRole('button', { name: 'Message seller' }).click();
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(`/vehicles/id/${listingId}`)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/vehicles/id/${listingId}`);

    await page.getByRole('button', { name: 'Message seller' }).click();
    await expect(page).toHaveURL(/\/messages\?id=/);
    await expect(thread(page, title)).toBeVisible();
    await expect(page.getByText('Say hello to Pia')).toBeVisible();
  });

  test('an unknown conversation shows a clear not-found state', async ({ browser }) => {
    const { page } = await userPage(browser, 'Uma');
    await page.goto('/messages?id=00000000-0000-4000-8000-00000000abcd');
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await page.goto('/messages?id=not-a-conversation');
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute('href', '/vehicles/all');
  });

  test('phones show the list, then the thread full-width with a way back', async ({ browser }) => {
    const seller = await createUser(uniqueEmail('rita'), 'Rita');
    const title = '2018 Golf on a phone';
    const listingId = await createListing(seller, { title });
    const buyer = await userPage(browser, 'Pavel');
    await buyer.page.setViewportSize({ width: 360, height: 740 });
    await buyer.page.goto(`/vehicles/id/${listingId}`);
    await buyer.page.getByRole('button', { name: 'Message seller' }).click();
    await expect(thread(buyer.page, title)).toBeVisible();
    await expect(buyer.page.getByRole('list', { name: 'Conversations' })).toBeHidden();

    await buyer.page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(buyer.page).toHaveURL(/\/messages$/);
    await expect(thread(buyer.page, title)).toBeHidden();
    await buyer.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Rita/ }).click();
    await expect(thread(buyer.page, title)).toBeVisible();
    await buyer.page.goBack();
    await expect(buyer.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  });
});
