import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n/index.ts';
import { PLACE_KEYS } from '../../islands/places/placeStrings.ts';
import { cardLocationText, stateName, vehicleLocationText } from './place';

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

describe('the state beside a place name', () => {
  it('is German on a German page, as the gazetteer stores it in English, and as stored when unknown', () => {
    const german = pick('de', PLACE_KEYS);
    expect(stateName('Bavaria', german)).toBe('Bayern');
    expect(stateName('North Rhine-Westphalia', german)).toBe('Nordrhein-Westfalen');
    expect(stateName('Baden-Wurttemberg', german)).toBe('Baden-Württemberg');
    expect(stateName('State of Berlin', german)).toBe('Berlin');
    expect(stateName('Bavaria', pick('en', PLACE_KEYS))).toBe('Bavaria');
    expect(stateName('Tyrol', german)).toBe('Tyrol');
  });

  it('has a German name for every state the gazetteer names', () => {
    const sql = readFileSync(new URL('../../../supabase/data/places.sql', import.meta.url), 'utf8');
    const states = new Set([...sql.matchAll(/^\(\d+,'(?:[^']|'')*','([^']+)','DE'/gm)].map((match) => match[1]));
    expect(states.size).toBeGreaterThanOrEqual(16);
    const german: Readonly<Record<string, string>> = pick('de', PLACE_KEYS);
    expect([...states].filter((state) => german[`place.state.${String(state)}`] === undefined)).toEqual([]);
  });
});
