/**
 * Writes supabase/seed.sql: the demo accounts, the eight built-in sample
 * vehicles (the very rows the static site shows) and about 200 realistic
 * listings drawn from a fixed-seed generator, so every run writes the same
 * file. Run: `npm run db:seed` (add `--check` to
 * fail instead of writing when the file is stale).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { COLORS, FEATURES } from '../../src/lib/domain/constants.ts';
import type { VehicleColor, VehicleType } from '../../src/lib/domain/constants.ts';
import { SAMPLE_VEHICLES } from '../../src/lib/domain/sampleVehicles.ts';

export const SEED_PATH = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));

export const DEMO_PASSWORD = 'wheelhouse-demo';

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  bio: string;
  isDealer: boolean;
  /** Moderator: app_metadata.role = admin, set here by the seed (service role), never by the user. */
  isAdmin?: boolean;
}

export const DEMO_ACCOUNTS = {
  dealer: {
    id: 'dea1e400-0000-4000-8000-000000000001',
    email: 'seller.dealer@wheelhouse.test',
    firstName: 'Autohaus',
    lastName: 'Wheelhouse',
    phone: '+49 30 5550 1000',
    location: 'Berlin',
    bio: 'Family-run dealership for used cars and scooters since 1998. Every vehicle inspected, 12 months warranty.',
    isDealer: true,
  },
  private: {
    id: 'b0b5e11e-0000-4000-8000-000000000002',
    email: 'seller.private@wheelhouse.test',
    firstName: 'Jonas',
    lastName: 'Becker',
    phone: '+49 40 5558 2716',
    location: 'Hamburg',
    bio: 'Selling the family cars and my old scooter.',
    isDealer: false,
  },
  buyer: {
    id: 'b0e1e700-0000-4000-8000-000000000003',
    email: 'buyer@wheelhouse.test',
    firstName: 'Mia',
    lastName: 'Schneider',
    phone: '+49 221 5551 2233',
    location: 'Cologne',
    bio: '',
    isDealer: false,
  },
  admin: {
    id: 'ad000000-0000-4000-8000-000000000004',
    email: 'admin@wheelhouse.test',
    firstName: 'Sam',
    lastName: 'Moderator',
    phone: '',
    location: 'Berlin',
    bio: '',
    isDealer: false,
    isAdmin: true,
  },
} as const satisfies Record<string, DemoAccount>;

/** How the demo account is labelled in lists of demo accounts. */
export function demoAccountLabel(account: DemoAccount): string {
  return `${account.email}${account.isDealer ? '  (dealer)' : ''}${account.isAdmin ? '  (admin)' : ''}`;
}

/** The demo accounts as printed when a local stack starts. */
export function demoAccountsText(): string {
  const lines = Object.values(DEMO_ACCOUNTS).map((account) => `    ${demoAccountLabel(account)}`);
  return `  Demo accounts (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}`;
}

const ACCOUNT_CREATED_AT = '2026-10-01T08:00:00Z';

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

interface ModelSpec {
  type: VehicleType;
  make: string;
  model: string;
  fuel: string;
  /** cc; null for electric. */
  engine: number | null;
  power: number;
  /** List price new, in euros. */
  newPrice: number;
  transmissions: readonly string[];
  image: string;
}

const CAR_SHIFT = ['Automatic', 'Manual', 'Semi-Automatic'];

function car(
  make: string,
  model: string,
  fuel: string,
  engine: number | null,
  power: number,
  newPrice: number,
  image: string,
  transmissions: readonly string[] = fuel === 'Electric' ? ['Automatic'] : CAR_SHIFT,
): ModelSpec {
  return { type: 'car', make, model, fuel, engine, power, newPrice, transmissions, image };
}

function scooter(
  make: string,
  model: string,
  fuel: string,
  engine: number | null,
  power: number,
  newPrice: number,
  image: string,
): ModelSpec {
  const transmissions = fuel === 'Electric' ? ['Automatic'] : ['CVT', 'CVT', 'Automatic'];
  return { type: 'scooter', make, model, fuel, engine, power, newPrice, transmissions, image };
}

