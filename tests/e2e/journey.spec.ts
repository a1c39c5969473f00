import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FRONT, SIDE, choosePlace, fillScooter, nextStep } from './support/sellForm';
import { ListingFilters, openPage, settledTitles, signedInBrowser, toast } from './support/site';
import { expect, test } from './support/test';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const person = async (browser: Browser, firstName: string): Promise<Page> =>
  (await signedInBrowser(browser, firstName, contexts)).page;

test('a seller lists a scooter; a buyer finds, saves and asks about it; they talk; the price drop reaches the buyer', async ({
  browser,
}) => {
  // Two people, two browsers, the whole marketplace loop.
  test.setTimeout(180_000);
  const title = `2025 Peugeot Django ${Date.now().toString(36)}`;

  // The seller lists a scooter with two photos.
  const seller = await person(browser, 'Giulia');
  await openPage(seller, '/sell');
  await fillScooter(seller, { title, make: 'Peugeot', model: 'Django 125', year: 2025, price: 3450, color: 'Green' });
  await seller.locator('input[type="file"]').setInputFiles([FRONT, SIDE]);
  await expect(seller.getByRole('list', { name: 'Listing photos' }).getByText('Uploaded')).toHaveCount(2);
  await nextStep(seller, 'Description & contact');
  await seller.getByLabel('Description', { exact: true }).fill('Two-tone paint, first owner, winter stored.');
  await choosePlace(seller, 'Freiburg', /^Freiburg im Breisgau,/);
  await seller.getByRole('button', { name: 'Publish listing' }).click();
  await expect(seller).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/);
  const listingPath = new URL(seller.url()).pathname;
  await expect(seller.getByRole('img', { name: 'Peugeot Django 125, photo 1 of 2' })).toBeVisible();

  // The seller waits on the messages page.
  await seller.goto('/messages');
  await expect(seller.locator('[data-live="ready"]')).toBeVisible();

  // The buyer finds it with the filters: a green Peugeot scooter from this year on.
  const buyer = await person(browser, 'Hugo');
  await openPage(buyer, '/vehicles/scooters');
  const filters = new ListingFilters(buyer);
  await filters.choose('Make', 'Peugeot');
  await filters.choose('Color', 'Green');
  await filters.nudge('Minimum year', 'ArrowRight', 25);
  await filters.show();
  expect(await settledTitles(buyer)).toContain(title);

  // Saves it, then asks the seller.
  await buyer.getByRole('button', { name: `Save ${title} to favorites` }).click();
  await expect(buyer.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await buyer.getByRole('link', { name: title }).first().click();
  await expect(buyer).toHaveURL(listingPath);
  await buyer.getByRole('region', { name: 'Seller' }).getByRole('button', { name: 'Message seller' }).click();
  await expect(buyer).toHaveURL(/\/messages\?id=[0-9a-f-]{36}$/);
  const threadUrl = new URL(buyer.url());
  const buyerThread = buyer.getByRole('region', { name: `Conversation about ${title}` });
  await buyerThread.getByLabel('Message', { exact: true }).fill('Hi Giulia, can I test ride it this weekend?');
  await buyerThread.getByLabel('Message', { exact: true }).press('Enter');
  await expect(buyerThread.getByTestId('read-receipt')).toHaveText('Sent');

  // The seller sees it arrive without reloading and replies while the buyer is elsewhere on the site.
  const row = seller.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Hugo/ });
  await expect(row).toContainText('can I test ride it this weekend?');
  await row.click();
  await expect(buyerThread.getByTestId('read-receipt')).toHaveText('Read');
  await openPage(buyer, '/');
  const sellerThread = seller.getByRole('region', { name: `Conversation about ${title}` });
  await sellerThread.getByLabel('Message', { exact: true }).fill('Of course — Saturday at 11 in Freiburg?');
  await sellerThread.getByLabel('Message', { exact: true }).press('Enter');
  await expect(sellerThread.getByTestId('read-receipt')).toHaveText('Sent');

  // The buyer's bell shows the reply; a click opens the thread.
  const bell = buyer.getByRole('button', { name: 'Notifications' });
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  await buyer
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /New message from Giulia/ })
    .click();
  await expect(buyer).toHaveURL(threadUrl.pathname + threadUrl.search);
  await expect(buyerThread.getByRole('list', { name: 'Messages' })).toContainText('Saturday at 11 in Freiburg?');

  // The seller drops the price from the dashboard.
  await openPage(seller, '/seller-dashboard/listings/');
  const listing = seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) });
  await listing.getByRole('link', { name: `Edit ${title}` }).click();
  await seller.getByRole('button', { name: /Details/ }).click();
  await seller.getByLabel('Price (€)').fill('3190');
  await seller.getByRole('button', { name: /Description & contact/ }).click();
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(seller, 'Listing updated')).toBeVisible();

  // The buyer, who saved it, hears about it and lands on the listing.
  await openPage(buyer, '/');
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  await buyer
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Price drop/ })
    .click();
  await expect(buyer).toHaveURL(listingPath);
  await expect(buyer.getByText('€3,190').first()).toBeVisible();
});
