/**
 * The keyboard and announcement rules of an autocomplete (WAI-ARIA 1.2
 * combobox with a listbox popup): which option is active after a key, and
 * what a screen reader hears when the suggestions change.
 */

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

export const SUGGESTIONS_FAILED = 'Places could not be loaded. Check your connection and type again.';

/** The polite live-region text for the suggestions' state. */
export function suggestionsAnnouncement(status: SuggestionStatus, count: number, query: string): string {
  switch (status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching places…';
    case 'error':
      return SUGGESTIONS_FAILED;
    case 'ready':
      if (count === 0) return noPlaceMatches(query);
      return `${String(count)} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose.`;
  }
}

export const noPlaceMatches = (query: string): string =>
  `No town or postcode in Germany matches “${query.trim().slice(0, 60)}”.`;
