import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once the island runs.
 * Forms keep their submit buttons disabled until then, so a quick click can
 * never fall back to a native submission (which would put a password in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
