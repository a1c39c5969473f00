import { describe, expect, it, vi } from 'vitest';
import type { NearFilter } from '../lib/domain/geo';
import type { Place } from '../lib/domain/place';
import { needsLookup, resolveNear } from './near';

const place = (name: string, postcode: string | null = null): Place => ({
  id: 1,
  name,
  adminArea: null,
  country: 'DE',
  latitude: 50.93333,
  longitude: 6.95,
  population: 1000,
  postcode,
});
const fromUrl: NearFilter = {
  place: { name: null, postcode: '50667', adminArea: null },
  centre: null,
  label: null,
  radius: 25,
};
const position: NearFilter = { place: null, centre: { latitude: 50.94, longitude: 6.96 }, label: null, radius: 10 };

describe('resolveNear', () => {
  it('gives a place from the URL its coordinates and its name as found', async () => {
    const find = vi.fn(() => Promise.resolve(place('Köln', '50667')));
    const resolved = await resolveNear(fromUrl, { find, nearest: vi.fn() });
    expect(resolved).toEqual({
      near: { ...fromUrl, centre: { latitude: 50.93333, longitude: 6.95 }, label: '50667 Köln' },
      ignored: [],
    });
    expect(needsLookup(fromUrl)).toBe(true);
    expect(resolved.near && needsLookup(resolved.near)).toBe(false);
  });

  it('drops a place the gazetteer does not know, or cannot be asked about, with a note', async () => {
    const unknown = await resolveNear(fromUrl, { find: () => Promise.resolve(null), nearest: vi.fn() });
    expect(unknown).toEqual({
      near: null,
      ignored: [{ param: 'near', value: '50667', why: { code: 'unknownPlace' } }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await resolveNear(fromUrl, { find: () => Promise.reject(new Error('offline')), nearest: vi.fn() });
    expect(failed.near).toBeNull();
    expect(failed.ignored[0]?.why).toEqual({ code: 'lookupFailed' });
  });

  it('names a position after the nearest place, and keeps it when that lookup fails', async () => {
    const named = await resolveNear(position, { find: vi.fn(), nearest: () => Promise.resolve(place('Köln')) });
    expect(named).toEqual({ near: { ...position, label: 'Köln' }, ignored: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unnamed = await resolveNear(position, { find: vi.fn(), nearest: () => Promise.reject(new Error('offline')) });
    expect(unnamed).toEqual({ near: position, ignored: [] });
  });
});
