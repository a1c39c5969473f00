import { mkdir } from 'node:fs/promises';
import { MAIL_URL, signedInClient } from './support/backend';
import { openPage, signInDirectly, toast } from './support/site';
import { expect, test } from './support/test';
import { scheduledInvocation } from '../../netlify/functions/_shared/scheduled.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const response = await fetch(`${MAIL_URL}/api/messages`);
  return ((await response.json()) as OutboxMail[]).filter((mail) => mail.to === address);
}

const SHOTS = 'test-results/screens';

test.describe('the daily digest of a saved search', () => {
  test('a buyer opts in, a match is published, the digest links to it, and its unsubscribe link turns it off', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const word = `Quokka${Date.now().toString(36).replace(/\d/g, '')}`;
    const buyer = await signedInClient('Dora');
    const name = `Digest ${word}`;
    const saved = await buyer.client
      .from('saved_searches')
      .insert({ user_id: buyer.id, name, query: `q=${word}`, filters: { type: 'car', searchTerm: word } })
      .select('id')
      .single();
    if (saved.error) throw new Error(saved.error.message);
    await buyer.client.from('saved_searches').insert({
      user_id: buyer.id,
      name: 'Scooters for the city',
      query: 'maxPrice=4000',
      filters: { type: 'scooter', maxPrice: 4000 },
    });

    // The buyer turns the digest on in the saved-search list.
    await signInDirectly(page, buyer.email);
    await openPage(page, '/favorites');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
    const digest = item.getByRole('switch', { name: 'E-mail me a daily digest' });
    await expect(digest).not.toBeChecked();
    await digest.check();
    await expect(toast(page, 'Daily digest on')).toBeVisible();
    await expect(item.getByText('New matches arrive by e-mail once a day.')).toBeVisible();
    await page.reload();
    await expect(digest).toBeChecked();

    await mkdir(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('heading', { name: 'Saved searches' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/saved-searches-1366.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/saved-searches-360.png` });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A seller publishes a matching listing, with its VIN, from their own device.
    const seller = await signedInClient('Sami');
    const title = `2019 Volkswagen Golf ${word}`;
    const listing = await seller.client
      .from('vehicles')
      .insert({
        seller_id: seller.id,
        type: 'car',
        body_type: 'hatchback',
        title,
        make: 'Volkswagen',
        model: 'Golf',
        year: 2019,
        price: 13_400,
        mileage: 71_000,
        fuel_type: 'Petrol',
        transmission: 'Manual',
        location: 'Leipzig',
      })
      .select('id')
      .single();
    if (listing.error) throw new Error(listing.error.message);
    const vin = await seller.client
      .from('vehicle_vins')
      .insert({ vehicle_id: listing.data.id, vin: 'WVWZZZAUZKW123456' });
    expect(vin.error).toBeNull();

    // The daily job runs, as Netlify's scheduler would call it.
    const run = await fetch(`${baseURL ?? ''}/.netlify/functions/saved-search-digest`, scheduledInvocation(new Date()));
    expect(run.status).toBe(200);
    await expect.poll(async () => (await mailsTo(buyer.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(buyer.email);
    expect(mail?.subject).toBe(`1 new vehicle matches “${name}”`);
    expect(mail?.text).toContain(`- ${title}\n  €13,400 · 2019 · 71,000 km · Leipzig`);
    expect(mail?.text).not.toContain('Scooters for the city');

    // The mail's first link opens the listing, which shows the VIN's ends only.
    const listingLink = mail?.links[0] ?? '';
    expect(listingLink).toMatch(new RegExp(`/vehicles/id/${listing.data.id}$`));
    const visitor = await browser.newContext();
    try {
      const reader = await visitor.newPage();
      const response = await reader.goto(listingLink);
      expect(response?.headers()['netlify-cache-tag']).toContain(`seller-card-${seller.id}`);
      await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(reader.getByTestId('masked-vin')).toContainText('WVW••••••••••3456');
      await expect(reader.getByText('WVWZZZAUZKW123456')).toHaveCount(0);
      await reader
        .getByRole('region', { name: 'Vehicle identification number' })
        .screenshot({ path: `${SHOTS}/vin.png` });

      // The unsubscribe link works signed out, after one confirming click.
      const unsubscribe = mail?.links.find((link) => link.includes('/saved-searches/unsubscribe/')) ?? '';
      await openPage(reader, new URL(unsubscribe).pathname + new URL(unsubscribe).search);
      await reader.getByRole('button', { name: 'Stop the daily e-mail' }).click();
      await expect(reader.getByRole('status').filter({ hasText: 'no longer get the daily digest' })).toContainText(
        `“${name}”`,
      );
      await expect(toast(reader, 'Daily digest off')).toBeVisible();
      await reader.setViewportSize({ width: 360, height: 700 });
      await reader.screenshot({ path: `${SHOTS}/unsubscribed-360.png` });

      await openPage(reader, '/saved-searches/unsubscribe/?token=not-a-token');
      await expect(reader.getByRole('alert')).toHaveText(/This unsubscribe link is not valid/);
    } finally {
      await visitor.close();
    }

    await page.reload();
    await expect(digest).not.toBeChecked();
  });
});
