/**
 * The sell form's rules: the same limits as the vehicles table's check
 * constraints and triggers, with messages a seller understands. The form
 * keeps every field as text; parsing turns it into the row the data layer
 * writes.
 */
import { formText, message, type ValidationKey } from '../../i18n/messages/validation.ts';
import { z } from './zod.ts';
import {
  ALL_BODY_TYPES,
  ALL_FUEL_TYPES,
  BODY_TYPES,
  ALL_TRANSMISSIONS,
  COLORS,
  FEATURES,
  FUEL_TYPES,
  MAKES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
  currentYear,
  type VehicleType,
} from './constants.ts';
import {
  EMISSIONS_CLASSES,
  emptyFactsForm,
  factsFormValues,
  type FactsFormValues,
  type VehicleFactsRow,
} from './vehicleFacts.ts';
import { factIssues, factsRow, factsShape } from './vehicleFactsSchema.ts';

export const PRICE_LIMIT = 10_000_000;
export const MILEAGE_LIMIT = 2_000_000;
export const ENGINE_SIZE_LIMIT = 10_000;
export const POWER_LIMIT = 5_000;
export const YEAR_FLOOR = 1900;
export const DESCRIPTION_LIMIT = 5_000;
export const TITLE_LIMIT = 200;

/** The form's fields as the inputs hold them. */
export interface ListingFormValues extends FactsFormValues {
  type: VehicleType;
  body_type: string;
  make: string;
  model: string;
  title: string;
  year: string;
  price: string;
  mileage: string;
  fuel_type: string;
  transmission: string;
  power: string;
  engine_size: string;
  color: string;
  features: string[];
  description: string;
  /** The chosen place's name (what the place field shows, with the postcode when chosen by one). */
  location: string;
  /** The chosen gazetteer place's id; empty until one is picked from the list. */
  place_id: string;
  /** The postcode the place was picked by; empty for the place as a whole. */
  postcode: string;
  /** Trim or version ("GTI"): not stored, it only completes the suggested title. */
  trim: string;
  /** Optional; kept private to the seller, it links a relisting to the vehicle's history. */
  vin: string;
}

export function emptyListingForm(type: VehicleType = 'car'): ListingFormValues {
  return {
    ...emptyFactsForm(),
    type,
    body_type: '',
    make: '',
    model: '',
    title: '',
    year: '',
    price: '',
    mileage: '',
    fuel_type: '',
    transmission: '',
    power: '',
    engine_size: '',
    color: '',
    features: [],
    description: '',
    location: '',
    place_id: '',
    postcode: '',
    trim: '',
    vin: '',
  };
}

/** In English; the form says it in the page's language (form.placeRequired). */
export const PLACE_REQUIRED = 'Choose your town or postcode from the list';

/** Whether an engine size applies: electric vehicles have none. */
export const hasEngine = (fuelType: string): boolean => fuelType !== 'Electric';

type Label = Extract<ValidationKey, `form.label.${string}`>;
type Enter = Extract<ValidationKey, `form.enter.${string}`>;

/** A message naming the field, both in the page's language. */
const about = (key: ValidationKey, label: Label, vars: Record<string, number> = {}) =>
  message(key, () => ({ label: formText(label), ...vars }));

const text = (label: Label, max: number, enter?: Enter) => {
  const base = z
    .string()
    .trim()
    .max(max, about('form.tooLong', label, { max }));
  return enter ? base.min(1, message(enter)) : base;
};

