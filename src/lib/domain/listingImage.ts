/**
 * Every listing photo on the site goes through Netlify Image CDN
 * (/.netlify/images): one URL per width the slot needs, the format left to
 * the CDN, which answers AVIF or WebP to browsers that accept them and JPEG
 * to the rest (docs/photos.md). This module builds those URLs and the
 * srcset/sizes of each place a photo shows. Drawings (SVG, the demo data's
 * illustrations) and any other picture that is not a stored photo are
 * served as they are.
 */

/** Where a public photo of the vehicle-images bucket lives, on any Supabase origin. */
const PHOTO_PATH = '/storage/v1/object/public/vehicle-images/';

export const IMAGE_CDN_PATH = '/.netlify/images';

/**
 * The widths fluid slots choose from. Chromium takes the narrowest file at
 * least as dense as the screen, so a file exactly twice a phone's slot must
 * be on offer for a 360 px phone at 2x never to get more than twice its
 * slot: 656 for the 328 px column of cards and the gallery, 720 for the full
 * screen.
 */
export const WIDTH_LADDER = [320, 480, 656, 720, 960, 1280, 1600] as const;

/**
 * Phones denser than 2x are served as if they were 2x (the usual cap: the
 * eye gains little, the bytes grow by the square): a slot's `sizes` on a
 * narrow screen is scaled by a little under 2 / the density's upper bound.
 */
const DENSITY_CAPS = [
  { above: 3, factor: '0.49' },
  { above: 2, factor: '0.66' },
] as const;

/** `sizes` for a slot whose width on a narrow screen (< 640 px) is `narrow`, else `wide` (a sizes list). */
function cappedSizes(narrow: string, wide: string): string {
  const capped = DENSITY_CAPS.map(
    ({ above, factor }) =>
      `(max-width: 639px) and (min-resolution: ${String(above + 0.01)}dppx) calc(${narrow} * ${factor})`,
  );
  return [...capped, `(max-width: 639px) calc(${narrow})`, wide].join(', ');
}

/** Quality of the lossy encodings; the CDN's default is 75. */
export const PHOTO_CDN_QUALITY = 70;

/** A place a listing photo shows. */
export type ImageSlot =
  /** A listing card in the results grids, favourites, seller page, home featured: 200 px high. */
  | 'card'
  /** The compact card (similar listings): 120 px high. */
  | 'cardCompact'
  /** The detail page's large photo (16:10 box). */
  | 'gallery'
  /** A gallery thumbnail, 96 × 64. */
  | 'thumb'
  /** The full-screen view: the whole photo, as wide as the screen. */
  | 'fullscreen'
  /** The compare table's photo: a column at least 11rem wide, 112–160 px high. */
  | 'compare'
  /** A conversation's square listing picture, 56 px. */
  | 'message'
  /** A row of My listings: a 4:3 cover 4.5rem wide on a phone, 8rem from 640 px. */
  | 'row'
  /** A photo tile of the sell and edit forms (4:3): one column on a phone, two, then three from 1024 px. */
  | 'tile';

interface FluidSlot {
  kind: 'fluid';
  /** Height over width of the box (cover crop); null keeps the photo's own shape. */
  ratio: number | null;
  sizes: string;
  /** The widths on offer (WIDTH_LADDER unless the slot needs its own). */
  widths: readonly number[];
  /** Box width and height for the img element's attributes (the CSS box decides what shows). */
  box: [number, number];
}

interface FixedSlot {
  kind: 'fixed';
  width: number;
  height: number;
}

const CARD_SIZES = cappedSizes('(100vw - 2rem)', '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw');
const upTo = (max: number) => WIDTH_LADDER.filter((width) => width <= max);

export const IMAGE_SLOTS: Readonly<Record<ImageSlot, FluidSlot | FixedSlot>> = {
  card: { kind: 'fluid', ratio: 10 / 16, sizes: CARD_SIZES, widths: upTo(960), box: [800, 500] },
  cardCompact: { kind: 'fluid', ratio: 10 / 16, sizes: CARD_SIZES, widths: upTo(720), box: [800, 500] },
  gallery: {
    kind: 'fluid',
    ratio: 10 / 16,
    sizes: cappedSizes(
      '(100vw - 2rem)',
      '(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 27rem), calc(100vw - 3rem)',
    ),
    widths: WIDTH_LADDER,
    box: [800, 500],
  },
  fullscreen: {
    kind: 'fluid',
    ratio: null,
    sizes: cappedSizes('100vw', '100vw'),
    widths: WIDTH_LADDER,
    box: [1600, 1200],
  },
  thumb: { kind: 'fixed', width: 96, height: 64 },
  // A column is 11rem on a phone: 352 is its 2x.
  compare: {
    kind: 'fluid',
    ratio: 10 / 16,
    sizes: cappedSizes('11rem', '20rem'),
    widths: [176, 352, 480, 656],
    box: [320, 200],
  },
  message: { kind: 'fixed', width: 56, height: 56 },
  // 72 and 144 px are a phone's 1x and 2x, 128 and 256 px the wider screens'.
  row: {
    kind: 'fluid',
    ratio: 3 / 4,
    sizes: cappedSizes('4.5rem', '8rem'),
    widths: [72, 128, 144, 256],
    box: [128, 96],
  },
  tile: {
    kind: 'fluid',
    ratio: 3 / 4,
    sizes: '(max-width: 479px) calc(100vw - 4rem), (max-width: 1023px) 26rem, 17rem',
    widths: upTo(960),
    box: [400, 300],
  },
};

/** The attributes of an img element for one picture in one slot. */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** True for the public URL of a photo stored in the vehicle-images bucket. */
export function isStoredPhoto(url: string): boolean {
  return url.includes(PHOTO_PATH) && /^https?:\/\//.test(url);
}

/** True for one of the demo data's drawings (an SVG file of the site). */
export function isDrawing(url: string): boolean {
  return url.startsWith('/images/') && url.endsWith('.svg');
}

/** The CDN URL of a stored photo at one width (and height, cropped to cover). */
export function cdnUrl(photo: string, width: number, height?: number): string {
  const params = new URLSearchParams({ url: photo, w: String(width) });
  if (height !== undefined) {
    params.set('h', String(height));
    params.set('fit', 'cover');
  }
  params.set('q', String(PHOTO_CDN_QUALITY));
  return `${IMAGE_CDN_PATH}?${params.toString()}`;
}

/** The attributes for `url` in `slot`: a CDN srcset for stored photos, the URL itself for anything else. */
export function listingImage(url: string, slot: ImageSlot): ImageAttributes {
  const spec = IMAGE_SLOTS[slot];
  const [boxWidth, boxHeight] = spec.kind === 'fixed' ? [spec.width, spec.height] : spec.box;
  if (!isStoredPhoto(url)) return { src: url, width: boxWidth, height: boxHeight };
  if (spec.kind === 'fixed') {
    const at = (density: number) => cdnUrl(url, spec.width * density, spec.height * density);
    return { src: at(2), srcSet: `${at(1)} 1x, ${at(2)} 2x`, width: spec.width, height: spec.height };
  }
  const { ratio } = spec;
  const { widths } = spec;
  const at = (width: number) => cdnUrl(url, width, ratio === null ? undefined : Math.round(width * ratio));
  return {
    src: at(widths.includes(656) ? 656 : (widths.at(-1) ?? 656)),
    srcSet: widths.map((width) => `${at(width)} ${String(width)}w`).join(', '),
    sizes: spec.sizes,
    width: boxWidth,
    height: boxHeight,
  };
}
