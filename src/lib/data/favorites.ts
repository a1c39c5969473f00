/** Favorite calls (spec §7). */
import { cachedRead, invalidate } from './cache';
import { getClient } from './client';
import { fail } from './errors';

/** Toggle: delete the user's row for the vehicle if there is one, else insert one. Returns the new state. */
export async function toggleFavoriteRow(userId: string, vehicleId: string): Promise<boolean> {
  try {
    return await writeFavoriteToggle(userId, vehicleId);
  } finally {
    // After the write: reads cached before it, or in flight during it, are out of date.
    invalidate(`favorites:${userId}`);
  }
}

async function writeFavoriteToggle(userId: string, vehicleId: string): Promise<boolean> {
  const supabase = await getClient();
  const found = await supabase
    .from('favorites')
    .select('id')
    .eq('vehicle_id', vehicleId)
    .eq('user_id', userId)
    .maybeSingle();
  if (found.error) fail('findFavorite', found.error);
  if (found.data) {
    const { error } = await supabase.from('favorites').delete().eq('id', found.data.id);
    if (error) fail('removeFavorite', error);
    return false;
  }
  const { error } = await supabase.from('favorites').insert({ user_id: userId, vehicle_id: vehicleId });
  if (error) fail('addFavorite', error);
  return true;
}

/** Which of these vehicles the user has saved. */
export function checkFavorites(userId: string, vehicleIds: readonly string[]): Promise<string[]> {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  const ids = [...vehicleIds].sort();
  return cachedRead(`favorites:${userId}:check:${ids.join(',')}`, async () => {
    const supabase = await getClient();
    const { data, error } = await supabase
      .from('favorites')
      .select('vehicle_id')
      .eq('user_id', userId)
      .in('vehicle_id', ids);
    if (error) fail('checkFavorites', error);
    return data.map((row) => row.vehicle_id);
  });
}

export function listFavoriteIds(userId: string): Promise<string[]> {
  return cachedRead(`favorites:${userId}:all`, async () => {
    const supabase = await getClient();
    const { data, error } = await supabase.from('favorites').select('vehicle_id').eq('user_id', userId);
    if (error) fail('listFavoriteIds', error);
    return data.map((row) => row.vehicle_id);
  });
}
