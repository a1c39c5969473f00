/**
 * Comparing listings side by side (/compare?ids=…): which ids a URL asks
 * for and what it drops, the table's rows, and which value in each
 * comparable row is the best. The rows are a table: a field added to the
 * Vehicle type is one more line in COMPARE_ROWS.
 */
import { formatEngineSize, formatMileage, formatNumber, formatPrice } from './format.ts';
import { isUuid } from './ids.ts';
import type { Vehicle } from './vehicle.ts';

/** At most this many listings side by side. */
export const COMPARE_LIMIT = 3;

/** Why an id of the URL is not in the table. */
export type DropReason = 'invalid' | 'duplicate' | 'over-limit' | 'unavailable';

export interface DroppedId {
  value: string;
  reason: DropReason;
}

export interface CompareIds {
  /** Listing ids to load, in the URL's order, unique, at most COMPARE_LIMIT. */
  ids: string[];
  dropped: DroppedId[];
}

/** The ids a `?ids=a,b,c` value asks for, and what it drops (not an id, repeated, beyond the limit). */
export function parseCompareIds(raw: string | null): CompareIds {
  const ids: string[] = [];
  const dropped: DroppedId[] = [];
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of values) {
    const id = value.toLowerCase();
    if (!isUuid(id)) dropped.push({ value, reason: 'invalid' });
    else if (ids.includes(id)) dropped.push({ value, reason: 'duplicate' });
    else if (ids.length >= COMPARE_LIMIT) dropped.push({ value, reason: 'over-limit' });
    else ids.push(id);
  }
  return { ids, dropped };
}

/** The shareable address of a comparison. */
export function compareUrl(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** Ids the database did not return (unknown, removed, paused, deleted) are dropped as unavailable. */
export function withUnavailable(request: CompareIds, found: readonly string[]): CompareIds {
  const present = new Set(found);
  return {
    ids: request.ids.filter((id) => present.has(id)),
    dropped: [
      ...request.dropped,
      ...request.ids.filter((id) => !present.has(id)).map((value) => ({ value, reason: 'unavailable' as const })),
    ],
  };
}

const REASON_TEXT: Record<DropReason, (count: number) => string> = {
  invalid: (n) => (n === 1 ? '1 link that is not a listing' : `${String(n)} links that are not listings`),
  duplicate: (n) => (n === 1 ? '1 listing named twice' : `${String(n)} listings named twice`),
  'over-limit': (n) =>
    `${n === 1 ? '1 listing' : `${String(n)} listings`} beyond the limit of ${String(COMPARE_LIMIT)}`,
  unavailable: (n) =>
    n === 1 ? '1 listing that is no longer available' : `${String(n)} listings that are no longer available`,
};

/** One sentence saying what the table leaves out, or null when it shows everything asked for. */
export function droppedSummary(dropped: readonly DroppedId[]): string | null {
  if (dropped.length === 0) return null;
  const parts = (Object.keys(REASON_TEXT) as DropReason[]).flatMap((reason) => {
    const count = dropped.filter((d) => d.reason === reason).length;
    return count > 0 ? [REASON_TEXT[reason](count)] : [];
  });
  return `Left out: ${parts.join('; ')}.`;
}

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
