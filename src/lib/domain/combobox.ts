/**
 * The keyboard and announcement rules of an autocomplete (WAI-ARIA 1.2
 * combobox with a listbox popup): which option is active after a key, and
 * what a screen reader hears when the suggestions change.
 */
import type { Strings } from '../../i18n';
import { countText, fill } from '../../i18n/translate';

/** The active option after a navigation key; -1 is "none" (focus stays in the input). Arrows wrap. */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return active;
  }
}

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The suggestions' words (PLACES_EN, src/i18n/messages/places.ts). */
export type SuggestionStrings = Strings<
  'place.searching' | 'place.failed' | 'place.noMatch' | 'place.found.one' | 'place.found.other'
>;

/** The polite live-region text for the suggestions' state. */
export function suggestionsAnnouncement(
  status: SuggestionStatus,
  count: number,
  query: string,
  say: SuggestionStrings,
): string {
  switch (status) {
    case 'idle':
      return '';
    case 'loading':
      return say['place.searching'];
    case 'error':
      return say['place.failed'];
    case 'ready':
      if (count === 0) return noPlaceMatches(query, say);
      return countText(say, 'place.found', count);
  }
}

export const noPlaceMatches = (query: string, say: SuggestionStrings): string =>
  fill(say['place.noMatch'], { query: query.trim().slice(0, 60) });
