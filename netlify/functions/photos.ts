/**
 * POST /api/photos/{photo id}: publish the public copy of a listing photo.
 * The browser has already kept the untouched original in vehicle-originals
 * (resumable upload) and derived this copy from it (orientation applied,
 * resized, re-encoded). This function is the only writer of the public
 * vehicle-images bucket: it checks the caller's token, checks with the
 * caller's own rights that the original exists, strips every metadata
 * segment from the bytes again, and stores them with the service role under
 * the caller's folder, with its dominant colour (the frame's placeholder).
 * So no Exif, XMP or GPS block reaches a public URL,
 * whoever calls and however.
 */
import type { Config } from '@netlify/functions';
import { stripImageMetadata } from '../../src/lib/domain/imageMetadata';
import {
  isPhotoId,
  MAX_UPLOAD_BYTES,
  originalPhotoPath,
  publicPhotoPath,
  VEHICLE_ORIGINALS_BUCKET,
} from '../../src/lib/domain/photos';
import { ConfigurationError, serviceClient, VEHICLE_IMAGES_BUCKET } from './_shared/admin';
import { bearerToken, json, pathAfter, problem } from './_shared/http';
import { storePhotoColor } from './_shared/photoColors';
import { userClient, userOf } from './_shared/userClient';

const ONE_YEAR = String(365 * 24 * 60 * 60);

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length > limit ? null : bytes;
}

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') return problem(405, 'Use POST to publish a photo', { allow: 'POST' });
  const [photoId, ...extra] = pathAfter(request, '/api/photos');
  if (!photoId || extra.length > 0 || !isPhotoId(photoId)) return problem(404, 'No such photo');
  const token = bearerToken(request);
  if (!token) return problem(401, 'Sign in to upload photos');
  try {
    const asCaller = userClient(token);
    const user = await userOf(asCaller, token);
    if (!user) return problem(401, 'Your session has expired; sign in again');

    const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
    if (!bytes)
      return problem(413, `The photo is larger than ${String(MAX_UPLOAD_BYTES / 1024 / 1024)} MB after compression`);
    const stripped = stripImageMetadata(bytes);
    if (!stripped.ok) return problem(415, stripped.message);

    const path = publicPhotoPath(user.id, photoId, stripped.type);
    // Listed with the caller's own rights: only the owner can see an original.
    const originals = await asCaller.storage.from(VEHICLE_ORIGINALS_BUCKET).list(user.id, { search: photoId });
    if (originals.error) throw new Error(`looking up the original failed: ${originals.error.message}`);
    if (!originals.data.some((object) => `${user.id}/${object.name}` === originalPhotoPath(path)))
      return problem(409, 'Upload the original photo first');

    const admin = serviceClient();
    const { error } = await admin.storage
      .from(VEHICLE_IMAGES_BUCKET)
      .upload(path, stripped.bytes, { contentType: stripped.type, cacheControl: ONE_YEAR, upsert: false });
    if (error) {
      if (/already exists/i.test(error.message)) return problem(409, 'This photo was already published');
      throw new Error(`storing the public photo failed: ${error.message}`);
    }
    const color = await storePhotoColor(admin, path, stripped.bytes);
    return json(201, { path, color });
  } catch (error) {
    console.error('publishing a photo failed', error);
    if (error instanceof ConfigurationError) return problem(500, 'Photo uploads are not available right now');
    return problem(500, 'The photo could not be published');
  }
};

export const config: Config = { path: '/api/photos/*' };
