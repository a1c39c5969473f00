/**
 * Listing photos, in two steps per photo (docs/photos.md): the untouched
 * original goes to the private vehicle-originals bucket by a resumable (TUS)
 * upload, then the copy the browser derived from it goes to /api/photos,
 * which strips it and publishes it in the public vehicle-images bucket.
 * Both report progress through XMLHttpRequest (fetch cannot). Removal goes
 * through supabase-js.
 */
import { getSession } from './auth';
import { getClient } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { DataError, fail } from './errors';
import { uploadFingerprint, uploadMemory, uploadResumable } from './resumable';
import { VEHICLE_IMAGES_BUCKET } from './vehicles';
import { originalPhotoPath, VEHICLE_ORIGINALS_BUCKET } from '../domain/photos';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
}

export interface OriginalUploadOptions extends UploadOptions {
  resumeFrom?: string | null;
  onCreated?: (url: string) => void;
  /** An earlier upload of this file is still on the server, with this many bytes. */
  onResumed?: (offset: number) => void;
}

const TUS_ENDPOINT = `${SUPABASE_URL}/storage/v1/upload/resumable`;

/** Unfinished uploads of originals, kept across reloads in this browser. */
const keptUploads = uploadMemory(typeof localStorage === 'undefined' ? null : localStorage);

/** An upload of the same file by the same user that a closed or reloaded form left unfinished. */
export interface InterruptedUpload {
  photoId: string;
  uploadUrl: string;
  /** The file's size, which the upload had been created for. */
  size: number;
}

/** The unfinished upload of `file` that this browser kept for `userId`, if its URL has not expired. */
export function interruptedUpload(userId: string, file: File): InterruptedUpload | null {
  const kept = keptUploads.find(uploadFingerprint(file, TUS_ENDPOINT, userId));
  const folder = `${userId}/`;
  if (!kept?.objectName.startsWith(folder) || kept.size !== file.size) return null;
  return { photoId: kept.objectName.slice(folder.length), uploadUrl: kept.uploadUrl, size: kept.size };
}

/** The seller removed the photo: a later add of the same file starts afresh. */
export function forgetInterruptedUpload(userId: string, file: File): void {
  keptUploads.forget(uploadFingerprint(file, TUS_ENDPOINT, userId));
}

async function accessToken(): Promise<string> {
  const session = await getSession();
  if (!session) throw new DataError('uploadPhoto', 'You must be signed in to upload photos', { status: 401 });
  return session.access_token;
}

/**
 * Keep the untouched original at `{user id}/{photo id}` in the owner-only
 * bucket, resumably; a File's upload URL is kept in this browser until it
 * completes, so that adding the same file after a reload resumes it.
 */
export async function uploadOriginal(
  userId: string,
  photoId: string,
  file: Blob,
  options: OriginalUploadOptions = {},
): Promise<void> {
  const token = await accessToken();
  await uploadResumable(
    file,
    {
      endpoint: TUS_ENDPOINT,
      headers: { apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${token}`, 'x-upsert': 'true' },
      bucket: VEHICLE_ORIGINALS_BUCKET,
      objectName: `${userId}/${photoId}`,
      contentType: file.type || 'application/octet-stream',
    },
    file instanceof File
      ? { ...options, keep: { memory: keptUploads, fingerprint: uploadFingerprint(file, TUS_ENDPOINT, userId) } }
      : options,
  );
}

function functionMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `The upload failed (${String(xhr.status)})`;
}

/** Publish the derived copy of photo `photoId`; resolves with its path in the public bucket. */
export async function publishPhoto(photoId: string, photo: Blob, options: UploadOptions = {}): Promise<string> {
  const token = await accessToken();
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/photos/${encodeURIComponent(photoId)}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', photo.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        const body = JSON.parse(xhr.responseText) as { path: string };
        resolve(body.path);
      } else reject(new DataError('publishPhoto', functionMessage(xhr), { status: xhr.status }));
    };
    xhr.onerror = () => {
      reject(new DataError('publishPhoto', 'The upload was interrupted. Check your connection and retry.'));
    };
    xhr.send(photo);
  });
}

/** Delete photos (public paths in the user's own folder) and the originals they were derived from. */
export async function removePhotos(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getClient();
  const [published, originals] = await Promise.all([
    supabase.storage.from(VEHICLE_IMAGES_BUCKET).remove([...paths]),
    supabase.storage.from(VEHICLE_ORIGINALS_BUCKET).remove(paths.map(originalPhotoPath)),
  ]);
  if (published.error) fail('removePhotos', published.error);
  if (originals.error) fail('removePhotos', originals.error);
}
