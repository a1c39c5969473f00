/**
 * A dealer's stock feed (CSV or JSON, one vehicle per row, keyed by the
 * dealer's own stock number) read into listing rows, with a plain-words
 * reason per column for every value that cannot be read. Values German
 * dealer systems write are understood (`12.900 €`, `EZ 03/2019`, `Benzin`,
 * `Schaltgetriebe`, `Kombi`, decimal commas); a value that could mean two
 * things (`12,900`: twelve thousand or twelve euros ninety?) is rejected
 * with a message, never guessed. The same rules serve the inventory API
 * (one row as JSON). The database checks everything again.
 */
import {
  BODY_TYPES,
  COLORS,
  FEATURES,
  FUEL_TYPES,
  MAKES,
  TRANSMISSIONS,
  currentYear,
  type BodyType,
  type FuelType,
  type Transmission,
  type VehicleColor,
  type VehicleType,
} from './constants.ts';
import {
  DESCRIPTION_LIMIT,
  ENGINE_SIZE_LIMIT,
  MILEAGE_LIMIT,
  POWER_LIMIT,
  PRICE_LIMIT,
  TITLE_LIMIT,
  VIN_PATTERN,
  YEAR_FLOOR,
} from './listingSchema.ts';
import { EMISSIONS_CLASSES, PREVIOUS_OWNERS_LIMIT, hasElectricRange, hasEmissionsClass } from './vehicleFacts.ts';
import { factIssues } from './vehicleFactsSchema.ts';
import { activeLocale, phrase, spoken } from '../../i18n/active.ts';
import { IMPORT_REASONS_EN } from '../../i18n/messages/dealerImport.ts';
import type { Vars } from '../../i18n/translate.ts';

/** At most this many rows in one feed (the import runs in one transaction). */
export const FEED_ROW_LIMIT = 2_000;
/** At most this many photo URLs per vehicle (the vehicles table keeps 20 photos). */
export const FEED_PHOTO_LIMIT = 20;

/** A listing as the import writes it: the columns of public.vehicles a feed sets, keyed by stock number. */
export interface FeedListing {
  stock_number: string;
  type: VehicleType;
  make: string;
  model: string;
  title: string;
  year: number;
  price: number;
  mileage: number;
  fuel_type: FuelType;
  transmission: Transmission;
  power: number | null;
  engine_size: number | null;
  color: VehicleColor;
  body_type: BodyType;
  features: string[];
  description: string;
  location: string;
  postcode: string | null;
  first_registration: string | null;
  previous_owners: number | null;
  next_inspection: string | null;
  accident_free: boolean | null;
  consumption: number | null;
  electric_range: number | null;
  emissions_class: string | null;
  doors: number | null;
  seats: number | null;
}

export interface FeedProblem {
  /** The feed's column (canonical name), or 'row' for the row as a whole. */
  column: string;
  message: string;
}

export type FeedRow =
  | {
      ok: true;
      /** 1-based line of the row in the file (JSON: index + 1). */
      line: number;
      listing: FeedListing;
      photos: string[];
      /** Names of files in the ZIP of photos uploaded with the feed (photo_files). */
      photoFiles: string[];
      /** Things read but left out (unknown features): the row still imports. */
      notes: string[];
    }
  | { ok: false; line: number; stockNumber: string | null; problems: FeedProblem[] };

export interface ParsedFeed {
  rows: FeedRow[];
  /** Why the file as a whole could not be read; rows is then empty. */
  fileError: string | null;
}

