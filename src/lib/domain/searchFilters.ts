/**
 * The filter object as the database's search applies it: only the keys
 * that constrain something, by the filter specification (filterSpec.ts).
 * One object for the results, the facet counts and saved searches. Its zod
 * schema (searchFiltersSchema.ts) states the same contract for tests and
 * servers; the browser builds the object from filters its URL parser has
 * already checked and the database checks it again, so listing pages do
 * not ship zod for it.
 */
import { currentYear } from './constants.ts';
import type { RangeFilter } from './filterSpec.ts';
import { SPECS, boundKeys, isActive, offeredOn, rangeBounds, type VehicleFilters } from './filters.ts';
import { searchNear, type SearchNear } from './geo.ts';
import { searchWords } from './listingQuery.ts';

/** What search_vehicles, vehicle_facets and saved searches take: filter keys to their values. */
// A type, not an interface: supabase-js takes it as JSON, which needs an index signature.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type SearchFilters = {
  [key: string]: string | number | true | string[] | SearchNear | undefined;
  type?: 'car' | 'scooter';
  searchTerm?: string;
  near?: SearchNear;
};

/** The active conditions of the filters, as the search RPCs take them. */
export function toSearchFilters(f: VehicleFilters, year: number = currentYear()): SearchFilters {
  const record = f as unknown as Record<string, unknown>;
  const out: SearchFilters = {};
  if (f.type !== 'all') out.type = f.type;
  for (const spec of SPECS) {
    if (spec.kind === 'choice' && spec.key === 'type') continue;
    // A slider's range filters at its defaults too (the spec's price and year), so ranges are always read.
    if (spec.kind === 'range' ? !offeredOn(spec, f.type) : !isActive(spec, f, year)) continue;
    switch (spec.kind) {
      case 'words':
        if (searchWords(f.searchTerm).length > 0) out.searchTerm = f.searchTerm.trim();
        break;
      case 'distance': {
        const near = searchNear(f.near);
        if (near) out.near = near;
        break;
      }
      case 'flag':
        out[spec.key] = true;
        break;
      case 'choice': {
        const value = record[spec.key];
        out[spec.key] = Array.isArray(value) ? [...(value as string[])] : (value as string);
        break;
      }
      case 'range': {
        const bounds = rangeBounds(spec, f, year);
        if (spec.min && bounds.min !== null) out[spec.min.key] = bounds.min;
        if (spec.max && bounds.max !== null) out[spec.max.key] = bounds.max;
        break;
      }
    }
  }
  return out;
}

/**
 * vehicle_facets' answer: the total with every filter, and per counted
 * filter (its id) the results each option would give with the other
 * filters applied. A choice's options by value, a flag's under 'true', a
 * range's by facet bucket ('3': values from 3 × bucket) and bucket edge ('=3':
 * exactly 3 × bucket), from which stepCount reads any step.
 */
export interface FacetCounts {
  total: number;
  facets: Record<string, Record<string, number>>;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Whether an answer has the shape of FacetCounts. */
export function isFacetCounts(value: unknown): value is FacetCounts {
  if (typeof value !== 'object' || value === null || !('total' in value) || !isCount(value.total)) return false;
  const facets = (value as { facets?: unknown }).facets;
  if (typeof facets !== 'object' || facets === null) return false;
  return Object.values(facets as Record<string, unknown>).every(
    (counts) =>
      typeof counts === 'object' && counts !== null && Object.values(counts as Record<string, unknown>).every(isCount),
  );
}

/**
 * How many results a range's bound at `step` gives, from its bucket counts:
 * at most `step` is every bucket below step's plus the values exactly on it;
 * at least `step` is step's bucket and every one above. `step` is a multiple
 * of the bucket (the specification's steps are).
 */
export function stepCount(spec: RangeFilter, counts: FacetCounts, end: 'min' | 'max', step: number): number {
  const buckets = counts.facets[spec.id] ?? {};
  const edge = step / spec.bucket;
  let total = 0;
  for (const [key, count] of Object.entries(buckets)) {
    if (key.startsWith('=')) {
      if (end === 'max' && Number(key.slice(1)) === edge) total += count;
      continue;
    }
    const bucket = Number(key);
    if (end === 'max' ? bucket < edge || (spec.bucket === 1 && bucket === edge) : bucket >= edge) total += count;
  }
  return total;
}

/** The filter keys a search object may hold (a range has two). */
export const SEARCH_KEYS: readonly string[] = SPECS.flatMap((spec) =>
  spec.kind === 'range' ? boundKeys(spec).map((bound) => bound.key) : [spec.key],
);
