/**
 * The demo marketplace behind the eight sample vehicles: a few dealers (a
 * trading name, one city, a dozen listings each in their line of business)
 * and many private sellers with one to three vehicles, in real German cities
 * (names as the GeoNames gazetteer spells them). Popular models come in
 * clusters of 8–12 listings from different sellers, of neighbouring years and
 * mileages, priced by age and mileage with noise, so price comparisons have
 * comparables: some listings are bargains, some are dear. Every listing has
 * a body type, drawn in its own colour, and most carry the facts buyers
 * expect (first registration, owners, inspection, accident-free, consumption,
 * emissions class). A fixed-seed generator makes every run write the same rows.
 */
import { COLORS, FEATURES } from '../../src/lib/domain/constants.ts';
import type { BodyType, VehicleColor, VehicleType } from '../../src/lib/domain/constants.ts';
import type { Vehicle } from '../../src/lib/domain/vehicle.ts';
import { addMonths, type EmissionsClass } from '../../src/lib/domain/vehicleFacts.ts';

/** An account that sells: its profile as the seed writes it. */
export interface SellerAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  bio: string;
  isDealer: boolean;
  createdAt: string;
}

export interface SeedVehicle {
  id: string;
  sellerId: string;
  type: VehicleType;
  title: string;
  make: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  power: number | null;
  engineSize: number | null;
  color: string;
  location: string;
  description: string;
  imageUrl: string | null;
  features: readonly string[];
  status: 'active' | 'draft' | 'sold' | 'removed';
  viewCount: number;
  createdAt: string;
  bodyType: BodyType;
  firstRegistration: string | null;
  previousOwners: number | null;
  nextInspection: string | null;
  accidentFree: boolean | null;
  consumption: number | null;
  electricRange: number | null;
  emissionsClass: EmissionsClass | null;
  doors: number | null;
  seats: number | null;
}

/**
 * A car's doors and seats as its body type has them (a hatchback's tailgate
 * counts as a door), varied by the listing's id: some three-door hatchbacks,
 * seven-seat SUVs and MPVs, nine-seat vans, two-seat roadsters, and one
 * listing in eight that does not say. Scooters have neither. A hash of the id,
 * so the generator's random sequence (every other value) stays as it was.
 */
export function doorsAndSeats(
  type: VehicleType,
  bodyType: BodyType,
  id: string,
): { doors: number | null; seats: number | null } {
  if (type !== 'car') return { doors: null, seats: null };
  let hash = 11;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 33 + id.charCodeAt(i)) % 1_000_003;
  if (hash % 8 === 0) return { doors: null, seats: null };
  const variant = hash % 5;
  const layouts: Record<string, [number, number][]> = {
    hatchback: [
      [5, 5],
      [5, 5],
      [5, 5],
      [3, 4],
      [3, 5],
    ],
    saloon: [[4, 5]],
    estate: [[5, 5]],
    suv: [
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 7],
      [5, 5],
    ],
    coupe: [
      [2, 4],
      [2, 4],
      [2, 2],
    ],
    convertible: [
      [2, 4],
      [2, 2],
    ],
    mpv: [
      [5, 7],
      [5, 5],
      [5, 7],
    ],
    pickup: [
      [4, 5],
      [2, 2],
    ],
    van: [
      [4, 3],
      [5, 9],
      [4, 6],
    ],
  };
  const choices = layouts[bodyType] ?? [[5, 5]];
  const [doors, seats] = choices[variant % choices.length] ?? [5, 5];
  return { doors, seats };
}

/** Mulberry32: a small, fast, deterministic PRNG. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// ------------------------------------------------------------------ catalogue

interface Variant {
  name: string;
  fuel: string;
  /** cc; null for electric. */
  engine: number | null;
  /** hp */
  power: number;
  /** List price new, in euros. */
  newPrice: number;
  /** l/100 km, or kWh/100 km for electric. */
  consumption: number;
  /** Electric range in km (electric and plug-in hybrid). */
  range?: number;
}

interface ModelSpec {
  type: VehicleType;
  make: string;
  model: string;
  variants: readonly Variant[];
  /** Body types it is sold as, repeated by how common each is. */
  bodies: readonly BodyType[];
  /** What makers call a body type in the title ("Touring", "Avant"). */
  bodyWords?: Partial<Record<BodyType, string>>;
  /** First model year sold. */
  since: number;
  /** Listings of it in the demo data when it is one of the popular clusters. */
  cluster?: { count: number; year: number };
}

const v = (
  name: string,
  fuel: string,
  engine: number | null,
  power: number,
  newPrice: number,
  consumption: number,
  range?: number,
): Variant => ({ name, fuel, engine, power, newPrice, consumption, ...(range === undefined ? {} : { range }) });

const car = (
  make: string,
  model: string,
  bodies: readonly BodyType[],
  variants: readonly Variant[],
  extra: Partial<Pick<ModelSpec, 'bodyWords' | 'since' | 'cluster'>> = {},
): ModelSpec => ({ type: 'car', make, model, bodies, variants, since: 2010, ...extra });

