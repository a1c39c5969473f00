/**
 * The favorites page's read: the user's saved vehicles as the interface shows
 * them (spec §7, "Load favorited vehicles"). Apart from the toggle and checks
 * in favorites.ts, so every page with a favorite button does not ship the
 * vehicle mapping.
 */
import type { Vehicle } from '../domain/vehicle';
import { listFavoriteIds } from './favorites';
import { toVehicle, vehiclesByIds } from './vehicles';

export async function loadFavoriteVehicles(userId: string): Promise<Vehicle[]> {
  const rows = await vehiclesByIds(await listFavoriteIds(userId));
  return rows.map((row) => toVehicle(row, true));
}
