import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * A query parameter of the page's URL. Null in the server HTML and while the
 * island hydrates (a prebuilt page cannot know its query), so the first client
 * frame matches the HTML; the URL's value follows right after.
 */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
