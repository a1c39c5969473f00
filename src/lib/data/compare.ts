/** The listings of a comparison, in one request. */
import type { Vehicle } from '../domain/vehicle';
import { getClient } from './client';
import { fail } from './errors';
import { VEHICLE_COLUMNS, toVehicle } from './vehicles';

export interface CompareListing {
  vehicle: Vehicle;
  status: string;
}

/**
 * The listings with these ids that the visitor may see (active and sold for
 * everyone, plus their own), in the order asked. Ids missing from the answer
 * are unknown, removed, paused or deleted.
 */
export async function compareListings(ids: readonly string[]): Promise<CompareListing[]> {
  if (ids.length === 0) return [];
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('vehicles')
    .select(VEHICLE_COLUMNS)
    .in('id', [...ids]);
  if (error) fail('compareListings', error);
  const byId = new Map(data.map((row) => [row.id, { vehicle: toVehicle(row), status: row.status }]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}