const scooter = (
  make: string,
  model: string,
  body: BodyType,
  variant: Variant,
  extra: Partial<Pick<ModelSpec, 'since' | 'cluster'>> = {},
): ModelSpec => ({ type: 'scooter', make, model, bodies: [body], variants: [variant], since: 2012, ...extra });

const s = (fuel: string, engine: number | null, power: number, newPrice: number, consumption: number, range?: number) =>
  v('', fuel, engine, power, newPrice, consumption, range);

export const CATALOGUE: readonly ModelSpec[] = [
  // Popular models: clusters of comparable listings.
  car(
    'Volkswagen',
    'Golf',
    ['hatchback', 'hatchback', 'hatchback', 'estate'],
    [
      v('1.5 TSI', 'Petrol', 1498, 150, 31_000, 5.6),
      v('2.0 TDI', 'Diesel', 1968, 115, 32_000, 4.5),
      v('GTE', 'Plug-in Hybrid', 1395, 245, 43_000, 1.6, 60),
    ],
    { bodyWords: { estate: 'Variant' }, cluster: { count: 12, year: 2019 } },
  ),
  car(
    'BMW',
    '3 Series',
    ['saloon', 'estate'],
    [
      v('320i', 'Petrol', 1998, 184, 45_000, 6.4),
      v('320d', 'Diesel', 1995, 190, 47_000, 4.8),
      v('330e', 'Plug-in Hybrid', 1998, 292, 52_000, 1.8, 60),
    ],
    { bodyWords: { estate: 'Touring' }, cluster: { count: 10, year: 2020 } },
  ),
  car(
    'Audi',
    'A4',
    ['saloon', 'estate', 'estate'],
    [v('35 TFSI', 'Petrol', 1984, 150, 42_000, 6.1), v('40 TDI', 'Diesel', 1968, 204, 46_000, 4.9)],
    { bodyWords: { estate: 'Avant' }, cluster: { count: 10, year: 2019 } },
  ),
  car(
    'Mercedes-Benz',
    'C-Class',
    ['saloon', 'estate'],
    [
      v('C 200', 'Petrol', 1496, 204, 47_000, 6.6),
      v('C 220 d', 'Diesel', 1993, 200, 50_000, 4.9),
      v('C 300 e', 'Plug-in Hybrid', 1999, 313, 56_000, 0.9, 100),
    ],
    { bodyWords: { estate: 'Estate' }, cluster: { count: 10, year: 2020 } },
  ),
  car(
    'Toyota',
    'Corolla',
    ['hatchback', 'estate', 'saloon'],
    [v('1.8 Hybrid', 'Hybrid', 1798, 122, 29_000, 4.4), v('2.0 Hybrid', 'Hybrid', 1987, 184, 33_000, 4.7)],
    { bodyWords: { estate: 'Touring Sports' }, since: 2019, cluster: { count: 9, year: 2021 } },
  ),
  car(
    'Tesla',
    'Model 3',
    ['saloon'],
    [
      v('Standard Range', 'Electric', null, 283, 42_000, 14.9, 491),
      v('Long Range', 'Electric', null, 351, 50_000, 16, 602),
    ],
    { since: 2019, cluster: { count: 9, year: 2021 } },
  ),
  car(
    'Ford',
    'Focus',
    ['hatchback', 'hatchback', 'estate'],
    [v('1.0 EcoBoost', 'Petrol', 999, 125, 26_000, 5.6), v('1.5 EcoBlue', 'Diesel', 1499, 120, 28_000, 4.4)],
    { bodyWords: { estate: 'Turnier' }, cluster: { count: 9, year: 2019 } },
  ),
  scooter('Vespa', 'Primavera 125', 'step-through', s('Petrol', 125, 11, 5_000, 2.3), {
    cluster: { count: 9, year: 2021 },
  }),
  scooter('Honda', 'PCX 125', 'step-through', s('Petrol', 125, 12, 3_700, 2.1), { cluster: { count: 9, year: 2021 } }),
  scooter('Yamaha', 'NMAX 125', 'sport', s('Petrol', 125, 12, 3_600, 2.2), { cluster: { count: 9, year: 2021 } }),
  // The rest of the market, a few listings each.
  car('BMW', '1 Series', ['hatchback'], [v('118i', 'Petrol', 1499, 140, 32_000, 5.9)]),
  car('BMW', 'X3', ['suv'], [v('xDrive20d', 'Diesel', 1995, 190, 55_000, 5.7)]),
  car('BMW', 'i4', ['saloon'], [v('eDrive40', 'Electric', null, 340, 59_000, 16.5, 520)], { since: 2021 }),
  car('BMW', '4 Series', ['coupe', 'convertible'], [v('420i', 'Petrol', 1998, 184, 52_000, 6.8)], {
    bodyWords: { coupe: 'Coupé', convertible: 'Convertible' },
  }),
  car('BMW', '2 Series Active Tourer', ['mpv'], [v('218i', 'Petrol', 1499, 136, 35_000, 6)], { since: 2014 }),
  car('Audi', 'A3', ['hatchback'], [v('Sportback 35 TFSI', 'Petrol', 1498, 150, 33_000, 5.5)]),
  car('Audi', 'Q5', ['suv'], [v('40 TDI quattro', 'Diesel', 1968, 204, 56_000, 6.1)]),
  car('Audi', 'Q4 e-tron', ['suv'], [v('40', 'Electric', null, 204, 52_000, 17, 520)], { since: 2021 }),
  car('Audi', 'TT', ['coupe', 'convertible'], [v('45 TFSI', 'Petrol', 1984, 245, 48_000, 7)], {
    bodyWords: { coupe: 'Coupé', convertible: 'Roadster' },
  }),
  car('Mercedes-Benz', 'A-Class', ['hatchback'], [v('A 180', 'Petrol', 1332, 136, 33_000, 5.8)]),
  car('Mercedes-Benz', 'GLC', ['suv'], [v('300 4MATIC', 'Petrol', 1999, 258, 61_000, 8)], { since: 2015 }),
  car('Mercedes-Benz', 'EQA', ['suv'], [v('250', 'Electric', null, 190, 50_000, 16.5, 420)], { since: 2021 }),
  car('Mercedes-Benz', 'E-Class', ['saloon', 'estate'], [v('E 300 e', 'Plug-in Hybrid', 1991, 320, 63_000, 1.5, 60)], {
    bodyWords: { estate: 'Estate' },
    since: 2019,
  }),
  car('Mercedes-Benz', 'V-Class', ['mpv'], [v('V 250 d', 'Diesel', 2143, 190, 60_000, 7.2)]),
  car('Mercedes-Benz', 'Sprinter', ['van'], [v('316 CDI', 'Diesel', 2143, 163, 45_000, 9)]),
  car('Volkswagen', 'Polo', ['hatchback'], [v('1.0 TSI', 'Petrol', 999, 95, 21_000, 5.4)]),
  car('Volkswagen', 'Passat', ['estate', 'estate', 'saloon'], [v('2.0 TDI', 'Diesel', 1968, 150, 41_000, 4.9)], {
    bodyWords: { estate: 'Variant' },
  }),
  car('Volkswagen', 'Tiguan', ['suv'], [v('2.0 TDI', 'Diesel', 1968, 150, 40_000, 5.9)]),
  car('Volkswagen', 'ID.3', ['hatchback'], [v('Pro', 'Electric', null, 204, 39_000, 15.5, 425)], { since: 2020 }),
  car('Volkswagen', 'Touran', ['mpv'], [v('1.5 TSI', 'Petrol', 1498, 150, 35_000, 6.3)]),
  car('Volkswagen', 'Transporter', ['van'], [v('2.0 TDI', 'Diesel', 1968, 150, 45_000, 7.8)]),
  car('Volkswagen', 'Amarok', ['pickup'], [v('3.0 V6 TDI', 'Diesel', 2967, 240, 55_000, 9.5)]),
  car('Toyota', 'Yaris', ['hatchback'], [v('1.5 Hybrid', 'Hybrid', 1490, 116, 23_000, 3.8)]),
  car('Toyota', 'RAV4', ['suv'], [v('2.5 Hybrid', 'Hybrid', 2487, 218, 41_000, 5.6)], { since: 2016 }),
  car('Toyota', 'C-HR', ['suv'], [v('1.8 Hybrid', 'Hybrid', 1798, 122, 32_000, 4.9)], { since: 2017 }),
  car('Toyota', 'Aygo X', ['hatchback'], [v('1.0', 'Petrol', 998, 72, 16_000, 4.9)], { since: 2022 }),
  car('Toyota', 'Hilux', ['pickup'], [v('2.4 D-4D', 'Diesel', 2393, 150, 40_000, 8.6)]),
  car('Toyota', 'GR86', ['coupe'], [v('2.4', 'Petrol', 2387, 234, 35_000, 9)], { since: 2022 }),
  car('Ford', 'Fiesta', ['hatchback'], [v('1.0 EcoBoost', 'Petrol', 999, 100, 19_000, 5.2)]),
  car('Ford', 'Kuga', ['suv'], [v('2.5 PHEV', 'Plug-in Hybrid', 2488, 225, 41_000, 1.4, 56)], { since: 2020 }),
  car('Ford', 'Mustang Mach-E', ['suv'], [v('Extended Range', 'Electric', null, 269, 52_000, 18.5, 540)], {
    since: 2021,
  }),
  car('Ford', 'Mustang', ['coupe', 'convertible'], [v('5.0 V8 GT', 'Petrol', 5038, 450, 55_000, 12.4)], {
    bodyWords: { convertible: 'Convertible' },
    since: 2015,
  }),
  car('Ford', 'Ranger', ['pickup'], [v('2.0 EcoBlue', 'Diesel', 1996, 170, 40_000, 8.4)]),
  car('Ford', 'Transit Custom', ['van'], [v('2.0 EcoBlue', 'Diesel', 1995, 130, 38_000, 7.4)]),
  car('Ford', 'S-Max', ['mpv'], [v('2.0 EcoBlue', 'Diesel', 1995, 150, 40_000, 5.8)]),
  car('Honda', 'Civic', ['hatchback'], [v('1.5 VTEC Turbo', 'Petrol', 1498, 182, 31_000, 6)]),
  car('Honda', 'Jazz', ['hatchback'], [v('1.5 e:HEV', 'Hybrid', 1498, 109, 24_000, 4.5)], { since: 2020 }),
  car('Honda', 'CR-V', ['suv'], [v('2.0 e:HEV', 'Hybrid', 1993, 184, 41_000, 5.7)], { since: 2019 }),
  car('Honda', 'HR-V', ['suv'], [v('1.5 e:HEV', 'Hybrid', 1498, 131, 33_000, 5.4)], { since: 2021 }),
  car('Honda', 'e', ['hatchback'], [v('Advance', 'Electric', null, 154, 35_000, 17.2, 210)], { since: 2020 }),
  scooter('Vespa', 'Primavera 50', 'step-through', s('Petrol', 49, 3, 4_000, 2)),
  scooter('Vespa', 'GTS 300', 'step-through', s('Petrol', 278, 24, 7_600, 3.2)),
  scooter('Vespa', 'Elettrica', 'electric-moped', s('Electric', null, 5, 7_500, 5, 100), { since: 2019 }),
  scooter('Honda', 'Forza 350', 'maxi', s('Petrol', 330, 29, 6_300, 3.1), { since: 2020 }),
  scooter('Honda', 'SH125i', 'high-wheel', s('Petrol', 125, 12, 3_900, 2.2)),
  scooter('Yamaha', 'XMAX 300', 'maxi', s('Petrol', 292, 28, 6_600, 3)),
  scooter('Yamaha', 'Tricity 125', 'three-wheel', s('Petrol', 125, 12, 4_600, 2.4), { since: 2014 }),
  scooter('Piaggio', 'Medley 125', 'high-wheel', s('Petrol', 125, 15, 3_800, 2.3), { since: 2016 }),
  scooter('Piaggio', 'Beverly 300', 'high-wheel', s('Petrol', 278, 24, 5_700, 3.2)),
  scooter('Piaggio', 'Liberty 125', 'high-wheel', s('Petrol', 125, 11, 3_000, 2.2)),
  scooter('Piaggio', 'MP3 300 Hybrid', 'three-wheel', s('Hybrid', 278, 22, 9_200, 3)),
  scooter('Piaggio', '1 Active', 'electric-moped', s('Electric', null, 3, 3_100, 4.2, 85), { since: 2021 }),
  scooter('Suzuki', 'Burgman 125', 'step-through', s('Petrol', 125, 11, 4_000, 2.3)),
  scooter('Suzuki', 'Burgman 400', 'maxi', s('Petrol', 400, 31, 7_200, 3.6)),
  scooter('Suzuki', 'Address 110', 'step-through', s('Petrol', 113, 9, 2_500, 2)),
  scooter('Aprilia', 'SR GT 125', 'sport', s('Petrol', 125, 15, 3_900, 2.6), { since: 2022 }),
  scooter('Aprilia', 'SR 50', 'sport', s('Petrol', 49, 4, 2_600, 2.8)),
  scooter('Peugeot', 'Django 125', 'step-through', s('Petrol', 125, 10, 3_400, 2.4), { since: 2014 }),
  scooter('Peugeot', 'Speedfight 4', 'sport', s('Petrol', 50, 4, 2_400, 2.6)),
  scooter('Peugeot', 'e-Ludix', 'electric-moped', s('Electric', null, 3, 3_000, 4, 50)),
];

