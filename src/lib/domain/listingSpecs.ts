/** The detail page's specification table: label and value pairs, as the page shows them. */
import { colorLabel, fuelLabel, transmissionLabel } from './cardStrings';
import { fill } from '../../i18n/translate';
import type { SpecStrings } from './cardStrings';
import { formatDate, formatEngineSize, formatMileage, formatMonth, formatNumber } from './format';
import type { Vehicle } from './vehicle';

/** "—" stands for what the seller did not state. Labels and values in the strings' language. */
export function listingSpecs(v: Vehicle, say: SpecStrings): [string, string][] {
  const { locale } = say;
  return [
    [say['spec.make'], v.make],
    [say['spec.model'], v.model],
    [say['spec.year'], String(v.year)],
    [say['spec.mileage'], formatMileage(v.mileage, locale)],
    [say['spec.fuel'], fuelLabel(say, v.fuelType)],
    [say['spec.transmission'], transmissionLabel(say, v.transmission)],
    [say['spec.power'], v.power === null ? '—' : fill(say['spec.powerValue'], { hp: formatNumber(v.power, locale) })],
    [say['spec.engineSize'], formatEngineSize(v.engineSize, locale) ?? '—'],
    [say['spec.color'], colorLabel(say, v.color)],
    [say['spec.type'], v.type === 'car' ? say['spec.car'] : say['spec.scooter']],
    [say['spec.bodyType'], v.bodyType ? say[`body.${v.bodyType}`] : '—'],
    [say['spec.listed'], formatDate(v.createdAt, locale)],
  ];
}

/** "Member since March 2021" on the seller card. */
export function memberSinceText(memberSince: string, say: SpecStrings): string {
  return fill(say['spec.memberSince'], { month: formatMonth(memberSince, say.locale) });
}
