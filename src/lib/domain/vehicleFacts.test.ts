import { describe, expect, it } from 'vitest';
import { fieldErrors } from './authSchemas';
import { emptyListingForm, listingFormValues, listingSchema, withType, type ListingFormValues } from './listingSchema';
import { addMonths, factRows, formatMonth, toVehicleFacts, type VehicleFactsRow } from './vehicleFacts';
import { pick } from '../../i18n';
import { SPEC_KEYS } from './cardStrings';

const say = pick('en', SPEC_KEYS);

const NOW = new Date('2026-11-22T12:00:00Z');

const car: ListingFormValues = {
  ...emptyListingForm('car'),
  body_type: 'estate',
  make: 'BMW',
  model: '3 Series',
  title: '2019 BMW 320d Touring',
  year: '2019',
  price: '21500',
  mileage: '88000',
  fuel_type: 'Diesel',
  transmission: 'Automatic',
  color: 'Blue',
  location: 'München',
  place_id: '2867714',
};

const parse = (patch: Partial<ListingFormValues>) => listingSchema(NOW).safeParse({ ...car, ...patch });
const errorsOf = (patch: Partial<ListingFormValues>) => {
  const parsed = parse(patch);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('body type in the sell form', () => {
  it('is required and must fit the vehicle type', () => {
    expect(errorsOf({ body_type: '' }).body_type).toBe('Choose the body type');
    expect(errorsOf({ body_type: 'maxi' }).body_type).toBe('Choose a body type for a car');
    expect(errorsOf({ body_type: 'suv' })).toEqual({});
  });

  it('is dropped, with a car-only emissions class, when the seller switches to a scooter', () => {
    const switched = withType({ ...car, emissions_class: 'Euro 6d' }, 'scooter');
    expect([switched.body_type, switched.emissions_class]).toEqual(['', '']);
    expect(withType({ ...car, emissions_class: 'Euro 5' }, 'scooter').emissions_class).toBe('Euro 5');
  });
});

describe('listing facts in the sell form', () => {
  it('are optional: nothing stated stores nothing', () => {
    const parsed = parse({});
    expect(parsed.success && parsed.data).toMatchObject({
      first_registration: null,
      previous_owners: null,
      next_inspection: null,
      accident_free: null,
      consumption: null,
      electric_range: null,
      emissions_class: null,
    });
  });

  it('turn into the columns the table stores', () => {
    const parsed = parse({
      first_registration: '2019-07',
      previous_owners: '1',
      next_inspection: '2027-07',
      accident_free: 'yes',
      consumption: '4,6',
      emissions_class: 'Euro 6d-TEMP',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      first_registration: '2019-07-01',
      previous_owners: 1,
      next_inspection: '2027-07-01',
      accident_free: true,
      consumption: 4.6,
      emissions_class: 'Euro 6d-TEMP',
    });
    expect(parse({ accident_free: 'no' }).data?.accident_free).toBe(false);
  });

  it.each([
    [{ first_registration: '2019-' }, 'first_registration', 'Choose both the month and the year'],
    [{ first_registration: '-07' }, 'first_registration', 'Choose both the month and the year'],
    [{ first_registration: '2017-12' }, 'first_registration', 'The first registration cannot be before 2018'],
    [
      { year: '2026', first_registration: '2026-12' },
      'first_registration',
      'The first registration cannot be in the future',
    ],
    [{ previous_owners: 'two' }, 'previous_owners', 'Previous owners must be a whole number'],
    [{ previous_owners: '21' }, 'previous_owners', 'Previous owners can be at most 20'],
    [{ next_inspection: '2029-12' }, 'next_inspection', 'The next inspection can be at most three years ahead'],
    [
      { first_registration: '2019-07', next_inspection: '2019-07' },
      'next_inspection',
      'The next inspection must come after the first registration',
    ],
    [{ consumption: '5.45' }, 'consumption', 'Consumption must be a number with at most one decimal, e.g. 5.4'],
    [{ consumption: '31' }, 'consumption', 'Consumption must be between 0.5 and 30 l/100 km'],
    [{ fuel_type: 'Electric', consumption: '51' }, 'consumption', 'Consumption must be between 1.0 and 50 kWh/100 km'],
    [
      { fuel_type: 'Electric', electric_range: '1501' },
      'electric_range',
      'Electric range must be between 1 and 1,500 km',
    ],
    [{ emissions_class: 'Euro 5+' }, 'emissions_class', 'Choose an emissions class for a car'],
  ] as const)('%o: %s says "%s"', (patch, field, message) => {
    expect(errorsOf(patch)[field]).toBe(message);
  });

  it('allows an inspection exactly three years ahead and a registration this month', () => {
    expect(errorsOf({ year: '2026', first_registration: '2026-11', next_inspection: '2029-11' })).toEqual({});
  });

  it('drop a range and an emissions class the fuel does not have', () => {
    const petrol = parse({ electric_range: '50', emissions_class: 'Euro 6' });
    expect(petrol.data?.electric_range).toBeNull();
    const electric = parse({ fuel_type: 'Electric', electric_range: '480', emissions_class: 'Euro 6' });
    expect([electric.data?.electric_range, electric.data?.emissions_class]).toEqual([480, null]);
  });

  it('come back into the form for editing', () => {
    const parsed = parse({ first_registration: '2019-07', accident_free: 'no', consumption: '4.6' });
    if (!parsed.success) throw new Error('valid listing refused');
    expect(listingFormValues(parsed.data)).toMatchObject({
      body_type: 'estate',
      first_registration: '2019-07',
      accident_free: 'no',
      consumption: '4.6',
      previous_owners: '',
    });
    expect(listingFormValues({ ...parsed.data, body_type: null }).body_type).toBe('');
  });
});

describe('showing the facts', () => {
  const row: VehicleFactsRow = {
    first_registration: '2019-03-01',
    previous_owners: 0,
    next_inspection: '2027-06-01',
    accident_free: false,
    consumption: 16,
    electric_range: 480,
    emissions_class: null,
  };

  it('lists only what the seller stated, in words and units', () => {
    expect(factRows(toVehicleFacts(row), 'Electric', say)).toEqual([
      ['First registration', 'March 2019'],
      ['Previous owners', 'None'],
      ['Next inspection due', 'June 2027'],
      ['Accident-free', 'No'],
      ['Consumption (combined)', '16.0 kWh/100 km'],
      ['Electric range', '480 km'],
    ]);
    expect(factRows(toVehicleFacts({ ...row, consumption: 5.4, electric_range: null }), 'Diesel', say)).toContainEqual([
      'Consumption (combined)',
      '5.4 l/100 km',
    ]);
  });

  it('shows nothing when nothing is stated', () => {
    const none = toVehicleFacts({
      first_registration: null,
      previous_owners: null,
      next_inspection: null,
      accident_free: null,
      consumption: null,
      electric_range: null,
      emissions_class: null,
    });
    expect(factRows(none, 'Petrol', say)).toEqual([]);
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 36)).toBe('2029-11');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -2)).toBe('2026-11');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});
