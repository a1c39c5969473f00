/**
 * Filling a message's placeholders, the one piece of the catalogs' logic
 * islands need: they receive their strings as props (docs/i18n.md) and fill
 * them here, without importing a catalog.
 */
import { formatNumber } from '../lib/domain/format.ts';
import { INTL_TAGS, type Locale } from './locale.ts';

export type Vars = Readonly<Record<string, string | number>>;

/** "{count} vehicles" with { count: '1,234' } → "1,234 vehicles". A placeholder without a value stays as written. */
export function fill(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form a count takes in a language: 'one' for 1 in English and German, 'other' otherwise. */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/**
 * "{count} vehicles" in the form the count takes: the strings hold `base.one`
 * and `base.other`, `{count}` is the count as the language writes it (1,234 or 1.234).
 */
export function countText<B extends string>(
  say: Readonly<Record<`${B}.one` | `${B}.other`, string>> & { locale: Locale },
  base: B,
  count: number,
  vars: Vars = {},
): string {
  const forms: Readonly<Record<string, string>> = say;
  const text = forms[`${base}.${pluralForm(say.locale, count)}`] ?? '';
  return fill(text, { count: formatNumber(count, say.locale), ...vars });
}
