import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, adminClient, createUser, uniqueEmail } from './support/backend';
import { FRONT, NOT_AN_IMAGE, SIDE, choosePlace, fillScooter, nextStep } from './support/sellForm';
import { horizontalOverflow, openPage, settledTitles, signInNewUser, toast } from './support/site';

const NEXT_YEAR = new Date().getFullYear() + 1;

/** Open an account page signed out, sign in on /auth as a new user, and land back on the page. */
async function signInThrough(
  page: Page,
  path: string,
  firstName: string,
  arrange: (userId: string) => Promise<unknown> = () => Promise.resolve(),
): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const userId = await createUser(email, firstName);
  await arrange(userId);
  await page.goto(path);
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
  return userId;
}

/** The same, signed in without the form (signInDirectly): for tests of what a signed-in seller does there. */
async function signedInOn(
  page: Page,
  path: string,
  firstName: string,
  arrange: (userId: string) => Promise<unknown> = () => Promise.resolve(),
): Promise<string> {
  const { id: userId } = await signInNewUser(page, firstName);
  await arrange(userId);
  await openPage(page, path);
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
  return userId;
}

async function storedObjects(userId: string): Promise<string[]> {
  const { data, error } = await adminClient().storage.from('vehicle-images').list(userId);
  if (error) throw new Error(error.message);
  return data.map((o) => `${userId}/${o.name}`);
}

