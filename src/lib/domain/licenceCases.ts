/**
 * One table of vehicles and the licence each needs, run through the
 * TypeScript rules (licence.test.ts) and the database's
 * (tests/integration/search.test.ts), so the two cannot drift apart.
 */
import type { LicenceInput, LicenceResult } from './licence.ts';

export const LICENCE_CASES: readonly (readonly [string, LicenceInput, LicenceResult])[] = [
  ['a car, whatever its engine', { type: 'car', fuelType: 'Diesel', engineSize: 1995, power: 190 }, 'B'],
  ['an electric car', { type: 'car', fuelType: 'Electric', engineSize: null, power: 351 }, 'B'],
  ['a 50 cc moped of 3 hp', { type: 'scooter', fuelType: 'Petrol', engineSize: 49, power: 3 }, 'AM'],
  ['a 50 cc scooter without its power', { type: 'scooter', fuelType: 'Petrol', engineSize: 49, power: null }, 'check'],
  ['a 50 cc scooter of 12 hp (8.8 kW)', { type: 'scooter', fuelType: 'Petrol', engineSize: 50, power: 12 }, 'A1'],
  ['an electric moped of 3 hp (2.2 kW)', { type: 'scooter', fuelType: 'Electric', engineSize: null, power: 3 }, 'AM'],
  [
    'an electric scooter of 5 hp: 3.3–4.0 kW straddles 4',
    { type: 'scooter', fuelType: 'Electric', engineSize: null, power: 5 },
    'check',
  ],
  ['an electric scooter of 6 hp (4.4 kW)', { type: 'scooter', fuelType: 'Electric', engineSize: null, power: 6 }, 'A1'],
  [
    'an electric scooter without its power',
    { type: 'scooter', fuelType: 'Electric', engineSize: null, power: null },
    'check',
  ],
  [
    'an electric scooter of 40 hp (29 kW)',
    { type: 'scooter', fuelType: 'Electric', engineSize: null, power: 40 },
    'A2',
  ],
  ['a 125 cc scooter of 12 hp', { type: 'scooter', fuelType: 'Petrol', engineSize: 125, power: 12 }, 'A1'],
  ['a 125 cc scooter of 14 hp (10.3 kW)', { type: 'scooter', fuelType: 'Petrol', engineSize: 125, power: 14 }, 'A1'],
  [
    'a 125 cc scooter of 15 hp: 10.7–11.4 kW straddles 11',
    { type: 'scooter', fuelType: 'Petrol', engineSize: 125, power: 15 },
    'check',
  ],
  ['a 125 cc scooter of 16 hp (11.8 kW)', { type: 'scooter', fuelType: 'Petrol', engineSize: 125, power: 16 }, 'A2'],
  [
    'a 125 cc scooter without its power',
    { type: 'scooter', fuelType: 'Petrol', engineSize: 125, power: null },
    'check',
  ],
  ['a 126 cc scooter of 10 hp', { type: 'scooter', fuelType: 'Petrol', engineSize: 126, power: 10 }, 'A2'],
  ['a 300 cc scooter of 24 hp', { type: 'scooter', fuelType: 'Petrol', engineSize: 278, power: 24 }, 'A2'],
  ['a 300 cc hybrid of 22 hp', { type: 'scooter', fuelType: 'Hybrid', engineSize: 278, power: 22 }, 'A2'],
  [
    'a 400 cc scooter without its power',
    { type: 'scooter', fuelType: 'Petrol', engineSize: 400, power: null },
    'check',
  ],
  ['a scooter of 47 hp (34.6 kW)', { type: 'scooter', fuelType: 'Petrol', engineSize: 560, power: 47 }, 'A2'],
  [
    'a scooter of 48 hp: 34.9–35.7 kW straddles 35',
    { type: 'scooter', fuelType: 'Petrol', engineSize: 560, power: 48 },
    'check',
  ],
  ['a maxi-scooter of 60 hp (44 kW)', { type: 'scooter', fuelType: 'Petrol', engineSize: 750, power: 60 }, 'A'],
  [
    'a combustion scooter of unknown size and 3 hp',
    { type: 'scooter', fuelType: 'Petrol', engineSize: null, power: 3 },
    'check',
  ],
  [
    'a combustion scooter of unknown size and 60 hp',
    { type: 'scooter', fuelType: 'Petrol', engineSize: null, power: 60 },
    'A',
  ],
  ['a scooter of 0 hp', { type: 'scooter', fuelType: 'Petrol', engineSize: 49, power: 0 }, 'AM'],
];