/** The feed's columns, each with the headers dealer systems give it (compared without case, spaces or punctuation). */
const COLUMN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  stock_number: [
    'stock_number',
    'stocknumber',
    'stock',
    'stock no',
    'bestandsnummer',
    'interne nummer',
    'fahrzeugnummer',
    'id',
  ],
  type: ['type', 'vehicle type', 'fahrzeugart', 'kategorie', 'art'],
  make: ['make', 'brand', 'marke', 'hersteller'],
  model: ['model', 'modell'],
  title: ['title', 'titel', 'bezeichnung', 'name'],
  year: ['year', 'model year', 'baujahr', 'modelljahr'],
  first_registration: ['first_registration', 'first registration', 'ez', 'erstzulassung'],
  price: ['price', 'preis', 'verkaufspreis', 'brutto'],
  mileage: ['mileage', 'km', 'kilometer', 'kilometerstand', 'laufleistung'],
  fuel_type: ['fuel_type', 'fuel', 'kraftstoff', 'kraftstoffart', 'treibstoff'],
  transmission: ['transmission', 'gearbox', 'getriebe', 'getriebeart'],
  power: ['power', 'power_hp', 'hp', 'ps', 'leistung'],
  engine_size: ['engine_size', 'engine', 'cc', 'hubraum'],
  color: ['color', 'colour', 'farbe', 'aussenfarbe'],
  body_type: ['body_type', 'body', 'karosserie', 'karosserieform', 'aufbau'],
  features: ['features', 'equipment', 'ausstattung', 'extras'],
  description: ['description', 'beschreibung', 'text', 'bemerkung'],
  location: ['location', 'place', 'town', 'city', 'standort', 'ort'],
  postcode: ['postcode', 'zip', 'plz', 'postleitzahl'],
  previous_owners: ['previous_owners', 'owners', 'vorbesitzer', 'halter', 'fahrzeughalter'],
  next_inspection: ['next_inspection', 'inspection', 'hu', 'tuv', 'tüv', 'hu au'],
  accident_free: ['accident_free', 'accident free', 'unfallfrei'],
  consumption: ['consumption', 'verbrauch', 'verbrauch kombiniert'],
  electric_range: ['electric_range', 'range', 'reichweite', 'elektrische reichweite'],
  emissions_class: ['emissions_class', 'emissions', 'euro', 'schadstoffklasse', 'abgasnorm'],
  doors: ['doors', 'türen', 'tueren', 'anzahl türen'],
  seats: ['seats', 'sitze', 'sitzplätze', 'sitzplaetze'],
  photos: ['photos', 'images', 'image_urls', 'bilder', 'fotos', 'bild urls'],
  photo_files: ['photo_files', 'image_files', 'files', 'bilddateien', 'dateien', 'fotodateien'],
};

const headerKey = (header: string): string =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-./()]+/g, ' ')
    .trim();

const HEADER_TO_COLUMN = new Map(
  Object.entries(COLUMN_ALIASES).flatMap(([column, aliases]) => aliases.map((alias) => [headerKey(alias), column])),
);

/** The canonical column a header names, or null for a column the import does not read. */
export function feedColumn(header: string): string | null {
  return HEADER_TO_COLUMN.get(headerKey(header)) ?? null;
}

const REQUIRED = [
  'stock_number',
  'make',
  'model',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'body_type',
] as const;
type ReasonKey = keyof typeof IMPORT_REASONS_EN;
type LabelKey = Extract<ReasonKey, `import.reason.label.${string}`>;

/** A reason in the page's language (English for the inventory API and an English page). */
const reason = (key: ReasonKey, vars?: Vars): string => phrase(IMPORT_REASONS_EN, key, vars);

/** A vehicle type as a reason names it ("for a car", "für Pkw"). */
const typeName = (type: VehicleType): string => reason(`import.reason.typeName.${type}`);

/** Words dealers write, lower-cased, to the stored value. */
const words = <T extends string>(entries: Record<string, T>): ReadonlyMap<string, T> =>
  new Map(Object.entries(entries));

const TYPE_WORDS = words<VehicleType>({
  car: 'car',
  pkw: 'car',
  auto: 'car',
  personenkraftwagen: 'car',
  scooter: 'scooter',
  roller: 'scooter',
  motorroller: 'scooter',
  'e-roller': 'scooter',
  mofa: 'scooter',
  moped: 'scooter',
});

const FUEL_WORDS = words<FuelType>({
  petrol: 'Petrol',
  gasoline: 'Petrol',
  benzin: 'Petrol',
  super: 'Petrol',
  'super plus': 'Petrol',
  'super e10': 'Petrol',
  diesel: 'Diesel',
  electric: 'Electric',
  elektro: 'Electric',
  elektrisch: 'Electric',
  ev: 'Electric',
  bev: 'Electric',
  hybrid: 'Hybrid',
  'hybrid (benzin/elektro)': 'Hybrid',
  'hybrid (diesel/elektro)': 'Hybrid',
  vollhybrid: 'Hybrid',
  'mild-hybrid': 'Hybrid',
  mildhybrid: 'Hybrid',
  'plug-in hybrid': 'Plug-in Hybrid',
  'plug-in-hybrid': 'Plug-in Hybrid',
  'plugin-hybrid': 'Plug-in Hybrid',
  phev: 'Plug-in Hybrid',
});
/** Fuels the marketplace does not list yet: a row with one is rejected with this reason. */
const UNLISTED_FUELS = new Set([
  'lpg',
  'autogas',
  'autogas (lpg)',
  'cng',
  'erdgas',
  'erdgas (cng)',
  'wasserstoff',
  'hydrogen',
  'ethanol',
]);

