import type { Page } from '@playwright/test';
import { adminClient, createListing, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { openPage, signInDirectly, toast } from './support/site';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The availability sweep as Netlify's schedule runs it: with the service key, here in the test process. */
async function runSweep(): Promise<void> {
  const { error } = await adminClient().rpc('sweep_stale_listings', {});
  if (error) throw new Error(error.message);
}

async function backdate(id: string, confirmedDaysAgo: number, remindedDaysAgo: number | null): Promise<void> {
  const { error } = await adminClient()
    .from('vehicles')
    .update({
      last_confirmed_at: daysAgo(confirmedDaysAgo),
      availability_reminded_at: remindedDaysAgo === null ? null : daysAgo(remindedDaysAgo),
    })
    .eq('id', id);
  if (error) throw new Error(error.message);
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('listings kept fresh', () => {
  test('the sweep pauses an unconfirmed listing and its seller confirms it back from the dashboard', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('fritz');
    const sellerId = await createUser(email, 'Fritz');
    const title = `Stale Golf ${Date.now().toString(36)}`;
    const id = await createListing(sellerId, { title });
    await backdate(id, 31, 10);
    await runSweep();

    const visitor = await browser.newContext();
    try {
      const anon = await visitor.newPage();
      // Not for sale to visitors (the page is noindex and never cached; its seller can load it).
      await openPage(anon, `/vehicles/id/${id}`);
      await expect(anon.getByRole('heading', { name: 'This listing is not available' })).toBeVisible();

      await signInDirectly(page, email);
      await openPage(page, '/seller-dashboard/listings/');
      const listing = row(page, title);
      await expect(listing.getByTestId('listing-status')).toHaveText('Paused: not confirmed');
      await expect(listing.getByText('This listing is paused and hidden from buyers')).toBeVisible();
      await listing.getByRole('button', { name: `Still available ${title}` }).click();
      await expect(toast(page, 'Thanks for confirming')).toBeVisible();
      await expect(listing.getByTestId('listing-status')).toHaveText('Live');
      await expect(listing.getByText('Confirmed available today')).toBeVisible();

      await openPage(anon, `/vehicles/id/${id}`);
      await expect(anon.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(anon.getByTestId('freshness')).toHaveText('Confirmed available today');
    } finally {
      await visitor.close();
    }
  });

  test('a reminded seller confirms from the listing page, and buyers see how recently', async ({ page }) => {
    const email = uniqueEmail('rita');
    const sellerId = await createUser(email, 'Rita');
    const title = `Reminded Polo ${Date.now().toString(36)}`;
    const id = await createListing(sellerId, { title });
    await backdate(id, 22, null);
    await runSweep();

    await openPage(page, `/vehicles/id/${id}`);
    await expect(page.getByTestId('freshness')).toHaveText('Confirmed available 22 days ago');
    await expect(page.getByRole('button', { name: 'Still available' })).toHaveCount(0);

    await signInDirectly(page, email);
    await openPage(page, `/vehicles/id/${id}`);
    const prompt = page.getByRole('region', { name: 'Is this still available?' });
    await expect(prompt).toContainText('it will be paused on');
    await prompt.getByRole('button', { name: 'Still available' }).click();
    await expect(toast(page, 'Thanks for confirming')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('freshness')).toHaveText('Confirmed available today');
  });
});
