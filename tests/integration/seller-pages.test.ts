/**
 * Seller pages as a visitor reads them (anon key, row-level security): the
 * public profile only as public_profiles shows it, active listings 24 a page
 * with the exact total, the sold count, and the sitemap's seller files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSellerPage } from '../../src/lib/data/sellerPage.ts';
import { sitemapSellerCount, sitemapSellers } from '../../src/lib/data/sitemap.ts';
import { SELLER_PAGE_SIZE } from '../../src/lib/domain/sellerPage.ts';
import { createListing, type Person } from './support/fixtures.ts';
import { DEMO_ACCOUNTS, startTestStack, unreachableClient, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('page-seller', { first_name: 'Paula', last_name: 'Private' });
  const { error } = await stack.service().from('profiles').update({ location: 'Kassel' }).eq('id', seller.id);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await stack.stop();
});

async function count(sellerId: string, status: 'active' | 'sold'): Promise<number> {
  const { count: total } = await stack
    .service()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .eq('seller_id', sellerId)
    .eq('status', status);
  return total ?? 0;
}

describe('a seller page', () => {
  it("shows a dealer's public profile, active listings 24 a page and the sold count", async () => {
    const dealer = DEMO_ACCOUNTS.dealer.id;
    const page = await loadSellerPage(dealer, 1, stack.anon());
    if (page.status !== 200) throw new Error(`status ${String(page.status)}`);
    expect(page.seller).toEqual(expect.objectContaining({ id: dealer, isDealer: true }));
    expect(page.seller.name.length).toBeGreaterThan(0);
    expect(page.total).toBe(await count(dealer, 'active'));
    expect(page.total).toBeGreaterThan(SELLER_PAGE_SIZE);
    expect(page.listings).toHaveLength(SELLER_PAGE_SIZE);
    expect(page.soldCount).toBe(await count(dealer, 'sold'));
    expect(page.listings.every((v) => v.sellerId === dealer)).toBe(true);

    const second = await loadSellerPage(dealer, 2, stack.anon());
    if (second.status !== 200) throw new Error(`status ${String(second.status)}`);
    const firstIds = new Set(page.listings.map((v) => v.id));
    expect(second.listings.some((v) => firstIds.has(v.id))).toBe(false);
  });

  it("keeps a private seller's home town private, and lists only live listings", async () => {
    const live = await createListing(stack.service(), seller.id, { status: 'active' });
    const draft = await createListing(stack.service(), seller.id, { status: 'draft' });
    const paused = await createListing(stack.service(), seller.id, { status: 'active' });
    await stack.service().from('vehicles').update({ status: 'paused' }).eq('id', paused);
    await createListing(stack.service(), seller.id, { status: 'sold' });
    const page = await loadSellerPage(seller.id, 1, stack.anon());
    if (page.status !== 200) throw new Error(`status ${String(page.status)}`);
    expect(page.seller).toEqual(
      expect.objectContaining({ name: 'Paula', isDealer: false, location: null, responseRate: null }),
    );
    expect(page.listings.map((v) => v.id)).toEqual([live]);
    expect(page.listings.map((v) => v.id)).not.toContain(draft);
    expect(page).toEqual(expect.objectContaining({ total: 1, soldCount: 1 }));
  });

  it('shows an empty page past the last one, and 404 for ids that are no account or no id', async () => {
    const beyond = await loadSellerPage(seller.id, 40, stack.anon());
    expect(beyond).toEqual(expect.objectContaining({ status: 200, listings: [], page: 40 }));
    expect(await loadSellerPage('5a1e0000-0000-4000-8000-0000000000ff', 1, stack.anon())).toEqual({ status: 404 });
    expect(await loadSellerPage('not-an-id', 1, stack.anon())).toEqual({ status: 404 });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const failed = await loadSellerPage(seller.id, 1, unreachableClient(stack.anonKey));
    expect(failed).toEqual({ status: 503 });
  });
});

describe('the sitemap of seller pages', () => {
  it('names every seller with a live listing, once', async () => {
    const anon = stack.anonRpc();
    const sellers = await sitemapSellers(0, anon);
    expect(sellers.length).toBe(await sitemapSellerCount(anon));
    const ids = sellers.map((s) => s.id);
    expect(ids).toContain(DEMO_ACCOUNTS.dealer.id);
    expect(ids).not.toContain(DEMO_ACCOUNTS.buyer.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await sitemapSellers(1, anon)).toEqual([]);
  });
});
