/**
 * POST /api/dealer-photos { listingIds }: fetches the feed photos of the
 * signed-in dealer's imported listings (at most 20 listings a call; the
 * import page calls again for the rest). See _shared/dealerPhotos.ts.
 */
import type { Config } from '@netlify/functions';
import { UUID_PATTERN } from '../../src/lib/domain/ids.ts';
import { z } from '../../src/lib/domain/zod.ts';
import { serviceClient, userForToken } from './_shared/admin';
import { fetchListingPhotos } from './_shared/dealerPhotos';
import { handle, methodNotAllowed } from './_shared/guard';
import { bearerToken, HttpError, json, readBody } from './_shared/http';

export const PHOTO_LISTINGS_PER_CALL = 20;

const bodySchema = z.object({
  listingIds: z.array(z.string().regex(UUID_PATTERN)).min(1).max(PHOTO_LISTINGS_PER_CALL),
});

export default (request: Request): Promise<Response> =>
  handle('dealer photos', 'The photos could not be fetched', async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Sign in to fetch your photos');
    const user = await userForToken(token);
    if (!user) throw new HttpError(401, 'Your session has expired; sign in again');
    const { listingIds } = await readBody(request, bodySchema);
    return json(200, { listings: await fetchListingPhotos(serviceClient(), user.id, listingIds) });
  });

export const config: Config = { path: '/api/dealer-photos' };
