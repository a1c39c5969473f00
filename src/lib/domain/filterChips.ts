/**
 * The active filters as removable chips above the results ("Diesel ×"), each
 * with the filters that removing it leaves, in the order of the form. Ranges
 * at their defaults are not chips, as they are not counted on the badge.
 */
import { currentYear } from './constants.ts';
import type { ChoiceFilter, RangeFilter } from './filterSpec.ts';
import { SPECS, defaultFilters, isActive, sliderRange, withoutFilter, type VehicleFilters } from './filters.ts';
import { nearChipLabel, nearLabel, type NearFilter } from './geo.ts';
import type { FilterWords, RangeEnd, RangeWords } from './filterWords.ts';
import { fill } from '../../i18n/translate.ts';

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

/** The specification's English words for ranges (spec.phrase, spec.label): saved searches' summaries and pages without strings. */
export const SPEC_RANGE_WORDS: RangeWords = {
  format: (spec, value) => spec.format(value),
  open: (spec, end, value) => (end === 'min' ? spec.slider?.openMin : spec.slider?.openMax)?.(value),
  bound: (spec, end, value) => {
    const text = spec.format(value);
    return spec.phrase[end]?.(text) ?? `${spec.label} ${end === 'min' ? 'from' : 'up to'} ${text}`;
  },
  between: (spec, min, max) => `${spec.label.replace(/\s*\(.*\)$/, '')} ${spec.format(min)} – ${spec.format(max)}`,
};

/** "€2,000 – €100,000+", "Up to 10,000 km", "Engine 1,400 cc – 2,000 cc"; "2.000 € – 100.000 €+" in German. */
export function rangeLabel(
  spec: RangeFilter,
  f: VehicleFilters,
  year: number = currentYear(),
  words: RangeWords = SPEC_RANGE_WORDS,
): string {
  const record = f as unknown as Record<string, number | null>;
  const min = spec.min ? record[spec.min.key] : null;
  const max = spec.max ? record[spec.max.key] : null;
  if (spec.slider) {
    const [low, high] = sliderRange(spec, year);
    const show = (value: number, end: RangeEnd, atEnd: boolean) =>
      (atEnd ? words.open(spec, end, value) : undefined) ?? words.format(spec, value);
    return `${show(min ?? low, 'min', (min ?? low) <= low)} – ${show(max ?? high, 'max', (max ?? high) >= high)}`;
  }
  if (min !== null && min !== undefined && max !== null && max !== undefined) return words.between(spec, min, max);
  if (min !== null && min !== undefined) return words.bound(spec, 'min', min);
  return words.bound(spec, 'max', max ?? 0);
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
        if (f.near) {
          const label = words ? nearChipWords(words, f.near) : nearChipLabel(f.near);
          chips.push({ id: 'near', label, without: { ...f, near: null } });
        }
        break;
      case 'flag':
        chips.push({ id: spec.id, label: words?.label(spec) ?? spec.label, without: withoutFilter(f, spec, year) });
        break;
      case 'range':
        chips.push({ id: spec.id, label: rangeLabel(spec, f, year, words), without: withoutFilter(f, spec, year) });
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

/** "Im Umkreis von 25 km um Köln": the distance chip in the page's language. */
function nearChipWords({ say }: FilterWords, near: NearFilter): string {
  if (near.label === null && near.place === null) {
    // A position not yet named after a town: "um deinen Standort", each phrase in its own grammar.
    return near.radius === 'any'
      ? say['filters.anyDistanceFromYou']
      : fill(say['filters.withinYou'], { km: near.radius });
  }
  const place = nearLabel(near);
  return near.radius === 'any'
    ? fill(say['filters.anyDistanceFrom'], { place })
    : fill(say['filters.within'], { km: near.radius, place });
}

/** Clear all: the route's type and default ranges, nothing else, no term. */
export function clearedFilters(f: VehicleFilters, year: number = currentYear()): VehicleFilters {
  return defaultFilters(f.type, year);
}
