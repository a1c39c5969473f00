import { useEffect, useState, type RefObject } from 'react';

/** Room kept below the panel; the least room worth opening into; the tallest the panel gets (44rem). */
const MARGIN = 16;
const MIN_ROOM = 560;
const MAX_HEIGHT = 704;
const DESKTOP = '(min-width: 640px)';

/**
 * The largest height at which a popover opened below its trigger still ends
 * inside the viewport, so its footer actions are never below the fold. When
 * there is too little room below, the page scrolls the trigger up first (to
 * just under the sticky header).
 * Null on phones, where the panel is a bottom sheet sized by CSS.
 */
export function usePanelFit(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): number | null {
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const fit = () => {
      const trigger = triggerRef.current;
      if (!trigger || !window.matchMedia(DESKTOP).matches) {
        setMaxHeight(null);
        return;
      }
      let rect = trigger.getBoundingClientRect();
      if (window.innerHeight - rect.bottom < MIN_ROOM) {
        // Below the sticky site header, not under it.
        const header = document.querySelector('body > header, header')?.getBoundingClientRect().bottom ?? 0;
        window.scrollBy({ top: rect.top - header - MARGIN, behavior: 'instant' });
        rect = trigger.getBoundingClientRect();
      }
      const gap = panelRef.current ? panelRef.current.getBoundingClientRect().top - rect.bottom : 8;
      setMaxHeight(Math.min(MAX_HEIGHT, Math.max(240, Math.floor(window.innerHeight - rect.bottom - gap - MARGIN))));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
    };
  }, [open, triggerRef, panelRef]);
  return maxHeight;
}
