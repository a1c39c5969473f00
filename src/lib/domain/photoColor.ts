/**
 * The placeholder of a photo frame: the photo's dominant colour, stored when
 * the public photo is written (public.photo_colors, docs/photos.md), shown as
 * the frame's background until the photo arrives. A photo without a stored
 * colour keeps the neutral frame.
 */

const PHOTO_COLOR = /^#[0-9a-f]{6}$/;

/** True for a colour as photo_colors stores it: `#rrggbb`, lower case. */
export function isPhotoColor(value: unknown): value is string {
  return typeof value === 'string' && PHOTO_COLOR.test(value);
}

/** `#rrggbb` of 8-bit channels (clamped and rounded). */
export function hexColor({ r, g, b }: { r: number; g: number; b: number }): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The frame's inline style for a photo's colour; undefined (the neutral frame) without a valid one. */
export function photoFrameStyle(color: string | null | undefined): { backgroundColor: string } | undefined {
  return isPhotoColor(color) ? { backgroundColor: color } : undefined;
}
