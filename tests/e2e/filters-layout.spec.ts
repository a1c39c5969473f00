import { expect, test } from './support/test';

import { ListingFilters, SearchForm, openPage, signInNewUser } from './support/site';

test.describe('the Advanced Filters fit the screen', () => {
  test('at 360 px the filters label and its badge stay clear of the Search button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/vehicles/cars?make=Audi&fuel=Diesel&color=Black&minPrice=5000');
    const search = new SearchForm(page);
    await expect(search.badge).toHaveText('(4 active)');
    const trigger = await search.filtersButton.boundingBox();
    const badge = await search.badge.boundingBox();
    const submit = await search.form.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    if (!trigger || !badge || !submit) throw new Error('search form not laid out');
    expect(badge.x + badge.width).toBeLessThanOrEqual(trigger.x + trigger.width);
    expect(trigger.x + trigger.width).toBeLessThanOrEqual(submit.x);
    const overflowing = await search.filtersButton.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflowing).toBe(false);
  });

  test('on a 900 px high desktop the actions of the popover on / are in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    await search.choose('Vehicle type', 'Cars');
    for (const name of ['Apply', 'Reset', 'Cancel']) {
      await expect(search.dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const panel = await search.dialog.boundingBox();
    expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(900);
  });

  test('on a 900 px high desktop the listing sidebar keeps its actions in view while the page scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/vehicles/cars');
    await expect(new SearchForm(page).filtersButton).toBeHidden();
    const filters = new ListingFilters(page);
    await page.mouse.wheel(0, 1200);
    for (const button of [filters.showButton, filters.panel.getByRole('button', { name: 'Reset', exact: true })]) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    const box = await filters.panel.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  });

  test('the phone filter sheet keeps keyboard focus inside until it closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    const insideSheet = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press('Tab');
      expect(await insideSheet()).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await expect(search.filtersButton).toBeFocused();
  });
});

test('the account menu shows which item has keyboard focus', async ({ page }) => {
  await signInNewUser(page, 'Fenna');
  await openPage(page, '/');
  const button = page.getByRole('button', { name: 'Account menu for Fenna' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'My Account' });
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const focused = menu.getByRole('menuitem', { name: 'Messages' });
  await expect(focused).toBeFocused();
  const outline = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});