// ------------------------------------------------------------------ sellers

interface Dealer {
  account: SellerAccount;
  capacity: number;
  sells: (spec: ModelSpec) => boolean;
}

const dealerAccount = (
  index: number,
  name: string,
  city: string,
  phone: string,
  bio: string,
  createdAt: string,
): SellerAccount => {
  const [firstName = name, ...rest] = name.split(' ');
  return {
    id: `dea1e400-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `${name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z]+/g, '-')
      .replace(/-+$/, '')}@wheelhouse.test`,
    firstName,
    lastName: rest.join(' '),
    phone,
    location: city,
    bio,
    isDealer: true,
    createdAt,
  };
};

const makes =
  (type: VehicleType, list: readonly string[]) =>
  (spec: ModelSpec): boolean =>
    spec.type === type && list.includes(spec.make);

/** The dealers besides the demo dealer: the four named on the sample vehicles, and four more. */
function otherDealers(): Dealer[] {
  const electric = (spec: ModelSpec) => spec.type === 'car' && spec.variants.every((x) => x.fuel === 'Electric');
  return [
    {
      account: dealerAccount(
        11,
        'Spree Electric Cars',
        'Berlin',
        '+49 30 5557 1200',
        'Used electric cars with a battery health report on every one.',
        '2020-03-02T09:00:00Z',
      ),
      capacity: 10,
      sells: electric,
    },
    {
      account: dealerAccount(
        12,
        'Rheinland Auto Center',
        'Köln',
        '+49 221 5553 9070',
        'Toyota, Honda and Ford specialists on the right bank of the Rhine.',
        '2019-06-17T09:00:00Z',
      ),
      capacity: 12,
      sells: makes('car', ['Toyota', 'Honda', 'Ford']),
    },
    {
      account: dealerAccount(
        13,
        'Motorrad Kaiser',
        'Düsseldorf',
        '+49 211 5556 3344',
        'Scooters and motorbikes, serviced in our own workshop.',
        '2021-02-08T09:00:00Z',
      ),
      capacity: 11,
      sells: makes('scooter', ['Yamaha', 'Honda', 'Suzuki', 'Aprilia']),
    },
    {
      account: dealerAccount(
        14,
        'Isar Premium Automobile',
        'München',
        '+49 89 5552 6100',
        'Premium used cars from BMW, Audi and Mercedes-Benz with warranty.',
        '2018-09-10T09:00:00Z',
      ),
      capacity: 12,
      sells: makes('car', ['BMW', 'Audi', 'Mercedes-Benz']),
    },
    {
      account: dealerAccount(
        15,
        'Autohaus Nord',
        'Hamburg',
        '+49 40 5554 7711',
        'Volkswagen, Ford and Toyota since 1987.',
        '2019-11-04T09:00:00Z',
      ),
      capacity: 11,
      sells: makes('car', ['Volkswagen', 'Ford', 'Toyota']),
    },
    {
      account: dealerAccount(
        16,
        'Rhein-Main Automobile',
        'Frankfurt am Main',
        '+49 69 5552 3380',
        'Company cars and estates, mostly from German makers.',
        '2020-08-24T09:00:00Z',
      ),
      capacity: 11,
      sells: makes('car', ['Audi', 'Volkswagen', 'Mercedes-Benz', 'BMW']),
    },
    {
      account: dealerAccount(
        17,
        'Roller & Co.',
        'Leipzig',
        '+49 341 5557 2020',
        'Vespa, Piaggio and Peugeot scooters, new and used.',
        '2022-04-11T09:00:00Z',
      ),
      capacity: 10,
      sells: makes('scooter', ['Vespa', 'Piaggio', 'Peugeot']),
    },
    {
      account: dealerAccount(
        18,
        'Autozentrum Ruhr',
        'Dortmund',
        '+49 231 5558 4400',
        'Affordable family cars, inspected and with new HU.',
        '2021-07-19T09:00:00Z',
      ),
      capacity: 11,
      sells: makes('car', ['Ford', 'Volkswagen', 'Toyota', 'Honda']),
    },
  ];
}

/** The private owners named on the sample vehicles (beside the demo private seller). */
export const SAMPLE_OWNERS: readonly SellerAccount[] = [
  ['Giulia', 'Romano', 'Stuttgart', '+49 711 5550 4821'],
  ['Lena', 'Hoffmann', 'Leipzig', '+49 341 5554 9182'],
  ['Markus', 'Weber', 'Frankfurt am Main', '+49 69 5559 0457'],
].map(([firstName = '', lastName = '', location = '', phone = ''], index) => ({
  id: `b0b5e11e-0000-4000-8000-${String(101 + index).padStart(12, '0')}`,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@wheelhouse.test`,
  firstName,
  lastName,
  phone,
  location,
  bio: '',
  isDealer: false,
  createdAt: `2023-0${String(index + 3)}-12T18:00:00Z`,
}));

