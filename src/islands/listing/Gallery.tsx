import { useState, type KeyboardEvent } from 'react';
import { IMAGE_FAILED_TEXT } from '../../lib/domain/site';

interface Props {
  photos: readonly string[];
  title: string;
}

/** Every photo of a listing: a large view, thumbnails, arrow keys and buttons to move. */
export default function Gallery({ photos, title }: Props) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const move = (step: number) => {
    setIndex((current) => (current + step + count) % count);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-card bg-surface-muted text-ink-muted">
        {IMAGE_FAILED_TEXT}
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div
        className="group/media relative aspect-[16/10] overflow-hidden rounded-card bg-surface-muted"
        data-media-state="loading"
        key={photos[index]}
      >
        <span
          className="absolute inset-0 m-auto size-8 animate-spin-slow rounded-full border-3 border-line-strong border-t-brand-600 group-data-[media-state=failed]/media:hidden group-data-[media-state=loaded]/media:hidden"
          role="presentation"
        />
        <img
          src={photos[index]}
          alt={`${title} (${String(index + 1)} of ${String(count)})`}
          width={800}
          height={500}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover group-data-[media-state=failed]/media:hidden"
        />
        <p className="absolute inset-0 hidden items-center justify-center text-ink-muted group-data-[media-state=failed]/media:flex">
          {IMAGE_FAILED_TEXT}
        </p>
        {count > 1 && (
          <>
            <button
              type="button"
              className="absolute top-1/2 left-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-xl text-ink shadow-card hover:bg-surface"
              aria-label="Previous photo"
              onKeyDown={onKey}
              onClick={() => {
                move(-1);
              }}
            >
              ‹
            </button>
            <button
              type="button"
              className="absolute top-1/2 right-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-xl text-ink shadow-card hover:bg-surface"
              aria-label="Next photo"
              onKeyDown={onKey}
              onClick={() => {
                move(1);
              }}
            >
              ›
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="All photos">
          {photos.map((photo, i) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                className={`block h-16 w-24 overflow-hidden rounded-control ring-2 ${i === index ? 'ring-brand-600' : 'ring-transparent'}`}
                aria-label={`Show photo ${String(i + 1)}`}
                aria-current={i === index ? 'true' : undefined}
                onKeyDown={onKey}
                onClick={() => {
                  setIndex(i);
                }}
              >
                <img src={photo} alt="" width={96} height={64} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