const MODELS: readonly ModelSpec[] = [
  car('BMW', '118i', 'Petrol', 1499, 140, 32_000, 'bmw-320d-touring'),
  car('BMW', '320d Touring', 'Diesel', 1995, 190, 47_000, 'bmw-320d-touring'),
  car('BMW', '530e', 'Plug-in Hybrid', 1998, 292, 62_000, 'bmw-320d-touring', ['Automatic']),
  car('BMW', 'X3 xDrive20d', 'Diesel', 1995, 190, 55_000, 'bmw-320d-touring', ['Automatic']),
  car('BMW', 'i4 eDrive40', 'Electric', null, 340, 59_000, 'bmw-320d-touring'),
  car('Audi', 'A3 Sportback 35 TFSI', 'Petrol', 1498, 150, 33_000, 'audi-a4-avant'),
  car('Audi', 'A4 Avant 40 TDI', 'Diesel', 1968, 204, 45_000, 'audi-a4-avant'),
  car('Audi', 'Q5 40 TDI quattro', 'Diesel', 1968, 204, 56_000, 'audi-a4-avant', ['Semi-Automatic']),
  car('Audi', 'Q4 e-tron 40', 'Electric', null, 204, 52_000, 'audi-a4-avant'),
  car('Audi', 'A6 Avant 50 TFSI e', 'Plug-in Hybrid', 1984, 299, 66_000, 'audi-a4-avant', ['Semi-Automatic']),
  car('Mercedes-Benz', 'A 180', 'Petrol', 1332, 136, 33_000, 'audi-a4-avant'),
  car('Mercedes-Benz', 'C 220 d T-Modell', 'Diesel', 1993, 200, 50_000, 'bmw-320d-touring', ['Automatic']),
  car('Mercedes-Benz', 'E 300 e', 'Plug-in Hybrid', 1991, 320, 63_000, 'audi-a4-avant', ['Automatic']),
  car('Mercedes-Benz', 'EQA 250', 'Electric', null, 190, 50_000, 'toyota-rav4'),
  car('Mercedes-Benz', 'GLC 300 4MATIC', 'Petrol', 1999, 258, 61_000, 'toyota-rav4', ['Automatic']),
  car('Volkswagen', 'Golf 1.5 TSI', 'Petrol', 1498, 150, 31_000, 'volkswagen-golf'),
  car('Volkswagen', 'Golf 2.0 TDI', 'Diesel', 1968, 115, 32_000, 'volkswagen-golf'),
  car('Volkswagen', 'Passat Variant 2.0 TDI', 'Diesel', 1968, 150, 41_000, 'bmw-320d-touring'),
  car('Volkswagen', 'Polo 1.0 TSI', 'Petrol', 999, 95, 21_000, 'volkswagen-golf', ['Manual', 'Semi-Automatic']),
  car('Volkswagen', 'ID.3 Pro', 'Electric', null, 204, 39_000, 'volkswagen-golf'),
  car('Volkswagen', 'Tiguan 2.0 TDI', 'Diesel', 1968, 150, 40_000, 'toyota-rav4'),
  car('Volkswagen', 'Golf GTE', 'Plug-in Hybrid', 1395, 245, 43_000, 'volkswagen-golf', ['Semi-Automatic']),
  car('Tesla', 'Model 3 Standard Range', 'Electric', null, 283, 42_000, 'tesla-model-3'),
  car('Tesla', 'Model 3 Long Range', 'Electric', null, 351, 50_000, 'tesla-model-3'),
  car('Tesla', 'Model Y Long Range', 'Electric', null, 378, 53_000, 'tesla-model-3'),
  car('Tesla', 'Model S', 'Electric', null, 670, 95_000, 'tesla-model-3'),
  car('Toyota', 'Corolla 1.8 Hybrid', 'Hybrid', 1798, 122, 29_000, 'toyota-rav4', ['CVT']),
  car('Toyota', 'Yaris 1.5 Hybrid', 'Hybrid', 1490, 116, 23_000, 'volkswagen-golf', ['CVT']),
  car('Toyota', 'RAV4 2.5 Hybrid', 'Hybrid', 2487, 218, 41_000, 'toyota-rav4', ['CVT']),
  car('Toyota', 'C-HR 1.8 Hybrid', 'Hybrid', 1798, 122, 32_000, 'toyota-rav4', ['CVT']),
  car('Toyota', 'Aygo X 1.0', 'Petrol', 998, 72, 16_000, 'volkswagen-golf', ['Manual', 'CVT']),
  car('Ford', 'Focus 1.0 EcoBoost', 'Petrol', 999, 125, 26_000, 'volkswagen-golf'),
  car('Ford', 'Fiesta 1.0 EcoBoost', 'Petrol', 999, 100, 19_000, 'volkswagen-golf', ['Manual']),
  car('Ford', 'Kuga 2.5 PHEV', 'Plug-in Hybrid', 2488, 225, 41_000, 'toyota-rav4', ['CVT']),
  car('Ford', 'Mustang Mach-E', 'Electric', null, 269, 52_000, 'tesla-model-3'),
  car('Ford', 'Mondeo Turnier 2.0 TDCi', 'Diesel', 1997, 150, 36_000, 'bmw-320d-touring'),
  car('Honda', 'Civic 1.5 VTEC Turbo', 'Petrol', 1498, 182, 31_000, 'volkswagen-golf', ['Manual', 'CVT']),
  car('Honda', 'Jazz 1.5 e:HEV', 'Hybrid', 1498, 109, 24_000, 'volkswagen-golf', ['CVT']),
  car('Honda', 'CR-V 2.0 e:HEV', 'Hybrid', 1993, 184, 41_000, 'toyota-rav4', ['CVT']),
  car('Honda', 'HR-V 1.5 e:HEV', 'Hybrid', 1498, 131, 33_000, 'toyota-rav4', ['CVT']),
  scooter('Vespa', 'Primavera 125', 'Petrol', 125, 11, 5_000, 'vespa-primavera'),
  scooter('Vespa', 'GTS 300 Super', 'Petrol', 278, 24, 7_600, 'vespa-primavera'),
  scooter('Vespa', 'Sprint 50', 'Petrol', 49, 3, 4_000, 'vespa-primavera'),
  scooter('Vespa', 'Elettrica', 'Electric', null, 5, 7_500, 'vespa-primavera'),
  scooter('Honda', 'PCX 125', 'Petrol', 125, 12, 3_700, 'yamaha-nmax'),
  scooter('Honda', 'Forza 350', 'Petrol', 330, 29, 6_300, 'yamaha-nmax'),
  scooter('Honda', 'SH125i', 'Petrol', 125, 12, 3_900, 'yamaha-nmax'),
  scooter('Yamaha', 'NMAX 125', 'Petrol', 125, 12, 3_600, 'yamaha-nmax'),
  scooter('Yamaha', 'XMAX 300', 'Petrol', 292, 28, 6_600, 'yamaha-nmax'),
  scooter('Yamaha', 'Tricity 125', 'Petrol', 125, 12, 4_600, 'yamaha-nmax'),
  scooter('Piaggio', 'Medley 125', 'Petrol', 125, 15, 3_800, 'vespa-primavera'),
  scooter('Piaggio', 'Beverly 300', 'Petrol', 278, 24, 5_700, 'vespa-primavera'),
  scooter('Piaggio', '1 Active', 'Electric', null, 3, 3_100, 'piaggio-1-active'),
  scooter('Piaggio', 'MP3 300 Hybrid', 'Hybrid', 278, 22, 9_200, 'vespa-primavera'),
  scooter('Suzuki', 'Burgman 125', 'Petrol', 125, 11, 4_000, 'yamaha-nmax'),
  scooter('Suzuki', 'Burgman 400', 'Petrol', 400, 31, 7_200, 'yamaha-nmax'),
  scooter('Suzuki', 'Address 110', 'Petrol', 113, 9, 2_500, 'yamaha-nmax'),
  scooter('Aprilia', 'SR GT 125', 'Petrol', 125, 15, 3_900, 'yamaha-nmax'),
  scooter('Aprilia', 'SR 50', 'Petrol', 49, 4, 2_600, 'vespa-primavera'),
  scooter('Peugeot', 'Django 125', 'Petrol', 125, 10, 3_400, 'vespa-primavera'),
  scooter('Peugeot', 'Speedfight 4', 'Petrol', 50, 4, 2_400, 'yamaha-nmax'),
  scooter('Peugeot', 'e-Ludix', 'Electric', null, 3, 3_000, 'piaggio-1-active'),
];

