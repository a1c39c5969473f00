/**
 * Loading, error and stale responses as a store task, so islands only
 * subscribe and render. `load` runs inside nanostores' `task` (tests and
 * `allTasks()` can wait for it); an answer to an earlier call that arrives
 * after a later one is dropped.
 */
import { atom, task, type ReadableAtom } from 'nanostores';
import { messageOf } from '../lib/data/errors';

export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

export interface Loadable<T, A extends unknown[]> {
  readonly $state: ReadableAtom<Load<T>>;
  /**
   * Load with these arguments. Asking again with the same arguments keeps the
   * current value on screen until the new one arrives; other arguments (a
   * different tab) show loading at once.
   */
  load: (...args: A) => Promise<void>;
}

export function loadable<T, A extends unknown[]>(loader: (...args: A) => Promise<T>, fallback: string): Loadable<T, A> {
  const $state = atom<Load<T>>({ status: 'loading' });
  let latest = 0;
  let shownKey: string | null = null;
  return {
    $state,
    load: (...args: A) =>
      task(async () => {
        latest += 1;
        const call = latest;
        const key = JSON.stringify(args);
        if (key !== shownKey || $state.get().status !== 'ready') $state.set({ status: 'loading' });
        shownKey = key;
        try {
          const value = await loader(...args);
          if (call === latest) $state.set({ status: 'ready', value });
        } catch (error) {
          if (call === latest) $state.set({ status: 'error', message: messageOf(error, fallback) });
        }
      }),
  };
}
