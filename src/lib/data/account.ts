/** Account deletion through the server function that holds the service-role key. */
import { getClient } from './client';
import { DataError } from './errors';

export async function deleteAccount(): Promise<void> {
  const supabase = await getClient();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new DataError('deleteAccount', 'You are not signed in');
  const response = await fetch('/api/account', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new DataError('deleteAccount', body.message ?? 'Failed to delete account', { status: response.status });
  }
  // The server removed the user; drop the now-invalid session from this browser only.
  await supabase.auth.signOut({ scope: 'local' });
}