const CITIES = [
  'Berlin',
  'Hamburg',
  'Munich',
  'Cologne',
  'Frankfurt',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
  'Bremen',
  'Dresden',
  'Hanover',
  'Nuremberg',
  'Bonn',
  'Münster',
  'Karlsruhe',
  'Mannheim',
  'Augsburg',
  'Wiesbaden',
  'Freiburg',
  'Kiel',
  'Rostock',
  'Potsdam',
];

const DEALER_NAMES = [
  'Autohaus Wheelhouse',
  'Autohaus Nord',
  'Rhein-Main Automobile',
  'Elbe Motors',
  'Südstern Fahrzeuge',
  'Zweirad Zentrum Weber',
  'Roller & Co.',
  'Spree Electric Cars',
];
const PRIVATE_NAMES = [
  'Jonas Becker',
  'Anna Fischer',
  'Lukas Wagner',
  'Sophie Müller',
  'Felix Schulz',
  'Laura Koch',
  'Paul Richter',
  'Hannah Klein',
  'Tim Wolf',
  'Lea Neumann',
  'Max Schröder',
  'Emma Braun',
];

const CAR_TRIMS = ['', '', 'Comfort', 'Sport', 'Business Edition', 'Style', 'Premium'];
const SCOOTER_TRIMS = ['', '', 'ABS', 'Special Edition', 'Sport'];

