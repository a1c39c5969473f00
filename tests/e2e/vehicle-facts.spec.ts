/**
 * Body types and the facts buyers expect, as a buyer and a seller meet them:
 * a seeded demo listing's gallery draws its own body type in its own colour
 * from several sides, labelled as illustrations, and its page lists its facts; a seller states them in the
 * sell form, sees them published, and finds them again when editing.
 */
import type { Page } from '@playwright/test';
import { BODY_TYPE_LABELS } from '../../src/lib/domain/constants';
import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { choosePlace, nextStep } from './support/sellForm';
import { openPage, signInDirectly, toast } from './support/site';

const SHAPES = ['estate', 'saloon', 'suv', 'hatchback'] as const;

/** An active seeded (drawn) car listing without photos whose seller stated every fact. */
async function seededListing() {
  const { data, error } = await adminClient()
    .from('vehicles')
    .select(
      'id, title, make, model, body_type, color, first_registration, previous_owners, accident_free, consumption, fuel_type',
    )
    .eq('type', 'car')
    .eq('status', 'active')
    .in('body_type', SHAPES)
    .eq('accident_free', true)
    .not('first_registration', 'is', null)
    .not('previous_owners', 'is', null)
    .not('consumption', 'is', null)
    .like('image_url', '/images/vehicles/illustrations/%')
    .filter('images', 'eq', '{}')
    .like('title', '20%')
    .order('created_at')
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `test-results/${name}-${String(width)}.png`, fullPage: true });
  }
}

