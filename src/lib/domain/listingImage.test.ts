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
    expect(widths(card.srcSet)).toEqual([320, 480, 640, 720, 960]);
    expect(card.srcSet).toContain('h=400');
    expect(card.sizes).toContain('calc(100vw - 2rem)');
    expect([card.width, card.height]).toEqual([800, 500]);
    expect(new URL(card.src, 'http://x').searchParams.get('w')).toBe('640');
  });

  it('keeps the whole photo full screen and offers every width', () => {
    const full = listingImage(PHOTO, 'fullscreen');
    expect(widths(full.srcSet)).toEqual([...WIDTH_LADDER]);
    expect(full.srcSet).not.toContain('fit=cover');
    expect(full.sizes).toBe('100vw');
  });

  it('gives fixed slots a 1x and a 2x file', () => {
    const thumb = listingImage(PHOTO, 'thumb');
    expect(thumb.srcSet).toMatch(/w=96&h=64.* 1x, .*w=192&h=128.* 2x$/);
    expect([thumb.width, thumb.height]).toEqual([96, 64]);
    expect(thumb.sizes).toBeUndefined();
  });

  it('serves drawings as they are', () => {
    expect(listingImage(DRAWING, 'gallery')).toEqual({ src: DRAWING, width: 800, height: 500 });
    expect(listingImage(DRAWING, 'thumb')).toEqual({ src: DRAWING, width: 96, height: 64 });
  });

  it('offers a 360 px phone at 2x nothing wider than twice a card (328 px) or the screen', () => {
    // Chromium takes a candidate once the geometric mean with the next reaches the pixel ratio.
    const pick = (offered: number[], slot: number, ratio: number) =>
      offered.find((width, i) => {
        const next = offered[i + 1];
        return next === undefined || Math.sqrt((width / slot) * (next / slot)) >= ratio;
      });
    expect(pick(widths(listingImage(PHOTO, 'card').srcSet), 328, 2)).toBeLessThanOrEqual(656);
    expect(pick(widths(listingImage(PHOTO, 'gallery').srcSet), 328, 2)).toBeLessThanOrEqual(656);
    expect(pick(widths(listingImage(PHOTO, 'fullscreen').srcSet), 360, 2)).toBeLessThanOrEqual(720);
  });
});
