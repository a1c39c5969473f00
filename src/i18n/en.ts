/**
 * The English messages: the source of every key (docs/i18n.md). Other
 * languages are typed against this object, so a key missing there is a type
 * error (and `catalogs.test.ts` fails on an empty one). Texts fixed by the
 * specification are written here exactly as it has them.
 *
 * Keys are `area.name`; a count has `.one` and `.other` forms; `{name}` is a
 * placeholder filled by `fill()` (src/i18n/translate.ts).
 */
import { ACCOUNT_EN } from './messages/account.ts';
import { ACCOUNT_TOASTS_EN } from './messages/accountToasts.ts';
import { DASHBOARD_EN, SELLING_EN } from './messages/selling.ts';
import { VEHICLE_TERMS_EN } from './messages/vehicleTerms.ts';
import { DB_ERRORS_EN } from './messages/dbErrors.ts';
import { VALIDATION_EN } from './messages/validation.ts';

export const en = {
  // Shared layout
  'layout.skipToContent': 'Skip to content',
  'layout.skipToResults': 'Skip to results',
  'layout.mainNav': 'Main',
  'layout.mobileNav': 'Mobile',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.tagline': 'Your trusted marketplace for buying and selling cars and scooters.',
  'layout.rights': 'All rights reserved.',
  'layout.language': 'Language',
  'layout.switchTo': 'Deutsch',
  'layout.switchToLabel': 'Deutsch: diese Seite auf Deutsch',
  'nav.cars': 'Cars',
  'nav.scooters': 'Scooters',
  'nav.about': 'About Us',
  'nav.search': 'Search',
  'nav.allVehicles': 'All vehicles',
  'nav.sell': 'Sell your vehicle',
  'nav.contact': 'Contact',
  'nav.careers': 'Careers',
  'nav.terms': 'Terms of Service',
  'nav.privacy': 'Privacy Policy',
  'nav.cookies': 'Cookie Policy',
  'footer.explore': 'Explore',
  'footer.company': 'Company',
  'footer.legal': 'Legal',

  // Pages with nothing to show
  'problem.home': 'Return to Home',
  'problem.notFoundTitle': 'Page not found',
  'problem.notFound': "Oops! The page you're looking for is not in our garage.",
  'problem.notFoundHint': 'The link may be broken, or the listing may have been sold and removed.',
  'problem.tryAgain': 'Try again',
  'problem.retryIn': 'Our listings are briefly out of reach. Please try again in {seconds} seconds.',
  'problem.retryShort': 'Please try again shortly.',
  'problem.listingsUnavailableTitle': 'Listings temporarily unavailable',
  'problem.listingsUnavailable': "We can't load these listings right now",
  'problem.listingUnavailableTitle': 'Listing temporarily unavailable',
  'problem.listingUnavailable': "We can't load this listing right now",
  'problem.goneTitle': 'Listing no longer available',
  'problem.goneDescription': 'This listing was removed.',
  'problem.gone': 'This listing is no longer available',
  'problem.goneHint': 'The seller removed it or it was taken down. Similar vehicles may still be for sale.',
  'problem.pausedTitle': 'Listing paused',
  'problem.pausedDescription': 'This listing is not available right now.',
  'problem.browseAll': 'Browse all vehicles',

  // Home page
  'home.title': 'Find Your Perfect Vehicle',
  'home.subtext': 'Browse thousands of cars and scooters from trusted sellers across the country.',
  'home.featured': 'Featured Listings',
  'home.featuredLabel': 'Featured listings',
  'home.featuredLead': 'The newest vehicles on Wheelhouse.',
  'home.viewAll': 'View All',
  'home.categories': 'Browse By Category',
  'home.carsTile': 'Hatchbacks, estates, SUVs and electric cars',
  'home.scootersTile': 'Classic, commuter and electric scooters',
  'home.why': 'Why buy and sell here',
  'home.dealersTitle': 'Dealers you can recognise',
  'home.dealersText':
    'Professional sellers carry a dealer badge on every listing, so you always know who you are buying from.',
  'home.talkTitle': 'Talk to sellers here',
  'home.talkText':
    'Ask questions and arrange viewings in your messages, without handing out your number before you are ready.',
  'home.clearTitle': 'Clear, complete listings',
  'home.clearText':
    'Price, year, mileage, fuel, transmission and equipment on every listing, all searchable and filterable.',
  'home.sellTitle': 'Ready to sell your vehicle?',
  'home.sellText': 'List your car or scooter in minutes, add photos, and answer buyers in your messages.',
  'home.sellAction': 'Start Selling Now',
  'category.listings.one': '{count} listing',
  'category.listings.other': '{count} listings',

  // Listing pages
  'listing.titleAll': 'All vehicles',
  'listing.titleCar': 'Cars',
  'listing.titleScooter': 'Scooters',
  'listing.forSale': '{title} for sale',
  'listing.leadAll': 'Every car and scooter for sale, newest first. Narrow it down with search and filters.',
  'listing.leadCar': 'Used cars from private sellers and dealers: hatchbacks, estates, SUVs and electric cars.',
  'listing.leadScooter': 'Used scooters for the city and beyond, from classic Vespas to electric commuters.',

  // The search box
  'search.label': 'Search vehicles',
  'search.placeholder': 'Search makes, models, or keywords...',
  'search.submit': 'Search',

  // Results
  'results.count.one': '{count} vehicle',
  'results.count.other': '{count} vehicles',
  'results.outdated': '· this list may be out of date',
  'results.sortBy': 'Sort by',
  'results.loadFailed': 'We could not load the listings.',
  'results.empty': 'No vehicles found matching your criteria.',
  'results.emptyHint': 'Try fewer filters or a different search term.',
  'results.clear': 'Clear search and filters',
  'results.updating': 'Updating results…',
  'results.label': 'Search results',
  'results.outside.one': '{count} more vehicle outside the default price and year range —',
  'results.outside.other': '{count} more vehicles outside the default price and year range —',
  'results.showAll': 'show all',
  'sort.newest': 'Newest first',
  'sort.price-asc': 'Price: low to high',
  'sort.price-desc': 'Price: high to low',
  'sort.mileage-asc': 'Mileage: lowest first',
  'sort.year-desc': 'Year: newest first',
  'sort.distance': 'Distance: nearest first',
  'pages.label': 'Pages',
  'pages.previous': 'Previous',
  'pages.next': 'Next',
  'pages.page': 'Page {page}',
  'pages.status': 'Page {page} of {pages} · {perPage} per page',

  // A listing card
  'card.imageFailed': 'Image not available',
  'card.noPhotos': 'No photos yet',
  'card.dealer': 'Dealer',
  'card.keyFacts': 'Key facts',
  'card.reducedBy': 'Reduced by {amount}',
  'card.licence': 'Licence {licence}',
  'card.licenceCheck': 'Licence: check',
  'card.licenceCheckHint': 'Engine size or power missing or at a limit: check the licence you need',

  // Closed sets of the vehicles table, as buyers read them
  'fuel.Petrol': 'Petrol',
  'fuel.Diesel': 'Diesel',
  'fuel.Electric': 'Electric',
  'fuel.Hybrid': 'Hybrid',
  'fuel.Plug-in Hybrid': 'Plug-in Hybrid',
  'transmission.Automatic': 'Automatic',
  'transmission.Manual': 'Manual',
  'transmission.Semi-Automatic': 'Semi-Automatic',
  'transmission.CVT': 'CVT',

  // Form rules and the database's refusals (src/i18n/messages)
  ...VALIDATION_EN,
  ...DB_ERRORS_EN,
  ...ACCOUNT_EN,
  ...ACCOUNT_TOASTS_EN,
  ...SELLING_EN,
  ...DASHBOARD_EN,
  ...VEHICLE_TERMS_EN,
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
/** A catalog: every key, each a string. */
export type Messages = Record<MessageKey, string>;
