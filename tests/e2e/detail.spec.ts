import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { horizontalOverflow, openPage } from './support/site';

const BMW_ID = '5a1e0006-0000-4000-8000-000000000006';

test.describe('vehicle detail', () => {
  test('a prebuilt listing shows photos, facts, seller and structured data', async ({ page }) => {
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 BMW 320d Touring M Sport');
    await expect(page.getByText('€27,450').first()).toBeVisible();
    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(specs.getByText('1,995 cc')).toBeVisible();
    await expect(specs.getByText('190 hp')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Features' }).getByText('Reversing Camera')).toBeVisible();

    const seller = page.getByRole('region', { name: 'Seller' });
    // The seller's name and number come from the owning dealer's profile; the number only on request.
    await expect(seller.getByText('Isar Premium Automobile')).toBeVisible();
    await expect(seller.getByText('Verified dealer')).toBeVisible();
    expect(await page.content()).not.toContain('5552 6100');
    await seller.getByRole('button', { name: 'Show phone number' }).click();
    await expect(seller.getByRole('link', { name: 'Call the seller: +49 89 5552 6100' })).toHaveAttribute(
      'href',
      'tel:+498955526100',
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Car',
      brand: { name: 'BMW' },
      offers: { '@type': 'Offer', price: 27_450, priceCurrency: 'EUR' },
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /BMW 320d Touring/);
    await expect(page.getByRole('list', { name: 'Similar listings' }).getByRole('article')).not.toHaveCount(0);
  });

  test('counts a view once per visitor per day', async ({ page }) => {
    // A listing no other test opens, so only this visitor's views count.
    const AUDI_ID = '5a1e0008-0000-4000-8000-000000000008';
    const admin = adminClient();
    const views = async () => (await admin.from('vehicles').select('view_count').eq('id', AUDI_ID).single()).data;
    const before = await views();
    await openPage(page, `/vehicles/id/${AUDI_ID}`);
    await expect.poll(async () => (await views())?.view_count).toBe((before?.view_count ?? 0) + 1);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const after = await views();
    expect(after?.view_count).toBe((before?.view_count ?? 0) + 1);
  });

  test('a signed-out reader loads no supabase-js: the check and the view count are plain requests', async ({
    page,
  }) => {
    const YAMAHA_ID = '5a1e0004-0000-4000-8000-000000000004';
    const bodies: Promise<string>[] = [];
    const rpcs: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200) bodies.push(response.text());
      const rpc = /\/rest\/v1\/rpc\/(\w+)/.exec(response.url());
      if (rpc?.[1]) rpcs.push(rpc[1]);
    });
    await openPage(page, `/vehicles/id/${YAMAHA_ID}`);
    await expect.poll(() => rpcs.toSorted()).toEqual(['listing_details', 'record_vehicle_view']);
    const loaded = await Promise.all(bodies);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((body) => body.includes('GoTrueClient') || body.includes('supabase-js'))).toEqual([]);
    await expect(page.getByRole('list', { name: 'Similar listings' }).getByRole('article')).not.toHaveCount(0);
  });

  test('a listing created after the build has its own page at once', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('nora'), 'Nora');
    const { data, error } = await adminClient()
      .from('vehicles')
      .insert({
        seller_id: sellerId,
        type: 'scooter',
        body_type: 'step-through',
        title: '2024 Honda SH125i, like new',
        make: 'Honda',
        model: 'SH125i',
        year: 2024,
        price: 3_650,
        mileage: 900,
        fuel_type: 'Petrol',
        transmission: 'CVT',
        color: 'White',
        location: 'Bremen',
        description: 'Bought new this spring, moving abroad.',
        seller_name: 'Nora',
        seller_phone: '+49 421 5550 7788',
        image_url: '/images/vehicles/yamaha-nmax.svg',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const response = await page.goto(`/vehicles/id/${data?.id ?? ''}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 Honda SH125i, like new');
    await expect(page).toHaveTitle('2024 Honda SH125i, like new · Wheelhouse');
    await expect(page.getByRole('region', { name: 'Seller' }).getByText('Private seller')).toBeVisible();
  });

  test('cards link to their detail pages', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: '2022 Vespa Primavera 125 in Rosso Dragon' }).click();
    await expect(page).toHaveURL(/\/vehicles\/id\/5a1e0002-0000-4000-8000-000000000002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2022 Vespa Primavera 125 in Rosso Dragon');
  });
});

test('robots.txt points to the sitemap index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});

test.describe('vehicle detail on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a bar with price, Message seller and Show phone number follows once the seller card is gone @mobile', async ({
    page,
  }) => {
    const seller = await createUser(uniqueEmail('nele'), 'Nele');
    // The number lives on the seller's profile and is handed out on request.
    const profile = await adminClient().from('profiles').update({ phone: '+49 361 5550 7788' }).eq('id', seller);
    if (profile.error) throw new Error(profile.error.message);
    const { data, error } = await adminClient()
      .from('vehicles')
      .insert({
        seller_id: seller,
        type: 'car',
        body_type: 'hatchback',
        title: 'Phone bar Golf',
        make: 'Volkswagen',
        model: 'Golf',
        year: 2017,
        price: 11_250,
        mileage: 98_000,
        fuel_type: 'Petrol',
        transmission: 'Manual',
        color: 'Grey',
        location: 'Erfurt',
        seller_name: 'Nele',
        seller_phone: '+49 361 5550 7788',
        description: 'Second owner, full service history.',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    await openPage(page, `/vehicles/id/${data.id}`);
    const bar = page.getByTestId('sticky-contact-bar');
    await expect(bar).toBeHidden();

    await page.getByRole('heading', { name: 'Description' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('€11,250');
    await expect(bar.getByRole('button', { name: 'Message seller' })).toBeEnabled();
    await bar.getByRole('button', { name: 'Show phone number' }).click();
    await expect(bar.getByRole('link', { name: /\+49 361 5550 7788/ })).toHaveAttribute('href', 'tel:+4936155507788');
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByRole('region', { name: 'Seller' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
});
