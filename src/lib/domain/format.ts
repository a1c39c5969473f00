/**
 * Display formats in the visitor's language (docs/i18n.md): euros without
 * cents, numbers, kilometres, engine sizes, dates and distances, all through
 * Intl. Every function takes the locale last and defaults to English, so a
 * caller that has none yet formats as before.
 */
import { INTL_TAGS, type Locale } from '../../i18n/locale.ts';

/**
 * A formatter built when first used instead of when its module is imported.
 * The page's first Intl date formatter loads the browser's locale and
 * time-zone data: 17 ms on a fast desktop (four times that on a phone), paid
 * by every page importing a module that only might format a date
 * (docs/PERFORMANCE.md, "What the first screen waits for").
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One formatter per language, each built when first used. */
export function perLocale<T>(make: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(INTL_TAGS[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const euro = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const integer = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const kilometres = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
);
const kilometresShort = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }),
);
const longDate = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const monthYear = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** €8,900 in English, 8.900 € in German. */
export function formatPrice(value: number, locale: Locale = 'en'): string {
  return euro(locale).format(value);
}

/** 45,000 km / 45.000 km. */
export function formatMileage(km: number, locale: Locale = 'en'): string {
  return `${integer(locale).format(km)} km`;
}

export function formatNumber(value: number, locale: Locale = 'en'): string {
  return integer(locale).format(value);
}

export function formatEngineSize(cc: number | null, locale: Locale = 'en'): string | null {
  return cc === null ? null : `${integer(locale).format(cc)} cc`;
}

/** A distance: "3.5 km" / "3,5 km" under 10 km, whole kilometres from 10. */
export function formatKilometres(km: number, locale: Locale = 'en'): string {
  return (km < 10 ? kilometresShort(locale) : kilometres(locale)).format(km);
}

/** "3 March 2026" / "3. März 2026" (a date or an ISO timestamp, read in UTC). */
export function formatDate(value: Date | string | number, locale: Locale = 'en'): string {
  return longDate(locale).format(new Date(value));
}

/** "March 2026" / "März 2026". */
export function formatMonth(value: Date | string | number, locale: Locale = 'en'): string {
  return monthYear(locale).format(new Date(value));
}

/** "1 listing", "5 listings" (English only: translated pages use countText, src/i18n/translate.ts). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
