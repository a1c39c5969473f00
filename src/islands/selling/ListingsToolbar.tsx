import { useId, useState } from 'react';
import { formatNumber } from '../../lib/domain/format';
import {
  MY_LISTING_TABS,
  OCCASIONAL_TABS,
  myListingsSearch,
  type MyListingsQuery,
  type MyListingsTab,
} from '../../lib/domain/myListings';
import { showListings } from '../../stores/sellerListings';
import { SearchIcon } from '../ui/icons';
import { pageHref } from '../../i18n/locale';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  query: MyListingsQuery;
  counts: Record<MyListingsTab, number>;
}

/** My listings' search box and status tabs (links, so each can open in a tab of its own). */
export default function ListingsToolbar({ query, counts }: Props) {
  const [term, setTerm] = useState(query.term);
  const inputId = useId();

  // Back and forward change the query under us: follow its term.
  const [followed, setFollowed] = useState(query.term);
  if (followed !== query.term) {
    setFollowed(query.term);
    setTerm(query.term);
  }

  const say = useSay<DashboardStrings>();
  const tabs = MY_LISTING_TABS.filter((tab) => !OCCASIONAL_TABS.includes(tab.id) || counts[tab.id] > 0);
  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label={say['dash.yourListings']}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          showListings({ term: term.trim() });
        }}
      >
        <div className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {say['dash.searchListings']}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={inputId}
            type="search"
            value={term}
            maxLength={100}
            autoComplete="off"
            placeholder={say['dash.searchExample']}
            className="field-control pl-10"
            onChange={(e) => {
              setTerm(e.currentTarget.value);
              // Clearing the box with its × shows every listing again.
              if (e.currentTarget.value === '' && query.term) showListings({ term: '' });
            }}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {say['dash.search']}
        </button>
      </form>
      <nav aria-label={say['dash.listingStatus']} className="-mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-1.5">
          {tabs.map((tab) => {
            const current = tab.id === query.tab;
            return (
              <li key={tab.id}>
                <a
                  href={`${pageHref('/seller-dashboard/listings/', say.locale)}${myListingsSearch({ tab: tab.id, term: query.term, page: 1 })}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 ${
                    current
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-surface text-ink-soft ring-line hover:bg-surface-muted'
                  }`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    showListings({ tab: tab.id });
                  }}
                >
                  {say[`dash.tab.${tab.id}`]}
                  <span className={current ? 'text-white/80' : 'text-ink-muted'}>
                    {formatNumber(counts[tab.id], say.locale)}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
