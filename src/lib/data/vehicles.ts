/** Vehicle reads and the row → Vehicle mapping (spec §3). */
import { listingGallery } from '../domain/illustrations';
import type { ReplyTimeStat } from '../domain/replyTime';
import type { Vehicle } from '../domain/vehicle';
import { toVehicleFacts } from '../domain/vehicleFacts';
import { getClient, type Client } from './client';
import { SUPABASE_URL } from './config';
import type { Tables } from './database.types';
import { fail } from './errors';
import { sellerReplyTime } from './sellerReplies';

export const VEHICLE_IMAGES_BUCKET = 'vehicle-images';

/** Every column the interface shows; the search vector stays in the database. */
export const VEHICLE_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,place_id,postcode,latitude,longitude,description,image_url,images,seller_name,seller_is_dealer,seller_has_phone,features,created_at,seller_id,status,body_type,first_registration,previous_owners,next_inspection,accident_free,consumption,electric_range,emissions_class,price_rating,previous_price,price_changed_at,lineage_id,last_confirmed_at';

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
  | 'place_id'
  | 'postcode'
  | 'latitude'
  | 'longitude'
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
  | 'body_type'
  | 'first_registration'
  | 'previous_owners'
  | 'next_inspection'
  | 'accident_free'
  | 'consumption'
  | 'electric_range'
  | 'emissions_class'
  | 'price_rating'
  | 'previous_price'
  | 'price_changed_at'
  | 'lineage_id'
  | 'last_confirmed_at'
>;

/** The public URL of a photo stored in the vehicle-images bucket. */
export function photoUrl(path: string): string {
  return `${SUPABASE_URL}/storage/v1/object/public/${VEHICLE_IMAGES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The listing's photos, else its drawing, else its body type drawn in its colour (see listingGallery). */
function galleryOf(row: VehicleRow): string[] {
  return listingGallery({
    type: row.type,
    bodyType: row.body_type,
    color: row.color,
    photos: row.images.map(photoUrl),
    imageUrl: row.image_url,
  });
}

/** The price rating and the last price change, which cards show from the listing read itself. */
function priceFacts(row: VehicleRow): Pick<Vehicle, 'priceRating' | 'previousPrice' | 'priceChangedAt' | 'lineageId'> {
  return {
    priceRating: row.price_rating,
    previousPrice: row.previous_price,
    priceChangedAt: row.price_changed_at,
    lineageId: row.lineage_id,
  };
}

export function toVehicle(row: VehicleRow, isFavorite = false): Vehicle {
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
    place:
      row.place_id !== null && row.latitude !== null && row.longitude !== null
        ? { id: row.place_id, postcode: row.postcode, latitude: row.latitude, longitude: row.longitude }
        : null,
    description: row.description,
    imageUrl: galleryOf(row)[0] ?? '',
    seller: { name: row.seller_name, phone: '', isDealer: row.seller_is_dealer, hasPhone: row.seller_has_phone },
    features: row.features,
    createdAt: row.created_at,
    isFavorite,
    sellerId: row.seller_id,
    bodyType: row.body_type,
    facts: toVehicleFacts(row),
    ...priceFacts(row),
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
  /** Ordered photo URLs (the cover first); the illustrations when there are no photos. */
  photos: string[];
  status: string;
  memberSince: string | null;
  /** Percent of recent buyer conversations the seller answered; null while there are too few to tell. */
  responseRate: number | null;
  /** The seller's median time to first reply; null while there are too few conversations to tell. */
  replyTime: ReplyTimeStat | null;
  /** When the seller last published or confirmed the listing as still available. */
  lastConfirmedAt: string;
  /** The VIN with its middle hidden (WVW••••••••••1234), when the seller gave one. */
  maskedVin: string | null;
}

/** One visible listing with its photos and the seller's public profile facts, or null when there is none. */
export async function vehicleDetails(id: string, client?: Client): Promise<VehicleDetails | null> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase
    .from('vehicles')
    .select(`${VEHICLE_COLUMNS},vin_masked`)
    .eq('id', id)
    .maybeSingle();
  if (error) fail('vehicleDetails', error);
  if (!data) return null;
  const [profile, replyTime] = await Promise.all([
    supabase.from('public_profiles').select('member_since, response_rate').eq('id', data.seller_id).maybeSingle(),
    sellerReplyTime(data.seller_id, supabase),
  ]);
  if (profile.error) fail('sellerProfile', profile.error);
  const vehicle = toVehicle(data);
  return {
    vehicle,
    photos: galleryOf(data),
    status: data.status,
    memberSince: profile.data?.member_since ?? null,
    responseRate: profile.data?.response_rate ?? null,
    replyTime,
    lastConfirmedAt: data.last_confirmed_at,
    maskedVin: data.vin_masked,
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
