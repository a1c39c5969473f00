import type { Page } from '@playwright/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { horizontalOverflow, openPage, signInDirectly, toast } from './support/site';

/**
 * A dealer with 22 sold Škoda Octavias (one at €300), and 3 live Superbs, signed in on My listings.
 * Sold listings stay out of public search, so other tests' result counts barely move.
 */
async function dealerWithStock(page: Page): Promise<{ userId: string; live: string[] }> {
  const email = uniqueEmail('bulk');
  const userId = await createUser(email, 'Bruno');
  const base = {
    seller_id: userId,
    type: 'car',
    body_type: 'estate',
    make: 'Škoda',
    year: 2019,
    mileage: 80_000,
    fuel_type: 'Diesel',
    transmission: 'Manual',
    color: 'Grey',
    location: 'Fulda',
  } as const;
  const day = (n: number) => new Date(Date.UTC(2026, 1, 1 + n)).toISOString();
  const rows = [
    ...Array.from({ length: 22 }, (_, i) => ({
      ...base,
      model: 'Octavia',
      title: `Octavia stock ${String(i + 1)}`,
      price: i === 0 ? 300 : 14_000 + i * 100,
      status: 'sold' as const,
      created_at: day(i),
    })),
    ...[1, 2, 3].map((i) => ({
      ...base,
      model: 'Superb',
      title: `Superb stock ${String(i)}`,
      price: 21_000 + i,
      status: 'active' as const,
      created_at: day(30 + i),
    })),
  ];
  const { data, error } = await adminClient().from('vehicles').insert(rows).select('id, status');
  if (error) throw new Error(error.message);
  await signInDirectly(page, email);
  await openPage(page, '/seller-dashboard/listings/');
  return { userId, live: data.filter((row) => row.status === 'active').map((row) => row.id) };
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('bulk actions on my listings', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a dealer selects every listing, previews a price cut, applies it and sees the new prices on the site', async ({
    page,
  }, testInfo) => {
    const { userId, live } = await dealerWithStock(page);
    const bar = page.getByRole('region', { name: 'Select listings' });
    await expect(bar.getByRole('status')).toHaveText('No listings selected');

    // One by one with the keyboard, then the page, then everything that matches.
    const first = row(page, 'Superb stock 3').getByRole('checkbox', { name: 'Select Superb stock 3' });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(bar.getByRole('status')).toHaveText('1 listing selected');
    await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar.getByRole('status')).toHaveText('20 listings selected');
    await bar.getByRole('button', { name: 'Select all 25 matching' }).click();
    await expect(bar.getByRole('status')).toHaveText('25 listings selected');

    await bar.getByRole('button', { name: 'Change price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the price of 25 listings' });
    await dialog.getByRole('radio', { name: 'by €' }).check();
    const amount = dialog.getByLabel('Amount in euros');
    await amount.fill('1.000');
    await expect(dialog.getByText('Enter whole euros without separators, like 500')).toBeVisible();
    await amount.fill('500');
    await expect(dialog.getByTestId('price-preview-summary')).toHaveText(
      '24 prices will change; 1 listing cannot (see below). Prices are rounded to whole euros.',
    );
    const preview = dialog.getByRole('list', { name: 'Old and new prices' });
    await expect(preview.getByRole('listitem').filter({ hasText: 'Superb stock 3' })).toContainText(
      '€21,003 → €20,503',
    );
    await expect(preview.getByRole('listitem').filter({ hasText: /^Octavia stock 1€/ })).toContainText(
      '€300 stays: The new price would be below €0',
    );
    await page.screenshot({ path: testInfo.outputPath('bulk-price-preview-1366.png') });

    await dialog.getByRole('button', { name: 'Change 24 prices' }).click();
    await expect(toast(page, 'Price changed on 24 listings')).toBeVisible();
    const report = page.getByTestId('bulk-report');
    await expect(report).toContainText('1 listing was not changed');
    await expect(report).toContainText('Octavia stock 1: The new price would be below €0');
    await expect(bar.getByRole('status')).toHaveText('No listings selected');
    await expect(row(page, 'Superb stock 3')).toContainText('€20,503');
    await page.screenshot({ path: testInfo.outputPath('bulk-after-1366.png') });

    const { data } = await adminClient().from('vehicles').select('price').eq('seller_id', userId).order('price');
    expect(data?.map((r) => r.price).slice(0, 3)).toEqual([300, 13_600, 13_700]);

    // Buyers see the new price on the listing's page.
    await openPage(page, `/vehicles/id/${live[2] ?? ''}`);
    await expect(page.getByText('€20,503').first()).toBeVisible();
  });

  test('marking listings sold asks first, and says which could not be', async ({ page }) => {
    await dealerWithStock(page);
    const bar = page.getByRole('region', { name: 'Select listings' });
    await row(page, 'Superb stock 1').getByRole('checkbox').check();
    await row(page, 'Superb stock 2').getByRole('checkbox').check();
    await row(page, 'Octavia stock 20').getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Mark sold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark 2 listings as sold?' });
    await expect(dialog).toContainText('1 selected listing is already sold.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(bar.getByRole('status')).toHaveText('3 listings selected');

    await bar.getByRole('button', { name: 'Mark sold' }).click();
    await page.getByRole('button', { name: 'Mark 2 listings sold' }).click();
    await expect(toast(page, '2 listings marked sold')).toBeVisible();
    await expect(row(page, 'Superb stock 1').getByTestId('listing-status')).toHaveText('Sold');
  });
});

test.describe('bulk actions on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the selection bar, rows and price preview fit the screen @mobile', async ({ page }, testInfo) => {
    await dealerWithStock(page);
    const bar = page.getByRole('region', { name: 'Select listings' });
    await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar.getByRole('button', { name: 'Confirm available' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('bulk-bar-360.png') });
    await bar.getByRole('button', { name: 'Change price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the price of 20 listings' });
    await dialog.getByLabel('Percentage').fill('5');
    await expect(dialog.getByTestId('price-preview-summary')).toContainText('20 prices will change');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('bulk-price-preview-360.png') });
  });
});
