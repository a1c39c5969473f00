/** Account deletion through the server function that holds the service-role key. */
import { getClient } from './client';
import { callFunction } from './functions';

export async function deleteAccount(): Promise<void> {
  await callFunction('deleteAccount', '/api/account', { method: 'DELETE' }, 'Failed to delete account');
  // The server removed the user; drop the now-invalid session from this browser only.
  const supabase = await getClient();
  await supabase.auth.signOut({ scope: 'local' });
}
