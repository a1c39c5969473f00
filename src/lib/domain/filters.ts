/**
 * The filter object (spec §3, plus the listing pages' filters) and its
 * rules: defaults, the active-filter badge, reset, switching type, the
 * route of each type and the URL query string, all read off the filter
 * specification (filterSpec.ts). Which listings match is the database's
 * answer to the same specification. Pure functions only, shared by the
 * search popover, the listing pages and the data layer.
 */
import { FILTER_TYPES, TYPE_LABELS, TYPE_ROUTE, currentYear, type FilterType } from './constants.ts';
import {
  FILTER_SPECS,
  type ChoiceFilter,
  type FilterSpec,
  type FilterSurface,
  type RangeBound,
  type RangeFilter,
} from './filterSpec.ts';
import { parseNearParams, writeNearParams, type NearFilter } from './geo.ts';
import type { IgnoredParam, IgnoredWhy } from './ignoredParam.ts';
import { routeForType } from './routes.ts';

type Spec = (typeof FILTER_SPECS)[number];
type Bound<S> = S extends { defaults: readonly unknown[] } ? number : number | null;
type RangeFields<S> = (S extends { min: { key: infer A extends string } } ? Record<A, Bound<S>> : unknown) &
  (S extends { max: { key: infer B extends string } } ? Record<B, Bound<S>> : unknown);
type FieldsOf<S> = S extends { kind: 'choice'; key: 'type' }
  ? { type: FilterType }
  : S extends { kind: 'choice'; key: infer K extends string; multiple: true }
    ? Record<K, string[]>
    : S extends { kind: 'choice'; key: infer K extends string }
      ? Record<K, string | null>
      : S extends { kind: 'range' }
        ? RangeFields<S>
        : S extends { kind: 'flag'; key: infer K extends string }
          ? Record<K, boolean>
          : S extends { kind: 'words' }
            ? { searchTerm: string }
            : S extends { kind: 'distance' }
              ? { near: NearFilter | null }
              : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flatten<T> = { [K in keyof T]: T[K] };

/** Every filter's value: one field per choice, flag and range bound of the specification. */
export type VehicleFilters = Flatten<UnionToIntersection<FieldsOf<Spec>>>;

/** The filter object as a record, for code that walks the specification. */
type Fields = Record<string, unknown>;
const fields = (f: VehicleFilters): Fields => f;
const asFilters = (record: Fields): VehicleFilters => record as unknown as VehicleFilters;

export const SPECS: readonly FilterSpec[] = FILTER_SPECS;

/** The value of a slider's end or default, the current year resolved. */
const resolve = (value: number | 'current-year', year: number) => (value === 'current-year' ? year : value);

/**
 * Whether a filter applies on a page of this type: a filter of both types on
 * every page, a filter of one type (the spec's car-only engine size) on that
 * type's page only.
 */
export function offeredOn(spec: FilterSpec, type: FilterType): boolean {
  if (spec.pages) return spec.pages.includes(type);
  return type === 'all' ? spec.types.length > 1 : spec.types.includes(type);
}

/** The filters a surface shows for a page type, in order. */
export function specsFor(surface: FilterSurface, type: FilterType): FilterSpec[] {
  return SPECS.filter((spec) => (surface === 'listing' || spec.surface === 'popover') && offeredOn(spec, type));
}

/** A range filter's bounds as a pair of field names (either may be absent). */
export function boundKeys(spec: RangeFilter): (RangeBound & { end: 'min' | 'max' })[] {
  return [
    ...(spec.min ? [{ ...spec.min, end: 'min' as const }] : []),
    ...(spec.max ? [{ ...spec.max, end: 'max' as const }] : []),
  ];
}

/** A slider's ends for this year. */
export function sliderRange(spec: RangeFilter, year: number): [number, number] {
  if (!spec.slider) return [spec.bounds[0], spec.bounds[1]];
  return [spec.slider.min, resolve(spec.slider.max, year)];
}

/** The values a choice offers on a page of this type (both types' on the all-vehicles page). */
export function choiceValues(spec: ChoiceFilter, type: FilterType): readonly string[] {
  if (spec.values === null) return [];
  if (type !== 'all') return spec.values[type];
  return [...new Set([...spec.values.car, ...spec.values.scooter])];
}

/** A range's select options this year. */
export function rangeSteps(spec: RangeFilter, year: number): readonly number[] {
  if (spec.steps === null) return [];
  return typeof spec.steps === 'function' ? spec.steps(year) : spec.steps;
}

