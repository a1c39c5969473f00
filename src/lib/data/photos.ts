/**
 * Listing photos in the vehicle-images bucket. Uploads go through
 * XMLHttpRequest (supabase-js's fetch cannot report upload progress) to the
 * same Storage endpoint supabase-js uses; removal goes through supabase-js.
 */
import { getSession } from './auth';
import { getClient } from './client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { DataError, fail } from './errors';
import { VEHICLE_IMAGES_BUCKET } from './vehicles';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function extensionOf(type: string): string {
  if (type === 'image/jpeg') return 'jpg';
  return type.replace('image/', '');
}

/** A fresh object path in the user's own folder. */
export function newPhotoPath(userId: string, type: string): string {
  return `${userId}/${crypto.randomUUID()}.${extensionOf(type)}`;
}

function storageMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `The upload failed (${String(xhr.status)})`;
}

/** Upload one photo to `path`; resolves when the bucket has stored it. */
export async function uploadPhoto(path: string, photo: Blob, options: UploadOptions = {}): Promise<void> {
  const session = await getSession();
  if (!session) throw new DataError('uploadPhoto', 'You must be signed in to upload photos', { status: 401 });
  const url = `${SUPABASE_URL}/storage/v1/object/${VEHICLE_IMAGES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY);
    xhr.setRequestHeader('authorization', `Bearer ${session.access_token}`);
    xhr.setRequestHeader('content-type', photo.type);
    xhr.setRequestHeader('cache-control', 'max-age=31536000');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new DataError('uploadPhoto', storageMessage(xhr), { status: xhr.status }));
    };
    xhr.onerror = () => {
      reject(new DataError('uploadPhoto', 'The upload was interrupted. Check your connection and retry.'));
    };
    xhr.onabort = () => {
      reject(new DataError('uploadPhoto', 'The upload was cancelled.'));
    };
    options.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(photo);
  });
}

/** Delete photos from the bucket (paths in the user's own folder). */
export async function removePhotos(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getClient();
  const { error } = await supabase.storage.from(VEHICLE_IMAGES_BUCKET).remove([...paths]);
  if (error) fail('removePhotos', error);
}
