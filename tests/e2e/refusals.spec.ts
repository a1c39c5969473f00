import { signedInClient } from './support/backend';
import { collectErrors } from './support/consoleErrors';
import { openPage, signInDirectly, signInNewUser, toast } from './support/site';
import { expect, test } from './support/test';

/**
 * What the site refuses or ends on purpose is said on the page, and nothing
 * is logged to the console as an error (the README's rule: zero).
 */
test.describe('refusals and endings without console errors', () => {
  test('a 21st saved search is refused with the limit’s message and no console error', async ({ page }) => {
    // Twenty saved searches before the page.
    test.slow();
    const collector = await signedInClient('Corinna');
    const rows = Array.from({ length: 20 }, (_, i) => ({
      user_id: collector.id,
      name: `Search ${String(i + 1)}`,
      query: '',
      filters: { type: 'scooter', maxPrice: 50_000, minYear: 2000 },
    }));
    const { error } = await collector.client.from('saved_searches').insert(rows);
    if (error) throw new Error(error.message);
    await signInDirectly(page, collector.email);
    await openPage(page, '/vehicles/scooters');
    const errors = collectErrors(page);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You can save up to 20 searches. Delete one to save another.');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('deleting the account says so on the home page and logs no console error', async ({ page }) => {
    const errors = collectErrors(page);
    await signInNewUser(page, 'Dora');
    await openPage(page, '/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete permanently' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
