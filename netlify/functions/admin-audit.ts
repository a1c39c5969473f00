/**
 * The audit trail, for administrators: the latest moderator actions.
 *   GET /api/admin/audit?limit=50  (1 to 200)
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { handle, methodNotAllowed, requireAdmin } from './_shared/guard';
import { HttpError, json } from './_shared/http';
import { auditTrail } from './_shared/moderation';

const limitQuery = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(200, 'limit must be at most 200');

export default (request: Request): Promise<Response> =>
  handle('audit trail', 'Failed to read the audit log', async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    await requireAdmin(request);
    const limit = limitQuery.safeParse(new URL(request.url).searchParams.get('limit') ?? 50);
    if (!limit.success) throw new HttpError(400, limit.error.issues[0]?.message ?? 'Invalid limit');
    return json(200, { entries: await auditTrail(limit.data) });
  });

export const config: Config = { path: '/api/admin/audit' };
