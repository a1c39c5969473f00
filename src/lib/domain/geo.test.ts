import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { IGNORED_KEYS, ignoredNote, type IgnoredParam } from './ignoredParam';

const note = (ignored: IgnoredParam) => ignoredNote(ignored, pick('en', IGNORED_KEYS));
import {
  boundingBox,
  distanceKm,
  formatDistance,
  inBoundingBox,
  nearChipLabel,
  nearSummary,
  parseNearParams,
  parsePlaceQuery,
  parseRadius,
  placeQueryText,
  roundPosition,
  searchNear,
  writeNearParams,
  type NearFilter,
} from './geo';

const BERLIN = { latitude: 52.52437, longitude: 13.41053 };
const MUNICH = { latitude: 48.13743, longitude: 11.57549 };
const COLOGNE = { latitude: 50.93333, longitude: 6.95 };

describe('distanceKm', () => {
  it('measures real city pairs within a kilometre of the great-circle distance', () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(504.4, 0);
    expect(distanceKm(COLOGNE, BERLIN)).toBeCloseTo(478.6, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(COLOGNE, COLOGNE)).toBe(0);
    expect(distanceKm(BERLIN, MUNICH)).toBe(distanceKm(MUNICH, BERLIN));
  });

  it('handles antipodes and the antimeridian without NaN', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.1, 0);
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle, including the widest longitude away from the centre latitude', () => {
    const box = boundingBox(COLOGNE, 50);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // The point 49.99 km away on this bearing (spherical destination formula).
      const d = 49.99 / 6371.0088;
      const lat1 = (COLOGNE.latitude * Math.PI) / 180;
      const theta = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(theta));
      const lng2 =
        (COLOGNE.longitude * Math.PI) / 180 +
        Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
      expect(inBoundingBox(point, box)).toBe(true);
    }
  });

  it('is about 0.9° of latitude and 1.4° of longitude for 50 km at Köln', () => {
    const box = boundingBox(COLOGNE, 50);
    expect(box.maxLatitude - box.minLatitude).toBeCloseTo(0.899, 2);
    expect(box.maxLongitude - box.minLongitude).toBeCloseTo(1.427, 2);
  });

  it('spans every longitude when the circle reaches a pole', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 10 }, 50);
    expect(box).toMatchObject({ minLongitude: -180, maxLongitude: 180, maxLatitude: 90 });
  });

  it('spans every longitude rather than wrapping at the antimeridian', () => {
    const box = boundingBox({ latitude: -17.7, longitude: 179.9 }, 100);
    expect(box.minLongitude).toBe(-180);
    expect(box.maxLongitude).toBe(180);
    expect(inBoundingBox({ latitude: -17.7, longitude: -179.9 }, box)).toBe(true);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '< 1 km away'],
    [0.4, '< 1 km away'],
    [1, '1 km away'],
    [4.49, '4 km away'],
    [12.4, '12 km away'],
    [12.5, '13 km away'],
    [1204.2, '1,204 km away'],
  ])('%s km reads "%s"', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('shows nothing for an impossible distance', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-3)).toBe('');
  });
});

describe('place references', () => {
  it.each([
    ['Köln', { name: 'Köln', postcode: null, adminArea: null }],
    ['  50667 ', { name: null, postcode: '50667', adminArea: null }],
    ['50667 Köln', { name: 'Köln', postcode: '50667', adminArea: null }],
    ['Neustadt, Bavaria', { name: 'Neustadt', postcode: null, adminArea: 'Bavaria' }],
    ['Frankfurt  am   Main', { name: 'Frankfurt am Main', postcode: null, adminArea: null }],
  ])('reads "%s"', (text, query) => {
    expect(parsePlaceQuery(text)).toEqual(query);
  });

  it.each(['', '   ', '123', '506670', 'x'.repeat(101)])('cannot name a place with "%s"', (text) => {
    expect(parsePlaceQuery(text)).toBeNull();
  });

  it('writes what it reads', () => {
    for (const text of ['Köln', '50667', '50667 Köln', 'Neustadt, Bavaria']) {
      const query = parsePlaceQuery(text);
      expect(query && placeQueryText(query)).toBe(text);
    }
  });
});

describe('parseRadius', () => {
  it.each([
    ['10', 10],
    ['25', 25],
    ['50', 50],
    ['100', 100],
    ['200', 200],
    ['any', 'any'],
  ])('accepts %s', (text, radius) => {
    expect(parseRadius(text)).toBe(radius);
  });

  it.each(['0', '7', '-25', '25.5', '1e2', '300', 'ANY', '', 'constructor'])('refuses %s', (text) => {
    expect(parseRadius(text)).toBeNull();
  });
});

