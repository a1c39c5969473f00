/**
 * The listing facts as the sell form validates them (zod), kept apart from
 * the fact rules in vehicleFacts.ts so that pages which only show facts
 * (cards, detail pages) do not ship the schema library.
 */
import type { VehicleType } from './constants.ts';
import {
  ALL_EMISSIONS_CLASSES,
  CONSUMPTION_LIMITS,
  EMISSIONS_CLASSES,
  INSPECTION_FLOOR,
  INSPECTION_MONTHS_AHEAD,
  PREVIOUS_OWNERS_LIMIT,
  RANGE_LIMIT,
  addMonths,
  consumptionUnit,
  decimal,
  hasElectricRange,
  hasEmissionsClass,
  monthNow,
  type FactsFormValues,
  type VehicleFactsRow,
} from './vehicleFacts.ts';
import { formText, message, type ValidationKey } from '../../i18n/messages/validation.ts';
import { z } from './zod.ts';

const monthField = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), message('form.monthAndYear'))
    .transform((v) => (v === '' ? null : v));

const optionalNumber = (pattern: RegExp, refusal: ValidationKey) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), message(refusal))
    .transform((v) => (v === '' ? null : Number(v.replace(',', '.'))));

/** The fact fields of the listing schema (zod shape), merged into it by listingSchema. */
export const factsShape = {
  first_registration: monthField(),
  previous_owners: optionalNumber(/^\d{1,3}$/, 'form.ownersWhole').pipe(
    z
      .number()
      .max(PREVIOUS_OWNERS_LIMIT, message('form.ownersMax', { max: PREVIOUS_OWNERS_LIMIT }))
      .nullable(),
  ),
  next_inspection: monthField(),
  accident_free: z.enum(['', 'yes', 'no'], message('form.accidentFree')),
  consumption: optionalNumber(/^\d{1,2}([.,]\d)?$/, 'form.consumptionFormat'),
  electric_range: optionalNumber(/^\d{1,5}$/, 'form.rangeWhole'),
  emissions_class: z.union([z.literal(''), z.enum(ALL_EMISSIONS_CLASSES)], message('form.emissionsFromList')),
};

type ParsedFacts = z.output<z.ZodObject<typeof factsShape>>;

interface Issue {
  path: [keyof FactsFormValues];
  message: string;
}

/**
 * The rules between fields and against the clock: the same bounds as the
 * table's checks and trigger. Facts that do not apply to the fuel (range,
 * emissions class) are not checked: factsRow drops them.
 */
export function factIssues(
  listing: ParsedFacts & { type: VehicleType; fuel_type: string; year: number },
  now: Date,
): Issue[] {
  const issues: Issue[] = [];
  const add = (field: keyof FactsFormValues, message: string) => issues.push({ path: [field], message });
  const thisMonth = monthNow(now);
  const registration = listing.first_registration;
  if (registration !== null) {
    const earliest = `${String(listing.year - 1)}-01`;
    if (registration < earliest)
      add('first_registration', formText('form.registrationBefore', { year: String(listing.year - 1) }));
    else if (registration > thisMonth) add('first_registration', formText('form.registrationFuture'));
  }
  const inspection = listing.next_inspection;
  if (inspection !== null) {
    if (inspection > addMonths(thisMonth, INSPECTION_MONTHS_AHEAD))
      add('next_inspection', formText('form.inspectionAhead'));
    else if (inspection < INSPECTION_FLOOR) add('next_inspection', formText('form.inspectionFloor'));
    else if (registration !== null && inspection <= registration)
      add('next_inspection', formText('form.inspectionAfterRegistration'));
  }
  if (listing.consumption !== null) {
    const [min, max] = CONSUMPTION_LIMITS[listing.fuel_type === 'Electric' ? 'electric' : 'fuel'];
    if (listing.consumption < min || listing.consumption > max)
      add(
        'consumption',
        formText('form.consumptionBetween', {
          min: decimal().format(min),
          max: String(max),
          unit: consumptionUnit(listing.fuel_type),
        }),
      );
  }
  if (hasElectricRange(listing.fuel_type) && listing.electric_range !== null) {
    if (listing.electric_range < 1 || listing.electric_range > RANGE_LIMIT)
      add('electric_range', formText('form.rangeBetween', { max: RANGE_LIMIT }));
  }
  if (
    hasEmissionsClass(listing.fuel_type) &&
    listing.emissions_class !== '' &&
    !EMISSIONS_CLASSES[listing.type].includes(listing.emissions_class)
  )
    add('emissions_class', formText(`form.emissionsFor.${listing.type}`));
  return issues;
}

/** The parsed facts as the vehicles table stores them. */
export function factsRow(listing: ParsedFacts & { fuel_type: string }): VehicleFactsRow {
  return {
    first_registration: listing.first_registration && `${listing.first_registration}-01`,
    previous_owners: listing.previous_owners,
    next_inspection: listing.next_inspection && `${listing.next_inspection}-01`,
    accident_free: listing.accident_free === '' ? null : listing.accident_free === 'yes',
    consumption: listing.consumption,
    electric_range: hasElectricRange(listing.fuel_type) ? listing.electric_range : null,
    emissions_class:
      hasEmissionsClass(listing.fuel_type) && listing.emissions_class !== '' ? listing.emissions_class : null,
  };
}