const CAR_SENTENCES = [
  'Non-smoker vehicle, no pets.',
  'Full service history with stamped book and invoices.',
  'Two keys, owner’s manual and winter tyres on steel rims included.',
  'Recently serviced: oil, filters and brake fluid changed.',
  'New main inspection (HU/AU) just passed without defects.',
  'Accident-free according to the previous owner.',
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
  'Second owner, all service receipts available.',
  'Registration papers and both keys present.',
  'Viewing by appointment, test ride with licence only.',
];

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

interface SeedVehicle {
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
  imageUrl: string;
  sellerName: string;
  sellerPhone: string;
  sellerIsDealer: boolean;
  features: readonly string[];
  status: 'active' | 'draft' | 'sold' | 'removed';
  viewCount: number;
  createdAt: string;
}

const GENERATED_COUNT = 200;

/** 12300 → "12,300", independent of the machine's locale data. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function generatedVehicles(): SeedVehicle[] {
  const random = prng(20_261_120);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const weightedColor = (): VehicleColor => {
    const total = COLORS.reduce((sum, color) => sum + COLOR_WEIGHTS[color], 0);
    let roll = random() * total;
    for (const color of COLORS) {
      roll -= COLOR_WEIGHTS[color];
      if (roll < 0) return color;
    }
    return 'Other';
  };

  const vehicles: SeedVehicle[] = [];
  // Spread over the half year before the sample vehicles, newest last.
  const first = Date.parse('2026-05-04T07:00:00Z');
  const last = Date.parse('2026-11-17T19:00:00Z');
  for (let index = 0; index < GENERATED_COUNT; index += 1) {
    // Roughly two cars for every scooter, as on real marketplaces.
    const type: VehicleType = random() < 0.68 ? 'car' : 'scooter';
    const spec = pick(MODELS.filter((m) => m.type === type));
    const isCar = spec.type === 'car';
    const age = Math.min(between(0, isCar ? 14 : 10), spec.fuel === 'Electric' ? 6 : 14);
    const year = 2026 - age;
    const perYear = isCar ? between(8_000, 22_000) : between(1_500, 5_000);
    const mileage = Math.max(
      age === 0 ? between(10, 900) : 0,
      Math.round((age * perYear + between(0, perYear)) / 100) * 100,
    );
    const wear = Math.max(0.7, 1 - mileage / (isCar ? 500_000 : 100_000));
    const value = spec.newPrice * (isCar ? 0.9 : 0.92) ** age * wear * (0.9 + random() * 0.2);
    const step = isCar ? 100 : 50;
    const price = Math.max(step * 5, Math.round(value / step) * step - (random() < 0.4 ? 10 : 0));
    const isDealer = random() < 0.55;
    const trim = pick(isCar ? CAR_TRIMS : SCOOTER_TRIMS);
    const title = `${year} ${spec.make} ${spec.model}${trim ? ` ${trim}` : ''}`;
    const sentences = isCar ? CAR_SENTENCES : SCOOTER_SENTENCES;
    const chosen = new Set<string>();
    const sentenceCount = between(2, 4);
    while (chosen.size < sentenceCount) chosen.add(pick(sentences));
    const featurePool = FEATURES[spec.type];
    const features = featurePool.filter(() => random() < (isCar ? 0.45 : 0.35));
    const roll = random();
    const status = roll < 0.9 ? 'active' : roll < 0.95 ? 'sold' : roll < 0.98 ? 'draft' : 'removed';
    const createdAt = new Date(first + Math.round(((last - first) * index) / (GENERATED_COUNT - 1) / 60_000) * 60_000);
    const city = pick(CITIES);
    vehicles.push({
      id: `5eed0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      sellerId: isDealer ? DEMO_ACCOUNTS.dealer.id : DEMO_ACCOUNTS.private.id,
      type: spec.type,
      title,
      make: spec.make,
      model: spec.model,
      year,
      price,
      mileage,
      fuelType: spec.fuel,
      transmission: pick(spec.transmissions),
      power: spec.power,
      engineSize: spec.engine,
      color: weightedColor(),
      location: city,
      description: `${title.slice(5)} from ${year}, ${thousands(mileage)} km. ${[...chosen].join(' ')}`,
      imageUrl: `/images/vehicles/${spec.image}.svg`,
      sellerName: isDealer ? pick(DEALER_NAMES) : pick(PRIVATE_NAMES),
      sellerPhone: `+49 ${between(30, 899)} 555${between(1000, 9999)}`,
      sellerIsDealer: isDealer,
      features,
      status,
      viewCount: between(0, 400),
      createdAt: createdAt.toISOString(),
    });
  }
  return vehicles;
}

function sampleRows(): SeedVehicle[] {
  return SAMPLE_VEHICLES.map((vehicle) => ({
    id: vehicle.id,
    sellerId: vehicle.seller.isDealer ? DEMO_ACCOUNTS.dealer.id : DEMO_ACCOUNTS.private.id,
    type: vehicle.type,
    title: vehicle.title,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    price: vehicle.price,
    mileage: vehicle.mileage,
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    power: vehicle.power,
    engineSize: vehicle.engineSize,
    color: vehicle.color,
    location: vehicle.location,
    description: vehicle.description,
    imageUrl: vehicle.imageUrl,
    sellerName: vehicle.seller.name,
    sellerPhone: vehicle.seller.phone,
    sellerIsDealer: vehicle.seller.isDealer,
    features: vehicle.features,
    status: 'active',
    viewCount: 0,
    createdAt: vehicle.createdAt,
  }));
}

export function literal(value: string | number | boolean | null | readonly string[]): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return value.length === 0 ? "'{}'" : `array[${value.map((item) => literal(item)).join(', ')}]`;
}

function userSql(account: DemoAccount): string {
  const meta = JSON.stringify({ first_name: account.firstName, last_name: account.lastName });
  const appMeta = JSON.stringify({
    provider: 'email',
    providers: ['email'],
    ...(account.isAdmin ? { role: 'admin' } : {}),
  });
  const identity = JSON.stringify({ sub: account.id, email: account.email, email_verified: true });
  return `insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, email_change, email_change_token_new, recovery_token
) values (
  '00000000-0000-0000-0000-000000000000', ${literal(account.id)}, 'authenticated', 'authenticated',
  ${literal(account.email)}, extensions.crypt(${literal(DEMO_PASSWORD)}, extensions.gen_salt('bf')),
  '${ACCOUNT_CREATED_AT}', ${literal(appMeta)}, ${literal(meta)},
  '${ACCOUNT_CREATED_AT}', '${ACCOUNT_CREATED_AT}', '', '', '', ''
);
insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (${literal(account.id)}, ${literal(account.id)}, ${literal(account.id)}, ${literal(identity)}, 'email',
  '${ACCOUNT_CREATED_AT}', '${ACCOUNT_CREATED_AT}', '${ACCOUNT_CREATED_AT}');
update public.profiles
   set phone = ${literal(account.phone)}, location = ${literal(account.location)},
       bio = ${literal(account.bio || null)}, is_dealer = ${literal(account.isDealer)},
       created_at = '${ACCOUNT_CREATED_AT}', updated_at = '${ACCOUNT_CREATED_AT}'
 where id = ${literal(account.id)};`;
}

const VEHICLE_COLUMNS = [
  'id',
  'seller_id',
  'type',
  'title',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'power',
  'engine_size',
  'color',
  'location',
  'description',
  'image_url',
  'seller_name',
  'seller_phone',
  'seller_is_dealer',
  'features',
  'status',
  'view_count',
  'created_at',
  'updated_at',
  'last_confirmed_at',
  'availability_reminded_at',
];

/**
 * When each listing was last confirmed as available (and reminded), as SQL
 * relative to the moment the seed runs, like the daily views: live listings
 * within the last 12 days, spread by a hash of the id (the generator's random
 * sequence stays untouched), except the listings named in `due`.
 */
