/**
 * The comparison table (/compare?ids=…): its rows and which value in each
 * comparable row is the best. The rows are a table: a field added to the
 * Vehicle type is one more line in COMPARE_ROWS. Which ids a URL asks for
 * lives in ./compareIds.ts (every page's compare tray loads that one).
 */
import { formatEngineSize, formatMileage, formatNumber, formatPrice } from './format.ts';
import type { Vehicle } from './vehicle.ts';

/** Which end of a comparable row is best, and what the mark says. */
export interface BestRule {
  prefer: 'lower' | 'higher';
  /** The mark's text, e.g. "Lowest price". */
  label: string;
  /** The number compared; null when the listing has no value (it is never best). */
  value: (vehicle: Vehicle) => number | null;
}

export interface CompareRow {
  id: string;
  label: string;
  /** The cell's text. */
  show: (vehicle: Vehicle) => string;
  /** Only rows where one value is plainly better carry a rule. */
  best?: BestRule;
}

const NONE = '—';

/** Every specification field of a listing (spec §3), in the order buyers read them. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    id: 'price',
    label: 'Price',
    show: (v) => formatPrice(v.price),
    best: { prefer: 'lower', label: 'Lowest price', value: (v) => v.price },
  },
  {
    id: 'year',
    label: 'Year',
    show: (v) => String(v.year),
    best: { prefer: 'higher', label: 'Newest', value: (v) => v.year },
  },
  {
    id: 'mileage',
    label: 'Mileage',
    show: (v) => formatMileage(v.mileage),
    best: { prefer: 'lower', label: 'Lowest mileage', value: (v) => v.mileage },
  },
  { id: 'type', label: 'Type', show: (v) => (v.type === 'car' ? 'Car' : 'Scooter') },
  { id: 'make', label: 'Make', show: (v) => v.make },
  { id: 'model', label: 'Model', show: (v) => v.model },
  { id: 'fuelType', label: 'Fuel', show: (v) => v.fuelType },
  { id: 'transmission', label: 'Transmission', show: (v) => v.transmission },
  {
    id: 'power',
    label: 'Power',
    show: (v) => (v.power === null ? NONE : `${formatNumber(v.power)} hp`),
    best: { prefer: 'higher', label: 'Most power', value: (v) => v.power },
  },
  { id: 'engineSize', label: 'Engine size', show: (v) => formatEngineSize(v.engineSize) ?? NONE },
  { id: 'color', label: 'Colour', show: (v) => v.color },
  { id: 'location', label: 'Location', show: (v) => v.location || NONE },
  {
    id: 'seller',
    label: 'Seller',
    show: (v) => `${v.seller.name || NONE} · ${v.seller.isDealer ? 'Dealer' : 'Private seller'}`,
  },
  {
    id: 'features',
    label: 'Features',
    show: (v) => (v.features.length === 0 ? NONE : v.features.join(', ')),
    best: { prefer: 'higher', label: 'Most features', value: (v) => v.features.length },
  },
  {
    id: 'listed',
    label: 'Listed',
    show: (v) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(v.createdAt),
      ),
  },
];

/**
 * The columns holding a row's best value: the lowest or highest of the
 * listings that have one, ties included. None when fewer than two listings
 * have a value, or when every value is the same (nothing stands out).
 */
export function bestColumns(rule: BestRule, vehicles: readonly Vehicle[]): Set<number> {
  const values = vehicles.map(rule.value);
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length < 2) return new Set();
  const best = rule.prefer === 'lower' ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === best)) return new Set();
  return new Set(values.flatMap((value, index) => (value === best ? [index] : [])));
}
