/** The detail page's specification table: label and value pairs, as the page shows them. */
import { BODY_TYPE_LABELS } from './constants';
import { formatEngineSize, formatMileage, formatNumber, onFirstUse } from './format';
import type { Vehicle } from './vehicle';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const monthFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }));

/** "—" stands for what the seller did not state. */
export function listingSpecs(v: Vehicle): [string, string][] {
  return [
    ['Make', v.make],
    ['Model', v.model],
    ['Year', String(v.year)],
    ['Mileage', formatMileage(v.mileage)],
    ['Fuel', v.fuelType],
    ['Transmission', v.transmission],
    ['Power', v.power === null ? '—' : `${formatNumber(v.power)} hp`],
    ['Engine size', formatEngineSize(v.engineSize) ?? '—'],
    ['Color', v.color],
    ['Type', v.type === 'car' ? 'Car' : 'Scooter'],
    ['Body type', v.bodyType ? BODY_TYPE_LABELS[v.bodyType] : '—'],
    ['Listed', dateFormat().format(new Date(v.createdAt))],
  ];
}

/** "Member since March 2021" on the seller card. */
export function memberSinceText(memberSince: string): string {
  return `Member since ${monthFormat().format(new Date(memberSince))}`;
}
