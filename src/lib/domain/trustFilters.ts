/**
 * The listing filters a buyer narrows by before reading a single listing:
 * the body type (any of several: "an estate or an SUV") and three flags,
 * accident-free, a good price or better (the price rating) and a seller who
 * replies within 24 hours. Listing pages only: the home page's Advanced
 * Filters keep exactly the specification's fields.
 */
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  TYPE_LABELS,
  VEHICLE_TYPES,
  type BodyType,
  type FilterType,
  type VehicleType,
} from './constants.ts';

export const TRUST_FLAGS = ['accidentFree', 'goodPrice', 'fastReply'] as const;
export type TrustFlag = (typeof TRUST_FLAGS)[number];

/** The flags' names on their checkboxes, chips and saved searches. */
export const TRUST_FLAG_LABELS: Readonly<Record<TrustFlag, string>> = {
  accidentFree: 'Accident-free',
  goodPrice: 'Good price or better',
  fastReply: 'Replies within 24 h',
};

/** What each flag keeps, in a line under the checkboxes' group. */
export const TRUST_FLAGS_NOTE =
  'Accident-free as the seller declares it; prices rated great or good against comparable listings; sellers whose usual first reply comes within a day, over at least 3 conversations.';

export interface BodyTypeGroup {
  type: VehicleType;
  heading: string;
  bodyTypes: readonly BodyType[];
}

/**
 * The body types a listing page offers: its type's, or on the all-vehicles
 * page both types', each under its heading, since cars and scooters share
 * no shape and a buyer there may be after either.
 */
export function bodyTypeGroups(type: FilterType): BodyTypeGroup[] {
  return (type === 'all' ? VEHICLE_TYPES : [type]).map((t) => ({
    type: t,
    heading: TYPE_LABELS[t],
    bodyTypes: BODY_TYPES[t],
  }));
}

/** Whether a value is a body type the page of this type offers. */
export function isBodyTypeOf(value: string, type: FilterType): value is BodyType {
  return bodyTypeGroups(type).some((group) => (group.bodyTypes as readonly string[]).includes(value));
}

/** "Estate"; a value that is no body type stays as it is. */
export function bodyTypeLabel(value: string): string {
  return isBodyTypeOf(value, 'all') ? BODY_TYPE_LABELS[value] : value;
}

export function isTrustFlag(value: string): value is TrustFlag {
  return (TRUST_FLAGS as readonly string[]).includes(value);
}

/** "Good price or better"; a value that is no flag stays as it is. */
export function trustFlagLabel(value: string): string {
  return isTrustFlag(value) ? TRUST_FLAG_LABELS[value] : value;
}
