/**
 * Hiding and restoring listings, for administrators.
 *   GET  /api/admin/listings                    the hidden listings
 *   POST /api/admin/listings/{id}/hide  { reason }
 *   POST /api/admin/listings/{id}/restore
 */
import type { Config } from '@netlify/functions';
import { handle, methodNotAllowed, requireAdmin } from './_shared/guard';
import { HttpError, json, pathAfter, readBody } from './_shared/http';
import { hideListing, listHiddenListings, restoreListing } from './_shared/moderation';
import { idFrom, reasonBody } from './_shared/schemas';

export default (request: Request): Promise<Response> =>
  handle('admin listings', 'Failed to update the listing', async () => {
    const [id, action, ...rest] = pathAfter(request, '/api/admin/listings');
    if (id === undefined) {
      if (request.method !== 'GET') return methodNotAllowed(['GET']);
      await requireAdmin(request);
      return json(200, { listings: await listHiddenListings() });
    }
    if ((action !== 'hide' && action !== 'restore') || rest.length > 0) {
      throw new HttpError(404, 'No such listing action');
    }
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const actor = await requireAdmin(request);
    const vehicleId = idFrom(id, 'Listing');
    if (action === 'hide') {
      const { reason } = await readBody(request, reasonBody);
      const { resolvedReports } = await hideListing(actor, vehicleId, reason);
      return json(200, { id: vehicleId, status: 'removed', resolvedReports });
    }
    const { status } = await restoreListing(actor, vehicleId);
    return json(200, { id: vehicleId, status });
  });

export const config: Config = { path: ['/api/admin/listings', '/api/admin/listings/*'] };