interface Availability {
  confirmedDaysAgo: number;
  remindedDaysAgo: number | null;
}

function availabilitySql(v: SeedVehicle, due: ReadonlyMap<string, Availability>): [string, string] {
  const special = due.get(v.id);
  if (special) {
    const reminded = special.remindedDaysAgo;
    return [
      `now() - interval '${String(special.confirmedDaysAgo)} days'`,
      reminded === null ? 'null' : `now() - interval '${String(reminded)} days'`,
    ];
  }
  let hash = 7;
  for (let i = 0; i < v.id.length; i += 1) hash = (hash * 31 + v.id.charCodeAt(i)) % 100_003;
  return [`now() - interval '${String(hash % (12 * 24))} hours'`, 'null'];
}

function vehicleValues(v: SeedVehicle, due: ReadonlyMap<string, Availability>): string {
  return `(${[
    literal(v.id),
    literal(v.sellerId),
    literal(v.type),
    literal(v.title),
    literal(v.make),
    literal(v.model),
    literal(v.year),
    literal(v.price),
    literal(v.mileage),
    literal(v.fuelType),
    literal(v.transmission),
    literal(v.power),
    literal(v.engineSize),
    literal(v.color),
    literal(v.location),
    literal(v.description),
    literal(v.imageUrl),
    literal(v.sellerName),
    literal(v.sellerPhone),
    literal(v.sellerIsDealer),
    literal(v.features),
    literal(v.status),
    literal(v.viewCount),
    literal(v.createdAt),
    literal(v.createdAt),
    ...availabilitySql(v, due),
  ].join(', ')})`;
}

