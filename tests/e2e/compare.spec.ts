import type { Page } from '@playwright/test';
import { adminClient, createListing, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { horizontalOverflow, openPage, toast } from './support/site';

/** Four listings of one seller with a word no other listing has, priced apart; returns the word and ids. */
async function fourListings(): Promise<{ word: string; ids: string[] }> {
  const word = `cmp${Date.now().toString(36)}`;
  const sellerId = await createUser(uniqueEmail('cora'), 'Cora');
  const ids: string[] = [];
  for (const [index, price] of [15_900, 12_400, 18_250, 13_000].entries()) {
    ids.push(await createListing(sellerId, { title: `Golf ${word} ${'ABCD'.charAt(index)}`, price }));
  }
  return { word, ids };
}

const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const compareButton = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: `Compare ${title}` });

async function expectComparison(page: Page, word: string): Promise<void> {
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const price = table.getByRole('row', { name: /^Price/ });
  await expect(price.getByRole('cell', { name: /Lowest price/ })).toHaveText(/€12,400/);
  await expect(price.getByText('Lowest price')).toHaveCount(1);
  for (const letter of 'ABC') await expect(table.getByRole('link', { name: `Golf ${word} ${letter}` })).toBeVisible();
}

test.describe('compare', () => {
  test('three listings from their cards side by side, the cheapest marked, a fourth refused, the link shared', async ({
    page,
    browser,
  }) => {
    const { word } = await fourListings();
    await openPage(page, `/vehicles/all?q=${word}`);
    await expect(card(page, `Golf ${word} D`)).toBeVisible();

    for (const letter of 'ABC') {
      const button = compareButton(page, `Golf ${word} ${letter}`);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    const fourth = compareButton(page, `Golf ${word} D`);
    await fourth.click();
    await expect(toast(page, 'You can compare up to 3 listings')).toBeVisible();
    await expect(fourth).toHaveAttribute('aria-pressed', 'false');

    const tray = page.getByRole('navigation', { name: 'Compare list' });
    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByRole('heading', { name: 'Compare listings', level: 1 })).toBeVisible();
    await expectComparison(page, word);

    // Someone else opens the shared link: same table, nothing stored in their browser.
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await openPage(other, page.url().replace(/^https?:\/\/[^/]+/, ''));
      await expectComparison(other, word);
    } finally {
      await context.close();
    }

    // Taking one out changes the URL and the table.
    await page.getByRole('button', { name: `Remove Golf ${word} B` }).click();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await expect(page).not.toHaveURL(new RegExp(await compareIdOf(word, 'B')));
  });

  test('a link with repeated, unknown, removed and too many ids shows what it can and says what it left out', async ({
    page,
  }) => {
    const { ids } = await fourListings();
    const [a = '', b = '', c = '', d = ''] = ids;
    await adminClient().from('vehicles').delete().eq('id', d);
    // Three ids are taken in order (a, d, b); d is gone, so two listings show.
    await openPage(page, `/compare?ids=${[a, a, 'nonsense', d, b, c].join(',')}`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Left out' })).toHaveText(
      'Left out: 1 link that is not a listing; 1 listing named twice; 1 listing beyond the limit of 3; 1 listing that is no longer available.',
    );
  });

  test('an empty comparison says how to start one', async ({ page }) => {
    await openPage(page, '/compare');
    await expect(page.getByText('Nothing to compare yet')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('compare on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('three listings scroll sideways inside the table, not the page @mobile', async ({ page }) => {
    const { ids } = await fourListings();
    await openPage(page, `/compare?ids=${ids.slice(0, 3).join(',')}`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

async function compareIdOf(word: string, letter: string): Promise<string> {
  const { data } = await adminClient().from('vehicles').select('id').eq('title', `Golf ${word} ${letter}`).single();
  return data?.id ?? 'missing';
}
