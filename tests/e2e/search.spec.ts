import { expect, test } from '@playwright/test';
import { SearchForm, openPage, visibleCardTitles } from './support/site';

test.describe('search and advanced filters', () => {
  test('a filtered search lands on the chosen type URL carrying term and filters', async ({ page }) => {
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.input.fill('touring');
    await search.openFilters();
    await search.choose('Vehicle type', 'Cars');
    await search.choose('Make', 'BMW');
    await search.choose('Fuel type', 'Diesel');
    await search.nudge('Minimum price', 'ArrowRight', 5);
    await search.nudge('Maximum price', 'ArrowLeft', 5);
    await expect(search.dialog.getByText('€5,000 – €45,000')).toBeVisible();
    await search.pressButton('Apply');
    await expect(search.badge).toHaveText('(3 active)');

    await search.submit();
    await expect(page).toHaveURL(/\/vehicles\/cars\?q=touring&make=BMW&minPrice=5000&maxPrice=45000&fuel=Diesel$/);
    expect(await visibleCardTitles(page)).toEqual(['2019 BMW 320d Touring M Sport']);
    await expect(page.getByText('1 vehicle', { exact: true })).toBeVisible();

    await page.reload();
    await openPage(page, page.url());
    const again = new SearchForm(page);
    await expect(again.input).toHaveValue('touring');
    await expect(again.badge).toHaveText('(3 active)');
    expect(await visibleCardTitles(page)).toEqual(['2019 BMW 320d Touring M Sport']);
    await expect
      .poll(() => page.evaluate(() => window.history.state as unknown))
      .toMatchObject({ filters: { type: 'car', make: 'BMW', searchTerm: 'touring' } });
  });

  test('the home search hands the filters over as navigation state too', async ({ page }) => {
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    await search.choose('Vehicle type', 'Scooters');
    await search.choose('Color', 'Red');
    await search.pressButton('Apply');
    await search.submit();
    await expect(page).toHaveURL(/\/vehicles\/scooters\?color=Red$/);
    // The listing page's script moves the handed-over state onto its history entry.
    await expect
      .poll(() => page.evaluate(() => window.history.state as unknown))
      .toMatchObject({ filters: { type: 'scooter', color: 'Red' } });
  });

  test('Reset clears everything but the type and the default ranges, applies and closes', async ({ page }) => {
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    await search.choose('Vehicle type', 'Scooters');
    await search.choose('Make', 'Vespa');
    await search.choose('Maximum mileage', 'Up to 10,000 km');
    await search.nudge('Minimum year', 'ArrowRight', 3);
    await search.pressButton('Apply');
    await expect(search.badge).toHaveText('(3 active)');

    await search.openFilters();
    await search.pressButton('Reset');
    await expect(search.badge).toBeHidden();
    await search.openFilters();
    await expect(search.field('Vehicle type')).toHaveValue('scooter');
    await expect(search.field('Make')).toHaveValue('');
    await expect(search.field('Maximum mileage')).toHaveValue('');
    await expect(search.dialog.getByText('Any year')).toBeVisible();
    await expect(search.dialog.getByText('Any price')).toBeVisible();
  });

  test('Cancel and Escape close without applying the changes', async ({ page }) => {
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    await search.choose('Make', 'Audi');
    await search.pressButton('Cancel');
    await expect(search.badge).toBeHidden();

    await search.openFilters();
    await expect(search.field('Make')).toHaveValue('');
    await search.choose('Color', 'Green');
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await expect(search.filtersButton).toBeFocused();
    await expect(search.badge).toBeHidden();
  });

  test('offers engine size for cars only, and makes and fuels of the chosen type', async ({ page }) => {
    await openPage(page, '/');
    const search = new SearchForm(page);
    await search.openFilters();
    await expect(search.field('Minimum engine size')).toBeHidden();
    await search.choose('Vehicle type', 'Cars');
    await expect(search.field('Minimum engine size')).toBeVisible();
    await expect(search.field('Make').locator('option')).toHaveText([
      'Any make',
      'BMW',
      'Audi',
      'Mercedes-Benz',
      'Volkswagen',
      'Tesla',
      'Toyota',
      'Ford',
      'Honda',
    ]);
    await search.choose('Vehicle type', 'Scooters');
    await expect(search.field('Minimum engine size')).toBeHidden();
    await expect(search.field('Fuel type').locator('option')).toHaveText(['Any fuel', 'Petrol', 'Electric', 'Hybrid']);
    await expect(search.field('Transmission').locator('option')).toHaveText(['Any transmission', 'Automatic', 'CVT']);
  });
});

test.describe('listing pages', () => {
  test('follow the filters in the URL and show the empty state when nothing matches', async ({ page }) => {
    await openPage(page, '/vehicles/all?fuel=Electric');
    expect(await visibleCardTitles(page)).toEqual([
      '2021 Tesla Model 3 Long Range AWD',
      '2023 Piaggio 1 Active Electric',
    ]);

    await openPage(page, '/vehicles/scooters?q=lamborghini');
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeVisible();
    expect(await visibleCardTitles(page)).toEqual([]);
  });

  test('ignore malformed query values instead of breaking', async ({ page }) => {
    await openPage(page, '/vehicles/cars?minPrice=cheap&make=Trabant&feature=Jetpack&minYear=1700');
    expect(await visibleCardTitles(page)).toHaveLength(5);
  });

  test('keep filter history: back and forward restore the results', async ({ page }) => {
    await openPage(page, '/vehicles/cars');
    const search = new SearchForm(page);
    await search.input.fill('golf');
    await search.submit();
    await expect(page).toHaveURL(/\/vehicles\/cars\?q=golf$/);
    expect(await visibleCardTitles(page)).toEqual(['2018 Volkswagen Golf 1.5 TSI Highline']);

    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\/cars$/);
    expect(await visibleCardTitles(page)).toHaveLength(5);
    await expect(search.input).toHaveValue('');

    await page.goForward();
    expect(await visibleCardTitles(page)).toHaveLength(1);
    await expect(search.input).toHaveValue('golf');
  });
});
