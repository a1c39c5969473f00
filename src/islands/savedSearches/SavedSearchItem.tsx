import type { SavedSearch } from '../../lib/data/savedSearches';
import { newMatchesText, savedSearchFilters, savedSearchHref, searchSummary } from '../../lib/domain/savedSearch';
import { openSavedSearch } from '../../stores/savedSearches';
import DigestSwitch from './DigestSwitch';
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import { formatDate } from '../../lib/domain/format';
import { useSay } from '../ui/say';
import type { SavedSearchStrings } from './savedSearchStrings';

interface Props {
  search: SavedSearch;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its name, the search in words, new matches, when it was saved; Open and Delete. */
export default function SavedSearchItem({ search, onDelete }: Props) {
  const say = useSay<SavedSearchStrings>();
  const fresh = newMatchesText(search.new_match_count, say);
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink">
          {search.name}
          {fresh && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{fresh}</span>
          )}
        </h3>
        <p className="mt-1 text-sm wrap-anywhere text-ink-soft">
          {searchSummary(savedSearchFilters(search.type, search.query, undefined, search.near_label))}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          {fill(say['saved.savedOn'], { date: formatDate(search.created_at, say.locale) })}
        </p>
        <DigestSwitch search={search} />
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={localePath(savedSearchHref(search.type, search.query), say.locale)}
          className="btn btn-primary"
          aria-label={fill(say['saved.openLabel'], { name: search.name })}
          onClick={(event) => {
            event.preventDefault();
            void openSavedSearch(search);
          }}
        >
          {say['saved.open']}
        </a>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={fill(say['saved.deleteLabel'], { name: search.name })}
          onClick={() => {
            onDelete(search);
          }}
        >
          {say['saved.delete']}
        </button>
      </div>
    </li>
  );
}
