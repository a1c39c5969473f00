import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FilterType } from '../../lib/domain/constants';
import { defaultFilters, routeForType, searchHref, type VehicleFilters } from '../../lib/domain/filters';
import { SEARCH_PLACEHOLDER } from '../../lib/domain/site';
import { navigateWithState } from '../../lib/ui/navigate';
import { $filters, applyFilters } from '../../stores/filters';
import FilterSheet from './FilterSheet';
import FiltersPopover from './FiltersPopover';
import { SearchIcon } from '../ui/icons';

interface Props {
  /** The year the page was built; the upper bound of the year range. */
  currentYear: number;
  /**
   * home: searching goes to the chosen type's listing page.
   * listing: the page's results follow the filters in place.
   */
  mode: 'home' | 'listing';
  /** The listing page's own type. */
  routeType?: FilterType;
}

/**
 * The free-text search box with the Advanced Filters popover. Before it
 * hydrates it is a plain GET form, so searching works without JavaScript.
 */
export default function VehicleSearch({ currentYear, mode, routeType = 'all' }: Props) {
  const listingFilters = useStore($filters, { ssr: 'initial' });
  const [homeFilters, setHomeFilters] = useState(() => defaultFilters('all', currentYear));
  const filters = mode === 'listing' ? listingFilters : homeFilters;
  const [term, setTerm] = useState(filters.searchTerm);
  const inputId = useId();

  // Back/forward on a listing page changes the filters under us: follow them
  // (adjusting state while rendering, as React recommends over an effect).
  const [followedTerm, setFollowedTerm] = useState(filters.searchTerm);
  if (filters.searchTerm !== followedTerm) {
    setFollowedTerm(filters.searchTerm);
    setTerm(filters.searchTerm);
  }

  const search = (next: VehicleFilters) => {
    if (mode === 'listing') {
      applyFilters(next);
      return;
    }
    setHomeFilters(next);
    navigateWithState(searchHref(next, currentYear), { filters: next });
  };

  // The home page's popover keeps what is typed in the box; listing pages use their filter sheet.
  const applyFromPopover = (next: VehicleFilters) => {
    setHomeFilters({ ...next, searchTerm: term });
  };

  return (
    <form
      role="search"
      action={routeForType(mode === 'listing' ? routeType : filters.type)}
      method="get"
      className={`grid gap-3 sm:grid-cols-[1fr_auto_auto] ${mode === 'listing' ? 'lg:grid-cols-[1fr_auto]' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        search({ ...filters, searchTerm: term.trim() });
      }}
    >
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search vehicles
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id={inputId}
          type="search"
          name="q"
          value={term}
          maxLength={100}
          autoComplete="off"
          placeholder={SEARCH_PLACEHOLDER}
          className="field-control h-12 pl-11 text-base"
          onChange={(event) => {
            setTerm(event.target.value);
          }}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:contents">
        {mode === 'listing' ? (
          <FilterSheet filters={filters} currentYear={currentYear} routeType={routeType} />
        ) : (
          <FiltersPopover filters={filters} currentYear={currentYear} onApply={applyFromPopover} />
        )}
        <button type="submit" className="btn btn-primary h-12 px-6">
          <SearchIcon className="size-5" />
          Search
        </button>
      </div>
    </form>
  );
}
