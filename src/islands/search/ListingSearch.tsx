import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FilterType } from '../../lib/domain/constants';
import { routeForType } from '../../lib/domain/filters';
import { $filters, applyFilters } from '../../stores/filters';
import FilterSheet from './FilterSheet';
import SearchBox from './SearchBox';
import type { SearchBoxStrings } from './searchStrings';
import { localePath } from '../../i18n/locale';
import { filterWords } from '../../lib/domain/filterWords';
import { pageWords } from '../ui/pageWords';
import { FilterWordsContext } from './filterWordsContext';

interface Props {
  /** The year the page was built; the upper bound of the year range. */
  currentYear: number;
  /** The listing page's own type. */
  routeType: FilterType;
  /** The box's own words (SEARCH_BOX_KEYS); the filters' are the page's shared set (pageWords). */
  say: SearchBoxStrings;
}

/**
 * A listing page's search box: the results follow its term in place, and
 * below 1024 px its Advanced Filters open the filter sheet.
 */
export default function ListingSearch({ currentYear, routeType, say: box }: Props) {
  const say = { ...pageWords('filters', box.locale), ...box };
  const filters = useStore($filters, { ssr: 'initial' });
  const [term, setTerm] = useState(filters.searchTerm);

  // Back/forward changes the filters under us: follow them
  // (adjusting state while rendering, as React recommends over an effect).
  const [followedTerm, setFollowedTerm] = useState(filters.searchTerm);
  if (filters.searchTerm !== followedTerm) {
    setFollowedTerm(filters.searchTerm);
    setTerm(filters.searchTerm);
  }

  return (
    <FilterWordsContext value={filterWords(say)}>
      <SearchBox
        action={localePath(routeForType(routeType), say.locale)}
        say={say}
        term={term}
        onTermChange={setTerm}
        onSubmit={(typed) => {
          applyFilters({ ...filters, searchTerm: typed.trim() });
        }}
        filters={<FilterSheet filters={filters} currentYear={currentYear} routeType={routeType} />}
        listing
      />
    </FilterWordsContext>
  );
}
