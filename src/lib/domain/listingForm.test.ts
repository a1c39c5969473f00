import { describe, expect, it } from 'vitest';
import {
  LAST_STEP,
  LISTING_STEPS,
  PHOTO_STEP,
  afterSave,
  firstStepWithErrors,
  stepErrors,
  toggleFeature,
  validateListing,
} from './listingForm';
import { emptyListingForm, type ListingFormValues } from './listingSchema';

const valid: ListingFormValues = {
  ...emptyListingForm('scooter'),
  body_type: 'step-through',
  make: 'Vespa',
  model: 'Primavera 125',
  title: '2022 Vespa Primavera 125',
  year: '2022',
  price: '3 900',
  mileage: '4,200',
  fuel_type: 'Petrol',
  transmission: 'CVT',
  color: 'Red',
  description: 'One owner, always garaged.',
  location: 'Hamburg',
  place_id: '2911298',
};

describe('the listing form steps', () => {
  it('are vehicle, details, photos and description, photos third and description last', () => {
    expect(LISTING_STEPS.map((step) => step.title)).toEqual(['Vehicle', 'Details', 'Photos', 'Description & contact']);
    expect(LISTING_STEPS[PHOTO_STEP].fields).toEqual([]);
    expect(LAST_STEP).toBe(3);
  });

  it('check every field of the listing in exactly one step', () => {
    const fields: string[] = LISTING_STEPS.flatMap((step) => [...step.fields]);
    expect(new Set(fields).size).toBe(fields.length);
    const { errors } = validateListing(emptyListingForm('car'));
    expect(Object.keys(errors).filter((field) => !fields.includes(field))).toEqual([]);
  });
});

describe('validateListing', () => {
  it('gives the listing to save when every field is valid', () => {
    const result = validateListing(valid);
    expect(result.errors).toEqual({});
    expect(result.data).toMatchObject({ make: 'Vespa', price: 3900, mileage: 4200 });
  });

  it('gives the errors by field otherwise', () => {
    const result = validateListing({ ...valid, make: '', color: '' });
    expect(result.data).toBeNull();
    expect(Object.keys(result.errors).sort()).toEqual(['color', 'make']);
  });
});

describe('stepErrors and firstStepWithErrors', () => {
  const errors = { make: 'Choose a make', price: 'Enter a price', description: 'Describe it' };

  it.each([
    [0, { make: 'Choose a make' }],
    [1, { price: 'Enter a price' }],
    [PHOTO_STEP, {}],
    [LAST_STEP, { description: 'Describe it' }],
  ])('keeps only the errors of step %i', (step, expected) => {
    expect(stepErrors(errors, step)).toEqual(expected);
  });

  it.each([
    [errors, 0],
    [{ price: 'Enter a price', description: 'Describe it' }, 1],
    [{ postcode: 'Unknown postcode' }, LAST_STEP],
    [{}, 0],
    [{ make: undefined }, 0],
  ])('opens the first step with an error (%o → %i)', (found, step) => {
    expect(firstStepWithErrors(found)).toBe(step);
  });
});

describe('toggleFeature', () => {
  it('adds a ticked feature at the end and removes an unticked one', () => {
    expect(toggleFeature(['ABS'], 'Top Box', true)).toEqual(['ABS', 'Top Box']);
    expect(toggleFeature(['ABS', 'Top Box'], 'ABS', false)).toEqual(['Top Box']);
    expect(toggleFeature([], 'ABS', false)).toEqual([]);
  });
});

describe('afterSave', () => {
  it.each([
    ['active', '/vehicles/id/abc', 'Listing published', 'Your vehicle is now live'],
    ['draft', '/seller-dashboard/listings/', 'Draft saved', 'Publish it from My listings when you are ready'],
    ['keep', '/seller-dashboard/listings/', 'Listing updated', 'Your changes are saved'],
  ] as const)('after saving as %s goes to %s with "%s"', (status, href, title, description) => {
    expect(afterSave(status, 'abc')).toEqual({ href, toast: { title, description, variant: 'success' } });
  });
});
