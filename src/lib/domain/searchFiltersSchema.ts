/**
 * The search filter object and the facet counts as zod schemas: the
 * contract of public.search_vehicles and public.vehicle_facets stated in
 * TypeScript, for tests and server code. The browser builds SearchFilters
 * from checked filters and the database validates again (see searchFilters.ts).
 */
import {
  ALL_BODY_TYPES,
  ALL_FUEL_TYPES,
  ALL_TRANSMISSIONS,
  COLORS,
  ENGINE_SIZE_MAX,
  VEHICLE_TYPES,
} from './constants.ts';
import { RADIUS_OPTIONS } from './geo.ts';
import { LICENCE_CATEGORIES } from './licence.ts';
import type { FacetCounts } from './searchFilters.ts';
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
  bodyType: z.array(z.enum(ALL_BODY_TYPES)).min(1).max(ALL_BODY_TYPES.length).optional(),
  accidentFree: z.literal(true).optional(),
  goodPrice: z.literal(true).optional(),
  fastReply: z.literal(true).optional(),
  searchTerm: z.string().min(1).max(200).optional(),
  near: z
    .strictObject({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      radiusKm: z.literal([...RADIUS_OPTIONS]).nullable(),
    })
    .optional(),
});

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
  bodyType: counts,
  toggles: counts,
}) satisfies z.ZodType<FacetCounts>;
