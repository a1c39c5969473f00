/**
 * The filter object as the database's search applies it: the keys of
 * listing_search.condition (supabase/migrations/20261124170000_search_vehicles.sql),
 * only those that constrain something. One object for the results, the
 * facet counts and, later, saved searches. Its zod schema
 * (searchFiltersSchema.ts) states the same contract for tests and servers;
 * the browser builds the object from filters its URL parser has already
 * checked and the database checks it again, so listing pages do not ship
 * zod for it (about 15 KB gzip).
 */
import { MILEAGE_OPTIONS, type BodyType, type VehicleType } from './constants.ts';
import { isEngineSizeActive, priceBounds, yearBounds, type VehicleFilters } from './filters.ts';
import { searchNear, type SearchNear } from './geo.ts';
import type { LicenceCategory } from './licence.ts';
import { searchWords } from './listingQuery.ts';

// A type, not an interface: supabase-js takes it as JSON, which needs an index signature.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type SearchFilters = {
  type?: VehicleType;
  make?: string;
  model?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  fuelType?: string;
  transmission?: string;
  mileageMax?: number;
  engineSizeMin?: number;
  engineSizeMax?: number;
  color?: string;
  features?: string[];
  licence?: LicenceCategory;
  bodyType?: BodyType[];
  accidentFree?: true;
  goodPrice?: true;
  fastReply?: true;
  searchTerm?: string;
  near?: SearchNear;
};

/** The active conditions of the filters, as the search RPCs take them. */
export function toSearchFilters(f: VehicleFilters, year?: number): SearchFilters {
  const price = priceBounds(f);
  const years = yearBounds(f, year);
  const term = searchWords(f.searchTerm).length > 0 ? f.searchTerm.trim() : '';
  const engine = isEngineSizeActive(f);
  const near = searchNear(f.near);
  return {
    ...(f.type === 'all' ? {} : { type: f.type }),
    ...(f.make === null ? {} : { make: f.make }),
    ...(f.make !== null && f.model ? { model: f.model } : {}),
    ...(price.min === null ? {} : { minPrice: price.min }),
    ...(price.max === null ? {} : { maxPrice: price.max }),
    ...(years.min === null ? {} : { minYear: years.min }),
    ...(years.max === null ? {} : { maxYear: years.max }),
    ...(f.fuelType === null ? {} : { fuelType: f.fuelType }),
    ...(f.transmission === null ? {} : { transmission: f.transmission }),
    ...(f.mileageMax === null ? {} : { mileageMax: f.mileageMax }),
    ...(engine && f.engineSizeMin !== null ? { engineSizeMin: f.engineSizeMin } : {}),
    ...(engine && f.engineSizeMax !== null ? { engineSizeMax: f.engineSizeMax } : {}),
    ...(f.color === null ? {} : { color: f.color }),
    ...(f.features.length === 0 ? {} : { features: [...f.features] }),
    ...(f.licence ? { licence: f.licence } : {}),
    ...(f.bodyTypes?.length ? { bodyType: [...f.bodyTypes] } : {}),
    ...(f.accidentFree ? { accidentFree: true as const } : {}),
    ...(f.goodPrice ? { goodPrice: true as const } : {}),
    ...(f.fastReply ? { fastReply: true as const } : {}),
    ...(term === '' ? {} : { searchTerm: term }),
    ...(near === null ? {} : { near }),
  };
}

/** Counts per option of each facet, with the other filters applied (public.vehicle_facets). */
export interface FacetCounts {
  total: number;
  type: Record<string, number>;
  make: Record<string, number>;
  model: Record<string, number>;
  fuelType: Record<string, number>;
  transmission: Record<string, number>;
  color: Record<string, number>;
  licence: Record<string, number>;
  mileageMax: Record<string, number>;
  features: Record<string, number>;
  bodyType: Record<string, number>;
  /** Per flag (accidentFree, goodPrice, fastReply): the results with it on. */
  toggles: Record<string, number>;
}

export type FacetName = Exclude<keyof FacetCounts, 'total'>;

const FACET_NAMES: readonly FacetName[] = [
  'type',
  'make',
  'model',
  'fuelType',
  'transmission',
  'color',
  'licence',
  'mileageMax',
  'features',
  'bodyType',
  'toggles',
];

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Whether an answer has the shape of FacetCounts: a total and, per facet, counts by option. */
export function isFacetCounts(value: unknown): value is FacetCounts {
  if (typeof value !== 'object' || value === null || !('total' in value) || !isCount(value.total)) return false;
  const record = value as Record<string, unknown>;
  return FACET_NAMES.every((name) => {
    const counts = record[name];
    return typeof counts === 'object' && counts !== null && Object.values(counts).every(isCount);
  });
}

/** The maximum-mileage choices the counts are asked for. */
export const MILEAGE_STEPS: readonly number[] = MILEAGE_OPTIONS;
