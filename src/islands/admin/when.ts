import { INTL_TAGS, type Locale } from '../../i18n/locale';
import { perLocale } from '../../lib/domain/format';

const when = perLocale(
  (tag) => new Intl.DateTimeFormat(tag === INTL_TAGS.en ? 'en-GB' : tag, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A timestamp as moderators read it: "23 Nov 2026, 14:05" ("23.11.2026, 14:05" in German). */
export function formatWhen(iso: string, locale: Locale = 'en'): string {
  return when(locale).format(new Date(iso));
}
