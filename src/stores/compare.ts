/**
 * The compare list: up to COMPARE_LIMIT listing ids, shared by every compare
 * button (cards, detail pages) and the tray, kept in localStorage so it
 * survives page changes. The /compare page itself reads its ids from the
 * URL, which is the source of truth for a comparison.
 */
import { atom, onMount } from 'nanostores';
import { COMPARE_STORAGE_KEY as STORAGE_KEY } from '../lib/data/storageKey';
import { COMPARE_LIMIT } from '../lib/domain/compareList';
import { toast } from './toasts';

/**
 * The ids, in the order they were added. Empty in server HTML; in the
 * browser the stored list is read when the store is first used (subscribed
 * to or read), whichever of the tray and the islands comes first.
 */
export const $compare = atom<readonly string[]>([]);
let loaded = false;

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // A light check (the compare page validates ids itself): this module loads on every page.
    const ids = parsed.filter((id): id is string => typeof id === 'string' && /^[\da-f-]{36}$/i.test(id));
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

/** (Re)read the stored list: another page or tab may have changed it. */
export function loadStoredCompareList(): void {
  loaded = true;
  $compare.set(readStored());
}

onMount($compare, () => {
  if (!loaded) loadStoredCompareList();
});

/** Add a listing to the compare list, or take it off; a fourth is refused with a toast. */
export function toggleCompare(id: string): void {
  const ids = $compare.get();
  if (ids.includes(id)) {
    store(ids.filter((other) => other !== id));
    return;
  }
  if (ids.length >= COMPARE_LIMIT) {
    toast({ title: `You can compare up to ${String(COMPARE_LIMIT)} listings`, variant: 'destructive' });
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
