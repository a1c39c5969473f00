/**
 * Removing what a photo says about where and how it was taken. Works on the
 * container, without decoding pixels: JPEG APPn and COM segments, PNG
 * ancillary chunks other than colour and transparency, WebP EXIF and XMP
 * chunks. The public copy of a listing photo passes through here on the
 * server (netlify/functions/photos.ts), whatever the browser sent.
 */

export type StrippableType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes carry, from their signature; null for anything else (AVIF, HEIC, not an image). */
export function sniffImageType(bytes: Uint8Array): StrippableType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The parts one after another, in one array. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

class MalformedImage extends Error {}

/** Where the entropy-coded data that starts at `at` ends: the next marker that is not a stuffed byte or a restart. */
function scanEnd(bytes: Uint8Array, at: number): number {
  let index = at;
  while (index + 1 < bytes.length) {
    const next = bytes[index + 1] ?? 0;
    if (bytes[index] === 0xff && next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return index;
    index += 1;
  }
  throw new MalformedImage('the JPEG has no end marker');
}

/**
 * JPEG: keep SOI, tables, frames and scans up to EOI; drop APP0–APP15 (JFIF,
 * Exif/GPS, XMP, ICC, IPTC), comments and anything after EOI (where some
 * cameras append a second, Exif-bearing image).
 */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) throw new MalformedImage('a JPEG segment does not start with a marker');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      return concatBytes(...parts);
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImage('a JPEG segment runs past the end');
    const isMetadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (marker === 0xda) {
      const dataEnd = scanEnd(bytes, end);
      parts.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    if (!isMetadata) parts.push(bytes.subarray(at, end));
    at = end;
  }
  throw new MalformedImage('the JPEG has no end marker');
}

const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD', 'pHYs']);

/** PNG: keep the image and colour chunks; drop text, time, eXIf, ICC (it can carry a name) and anything unknown. */
function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) throw new MalformedImage('a PNG chunk runs past the end');
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concatBytes(...parts);
  }
  throw new MalformedImage('the PNG has no end chunk');
}

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

/** WebP: drop the EXIF and XMP chunks and clear their flags in VP8X; fix the RIFF size. */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) throw new MalformedImage('a WebP chunk runs past the end');
    if (type === 'VP8X') {
      const copy = bytes.slice(at, Math.min(end, bytes.length));
      copy[8] = (copy[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(copy);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      chunks.push(bytes.subarray(at, Math.min(end, bytes.length)));
    }
    at = end;
  }
  const body = concatBytes(...chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concatBytes(header, body);
}

export type StripResult = { ok: true; type: StrippableType; bytes: Uint8Array } | { ok: false; message: string };

/** The photo without metadata, or why it cannot be a public listing photo. */
export function stripImageMetadata(bytes: Uint8Array): StripResult {
  const type = sniffImageType(bytes);
  if (type === null) return { ok: false, message: 'The photo must be a JPEG, PNG or WebP image' };
  try {
    const stripped =
      type === 'image/jpeg' ? stripJpeg(bytes) : type === 'image/png' ? stripPng(bytes) : stripWebp(bytes);
    return { ok: true, type, bytes: stripped };
  } catch (error) {
    if (error instanceof MalformedImage) return { ok: false, message: `The photo is damaged: ${error.message}` };
    throw error;
  }
}

/** Whether the bytes carry an Exif, XMP or GPS block anywhere (what must never reach a public URL). */
export function carriesMetadata(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(bytes);
  return text.includes('Exif\0') || text.includes('http://ns.adobe.com/xap/') || /EXIF|eXIf/.test(text);
}
