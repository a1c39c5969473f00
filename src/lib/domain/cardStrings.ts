/**
 * The strings a listing card says (docs/i18n.md): pages pick them on the
 * server (`pick(locale, CARD_KEYS)`) and hand them to the card, whether Astro
 * renders it or an island does.
 */
import type { Strings } from '../../i18n';
import type { PriceRating } from './priceRating';
import { formatKilometres } from './format';
import { fill } from '../../i18n/translate';

export const RATING_KEYS = ['rating.great', 'rating.good', 'rating.fair', 'rating.high'] as const;
export type RatingStrings = Strings<(typeof RATING_KEYS)[number]>;

/** The favorite and compare buttons on a card and on the detail page. */
export const TOGGLE_KEYS = ['card.compare', 'card.compareLabel', 'card.save', 'card.unsave'] as const;
export type ToggleStrings = Strings<(typeof TOGGLE_KEYS)[number]>;

export const CARD_KEYS = [
  'card.imageFailed',
  'card.noPhotos',
  'card.dealer',
  'card.keyFacts',
  'card.reducedBy',
  'card.licence',
  'card.licenceCheck',
  'card.licenceCheckHint',
  'card.away',
  'card.under1km',
  ...TOGGLE_KEYS,
  'fuel.Petrol',
  'fuel.Diesel',
  'fuel.Electric',
  'fuel.Hybrid',
  'fuel.Plug-in Hybrid',
  'transmission.Automatic',
  'transmission.Manual',
  'transmission.Semi-Automatic',
  'transmission.CVT',
  ...RATING_KEYS,
] as const;
export type CardStrings = Strings<(typeof CARD_KEYS)[number]>;

/** The detail page's specification and facts tables (listingSpecs.ts, vehicleFacts.ts), cards' words included. */
export const SPEC_KEYS = [
  'spec.make',
  'spec.model',
  'spec.year',
  'spec.mileage',
  'spec.fuel',
  'spec.transmission',
  'spec.power',
  'spec.powerValue',
  'spec.engineSize',
  'spec.color',
  'spec.type',
  'spec.car',
  'spec.scooter',
  'spec.bodyType',
  'spec.listed',
  'spec.memberSince',
  'fact.firstRegistration',
  'fact.previousOwners',
  'fact.none',
  'fact.nextInspection',
  'fact.accidentFree',
  'fact.yes',
  'fact.no',
  'fact.consumption',
  'fact.electricRange',
  'fact.emissions',
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
  ...CARD_KEYS,
] as const;
export type SpecStrings = Strings<(typeof SPEC_KEYS)[number]>;

export function ratingLabel(say: RatingStrings, rating: PriceRating): string {
  return say[`rating.${rating}`];
}

/** A fuel or transmission as the language says it; a value the catalog does not know shows as stored. */
export function fuelLabel(say: CardStrings, fuel: string): string {
  return (say as Partial<Record<string, string>>)[`fuel.${fuel}`] ?? fuel;
}

export function transmissionLabel(say: CardStrings, transmission: string): string {
  return (say as Partial<Record<string, string>>)[`transmission.${transmission}`] ?? transmission;
}

/** A colour as the language says it ("Schwarz"); the stored value where the catalog has none. */
export function colorLabel(say: SpecStrings, color: string): string {
  return (say as Partial<Record<string, string>>)[`color.${color}`] ?? color;
}

/** A listed feature as the language says it ("Sitzheizung"); as stored where the catalog has none. */
export function featureLabel(say: SpecStrings, feature: string): string {
  return (say as Partial<Record<string, string>>)[`feature.${feature}`] ?? feature;
}

/** "12 km away" / "12 km entfernt" for a card's distance from the searched place. */
export function awayLabel(say: CardStrings, km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return say['card.under1km'];
  return fill(say['card.away'], { distance: formatKilometres(Math.round(km), say.locale) });
}