/**
 * Listings that show the availability states in the demo: one of the
 * dealer's past the reminder day, one of the private seller's past the
 * pause day (reminded 12 days ago). Not their first listings: the demo
 * conversations and reports are about those.
 */
function dueListings(vehicles: readonly SeedVehicle[]): Map<string, Availability> {
  const lastActive = (sellerId: string) =>
    vehicles.filter((v) => v.sellerId === sellerId && v.status === 'active').at(-1);
  const reminded = lastActive(DEMO_ACCOUNTS.dealer.id);
  const paused = lastActive(DEMO_ACCOUNTS.private.id);
  if (!reminded || !paused) throw new Error('no live listings to show the availability states with');
  return new Map([
    [reminded.id, { confirmedDaysAgo: 23, remindedDaysAgo: null }],
    [paused.id, { confirmedDaysAgo: 33, remindedDaysAgo: 12 }],
  ]);
}

/** A conversation between the demo buyer and each demo seller; the message trigger notifies each recipient. */
function conversationSql(vehicles: readonly SeedVehicle[]): string {
  const buyer = DEMO_ACCOUNTS.buyer.id;
  const firstActive = (sellerId: string): string => {
    const found = vehicles.find((v) => v.sellerId === sellerId && v.status === 'active');
    if (!found) throw new Error(`no active listing of ${sellerId} to talk about`);
    return found.id;
  };
  const dealerVehicleId = firstActive(DEMO_ACCOUNTS.dealer.id);
  const privateVehicleId = firstActive(DEMO_ACCOUNTS.private.id);
  const threads = [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      vehicleId: dealerVehicleId,
      sellerId: DEMO_ACCOUNTS.dealer.id,
      messages: [
        ['buyer', '2026-11-19T09:02:00Z', 'Hello! Is the car still available? Could I see it on Saturday morning?'],
        [
          'seller',
          '2026-11-19T09:40:00Z',
          'Good morning Mia, yes it is. Saturday at 10:00 works well — we are open until 14:00.',
        ],
        ['buyer', '2026-11-19T10:05:00Z', 'Perfect, see you at 10. Is the service history complete?'],
        [
          'seller',
          '2026-11-19T10:12:00Z',
          'Yes, full dealer service history, last inspection in September. I will have the folder ready.',
        ],
      ],
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      vehicleId: privateVehicleId,
      sellerId: DEMO_ACCOUNTS.private.id,
      messages: [
        ['buyer', '2026-11-20T18:30:00Z', 'Hi Jonas, would you take a little less if I pick it up this week?'],
      ],
    },
  ] as const;
  const conversations = threads
    .map(
      (t) =>
        `(${literal(t.id)}, ${literal(t.vehicleId)}, ${literal(buyer)}, ${literal(t.sellerId)}, ${literal(t.messages[0][1])})`,
    )
    .join(',\n');
  let counter = 0;
  const messages = threads
    .flatMap((t) =>
      t.messages.map(([from, at, body], index) => {
        counter += 1;
        const sender = from === 'buyer' ? buyer : t.sellerId;
        const read = index < t.messages.length - 1 ? literal(at) : 'null';
        return `(${literal(`3e550000-0000-4000-8000-${String(counter).padStart(12, '0')}`)}, ${literal(t.id)}, ${literal(sender)}, ${literal(body)}, ${literal(at)}, ${read})`;
      }),
    )
    .join(',\n');
  return `-- Demo conversations: the buyer with the dealer (answered) and with the
-- private seller (waiting for a reply).
insert into public.conversations (id, vehicle_id, buyer_id, seller_id, created_at)
values
${conversations};

insert into public.messages (id, conversation_id, sender_id, body, created_at, read_at)
values
${messages};

-- Notifications of messages that were read are read too.
update public.notifications n
   set read = true
  from public.messages m
 where n.type = 'message' and n.related_id = m.conversation_id::text
   and n.created_at = m.created_at and m.read_at is not null;`;
}

