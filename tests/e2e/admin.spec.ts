import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/db/seed.ts';
import { adminClient, createListing, createUser, uniqueEmail } from './support/backend';
import { openPage, signInDirectly, signedInBrowser, toast } from './support/site';

const ADMIN = DEMO_ACCOUNTS.admin;

/** Browsers opened by the current test; closed after it. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** What the admin page shows comes from functions; the Netlify dev server runs each call in a fresh worker (seconds under load). */
const FUNCTION_CALL = { timeout: 20_000 };

test.describe('moderation', () => {
  // The Netlify dev server bundles each function on its first call; warm them up so the test's waits measure the app.
  test.beforeAll(async ({ request }) => {
    for (const path of ['/api/admin/reports', '/api/admin/listings', '/api/admin/audit']) {
      expect((await request.get(path)).status()).toBe(401);
    }
    expect((await request.post('/api/admin/rebuild')).status()).toBe(401);
  });

  test('a user reports a listing; an admin hides it and it disappears from browse and detail for everyone else', async ({
    browser,
  }) => {
    // Three people and a dozen page loads.
    test.setTimeout(90_000);
    const title = `2018 Golf to report ${Date.now().toString(36)}`;
    const vehicleId = await createListing(await createUser(uniqueEmail('seller'), 'Rolf'), { title });

    // A buyer reports the listing.
    const { page: buyer } = await signedInBrowser(browser, 'Rita', contexts);
    await openPage(buyer, `/vehicles/id/${vehicleId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await buyer.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose what is wrong with this listing')).toBeVisible();
    await dialog.getByLabel('Looks like a scam').check();
    await dialog.getByLabel(/Details/).fill('The seller wants a deposit by gift card.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(buyer, 'Report sent')).toBeVisible();
    await expect(buyer.getByText('Thanks — our moderators will review this listing.')).toBeVisible();

    // A signed-in user who is not an admin is refused /admin.
    await openPage(buyer, '/admin');
    await expect(buyer.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();

    // The admin hides it from the queue.
    const adminContext = await browser.newContext();
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    await signInDirectly(admin, ADMIN.email, DEMO_PASSWORD);
    await openPage(admin, '/');
    await admin.getByRole('button', { name: `Account menu for ${ADMIN.firstName}` }).click();
    await admin.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(admin).toHaveURL(/\/admin\/?$/);
    const entry = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: title }) });
    await expect(entry.getByText('“The seller wants a deposit by gift card.”')).toBeVisible(FUNCTION_CALL);
    await expect(entry.getByText('Looks like a scam')).toBeVisible();
    await entry.getByRole('button', { name: 'Hide listing' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Hide this listing?' });
    await confirm.getByLabel(/Reason/).fill('Gift card deposit scam');
    await confirm.getByRole('button', { name: 'Hide listing' }).click();
    await expect(toast(admin, 'Done')).toBeVisible(FUNCTION_CALL);
    await expect(admin.getByRole('link', { name: title })).toHaveCount(0);
    const hidden = admin.getByRole('region', { name: 'Hidden listings' });
    await expect(hidden.getByText(title)).toBeVisible(FUNCTION_CALL);
    await expect(
      admin.getByRole('region', { name: 'Recent actions' }).getByText('“Gift card deposit scam”'),
    ).toBeVisible(FUNCTION_CALL);

    // Everyone else: the detail page and search no longer show it.
    const visitorContext = await browser.newContext();
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await openPage(visitor, `/vehicles/id/${vehicleId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();
    await openPage(visitor, `/vehicles/all?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByText('No vehicles found matching your criteria.')).toBeVisible();
    await buyer.reload();
    await openPage(buyer, `/vehicles/id/${vehicleId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();

    // Rebuilding without a hook says so.
    await admin.getByRole('button', { name: 'Rebuild site' }).click();
    await expect(admin.getByText(/^No build hook is set/)).toBeVisible(FUNCTION_CALL);

    // Restored, it is back for everyone.
    await hidden.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(toast(admin, 'Listing restored')).toBeVisible(FUNCTION_CALL);
    await openPage(visitor, `/vehicles/id/${vehicleId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a listing hidden by moderators answers 410 on its page at once', async ({ page }) => {
    // A generated listing far down the list, so no other test looks at it; restored at the end.
    const { data, error } = await adminClient()
      .from('vehicles')
      .select('id, title, status')
      .eq('status', 'active')
      .eq('type', 'scooter')
      .order('created_at')
      .limit(1)
      .single();
    if (error) throw new Error(error.message);
    await openPage(page, `/vehicles/id/${data.id}`);
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible();

    await adminClient()
      .from('vehicles')
      .update({ status: 'removed', status_before_removal: 'active' })
      .eq('id', data.id);
    try {
      await openPage(page, `/vehicles/id/${data.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();
    } finally {
      await adminClient().from('vehicles').update({ status: 'active', status_before_removal: null }).eq('id', data.id);
    }
  });
});
