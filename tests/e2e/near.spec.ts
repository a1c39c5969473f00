import type { Page } from '@playwright/test';
import { distanceKm, type LatLng } from '../../src/lib/domain/geo';
import { expect, test } from './support/test';
import { adminClient } from './support/backend';
import { ListingFilters, openPage, resultCount, settledTitles } from './support/site';

/** A place's coordinates as the gazetteer holds them. */
async function gazetteer(name: string): Promise<LatLng> {
  const { data, error } = await adminClient()
    .from('places')
    .select('latitude, longitude')
    .eq('name', name)
    .order('population', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** The result cards' ids and their "· 12 km away", in page order. */
async function shownCards(page: Page): Promise<{ id: string; km: number }[]> {
  await settledTitles(page);
  const cards = await page.locator('[aria-label="Search results"] article[data-vehicle-id]').evaluateAll((articles) =>
    articles.map((article) => ({
      id: article.getAttribute('data-vehicle-id') ?? '',
      text: article.textContent,
    })),
  );
  return cards.map(({ id, text }) => {
    const away = /· (< 1|[\d,]+) km away/.exec(text)?.[1];
    if (away === undefined) throw new Error(`No distance on card ${id}: "${text}"`);
    return { id, km: away === '< 1' ? 0 : Number(away.replace(/,/g, '')) };
  });
}

test.describe('distance search', () => {
  test('a buyer searches near Köln within 25 km: every result lies within 25 km, nearest first', async ({ page }) => {
    await openPage(page, '/vehicles/all');
    const filters = new ListingFilters(page);
    const near = filters.panel.getByRole('combobox', { name: 'Near' });
    await near.fill('koln');
    await filters.panel.getByRole('option', { name: 'Köln, North Rhine-Westphalia' }).click();
    await expect(near).toHaveValue('Köln');
    await filters.choose('Distance', '25');
    const promised = await filters.shownCount();
    expect(promised).toBeGreaterThan(0);
    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/all\?near=K%C3%B6ln&radius=25$/);
    await expect(page.getByRole('button', { name: 'Remove filter: Within 25 km of Köln' })).toBeVisible();
    expect(await resultCount(page)).toBe(promised);

    await page.getByLabel('Sort by').selectOption({ label: 'Distance: nearest first' });
    await expect(page).toHaveURL(/sort=distance/);
    const cards = await shownCards(page);
    expect(cards.length).toBe(Math.min(promised, 24));
    // Nearest first, as the cards say it.
    for (let i = 1; i < cards.length; i += 1) expect(cards[i]?.km).toBeGreaterThanOrEqual(cards[i - 1]?.km ?? 0);

    // Checked against the gazetteer: each listing's place lies within 25 km of Köln's coordinates.
    const koeln = await gazetteer('Köln');
    const { data, error } = await adminClient()
      .from('vehicles')
      .select('id, place:places(latitude, longitude)')
      .in(
        'id',
        cards.map((card) => card.id),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(cards.length);
    for (const row of data ?? []) {
      expect(row.place, row.id).not.toBeNull();
      if (row.place) expect(distanceKm(koeln, row.place), row.id).toBeLessThanOrEqual(25);
    }

    // Removing the place drops nearest first with it.
    await page.getByRole('button', { name: 'Remove filter: Within 25 km of Köln' }).click();
    await expect(page).toHaveURL(/\/vehicles\/all$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(page.getByLabel('Sort by').locator('option[value="distance"]')).toHaveCount(0);
  });

  test('a hand-edited URL naming no place, with a radius not offered, says what it ignored and still lists', async ({
    page,
  }) => {
    await openPage(page, '/vehicles/cars?near=Atlantis&radius=7&sort=distance');
    const notes = page.getByRole('status').filter({ hasText: 'We ignored' });
    await expect(notes).toContainText("We ignored 'radius=7': choose 10, 25, 50, 100, 200 km or any distance");
    await expect(notes).toContainText("We ignored 'near=Atlantis': no such place or postcode in Germany");
    await expect(notes).toContainText("We ignored 'sort=distance': sorting by distance needs a place");
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
  });

  test('"Use my location" searches around the visitor, named after the nearest town', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 50.7374, longitude: 7.0982 },
      permissions: ['geolocation'],
    });
    try {
      const page = await context.newPage();
      await openPage(page, '/vehicles/all');
      const filters = new ListingFilters(page);
      await filters.panel.getByRole('button', { name: 'Use my location' }).click();
      await expect(filters.panel.getByRole('combobox', { name: 'Near' })).toHaveValue('Bonn');
      await filters.show();
      await expect(page).toHaveURL(/\?lat=50\.74&lng=7\.1$/);
      await expect(page.getByRole('button', { name: 'Remove filter: Within 50 km of Bonn' })).toBeVisible();
      await shownCards(page);
    } finally {
      await context.close();
    }
  });
});
