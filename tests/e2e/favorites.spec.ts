import { expect, test } from './support/test';
import type { Page } from '@playwright/test';

import { openPage, signInNewUser, toast } from './support/site';

const TESLA = '2021 Tesla Model 3 Long Range AWD';
const VESPA = '2022 Vespa Primavera 125 in Rosso Dragon';

/** A new user, signed in on this page. */
async function signInAs(page: Page, firstName: string): Promise<void> {
  await signInNewUser(page, firstName);
}

test.describe('favorites', () => {
  test('a signed-out visitor is asked to log in', async ({ page }) => {
    await openPage(page, '/vehicles/all');
    await page.getByRole('button', { name: `Save ${TESLA} to favorites` }).click();
    await expect(toast(page, 'Authentication required')).toBeVisible();
    await expect(page.getByText('Please log in to save favorites')).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${TESLA} to favorites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('save and unsave from the cards, listed on /favorites', async ({ page }) => {
    await signInAs(page, 'Hana');
    await openPage(page, '/vehicles/all');
    await page.getByRole('button', { name: `Save ${TESLA} to favorites` }).click();
    const savedTesla = page.getByRole('button', { name: `Remove ${TESLA} from favorites` });
    await expect(savedTesla).toHaveAttribute('aria-pressed', 'true');
    await expect(savedTesla).toHaveAttribute('aria-busy', 'false');
    await openPage(page, '/vehicles/scooters');
    await page.getByRole('button', { name: `Save ${VESPA} to favorites` }).click();
    await expect(page.getByRole('button', { name: `Remove ${VESPA} from favorites` })).toHaveAttribute(
      'aria-busy',
      'false',
    );

    await openPage(page, '/vehicles/all');
    await expect(page.getByRole('button', { name: `Remove ${TESLA} from favorites` })).toBeVisible();

    await openPage(page, '/favorites');
    const saved = page.getByRole('list', { name: 'Saved vehicles' });
    await expect(saved.getByRole('article')).toHaveCount(2);
    await expect(saved.getByRole('heading', { name: TESLA })).toBeVisible();
    await saved.getByRole('button', { name: `Remove ${VESPA} from favorites` }).click();
    await expect(saved.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Saved vehicles' }).getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: `Remove ${TESLA} from favorites` }).click();
    await expect(page.getByText('No favorites yet')).toBeVisible();
  });

  test('a failed save shows the error and reverts the heart', async ({ page }) => {
    await signInAs(page, 'Ivo');
    await openPage(page, '/vehicles/all');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/favorites**', async (route) => {
      if (route.request().method() === 'GET') {
        await route.continue();
        return;
      }
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database down"}' });
    });
    const button = page.getByRole('button', { name: `Save ${TESLA} to favorites` });
    await button.click();
    const pending = page.getByRole('button', { name: `Remove ${TESLA} from favorites` });
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(page.getByText('Failed to update favorite status')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('aria-busy', 'false');
  });
});
