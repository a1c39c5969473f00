import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '../lib/domain/place';
import { createPlaceSearch, locateNearestPlace } from './placeSearch';

const place = (name: string): Place => ({
  id: name.length,
  name,
  adminArea: null,
  country: 'DE',
  latitude: 50,
  longitude: 7,
  population: 1000,
  postcode: null,
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPlaceSearch', () => {
  it('waits for a pause in typing and asks once', async () => {
    const lookup = vi.fn((query: string) => Promise.resolve([place(query)]));
    const search = createPlaceSearch(lookup, 200);
    search.search('k');
    search.search('kö');
    search.search('köl');
    expect(search.$suggestions.get()).toMatchObject({ status: 'loading', query: 'köl' });
    await vi.advanceTimersByTimeAsync(200);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(search.$suggestions.get()).toEqual({ status: 'ready', query: 'köl', places: [place('köl')] });
  });

  it('drops an answer that arrives after a newer question', async () => {
    let answerFirst: (places: Place[]) => void = () => undefined;
    const lookup = vi
      .fn<(query: string) => Promise<Place[]>>()
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answerFirst = resolve;
          }),
      )
      .mockImplementationOnce((query) => Promise.resolve([place(query)]));
    const search = createPlaceSearch(lookup, 0);
    search.search('ber');
    await vi.advanceTimersByTimeAsync(0);
    search.search('bonn');
    await vi.advanceTimersByTimeAsync(0);
    answerFirst([place('Berlin')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$suggestions.get()).toMatchObject({ status: 'ready', query: 'bonn', places: [place('bonn')] });
  });

  it('reports a failed lookup and clears on empty input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const search = createPlaceSearch(() => Promise.reject(new Error('offline')), 0);
    search.search('köln');
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$suggestions.get().status).toBe('error');
    search.search('  ');
    expect(search.$suggestions.get()).toEqual({ status: 'idle', query: '', places: [] });
  });
});

describe('locateNearestPlace', () => {
  const geolocation = (outcome: { lat: number; lng: number } | { code: number }): Geolocation =>
    ({
      getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
        if ('code' in outcome) {
          failure?.({
            code: outcome.code,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        } else {
          success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
        }
      },
    }) as unknown as Geolocation;

  it('finds the place nearest to the position', async () => {
    const lookup = vi.fn(() => Promise.resolve(place('Köln')));
    expect(await locateNearestPlace(geolocation({ lat: 50.94, lng: 6.96 }), lookup)).toEqual({
      place: place('Köln'),
      position: { latitude: 50.94, longitude: 6.96 },
    });
    expect(lookup).toHaveBeenCalledWith(50.94, 6.96);
  });

  it('says why when the visitor refuses, the position times out or no place is near', async () => {
    const lookup = () => Promise.resolve(null);
    expect(await locateNearestPlace(geolocation({ code: 1 }), lookup)).toEqual({ error: 'denied' });
    expect(await locateNearestPlace(geolocation({ code: 3 }), lookup)).toEqual({ error: 'unavailable' });
    expect(await locateNearestPlace(geolocation({ lat: 0, lng: 0 }), lookup)).toEqual({ error: 'unavailable' });
  });
});
