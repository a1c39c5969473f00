import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminClient } from './support/backend';
import { ListingFilters, SearchForm, countIn, openPage, resultCount, settledTitles } from './support/site';

/** Ids of the cards on the page. */
async function cardIds(page: Page): Promise<string[]> {
  return page
    .locator('[aria-label="Search results"] article[data-vehicle-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vehicle-id') ?? ''));
}

test.describe('filters with live counts', () => {
  test('a buyer picks a make, then a model, sees the counts change and gets as many results as the button said', async ({
    page,
  }) => {
    await openPage(page, '/vehicles/cars');
    const filters = new ListingFilters(page);
    await expect(filters.field('Model')).toBeDisabled();
    const dieselBefore = countIn(await filters.optionLabel('Fuel type', 'Diesel'));
    const bmw = countIn(await filters.optionLabel('Make', 'BMW'));
    expect(bmw).toBeGreaterThan(0);

    await filters.choose('Make', 'BMW');
    expect(await filters.shownCount()).toBe(bmw);
    const dieselBmw = countIn(await filters.optionLabel('Fuel type', 'Diesel'));
    expect(dieselBmw).toBeLessThan(dieselBefore);
    await expect(filters.field('Model')).toBeEnabled();

    // The first model that has listings, by its label "320d Touring (5)".
    const models = await filters.field('Model').locator('option:not([value=""]):not([disabled])').allTextContents();
    const model = models[0] ?? '';
    const modelValue = model.replace(/ \([\d,]+\)$/, '');
    await filters.choose('Model', modelValue);
    const promised = await filters.shownCount();
    expect(promised).toBe(countIn(model));
    expect(await filters.optionLabel('Make', 'BMW')).toBe(`BMW (${String(bmw)})`);

    await filters.show();
    await expect(page).toHaveURL(new RegExp(`make=BMW&model=${encodeURIComponent(modelValue).replace(/%20/g, '\\+')}`));
    const titles = await settledTitles(page);
    expect(await resultCount(page)).toBe(promised);
    for (const title of titles) expect(title).toContain('BMW');

    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['BMW', modelValue]);
    await chips.getByRole('button', { name: `Remove filter: ${modelValue}` }).click();
    await expect(page).toHaveURL(/\/vehicles\/cars\?make=BMW$/);
    expect(await resultCount(page)).toBe(bmw);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/vehicles\/cars$/);
    await expect(chips).toBeHidden();
  });

  test('the filters buyers asked for count each option, apply together, and show in the URL and as chips', async ({
    page,
  }) => {
    await openPage(page, '/vehicles/cars');
    const filters = new ListingFilters(page);
    // Each field and the value wanted; where the draft leaves that value nothing, the first that still gives results.
    const picks: [label: string, value: string, param: string][] = [
      ['Seller', 'dealer', 'seller'],
      ['Power: from', '100', 'minPower'],
      ['First registration: from', '2017', 'minRegistration'],
      ['Previous owners', '3', 'maxOwners'],
      ['Seats: from', '5', 'minSeats'],
      ['Emissions class', 'Euro 5', 'emissions'],
    ];
    for (const [label, wanted] of picks) {
      await filters.settled();
      const enabled = filters.field(label).locator('option:not([value=""]):not([disabled])');
      const values = await enabled.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const value = values.includes(wanted) ? wanted : (values[0] ?? '');
      expect(value, `${label} offers a value with results`).not.toBe('');
      const promised = countIn(await filters.optionLabel(label, value));
      await filters.choose(label, value);
      expect(await filters.shownCount(), `${label} = ${value}`).toBe(promised);
      expect(promised).toBeGreaterThan(0);
      const chosen = picks.find(([l]) => l === label);
      if (chosen) chosen[1] = value;
    }
    const doors = filters.panel.getByRole('checkbox', { name: /^4\/5 doors/ });
    await filters.settled();
    const doorCount = countIn(await doors.evaluate((input) => input.closest('label')?.textContent.trim() ?? ''));
    await doors.check();
    // The count may come back before a check for "busy" could see it: wait for the number the option promised.
    await expect.poll(() => filters.shownCount()).toBe(doorCount);
    const promised = doorCount;

    await filters.show();
    for (const [, value, param] of picks)
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value.replace(/ /g, '\\+')}(&|$)`));
    await expect(page).toHaveURL(/[?&]doors=4%2F5(&|$)/);
    await settledTitles(page);
    expect(await resultCount(page)).toBe(promised);
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
    await expect(chips).toHaveCount(picks.length + 1);
    await expect(chips.filter({ hasText: 'Dealer' })).toHaveCount(1);

    // The page rebuilds the same search from its URL alone.
    await page.reload();
    await settledTitles(page);
    expect(await resultCount(page)).toBe(promised);
    await page.getByRole('button', { name: 'Remove filter: Dealer' }).click();
    await expect(page).not.toHaveURL(/seller=/);
    await settledTitles(page);
    expect(await resultCount(page)).toBeGreaterThanOrEqual(promised);
  });

  test('applying a choice whose count is on screen shows the results asked for while the buyer looked at it', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/search_vehicles')) searches.push(request.postData() ?? '');
    });
    await openPage(page, '/vehicles/cars');
    const filters = new ListingFilters(page);
    const audi = countIn(await filters.optionLabel('Make', 'Audi'));
    await filters.choose('Make', 'Audi');
    expect(await filters.shownCount()).toBe(audi);
    // The count is on screen: the first page for Audi is asked for before anything is applied.
    await expect.poll(() => searches.filter((body) => body.includes('"Audi"')).length).toBe(1);
    await expect(page).toHaveURL(/\/vehicles\/cars$/);

    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/cars\?make=Audi$/);
    const titles = await settledTitles(page);
    expect(await resultCount(page)).toBe(audi);
    for (const title of titles) expect(title).toContain('Audi');
    // Applying used that answer instead of asking again.
    expect(searches.filter((body) => body.includes('"Audi"'))).toHaveLength(1);
  });

  test('with the licence filter A1 no scooter above 125 cc or 11 kW is listed, and cards name the licence', async ({
    page,
  }) => {
    await openPage(page, '/vehicles/scooters');
    const filters = new ListingFilters(page);
    await expect(filters.panel.getByText(/B196 in Germany/)).toBeVisible();
    const a1 = countIn(await filters.optionLabel('I can ride this with', 'A1'));
    await filters.choose('I can ride this with', 'A1');
    expect(await filters.shownCount()).toBe(a1);
    await filters.show();
    await expect(page).toHaveURL(/\/vehicles\/scooters\?licence=A1$/);
    await settledTitles(page);
    expect(await resultCount(page)).toBe(a1);

    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    const { data, error } = await adminClient().from('vehicles').select('engine_size, power, fuel_type').in('id', ids);
    expect(error).toBeNull();
    for (const row of data ?? []) {
      expect(row.fuel_type === 'Electric' || (row.engine_size ?? Infinity) <= 125).toBe(true);
      expect((row.power ?? Infinity) * 0.73549875).toBeLessThanOrEqual(11);
    }
    const badges = await page
      .locator('[aria-label="Search results"] [aria-label="Key facts"] li:last-child')
      .allTextContents();
    for (const badge of badges) expect(badge).toMatch(/^Licence (AM|A1)$/);
  });

  test('values a hand-edited URL gets wrong are dropped with a note, and the rest still searches', async ({ page }) => {
    await openPage(page, '/vehicles/cars?make=Audi&model=Quattro-Zero&fuel=Coal&minYear=1700');
    const notes = page.getByRole('status').filter({ hasText: 'We ignored' });
    await expect(notes).toContainText("We ignored 'fuel=Coal': not a fuel type of cars");
    await expect(notes).toContainText("We ignored 'minYear=1700': out of range (1980 to");
    await expect(notes).toContainText("We ignored 'model=Quattro-Zero': no such model for Audi");
    await expect(page).toHaveURL(/\/vehicles\/cars\?make=Audi$/);
    const { count } = await adminClient()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'active')
      .eq('type', 'car')
      .eq('make', 'Audi')
      .lte('price', 50_000)
      .gte('year', 2000);
    expect(await resultCount(page)).toBe(count);
  });

  test('the sidebar, its counts and the chips shift nothing while a listing page loads', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; ours: boolean }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          // Ours: the sidebar, the chips and notes, or the results block moved down by them.
          const ours = (entry.sources ?? []).some(({ node }) =>
            node instanceof Element
              ? node.closest('aside, [data-search-feedback]') !== null || node.matches('[data-results-target]')
              : false,
          );
          shifts.push({ value: entry.value, ours });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    const shifts = () =>
      page.evaluate(() => (window as unknown as { layoutShifts: { value: number; ours: boolean }[] }).layoutShifts);

    await openPage(page, '/vehicles/cars');
    await settledTitles(page);
    await new ListingFilters(page).settled();
    expect((await shifts()).reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);

    // A link with filters: the chips' row is reserved before first paint. (The prebuilt first page giving way
    // to the link's results is the results' own change, not measured here.)
    await openPage(page, '/vehicles/all?make=BMW&fuel=Diesel');
    await settledTitles(page);
    await new ListingFilters(page).settled();
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveCount(2);
    expect((await shifts()).filter((shift) => shift.ours)).toEqual([]);
  });
});

test.describe('filters on phones @mobile', () => {
  test('open as a sheet with counts, and the active filters show as chips above the results', async ({ page }) => {
    await openPage(page, '/vehicles/scooters');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const search = new SearchForm(page);
    await search.openFilters();
    const sheet = new ListingFilters(page, 'sheet');
    const vespa = countIn(await sheet.optionLabel('Make', 'Vespa'));
    await sheet.choose('Make', 'Vespa');
    expect(await sheet.shownCount()).toBe(vespa);
    await sheet.show();
    await expect(search.dialog).toBeHidden();
    await expect(search.filtersButton).toBeFocused();
    await expect(page).toHaveURL(/\/vehicles\/scooters\?make=Vespa$/);
    expect(await resultCount(page)).toBe(vespa);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText(['Vespa']);
    await expect(search.badge).toHaveText('(1 active)');
  });
});