const TRANSMISSION_WORDS = words<Transmission>({
  manual: 'Manual',
  schaltgetriebe: 'Manual',
  schaltung: 'Manual',
  manuell: 'Manual',
  handschaltung: 'Manual',
  automatic: 'Automatic',
  automatik: 'Automatic',
  automatikgetriebe: 'Automatic',
  auto: 'Automatic',
  'semi-automatic': 'Semi-Automatic',
  halbautomatik: 'Semi-Automatic',
  halbautomatisch: 'Semi-Automatic',
  doppelkupplung: 'Semi-Automatic',
  dsg: 'Semi-Automatic',
  cvt: 'CVT',
  stufenlos: 'CVT',
  variomatik: 'CVT',
});

const BODY_WORDS = words<BodyType>({
  hatchback: 'hatchback',
  kleinwagen: 'hatchback',
  kompaktklasse: 'hatchback',
  schrägheck: 'hatchback',
  saloon: 'saloon',
  sedan: 'saloon',
  limousine: 'saloon',
  estate: 'estate',
  kombi: 'estate',
  wagon: 'estate',
  suv: 'suv',
  geländewagen: 'suv',
  'suv/geländewagen': 'suv',
  'suv/geländewagen/pickup': 'suv',
  coupe: 'coupe',
  coupé: 'coupe',
  sportwagen: 'coupe',
  convertible: 'convertible',
  cabrio: 'convertible',
  cabriolet: 'convertible',
  roadster: 'convertible',
  mpv: 'mpv',
  van: 'mpv',
  minivan: 'mpv',
  'van/kleinbus': 'mpv',
  kleinbus: 'mpv',
  pickup: 'pickup',
  'pick-up': 'pickup',
  transporter: 'van',
  kastenwagen: 'van',
  'step-through': 'step-through',
  'high-wheel': 'high-wheel',
  großradroller: 'high-wheel',
  sport: 'sport',
  sportroller: 'sport',
  maxi: 'maxi',
  maxiscooter: 'maxi',
  'maxi-scooter': 'maxi',
  'three-wheel': 'three-wheel',
  dreirad: 'three-wheel',
  'electric-moped': 'electric-moped',
  'e-roller': 'electric-moped',
});

const COLOR_WORDS = words<VehicleColor>({
  black: 'Black',
  schwarz: 'Black',
  white: 'White',
  weiß: 'White',
  weiss: 'White',
  silver: 'Silver',
  silber: 'Silver',
  blue: 'Blue',
  blau: 'Blue',
  red: 'Red',
  rot: 'Red',
  grey: 'Grey',
  gray: 'Grey',
  grau: 'Grey',
  anthrazit: 'Grey',
  green: 'Green',
  grün: 'Green',
  gruen: 'Green',
});

const FEATURE_WORDS = words<string>({
  klimaanlage: 'Air Conditioning',
  klimaautomatik: 'Air Conditioning',
  klima: 'Air Conditioning',
  navigationssystem: 'Navigation',
  navi: 'Navigation',
  bluetooth: 'Bluetooth',
  'apple carplay': 'Apple CarPlay / Android Auto',
  'android auto': 'Apple CarPlay / Android Auto',
  carplay: 'Apple CarPlay / Android Auto',
  tempomat: 'Cruise Control',
  einparkhilfe: 'Parking Sensors',
  parksensoren: 'Parking Sensors',
  pdc: 'Parking Sensors',
  rückfahrkamera: 'Reversing Camera',
  sitzheizung: 'Heated Seats',
  leder: 'Leather Seats',
  lederausstattung: 'Leather Seats',
  ledersitze: 'Leather Seats',
  schiebedach: 'Sunroof',
  panoramadach: 'Sunroof',
  anhängerkupplung: 'Tow Bar',
  ahk: 'Tow Bar',
  scheckheftgepflegt: 'Full Service History',
  'scheckheft gepflegt': 'Full Service History',
  'led-scheinwerfer': 'LED Lights',
  led: 'LED Lights',
  usb: 'USB Charging',
  topcase: 'Top Box',
  windschild: 'Windscreen',
  alarmanlage: 'Alarm',
});

const MAKE_WORDS = words<string>({
  vw: 'Volkswagen',
  mercedes: 'Mercedes-Benz',
  'mercedes benz': 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
});

const YES = new Set(['yes', 'y', 'ja', 'j', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'nein', 'false', '0']);

