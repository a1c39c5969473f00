/**
 * The dominant colour of a public photo, computed with sharp from the bytes
 * just stored and kept in public.photo_colors (docs/photos.md). A photo
 * whose colour cannot be computed or stored keeps the neutral frame: this
 * never fails the upload.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { hexColor } from '../../../src/lib/domain/photoColor.ts';

/** `#rrggbb` of the photo's dominant colour (sharp's 4096-bin histogram peak). */
export async function dominantColor(bytes: Uint8Array): Promise<string> {
  const { dominant } = await sharp(bytes).stats();
  return hexColor(dominant);
}

/** Computes and stores the colour of the photo at `path` (service role); null when it could not. */
export async function storePhotoColor(admin: SupabaseClient, path: string, bytes: Uint8Array): Promise<string | null> {
  try {
    const color = await dominantColor(bytes);
    const { error } = await admin.from('photo_colors').upsert({ path, color });
    if (error) throw new Error(error.message);
    return color;
  } catch (error) {
    console.error(`storing the colour of ${path} failed`, error);
    return null;
  }
}
