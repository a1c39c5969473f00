import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { carriesMetadata } from '../../../src/lib/domain/imageMetadata.ts';
import {
  ARCHIVE_ENTRY_LIMIT,
  ENTRY_BYTES_LIMIT,
  extractEntry,
  findEntry,
  openPhotoArchive,
  unsafeEntryName,
  type PhotoArchive,
} from './photoArchive.ts';
import { preparePhoto } from './photoPipeline.ts';

type Opened = Extract<PhotoArchive, { ok: true }>;

function open(files: Record<string, Uint8Array>, level: 0 | 6 = 6): Opened {
  const archive = openPhotoArchive(zipSync(files, { level }));
  if (!archive.ok) throw new Error(archive.problem.code);
  return archive;
}

function take(archive: Opened, name: string) {
  const entry = findEntry(archive, name);
  if (entry === null || entry === 'ambiguous') throw new Error(`no single entry ${name}`);
  return extractEntry(archive, entry);
}

/** Sets a 32-bit little-endian field wherever the central directory and local header of the only entry keep it. */
function patchDeclaredSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
  }
  return copy;
}

describe('the ZIP of photos', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

  it('finds files by their path, or by their name in a single folder', () => {
    const archive = open({ 'fotos/S-1-front.jpg': jpeg, 'S-2.jpg': jpeg, 'a/same.jpg': jpeg, 'b/same.jpg': jpeg });
    expect(take(archive, 'S-2.jpg')).toEqual({ ok: true, bytes: jpeg });
    expect(take(archive, 'fotos/S-1-front.jpg')).toEqual({ ok: true, bytes: jpeg });
    expect(take(archive, 'S-1-front.jpg')).toEqual({ ok: true, bytes: jpeg });
    expect(findEntry(archive, 'same.jpg')).toBe('ambiguous');
    expect(findEntry(archive, 'missing.jpg')).toBeNull();
  });

  it('reads stored and deflated files alike', () => {
    const bytes = new Uint8Array(50_000).map((_, i) => i % 7);
    expect(take(open({ 'a.jpg': bytes }, 0), 'a.jpg')).toEqual({ ok: true, bytes });
    expect(take(open({ 'a.jpg': bytes }, 6), 'a.jpg')).toEqual({ ok: true, bytes });
  });

  it('refuses names that climb out of the archive', () => {
    for (const name of ['../x.jpg', 'a/../../x.jpg', '/etc/x.jpg', 'C:/x.jpg', 'a\\..\\x.jpg'])
      expect(unsafeEntryName(name), name).toBe(true);
    expect(unsafeEntryName('fotos/S-1.jpg')).toBe(false);
    const archive = open({ '../evil.jpg': jpeg });
    expect(take(archive, '../evil.jpg')).toEqual({
      ok: false,
      problem: { code: 'unsafeName' },
    });
  });

  it('stops a zip bomb at the limit, whatever size the archive declares', { timeout: 60_000 }, () => {
    const declared = openPhotoArchive(patchDeclaredSize(zipSync({ 'big.jpg': jpeg }), ENTRY_BYTES_LIMIT + 1));
    if (!declared.ok) throw new Error(declared.problem.code);
    expect(take(declared, 'big.jpg')).toEqual({ ok: false, problem: { code: 'tooLarge', vars: { megabytes: 25 } } });
    // 26 MB of zeros deflate to a few kB; the archive claims 1,000 bytes.
    const bomb = zipSync({ 'bomb.jpg': new Uint8Array(ENTRY_BYTES_LIMIT + 1024 * 1024) }, { level: 1 });
    const lying = openPhotoArchive(patchDeclaredSize(bomb, 1000));
    if (!lying.ok) throw new Error(lying.problem.code);
    expect(take(lying, 'bomb.jpg')).toEqual({
      ok: false,
      problem: { code: 'unpacksTooLarge', vars: { megabytes: 25 } },
    });
  });

  it('refuses archives with too many files, and files that are no ZIP', () => {
    const many = Object.fromEntries(
      Array.from({ length: ARCHIVE_ENTRY_LIMIT + 1 }, (_, i) => [`${String(i)}.jpg`, new Uint8Array()]),
    );
    expect(openPhotoArchive(zipSync(many, { level: 0 }))).toEqual({
      ok: false,
      problem: { code: 'zipTooManyFiles', vars: { max: 10_000 } },
    });
    expect(openPhotoArchive(new TextEncoder().encode('Bestandsnummer;Marke'))).toEqual({
      ok: false,
      problem: { code: 'notZip' },
    });
  });

  it('reports a damaged file instead of throwing', () => {
    const zip = zipSync({ 'a.jpg': new Uint8Array(4000).map((_, i) => (i * 31) % 251) }, { level: 6 });
    const archive = openPhotoArchive(zip);
    if (!archive.ok) throw new Error(archive.problem.code);
    const entry = findEntry(archive, 'a.jpg');
    if (entry === null || entry === 'ambiguous') throw new Error('no entry');
    zip.fill(0xff, entry.localHeaderOffset + 40, entry.localHeaderOffset + 60);
    expect(extractEntry(archive, entry).ok).toBe(false);
  });
});

describe('a dealer photo made public', () => {
  it('turns the photo upright, fits it to 1600 px and drops every metadata block', { timeout: 30_000 }, async () => {
    // 3200 × 1000 stored sideways: Exif orientation 6 (rotate 90° clockwise to view), with camera data.
    const sideways = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera', Model: 'GPS cam' } } })
      .toBuffer();
    expect(carriesMetadata(new Uint8Array(sideways))).toBe(true);
    const photo = await preparePhoto(new Uint8Array(sideways));
    if (!photo.ok) throw new Error(photo.problem.code);
    expect(photo.type).toBe('image/webp');
    expect(carriesMetadata(photo.bytes)).toBe(false);
    const meta = await sharp(photo.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([500, 1600]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('says so when the bytes are no image', async () => {
    expect(await preparePhoto(new TextEncoder().encode('not a photo'))).toEqual({
      ok: false,
      problem: { code: 'unreadable' },
    });
  });
});
