/** Routes of the listing pages, apart from the filter rules, so a page can link to them without shipping those. */
import { FILTER_TYPES, TYPE_ROUTE, type FilterType } from './constants.ts';

/** /vehicles/cars, /vehicles/scooters or /vehicles/all. */
export function routeForType(type: FilterType): string {
  return `/vehicles/${TYPE_ROUTE[type]}`;
}

/** The listing pages' static paths, in every language's route file: { params: { type: 'cars' }, props: { type: 'car' } }. */
export function listingTypePaths(): { params: { type: string }; props: { type: FilterType } }[] {
  return FILTER_TYPES.map((type) => ({ params: { type: TYPE_ROUTE[type] }, props: { type } }));
}
