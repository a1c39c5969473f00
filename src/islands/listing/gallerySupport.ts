import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { listingImage, type ImageSlot } from '../../lib/domain/listingImage';
import type { Strings } from '../../i18n';
import { fill } from '../../i18n/translate';

/** A horizontal move this long (CSS px), more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 40;

/** The step a finished pointer move asks for: 1 (next, swiped left), -1 (previous) or 0 (a tap or a scroll). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** The step an arrow key asks for, or null for any other key. */
export function keyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}

/**
 * Pointer handlers that report a swipe's step (touch and pen; a mouse drag
 * too), and whether the click that follows a mouse drag belongs to a swipe.
 */
export function useSwipe(onStep: (step: -1 | 1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        swiped.current = false;
        start.current = enabled && event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
        swiped.current = step !== 0;
        if (step !== 0) onStep(step);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    /** True when the last pointer gesture was a swipe (its click is not a tap). */
    swiped: () => swiped.current,
  };
}

/**
 * Arrow keys pressed anywhere inside `ref` (or anywhere at all when `global`)
 * step through the photos; `onStep` answers false when it did not take the key.
 */
export function useArrowKeys(ref: RefObject<HTMLElement | null>, onStep: (step: -1 | 1) => boolean, global = false) {
  const handler = useRef(onStep);
  useEffect(() => {
    handler.current = onStep;
  });
  useEffect(() => {
    const target = global ? document : ref.current;
    if (!target) return undefined;
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented) return;
      const step = keyStep(event.key);
      if (step !== null && handler.current(step)) event.preventDefault();
    };
    target.addEventListener('keydown', onKey);
    return () => {
      target.removeEventListener('keydown', onKey);
    };
  }, [ref, global]);
}

/** Starts loading `photo` as `slot` shows it (the same candidate the slot will pick), so the next one is ready. */
export function usePreload(photo: string | undefined, slot: ImageSlot, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || photo === undefined) return;
    const attributes = listingImage(photo, slot);
    const image = new Image();
    image.decoding = 'async';
    if (attributes.sizes) image.sizes = attributes.sizes;
    if (attributes.srcSet) image.srcset = attributes.srcSet;
    image.src = attributes.src;
  }, [photo, slot, enabled]);
}

/** "BMW 320d Touring, photo 3 of 14" (or "illustration" for the demo data's drawings), in the strings' language. */
export function photoAlt(
  makeModel: string,
  index: number,
  count: number,
  drawing: boolean,
  say: Strings<'gallery.photoAlt' | 'gallery.drawingAlt'>,
): string {
  return fill(say[drawing ? 'gallery.drawingAlt' : 'gallery.photoAlt'], { name: makeModel, n: index + 1, count });
}
