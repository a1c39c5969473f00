import { expect, test } from './support/test';

/**
 * Canonical URLs, social tags, robots.txt and the sitemap name the address
 * the site is served on: the browser tests' port here, not a default one.
 */
const PORT = process.env.E2E_PORT ?? '4329';
const ORIGIN = `http://localhost:${PORT}`;

test.describe('the site’s own address', () => {
  test('a listing page’s canonical and Open Graph URLs carry the port it is served on', async ({ page }) => {
    await page.goto('/vehicles/cars');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${ORIGIN}/vehicles/cars/?$`),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`^${ORIGIN}/vehicles/cars/?$`),
    );
  });

  test('robots.txt and the sitemaps name the same origin', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    const listings = await (await request.get('/sitemaps/listings-0.xml')).text();
    expect(listings).toContain(`<loc>${ORIGIN}/vehicles/id/`);
    expect(listings).not.toContain('localhost:8888');
  });
});