/** The filters a new search starts from: a type, the default ranges, nothing else. */
export function defaultFilters(type: FilterType = 'all', year: number = currentYear()): VehicleFilters {
  const record: Fields = { type };
  for (const spec of SPECS) {
    if (spec.kind === 'choice' && spec.key !== 'type') record[spec.key] = spec.multiple ? [] : null;
    else if (spec.kind === 'flag') record[spec.key] = false;
    else if (spec.kind === 'words') record[spec.key] = '';
    else if (spec.kind === 'distance') record[spec.key] = null;
    else if (spec.kind === 'range') {
      if (spec.min) record[spec.min.key] = spec.defaults ? resolve(spec.defaults[0], year) : null;
      if (spec.max) record[spec.max.key] = spec.defaults ? resolve(spec.defaults[1], year) : null;
    }
  }
  return asFilters(record);
}

/** Whether a filter constrains anything: a value chosen, a flag on, a range off its default. */
export function isActive(spec: FilterSpec, f: VehicleFilters, year: number = currentYear()): boolean {
  if (!offeredOn(spec, f.type)) return false;
  const record = fields(f);
  switch (spec.kind) {
    case 'choice': {
      if (spec.key === 'type') return false;
      // A scoped choice (a model) counts only with its scope (a make).
      const scope = spec.scope === undefined ? undefined : SPECS.find((other) => other.id === spec.scope);
      if (scope && !isActive(scope, f, year)) return false;
      const value = record[spec.key];
      return Array.isArray(value) ? value.length > 0 : value !== null;
    }
    case 'flag':
      return record[spec.key] === true;
    case 'words':
      return f.searchTerm.trim() !== '';
    case 'distance':
      return f.near !== null;
    case 'range': {
      const defaults = defaultFilters(f.type, year) as unknown as Fields;
      return boundKeys(spec).some(({ key }) => record[key] !== defaults[key]);
    }
  }
}

