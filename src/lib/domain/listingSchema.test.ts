import { describe, expect, it } from 'vitest';
import { fieldErrors } from './authSchemas';
import {
  emptyListingForm,
  isListingId,
  listingFormValues,
  listingSchema,
  parseWholeNumber,
  suggestedTitle,
  withField,
  withType,
  type ListingFormValues,
} from './listingSchema';

const NOW = new Date('2026-11-22T12:00:00Z');

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
  power: '11',
  engine_size: '125',
  color: 'Red',
  features: ['ABS', 'Top Box'],
  description: '  One owner, always garaged.  ',
  location: 'Hamburg',
  place_id: '2911298',
  postcode: '20095',
};

function errorsOf(values: Partial<ListingFormValues>) {
  const parsed = listingSchema(NOW).safeParse({ ...valid, ...values });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('listingSchema', () => {
  it('turns the form text into the row the vehicles table stores', () => {
    const parsed = listingSchema(NOW).parse(valid);
    expect(parsed).toMatchObject({
      type: 'scooter',
      year: 2022,
      price: 3900,
      mileage: 4200,
      power: 11,
      engine_size: 125,
      description: 'One owner, always garaged.',
    });
  });

  it('refuses a negative price', () => {
    expect(errorsOf({ price: '-1' }).price).toBe('The price cannot be negative');
  });

  it('refuses a price above the database limit', () => {
    expect(errorsOf({ price: '10000001' }).price).toMatch(/at most 10,000,000/);
  });

  it('accepts next year but refuses the year after', () => {
    expect(errorsOf({ year: '2027' }).year).toBeUndefined();
    expect(errorsOf({ year: '2028' }).year).toBe('The year cannot be after 2027');
  });

  it('refuses years before 1900 and text that is not a whole number', () => {
    expect(errorsOf({ year: '1899' }).year).toBe('The year cannot be before 1900');
    expect(errorsOf({ mileage: '12.5' }).mileage).toBe('Mileage must be a whole number');
    expect(errorsOf({ mileage: '' }).mileage).toBe('Enter the mileage');
  });

  it('refuses a description longer than 5000 characters', () => {
    expect(errorsOf({ description: 'a'.repeat(5000) }).description).toBeUndefined();
    expect(errorsOf({ description: 'a'.repeat(5001) }).description).toBe(
      'The description can be at most 5,000 characters',
    );
  });

  it('asks for the required fields', () => {
    const errors = errorsOf({ make: '', model: ' ', title: '', fuel_type: '', color: '', place_id: '' });
    expect(errors).toMatchObject({
      make: 'Choose the make',
      model: 'Enter the model',
      title: 'Enter the title',
      fuel_type: 'Choose the fuel type',
      color: 'Choose the colour',
      place_id: 'Choose your town or postcode from the list',
    });
  });

  it('allows only the make, fuel, transmission and features of the type', () => {
    const errors = errorsOf({ make: 'BMW', fuel_type: 'Diesel', transmission: 'Manual', features: ['Sunroof'] });
    expect(errors).toEqual({
      make: 'Choose a scooter make from the list',
      fuel_type: 'Choose a fuel type for a scooter',
      transmission: 'Choose a transmission for a scooter',
      features: 'Sunroof is not a scooter feature',
    });
  });

  it('stores no engine size for an electric vehicle', () => {
    expect(listingSchema(NOW).parse({ ...valid, fuel_type: 'Electric' }).engine_size).toBeNull();
  });

  it('leaves optional numbers empty as null and refuses negative ones', () => {
    expect(listingSchema(NOW).parse({ ...valid, power: '', engine_size: '' })).toMatchObject({
      power: null,
      engine_size: null,
    });
    expect(errorsOf({ power: '-5' }).power).toBe('Power cannot be negative');
    expect(errorsOf({ engine_size: '20000' }).engine_size).toBe('Engine size can be at most 10,000');
  });
});

describe('parseWholeNumber', () => {
  it('reads plain numbers and thousands separators', () => {
    expect(parseWholeNumber('12500')).toBe(12500);
    expect(parseWholeNumber('12 500')).toBe(12500);
    expect(parseWholeNumber('1.250.000')).toBe(1250000);
    expect(parseWholeNumber('-3')).toBe(-3);
    expect(parseWholeNumber('1.5')).toBeNaN();
    expect(parseWholeNumber('abc')).toBeNaN();
  });
});

describe('withType', () => {
  it('drops the choices the new type does not offer', () => {
    const car = withType({ ...valid, make: 'Honda', features: ['ABS', 'Full Service History'] }, 'car');
    expect(car).toMatchObject({ type: 'car', make: 'Honda', fuel_type: 'Petrol', transmission: 'CVT' });
    expect(car.features).toEqual(['Full Service History']);
    expect(withType(valid, 'car').make).toBe('');
  });
});

describe('the place', () => {
  it('is a gazetteer id with an optional postcode, never free text alone', () => {
    expect(listingSchema(NOW).parse(valid)).toMatchObject({
      place_id: 2911298,
      postcode: '20095',
      location: 'Hamburg',
    });
    expect(listingSchema(NOW).parse({ ...valid, postcode: '' }).postcode).toBeNull();
    expect(errorsOf({ place_id: '', location: 'Hamburg' }).place_id).toBe('Choose your town or postcode from the list');
    expect(errorsOf({ place_id: 'Hamburg' }).place_id).toBe('Choose your town or postcode from the list');
    expect(errorsOf({ postcode: '2009' }).postcode).toBe('Choose the postcode from the list');
  });
});

describe('listingFormValues', () => {
  it('round-trips a stored listing through the form', () => {
    const stored = listingSchema(NOW).parse(valid);
    expect(listingSchema(NOW).parse(listingFormValues(stored))).toEqual(stored);
  });
});

describe('isListingId', () => {
  it('accepts only uuids', () => {
    expect(isListingId('7d0e6b6e-2f59-4c36-9a55-0c6b7c1f1a10')).toBe(true);
    expect(isListingId('42')).toBe(false);
    expect(isListingId(null)).toBe(false);
  });
});

describe('suggestedTitle', () => {
  it('joins year, make, model and trim', () => {
    expect(suggestedTitle({ year: '2019', make: 'Volkswagen', model: 'Golf', trim: ' GTI  Performance ' })).toBe(
      '2019 Volkswagen Golf GTI Performance',
    );
  });
  it('leaves out what is not filled in', () => {
    expect(suggestedTitle({ year: '', make: 'Vespa', model: 'Primavera 125', trim: '' })).toBe('Vespa Primavera 125');
    expect(suggestedTitle({ year: '', make: '', model: '', trim: '' })).toBe('');
  });
});

describe('withField', () => {
  const base = { ...emptyListingForm('car'), make: 'Volkswagen', model: 'Golf', title: 'Volkswagen Golf' };
  it('keeps the title on the suggestion while the seller has not written their own', () => {
    const withYear = withField(base, 'year', '2019');
    expect(withYear.title).toBe('2019 Volkswagen Golf');
    expect(withField(withYear, 'trim', 'GTI').title).toBe('2019 Volkswagen Golf GTI');
    expect(withField(emptyListingForm('car'), 'make', 'Audi').title).toBe('Audi');
  });
  it('never overwrites a title the seller wrote', () => {
    const own = { ...base, title: 'Golf in great shape' };
    expect(withField(own, 'year', '2019').title).toBe('Golf in great shape');
  });
  it('drops a make the new type does not offer from the suggested title too', () => {
    const car = withField({ ...emptyListingForm('car'), model: 'Golf' }, 'make', 'Volkswagen');
    expect(withType(car, 'scooter')).toMatchObject({ make: '', title: 'Golf' });
  });
  it('leaves the title alone when another field changes', () => {
    expect(withField(base, 'price', '9000')).toEqual({ ...base, price: '9000' });
  });
});

describe('the optional VIN', () => {
  it('is left out when empty and stored upper-case without spaces', () => {
    expect(listingSchema(NOW).parse(valid).vin).toBeNull();
    expect(listingSchema(NOW).parse({ ...valid, vin: ' wvwzzz1kz 8w123456 ' }).vin).toBe('WVWZZZ1KZ8W123456');
  });

  it('says what is wrong with a VIN the database would refuse', () => {
    expect(errorsOf({ vin: 'WVWZZZ1KZ8W12345' })).toEqual({ vin: 'A VIN has 17 characters' });
    expect(errorsOf({ vin: 'WVWZZZ1KZ8WO23456' })).toEqual({
      vin: 'A VIN has only letters and digits, never I, O or Q',
    });
  });

  it('survives the round trip through the edit form', () => {
    const stored = listingSchema(NOW).parse({ ...valid, vin: 'WVWZZZ1KZ8W123456' });
    expect(listingSchema(NOW).parse(listingFormValues(stored))).toEqual(stored);
  });
});
