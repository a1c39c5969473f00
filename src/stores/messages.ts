/**
 * Messages state shared across islands: the header's unread-messages count
 * and the actions that open and read conversations. The count is one
 * count-only query, repeated whenever the notifications store changes (a new
 * message always brings a notification, and its 60 s poll keeps it fresh) and
 * after a thread is read.
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  countUnreadMessages,
  markConversationNotificationsRead,
  markConversationRead,
  startConversation,
  type Message,
} from '../lib/data/messages';
import { $notifications, refreshNotifications } from './notifications';
import { toast } from './toasts';

export const $unreadMessages = atom<number>(0);

let countingFor: string | null = null;

export async function refreshUnreadMessages(userId: string): Promise<void> {
  countingFor = userId;
  try {
    const count = await countUnreadMessages(userId);
    if (countingFor === userId) $unreadMessages.set(count);
  } catch (error) {
    // The badge is a hint; the messages page shows the truth.
    console.error('Failed to count unread messages', error);
  }
}

/** Keep the count current while the header shows it; returns the stop function. */
export function watchUnreadMessages(userId: string): () => void {
  void refreshUnreadMessages(userId);
  let queued = false;
  const stop = $notifications.listen(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void refreshUnreadMessages(userId);
    });
  });
  return () => {
    stop();
    if (countingFor === userId) countingFor = null;
  };
}

/**
 * The user read the conversation: the other person's messages get their read
 * receipt, the message notifications about it turn read, and the header's
 * counts follow. Returns the messages now marked read.
 */
export async function readConversation(userId: string, conversationId: string): Promise<Message[]> {
  try {
    const read = await markConversationRead(conversationId, userId);
    await markConversationNotificationsRead(userId, conversationId);
    // Refreshing the bell also refreshes the unread-messages count (see watchUnreadMessages).
    await refreshNotifications(userId);
    return read;
  } catch (error) {
    console.error('Failed to mark the conversation read', error);
    return [];
  }
}

/** Open (or start) the user's conversation about a listing; its id, or null after a toast. */
export async function openConversationAbout(vehicleId: string): Promise<string | null> {
  try {
    return await startConversation(vehicleId);
  } catch (error) {
    toast({
      title: 'Could not message the seller',
      description: messageOf(error, 'Please try again'),
      variant: 'destructive',
    });
    return null;
  }
}
