/**
 * The words of the search's filters in the page's language (docs/i18n.md):
 * a field's label is `filter.{id}`, its "any" option `filter.{id}.any`, and
 * values from the database's closed sets (fuel, transmission, body type) are
 * translated; other values (makes, models, colours) show as stored. Pages pick
 * the strings (`pick(locale, FILTER_KEYS)`) and the filter islands read them
 * through `filterWords()`.
 */
import type { Strings } from '../../i18n';
import { fill, pluralForm } from '../../i18n/translate';
import type { FilterType } from './constants';
import type { ChoiceFilter, FilterSpec, RangeFilter } from './filterSpec';
import type { PlaceKey } from '../../islands/places/placeStrings';

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
  'filters.between',
  'filters.fromValue',
  'filters.upTo',
  'filters.lowest',
  'filters.highest',
  'filters.min',
  'filters.max',
  'filters.within',
  'filters.anyDistanceFrom',
  'filters.withinYou',
  'filters.anyDistanceFromYou',
  'filter.year.openMin',
  'filter.power.min',
  'filter.power.max',
  'filter.mileage.max',
  'filter.firstRegistration.min',
  'filter.firstRegistration.max',
  'filter.previousOwners.max.one',
  'filter.previousOwners.max.other',
  'filter.engineSize.min',
  'filter.engineSize.max',
  'filter.seats.min',
  'filter.seats.max',
  'filter.emissionsClass.note',
  'filter.licence.note',
  'filter.licence.AM',
  'filter.licence.A1',
  'filter.licence.A2',
  'filter.licence.A',
  'filter.licence.B',
  'filter.sellerType.dealer',
  'filter.sellerType.private',
  'filters.flagsNote',
  'filters.placeSuggestions',
  'color.Black',
  'color.White',
  'color.Silver',
  'color.Blue',
  'color.Red',
  'color.Grey',
  'color.Green',
  'color.Other',
  'feature.Air Conditioning',
  'feature.Navigation',
  'feature.Bluetooth',
  'feature.Apple CarPlay / Android Auto',
  'feature.Cruise Control',
  'feature.Parking Sensors',
  'feature.Reversing Camera',
  'feature.Heated Seats',
  'feature.Leather Seats',
  'feature.Sunroof',
  'feature.Tow Bar',
  'feature.Full Service History',
  'feature.ABS',
  'feature.LED Lights',
  'feature.USB Charging',
  'feature.Keyless Start',
  'feature.Top Box',
  'feature.Windscreen',
  'feature.Alarm',
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
/** The filters' words, with the place picker's (PLACE_KEYS) for the distance field: pick FILTER_PANEL_KEYS. */
export type FilterStrings = Strings<(typeof FILTER_KEYS)[number] | PlaceKey>;

export type RangeEnd = 'min' | 'max';

/** How a range's values and bounds read on chips, options and the slider; SPEC_RANGE_WORDS (filterChips.ts) in English. */
export interface RangeWords {
  /** A value as the language writes it: "€5,000", "5.000 €". */
  format: (spec: RangeFilter, value: number) => string;
  /** A slider's open end, where it has one: "€100,000+", "1980 or older". */
  open: (spec: RangeFilter, end: RangeEnd, value: number) => string | undefined;
  /** One bound: "Power from 100 PS", "Seats from 4". */
  bound: (spec: RangeFilter, end: RangeEnd, value: number) => string;
  /** Both bounds: "Power 100 PS (74 kW) – 200 PS (147 kW)". */
  between: (spec: RangeFilter, min: number, max: number) => string;
}

export interface FilterWords extends RangeWords {
  say: FilterStrings;
  /** A field's label. */
  label: (spec: FilterSpec) => string;
  /** A choice's "any" option. */
  any: (spec: ChoiceFilter) => string;
  /** A value as an option says it. */
  value: (spec: ChoiceFilter, value: string) => string;
  /** The line under a field ("Electric vehicles have no emissions class."), if it has one. */
  note: (spec: ChoiceFilter) => string | undefined;
  /** A chosen value's chip ("Licence A1"). */
  chip: (spec: ChoiceFilter, value: string) => string;
  type: (type: FilterType) => string;
}

/** The catalog family of each closed set's values: `fuel.Diesel`, `color.White`, `feature.ABS`. */
const CLOSED_SETS: Readonly<Record<string, string | undefined>> = {
  fuelType: 'fuel',
  transmission: 'transmission',
  bodyType: 'body',
  color: 'color',
  features: 'feature',
};

export function filterWords(say: FilterStrings): FilterWords {
  const words: Readonly<Record<string, string | undefined>> = say;
  const value = (spec: ChoiceFilter, chosen: string): string => {
    const family = CLOSED_SETS[spec.id];
    const closed =
      family !== undefined
        ? words[`${family}.${chosen}`]
        : spec.id === 'doors' || spec.id === 'emissionsClass'
          ? fill(say[`filter.${spec.id}.value`], { value: chosen })
          : undefined;
    return closed ?? words[`filter.${spec.id}.${chosen}`] ?? spec.valueLabel?.(chosen) ?? chosen;
  };
  return {
    say,
    label: (spec) => words[`filter.${spec.id}`] ?? spec.label,
    any: (spec) => words[`filter.${spec.id}.any`] ?? say['filters.any'],
    note: (spec) => (spec.note === undefined ? undefined : (words[`filter.${spec.id}.note`] ?? spec.note)),
    value,
    chip: (spec, chosen) =>
      spec.id === 'licence' ? fill(say['card.licence'], { licence: chosen }) : value(spec, chosen),
    type: (type) => say[`type.${type}`],
    ...rangeWords(say),
  };
}

/** A field's label as it reads inside a sentence ("Minimum price"): German nouns keep their capital. */
export function midSentence(label: string, say: FilterStrings): string {
  return say.locale === 'de' ? label : label.toLowerCase();
}

/** A label without its unit note: "Engine size (cc)" → "Engine size". */
const bare = (label: string) => label.replace(/\s*\(.*\)$/, '');

function rangeWords(say: FilterStrings): RangeWords {
  const words: Readonly<Record<string, string | undefined>> = say;
  const { locale } = say;
  const label = (spec: RangeFilter) => words[`filter.${spec.id}`] ?? spec.label;
  const format = (spec: RangeFilter, value: number) => spec.format(value, locale);
  return {
    format,
    open: (spec, end, value) => {
      const open = end === 'min' ? spec.slider?.openMin : spec.slider?.openMax;
      if (!open) return undefined;
      const phrase = words[`filter.${spec.id}.${end === 'min' ? 'openMin' : 'openMax'}`];
      return phrase === undefined ? open(value, locale) : fill(phrase, { value: format(spec, value) });
    },
    bound: (spec, end, value) => {
      const phrase =
        words[`filter.${spec.id}.${end}.${pluralForm(locale, value)}`] ?? words[`filter.${spec.id}.${end}`];
      const generic = say[end === 'min' ? 'filters.fromValue' : 'filters.upTo'];
      return fill(phrase ?? generic, { label: label(spec), value: format(spec, value) });
    },
    between: (spec, min, max) =>
      fill(say['filters.between'], { label: bare(label(spec)), min: format(spec, min), max: format(spec, max) }),
  };
}
