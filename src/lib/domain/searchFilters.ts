/**
 * The filter object as the database's search applies it: the keys of
 * public.search_condition (supabase/migrations/20261124130000_search_vehicles.sql),
 * only those that constrain something. One object for the results, the
 * facet counts and, later, saved searches. The schema mirrors the SQL's
 * validation, so a bad object fails here with a message before it is sent.
 */
import {
  COLORS,
  ENGINE_SIZE_MAX,
  MILEAGE_OPTIONS,
  VEHICLE_TYPES,
  ALL_FUEL_TYPES,
  ALL_TRANSMISSIONS,
} from './constants.ts';
import { isEngineSizeActive, priceBounds, yearBounds, type VehicleFilters } from './filters.ts';
import { LICENCE_CATEGORIES } from './licence.ts';
import { searchWords } from './listingQuery.ts';
import { z } from './zod.ts';

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const text = z.string().min(1).max(100);

export const searchFiltersSchema = z.strictObject({
  type: z.enum(VEHICLE_TYPES).optional(),
  make: text.optional(),
  model: text.optional(),
  minPrice: whole(0, 10_000_000).optional(),
  maxPrice: whole(0, 10_000_000).optional(),
  minYear: whole(1900, 2100).optional(),
  maxYear: whole(1900, 2100).optional(),
  fuelType: z.enum(ALL_FUEL_TYPES).optional(),
  transmission: z.enum(ALL_TRANSMISSIONS).optional(),
  mileageMax: whole(0, 2_000_000).optional(),
  engineSizeMin: whole(0, ENGINE_SIZE_MAX).optional(),
  engineSizeMax: whole(0, ENGINE_SIZE_MAX).optional(),
  color: z.enum(COLORS).optional(),
  features: z.array(text).min(1).max(50).optional(),
  licence: z.enum(LICENCE_CATEGORIES).optional(),
  searchTerm: z.string().min(1).max(200).optional(),
});

export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** The active conditions of the filters, as the search RPCs take them. */
export function toSearchFilters(f: VehicleFilters, year?: number): SearchFilters {
  const price = priceBounds(f);
  const years = yearBounds(f, year);
  const term = searchWords(f.searchTerm).length > 0 ? f.searchTerm.trim() : '';
  const engine = isEngineSizeActive(f);
  return searchFiltersSchema.parse({
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
    ...(term === '' ? {} : { searchTerm: term }),
  });
}

/** Counts per option of each facet, with the other filters applied (public.vehicle_facets). */
const counts = z.record(z.string(), z.number().int().nonnegative());
export const facetCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  type: counts,
  make: counts,
  model: counts,
  fuelType: counts,
  transmission: counts,
  color: counts,
  licence: counts,
  mileageMax: counts,
  features: counts,
});

export type FacetCounts = z.infer<typeof facetCountsSchema>;
export type FacetName = Exclude<keyof FacetCounts, 'total'>;

/** The maximum-mileage choices the counts are asked for. */
export const MILEAGE_STEPS: readonly number[] = MILEAGE_OPTIONS;

/** How many results an option gives; 0 when the database listed none. */
export function countOf(counts: FacetCounts | null, facet: FacetName, value: string): number | null {
  if (counts === null) return null;
  return counts[facet][value] ?? 0;
}
