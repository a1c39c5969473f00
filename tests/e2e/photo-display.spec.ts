/**
 * Listing photos as a buyer meets them: the gallery (arrow keys, thumbnails,
 * swipe on a phone, the full-screen view with its focus rules), every photo
 * served through the image CDN with a srcset, a 360 px phone never getting a
 * file wider than twice its slot, each frame in its photo's colour until the
 * photo arrives, and "No photos yet" on the card of a listing without any.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminClient, createUser, uniqueEmail } from './support/backend';
import { openPage } from './support/site';

/** The BMW sample: 14 demo photos (scripts/db/demoPhotoPlan.ts). */
const BMW_ID = '5a1e0006-0000-4000-8000-000000000006';
const BMW = 'BMW 320d Touring';

const count = (page: Page) => page.locator('[data-gallery-frame] [data-photo-count]');

/** Every photo shown through the CDN on the page after scrolling to its end: file and slot widths, srcset. */
async function shownPhotos(page: Page) {
  // Bring every image near the screen (the local CDN resizes each request anew: no waiting one by one), then let them settle.
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) {
      img.scrollIntoView({ block: 'center' });
      await new Promise((done) => setTimeout(done, 50));
    }
    await Promise.all(
      images
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
              setTimeout(done, 20_000);
            }),
        ),
    );
  });
  await page.waitForLoadState('networkidle');
  // naturalWidth of a srcset image is divided by its density: measure the file itself.
  return page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('img')]
        .filter((img) => img.currentSrc.includes('/.netlify/images') && img.complete && img.naturalWidth > 0)
        .map(
          (img) =>
            new Promise<{ src: string; file: number; slot: number; srcset: string }>((done) => {
              const probe = new Image();
              const answer = () => {
                done({
                  src: img.currentSrc,
                  file: probe.naturalWidth,
                  slot: img.getBoundingClientRect().width,
                  srcset: img.getAttribute('srcset') ?? '',
                });
              };
              probe.onload = answer;
              probe.onerror = answer;
              probe.src = img.currentSrc;
            }),
        ),
    ),
  );
}

