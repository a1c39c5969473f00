/**
 * Business constants from the product specification (§9). Everything the
 * filters, forms and listing pages offer comes from here, so one change here
 * changes every surface. The closed sets the database enforces (vehicle
 * types, fuels and transmissions per type, colours) are not written here:
 * they come from the migrations' check constraints through the generated
 * database types, so a migration is the one place to change them.
 */
import { ClosedSets, ClosedSetsByType } from '../database.types.ts';

export const VEHICLE_TYPES = ClosedSets.vehicles.type;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Filter type: a vehicle type, or every type. */
export const FILTER_TYPES = ['all', ...VEHICLE_TYPES] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const PRICE_MIN = 0;
export const PRICE_MAX = 100_000;
export const PRICE_STEP = 1_000;
export const PRICE_DEFAULT: readonly [number, number] = [0, 50_000];

export const YEAR_MIN = 1980;
export const YEAR_STEP = 1;
export const YEAR_DEFAULT_MIN = 2000;

/** The current calendar year; the upper bound and default of the year range. */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

export const MAKES: Readonly<Record<VehicleType, readonly string[]>> = {
  car: ['BMW', 'Audi', 'Mercedes-Benz', 'Volkswagen', 'Tesla', 'Toyota', 'Ford', 'Honda'],
  scooter: ['Vespa', 'Honda', 'Yamaha', 'Piaggio', 'Suzuki', 'Aprilia', 'Peugeot'],
};

export const FUEL_TYPES: Readonly<Record<VehicleType, readonly FuelType[]>> = ClosedSetsByType.vehicles.fuel_type;
export type FuelType = (typeof ClosedSetsByType.vehicles.fuel_type)[VehicleType][number];
/** Every fuel type of any vehicle type, in the order they are first listed. */
export const ALL_FUEL_TYPES = [...new Set(VEHICLE_TYPES.flatMap((type) => FUEL_TYPES[type]))] as [
  FuelType,
  ...FuelType[],
];

export const TRANSMISSIONS: Readonly<Record<VehicleType, readonly Transmission[]>> =
  ClosedSetsByType.vehicles.transmission;
export type Transmission = (typeof ClosedSetsByType.vehicles.transmission)[VehicleType][number];
export const ALL_TRANSMISSIONS = [...new Set(VEHICLE_TYPES.flatMap((type) => TRANSMISSIONS[type]))] as [
  Transmission,
  ...Transmission[],
];

export const COLORS = ClosedSets.vehicles.color;
export type VehicleColor = (typeof COLORS)[number];

/** Body shapes per vehicle type (a closed set of the vehicles table), with their display labels. */
export const BODY_TYPES: Readonly<Record<VehicleType, readonly BodyType[]>> = ClosedSetsByType.vehicles.body_type;
export type BodyType = (typeof ClosedSetsByType.vehicles.body_type)[VehicleType][number];
export const ALL_BODY_TYPES = [...BODY_TYPES.car, ...BODY_TYPES.scooter] as [BodyType, ...BodyType[]];
export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  hatchback: 'Hatchback',
  saloon: 'Saloon',
  estate: 'Estate',
  suv: 'SUV',
  coupe: 'Coupé',
  convertible: 'Convertible',
  mpv: 'MPV',
  pickup: 'Pickup',
  van: 'Van',
  'step-through': 'Step-through',
  'high-wheel': 'High-wheel',
  sport: 'Sport',
  maxi: 'Maxi-scooter',
  'three-wheel': 'Three-wheeler',
  'electric-moped': 'Electric moped',
};

/** Whether a value is a body type of this vehicle type (of either, for 'all'). */
export function isBodyTypeOf(value: string, type: FilterType): value is BodyType {
  return (type === 'all' ? ALL_BODY_TYPES : BODY_TYPES[type]).some((bodyType) => bodyType === value);
}

/** A listing's lifecycle: the statuses the vehicles table allows. */
export const LISTING_STATUSES = ClosedSets.vehicles.status;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Equipment a seller can tick and a buyer can filter on, per vehicle type. */
export const FEATURES: Readonly<Record<VehicleType, readonly string[]>> = {
  car: [
    'Air Conditioning',
    'Navigation',
    'Bluetooth',
    'Apple CarPlay / Android Auto',
    'Cruise Control',
    'Parking Sensors',
    'Reversing Camera',
    'Heated Seats',
    'Leather Seats',
    'Sunroof',
    'Tow Bar',
    'Full Service History',
  ],
  scooter: [
    'ABS',
    'LED Lights',
    'USB Charging',
    'Keyless Start',
    'Top Box',
    'Windscreen',
    'Alarm',
    'Full Service History',
  ],
};

/** Maximum-mileage choices offered by the filters, in km. */
export const MILEAGE_OPTIONS = [5_000, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000] as const;

/** Engine-size bounds for the car-only filter, in cc. */
export const ENGINE_SIZE_MIN = 0;
export const ENGINE_SIZE_MAX = 8_000;

export const FEATURED_COUNT = 4;

export const CARD_IMAGE_HEIGHT = 200;
export const CARD_IMAGE_HEIGHT_COMPACT = 120;

/** The route segment of each filter type: /vehicles/{segment}. */
export const TYPE_ROUTE: Readonly<Record<FilterType, string>> = {
  all: 'all',
  car: 'cars',
  scooter: 'scooters',
};

/** Values offered for the type filter, with human labels. */
export const TYPE_LABELS: Readonly<Record<FilterType, string>> = {
  all: 'All vehicles',
  car: 'Cars',
  scooter: 'Scooters',
};

/** Options valid for a filter type: one type's list, or the union of both. */
export function optionsFor(
  table: Readonly<Record<VehicleType, readonly string[]>>,
  type: FilterType,
): readonly string[] {
  if (type !== 'all') return table[type];
  return [...new Set([...table.car, ...table.scooter])];
}
