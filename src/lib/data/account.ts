/** Account deletion (through the function holding the service-role key) and the copy of one's data. */
import { forgetStoredSession, getClient } from './client';
import { callFunction } from './functions';

export async function deleteAccount(): Promise<void> {
  await callFunction('deleteAccount', '/api/account', { method: 'DELETE' }, 'Failed to delete account');
  // The server removed the user and every session with it. Signing out would ask the auth server to end
  // a session it no longer knows, a refused request the browser logs as an error: this browser only
  // stops refreshing the session and forgets it.
  const supabase = await getClient();
  await supabase.auth.stopAutoRefresh();
  forgetStoredSession();
}

/** Everything the account holds, as GET /api/account/export answers it (one JSON document). */
export function exportMyData(): Promise<Record<string, unknown>> {
  return callFunction('exportMyData', '/api/account/export', { method: 'GET' }, 'Failed to export your data');
}
