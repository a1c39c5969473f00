/**
 * The filter object (spec §3) and its rules: defaults, the active-filter
 * badge, reset, the route of each type and the URL query string. Which
 * listings match is the database's answer to listingQuery.ts's conditions.
 * Pure functions only, shared by the search popover, the listing pages and
 * the data layer.
 */
import {
  COLORS,
  ENGINE_SIZE_MAX,
  ENGINE_SIZE_MIN,
  FEATURES,
  FILTER_TYPES,
  FUEL_TYPES,
  MAKES,
  PRICE_DEFAULT,
  PRICE_MAX,
  PRICE_MIN,
  TRANSMISSIONS,
  TYPE_ROUTE,
  YEAR_DEFAULT_MIN,
  YEAR_MIN,
  currentYear,
  optionsFor,
  type BodyType,
  type FilterType,
} from './constants.ts';
import { parseNearParams, writeNearParams, type NearFilter } from './geo.ts';
import { LICENCE_CATEGORIES, isLicenceCategory, type LicenceCategory } from './licence.ts';
import { TRUST_FLAGS, isBodyTypeOf, type TrustFlag } from './trustFilters.ts';
import { routeForType } from './routes.ts';

export interface VehicleFilters {
  type: FilterType;
  make: string | null;
  minPrice: number;
  maxPrice: number;
  minYear: number;
  maxYear: number;
  fuelType: string | null;
  transmission: string | null;
  /** Kilometres. */
  mileageMax: number | null;
  /** Cubic centimetres; cars only. */
  engineSizeMin: number | null;
  engineSizeMax: number | null;
  color: string | null;
  features: string[];
  searchTerm: string;
  /** A model of the chosen make; listing pages only (not in the spec's filter object). */
  model?: string | null;
  /** "I can ride this with": the licence the buyer holds; scooters and all vehicles only. */
  licence?: LicenceCategory | null;
  /** "Within 25 km of Köln"; listing pages only. */
  near?: NearFilter | null;
  /** Body shapes, any of which; listing pages only (trustFilters.ts). */
  bodyTypes?: BodyType[];
  /** Declared accident-free; listing pages only. */
  accidentFree?: boolean;
  /** Rated a great or good price; listing pages only. */
  goodPrice?: boolean;
  /** The seller replies within 24 hours; listing pages only. */
  fastReply?: boolean;
}

/** The filters a new search starts from: a type, the default ranges, nothing else. */
export function defaultFilters(type: FilterType = 'all', year: number = currentYear()): VehicleFilters {
  return {
    type,
    make: null,
    minPrice: PRICE_DEFAULT[0],
    maxPrice: PRICE_DEFAULT[1],
    minYear: YEAR_DEFAULT_MIN,
    maxYear: year,
    fuelType: null,
    transmission: null,
    mileageMax: null,
    engineSizeMin: null,
    engineSizeMax: null,
    color: null,
    features: [],
    searchTerm: '',
    model: null,
    licence: null,
    near: null,
    bodyTypes: [],
    accidentFree: false,
    goodPrice: false,
    fastReply: false,
  };
}

export function isPriceActive(f: VehicleFilters): boolean {
  return f.minPrice !== PRICE_DEFAULT[0] || f.maxPrice !== PRICE_DEFAULT[1];
}

export function isYearActive(f: VehicleFilters, year: number = currentYear()): boolean {
  return f.minYear !== YEAR_DEFAULT_MIN || f.maxYear !== year;
}

