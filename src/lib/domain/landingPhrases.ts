/**
 * Every word the landing pages and their links say, one object per language
 * of the same shape. These are phrases with grammar (a count's form, an
 * optional place), so they are functions rather than catalog strings
 * (src/i18n, docs/i18n.md); the interface makes a missing phrase a type error.
 */
import type { Locale } from '../../i18n/locale.ts';
import type { VehicleType } from './constants.ts';
import { formatNumber, formatPrice } from './format.ts';

export type { Locale } from '../../i18n/locale.ts';

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

/** German: "Gebrauchte Volkswagen Golf in Köln", "42 Angebote von 8.900 € bis 23.500 €". */
const GERMAN_CRUMBS: Record<VehicleType, string> = { car: 'Autos', scooter: 'Roller' };

const angebote = (total: number) => `${formatNumber(total, 'de')} ${total === 1 ? 'Angebot' : 'Angebote'}`;
const euro = (value: number) => formatPrice(value, 'de');

export const GERMAN: LandingPhrases = {
  heading: (type, subject, place) =>
    `Gebrauchte ${subject}${type === 'scooter' ? ' Roller' : ''}${place === null ? '' : ` in ${place}`}`,
  offers: (total, min, max) =>
    min === max ? `${angebote(total)} für ${euro(min)}` : `${angebote(total)} von ${euro(min)} bis ${euro(max)}`,
  description: (type, subject, place, offers) =>
    `${offers}: gebrauchte ${subject}${type === 'scooter' ? ' Roller' : ''}${place === null ? '' : ` in und um ${place}`} von privat und vom Händler auf Wheelhouse.`,
  area: (place, radiusKm) => `Anzeigen in ${place} und im Umkreis von ${String(radiusKm)} km.`,
  otherModels: (make, place) => `Weitere ${make}-Modelle${place === null ? '' : ` in ${place}`}`,
  nearbyPlaces: (subject, hasPlace) => (hasPlace ? `${subject} in der Nähe` : `${subject} nach Stadt`),
  count: angebote,
  inPlace: (subject, place) => `${subject} in ${place}`,
  breadcrumbHome: 'Startseite',
  breadcrumbType: (type) => GERMAN_CRUMBS[type],
  breadcrumbsLabel: 'Brotkrümelnavigation',
  resultsLabel: (subject) => `${subject} kaufen`,
  refine: 'Suche verfeinern',
  popularHeading: 'Beliebte Suchen',
  popularMakes: 'Marken',
  popularModels: 'Modelle',
  popularPlaces: 'Städte',
  itemListName: (heading) => heading,
};

const PHRASES: Record<Locale, LandingPhrases> = { en: ENGLISH, de: GERMAN };

export function landingPhrases(locale: Locale = 'en'): LandingPhrases {
  return PHRASES[locale];
}
