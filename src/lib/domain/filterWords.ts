/**
 * The words of the search's filters in the page's language (docs/i18n.md):
 * a field's label is `filter.{id}`, its "any" option `filter.{id}.any`, and
 * values from the database's closed sets (fuel, transmission, body type) are
 * translated; other values (makes, models, colours) show as stored. Pages pick
 * the strings (`pick(locale, FILTER_KEYS)`) and the filter islands read them
 * through `filterWords()`.
 */
import type { Strings } from '../../i18n';
import { fill } from '../../i18n/translate';
import type { FilterType } from './constants';
import type { ChoiceFilter, FilterSpec } from './filterSpec';

export const FILTER_KEYS = [
  'filter.searchTerm',
  'filter.near',
  'filter.type',
  'filter.bodyType',
  'filter.make',
  'filter.model',
  'filter.price',
  'filter.year',
  'filter.fuelType',
  'filter.transmission',
  'filter.power',
  'filter.mileage',
  'filter.firstRegistration',
  'filter.previousOwners',
  'filter.engineSize',
  'filter.color',
  'filter.emissionsClass',
  'filter.doors',
  'filter.seats',
  'filter.licence',
  'filter.features',
  'filter.sellerType',
  'filter.withPhotos',
  'filter.accidentFree',
  'filter.goodPrice',
  'filter.fastReply',
  'filter.make.any',
  'filter.model.any',
  'filter.fuelType.any',
  'filter.transmission.any',
  'filter.color.any',
  'filter.emissionsClass.any',
  'filter.licence.any',
  'filter.sellerType.any',
  'filter.doors.value',
  'filter.emissionsClass.value',
  'filters.heading',
  'filters.advanced',
  'filters.close',
  'filters.show',
  'filters.showCount.one',
  'filters.showCount.other',
  'filters.reset',
  'filters.cancel',
  'filters.countsUnavailable',
  'filters.match.one',
  'filters.match.other',
  'filters.any',
  'filters.chooseMakeFirst',
  'filters.active',
  'filters.remove',
  'filters.clearAll',
  'filters.onlyShow',
  'filters.apply',
  'filters.near',
  'filters.from',
  'filters.to',
  'filters.location',
  'filters.placeholder',
  'filters.pickPlace',
  'filters.placeFirst',
  'filters.useLocation',
  'filters.locating',
  'filters.radius',
  'filters.anyDistance',
  'type.all',
  'type.car',
  'type.scooter',
  'fuel.Petrol',
  'fuel.Diesel',
  'fuel.Electric',
  'fuel.Hybrid',
  'fuel.Plug-in Hybrid',
  'transmission.Automatic',
  'transmission.Manual',
  'transmission.Semi-Automatic',
  'transmission.CVT',
  'card.licence',
  'results.outside.one',
  'results.outside.other',
  'results.showAll',
  'body.hatchback',
  'body.saloon',
  'body.estate',
  'body.suv',
  'body.coupe',
  'body.convertible',
  'body.mpv',
  'body.pickup',
  'body.van',
  'body.step-through',
  'body.high-wheel',
  'body.sport',
  'body.maxi',
  'body.three-wheel',
  'body.electric-moped',
] as const;
export type FilterStrings = Strings<(typeof FILTER_KEYS)[number]>;

export interface FilterWords {
  say: FilterStrings;
  /** A field's label. */
  label: (spec: FilterSpec) => string;
  /** A choice's "any" option. */
  any: (spec: ChoiceFilter) => string;
  /** A value as an option says it. */
  value: (spec: ChoiceFilter, value: string) => string;
  /** A chosen value's chip ("Licence A1"). */
  chip: (spec: ChoiceFilter, value: string) => string;
  type: (type: FilterType) => string;
}

export function filterWords(say: FilterStrings): FilterWords {
  const words: Readonly<Record<string, string | undefined>> = say;
  const value = (spec: ChoiceFilter, chosen: string): string => {
    const closed =
      spec.id === 'fuelType'
        ? words[`fuel.${chosen}`]
        : spec.id === 'transmission'
          ? words[`transmission.${chosen}`]
          : spec.id === 'bodyType'
            ? words[`body.${chosen}`]
            : spec.id === 'doors' || spec.id === 'emissionsClass'
              ? fill(say[`filter.${spec.id}.value`], { value: chosen })
              : undefined;
    return closed ?? spec.valueLabel?.(chosen) ?? chosen;
  };
  return {
    say,
    label: (spec) => words[`filter.${spec.id}`] ?? spec.label,
    any: (spec) => words[`filter.${spec.id}.any`] ?? say['filters.any'],
    value,
    chip: (spec, chosen) =>
      spec.id === 'licence' ? fill(say['card.licence'], { licence: chosen }) : value(spec, chosen),
    type: (type) => say[`type.${type}`],
  };
}
