/** Where a page's Markdown copy is in a language: the English entry's id, or the same name under de/. */
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

export function contentId(id: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? id : `${locale}/${id}`;
}
