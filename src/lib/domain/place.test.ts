import { describe, expect, it } from 'vitest';
import { cardLocationText, vehicleLocationText } from './place';

const germering = {
  location: 'Germering',
  place: { id: 2921232, postcode: '82110', latitude: 48.13333, longitude: 11.36667 },
};
// Berlin has many postcodes: a listing there knows the town, not one postcode.
const berlin = { location: 'Berlin', place: { id: 2950159, postcode: null, latitude: 52.52437, longitude: 13.41053 } };
const munich = { latitude: 48.13743, longitude: 11.57549 };

describe('where a listing is', () => {
  it('cards name the town alone, whether or not the seller gave a postcode', () => {
    expect(cardLocationText(germering)).toBe('Germering');
    expect(cardLocationText(berlin)).toBe('Berlin');
    expect(cardLocationText({ location: 'Hamburg' })).toBe('Hamburg');
  });

  it('cards add the distance from a searched place', () => {
    expect(cardLocationText(germering, munich)).toMatch(/^Germering · \d+ km away$/);
  });

  it('the detail page keeps the postcode the seller chose', () => {
    expect(vehicleLocationText(germering)).toBe('82110 Germering');
    expect(vehicleLocationText(berlin)).toBe('Berlin');
  });
});
