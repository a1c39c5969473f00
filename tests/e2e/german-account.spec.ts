import { PASSWORD, adminClient, createListing, createUser, uniqueEmail } from './support/backend';
import { collectErrors } from './support/consoleErrors';
import { openPage } from './support/site';
import { expect, test } from './support/test';

const TESLA = '2021 Tesla Model 3 Long Range AWD';
const SHOTS = 'test-results/german-account';

test('a German seller signs in, saves a favorite, meets the sell form’s rules and reads the dashboard in German', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('jonas');
  const sellerId = await createUser(email, 'Jonas');
  await createListing(sellerId, { title: '2018 Volkswagen Golf 1.5 TSI', price: 14_900 });

  // Sign in: the page, its tabs and its form rules in German.
  await openPage(page, '/de/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Wheelhouse' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registrieren' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Gib deine E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByText('Gib dein Passwort ein')).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  // A favorite saved from the German listings page shows on the German favorites page.
  await openPage(page, '/de/vehicles/all');
  await page.getByRole('button', { name: `${TESLA} merken` }).click();
  await expect(page.getByRole('button', { name: `${TESLA} nicht mehr merken` })).toHaveAttribute('aria-busy', 'false');
  await openPage(page, '/de/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Favoriten' })).toBeVisible();
  await expect(page.getByText('1 gemerktes Fahrzeug')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gemerkte Fahrzeuge' }).getByRole('article')).toHaveCount(1);

  // The sell form: German steps and labels, the form rules' messages in German.
  await openPage(page, '/de/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeug verkaufen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fahrzeug' })).toBeVisible();
  await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
  await page.getByLabel('Baujahr').fill('1800');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Wähle die Karosserieform')).toBeVisible();
  await expect(page.getByText('Gib das Modell ein')).toBeVisible();
  await expect(page.getByText('Das Baujahr kann nicht vor 1900 liegen')).toBeVisible();
  await expect(page.getByText('Enter the model')).toHaveCount(0);
  await page.getByLabel('Karosserieform').selectOption({ label: 'Kombi' });
  await page.getByLabel('Marke').selectOption('Volkswagen');
  await page.getByLabel('Modell').fill('Passat');
  await page.getByLabel('Baujahr').fill('2019');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  await page.getByLabel('Kilometerstand (km)').fill('-5');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Der Kilometerstand darf nicht negativ sein')).toBeVisible();
  await expect(page.getByText('Gib den Preis ein')).toBeVisible();
  await expect(page.getByText('Wähle das Getriebe')).toBeVisible();
  await expect(page.getByLabel('Getriebe')).toContainText('Schaltgetriebe');
  await expect(page.getByText('Erstzulassung', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Unfallfrei')).toBeVisible();
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/sell-form-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The seller dashboard in German: its sections, counts, chart and per-listing table.
  await openPage(page, '/de/seller-dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Verkäufer-Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Verkäufer-Dashboard' });
  await expect(nav.getByRole('link', { name: 'Meine Inserate' })).toHaveAttribute(
    'href',
    '/de/seller-dashboard/listings/',
  );
  await expect(page.getByText('Aktive Inserate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktivität' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro Inserat' })).toBeVisible();
  await expect(page.getByLabel('Zeitraum')).toContainText('Letzte 30 Tage');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/dashboard-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // My listings: the row, its status and its actions in German.
  await nav.getByRole('link', { name: 'Meine Inserate' }).click();
  await expect(page).toHaveURL(/\/de\/seller-dashboard\/listings\/$/);
  await expect(page.getByTestId('listings-count')).toHaveText('1 Inserat');
  await expect(page.getByTestId('listing-status')).toHaveText('Aktiv');
  await expect(page.getByRole('button', { name: /^Als verkauft markieren/ })).toBeVisible();
  await expect(page.getByText('Keine Inserate ausgewählt')).toBeVisible();

  expect(errors).toEqual([]);
});

test('the site’s own pages, the 404 page and a dealer’s import dry run read in German', async ({ page }) => {
  test.setTimeout(120_000);

  // An unknown German path answers the German 404 page, as Netlify does (netlify.toml).
  const missing = await page.request.get('/de/does-not-exist');
  expect(missing.status()).toBe(404);
  const missingPage = await missing.text();
  expect(missingPage).toContain('<html lang="de"');
  expect(missingPage).toContain('Hoppla! Diese Seite steht nicht in unserer Garage.');

  const errors = collectErrors(page);
  const sitePages = [
    ['/de/about', 'Gebrauchte Autos und Roller, mit gutem Gefühl gekauft und verkauft', 'So funktioniert’s'],
    ['/de/contact', 'Schreib uns', 'Postanschrift'],
    [
      '/de/careers',
      'Hilf Menschen, Fahrzeuge zu kaufen und zu verkaufen, denen sie vertrauen können',
      'Offene Stellen',
    ],
    ['/de/privacy', 'Datenschutzerklärung', '1. Verantwortlicher'],
    ['/de/terms', 'Nutzungsbedingungen', '11. Haftung'],
    ['/de/cookies', 'Cookie-Richtlinie', '5. Rechtsgrundlage'],
  ] as const;
  for (const [path, title, section] of sitePages) {
    await openPage(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${path.slice(3)}/?$`),
    );
  }
  await openPage(page, '/de/about');
  await expect(page.getByRole('link', { name: 'Alle Fahrzeuge ansehen' })).toHaveAttribute('href', '/de/vehicles/all');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/about-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // A dealer's dry run: the page, the outcomes, the column and the reader's reason in German.
  const email = uniqueEmail('haendler');
  const dealerId = await createUser(email, 'Hanna');
  const { error } = await adminClient().from('profiles').update({ is_dealer: true }).eq('id', dealerId);
  expect(error).toBeNull();
  await openPage(page, '/de/auth');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await openPage(page, '/de/seller-dashboard/import/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestand importieren' })).toBeVisible();
  await page.getByLabel('Bestandsdatei (CSV oder JSON)').setInputFiles({
    name: 'bestand.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort',
        'H-1;VW;Touran;17.400 €;61.000 km;EZ 05/2018;Diesel;Automatik;Van;Köln',
        'H-2;Ford;Focus;12.900,-;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Köln',
      ].join('\n'),
    ),
  });
  await expect(page.getByRole('heading', { name: 'Probelauf: Noch wurde nichts geändert' })).toBeVisible();
  await expect(page.locator('[data-outcome="created"]')).toHaveText('1');
  await expect(page.locator('[data-outcome="rejected"]')).toHaveText('1');
  const rejected = page.getByRole('row').filter({ hasText: 'H-2' });
  await expect(rejected).toContainText('Abgelehnt');
  await expect(rejected).toContainText('Preis');
  await expect(rejected).toContainText("Preis muss ein Betrag in Euro sein, angegeben: '12.900,-'");
  await expect(page.getByRole('columnheader', { name: 'Grund oder Hinweis' })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 Änderung importieren' })).toBeEnabled();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\{[a-z]+\}/);
  expect(text).not.toMatch(/\b(?:import|bulk|site|admin)\.[a-zA-Z]+/);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/import-${String(width)}.png`, fullPage: true });
  }

  expect(errors).toEqual([]);
});
