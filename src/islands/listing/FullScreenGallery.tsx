import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { isDrawing, listingImage } from '../../lib/domain/listingImage';
import { CloseIcon } from '../ui/icons';
import { useFocusTrap } from '../ui/useFocusTrap';
import { photoAlt, swipeStep, useArrowKeys, usePreload } from './gallerySupport';
import { useDetailStrings } from './detailStrings';
import { fill } from '../../i18n/translate';

interface Props {
  photos: readonly string[];
  title: string;
  makeModel: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const MAX_ZOOM = 4;

interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale));

/**
 * The listing's photos over the whole screen (a modal dialog: the page
 * behind is inert, Tab stays inside, Escape closes and focus returns to
 * where it was): arrow keys, swipe, pinch or double-tap to zoom and drag to
 * look around; the image CDN is asked for a larger file as the zoom grows.
 */
export default function FullScreenGallery({ photos, title, makeModel, index, onIndex, onClose }: Props) {
  const say = useDetailStrings();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<View>(FIT);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; scale: number; start: { x: number; y: number }; view: View } | null>(null);
  const lastTap = useRef(0);
  const count = photos.length;
  const photo = photos[index] ?? '';
  useFocusTrap(true, dialog);
  usePreload(count > 1 ? photos[(index + 1) % count] : undefined, 'fullscreen', true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    close.current?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  const go = (step: number) => {
    setView(FIT);
    onIndex((index + step + count) % count);
  };

  useArrowKeys(
    dialog,
    (step) => {
      if (count < 2) return false;
      go(step);
      return true;
    },
    true,
  );
  useEffect(() => {
    const onZoomKey = (event: KeyboardEvent) => {
      if (event.key === '+' || event.key === '=') {
        setView((current) => ({ ...current, scale: clampScale(current.scale * 1.5) }));
      } else if (event.key === '-') {
        setView((current) => (current.scale / 1.5 <= 1 ? FIT : { ...current, scale: current.scale / 1.5 }));
      }
    };
    document.addEventListener('keydown', onZoomKey);
    return () => {
      document.removeEventListener('keydown', onZoomKey);
    };
  }, []);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = {
      distance: distance(),
      scale: view.scale,
      start: { x: event.clientX, y: event.clientY },
      view,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (pointers.current.size === 2 && current.distance > 0) {
      const scale = clampScale((current.scale * distance()) / current.distance);
      setView(scale === 1 ? FIT : { ...current.view, scale });
    } else if (pointers.current.size === 1 && current.view.scale > 1) {
      setView({
        ...current.view,
        x: current.view.x + event.clientX - current.start.x,
        y: current.view.y + event.clientY - current.start.y,
      });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other carries on as a drag from here.
      const [rest] = [...pointers.current.values()];
      if (rest) gesture.current = { distance: 0, scale: view.scale, start: rest, view };
      return;
    }
    gesture.current = null;
    if (!current || wasPinch) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (current.view.scale === 1 && count > 1) {
      const step = swipeStep(dx, dy);
      if (step !== 0) {
        go(step);
        return;
      }
    }
    if (Math.hypot(dx, dy) < 10) {
      // A double tap (or double click) zooms in on that spot, or back out.
      const now = event.timeStamp;
      if (now - lastTap.current < 300) {
        lastTap.current = 0;
        const box = event.currentTarget.getBoundingClientRect();
        setView((previous) =>
          previous.scale > 1
            ? FIT
            : {
                scale: 2.5,
                x: (box.left + box.width / 2 - event.clientX) * 1.5,
                y: (box.top + box.height / 2 - event.clientY) * 1.5,
              },
        );
      } else lastTap.current = now;
    }
  };

  const onWheel = (event: WheelEvent) => {
    // Trackpad pinches arrive as wheel events with ctrlKey.
    if (!event.ctrlKey) return;
    const scale = clampScale(view.scale * Math.exp(-event.deltaY / 200));
    setView(scale === 1 ? FIT : { ...view, scale });
  };

  const image = listingImage(photo, 'fullscreen');
  const zoomed = view.scale > 1;
  return (
    <dialog
      ref={dialog}
      aria-label={fill(say['gallery.fullScreenPhotos'], { title })}
      className="m-0 size-full max-h-none max-w-none bg-ink p-0 text-white backdrop:bg-ink"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex size-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-2">
          <p className="text-sm font-semibold" aria-live="polite" data-photo-count="">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/15"
            aria-label={say['gallery.close']}
            ref={close}
            onClick={onClose}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div
          className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pointers.current.clear();
            gesture.current = null;
          }}
          onWheel={onWheel}
        >
          <img
            key={photo}
            {...image}
            // Zoomed in, the photo covers more pixels: ask for a file that fills them.
            sizes={zoomed ? `${String(Math.round(view.scale * 100))}vw` : image.sizes}
            alt={photoAlt(makeModel, index, count, isDrawing(photo), say)}
            draggable={false}
            className={`size-full object-contain ${zoomed ? '' : 'transition-transform'} ${zoomed ? 'cursor-grab' : 'cursor-zoom-in'}`}
            style={{ transform: `translate(${String(view.x)}px, ${String(view.y)}px) scale(${String(view.scale)})` }}
          />
          {count > 1 && (
            <>
              <button
                type="button"
                className="absolute top-1/2 left-2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-2xl hover:bg-black/70"
                aria-label={say['gallery.previous']}
                onClick={() => {
                  go(-1);
                }}
                onPointerDown={(event) => {
                  event.stopPropagation();
                }}
              >
                ‹
              </button>
              <button
                type="button"
                className="absolute top-1/2 right-2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-2xl hover:bg-black/70"
                aria-label={say['gallery.next']}
                onClick={() => {
                  go(1);
                }}
                onPointerDown={(event) => {
                  event.stopPropagation();
                }}
              >
                ›
              </button>
            </>
          )}
        </div>
        <p className="px-3 py-2 text-center text-xs text-white/70">{say['gallery.zoomHint']}</p>
      </div>
    </dialog>
  );
}
