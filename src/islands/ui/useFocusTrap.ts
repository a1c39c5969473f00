import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `panelRef` while `active` and, when given,
 * while `when` matches (a media query: a sheet that covers the page on
 * phones is modal, the same panel as a desktop popover is not).
 */
export function useFocusTrap(active: boolean, panelRef: RefObject<HTMLElement | null>, when?: string): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || (when !== undefined && !window.matchMedia(when).matches)) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [active, panelRef, when]);
}
