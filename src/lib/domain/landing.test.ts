import { describe, expect, it } from 'vitest';
import { landingPageTags, landingTagsOfListing, listingChangeSchema, tagsForChange } from './cacheTags.ts';
import { LANDING_RADIUS_KM, landingFilters, landingPath, landingTrail, parseLandingPath } from './landing.ts';
import { searchHref } from './filters.ts';
import { landingPhrases } from './landingPhrases.ts';
import { parseSitemapFile, sitemapIndex, urlSet } from './sitemap.ts';

const golfInKoeln = { type: 'car', make: 'volkswagen', model: 'golf', place: 'koeln' } as const;

describe('landing routes', () => {
  it.each([
    [['volkswagen'], { make: 'volkswagen', model: null, place: null }],
    [['volkswagen', 'golf'], { make: 'volkswagen', model: 'golf', place: null }],
    [['volkswagen', 'in', 'koeln'], { make: 'volkswagen', model: null, place: 'koeln' }],
    [['volkswagen', 'golf', 'in', 'koeln'], { make: 'volkswagen', model: 'golf', place: 'koeln' }],
    // A model called "in" stays a model: the place needs a segment after it.
    [['volkswagen', 'in'], { make: 'volkswagen', model: 'in', place: null }],
  ])('reads %j', (segments, key) => {
    expect(parseLandingPath('car', segments)).toEqual({ type: 'car', ...key });
  });

  it.each([[[]], [['volkswagen', 'golf', 'koeln']], [['volkswagen', 'golf', 'at', 'koeln']], [['köln']], [['a--b']]])(
    'refuses %j',
    (segments) => {
      expect(parseLandingPath('car', segments)).toBeNull();
    },
  );

  it('writes one path per page whatever order or case it was asked in, under a locale prefix', () => {
    expect(landingPath(golfInKoeln)).toBe('/vehicles/cars/volkswagen/golf/in/koeln');
    expect(landingPath(golfInKoeln, '/de')).toBe('/de/vehicles/cars/volkswagen/golf/in/koeln');
    const upper = parseLandingPath('car', ['VolksWagen', 'GOLF', 'in', 'Koeln']);
    expect(upper && landingPath(upper)).toBe('/vehicles/cars/volkswagen/golf/in/koeln');
    expect(landingPath({ type: 'scooter', make: 'vespa', model: null, place: null })).toBe('/vehicles/scooters/vespa');
  });

  it('walks the breadcrumb trail from the make to the page', () => {
    expect(landingTrail(golfInKoeln).map((key) => landingPath(key))).toEqual([
      '/vehicles/cars/volkswagen',
      '/vehicles/cars/volkswagen/golf',
      '/vehicles/cars/volkswagen/golf/in/koeln',
    ]);
  });

  it('searches every price and year of the make and model within the radius of the place', () => {
    const place = { id: 2886242, name: 'Köln', adminArea: 'North Rhine-Westphalia', latitude: 50.93, longitude: 6.95 };
    const filters = landingFilters('car', 'Volkswagen', 'Golf', { ...place, slug: 'koeln', plainName: true }, 2026);
    expect(filters).toMatchObject({ type: 'car', make: 'Volkswagen', model: 'Golf' });
    expect(filters.near?.radius).toBe(LANDING_RADIUS_KM);
    const href = searchHref(filters, 2026);
    expect(href).toMatch(/^\/vehicles\/cars\?/);
    expect(new URL(href, 'http://x').searchParams.get('near')).toBe('Köln');
    const namesake = landingFilters('car', 'Volkswagen', null, { ...place, slug: 'koeln-x', plainName: false }, 2026);
    expect(namesake.near?.place?.adminArea).toBe('North Rhine-Westphalia');
  });
});

