import { PASSWORD, createUser, signedInClient, uniqueEmail } from './support/backend';
import { openPage, signInDirectly, toast } from './support/site';
import { expect, test } from './support/test';

/** A word no other listing holds, so the search is this test's alone. */
const uniqueWord = () =>
  `Zephyr${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

test.describe('saved searches', () => {
  test('a visitor signs in to save a search; a new matching listing rings their bell and leads to it', async ({
    page,
  }) => {
    // A long journey across two people and four pages.
    test.slow();
    const word = uniqueWord();
    const buyerEmail = uniqueEmail('saver');
    await createUser(buyerEmail, 'Sabine');

    // Words, a filter of the specification and two of the newer ones (seats, seller type).
    const query = `q=${word}&fuel=Hybrid&minSeats=5&seller=private`;
    const described = `Cars · “${word}” · Hybrid · 5 seats or more · Private seller`;
    // The name offered keeps to the 60 characters a name may have, whole parts only.
    const offered = `Cars · “${word}” · Hybrid · 5 seats or more`;
    await openPage(page, `/vehicles/cars?${query}`);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByText('Sign in to save this search and hear about new matches')).toBeVisible();
    await page.getByLabel('Email').fill(buyerEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back on the same search, with the dialog open and a name offered from the filters.
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/vehicles/cars\\?${query}$`));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(offered);
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByText('Give this search a name')).toBeVisible();
    await name.fill('Quiet hybrids');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(toast(page, 'Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Another person publishes two listings from their own device: a four-seater the search leaves out, then a match.
    const seller = await signedInClient('Selim');
    const title = `2021 Toyota Corolla ${word} Hybrid`;
    const listingOf = (overrides: { title: string; seats: number }) => ({
      seller_id: seller.id,
      type: 'car' as const,
      body_type: 'hatchback' as const,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      price: 18_500,
      mileage: 42_000,
      fuel_type: 'Hybrid' as const,
      transmission: 'Automatic' as const,
      ...overrides,
    });
    const fourSeater = await seller.client
      .from('vehicles')
      .insert(listingOf({ title: `2020 Toyota GR86 ${word} Hybrid`, seats: 4 }));
    if (fourSeater.error) throw new Error(fourSeater.error.message);
    const { data: listing, error } = await seller.client
      .from('vehicles')
      .insert(listingOf({ title, seats: 5 }))
      .select('id')
      .single();
    if (error) throw new Error(error.message);

    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell.getByTestId('notification-badge')).toHaveText('1', { timeout: 15_000 });
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /1 new vehicle matches “Quiet hybrids”/ })
      .click();
    await expect(page).toHaveURL(`/vehicles/id/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The search is listed on /favorites with its new match; opening it clears the count, deleting asks first.
    await openPage(page, '/favorites');
    const list = page.getByRole('list', { name: 'Saved searches' });
    const item = list.getByRole('listitem').filter({ hasText: 'Quiet hybrids' });
    await expect(item).toContainText('1 new');
    await expect(item).toContainText(described);
    await item.getByRole('link', { name: 'Open Quiet hybrids' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/cars\\?${query}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await openPage(page, '/favorites');
    await expect(item).not.toContainText('1 new');
    await item.getByRole('button', { name: 'Delete Quiet hybrids' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Saved search deleted')).toBeVisible();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
  });

  test('a 21st saved search is refused with a clear message', async ({ page }) => {
    const collector = await signedInClient('Colette');
    const rows = Array.from({ length: 20 }, (_, i) => ({
      user_id: collector.id,
      name: `Search ${String(i + 1)}`,
      query: '',
      filters: { type: 'scooter', maxPrice: 50_000, minYear: 2000 },
    }));
    for (const row of rows) {
      const { error } = await collector.client.from('saved_searches').insert(row);
      if (error) throw new Error(error.message);
    }
    await signInDirectly(page, collector.email);
    await openPage(page, '/vehicles/scooters');
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Scooters');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You can save up to 20 searches. Delete one to save another.');
  });
});
