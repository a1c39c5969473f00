/**
 * The rules of the stepped listing form (/sell and editing a listing): its
 * steps and the fields each one checks, which step to show an error on, and
 * what a seller is told and shown after saving.
 */
import { fieldErrors, type FieldErrors } from './authSchemas';
import { listingSchema, type ListingFields, type ListingFormValues } from './listingSchema';
import { FACT_FIELDS } from './vehicleFacts';

export const LISTING_STEPS = [
  { title: 'Vehicle', fields: ['type', 'body_type', 'make', 'model', 'title', 'year'] },
  {
    title: 'Details',
    fields: [
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'power',
      'engine_size',
      'color',
      'features',
      'vin',
      ...FACT_FIELDS,
    ],
  },
  { title: 'Photos', fields: [] },
  { title: 'Description & contact', fields: ['description', 'place_id', 'postcode'] },
] as const satisfies readonly { title: string; fields: readonly string[] }[];

export const PHOTO_STEP = 2;
export const LAST_STEP = LISTING_STEPS.length - 1;

/** How to save: as a draft, published, or (editing) keeping the listing's status. */
export type SaveAs = 'draft' | 'active' | 'keep';

/** The form's values checked by the listing schema: the listing to save, or the errors by field. */
export function validateListing(
  values: ListingFormValues,
): { data: ListingFields; errors: FieldErrors } | { data: null; errors: FieldErrors } {
  const parsed = listingSchema().safeParse(values);
  return parsed.success ? { data: parsed.data, errors: {} } : { data: null, errors: fieldErrors(parsed.error) };
}

/** The errors among `errors` that belong to step `step`'s fields. */
export function stepErrors(errors: FieldErrors, step: number): FieldErrors {
  const fields: readonly string[] = LISTING_STEPS[step]?.fields ?? [];
  return Object.fromEntries(Object.entries(errors).filter(([key]) => fields.includes(key)));
}

/** The first step holding a field with an error (the first step when none does). */
export function firstStepWithErrors(errors: FieldErrors): number {
  const first = LISTING_STEPS.findIndex((step) => step.fields.some((field: string) => errors[field]));
  return first === -1 ? 0 : first;
}

/** The features after ticking (`checked`) or unticking one. */
export function toggleFeature(features: readonly string[], feature: string, checked: boolean): string[] {
  return checked ? [...features, feature] : features.filter((f) => f !== feature);
}

/** A toast the next page shows. */
export interface SavedToast {
  title: string;
  description: string;
  variant: 'success';
}

/** Where the seller goes after saving listing `id`, and the toast that greets them there. */
export function afterSave(status: SaveAs, id: string): { href: string; toast: SavedToast } {
  if (status === 'active') {
    return {
      href: `/vehicles/id/${id}`,
      toast: { title: 'Listing published', description: 'Your vehicle is now live', variant: 'success' },
    };
  }
  return {
    href: '/seller-dashboard/listings/',
    toast:
      status === 'draft'
        ? { title: 'Draft saved', description: 'Publish it from My listings when you are ready', variant: 'success' }
        : { title: 'Listing updated', description: 'Your changes are saved', variant: 'success' },
  };
}
