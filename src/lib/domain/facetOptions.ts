/**
 * Options of a filter field with their counts: "Diesel (42)". An option
 * that would give nothing is disabled, unless it is the one chosen (so the
 * field can still show it). Before counts arrive the labels are plain.
 */
import { formatNumber } from './format.ts';
import type { FacetCounts, FacetName } from './searchFilters.ts';

/** How many results an option gives; 0 when the database listed none, null before counts arrive. */
export function countOf(counts: FacetCounts | null, facet: FacetName, value: string): number | null {
  if (counts === null) return null;
  return counts[facet][value] ?? 0;
}

export interface FacetOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function facetOptions(
  values: readonly string[],
  facet: FacetName,
  counts: FacetCounts | null | undefined,
  selected: string | null | undefined,
  label: (value: string) => string = (value) => value,
): FacetOption[] {
  return values.map((value) => {
    const count = counts ? countOf(counts, facet, value) : null;
    if (count === null) return { value, label: label(value) };
    return {
      value,
      label: `${label(value)} (${formatNumber(count)})`,
      ...(count === 0 && value !== selected ? { disabled: true } : {}),
    };
  });
}
