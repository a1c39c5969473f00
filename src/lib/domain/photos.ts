/**
 * Listing photo rules: how many, how big, which files, how they are scaled
 * and ordered. The first photo is the cover.
 */
export const MAX_PHOTOS = 30;
/** Originals above this are refused before any work is done on them (the vehicle-originals bucket's limit). */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** The public bucket's limit; a compressed photo must fit under it (and under a function's 6 MB request). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Where each untouched upload is kept, readable by its owner only. */
export const VEHICLE_ORIGINALS_BUCKET = 'vehicle-originals';
export const MAX_EDGE_PX = 1600;
export const PHOTO_QUALITY = 0.82;

const MB = 1024 * 1024;

/** Why a chosen file cannot become a listing photo, or null when it can. */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return `${file.name} is not an image. Choose a JPEG, PNG, WebP or AVIF photo.`;
  if (file.size > MAX_ORIGINAL_BYTES)
    return `${file.name} is larger than ${String(MAX_ORIGINAL_BYTES / MB)} MB. Choose a smaller photo.`;
  return null;
}

/** Why a compressed photo cannot be uploaded, or null when it can. */
export function compressedPhotoProblem(name: string, size: number): string | null {
  return size > MAX_UPLOAD_BYTES
    ? `${name} is still larger than ${String(MAX_UPLOAD_BYTES / MB)} MB after compression. Choose a smaller photo.`
    : null;
}

/** What the seller reads about the photos that did not fit. */
export function tooManyPhotosMessage(name: string): string {
  return `${name} was not added: a listing has at most ${String(MAX_PHOTOS)} photos. Remove one to add another.`;
}

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a string is a photo id (the random UUID both copies of a photo are named by). */
export function isPhotoId(id: string): boolean {
  return PHOTO_ID.test(id);
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The public copy's path in vehicle-images: `{user id}/{photo id}.{jpg|png|webp}`. */
export function publicPhotoPath(userId: string, photoId: string, type: string): string {
  return `${userId}/${photoId}.${EXTENSIONS[type] ?? 'jpg'}`;
}

/** The original's path in vehicle-originals: the public path without its extension. */
export function originalPhotoPath(publicPath: string): string {
  return publicPath.replace(/\.[a-z0-9]+$/, '');
}

/** How many of `wanted` new photos fit next to `current` ones. */
export function photoSlots(current: number, wanted: number): number {
  return Math.max(0, Math.min(wanted, MAX_PHOTOS - current));
}

/** Dimensions scaled so the longest edge is at most `maxEdge`, never upscaled. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number = MAX_EDGE_PX,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge || longest === 0) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(target, 0, moved);
  return copy;
}

export type PhotoStatus = 'processing' | 'waiting' | 'uploading' | 'uploaded' | 'error';

const STATUS_TEXT: Record<PhotoStatus, string> = {
  processing: 'Preparing…',
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  error: 'Upload failed',
};

/** What a photo's tile says about it, with the upload's error if any. */
export function photoStatusText(status: PhotoStatus, error: string | null): string {
  return error ? `${STATUS_TEXT[status]}: ${error}` : STATUS_TEXT[status];
}

const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/** Said on a photo whose upload, interrupted by a closed or reloaded form, goes on where it stopped. */
export function resumedUploadText(offset: number, size: number): string {
  return `Resumed the earlier upload: ${megabytes(offset)} of ${megabytes(size)} MB were already sent.`;
}

/** A photo tile's accessible name; the first photo is the cover. */
export function photoLabel(index: number, name: string): string {
  return `Photo ${String(index + 1)}${index === 0 ? ' (cover)' : ''}: ${name}`;
}

/** What a screen reader hears after a photo moved (by keyboard or by drag). */
export function photoMovedText(name: string, index: number, count: number): string {
  return `${name} moved to position ${String(index + 1)} of ${String(count)}${index === 0 ? ', now the cover' : ''}.`;
}

export type PhotoMoveKind = 'cover' | 'earlier' | 'later';

export interface PhotoMove {
  kind: PhotoMoveKind;
  label: string;
  to: number;
  /** Already there, or off either end of the list. */
  disabled: boolean;
}

/** The keyboard's ways to reorder the photo at `index` of `count`: make it the cover, one earlier, one later. */
export function photoMoves(name: string, index: number, count: number): PhotoMove[] {
  const moves: [PhotoMoveKind, string, number][] = [
    ['cover', `Make ${name} the cover`, 0],
    ['earlier', `Move ${name} earlier`, index - 1],
    ['later', `Move ${name} later`, index + 1],
  ];
  return moves.map(([kind, label, to]) => ({ kind, label, to, disabled: to === index || to < 0 || to >= count }));
}
