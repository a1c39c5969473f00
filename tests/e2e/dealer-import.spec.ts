import { readFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { expect, test } from './support/test';
import { openPage, signInDirectly } from './support/site';

/** A German dealer's semicolon CSV: three good cars (the first with photos from the ZIP) and one with a price nobody can read. */
function stockCsv(model: string): string {
  return [
    'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Ausstattung;Bilddateien',
    `E-1;VW;${model};12.900 €;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;Klimaanlage|Navi;e1-front.jpg|e1-missing.jpg`,
    `E-2;BMW;${model};21.500 €;80.000 km;EZ 06/2020;Diesel;Automatik;Limousine;Hamburg;;`,
    `E-3;Audi;${model};9.990;120.000;2015;Benzin;Schaltgetriebe;Kleinwagen;Köln;;`,
    `E-4;Ford;${model};12.900,-;10.000 km;EZ 01/2021;Benzin;Schaltgetriebe;SUV;Berlin;;`,
  ].join('\n');
}

/** The ZIP of photos next to the feed: one photo in a folder. */
async function photosZip(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  return Buffer.from(zipSync({ 'fotos/e1-front.jpg': new Uint8Array(photo) }));
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

    await signInDirectly(page, email);
    await openPage(page, '/seller-dashboard/import/');
    await page.getByLabel('Photos (ZIP, optional)').setInputFiles({
      name: 'photos.zip',
      mimeType: 'application/zip',
      buffer: await photosZip(),
    });
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
    // The sign-in toast is a status too; the import's own line is the one about photos.
    await expect(page.getByRole('status').filter({ hasText: /photos/i })).toContainText(
      'Photos fetched for 1 listings; 1 photos could not be fetched (see the report).',
    );
    await expect(page.getByRole('row').filter({ hasText: 'E-1' })).toContainText(
      'photo e1-missing.jpg from the ZIP not imported: the ZIP has no file of that name',
    );
    const { data: listing } = await adminClient()
      .from('vehicles')
      .select('images')
      .eq('seller_id', userId)
      .eq('make', 'Volkswagen')
      .single();
    expect(listing?.images).toEqual([expect.stringMatching(new RegExp(`^${userId}/.+\\.webp$`))]);

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
