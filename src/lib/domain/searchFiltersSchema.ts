/**
 * The search filter object and the facet counts as zod schemas, built from
 * the filter specification: the contract of public.search_vehicles and
 * public.vehicle_facets stated in TypeScript, for tests and server code. The
 * browser builds SearchFilters from checked filters and the database
 * validates again (see searchFilters.ts).
 */
import { RADIUS_OPTIONS } from './geo.ts';
import { SPECS, boundKeys } from './filters.ts';
import type { FacetCounts } from './searchFilters.ts';
import { z } from './zod.ts';

const text = (max: number) => z.string().min(1).max(max);

function shape(): Record<string, z.ZodType> {
  const entries: Record<string, z.ZodType> = {};
  for (const spec of SPECS) {
    switch (spec.kind) {
      case 'choice': {
        const allowed =
          spec.values === null || spec.openValues === true ? null : [...new Set(Object.values(spec.values).flat())];
        const one = allowed === null ? text(100) : z.enum(allowed as [string, ...string[]]);
        entries[spec.key] = (
          spec.multiple
            ? z
                .array(one)
                .min(1)
                .max(allowed?.length ?? 50)
            : one
        ).optional();
        break;
      }
      case 'range':
        for (const bound of boundKeys(spec)) {
          entries[bound.key] = z.number().int().min(spec.bounds[0]).max(spec.bounds[1]).optional();
        }
        break;
      case 'flag':
        entries[spec.key] = z.literal(true).optional();
        break;
      case 'words':
        entries[spec.key] = text(200).optional();
        break;
      case 'distance':
        entries[spec.key] = z
          .strictObject({
            lat: z.number().min(-90).max(90),
            lng: z.number().min(-180).max(180),
            radiusKm: z.literal([...RADIUS_OPTIONS]).nullable(),
          })
          .optional();
        break;
    }
  }
  return entries;
}

export const searchFiltersSchema = z.strictObject(shape());

export const facetCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  facets: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())),
}) satisfies z.ZodType<FacetCounts>;
