/**
 * Options of a filter field with their counts: "Diesel (42)". An option
 * that would give nothing is disabled, unless it is the one chosen (so the
 * field can still show it). Before counts arrive the labels are plain.
 */
import { formatNumber } from './format.ts';
import type { FacetCounts } from './searchFilters.ts';

/** How many results an option of a filter (its id) gives; 0 when the database listed none, null before counts arrive. */
export function countOf(counts: FacetCounts | null | undefined, facet: string, value: string): number | null {
  if (!counts) return null;
  return counts.facets[facet]?.[value] ?? 0;
}

export interface FacetOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** "Diesel (42)", disabled at 0 unless chosen. */
export function withCount(value: string, label: string, count: number | null, selected: boolean): FacetOption {
  if (count === null) return { value, label };
  return {
    value,
    label: `${label} (${formatNumber(count)})`,
    ...(count === 0 && !selected ? { disabled: true } : {}),
  };
}

export function facetOptions(
  values: readonly string[],
  facet: string,
  counts: FacetCounts | null | undefined,
  selected: string | null | undefined,
  label: (value: string) => string = (value) => value,
): FacetOption[] {
  return values.map((value) => withCount(value, label(value), countOf(counts, facet, value), value === selected));
}
