/** Vehicle reads and the row → Vehicle mapping (spec §3). */
import { listingGallery } from '../domain/illustrations';
import { isPhotoColor } from '../domain/photoColor';
import type { ReplyTimeStat } from '../domain/replyTime';
import type { Vehicle } from '../domain/vehicle';
import { toVehicleFacts } from '../domain/vehicleFacts';
import { getClient, type Client } from './client';
import { SUPABASE_URL } from './config';
import type { Tables } from '../database.types';
import { DataError, fail } from './errors';
import { visitorRpc } from './publicRpc';

export const VEHICLE_IMAGES_BUCKET = 'vehicle-images';

/** Every column the interface shows; the search vector stays in the database. */
export const VEHICLE_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,place_id,postcode,latitude,longitude,description,image_url,images,seller_name,seller_is_dealer,seller_has_phone,features,created_at,seller_id,status,body_type,first_registration,previous_owners,next_inspection,accident_free,consumption,electric_range,emissions_class,price_rating,previous_price,price_changed_at,lineage_id,last_confirmed_at,image_colors';

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
  | 'image_colors'
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

/** The frame colour of each picture of the listing's gallery: a photo's stored colour, else null. */
export function galleryColors(row: Pick<VehicleRow, 'images' | 'image_colors'>): (string | null)[] {
  return row.images.map((_, index) => photoColorOf(row, index));
}

/** The stored colour of the listing's photo at `index` (null without a photo or a colour). */
function photoColorOf(row: Pick<VehicleRow, 'images' | 'image_colors'>, index: number): string | null {
  const color = (row.image_colors as string[] | undefined)?.[index];
  return isPhotoColor(color) ? color : null;
}

/** The first picture of the listing's gallery, as cards show it: its cover photo, drawing or body-type drawing. */
export function coverImage(row: VehicleRow): string {
  return galleryOf(row)[0] ?? '';
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
    imageUrl: coverImage(row),
    imageColor: photoColorOf(row, 0),
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
  /** Each photo's frame colour (#rrggbb), in the order of photos; null where none is stored. */
  photoColors?: (string | null)[];
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

/** What listing_details answers (and listing_page with it): the row and the seller's public facts. */
export interface DetailsAnswer {
  /** The row; vin_masked is the public masked VIN (masked_vin migration). */
  vehicle: VehicleRow & { vin_masked?: string | null };
  memberSince: string | null;
  responseRate: number | null;
  replyTime: ReplyTimeStat | null;
}

export function isDetailsAnswer(value: unknown): value is DetailsAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'vehicle' in value &&
    typeof value.vehicle === 'object' &&
    value.vehicle !== null &&
    'memberSince' in value &&
    'responseRate' in value &&
    'replyTime' in value
  );
}

export function toVehicleDetails(answer: DetailsAnswer): VehicleDetails {
  const row = answer.vehicle;
  return {
    vehicle: toVehicle(row),
    photos: galleryOf(row),
    photoColors: galleryColors(row),
    status: row.status,
    memberSince: answer.memberSince,
    responseRate: answer.responseRate,
    replyTime: answer.replyTime,
    lastConfirmedAt: row.last_confirmed_at,
    maskedVin: row.vin_masked ?? null,
  };
}

/**
 * One listing the caller may see, with its photos and the seller's public
 * facts (listing_details: one request), or null when there is none. In the
 * browser a signed-out visitor asks without supabase-js; a signed-in one as
 * themselves (a seller sees their own paused listing).
 */
export async function vehicleDetails(id: string, client?: Client): Promise<VehicleDetails | null> {
  const answer = client
    ? await (async () => {
        const { data, error } = await client.rpc('listing_details', { listing_id: id });
        if (error) fail('vehicleDetails', error);
        return data;
      })()
    : await visitorRpc('vehicleDetails', 'listing_details', { listing_id: id });
  if (answer === null) return null;
  if (!isDetailsAnswer(answer)) throw new DataError('vehicleDetails', 'The listing answered in an unexpected shape');
  return toVehicleDetails(answer);
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

/** Count a view of the listing once per visitor per day (without supabase-js for a signed-out visitor). */
export async function recordView(id: string, today: string = new Date().toISOString().slice(0, 10)): Promise<void> {
  try {
    if (window.localStorage.getItem(VIEWED_KEY + id) === today) return;
    window.localStorage.setItem(VIEWED_KEY + id, today);
  } catch {
    // Without storage we cannot tell repeat visits apart; count nothing rather than too much.
    return;
  }
  try {
    await visitorRpc('recordView', 'record_vehicle_view', { vehicle_id: id });
  } catch (error) {
    console.error('Failed to record a view', error);
  }
}
