/**
 * The EU driving licence a vehicle needs, from its type, fuel, engine size
 * and power. The database holds the same rules (public.licence_for in
 * supabase/migrations/20261124170000_search_vehicles.sql, the stored
 * vehicles.licence_category the licence filter reads); a test runs one table
 * of cases through both.
 *
 * Source: Directive 2006/126/EC on driving licences, article 4 (categories)
 * and article 6 (equivalences):
 * - AM: mopeds, design speed ≤ 45 km/h, ≤ 50 cm³ (combustion) or ≤ 4 kW (art. 4(2); Directive 2002/24/EC art. 1(2)(a)).
 * - A1: motorcycles ≤ 125 cm³, ≤ 11 kW and ≤ 0.1 kW/kg (art. 4(3)(a)).
 * - A2: motorcycles ≤ 35 kW and ≤ 0.2 kW/kg, not derived from one of more than 70 kW (art. 4(3)(b)).
 * - A: every motorcycle (art. 4(3)(c)).
 * - B: cars (art. 4(4)(b)).
 * - A licence of any category is also valid for AM (art. 6(3)); A covers A2, A1 and AM, A2 covers A1 and AM (art. 6(2)).
 *
 * What the data cannot tell, and how it is read:
 * - Power is stored in whole metric horsepower (PS; 1 PS = 0.73549875 kW), so
 *   a figure may be off by half a horsepower: when a limit falls inside
 *   that half, the rules cannot decide and say "check", as they do when the
 *   power (or a combustion engine's size) is missing. Never a guess.
 * - Speed and weight are not stored: the 45 km/h of AM is read from the
 *   engine size and power, the kW/kg ratios and the 70 kW origin of A2 are
 *   assumed to hold (a 125 cm³ scooter of 11 kW weighs far more than 110 kg).
 * - National extensions of the car licence to 125 cm³ (Germany's B196,
 *   Austria's code 111, Italy, Spain…) need extra training or years of
 *   driving: they are a note next to A1, never a filter.
 */
import { ClosedSets } from '../database.types.ts';

/** Every value vehicles.licence_category can hold: a category, or "check" when the data cannot decide. */
export const LICENCE_RESULTS = ClosedSets.vehicles.licence_category;
export type LicenceResult = (typeof LICENCE_RESULTS)[number];
export type LicenceCategory = Exclude<LicenceResult, 'check'>;

/** What a buyer can say they hold, in the filter's order. */
export const LICENCE_CATEGORIES = ['AM', 'A1', 'A2', 'A', 'B'] as const satisfies readonly LicenceCategory[];

export const LICENCE_LABELS: Readonly<Record<LicenceCategory, string>> = {
  AM: 'AM (moped)',
  A1: 'A1 (up to 125 cc, 11 kW)',
  A2: 'A2 (up to 35 kW)',
  A: 'A (any motorcycle)',
  B: 'B (car)',
};

export const KW_PER_PS = 0.73549875;

/** The national rules that let car drivers ride 125 cc scooters: a note, not a filter. */
export const B196_NOTE =
  'With a car licence (B) you may ride A1 scooters in some countries after extra training, e.g. B196 in Germany.';

const TWO_WHEEL: readonly LicenceCategory[] = ['AM', 'A1', 'A2', 'A'];

/** Rank of the two-wheeler category a power in kW needs. */
function powerRank(kw: number): number {
  if (kw <= 4) return 0;
  if (kw <= 11) return 1;
  if (kw <= 35) return 2;
  return 3;
}

/** Rank of the two-wheeler category a combustion engine's size needs (A2 and A have no size limit). */
function engineRank(cc: number): number {
  if (cc <= 50) return 0;
  if (cc <= 125) return 1;
  return 2;
}

export interface LicenceInput {
  type: 'car' | 'scooter';
  fuelType: string;
  /** Cubic centimetres; null for electric vehicles or when unknown. */
  engineSize: number | null;
  /** Whole metric horsepower; null when unknown. */
  power: number | null;
}

/** Lowest and highest rank a fact allows; an unknown fact allows every rank. */
type Bounds = readonly [number, number];
const UNKNOWN: Bounds = [0, 3];

/** The category a vehicle needs, or "check" when its data cannot decide between two. */
export function licenceFor(vehicle: LicenceInput): LicenceResult {
  if (vehicle.type === 'car') return 'B';
  const engine: Bounds =
    vehicle.fuelType === 'Electric'
      ? [0, 0]
      : vehicle.engineSize === null
        ? UNKNOWN
        : [engineRank(vehicle.engineSize), engineRank(vehicle.engineSize)];
  const power: Bounds =
    vehicle.power === null
      ? UNKNOWN
      : [powerRank(Math.max(0, vehicle.power - 0.5) * KW_PER_PS), powerRank((vehicle.power + 0.5) * KW_PER_PS)];
  const low = Math.max(engine[0], power[0]);
  const high = Math.max(engine[1], power[1]);
  return low === high ? (TWO_WHEEL[low] ?? 'check') : 'check';
}

/** The categories a licence lets you ride: A covers every two-wheeler, B cars and mopeds (art. 6). */
export function coveredBy(licence: LicenceCategory): readonly LicenceCategory[] {
  if (licence === 'B') return ['B', 'AM'];
  return TWO_WHEEL.slice(0, TWO_WHEEL.indexOf(licence) + 1);
}

/**
 * Whether the holder of a licence may certainly ride a vehicle of this
 * result. "check" is certain only for A, which covers every two-wheeler.
 */
export function rideableWith(licence: LicenceCategory, result: LicenceResult, type: 'car' | 'scooter'): boolean {
  if (result === 'check') return licence === 'A' && type === 'scooter';
  return coveredBy(licence).includes(result);
}

export function isLicenceCategory(value: string): value is LicenceCategory {
  return (LICENCE_CATEGORIES as readonly string[]).includes(value);
}