const FIRST_NAMES = [
  'Anna',
  'Lukas',
  'Sophie',
  'Felix',
  'Laura',
  'Paul',
  'Hannah',
  'Tim',
  'Lea',
  'Max',
  'Emma',
  'Jan',
  'Marie',
  'Niklas',
  'Julia',
  'Leon',
  'Sarah',
  'David',
  'Katharina',
  'Moritz',
  'Clara',
  'Tobias',
  'Nina',
  'Florian',
  'Johanna',
  'Stefan',
  'Ayşe',
  'Mehmet',
  'Elif',
  'Piotr',
  'Olga',
  'Karim',
  'Sven',
  'Frieda',
  'Ole',
  'Greta',
];
const LAST_NAMES = [
  'Fischer',
  'Wagner',
  'Müller',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schröder',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Schmitt',
  'Meier',
  'Yılmaz',
  'Kowalski',
  'Petersen',
  'Jansen',
  'Vogel',
  'Frank',
  'Berger',
  'Keller',
  'Roth',
  'Beck',
];

/** Big cities, and towns beside them so searches by distance find something (GeoNames spellings). */
const CITIES = [
  ['Berlin', 6],
  ['Hamburg', 5],
  ['München', 5],
  ['Köln', 4],
  ['Frankfurt am Main', 3],
  ['Stuttgart', 3],
  ['Düsseldorf', 3],
  ['Leipzig', 2],
  ['Dortmund', 2],
  ['Essen', 2],
  ['Bremen', 2],
  ['Dresden', 2],
  ['Hannover', 2],
  ['Bonn', 1],
  ['Karlsruhe', 1],
  ['Mannheim', 1],
  ['Augsburg', 1],
  ['Wiesbaden', 1],
  ['Kiel', 1],
  ['Münster', 1],
  ['Freiburg', 1],
  ['Potsdam', 1],
  ['Falkensee', 1],
  ['Bernau bei Berlin', 1],
  ['Norderstedt', 1],
  ['Pinneberg', 1],
  ['Freising', 1],
  ['Dachau', 1],
  ['Germering', 1],
  ['Bad Homburg vor der Höhe', 1],
  ['Offenbach', 1],
  ['Neuss', 1],
  ['Ratingen', 1],
  ['Leverkusen', 1],
  ['Bergisch Gladbach', 1],
  ['Radebeul', 1],
  ['Markkleeberg', 1],
  ['Langenhagen', 1],
  ['Ludwigsburg', 1],
  ['Böblingen', 1],
] as const;

