/**
 * The page's language for code that runs outside a component: form rules
 * (zod messages), stores' toasts and the data layer's error messages. An
 * island hands its `say` strings here once (`speak(say)`, before anything is
 * checked), and those modules read their texts through `phrase()`: the page's
 * string when the island was given it, otherwise the English text the module
 * carries. A page has one language, so one registry per page is enough; on
 * the server nothing here is read while rendering (messages appear only after
 * a visitor acts).
 */
import { formatNumber } from '../lib/domain/format.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { fill, type Vars } from './translate.ts';

type Spoken = Readonly<Record<string, string>> & { locale: Locale };

let active: Spoken | null = null;

/** Use these strings (an island's `say`) for the rest of the page. */
export function speak(strings: Spoken): void {
  active = active?.locale === strings.locale ? { ...active, ...strings } : strings;
}

/** The language phrases come out in. */
export function activeLocale(): Locale {
  return active?.locale ?? DEFAULT_LOCALE;
}

/** The page's string for `key`, filled (numbers as the language writes them), or null when the page has none. */
export function spoken(key: string, vars: Vars = {}): string | null {
  const text = active?.[key];
  return text === undefined ? null : fill(text, written(vars));
}

function written(vars: Vars): Vars {
  const locale = activeLocale();
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  );
}

/**
 * A message in the page's language: `english[key]` unless the page's strings
 * have the key. Numbers in `vars` are written as the language writes them.
 */
export function phrase<T extends Readonly<Record<string, string>>>(
  english: T,
  key: keyof T & string,
  vars: Vars = {},
): string {
  return spoken(key, vars) ?? fill(english[key] ?? key, written(vars));
}