/** A typed number clamped to a slider's bounds and rounded to its step; null when it is not a number. */
export function clampToStep(value: number, [min, max]: readonly [number, number], step: number): number | null {
  if (!Number.isFinite(value)) return null;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** A range the database applies; null on an open end. */
export interface Bounds {
  min: number | null;
  max: number | null;
}

/**
 * The price range as the results honour it, exactly as the slider shows it:
 * the default €0–€50,000 filters too. The slider's top (€100,000) means
 * "and above", so no listing is out of reach.
 */
export function priceBounds(f: VehicleFilters): Bounds {
  return { min: f.minPrice > PRICE_MIN ? f.minPrice : null, max: f.maxPrice < PRICE_MAX ? f.maxPrice : null };
}

/**
 * The year range as the results honour it, the default 2000–current included.
 * The slider's ends are open: 1980 means "1980 or older", the current year
 * "and newer" (next year's models can be listed).
 */
export function yearBounds(f: VehicleFilters, year: number = currentYear()): Bounds {
  return { min: f.minYear > YEAR_MIN ? f.minYear : null, max: f.maxYear < year ? f.maxYear : null };
}

export function isEngineSizeActive(f: VehicleFilters): boolean {
  return f.type === 'car' && (f.engineSizeMin !== null || f.engineSizeMax !== null);
}

/**
 * The number on the Advanced Filters badge: one for each of make, price, year,
 * fuel, transmission, max mileage, engine size, colour and features that is
 * set. The type and the search term are not counted. A range left at its
 * default is not a filter and constrains nothing.
 */
export function countActiveFilters(f: VehicleFilters, year: number = currentYear()): number {
  return [
    f.make !== null,
    isPriceActive(f),
    isYearActive(f, year),
    f.fuelType !== null,
    f.transmission !== null,
    f.mileageMax !== null,
    isEngineSizeActive(f),
    f.color !== null,
    f.features.length > 0,
  ].filter(Boolean).length;
}

/**
 * Reset: back to the chosen type and the default ranges. The free-text term
 * lives in the search box outside the filters and is kept.
 */
export function resetFilters(f: VehicleFilters, year: number = currentYear()): VehicleFilters {
  return { ...defaultFilters(f.type, year), searchTerm: f.searchTerm };
}

/**
 * Switch type, dropping choices the new type does not offer (a scooter make,
 * a car-only transmission, the car-only engine size, features of the other type).
 */
export function withType(f: VehicleFilters, type: FilterType): VehicleFilters {
  const keep = (value: string | null, table: Parameters<typeof optionsFor>[0]) =>
    value !== null && optionsFor(table, type).includes(value) ? value : null;
  const features = optionsFor(FEATURES, type);
  const make = keep(f.make, MAKES);
  return {
    ...f,
    type,
    make,
    model: make === null ? null : (f.model ?? null),
    licence: type === 'car' ? null : (f.licence ?? null),
    bodyTypes: (f.bodyTypes ?? []).filter((bodyType) => isBodyTypeOf(bodyType, type)),
    fuelType: keep(f.fuelType, FUEL_TYPES),
    transmission: keep(f.transmission, TRANSMISSIONS),
    engineSizeMin: type === 'car' ? f.engineSizeMin : null,
    engineSizeMax: type === 'car' ? f.engineSizeMax : null,
    features: f.features.filter((feature) => features.includes(feature)),
  };
}

export { routeForType };

/** The filter type of a /vehicles/{segment} route, or null for an unknown segment. */
export function typeForRoute(segment: string): FilterType | null {
  return FILTER_TYPES.find((type) => TYPE_ROUTE[type] === segment) ?? null;
}

/** Query parameter names; short, stable, and readable in a shared link. */
const Q = {
  term: 'q',
  make: 'make',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minYear: 'minYear',
  maxYear: 'maxYear',
  fuel: 'fuel',
  transmission: 'transmission',
  mileageMax: 'maxMileage',
  engineMin: 'minEngine',
  engineMax: 'maxEngine',
  color: 'color',
  feature: 'feature',
  model: 'model',
  licence: 'licence',
  bodyType: 'body',
} as const;

/** The flags' parameters (`accidentFree=1`), named as the filters are. */
const FLAG_PARAMS: Readonly<Record<TrustFlag, string>> = {
  accidentFree: 'accidentFree',
  goodPrice: 'goodPrice',
  fastReply: 'fastReply',
};

/**
 * The query string carrying the filters. The type is carried by the route;
 * only what differs from the defaults is written, so links stay short.
 */
export function filtersToQuery(f: VehicleFilters, year: number = currentYear()): URLSearchParams {
  const params = new URLSearchParams();
  const term = f.searchTerm.trim();
  if (term) params.set(Q.term, term);
  if (f.make !== null) params.set(Q.make, f.make);
  if (f.make !== null && f.model) params.set(Q.model, f.model);
  if (isPriceActive(f)) {
    params.set(Q.minPrice, String(f.minPrice));
    params.set(Q.maxPrice, String(f.maxPrice));
  }
  if (isYearActive(f, year)) {
    params.set(Q.minYear, String(f.minYear));
    params.set(Q.maxYear, String(f.maxYear));
  }
  if (f.fuelType !== null) params.set(Q.fuel, f.fuelType);
  if (f.transmission !== null) params.set(Q.transmission, f.transmission);
  if (f.mileageMax !== null) params.set(Q.mileageMax, String(f.mileageMax));
  if (isEngineSizeActive(f)) {
    if (f.engineSizeMin !== null) params.set(Q.engineMin, String(f.engineSizeMin));
    if (f.engineSizeMax !== null) params.set(Q.engineMax, String(f.engineSizeMax));
  }
  if (f.color !== null) params.set(Q.color, f.color);
  for (const feature of f.features) params.append(Q.feature, feature);
  if (f.licence) params.set(Q.licence, f.licence);
  writeNearParams(params, f.near);
  for (const bodyType of f.bodyTypes ?? []) params.append(Q.bodyType, bodyType);
  for (const flag of TRUST_FLAGS) if (f[flag]) params.set(FLAG_PARAMS[flag], '1');
  return params;
}

/** A query value the listing dropped, and why, for the note above the results. */
export interface IgnoredParam {
  param: string;
  value: string;
  reason: string;
}

/** "We ignored 'model=Foo': no such model for Audi". */
export function ignoredNote({ param, value, reason }: IgnoredParam): string {
  return `We ignored '${param}=${value.slice(0, 40)}': ${reason}`;
}

/** Reads a hand-editable query, collecting what it had to drop. */
class QueryReader {
  readonly ignored: IgnoredParam[] = [];
  private readonly params: URLSearchParams;

  constructor(params: URLSearchParams) {
    this.params = params;
  }

  drop(param: string, value: string, reason: string): null {
    this.ignored.push({ param, value, reason });
    return null;
  }

  /** A whole number within [min, max]; anything else is dropped with a note. */
  int(name: string, min: number, max: number): number | null {
    const raw = this.params.get(name);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) return this.drop(name, raw, 'not a number');
    if (value < min || value > max) {
      return this.drop(name, raw, `out of range (${String(min)} to ${String(max)})`);
    }
    return Math.round(value);
  }

  /** A filter that is on (`1` or `true`) or off (absent); anything else is dropped with a note. */
  flag(name: string): boolean {
    const raw = this.params.get(name);
    if (raw === null || raw === '' || raw === '0' || raw === 'false') return false;
    if (raw === '1' || raw === 'true') return true;
    this.drop(name, raw, 'use 1 to turn this filter on');
    return false;
  }

  choice(name: string, options: readonly string[], reason: string): string | null {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return null;
    return options.includes(raw) ? raw : this.drop(name, raw, reason);
  }
}

