/**
 * Photos of imported listings, from the addresses the dealer's feed gives or
 * the files of the ZIP uploaded next to it (dealer_stock.photo_urls; a file
 * is kept as `zip:<name>`) into the listing's photos: each fetched
 * server-side with fetchDealerPhoto's limits or taken from the archive with
 * photoArchive's, made a public photo by preparePhoto (upright, 1600 px,
 * WebP, no metadata), stored in the dealer's folder of the vehicle-images
 * bucket, and the listing's photos replaced by those that arrived. A photo
 * that cannot be had is reported with its problem (a code and its values,
 * worded by the import page in its language); the listing keeps the rest (the
 * row imported already).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { ZIP_PHOTO_PREFIX, type PhotoFailure, type PhotoOutcome } from '../../../src/lib/domain/dealerImportReport.ts';
import type { PhotoProblem } from '../../../src/lib/domain/photoProblems.ts';
import { MAX_PHOTOS } from '../../../src/lib/domain/photos.ts';
import { VEHICLE_IMAGES_BUCKET } from './admin.ts';
import { extractEntry, findEntry, type PhotoArchive } from './photoArchive.ts';
import { fetchDealerPhoto, type PhotoFetchDeps } from './photoFetch.ts';
import { preparePhoto } from './photoPipeline.ts';
import { storePhotoColor } from './photoColors.ts';

export interface ListingPhotos extends PhotoOutcome {
  stockNumber: string;
}

/** Fetches the feed photos of the seller's listings `listingIds` (others are ignored) and stores them. */
export async function fetchListingPhotos(
  admin: SupabaseClient<Database>,
  sellerId: string,
  listingIds: readonly string[],
  deps?: PhotoFetchDeps,
  archive?: PhotoArchive,
): Promise<ListingPhotos[]> {
  const { data: stock, error } = await admin
    .from('dealer_stock')
    .select('vehicle_id, stock_number, photo_urls, vehicles(images)')
    .eq('seller_id', sellerId)
    .in('vehicle_id', [...listingIds]);
  if (error) throw new Error(`reading the stock's photo addresses failed: ${error.message}`);
  const storage = admin.storage.from(VEHICLE_IMAGES_BUCKET);
  const results: ListingPhotos[] = [];
  for (const item of stock) {
    const failures: PhotoFailure[] = item.photo_urls.slice(MAX_PHOTOS).map((url) => ({
      ...named(url),
      problem: { code: 'tooMany', vars: { max: MAX_PHOTOS } },
    }));
    const paths: string[] = [];
    for (const url of item.photo_urls.slice(0, MAX_PHOTOS)) {
      const name = named(url);
      const source = name.fromZip ? fromArchive(archive, name.photo) : await fetchDealerPhoto(url, deps);
      const photo = source.ok ? await preparePhoto(source.bytes) : source;
      if (!photo.ok) {
        failures.push({ ...name, problem: photo.problem });
        continue;
      }
      const path = `${sellerId}/${item.vehicle_id}-${randomUUID()}.${photo.extension}`;
      const uploaded = await storage.upload(path, photo.bytes, { contentType: photo.type, upsert: false });
      if (uploaded.error)
        failures.push({ ...name, problem: { code: 'notStored', vars: { detail: uploaded.error.message } } });
      else {
        paths.push(path);
        await storePhotoColor(admin, path, photo.bytes);
      }
    }
    const previous = item.vehicles.images;
    const { error: saveError } = await admin
      .from('vehicles')
      .update({ images: paths })
      .eq('id', item.vehicle_id)
      .eq('seller_id', sellerId);
    if (saveError) throw new Error(`saving the listing's photos failed: ${saveError.message}`);
    const stale = previous.filter(
      (path) => !paths.includes(path) && path.startsWith(`${sellerId}/${item.vehicle_id}-`),
    );
    if (stale.length > 0) await storage.remove(stale);
    results.push({ listingId: item.vehicle_id, stockNumber: item.stock_number, photos: paths.length, failures });
  }
  return results;
}

/** A stored photo address as the report names it: the address, or the ZIP file's name. */
function named(url: string): Pick<PhotoFailure, 'photo' | 'fromZip'> {
  return url.startsWith(ZIP_PHOTO_PREFIX)
    ? { photo: url.slice(ZIP_PHOTO_PREFIX.length), fromZip: true }
    : { photo: url, fromZip: false };
}

/** A named file of the uploaded ZIP, or why it cannot be had. */
function fromArchive(
  archive: PhotoArchive | undefined,
  name: string,
): { ok: true; bytes: Uint8Array } | { ok: false; problem: PhotoProblem } {
  if (!archive) return { ok: false, problem: { code: 'noZip' } };
  if (!archive.ok) return archive;
  const entry = findEntry(archive, name);
  if (entry === null) return { ok: false, problem: { code: 'zipMissingFile' } };
  if (entry === 'ambiguous') return { ok: false, problem: { code: 'zipSeveral' } };
  return extractEntry(archive, entry);
}
