import { createListing, signedInClient } from './support/backend';
import { collectErrors } from './support/consoleErrors';
import { openPage, signInDirectly, toast } from './support/site';
import { expect, test } from './support/test';

const SHOTS = 'test-results/german-buyer';

test('a German buyer reads and answers a message, compares, visits a seller and manages a saved search in German', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const word = Date.now().toString(36);
  const seller = await signedInClient('Selma');
  const sellerId = seller.id;
  const golf = `2018 Golf ${word}`;
  const polo = `2019 Polo ${word}`;
  const golfId = await createListing(sellerId, { title: golf, price: 14_900 });
  const poloId = await createListing(sellerId, { title: polo, price: 11_500 });

  // A conversation the buyer started, with the seller's answer waiting.
  const buyer = await signedInClient('Bruno');
  const started = await buyer.client.rpc('start_conversation', { vehicle_id: golfId });
  if (started.error) throw new Error(started.error.message);
  const conversationId = started.data;
  const answer = await seller.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: sellerId, body: 'Hallo! Der Golf ist noch da.' });
  if (answer.error) throw new Error(answer.error.message);
  // A saved listing whose price then drops: a notification the bell says in German.
  const saved = await buyer.client.from('favorites').insert({ user_id: buyer.id, vehicle_id: golfId });
  if (saved.error) throw new Error(saved.error.message);
  const dropped = await seller.client.from('vehicles').update({ price: 13_900 }).eq('id', golfId);
  if (dropped.error) throw new Error(dropped.error.message);

  await signInDirectly(page, buyer.email);

  // The inbox in German: boxes, the thread, the day, the composer and the receipt.
  await page.goto(`/de/messages?id=${conversationId}`);
  await expect(page.locator('[data-live="ready"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
  const boxes = page.getByRole('navigation', { name: 'Postfächer' });
  await expect(boxes.getByRole('link', { name: 'Kaufen', exact: true })).toHaveAttribute(
    'href',
    `/de/messages?id=${conversationId}&box=buying`,
  );
  const thread = page.getByRole('region', { name: `Unterhaltung zu ${golf}` });
  await expect(thread.getByRole('link', { name: golf })).toHaveAttribute('href', `/de/vehicles/id/${golfId}`);
  await expect(thread.getByText('Verkäufer: Selma')).toBeVisible();
  await expect(thread.getByRole('heading', { name: 'Heute' })).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Nachrichten' })).toContainText('Der Golf ist noch da.');
  await expect(thread.getByRole('button', { name: 'Senden' })).toBeDisabled();
  await thread.getByLabel('Nachricht', { exact: true }).fill('Super, kann ich ihn am Samstag ansehen?');
  await thread.getByLabel('Nachricht', { exact: true }).press('Enter');
  await expect(thread.getByTestId('read-receipt')).toHaveText('Gesendet');
  await expect(page.getByRole('list', { name: 'Unterhaltungen' })).toContainText('Du: Super, kann ich ihn');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/messages-thread-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The notification bell in German: its name, the panel, each notification from its kind and values.
  await page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel.getByText('Preis gesenkt')).toBeVisible();
  await expect(panel.getByText(`${golf} kostet jetzt 13.900\u00a0€ (vorher 14.900\u00a0€).`)).toBeVisible();
  await expect(panel.getByText('Neue Nachricht von Selma')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeVisible();
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/notifications-${String(width)}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press('Escape');

  // The signed-in account menu in German, leading to the German pages.
  await page.getByRole('button', { name: 'Kontomenü von Bruno' }).click();
  const menu = page.getByRole('menu', { name: 'Mein Konto' });
  await expect(menu.getByRole('menuitem', { name: 'Nachrichten' })).toHaveAttribute('href', '/de/messages');
  await expect(menu.getByRole('menuitem', { name: 'Meine Favoriten' })).toHaveAttribute('href', '/de/favorites');
  await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Compare: the rows, the best values and what the address left out, in German.
  await openPage(page, `/de/compare?ids=${golfId},${poloId},nonsense`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anzeigen vergleichen' })).toBeVisible();
  await expect(page.getByText('Nicht im Vergleich: 1 Link, der zu keiner Anzeige führt.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Kilometer\u00ad?stand$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /11\.500\s€\s*Günstigster Preis/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Entfernen ${polo}` })).toBeVisible();
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/compare-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The seller's page, rendered on demand in German.
  await openPage(page, `/de/sellers/${sellerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Selma' })).toBeVisible();
  await expect(page.getByText('2 Fahrzeuge im Angebot · 0 verkauft')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Im Angebot' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fahrzeuge von Selma' }).getByRole('article')).toHaveCount(2);

  // Save a search from a German listing page, then find, and delete, it on the German favorites page.
  await openPage(page, '/de/vehicles/cars');
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('');
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(dialog.getByText('Gib dieser Suche einen Namen')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Autos ${word}`);
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(toast(page, 'Suche gespeichert')).toBeVisible();
  await openPage(page, '/de/favorites');
  await expect(page.getByRole('heading', { level: 2, name: 'Gespeicherte Suchen' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Gespeicherte Suchen' }).getByRole('listitem');
  await expect(item.getByRole('link', { name: `Autos ${word} öffnen` })).toHaveAttribute('href', '/de/vehicles/cars');
  await expect(item.getByRole('switch', { name: 'Tägliche Zusammenfassung per E-Mail' })).not.toBeChecked();
  await item.getByRole('button', { name: `Autos ${word} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Diese gespeicherte Suche löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(toast(page, 'Gespeicherte Suche gelöscht')).toBeVisible();
  await expect(page.getByText('Noch keine gespeicherten Suchen')).toBeVisible();

  // The digest's unsubscribe page in German, with a link that is not valid.
  await openPage(page, '/de/saved-searches/unsubscribe?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Tägliche E-Mails' })).toBeVisible();
  await expect(page.getByText('Dieser Abmeldelink ist ungültig.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tägliche E-Mail abbestellen' })).toHaveCount(0);

  expect(errors).toEqual([]);
});
