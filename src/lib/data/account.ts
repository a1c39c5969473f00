/** Account deletion (through the function holding the service-role key) and the copy of one's data. */
import { getClient } from './client';
import { callFunction } from './functions';

export async function deleteAccount(): Promise<void> {
  await callFunction('deleteAccount', '/api/account', { method: 'DELETE' }, 'Failed to delete account');
  // The server removed the user; drop the now-invalid session from this browser only.
  const supabase = await getClient();
  await supabase.auth.signOut({ scope: 'local' });
}

/** Everything the account holds, as GET /api/account/export answers it (one JSON document). */
export function exportMyData(): Promise<Record<string, unknown>> {
  return callFunction('exportMyData', '/api/account/export', { method: 'GET' }, 'Failed to export your data');
}
