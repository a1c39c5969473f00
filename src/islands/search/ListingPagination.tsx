import { PAGE_SIZE, pageWindow } from '../../lib/domain/listingQuery';

interface Props {
  /** The current 1-based page. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / numbered / next buttons under the listing results. */
export default function ListingPagination({ page, pages, onPage }: Props) {
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        Previous
      </button>
      {pageWindow(Math.min(page, pages), pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${String(i)}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`btn min-h-10 min-w-10 px-3 ${p === page ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${String(p)}`}
            onClick={() => {
              onPage(p);
            }}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next
      </button>
      <p className="w-full pt-2 text-center text-sm text-ink-muted">
        Page {Math.min(page, pages)} of {pages} · {PAGE_SIZE} per page
      </p>
    </nav>
  );
}
