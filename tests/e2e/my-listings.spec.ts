import type { Page } from '@playwright/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { horizontalOverflow, openPage, signInDirectly, toast } from './support/site';

/**
 * A seller with 23 sold Golfs, 2 draft Polos and 1 live Passat, signed in on My listings. Sold and
 * drafts stay out of public search, so other tests' result counts barely move.
 */
async function sellerWithInventory(page: Page): Promise<string> {
  const email = uniqueEmail('ida');
  const userId = await createUser(email, 'Ida');
  const base = {
    seller_id: userId,
    type: 'car',
    body_type: 'hatchback',
    make: 'Volkswagen',
    year: 2018,
    mileage: 60_000,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    color: 'Blue',
    location: 'Kassel',
    seller_name: 'Ida',
  } as const;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
  const rows = [
    ...Array.from({ length: 23 }, (_, i) => ({
      ...base,
      model: 'Golf',
      title: `Golf number ${String(i + 1)}`,
      price: 10_000 + i,
      status: 'sold' as const,
      created_at: day(i),
    })),
    ...[1, 2].map((i) => ({
      ...base,
      model: 'Polo',
      title: `Polo draft ${String(i)}`,
      price: 8_000,
      status: 'draft' as const,
      created_at: day(30 + i),
    })),
    { ...base, model: 'Passat', title: 'Passat estate', price: 12_000, status: 'active' as const, created_at: day(40) },
  ];
  const { error } = await adminClient().from('vehicles').insert(rows);
  if (error) throw new Error(error.message);
  await signInDirectly(page, email);
  await openPage(page, '/seller-dashboard/listings/');
  return userId;
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Listing status' }).getByRole('link', { name: new RegExp(`^${name}`) });
const titles = (page: Page) => page.getByRole('list', { name: 'My listings' }).getByRole('heading');
const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('my listings', () => {
  test('pages of 20, status tabs with counts, and a search, all kept in the URL', async ({ page }) => {
    await sellerWithInventory(page);
    await expect(page.getByTestId('listings-count')).toHaveText('26 listings');
    await expect(titles(page)).toHaveCount(20);
    await expect(tab(page, 'All')).toHaveText('All26');
    await expect(tab(page, 'Live')).toHaveText('Live1');
    await expect(tab(page, 'Drafts')).toHaveText('Drafts2');
    await expect(tab(page, 'Sold')).toHaveText('Sold23');
    await expect(tab(page, 'Removed')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/seller-dashboard/listings/?page=2');
    await expect(titles(page)).toHaveCount(6);

    await tab(page, 'Drafts').click();
    await expect(page).toHaveURL('/seller-dashboard/listings/?status=draft');
    await expect(tab(page, 'Drafts')).toHaveAttribute('aria-current', 'page');
    await expect(titles(page)).toHaveText(['Polo draft 2', 'Polo draft 1'].map((t) => new RegExp(t)));

    await tab(page, 'All').click();
    const search = page.getByRole('searchbox', { name: 'Search your listings' });
    await search.fill('golf 2');
    await search.press('Enter');
    await expect(page).toHaveURL('/seller-dashboard/listings/?q=golf+2');
    // "2" matches Golf number 2, 12 and 20 to 23.
    await expect(page.getByTestId('listings-count')).toHaveText('6 listings matching “golf 2”');
    await expect(tab(page, 'Sold')).toHaveText('Sold6');
    await expect(tab(page, 'Drafts')).toHaveText('Drafts0');

    await page.reload();
    await expect(search).toHaveValue('golf 2');
    await expect(titles(page)).toHaveCount(6);
    await page.goBack();
    await expect(page).toHaveURL('/seller-dashboard/listings/');
    await expect(search).toHaveValue('');
    await expect(titles(page)).toHaveCount(20);

    await search.fill('corvette');
    await search.press('Enter');
    await expect(page.getByText('No listings here match your search.')).toBeVisible();
  });

  test('the price changes in place on the row, with the form rules', async ({ page }) => {
    const userId = await sellerWithInventory(page);
    const golf = row(page, 'Golf number 23');
    await golf.getByRole('button', { name: 'Change price of Golf number 23' }).click();
    const field = golf.getByLabel('New price of Golf number 23 in euros');
    await expect(field).toBeFocused();
    await field.fill('-5');
    await golf.getByRole('button', { name: 'Save price' }).click();
    await expect(golf.getByText('The price cannot be negative')).toBeVisible();
    await field.press('Escape');
    await expect(golf.getByRole('button', { name: 'Change price of Golf number 23' })).toBeFocused();

    await golf.getByRole('button', { name: 'Change price of Golf number 23' }).click();
    await field.fill('9.450');
    await field.press('Enter');
    await expect(toast(page, 'Price updated')).toBeVisible();
    await expect(golf).toContainText('€9,450');
    const { data } = await adminClient()
      .from('vehicles')
      .select('price')
      .eq('seller_id', userId)
      .eq('title', 'Golf number 23')
      .single();
    expect(data?.price).toBe(9_450);
  });

  test('editing a listing saves from any step, and a new title follows make, model, year and trim', async ({
    page,
  }) => {
    await sellerWithInventory(page);
    await row(page, 'Golf number 23').getByRole('link', { name: 'Edit Golf number 23' }).click();
    await page.getByRole('button', { name: /Details/ }).click();
    await page.getByLabel('Mileage (km)').fill('61000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/seller-dashboard/listings/');
    await expect(toast(page, 'Listing updated')).toBeVisible();

    await openPage(page, '/sell');
    await page.getByLabel('Make').selectOption('Volkswagen');
    await page.getByLabel('Model').fill('Golf');
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Trim or version (optional)').fill('GTI');
    await expect(page.getByLabel('Title')).toHaveValue('2019 Volkswagen Golf GTI');
    await page.getByLabel('Title').fill('My weekend Golf');
    await page.getByLabel('Year').fill('2020');
    await expect(page.getByLabel('Title')).toHaveValue('My weekend Golf');
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });
});

test.describe('my listings on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the toolbar, rows and pages fit the screen @mobile', async ({ page }) => {
    await sellerWithInventory(page);
    await expect(titles(page)).toHaveCount(20);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
