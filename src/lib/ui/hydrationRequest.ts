/**
 * How a page asks its `client:demand` islands to hydrate (src/lib/ui/demandDirective.ts):
 * a flag on the document for islands whose directive runs later, and an event for those waiting.
 */
export const HYDRATION_EVENT = 'wheelhouse:hydrate';
export const HYDRATION_FLAG = 'hydrationRequested';

/** Hydrate the page's `client:demand` islands now. */
export function requestHydration(): void {
  document.documentElement.dataset[HYDRATION_FLAG] = '';
  window.dispatchEvent(new Event(HYDRATION_EVENT));
}
