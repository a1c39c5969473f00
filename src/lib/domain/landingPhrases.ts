/**
 * Every word the landing pages and their links say, in one place per
 * language. English is the only language yet; a German catalogue adds a
 * second object of the same shape and an entry in PHRASES, and the pages
 * pick one by locale without changing.
 */
import type { VehicleType } from './constants.ts';
import { formatNumber, formatPrice } from './format.ts';

export type Locale = 'en';

export interface LandingPhrases {
  /** "Used Volkswagen Golf in Köln": the H1 and the title. */
  heading: (type: VehicleType, subject: string, place: string | null) => string;
  /** "42 offers from €8,900 to €23,500", "1 offer at €8,900". */
  offers: (total: number, min: number, max: number) => string;
  /** The lead and the meta description. */
  description: (type: VehicleType, subject: string, place: string | null, offers: string) => string;
  /** "within 10 km of Köln": what a place page covers. */
  area: (place: string, radiusKm: number) => string;
  otherModels: (make: string, place: string | null) => string;
  nearbyPlaces: (subject: string, hasPlace: boolean) => string;
  /** A link's count: "12 offers". */
  count: (total: number) => string;
  /** "Volkswagen Golf in Köln" as a link. */
  inPlace: (subject: string, place: string) => string;
  breadcrumbHome: string;
  breadcrumbType: (type: VehicleType) => string;
  breadcrumbsLabel: string;
  resultsLabel: (subject: string) => string;
  refine: string;
  popularHeading: string;
  popularMakes: string;
  popularModels: string;
  popularPlaces: string;
  itemListName: (heading: string) => string;
}

const TYPE_NOUNS: Record<VehicleType, { plural: string; crumb: string }> = {
  car: { plural: 'cars', crumb: 'Cars' },
  scooter: { plural: 'scooters', crumb: 'Scooters' },
};

const offerCount = (total: number) => `${formatNumber(total)} ${total === 1 ? 'offer' : 'offers'}`;

export const ENGLISH: LandingPhrases = {
  heading: (type, subject, place) =>
    `Used ${subject}${type === 'scooter' ? ' scooters' : ''}${place === null ? '' : ` in ${place}`}`,
  offers: (total, min, max) =>
    min === max
      ? `${offerCount(total)} at ${formatPrice(min)}`
      : `${offerCount(total)} from ${formatPrice(min)} to ${formatPrice(max)}`,
  description: (type, subject, place, offers) =>
    `${offers}: used ${subject} ${TYPE_NOUNS[type].plural}${place === null ? '' : ` in and around ${place}`} from private sellers and dealers on Wheelhouse.`,
  area: (place, radiusKm) => `Listings in ${place} and within ${String(radiusKm)} km.`,
  otherModels: (make, place) => `Other ${make} models${place === null ? '' : ` in ${place}`}`,
  nearbyPlaces: (subject, hasPlace) => (hasPlace ? `${subject} nearby` : `${subject} by city`),
  count: offerCount,
  inPlace: (subject, place) => `${subject} in ${place}`,
  breadcrumbHome: 'Home',
  breadcrumbType: (type) => TYPE_NOUNS[type].crumb,
  breadcrumbsLabel: 'Breadcrumb',
  resultsLabel: (subject) => `${subject} for sale`,
  refine: 'Refine this search',
  popularHeading: 'Popular searches',
  popularMakes: 'Makes',
  popularModels: 'Models',
  popularPlaces: 'Cities',
  itemListName: (heading) => heading,
};

const PHRASES: Record<Locale, LandingPhrases> = { en: ENGLISH };

export function landingPhrases(locale: Locale = 'en'): LandingPhrases {
  return PHRASES[locale];
}
