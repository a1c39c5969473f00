import { expect, test } from './support/test';
import { adminClient } from './support/backend';
import { choosePlace, nextStep } from './support/sellForm';
import { ListingFilters, openPage, resultCount, settledTitles, signInNewUser } from './support/site';

/** The detail page's status and JSON-LD, as a crawler fetches it (no JavaScript). */
async function crawl(request: import('@playwright/test').APIRequestContext, id: string) {
  const response = await request.get(`/vehicles/id/${id}`, { maxRedirects: 0 });
  const html = await response.text();
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return { status: response.status(), jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null };
}

test.describe('live listings', () => {
  // Every detail request goes through the local function runtime (a few hundred ms to seconds on a busy machine).
  test.describe.configure({ timeout: 120_000 });

  test('a published car is first and counted at once; its page follows a price change, a sale and a delete', async ({
    page,
    request,
  }) => {
    await signInNewUser(page, 'Lena');
    // This tab has seen the listing page, and kept its counts, before the car is published.
    await openPage(page, '/vehicles/cars');
    await new ListingFilters(page).settled();

    const title = `2021 BMW 330e Touring for Lena ${String(Date.now())}`;
    await openPage(page, '/sell');
    await page.getByLabel('Car', { exact: true }).check();
    await page.getByLabel('Body type').selectOption({ label: 'Estate' });
    await page.getByLabel('Make').selectOption('BMW');
    await page.getByLabel('Model').fill('330e Touring');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Year').fill('2021');
    await nextStep(page, 'Details');
    await page.getByLabel('Price (€)').fill('31900');
    await page.getByLabel('Mileage (km)').fill('42000');
    await page.getByLabel('Fuel type').selectOption('Plug-in Hybrid');
    await page.getByLabel('Transmission').selectOption('Automatic');
    await page.getByLabel('Colour').selectOption('Black');
    await nextStep(page, 'Photos');
    await nextStep(page, 'Description & contact');
    await page.getByLabel('Description', { exact: true }).fill('Plug-in hybrid estate, one owner, charged at home.');
    await choosePlace(page, 'Stuttgart', /^Stuttgart,/);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    // The listing's page renders on demand: allow the local function runtime its time.
    await expect(page).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    const id = page.url().split('/').at(-1) ?? '';

    // The prebuilt listing page shows it on top and counts it on the first load. Other tests add and
    // hide cars in parallel, so the count is compared with the database's at the moment of the check.
    const admin = adminClient();
    const activeCars = async () =>
      (
        await admin
          .from('vehicles')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'active')
          .eq('type', 'car')
          .lte('price', 50_000)
          .gte('year', 2000)
      ).count;
    await openPage(page, '/vehicles/cars');
    // Newest first: other tests publish cars in parallel, so any card above ours must be one published after it.
    const titles = await settledTitles(page);
    expect(titles).toContain(title);
    const ahead = titles.slice(0, titles.indexOf(title));
    if (ahead.length > 0) {
      const ours = (await admin.from('vehicles').select('created_at').eq('id', id).single()).data?.created_at ?? '';
      const earlier = await admin.from('vehicles').select('title').in('title', ahead).lt('created_at', ours);
      expect(earlier.data ?? []).toEqual([]);
    }
    // Every count on the page changes together: the panel does not keep its answer from before.
    const filters = new ListingFilters(page);
    await expect.poll(async () => (await filters.shownCount()) - (await resultCount(page))).toBe(0);
    // Each try loads the page and waits for every island (the filter sidebar hydrates when the browser is idle).
    await expect
      .poll(
        async () => {
          await openPage(page, '/vehicles/cars');
          return (await resultCount(page)) === (await activeCars());
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    const published = await crawl(request, id);
    expect(published.status).toBe(200);
    expect(published.jsonLd).toMatchObject({ '@type': 'Car', name: title, offers: { price: 31_900 } });

    expect((await admin.from('vehicles').update({ price: 29_900 }).eq('id', id)).error).toBeNull();
    await page.goto(`/vehicles/id/${id}`);
    await expect(page.getByText('€29,900').first()).toBeVisible();
    expect((await crawl(request, id)).jsonLd).toMatchObject({ offers: { price: 29_900 } });

    expect((await admin.from('vehicles').update({ status: 'sold' }).eq('id', id)).error).toBeNull();
    await page.goto(`/vehicles/id/${id}`);
    await expect(page.getByRole('complementary').getByText('Sold', { exact: true })).toBeVisible();
    expect((await crawl(request, id)).status).toBe(200);
    // Sold listings leave the listing page and its total.
    await openPage(page, '/vehicles/cars');
    expect(await settledTitles(page)).not.toContain(title);

    expect((await admin.from('vehicles').delete().eq('id', id)).error).toBeNull();
    expect((await crawl(request, id)).status).toBe(410);
    const gone = await page.goto(`/vehicles/id/${id}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This listing is no longer available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all vehicles' })).toHaveAttribute('href', '/vehicles/all');
  });

  test('unknown, malformed and overlong listing addresses answer 404 with the 404 page', async ({ page, request }) => {
    const unknown = await page.goto('/vehicles/id/00000000-0000-4000-8000-00000000abcd');
    expect(unknown?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: "Oops! The page you're looking for is not in our garage." }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    for (const path of ['/vehicles/id/not-a-listing', `/vehicles/id/${'x'.repeat(2000)}`, '/vehicles/id/1/2']) {
      expect((await request.get(path)).status()).toBe(404);
    }
  });

  test('listing details carry CDN cache headers with their tags, and the sitemap is an index', async ({ request }) => {
    const BMW_ID = '5a1e0006-0000-4000-8000-000000000006';
    const response = await request.get(`/vehicles/id/${BMW_ID}`);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['netlify-cdn-cache-control']).toMatch(/durable.*stale-while-revalidate/);
    expect(response.headers()['netlify-cache-tag']?.split(',')[0]).toBe(`listing-${BMW_ID}`);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");

    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/listings-0.xml',
      '/sitemaps/sellers-0.xml',
      '/sitemaps/landing-0.xml',
      '/sitemaps/listings-de-0.xml',
      '/sitemaps/sellers-de-0.xml',
      '/sitemaps/landing-de-0.xml',
    ]);
    expect(await (await request.get('/sitemaps/landing-0.xml')).text()).toMatch(
      /\/vehicles\/cars\/volkswagen\/golf<\/loc><lastmod>/,
    );
    expect(await (await request.get('/sitemaps/sellers-0.xml')).text()).toMatch(
      /\/sellers\/[0-9a-f-]{36}<\/loc><lastmod>/,
    );
    const listings = await (await request.get('/sitemaps/listings-0.xml')).text();
    expect(listings).toMatch(new RegExp(`/vehicles/id/${BMW_ID}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(await (await request.get('/sitemaps/pages.xml')).text()).toContain('/vehicles/cars</loc>');
    expect((await request.get('/sitemaps/listings-9.xml')).status()).toBe(404);
  });
});
