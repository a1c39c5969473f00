import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminClient, createListing } from './support/backend';
import { signedInBrowser } from './support/site';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const DEPOSIT_SCAM = 'pay via friends and family to DE89 3704 0044 0532 0130 00';
/** A listing of the demo dealer's; the seed gives the dealer three conversations answered within the hour. */
const DEALER_LISTING = '5eed0000-0000-4000-8000-000000000004';

/** An account older than a day: the guard warns it and never refuses. */
async function ageAccount(userId: string): Promise<void> {
  const { error } = await adminClient()
    .from('profiles')
    .update({ created_at: new Date(Date.now() - 3 * 86_400_000).toISOString() })
    .eq('id', userId);
  if (error) throw new Error(`ageing the account failed: ${error.message}`);
}

const thread = (page: Page, title: string) => page.getByRole('region', { name: `Conversation about ${title}` });

/** Screenshots at a phone's and a laptop's width, with `focus` in view, for looking at what was built. */
async function shoot(page: Page, name: string, focus: Locator): Promise<void> {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${String(width)}.png`) });
  }
}

test.describe('scam guard in chat', () => {
  test('the buyer is warned before sending payment details, and the seller sees a safety note with the IBAN masked', async ({
    browser,
  }) => {
    test.slow();
    const title = `2017 Passat ${Date.now().toString(36)}`;
    const seller = await signedInBrowser(browser, 'Selma', contexts);
    const listingId = await createListing(seller.id, { title });
    const buyer = await signedInBrowser(browser, 'Bruno', contexts);
    await ageAccount(buyer.id);

    await buyer.page.goto(`/vehicles/id/${listingId}`);
    await buyer.page.getByRole('region', { name: 'Seller' }).getByRole('button', { name: 'Message seller' }).click();
    await expect(buyer.page.locator('[data-live="ready"]')).toBeVisible();
    const buyerThread = thread(buyer.page, title);
    const field = buyerThread.getByLabel('Message', { exact: true });

    // The heads-up appears while typing, before anything is sent, and goes away with the risky text.
    await field.fill('Is it still available?');
    await expect(buyerThread.getByTestId('scam-warning')).toHaveCount(0);
    await field.fill(DEPOSIT_SCAM);
    const warning = buyerThread.getByTestId('scam-warning');
    await expect(warning).toContainText('Before you send');
    await expect(warning).toContainText('IBANs stay hidden from the other person');
    await expect(warning).toContainText('“friends and family” payments cannot be reversed');
    await shoot(buyer.page, 'buyer-warning', warning);

    // Sending is still possible; the buyer keeps reading their own text.
    await buyerThread.getByRole('button', { name: 'Send' }).click();
    const buyerMessages = buyerThread.getByRole('list', { name: 'Messages' });
    await expect(buyerMessages).toContainText(DEPOSIT_SCAM);
    await expect(buyerMessages).toContainText('Contact details hidden from Selma');
    await expect(field).toHaveValue('');
    await expect(warning).toHaveCount(0);

    // The seller opens it: the IBAN is masked and a calm note sits under the message.
    await seller.page.goto('/messages');
    await expect(seller.page.locator('[data-live="ready"]')).toBeVisible();
    await seller.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Bruno/ }).click();
    const sellerMessages = thread(seller.page, title).getByRole('list', { name: 'Messages' });
    await expect(sellerMessages).toContainText('pay via friends and family to [IBAN hidden]');
    await expect(sellerMessages).not.toContainText('DE89');
    const note = sellerMessages.getByRole('note', { name: 'Safety note' });
    await expect(note).toContainText('Never pay before you have seen the vehicle and its papers.');
    await shoot(seller.page, 'seller-note', note);

    // Once the seller has answered, what the buyer writes next arrives as written, with its note.
    await thread(seller.page, title).getByLabel('Message', { exact: true }).fill('I only sell in person, sorry.');
    await thread(seller.page, title).getByLabel('Message', { exact: true }).press('Enter');
    await expect(buyerMessages).toContainText('I only sell in person, sorry.');
    await field.fill('Fine, call me on 0176 12345678');
    await field.press('Enter');
    await expect(sellerMessages).toContainText('Fine, call me on 0176 12345678');
    await expect(sellerMessages.getByRole('note', { name: 'Safety note' })).toHaveCount(2);
  });

  test('the detail page says how quickly a responsive seller usually replies', async ({ page }) => {
    await page.goto(`/vehicles/id/${DEALER_LISTING}`);
    const card = page.getByRole('region', { name: 'Seller' });
    await expect(card.getByTestId('seller-reply-time')).toHaveText('Usually replies within an hour');
    await shoot(page, 'detail-reply-time', card.getByTestId('seller-reply-time'));
  });
});
