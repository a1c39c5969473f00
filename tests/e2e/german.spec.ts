import type { BrowserContext, Page } from '@playwright/test';
import { collectErrors } from './support/consoleErrors';
import { openPage, settledTitles, signedInBrowser } from './support/site';
import { expect, test } from './support/test';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** Words of a catalog key or an unfilled placeholder left in the page: a message the catalogs do not have. */
async function expectNoMissingKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\{[a-z]+\}/);
  expect(text).not.toMatch(
    /\b(?:layout|nav|footer|problem|home|listing|search|results|sort|pages|card|rating|detail|spec|fact|price|history|report|vin|gallery|compare|color|feature|form|filters?|fuel|transmission|body|type)\.[a-zA-Z-]+\b/,
  );
}

test('a buyer switches to German on a filtered results page, searches, opens a listing and messages its seller', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await signedInBrowser(browser, 'Lena', contexts);
  const errors = collectErrors(page);

  // English results with a filter: the switch keeps the page and its filters.
  await openPage(page, '/vehicles/cars?transmission=Manual');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Deutsch: diese Seite auf Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/vehicles\/cars\?transmission=Manual$/);
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebrauchtwagen' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/vehicles\/cars\/?$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/vehicles\/cars\/?$/);
  // The filter shows as a German chip, and the results say how many in German.
  await expect(page.getByRole('list', { name: 'Aktive Filter' })).toContainText('Schaltgetriebe');
  await settledTitles(page);
  await expect(page.locator('[data-results-count]')).toHaveText(/^\d+ Fahrzeuge?$/);
  await expect(page.getByLabel('Sortieren nach')).toBeVisible();

  // A search keeps the German page and the filter.
  await page.getByRole('searchbox', { name: 'Fahrzeuge suchen' }).fill('Golf');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/de\/vehicles\/cars\?.*q=Golf/);
  const titles = await settledTitles(page);
  const title = titles.find((name) => name.includes('Golf'));
  expect(title, 'a Golf with a manual gearbox').toBeDefined();
  await expectNoMissingKeys(page);

  // The listing's page in German.
  await page
    .getByRole('link', { name: title ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/vehicles\/id\/[0-9a-f-]{36}$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Technische Daten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fahrzeughistorie und Verbrauch' })).toBeVisible();
  await expect(page.getByText('Schaltgetriebe').first()).toBeVisible();
  // Every listing has a mileage; a first registration only where the seller gave one (a parallel test's Golf may not).
  await expect(page.getByText('Kilometerstand', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preisverlauf' })).toBeVisible();
  await expectNoMissingKeys(page);

  // Message the seller.
  await page.getByRole('region', { name: 'Verkäufer' }).getByRole('button', { name: 'Verkäufer kontaktieren' }).click();
  // The inbox opens in the page's language.
  await expect(page).toHaveURL(/\/de\/messages\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: `Unterhaltung zu ${title ?? ''}` })).toBeVisible();

  expect(errors).toEqual([]);
});

test('a German listing and results page word prices, history, reports, ranges and colours in German', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await signedInBrowser(browser, 'Jonas', contexts);
  const errors = collectErrors(page);

  // A seeded BMW with a price rating (from the make and body type), a history and a colour.
  await openPage(page, '/de/vehicles/id/5a1e0006-0000-4000-8000-000000000006');
  const rating = page.locator('[data-price-rating-section]');
  await expect(rating.getByRole('heading', { name: 'So bewerten wir Preise' })).toBeVisible();
  await expect(rating).toContainText('Die erwartete Spanne reicht von 95 % bis 108 % des erwarteten Preises.');
  await expect(rating).toContainText(/(Unter|Über|Innerhalb) der erwarteten Spanne|unter dem erwarteten Preis/);
  await expect(rating).toContainText('Diese Bewertung beruht auf Anzeigen für BMW in der Karosserieform Kombi');
  const history = page.locator('[data-price-history-section]');
  await expect(history.getByText(/^Inseriert (vor \d+ Tagen|heute|gestern|vorgestern|vor \d+ Monaten)$/)).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(/\d+\. \w+\.? 20\d\d\s*Inseriert/);
  await expect(history).toContainText('Preis beim ersten Inserieren');
  await expect(page.getByText('Blau', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ledersitze' })).toBeVisible();
  await expect(page.getByTestId('freshness')).toContainText(/^Verfügbarkeit bestätigt: /);

  // The report dialog: reasons, its rule and its buttons (nothing is sent).
  await page.getByRole('button', { name: 'Anzeige melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anzeige melden' });
  await expect(dialog.getByLabel('Sieht nach Betrug aus')).toBeVisible();
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText('Wähle aus, was an dieser Anzeige nicht stimmt')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Etwas anderes' }).check();
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText('Beschreib das Problem in mindestens 10 Zeichen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expectNoMissingKeys(page);

  // Results with ranges and a colour: German chips, options and notes.
  await openPage(
    page,
    '/de/vehicles/cars?minPrice=5000&maxPrice=10000&color=Black&minPower=100&make=Trabant&sort=best',
  );
  const notes = page.getByRole('status').filter({ hasText: 'nicht übernommen' });
  await expect(notes).toContainText('„make=Trabant“ nicht übernommen: bei Autos kein gültiger Wert für „Marke“');
  await expect(notes).toContainText('„sort=best“ nicht übernommen: keine bekannte Sortierung');
  const chips = page.getByRole('list', { name: 'Aktive Filter' });
  await expect(chips).toContainText('5.000 € – 10.000 €');
  await expect(chips).toContainText('Leistung ab 100 PS (74 kW)');
  await expect(chips).toContainText('Schwarz');
  await expect(page.getByRole('button', { name: 'Suche speichern' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Farbe' }).first()).toContainText('Weiß');
  await expect(page.getByText('Elektrofahrzeuge haben keine Schadstoffklasse.').first()).toBeVisible();
  await expect(page.getByText(/^Fotos, die der Verkäufer hochgeladen hat/).first()).toBeVisible();
  await expectNoMissingKeys(page);
  expect(errors).toEqual([]);
});

test('a German landing page speaks German, with breadcrumbs, alternates and its German JSON-LD', async ({ page }) => {
  const errors = collectErrors(page);
  await openPage(page, '/de/vehicles/cars/volkswagen/golf');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebrauchte Volkswagen Golf' })).toBeVisible();
  await expect(page.locator('[data-landing-offers]')).toContainText(/\d+ Angebote? (von|für) [\d.]+\s€/);
  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de/');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/vehicles\/cars\/volkswagen\/golf$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('Gebrauchte Volkswagen Golf');
  expect(jsonLd).toContain('/de/vehicles/id/');
  await expectNoMissingKeys(page);
  expect(errors).toEqual([]);
});

test('the German sitemap files list each landing page with its alternates', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/landing-de-0.xml');
  const german = await (await request.get('/sitemaps/landing-de-0.xml')).text();
  expect(german).toMatch(/<loc>[^<]*\/de\/vehicles\/cars\/volkswagen\/golf<\/loc>/);
  expect(german).toMatch(/hreflang="en" href="[^"]*\/vehicles\/cars\/volkswagen\/golf"/);
  expect(german).toContain('hreflang="x-default"');
});

test('the German 404 page is in German', async ({ page }) => {
  // Netlify and the local CLI serve it for unknown /de/ paths (netlify.toml; german-account.spec.ts checks that answer).
  await page.goto('/de/404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Hoppla! Diese Seite steht nicht in unserer Garage.' })).toBeVisible();
});
