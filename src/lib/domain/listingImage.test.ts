import { describe, expect, it } from 'vitest';
import { cdnUrl, isDrawing, isStoredPhoto, listingImage, WIDTH_LADDER } from './listingImage';

const PHOTO = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/u1/a%20b.jpg';
const HOSTED = 'https://abcdefgh.supabase.co/storage/v1/object/public/vehicle-images/u1/c.jpg';
const DRAWING = '/images/vehicles/illustrations/car/estate-front-blue.svg';

/** The widths a srcset offers, in order. */
function widths(srcSet: string | undefined): number[] {
  return (srcSet ?? '')
    .split(', ')
    .map((candidate) => Number(new URL(candidate.split(' ')[0] ?? '', 'http://x').searchParams.get('w')));
}

describe('listing image URLs', () => {
  it('knows stored photos from drawings', () => {
    expect(isStoredPhoto(PHOTO)).toBe(true);
    expect(isStoredPhoto(HOSTED)).toBe(true);
    expect(isStoredPhoto(DRAWING)).toBe(false);
    expect(isStoredPhoto('/storage/v1/object/public/vehicle-images/x.jpg')).toBe(false);
    expect(isDrawing(DRAWING)).toBe(true);
    expect(isDrawing('/images/vehicles/bmw-320d-touring.svg')).toBe(true);
    expect(isDrawing(PHOTO)).toBe(false);
  });

  it('asks the image CDN for one width, cropped when a height is given, the format left to the CDN', () => {
    const url = new URL(cdnUrl(HOSTED, 640, 400), 'https://site.test');
    expect(url.pathname).toBe('/.netlify/images');
    expect(url.searchParams.get('url')).toBe(HOSTED);
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('h')).toBe('400');
    expect(url.searchParams.get('fit')).toBe('cover');
    expect(url.searchParams.has('fm')).toBe(false);
    const whole = new URL(cdnUrl(PHOTO, 960), 'https://site.test');
    expect(whole.searchParams.has('h')).toBe(false);
    expect(whole.searchParams.has('fit')).toBe(false);
    // The source URL survives encoding, its own escapes included.
    expect(whole.searchParams.get('url')).toBe(PHOTO);
  });

  it('gives a card a srcset of 16:10 crops up to 960 px, sizes for the grid and a box', () => {
    const card = listingImage(PHOTO, 'card');
    expect(widths(card.srcSet)).toEqual([320, 480, 656, 720, 960]);
    expect(card.srcSet).toContain('w=656&h=410');
    expect(card.sizes).toBe(
      '(max-width: 639px) and (min-resolution: 3.01dppx) calc((100vw - 2rem) * 0.49), ' +
        '(max-width: 639px) and (min-resolution: 2.01dppx) calc((100vw - 2rem) * 0.66), ' +
        '(max-width: 639px) calc((100vw - 2rem)), (min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw',
    );
    expect([card.width, card.height]).toEqual([800, 500]);
    expect(new URL(card.src, 'http://x').searchParams.get('w')).toBe('656');
  });

  it('keeps the whole photo full screen and offers every width', () => {
    const full = listingImage(PHOTO, 'fullscreen');
    expect(widths(full.srcSet)).toEqual([...WIDTH_LADDER]);
    expect(full.srcSet).not.toContain('fit=cover');
    expect(full.sizes).toMatch(/calc\(100vw \* 0\.66\), \(max-width: 639px\) calc\(100vw\), 100vw$/);
  });

  it('gives fixed slots a 1x and a 2x file', () => {
    const thumb = listingImage(PHOTO, 'thumb');
    expect(thumb.srcSet).toMatch(/w=96&h=64.* 1x, .*w=192&h=128.* 2x$/);
    expect([thumb.width, thumb.height]).toEqual([96, 64]);
    expect(thumb.sizes).toBeUndefined();
  });

  it('gives a My listings row a 4:3 crop for its 4.5rem and 8rem widths', () => {
    const row = listingImage(PHOTO, 'row');
    expect(widths(row.srcSet)).toEqual([72, 128, 144, 256]);
    expect(row.srcSet).toContain('w=144&h=108');
    expect(row.sizes).toMatch(/\(max-width: 639px\) calc\(4\.5rem\), 8rem$/);
    expect([row.width, row.height]).toEqual([128, 96]);
  });

  it("gives the form's photo tiles a 4:3 crop, and a new photo's local preview as it is", () => {
    const tile = listingImage(PHOTO, 'tile');
    expect(widths(tile.srcSet)).toEqual([320, 480, 656, 720, 960]);
    expect(tile.srcSet).toContain('w=480&h=360');
    expect(listingImage('blob:http://localhost/1234', 'tile')).toEqual({
      src: 'blob:http://localhost/1234',
      width: 400,
      height: 300,
    });
  });

  it('serves drawings as they are', () => {
    expect(listingImage(DRAWING, 'gallery')).toEqual({ src: DRAWING, width: 800, height: 500 });
    expect(listingImage(DRAWING, 'thumb')).toEqual({ src: DRAWING, width: 96, height: 64 });
  });

  it('offers a 360 px phone at 2x or 3x nothing wider than twice a card (328 px) or the screen', () => {
    // Chromium takes the narrowest file at least as dense as the screen; above 2x, sizes claims 2/3 or 1/2 of the slot.
    const pick = (offered: number[], slot: number, density: number) => {
      const claimed = density > 3 ? slot * 0.49 : density > 2 ? slot * 0.66 : slot;
      return offered.find((width) => width / claimed >= density) ?? offered.at(-1) ?? 0;
    };
    for (const density of [1, 1.75, 2, 2.625, 3, 4]) {
      expect(pick(widths(listingImage(PHOTO, 'card').srcSet), 328, density)).toBeLessThanOrEqual(656);
      expect(pick(widths(listingImage(PHOTO, 'gallery').srcSet), 328, density)).toBeLessThanOrEqual(656);
      expect(pick(widths(listingImage(PHOTO, 'fullscreen').srcSet), 360, density)).toBeLessThanOrEqual(720);
      expect(pick(widths(listingImage(PHOTO, 'compare').srcSet), 176, density)).toBeLessThanOrEqual(352);
      expect(pick(widths(listingImage(PHOTO, 'row').srcSet), 72, density)).toBeLessThanOrEqual(144);
    }
  });
});
