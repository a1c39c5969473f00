import { readFile } from 'node:fs/promises';
import { PASSWORD, adminClient, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { openPage, signInAs } from './support/site';

/** A German dealer's semicolon CSV: three good cars and one with a price nobody can read. */
function stockCsv(model: string): string {
  return [
    'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Ausstattung',
    `E-1;VW;${model};12.900 €;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;Klimaanlage|Navi`,
    `E-2;BMW;${model};21.500 €;80.000 km;EZ 06/2020;Diesel;Automatik;Limousine;Hamburg;`,
    `E-3;Audi;${model};9.990;120.000;2015;Benzin;Schaltgetriebe;Kleinwagen;Köln;`,
    `E-4;Ford;${model};12.900,-;10.000 km;EZ 01/2021;Benzin;Schaltgetriebe;SUV;Berlin;`,
  ].join('\n');
}

test.describe('dealer stock import', () => {
  test('a dealer uploads a feed, reads the dry run, imports, downloads the report, and the listings are live', async ({
    page,
  }) => {
    const email = uniqueEmail('dealer');
    const userId = await createUser(email, 'Dora');
    const { error } = await adminClient().from('profiles').update({ is_dealer: true }).eq('id', userId);
    expect(error).toBeNull();
    const model = `Import${Date.now().toString(36)}`;

    await signInAs(page, email, PASSWORD, 'Dora');
    await openPage(page, '/seller-dashboard/import/');
    await page.getByLabel('Stock file (CSV or JSON)').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(stockCsv(model)),
    });

    await expect(page.getByRole('heading', { name: 'Dry run: nothing has been changed yet' })).toBeVisible();
    await expect(page.locator('[data-outcome="created"]')).toHaveText('3');
    await expect(page.locator('[data-outcome="rejected"]')).toHaveText('1');
    const rejected = page.getByRole('row').filter({ hasText: 'E-4' });
    await expect(rejected).toContainText("price must be a number of euros, got '12.900,-'");
    const { count } = await adminClient()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('seller_id', userId);
    expect(count).toBe(0);

    await page.getByRole('button', { name: 'Import 3 changes' }).click();
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    await expect(page.locator('[data-outcome="created"]')).toHaveText('3');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('stock-report.csv');
    const report = await readFile(await download.path(), 'utf8');
    expect(report.split('\r\n')[0]).toBe('line,stock_number,outcome,column,reason,listing_id');
    expect(report).toContain('E-1,created');
    expect(report).toContain(`5,E-4,rejected,price,"price must be a number of euros, got '12.900,-'",`);

    await page.getByRole('row').filter({ hasText: 'E-1' }).getByRole('link', { name: 'E-1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `2019 Volkswagen ${model}` })).toBeVisible();
    await expect(page.getByText('12,900', { exact: false }).first()).toBeVisible();
  });
});
