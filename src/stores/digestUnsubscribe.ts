/**
 * The digest's unsubscribe page: the signed token from the mail's link turns
 * that saved search's daily e-mail off, signed in or not, once the reader
 * confirms (link scanners open links in mail; opening the page changes
 * nothing).
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import { unsubscribeSavedSearchDigest } from '../lib/data/savedSearches';
import { toast } from './toasts';
import { phrase } from '../i18n/active';
import { SAVED_SEARCH_TOASTS_EN } from '../i18n/messages/buyerToasts';

export type UnsubscribeState =
  { status: 'ready' } | { status: 'working' } | { status: 'done'; name: string } | { status: 'error'; message: string };

export const $unsubscribe = atom<UnsubscribeState>({ status: 'ready' });

export async function unsubscribeDigest(token: string): Promise<void> {
  if ($unsubscribe.get().status === 'working') return;
  $unsubscribe.set({ status: 'working' });
  try {
    const name = await unsubscribeSavedSearchDigest(token);
    $unsubscribe.set({ status: 'done', name });
    toast({
      title: phrase(SAVED_SEARCH_TOASTS_EN, 'saved.toast.digestOff'),
      description: phrase(SAVED_SEARCH_TOASTS_EN, 'saved.toast.digestOffText', { name }),
      variant: 'success',
    });
  } catch (error) {
    console.error('Failed to turn off the digest', error);
    $unsubscribe.set({
      status: 'error',
      message: messageOf(error, phrase(SAVED_SEARCH_TOASTS_EN, 'saved.toast.unsubscribeFailed')),
    });
  }
}
