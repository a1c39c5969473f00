/**
 * The listing search's filters, each declared once: its name in the filter
 * object (the state, the JSON the search functions take and saved searches
 * store), its URL parameter, its kind, the SQL it reads, its values or bounds,
 * its facet buckets, the vehicle types it applies to and where a buyer sets
 * it. Everything else follows from this list:
 *
 *   - in TypeScript: the filter object's type (VehicleFilters), the URL codec
 *     and the page's parameter check (filters.ts), the search object and the
 *     shape of the counts (searchFilters.ts), its zod schema
 *     (searchFiltersSchema.ts), the chips (filterChips.ts), the saved-search
 *     summary and the filter panel's fields;
 *   - in SQL, generated into supabase/schemas/59_search_filters.sql by
 *     `npm run db:filters`: listing_search.filter_specs(), from which the
 *     search's WHERE clause, the facet bitmaps and their counts, and
 *     saved-search matching are built (60_search.sql).
 *
 * Kinds:
 *   choice    one value of `values` (or several, `multiple`): the listing's
 *             `sql` is one of them; `covers` widens a chosen value to the
 *             listing values it accepts (a licence covers smaller ones,
 *             "Euro 6" means at least Euro 6); `matchAll` needs every chosen
 *             value in the listing's list (features); `scope` counts and
 *             keys a value within another filter's (a model within its make).
 *   range     bounds on a whole number (`min` and/or `max` field); facet
 *             buckets of `bucket`; with `steps`, a select per bound whose
 *             options carry counts (`counted`).
 *   flag      on or off: the listing's boolean `sql`.
 *   words     the search term; distance the place and radius.
 */
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  COLORS,
  ENGINE_SIZE_MAX,
  ENGINE_SIZE_MIN,
  FEATURES,
  FUEL_TYPES,
  MAKES,
  MILEAGE_OPTIONS,
  PRICE_DEFAULT,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  TRANSMISSIONS,
  VEHICLE_TYPES,
  YEAR_DEFAULT_MIN,
  YEAR_MIN,
  YEAR_STEP,
  type FilterType,
  type VehicleType,
} from './constants.ts';
import type { Locale } from '../../i18n/locale.ts';
import { formatMileage, formatNumber, formatPrice } from './format.ts';
import { B196_NOTE, KW_PER_PS, LICENCE_CATEGORIES, LICENCE_LABELS, coveredBy, isLicenceCategory } from './licence.ts';
import { EMISSIONS_CLASSES } from './vehicleFacts.ts';

export type FilterSurface = 'popover' | 'listing';

/** Values per vehicle type. */
export type ValuesByType = Readonly<Record<VehicleType, readonly string[]>>;

interface FilterCommon {
  /** The filter's name: its facet in vehicle_facets' answer and its key in the spec. */
  readonly id: string;
  readonly label: string;
  /** The vehicle types whose listings it reads. */
  readonly types: readonly VehicleType[];
  /** The listing pages that offer it (default: every page whose type it applies to). */
  readonly pages?: readonly FilterType[];
  /** The specification's Advanced Filters popover (home and listing pages), or listing pages only. */
  readonly surface: FilterSurface;
  /** SQL over the listing (alias v): its value. */
  readonly sql: string;
  /** One of the popover's badge (spec §2: make, price, year, fuel, transmission, max mileage, engine size, color, features). */
  readonly badge?: boolean;
}

