/** Vehicle reads and the row → Vehicle mapping (spec §3). */
import { COLORS, VEHICLE_TYPES, type VehicleColor, type VehicleType } from '../domain/constants';
import type { Vehicle } from '../domain/vehicle';
import { getClient } from './client';
import { SUPABASE_URL } from './config';
import type { Tables } from './database.types';
import { fail } from './errors';

export const VEHICLE_IMAGES_BUCKET = 'vehicle-images';

/** Every column the interface shows; the search vector stays in the database. */
export const VEHICLE_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,description,image_url,images,seller_name,seller_phone,seller_is_dealer,features,created_at,seller_id,status';

export type VehicleRow = Pick<
  Tables<'vehicles'>,
  | 'id'
  | 'type'
  | 'title'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'mileage'
  | 'fuel_type'
  | 'transmission'
  | 'power'
  | 'engine_size'
  | 'color'
  | 'location'
  | 'description'
  | 'image_url'
  | 'images'
  | 'seller_name'
  | 'seller_phone'
  | 'seller_is_dealer'
  | 'features'
  | 'created_at'
  | 'seller_id'
  | 'status'
>;

/** The public URL of a photo stored in the vehicle-images bucket. */
export function photoUrl(path: string): string {
  return `${SUPABASE_URL}/storage/v1/object/public/${VEHICLE_IMAGES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

const asType = (value: string): VehicleType => VEHICLE_TYPES.find((t) => t === value) ?? 'car';
const asColor = (value: string): VehicleColor => COLORS.find((c) => c === value) ?? 'Other';

export function toVehicle(row: VehicleRow, isFavorite = false): Vehicle {
  const cover = row.images[0];
  return {
    id: row.id,
    type: asType(row.type),
    title: row.title,
    make: row.make,
    model: row.model,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    power: row.power,
    engineSize: row.engine_size,
    color: asColor(row.color),
    location: row.location,
    description: row.description,
    imageUrl: cover ? photoUrl(cover) : (row.image_url ?? ''),
    seller: { name: row.seller_name, phone: row.seller_phone, isDealer: row.seller_is_dealer },
    features: row.features,
    createdAt: row.created_at,
    isFavorite,
    sellerId: row.seller_id,
  };
}

/** Vehicles by id (spec §7 "Load favorited vehicles"), newest first. */
export async function vehiclesByIds(ids: readonly string[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('vehicles')
    .select(VEHICLE_COLUMNS)
    .in('id', [...ids])
    .order('created_at', { ascending: false });
  if (error) fail('vehiclesByIds', error);
  return data;
}
