import type { Page } from '@playwright/test';
import { PASSWORD, STACK_URL, uniqueEmail } from './support/backend';
import { openPage } from './support/site';
import { expect, test } from './support/test';

const toaster = (page: Page) => page.locator('[data-toaster]');

/**
 * The browser suite's stack runs with relaxed auth limits, so the auth
 * service's 429 (its exact shape is pinned in tests/integration/rate-limits)
 * is replayed here to check what a visitor is told.
 */
async function answerWithRateLimit(page: Page, path: string, code: string, message: string): Promise<void> {
  await page.route(`${STACK_URL}/auth/v1/${path}*`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'x-supabase-api-version, retry-after',
        'x-supabase-api-version': '2024-01-01',
        'retry-after': '120',
      },
      body: JSON.stringify({ code, message }),
    });
  });
}

test.describe('rate-limited auth requests', () => {
  test('sign-in shows the auth service’s rate-limit message', async ({ page }) => {
    await answerWithRateLimit(page, 'token', 'over_request_rate_limit', 'Request rate limit reached');
    await openPage(page, '/auth');
    await page.getByLabel('Email').fill(uniqueEmail('limited'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toaster(page)).toContainText('Login failed');
    await expect(toaster(page)).toContainText('Request rate limit reached');
  });

  test('password reset shows the mail rate-limit message', async ({ page }) => {
    const message = 'For security purposes, you can only request this after 60 seconds.';
    await answerWithRateLimit(page, 'recover', 'over_email_send_rate_limit', message);
    await openPage(page, '/auth?tab=reset');
    await page.getByLabel('Email').fill(uniqueEmail('limited'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toaster(page)).toContainText('Password reset failed');
    await expect(toaster(page)).toContainText(message);
  });
});
