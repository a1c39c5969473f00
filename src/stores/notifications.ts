/**
 * The signed-in user's notifications (spec §2, §4, §8, §9): polled every 60 s
 * and on opening the bell, with realtime inserts on top.
 */
import { atom } from 'nanostores';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeToNotifications,
  type Notification,
} from '../lib/data/notifications';
import { decrementUnread } from '../lib/domain/account';
import { toast } from './toasts';

export const NOTIFICATION_POLL_MS = 60_000;

export const $notifications = atom<readonly Notification[]>([]);
export const $unreadCount = atom<number>(0);
export const $notificationsLoading = atom<boolean>(false);

export type { Notification };

let currentUser: string | null = null;

export async function refreshNotifications(userId: string): Promise<void> {
  currentUser = userId;
  $notificationsLoading.set(true);
  try {
    const items = await listNotifications(userId);
    if (currentUser !== userId) return;
    $notifications.set(items);
    $unreadCount.set(items.filter((n) => !n.read).length);
  } catch (error) {
    // Spec §8: the list falls back to empty, with a toast.
    console.error('Failed to load notifications', error);
    $notifications.set([]);
    $unreadCount.set(0);
    toast({ title: 'Failed to load notifications', variant: 'destructive' });
  } finally {
    $notificationsLoading.set(false);
  }
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
    toast({ title: 'All notifications marked as read', variant: 'success' });
  } catch (error) {
    console.error('Failed to mark notifications as read', error);
    toast({ title: 'Failed to mark notifications as read', variant: 'destructive' });
  }
}

/** Start polling and the realtime feed; returns the stop function. */
export function watchNotifications(userId: string): () => void {
  void refreshNotifications(userId);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void refreshNotifications(userId);
  }, NOTIFICATION_POLL_MS);
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  void subscribeToNotifications(userId, (notification) => {
    if ($notifications.get().some((n) => n.id === notification.id)) return;
    $notifications.set([notification, ...$notifications.get()]);
    if (!notification.read) $unreadCount.set($unreadCount.get() + 1);
  })
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
    unsubscribe?.();
  };
}
