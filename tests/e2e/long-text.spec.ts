import { expect, test } from './support/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/db/seed.ts';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { horizontalOverflow, openPage, signInDirectly } from './support/site';

/** Text without a single break opportunity, as a spammer or a careless paste produces. */
const unbroken = (length: number, letter = 'W') => letter.repeat(length);

async function longListing(): Promise<{ id: string; title: string; details: string }> {
  const sellerId = await createUser(uniqueEmail('longtext'), 'Lorenz');
  const title = unbroken(200);
  const admin = adminClient();
  const { data, error } = await admin
    .from('vehicles')
    .insert({
      seller_id: sellerId,
      type: 'car',
      body_type: 'hatchback',
      title,
      make: unbroken(100, 'M'),
      model: unbroken(100, 'N'),
      year: 2017,
      price: 11_500,
      mileage: 99_000,
      fuel_type: 'Diesel',
      transmission: 'Manual',
      // The place comes from the gazetteer (a name that is no place is refused), so its longest real names.
      location: 'Neustadt an der Weinstraße',
      description: unbroken(5_000, 'D'),
      seller_name: unbroken(100, 'S'),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const reporterId = await createUser(uniqueEmail('longreport'), 'Romy');
  // Unique, so parallel runs each find their own report in the queue.
  const details = `${unbroken(960, 'R')}${crypto.randomUUID().replaceAll('-', '')}`;
  const report = await admin
    .from('reports')
    .insert({ vehicle_id: data.id, reporter_id: reporterId, reason: 'other', details });
  if (report.error) throw new Error(report.error.message);
  return { id: data.id, title, details };
}

for (const width of [360, 1366]) {
  test.describe(`very long unbroken text at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('wraps on the detail page and in the admin queue instead of widening them', async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const { id, title, details } = await longListing();

      await openPage(page, `/vehicles/id/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(unbroken(5_000, 'D'))).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`detail-${String(width)}.png`), fullPage: false });

      await signInDirectly(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
      await openPage(page, '/admin');
      const entry = page.getByRole('listitem').filter({ hasText: details });
      await expect(entry).toBeVisible({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBe(0);
      await entry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`admin-${String(width)}.png`) });
    });
  });
}
