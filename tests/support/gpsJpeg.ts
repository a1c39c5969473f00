/**
 * A JPEG that says where it was taken: an APP1 Exif block with a GPS IFD
 * (52°31'12" N, 13°24'36" E), built byte by byte and put right after the
 * image's SOI marker, as a phone camera writes it.
 */

/** What the block holds that must never reach a public URL. */
export const EXIF_SIGNATURE = 'Exif\0\0';

function gpsExifSegment(): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(128));
  let at = 0;
  const u16 = (value: number) => {
    tiff.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    tiff.setUint32(at, value, true);
    at += 4;
  };
  const entry = (tag: number, type: number, count: number, value: number) => {
    u16(tag);
    u16(type);
    u32(count);
    u32(value);
  };
  // TIFF header, little-endian, IFD0 at 8.
  u16(0x4949);
  u16(42);
  u32(8);
  // IFD0: one entry, the GPS IFD pointer (IFD0 ends at 26).
  u16(1);
  entry(0x8825, 4, 1, 26);
  u32(0);
  // GPS IFD: latitude and longitude with their references (ends at 80; rationals follow).
  u16(4);
  entry(1, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(2, 5, 3, 80); // GPSLatitude
  entry(3, 2, 2, 0x45); // GPSLongitudeRef "E"
  entry(4, 5, 3, 104); // GPSLongitude
  u32(0);
  for (const [numerator, denominator] of [
    [52, 1],
    [31, 1],
    [12, 1],
    [13, 1],
    [24, 1],
    [36, 1],
  ] as const) {
    u32(numerator);
    u32(denominator);
  }
  const payload = new Uint8Array(6 + tiff.byteLength);
  payload.set(new TextEncoder().encode(EXIF_SIGNATURE));
  payload.set(new Uint8Array(tiff.buffer), 6);
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  segment.set(payload, 4);
  return segment;
}

/** `jpeg` with a GPS-tagged Exif block inserted after its SOI marker. */
export function withGpsExif(jpeg: Uint8Array): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const segment = gpsExifSegment();
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** Whether bytes carry an Exif block. */
export function hasExif(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).includes(EXIF_SIGNATURE, 0, 'latin1');
}
