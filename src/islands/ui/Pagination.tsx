import { pageWindow } from '../../lib/domain/listingQuery';

interface Props {
  page: number;
  pages: number;
  /** Shown under the buttons, e.g. "24 per page". */
  perPage: string;
  onChange: (page: number) => void;
}

/** Previous, page numbers around the current one (gaps as …), Next. */
export default function Pagination({ page, pages, perPage, onChange }: Props) {
  const current = Math.min(page, pages);
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={current <= 1}
        onClick={() => {
          onChange(current - 1);
        }}
      >
        Previous
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
            aria-label={`Page ${String(p)}`}
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
        Next
      </button>
      <p className="w-full pt-2 text-center text-sm text-ink-muted">
        Page {current} of {pages} · {perPage}
      </p>
    </nav>
  );
}