describe('landing cache tags', () => {
  const listing = { type: 'car', status: 'active', make_slug: 'volkswagen', model_slug: 'golf', place_id: 7 };

  it("names an active listing's make, and its make and model in its place", () => {
    expect(landingTagsOfListing(listing)).toEqual([
      'lp.car.volkswagen._',
      'lp.car.volkswagen._.p7',
      'lp.car.volkswagen.golf.p7',
    ]);
    expect(landingTagsOfListing({ ...listing, place_id: null })).toEqual(['lp.car.volkswagen._']);
    expect(landingTagsOfListing({ ...listing, status: 'draft' })).toEqual([]);
  });

  it('gives each page the tags of what it shows and counts', () => {
    const model = { type: 'car', make: 'volkswagen', model: 'golf', place: null } as const;
    expect(landingPageTags({ key: model, area: [], places: [] })).toEqual(['lp.car.volkswagen._']);
    expect(landingPageTags({ key: golfInKoeln, area: [7], places: [7, 9] })).toEqual([
      'lp.car.volkswagen._.p7',
      'lp.car.volkswagen.golf.p7',
      'lp.car.volkswagen.golf.p9',
    ]);
    expect(landingPageTags({ key: { ...golfInKoeln, model: null }, area: [7], places: [7, 9] })).toEqual([
      'lp.car.volkswagen._.p7',
      'lp.car.volkswagen._.p9',
    ]);
  });

  it('purges both places when a listing moves, and its pages when it sells', () => {
    const id = '5a1e0006-0000-4000-8000-000000000006';
    const row = (fields: Record<string, unknown>) => ({ id, ...listing, ...fields });
    const moved = tagsForChange(
      listingChangeSchema.parse({
        type: 'UPDATE',
        table: 'vehicles',
        record: row({ place_id: 9 }),
        old_record: row({}),
      }),
    );
    expect(moved).toEqual(expect.arrayContaining(['lp.car.volkswagen.golf.p7', 'lp.car.volkswagen.golf.p9']));
    const sold = tagsForChange(
      listingChangeSchema.parse({
        type: 'UPDATE',
        table: 'vehicles',
        record: row({ status: 'sold' }),
        old_record: row({}),
      }),
    );
    expect(sold).toContain('lp.car.volkswagen.golf.p7');
  });
});

describe('landing phrases', () => {
  const say = landingPhrases('en');
  it('names the page as buyers search for it', () => {
    expect(say.heading('car', 'Volkswagen Golf', 'Köln')).toBe('Used Volkswagen Golf in Köln');
    expect(say.heading('scooter', 'Vespa Primavera', null)).toBe('Used Vespa Primavera scooters');
    expect(say.offers(42, 8_900, 23_500)).toBe('42 offers from €8,900 to €23,500');
    expect(say.offers(1, 8_900, 8_900)).toBe('1 offer at €8,900');
  });
});

describe('landing sitemaps', () => {
  const origin = new URL('https://wheelhouse.test');
  it('adds a landing file per 50,000 pages to the index', () => {
    const index = sitemapIndex(origin, 10, 2, 50_001);
    expect(index).toContain('/sitemaps/landing-0.xml');
    expect(index).toContain('/sitemaps/landing-1.xml');
    expect(index).not.toContain('/sitemaps/landing-2.xml');
    expect(parseSitemapFile('landing-1')).toEqual({ kind: 'landing', index: 1, locale: 'en' });
    expect(parseSitemapFile('landing-de-1')).toEqual({ kind: 'landing', index: 1, locale: 'de' });
  });

  it('names a page in its other languages when it has them', () => {
    const path = landingPath(golfInKoeln);
    const xml = urlSet(origin, [
      {
        path,
        alternates: [
          { hreflang: 'en', path },
          { hreflang: 'de', path: landingPath(golfInKoeln, '/de') },
        ],
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://wheelhouse.test/de/vehicles/cars/volkswagen/golf/in/koeln"/>',
    );
    expect(urlSet(origin, [{ path }])).not.toContain('xhtml');
  });
});
