import { test } from './support/test';
import { SearchForm, openPage } from './support/site';

for (const [w, h] of [[360, 740], [1366, 900]] as const) {
  test(`shots ${String(w)}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await openPage(page, '/vehicles/cars?make=Audi&fuel=Diesel&color=Black&minPrice=5000');
    await page.screenshot({ path: `/tmp/x/list-${String(w)}.png` });
    const search = new SearchForm(page);
    await search.openFilters();
    await page.screenshot({ path: `/tmp/x/popover-${String(w)}.png` });
    await openPage(page, '/');
    await new SearchForm(page).openFilters();
    await page.screenshot({ path: `/tmp/x/home-popover-${String(w)}.png` });
    const info = await search.filtersButton.evaluate((el) => [el.scrollWidth, el.clientWidth, el.outerHTML.slice(0, 300)]);
    console.log(JSON.stringify(info));
  });
}
