/**
 * Removing a user, for administrators: their listings, photos, favorites,
 * conversations and notifications go with them.
 *   DELETE /api/admin/users/{id}  { reason }
 */
import type { Config } from '@netlify/functions';
import { handle, methodNotAllowed, requireAdmin } from './_shared/guard';
import { HttpError, json, pathAfter, readBody } from './_shared/http';
import { removeUser } from './_shared/moderation';
import { idFrom, reasonBody } from './_shared/schemas';

export default (request: Request): Promise<Response> =>
  handle('admin users', 'Failed to remove the user', async () => {
    const [id, ...rest] = pathAfter(request, '/api/admin/users');
    if (id === undefined || rest.length > 0) throw new HttpError(404, 'Name the user to remove');
    if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
    const actor = await requireAdmin(request);
    const userId = idFrom(id, 'User');
    const { reason } = await readBody(request, reasonBody);
    await removeUser(actor, userId, reason);
    return json(200, { id: userId, removed: true });
  });

export const config: Config = { path: '/api/admin/users/*' };