/** A whole number as a seller types it ("12500", "12 500", "12,500", "12.500"), or NaN. */
export function parseWholeNumber(input: string): number {
  const compact = input.trim().replace(/\s/g, '');
  if (/^-?\d+$/.test(compact)) return Number(compact);
  if (/^-?\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  return Number.NaN;
}

type Said = ReturnType<typeof message>;

const wholeNumber = (label: Label, enter: Enter, min: number, max: number, belowMin: Said, aboveMax: Said) =>
  z
    .string()
    .trim()
    .min(1, message(enter))
    .refine((v) => !Number.isNaN(parseWholeNumber(v)), about('form.wholeNumber', label))
    .transform(parseWholeNumber)
    .pipe(z.number().min(min, belowMin).max(max, aboveMax));

const optionalWholeNumber = (label: Label, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || !Number.isNaN(parseWholeNumber(v)), about('form.wholeNumber', label))
    .transform((v) => (v === '' ? null : parseWholeNumber(v)))
    .pipe(
      z
        .number()
        .min(0, about('form.negative', label))
        .max(max, about('form.atMost', label, { max }))
        .nullable(),
    );

const priceField = () =>
  wholeNumber(
    'form.label.price',
    'form.enter.price',
    0,
    PRICE_LIMIT,
    message('form.priceNegative'),
    message('form.priceMax', { max: PRICE_LIMIT }),
  );

/** A vehicle identification number: 17 letters and digits, never I, O or Q (the vehicle_vins check). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** An optional VIN as typed (spaces and case ignored): null when left empty. */
export const vinField = () =>
  z
    .string()
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => v === '' || v.length === 17, message('form.vinLength'))
    .refine((v) => v === '' || VIN_PATTERN.test(v), message('form.vinLetters'))
    .transform((v) => (v === '' ? null : v));

/** A new price alone, as the quick price change on a listing row takes it. */
export const priceSchema = z.object({ price: priceField() });

/** The schema for a given moment (the latest model year is next year). */
export function listingSchema(now: Date = new Date()) {
  const nextYear = currentYear(now) + 1;
  return z
    .object({
      type: z.enum(VEHICLE_TYPES, message('form.chooseType')),
      body_type: z.enum(ALL_BODY_TYPES, message('form.chooseBody')),
      make: z.string().min(1, message('form.chooseMake')),
      model: text('form.label.model', 100, 'form.enter.model'),
      title: text('form.label.title', TITLE_LIMIT, 'form.enter.title'),
      year: wholeNumber(
        'form.label.year',
        'form.enter.year',
        YEAR_FLOOR,
        nextYear,
        message('form.yearMin', { year: String(YEAR_FLOOR) }),
        message('form.yearMax', { year: String(nextYear) }),
      ),
      price: priceField(),
      mileage: wholeNumber(
        'form.label.mileage',
        'form.enter.mileage',
        0,
        MILEAGE_LIMIT,
        message('form.mileageNegative'),
        message('form.mileageMax', { max: MILEAGE_LIMIT }),
      ),
      fuel_type: z.enum(ALL_FUEL_TYPES, message('form.chooseFuel')),
      transmission: z.enum(ALL_TRANSMISSIONS, message('form.chooseTransmission')),
      power: optionalWholeNumber('form.label.power', POWER_LIMIT),
      engine_size: optionalWholeNumber('form.label.engineSize', ENGINE_SIZE_LIMIT),
      color: z.enum(COLORS, message('form.chooseColour')),
      features: z.array(z.string()).max(50, message('form.featuresMax', { max: 50 })),
      description: z
        .string()
        .trim()
        .max(DESCRIPTION_LIMIT, message('form.descriptionMax', { max: DESCRIPTION_LIMIT })),
      location: text('form.label.location', 100),
      // A place from the gazetteer, never free text: the database resolves
      // and checks it again (vehicles_fill_place).
      place_id: z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/, message('form.placeRequired'))
        .transform(Number),
      postcode: z
        .string()
        .trim()
        .refine((v) => v === '' || /^[0-9]{5}$/.test(v), message('form.postcodeFromList'))
        .transform((v) => (v === '' ? null : v)),
      ...factsShape,
      vin: vinField(),
    })
    .superRefine((listing, ctx) => {
      const { type } = listing;
      if (listing.make && !MAKES[type].includes(listing.make))
        ctx.addIssue({ code: 'custom', path: ['make'], message: formText(`form.makeFor.${type}`) });
      if (!FUEL_TYPES[type].includes(listing.fuel_type))
        ctx.addIssue({ code: 'custom', path: ['fuel_type'], message: formText(`form.fuelFor.${type}`) });
      if (!TRANSMISSIONS[type].includes(listing.transmission))
        ctx.addIssue({ code: 'custom', path: ['transmission'], message: formText(`form.transmissionFor.${type}`) });
      if (!BODY_TYPES[type].includes(listing.body_type))
        ctx.addIssue({ code: 'custom', path: ['body_type'], message: formText(`form.bodyFor.${type}`) });
      for (const issue of factIssues(listing, now)) ctx.addIssue({ code: 'custom', ...issue });
      const unknown = listing.features.find((f) => !FEATURES[type].includes(f));
      if (unknown !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['features'],
          message: formText(`form.featureFor.${type}`, { feature: unknown }),
        });
    })
    .transform((listing) => ({
      ...listing,
      engine_size: hasEngine(listing.fuel_type) ? listing.engine_size : null,
      ...factsRow(listing),
    }));
}

