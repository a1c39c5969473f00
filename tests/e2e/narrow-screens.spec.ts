import type { Locator } from '@playwright/test';
import { ListingFilters, SearchForm, openPage } from './support/site';
import { expect, test } from './support/test';

/** Whether an element's text sits on one line. */
const oneLine = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(node).lineHeight));

/** Whether the search box's placeholder fits the box, in the font the browser draws it with. */
const placeholderFits = (input: Locator) =>
  input.evaluate((box: HTMLInputElement) => {
    const style = getComputedStyle(box, '::placeholder');
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const own = getComputedStyle(box);
    const room = box.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return context.measureText(box.placeholder).width <= room;
  });

test.describe('a 360 px phone and a 1366 px desktop', () => {
  for (const width of [360, 390, 1366]) {
    test(`at ${String(width)} px the search placeholder is whole and "Advanced Filters" sits on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/vehicles/cars?make=Audi&fuel=Diesel']) {
        await openPage(page, path);
        const search = new SearchForm(page);
        await expect(search.input).toHaveAttribute('placeholder', 'Search makes, models, or keywords...');
        expect(await placeholderFits(search.input)).toBe(true);
        if (width >= 1024 && path !== '/') continue; // The listing's filters are a sidebar there.
        expect(await oneLine(search.filtersButton.getByText('Advanced Filters'))).toBe(true);
        const submit = search.form.getByRole('button', { name: 'Search', exact: true });
        const [trigger, button] = [await search.filtersButton.boundingBox(), await submit.boundingBox()];
        expect((trigger?.x ?? 0) + (trigger?.width ?? 0)).toBeLessThanOrEqual(button?.x ?? 0);
      }
    });
  }

  test('at 360 px the distance waits for a place before it says how far', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/vehicles/cars');
    await new SearchForm(page).filtersButton.click();
    const filters = new ListingFilters(page, 'sheet');
    const distance = filters.field('Distance');
    await expect(distance).toBeDisabled();
    await expect(distance.locator('option:checked')).toHaveText('Choose a place first');

    const near = filters.panel.getByRole('combobox', { name: 'Near' });
    await near.fill('koln');
    await filters.panel.getByRole('option', { name: 'Köln, North Rhine-Westphalia' }).click();
    await expect(distance).toBeEnabled();
    await expect(distance.locator('option:checked')).toHaveText('Within 50 km');
  });

  test('cards name each listing’s town alone, never a postcode beside a town', async ({ page }) => {
    await openPage(page, '/vehicles/all');
    const locations = await page
      .getByRole('list', { name: 'Search results' })
      .locator('article p')
      .filter({ has: page.locator('svg') })
      .allTextContents();
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) expect(location).not.toMatch(/\d{5}/);
  });
});
