import { expect, test } from './support/test';
import { openPage } from './support/site';

test.describe('layout', () => {
  test('the header links to home, cars, scooters, about and search', async ({ page }) => {
    await openPage(page, '/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wheelhouse' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Cars', '/vehicles/cars'],
      ['Scooters', '/vehicles/scooters'],
      ['About Us', '/about'],
      ['Search', '/vehicles/all'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Signing in comes back to the page the visitor was on.
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?redirect=%2Fabout');
    await expect(header.getByRole('link', { name: 'Sell Your Vehicle' })).toHaveAttribute('href', '/sell');
  });

  test('the footer shows the tagline, its three groups and the current year', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Your trusted marketplace for buying and selling cars and scooters.')).toBeVisible();
    for (const group of ['Explore', 'Company', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    for (const href of ['/about', '/contact', '/careers', '/terms', '/privacy', '/cookies']) {
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Wheelhouse`);
  });

  test('every footer page exists', async ({ page }) => {
    for (const path of ['/about', '/contact', '/careers', '/terms', '/privacy', '/cookies']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an unknown path shows the garage 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for is not in our garage.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Vehicle');
  });

  test('a keyboard user can skip to the content', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens with Sign Up and closes when the visitor navigates', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup&redirect=%2F');

    await menu.getByRole('link', { name: 'Scooters' }).click();
    await expect(page).toHaveURL(/\/vehicles\/scooters$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
