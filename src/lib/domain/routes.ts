/** Routes of the listing pages, apart from the filter rules, so a page can link to them without shipping those. */
import { TYPE_ROUTE, type FilterType } from './constants.ts';

/** /vehicles/cars, /vehicles/scooters or /vehicles/all. */
export function routeForType(type: FilterType): string {
  return `/vehicles/${TYPE_ROUTE[type]}`;
}
