/**
 * Saved searches: saving the listing page's search under a name (signed-out
 * visitors sign in first and come back to the same search with the dialog
 * open), and the list on /favorites with opening, deleting and the daily
 * e-mail digest switch. Islands
 * subscribe; every call goes through these actions.
 */
import { atom, map } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  deleteSavedSearch,
  isSavedSearchLimit,
  listSavedSearches,
  markSavedSearchSeen,
  saveSearch,
  setSavedSearchDigest,
  type SavedSearch,
} from '../lib/data/savedSearches';
import { saveSearchSchema, savedSearchHref, suggestSearchName } from '../lib/domain/savedSearch';
import { $filters } from './filters';
import { loadable } from './loadable';
import { $user, initSession } from './session';
import { toast } from './toasts';

/** The query flag a listing page comes back with after sign-in, to open the save dialog. */
export const SAVE_SEARCH_FLAG = 'saveSearch';

export const savedSearches = loadable(listSavedSearches, 'Failed to load your saved searches');

export interface SaveDialog {
  open: boolean;
  /** The name offered when the dialog opened. */
  suggestion: string;
  working: boolean;
  /** What is wrong with the name. */
  error: string | null;
  /** Why the server refused (the 20-search limit) or failed. */
  problem: string | null;
}

const CLOSED: SaveDialog = { open: false, suggestion: '', working: false, error: null, problem: null };
export const $saveDialog = atom<SaveDialog>(CLOSED);

/** Save search: the dialog for a signed-in user; sign-in first (coming back here) for a visitor. */
export async function startSavingSearch(): Promise<void> {
  await initSession();
  if (!$user.get()) {
    const url = new URL(window.location.href);
    url.searchParams.set(SAVE_SEARCH_FLAG, '1');
    window.location.assign(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`);
    return;
  }
  $saveDialog.set({ ...CLOSED, open: true, suggestion: suggestSearchName($filters.get()) });
}

/** Back from signing in to save: drop the flag from the address and open the dialog. */
export function resumeSavingSearch(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SAVE_SEARCH_FLAG)) return;
  url.searchParams.delete(SAVE_SEARCH_FLAG);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  void startSavingSearch();
}

export function closeSaveDialog(): void {
  $saveDialog.set(CLOSED);
}

export async function saveCurrentSearch(name: string): Promise<void> {
  const dialog = $saveDialog.get();
  const user = $user.get();
  if (!user || dialog.working) return;
  const parsed = saveSearchSchema.safeParse({ name });
  if (!parsed.success) {
    $saveDialog.set({ ...dialog, error: parsed.error.issues[0]?.message ?? 'Check the name' });
    return;
  }
  $saveDialog.set({ ...dialog, working: true, error: null, problem: null });
  try {
    const saved = await saveSearch(user.id, parsed.data.name, $filters.get());
    $saveDialog.set(CLOSED);
    toast({
      title: 'Search saved',
      description: `We'll let you know when new vehicles match “${saved.name}”.`,
      variant: 'success',
    });
  } catch (error) {
    if (!isSavedSearchLimit(error)) console.error('Failed to save the search', error);
    $saveDialog.set({ ...dialog, working: false, error: null, problem: messageOf(error, 'Failed to save the search') });
  }
}

/** The saved search awaiting confirmation of its deletion, and whether it is going. */
export const $pendingDelete = atom<{ search: SavedSearch; working: boolean } | null>(null);

export function askToDeleteSearch(search: SavedSearch): void {
  $pendingDelete.set({ search, working: false });
}

export function cancelDeleteSearch(): void {
  $pendingDelete.set(null);
}

export async function confirmDeleteSearch(): Promise<void> {
  const pending = $pendingDelete.get();
  const user = $user.get();
  if (!pending || pending.working || !user) return;
  $pendingDelete.set({ ...pending, working: true });
  try {
    await deleteSavedSearch(pending.search.id);
    toast({ title: 'Saved search deleted', description: `“${pending.search.name}” is gone.`, variant: 'success' });
    await savedSearches.load(user.id);
  } catch (error) {
    console.error('Failed to delete the saved search', error);
    toast({ title: 'Error', description: 'Failed to delete the saved search', variant: 'destructive' });
  } finally {
    $pendingDelete.set(null);
  }
}

/** Open a saved search: its new matches count as seen, then its results page. */
export async function openSavedSearch(search: SavedSearch): Promise<void> {
  if (search.new_match_count > 0) {
    try {
      await markSavedSearchSeen(search.id);
    } catch (error) {
      // The results are what the user asked for; a stale count is only logged.
      console.error('Failed to mark the saved search seen', error);
    }
  }
  window.location.assign(savedSearchHref(search.type, search.query));
}

/** Digest switches changed and not yet confirmed by the server: search id → the state asked for. */
export const $digestChanges = map<Partial<Record<string, boolean>>>({});

/** Turn a saved search's daily e-mail digest on or off; the switch shows the new state at once and reverts on failure. */
export async function setDigest(search: SavedSearch, on: boolean): Promise<void> {
  const user = $user.get();
  if (!user || $digestChanges.get()[search.id] !== undefined) return;
  $digestChanges.setKey(search.id, on);
  try {
    await setSavedSearchDigest(search.id, on);
    await savedSearches.load(user.id);
    toast(
      on
        ? {
            title: 'Daily digest on',
            description: `We'll e-mail you new matches for “${search.name}” once a day.`,
            variant: 'success',
          }
        : { title: 'Daily digest off', description: `No more e-mails about “${search.name}”.`, variant: 'success' },
    );
  } catch (error) {
    console.error('Failed to change the daily digest', error);
    toast({ title: 'Error', description: 'Failed to change the daily digest', variant: 'destructive' });
  } finally {
    $digestChanges.setKey(search.id, undefined);
  }
}
