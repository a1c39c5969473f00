import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { choosePlace, fillScooter, nextStep } from './support/sellForm';
import { signInDirectly, signInNewUser, toast } from './support/site';

const KOELN = 2886242;

test.describe('the listing place', () => {
  test('a seller picks Köln with the keyboard and the published listing shows it', async ({ page }) => {
    await signInNewUser(page, 'Kai');
    await page.goto('/sell');
    await expect(page.getByRole('heading', { name: 'Vehicle', level: 2 })).toBeVisible();
    const title = `Vespa in Köln ${String(Date.now())}`;
    await fillScooter(page, { title });
    await nextStep(page, 'Description & contact');

    const field = page.getByRole('combobox', { name: 'Location' });
    // Free text is not a place: the form asks for one from the list.
    await field.fill('Atlantis');
    await expect(page.getByText('No town or postcode in Germany matches “Atlantis”.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page.getByText('Choose your town or postcode from the list')).toBeVisible();

    // Typed without the umlaut; Escape closes the list, the arrows and Enter choose.
    await field.fill('koln');
    await expect(page.getByRole('option').first()).toHaveAccessibleName('Köln, North Rhine-Westphalia');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
    await field.press('Enter');
    await expect(field).toHaveValue('Köln');
    await expect(page.getByText('Choose your town or postcode from the list')).toBeHidden();

    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(toast(page, 'Listing published')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Köln', { exact: true }).first()).toBeVisible();
    const id = page.url().split('/').at(-1) ?? '';
    const { data } = await adminClient()
      .from('vehicles')
      .select('place_id, location, latitude, longitude')
      .eq('id', id)
      .single();
    expect(data).toEqual({ place_id: KOELN, location: 'Köln', latitude: 50.93333, longitude: 6.95 });
  });

  test('a postcode picks the place with that postcode, and the listing shows both', async ({ page }) => {
    await signInNewUser(page, 'Pia');
    await page.goto('/sell');
    const title = `Vespa in Bonn ${String(Date.now())}`;
    await fillScooter(page, { title });
    await nextStep(page, 'Description & contact');
    await choosePlace(page, '53111', '53111 Bonn, North Rhine-Westphalia');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('53111 Bonn');
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('53111 Bonn', { exact: true }).first()).toBeVisible();
  });

  test('"Use my location" fills in the nearest town, and says so when the browser refuses', async ({ browser }) => {
    // Two sign-ins and two sell forms in two browser contexts.
    test.slow();
    const email = uniqueEmail('lou');
    await createUser(email, 'Lou');
    const allowed = await browser.newContext({
      geolocation: { latitude: 50.7374, longitude: 7.0982 },
      permissions: ['geolocation'],
    });
    const page = await allowed.newPage();
    await signInDirectly(page, email);
    await page.goto('/sell');
    await fillScooter(page, { title: 'Vespa near Bonn' });
    await nextStep(page, 'Description & contact');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Bonn');
    await allowed.close();

    const refused = await browser.newContext({
      geolocation: { latitude: 50.7374, longitude: 7.0982 },
      permissions: [],
    });
    const other = await refused.newPage();
    await signInDirectly(other, email);
    await other.goto('/sell');
    await fillScooter(other, { title: 'Vespa somewhere' });
    await nextStep(other, 'Description & contact');
    await other.getByRole('button', { name: 'Use my location' }).click();
    await expect(other.getByText('Location access is blocked.', { exact: false })).toBeVisible();
    await expect(other.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    await refused.close();
  });

  for (const width of [360, 1366]) {
    test(`the place field with its suggestions at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInNewUser(page, 'Sam');
      await page.goto('/sell');
      await fillScooter(page, { title: 'Vespa for the screenshot' });
      await nextStep(page, 'Description & contact');
      await page.getByRole('combobox', { name: 'Location' }).fill('Neu');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.getByRole('combobox', { name: 'Location' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/places-sell-${String(width)}.png`, fullPage: false });
      const box = await page.getByRole('listbox', { name: 'Location suggestions' }).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    });
  }
});
