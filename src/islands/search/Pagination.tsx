import { PAGE_SIZE } from '../../lib/domain/listingQuery';

/** Page numbers to offer around the current one, with null for a gap. */
function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/** Previous, the page numbers around the current one, Next, and where the visitor is. */
export default function Pagination({
  page,
  pages,
  onGo,
}: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
}) {
  const current = Math.min(page, pages);
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className="btn btn-outline min-h-10 px-3"
        disabled={page <= 1}
        onClick={() => {
          onGo(page - 1);
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
            className={`btn min-h-10 min-w-10 px-3 ${p === page ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${String(p)}`}
            onClick={() => {
              onGo(p);
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
          onGo(page + 1);
        }}
      >
        Next
      </button>
      <p className="w-full pt-2 text-center text-sm text-ink-muted">
        Page {current} of {pages} · {PAGE_SIZE} per page
      </p>
    </nav>
  );
}
