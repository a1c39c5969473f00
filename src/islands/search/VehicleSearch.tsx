import { useState } from 'react';
import type { VehicleFilters } from '../../lib/domain/filters';
import { routeForType } from '../../lib/domain/routes';
import { navigateWithState } from '../../lib/ui/navigate';
import FiltersPopover from './FiltersPopover';
import SearchBox from './SearchBox';
import type { SearchStrings } from './searchStrings';
import { localePath } from '../../i18n/locale';
import { filterWords } from '../../lib/domain/filterWords';
import { FilterWordsContext } from './filterWordsContext';

interface Props {
  /** The year the page was built; the upper bound of the year range. */
  currentYear: number;
  say: SearchStrings;
}

/**
 * The home page's search: the box with the Advanced Filters popover (exactly
 * the specification's fields). Searching goes to the chosen type's listing
 * page, carrying the filters in the URL and as navigation state.
 */
export default function VehicleSearch({ currentYear, say }: Props) {
  // Null until the buyer applies the popover: the defaults, whose rules load with the popover or the search.
  const [filters, setFilters] = useState<VehicleFilters | null>(null);
  const [active, setActive] = useState(0);
  const [term, setTerm] = useState('');

  const search = async (typed: string) => {
    const { defaultFilters, searchHref } = await import('../../lib/domain/filters');
    const next = { ...(filters ?? defaultFilters('all', currentYear)), searchTerm: typed };
    setFilters(next);
    navigateWithState(localePath(searchHref(next, currentYear), say.locale), { filters: next });
  };

  return (
    <FilterWordsContext value={filterWords(say)}>
      <SearchBox
        action={localePath(routeForType(filters?.type ?? 'all'), say.locale)}
        say={say}
        term={term}
        onTermChange={setTerm}
        onSubmit={(typed) => {
          void search(typed.trim());
        }}
        filters={
          <FiltersPopover
            filters={filters}
            active={active}
            currentYear={currentYear}
            onApply={(next, count) => {
              // The popover keeps what is typed in the box.
              setFilters({ ...next, searchTerm: term });
              setActive(count);
            }}
          />
        }
      />
    </FilterWordsContext>
  );
}