/** Two open reports from the demo buyer, so the moderators' queue has work. */
function reportSql(vehicles: readonly SeedVehicle[]): string {
  const active = vehicles.filter((v) => v.status === 'active');
  const reports = [
    [active[3], 'misleading', 'The photos show a different colour than the description says.', '2026-11-20T11:20:00Z'],
    [
      active[7],
      'scam',
      'The seller asked me to pay a deposit by gift card before any viewing.',
      '2026-11-21T16:45:00Z',
    ],
  ] as const;
  const rows = reports.map(([vehicle, reason, details, at], index) => {
    if (!vehicle) throw new Error('not enough active listings to report');
    const id = `4e900000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    return `(${literal(id)}, ${literal(vehicle.id)}, ${literal(DEMO_ACCOUNTS.buyer.id)}, ${literal(reason)}, ${literal(details)}, ${literal(at)})`;
  });
  return `-- Open reports for the moderators' queue.
insert into public.reports (id, vehicle_id, reporter_id, reason, details, created_at)
values
${rows.join(',\n')};`;
}

/** The complete seed.sql text. */
export function renderSeed(): string {
  const samples = sampleRows();
  const generated = generatedVehicles();
  const due = dueListings(generated);
  const buyer = DEMO_ACCOUNTS.buyer.id;
  const favoriteIds = [samples[0]?.id, samples[1]?.id, generated[10]?.id].filter(
    (id): id is string => id !== undefined,
  );
  return `-- Demo data for local development, tests and screenshots.
-- GENERATED by scripts/db/seed.ts: edit that file, not this one.
-- Deterministic: fixed ids and timestamps. Works locally and on hosted
-- Supabase (supabase db reset). Demo accounts, password ${DEMO_PASSWORD}:
${Object.values(DEMO_ACCOUNTS)
  .map((account: DemoAccount) => `--   ${demoAccountLabel(account)}`)
  .join('\n')}

${Object.values(DEMO_ACCOUNTS).map(userSql).join('\n\n')}

-- The eight built-in sample vehicles (src/lib/domain/sampleVehicles.ts),
-- then ${GENERATED_COUNT} generated listings.
insert into public.vehicles (${VEHICLE_COLUMNS.join(', ')})
values
${[...samples, ...generated].map((v) => vehicleValues(v, due)).join(',\n')};

-- The availability sweep reminds the dealer about one listing and pauses one
-- of the private seller's, each with its notification.
select public.sweep_stale_listings();

insert into public.favorites (id, user_id, vehicle_id, created_at)
values
${favoriteIds
  .map(
    (vehicleId, index) =>
      `(${literal(`fa000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`)}, ${literal(buyer)}, ${literal(vehicleId)}, '2026-11-18T12:0${index}:00Z')`,
  )
  .join(',\n')};

${conversationSql([...samples, ...generated])}

${reportSql(generated)}

-- Listing views per day over the last 30 days, relative to the day the seed
-- runs so the seller dashboard's chart always has recent data. Numbers come
-- from a hash of the listing and the day: the same on every run.
insert into public.vehicle_daily_views (vehicle_id, day, views)
select v.id, current_date - n, abs(hashtext(v.id::text || n::text)) % (case when v.type = 'car' then 24 else 12 end)
  from public.vehicles v
 cross join generate_series(0, 29) as n
 where v.status in ('active', 'sold');

insert into public.notifications (id, user_id, type, title, content, read, related_id, created_at)
values
(${literal('a0000000-0000-4000-8000-000000000001')}, ${literal(buyer)}, 'vehicle', 'Price drop',
  ${literal(`${samples[0]?.title ?? ''} is now €34,900 (was €36,500).`)}, false, ${literal(samples[0]?.id ?? '')}, '2026-11-19T08:15:00Z'),
(${literal('a0000000-0000-4000-8000-000000000002')}, ${literal(buyer)}, 'vehicle', 'Welcome to Wheelhouse',
  'Save listings with the heart button to hear when their price drops.', true, ${literal(samples[1]?.id ?? '')}, '2026-10-01T08:00:00Z');
`;
}

async function main(): Promise<void> {
  const text = renderSeed();
  if (process.argv.includes('--check')) {
    const current = await readFile(SEED_PATH, 'utf8').catch(() => '');
    if (current !== text) {
      console.error('supabase/seed.sql is stale: run `npm run db:seed`.');
      process.exit(1);
    }
    return;
  }
  await writeFile(SEED_PATH, text);
  console.log(`Wrote ${SEED_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