test.describe('the listing gallery', () => {
  test('moves with arrow keys, buttons and thumbnails, and counts', async ({ page }) => {
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await expect(count(page)).toHaveText('1 / 14');
    await expect(gallery.getByRole('img', { name: `${BMW}, photo 1 of 14` })).toBeVisible();
    // The first photo is asked for first; thumbnails wait until they are near the screen.
    await expect(gallery.locator('[data-gallery-frame] img')).toHaveAttribute('fetchpriority', 'high');
    await expect(gallery.getByRole('list', { name: 'All photos' }).locator('img').first()).toHaveAttribute(
      'loading',
      'lazy',
    );

    // Once the page has loaded, the second photo is fetched ahead in the gallery's size (not the thumbnail's).
    const thumbnail = gallery.getByRole('list', { name: 'All photos' }).locator('img').nth(1);
    const second = new URL((await thumbnail.getAttribute('src')) ?? '', page.url()).searchParams.get('url');
    await expect
      .poll(() =>
        page.evaluate(
          (source) =>
            performance.getEntriesByType('resource').some((entry) => {
              const url = new URL(entry.name);
              return url.searchParams.get('url') === source && Number(url.searchParams.get('w')) >= 320;
            }),
          second,
        ),
      )
      .toBe(true);

    await gallery.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(count(page)).toHaveText('2 / 14');
    await expect(gallery.getByRole('img', { name: `${BMW}, photo 2 of 14` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count(page)).toHaveText('14 / 14');
    await gallery.getByRole('button', { name: 'Show photo 5' }).click();
    await expect(count(page)).toHaveText('5 / 14');
    await expect(gallery.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(count(page)).toHaveText('4 / 14');
  });

  test('opens full screen, traps focus there, and Escape closes it and gives focus back', async ({ page }) => {
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    const opener = page.getByRole('button', { name: 'View photos full screen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /full screen$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close full screen' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: `${BMW}, photo 1 of 14` })).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('srcset', /\/\.netlify\/images\?url=.* 1600w$/);

    // Tab and Shift+Tab stay inside.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-photo-count]')).toHaveText('2 / 14');
    await expect(dialog.getByRole('img', { name: `${BMW}, photo 2 of 14` })).toBeVisible();
    // + zooms in (the browser is then offered a larger file), − back out.
    await page.keyboard.press('+');
    await expect(dialog.locator('img')).toHaveAttribute('sizes', '150vw');
    await page.keyboard.press('-');
    await expect(dialog.locator('img')).toHaveAttribute('sizes', /, 100vw$/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The gallery stayed on the photo chosen full screen.
    await expect(count(page)).toHaveText('2 / 14');
  });

  test('a listing without photos says so on its card, and its page too', async ({ page }) => {
    const sellerId = await createUser(uniqueEmail('pia'), 'Pia');
    const title = `2017 Opel Astra without photos ${String(Date.now())}`;
    const { error } = await adminClient().from('vehicles').insert({
      seller_id: sellerId,
      type: 'car',
      body_type: 'hatchback',
      title,
      make: 'Opel',
      model: 'Astra',
      year: 2017,
      price: 8_900,
      mileage: 120_000,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      color: 'Red',
      location: 'Kassel',
      description: 'Photos follow at the weekend.',
      seller_name: 'Pia',
    });
    expect(error).toBeNull();
    await openPage(page, `/sellers/${sellerId}`);
    const card = page.locator('article', { hasText: title });
    await expect(card.getByText('No photos yet')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('No photos yet').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Photos of / })).toHaveCount(0);
  });

  test('a photo frame shows the photo’s own colour until it arrives, in the page as served', async ({ page }) => {
    // Cards: the colour is in the server's HTML (no extra request), on the frame that keeps its size.
    const html = await (await page.request.get('/vehicles/cars?photos=true')).text();
    expect(html).toMatch(/style="background-color:#[0-9a-f]{6};height:\d+px"/);
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    const frame = page.locator('[data-gallery-frame]');
    await expect(frame).toHaveAttribute('style', /background-color: ?#[0-9a-f]{6}/);
    // The colour replaces the neutral frame's spinner.
    await expect(frame.locator('.animate-spin-slow')).toBeHidden();
  });
});

test.describe('photos on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('swipe moves the gallery @mobile', async ({ page }) => {
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    const frame = page.locator('[data-gallery-frame]');
    const box = await frame.boundingBox();
    if (!box) throw new Error('no gallery frame');
    const touch = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 5; step += 1) {
        const x = from + ((to - from) * step) / 5;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await expect(count(page)).toHaveText('1 / 14');
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(count(page)).toHaveText('2 / 14');
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(count(page)).toHaveText('3 / 14');
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect(count(page)).toHaveText('2 / 14');
  });

  test('a pinch zooms the full-screen photo and asks for a larger file @mobile', async ({ page }) => {
    await openPage(page, `/vehicles/id/${BMW_ID}`);
    await page.getByRole('button', { name: 'View photos full screen' }).click();
    const dialog = page.getByRole('dialog', { name: /full screen$/ });
    const photo = dialog.getByRole('img', { name: `${BMW}, photo 1 of 14` });
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    if (!box) throw new Error('no full-screen photo');
    const touch = await page.context().newCDPSession(page);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const fingers = (apart: number) => [
      { x: x - apart, y, id: 1 },
      { x: x + apart, y, id: 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (let apart = 45; apart <= 120; apart += 15)
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Fingers four times further apart: zoomed to the 4x limit, and `sizes` grows with the zoom.
    await expect(photo).toHaveAttribute('sizes', '400vw');
    await expect(dialog.locator('[data-photo-count]')).toHaveText('1 / 14');
  });

  // Listings other tests publish come first on /vehicles/cars, mostly without photos: "With photos only" keeps the
  // seed's photographed cars (and any photographed newcomers) on the first page.
  for (const path of ['/vehicles/cars?photos=true', `/vehicles/id/${BMW_ID}`]) {
    test(`${path} loads every photo with a srcset and no file wider than twice its slot @mobile`, async ({ page }) => {
      await openPage(page, path);
      const photos = await shownPhotos(page);
      expect(photos.length).toBeGreaterThan(10);
      for (const photo of photos) {
        expect(photo.srcset, photo.src).toMatch(/ (\d+w|2x)$/);
        expect(photo.file, `${photo.src} in a ${String(photo.slot)} px slot`).toBeLessThanOrEqual(photo.slot * 2 + 1);
      }
      // No photo reaches the page from storage directly.
      const direct = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/storage/v1/object/public/vehicle-images/'))
          .map((entry) => entry.name),
      );
      expect(direct).toEqual([]);
    });
  }
});
