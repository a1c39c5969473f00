/**
 * Rebuilding the site, for administrators: prebuilt pages pick up hidden,
 * restored and new listings. Uses the Netlify build hook in
 * NETLIFY_BUILD_HOOK_URL; without one (as locally) it says so with a 503.
 *   POST /api/admin/rebuild
 */
import type { Config } from '@netlify/functions';
import { handle, methodNotAllowed, requireAdmin } from './_shared/guard';
import { json } from './_shared/http';
import { triggerRebuild } from './_shared/moderation';

export default (request: Request): Promise<Response> =>
  handle('site rebuild', 'Failed to start a rebuild', async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const actor = await requireAdmin(request);
    await triggerRebuild(actor, process.env.NETLIFY_BUILD_HOOK_URL);
    return json(202, { started: true });
  });

export const config: Config = { path: '/api/admin/rebuild' };
