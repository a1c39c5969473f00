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
import { activeLocale, phrase } from '../i18n/active';
import { localePath } from '../i18n/locale';
import { SAVED_SEARCH_TOASTS_EN } from '../i18n/messages/buyerToasts';

const say = (key: keyof typeof SAVED_SEARCH_TOASTS_EN, name?: string): string =>
  phrase(SAVED_SEARCH_TOASTS_EN, key, name === undefined ? {} : { name });

/** The query flag a listing page comes back with after sign-in, to open the save dialog. */
export const SAVE_SEARCH_FLAG = 'saveSearch';

export const savedSearches = loadable(listSavedSearches, () => say('saved.toast.loadFailed'));

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
    $saveDialog.set({ ...dialog, error: parsed.error.issues[0]?.message ?? say('saved.toast.checkName') });
    return;
  }
  $saveDialog.set({ ...dialog, working: true, error: null, problem: null });
  try {
    const saved = await saveSearch(user.id, parsed.data.name, $filters.get());
    $saveDialog.set(CLOSED);
    toast({
      title: say('saved.toast.saved'),
      description: say('saved.toast.savedText', saved.name),
      variant: 'success',
    });
  } catch (error) {
    if (!isSavedSearchLimit(error)) console.error('Failed to save the search', error);
    $saveDialog.set({
      ...dialog,
      working: false,
      error: null,
      problem: messageOf(error, say('saved.toast.saveFailed')),
    });
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
    toast({
      title: say('saved.toast.deleted'),
      description: say('saved.toast.deletedText', pending.search.name),
      variant: 'success',
    });
    await savedSearches.load(user.id);
  } catch (error) {
    console.error('Failed to delete the saved search', error);
    toast({ title: say('saved.toast.error'), description: say('saved.toast.deleteFailed'), variant: 'destructive' });
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
  window.location.assign(localePath(savedSearchHref(search.type, search.query), activeLocale()));
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
            title: say('saved.toast.digestOn'),
            description: say('saved.toast.digestOnText', search.name),
            variant: 'success',
          }
        : {
            title: say('saved.toast.digestOff'),
            description: say('saved.toast.digestOffText', search.name),
            variant: 'success',
          },
    );
  } catch (error) {
    console.error('Failed to change the daily digest', error);
    toast({ title: say('saved.toast.error'), description: say('saved.toast.digestFailed'), variant: 'destructive' });
  } finally {
    $digestChanges.setKey(search.id, undefined);
  }
}
