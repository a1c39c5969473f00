import type { Page } from '@playwright/test';
import { adminClient } from './support/backend';
import { ListingFilters, countIn, openPage, resultCount, settledTitles } from './support/site';
import { expect, test } from './support/test';

/** Ids of the cards on the page. */
async function cardIds(page: Page): Promise<string[]> {
  return page
    .locator('[aria-label="Search results"] article[data-vehicle-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vehicle-id') ?? ''));
}

/** A filter chip of the sidebar by its name; its label carries the count ("Estate (12)"). */
function toggle(filters: ListingFilters, name: string) {
  return filters.panel.getByRole('checkbox', { name: new RegExp(`^${name} \\([\\d,]+\\)$`) });
}

async function countOf(filters: ListingFilters, name: string): Promise<number> {
  await filters.settled();
  const label = await toggle(filters, name).evaluate((input) => input.closest('label')?.textContent ?? '');
  return countIn(label.trim());
}

test.describe('body type and trust filters', () => {
  test('choosing Estate lists only estates, as many as its count said', async ({ page }) => {
    await openPage(page, '/vehicles/cars');
    const filters = new ListingFilters(page);
    const estates = await countOf(filters, 'Estate');
    expect(estates).toBeGreaterThan(0);
    // Scooter shapes are not offered on the cars page.
    await expect(filters.panel.getByRole('checkbox', { name: /^Maxi-scooter/ })).toHaveCount(0);

    await toggle(filters, 'Estate').check();
    expect(await filters.shownCount()).toBe(estates);
    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/cars\?body=estate$/);
    await settledTitles(page);
    expect(await resultCount(page)).toBe(estates);
    const ids = await cardIds(page);
    expect(ids.length).toBe(Math.min(estates, 24));
    const { data, error } = await adminClient().from('vehicles').select('body_type').in('id', ids);
    expect(error).toBeNull();
    expect(new Set((data ?? []).map((row) => row.body_type))).toEqual(new Set(['estate']));
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText(['Estate']);
  });

  test('good price or better shows only great and good price badges', async ({ page }) => {
    await openPage(page, '/vehicles/all');
    const filters = new ListingFilters(page);
    const good = await countOf(filters, 'Good price or better');
    expect(good).toBeGreaterThan(0);
    await toggle(filters, 'Good price or better').check();
    expect(await filters.shownCount()).toBe(good);
    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/all\?goodPrice=1$/);
    await settledTitles(page);
    expect(await resultCount(page)).toBe(good);
    const cards = page.locator('[aria-label="Search results"] article[data-vehicle-id]');
    const badges = cards.locator('[data-price-rating]');
    await expect(badges).toHaveCount(await cards.count());
    const ratings = await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-price-rating')));
    for (const rating of ratings) expect(['great', 'good']).toContain(rating);
  });

  test('accident-free and replies within 24 h survive a reload and come off as chips', async ({ page }) => {
    await openPage(page, '/vehicles/cars');
    const filters = new ListingFilters(page);
    const all = await filters.shownCount();
    await toggle(filters, 'Accident-free').check();
    const accidentFree = await countOf(filters, 'Accident-free');
    await toggle(filters, 'Replies within 24 h').check();
    const both = await countOf(filters, 'Replies within 24 h');
    expect(await filters.shownCount()).toBe(both);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(accidentFree);
    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/cars\?accidentFree=1&fastReply=1$/);
    expect(await resultCount(page)).toBe(both);

    await page.reload();
    await page.waitForLoadState('load');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['Accident-free', 'Replies within 24 h']);
    await expect(toggle(filters, 'Accident-free')).toBeChecked();
    await expect(toggle(filters, 'Replies within 24 h')).toBeChecked();
    expect(await resultCount(page)).toBe(both);

    await chips.getByRole('button', { name: 'Remove filter: Accident-free' }).click();
    await expect(page).toHaveURL(/\/vehicles\/cars\?fastReply=1$/);
    await expect(toggle(filters, 'Accident-free')).not.toBeChecked();
    await chips.getByRole('button', { name: 'Remove filter: Replies within 24 h' }).click();
    await expect(page).toHaveURL(/\/vehicles\/cars$/);
    await expect(chips).toBeHidden();
    // Other tests publish and delete cars meanwhile: the page's total is its panel's count, not the one read first.
    const shown = await resultCount(page);
    expect(shown).toBe(await filters.shownCount());
    expect(Math.abs(shown - all)).toBeLessThanOrEqual(2);
    expect(shown).toBeGreaterThan(accidentFree);
  });

  test('the all-vehicles page offers cars’ and scooters’ shapes under their headings', async ({ page }) => {
    await openPage(page, '/vehicles/all');
    const filters = new ListingFilters(page);
    const shapes = filters.panel.getByRole('group', { name: 'Body type' });
    await expect(shapes.getByRole('group', { name: 'Cars' }).getByRole('checkbox', { name: /^SUV/ })).toBeVisible();
    await expect(
      shapes.getByRole('group', { name: 'Scooters' }).getByRole('checkbox', { name: /^Maxi-scooter/ }),
    ).toBeVisible();
  });
});
