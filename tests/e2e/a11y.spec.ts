import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { adminClient, createListing, createUser, notify, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { openPage, signInNewUser } from './support/site';

// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG A/AA violations on the page as it is now, as "rule: selector" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
    return result.violations;
  });
  return (violations as AxeViolation[]).flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** A new user with a first name, signed in on this page. */
async function signedIn(page: Page, firstName: string): Promise<string> {
  return (await signInNewUser(page, firstName)).id;
}

test.describe('accessibility', () => {
  test("the bell's accessible name carries the unread count", async ({ page }) => {
    const id = await signedIn(page, 'Bea');
    for (const n of [1, 2, 3]) {
      // One listing each: repeated news about the same listing would update one notification.
      const related = randomUUID();
      await notify(id, {
        type: 'vehicle',
        title: `Price drop ${String(n)}`,
        content: 'Now cheaper',
        related_id: related,
      });
    }
    await openPage(page, '/about');
    await expect(page.getByRole('button', { name: 'Notifications, 3 unread', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/favorites has no heading level skipped and no other axe finding', async ({ page }) => {
    const id = await signedIn(page, 'Finn');
    const seller = await createUser(uniqueEmail('sven'), 'Sven');
    const vehicle = await createListing(seller, { title: 'Saved Golf for the heading check' });
    const { error } = await adminClient().from('favorites').insert({ user_id: id, vehicle_id: vehicle });
    if (error) throw new Error(error.message);
    await openPage(page, '/favorites');
    await expect(page.getByRole('heading', { level: 2, name: 'Saved Golf for the heading check' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone, the message history scrolls from the keyboard and axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signedIn(page, 'Kai');
    const seller = await createUser(uniqueEmail('lena'), 'Lena');
    const title = 'Golf asked about on a phone';
    await openPage(page, `/vehicles/id/${await createListing(seller, { title })}`);
    await page.getByRole('button', { name: 'Message seller' }).first().click();
    const history = page.getByRole('region', { name: 'Message history' });
    await expect(history).toBeVisible();
    await history.focus();
    await expect(history).toBeFocused();
    await expect(page.locator('[data-live="ready"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
