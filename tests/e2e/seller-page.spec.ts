import { adminClient, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { openPage } from './support/site';

/** A private seller with 26 live listings and 2 sold; returns their id and the newest listing's id. */
async function sellerWith26Listings(): Promise<{ sellerId: string; newest: string; name: string }> {
  const name = 'Selma';
  const sellerId = await createUser(uniqueEmail('selma'), name);
  const day = (n: number) => new Date(Date.UTC(2026, 1, 1 + n)).toISOString();
  const rows = Array.from({ length: 28 }, (_, i) => ({
    seller_id: sellerId,
    type: 'car' as const,
    make: 'Skoda',
    model: 'Octavia',
    year: 2017,
    mileage: 90_000,
    fuel_type: 'Diesel' as const,
    transmission: 'Manual' as const,
    color: 'Grey' as const,
    location: 'Erfurt',
    title: `Octavia ${sellerId.slice(0, 6)} no. ${String(i + 1)}`,
    price: 9_000 + i * 10,
    status: i < 2 ? ('sold' as const) : ('active' as const),
    created_at: day(i),
  }));
  const { data, error } = await adminClient().from('vehicles').insert(rows).select('id, created_at');
  if (error) throw new Error(error.message);
  const newest = [...data].sort((x, y) => y.created_at.localeCompare(x.created_at))[0]?.id ?? '';
  return { sellerId, newest, name };
}

test.describe('seller pages', () => {
  test("a listing links to its seller's page, which lists their live listings 24 a page", async ({ page }) => {
    const { sellerId, newest, name } = await sellerWith26Listings();
    await openPage(page, `/vehicles/id/${newest}`);
    await page.getByRole('link', { name: 'See all listings from this seller' }).click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${sellerId}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('26 vehicles for sale · 2 sold')).toBeVisible();
    const grid = page.getByRole('list', { name: `Vehicles for sale by ${name}` });
    await expect(grid.locator('[data-vehicle-item]')).toHaveCount(24);
    await expect(grid.getByRole('heading').first()).toHaveText(/no\. 28$/);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${sellerId}\\?page=2$`));
    await expect(grid.locator('[data-vehicle-item]')).toHaveCount(2);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  });

  test('a seller who answers quickly says so on their page', async ({ page }) => {
    // The demo dealer answered its three seeded conversations within the hour.
    await openPage(page, '/sellers/dea1e400-0000-4000-8000-000000000001');
    await expect(page.getByTestId('seller-reply-time')).toHaveText('Usually replies within an hour');
  });

  test('unknown and malformed seller ids answer 404', async ({ request }) => {
    expect((await request.get('/sellers/5a1e0000-0000-4000-8000-0000000000ff')).status()).toBe(404);
    expect((await request.get('/sellers/not-a-seller')).status()).toBe(404);
  });
});
