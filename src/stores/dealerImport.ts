/**
 * The dealer import page's state: a chosen file is read and planned (dry
 * run), the dealer reads the plan and imports it, then reads the report. One
 * atom holds the step; the island renders it.
 */
import { atom } from 'nanostores';
import { fetchFeedPhotos, importDealerFeed, removePhotoArchive, uploadPhotoArchive } from '../lib/data/dealerImport';
import { phrase } from '../i18n/active';
import { DEALER_IMPORT_EN } from '../i18n/messages/dealerImport';
import { messageOf } from '../lib/data/errors';
import { parseFeed, type ParsedFeed } from '../lib/domain/dealerFeed';
import { listingsNeedingPhotos, withPhotoOutcomes, type ImportReport } from '../lib/domain/dealerImportReport';

/** Files above this size are refused before reading (a 2,000-row feed with long descriptions fits). */
export const FEED_FILE_LIMIT = 10 * 1024 * 1024;

export type ImportStep =
  | { step: 'idle' }
  | { step: 'planning'; fileName: string }
  | { step: 'planned'; fileName: string; feed: ParsedFeed; report: ImportReport }
  | { step: 'importing'; fileName: string; feed: ParsedFeed; report: ImportReport }
  | { step: 'imported'; fileName: string; report: ImportReport; photos: PhotoStep }
  | { step: 'error'; fileName: string; message: string; feed?: ParsedFeed; report?: ImportReport };

/** The photo step after an import: fetching the dealer-hosted photos of the listings that need them. */
export type PhotoStep =
  | { status: 'none' }
  | { status: 'fetching'; listings: number }
  | { status: 'done'; listings: number; failed: number }
  | { status: 'error'; message: string };

export const $dealerImport = atom<ImportStep>({ step: 'idle' });

/** A ZIP of photos above this size is refused before uploading (the archive bucket's limit). */
export const PHOTO_ARCHIVE_LIMIT = 100 * 1024 * 1024;

/** The ZIP of photos chosen next to the feed (rows name its files in photo_files), or null. */
export const $photoArchive = atom<File | null>(null);

/** Chooses (or clears) the ZIP of photos; one over the limit is refused with the reason. */
export function choosePhotoArchive(file: File | null): string | null {
  if (file && file.size > PHOTO_ARCHIVE_LIMIT) {
    $photoArchive.set(null);
    return phrase(DEALER_IMPORT_EN, 'import.archiveTooLarge');
  }
  $photoArchive.set(file);
  return null;
}

/** Reads a chosen file and plans it (a dry run: nothing is written). */
export async function planFeed(userId: string, fileName: string, text: string): Promise<void> {
  $dealerImport.set({ step: 'planning', fileName });
  const feed = parseFeed(text);
  if (feed.fileError !== null) {
    $dealerImport.set({
      step: 'error',
      fileName,
      message: phrase(DEALER_IMPORT_EN, 'import.fileRefused', { reason: feed.fileError }),
    });
    return;
  }
  try {
    const report = await importDealerFeed(userId, feed, true);
    $dealerImport.set({ step: 'planned', fileName, feed, report });
  } catch (error) {
    $dealerImport.set({
      step: 'error',
      fileName,
      message: messageOf(error, phrase(DEALER_IMPORT_EN, 'import.planFailed')),
    });
  }
}

/** Reads a File from the file input and plans it. */
export async function chooseFeedFile(userId: string, file: File): Promise<void> {
  if (file.size > FEED_FILE_LIMIT) {
    $dealerImport.set({ step: 'error', fileName: file.name, message: phrase(DEALER_IMPORT_EN, 'import.fileTooLarge') });
    return;
  }
  await planFeed(userId, file.name, await file.text());
}

/**
 * Writes the planned import (in chunks, see importCalls); on failure the plan stays to try again, and the same
 * file again completes it: rows already written are unchanged, the rest are written.
 */
export async function confirmImport(userId: string): Promise<void> {
  const current = $dealerImport.get();
  if (current.step !== 'planned') return;
  $dealerImport.set({ ...current, step: 'importing' });
  try {
    const report = await importDealerFeed(userId, current.feed, false);
    const needing = listingsNeedingPhotos(current.feed, report);
    const imported = { step: 'imported', fileName: current.fileName, report } as const;
    if (needing.length === 0) {
      $dealerImport.set({ ...imported, photos: { status: 'none' } });
      return;
    }
    $dealerImport.set({ ...imported, photos: { status: 'fetching', listings: needing.length } });
    const zip = $photoArchive.get();
    let archive: string | undefined;
    try {
      if (zip) archive = await uploadPhotoArchive(userId, zip);
      const outcomes = await fetchFeedPhotos(needing, archive);
      $dealerImport.set({
        ...imported,
        report: withPhotoOutcomes(report, outcomes),
        photos: {
          status: 'done',
          listings: needing.length,
          failed: outcomes.reduce((n, outcome) => n + outcome.failures.length, 0),
        },
      });
    } catch (error) {
      $dealerImport.set({
        ...imported,
        photos: {
          status: 'error',
          message: messageOf(error, phrase(DEALER_IMPORT_EN, 'import.photosFetchFailed')),
        },
      });
    } finally {
      if (archive) await removePhotoArchive(archive).catch(() => undefined);
    }
  } catch (error) {
    $dealerImport.set({
      step: 'error',
      fileName: current.fileName,
      feed: current.feed,
      report: current.report,
      message: messageOf(error, phrase(DEALER_IMPORT_EN, 'import.stopped')),
    });
  }
}

export function resetImport(): void {
  $dealerImport.set({ step: 'idle' });
  $photoArchive.set(null);
}
