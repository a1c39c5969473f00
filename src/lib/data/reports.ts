/** Reporting listings: a signed-in user reports a listing once (RLS and a unique key decide). */
import type { ReportForm } from '../domain/reportSchema';
import { getClient } from './client';
import { DataError, fail } from './errors';

export async function reportListing(userId: string, vehicleId: string, report: ReportForm): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase
    .from('reports')
    .insert({ reporter_id: userId, vehicle_id: vehicleId, reason: report.reason, details: report.details });
  if (!error) return;
  if (error.code === '23505') {
    throw new DataError('reportListing', 'You have already reported this listing', { code: error.code });
  }
  if (error.code === '23514' && error.message.includes('own listing')) {
    throw new DataError('reportListing', 'You cannot report your own listing', { code: error.code });
  }
  fail('reportListing', error);
}