const quote = (value: string): string => `'${value.length > 60 ? `${value.slice(0, 57)}…` : value}'`;

/** Spaces of every kind (dealer tools write no-break and narrow spaces into numbers). */
const SPACES = /[\s\u00a0\u202f]+/g;

/**
 * A whole number as dealers write it, after the unit is removed: digits,
 * German thousands (`12.900`), spaced thousands (`12 900`), or cents of zero
 * (`12.900,00`). Null when it is no such number; 'ambiguous' for `12,900` or
 * `12.9` (a thousands comma or a decimal point?).
 */
function wholeNumber(input: string): number | null | 'ambiguous' {
  const compact = input.replace(SPACES, '');
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replace(/\./g, ''));
  const cents = /^(\d+|\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(compact);
  if (cents?.[1] !== undefined && cents[2] !== undefined) {
    return Number(cents[2]) === 0 ? Number(cents[1].replace(/\./g, '')) : null;
  }
  if (/^\d{1,3}(,\d{3})+$/.test(compact) || /^\d+\.\d{1,2}$/.test(compact)) return 'ambiguous';
  return null;
}

/** A decimal as German (`5,4`) or English (`5.4`) write it, at most `places` decimals; null otherwise. */
function decimalNumber(input: string, places: number): number | null {
  const compact = input.replace(SPACES, '');
  const match = new RegExp(`^(\\d{1,4})(?:[.,](\\d{1,${String(places)}}))?$`).exec(compact);
  if (match?.[1] === undefined) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

const YEAR_ONLY = Symbol('year only');

/** A month as dealers write it: `03/2019`, `3/2019`, `03.2019`, `2019-03`, `EZ 03/2019`, `HU 05/2026`. */
function month(input: string): string | null | typeof YEAR_ONLY {
  const value = input.replace(/^(ez|hu|tüv|tuev|hu\/au)\s*:?\s*/i, '').trim();
  let match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (match?.[1] !== undefined && match[2] !== undefined) return toMonth(Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{1,2})(?:-01)?$/.exec(value);
  if (match?.[1] !== undefined && match[2] !== undefined) return toMonth(Number(match[1]), Number(match[2]));
  if (/^\d{4}$/.test(value)) return YEAR_ONLY;
  return null;
}

const toMonth = (year: number, monthNumber: number): string | null =>
  monthNumber >= 1 && monthNumber <= 12 ? `${String(year)}-${String(monthNumber).padStart(2, '0')}` : null;

const lookup = <T>(table: ReadonlyMap<string, T>, value: string): T | undefined =>
  table.get(value.trim().toLowerCase().replace(SPACES, ' '));

/** A feed value from JSON (numbers, booleans, arrays) or CSV (text) as text. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join('|');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A list cell: `a|b|c`, `a; b` (in a comma CSV) or a JSON array. */
const listItems = (value: string): string[] =>
  value
    .split(/[|\n]|;\s|,\s/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Reads one feed row (canonical column → cell text). `line` is reported back with the outcome. */
export function readFeedRow(cells: Readonly<Record<string, unknown>>, line: number, now: Date = new Date()): FeedRow {
  const get = (column: string): string => asText(cells[column]);
  const problems: FeedProblem[] = [];
  const reject = (column: string, message: string): null => {
    problems.push({ column, message });
    return null;
  };
  const nextYear = currentYear(now) + 1;

  const stockNumber = get('stock_number');
  if (stockNumber === '') reject('stock_number', reason('import.reason.stockMissing'));
  else if (stockNumber.length > 40 || !/^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u.test(stockNumber))
    reject('stock_number', reason('import.reason.stockFormat', { value: quote(stockNumber) }));

  for (const column of REQUIRED)
    if (column !== 'stock_number' && get(column) === '') reject(column, reason(`import.reason.missing.${column}`));

  const typeText = get('type');
  const type =
    typeText === ''
      ? 'car'
      : (lookup(TYPE_WORDS, typeText) ?? reject('type', reason('import.reason.type', { value: quote(typeText) })));

  const makeText = get('make');
  let make: string | null = null;
  if (makeText !== '' && type !== null) {
    const known = lookup(MAKE_WORDS, makeText) ?? MAKES[type].find((m) => m.toLowerCase() === makeText.toLowerCase());
    make =
      known ??
      reject(
        'make',
        reason('import.reason.make', { list: MAKES[type].join(', '), type: typeName(type), value: quote(makeText) }),
      );
  }

  const model = get('model');
  if (model.length > 100) reject('model', reason('import.reason.modelLong'));

  const number = (column: string, label: LabelKey, max: number, unit: RegExp, required: boolean): number | null => {
    const raw = get(column);
    if (raw === '') return null;
    const value = wholeNumber(raw.replace(unit, '').trim());
    if (value === 'ambiguous')
      return reject(column, reason('import.reason.ambiguous', { label: reason(label), value: quote(raw) }));
    if (value === null)
      return reject(
        column,
        reason(required ? 'import.reason.wholeNumber' : 'import.reason.wholeNumberOrEmpty', {
          label: reason(label),
          value: quote(raw),
        }),
      );
    if (value > max)
      return reject(
        column,
        reason('import.reason.atMost', { label: reason(label), max: max.toLocaleString('de-DE'), value: quote(raw) }),
      );
    return value;
  };

  const priceText = get('price');
  let price: number | null = null;
  if (priceText !== '') {
    const value = wholeNumber(
      priceText
        .replace(/(€|eur|euro)\s*$/i, '')
        .replace(/^(€|eur)/i, '')
        .trim(),
    );
    if (value === 'ambiguous') reject('price', reason('import.reason.priceAmbiguous', { value: quote(priceText) }));
    else if (value === null) reject('price', reason('import.reason.priceNumber', { value: quote(priceText) }));
    else if (value > PRICE_LIMIT)
      reject(
        'price',
        reason('import.reason.priceMax', { max: PRICE_LIMIT.toLocaleString('de-DE'), value: quote(priceText) }),
      );
    else price = value;
  }

  const mileageText = get('mileage');
  const mileage =
    mileageText !== '' && mileageText.trim().startsWith('-')
      ? reject('mileage', reason('import.reason.mileageNegative', { value: quote(mileageText) }))
      : number('mileage', 'import.reason.label.mileage', MILEAGE_LIMIT, /\s*km$/i, true);

  const fuelText = get('fuel_type');
  let fuel: FuelType | null = null;
  if (fuelText !== '' && type !== null) {
    const known = lookup(FUEL_WORDS, fuelText);
    if (UNLISTED_FUELS.has(fuelText.toLowerCase()))
      reject('fuel_type', reason('import.reason.fuelUnlisted', { value: quote(fuelText) }));
    else if (known === undefined || !FUEL_TYPES[type].includes(known))
      reject(
        'fuel_type',
        reason('import.reason.fuel', {
          list: FUEL_TYPES[type].join(', '),
          type: typeName(type),
          value: quote(fuelText),
        }),
      );
    else fuel = known;
  }

  const transmissionText = get('transmission');
  let transmission: Transmission | null = null;
  if (transmissionText !== '' && type !== null) {
    const known = lookup(TRANSMISSION_WORDS, transmissionText);
    if (known === undefined || !TRANSMISSIONS[type].includes(known))
      reject(
        'transmission',
        reason('import.reason.transmission', {
          list: TRANSMISSIONS[type].join(', '),
          type: typeName(type),
          value: quote(transmissionText),
        }),
      );
    else transmission = known;
  }

  const bodyText = get('body_type');
  let body: BodyType | null = null;
  if (bodyText !== '' && type !== null) {
    const known = lookup(BODY_WORDS, bodyText);
    if (known === undefined || !BODY_TYPES[type].includes(known))
      reject(
        'body_type',
        reason('import.reason.body', {
          list: BODY_TYPES[type].join(', '),
          type: typeName(type),
          value: quote(bodyText),
        }),
      );
    else body = known;
  }

  // Power: PS or hp by default; kW converted (1 kW = 1.35962 PS); "110 kW (150 PS)" takes the PS.
  const powerText = get('power');
  let power: number | null = null;
  if (powerText !== '') {
    const ps = /(\d+)\s*(ps|hp)\b/i.exec(powerText);
    const kw = /^(\d+)\s*kw$/i.exec(powerText.trim());
    const plain = /^\d+$/.exec(powerText.trim());
    const value =
      ps?.[1] !== undefined
        ? Number(ps[1])
        : kw?.[1] !== undefined
          ? Math.round(Number(kw[1]) * 1.35962)
          : plain
            ? Number(plain[0])
            : null;
    if (value === null) reject('power', reason('import.reason.power', { value: quote(powerText) }));
    else if (value > POWER_LIMIT)
      reject('power', reason('import.reason.powerMax', { max: String(POWER_LIMIT), value: quote(powerText) }));
    else power = value;
  }
  const engineSize = number(
    'engine_size',
    'import.reason.label.engine_size',
    ENGINE_SIZE_LIMIT,
    /\s*(cm³|cm3|ccm|cc)$/i,
    false,
  );

  // Year and first registration: either gives the other's year.
  const registrationText = get('first_registration');
  let registration: string | null = null;
  let registrationYear: number | null = null;
  if (registrationText !== '') {
    const value = month(registrationText);
    if (value === YEAR_ONLY) registrationYear = Number(registrationText.replace(/\D/g, ''));
    else if (value === null)
      reject('first_registration', reason('import.reason.registration', { value: quote(registrationText) }));
    else registration = value;
  }
  const yearText = get('year');
  let year: number | null = null;
  if (yearText !== '') {
    if (!/^\d{4}$/.test(yearText)) reject('year', reason('import.reason.yearDigits', { value: quote(yearText) }));
    else if (Number(yearText) < YEAR_FLOOR || Number(yearText) > nextYear)
      reject(
        'year',
        reason('import.reason.yearRange', { min: String(YEAR_FLOOR), max: String(nextYear), value: quote(yearText) }),
      );
    else year = Number(yearText);
  } else if (registration !== null) year = Number(registration.slice(0, 4));
  else if (registrationYear !== null) year = registrationYear;
  else if (registrationText === '') reject('year', reason('import.reason.yearMissing'));
  if (year !== null && (year < YEAR_FLOOR || year > nextYear) && yearText === '') {
    reject(
      'first_registration',
      reason('import.reason.registrationRange', {
        min: String(YEAR_FLOOR),
        max: String(nextYear),
        value: quote(registrationText),
      }),
    );
    year = null;
  }

  const inspectionText = get('next_inspection');
  let inspection: string | null = null;
  if (inspectionText !== '') {
    const value = month(inspectionText);
    if (value === null || value === YEAR_ONLY)
      reject('next_inspection', reason('import.reason.inspection', { value: quote(inspectionText) }));
    else inspection = value;
  }

  const ownersText = get('previous_owners');
  let owners: number | null = null;
  if (ownersText !== '') {
    if (!/^\d{1,2}$/.test(ownersText) || Number(ownersText) > PREVIOUS_OWNERS_LIMIT)
      reject(
        'previous_owners',
        reason('import.reason.owners', { max: String(PREVIOUS_OWNERS_LIMIT), value: quote(ownersText) }),
      );
    else owners = Number(ownersText);
  }

  const accidentText = get('accident_free').toLowerCase();
  let accidentFree: boolean | null = null;
  if (accidentText !== '') {
    if (YES.has(accidentText)) accidentFree = true;
    else if (NO.has(accidentText)) accidentFree = false;
    else reject('accident_free', reason('import.reason.accidentFree', { value: quote(get('accident_free')) }));
  }

  const consumptionText = get('consumption');
  let consumption: number | null = null;
  if (consumptionText !== '') {
    const value = decimalNumber(consumptionText.replace(/\s*(l|kwh)\s*\/\s*100\s*km$/i, ''), 1);
    if (value === null) reject('consumption', reason('import.reason.consumption', { value: quote(consumptionText) }));
    else consumption = value;
  }

  const rangeText = get('electric_range');
  const range =
    rangeText === '' ? null : number('electric_range', 'import.reason.label.electric_range', 99_999, /\s*km$/i, false);

  const emissionsText = get('emissions_class');
  let emissions: string | null = null;
  if (emissionsText !== '' && type !== null) {
    const normal = emissionsText
      .replace(/^euro\s*/i, 'Euro ')
      .replace(/^(\d)/, 'Euro $1')
      .replace(/(\d)([a-z])/i, '$1$2');
    const known = EMISSIONS_CLASSES[type].find((c) => c.toLowerCase() === normal.toLowerCase());
    if (known === undefined)
      reject(
        'emissions_class',
        reason('import.reason.emissions', {
          list: EMISSIONS_CLASSES[type].join(', '),
          type: typeName(type),
          value: quote(emissionsText),
        }),
      );
    else emissions = known;
  }

  const small = (column: string, label: LabelKey, min: number, max: number): number | null => {
    const raw = get(column);
    if (raw === '') return null;
    if (type === 'scooter') return reject(column, reason('import.reason.carsOnly', { label: reason(label) }));
    if (!/^\d$/.test(raw) || Number(raw) < min || Number(raw) > max)
      return reject(
        column,
        reason('import.reason.smallRange', {
          label: reason(label),
          min: String(min),
          max: String(max),
          value: quote(raw),
        }),
      );
    return Number(raw);
  };
  const doors = small('doors', 'import.reason.label.doors', 2, 7);
  const seats = small('seats', 'import.reason.label.seats', 1, 9);

  const colorText = get('color');
  const color: VehicleColor =
    colorText === '' ? 'Other' : (lookup(COLOR_WORDS, colorText.split(/[\s-]/)[0] ?? '') ?? 'Other');
  if (!COLORS.includes(color)) reject('color', reason('import.reason.color', { value: quote(colorText) }));

  const notes: string[] = [];
  const features: string[] = [];
  if (type !== null) {
    for (const item of listItems(get('features'))) {
      const known = lookup(FEATURE_WORDS, item) ?? FEATURES[type].find((f) => f.toLowerCase() === item.toLowerCase());
      if (known === undefined || !FEATURES[type].includes(known))
        notes.push(reason('import.reason.feature', { value: quote(item) }));
      else if (!features.includes(known)) features.push(known);
    }
  }

  const description = get('description').replace(/\r\n?/g, '\n');
  if (description.length > DESCRIPTION_LIMIT)
    reject(
      'description',
      reason('import.reason.descriptionLong', {
        max: DESCRIPTION_LIMIT.toLocaleString('de-DE'),
        length: description.length.toLocaleString('de-DE'),
      }),
    );

  const location = get('location');
  const postcodeText = get('postcode');
  if (location === '' && postcodeText === '') reject('location', reason('import.reason.locationMissing'));
  if (location.length > 100) reject('location', reason('import.reason.locationLong'));
  if (postcodeText !== '' && !/^\d{5}$/.test(postcodeText))
    reject('postcode', reason('import.reason.postcode', { value: quote(postcodeText) }));

  const photos = listItems(get('photos'));
  if (photos.length > FEED_PHOTO_LIMIT)
    reject(
      'photos',
      reason('import.reason.photosMax', { max: String(FEED_PHOTO_LIMIT), count: String(photos.length) }),
    );
  for (const url of photos) {
    if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url))
      reject('photos', reason('import.reason.photoAddress', { value: quote(url) }));
  }
  const photoFiles = listItems(get('photo_files'));
  if (photos.length + photoFiles.length > FEED_PHOTO_LIMIT)
    reject(
      'photo_files',
      reason('import.reason.photosMax', {
        max: String(FEED_PHOTO_LIMIT),
        count: String(photos.length + photoFiles.length),
      }),
    );
  for (const name of photoFiles) {
    if (name.length > 200) reject('photo_files', reason('import.reason.photoFileLong', { value: quote(name) }));
    else if (/^https?:\/\//i.test(name))
      reject('photo_files', reason('import.reason.photoFileAddress', { value: quote(name) }));
    else if (name.startsWith('/') || name.includes('\\') || name.split('/').includes('..'))
      reject('photo_files', reason('import.reason.photoFilePath', { value: quote(name) }));
  }
  const vin = get('vin');
  if (vin !== '' && !VIN_PATTERN.test(vin.replace(/[\s-]/g, '').toUpperCase()))
    reject('vin', reason('import.reason.vin', { value: quote(vin) }));

  const titleText = get('title');
  if (titleText.length > TITLE_LIMIT) reject('title', reason('import.reason.titleLong', { max: String(TITLE_LIMIT) }));

  if (fuel !== null && type !== null && year !== null) {
    const facts = factIssues(
      {
        type,
        fuel_type: fuel,
        year,
        first_registration: registration,
        next_inspection: inspection,
        previous_owners: owners,
        accident_free: '',
        consumption,
        electric_range: range,
        emissions_class: '',
      },
      now,
    );
    for (const issue of facts)
      reject(
        issue.path[0],
        activeLocale() === 'en'
          ? issue.message.replace(/^The /, '').replace(/^./, (c) => c.toLowerCase())
          : issue.message,
      );
    if (range !== null && !hasElectricRange(fuel))
      reject(
        'electric_range',
        reason('import.reason.rangeFuel', {
          fuel: activeLocale() === 'en' ? fuel.toLowerCase() : (spoken(`fuel.${fuel}`) ?? fuel),
        }),
      );
    if (emissions !== null && !hasEmissionsClass(fuel))
      reject('emissions_class', reason('import.reason.electricEmissions'));
  }

  if (
    problems.length > 0 ||
    type === null ||
    make === null ||
    year === null ||
    price === null ||
    mileage === null ||
    fuel === null ||
    transmission === null ||
    body === null
  ) {
    return { ok: false, line, stockNumber: stockNumber === '' ? null : stockNumber, problems };
  }
  return {
    ok: true,
    line,
    photos,
    photoFiles,
    notes,
    listing: {
      stock_number: stockNumber,
      type,
      make,
      model,
      title: titleText === '' ? `${String(year)} ${make} ${model}` : titleText,
      year,
      price,
      mileage,
      fuel_type: fuel,
      transmission,
      power,
      engine_size: fuel === 'Electric' ? null : engineSize,
      color,
      body_type: body,
      features,
      description,
      location,
      postcode: postcodeText === '' ? null : postcodeText,
      first_registration: registration && `${registration}-01`,
      previous_owners: owners,
      next_inspection: inspection && `${inspection}-01`,
      accident_free: accidentFree,
      consumption,
      electric_range: range,
      emissions_class: emissions,
      doors,
      seats,
    },
  };
}

/** Splits CSV text into records; quotes may hold delimiters, doubled quotes and line breaks. */
export function splitCsv(text: string): { records: { line: number; cells: string[] }[]; error: string | null } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const delimiter = count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((c) => c.trim() !== '')) records.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line += 1;
      startLine = line;
    } else cell += char;
  }
  if (quoted) return { records: [], error: reason('import.file.unclosedQuote', { line: String(startLine) }) };
  cells.push(cell);
  if (cells.some((c) => c.trim() !== '')) records.push({ line: startLine, cells });
  return { records, error: null };
}