const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

// ------------------------------------------------------------------ listings

const CAR_TRIMS = ['', '', 'Comfort', 'Sport', 'Business Edition', 'Style', 'Premium'];
const SCOOTER_TRIMS = ['', '', 'ABS', 'Special Edition', 'Sport'];

const CAR_SENTENCES = [
  'Non-smoker vehicle, no pets.',
  'Full service history with stamped book and invoices.',
  'Two keys, owner’s manual and winter tyres on steel rims included.',
  'Recently serviced: oil, filters and brake fluid changed.',
  'Minor stone chips on the bonnet, otherwise in very good condition.',
  'Garage kept and regularly washed by hand.',
  'Timing belt replaced at the recommended interval.',
  'Interior clean and tidy, seats without wear.',
  'Financing and part exchange possible.',
  'Viewing and test drive by appointment.',
];
const SCOOTER_SENTENCES = [
  'Stored indoors over winter.',
  'Fresh service with new oil, spark plug and drive belt.',
  'Includes a helmet and a disc lock.',
  'Perfect for the daily commute through town.',
  'Tyres have plenty of tread left.',
  'Small scratch on the left side panel, purely cosmetic.',
  'All service receipts available.',
  'Registration papers and both keys present.',
  'Viewing by appointment, test ride with licence only.',
];
const NEW_INSPECTION = 'New main inspection (HU) just passed without defects.';

