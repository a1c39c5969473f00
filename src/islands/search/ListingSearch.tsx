import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FilterType } from '../../lib/domain/constants';
import { routeForType } from '../../lib/domain/filters';
import { $filters, applyFilters } from '../../stores/filters';
import FilterSheet from './FilterSheet';
import SearchBox from './SearchBox';

interface Props {
  /** The year the page was built; the upper bound of the year range. */
  currentYear: number;
  /** The listing page's own type. */
  routeType: FilterType;
}

/**
 * A listing page's search box: the results follow its term in place, and
 * below 1024 px its Advanced Filters open the filter sheet.
 */
export default function ListingSearch({ currentYear, routeType }: Props) {
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
    <SearchBox
      action={routeForType(routeType)}
      term={term}
      onTermChange={setTerm}
      onSubmit={(typed) => {
        applyFilters({ ...filters, searchTerm: typed.trim() });
      }}
      filters={<FilterSheet filters={filters} currentYear={currentYear} routeType={routeType} />}
      listing
    />
  );
}