test.describe('selling a vehicle', () => {
  test('a signed-out visitor is sent to sign in and comes back to /sell', async ({ page }) => {
    await signInThrough(page, '/sell', 'Sina');
    await expect(page.getByRole('heading', { name: 'Vehicle', level: 2 })).toBeVisible();
  });

  test('list a scooter with two photos and see it published', async ({ page }) => {
    // Each photo is two uploads now (the original kept, the copy published through a function).
    test.slow();
    const userId = await signedInOn(page, '/sell', 'Paolo');
    const title = `Vespa Primavera for Paolo ${String(Date.now())}`;
    await fillScooter(page, { title });

    await page.locator('input[type="file"]').setInputFiles([FRONT, SIDE]);
    const photos = page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    await expect(photos.getByText('Uploaded')).toHaveCount(2);
    // The side view becomes the cover.
    await page.getByRole('button', { name: 'Make scooter-side.png the cover' }).click();
    await expect(photos.first()).toHaveAccessibleName('Photo 1 (cover): scooter-side.png');

    await nextStep(page, 'Description & contact');
    await expect(page.getByText('Buyers see you as Paolo.', { exact: false })).toBeVisible();
    await page.getByLabel('Description', { exact: true }).fill('One owner, always garaged, serviced every spring.');
    await choosePlace(page, 'Bonn', /^Bonn, North Rhine-Westphalia$/);
    await page.getByRole('button', { name: 'Publish listing' }).click();

    await expect(page).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Listing published')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const cover = page.getByRole('img', { name: 'Vespa Primavera 125, photo 1 of 2' });
    await expect(cover).toBeVisible();
    // Shown through the image CDN; the stored files behind it are checked here.
    const stored = async (img: string) =>
      new URL((await page.locator(img).getAttribute('src')) ?? '', page.url()).searchParams.get('url') ?? '';
    expect(await stored('[data-gallery-frame] img')).toMatch(
      new RegExp(`/storage/v1/object/public/vehicle-images/${userId}/`),
    );
    // The cover was 600×800: never upscaled. The other photo was 2400×1600: scaled to 1600 wide, as WebP.
    const file = async (url: string) =>
      page.evaluate(async (source) => {
        const blob = await (await fetch(source)).blob();
        const bitmap = await createImageBitmap(blob);
        return [bitmap.width, bitmap.height, blob.type];
      }, url);
    expect((await file(await stored('[data-gallery-frame] img')))[0]).toBe(600);
    expect(await file(await stored('[aria-label="All photos"] li:nth-child(2) img'))).toEqual([
      1600,
      1067,
      'image/webp',
    ]);

    const id = page.url().split('/').at(-1) ?? '';
    const { data } = await adminClient().from('vehicles').select('status, images, engine_size, features').eq('id', id);
    expect(data?.[0]).toMatchObject({ status: 'active', engine_size: 125, features: ['ABS', 'Top Box'] });
    expect(data?.[0]?.images).toHaveLength(2);
    expect((await storedObjects(userId)).sort()).toEqual([...(data?.[0]?.images ?? [])].sort());

    // Buyers who want photos find it; the sample vehicles' drawings are not photos.
    await openPage(page, '/vehicles/scooters?photos=true');
    expect(await settledTitles(page)).toContain(title);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
      'With photos only',
    ]);
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel(/^With photos only/)).toBeChecked();
  });

  test('bad input gets clear messages, and a failed upload blocks saving until retried', async ({ page }) => {
    const userId = await signedInOn(page, '/sell', 'Vera');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose the make')).toBeVisible();
    await expect(page.getByText('Enter the title')).toBeVisible();

    await page.getByLabel('Scooter').check();
    await page.getByLabel('Body type').selectOption({ label: 'High-wheel' });
    await page.getByLabel('Make').selectOption('Piaggio');
    await page.getByLabel('Model').fill('Liberty');
    await page.getByLabel('Title').fill('Piaggio Liberty 50');
    await page.getByLabel('Year').fill(String(NEXT_YEAR + 1));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`The year cannot be after ${String(NEXT_YEAR)}`)).toBeVisible();
    await expect(page.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Year').fill('2019');
    await nextStep(page, 'Details');

    await page.getByLabel('Price (€)').fill('-50');
    await page.getByLabel('Mileage (km)').fill('8000');
    await page.getByLabel('Fuel type').selectOption('Electric');
    await expect(page.getByText('Electric vehicles have no engine size.')).toBeVisible();
    await page.getByLabel('Transmission').selectOption('Automatic');
    await page.getByLabel('Colour').selectOption('White');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The price cannot be negative')).toBeVisible();
    await page.getByLabel('Price (€)').fill('1500');
    await nextStep(page, 'Photos');

    await page.locator('input[type="file"]').setInputFiles(NOT_AN_IMAGE);
    await expect(
      page.getByRole('alert').filter({ hasText: 'notes.txt is not an image. Choose a JPEG, PNG, WebP or AVIF photo.' }),
    ).toBeVisible();

    let failed = false;
    await page.route('**/api/photos/**', async (route) => {
      if (route.request().method() === 'POST' && !failed) {
        failed = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.locator('input[type="file"]').setInputFiles(FRONT);
    const photo = page.getByRole('listitem', { name: /scooter-front\.jpg/ });
    await expect(photo.getByText(/Upload failed/)).toBeVisible();

    await nextStep(page, 'Description & contact');
    await page.getByLabel('Description', { exact: true }).fill('x'.repeat(5001));
    await choosePlace(page, 'Trier', /^Trier,/);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('The description can be at most 5,000 characters')).toBeVisible();
    await page.getByLabel('Description', { exact: true }).fill('Quiet city scooter.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A photo did not upload' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Photos', level: 2 })).toBeFocused();
    const { count } = await adminClient()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('seller_id', userId);
    expect(count).toBe(0);

    await photo.getByRole('button', { name: 'Retry uploading scooter-front.jpg' }).click();
    await expect(photo.getByText('Uploaded')).toBeVisible();
    await nextStep(page, 'Description & contact');
    await page.getByRole('button', { name: 'Save as draft' }).click();

    await expect(page).toHaveURL('/seller-dashboard/listings/');
    await expect(toast(page, 'Draft saved')).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Piaggio Liberty 50' }) });
    await expect(row.getByTestId('listing-status')).toHaveText('Draft');
    const { data } = await adminClient().from('vehicles').select('engine_size, images').eq('seller_id', userId);
    expect(data).toEqual([{ engine_size: null, images: [expect.stringMatching(new RegExp(`^${userId}/`))] }]);
  });

  test('a failed save of a new listing removes its uploaded photos again', async ({ page }) => {
    // The photo uploads twice (original and published copy), and again after the failed save.
    test.slow();
    const userId = await signedInOn(page, '/sell', 'Ugo');
    await fillScooter(page, { title: 'Vespa that will not save' });
    await page.locator('input[type="file"]').setInputFiles(FRONT);
    await expect(page.getByText('Uploaded')).toBeVisible();
    expect(await storedObjects(userId)).toHaveLength(1);
    await nextStep(page, 'Description & contact');
    await choosePlace(page, 'Rostock', /^Rostock,/);
    await page.route('**/rest/v1/rpc/save_listing', async (route) => {
      if (route.request().method() === 'POST') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database down"}' });
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The listing could not be saved' })).toBeVisible();
    await expect.poll(() => storedObjects(userId)).toEqual([]);

    await page.unroute('**/rest/v1/rpc/save_listing');
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page).toHaveURL(/\/vehicles\/id\//);
    expect(await storedObjects(userId)).toHaveLength(1);
  });
});

async function seedListings(userId: string) {
  const admin = adminClient();
  const photo = `${userId}/seeded-cover.png`;
  const upload = await admin.storage
    .from('vehicle-images')
    .upload(photo, readFileSync(SIDE), { contentType: 'image/png' });
  if (upload.error) throw new Error(upload.error.message);
  const base = {
    seller_id: userId,
    type: 'car',
    body_type: 'hatchback',
    make: 'Toyota',
    model: 'Corolla',
    year: 2018,
    mileage: 90_000,
    fuel_type: 'Hybrid',
    transmission: 'CVT',
    color: 'Silver',
    location: 'Leipzig',
    seller_name: 'Dora',
    images: [] as string[],
    view_count: 0,
  } as const;
  const { data, error } = await admin
    .from('vehicles')
    .insert([
      { ...base, title: 'Live Corolla', price: 14_500, status: 'active', images: [photo], view_count: 7 },
      { ...base, title: 'Draft Corolla', price: 12_000, status: 'draft' },
      { ...base, title: 'Sold Corolla', price: 9_000, status: 'sold' },
    ])
    .select('id, title');
  if (error) throw new Error(error.message);
  const live = data.find((v) => v.title === 'Live Corolla')?.id ?? '';
  const today = new Date().toISOString().slice(0, 10);
  const views = await admin.from('vehicle_daily_views').insert({ vehicle_id: live, day: today, views: 7 });
  if (views.error) throw new Error(views.error.message);
  return { live, photo };
}

test.describe('seller dashboard', () => {
  test('counts, activity, mark sold, reactivate, edit the price and delete with confirmation', async ({ page }) => {
    // One journey through the dashboard, the list, the editor and back: longer than most tests on a busy machine.
    test.slow();
    let seeded = { live: '', photo: '' };
    const userId = await signInThrough(page, '/seller-dashboard/', 'Dora', async (id) => {
      seeded = await seedListings(id);
    });
    const { live, photo } = seeded;

    const count = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await expect(count('Live listings')).toHaveText('1');
    await expect(count('Drafts')).toHaveText('1');
    await expect(count('Sold')).toHaveText('1');
    await expect(
      page.getByRole('img', { name: /Views, saves, buyer messages and phone reveals per day, last 30 days/ }),
    ).toBeVisible();
    await page.getByText('Show the numbers as a table').click();
    const days = page.getByRole('table', { name: /per day/ }).getByRole('row');
    await expect(days).toHaveCount(31);
    await expect(days.last().getByRole('cell').first()).toHaveText('7');
    await expect(page.getByRole('link', { name: 'Buyer messages' })).toHaveAttribute('href', '/messages?box=selling');

    await page.getByRole('link', { name: 'My listings' }).click();
    const row = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row('Live Corolla')).toContainText('7 views');
    await row('Live Corolla').getByRole('button', { name: 'Mark sold Live Corolla' }).click();
    await expect(toast(page, 'Marked as sold')).toBeVisible();
    await expect(row('Live Corolla').getByTestId('listing-status')).toHaveText('Sold');
    await row('Live Corolla').getByRole('button', { name: 'Reactivate Live Corolla' }).click();
    await expect(row('Live Corolla').getByTestId('listing-status')).toHaveText('Live');

    await row('Live Corolla').getByRole('link', { name: 'Edit Live Corolla' }).click();
    await expect(page).toHaveURL(`/seller-dashboard/listings/edit/?id=${live}`);
    await expect(page.getByLabel('Title')).toHaveValue('Live Corolla');
    await page.getByRole('button', { name: /Details/ }).click();
    await page.getByLabel('Price (€)').fill('13900');
    await page.getByRole('button', { name: /Description & contact/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/seller-dashboard/listings/');
    await expect(toast(page, 'Listing updated')).toBeVisible();
    await expect(row('Live Corolla')).toContainText('€13,900');

    await row('Live Corolla').getByRole('button', { name: 'Delete Live Corolla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(row('Live Corolla')).toHaveCount(1);
    await row('Live Corolla').getByRole('button', { name: 'Delete Live Corolla' }).click();
    await dialog.getByRole('button', { name: 'Delete listing' }).click();
    await expect(toast(page, 'Listing deleted')).toBeVisible();
    await expect(row('Live Corolla')).toHaveCount(0);
    await expect(page.getByText('2 listings')).toBeVisible();
    expect(await storedObjects(userId)).not.toContain(photo);

    await page.goto('/seller-dashboard/');
    await expect(count('Live listings')).toHaveText('0');
  });

  test("another seller's listing or a made-up id shows a clear not-found state", async ({ page }) => {
    const owner = await createUser(uniqueEmail('owner'), 'Olga');
    const { live } = await seedListings(owner);
    await signInThrough(page, `/seller-dashboard/listings/edit/?id=${live}`, 'Max');
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
    await openPage(page, '/seller-dashboard/listings/edit/?id=42');
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to my listings' })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  const fitsTheScreen = async (page: Page) => (await horizontalOverflow(page)) === 0;

  test('the sell steps and the dashboard fit the screen @mobile', async ({ page }) => {
    await signedInOn(page, '/sell', 'Pia', seedListings);
    expect(await fitsTheScreen(page)).toBe(true);
    await fillScooter(page, { title: 'Phone-listed Vespa' });
    await page.locator('input[type="file"]:not([capture])').setInputFiles(FRONT);
    await expect(page.getByText('Uploaded')).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await nextStep(page, 'Description & contact');
    expect(await fitsTheScreen(page)).toBe(true);

    await openPage(page, '/seller-dashboard/');
    await expect(
      page.getByRole('img', { name: /Views, saves, buyer messages and phone reveals per day/ }),
    ).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await openPage(page, '/seller-dashboard/listings/');
    await expect(page.getByRole('list', { name: 'My listings' }).getByRole('heading')).toHaveCount(3);
    expect(await fitsTheScreen(page)).toBe(true);
  });
});
