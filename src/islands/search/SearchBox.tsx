import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { SearchStrings } from './searchStrings';
import { SearchIcon } from '../ui/icons';

interface Props {
  /** Where the plain GET form goes before the island hydrates. */
  action: string;
  term: string;
  onTermChange: (term: string) => void;
  /** Called with the box's text as shown, which may have been typed before the island hydrated. */
  onSubmit: (term: string) => void;
  /** The filters' trigger beside the box: the home page's popover or a listing page's sheet. */
  filters: ReactNode;
  /** Listing pages hide the trigger from 1024 px, where the filters are a sidebar. */
  listing?: boolean;
  say: SearchStrings;
}

/**
 * The free-text search box with its filters trigger and the Search button.
 * Before it hydrates it is a plain GET form, so searching works without JavaScript.
 */
export default function SearchBox({ action, term, onTermChange, onSubmit, filters, listing = false, say }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed before the island hydrated is in the box but not in the state: adopt it
  // before the first render after hydration would reset the box to the state.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== term) onTermChange(typed);
    // Only at hydration: afterwards the box follows the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={`grid gap-3 sm:grid-cols-[1fr_auto_auto] ${listing ? 'lg:grid-cols-[1fr_auto]' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('q');
        onSubmit(typeof typed === 'string' ? typed : term);
      }}
    >
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {say['search.label']}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={term}
          maxLength={100}
          autoComplete="off"
          placeholder={say['search.placeholder']}
          // The specification's placeholder, whole on a 360 px phone: below 640 px a type that shrinks with the
          // box (13 px at 360, 14 px from 390) and no clear button (Chromium keeps room for it beside the text).
          className="field-control h-12 pl-10 text-base max-sm:placeholder:text-[clamp(0.8125rem,3.6vw,0.875rem)] max-sm:[&::-webkit-search-cancel-button]:hidden"
          onChange={(event) => {
            onTermChange(event.target.value);
          }}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:contents">
        {filters}
        {/* Below 380 px the button is its icon (named "Search" still), so "Advanced Filters" fits on one line beside it. */}
        <button type="submit" className="btn btn-primary h-12 px-6 max-[379px]:px-3.5">
          <SearchIcon className="size-5" />
          <span className="max-[379px]:sr-only">{say['search.submit']}</span>
        </button>
      </div>
    </form>
  );
}
