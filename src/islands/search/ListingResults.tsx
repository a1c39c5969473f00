import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { samePage, searchListings, toCardPage, type CardPage } from '../../lib/data/listings';
import type { FilterType } from '../../lib/domain/constants';
import { routeForType } from '../../lib/domain/filters';
import { PAGE_SIZE, pageCount, sortsFor, type SortKey } from '../../lib/domain/listingQuery';
import { localePath } from '../../i18n/locale';
import { countText } from '../../i18n/translate';
import { withoutDefaultRanges } from '../../lib/domain/filters';
import { $outsideDefaults, resultsShown } from '../../stores/facets';
import { $filters, $listingReady, $view, applyFilters, listingHref, setPage, setSort } from '../../stores/filters';
import { $routeOutsideDefaults, firstPageCheck } from '../../stores/listingResults';
import { SearchIcon, Spinner } from '../ui/icons';
import Pagination from '../ui/Pagination';
import OutsideDefaultsNote from './OutsideDefaultsNote';
import ResultCards from './ResultCards';
import type { ResultsStrings } from './resultsStrings';

interface Props {
  routeType: FilterType;
  /** The first page, newest first, as the build saw it: what its cards show (the server HTML shows it already). */
  initial: CardPage;
  /** How many more listings the route's default ranges kept out, as the build counted them. */
  initialOutsideDefaults: number;
  /**
   * On a landing page: the listing URL of its own search, which its `initial` answers. The page is
   * rendered on demand and purged when one of its listings changes, so it is current as served.
   */
  landingHref?: string;
  /** The island's words in the page's language (RESULTS_KEYS). */
  say: ResultsStrings;
}

type Status = 'ready' | 'loading' | 'error';

interface Loaded {
  /** The listing URL (normalised) these results answer. */
  key: string;
  page: CardPage;
  error: string | null;
}

/**
 * The listing's results: sort, pages, and the cards for the filters in the URL.
 * The page follows the URL and hydrates this island when it is needed (src/stores/listingResults.ts).
 */
