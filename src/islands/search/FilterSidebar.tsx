import { useId } from 'react';
import type { FilterType } from '../../lib/domain/constants';
import { defaultFilters } from '../../lib/domain/filters';
import FilterPanel from './FilterPanel';
import { filterWords } from '../../lib/domain/filterWords';
import type { Locale } from '../../i18n/locale';
import { pageWords } from '../ui/pageWords';
import { FilterWordsContext } from './filterWordsContext';

interface Props {
  currentYear: number;
  routeType: FilterType;
  /** The page's language; the filters' words are the page's shared set (pageWords). */
  locale: Locale;
}

/**
 * The filters beside the results on wide screens (≥ 1024 px); below that
 * the search form's Advanced Filters button opens the same panel as a sheet.
 * Its width and the field heights are fixed, so counts arriving shift nothing.
 */
export default function FilterSidebar({ currentYear, routeType, locale }: Props) {
  const headingId = useId();
  const say = pageWords('filters', locale);
  return (
    <FilterWordsContext value={filterWords(say)}>
      <aside
        aria-labelledby={headingId}
        className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col rounded-card bg-surface shadow-card ring-1 ring-line lg:flex"
      >
        <h2 id={headingId} className="border-b border-line px-5 py-4 text-lg font-bold text-ink">
          {say['filters.heading']}
        </h2>
        <FilterPanel currentYear={currentYear} initial={defaultFilters(routeType, currentYear)} />
      </aside>
    </FilterWordsContext>
  );
}
