/** Product-wide texts and navigation, fixed by the specification. */

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
  label: string;
  href: string;
}

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Cars', href: '/vehicles/cars' },
  { label: 'Scooters', href: '/vehicles/scooters' },
  { label: 'About Us', href: '/about' },
  { label: 'Search', href: '/vehicles/all' },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Cars', href: '/vehicles/cars' },
      { label: 'Scooters', href: '/vehicles/scooters' },
      { label: 'All vehicles', href: '/vehicles/all' },
      { label: 'Sell your vehicle', href: '/sell' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Careers', href: '/careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
];
