/**
 * The active filters as removable chips above the results ("Diesel ×"), each
 * with the filters that removing it leaves, in the order of the form. Ranges
 * at their defaults are not chips, as they are not counted on the badge.
 */
import { currentYear } from './constants.ts';
import type { ChoiceFilter, RangeFilter } from './filterSpec.ts';
import { SPECS, defaultFilters, isActive, sliderRange, withoutFilter, type VehicleFilters } from './filters.ts';
import { nearChipLabel } from './geo.ts';
import type { FilterWords } from './filterWords.ts';

export interface FilterChip {
  /** Unique among the chips, stable across renders. */
  id: string;
  label: string;
  /** The filters without this one. */
  without: VehicleFilters;
}

/** What a chosen value of a choice is called: its chip, else its label, else itself. */
export function choiceLabel(spec: ChoiceFilter, value: string): string {
  return spec.chip?.(value) ?? spec.valueLabel?.(value) ?? value;
}

/** "€2,000 – €100,000+", "Up to 10,000 km", "Engine 1,400 cc – 2,000 cc". */
export function rangeLabel(spec: RangeFilter, f: VehicleFilters, year: number = currentYear()): string {
  const record = f as unknown as Record<string, number | null>;
  const min = spec.min ? record[spec.min.key] : null;
  const max = spec.max ? record[spec.max.key] : null;
  if (spec.slider) {
    const [low, high] = sliderRange(spec, year);
    const show = (value: number, open: ((value: number) => string) | undefined, atEnd: boolean) =>
      atEnd && open ? open(value) : spec.format(value);
    return `${show(min ?? low, spec.slider.openMin, (min ?? low) <= low)} – ${show(max ?? high, spec.slider.openMax, (max ?? high) >= high)}`;
  }
  if (min !== null && min !== undefined && max !== null && max !== undefined) {
    return `${spec.label} ${spec.format(min)} – ${spec.format(max)}`;
  }
  if (min !== null && min !== undefined)
    return spec.phrase.min?.(spec.format(min)) ?? `${spec.label} from ${spec.format(min)}`;
  return spec.phrase.max?.(spec.format(max ?? 0)) ?? `${spec.label} up to ${spec.format(max ?? 0)}`;
}

/** `words`: the page's language (filterWords.ts); the specification's English labels without it. */
export function filterChips(f: VehicleFilters, year: number = currentYear(), words?: FilterWords): FilterChip[] {
  const chips: FilterChip[] = [];
  const record = f as unknown as Record<string, unknown>;
  for (const spec of SPECS) {
    if (!isActive(spec, f, year)) continue;
    switch (spec.kind) {
      case 'words':
        chips.push({ id: 'q', label: `“${f.searchTerm.trim()}”`, without: { ...f, searchTerm: '' } });
        break;
      case 'distance':
        if (f.near) chips.push({ id: 'near', label: nearChipLabel(f.near), without: { ...f, near: null } });
        break;
      case 'flag':
        chips.push({ id: spec.id, label: words?.label(spec) ?? spec.label, without: withoutFilter(f, spec, year) });
        break;
      case 'range':
        chips.push({ id: spec.id, label: rangeLabel(spec, f, year), without: withoutFilter(f, spec, year) });
        break;
      case 'choice': {
        const value = record[spec.key];
        if (Array.isArray(value)) {
          for (const item of value as string[]) {
            chips.push({
              id: `${spec.id}:${item}`,
              label: words?.chip(spec, item) ?? choiceLabel(spec, item),
              without: { ...f, [spec.key]: (value as string[]).filter((other) => other !== item) },
            });
          }
        } else if (typeof value === 'string') {
          chips.push({
            id: spec.id,
            label: words?.chip(spec, value) ?? choiceLabel(spec, value),
            without: withoutFilter(f, spec, year),
          });
        }
        break;
      }
    }
  }
  return chips;
}

/** Clear all: the route's type and default ranges, nothing else, no term. */
export function clearedFilters(f: VehicleFilters, year: number = currentYear()): VehicleFilters {
  return defaultFilters(f.type, year);
}
