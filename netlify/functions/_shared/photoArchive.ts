/**
 * The ZIP of photos a dealer uploads next to the feed, read on the server
 * only (fflate's inflate; never part of the browser bundle). The archive's
 * table of contents (the central directory) is read first and checked as a
 * whole: at most ARCHIVE_BYTES_LIMIT bytes and ARCHIVE_ENTRY_LIMIT entries.
 * A file is then inflated only when a row names it, and never past
 * ENTRY_BYTES_LIMIT, whatever size the archive declares (a zip bomb stops
 * at the limit). Nothing is written to disk, so a name like `../../x` can
 * reach nothing; such names are still refused, with the reason.
 */
import { Inflate } from 'fflate';
import type { PhotoProblem } from '../../../src/lib/domain/photoProblems.ts';

export const ARCHIVE_BYTES_LIMIT = 100 * 1024 * 1024;
export const ARCHIVE_ENTRY_LIMIT = 10_000;
/** A photo in the archive: at most this many bytes unpacked (the originals bucket's limit). */
export const ENTRY_BYTES_LIMIT = 25 * 1024 * 1024;

const MB = 1024 * 1024;
const fail = (code: PhotoProblem['code'], vars?: PhotoProblem['vars']): { ok: false; problem: PhotoProblem } => ({
  ok: false,
  problem: vars === undefined ? { code } : { code, vars },
});

export interface ArchiveEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

export type PhotoArchive =
  { ok: true; bytes: Uint8Array; entries: Map<string, ArchiveEntry> } | { ok: false; problem: PhotoProblem };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const u16 = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number): number => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/** A name that could climb out of a folder or name a drive: refused. */
export function unsafeEntryName(name: string): boolean {
  return (
    name === '' ||
    name.startsWith('/') ||
    /^[a-z]:/i.test(name) ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '..')
  );
}

/** Reads the archive's table of contents; the problem when it is no ZIP or too big. */
export function openPhotoArchive(bytes: Uint8Array): PhotoArchive {
  if (bytes.length > ARCHIVE_BYTES_LIMIT) return fail('zipTooLarge', { megabytes: ARCHIVE_BYTES_LIMIT / MB });
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return fail('notZip');
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryOffset = u32(bytes, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return fail('zip64', { megabytes: ARCHIVE_BYTES_LIMIT / MB });
  if (count > ARCHIVE_ENTRY_LIMIT) return fail('zipTooManyFiles', { max: ARCHIVE_ENTRY_LIMIT });
  if (directoryOffset + directorySize > end) return fail('zipDamaged');
  const entries = new Map<string, ArchiveEntry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL) return fail('zipDamaged');
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > end) return fail('zipDamaged');
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!name.endsWith('/'))
      entries.set(name, {
        name,
        method: u16(bytes, at + 10),
        encrypted: (u16(bytes, at + 8) & 1) === 1,
        compressedSize: u32(bytes, at + 20),
        size: u32(bytes, at + 24),
        localHeaderOffset: u32(bytes, at + 42),
      });
    at = next;
  }
  return { ok: true, bytes, entries };
}

/**
 * The entry a feed row names: the exact path in the archive, or else the only
 * file with that name in any folder (dealers often zip a folder). Null when
 * there is none; 'ambiguous' when several folders hold one of that name.
 */
export function findEntry(
  archive: Extract<PhotoArchive, { ok: true }>,
  name: string,
): ArchiveEntry | null | 'ambiguous' {
  const exact = archive.entries.get(name);
  if (exact) return exact;
  const matches = [...archive.entries.values()].filter((entry) => entry.name.split('/').pop() === name);
  if (matches.length > 1) return 'ambiguous';
  return matches[0] ?? null;
}

export type ExtractedFile = { ok: true; bytes: Uint8Array } | { ok: false; problem: PhotoProblem };

/** One file's bytes, inflated at most to ENTRY_BYTES_LIMIT; the problem when it cannot be read. */
export function extractEntry(archive: Extract<PhotoArchive, { ok: true }>, entry: ArchiveEntry): ExtractedFile {
  if (unsafeEntryName(entry.name)) return fail('unsafeName');
  if (entry.encrypted) return fail('encrypted');
  if (entry.method !== 0 && entry.method !== 8) return fail('packing');
  if (entry.size > ENTRY_BYTES_LIMIT) return fail('tooLarge', { megabytes: ENTRY_BYTES_LIMIT / MB });
  const { bytes } = archive;
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL) return fail('damagedThere');
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) return fail('damagedThere');
  if (entry.method === 0) return { ok: true, bytes: data.slice() };
  return inflateCapped(data);
}

/** Inflates in slices and stops as soon as the output passes the limit (whatever the archive declared). */
function inflateCapped(data: Uint8Array): ExtractedFile {
  const chunks: Uint8Array[] = [];
  const inflated = { size: 0, over: false };
  const inflate = new Inflate((chunk) => {
    inflated.size += chunk.length;
    if (inflated.size > ENTRY_BYTES_LIMIT) inflated.over = true;
    else chunks.push(chunk);
  });
  const SLICE = 16 * 1024; // one slice inflates to at most ~16 MB
  try {
    for (let at = 0; at < data.length && !inflated.over; at += SLICE)
      inflate.push(data.subarray(at, Math.min(at + SLICE, data.length)), at + SLICE >= data.length);
  } catch {
    return fail('damaged');
  }
  if (inflated.over) return fail('unpacksTooLarge', { megabytes: ENTRY_BYTES_LIMIT / MB });
  const size = inflated.size;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes: out };
}
