import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isDrawing, listingImage } from '../../lib/domain/listingImage';
import { photoFrameStyle } from '../../lib/domain/photoColor';
import { whenPageSettled } from '../../lib/ui/whenPageSettled';
import { photoAlt, useArrowKeys, usePreload, useSwipe } from './gallerySupport';
import { useDetailStrings } from './detailStrings';
import { fill } from '../../i18n/translate';

// The full-screen view loads when first opened: most visits never open it.
const FullScreenGallery = lazy(() => import('./FullScreenGallery'));

interface Props {
  photos: readonly string[];
  /** Each photo's frame colour until it arrives (docs/photos.md); null or absent keeps the neutral frame. */
  colors?: readonly (string | null)[] | undefined;
  title: string;
  /** Make and model, for the photos' alternative texts. */
  makeModel: string;
}

const ROUND_BUTTON =
  'absolute flex size-11 items-center justify-center rounded-full bg-surface/90 text-xl text-ink shadow-card hover:bg-surface';

/**
 * Every photo of a listing: a large view (swipe, arrow keys, buttons), the
 * count, a thumbnail strip and a full-screen view with pinch zoom. The first
 * photo loads first and eagerly, the next one is fetched ahead once the page
 * has loaded, thumbnails
 * load lazily; all through the image CDN in the sizes each slot needs.
 */
export default function Gallery({ photos, colors, title, makeModel }: Props) {
  const say = useDetailStrings();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const [settled, setSettled] = useState(false);
  const count = photos.length;
  const move = (step: number) => {
    setInteracted(true);
    setIndex((current) => (current + step + count) % count);
  };
  const section = useRef<HTMLElement>(null);
  const swipe = useSwipe(move, count > 1);
  // Arrow keys anywhere in the gallery; the full-screen view takes them while it is open.
  useArrowKeys(section, (step) => {
    if (count < 2 || fullScreen) return false;
    move(step);
    return true;
  });
  // The next photo is fetched ahead once the page has loaded (during the first paint it would compete
  // with the first photo), or at the first move, so a swipe or a tap on Next shows it at once.
  useEffect(() => {
    whenPageSettled(() => {
      setSettled(true);
    });
  }, []);
  usePreload(count > 1 ? photos[(index + 1) % count] : undefined, 'gallery', settled || interacted || index > 0);

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-card bg-surface-muted text-ink-muted">
        {say['card.noPhotos']}
      </div>
    );
  }

  const photo = photos[index] ?? '';
  const drawing = isDrawing(photo);
  const frameStyle = photoFrameStyle(colors?.[index]);
  return (
    <section ref={section} aria-roledescription="carousel" aria-label={fill(say['gallery.photos'], { title })}>
      <div
        className="group/media relative aspect-[16/10] touch-pan-y overflow-hidden rounded-card bg-surface-muted select-none data-[media-state=failed]:bg-surface-muted!"
        style={frameStyle}
        data-media-state="loading"
        data-gallery-frame=""
        {...swipe.handlers}
      >
        <span
          hidden={frameStyle !== undefined}
          className="absolute inset-0 m-auto size-8 animate-spin-slow rounded-full border-3 border-line-strong border-t-brand-600 group-data-[media-state=failed]/media:hidden group-data-[media-state=loaded]/media:hidden"
          role="presentation"
        />
        <img
          key={photo}
          {...listingImage(photo, 'gallery')}
          alt={photoAlt(makeModel, index, count, drawing, say)}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          draggable={false}
          className="absolute inset-0 size-full object-cover group-data-[media-state=failed]/media:hidden"
        />
        {/* A tap on the photo opens the full-screen view; the other buttons and the count lie above it. */}
        <button
          type="button"
          className="absolute inset-0 size-full cursor-zoom-in"
          aria-label={say['gallery.fullScreen']}
          aria-haspopup="dialog"
          onClick={() => {
            if (!swipe.swiped()) setFullScreen(true);
          }}
        >
          <span className={`${ROUND_BUTTON} bottom-3 left-3 size-10 text-base`}>
            <svg
              className="size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </button>
        <p className="absolute inset-0 hidden items-center justify-center text-ink-muted group-data-[media-state=failed]/media:flex">
          {say['card.imageFailed']}
        </p>
        {drawing && (
          <p className="absolute top-3 left-3 rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-card">
            {say['gallery.illustration']}
          </p>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${ROUND_BUTTON} top-1/2 left-3 -translate-y-1/2`}
              aria-label={say['gallery.previous']}
              onClick={() => {
                move(-1);
              }}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${ROUND_BUTTON} top-1/2 right-3 -translate-y-1/2`}
              aria-label={say['gallery.next']}
              onClick={() => {
                move(1);
              }}
            >
              ›
            </button>
          </>
        )}
        <p
          className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white"
          aria-live="polite"
          data-photo-count=""
        >
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1" aria-label={say['gallery.all']}>
          {photos.map((thumb, i) => (
            <li key={thumb} className="shrink-0">
              <button
                type="button"
                className={`block h-16 w-24 overflow-hidden rounded-control bg-surface-muted ring-2 ${i === index ? 'ring-brand-600' : 'ring-transparent'}`}
                aria-label={fill(say['gallery.show'], { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setInteracted(true);
                  setIndex(i);
                }}
              >
                <img
                  {...listingImage(thumb, 'thumb')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <FullScreenGallery
            photos={photos}
            makeModel={makeModel}
            title={title}
            index={index}
            onIndex={setIndex}
            onClose={() => {
              setFullScreen(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