/** Reads a whole feed file: JSON (an array of objects, or {"vehicles": [...]}) or CSV with a header row. */
export function parseFeed(text: string, now: Date = new Date()): ParsedFeed {
  const failed = (fileError: string): ParsedFeed => ({ rows: [], fileError });
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return failed(reason('import.file.empty'));
  let items: { line: number; cells: Record<string, unknown> }[];
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch {
      return failed(reason('import.file.badJson'));
    }
    const list = Array.isArray(data) ? data : (data as { vehicles?: unknown }).vehicles;
    if (!Array.isArray(list)) return failed(reason('import.file.jsonShape'));
    items = list.map((entry, index) => ({
      line: index + 1,
      cells:
        entry !== null && typeof entry === 'object' && !Array.isArray(entry)
          ? Object.fromEntries(
              Object.entries(entry as Record<string, unknown>).flatMap(([key, value]) => {
                const column = key === 'vin' ? 'vin' : feedColumn(key);
                return column === null ? [] : [[column, value]];
              }),
            )
          : {},
    }));
  } else {
    const { records, error } = splitCsv(trimmed);
    if (error !== null) return failed(error);
    const [header, ...data] = records;
    if (header === undefined) return failed(reason('import.file.noHeader'));
    const columns = header.cells.map((name) =>
      headerKey(name) === 'vin' || headerKey(name) === 'fin' ? 'vin' : feedColumn(name),
    );
    if (!columns.includes('stock_number')) return failed(reason('import.file.noStockColumn'));
    items = data.map((record) => ({
      line: record.line,
      cells: Object.fromEntries(
        columns.flatMap((column, index) => (column === null ? [] : [[column, record.cells[index] ?? '']])),
      ),
    }));
    data.forEach((record, index) => {
      if (record.cells.length > columns.length && record.cells.slice(columns.length).some((c) => c.trim() !== ''))
        (items[index] as { cells: Record<string, unknown> }).cells.__extra = true;
    });
  }
  if (items.length === 0) return failed(reason('import.file.noRows'));
  if (items.length > FEED_ROW_LIMIT)
    return failed(
      reason('import.file.tooMany', {
        max: FEED_ROW_LIMIT.toLocaleString('de-DE'),
        count: items.length.toLocaleString('de-DE'),
      }),
    );

  const seen = new Map<string, number>();
  const rows = items.map(({ line, cells }): FeedRow => {
    if (cells.__extra === true)
      return {
        ok: false,
        line,
        stockNumber: asText(cells.stock_number) || null,
        problems: [{ column: 'row', message: reason('import.reason.extraCells') }],
      };
    const row = readFeedRow(cells, line, now);
    const stock = asText(cells.stock_number);
    const earlier = seen.get(stock.toLowerCase());
    if (stock !== '' && earlier !== undefined)
      return {
        ok: false,
        line,
        stockNumber: stock,
        problems: [
          {
            column: 'stock_number',
            message: reason('import.reason.duplicate', { value: quote(stock), line: String(earlier) }),
          },
        ],
      };
    if (stock !== '') seen.set(stock.toLowerCase(), line);
    return row;
  });
  return { rows, fileError: null };
}