export interface ChoiceFilter extends FilterCommon {
  readonly kind: 'choice';
  readonly key: string;
  /** The URL parameter; null for the type, which the route carries. */
  readonly param: string | null;
  /** What one value is called in messages: "not a fuel type of cars". */
  readonly noun: string;
  readonly multiple: boolean;
  readonly matchAll?: boolean;
  /** What a buyer may choose, per vehicle type; null: any text (a model). */
  readonly values: ValuesByType | null;
  /** The database takes any text, not only `values` (a real catalogue has more makes than the popover offers). */
  readonly openValues?: boolean;
  readonly covers?: Readonly<Record<string, readonly string[]>>;
  readonly scope?: string;
  readonly valueLabel?: (value: string) => string;
  /** A chosen value's chip, when it needs more words than its label ("Licence A1"). */
  readonly chip?: (value: string) => string;
  /** How the panel asks: a select, a list of checkboxes, or one of the "Only show" toggles. */
  readonly control: 'select' | 'checklist';
  readonly anyLabel?: string;
  readonly note?: string;
}

export interface RangeBound {
  readonly key: string;
  readonly param: string;
}

export interface RangeFilter extends FilterCommon {
  readonly kind: 'range';
  readonly min?: RangeBound;
  readonly max?: RangeBound;
  /** What the database accepts. */
  readonly bounds: readonly [number, number];
  /** Facet buckets: every value v counts in bucket floor(v / bucket). */
  readonly bucket: number;
  /** The options of a bound's select (multiples of `bucket`), each with its count; null for a slider or number inputs. */
  readonly steps: readonly number[] | ((currentYear: number) => readonly number[]) | null;
  readonly counted: boolean;
  readonly control: 'slider' | 'selects' | 'inputs';
  /** A slider's ends and step, and its default range (the spec's price and year); the slider's ends are open. */
  readonly slider?: {
    readonly min: number;
    readonly max: number | 'current-year';
    readonly step: number;
    /** An open end's label: "€100,000+", "1980 or older". */
    readonly openMin?: (value: number, locale?: Locale) => string;
    readonly openMax?: (value: number, locale?: Locale) => string;
  };
  readonly defaults?: readonly [number, number | 'current-year'];
  /** A value as a language writes it (English by default). */
  readonly format: (value: number, locale?: Locale) => string;
  /** The unit typed into a slider's number inputs ("€"). */
  readonly unit?: string;
  /** "from 100 PS", "up to 2 previous owners": the chip of a bound. */
  readonly phrase: { readonly min?: (value: string) => string; readonly max?: (value: string) => string };
}

export interface FlagFilter extends FilterCommon {
  readonly kind: 'flag';
  readonly key: string;
  readonly param: string;
}

export interface WordsFilter extends FilterCommon {
  readonly kind: 'words';
  readonly key: 'searchTerm';
  readonly param: 'q';
}

export interface DistanceFilter extends FilterCommon {
  readonly kind: 'distance';
  readonly key: 'near';
  readonly param: 'near';
}

export type FilterSpec = ChoiceFilter | RangeFilter | FlagFilter | WordsFilter | DistanceFilter;

const both = VEHICLE_TYPES;
const carsOnly = ['car'] as const;
const sameForAll = (values: readonly string[]): ValuesByType => ({ car: values, scooter: values });

/** Each class covers itself and the newer ones of its vehicle type ("at least Euro 6"). */
function atLeast(byType: ValuesByType): Record<string, string[]> {
  const covers: Record<string, string[]> = {};
  for (const type of VEHICLE_TYPES) {
    byType[type].forEach((value, i) => {
      covers[value] = [...new Set([...(covers[value] ?? []), ...byType[type].slice(i)])];
    });
  }
  return covers;
}

const ps = (value: number, locale?: Locale) =>
  `${formatNumber(value, locale)} PS (${formatNumber(Math.round(value * KW_PER_PS), locale)} kW)`;

const DOORS = ['2/3', '4/5', '6/7'] as const;
const SELLER_TYPES = ['dealer', 'private'] as const;
const SELLER_TYPE_LABELS: Readonly<Record<string, string>> = { dealer: 'Dealer', private: 'Private seller' };

/**
 * The filters, in the order the panels show them. The popover shows the
 * `popover` ones (exactly the specification's fields); listing pages show all.
 */