const COLOR_WEIGHTS: Readonly<Record<VehicleColor, number>> = {
  Black: 18,
  White: 16,
  Silver: 12,
  Blue: 10,
  Red: 8,
  Grey: 18,
  Green: 4,
  Other: 4,
};

/** 12300 → "12,300", independent of the machine's locale data. */
export function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The emissions standard new vehicles of that year met (cars: Euro 6d from 2021, 6e from 2025). */
export function emissionsClassOf(type: VehicleType, year: number): EmissionsClass {
  if (type === 'scooter')
    return year >= 2025 ? 'Euro 5+' : year >= 2021 ? 'Euro 5' : year >= 2017 ? 'Euro 4' : 'Euro 3';
  if (year >= 2025) return 'Euro 6e';
  if (year >= 2021) return 'Euro 6d';
  if (year >= 2019) return 'Euro 6d-TEMP';
  if (year >= 2015) return 'Euro 6';
  if (year >= 2011) return 'Euro 5';
  return 'Euro 4';
}

interface Planned {
  spec: ModelSpec;
  age: number;
}

/** Popular models in their clusters (years around the cluster's year), then the rest of the market. */
function plan(random: Random, total: number): Planned[] {
  const planned: Planned[] = [];
  for (const spec of CATALOGUE) {
    if (!spec.cluster) continue;
    for (let i = 0; i < spec.cluster.count; i += 1) {
      const year = Math.min(2026, Math.max(spec.since, spec.cluster.year + between(random, -3, 3)));
      planned.push({ spec, age: 2026 - year });
    }
  }
  const rest = CATALOGUE.filter((spec) => !spec.cluster);
  while (planned.length < total) {
    const type: VehicleType = random() < 0.7 ? 'car' : 'scooter';
    const spec = pick(
      random,
      rest.filter((candidate) => candidate.type === type),
    );
    const oldest = Math.min(type === 'car' ? 14 : 10, 2026 - spec.since);
    planned.push({ spec, age: between(random, 0, oldest) });
  }
  // Shuffle (Fisher–Yates) so clusters spread over sellers and dates.
  for (let i = planned.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = planned[i];
    const b = planned[j];
    if (a && b) [planned[i], planned[j]] = [b, a];
  }
  return planned;
}

export interface DemoMarket {
  sellers: SellerAccount[];
  vehicles: SeedVehicle[];
}

export const GENERATED_COUNT = 236;

/**
 * The generated listings and the sellers they belong to. `demoDealer` and
 * `demoPrivate` are the demo accounts: the dealer sells anything (about 30
 * listings), the private seller a couple of vehicles beside the sample Golf.
 */
