/**
 * POST /api/dealer-photos { listingIds, archive? }: fetches the feed photos of
 * the signed-in dealer's imported listings (at most 20 listings a call; the
 * import page calls again for the rest). `archive` names the ZIP of photos
 * the page uploaded next to the feed (dealer-photo-archives, in the caller's
 * own folder), from which the rows' photo_files are taken. See
 * _shared/dealerPhotos.ts and _shared/photoArchive.ts.
 */
import type { Config } from '@netlify/functions';
import { UUID_PATTERN } from '../../src/lib/domain/ids.ts';
import { z } from '../../src/lib/domain/zod.ts';
import { serviceClient, userForToken } from './_shared/admin';
import { fetchListingPhotos } from './_shared/dealerPhotos';
import { ARCHIVE_BYTES_LIMIT, openPhotoArchive, type PhotoArchive } from './_shared/photoArchive';
import { handle, methodNotAllowed } from './_shared/guard';
import { bearerToken, HttpError, json, readBody } from './_shared/http';

export const PHOTO_LISTINGS_PER_CALL = 20;

export const PHOTO_ARCHIVES_BUCKET = 'dealer-photo-archives';

const bodySchema = z.object({
  listingIds: z.array(z.string().regex(UUID_PATTERN)).min(1).max(PHOTO_LISTINGS_PER_CALL),
  archive: z
    .string()
    .regex(/^[0-9a-f-]{36}\/[\w.-]{1,100}\.zip$/)
    .optional(),
});

/** The caller's uploaded ZIP, read with the service role once it is known to be in the caller's folder. */
export async function loadArchive(
  admin: ReturnType<typeof serviceClient>,
  userId: string,
  path: string,
): Promise<PhotoArchive> {
  if (!path.startsWith(`${userId}/`)) throw new HttpError(403, 'This ZIP of photos is not yours');
  const { data, error } = await admin.storage.from(PHOTO_ARCHIVES_BUCKET).download(path);
  if (error) return { ok: false, problem: { code: 'zipUnreadable' } };
  if (data.size > ARCHIVE_BYTES_LIMIT)
    return { ok: false, problem: { code: 'zipTooLarge', vars: { megabytes: ARCHIVE_BYTES_LIMIT / 1024 / 1024 } } };
  return openPhotoArchive(new Uint8Array(await data.arrayBuffer()));
}

export default (request: Request): Promise<Response> =>
  handle('dealer photos', 'The photos could not be fetched', async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Sign in to fetch your photos');
    const user = await userForToken(token);
    if (!user) throw new HttpError(401, 'Your session has expired; sign in again');
    const { listingIds, archive } = await readBody(request, bodySchema);
    const admin = serviceClient();
    const zip = archive === undefined ? undefined : await loadArchive(admin, user.id, archive);
    return json(200, { listings: await fetchListingPhotos(admin, user.id, listingIds, undefined, zip) });
  });

export const config: Config = { path: '/api/dealer-photos' };
