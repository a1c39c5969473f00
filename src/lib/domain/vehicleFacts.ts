/**
 * The facts buyers of used vehicles look for first, as on mobile.de and
 * AutoTrader: first registration, previous owners, next inspection due,
 * accident-free, consumption or electric range, and emissions class. All
 * optional. The limits repeat the vehicles table's checks and trigger
 * (supabase/migrations/20261124100000_body_type_and_vehicle_facts.sql) with
 * messages a seller understands; the emissions classes come from the
 * migration through the generated types.
 */
import { ClosedSetsByType } from '../database.types.ts';
import type { VehicleType } from './constants.ts';
import { formatMonth as formatMonthOf, formatNumber, onFirstUse, perLocale } from './format.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { SpecStrings } from './cardStrings.ts';

export const EMISSIONS_CLASSES: Readonly<Record<VehicleType, readonly EmissionsClass[]>> =
  ClosedSetsByType.vehicles.emissions_class;
export type EmissionsClass = (typeof ClosedSetsByType.vehicles.emissions_class)[VehicleType][number];
export const ALL_EMISSIONS_CLASSES = [...new Set([...EMISSIONS_CLASSES.car, ...EMISSIONS_CLASSES.scooter])] as [
  EmissionsClass,
  ...EmissionsClass[],
];

export const PREVIOUS_OWNERS_LIMIT = 20;
/** The next inspection may be due at most this many months ahead (a new car's first one). */
export const INSPECTION_MONTHS_AHEAD = 36;
export const INSPECTION_FLOOR = '2000-01';
/** l/100 km for fuel, kWh/100 km for electricity. */
export const CONSUMPTION_LIMITS = { fuel: [0.5, 30], electric: [1, 50] } as const;
export const RANGE_LIMIT = 1_500;

/** A vehicle's facts as the interface uses them; months as 'YYYY-MM'. */
export interface VehicleFacts {
  firstRegistration: string | null;
  previousOwners: number | null;
  nextInspection: string | null;
  accidentFree: boolean | null;
  consumption: number | null;
  electricRange: number | null;
  emissionsClass: EmissionsClass | null;
}

/** The facts as the vehicles table stores them (months as the first day of the month). */
export interface VehicleFactsRow {
  first_registration: string | null;
  previous_owners: number | null;
  next_inspection: string | null;
  accident_free: boolean | null;
  consumption: number | null;
  electric_range: number | null;
  emissions_class: EmissionsClass | null;
}

/** 'YYYY-MM-DD' → 'YYYY-MM'. */
const monthOf = (date: string | null): string | null => (date === null ? null : date.slice(0, 7));

export function toVehicleFacts(row: VehicleFactsRow): VehicleFacts {
  return {
    firstRegistration: monthOf(row.first_registration),
    previousOwners: row.previous_owners,
    nextInspection: monthOf(row.next_inspection),
    accidentFree: row.accident_free,
    consumption: row.consumption,
    electricRange: row.electric_range,
    emissionsClass: row.emissions_class,
  };
}

/** Electric vehicles state kWh/100 km, the rest l/100 km. */
export const consumptionUnit = (fuelType: string): string => (fuelType === 'Electric' ? 'kWh/100 km' : 'l/100 km');
/** Only electric vehicles and plug-in hybrids have an electric range. */
export const hasElectricRange = (fuelType: string): boolean => fuelType === 'Electric' || fuelType === 'Plug-in Hybrid';
/** Electric vehicles have no exhaust, so no emissions class. */
export const hasEmissionsClass = (fuelType: string): boolean => fuelType !== 'Electric';

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
export const decimal = onFirstUse(
  () => new Intl.NumberFormat('en-IE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** '2019-03' → 'March 2019'. */
export function formatMonth(month: string): string {
  return monthFormat().format(new Date(`${month}-01T00:00:00Z`));
}

const decimalIn = perLocale(
  (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
/** '2019-03' in a language: 'March 2019', 'März 2019'. */
const monthIn = (month: string, locale: Locale) => formatMonthOf(`${month}-01T00:00:00Z`, locale);

/** The label and shown value of every fact the seller gave, in a buyer's reading order, in the strings' language. */
export function factRows(facts: VehicleFacts, fuelType: string, say: SpecStrings): [string, string][] {
  const { locale } = say;
  const rows: [string, string | null][] = [
    [say['fact.firstRegistration'], facts.firstRegistration && monthIn(facts.firstRegistration, locale)],
    [
      say['fact.previousOwners'],
      facts.previousOwners === null
        ? null
        : facts.previousOwners === 0
          ? say['fact.none']
          : formatNumber(facts.previousOwners, locale),
    ],
    [say['fact.nextInspection'], facts.nextInspection && monthIn(facts.nextInspection, locale)],
    [say['fact.accidentFree'], facts.accidentFree === null ? null : say[facts.accidentFree ? 'fact.yes' : 'fact.no']],
    [
      say['fact.consumption'],
      facts.consumption === null ? null : `${decimalIn(locale).format(facts.consumption)} ${consumptionUnit(fuelType)}`,
    ],
    [
      say['fact.electricRange'],
      facts.electricRange === null ? null : `${formatNumber(facts.electricRange, locale)} km`,
    ],
    [say['fact.emissions'], facts.emissionsClass],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The form's fact fields as the inputs hold them; months as 'YYYY-MM', 'YYYY-' or '-MM' while half chosen. */
export interface FactsFormValues {
  first_registration: string;
  previous_owners: string;
  next_inspection: string;
  accident_free: '' | 'yes' | 'no';
  consumption: string;
  electric_range: string;
  emissions_class: string;
}

export const FACT_FIELDS = [
  'first_registration',
  'previous_owners',
  'next_inspection',
  'accident_free',
  'consumption',
  'electric_range',
  'emissions_class',
] as const satisfies readonly (keyof FactsFormValues)[];

export function emptyFactsForm(): FactsFormValues {
  return {
    first_registration: '',
    previous_owners: '',
    next_inspection: '',
    accident_free: '',
    consumption: '',
    electric_range: '',
    emissions_class: '',
  };
}

/** The form values for stored facts, for editing them. */
export function factsFormValues(row: VehicleFactsRow): FactsFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    first_registration: monthOf(row.first_registration) ?? '',
    previous_owners: text(row.previous_owners),
    next_inspection: monthOf(row.next_inspection) ?? '',
    accident_free: row.accident_free === null ? '' : row.accident_free ? 'yes' : 'no',
    consumption: text(row.consumption),
    electric_range: text(row.electric_range),
    emissions_class: row.emissions_class ?? '',
  };
}

/** 'YYYY-MM' + n months. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 + count;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The calendar month of `now`, 'YYYY-MM' (UTC, as the database's trigger counts). */
export const monthNow = (now: Date): string => now.toISOString().slice(0, 7);
