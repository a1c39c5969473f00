/**
 * The site's languages and their URLs (docs/i18n.md): English at today's
 * paths, German under /de/. No catalog here, so islands and the layout's
 * script may import it for nothing more than a few bytes.
 */

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats with: English as Ireland writes euros (€8,900), German as Germany (8.900 €). */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-IE', de: 'de-DE' };

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Astro.currentLocale (or any string) as a locale; the default for anything else. */
export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** What a path starts with in a language: '' for English, '/de' for German. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language a path is in and the path without its language prefix ('/de/vehicles/cars' → de, '/vehicles/cars'). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  const locale = match?.[1];
  if (locale === undefined || !isLocale(locale) || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path };
  return { locale, path: match?.[2] || '/' };
}

/**
 * A site path in a language: '/vehicles/cars' → '/de/vehicles/cars', '/' → '/de/'.
 * A path already in a language is moved to the other, so it is safe on any site path.
 */
export function localePath(path: string, locale: Locale): string {
  const bare = splitLocale(path).path;
  const prefix = localePrefix(locale);
  if (prefix === '') return bare;
  return bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}

/**
 * The pages that exist in every language, by their English path: the home
 * page and the buyer's pages (listings, details, landing pages). Other pages
 * are English only until they are translated: add their path here when their
 * German route exists (docs/i18n.md).
 */
const TRANSLATED = [
  /^\/$/,
  /^\/vehicles(\/|$)/,
  // The account and seller areas
  /^\/(auth|profile|favorites|sell)\/?$/,
  /^\/seller-dashboard(\/|\/listings\/?|\/listings\/edit\/?|\/import\/?)?$/,
  // The buyer's inbox, compare, seller pages and the digest's unsubscribe page
  /^\/(messages|compare|saved-searches\/unsubscribe)\/?$/,
  /^\/sellers\/[^/]+\/?$/,
  // The site's own pages and the moderators' page
  /^\/(about|contact|careers|cookies|privacy|terms|admin)\/?$/,
];

export function isTranslated(path: string): boolean {
  const bare = splitLocale(path).path;
  return TRANSLATED.some((pattern) => pattern.test(bare));
}

/** Where a link to an English path goes on a page in `locale`: its translation, or the English page while it has none. */
export function pageHref(path: string, locale: Locale): string {
  return isTranslated(path) ? localePath(path, locale) : path;
}
