import { useStore } from '@nanostores/react';
import { clearedFilters, filterChips } from '../../lib/domain/filterChips';
import { ignoredNote, type IgnoredStrings } from '../../lib/domain/ignoredParam';
import { $filters, $ignored, $listingReady, applyFilters } from '../../stores/filters';
import { CloseIcon } from '../ui/icons';
import { filterWords } from '../../lib/domain/filterWords';
import { fill } from '../../i18n/translate';
import { pageWords } from '../ui/pageWords';

interface Props {
  currentYear: number;
  /** The dropped-value notes' words in the page's language (IGNORED_KEYS); the filters' are the page's shared set. */
  say: IgnoredStrings;
}

/**
 * Above the results on every width: a polite note for each value of a
 * hand-edited URL that the search dropped, and the active filters as
 * removable chips with "Clear all". Space for the chips is reserved before
 * first paint when the URL carries filters (see the listing page's head
 * script), so they shift nothing when they appear.
 */
export default function SearchFeedback({ currentYear, say: notes }: Props) {
  const say = { ...pageWords('filters', notes.locale), ...notes };
  const ready = useStore($listingReady, { ssr: 'initial' });
  const filters = useStore($filters, { ssr: 'initial' });
  const ignored = useStore($ignored, { ssr: 'initial' });
  const chips = ready ? filterChips(filters, currentYear, filterWords(say)) : [];

  return (
    <div
      className="mb-4 empty:hidden [html[data-listing-filters]_&]:block [html[data-listing-filters]_&]:min-h-9"
      data-search-feedback
    >
      {ready && ignored.length > 0 && (
        <div
          role="status"
          className="mb-3 rounded-card border-l-4 border-accent-500 bg-surface px-4 py-3 text-sm text-ink-soft shadow-card"
        >
          <ul className="space-y-1">
            {ignored.map((note) => (
              <li key={`${note.param}=${note.value}`}>{ignoredNote(note, say)}</li>
            ))}
          </ul>
        </div>
      )}
      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <ul className="contents" aria-label={say['filters.active']}>
            {chips.map((chip) => (
              <li key={chip.id}>
                <button
                  type="button"
                  aria-label={fill(say['filters.remove'], { label: chip.label })}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-brand-500"
                  onClick={() => {
                    applyFilters(chip.without);
                  }}
                >
                  {chip.label}
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-ghost min-h-9 px-3 text-sm"
            onClick={() => {
              applyFilters(clearedFilters(filters, currentYear));
            }}
          >
            {say['filters.clearAll']}
          </button>
        </div>
      )}
    </div>
  );
}
