/**
 * The reports queue, for administrators.
 *   GET  /api/admin/reports?status=open|resolved|dismissed|all  (default open)
 *   POST /api/admin/reports/{id}/dismiss  { note? }
 */
import type { Config } from '@netlify/functions';
import { handle, methodNotAllowed, requireAdmin } from './_shared/guard';
import { HttpError, json, pathAfter, readBody } from './_shared/http';
import { dismissReport, listReports } from './_shared/moderation';
import { idFrom, noteBody, reportStatusQuery } from './_shared/schemas';

export default (request: Request): Promise<Response> =>
  handle('admin reports', 'Failed to process the report request', async () => {
    const [id, action, ...rest] = pathAfter(request, '/api/admin/reports');
    if (id === undefined) {
      if (request.method !== 'GET') return methodNotAllowed(['GET']);
      await requireAdmin(request);
      const status = reportStatusQuery.safeParse(new URL(request.url).searchParams.get('status') ?? 'open');
      if (!status.success) throw new HttpError(400, status.error.issues[0]?.message ?? 'Invalid status');
      return json(200, { reports: await listReports(status.data) });
    }
    if (action !== 'dismiss' || rest.length > 0) throw new HttpError(404, 'No such report action');
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const actor = await requireAdmin(request);
    const reportId = idFrom(id, 'Report');
    const { note } = await readBody(request, noteBody);
    await dismissReport(actor, reportId, note);
    return json(200, { id: reportId, status: 'dismissed' });
  });

export const config: Config = { path: ['/api/admin/reports', '/api/admin/reports/*'] };
