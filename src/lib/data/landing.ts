/**
 * What a landing page (docs/landing-pages.md) and the pages linking to them
 * read: landing_page_with_results (names, place, count, price range, other
 * models and nearby places with counts, and the first page of results as the
 * listing search answers it, in one round trip), and the popular makes,
 * models and places. Read as a visitor through `rpc` (one fetch each, no
 * supabase-js).
 */
import type { VehicleType } from '../domain/constants';
import { PAGE_SIZE } from '../domain/listingQuery';
import { LANDING_RADIUS_KM, POPULAR_LINKS, type LandingKey } from '../domain/landing';
import type { Vehicle } from '../domain/vehicle';
import { z } from '../domain/zod';
import { DataError } from './errors';
import { toListingPage } from './listings';
import type { Rpc } from './publicRpc';

const counted = z.object({ slug: z.string(), name: z.string(), total: z.number() });

const landingAnswer = z.object({
  make: z.string(),
  model: z.string().nullable(),
  place: z
    .object({
      id: z.number(),
      name: z.string(),
      adminArea: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
      slug: z.string(),
      plainName: z.boolean(),
    })
    .nullable(),
  total: z.number(),
  minPrice: z.number(),
  maxPrice: z.number(),
  models: z.array(counted),
  places: z.array(counted),
  area: z.array(z.number()),
  tagPlaces: z.array(z.number()),
});

/** The facts with the first page of results, left for toListingPage to read. */
const landingWithResults = landingAnswer.extend({ results: z.unknown() });

export type LandingFacts = z.infer<typeof landingAnswer>;
export type CountedLink = z.infer<typeof counted>;

export type LandingPageResult =
  { status: 200; key: LandingKey; facts: LandingFacts; vehicles: Vehicle[]; total: number } | { status: 404 | 503 };

function parse<T>(operation: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new DataError(operation, 'The database answered in an unexpected shape');
  return parsed.data;
}

/**
 * The page's facts and its first page of results in one request: the database searches with the names
 * and the place the slugs stand for (the search landingFilters builds for the results island).
 */
export async function loadLandingPage(key: LandingKey, rpc: Rpc): Promise<LandingPageResult> {
  try {
    const answer = await rpc('landingPage', 'landing_page_with_results', {
      vehicle_type: key.type,
      make_slug: key.make,
      ...(key.model === null ? {} : { model_slug: key.model }),
      ...(key.place === null ? {} : { place_slug: key.place }),
      radius_km: LANDING_RADIUS_KM,
      page_size: PAGE_SIZE,
    });
    if (answer === null) return { status: 404 };
    const { results, ...facts } = parse('landingPage', landingWithResults, answer);
    const page = toListingPage('landingResults', results);
    return { status: 200, key, facts, vehicles: page.vehicles, total: page.total };
  } catch (error) {
    console.error('Failed to load the landing page', key, error);
    return { status: 503 };
  }
}

const popularAnswer = z.object({
  makes: z.array(z.object({ type: z.enum(['car', 'scooter']), make: z.string(), name: z.string(), total: z.number() })),
  models: z.array(
    z.object({
      type: z.enum(['car', 'scooter']),
      make: z.string(),
      model: z.string(),
      name: z.string(),
      total: z.number(),
    }),
  ),
  places: z.array(
    z.object({
      type: z.enum(['car', 'scooter']),
      make: z.string(),
      place: z.string(),
      name: z.string(),
      total: z.number(),
    }),
  ),
});

/** A link to a landing page with the count that page shows. */
export interface PopularLink {
  key: LandingKey;
  name: string;
  total: number;
}

export interface PopularLinks {
  makes: PopularLink[];
  models: PopularLink[];
  places: PopularLink[];
}

const keyOf = (type: VehicleType, make: string, model: string | null, place: string | null): LandingKey => ({
  type,
  make,
  model,
  place,
});

/** The makes, models and places with most active listings, as links to their landing pages. */
export async function popularLandingLinks(rpc: Rpc): Promise<PopularLinks> {
  const answer = parse(
    'popularLandingLinks',
    popularAnswer,
    await rpc('popularLandingLinks', 'popular_landing_links', {
      per_kind: POPULAR_LINKS,
      radius_km: LANDING_RADIUS_KM,
    }),
  );
  return {
    makes: answer.makes.map((m) => ({ key: keyOf(m.type, m.make, null, null), name: m.name, total: m.total })),
    models: answer.models.map((m) => ({ key: keyOf(m.type, m.make, m.model, null), name: m.name, total: m.total })),
    places: answer.places.map((p) => ({ key: keyOf(p.type, p.make, null, p.place), name: p.name, total: p.total })),
  };
}

const sitemapAnswer = z.array(
  z.tuple([z.enum(['car', 'scooter']), z.string(), z.string().nullable(), z.string().nullable(), z.string()]),
);

export async function sitemapLandingCount(rpc: Rpc): Promise<number> {
  return parse('sitemapLandingCount', z.number(), await rpc('sitemapLandingCount', 'sitemap_landing_count'));
}

/** One sitemap file of landing pages: each page's key and its listings' last change. */
export async function sitemapLanding(fileIndex: number, rpc: Rpc): Promise<{ key: LandingKey; updatedAt: string }[]> {
  const rows = parse(
    'sitemapLanding',
    sitemapAnswer,
    await rpc('sitemapLanding', 'sitemap_landing', { file_index: fileIndex }),
  );
  return rows.map(([type, make, model, place, updatedAt]) => ({ key: keyOf(type, make, model, place), updatedAt }));
}
