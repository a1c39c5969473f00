import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { openPage } from './support/site';

const PAGE = '/vehicles/cars/volkswagen/golf/in/koeln';
const SHOTS = process.env.LANDING_SCREENSHOTS;

test.describe('landing pages', () => {
  // Every landing page renders on demand through the local function runtime (seconds on a busy machine).
  test.describe.configure({ timeout: 120_000 });

  test('a Golf published in Köln is on its model and place page, and leaves it when sold', async ({
    page,
    request,
  }) => {
    const seller = await createUser(uniqueEmail('koeln'), 'Kai');
    const title = `Volkswagen Golf 1.5 TSI from Köln ${String(Date.now())}`;
    const admin = adminClient();
    const { data, error } = await admin
      .from('vehicles')
      .insert({
        seller_id: seller,
        type: 'car',
        body_type: 'hatchback',
        title,
        make: 'Volkswagen',
        model: 'Golf',
        year: 2019,
        price: 15_900,
        mileage: 64_000,
        fuel_type: 'Petrol',
        transmission: 'Manual',
        color: 'Grey',
        location: 'Köln',
        description: 'One owner, full service history.',
        image_url: '/images/vehicles/volkswagen-golf.svg',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);

    const response = await request.get(PAGE);
    expect(response.status()).toBe(200);
    expect(response.headers()['netlify-cache-tag']).toMatch(/lp\.car\.volkswagen\.golf\.p\d+/);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/"@type":"AggregateOffer"/);

    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await openPage(page, PAGE);
      await expect(page).toHaveTitle(/^Used Volkswagen Golf in Köln/);
      await expect(page.getByRole('heading', { level: 1, name: 'Used Volkswagen Golf in Köln' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Volkswagen', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expect(page.locator('[data-landing-offers]')).toContainText(/offers? (from|at) €15,900/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-${String(width)}.png`, fullPage: true });
    }

    // Sorting goes on as the listing page's search for the same make, model and place.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/vehicles\/cars\?.*sort=price-asc/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('make'), search.get('model'), search.get('near'), search.get('radius')]).toEqual([
      'Volkswagen',
      'Golf',
      'Köln',
      '10',
    ]);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await admin.from('vehicles').update({ status: 'sold' }).eq('id', data.id);
    // Sold, it leaves the page; with no other Golf for sale in Köln the page has nothing to show and answers 404.
    const { count } = await admin
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'active')
      .eq('model', 'Golf')
      .eq('location', 'Köln');
    await expect
      .poll(
        async () => {
          const answer = await request.get(PAGE);
          return [answer.status(), (await answer.text()).includes(title)];
        },
        { timeout: 10_000 },
      )
      .toEqual([count === 0 ? 404 : 200, false]);
    const make = await request.get('/vehicles/cars/volkswagen');
    expect(make.status()).toBe(200);
    expect(await make.text()).not.toContain(title);
  });
});
