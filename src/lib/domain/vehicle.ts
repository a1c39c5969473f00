import type { BodyType, FuelType, Transmission, VehicleColor, VehicleType } from './constants.ts';
import type { VehicleFacts } from './vehicleFacts.ts';
import type { PriceRating } from './priceRating.ts';
import type { LatLng } from './geo.ts';

/** A seller as shown on a listing. */
export interface VehicleSeller {
  /** The seller's public display name, from their profile. */
  name: string;
  /**
   * Empty for listings read from the database: numbers are handed out one at
   * a time by revealSellerPhone. The built-in sample vehicles carry theirs.
   */
  phone: string;
  isDealer: boolean;
  /** Whether "Show phone number" can reveal a number. */
  hasPhone: boolean;
}

/** Where a listing is: its gazetteer place (the name is the vehicle's location). */
export interface VehiclePlace {
  id: number;
  /** The postcode the seller chose, or the place's only one; null when not known. */
  postcode: string | null;
  latitude: number;
  longitude: number;
}

/**
 * A vehicle as the interface uses it (spec §3), plus its colour, which the
 * colour filter needs.
 */
export interface Vehicle {
  id: string;
  type: VehicleType;
  title: string;
  make: string;
  model: string;
  year: number;
  price: number;
  /** Kilometres. */
  mileage: number;
  fuelType: FuelType;
  transmission: Transmission;
  /** Horsepower. */
  power: number | null;
  /** Cubic centimetres; null for electric vehicles. */
  engineSize: number | null;
  color: VehicleColor;
  location: string;
  /** The place behind location; absent for the built-in samples, null when a listing has none. */
  place?: VehiclePlace | null;
  description: string;
  imageUrl: string;
  /** The cover photo's dominant colour (#rrggbb), its frame's placeholder; null or absent keeps the neutral frame. */
  imageColor?: string | null;
  seller: VehicleSeller;
  features: string[];
  /** ISO 8601 timestamp. */
  createdAt: string;
  isFavorite: boolean;
  sellerId: string | null;
  /** Null only for listings older than body types that could not be mapped. */
  bodyType: BodyType | null;
  /** First registration, owners, inspection, accident-free, consumption, emissions: each may be unknown. */
  facts: VehicleFacts;
  /** Against comparable listings; null when not rated (absent for the built-in samples). */
  priceRating?: PriceRating | null;
  /** The price before the last change, and when it changed. */
  previousPrice?: number | null;
  priceChangedAt?: string | null;
  /** The vehicle behind the listing, whose price history spans its relistings. */
  lineageId?: string;
}

/**
 * What a listing card shows (VehicleCard): a prebuilt listing page hands its
 * results island only this for its first page, not the whole listings the
 * HTML already shows, so the page ships its cards' data once, compactly. Of
 * the place, only what measures a search's distance: the card names the town
 * (location), never the place's id or postcode.
 */
export type CardVehicle = Pick<
  Vehicle,
  | 'id'
  | 'type'
  | 'title'
  | 'imageUrl'
  | 'imageColor'
  | 'price'
  | 'previousPrice'
  | 'priceRating'
  | 'year'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'engineSize'
  | 'power'
  | 'location'
> & { place?: LatLng | null; seller: Pick<VehicleSeller, 'isDealer'> };

/** A vehicle's card details, always in the same shape, so two pages of cards compare as text. */
export function toCardVehicle(vehicle: CardVehicle): CardVehicle {
  return {
    id: vehicle.id,
    type: vehicle.type,
    title: vehicle.title,
    imageUrl: vehicle.imageUrl,
    imageColor: vehicle.imageColor ?? null,
    price: vehicle.price,
    previousPrice: vehicle.previousPrice ?? null,
    priceRating: vehicle.priceRating ?? null,
    year: vehicle.year,
    mileage: vehicle.mileage,
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    engineSize: vehicle.engineSize,
    power: vehicle.power,
    location: vehicle.location,
    place: vehicle.place ? { latitude: vehicle.place.latitude, longitude: vehicle.place.longitude } : null,
    seller: { isDealer: vehicle.seller.isDealer },
  };
}
