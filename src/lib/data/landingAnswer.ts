/**
 * What a landing route answers (docs/landing-pages.md): its status, cache
 * headers and, for a page with active listings, everything it shows. 404 for
 * a path that is not a landing page or names nothing with an active listing
 * (see the docs for why not noindex), 503 when the database cannot be asked;
 * a path in another spelling is redirected to its canonical one.
 */
import { cacheHeaders, landingPageTags } from '../domain/cacheTags';
import { TYPE_ROUTE, type VehicleType } from '../domain/constants';
import { searchHref } from '../domain/filters';
import {
  LANDING_RADIUS_KM,
  landingFilters,
  landingPath,
  landingTrail,
  parseLandingPath,
  type LandingKey,
} from '../domain/landing';
import { landingJsonLd, jsonLdText } from '../domain/landingJsonLd';
import { landingPhrases, type LandingPhrases } from '../domain/landingPhrases';
import { localePath, localePrefix, type Locale } from '../../i18n/locale';
import { routeForType } from '../domain/routes';
import type { Vehicle } from '../domain/vehicle';
import { loadLandingPage, type LandingFacts } from './landing';
import { serverRpc } from './serverApi';

/** Seconds a visitor is asked to wait before trying again when the database is unreachable. */
export const RETRY_AFTER = 30;

export interface LinkView {
  name: string;
  href: string;
  count: string;
}

export interface LandingView {
  type: VehicleType;
  heading: string;
  description: string;
  offers: string;
  area: string | null;
  crumbs: { name: string; href: string }[];
  models: { heading: string; links: LinkView[] };
  places: { heading: string; links: LinkView[] };
  vehicles: Vehicle[];
  total: number;
  /** The listing URL of the page's own search: where the results island goes when the visitor sorts or pages. */
  searchHref: string;
  jsonLd: string;
  say: LandingPhrases;
}

export type LandingAnswer =
  | { status: 200; headers: Record<string, string>; view: LandingView }
  | { status: 301; location: string }
  | { status: 404 | 503; headers: Record<string, string> };

function subjectOf(facts: LandingFacts): string {
  return facts.model === null ? facts.make : `${facts.make} ${facts.model}`;
}

/** The page's name as a crumb: the make, the model, or the place. */
function crumbName(key: LandingKey, facts: LandingFacts): string {
  if (key.place !== null) return facts.place?.name ?? key.place;
  return key.model !== null ? (facts.model ?? key.model) : facts.make;
}

export function landingView(
  key: LandingKey,
  facts: LandingFacts,
  vehicles: Vehicle[],
  total: number,
  site: URL,
  language: Locale = 'en',
): LandingView {
  const say = landingPhrases(language);
  const locale = localePrefix(language);
  const subject = subjectOf(facts);
  const place = facts.place?.name ?? null;
  const heading = say.heading(key.type, subject, place);
  const offers = say.offers(facts.total, facts.minPrice, facts.maxPrice);
  const trail = landingTrail(key);
  const crumbs = [
    { name: say.breadcrumbHome, href: localePath('/', language) },
    { name: say.breadcrumbType(key.type), href: `${locale}${routeForType(key.type)}` },
    ...trail.map((step, index) => ({
      name: index === 0 ? facts.make : index === trail.length - 1 ? crumbName(key, facts) : subject,
      href: landingPath(step, locale),
    })),
  ];
  const pageUrl = new URL(landingPath(key, locale), site).href;
  const count = (n: number) => say.count(n);
  return {
    type: key.type,
    heading,
    description: say.description(key.type, subject, place, offers),
    offers,
    area: place === null ? null : say.area(place, LANDING_RADIUS_KM),
    crumbs,
    models: {
      heading: say.otherModels(facts.make, place),
      links: facts.models.map((m) => ({
        name: place === null ? `${facts.make} ${m.name}` : say.inPlace(`${facts.make} ${m.name}`, place),
        href: landingPath({ ...key, model: m.slug }, locale),
        count: count(m.total),
      })),
    },
    places: {
      heading: say.nearbyPlaces(subject, place !== null),
      links: facts.places.map((p) => ({
        name: say.inPlace(subject, p.name),
        href: landingPath({ ...key, place: p.slug }, locale),
        count: count(p.total),
      })),
    },
    vehicles,
    total,
    searchHref: localePath(searchHref(landingFilters(key.type, facts.make, facts.model, facts.place)), language),
    jsonLd: jsonLdText(
      landingJsonLd({
        type: key.type,
        heading,
        subject,
        make: facts.make,
        model: facts.model,
        pageUrl,
        crumbs: crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.href, site).href })),
        total: facts.total,
        minPrice: facts.minPrice,
        maxPrice: facts.maxPrice,
        vehicles,
        listingUrl: (id) => new URL(localePath(`/vehicles/id/${id}`, language), site).href,
      }),
    ),
    say,
  };
}

/**
 * The answer for `/vehicles/{cars|scooters}/{...segments}` in a language (German under /de/). Both
 * languages' pages carry the same cache tags, so a listing's change purges both.
 */
export async function answerLanding(
  type: VehicleType,
  segments: readonly string[],
  site: URL,
  locale: Locale = 'en',
): Promise<LandingAnswer> {
  const key = parseLandingPath(type, segments);
  if (!key) return { status: 404, headers: cacheHeaders(null) };
  const canonical = landingPath(key);
  if (canonical !== `/vehicles/${TYPE_ROUTE[type]}/${segments.join('/')}`)
    return { status: 301, location: localePath(canonical, locale) };
  const result = await loadLandingPage(key, serverRpc());
  if (result.status !== 200) {
    return {
      status: result.status,
      headers:
        result.status === 503 ? { ...cacheHeaders(null), 'Retry-After': String(RETRY_AFTER) } : cacheHeaders(null),
    };
  }
  const { facts } = result;
  const tags = landingPageTags({ key, area: facts.area, places: facts.tagPlaces });
  return {
    status: 200,
    headers: cacheHeaders(tags),
    view: landingView(key, facts, result.vehicles, result.total, site, locale),
  };
}
