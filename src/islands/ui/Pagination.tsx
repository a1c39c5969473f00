import { pageWindow } from '../../lib/domain/listingQuery';
import { fill } from '../../i18n/translate';
import type { PagesStrings } from '../search/resultsStrings';

interface Props {
  page: number;
  pages: number;
  /** Shown under the buttons: "24 per page". */
  perPage: number;
  onChange: (page: number) => void;
  say: PagesStrings;
}

/** Previous, page numbers around the current one (gaps as …), Next. */
export default function Pagination({ page, pages, perPage, onChange, say }: Props) {
  const current = Math.min(page, pages);
  return (
    <nav aria-label={say['pages.label']} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={current <= 1}
        onClick={() => {
          onChange(current - 1);
        }}
      >
        {say['pages.previous']}
      </button>
      {pageWindow(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${String(i)}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`btn min-h-10 min-w-10 px-3 ${p === current ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={p === current ? 'page' : undefined}
            aria-label={fill(say['pages.page'], { page: p })}
            onClick={() => {
              onChange(p);
            }}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={current >= pages}
        onClick={() => {
          onChange(current + 1);
        }}
      >
        {say['pages.next']}
      </button>
      <p className="w-full pt-2 text-center text-sm text-ink-muted">
        {fill(say['pages.status'], { page: current, pages, perPage })}
      </p>
    </nav>
  );
}