/** Swap a reversed pair, so min ≤ max. */
function ordered(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

const TYPE_NAMES: Readonly<Record<FilterType, string>> = { all: 'vehicles', car: 'cars', scooter: 'scooters' };

/**
 * Filters from a query string, for the given route type. Unknown values,
 * text in number fields and out-of-range numbers are dropped and listed in
 * `ignored`, so the page can say so; reversed ranges are swapped. A model
 * is only checked for a make here; whether that make has it is the
 * database's answer (the model facet).
 */
export function parseFiltersQuery(
  params: URLSearchParams,
  type: FilterType,
  year: number = currentYear(),
): { filters: VehicleFilters; ignored: IgnoredParam[] } {
  const read = new QueryReader(params);
  const kind = TYPE_NAMES[type];
  const f = defaultFilters(type, year);
  f.searchTerm = (params.get(Q.term) ?? '').trim().slice(0, 100);
  f.make = read.choice(Q.make, optionsFor(MAKES, type), `no such make among ${kind}`);
  const model = (params.get(Q.model) ?? '').trim();
  if (model !== '') {
    f.model = f.make === null ? read.drop(Q.model, model, 'choose a make first') : model.slice(0, 100);
  }

  const minPrice = read.int(Q.minPrice, PRICE_MIN, PRICE_MAX);
  const maxPrice = read.int(Q.maxPrice, PRICE_MIN, PRICE_MAX);
  [f.minPrice, f.maxPrice] = ordered(minPrice ?? f.minPrice, maxPrice ?? f.maxPrice);

  const minYear = read.int(Q.minYear, YEAR_MIN, year);
  const maxYear = read.int(Q.maxYear, YEAR_MIN, year);
  [f.minYear, f.maxYear] = ordered(minYear ?? f.minYear, maxYear ?? f.maxYear);

  f.fuelType = read.choice(Q.fuel, optionsFor(FUEL_TYPES, type), `not a fuel type of ${kind}`);
  f.transmission = read.choice(Q.transmission, optionsFor(TRANSMISSIONS, type), `not a transmission of ${kind}`);
  f.mileageMax = read.int(Q.mileageMax, 0, 2_000_000);

  if (type === 'car') {
    const engineMin = read.int(Q.engineMin, ENGINE_SIZE_MIN, ENGINE_SIZE_MAX);
    const engineMax = read.int(Q.engineMax, ENGINE_SIZE_MIN, ENGINE_SIZE_MAX);
    if (engineMin !== null && engineMax !== null) {
      [f.engineSizeMin, f.engineSizeMax] = ordered(engineMin, engineMax);
    } else {
      f.engineSizeMin = engineMin;
      f.engineSizeMax = engineMax;
    }
  } else {
    for (const name of [Q.engineMin, Q.engineMax]) {
      const raw = params.get(name);
      if (raw !== null && raw !== '') read.drop(name, raw, 'engine size is a filter for cars');
    }
  }

  f.color = read.choice(Q.color, COLORS, 'no such colour');
  const features = optionsFor(FEATURES, type);
  f.features = [];
  for (const feature of new Set(params.getAll(Q.feature))) {
    if (features.includes(feature)) f.features.push(feature);
    else read.drop(Q.feature, feature, `not a feature of ${kind}`);
  }
  if (type === 'car') {
    const raw = params.get(Q.licence);
    if (raw !== null && raw !== '') read.drop(Q.licence, raw, 'the licence filter is for scooters');
  } else {
    const licence = read.choice(Q.licence, LICENCE_CATEGORIES, 'not a licence category (AM, A1, A2, A or B)');
    f.licence = licence !== null && isLicenceCategory(licence) ? licence : null;
  }
  f.bodyTypes = [];
  for (const bodyType of new Set(params.getAll(Q.bodyType))) {
    if (isBodyTypeOf(bodyType, type)) f.bodyTypes.push(bodyType);
    else read.drop(Q.bodyType, bodyType, `not a body type of ${kind}`);
  }
  for (const flag of TRUST_FLAGS) f[flag] = read.flag(FLAG_PARAMS[flag]);
  const near = parseNearParams(params);
  f.near = near.near;
  return { filters: f, ignored: [...read.ignored, ...near.ignored] };
}

/** Filters from a query string, with whatever is malformed dropped (see parseFiltersQuery). */
export function filtersFromQuery(
  params: URLSearchParams,
  type: FilterType,
  year: number = currentYear(),
): VehicleFilters {
  return parseFiltersQuery(params, type, year).filters;
}

/** Where a search with these filters goes: the type's route plus the query. */
export function searchHref(f: VehicleFilters, year: number = currentYear()): string {
  const query = filtersToQuery(f, year).toString();
  return query ? `${routeForType(f.type)}?${query}` : routeForType(f.type);
}

/** The listing page's count: the popover's, plus the filters only listing pages offer. */
export function countListingFilters(f: VehicleFilters, year: number = currentYear()): number {
  const trust = ((f.bodyTypes ?? []).length > 0 ? 1 : 0) + TRUST_FLAGS.filter((flag) => f[flag]).length;
  return countActiveFilters(f, year) + (f.model ? 1 : 0) + (f.licence ? 1 : 0) + (f.near ? 1 : 0) + trust;
}
