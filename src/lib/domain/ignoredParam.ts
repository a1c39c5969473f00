import type { Strings } from '../../i18n';
import { fill } from '../../i18n/translate';
import type { FilterType } from './constants';

/**
 * Why a value was dropped: a code and what its words need, so the note reads in
 * the page's language (src/i18n/messages/ignored.ts). `noun` is the filter's
 * English noun ("fuel type"), `filter` its id, whose label names it in German.
 */
export type IgnoredWhy =
  | {
      code:
        | 'notNumber'
        | 'flag'
        | 'unknownPlace'
        | 'placeWins'
        | 'latLngTogether'
        | 'latitude'
        | 'longitude'
        | 'placeFirst'
        | 'lookupFailed'
        | 'distanceNeedsPlace'
        | 'noSuchSort'
        | 'notPage';
    }
  | { code: 'outOfRange'; min: number; max: number }
  | { code: 'noSuchModel'; make: string }
  | { code: 'notOffered'; type: FilterType }
  | { code: 'radius'; options: readonly number[] }
  | { code: 'scopeFirst' | 'chooseOne'; filter: string; noun: string }
  | { code: 'notAValue'; filter: string; noun: string; type: FilterType | null };

/** A query value a listing page dropped, and why, for the note above the results. */
export interface IgnoredParam {
  param: string;
  value: string;
  why: IgnoredWhy;
}

/** The note's keys (src/i18n/messages/ignored.ts), for the page to pick; the island imports only its type. */
export const IGNORED_KEYS = [
  'ignored.note',
  'ignored.notNumber',
  'ignored.outOfRange',
  'ignored.flag',
  'ignored.notOffered',
  'ignored.scopeFirst',
  'ignored.notAValue',
  'ignored.notAValueOf',
  'ignored.chooseOne',
  'ignored.unknownPlace',
  'ignored.placeWins',
  'ignored.latLngTogether',
  'ignored.latitude',
  'ignored.longitude',
  'ignored.radius',
  'ignored.placeFirst',
  'ignored.lookupFailed',
  'ignored.distanceNeedsPlace',
  'ignored.noSuchSort',
  'ignored.notPage',
  'ignored.noSuchModel',
  'ignored.kind.all',
  'ignored.kind.car',
  'ignored.kind.scooter',
] as const;

type IgnoredKey = (typeof IGNORED_KEYS)[number];

/** The note's words, and the filters' labels (`filter.{id}`) that German names a filter by. */
export type IgnoredStrings = Strings<IgnoredKey> & Readonly<Partial<Record<`filter.${string}`, string>>>;

/** English names a filter by its noun ("fuel type"); German by its label ("Kraftstoff"), which the note quotes. */
function nounOf(why: { filter: string; noun: string }, say: IgnoredStrings): string {
  return say.locale === 'en' ? why.noun : (say[`filter.${why.filter}`] ?? why.noun);
}

/** Why, in the page's language: "not a make of cars". */
export function ignoredReason(why: IgnoredWhy, say: IgnoredStrings): string {
  switch (why.code) {
    case 'outOfRange':
      return fill(say['ignored.outOfRange'], { min: String(why.min), max: String(why.max) });
    case 'notOffered':
      return fill(say['ignored.notOffered'], { kind: say[`ignored.kind.${why.type}`] });
    case 'noSuchModel':
      return fill(say['ignored.noSuchModel'], { make: why.make });
    case 'radius':
      return fill(say['ignored.radius'], { options: why.options.join(', ') });
    case 'scopeFirst':
    case 'chooseOne':
      return fill(say[`ignored.${why.code}`], { noun: nounOf(why, say) });
    case 'notAValue': {
      const vars = { noun: nounOf(why, say) };
      return why.type === null
        ? fill(say['ignored.notAValue'], vars)
        : fill(say['ignored.notAValueOf'], { ...vars, kind: say[`ignored.kind.${why.type}`] });
    }
    default:
      return say[`ignored.${why.code}`];
  }
}

/** "We ignored 'model=Foo': choose a make first", in the page's language. */
export function ignoredNote({ param, value, why }: IgnoredParam, say: IgnoredStrings): string {
  return fill(say['ignored.note'], { param, value: value.slice(0, 40), reason: ignoredReason(why, say) });
}
