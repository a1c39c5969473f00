/**
 * The signed-in user's notifications (spec §2, §4, §8, §9): polled every 60 s
 * and on opening the bell, with realtime changes on top. The list holds the
 * newest 50; the unread badge is counted by the server, so it is right
 * however many there are.
 */
import { atom } from 'nanostores';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeToNotifications,
  type Notification,
} from '../lib/data/notifications';
import { decrementUnread } from '../lib/domain/account';
import { mergeNotification } from '../lib/domain/notifications';
import { toast } from './toasts';
import { phrase } from '../i18n/active';
import { NOTIFICATION_TOASTS_EN } from '../i18n/messages/buyerToasts';

export const NOTIFICATION_POLL_MS = 60_000;
/** Realtime changes arriving together (a burst of messages) share one recount. */
const RECOUNT_DELAY_MS = 250;

export const $notifications = atom<readonly Notification[]>([]);
export const $unreadCount = atom<number>(0);
export const $notificationsLoading = atom<boolean>(false);

export type { Notification };

let currentUser: string | null = null;

export async function refreshNotifications(userId: string): Promise<void> {
  currentUser = userId;
  $notificationsLoading.set(true);
  try {
    await readNotifications(userId);
  } catch (error) {
    // Spec §8: the list falls back to empty, with a toast.
    console.error('Failed to load notifications', error);
    $notifications.set([]);
    $unreadCount.set(0);
    toast({ title: phrase(NOTIFICATION_TOASTS_EN, 'notif.toast.loadFailed'), variant: 'destructive' });
  } finally {
    $notificationsLoading.set(false);
  }
}

let readsStarted = 0;
let readShown = 0;

/** Read the list and the count; an answer older than one already shown is dropped. */
async function readNotifications(userId: string): Promise<void> {
  readsStarted += 1;
  const read = readsStarted;
  const [items, unread] = await Promise.all([listNotifications(userId), countUnreadNotifications(userId)]);
  if (currentUser !== userId || read < readShown) return;
  readShown = read;
  $notifications.set(items);
  $unreadCount.set(unread);
}

/**
 * Once the realtime feed is live, read again what may have arrived between the
 * first read and the subscription, without the loading state; a failure is
 * only logged (polling catches up).
 */
function catchUp(userId: string): void {
  readNotifications(userId).catch((error: unknown) => {
    console.error('Failed to load notifications', error);
  });
}

/** Mark one read (on click); a failure is only logged. */
export async function markRead(notification: Notification): Promise<void> {
  if (notification.read) return;
  $notifications.set($notifications.get().map((n) => (n.id === notification.id ? { ...n, read: true } : n)));
  $unreadCount.set(decrementUnread($unreadCount.get()));
  try {
    await markNotificationRead(notification.id);
  } catch (error) {
    console.error('Failed to mark notification as read', error);
  }
}

export async function markAllRead(userId: string): Promise<void> {
  try {
    await markAllNotificationsRead(userId);
    $notifications.set($notifications.get().map((n) => ({ ...n, read: true })));
    $unreadCount.set(0);
    toast({ title: phrase(NOTIFICATION_TOASTS_EN, 'notif.toast.allRead'), variant: 'success' });
  } catch (error) {
    console.error('Failed to mark notifications as read', error);
    toast({ title: phrase(NOTIFICATION_TOASTS_EN, 'notif.toast.markFailed'), variant: 'destructive' });
  }
}

let recountTimer: ReturnType<typeof setTimeout> | undefined;

/** Ask the server for the unread total again, once per burst of changes; a failure is only logged. */
function scheduleRecount(userId: string): void {
  clearTimeout(recountTimer);
  recountTimer = setTimeout(() => {
    countUnreadNotifications(userId)
      .then((unread) => {
        if (currentUser === userId) $unreadCount.set(unread);
      })
      .catch((error: unknown) => {
        console.error('Failed to count unread notifications', error);
      });
  }, RECOUNT_DELAY_MS);
}

/** Start polling and the realtime feed; returns the stop function. */
export function watchNotifications(userId: string): () => void {
  void refreshNotifications(userId);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void refreshNotifications(userId);
  }, NOTIFICATION_POLL_MS);
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  void subscribeToNotifications(
    userId,
    (notification) => {
      $notifications.set(mergeNotification($notifications.get(), notification));
      scheduleRecount(userId);
    },
    () => catchUp(userId),
  )
    .then((stop) => {
      if (stopped) stop();
      else unsubscribe = stop;
    })
    .catch((error: unknown) => {
      // Polling still delivers; realtime is a bonus.
      console.error('Realtime notifications unavailable', error);
    });
  return () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(recountTimer);
    unsubscribe?.();
  };
}