export const FILTER_SPECS = [
  {
    id: 'searchTerm',
    kind: 'words',
    key: 'searchTerm',
    param: 'q',
    label: 'Search',
    types: both,
    surface: 'popover',
    sql: 'v.fts',
  },
  {
    id: 'near',
    kind: 'distance',
    key: 'near',
    param: 'near',
    label: 'Distance',
    types: both,
    surface: 'listing',
    sql: 'v.place_id',
  },
  {
    id: 'type',
    kind: 'choice',
    noun: 'vehicle type',
    key: 'type',
    param: null,
    label: 'Vehicle type',
    types: both,
    surface: 'popover',
    sql: 'v.type',
    multiple: false,
    values: sameForAll(VEHICLE_TYPES),
    control: 'select',
  },
  {
    id: 'bodyType',
    kind: 'choice',
    noun: 'body type',
    key: 'bodyType',
    param: 'body',
    label: 'Body type',
    types: both,
    surface: 'listing',
    sql: 'v.body_type',
    multiple: true,
    values: BODY_TYPES,
    valueLabel: (value: string) => BODY_TYPE_LABELS[value as keyof typeof BODY_TYPE_LABELS],
    control: 'checklist',
  },
  {
    id: 'make',
    kind: 'choice',
    noun: 'make',
    key: 'make',
    param: 'make',
    label: 'Make',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.make',
    multiple: false,
    values: MAKES,
    openValues: true,
    control: 'select',
    anyLabel: 'Any make',
  },
  {
    id: 'model',
    kind: 'choice',
    noun: 'model',
    key: 'model',
    param: 'model',
    label: 'Model',
    types: both,
    surface: 'listing',
    sql: 'v.model',
    multiple: false,
    values: null,
    scope: 'make',
    control: 'select',
    anyLabel: 'Any model',
  },
  {
    id: 'price',
    kind: 'range',
    min: { key: 'minPrice', param: 'minPrice' },
    max: { key: 'maxPrice', param: 'maxPrice' },
    label: 'Price',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.price',
    bounds: [0, 10_000_000],
    bucket: 1_000,
    steps: null,
    counted: false,
    control: 'slider',
    slider: {
      min: PRICE_MIN,
      max: PRICE_MAX,
      step: PRICE_STEP,
      openMax: (value, locale) => `${formatPrice(value, locale)}+`,
    },
    defaults: PRICE_DEFAULT,
    format: formatPrice,
    unit: '€',
    phrase: {},
  },
  {
    id: 'year',
    kind: 'range',
    min: { key: 'minYear', param: 'minYear' },
    max: { key: 'maxYear', param: 'maxYear' },
    label: 'Year',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.year',
    bounds: [1900, 2100],
    bucket: 1,
    steps: null,
    counted: false,
    control: 'slider',
    slider: { min: YEAR_MIN, max: 'current-year', step: YEAR_STEP, openMin: (value) => `${String(value)} or older` },
    defaults: [YEAR_DEFAULT_MIN, 'current-year'],
    format: (year) => String(year),
    phrase: {},
  },
  {
    id: 'fuelType',
    kind: 'choice',
    noun: 'fuel type',
    key: 'fuelType',
    param: 'fuel',
    label: 'Fuel type',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.fuel_type',
    multiple: false,
    values: FUEL_TYPES,
    control: 'select',
    anyLabel: 'Any fuel',
  },
  {
    id: 'transmission',
    kind: 'choice',
    noun: 'transmission',
    key: 'transmission',
    param: 'transmission',
    label: 'Transmission',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.transmission',
    multiple: false,
    values: TRANSMISSIONS,
    control: 'select',
    anyLabel: 'Any transmission',
  },
  {
    id: 'power',
    kind: 'range',
    min: { key: 'powerMin', param: 'minPower' },
    max: { key: 'powerMax', param: 'maxPower' },
    label: 'Power',
    types: both,
    surface: 'listing',
    sql: 'v.power',
    bounds: [0, 5_000],
    bucket: 5,
    steps: [10, 15, 25, 50, 75, 100, 125, 150, 200, 250, 300, 400],
    counted: true,
    control: 'selects',
    format: ps,
    phrase: { min: (value) => `Power from ${value}`, max: (value) => `Power up to ${value}` },
  },
  {
    id: 'mileage',
    kind: 'range',
    max: { key: 'mileageMax', param: 'maxMileage' },
    label: 'Maximum mileage',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.mileage',
    bounds: [0, 2_000_000],
    bucket: 5_000,
    steps: MILEAGE_OPTIONS,
    counted: true,
    control: 'selects',
    format: formatMileage,
    phrase: { max: (value) => `Up to ${value}` },
  },
  {
    id: 'firstRegistration',
    kind: 'range',
    min: { key: 'firstRegistrationMin', param: 'minRegistration' },
    max: { key: 'firstRegistrationMax', param: 'maxRegistration' },
    label: 'First registration',
    types: both,
    surface: 'listing',
    sql: 'extract(year from v.first_registration)::integer',
    bounds: [1900, 2100],
    bucket: 1,
    // Every year of the last ten, then every fifth back to 2000.
    steps: (year: number) => [
      ...[2000, 2005, 2010].filter((step) => step < year - 9),
      ...Array.from({ length: 10 }, (_, i) => year - 9 + i),
    ],
    counted: true,
    control: 'selects',
    format: (year) => String(year),
    phrase: { min: (value) => `Registered ${value} or later`, max: (value) => `Registered ${value} or earlier` },
  },
  {
    id: 'previousOwners',
    kind: 'range',
    max: { key: 'previousOwnersMax', param: 'maxOwners' },
    label: 'Previous owners',
    types: both,
    surface: 'listing',
    sql: 'v.previous_owners',
    bounds: [0, 20],
    bucket: 1,
    steps: [1, 2, 3, 4],
    counted: true,
    control: 'selects',
    format: formatNumber,
    phrase: { max: (value) => `At most ${value} previous ${value === '1' ? 'owner' : 'owners'}` },
  },
  {
    id: 'engineSize',
    kind: 'range',
    min: { key: 'engineSizeMin', param: 'minEngine' },
    max: { key: 'engineSizeMax', param: 'maxEngine' },
    label: 'Engine size (cc)',
    types: carsOnly,
    surface: 'popover',
    badge: true,
    sql: 'v.engine_size',
    bounds: [ENGINE_SIZE_MIN, ENGINE_SIZE_MAX],
    bucket: 100,
    steps: null,
    counted: false,
    control: 'inputs',
    format: (cc, locale) => `${formatNumber(cc, locale)} cc`,
    phrase: { min: (value) => `Engine from ${value}`, max: (value) => `Engine up to ${value}` },
  },
  {
    id: 'color',
    kind: 'choice',
    noun: 'colour',
    key: 'color',
    param: 'color',
    label: 'Color',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.color',
    multiple: false,
    values: sameForAll(COLORS),
    control: 'select',
    anyLabel: 'Any color',
  },
  {
    id: 'emissionsClass',
    kind: 'choice',
    noun: 'emissions class',
    key: 'emissionsClass',
    param: 'emissions',
    label: 'Emissions class',
    types: both,
    surface: 'listing',
    sql: 'v.emissions_class',
    multiple: false,
    values: EMISSIONS_CLASSES,
    covers: atLeast(EMISSIONS_CLASSES),
    valueLabel: (value: string) => `${value} or better`,
    control: 'select',
    anyLabel: 'Any emissions class',
    note: 'Electric vehicles have no emissions class.',
  },
  {
    id: 'doors',
    kind: 'choice',
    noun: 'door count',
    key: 'doors',
    param: 'doors',
    label: 'Doors',
    types: carsOnly,
    surface: 'listing',
    sql: "case when v.doors <= 3 then '2/3' when v.doors <= 5 then '4/5' when v.doors is not null then '6/7' end",
    multiple: true,
    values: { car: DOORS, scooter: [] },
    valueLabel: (value: string) => `${value} doors`,
    control: 'checklist',
  },
  {
    id: 'seats',
    kind: 'range',
    min: { key: 'seatsMin', param: 'minSeats' },
    max: { key: 'seatsMax', param: 'maxSeats' },
    label: 'Seats',
    types: carsOnly,
    surface: 'listing',
    sql: 'v.seats',
    bounds: [1, 9],
    bucket: 1,
    steps: [2, 4, 5, 6, 7, 8, 9],
    counted: true,
    control: 'selects',
    format: formatNumber,
    phrase: { min: (value) => `${value} seats or more`, max: (value) => `${value} seats or fewer` },
  },
  {
    id: 'licence',
    kind: 'choice',
    noun: 'licence category',
    key: 'licence',
    param: 'licence',
    label: 'I can ride this with',
    types: both,
    pages: ['scooter', 'all'],
    surface: 'listing',
    sql: 'v.licence_category',
    multiple: false,
    values: sameForAll(LICENCE_CATEGORIES),
    // A covers every two-wheeler, those whose data says "check" included (licence.ts).
    covers: Object.fromEntries(
      LICENCE_CATEGORIES.map((l) => [l, l === 'A' ? [...coveredBy(l), 'check'] : coveredBy(l)]),
    ),
    valueLabel: (value: string) => (isLicenceCategory(value) ? LICENCE_LABELS[value] : value),
    chip: (value: string) => `Licence ${value}`,
    control: 'select',
    anyLabel: 'Any licence',
    note: B196_NOTE,
  },
  {
    id: 'features',
    kind: 'choice',
    noun: 'feature',
    key: 'features',
    param: 'feature',
    label: 'Features',
    types: both,
    surface: 'popover',
    badge: true,
    sql: 'v.features',
    multiple: true,
    matchAll: true,
    values: FEATURES,
    control: 'checklist',
  },
  {
    id: 'sellerType',
    kind: 'choice',
    noun: 'kind of seller',
    key: 'sellerType',
    param: 'seller',
    label: 'Seller',
    types: both,
    surface: 'listing',
    sql: "case when v.seller_is_dealer then 'dealer' else 'private' end",
    multiple: false,
    values: sameForAll(SELLER_TYPES),
    valueLabel: (value: string) => SELLER_TYPE_LABELS[value] ?? value,
    control: 'select',
    anyLabel: 'Dealers and private sellers',
  },
  {
    id: 'withPhotos',
    kind: 'flag',
    key: 'withPhotos',
    param: 'photos',
    label: 'With photos only',
    types: both,
    surface: 'listing',
    // Photos the seller uploaded; the sample vehicles' drawings are not photos.
    sql: 'cardinality(v.images) > 0',
  },
  {
    id: 'accidentFree',
    kind: 'flag',
    key: 'accidentFree',
    param: 'accidentFree',
    label: 'Accident-free',
    types: both,
    surface: 'listing',
    sql: 'v.accident_free',
  },
  {
    id: 'goodPrice',
    kind: 'flag',
    key: 'goodPrice',
    param: 'goodPrice',
    label: 'Good price or better',
    types: both,
    surface: 'listing',
    sql: "v.price_rating in ('great', 'good')",
  },
  {
    id: 'fastReply',
    kind: 'flag',
    key: 'fastReply',
    param: 'fastReply',
    label: 'Replies within 24 h',
    types: both,
    surface: 'listing',
    // seller_reply_stats' policies show anon and authenticated exactly these sellers (3+ conversations).
    sql: 'exists (select from public.seller_reply_stats s where s.seller_id = v.seller_id and s.replies_within_24h)',
  },
] as const satisfies readonly FilterSpec[];

export type FilterId = (typeof FILTER_SPECS)[number]['id'];
