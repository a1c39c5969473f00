/**
 * `client:demand`: hydrate an island only once it is needed: when the page
 * asks for it (requestHydration: a listing page whose URL, filters or
 * freshness check need other results than the prebuilt ones), at the
 * visitor's first interaction with the page (a tap, a key, focus, or the
 * pointer over the island), or when the browser is idle for a visitor with
 * state of their own to show (a session: saved favorites; a compare list).
 * Until then the server HTML stands and costs no React work. A click on one
 * of the island's buttons that comes before the island has hydrated is held
 * and replayed once it has, so the first tap on a favorite or compare button
 * is not lost; nor is a choice made in a select before then.
 */
import type { ClientDirective } from 'astro';
import { AUTH_STORAGE_KEY, COMPARE_STORAGE_KEY } from '../data/storageKey';
import { HYDRATION_EVENT, HYDRATION_FLAG } from './hydrationRequest';

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** A stored or arriving session, or a non-empty compare list: what the server HTML cannot show. */
function hasOwnState(): boolean {
  if (window.location.hash.includes('access_token=')) return true;
  try {
    const compare = window.localStorage.getItem(COMPARE_STORAGE_KEY);
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null || (compare !== null && compare !== '[]');
  } catch {
    // Storage disabled: nothing stored to show.
    return false;
  }
}

/**
 * Make a choice held before hydration again. Hydration sets the select back to the island's state
 * (React does so when it takes the select over, a frame or more after hydrating starts); the choice
 * is made once that has happened, or after a second if it never does.
 */
function chooseAgain(select: HTMLSelectElement, value: string, frames = 60): void {
  if (select.value === value && frames > 0) {
    requestAnimationFrame(() => {
      chooseAgain(select, value, frames - 1);
    });
    return;
  }
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const demandDirective: ClientDirective = (load, _options, island) => {
  const held: HTMLElement[] = [];
  let started = false;

  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    hydrate();
  };

  // A choice made in a select before the island has hydrated (a sort picked on a slow phone) would be
  // lost: hydrating sets the select back to its state. It is made again once the island has hydrated.
  const chosen = new Map<HTMLSelectElement, string>();
  const holdChoice = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    chosen.set(event.target, event.target.value);
    hydrate();
  };

  function hydrate() {
    if (started) return;
    started = true;
    window.removeEventListener(HYDRATION_EVENT, hydrate);
    island.removeEventListener('pointerover', hydrate);
    for (const type of INTERACTIONS) document.removeEventListener(type, hydrate, true);
    void load()
      .then((run) => run())
      .then(() => {
        island.removeEventListener('click', hold, true);
        island.removeEventListener('change', holdChoice, true);
        for (const button of held.splice(0)) if (button.isConnected) button.click();
        for (const [select, value] of chosen) if (select.isConnected) chooseAgain(select, value);
        chosen.clear();
      });
  }

  if (HYDRATION_FLAG in document.documentElement.dataset) {
    hydrate();
    return;
  }
  if (hasOwnState()) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  }
  island.addEventListener('click', hold, true);
  island.addEventListener('change', holdChoice, true);
  island.addEventListener('pointerover', hydrate, { once: true, passive: true });
  window.addEventListener(HYDRATION_EVENT, hydrate, { once: true });
  for (const type of INTERACTIONS) document.addEventListener(type, hydrate, { capture: true, passive: true });
};

export default demandDirective;
