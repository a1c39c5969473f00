/**
 * Product-wide texts and navigation, fixed by the specification. Pages show
 * them through the catalogs (src/i18n, whose English must equal these: a
 * test checks it); the navigation names catalog keys.
 */
import type { MessageKey } from '../../i18n/en.ts';

export const SITE_NAME = 'Wheelhouse';
export const SITE_TAGLINE = 'Your trusted marketplace for buying and selling cars and scooters.';
export const HERO_TITLE = 'Find Your Perfect Vehicle';
export const HERO_SUBTEXT = 'Browse thousands of cars and scooters from trusted sellers across the country.';
export const SEARCH_PLACEHOLDER = 'Search makes, models, or keywords...';
export const NOT_FOUND_TEXT = "Oops! The page you're looking for is not in our garage.";
export const EMPTY_RESULTS_TEXT = 'No vehicles found matching your criteria.';
export const IMAGE_FAILED_TEXT = 'Image not available';
/** A listing card's picture frame when the seller has not added photos (issue 27). */
export const NO_PHOTOS_TEXT = 'No photos yet';
/** What the detail page says over the demo data's drawings. */
export const ILLUSTRATION_TEXT = 'Illustration, not a photo of this vehicle';

export interface NavLink {
  /** The link's text in the catalogs. */
  key: MessageKey;
  /** The English path; other languages' pages link to it through localePath(). */
  href: string;
}

export const MAIN_NAV: readonly NavLink[] = [
  { key: 'nav.cars', href: '/vehicles/cars' },
  { key: 'nav.scooters', href: '/vehicles/scooters' },
  { key: 'nav.about', href: '/about' },
  { key: 'nav.search', href: '/vehicles/all' },
];

export const FOOTER_GROUPS: readonly { title: MessageKey; links: readonly NavLink[] }[] = [
  {
    title: 'footer.explore',
    links: [
      { key: 'nav.cars', href: '/vehicles/cars' },
      { key: 'nav.scooters', href: '/vehicles/scooters' },
      { key: 'nav.allVehicles', href: '/vehicles/all' },
      { key: 'nav.sell', href: '/sell' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { key: 'nav.about', href: '/about' },
      { key: 'nav.contact', href: '/contact' },
      { key: 'nav.careers', href: '/careers' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { key: 'nav.terms', href: '/terms' },
      { key: 'nav.privacy', href: '/privacy' },
      { key: 'nav.cookies', href: '/cookies' },
    ],
  },
];
