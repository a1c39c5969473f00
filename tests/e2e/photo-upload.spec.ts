/**
 * A seller's photos on /sell: several at once, kept as originals and
 * published as stripped copies, reordered by keyboard and by pointer drag,
 * a cover chosen, one removed; a GPS-tagged JPEG never reaching a public URL.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STACK_URL, adminClient } from './support/backend';
import { openPage, signInNewUser } from './support/site';
import { fillScooter, nextStep, choosePlace } from './support/sellForm';
import { hasExif, withGpsExif } from '../support/gpsJpeg';
import { carriesMetadata } from '../../src/lib/domain/imageMetadata';

const ORIGINALS = 'vehicle-originals';
const PUBLIC = 'vehicle-images';

/** A new user, signed in on /sell. */
async function signInToSell(page: Page, firstName: string): Promise<string> {
  const { id } = await signInNewUser(page, firstName);
  await openPage(page, '/sell');
  return id;
}

/**
 * A JPEG with a photograph's statistics, drawn by the browser: sky and road
 * gradients, soft shapes and per-pixel sensor noise, so it compresses like a
 * camera picture (hundreds of KB), not like a flat drawing.
 */
async function photoLike(page: Page, width: number, height: number, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      let state = seed;
      const random = () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state / 2_147_483_648;
      };
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, `hsl(${String(200 + seed * 7)}, 60%, 70%)`);
      sky.addColorStop(0.55, 'hsl(40, 30%, 80%)');
      sky.addColorStop(0.56, 'hsl(30, 8%, 35%)');
      sky.addColorStop(1, 'hsl(30, 5%, 20%)');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      context.filter = 'blur(12px)';
      for (let i = 0; i < 40; i += 1) {
        context.fillStyle = `hsla(${String(Math.floor(random() * 360))}, 45%, ${String(30 + Math.floor(random() * 40))}%, 0.6)`;
        context.beginPath();
        context.ellipse(
          random() * width,
          random() * height,
          20 + random() * 200,
          10 + random() * 120,
          random() * 3,
          0,
          7,
        );
        context.fill();
      }
      context.filter = 'none';
      const pixels = context.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const noise = (random() - 0.5) * 36;
        pixels.data[i] = (pixels.data[i] ?? 0) + noise;
        pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + noise;
        pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + noise;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/jpeg', 0.92);
      });
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height, seed },
  );
  return Buffer.from(base64, 'base64');
}

async function objectsOf(bucket: string, userId: string): Promise<string[]> {
  const { data, error } = await adminClient().storage.from(bucket).list(userId);
  if (error) throw new Error(error.message);
  return data.map((object) => `${userId}/${object.name}`).sort();
}

const tileNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Listing photos' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')?.replace(/^.*: /, '')));

test.describe('listing photos', () => {
  test('upload several photos, reorder by keyboard and by drag, choose the cover, remove one', async ({ page }) => {
    test.slow();
    const userId = await signInToSell(page, 'Fotini');
    const title = `Vespa GTS with photos ${String(Date.now())}`;
    await fillScooter(page, { title });
    const files = await Promise.all(
      [1, 2, 3, 4].map(async (n) => ({
        name: `photo-${String(n)}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photoLike(page, 1600, 1200, n),
      })),
    );
    expect(files.every((file) => file.buffer.length > 300_000)).toBe(true);

    await page.getByRole('button', { name: 'Choose photos' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(files);
    const tiles = page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    await expect(page.getByText('4 of 30 photos')).toBeVisible();
    // The first calls of the photo function start its runtime (seconds under `netlify serve`).
    await expect(tiles.getByText('Uploaded')).toHaveCount(4, { timeout: 60_000 });
    // Each photo: its untouched original kept privately, its compressed copy public.
    await expect.poll(() => objectsOf(ORIGINALS, userId).then((names) => names.length)).toBe(4);
    expect(await objectsOf(PUBLIC, userId)).toHaveLength(4);

    // Keyboard: the third photo one place earlier, announced to screen readers.
    await page.getByRole('button', { name: 'Move photo-3.jpg earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('photo-3.jpg moved to position 2 of 4.')).toBeAttached();
    expect(await tileNames(page)).toEqual(['photo-1.jpg', 'photo-3.jpg', 'photo-2.jpg', 'photo-4.jpg']);

    // The cover.
    await page.getByRole('button', { name: 'Make photo-4.jpg the cover' }).click();
    await expect(tiles.first()).toHaveAccessibleName('Photo 1 (cover): photo-4.jpg');
    await expect(page.getByText('photo-4.jpg moved to position 1 of 4, now the cover.')).toBeAttached();

    // Pointer: drag the cover's handle onto the third tile.
    const handle = tiles.nth(0).getByTestId('photo-drag-handle');
    const target = (await tiles.nth(2).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await tileNames(page)).toEqual(['photo-1.jpg', 'photo-3.jpg', 'photo-4.jpg', 'photo-2.jpg']);

    // Remove: gone from the form and from both buckets.
    await page.getByRole('button', { name: 'Remove photo-2.jpg' }).click();
    await expect(tiles).toHaveCount(3);
    await expect.poll(() => objectsOf(PUBLIC, userId).then((names) => names.length)).toBe(3);
    await expect.poll(() => objectsOf(ORIGINALS, userId).then((names) => names.length)).toBe(3);

    await nextStep(page, 'Description & contact');
    await page.getByLabel('Description', { exact: true }).fill('Photographed from every side.');
    await choosePlace(page, 'Bonn', /^Bonn, North Rhine-Westphalia$/);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page).toHaveURL(/\/vehicles\/id\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1) ?? '';
    const { data } = await adminClient().from('vehicles').select('images').eq('id', id).single();
    expect(data?.images).toHaveLength(3);
    expect([...(data?.images ?? [])].sort()).toEqual(await objectsOf(PUBLIC, userId));
  });

  test('a JPEG with a GPS tag keeps it only in the private original, never at a public URL', async ({ page }) => {
    test.slow();
    const userId = await signInToSell(page, 'Gisela');
    await fillScooter(page, { title: `Vespa with a location ${String(Date.now())}` });
    const tagged = withGpsExif(await photoLike(page, 1200, 900, 7));
    expect(hasExif(tagged)).toBe(true);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'gps.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(tagged) });
    await expect(page.getByRole('listitem', { name: /gps\.jpg/ }).getByText('Uploaded')).toBeVisible({
      timeout: 60_000,
    });

    const [published] = await objectsOf(PUBLIC, userId);
    if (!published) throw new Error('no public photo');
    const response = await fetch(`${STACK_URL}/storage/v1/object/public/${PUBLIC}/${published}`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(hasExif(bytes)).toBe(false);
    expect(carriesMetadata(bytes)).toBe(false);

    // The original is the file as chosen, Exif and all, for its owner only.
    const [original] = await objectsOf(ORIGINALS, userId);
    const { data } = await adminClient()
      .storage.from(ORIGINALS)
      .download(original ?? '');
    expect(Buffer.from(await (data ?? new Blob()).arrayBuffer()).equals(Buffer.from(tagged))).toBe(true);
    const anonymous = await fetch(`${STACK_URL}/storage/v1/object/public/${ORIGINALS}/${original ?? ''}`);
    expect(anonymous.status).toBe(400);
  });

  test('a phone offers the camera next to the photo library @mobile', async ({ page }) => {
    await signInToSell(page, 'Kamil');
    await fillScooter(page, { title: `Vespa from a phone ${String(Date.now())}` });
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
    await expect(page.locator('input[type="file"][capture="environment"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Choose photos' })).toBeVisible();
  });
});
