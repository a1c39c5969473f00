import { useState } from 'react';
import { defaultFilters, routeForType, searchHref, type VehicleFilters } from '../../lib/domain/filters';
import { navigateWithState } from '../../lib/ui/navigate';
import FiltersPopover from './FiltersPopover';
import SearchBox from './SearchBox';

interface Props {
  /** The year the page was built; the upper bound of the year range. */
  currentYear: number;
}

/**
 * The home page's search: the box with the Advanced Filters popover (exactly
 * the specification's fields). Searching goes to the chosen type's listing
 * page, carrying the filters in the URL and as navigation state.
 */
export default function VehicleSearch({ currentYear }: Props) {
  const [filters, setFilters] = useState(() => defaultFilters('all', currentYear));
  const [term, setTerm] = useState(filters.searchTerm);

  const search = (next: VehicleFilters) => {
    setFilters(next);
    navigateWithState(searchHref(next, currentYear), { filters: next });
  };

  return (
    <SearchBox
      action={routeForType(filters.type)}
      term={term}
      onTermChange={setTerm}
      onSubmit={(typed) => {
        search({ ...filters, searchTerm: typed.trim() });
      }}
      filters={
        <FiltersPopover
          filters={filters}
          currentYear={currentYear}
          onApply={(next) => {
            // The popover keeps what is typed in the box.
            setFilters({ ...next, searchTerm: term });
          }}
        />
      }
    />
  );
}