export default function ListingResults({ routeType, initial, initialOutsideDefaults, landingHref, say }: Props) {
  const routeHref = landingHref ?? localePath(routeForType(routeType), say.locale);
  const filters = useStore($filters, { ssr: 'initial' });
  const view = useStore($view, { ssr: 'initial' });
  const ready = useStore($listingReady, { ssr: 'initial' });
  const outsideDefaults = useStore($outsideDefaults, { ssr: 'initial' });
  const routeOutsideDefaults = useStore($routeOutsideDefaults, { ssr: 'initial' });
  const [loaded, setLoaded] = useState<Loaded>({ key: routeHref, page: initial, error: null });
  // The plain route's first page could not be refreshed: the build's copy shows, marked as possibly out of date.
  const [outdated, setOutdated] = useState(false);
  // The route the current-first-page check has answered for; until then the results are not settled.
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const sortId = useId();
  const topRef = useRef<HTMLDivElement>(null);

  // The state the URL asks for. The plain route shows the build's first page at
  // once and then the database's current one (new listings on top, sold or
  // hidden ones gone, the total as it is now) when that differs.
  const key = ready ? listingHref(filters, view) : routeHref;
  const shown: Loaded = loaded.key !== key && key === routeHref ? { key, page: initial, error: null } : loaded;
  const status: Status = shown.key !== key ? 'loading' : shown.error ? 'error' : 'ready';
  // A landing page's own search needs no check: the page is purged whenever its listings change.
  const checked = landingHref !== undefined || checkedFor === key;
  const page = shown.page;
  const error = shown.error ?? '';

  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    const load = () => {
      searchListings(filters, view.sort, view.page).then(
        (result) => {
          if (current) setLoaded({ key, page: result, error: null });
        },
        (reason: unknown) => {
          console.error('Failed to load listings', reason);
          // The plain route keeps the build's first page when the refresh fails.
          if (current && key !== routeHref)
            setLoaded({ key, page: { vehicles: [], total: 0 }, error: messageOf(reason, 'Failed to load listings') });
        },
      );
    };
    // Filters the visitor asked for load at once. The plain route asks for its current first page and
    // total in one request without supabase-js, and re-renders only when they differ from the build's.
    if (key !== routeHref) load();
    else if (landingHref === undefined) {
      void firstPageCheck(routeType).then((fresh) => {
        if (!current) return;
        setOutdated(fresh === null);
        setCheckedFor(key);
        if (fresh !== null && !samePage(toCardPage(fresh), initial)) setLoaded({ key, page: fresh, error: null });
      });
    }
    return () => {
      current = false;
    };
  }, [ready, key, routeHref, routeType, filters, view, initial, landingHref]);

  // Results the database has just answered: the panel's counts of the same filters must say the same total.
  const answered = status === 'ready' && (key !== routeHref || (checked && !outdated));
  useEffect(() => {
    if (answered) resultsShown(filters, page.total);
  }, [answered, filters, page.total]);

  useEffect(() => {
    if (status !== 'ready' || performance.getEntriesByName('listing:change').length === 0) return;
    performance.mark('listing:painted');
    performance.measure('listing:filter-to-paint', 'listing:change', 'listing:painted');
    performance.clearMarks('listing:change');
  }, [status, page]);

  // Counted with the panel's counts of the same filters; the plain route starts from the build's count.
  const hidden =
    outsideDefaults.applied?.filters === filters
      ? outsideDefaults.applied.count
      : key === routeHref && status !== 'loading'
        ? (routeOutsideDefaults ?? initialOutsideDefaults)
        : 0;
  const pages = pageCount(page.total);
  const goTo = (next: number) => {
    setPage(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div
      ref={topRef}
      className="scroll-mt-20"
      data-results-target={ready ? key : undefined}
      data-results-for={status === 'loading' || (key === routeHref && !checked) ? undefined : shown.key}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink" aria-live="polite" data-results-count>
          {countText(say, 'results.count', page.total)}
          {outdated && key === routeHref && (
            <span className="ml-2 text-sm font-normal text-ink-muted">{say['results.outdated']}</span>
          )}
        </h2>
        <OutsideDefaultsNote
          count={status === 'ready' ? hidden : 0}
          say={say}
          className="order-last w-full"
          onShowAll={() => {
            const wide = withoutDefaultRanges(filters);
            if (wide) applyFilters(wide);
          }}
        />
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm text-ink-muted">
            {say['results.sortBy']}
          </label>
          <select
            id={sortId}
            className="field-control min-h-10 w-auto min-w-0 py-1.5 text-sm"
            value={view.sort}
            onChange={(event) => {
              setSort(event.target.value as SortKey);
            }}
          >
            {sortsFor(Boolean(filters.near)).map((key) => (
              <option key={key} value={key}>
                {say[`sort.${key}`]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {status === 'error' ? (
        <div role="alert" className="rounded-card bg-danger-50 p-6 text-danger-700">
          <p className="font-semibold">{say['results.loadFailed']}</p>
          <p className="mt-1 text-sm">{error}</p>
        </div>
      ) : page.vehicles.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
          <SearchIcon className="size-10 text-ink-muted" />
          <p className="mt-4 text-lg font-semibold text-ink">{say['results.empty']}</p>
          <p className="mt-1 text-ink-muted">{say['results.emptyHint']}</p>
          <a href={routeHref} className="btn btn-outline mt-6">
            {say['results.clear']}
          </a>
        </div>
      ) : (
        <div className="relative" aria-busy={status === 'loading'}>
          {status === 'loading' && (
            <div className="absolute inset-x-0 top-6 z-10 flex justify-center" role="status">
              <span className="inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-medium text-ink shadow-popover">
                <Spinner className="size-4 text-brand-700" /> {say['results.updating']}
              </span>
            </div>
          )}
          <ul
            className={`grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 lg:gap-6 xl:grid-cols-3 ${status === 'loading' ? 'opacity-50' : ''}`}
            aria-label={say['results.label']}
          >
            <ResultCards vehicles={page.vehicles} distanceFrom={filters.near?.centre ?? null} say={say} />
          </ul>
        </div>
      )}

      {pages > 1 && status !== 'error' && (
        <Pagination page={view.page} pages={pages} perPage={PAGE_SIZE} onChange={goTo} say={say} />
      )}
    </div>
  );
}
