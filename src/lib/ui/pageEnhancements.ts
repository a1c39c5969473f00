/**
 * Progressive enhancements every page gets, without any framework:
 * - media frames ([data-media-state]) switch from their spinner to the loaded
 *   image, or to the "Image not available" fallback when the image fails;
 * - the footer shows the visitor's current year even on a page built last year;
 * - sign-in links carry the current page, so signing in comes back here;
 * - the language switch carries the page's query (its filters) and fragment,
 *   read when it is followed, since the results page changes them in place.
 */

type MediaState = 'loading' | 'loaded' | 'failed';

function setState(img: HTMLImageElement, state: MediaState): void {
  const frame = img.closest<HTMLElement>('[data-media-state]');
  if (frame) frame.dataset.mediaState = state;
}

function settle(img: HTMLImageElement): void {
  if (!img.complete) return;
  setState(img, img.naturalWidth > 0 ? 'loaded' : 'failed');
}

export function enhancePage(root: Document): void {
  // load/error do not bubble; listening in the capture phase sees them all,
  // including images added to the page later.
  root.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement) setState(event.target, 'loaded');
    },
    true,
  );
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) setState(event.target, 'failed');
    },
    true,
  );
  // Images that finished before this script ran.
  root.querySelectorAll<HTMLImageElement>('[data-media-state] img').forEach(settle);

  const here = window.location.pathname + window.location.search;
  if (!window.location.pathname.startsWith('/auth')) {
    root.querySelectorAll<HTMLAnchorElement>('a[data-auth-link]').forEach((link) => {
      const url = new URL(link.href);
      url.searchParams.set('redirect', here);
      link.href = url.pathname + url.search;
    });
  }

  root.querySelectorAll<HTMLAnchorElement>('a[data-locale-switch]').forEach((link) => {
    const path = new URL(link.href).pathname;
    const follow = () => {
      link.href = path + window.location.search + window.location.hash;
    };
    link.addEventListener('pointerdown', follow);
    link.addEventListener('focus', follow);
    link.addEventListener('click', follow);
  });

  const year = String(new Date().getFullYear());
  root.querySelectorAll<HTMLElement>('[data-current-year]').forEach((el) => {
    el.textContent = year;
  });
}