export function demoMarket(demoDealer: string, demoPrivate: string): DemoMarket {
  const random = prng(20_261_124);
  const weightedColor = (): VehicleColor => {
    const total = COLORS.reduce((sum, color) => sum + COLOR_WEIGHTS[color], 0);
    let roll = random() * total;
    for (const color of COLORS) {
      roll -= COLOR_WEIGHTS[color];
      if (roll < 0) return color;
    }
    return 'Other';
  };
  const weightedCity = (): string => {
    const total = CITIES.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = random() * total;
    for (const [city, weight] of CITIES) {
      roll -= weight;
      if (roll < 0) return city;
    }
    return 'Berlin';
  };

  const dealers: Dealer[] = [
    {
      account: {
        id: demoDealer,
        email: '',
        firstName: '',
        lastName: '',
        phone: '',
        location: 'Berlin',
        bio: '',
        isDealer: true,
        createdAt: '',
      },
      capacity: 30,
      sells: () => true,
    },
    ...otherDealers(),
  ];
  interface Private {
    account: SellerAccount;
    capacity: number;
  }
  const privates: Private[] = [
    {
      account: {
        id: demoPrivate,
        email: '',
        firstName: '',
        lastName: '',
        phone: '',
        location: 'Hamburg',
        bio: '',
        isDealer: false,
        createdAt: '',
      },
      capacity: 2,
    },
    ...SAMPLE_OWNERS.map((account, index) => ({ account, capacity: [1, 0, 1][index] ?? 0 })),
  ];
  const usedNames = new Set(['Jonas Becker', ...SAMPLE_OWNERS.map((o) => `${o.firstName} ${o.lastName}`)]);
  const newPrivate = (): Private => {
    let first = pick(random, FIRST_NAMES);
    let last = pick(random, LAST_NAMES);
    while (usedNames.has(`${first} ${last}`)) {
      first = pick(random, FIRST_NAMES);
      last = pick(random, LAST_NAMES);
    }
    usedNames.add(`${first} ${last}`);
    const index = privates.length + 101;
    const roll = random();
    const created = new Date(Date.parse('2021-01-01T00:00:00Z') + Math.floor(random() * 2_000) * 86_400_000 * 0.9);
    return {
      account: {
        id: `b0b5e11e-0000-4000-8000-${String(index).padStart(12, '0')}`,
        email: `${ascii(first)}.${ascii(last)}@wheelhouse.test`,
        firstName: first,
        lastName: last,
        phone: `+49 15${String(between(random, 1, 9))} 555${String(between(random, 10_000, 99_999))}`,
        location: weightedCity(),
        bio: '',
        isDealer: false,
        createdAt: `${created.toISOString().slice(0, 10)}T19:00:00Z`,
      },
      capacity: roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3,
    };
  };

  const owned = new Map<string, Map<string, number>>();
  const take = (sellerId: string, spec: ModelSpec) => {
    const models = owned.get(sellerId) ?? new Map<string, number>();
    models.set(spec.model, (models.get(spec.model) ?? 0) + 1);
    owned.set(sellerId, models);
  };
  const holds = (sellerId: string, spec: ModelSpec) => owned.get(sellerId)?.get(spec.model) ?? 0;

  const vehicles: SeedVehicle[] = [];
  const first = Date.parse('2026-05-04T07:00:00Z');
  const last = Date.parse('2026-11-17T19:00:00Z');
  let open = 0;
  const planned = plan(random, GENERATED_COUNT);
  planned.forEach(({ spec, age }, index) => {
    // A seller: a dealer in that line of business (at most two of a model), else a private person.
    const candidates = dealers.filter((d) => d.capacity > 0 && d.sells(spec) && holds(d.account.id, spec) < 2);
    const room = candidates.reduce((sum, d) => sum + d.capacity, 0);
    let seller: SellerAccount;
    if (room > 0 && random() < 0.5) {
      let roll = random() * room;
      const dealer = candidates.find((d) => (roll -= d.capacity) < 0) ?? candidates[0];
      if (!dealer) throw new Error('no dealer');
      dealer.capacity -= 1;
      seller = dealer.account;
    } else {
      while (
        open < privates.length &&
        ((privates[open]?.capacity ?? 0) === 0 || holds(privates[open]?.account.id ?? '', spec) > 0)
      )
        open += 1;
      if (open >= privates.length) privates.push(newPrivate());
      const person = privates[open];
      if (!person) throw new Error('no private seller');
      person.capacity -= 1;
      seller = person.account;
    }
    take(seller.id, spec);

    const isCar = spec.type === 'car';
    const variant = pick(random, spec.variants);
    const body = pick(random, spec.bodies);
    const year = 2026 - age;
    const perYear = isCar ? between(random, 8_000, 22_000) : between(random, 1_500, 5_000);
    const mileage = Math.max(
      age === 0 ? between(random, 10, 900) : 0,
      Math.round((age * perYear + between(random, 0, perYear)) / 100) * 100,
    );
    const wear = Math.max(0.7, 1 - mileage / (isCar ? 500_000 : 100_000));
    // Mostly fair prices; some bargains and some optimists.
    const mood = random();
    const spread = mood < 0.1 ? 0.8 : mood > 0.9 ? 1.2 : 0.94 + random() * 0.12;
    const value = variant.newPrice * (isCar ? 0.88 : 0.9) ** age * wear * spread;
    const step = isCar ? 100 : 50;
    const price = Math.max(step * 5, Math.round(value / step) * step - (random() < 0.4 ? 10 : 0));
    const trim = pick(random, isCar ? CAR_TRIMS : SCOOTER_TRIMS);
    const bodyWord = spec.bodyWords?.[body];
    const title = [String(year), spec.make, spec.model, bodyWord, variant.name, trim].filter(Boolean).join(' ');

    const createdAt = new Date(first + Math.round(((last - first) * index) / (GENERATED_COUNT - 1) / 60_000) * 60_000);
    const listedMonth = createdAt.toISOString().slice(0, 7);
    const registration = `${String(year)}-${String(between(random, 1, year === 2026 ? 4 : 12)).padStart(2, '0')}`;
    const electric = variant.fuel === 'Electric';
    // Mopeds (50 cc, slow electric ones) ride on insurance plates: no inspection.
    const inspected = isCar || (variant.engine !== null && variant.engine > 50);
    const freshInspection = inspected && year < 2024 && random() < 0.2;
    let inspection = addMonths(registration, isCar ? 36 : 24);
    while (inspection < listedMonth) inspection = addMonths(inspection, 24);
    if (freshInspection) inspection = addMonths(listedMonth, 24);
    const sentences = isCar ? CAR_SENTENCES : SCOOTER_SENTENCES;
    const chosen = new Set<string>();
    const sentenceCount = between(random, 2, 4);
    while (chosen.size < sentenceCount) chosen.add(pick(random, sentences));
    const accidentRoll = random();
    const accidentFree = accidentRoll < 0.72 ? true : accidentRoll < 0.8 ? false : null;
    const extra = [
      freshInspection ? NEW_INSPECTION : '',
      accidentFree === true
        ? 'Accident-free.'
        : accidentFree === false
          ? 'Repaired accident damage, invoices available.'
          : '',
    ].filter(Boolean);
    const features = FEATURES[spec.type].filter(() => random() < (isCar ? 0.45 : 0.35));
    const roll = random();
    const status = roll < 0.9 ? 'active' : roll < 0.95 ? 'sold' : roll < 0.98 ? 'draft' : 'removed';
    const owners = isCar && seller.isDealer ? 1 : 0;
    const stated = (chance: number) => random() < chance;

    vehicles.push({
      id: `5eed0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      sellerId: seller.id,
      type: spec.type,
      title,
      make: spec.make,
      model: spec.model,
      year,
      price,
      mileage,
      fuelType: variant.fuel,
      transmission: electric
        ? 'Automatic'
        : isCar
          ? variant.fuel === 'Hybrid'
            ? 'CVT'
            : pick(random, ['Automatic', 'Manual', 'Manual', 'Semi-Automatic'])
          : pick(random, ['CVT', 'CVT', 'Automatic']),
      power: variant.power,
      engineSize: variant.engine,
      color: weightedColor(),
      location: seller.location,
      description: `${title.slice(5)} from ${String(year)}, ${thousands(mileage)} km. ${[...chosen, ...extra].join(' ')}`,
      imageUrl: null,
      features,
      status,
      viewCount: between(random, 0, 400),
      createdAt: createdAt.toISOString(),
      bodyType: body,
      firstRegistration: stated(0.9) ? `${registration}-01` : null,
      previousOwners: stated(0.85) ? Math.min(6, owners + between(random, 0, Math.floor(age / 3))) : null,
      nextInspection: inspected && (freshInspection || stated(0.75)) ? `${inspection}-01` : null,
      accidentFree,
      consumption: stated(0.85) ? Math.round(variant.consumption * (0.95 + random() * 0.13) * 10) / 10 : null,
      electricRange:
        variant.range !== undefined && stated(0.85)
          ? Math.round((variant.range * (electric ? 1 - Math.min(age, 8) * 0.015 : 1)) / 5) * 5
          : null,
      emissionsClass: !electric && stated(0.85) ? emissionsClassOf(spec.type, year) : null,
      ...doorsAndSeats(spec.type, body, `5eed0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`),
    });
  });

  const sellers = [...dealers.slice(1).map((d) => d.account), ...privates.slice(1).map((p) => p.account)];
  return { sellers, vehicles };
}

/** The sample vehicles' facts and body types as seed rows. */
export function sampleFacts(
  vehicle: Vehicle,
): Pick<
  SeedVehicle,
  | 'bodyType'
  | 'firstRegistration'
  | 'previousOwners'
  | 'nextInspection'
  | 'accidentFree'
  | 'consumption'
  | 'electricRange'
  | 'emissionsClass'
  | 'doors'
  | 'seats'
> {
  const { facts } = vehicle;
  if (!vehicle.bodyType) throw new Error(`${vehicle.title} needs a body type`);
  return {
    ...doorsAndSeats(vehicle.type, vehicle.bodyType, vehicle.id),
    bodyType: vehicle.bodyType,
    firstRegistration: facts.firstRegistration && `${facts.firstRegistration}-01`,
    previousOwners: facts.previousOwners,
    nextInspection: facts.nextInspection && `${facts.nextInspection}-01`,
    accidentFree: facts.accidentFree,
    consumption: facts.consumption,
    electricRange: facts.electricRange,
    emissionsClass: facts.emissionsClass,
  };
}
