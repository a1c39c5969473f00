/**
 * The catalogs, for server code only: pages and .astro components translate
 * with `translator(locale)` and hand islands the few strings they need with
 * `pick(locale, keys)` (docs/i18n.md). Islands never import this module: it
 * holds every language's every string.
 */
import { de } from './de.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import type { Locale } from './locale.ts';
import { countText, fill, type Vars } from './translate.ts';

export type { MessageKey, Messages } from './en.ts';

export const CATALOGS: Readonly<Record<Locale, Messages>> = { en, de };

/** A key with `.one` and `.other` forms, named without the form: 'results.count'. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

export interface Translator {
  locale: Locale;
  (key: MessageKey, vars?: Vars): string;
  /** The form of `key` for `count`; `{count}` is the count as the language writes it. */
  plural: (key: PluralKey, count: number, vars?: Vars) => string;
}

export function translator(locale: Locale): Translator {
  const catalog = CATALOGS[locale];
  const t = (key: MessageKey, vars?: Vars) => fill(catalog[key], vars);
  return Object.assign(t, {
    locale,
    plural: (key: PluralKey, count: number, vars?: Vars) => countText({ ...catalog, locale }, key, count, vars),
  });
}

/**
 * The strings an island needs, as a prop: just these keys, in the page's
 * language, with the locale for formatting. The island's props then carry a
 * few hundred bytes instead of the catalog.
 */
export type Strings<K extends MessageKey> = Pick<Messages, K> & { locale: Locale };

export function pick<const K extends MessageKey>(locale: Locale, keys: readonly K[]): Strings<K> {
  const catalog = CATALOGS[locale];
  const picked = Object.fromEntries(keys.map((key) => [key, catalog[key]])) as Pick<Messages, K>;
  return { ...picked, locale };
}
