/** Vehicle reads and the row → Vehicle mapping (spec §3). */
import type { Vehicle } from '../domain/vehicle';
import { getClient, type Client } from './client';
import { SUPABASE_URL } from './config';
import type { Tables } from './database.types';
import { fail } from './errors';

export const VEHICLE_IMAGES_BUCKET = 'vehicle-images';

/** Every column the interface shows; the search vector stays in the database. */
export const VEHICLE_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,description,image_url,images,seller_name,seller_is_dealer,seller_has_phone,features,created_at,seller_id,status,last_confirmed_at';

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
  | 'seller_is_dealer'
  | 'seller_has_phone'
  | 'features'
  | 'created_at'
  | 'seller_id'
  | 'status'
  | 'last_confirmed_at'
>;

/** The public URL of a photo stored in the vehicle-images bucket. */
export function photoUrl(path: string): string {
  return `${SUPABASE_URL}/storage/v1/object/public/${VEHICLE_IMAGES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function toVehicle(row: VehicleRow, isFavorite = false): Vehicle {
  const cover = row.images[0];
  return {
    id: row.id,
    type: row.type,
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
    color: row.color,
    location: row.location,
    description: row.description,
    imageUrl: cover ? photoUrl(cover) : (row.image_url ?? ''),
    seller: { name: row.seller_name, phone: '', isDealer: row.seller_is_dealer, hasPhone: row.seller_has_phone },
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

export interface VehicleDetails {
  vehicle: Vehicle;
  /** Ordered photo URLs (the cover first); the illustration when there are no photos. */
  photos: string[];
  status: string;
  memberSince: string | null;
  /** Percent of recent buyer conversations the seller answered; null while there are too few to tell. */
  responseRate: number | null;
  /** When the seller last published or confirmed the listing as still available. */
  lastConfirmedAt: string;
}

/** One visible listing with its photos and the seller's public profile facts, or null when there is none. */
export async function vehicleDetails(id: string, client?: Client): Promise<VehicleDetails | null> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase.from('vehicles').select(VEHICLE_COLUMNS).eq('id', id).maybeSingle();
  if (error) fail('vehicleDetails', error);
  if (!data) return null;
  const profile = await supabase
    .from('public_profiles')
    .select('member_since, response_rate')
    .eq('id', data.seller_id)
    .maybeSingle();
  if (profile.error) fail('sellerProfile', profile.error);
  const vehicle = toVehicle(data);
  return {
    vehicle,
    photos: data.images.length > 0 ? data.images.map(photoUrl) : vehicle.imageUrl ? [vehicle.imageUrl] : [],
    status: data.status,
    memberSince: profile.data?.member_since ?? null,
    responseRate: profile.data?.response_rate ?? null,
    lastConfirmedAt: data.last_confirmed_at,
  };
}

/** Up to `count` other active listings like this one: same type, same make first, then nearest in price. */
export async function similarVehicles(vehicle: Vehicle, count: number, client?: Client): Promise<Vehicle[]> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase
    .from('vehicles')
    .select(VEHICLE_COLUMNS)
    .eq('status', 'active')
    .eq('type', vehicle.type)
    .neq('id', vehicle.id)
    .gte('price', Math.round(vehicle.price * 0.6))
    .lte('price', Math.round(vehicle.price * 1.4))
    .order('created_at', { ascending: false })
    .limit(40);
  if (error) fail('similarVehicles', error);
  return data
    .map((row) => toVehicle(row))
    .sort(
      (a, b) =>
        Number(b.make === vehicle.make) - Number(a.make === vehicle.make) ||
        Math.abs(a.price - vehicle.price) - Math.abs(b.price - vehicle.price),
    )
    .slice(0, count);
}

/**
 * One listing's seller phone number (reveal_seller_phone): counted as a lead
 * for the seller and limited per visitor. Throws a DataError with the
 * server's message (status 429 over the limit, 404/409 when there is none).
 */
export async function revealSellerPhone(vehicleId: string): Promise<string> {
  const supabase = await getClient();
  const { data, error } = await supabase.rpc('reveal_seller_phone', { vehicle_id: vehicleId });
  if (error) fail('revealSellerPhone', error);
  return data;
}

const VIEWED_KEY = 'wheelhouse:viewed:';

/** Count a view of the listing once per visitor per day. */
export async function recordView(id: string, today: string = new Date().toISOString().slice(0, 10)): Promise<void> {
  try {
    if (window.localStorage.getItem(VIEWED_KEY + id) === today) return;
    window.localStorage.setItem(VIEWED_KEY + id, today);
  } catch {
    // Without storage we cannot tell repeat visits apart; count nothing rather than too much.
    return;
  }
  const supabase = await getClient();
  const { error } = await supabase.rpc('record_vehicle_view', { vehicle_id: id });
  if (error) console.error('Failed to record a view', error);
}
