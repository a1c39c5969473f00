/**
 * A dealer's photo (fetched from their address or taken from their ZIP) made
 * into a public listing photo the way the sell form's photos are: decoded,
 * turned upright by its Exif orientation, the longest edge fitted to 1600 px,
 * re-encoded as WebP at the browser's quality (src/lib/ui/compressPhoto.ts),
 * then passed through the same metadata strip as /api/photos, so no Exif,
 * XMP or GPS block reaches a public URL. Server-side only (sharp).
 */
import sharp from 'sharp';
import { stripImageMetadata } from '../../../src/lib/domain/imageMetadata.ts';
import { MAX_EDGE_PX, PHOTO_QUALITY } from '../../../src/lib/domain/photos.ts';
import type { PhotoProblem } from '../../../src/lib/domain/photoProblems.ts';

/** Pixels decoded at most (a 50-megapixel camera; larger is refused, not decoded). */
const PIXEL_LIMIT = 50_000_000;

export type PreparedPhoto =
  { ok: true; bytes: Uint8Array; type: 'image/webp'; extension: 'webp' } | { ok: false; problem: PhotoProblem };

export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: Math.round(PHOTO_QUALITY * 100) })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      return { ok: false, problem: { code: 'tooManyPixels', vars: { megapixels: PIXEL_LIMIT / 1_000_000 } } };
    return { ok: false, problem: { code: 'unreadable' } };
  }
  const stripped = stripImageMetadata(new Uint8Array(encoded));
  if (!stripped.ok) return { ok: false, problem: { code: 'unreadable' } };
  return { ok: true, bytes: stripped.bytes, type: 'image/webp', extension: 'webp' };
}