describe('parseNearParams', () => {
  const koeln = { name: 'Köln', postcode: null, adminArea: null };

  it('reads a place and a radius; the centre waits for the gazetteer', () => {
    expect(parseNearParams(new URLSearchParams('near=K%C3%B6ln&radius=25'))).toEqual({
      near: { place: koeln, centre: null, label: null, radius: 25 },
      ignored: [],
    });
  });

  it('defaults to 50 km', () => {
    expect(parseNearParams(new URLSearchParams('near=50667')).near?.radius).toBe(50);
  });

  it('reads a position from "Use my location"', () => {
    expect(parseNearParams(new URLSearchParams('lat=50.94&lng=6.96&radius=any'))).toEqual({
      near: { place: null, centre: { latitude: 50.94, longitude: 6.96 }, label: null, radius: 'any' },
      ignored: [],
    });
  });

  it('drops an out-of-range radius with a note and keeps the default', () => {
    const parsed = parseNearParams(new URLSearchParams('near=Berlin&radius=7'));
    expect(parsed.near?.radius).toBe(50);
    expect(parsed.ignored.map(note)).toEqual(["We ignored 'radius=7': choose 10, 25, 50, 100, 200 km or any distance"]);
  });

  it('drops a malformed place with a note', () => {
    const parsed = parseNearParams(new URLSearchParams('near=12345678'));
    expect(parsed.near).toBeNull();
    expect(parsed.ignored.map(note)).toEqual(["We ignored 'near=12345678': no such place or postcode in Germany"]);
  });

  it.each<[string, string[]]>([
    ['lat=95&lng=6.9', ["We ignored 'lat=95': not a latitude (-90 to 90)"]],
    ['lat=50.9&lng=east', ["We ignored 'lng=east': not a longitude (-180 to 180)"]],
    ['lat=50.9', ["We ignored 'lat=50.9': give lat and lng together"]],
    ['lat=1e2&lng=6', ["We ignored 'lat=1e2': not a latitude (-90 to 90)"]],
    ['radius=25', ["We ignored 'radius=25': choose a place first"]],
    [
      'near=Bonn&lat=50.9&lng=6.9',
      [
        "We ignored 'lat=50.9': the search is near the place given",
        "We ignored 'lng=6.9': the search is near the place given",
      ],
    ],
  ])('drops what a hand-edited %s cannot mean, with a note', (query, notes) => {
    expect(parseNearParams(new URLSearchParams(query)).ignored.map(note)).toEqual(notes);
  });

  it('has nothing to say without near, a position or a radius', () => {
    expect(parseNearParams(new URLSearchParams('make=BMW'))).toEqual({ near: null, ignored: [] });
  });
});

describe('writeNearParams', () => {
  const near = (overrides: Partial<NearFilter>): NearFilter => ({
    place: { name: 'Köln', postcode: null, adminArea: null },
    centre: { latitude: 50.93333, longitude: 6.95 },
    label: 'Köln',
    radius: 50,
    ...overrides,
  });

  it('writes the radius only when it differs from the default, and nothing without a centre', () => {
    const params = new URLSearchParams('make=BMW&radius=10');
    writeNearParams(params, near({}));
    expect(params.toString()).toBe('make=BMW&near=K%C3%B6ln');
    writeNearParams(params, near({ place: { name: 'Köln', postcode: '50667', adminArea: null }, radius: 'any' }));
    expect(params.get('near')).toBe('50667 Köln');
    expect(params.get('radius')).toBe('any');
    writeNearParams(params, null);
    expect(params.toString()).toBe('make=BMW');
  });

  it('writes a position as lat and lng, and reads it back', () => {
    const params = new URLSearchParams();
    const position = near({
      place: null,
      centre: roundPosition({ latitude: 50.93791, longitude: 6.960279 }),
      radius: 25,
    });
    writeNearParams(params, position);
    expect(params.toString()).toBe('lat=50.94&lng=6.96&radius=25');
    expect(parseNearParams(params).near).toEqual({ ...position, label: null });
  });
});

describe('what a near search says', () => {
  const base: NearFilter = { place: null, centre: { latitude: 50.9, longitude: 6.9 }, label: null, radius: 25 };

  it.each<[NearFilter, string, string]>([
    [{ ...base, label: '50667 Köln' }, 'Within 25 km of 50667 Köln', 'within 25 km of 50667 Köln'],
    [{ ...base, label: 'Köln', radius: 'any' }, 'Any distance from Köln', 'near Köln'],
    [
      { ...base, centre: null, place: { name: 'Bonn', postcode: null, adminArea: null } },
      'Within 25 km of Bonn',
      'within 25 km of Bonn',
    ],
    [base, 'Within 25 km of your location', 'within 25 km of your location'],
  ])('%j reads "%s"', (near, chip, summary) => {
    expect(nearChipLabel(near)).toBe(chip);
    expect(nearSummary(near)).toBe(summary);
  });

  it('gives the search functions a centre and a radius, null for any distance, nothing before the lookup', () => {
    expect(searchNear({ ...base, radius: 100 })).toEqual({ lat: 50.9, lng: 6.9, radiusKm: 100 });
    expect(searchNear({ ...base, radius: 'any' })).toEqual({ lat: 50.9, lng: 6.9, radiusKm: null });
    expect(searchNear({ ...base, centre: null })).toBeNull();
    expect(searchNear(null)).toBeNull();
  });
});
