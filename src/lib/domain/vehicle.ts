import type { FuelType, Transmission, VehicleColor, VehicleType } from './constants.ts';

/** A seller as shown on a listing. */
export interface VehicleSeller {
  name: string;
  phone: string;
  isDealer: boolean;
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
  description: string;
  imageUrl: string;
  seller: VehicleSeller;
  features: string[];
  /** ISO 8601 timestamp. */
  createdAt: string;
  isFavorite: boolean;
  sellerId: string | null;
}
