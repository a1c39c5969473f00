import { openPage } from './support/site';
import { expect, test } from './support/test';

/** Keyboard users reach a listing page's results without tabbing through the header, search and filters. */
test.describe('skip to results', () => {
  for (const path of ['/vehicles/cars', '/vehicles/all?make=BMW']) {
    test(`on ${path} the second Tab offers "Skip to results", and the first result is a few presses on`, async ({
      page,
    }) => {
      await openPage(page, path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to results' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#results')).toBeFocused();

      // The first card: its save and compare buttons, then its link.
      const firstResult = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
      const holdsFocus = () => firstResult.evaluate((card) => card.contains(document.activeElement));
      let presses = 0;
      while (presses < 10 && !(await holdsFocus())) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      expect(await holdsFocus()).toBe(true);
      // Only the results' own controls (the sort, a "show all") come first: 52 presses from the top before.
      expect(presses).toBeLessThanOrEqual(3);
    });
  }
});
