import { expect, test } from './support/test';
import { openPage, visibleCardTitles } from './support/site';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/');
  });

  test('greets with the hero title, subtext and search placeholder', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Vehicle');
    await expect(
      page.getByText('Browse thousands of cars and scooters from trusted sellers across the country.'),
    ).toBeVisible();
    await expect(page.getByPlaceholder('Search makes, models, or keywords...')).toBeVisible();
  });

  test('features the four newest sample vehicles, newest first', async ({ page }) => {
    const featured = page.getByRole('list', { name: 'Featured listings' });
    await expect(featured.getByRole('article')).toHaveCount(4);
    expect((await visibleCardTitles(page)).map((t) => t.trim())).toEqual([
      '2021 Tesla Model 3 Long Range AWD',
      '2022 Vespa Primavera 125 in Rosso Dragon',
      '2020 Toyota RAV4 2.5 Hybrid Business Edition',
      '2021 Yamaha NMAX 125 with ABS',
    ]);
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/vehicles/all');
  });

  test('counts 5 cars and 3 scooters in the category tiles', async ({ page }) => {
    const cars = page.getByRole('link', { name: /^Cars .*listings/ });
    const scooters = page.getByRole('link', { name: /^Scooters .*listings/ });
    await expect(cars).toHaveAttribute('href', '/vehicles/cars');
    await expect(cars).toContainText('5 listings');
    await expect(scooters).toHaveAttribute('href', '/vehicles/scooters');
    await expect(scooters).toContainText('3 listings');
  });

  test('invites sellers with a Start Selling Now link to /sell', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Start Selling Now' })).toHaveAttribute('href', '/sell');
  });

  test('shows Image not available when a card image fails', async ({ page }) => {
    await page.route('**/images/vehicles/tesla-model-3.svg', (route) => route.fulfill({ status: 404 }));
    await openPage(page, '/');
    const tesla = page.locator('article', { hasText: 'Tesla Model 3' });
    await expect(tesla.getByText('Image not available')).toBeVisible();
    await expect(tesla.getByRole('img')).toBeHidden();
    const vespa = page.locator('article', { hasText: 'Vespa Primavera' });
    await expect(vespa.getByRole('img')).toBeVisible();
    await expect(vespa.getByText('Image not available')).toBeHidden();
  });
});
