import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasExif, withGpsExif } from '../../../tests/support/gpsJpeg';
import { carriesMetadata, concatBytes, sniffImageType, stripImageMetadata } from './imageMetadata';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../tests/e2e/fixtures/${name}`, import.meta.url)));
const JPEG = fixture('scooter-front.jpg');
const PNG = fixture('scooter-side.png');
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = concatBytes;

function stripped(bytes: Uint8Array): Uint8Array {
  const result = stripImageMetadata(bytes);
  if (!result.ok) throw new Error(result.message);
  return result.bytes;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(ascii(type), 4);
  return concat(head, data, new Uint8Array(4));
}

function webpChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  head.set(ascii(type));
  new DataView(head.buffer).setUint32(4, data.length, true);
  return concat(head, data, data.length % 2 ? new Uint8Array(1) : new Uint8Array(0));
}

function webp(...chunks: Uint8Array[]): Uint8Array {
  const body = concat(ascii('WEBP'), ...chunks);
  const head = new Uint8Array(8);
  head.set(ascii('RIFF'));
  new DataView(head.buffer).setUint32(4, body.length, true);
  return concat(head, body);
}

describe('stripImageMetadata', () => {
  it('takes the Exif GPS block out of a JPEG and leaves the image data as it was', () => {
    const tagged = withGpsExif(JPEG);
    expect(hasExif(tagged)).toBe(true);
    const clean = stripped(tagged);
    expect(hasExif(clean)).toBe(false);
    expect(carriesMetadata(clean)).toBe(false);
    expect(stripped(clean)).toEqual(clean);
    // The frame, tables and scan are untouched: the same bytes from the first non-APP segment on.
    const firstTable = (bytes: Uint8Array) => bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xdb);
    expect(clean.subarray(firstTable(clean))).toEqual(JPEG.subarray(firstTable(JPEG)));
  });

  it('drops what a camera appends after the end of a JPEG', () => {
    const trailer = concat(JPEG, withGpsExif(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])));
    const clean = stripped(trailer);
    expect(hasExif(clean)).toBe(false);
    expect([clean.at(-2), clean.at(-1)]).toEqual([0xff, 0xd9]);
  });

  it('keeps a PNG’s image and colour chunks and drops text and eXIf', () => {
    const iend = PNG.length - 12;
    const tagged = concat(
      PNG.subarray(0, iend),
      pngChunk('tEXt', ascii('Comment\0taken at 52.52 N 13.41 E')),
      pngChunk('eXIf', ascii('MM\0*')),
      PNG.subarray(iend),
    );
    const clean = stripped(tagged);
    expect(clean).toEqual(stripped(PNG));
    expect(new TextDecoder('latin1').decode(clean)).not.toMatch(/tEXt|eXIf/);
  });

  it('drops a WebP’s EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    const vp8x = new Uint8Array(10);
    vp8x[0] = 0x08 | 0x04;
    const image = webpChunk('VP8L', new Uint8Array([0x2f, 0, 0, 0, 0]));
    const tagged = webp(
      webpChunk('VP8X', vp8x),
      image,
      webpChunk('EXIF', concat(ascii('Exif\0\0'), new Uint8Array(9))),
      webpChunk('XMP ', ascii('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')),
    );
    const clean = stripped(tagged);
    expect(carriesMetadata(tagged)).toBe(true);
    expect(carriesMetadata(clean)).toBe(false);
    expect(clean).toEqual(webp(webpChunk('VP8X', new Uint8Array(10)), image));
  });

  it.each([
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'The photo must be a JPEG, PNG or WebP image'],
    ['a truncated JPEG', JPEG.subarray(0, 200), /^The photo is damaged/],
    ['a PNG without its end', PNG.subarray(0, PNG.length - 12), /^The photo is damaged/],
  ])('refuses %s', (_name, bytes, message) => {
    const result = stripImageMetadata(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('reads the type from the bytes, not from what the caller claims', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(webp())).toBe('image/webp');
    expect(sniffImageType(ascii('GIF89a'))).toBeNull();
  });
});
