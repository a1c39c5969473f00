import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { openPage } from './support/site';

/**
 * A car of a model no other test lists, so its comparables are this test's
 * own; without a body type (the service role may leave it out), so only its
 * model and its make can be its evidence.
 */
async function insertCar(
  sellerId: string,
  model: string,
  title: string,
  price: number,
  make = 'Toyota',
): Promise<string> {
  const { data, error } = await adminClient()
    .from('vehicles')
    .insert({
      seller_id: sellerId,
      type: 'car',
      title,
      make,
      model,
      year: 2018,
      price,
      mileage: 60_000,
      fuel_type: 'Hybrid',
      transmission: 'Automatic',
      location: 'Bremen',
      description: 'Well kept, full service history.',
      image_url: '/images/vehicles/volkswagen-golf.svg',
    })
    .select('id')
    .single();
  if (error) throw new Error(`listing insert failed: ${error.message}`);
  return data.id;
}

test.describe('price rating and history', () => {
  test('a detail page shows the rating with its expected range, comparables and method', async ({ page }) => {
    const model = `Corolla R${Date.now().toString(36)}`;
    const comparables: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const sellerId = await createUser(uniqueEmail(`rated${String(index)}`), `Rated${String(index)}`);
      comparables.push(await insertCar(sellerId, model, `2018 Toyota ${model} comparable ${String(index)}`, 12_000));
    }
    const sellerId = await createUser(uniqueEmail('subject'), 'Sana');
    const id = await insertCar(sellerId, model, `2018 Toyota ${model} for a good price`, 10_500);

    await openPage(page, `/vehicles/id/${id}`);
    const rating = page.getByRole('region', { name: 'Price rating' });
    await expect(rating.getByText('Good price', { exact: true }).first()).toBeVisible();
    await expect(rating.getByText('Below the expected range')).toBeVisible();
    await expect(rating.getByRole('definition').filter({ hasText: '€12,000' }).first()).toBeVisible();
    await expect(rating.getByText('€11,400 – €12,960')).toBeVisible();
    await expect(rating.getByText('5 comparable listings', { exact: true })).toBeVisible();
    await expect(rating.getByRole('heading', { name: 'How we rate prices' })).toBeVisible();
    await expect(rating.getByText(/same make and model .* age, mileage, power and equipment/)).toBeVisible();
    await expect(rating.getByText(`This rating rests on Toyota ${model} listings`, { exact: false })).toBeVisible();
    await expect(rating.getByText(/each year of age changes the price by/)).toBeVisible();

    await rating.getByText('See the 5 comparable listings').click();
    const list = rating.getByRole('list', { name: 'Comparable listings' });
    await expect(list.getByRole('link')).toHaveCount(5);
    await list.getByRole('link', { name: `2018 Toyota ${model} comparable 3` }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/id/${comparables[3] ?? ''}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2018 Toyota ${model} comparable 3`);
  });

  test('without 5 comparables from 3 other sellers the page says so instead of guessing', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('lonely'), 'Lono');
    // A make of its own: no other listing is of its model or its make.
    const id = await insertCar(
      sellerId,
      'Mirai',
      '2018 Mirai, one of a kind',
      20_000,
      `Solo${Date.now().toString(36)}`,
    );
    await openPage(page, `/vehicles/id/${id}`);
    const rating = page.getByRole('region', { name: 'Price rating' });
    await expect(rating.getByText('Not enough comparable listings')).toBeVisible();
    await expect(rating.getByText(/We found 0 comparable listings of this model from 0 other sellers/)).toBeVisible();
    await expect(rating.getByText(/need at least 5 from 3 other sellers/)).toBeVisible();
  });

  test('a price change appears in the history and as a reduction on the card', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('reducer'), 'Rudi');
    const title = `2018 Toyota Auris reduced ${Date.now().toString(36)}`;
    const id = await insertCar(sellerId, 'Auris', title, 9_000);
    const { error } = await adminClient().from('vehicles').update({ price: 7_500 }).eq('id', id);
    expect(error).toBeNull();

    await openPage(page, `/vehicles/id/${id}`);
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByText('Listed today')).toBeVisible();
    await expect(history.getByText('Reduced by €1,500 today')).toBeVisible();
    await expect(history.getByRole('img', { name: /€9,000 when first listed, €7,500 now/ })).toBeVisible();
    const rows = history.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Listed');
    await expect(rows.nth(1)).toContainText('€9,000');
    await expect(rows.nth(2)).toContainText('Price reduced by €1,500');
    await expect(rows.nth(2)).toContainText('€7,500');

    // The newest cars come first on the listing page, which loads its current first page.
    await openPage(page, '/vehicles/cars');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Reduced by €1,500')).toBeVisible();
  });
});
