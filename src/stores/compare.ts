/**
 * The compare list: up to COMPARE_LIMIT listing ids, shared by every compare
 * button (cards, detail pages) and the tray, kept in localStorage so it
 * survives page changes and follows other tabs. The /compare page itself
 * reads its ids from the URL, which is the source of truth for a comparison.
 */
import { atom, onMount } from 'nanostores';
import { COMPARE_LIMIT } from '../lib/domain/compareIds';
import { isUuid } from '../lib/domain/ids';
import { toast } from './toasts';

const STORAGE_KEY = 'wheelhouse:compare';

/** The ids, in the order they were added. Empty in server HTML and until the store is first used. */
export const $compare = atom<readonly string[]>([]);

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && isUuid(id));
    return [...new Set(ids)].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

function store(ids: readonly string[]): void {
  $compare.set(ids);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full storage: the list lasts for this page only.
  }
}

onMount($compare, () => {
  // Server rendering reads the store too: it stays empty there.
  if (typeof window === 'undefined') return undefined;
  $compare.set(readStored());
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) $compare.set(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
});

/** Add a listing to the compare list, or take it off; a fourth is refused with a toast. */
export function toggleCompare(id: string, title: string): void {
  const ids = $compare.get();
  if (ids.includes(id)) {
    store(ids.filter((other) => other !== id));
    return;
  }
  if (ids.length >= COMPARE_LIMIT) {
    toast({
      title: `You can compare up to ${String(COMPARE_LIMIT)} listings`,
      description: `Remove one from the compare list before adding ${title}.`,
      variant: 'destructive',
    });
    return;
  }
  store([...ids, id]);
}

export function removeFromCompare(id: string): void {
  store($compare.get().filter((other) => other !== id));
}

export function clearCompare(): void {
  store([]);
}
