/**
 * The active filters as removable chips above the results ("Diesel ×"), each
 * with the filters that removing it leaves. Ranges at their defaults are not
 * chips, as they are not counted on the badge.
 */
import { PRICE_MAX, YEAR_MIN, currentYear } from './constants.ts';
import { defaultFilters, isEngineSizeActive, isPriceActive, isYearActive, type VehicleFilters } from './filters.ts';
import { formatMileage, formatNumber, formatPrice } from './format.ts';
import { nearChipLabel } from './geo.ts';
import { TRUST_FLAGS, TRUST_FLAG_LABELS, bodyTypeLabel } from './trustFilters.ts';

export interface FilterChip {
  /** Unique among the chips, stable across renders. */
  id: string;
  label: string;
  /** The filters without this one. */
  without: VehicleFilters;
}

function priceLabel(f: VehicleFilters): string {
  const top = f.maxPrice >= PRICE_MAX ? `${formatPrice(PRICE_MAX)}+` : formatPrice(f.maxPrice);
  return `${formatPrice(f.minPrice)} – ${top}`;
}

function yearLabel(f: VehicleFilters): string {
  return `${f.minYear <= YEAR_MIN ? `${String(YEAR_MIN)} or older` : String(f.minYear)} – ${String(f.maxYear)}`;
}

function engineLabel(f: VehicleFilters): string {
  if (f.engineSizeMin !== null && f.engineSizeMax !== null) {
    return `Engine ${formatNumber(f.engineSizeMin)}–${formatNumber(f.engineSizeMax)} cc`;
  }
  if (f.engineSizeMin !== null) return `Engine from ${formatNumber(f.engineSizeMin)} cc`;
  return `Engine up to ${formatNumber(f.engineSizeMax ?? 0)} cc`;
}

export function filterChips(f: VehicleFilters, year: number = currentYear()): FilterChip[] {
  const defaults = defaultFilters(f.type, year);
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, without: Partial<VehicleFilters>) => {
    chips.push({ id, label, without: { ...f, ...without } });
  };
  const term = f.searchTerm.trim();
  if (term) add('q', `“${term}”`, { searchTerm: '' });
  if (f.make !== null) add('make', f.make, { make: null, model: null });
  if (f.make !== null && f.model) add('model', f.model, { model: null });
  if (isPriceActive(f)) add('price', priceLabel(f), { minPrice: defaults.minPrice, maxPrice: defaults.maxPrice });
  if (isYearActive(f, year)) add('year', yearLabel(f), { minYear: defaults.minYear, maxYear: defaults.maxYear });
  if (f.fuelType !== null) add('fuel', f.fuelType, { fuelType: null });
  if (f.transmission !== null) add('transmission', f.transmission, { transmission: null });
  if (f.mileageMax !== null) add('mileage', `Up to ${formatMileage(f.mileageMax)}`, { mileageMax: null });
  if (isEngineSizeActive(f)) add('engine', engineLabel(f), { engineSizeMin: null, engineSizeMax: null });
  if (f.color !== null) add('color', f.color, { color: null });
  for (const feature of f.features) {
    add(`feature:${feature}`, feature, { features: f.features.filter((other) => other !== feature) });
  }
  if (f.licence) add('licence', `Licence ${f.licence}`, { licence: null });
  if (f.near) add('near', nearChipLabel(f.near), { near: null });
  const bodyTypes = f.bodyTypes ?? [];
  for (const bodyType of bodyTypes) {
    add(`body:${bodyType}`, bodyTypeLabel(bodyType), { bodyTypes: bodyTypes.filter((other) => other !== bodyType) });
  }
  for (const flag of TRUST_FLAGS) if (f[flag]) add(flag, TRUST_FLAG_LABELS[flag], { [flag]: false });
  return chips;
}

/** Clear all: the route's type and default ranges, nothing else, no term. */
export function clearedFilters(f: VehicleFilters, year: number = currentYear()): VehicleFilters {
  return defaultFilters(f.type, year);
}
