import type { Page } from '@playwright/test';
import { adminClient } from './support/backend';
import { collectErrors } from './support/consoleErrors';
import { expect, test } from './support/test';
import { openPage, signInDirectly } from './support/site';

/**
 * Every page, signed out and signed in, opens without a single console error
 * (a React hydration mismatch such as #418 is one).
 */
const DEMO_PASSWORD = 'wheelhouse-demo';
const DEALER = 'seller.dealer@wheelhouse.test';

/**
 * Each page template once, with what its address can carry: a listing page of each kind with filters, a sort
 * and a page (the islands read them after hydration, where a mismatch would show), and the sign-in page with
 * a tab and the reason for its wall. Terms and cookies are privacy's LegalLayout with other text.
 */
const PUBLIC_PATHS = [
  '/',
  '/vehicles/cars?q=touring&make=BMW&fuel=Diesel&minPrice=5000&maxPrice=45000&sort=price-asc',
  '/vehicles/scooters?maxPrice=3000&color=Black',
  '/vehicles/all?type=scooter&minYear=2015&page=2',
  '/auth?tab=signup&redirect=%2Fsell',
  '/about',
  '/contact',
  '/careers',
  '/privacy',
];

const SIGNED_IN_PATHS = [
  '/',
  '/profile',
  '/favorites',
  '/messages',
  '/sell',
  '/seller-dashboard/',
  '/seller-dashboard/listings/',
  '/admin',
];

/**
 * In English only: a filtered listing page and a mailbox of the inbox, signed in (german.spec.ts and
 * german-buyer.spec.ts check the console on a filtered German listing page and the German inbox, signed in).
 */
const SIGNED_IN_VARIANTS = ['/vehicles/all?make=Audi&minYear=2010', '/messages?box=selling'];

/** The same pages in German (every page a visitor or a seller opens has its German route). */
const german = (paths: readonly string[]): string[] => paths.map((path) => (path === '/' ? '/de' : `/de${path}`));

/** Open the page and give late islands (client:idle, client:visible) their turn. */
async function visit(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
}

/** The id of an active listing, the given seller's when a seller email is named. */
async function someListing(sellerEmail?: string): Promise<string> {
  const admin = adminClient();
  let query = admin.from('vehicles').select('id').eq('status', 'active').order('created_at').limit(1);
  if (sellerEmail) {
    const { data: users, error } = await admin.auth.admin.listUsers({ perPage: 1000 });
    if (error) throw new Error(`user lookup failed: ${error.message}`);
    query = query.eq('seller_id', users.users.find((user) => user.email === sellerEmail)?.id ?? '');
  }
  const { data, error } = await query.single();
  if (error) throw new Error(`listing lookup failed: ${error.message}`);
  return data.id;
}

test.describe('console', () => {
  test.setTimeout(240_000);

  test('no page logs a console error for a signed-out visitor', async ({ page }) => {
    const errors = collectErrors(page);
    const listing = `/vehicles/id/${await someListing()}`;
    for (const path of [...PUBLIC_PATHS, listing, ...german([...PUBLIC_PATHS, listing])]) await visit(page, path);
    expect(errors).toEqual([]);
  });

  test('no page logs a console error for a signed-in administrator who sells', async ({ page }) => {
    const errors = collectErrors(page);
    await signInDirectly(page, 'admin@wheelhouse.test', DEMO_PASSWORD);
    const listing = `/vehicles/id/${await someListing()}`;
    for (const path of [...SIGNED_IN_PATHS, ...SIGNED_IN_VARIANTS, listing, ...german([...SIGNED_IN_PATHS, listing])]) {
      await visit(page, path);
    }
    expect(errors).toEqual([]);
  });

  test("a seller's own listing page and its editor log no console error", async ({ page }) => {
    const errors = collectErrors(page);
    await signInDirectly(page, DEALER, DEMO_PASSWORD);
    const id = await someListing(DEALER);
    for (const path of [`/vehicles/id/${id}`, `/seller-dashboard/listings/edit/?id=${id}`]) await visit(page, path);
    expect(errors).toEqual([]);
  });
});
