import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  distanceKm,
  formatDistance,
  inBoundingBox,
  parseNearParams,
  parsePlaceQuery,
  parseRadius,
  placeQueryText,
  writeNearParams,
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
  it('reads a place and a radius', () => {
    expect(parseNearParams(new URLSearchParams('near=K%C3%B6ln&radius=25'))).toEqual({
      near: { name: 'Köln', postcode: null, adminArea: null },
      radius: 25,
      notes: [],
    });
  });

  it('defaults to 50 km', () => {
    expect(parseNearParams(new URLSearchParams('near=50667')).radius).toBe(50);
  });

  it('drops an out-of-range radius with a note and keeps the default', () => {
    const parsed = parseNearParams(new URLSearchParams('near=Berlin&radius=7'));
    expect(parsed.radius).toBe(50);
    expect(parsed.notes).toEqual(["We ignored 'radius=7': choose 10, 25, 50, 100, 200 km or any distance"]);
  });

  it('drops a malformed place with a note', () => {
    const parsed = parseNearParams(new URLSearchParams('near=12345678'));
    expect(parsed.near).toBeNull();
    expect(parsed.notes).toEqual(["We ignored 'near=12345678': no such place or postcode in Germany"]);
  });

  it('has nothing to say without near or radius', () => {
    expect(parseNearParams(new URLSearchParams('make=BMW'))).toEqual({ near: null, radius: 50, notes: [] });
  });

  it('writes the radius only when it differs from the default, and nothing without a place', () => {
    const params = new URLSearchParams('make=BMW&radius=10');
    writeNearParams(params, { name: 'Köln', postcode: null, adminArea: null }, 50);
    expect(params.toString()).toBe('make=BMW&near=K%C3%B6ln');
    writeNearParams(params, { name: 'Köln', postcode: '50667', adminArea: null }, 'any');
    expect(params.get('near')).toBe('50667 Köln');
    expect(params.get('radius')).toBe('any');
    writeNearParams(params, null, 25);
    expect(params.toString()).toBe('make=BMW');
  });
});
