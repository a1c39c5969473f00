import { describe, expect, it } from 'vitest';
import { ENGLISH, GERMAN } from '../lib/domain/landingPhrases';
import {
  EMPTY_RESULTS_TEXT,
  HERO_SUBTEXT,
  HERO_TITLE,
  IMAGE_FAILED_TEXT,
  ILLUSTRATION_TEXT,
  NOT_FOUND_TEXT,
  NO_PHOTOS_TEXT,
  SEARCH_PLACEHOLDER,
  SITE_TAGLINE,
} from '../lib/domain/site';
import { CATALOGS, pick, translator } from './index';
import { en } from './en';
import { LOCALES, localePath, pageHref, splitLocale } from './locale';
import { countText, fill } from './translate';

const keys = Object.keys(en).sort();

describe('the message catalogs', () => {
  it.each(LOCALES)('%s has every English key and no other', (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(CATALOGS[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)('%s fills the same placeholders as English', (locale) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of keys) {
      const k = key as keyof typeof en;
      expect(names(CATALOGS[locale][k]), k).toEqual(names(en[k]));
    }
  });

  it('keeps the specification’s English texts exactly', () => {
    expect(en['layout.tagline']).toBe(SITE_TAGLINE);
    expect(en['home.title']).toBe(HERO_TITLE);
    expect(en['home.subtext']).toBe(HERO_SUBTEXT);
    expect(en['search.placeholder']).toBe(SEARCH_PLACEHOLDER);
    expect(en['problem.notFound']).toBe(NOT_FOUND_TEXT);
    expect(en['results.empty']).toBe(EMPTY_RESULTS_TEXT);
    expect(en['card.imageFailed']).toBe(IMAGE_FAILED_TEXT);
    expect(en['card.noPhotos']).toBe(NO_PHOTOS_TEXT);
    expect(en['gallery.illustration']).toBe(ILLUSTRATION_TEXT);
  });

  it('landing phrases exist in every language', () => {
    expect(Object.keys(GERMAN).sort()).toEqual(Object.keys(ENGLISH).sort());
    expect(GERMAN.heading('car', 'Volkswagen Golf', 'Köln')).toBe('Gebrauchte Volkswagen Golf in Köln');
    expect(GERMAN.offers(42, 8900, 23500)).toBe('42 Angebote von 8.900\u00a0€ bis 23.500\u00a0€');
  });
});

describe('translating', () => {
  it('fills placeholders and counts in the language', () => {
    const t = translator('de');
    expect(t('pages.status', { page: 2, pages: 5, perPage: 24 })).toBe('Seite 2 von 5 · 24 pro Seite');
    expect(t.plural('results.count', 1)).toBe('1 Fahrzeug');
    expect(t.plural('results.count', 1234)).toBe('1.234 Fahrzeuge');
    expect(translator('en').plural('results.count', 1234)).toBe('1,234 vehicles');
  });

  it('hands an island only the strings it names, with the locale', () => {
    const say = pick('de', ['results.count.one', 'results.count.other']);
    expect(say).toEqual({
      'results.count.one': '{count} Fahrzeug',
      'results.count.other': '{count} Fahrzeuge',
      locale: 'de',
    });
    expect(countText(say, 'results.count', 3)).toBe('3 Fahrzeuge');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('paths in a language', () => {
  it.each([
    ['/', 'de', '/de/'],
    ['/vehicles/cars', 'de', '/de/vehicles/cars'],
    ['/de/vehicles/cars', 'en', '/vehicles/cars'],
    ['/de/', 'en', '/'],
    ['/de', 'de', '/de/'],
    ['/vehicles/cars', 'en', '/vehicles/cars'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });

  it('reads the language from a path, leaving paths that only start like one', () => {
    expect(splitLocale('/de/vehicles/id/1')).toEqual({ locale: 'de', path: '/vehicles/id/1' });
    expect(splitLocale('/delivery')).toEqual({ locale: 'en', path: '/delivery' });
  });

  it('links paths without a German page (the API documents) to English', () => {
    expect(pageHref('/api/v1/openapi.json', 'de')).toBe('/api/v1/openapi.json');
    expect(pageHref('/compare', 'de')).toBe('/de/compare');
    expect(pageHref('/about', 'de')).toBe('/de/about');
    expect(pageHref('/seller-dashboard/import/', 'de')).toBe('/de/seller-dashboard/import/');
    expect(pageHref('/vehicles/all', 'de')).toBe('/de/vehicles/all');
  });
});