/** A listing's fields as the vehicles table stores them (without owner, status and photos). */
export type ListingFields = z.output<ReturnType<typeof listingSchema>>;

/** The form values for a stored listing, for editing it (an old listing may have no place or body type yet). */
export function listingFormValues(
  row: Omit<ListingFields, 'place_id' | 'body_type'> &
    VehicleFactsRow & { place_id: number | null; body_type: ListingFields['body_type'] | null },
): ListingFormValues {
  return {
    ...factsFormValues(row),
    type: row.type,
    body_type: row.body_type ?? '',
    make: row.make,
    model: row.model,
    title: row.title,
    fuel_type: row.fuel_type,
    transmission: row.transmission,
    color: row.color,
    features: row.features,
    description: row.description,
    location: row.location,
    place_id: row.place_id === null ? '' : String(row.place_id),
    postcode: row.postcode ?? '',
    year: String(row.year),
    price: String(row.price),
    mileage: String(row.mileage),
    power: row.power === null ? '' : String(row.power),
    engine_size: row.engine_size === null ? '' : String(row.engine_size),
    trim: '',
    vin: row.vin ?? '',
  };
}

/** "2019 Volkswagen Golf GTI": year, make, model and trim, whichever are filled in. */
export function suggestedTitle(parts: Pick<ListingFormValues, 'year' | 'make' | 'model' | 'trim'>): string {
  return [parts.year, parts.make, parts.model, parts.trim]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part.length > 0)
    .join(' ');
}

/**
 * One field changed. The title follows the suggestion from year, make, model
 * and trim for as long as it is empty or still the suggestion; a title the
 * seller wrote is never replaced.
 */
export function withField<K extends keyof ListingFormValues>(
  values: ListingFormValues,
  field: K,
  value: ListingFormValues[K],
): ListingFormValues {
  const next = { ...values, [field]: value };
  const shapesTitle = field === 'year' || field === 'make' || field === 'model' || field === 'trim';
  const following = values.title.trim() === '' || values.title === suggestedTitle(values);
  return shapesTitle && following ? { ...next, title: suggestedTitle(next) } : next;
}

/** Changing the type drops the choices the new type does not offer. */
export function withType(values: ListingFormValues, type: VehicleType): ListingFormValues {
  const keep = (value: string, options: readonly string[]) => (options.includes(value) ? value : '');
  return {
    ...withField(values, 'make', keep(values.make, MAKES[type])),
    type,
    body_type: keep(values.body_type, BODY_TYPES[type]),
    emissions_class: keep(values.emissions_class, EMISSIONS_CLASSES[type]),
    fuel_type: keep(values.fuel_type, FUEL_TYPES[type]),
    transmission: keep(values.transmission, TRANSMISSIONS[type]),
    features: values.features.filter((f) => FEATURES[type].includes(f)),
  };
}

/** A listing id as the database makes them; anything else cannot name a listing. */
export function isListingId(value: string | null): value is string {
  return value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