const spec = (id: string): FilterSpec => {
  const found = SPECS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No filter ${id}`);
  return found;
};

export const isPriceActive = (f: VehicleFilters, year?: number): boolean => isActive(spec('price'), f, year);
export const isYearActive = (f: VehicleFilters, year?: number): boolean => isActive(spec('year'), f, year);
export const isEngineSizeActive = (f: VehicleFilters): boolean => isActive(spec('engineSize'), f);

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
 * A range as the results honour it. A slider's range filters at its
 * defaults too (the spec's €0–€50,000 and 2000–this year), and its ends are
 * open: €100,000 means "and above", 1980 "or older", this year "and newer".
 */
export function rangeBounds(spec: RangeFilter, f: VehicleFilters, year: number = currentYear()): Bounds {
  const record = fields(f);
  const read = (bound: RangeBound | undefined) => (bound ? (record[bound.key] as number | null) : null);
  let min = read(spec.min);
  let max = read(spec.max);
  if (spec.slider) {
    const [low, high] = sliderRange(spec, year);
    if (min !== null && min <= low) min = null;
    if (max !== null && max >= high) max = null;
  }
  return { min, max };
}

/**
 * The search that shows what the default ranges hide: every slider range
 * that filters by default (the specification's €0–€50,000 and 2000 on)
 * opened to its ends. Null when a buyer has moved one of them (what they see
 * is then what they chose) or the type has none.
 */
export function withoutDefaultRanges(f: VehicleFilters, year: number = currentYear()): VehicleFilters | null {
  const record = { ...fields(f) };
  let opened = false;
  for (const s of SPECS) {
    if (s.kind !== 'range' || !s.defaults || !s.slider || !offeredOn(s, f.type)) continue;
    if (isActive(s, f, year)) return null;
    const [low, high] = sliderRange(s, year);
    if (s.min) record[s.min.key] = low;
    if (s.max) record[s.max.key] = high;
    opened = true;
  }
  return opened ? asFilters(record) : null;
}

export const priceBounds = (f: VehicleFilters): Bounds => rangeBounds(spec('price') as RangeFilter, f);
export const yearBounds = (f: VehicleFilters, year: number = currentYear()): Bounds =>
  rangeBounds(spec('year') as RangeFilter, f, year);

/**
 * The number on the Advanced Filters badge: one for each of make, price, year,
 * fuel, transmission, max mileage, engine size, colour and features that is
 * set (spec §2). The type and the search term are not counted. A range left at
 * its default is not a filter and constrains nothing.
 */
export function countActiveFilters(f: VehicleFilters, year: number = currentYear()): number {
  return SPECS.filter((s) => s.badge === true && isActive(s, f, year)).length;
}

/** The listing page's count: every filter set, the term and the type aside. */
export function countListingFilters(f: VehicleFilters, year: number = currentYear()): number {
  return SPECS.filter((s) => s.kind !== 'words' && isActive(s, f, year)).length;
}

/**
 * Reset: back to the chosen type and the default ranges. The free-text term
 * lives in the search box outside the filters and is kept.
 */
export function resetFilters(f: VehicleFilters, year: number = currentYear()): VehicleFilters {
  return { ...defaultFilters(f.type, year), searchTerm: f.searchTerm };
}

/** The filter without its value: a choice cleared, a flag off, a range back to its default. */
export function withoutFilter(f: VehicleFilters, s: FilterSpec, year: number = currentYear()): VehicleFilters {
  const defaults = fields(defaultFilters(f.type, year));
  const record = { ...fields(f) };
  const keys =
    s.kind === 'range'
      ? boundKeys(s).map((bound) => bound.key)
      : [s.key, ...SPECS.filter((t) => t.kind === 'choice' && t.scope === s.id).map((t) => (t as ChoiceFilter).key)];
  for (const key of keys) record[key] = defaults[key];
  return asFilters(record);
}

/**
 * Switch type, dropping choices the new type does not offer (a scooter make,
 * a car-only transmission, the car-only engine size, features of the other type).
 */
export function withType(f: VehicleFilters, type: FilterType, year: number = currentYear()): VehicleFilters {
  let next = asFilters({ ...fields(f), type });
  for (const s of SPECS) {
    if (s.kind === 'choice' && s.key === 'type') continue;
    if (!offeredOn(s, type)) {
      next = withoutFilter(next, s, year);
      continue;
    }
    if (s.kind !== 'choice' || s.values === null) continue;
    const offered = choiceValues(s, type);
    const record = fields(next);
    const value = record[s.key];
    if (Array.isArray(value)) record[s.key] = value.filter((v: string) => offered.includes(v));
    else if (typeof value === 'string' && !offered.includes(value)) next = withoutFilter(next, s, year);
  }
  return next;
}

export { routeForType };

/** The filter type of a /vehicles/{segment} route, or null for an unknown segment. */
export function typeForRoute(segment: string): FilterType | null {
  return FILTER_TYPES.find((type) => TYPE_ROUTE[type] === segment) ?? null;
}

/** The near filter's parameters (geo.ts reads and writes them). */
const NEAR_PARAMS = ['near', 'lat', 'lng', 'radius'];

/** Every query parameter a listing page reads: the filters', the near filter's, the sort and the page. */
export const FILTER_PARAMS: readonly string[] = [
  ...SPECS.flatMap((s) =>
    s.kind === 'range'
      ? boundKeys(s).map((bound) => bound.param)
      : s.kind === 'distance'
        ? NEAR_PARAMS
        : s.param === null
          ? []
          : [s.param],
  ),
  'sort',
  'page',
];

/** The parameters that make a chip above the results (a radius or longitude alone make none). */
export const CHIP_PARAMS: readonly string[] = FILTER_PARAMS.filter(
  (name) => !['sort', 'page', 'lng', 'radius'].includes(name),
);

/**
 * The query string carrying the filters. The type is carried by the route;
 * only what differs from the defaults is written, so links stay short.
 */
export function filtersToQuery(f: VehicleFilters, year: number = currentYear()): URLSearchParams {
  const params = new URLSearchParams();
  const record = fields(f);
  for (const s of SPECS) {
    if (!isActive(s, f, year)) continue;
    switch (s.kind) {
      case 'words':
        params.set(s.param, f.searchTerm.trim());
        break;
      case 'distance':
        writeNearParams(params, f.near);
        break;
      case 'flag':
        params.set(s.param, '1');
        break;
      case 'choice': {
        if (s.param === null) break;
        const value = record[s.key];
        for (const item of Array.isArray(value) ? (value as string[]) : [value as string]) params.append(s.param, item);
        break;
      }
      case 'range':
        for (const bound of boundKeys(s)) {
          const value = record[bound.key];
          // A slider's range is written whole once it moves; other bounds when set.
          if (typeof value === 'number') params.set(bound.param, String(value));
        }
        break;
    }
  }
  return params;
}

/** Reads a hand-editable query, collecting what it had to drop. */
class QueryReader {
  readonly ignored: IgnoredParam[] = [];
  private readonly params: URLSearchParams;

  constructor(params: URLSearchParams) {
    this.params = params;
  }

  drop(param: string, value: string, why: IgnoredWhy): null {
    this.ignored.push({ param, value, why });
    return null;
  }

  has(name: string): boolean {
    return this.params.getAll(name).some((value) => value.trim() !== '');
  }

  /** Every value of a parameter that may repeat, and then some dropped when the page does not offer it. */
  values(name: string): string[] {
    return [...new Set(this.params.getAll(name).filter((value) => value !== ''))];
  }

  /** A whole number within [min, max]; anything else is dropped with a note. */
  int(name: string, min: number, max: number): number | null {
    const raw = this.params.get(name);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) return this.drop(name, raw, { code: 'notNumber' });
    if (value < min || value > max) {
      return this.drop(name, raw, { code: 'outOfRange', min, max });
    }
    return Math.round(value);
  }

  /** A filter that is on (`1` or `true`) or off (absent); anything else is dropped with a note. */
  flag(name: string): boolean {
    const raw = this.params.get(name);
    if (raw === null || raw === '' || raw === '0' || raw === 'false') return false;
    if (raw === '1' || raw === 'true') return true;
    this.drop(name, raw, { code: 'flag' });
    return false;
  }
}

/** The parameters of a filter, for dropping them when the page does not offer it. */
function paramsOf(s: FilterSpec): string[] {
  if (s.kind === 'range') return boundKeys(s).map((bound) => bound.param);
  if (s.kind === 'distance') return NEAR_PARAMS;
  return s.param === null ? [] : [s.param];
}

/**
 * Filters from a query string, for the given route type. Unknown values,
 * text in number fields, out-of-range numbers and filters the page does not
 * offer are dropped and listed in `ignored`, so the page can say so;
 * reversed ranges are swapped. A model is only checked for a make here;
 * whether that make has it is the database's answer (the model facet).
 */
export function parseFiltersQuery(
  params: URLSearchParams,
  type: FilterType,
  year: number = currentYear(),
): { filters: VehicleFilters; ignored: IgnoredParam[] } {
  const read = new QueryReader(params);
  const record = fields(defaultFilters(type, year));
  const nearIgnored: IgnoredParam[] = [];
  for (const s of SPECS) {
    if (!offeredOn(s, type)) {
      for (const param of paramsOf(s)) {
        for (const value of read.values(param)) read.drop(param, value, { code: 'notOffered', type });
      }
      continue;
    }
    switch (s.kind) {
      case 'words':
        record[s.key] = (params.get(s.param) ?? '').trim().slice(0, 100);
        break;
      case 'distance': {
        const near = parseNearParams(params);
        record[s.key] = near.near;
        nearIgnored.push(...near.ignored);
        break;
      }
      case 'flag':
        record[s.key] = read.flag(s.param);
        break;
      case 'choice': {
        if (s.param === null) break;
        const offered = choiceValues(s, type);
        const scope = s.scope === undefined ? null : SPECS.find((t) => t.id === s.scope);
        const accepted: string[] = [];
        for (const raw of read.values(s.param)) {
          const value = raw.trim().slice(0, 100);
          if (scope?.kind === 'choice' && record[scope.key] === null)
            read.drop(s.param, raw, { code: 'scopeFirst', filter: scope.id, noun: scope.noun });
          else if (s.values !== null && !offered.includes(value)) {
            const sameForAll = s.values.car.join() === s.values.scooter.join();
            read.drop(s.param, raw, { code: 'notAValue', filter: s.id, noun: s.noun, type: sameForAll ? null : type });
          } else if (value !== '') accepted.push(value);
        }
        if (s.multiple) record[s.key] = accepted;
        else {
          record[s.key] = accepted[0] ?? null;
          for (const extra of accepted.slice(1))
            read.drop(s.param, extra, { code: 'chooseOne', filter: s.id, noun: s.noun });
        }
        break;
      }
      case 'range': {
        const [low, high] = s.slider ? sliderRange(s, year) : [s.bounds[0], s.bounds[1]];
        const values = boundKeys(s).map((bound) => ({ bound, value: read.int(bound.param, low, high) }));
        for (const { bound, value } of values) if (value !== null) record[bound.key] = value;
        if (s.min && s.max) {
          const min = record[s.min.key];
          const max = record[s.max.key];
          // Swap a reversed pair, so min ≤ max.
          if (typeof min === 'number' && typeof max === 'number' && min > max) {
            record[s.min.key] = max;
            record[s.max.key] = min;
          }
        }
        break;
      }
    }
  }
  return { filters: asFilters(record), ignored: [...read.ignored, ...nearIgnored] };
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

/** "Cars", "Scooters", "All vehicles". */
export const typeLabel = (type: FilterType): string => TYPE_LABELS[type];