test.describe('body types and listing facts', () => {
  test('a seeded listing shows its own body type in its own colour from several sides, and its facts', async ({
    page,
  }) => {
    const listing = await seededListing();
    await openPage(page, `/vehicles/id/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);

    const thumbnails = page.getByRole('list', { name: 'All photos' }).locator('img');
    await expect(thumbnails).toHaveCount(4);
    const sources = await thumbnails.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
    const colour = listing.color.toLowerCase();
    expect(sources).toEqual([
      `/images/vehicles/illustrations/car/${listing.body_type ?? ''}-front-${colour}.svg`,
      `/images/vehicles/illustrations/car/${listing.body_type ?? ''}-side-${colour}.svg`,
      `/images/vehicles/illustrations/car/${listing.body_type ?? ''}-rear-${colour}.svg`,
      '/images/vehicles/illustrations/car/interior.svg',
    ]);
    // Every drawing loads, and the gallery moves through them.
    for (const src of sources) expect((await page.request.get(src)).status()).toBe(200);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(
      page.getByRole('img', { name: `${listing.make} ${listing.model}, illustration 2 of 4` }),
    ).toHaveAttribute('src', sources[1] ?? '');
    await expect(page.getByText('Illustration, not a photo of this vehicle')).toBeVisible();

    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(
      specs.getByText(listing.body_type ? BODY_TYPE_LABELS[listing.body_type] : 'no body type', { exact: true }),
    ).toBeVisible();
    const facts = page.getByRole('region', { name: 'History and running costs' });
    const registered = new Date(`${listing.first_registration}T00:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(facts.getByText(registered)).toBeVisible();
    await expect(facts.locator('dt', { hasText: 'Accident-free' }).locator('+ dd')).toHaveText('Yes');
    const unit = listing.fuel_type === 'Electric' ? 'kWh/100 km' : 'l/100 km';
    await expect(facts.locator('dt', { hasText: 'Consumption' }).locator('+ dd')).toHaveText(
      `${listing.consumption.toFixed(1)} ${unit}`,
    );
    await screenshots(page, 'listing-facts');
  });

  test('a seller states the facts when listing, sees them published and edits them', async ({ page }) => {
    // A whole journey: sign in, four steps, publish, edit.
    test.slow();
    const email = uniqueEmail('frieda');
    await createUser(email, 'Frieda');
    await signInDirectly(page, email);
    await openPage(page, '/sell');

    await page.getByLabel('Car').check();
    await page.getByLabel('Body type').selectOption({ label: 'Estate' });
    await page.getByLabel('Make').selectOption('Audi');
    await page.getByLabel('Model').fill('A4');
    const title = `2019 Audi A4 Avant for Frieda ${String(Date.now())}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Year').fill('2019');
    await nextStep(page, 'Details');

    await page.getByLabel('Price (€)').fill('21900');
    await page.getByLabel('Mileage (km)').fill('88000');
    await page.getByLabel('Fuel type').selectOption('Diesel');
    await page.getByLabel('Transmission').selectOption('Automatic');
    await page.getByLabel('Colour').selectOption('Green');
    await page.getByLabel('First registration: month').selectOption({ label: 'March' });
    await page.getByLabel('First registration: year').selectOption('2019');
    await page.getByLabel('Previous owners').fill('1');
    await page.getByLabel('Accident-free').selectOption({ label: 'Yes, accident-free' });
    await page.getByLabel('Consumption (l/100 km)').fill('54');
    await page.getByLabel('Emissions class').selectOption('Euro 6d-TEMP');
    // A slip of the decimal point is caught before anything is saved, and nothing typed is lost.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Consumption must be between 0.5 and 30 l/100 km')).toBeVisible();
    await expect(page.getByLabel('Consumption (l/100 km)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Previous owners')).toHaveValue('1');
    await page.getByLabel('Consumption (l/100 km)').fill('5,4');
    // Half a date is not a date.
    await page.getByLabel('Next inspection due: year').selectOption(String(new Date().getFullYear() + 1));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose both the month and the year')).toBeVisible();
    await page.getByLabel('Next inspection due: month').selectOption({ label: 'June' });
    await screenshots(page, 'sell-facts');
    await page.setViewportSize({ width: 1280, height: 900 });
    await nextStep(page, 'Photos');
    await nextStep(page, 'Description & contact');
    await page.getByLabel('Description', { exact: true }).fill('Company car, serviced at Audi, two keys.');
    await choosePlace(page, 'Bonn', /^Bonn,/);
    await page.getByRole('button', { name: 'Publish listing' }).click();

    await expect(page).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Listing published')).toBeVisible();
    // A seller's listing without photos is never drawn: it says so.
    // (The first is the listing's own; similar listings without photos below say so too.)
    await expect(page.getByText('No photos yet', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'All photos' })).toHaveCount(0);
    const facts = page.getByRole('region', { name: 'History and running costs' });
    const value = (label: string) => facts.locator('dt', { hasText: label }).locator('+ dd');
    await expect(value('First registration')).toHaveText('March 2019');
    await expect(value('Previous owners')).toHaveText('1');
    await expect(value('Next inspection due')).toHaveText(`June ${String(new Date().getFullYear() + 1)}`);
    await expect(value('Accident-free')).toHaveText('Yes');
    await expect(value('Consumption')).toHaveText('5.4 l/100 km');
    await expect(value('Emissions class')).toHaveText('Euro 6d-TEMP');
    await expect(facts.getByText('Electric range')).toHaveCount(0);

    const id = page.url().split('/').at(-1) ?? '';
    await openPage(page, `/seller-dashboard/listings/edit/?id=${id}`);
    await expect(page.getByLabel('Body type')).toHaveValue('estate');
    await page.getByRole('button', { name: /Details/ }).click();
    await expect(page.getByLabel('First registration: month')).toHaveValue('03');
    await expect(page.getByLabel('First registration: year')).toHaveValue('2019');
    await expect(page.getByLabel('Consumption (l/100 km)')).toHaveValue('5.4');
    await page.getByLabel('Accident-free').selectOption({ label: 'No, it had an accident' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Listing updated')).toBeVisible();
    const { data } = await adminClient()
      .from('vehicles')
      .select('body_type, first_registration, accident_free, consumption, emissions_class')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      body_type: 'estate',
      first_registration: '2019-03-01',
      accident_free: false,
      consumption: 5.4,
      emissions_class: 'Euro 6d-TEMP',
    });
  });
});
