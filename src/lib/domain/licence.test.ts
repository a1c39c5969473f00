import { describe, expect, it } from 'vitest';
import { B196_NOTE, LICENCE_CATEGORIES, coveredBy, licenceFor, rideableWith } from './licence.ts';
import { LICENCE_CASES } from './licenceCases.ts';

describe('licenceFor', () => {
  it.each(LICENCE_CASES.map(([name, vehicle, expected]) => [`${name} needs ${expected}`, vehicle, expected] as const))(
    '%s',
    (_name, vehicle, expected) => {
      expect(licenceFor(vehicle)).toBe(expected);
    },
  );
});

describe('what a licence covers (Directive 2006/126/EC art. 6)', () => {
  it('A covers A2, A1 and AM; A2 covers A1 and AM; A1 covers AM', () => {
    expect(coveredBy('A')).toEqual(['AM', 'A1', 'A2', 'A']);
    expect(coveredBy('A2')).toEqual(['AM', 'A1', 'A2']);
    expect(coveredBy('A1')).toEqual(['AM', 'A1']);
    expect(coveredBy('AM')).toEqual(['AM']);
  });

  it('a car licence covers cars and mopeds, not 125 cc scooters (B196 is a note)', () => {
    expect(coveredBy('B')).toEqual(['B', 'AM']);
    expect(rideableWith('B', 'A1', 'scooter')).toBe(false);
    expect(B196_NOTE).toMatch(/B196/);
  });

  it('"check" is certain only for A, which covers every two-wheeler', () => {
    expect(rideableWith('A', 'check', 'scooter')).toBe(true);
    for (const licence of LICENCE_CATEGORIES.filter((l) => l !== 'A')) {
      expect(rideableWith(licence, 'check', 'scooter')).toBe(false);
    }
  });

  it('an A1 holder can ride nothing above 125 cc or 11 kW', () => {
    for (const [, vehicle] of LICENCE_CASES) {
      if (!rideableWith('A1', licenceFor(vehicle), vehicle.type)) continue;
      expect(vehicle.type).toBe('scooter');
      if (vehicle.fuelType !== 'Electric') expect(vehicle.engineSize ?? Infinity).toBeLessThanOrEqual(125);
      expect((vehicle.power ?? Infinity) * 0.73549875).toBeLessThanOrEqual(11);
    }
  });
});
